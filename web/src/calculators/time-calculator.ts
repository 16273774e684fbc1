import { dayNumber, WEEKDAY_NAMES, weekdayOf } from '../domain/age.ts';
import { dayInWords, formatIsoDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type NumberField, type Values } from '../engine/definition.ts';
import { count, dateOfDayNumber } from './shared/dates.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { readWallTime, type WallTime } from './shared/wallTime.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 162,
  name: 'Time Calculator',
  description:
    'Add or subtract two durations in days, hours, minutes and seconds, and add a duration to a date and time.',
  category: 'date',
  icon: 'clock',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'hours-calculator',
    'time-duration-calculator',
    'add-days-to-date-calculator',
    'time-card-calculator',
  ],
  keywords:
    'add time subtract time time addition hours minutes seconds hh:mm:ss duration sum decimal hours sexagesimal iso 8601 time math',
} satisfies CalculatorRecord;

// Time arithmetic in base 60 (sexagesimal), as ISO 8601 counts a duration: 1 day = 24 hours,
// 1 hour = 60 minutes, 1 minute = 60 seconds. Each duration is turned into seconds, the two are
// added or subtracted, and the result is split back into days, hours, minutes and seconds by
// whole division (a negative result keeps its sign in front). An optional start date and time
// (YYYY-MM-DDTHH:MM or :SS, ISO 8601's extended form) has the result added to it on the wall
// clock, without time zones: every day is 24 hours long, as on a clock that does not change for
// daylight saving time.

const SECONDS = { day: 86_400, hour: 3_600, minute: 60 } as const;

// No unit inside the boxes: four share a row, and on a phone a unit left no room for the number
// (the labels name the units).
function part(label: string, max: number, defaultText: string, sameRow: boolean) {
  return {
    kind: 'integer',
    label,
    default: defaultText,
    min: 0,
    max,
    blankValue: 0,
    ...(sameRow ? { sameRow: true } : {}),
  } as const satisfies NumberField;
}

const fields = {
  d1: part('First duration: days', 100_000, '0', false),
  h1: part('Hours', 1_000_000, '2', true),
  m1: part('Minutes', 10_000_000, '45', true),
  s1: part('Seconds', 100_000_000, '0', true),
  op: {
    kind: 'choice',
    label: 'Operation',
    default: 'add',
    display: 'radio',
    options: [
      { value: 'add', label: 'Add (+)' },
      { value: 'subtract', label: 'Subtract (−)' },
    ],
  },
  d2: part('Second duration: days', 100_000, '0', false),
  h2: part('Hours', 1_000_000, '1', true),
  m2: part('Minutes', 10_000_000, '30', true),
  s2: part('Seconds', 100_000_000, '0', true),
  start: {
    kind: 'text',
    label: 'Start date and time (optional)',
    default: '',
    maxLength: 25,
    code: true,
    placeholder: 'YYYY-MM-DDTHH:MM',
    help: 'Optional: the result is added to this date and time (24-hour clock, such as 2026-12-01T14:45).',
    check(text: string) {
      if (text.trim() === '') return null;
      const read = readWallTime(text);
      return 'error' in read ? read.error : null;
    },
  },
} as const;

type TimeValues = Values<typeof fields>;

/** Seconds in a duration of days, hours, minutes and seconds. */
export function secondsOf(days: number, hours: number, minutes: number, seconds: number): number {
  return days * SECONDS.day + hours * SECONDS.hour + minutes * SECONDS.minute + seconds;
}

/** A number of seconds split into whole days, hours, minutes and seconds (of its size). */
export function split(total: number) {
  const size = Math.abs(total);
  return {
    days: Math.floor(size / SECONDS.day),
    hours: Math.floor((size % SECONDS.day) / SECONDS.hour),
    minutes: Math.floor((size % SECONDS.hour) / SECONDS.minute),
    seconds: size % SECONDS.minute,
  };
}

/** '1 day 2 hours 5 seconds' (parts that are 0 left out; '0 seconds' for none), signed. */
export function inWords(total: number): string {
  const p = split(total);
  const words = [
    p.days ? count(p.days, 'day') : '',
    p.hours ? count(p.hours, 'hour') : '',
    p.minutes ? count(p.minutes, 'minute') : '',
    p.seconds ? count(p.seconds, 'second') : '',
  ].filter(Boolean);
  const text = words.length ? words.join(' ') : '0 seconds';
  return total < 0 ? `−${text}` : text;
}

/** 'h:mm:ss' with all the hours (days counted in), signed: 4:15:00, 26:00:30. */
export function hms(total: number): string {
  const size = Math.abs(total);
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${formatNumber(Math.floor(size / 3600), 0)}:${pad(Math.floor((size % 3600) / 60))}:${pad(size % 60)}`;
  return total < 0 ? `−${text}` : text;
}

function wallSeconds(w: WallTime): number {
  return dayNumber(w.date) * SECONDS.day + w.hour * 3600 + w.minute * 60 + w.second;
}

function wallOf(seconds: number): WallTime {
  const days = Math.floor(seconds / SECONDS.day);
  const rest = seconds - days * SECONDS.day;
  return {
    date: dateOfDayNumber(days),
    hour: Math.floor(rest / 3600),
    minute: Math.floor((rest % 3600) / 60),
    second: rest % 60,
  };
}

/** 'Tuesday, 1 December 2026 at 16:15' (':ss' when the seconds are not 0). */
export function wallText(w: WallTime): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(w.hour)}:${pad(w.minute)}${w.second ? `:${pad(w.second)}` : ''}`;
  return `${WEEKDAY_NAMES[weekdayOf(w.date)]}, ${dayInWords(formatIsoDate(w.date))} at ${time}`;
}

/** The sum or difference in seconds, and the end date-time when a start is given. */
export function timeResult(v: TimeValues) {
  const first = secondsOf(v.d1, v.h1, v.m1, v.s1);
  const second = secondsOf(v.d2, v.h2, v.m2, v.s2);
  const total = v.op === 'subtract' ? first - second : first + second;
  const startText = v.start.trim();
  const start = startText === '' ? null : (readWallTime(startText) as WallTime);
  const end = start ? wallOf(wallSeconds(start) + total) : null;
  return { first, second, total, start, end };
}

const sign = (op: TimeValues['op']) => (op === 'subtract' ? '−' : '+');

export default defineCalculator({
  slug: 'time-calculator',
  fields,
  validate(v) {
    const { end } = timeResult(v);
    if (end && (end.date.year < 1 || end.date.year > 9999)) {
      return { start: 'The result falls outside the years 1 to 9999; choose a nearer date' };
    }
    return {};
  },
  outputs: {
    days: { label: 'Days', format: 'integer' },
    hours: { label: 'Hours', format: 'integer' },
    minutes: { label: 'Minutes', format: 'integer' },
    seconds: { label: 'Seconds', format: 'integer' },
    negative: { label: 'Negative result', format: 'yesno' },
    totalSeconds: { label: 'Total seconds', format: 'integer' },
    totalMinutes: { label: 'Total minutes', format: 'number', decimals: 2 },
    decimalHours: { label: 'Decimal hours', format: 'number', decimals: 4 },
    decimalDays: { label: 'Decimal days', format: 'number', decimals: 4 },
    endYear: { label: 'End year', format: 'digits' },
    endMonth: { label: 'End month', format: 'integer' },
    endDay: { label: 'End day', format: 'integer' },
    endHour: { label: 'End hour', format: 'integer' },
    endMinute: { label: 'End minute', format: 'integer' },
    endSecond: { label: 'End second', format: 'integer' },
  },
  hiddenOutputs: (v) =>
    v.start.trim() === ''
      ? ['endYear', 'endMonth', 'endDay', 'endHour', 'endMinute', 'endSecond']
      : [],
  compute(v) {
    const { total, end } = timeResult(v);
    const p = split(total);
    return {
      ...p,
      negative: total < 0 ? 1 : 0,
      totalSeconds: total,
      totalMinutes: total / 60,
      decimalHours: total / 3600,
      decimalDays: total / SECONDS.day,
      endYear: end ? end.date.year : 0,
      endMonth: end ? end.date.month : 0,
      endDay: end ? end.date.day : 0,
      endHour: end ? end.hour : 0,
      endMinute: end ? end.minute : 0,
      endSecond: end ? end.second : 0,
    };
  },
  headline: {
    label: 'Result',
    text(v) {
      const { total, end } = timeResult(v);
      return end ? wallText(end) : inWords(total);
    },
    caption(v) {
      const { first, second, total, start } = timeResult(v);
      const sum = `${hms(first)} ${sign(v.op)} ${hms(second)} = ${hms(total)} (h:mm:ss)`;
      return start
        ? `${wallText(start)} ${total < 0 ? '−' : '+'} ${inWords(Math.abs(total))}; ${sum}.`
        : `${sum}.`;
    },
  },
  facts(v, r) {
    const { total } = timeResult(v);
    return [
      { label: 'In days, hours, minutes and seconds', text: inWords(total) },
      { label: 'In hours, minutes and seconds (h:mm:ss)', text: hms(total) },
      { label: 'In decimal hours', text: `${formatNumber(r.decimalHours, 4)} hours` },
      { label: 'In minutes', text: `${formatNumber(r.totalMinutes, 2)} minutes` },
      { label: 'In seconds', text: count(total, 'second') },
    ];
  },
  steps(v) {
    const { first, second, total, start, end } = timeResult(v);
    const p = split(total);
    const hoursShown = formatNumber(total / 3600, 4);
    const lines = [
      `First: ${formatNumber(v.d1, 0)} × 86,400 + ${formatNumber(v.h1, 0)} × 3,600 + ${formatNumber(v.m1, 0)} × 60 + ${formatNumber(v.s1, 0)} = ${count(first, 'second')}.`,
      `Second: ${formatNumber(v.d2, 0)} × 86,400 + ${formatNumber(v.h2, 0)} × 3,600 + ${formatNumber(v.m2, 0)} × 60 + ${formatNumber(v.s2, 0)} = ${count(second, 'second')}.`,
      `${v.op === 'subtract' ? 'Difference' : 'Sum'}: ${formatNumber(first, 0)} ${sign(v.op)} ${formatNumber(second, 0)} = ${count(total, 'second')}.`,
      `${formatNumber(Math.abs(total), 0)} ÷ 86,400 = ${count(p.days, 'day')}; the rest ÷ 3,600 = ${count(p.hours, 'hour')}; the rest ÷ 60 = ${count(p.minutes, 'minute')}, leaving ${count(p.seconds, 'second')}${total < 0 ? ' (the result is negative)' : ''}.`,
      `In decimal hours: ${formatNumber(total, 0)} ÷ 3,600 ${equalsOrAbout(exact(total).div(3600), hoursShown)} ${hoursShown} hours.`,
    ];
    if (start && end) {
      lines.push(
        `Start ${wallText(start)} ${total < 0 ? '−' : '+'} ${inWords(Math.abs(total))} = ${wallText(end)} (every day 24 hours, no time zone).`,
      );
    }
    return lines;
  },
  about: [
    'Time is counted in base 60: 60 seconds make a minute and 60 minutes an hour, and 24 hours make a day, the units ISO 8601 (Date and time — Representations for information interchange) uses for durations such as P1DT2H30M. Each duration is turned into seconds (days × 86,400 + hours × 3,600 + minutes × 60 + seconds), the two are added or subtracted, and the total is split back by whole division: days, then hours, minutes and seconds. So 2 h 45 min + 1 h 30 min = 9,900 s + 5,400 s = 15,300 s = 4 h 15 min.',
    'Fields may hold more than 59 minutes or 23 hours: 90 minutes is read as 1 hour 30 minutes. When the second duration is longer than the first, the difference is negative and shown with a minus sign. Decimal hours are the total seconds ÷ 3,600 (shown to 4 decimals), as payroll and billing use them.',
    'With a start date and time (written YYYY-MM-DDTHH:MM, ISO 8601’s extended form, on the 24-hour clock), the result is added to it on the clock and calendar: 23:30 + 2 h 45 min is 02:15 the next day. Every day is taken as 24 hours: time zones and daylight saving changes are left out, so across a change of clocks the wall-clock result is an hour off. Leap years are counted by the Gregorian calendar.',
  ],
  faq: [
    {
      question: 'How do I add hours and minutes?',
      answer:
        'Add the minutes, and for every 60 carry an hour: 2 h 45 min + 1 h 30 min is 3 h 75 min, which is 4 h 15 min. The calculator does it in seconds, so any number of days, hours, minutes and seconds can be added.',
    },
    {
      question: 'What if the second time is longer when subtracting?',
      answer:
        'The result is negative and shown with a minus sign: 8 hours − 9 hours = −1 hour. A start date then moves back in time.',
    },
    {
      question: 'How do I turn a duration into decimal hours?',
      answer:
        'Divide the total minutes by 60 (or the seconds by 3,600): 4 h 15 min is 255 ÷ 60 = 4.25 hours, and 1 h 20 min is 1.3333 hours.',
    },
    {
      question: 'What time will it be 2 hours 45 minutes after 11:30 pm?',
      answer:
        'Enter the start date with 23:30 and add 2 h 45 min: it is 02:15 (2:15 am) the next day. The date changes when the time passes midnight.',
    },
  ],
  references: [
    {
      source:
        'Start Up Mathematics 4 (Viva Education, New Delhi), chapter 10 "Time", Addition and Subtraction of Time, Example 7, p. 138 (trp.vivadigitalindia.net/math/startup/c4/ebook/files/basic-html/page146.html): "4 h 25 min + 3 h 50 min = 8 h 15 min" (75 minutes carried as 1 h 15 min)',
      inputs: { h1: '4', m1: '25', s1: '0', op: 'add', h2: '3', m2: '50', s2: '0' },
      expected: { hours: 8, minutes: 15, seconds: 0, totalSeconds: 29700 },
      tolerance: 0,
    },
    {
      source:
        'Start Up Mathematics 4 (as above), Example 6, p. 138: "2 h 15 min + 4 h 35 min = 6 h 50 min" (no carry)',
      inputs: { h1: '2', m1: '15', s1: '0', op: 'add', h2: '4', m2: '35', s2: '0' },
      expected: { hours: 6, minutes: 50, seconds: 0 },
      tolerance: 0,
    },
    {
      source:
        'The Open University, OpenLearn, Everyday maths 2, §3.2 "Converting units of time" (www.open.edu/openlearn/ocw/mod/oucontent/view.php?id=85547&section=3.2): "So 245 minutes is 4 hours and 5 minutes" (245 min entered as one duration, plus nothing)',
      inputs: { h1: '0', m1: '245', s1: '0', op: 'add', h2: '0', m2: '0', s2: '0' },
      expected: { hours: 4, minutes: 5, seconds: 0, totalMinutes: 245 },
      tolerance: 0,
    },
    {
      source:
        'The Open University, OpenLearn, Everyday maths 2, §3.2 (as above): "5 minutes would be 5 × 60 = 300 seconds. You then have a further 17 seconds to add on so you do 300 + 17 = 317 seconds"',
      inputs: { h1: '0', m1: '5', s1: '0', op: 'add', h2: '0', m2: '0', s2: '17' },
      expected: { minutes: 5, seconds: 17, totalSeconds: 317 },
      tolerance: 0,
    },
    {
      source:
        'Ascend Lab, Time Duration Calculator, FAQ (ascend-lab.com/tools/time-duration-calculator): 8 h − 9 h = −1 hour (a negative result)',
      inputs: { h1: '8', m1: '0', op: 'subtract', h2: '9', m2: '0' },
      expected: { hours: 1, minutes: 0, negative: 1, totalSeconds: -3600 },
      tolerance: 0,
    },
    {
      source:
        'nnng.com, Time Addition Calculator, examples table (nnng.com/time-addition-calculator/): 11:30 PM + 2 hr 45 min = 2:15 AM (next day)',
      inputs: { start: '2026-03-10T23:30', h1: '2', m1: '45', op: 'add', h2: '0', m2: '0' },
      expected: { endDay: 11, endHour: 2, endMinute: 15 },
      tolerance: 0,
    },
    {
      source:
        'nnng.com, Time Addition Calculator, examples table: 10:50 AM + 3 hr 25 min = 2:15 PM',
      inputs: { start: '2026-03-10T10:50', h1: '3', m1: '25', op: 'add', h2: '0', m2: '0' },
      expected: { endDay: 10, endHour: 14, endMinute: 15 },
      tolerance: 0,
    },
  ],
});
