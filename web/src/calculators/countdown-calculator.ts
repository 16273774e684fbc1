import { dayNumber, WEEKDAY_NAMES, weekdayOf } from '../domain/age.ts';
import { dayInWords, formatIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { todayField } from '../engine/dateFields.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { count, dateOf } from './shared/dates.ts';
import {
  offsetAt,
  offsetText,
  placeWallTime,
  readWallTime,
  wallOfSeconds,
  zoneKnown,
  type WallTime,
} from './shared/wallTime.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 163,
  name: 'Countdown Calculator',
  description:
    'Count the days, hours, minutes and seconds to a date and time in any time zone, or to New Year, Christmas and other days.',
  category: 'date',
  icon: 'timer',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'days-between-dates-calculator',
    'time-zone-converter',
    'time-calculator',
    'business-days-calculator',
  ],
  keywords:
    'countdown count down days until days left how long until time until new year christmas halloween valentine timer event deadline iana time zone dst',
} satisfies CalculatorRecord;

// The time from one moment to another, both given as a wall-clock date and time in one IANA time
// zone. Each is turned into an instant with the zone's offset at that moment (the tz database as
// the platform carries it, through Intl, by the time zone converter's placeWallTime), so a
// change of clocks between them is counted: across the start of daylight saving time a day is
// 23 hours. The difference in seconds is split into whole days of 86,400 s, hours, minutes and
// seconds. The start is today at the time given (the page's today: the server's date in its
// HTML, the visitor's once the page is in the browser), so nothing depends on the clock while the
// page is drawn. A target in the past gives the time since it.

const ZONES = [
  { value: 'Pacific/Honolulu', label: 'Honolulu (HST) – Pacific/Honolulu' },
  { value: 'America/Anchorage', label: 'Anchorage (AKST/AKDT) – America/Anchorage' },
  { value: 'America/Los_Angeles', label: 'Los Angeles (PST/PDT) – America/Los_Angeles' },
  { value: 'America/Denver', label: 'Denver (MST/MDT) – America/Denver' },
  { value: 'America/Phoenix', label: 'Phoenix (MST, no DST) – America/Phoenix' },
  { value: 'America/Chicago', label: 'Chicago (CST/CDT) – America/Chicago' },
  { value: 'America/New_York', label: 'New York (EST/EDT) – America/New_York' },
  { value: 'America/Toronto', label: 'Toronto (EST/EDT) – America/Toronto' },
  { value: 'America/Sao_Paulo', label: 'São Paulo – America/Sao_Paulo' },
  { value: 'UTC', label: 'UTC (Coordinated Universal Time)' },
  { value: 'Europe/London', label: 'London (GMT/BST) – Europe/London' },
  { value: 'Europe/Dublin', label: 'Dublin (GMT/IST) – Europe/Dublin' },
  { value: 'Europe/Lisbon', label: 'Lisbon (WET/WEST) – Europe/Lisbon' },
  { value: 'Europe/Paris', label: 'Paris (CET/CEST) – Europe/Paris' },
  { value: 'Europe/Berlin', label: 'Berlin (CET/CEST) – Europe/Berlin' },
  { value: 'Europe/Madrid', label: 'Madrid (CET/CEST) – Europe/Madrid' },
  { value: 'Europe/Rome', label: 'Rome (CET/CEST) – Europe/Rome' },
  { value: 'Africa/Lagos', label: 'Lagos (WAT) – Africa/Lagos' },
  { value: 'Africa/Johannesburg', label: 'Johannesburg (SAST) – Africa/Johannesburg' },
  { value: 'Europe/Athens', label: 'Athens (EET/EEST) – Europe/Athens' },
  { value: 'Africa/Cairo', label: 'Cairo – Africa/Cairo' },
  { value: 'Europe/Istanbul', label: 'Istanbul (TRT) – Europe/Istanbul' },
  { value: 'Europe/Moscow', label: 'Moscow (MSK) – Europe/Moscow' },
  { value: 'Africa/Nairobi', label: 'Nairobi (EAT) – Africa/Nairobi' },
  { value: 'Asia/Dubai', label: 'Dubai (GST) – Asia/Dubai' },
  { value: 'Asia/Karachi', label: 'Karachi (PKT) – Asia/Karachi' },
  { value: 'Asia/Kolkata', label: 'India (IST) – Asia/Kolkata' },
  { value: 'Asia/Dhaka', label: 'Dhaka – Asia/Dhaka' },
  { value: 'Asia/Bangkok', label: 'Bangkok – Asia/Bangkok' },
  { value: 'Asia/Singapore', label: 'Singapore (SGT) – Asia/Singapore' },
  { value: 'Asia/Shanghai', label: 'China (CST) – Asia/Shanghai' },
  { value: 'Asia/Tokyo', label: 'Tokyo (JST) – Asia/Tokyo' },
  { value: 'Australia/Perth', label: 'Perth (AWST) – Australia/Perth' },
  { value: 'Australia/Sydney', label: 'Sydney (AEST/AEDT) – Australia/Sydney' },
  { value: 'Pacific/Auckland', label: 'Auckland (NZST/NZDT) – Pacific/Auckland' },
] as const;

/** Days of the year a visitor counts down to: a month and day, at midnight. */
const EVENTS = {
  'new-year': { name: 'New Year’s Day', month: 1, day: 1 },
  valentines: { name: 'Valentine’s Day', month: 2, day: 14 },
  halloween: { name: 'Halloween', month: 10, day: 31 },
  christmas: { name: 'Christmas Day', month: 12, day: 25 },
  'new-years-eve': { name: 'New Year’s Eve', month: 12, day: 31 },
} as const;

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function checkClock(text: string): string | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return 'Enter a time as HH:MM on the 24-hour clock, such as 09:30';
  if (Number(match[1]) > 23) return 'The hour can be at most 23 (midnight is 00:00)';
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return 'The minutes can be at most 59';
  return null;
}

const fields = {
  event: {
    kind: 'choice',
    label: 'Count down to',
    default: 'new-year',
    options: [
      { value: 'new-year', label: 'New Year (1 January, 00:00)' },
      { value: 'valentines', label: 'Valentine’s Day (14 February)' },
      { value: 'halloween', label: 'Halloween (31 October)' },
      { value: 'christmas', label: 'Christmas Day (25 December)' },
      { value: 'new-years-eve', label: 'New Year’s Eve (31 December)' },
    ],
    help: 'Counts to the next midnight of that day after the start, unless you type a target below.',
  },
  zone: {
    kind: 'choice',
    label: 'Time zone',
    default: 'UTC',
    options: ZONES,
    help: 'The zone the start and the target are in; its daylight saving changes are counted.',
  },
  from: todayField('Start date'),
  fromTime: {
    kind: 'text',
    label: 'Start time',
    default: '00:00',
    maxLength: 8,
    code: true,
    placeholder: 'HH:MM',
    help: 'The time on the start date (24-hour clock); blank or 00:00 is the start of the day.',
    check: (text: string) => (text.trim() === '' ? null : checkClock(text)),
  },
  target: {
    kind: 'text',
    label: 'Your own target date and time (optional)',
    default: '',
    maxLength: 25,
    code: true,
    placeholder: 'YYYY-MM-DDTHH:MM',
    help: 'Counts to this instead of the day above; 24-hour clock: 2027-06-01T17:30 is 5:30 pm on 1 June 2027.',
    check(text: string) {
      if (text.trim() === '') return null;
      const read = readWallTime(text);
      return 'error' in read ? read.error : null;
    },
  },
} as const;

export type CountdownValues = Values<typeof fields>;

/** Whether the visitor typed a target of their own. */
const custom = (v: CountdownValues) => v.target.trim() !== '';

/** The wall time a clock text names on a date. */
function wallOn(date: CalendarDate, clock: string): WallTime {
  const [, h, m, s] = CLOCK.exec(clock.trim() || '00:00') ?? [];
  return { date, hour: Number(h ?? 0), minute: Number(m ?? 0), second: Number(s ?? 0) };
}

const wallSeconds = (w: WallTime) =>
  dayNumber(w.date) * 86_400 + w.hour * 3_600 + w.minute * 60 + w.second;

/** The target's wall time: the custom one, or the next midnight of the day after the start. */
export function targetOf(v: CountdownValues, start: WallTime): WallTime {
  if (custom(v)) return readWallTime(v.target) as WallTime;
  const event = EVENTS[v.event];
  const at = (year: number) => ({
    date: { year, month: event.month, day: event.day },
    hour: 0,
    minute: 0,
    second: 0,
  });
  const thisYear = at(start.date.year);
  return wallSeconds(thisYear) > wallSeconds(start) ? thisYear : at(start.date.year + 1);
}

/** Whole days, hours, minutes and seconds in a span of seconds (its size; the sign is said apart). */
export function splitSeconds(seconds: number) {
  const size = Math.abs(seconds);
  return {
    days: Math.floor(size / 86_400),
    hours: Math.floor((size % 86_400) / 3_600),
    minutes: Math.floor((size % 3_600) / 60),
    secs: size % 60,
  };
}

/** The countdown: the two wall times and instants, and the time between them. */
export function countdown(v: CountdownValues) {
  const typedStart = wallOn(dateOf(v.from), v.fromTime);
  const typedTarget = targetOf(v, typedStart);
  const placedStart = placeWallTime(v.zone, typedStart);
  const placedTarget = placeWallTime(v.zone, typedTarget);
  const startAt = placedStart.instant;
  const targetAt = placedTarget.instant;
  const startOffset = offsetAt(v.zone, startAt);
  const targetOffset = offsetAt(v.zone, targetAt);
  // The clock times as the zone's clocks show them: a time skipped when they go forward (02:30
  // on a US spring-forward day) is 03:30.
  const start = wallOfSeconds(startAt + startOffset);
  const target = wallOfSeconds(targetAt + targetOffset);
  const seconds = targetAt - startAt;
  // Calendar days between the two dates, and the weekdays (Monday to Friday) among them.
  const calendarDays = dayNumber(target.date) - dayNumber(start.date);
  return {
    start,
    target,
    startAt,
    targetAt,
    seconds,
    ...splitSeconds(seconds),
    calendarDays,
    weekdays: weekdaysBetween(start.date, target.date),
    startOffset,
    targetOffset,
    /** The typed clock time the zone skipped, which is read as `start` or `target`. */
    skippedStart: placedStart.skipped ? typedStart : null,
    skippedTarget: placedTarget.skipped ? typedTarget : null,
    /** The typed clock time that came twice when the clocks went back: the first is used. */
    repeatedStart: placedStart.later !== null ? typedStart : null,
    repeatedTarget: placedTarget.later !== null ? typedTarget : null,
  };
}

/** Monday-to-Friday days from the day after `a` up to `b` (0 when b is not after a). */
export function weekdaysBetween(a: CalendarDate, b: CalendarDate): number {
  const first = dayNumber(a) + 1;
  const last = dayNumber(b);
  if (last < first) return 0;
  const total = last - first + 1;
  const full = Math.floor(total / 7) * 5;
  let rest = 0;
  // 1970-01-01 (day 0) was a Thursday: weekday = (day + 4) mod 7, 0 = Sunday.
  for (let day = first + Math.floor(total / 7) * 7; day <= last; day += 1) {
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday >= 1 && weekday <= 5) rest += 1;
  }
  return full + rest;
}

/** A clock time: '09:30', '23:59:30'. */
function clockOf(w: WallTime): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ''}`;
}

function wallText(w: WallTime): string {
  return `${WEEKDAY_NAMES[weekdayOf(w.date)]}, ${dayInWords(formatIsoDate(w.date))}, ${clockOf(w)}`;
}

function targetName(v: CountdownValues): string {
  return custom(v) ? 'the target' : EVENTS[v.event].name;
}

export default defineCalculator({
  slug: 'countdown-calculator',
  fields,
  panel: {
    load: () => import('./countdown-calculator/LiveCountdownPanel.tsx'),
    where: 'results',
  },
  validate(v) {
    if (!zoneKnown(v.zone)) return { zone: `This browser does not know the time zone ${v.zone}` };
    return {};
  },
  outputs: {
    days: { label: 'Days', format: 'integer', emphasis: true },
    hours: { label: 'Hours', format: 'integer' },
    minutes: { label: 'Minutes', format: 'integer' },
    seconds: { label: 'Seconds', format: 'integer' },
    past: { label: 'Target already passed', format: 'yesno' },
    totalHours: { label: 'Total hours', format: 'number', decimals: 2 },
    totalMinutes: { label: 'Total minutes', format: 'integer' },
    totalSeconds: { label: 'Total seconds', format: 'integer' },
    weeks: { label: 'Weeks', format: 'number', decimals: 2 },
    calendarDays: { label: 'Calendar days (dates apart)', format: 'integer' },
    weekdays: { label: 'Weekdays left (Mon–Fri, after the start day)', format: 'integer' },
  },
  compute(v) {
    const c = countdown(v);
    return {
      days: c.days,
      hours: c.hours,
      minutes: c.minutes,
      seconds: c.secs,
      past: c.seconds < 0 ? 1 : 0,
      totalHours: c.seconds / 3_600,
      totalMinutes: Math.trunc(c.seconds / 60),
      totalSeconds: c.seconds,
      weeks: c.seconds / 604_800,
      calendarDays: c.calendarDays,
      weekdays: c.weekdays,
    };
  },
  summary(v, r) {
    const c = countdown(v);
    const span = `${count(r.days, 'day')}, ${count(r.hours, 'hour')}, ${count(r.minutes, 'minute')} and ${count(r.seconds, 'second')}`;
    const name = targetName(v);
    const when = `${wallText(c.target)} (${v.zone}, UTC${offsetText(c.targetOffset)})`;
    return r.past === 1
      ? `${name[0]!.toUpperCase()}${name.slice(1)}, ${when}, was ${span} before the start, ${wallText(c.start)}.`
      : `From ${wallText(c.start)} it is ${span} until ${name}, ${when}.`;
  },
  facts(v, r) {
    const c = countdown(v);
    return [
      { label: 'Target', text: `${wallText(c.target)}, UTC${offsetText(c.targetOffset)}` },
      { label: 'Start', text: `${wallText(c.start)}, UTC${offsetText(c.startOffset)}` },
      { label: 'In hours', text: `${formatNumber(Math.abs(r.totalHours), 2)} hours` },
      { label: 'In weeks', text: `${formatNumber(Math.abs(r.weeks), 2)} weeks` },
      { label: 'Weekdays (Monday to Friday) left', text: count(r.weekdays, 'day') },
    ];
  },
  steps(v, r) {
    const c = countdown(v);
    const lines = [
      `Start: ${wallText(c.start)} in ${v.zone} is at UTC${offsetText(c.startOffset)}, Unix time ${c.startAt}.`,
      `Target${custom(v) ? '' : ` (${EVENTS[v.event].name}, the next one after the start)`}: ${wallText(c.target)} is at UTC${offsetText(c.targetOffset)}, Unix time ${c.targetAt}.`,
      `Difference: ${c.targetAt} − ${c.startAt} = ${count(c.seconds, 'second')}${c.seconds < 0 ? ' (the target has passed; the time since it is shown)' : ''}.`,
    ];
    const skipped = [
      [c.skippedStart, c.start],
      [c.skippedTarget, c.target],
    ] as const;
    const repeated = [
      [c.repeatedStart, c.startOffset],
      [c.repeatedTarget, c.targetOffset],
    ] as const;
    lines.unshift(
      ...skipped.flatMap(([typed, read]) =>
        typed
          ? [
              `${clockOf(typed)} on ${dayInWords(formatIsoDate(typed.date))} does not exist in ${v.zone}: the clocks went forward past it, so it is read as ${clockOf(read)}.`,
            ]
          : [],
      ),
      ...repeated.flatMap(([typed, offset]) =>
        typed
          ? [
              `${clockOf(typed)} on ${dayInWords(formatIsoDate(typed.date))} came twice in ${v.zone}, as the clocks went back: the first, at UTC${offsetText(offset)}, is used.`,
            ]
          : [],
      ),
    );
    if (c.startOffset !== c.targetOffset) {
      // Going forward in time, a larger offset at the target takes time away; looking back, it
      // adds it.
      const shorter = c.targetOffset > c.startOffset === c.seconds >= 0;
      lines.push(
        `The clocks change between the two (UTC${offsetText(c.startOffset)} to UTC${offsetText(c.targetOffset)}), so the time is ${formatNumber(Math.abs(c.targetOffset - c.startOffset) / 60, 0)} minutes ${shorter ? 'shorter' : 'longer'} than the calendar shows.`,
      );
    }
    lines.push(
      `${formatNumber(Math.abs(c.seconds), 0)} ÷ 86,400 = ${count(r.days, 'day')}; the rest ÷ 3,600 = ${count(r.hours, 'hour')}; the rest ÷ 60 = ${count(r.minutes, 'minute')}, leaving ${count(r.seconds, 'second')}.`,
    );
    return lines;
  },
  about: [
    'The countdown is the time from the start to the target: each is a date and time on the clocks of the time zone chosen, turned into an instant (UTC) with that zone’s offset on the day, from the IANA time zone database as your browser, or the server, carries it. The difference in seconds is split into whole days (86,400 seconds), hours, minutes and seconds. A day of the year (New Year, Christmas) is counted to its next midnight (00:00) after the start.',
    'Because instants are compared, a change of clocks is counted: a countdown across the start of daylight saving time is an hour shorter than the calendar shows, and one across its end an hour longer. A clock time skipped when the clocks go forward is read an hour later, and one that comes twice when they go back is the first of the two (ECMAScript Temporal’s ‘compatible’ rule).',
    'The start is today at the time you give (00:00, the start of the day, unless you change it), or another date you choose. The figures are worked out once from those values, so the page shows the same numbers on the server and in your browser, and a shared link the same as it showed you. Under them, a live countdown counts from this moment by your device’s clock, second by second. A target that has passed shows the time since it.',
    'Weekdays left are the Mondays to Fridays after the start day up to and including the target day; public holidays are not taken off (see the business days calculator for those).',
  ],
  faq: [
    {
      question: 'How many days are left until Christmas?',
      answer:
        'Choose Christmas Day: the countdown runs from the start of today to 00:00 on 25 December. From 1 December it is 24 days; from 26 December it counts to Christmas next year, 364 days away (365 across a 29 February).',
    },
    {
      question: 'Why is the countdown an hour off the calendar?',
      answer:
        'The time zone changes its clocks between the start and the target. In New York, from noon on 13 March 2021 to noon on 14 March 2021 was 23 hours, because clocks went forward at 2:00 a.m. on the 14th.',
    },
    {
      question: 'Does it count down live?',
      answer:
        'Yes: the live countdown under the results counts from this moment by your device’s clock and ticks each second. The results above it are worked out from the start date and time given, so they match what was printed or shared.',
    },
    {
      question: 'Which time zone should I choose?',
      answer:
        'The zone of the event: a New Year countdown in Sydney reaches midnight 11 hours before one in London (in December). Both the start and the target are read in that zone.',
    },
  ],
  references: [
    {
      source:
        'CalculatorLib, Christmas Countdown Calculator, FAQ: on December 26 the countdown rolls to next year’s December 25, 364 days away (here 26 December 2024 to 25 December 2025)',
      inputs: { event: 'christmas', zone: 'UTC', from: '2024-12-26', fromTime: '00:00' },
      expected: { days: 364, past: 0 },
      tolerance: 0,
    },
    {
      source:
        'NIST, “When does Daylight Saving Time/Standard Time begin?” (nist.gov/public_affairs/faqs/qdaylite.cfm, as archived 17 October 2012 at webarchive.library.unt.edu): “In 2011, Daylight Saving Time is from 2:00 a.m. (local time) on March 13 until 2:00 a.m. (local time) on November 6”, clocks moving ahead one hour, so noon on 12 March to noon on 13 March 2011 in New York was 23 hours',
      inputs: {
        target: '2011-03-13T12:00',
        zone: 'America/New_York',
        from: '2011-03-12',
        fromTime: '12:00',
      },
      expected: { days: 0, hours: 23, totalHours: 23 },
      tolerance: 0,
    },
    {
      source:
        'NIST, “When does Daylight Saving Time/Standard Time begin?” (as above): clocks move back one hour at 2:00 a.m. on 6 November 2011, so noon on 5 November to noon on 6 November in New York was 25 hours',
      inputs: {
        target: '2011-11-06T12:00',
        zone: 'America/New_York',
        from: '2011-11-05',
        fromTime: '12:00',
      },
      expected: { days: 1, hours: 1, totalHours: 25 },
      tolerance: 0,
    },
    {
      source:
        'European Commission, Communication pursuant to Article 4 of Directive 2000/84/EC on summer-time arrangements, the summer-time timetable for 2017 to 2021 (2016/C 61/01, OJ C 61, 17.2.2016, p. 1; eur-lex.europa.eu, CELEX 52016XC0217(01)): summer time began at 01:00 UTC on Sunday 25 March 2018, clocks going forward one hour, so noon on 24 March to noon on 25 March in Rome was 23 hours',
      inputs: {
        target: '2018-03-25T12:00',
        zone: 'Europe/Rome',
        from: '2018-03-24',
        fromTime: '12:00',
      },
      expected: { days: 0, hours: 23, totalHours: 23 },
      tolerance: 0,
    },
    {
      source:
        'European Commission, summer-time timetable 2017 to 2021 (as above): summer time ended at 01:00 UTC on Sunday 28 October 2018, clocks going back one hour, so noon on 27 October to noon on 28 October in Rome was 25 hours',
      inputs: {
        target: '2018-10-28T12:00',
        zone: 'Europe/Rome',
        from: '2018-10-27',
        fromTime: '12:00',
      },
      expected: { days: 1, hours: 1, totalHours: 25 },
      tolerance: 0,
    },
    {
      source:
        'IANA Time Zone Database, NEWS, Release 2023a (2023-03-22), “Changes to future timestamps” (data.iana.org/time-zones/tzdb/NEWS): “Starting in 2023, Egypt will observe DST from April’s last Friday … Assume the transition times are 00:00 and 24:00”: Cairo’s clocks went from 00:00 to 01:00 on Friday 28 April 2023, so noon on 27 April to noon on 28 April was 23 hours',
      inputs: {
        target: '2023-04-28T12:00',
        zone: 'Africa/Cairo',
        from: '2023-04-27',
        fromTime: '12:00',
      },
      expected: { days: 0, hours: 23, totalHours: 23 },
      tolerance: 0,
    },
    {
      source:
        'UnixEpochTime, "1000000000 Unix Timestamp" (unixepochtime.com/timestamps/examples/1000000000): 1,000,000,000 seconds after 1970-01-01 00:00:00 UTC is 2001-09-09 01:46:40 UTC',
      inputs: {
        target: '2001-09-09T01:46:40',
        zone: 'UTC',
        from: '1970-01-01',
        fromTime: '00:00',
      },
      expected: { totalSeconds: 1000000000 },
      tolerance: 0,
    },
  ],
});
