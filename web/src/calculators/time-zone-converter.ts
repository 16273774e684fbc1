import { dayNumber, WEEKDAY_NAMES, weekdayOf } from '../domain/age.ts';
import { dayInWords, formatIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatUpTo, unitAfter } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { count } from './shared/dates.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import {
  type WallTime,
  readWallTime,
  wallOfSeconds,
  zoneKnown,
  offsetAt,
  placeWallTime,
  offsetText,
} from './shared/wallTime.ts';

/**
 * Browsers carry the tz database without its "backzone" file: zones whose clocks have agreed
 * since 1970 share one history, so before 1970 some cities show a neighbour's local time.
 */
const PRE_1970_NOTE =
  'Before 1970 the tz data browsers carry gives some cities a neighbour’s history (Amsterdam has Brussels’, Stockholm Berlin’s, Reykjavík Abidjan’s, Kuala Lumpur Singapore’s), so check an older local time against the place’s own history.';

export const record = {
  id: 99,
  name: 'Time Zone Converter',
  description:
    'Convert a date and time from one time zone to another, with daylight saving time, UTC offsets and the change of day.',
  category: 'date',
  icon: 'clock',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'unix-timestamp-converter',
    'hours-calculator',
    'time-duration-calculator',
    'day-of-week-calculator',
  ],
  keywords:
    'utc ist est edt pst pdt cst gmt bst cet cest jst aest time zone timezone tz iana world clock time difference daylight saving dst',
} satisfies CalculatorRecord;

// A wall-clock date and time in one IANA time zone, shown in another. The zones' rules (offsets,
// daylight saving time and their history) are the IANA tz database as the platform carries it,
// read through Intl.DateTimeFormat with a timeZone: no zone data is written here. A wall time is
// turned into an instant by trying the zone's offsets a day either side of it: one fits (the
// usual case), none (the time is skipped when clocks go forward) or two (it happens twice when
// clocks go back). Those two cases follow ECMA-262 Temporal's 'compatible' disambiguation, as
// JavaScript's Date does: a skipped time is moved forward by the length of the gap, and a
// repeated time is the earlier of the two. Both are said on the page.
//
// There is no time-zone field kind in the engine: the zones are a choice of common IANA names
// (the same list on the server and in the browser, so the page hydrates as drawn), and the time
// a text field read here as YYYY-MM-DDTHH:MM.

/** Common IANA zones, west to east; the labels name the places and the usual abbreviations. */
const ZONES = [
  { value: 'Pacific/Honolulu', label: 'Honolulu, Hawaii (HST) – Pacific/Honolulu' },
  { value: 'America/Anchorage', label: 'Anchorage, Alaska (AKST/AKDT) – America/Anchorage' },
  {
    value: 'America/Los_Angeles',
    label: 'Los Angeles, US Pacific (PST/PDT) – America/Los_Angeles',
  },
  { value: 'America/Vancouver', label: 'Vancouver (PST/PDT) – America/Vancouver' },
  { value: 'America/Phoenix', label: 'Phoenix, Arizona (MST, no DST) – America/Phoenix' },
  { value: 'America/Denver', label: 'Denver, US Mountain (MST/MDT) – America/Denver' },
  { value: 'America/Chicago', label: 'Chicago, US Central (CST/CDT) – America/Chicago' },
  { value: 'America/Mexico_City', label: 'Mexico City – America/Mexico_City' },
  { value: 'America/New_York', label: 'New York, US Eastern (EST/EDT) – America/New_York' },
  { value: 'America/Toronto', label: 'Toronto (EST/EDT) – America/Toronto' },
  { value: 'America/Bogota', label: 'Bogotá – America/Bogota' },
  { value: 'America/Lima', label: 'Lima – America/Lima' },
  { value: 'America/Halifax', label: 'Halifax (AST/ADT) – America/Halifax' },
  { value: 'America/Santiago', label: 'Santiago – America/Santiago' },
  { value: 'America/St_Johns', label: 'St. John’s, Newfoundland – America/St_Johns' },
  { value: 'America/Sao_Paulo', label: 'São Paulo – America/Sao_Paulo' },
  {
    value: 'America/Argentina/Buenos_Aires',
    label: 'Buenos Aires – America/Argentina/Buenos_Aires',
  },
  { value: 'UTC', label: 'UTC (Coordinated Universal Time)' },
  { value: 'Atlantic/Reykjavik', label: 'Reykjavík (GMT) – Atlantic/Reykjavik' },
  { value: 'Europe/London', label: 'London (GMT/BST) – Europe/London' },
  { value: 'Europe/Dublin', label: 'Dublin (GMT/IST) – Europe/Dublin' },
  { value: 'Europe/Lisbon', label: 'Lisbon (WET/WEST) – Europe/Lisbon' },
  { value: 'Africa/Lagos', label: 'Lagos (WAT) – Africa/Lagos' },
  { value: 'Europe/Paris', label: 'Paris (CET/CEST) – Europe/Paris' },
  { value: 'Europe/Berlin', label: 'Berlin (CET/CEST) – Europe/Berlin' },
  { value: 'Europe/Madrid', label: 'Madrid (CET/CEST) – Europe/Madrid' },
  { value: 'Europe/Rome', label: 'Rome (CET/CEST) – Europe/Rome' },
  { value: 'Europe/Amsterdam', label: 'Amsterdam (CET/CEST) – Europe/Amsterdam' },
  { value: 'Europe/Zurich', label: 'Zurich (CET/CEST) – Europe/Zurich' },
  { value: 'Europe/Stockholm', label: 'Stockholm (CET/CEST) – Europe/Stockholm' },
  { value: 'Europe/Warsaw', label: 'Warsaw (CET/CEST) – Europe/Warsaw' },
  { value: 'Africa/Johannesburg', label: 'Johannesburg (SAST) – Africa/Johannesburg' },
  { value: 'Africa/Cairo', label: 'Cairo – Africa/Cairo' },
  { value: 'Europe/Athens', label: 'Athens (EET/EEST) – Europe/Athens' },
  { value: 'Europe/Helsinki', label: 'Helsinki (EET/EEST) – Europe/Helsinki' },
  { value: 'Europe/Kyiv', label: 'Kyiv (EET/EEST) – Europe/Kyiv' },
  { value: 'Europe/Istanbul', label: 'Istanbul (TRT) – Europe/Istanbul' },
  { value: 'Europe/Moscow', label: 'Moscow (MSK) – Europe/Moscow' },
  { value: 'Africa/Nairobi', label: 'Nairobi (EAT) – Africa/Nairobi' },
  { value: 'Asia/Riyadh', label: 'Riyadh – Asia/Riyadh' },
  { value: 'Asia/Tehran', label: 'Tehran – Asia/Tehran' },
  { value: 'Asia/Dubai', label: 'Dubai (GST) – Asia/Dubai' },
  { value: 'Asia/Karachi', label: 'Karachi (PKT) – Asia/Karachi' },
  { value: 'Asia/Kolkata', label: 'India (IST) – Asia/Kolkata' },
  { value: 'Asia/Colombo', label: 'Colombo, Sri Lanka – Asia/Colombo' },
  { value: 'Asia/Kathmandu', label: 'Kathmandu, Nepal – Asia/Kathmandu' },
  { value: 'Asia/Dhaka', label: 'Dhaka – Asia/Dhaka' },
  { value: 'Asia/Bangkok', label: 'Bangkok – Asia/Bangkok' },
  { value: 'Asia/Jakarta', label: 'Jakarta (WIB) – Asia/Jakarta' },
  { value: 'Asia/Singapore', label: 'Singapore (SGT) – Asia/Singapore' },
  { value: 'Asia/Kuala_Lumpur', label: 'Kuala Lumpur – Asia/Kuala_Lumpur' },
  { value: 'Asia/Hong_Kong', label: 'Hong Kong (HKT) – Asia/Hong_Kong' },
  { value: 'Asia/Shanghai', label: 'China (CST) – Asia/Shanghai' },
  { value: 'Asia/Manila', label: 'Manila – Asia/Manila' },
  { value: 'Australia/Perth', label: 'Perth (AWST) – Australia/Perth' },
  { value: 'Asia/Seoul', label: 'Seoul (KST) – Asia/Seoul' },
  { value: 'Asia/Tokyo', label: 'Tokyo (JST) – Asia/Tokyo' },
  { value: 'Australia/Adelaide', label: 'Adelaide (ACST/ACDT) – Australia/Adelaide' },
  { value: 'Australia/Brisbane', label: 'Brisbane (AEST, no DST) – Australia/Brisbane' },
  { value: 'Australia/Sydney', label: 'Sydney (AEST/AEDT) – Australia/Sydney' },
  { value: 'Pacific/Auckland', label: 'Auckland (NZST/NZDT) – Pacific/Auckland' },
] as const;

type Zone = (typeof ZONES)[number]['value'];

/** The zone's place, for sentences: 'New York', 'India', 'UTC'. */
function placeOf(zone: string): string {
  const label = ZONES.find((z) => z.value === zone)?.label ?? zone;
  if (zone === 'UTC') return 'UTC';
  return label
    .replace(/ \(.*$/, '')
    .replace(/ – .*$/, '')
    .replace(/,.*$/, '');
}

/** '09:00'. */
function clockText(w: WallTime): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ''}`;
}

/** '9:00 am'. */
function twelveHour(w: WallTime): string {
  const suffix = w.hour < 12 ? 'am' : 'pm';
  return `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${String(w.minute).padStart(2, '0')} ${suffix}`;
}

/** 'Tuesday, 1 December 2026'. */
function dayText(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${dayInWords(formatIsoDate(date))}`;
}

/** '10 hours 30 minutes ahead of', 'the same as'. */
function gapText(seconds: number, other: string): string {
  if (seconds === 0) return `the same time as ${other}`;
  const minutes = Math.round(Math.abs(seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const parts = [
    hours > 0 ? count(hours, 'hour') : '',
    minutes % 60 > 0 ? count(minutes % 60, 'minute') : '',
  ].filter(Boolean);
  // Offsets of local mean time (before about 1900) can differ by under half a minute.
  const gap = parts.length ? parts.join(' ') : count(Math.abs(seconds), 'second');
  return `${gap} ${seconds > 0 ? 'ahead of' : 'behind'} ${other}`;
}

/** Whether a zone is on daylight saving (summer) time at an instant: its offset is above the
 * smaller of its offsets in mid-January and mid-July of that year. */
function onDaylightTime(zone: string, instant: number, year: number): boolean {
  const january = dayNumber({ year, month: 1, day: 15 }) * 86400;
  const july = dayNumber({ year, month: 7, day: 15 }) * 86400;
  const standard = Math.min(offsetAt(zone, january), offsetAt(zone, july));
  return offsetAt(zone, instant) > standard;
}

const fields = {
  time: {
    kind: 'text',
    label: 'Date and time',
    default: '2026-12-01T09:00',
    maxLength: 25,
    code: true,
    placeholder: 'YYYY-MM-DDTHH:MM',
    help: 'The clock time in the first zone, 24-hour clock: 2026-12-01T17:30 is 5:30 pm on 1 December 2026.',
    required: 'Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-12-01T09:00',
    check(text: string) {
      const read = readWallTime(text);
      return 'error' in read ? read.error : null;
    },
  },
  from: {
    kind: 'choice',
    label: 'From time zone',
    default: 'America/New_York' as Zone,
    options: ZONES,
  },
  to: {
    kind: 'choice',
    label: 'To time zone',
    default: 'Asia/Kolkata' as Zone,
    options: ZONES,
  },
} as const;

type ZoneValues = Values<typeof fields>;

/** The whole conversion of the values (checked). */
export function convert(v: ZoneValues) {
  const wall = readWallTime(v.time) as WallTime;
  const placed = placeWallTime(v.from, wall);
  const fromOffset = offsetAt(v.from, placed.instant);
  const toOffset = offsetAt(v.to, placed.instant);
  // The wall time as the first zone's clocks showed it (moved on, when it was skipped).
  const shown = wallOfSeconds(placed.instant + fromOffset);
  const target = wallOfSeconds(placed.instant + toOffset);
  const dayShift = dayNumber(target.date) - dayNumber(wall.date);
  return { wall, placed, fromOffset, toOffset, shown, target, dayShift };
}

const dayShiftText = (shift: number) =>
  shift === 0
    ? 'the same day'
    : shift === 1
      ? 'the next day'
      : shift === -1
        ? 'the day before'
        : `${shift > 0 ? '+' : '−'}${Math.abs(shift)} days`;

/** A difference in hours as a step says it: '10.5 hours', '1 hour', '0 hours', '5.75 hours'. */
function hoursText(hours: number): string {
  const shown = formatUpTo(hours, 2);
  return `${shown} ${unitAfter(shown.replace(/^-/, ''), 'hours')}`;
}

export default defineCalculator({
  slug: 'time-zone-converter',
  fields,
  swap: { fields: ['from', 'to'], label: 'Swap time zones' },
  validate(v) {
    if (!zoneKnown(v.from)) return { from: `This browser does not know the time zone ${v.from}` };
    if (!zoneKnown(v.to)) return { to: `This browser does not know the time zone ${v.to}` };
    return {};
  },
  outputs: {
    year: { label: 'Year', format: 'digits' },
    month: { label: 'Month', format: 'integer' },
    day: { label: 'Day', format: 'integer' },
    hour: { label: 'Hour', format: 'integer' },
    minute: { label: 'Minute', format: 'integer' },
    dayShift: { label: 'Days later (−1 = the day before)', format: 'integer' },
    fromOffset: { label: 'UTC offset of the first zone (minutes)', format: 'integer' },
    toOffset: { label: 'UTC offset of the second zone (minutes)', format: 'integer' },
    difference: { label: 'Difference (hours)', format: 'number', decimals: 2 },
    utcHour: { label: 'Hour in UTC', format: 'integer' },
    utcMinute: { label: 'Minute in UTC', format: 'integer' },
    unix: { label: 'Unix timestamp (seconds)', format: 'integer' },
    skipped: { label: 'Skipped by a change of clocks', format: 'yesno' },
    repeated: { label: 'Happens twice', format: 'yesno' },
  },
  compute(v) {
    const c = convert(v);
    const utc = wallOfSeconds(c.placed.instant);
    return {
      year: c.target.date.year,
      month: c.target.date.month,
      day: c.target.date.day,
      hour: c.target.hour,
      minute: c.target.minute,
      dayShift: c.dayShift,
      fromOffset: c.fromOffset / 60,
      toOffset: c.toOffset / 60,
      difference: (c.toOffset - c.fromOffset) / 3600,
      utcHour: utc.hour,
      utcMinute: utc.minute,
      unix: c.placed.instant,
      skipped: c.placed.skipped ? 1 : 0,
      repeated: c.placed.later === null ? 0 : 1,
    };
  },
  headline: {
    label: 'Converted time',
    text(v) {
      const c = convert(v);
      return `${clockText(c.target)}, ${dayText(c.target.date)}`;
    },
    caption(v) {
      const c = convert(v);
      const from = placeOf(v.from);
      const to = placeOf(v.to);
      const day = c.dayShift === 0 ? '' : ` (${dayShiftText(c.dayShift)})`;
      const start = c.placed.skipped
        ? `${clockText(c.wall)} does not exist in ${from}; read as ${clockText(c.shown)}`
        : `${clockText(c.wall)} in ${from}`;
      return `${start} (UTC${offsetText(c.fromOffset)}) is ${clockText(c.target)} in ${to} (UTC${offsetText(c.toOffset)})${day}.`;
    },
  },
  facts(v, r) {
    const c = convert(v);
    const utc = wallOfSeconds(c.placed.instant);
    const from = placeOf(v.from);
    const to = placeOf(v.to);
    const season = (zone: string, offset: number) =>
      `UTC${offsetText(offset)}, ${onDaylightTime(zone, c.placed.instant, c.wall.date.year) ? 'daylight saving (summer) time' : 'standard time'}`;
    return [
      { label: `In ${to}`, text: `${twelveHour(c.target)}, ${dayText(c.target.date)}` },
      { label: 'Time difference', text: `${to} is ${gapText(c.toOffset - c.fromOffset, from)}` },
      { label: `${from}`, text: season(v.from, c.fromOffset) },
      { label: `${to}`, text: season(v.to, c.toOffset) },
      {
        label: 'In UTC',
        text: `${clockText(utc)}, ${dayText(utc.date)} (${formatIsoDate(utc.date)}T${clockText(utc)}Z)`,
      },
      { label: 'Unix timestamp', text: String(r.unix) },
    ];
  },
  highlight(v) {
    const c = convert(v);
    const from = placeOf(v.from);
    const gap = Math.abs(c.placed.after - c.placed.before) / 60;
    if (c.placed.skipped) {
      return {
        title: `${clockText(c.wall)} does not exist in ${from} on ${dayInWords(formatIsoDate(c.wall.date))}`,
        text: `The clocks went forward by ${gap} minutes, so this time was skipped. It is read as ${clockText(c.shown)}, ${gap} minutes later on the clock, as JavaScript and ECMAScript Temporal (‘compatible’) read such a time.`,
        facts: [
          { label: `Offset before the change`, text: `UTC${offsetText(c.placed.before)}` },
          { label: `Offset after the change`, text: `UTC${offsetText(c.placed.after)}` },
        ],
      };
    }
    if (c.placed.later !== null) {
      const second = wallOfSeconds(c.placed.later + offsetAt(v.to, c.placed.later));
      return {
        title: `${clockText(c.wall)} happens twice in ${from} on ${dayInWords(formatIsoDate(c.wall.date))}`,
        text: `The clocks went back by ${gap} minutes, so this time came twice. The first time (UTC${offsetText(c.placed.before)}) is shown; the second (UTC${offsetText(c.placed.after)}) is ${gap} minutes later.`,
        facts: [
          { label: 'First time', text: `${clockText(c.target)} in ${placeOf(v.to)}` },
          {
            label: 'Second time',
            text: `${clockText(second)}, ${dayText(second.date)}, in ${placeOf(v.to)}`,
          },
        ],
      };
    }
    return null;
  },
  steps(v, r) {
    const c = convert(v);
    const from = placeOf(v.from);
    const to = placeOf(v.to);
    const utc = wallOfSeconds(c.placed.instant);
    const day = dayInWords(formatIsoDate(c.wall.date));
    const rules = '(the IANA time zone rules, read with Intl.DateTimeFormat)';
    // A skipped time has no offset of its own: say the two it falls between.
    const steps = [
      c.placed.skipped
        ? `${from} (${v.from}) went from UTC${offsetText(c.placed.before)} to UTC${offsetText(c.fromOffset)} on ${day}, and its clocks skipped ${clockText(c.wall)} ${rules}.`
        : `${from} (${v.from}) on ${day} at ${clockText(c.wall)} is at UTC${offsetText(c.fromOffset)} ${rules}.`,
    ];
    if (c.placed.skipped) {
      steps.push(
        `${clockText(c.wall)} was skipped when the clocks went forward, so it is read with the offset before the change, UTC${offsetText(c.placed.before)}, which is ${clockText(c.shown)} on the new clocks.`,
      );
    } else if (c.placed.later !== null) {
      steps.push(
        `${clockText(c.wall)} came twice when the clocks went back; the first, at UTC${offsetText(c.placed.before)}, is used.`,
      );
    }
    const fromSign = (c.placed.skipped ? c.placed.before : c.fromOffset) >= 0 ? 'subtract' : 'add';
    steps.push(
      `To UTC: ${fromSign} ${offsetText(c.placed.skipped ? c.placed.before : c.fromOffset).slice(1)} → ${clockText(utc)} UTC on ${dayInWords(formatIsoDate(utc.date))}.`,
      `${to} (${v.to}) is at UTC${offsetText(c.toOffset)} then: ${c.toOffset >= 0 ? 'add' : 'subtract'} ${offsetText(c.toOffset).slice(1)} → ${clockText(c.target)} on ${dayInWords(formatIsoDate(c.target.date))}${c.dayShift === 0 ? '' : `, ${dayShiftText(c.dayShift)}`}.`,
      `Difference: ${offsetText(c.toOffset)} − (${offsetText(c.fromOffset)}) ${equalsOrAbout(exact(c.toOffset - c.fromOffset).div(3600), formatUpTo(r.difference, 2))} ${hoursText(r.difference)}.`,
    );
    if (c.wall.date.year < 1970 || c.target.date.year < 1970) {
      steps.push(PRE_1970_NOTE);
    }
    return steps;
  },
  about: [
    'The time is converted through UTC: the clock time in the first zone minus that zone’s UTC offset at that moment gives UTC, and UTC plus the second zone’s offset at the same moment gives its clock time. Offsets and daylight saving time come from the IANA time zone database (tz) as your browser, or the server, carries it, read with the JavaScript Intl API; nothing is written in by hand, so a zone whose rules change is right once the browser is updated.',
    'Daylight saving time is applied for the date chosen. In the United States it runs from 2:00 a.m. on the second Sunday in March to 2:00 a.m. on the first Sunday in November (Energy Policy Act of 2005, since 2007); in the European Union and the UK summer time runs from 01:00 UTC on the last Sunday in March to 01:00 UTC on the last Sunday in October (Directive 2000/84/EC). India Standard Time is UTC+05:30 all year, with no daylight saving.',
    'When clocks go forward, an hour of clock times does not exist (2:30 a.m. in New York on the second Sunday in March); such a time is read as the same moment shown one hour later on the new clocks (3:30 a.m.), and the page says so. When clocks go back, an hour happens twice (1:30 a.m. on the first Sunday in November); the first of the two is used and the second is shown too. This is ECMAScript Temporal’s ‘compatible’ rule, which JavaScript’s Date follows.',
    `Times are to the minute on the 24-hour clock, from 1900 to 2100. ${PRE_1970_NOTE} Abbreviations such as EST, IST or CET are shown in the zone names only as a guide: some stand for several zones (IST is India, Irish and Israel Standard Time), so the IANA name is what is converted.`,
  ],
  faq: [
    {
      question: 'What is the time difference between New York and India?',
      answer:
        'India (IST, UTC+05:30) is 10 hours 30 minutes ahead of New York in winter (EST, UTC−05:00), and 9 hours 30 minutes ahead from March to November, when New York is on daylight time (EDT, UTC−04:00). So 9:00 am EST is 7:30 pm IST.',
    },
    {
      question: 'Is GMT the same as UTC?',
      answer:
        'For clock times, yes: both have offset +00:00. UTC is the time standard; GMT is also the winter time of the UK, which moves to BST (UTC+01:00) in summer, so London is not always at UTC.',
    },
    {
      question: 'Why does my time say it does not exist?',
      answer:
        'On the day clocks go forward an hour of clock times is skipped: in the US at 2:00 a.m. the clocks jump to 3:00 a.m. The converter reads such a time an hour later on the new clocks and says so.',
    },
    {
      question: 'Why is the result on a different day?',
      answer:
        'When the second zone is far enough ahead or behind, the time passes midnight: 8:00 pm in New York in winter is 6:30 am the next day in India. The result shows the date and whether it is the next day or the day before.',
    },
  ],
  references: [
    {
      source:
        'NCERT, The Earth: Our Habitat, textbook in geography for Class VI, Chapter 2 “Globe: Latitudes and Longitudes”, Exercise 1 (ncert.nic.in; the question as set at philoid.com/question/25067): “Why is it 5.30 p.m. in India and 12.00 noon in London?” — the Standard Meridian of India, 82½° E, keeps time 5 hours 30 minutes ahead of Greenwich (a January noon, when London is on GMT)',
      inputs: { time: '2026-01-15T12:00', from: 'Europe/London', to: 'Asia/Kolkata' },
      expected: { hour: 17, minute: 30, dayShift: 0, difference: 5.5 },
      tolerance: 0,
    },
    {
      source:
        'UnixEpochTime, "1000000000 Unix Timestamp" (unixepochtime.com/timestamps/examples/1000000000): 2001-09-09 01:46:40 UTC is 2001-09-08 21:46:40 in America/New_York',
      inputs: { time: '2001-09-09T01:46', from: 'UTC', to: 'America/New_York' },
      expected: { year: 2001, month: 9, day: 8, hour: 21, minute: 46, dayShift: -1 },
      tolerance: 0,
    },
    {
      source:
        'IANA Time Zone Database, NEWS, Release 2022g (2022-11-29), “Changes to past timestamps” (data.iana.org/time-zones/tzdb/NEWS): “Singapore’s 1981-12-31 change was at 16:00 UTC (23:30 local time)”, so a minute before, Singapore’s clocks (UTC+7:30) showed 23:29 on 31 December 1981',
      inputs: { time: '1981-12-31T15:59', from: 'UTC', to: 'Asia/Singapore' },
      expected: { day: 31, hour: 23, minute: 29, toOffset: 450 },
      tolerance: 0,
    },
    {
      source:
        'NIST, “When does Daylight Saving Time/Standard Time begin?” (nist.gov/public_affairs/faqs/qdaylite.cfm, as archived 17 October 2012 at webarchive.library.unt.edu): “In 2011, Daylight Saving Time is from 2:00 a.m. (local time) on March 13 until 2:00 a.m. (local time) on November 6”; clocks move ahead one hour, so 2:30 a.m. on 13 March 2011 did not exist in New York',
      inputs: { time: '2011-03-13T02:30', from: 'America/New_York', to: 'UTC' },
      expected: { skipped: 1, repeated: 0 },
      tolerance: 0,
    },
    {
      source:
        'NIST, “When does Daylight Saving Time/Standard Time begin?” (as above): Daylight Saving Time ran until 2:00 a.m. on 6 November 2011, when clocks move back one hour, so 1:30 a.m. that day came twice in New York',
      inputs: { time: '2011-11-06T01:30', from: 'America/New_York', to: 'UTC' },
      expected: { repeated: 1, skipped: 0 },
      tolerance: 0,
    },
    {
      source:
        'European Commission, Communication pursuant to Article 4 of Directive 2000/84/EC on summer-time arrangements, the summer-time timetable for 2017 to 2021 (2016/C 61/01, OJ C 61, 17.2.2016, p. 1; eur-lex.europa.eu, CELEX 52016XC0217(01)): summer time begins and ends at 01:00 UTC, in 2018 on Sunday 25 March and Sunday 28 October; nidirect (Northern Ireland government), “Remember to put clocks back this weekend” (nidirect.gov.uk/news/remember-put-clocks-back-weekend): “in spring the clocks go forward - at 1.00 am Greenwich Mean Time moves to 2.00 am British Summer Time”',
      inputs: { time: '2018-03-25T01:00', from: 'UTC', to: 'Europe/London' },
      expected: { hour: 2, minute: 0, toOffset: 60 },
      tolerance: 0,
    },
    {
      source:
        'European Commission, summer-time timetable 2017–2021 (as above), and Directive 2000/84/EC, Article 2 (eumonitor.eu, COM(2000)302): summer time begins “at 1.00 a.m., Greenwich Mean Time, on the last Sunday in March”, 25 March in 2018; a minute before, Rome is still on CET (UTC+1) and shows 01:59',
      inputs: { time: '2018-03-25T00:59', from: 'UTC', to: 'Europe/Rome' },
      expected: { hour: 1, minute: 59, toOffset: 60 },
      tolerance: 0,
    },
    {
      source:
        'European Commission, summer-time timetable 2017–2021 (as above): summer time began at 01:00 UTC on Sunday 25 March 2018, when Rome’s clocks went from 02:00 CET to 03:00 CEST, so 02:30 that night did not exist in Rome',
      inputs: { time: '2018-03-25T02:30', from: 'Europe/Rome', to: 'UTC' },
      expected: { skipped: 1, repeated: 0 },
      tolerance: 0,
    },
    {
      source:
        'IANA Time Zone Database, NEWS, Release 2023a (2023-03-22), “Changes to future timestamps” (data.iana.org/time-zones/tzdb/NEWS): “Starting in 2023, Egypt will observe DST from April’s last Friday through October’s last Thursday … Assume the transition times are 00:00 and 24:00, respectively”: on Friday 28 April 2023 Cairo went from 00:00 to 01:00, so 00:30 did not exist',
      inputs: { time: '2023-04-28T00:30', from: 'Africa/Cairo', to: 'UTC' },
      expected: { skipped: 1, repeated: 0 },
      tolerance: 0,
    },
    {
      source:
        'IANA Time Zone Database, NEWS, Release 2023a (as above): DST ends at 24:00 on October’s last Thursday, 26 October in 2023, when Cairo’s clocks go back to 23:00, so 23:30 that night came twice',
      inputs: { time: '2023-10-26T23:30', from: 'Africa/Cairo', to: 'UTC' },
      expected: { repeated: 1, skipped: 0 },
      tolerance: 0,
    },
  ],
});
