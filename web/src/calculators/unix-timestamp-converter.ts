import { dayNumber, WEEKDAY_NAMES, weekdayOf } from '../domain/age.ts';
import { dayInWords, formatIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatCount, formatNumber, unitFor } from '../domain/format.ts';
import { defineMode, defineTabs } from '../engine/definition.ts';
import { dateOfDayNumber, dayOfYear, isoWeekday, isoWeekdayName } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 98,
  name: 'Unix Timestamp Converter',
  description:
    'Convert a Unix timestamp (seconds since 1 January 1970 UTC) to a UTC date and time in ISO 8601, with its day of the week, and a date and time back to a timestamp.',
  category: 'date',
  icon: 'binary',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'time-zone-converter',
    'days-between-dates-calculator',
    'day-of-week-calculator',
    'number-base-converter',
  ],
  keywords:
    'unix time epoch time posix time timestamp seconds since epoch milliseconds utc iso 8601 rfc 3339 y2038 2038 date converter',
} satisfies CalculatorRecord;

// Unix time (POSIX.1-2017, Base Definitions 4.16 "Seconds Since the Epoch"): every day has
// exactly 86,400 seconds and leap seconds are not counted, so a timestamp splits into whole days
// since 1970-01-01 and the seconds of the day. Dates are those of the proleptic Gregorian
// calendar, worked in whole numbers (calculators/shared/dates.ts), never with Date objects, so
// the result shown in UTC is the same on the server, in every browser and in every time zone.
// The way back is POSIX's own formula. Years 0001 to 9999, as ISO 8601 writes them plainly.

const SECONDS_A_DAY = 86_400;
/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in Unix seconds. */
const FIRST = -62_135_596_800;
const LAST = 253_402_300_799;

/** The UTC date and time of a timestamp in seconds (whole) and milliseconds after them. */
export interface UtcTime {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Whole days since 1970-01-01 (negative before it). */
  days: number;
  /** Seconds after midnight UTC. */
  secondOfDay: number;
}

/** A timestamp in whole milliseconds as a UTC date and time. */
export function utcOf(milliseconds: number): UtcTime {
  const seconds = Math.floor(milliseconds / 1000);
  const days = Math.floor(seconds / SECONDS_A_DAY);
  const secondOfDay = seconds - days * SECONDS_A_DAY;
  return {
    date: dateOfDayNumber(days),
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor((secondOfDay % 3600) / 60),
    second: secondOfDay % 60,
    millisecond: milliseconds - seconds * 1000,
    days,
    secondOfDay,
  };
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** '2001-09-09T01:46:40Z', with '.250' when there are milliseconds (ISO 8601 / RFC 3339). */
export function isoText(t: UtcTime): string {
  const fraction = t.millisecond > 0 ? `.${pad(t.millisecond, 3)}` : '';
  return `${formatIsoDate(t.date)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${fraction}Z`;
}

/** 'Sunday, 9 September 2001, 01:46:40 UTC'. */
function inWords(t: UtcTime): string {
  const fraction = t.millisecond > 0 ? `.${pad(t.millisecond, 3)}` : '';
  const weekday = WEEKDAY_NAMES[weekdayOf(t.date)];
  return `${weekday}, ${dayInWords(formatIsoDate(t.date))}, ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${fraction} UTC`;
}

/** A timestamp as digits, without grouping, as programs write it ('-1', '1000000000.52'). */
function plain(value: number, decimals = 0): string {
  return value.toFixed(decimals);
}

/**
 * POSIX.1-2017 4.16: seconds since the Epoch of a UTC date and time, tm_year being the year −
 * 1900 and tm_yday the day of the year from 0. The divisions are floored, which is POSIX's
 * integer division for every year from 1970 and carries the proleptic Gregorian calendar before.
 */
export function posixSeconds(
  date: CalendarDate,
  hour: number,
  minute: number,
  second: number,
): number {
  const tmYear = date.year - 1900;
  const tmYday = dayOfYear(date) - 1;
  return (
    second +
    minute * 60 +
    hour * 3600 +
    tmYday * 86400 +
    (tmYear - 70) * 31536000 +
    Math.floor((tmYear - 69) / 4) * 86400 -
    Math.floor((tmYear - 1) / 100) * 86400 +
    Math.floor((tmYear + 299) / 400) * 86400
  );
}

// ---- Timestamp to date -------------------------------------------------------------------

const toDate = defineMode({
  fields: {
    timestamp: {
      kind: 'integer',
      label: 'Unix timestamp',
      default: '1700000000',
      min: FIRST * 1000,
      max: LAST * 1000 + 999,
      help: 'Seconds since 1970-01-01T00:00:00Z (negative before it). Timestamps of 13 digits are usually milliseconds.',
      messages: {
        required: 'Enter a Unix timestamp, such as 1700000000',
        invalid: 'Enter a whole number of seconds (or milliseconds), such as 1700000000',
        min: 'The timestamp is before the year 1: the earliest is -62135596800 seconds',
        max: 'The timestamp is after the year 9999: the latest is 253402300799 seconds',
      },
    },
    unit: {
      kind: 'choice',
      label: 'The timestamp is in',
      default: 's',
      display: 'radio',
      options: [
        { value: 's', label: 'Seconds' },
        { value: 'ms', label: 'Milliseconds' },
      ],
    },
  },
  validate(v) {
    if (v.unit === 'ms') return {};
    if (v.timestamp < FIRST) {
      return {
        timestamp:
          'The timestamp is before the year 1: the earliest is -62135596800 seconds (or choose milliseconds)',
      };
    }
    if (v.timestamp > LAST) {
      return {
        timestamp:
          'The timestamp is after the year 9999: the latest is 253402300799 seconds (or choose milliseconds)',
      };
    }
    return {};
  },
  outputs: {
    year: { label: 'Year', format: 'digits' },
    month: { label: 'Month', format: 'integer' },
    day: { label: 'Day', format: 'integer' },
    hour: { label: 'Hour (UTC)', format: 'integer' },
    minute: { label: 'Minute', format: 'integer' },
    second: { label: 'Second', format: 'integer' },
    millisecond: { label: 'Millisecond', format: 'integer' },
    weekday: { label: 'Weekday', format: 'integer', nameOf: isoWeekdayName },
    dayOfYear: { label: 'Day of the year', format: 'integer' },
    days: { label: 'Days since 1 January 1970', format: 'integer' },
  },
  compute(v) {
    const t = utcOf(v.unit === 'ms' ? v.timestamp : v.timestamp * 1000);
    return {
      year: t.date.year,
      month: t.date.month,
      day: t.date.day,
      hour: t.hour,
      minute: t.minute,
      second: t.second,
      millisecond: t.millisecond,
      weekday: isoWeekday(t.date),
      dayOfYear: dayOfYear(t.date),
      days: t.days,
    };
  },
  headline: {
    label: 'UTC date and time (ISO 8601)',
    text: (v) => isoText(utcOf(v.unit === 'ms' ? v.timestamp : v.timestamp * 1000)),
    caption: (v) => inWords(utcOf(v.unit === 'ms' ? v.timestamp : v.timestamp * 1000)),
  },
  facts(v, r) {
    const ms = v.unit === 'ms' ? v.timestamp : v.timestamp * 1000;
    const t = utcOf(ms);
    const facts = [
      { label: 'Day of the week', text: WEEKDAY_NAMES[weekdayOf(t.date)]! },
      v.unit === 'ms'
        ? { label: 'In seconds', text: plain(ms / 1000, t.millisecond > 0 ? 3 : 0) }
        : { label: 'In milliseconds', text: plain(ms) },
      { label: 'Day of the year', text: `${formatNumber(r.dayOfYear, 0)} of ${t.date.year}` },
      { label: 'Days since 1 January 1970', text: formatNumber(r.days, 0) },
    ];
    return facts;
  },
  steps(v, r) {
    const ms = v.unit === 'ms' ? v.timestamp : v.timestamp * 1000;
    const seconds = Math.floor(ms / 1000);
    const t = utcOf(ms);
    const steps: string[] = [];
    if (v.unit === 'ms') {
      steps.push(
        `In seconds: ${plain(ms)} ÷ 1,000 = ${formatCount(seconds, 'seconds')} and ${formatCount(t.millisecond, 'milliseconds')}.`,
      );
    }
    steps.push(
      `Whole days since 1 January 1970: ⌊${formatNumber(seconds, 0)} ÷ 86,400⌋ = ${formatNumber(r.days, 0)} (every Unix day has 86,400 seconds).`,
      `Seconds of that day: ${formatNumber(seconds, 0)} − ${r.days < 0 ? `(${formatNumber(r.days, 0)})` : formatNumber(r.days, 0)} × 86,400 = ${formatNumber(t.secondOfDay, 0)} = ${r.hour} h ${r.minute} min ${r.second} s, so ${pad(r.hour)}:${pad(r.minute)}:${pad(r.second)} UTC.`,
      `${r.days < 0 ? `${formatNumber(-r.days, 0)} ${unitFor(-r.days, 'days')} before` : `Day ${formatNumber(r.days, 0)} after`} 1 January 1970 is ${dayInWords(formatIsoDate(t.date))}. 1 January 1970 was a Thursday and ${formatNumber(r.days, 0)} mod 7 = ${((r.days % 7) + 7) % 7}, so it is a ${WEEKDAY_NAMES[weekdayOf(t.date)]}.`,
      `Check with the POSIX formula: ${plain(posixSeconds(t.date, t.hour, t.minute, t.second))} ${unitFor(posixSeconds(t.date, t.hour, t.minute, t.second), 'seconds')}.`,
      `Result: ${isoText(t)}.`,
    );
    return steps;
  },
  references: [
    {
      source:
        'IETF RFC 8536, "The Time Zone Information Format (TZif)", Appendix B.2, Version 2 file representing Pacific/Honolulu (rfc-editor.org/rfc/rfc8536): trans time[1] -1157283000 (1933-04-30T12:30:00Z)',
      inputs: { timestamp: '-1157283000', unit: 's' },
      expected: { year: 1933, month: 4, day: 30, hour: 12, minute: 30, second: 0 },
      tolerance: 0,
    },
    {
      source:
        'IETF RFC 8536, "The Time Zone Information Format (TZif)", Appendix B.2, Version 2 file representing Pacific/Honolulu (rfc-editor.org/rfc/rfc8536): trans time[0] -2147483648 (1901-12-13T20:45:52Z), the least 32-bit time',
      inputs: { timestamp: '-2147483648', unit: 's' },
      expected: { year: 1901, month: 12, day: 13, hour: 20, minute: 45, second: 52 },
      tolerance: 0,
    },
    {
      source:
        'PostgreSQL documentation, section 9.9 Date/Time Functions and Operators (postgresql.org/docs/current/functions-datetime.html), section 9.9.1 EXTRACT, field epoch: to_timestamp(982384720.12) → 2001-02-17 04:38:40.12+00 (here in milliseconds, 982384720120)',
      inputs: { timestamp: '982384720120', unit: 'ms' },
      expected: {
        year: 2001,
        month: 2,
        day: 17,
        hour: 4,
        minute: 38,
        second: 40,
        millisecond: 120,
      },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Unix time" (en.wikipedia.org/wiki/Unix_time): Unix time passed 1000000000 seconds on 2001-09-09T01:46:40Z; EpochUtils, "1000000000" (epochutils.com/pages/time/1000000000.html): a Sunday',
      inputs: { timestamp: '1000000000', unit: 's' },
      expected: { year: 2001, month: 9, day: 9, hour: 1, minute: 46, second: 40, weekday: 7 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Year 2038 problem" (en.wikipedia.org/wiki/Year_2038_problem): the largest signed 32-bit time, 2147483647, is 03:14:07 UTC on Tuesday, 19 January 2038',
      inputs: { timestamp: '2147483647', unit: 's' },
      expected: { year: 2038, month: 1, day: 19, hour: 3, minute: 14, second: 7, weekday: 2 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Unix time": 00:00:00 UTC on 1 January 1969 is -31536000 (negative values are before the epoch, a Thursday 1 January 1970)',
      inputs: { timestamp: '-31536000', unit: 's' },
      expected: { year: 1969, month: 1, day: 1, hour: 0, minute: 0, second: 0, days: -365 },
      tolerance: 0,
    },
    {
      source:
        'UnixEpochTime, "1000000000 Unix Timestamp" (unixepochtime.com/timestamps/examples/1000000000): 2001-09-09 is day 252 of the year',
      inputs: { timestamp: '1000000000', unit: 's' },
      expected: { dayOfYear: 252 },
      tolerance: 0,
    },
  ],
});

// ---- Date to timestamp -------------------------------------------------------------------

/** An RFC 3339 date-time read: its UTC date and time, and the offset it was written with. */
interface ReadDateTime {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
  /** Milliseconds, and the digits of the fraction as typed (for the decimals shown). */
  millisecond: number;
  fractionDigits: number;
  /** Minutes east of UTC ('+05:30' is 330); null when none was written (read as UTC). */
  offset: number | null;
}

const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*([Zz]|[+-]\d{2}:?\d{2})?$/;

/**
 * A date and time as RFC 3339 writes it ('1996-12-19T16:39:57-08:00', '2001-09-09T01:46:40Z'),
 * the seconds, the time or the offset left out if wished ('2026-11-29T12:00', '2026-11-29'),
 * or the message to show.
 */
export function readDateTime(text: string): ReadDateTime | { error: string } {
  const match = RFC_3339.exec(text.trim());
  if (!match) {
    return { error: 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-29T12:00:00Z' };
  }
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone] = match;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  const iso = formatIsoDate(date);
  if (date.year < 1 || !isRealDate(date)) return { error: `There is no day ${iso}` };
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (hour > 23) return { error: 'The hour can be at most 23' };
  if (minute > 59) return { error: 'The minutes can be at most 59' };
  // 60 is a leap second (RFC 3339 section 5.7), which Unix time does not count.
  if (second > 60) return { error: 'The seconds can be at most 59 (60 for a leap second)' };
  if (fraction.length > 3)
    return { error: 'Give the seconds to 3 decimals at most (milliseconds)' };
  let offset: number | null = null;
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const hours = Number(digits.slice(1, 3));
    const minutes = Number(digits.slice(3, 5));
    if (hours > 23 || minutes > 59) return { error: 'Write the offset as +HH:MM, such as +05:30' };
    offset = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  } else if (zone) {
    offset = 0;
  }
  return {
    date,
    hour,
    minute,
    second,
    millisecond: Number(fraction.padEnd(3, '0')),
    fractionDigits: fraction.length,
    offset,
  };
}

function isRealDate(date: CalendarDate): boolean {
  const back = dateOfDayNumber(dayNumber(date));
  return back.year === date.year && back.month === date.month && back.day === date.day;
}

function checkDateTime(text: string): string | null {
  const read = readDateTime(text);
  if ('error' in read) return read.error;
  const seconds = posixSeconds(read.date, read.hour, read.minute, read.second);
  const utc = seconds - (read.offset ?? 0) * 60;
  if (utc < FIRST || utc > LAST) return 'The date in UTC must be from the year 1 to 9999';
  return null;
}

/** The timestamp of a date-time read (checked): seconds, and whole milliseconds. */
function timestampOf(read: ReadDateTime) {
  const local = posixSeconds(read.date, read.hour, read.minute, read.second);
  const seconds = local - (read.offset ?? 0) * 60;
  return { local, seconds, milliseconds: seconds * 1000 + read.millisecond };
}

/** '+05:30', '-08:00'. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

const toTimestamp = defineMode({
  fields: {
    date: {
      kind: 'text',
      label: 'Date and time',
      default: '2026-11-29T12:00:00Z',
      maxLength: 40,
      code: true,
      placeholder: 'YYYY-MM-DDTHH:MM:SSZ',
      help: 'RFC 3339 / ISO 8601: Z for UTC, or an offset such as +05:30 or -08:00. Without one the time is read as UTC.',
      required: 'Enter a date and time, such as 2026-11-29T12:00:00Z',
      check: checkDateTime,
    },
  },
  outputs: {
    timestamp: {
      label: 'Unix timestamp (seconds)',
      format: 'number',
      decimals: (v) => (readDateTime(v.date) as ReadDateTime).fractionDigits,
    },
    milliseconds: { label: 'Unix timestamp (milliseconds)', format: 'number', decimals: 0 },
    year: { label: 'Year (UTC)', format: 'digits' },
    month: { label: 'Month (UTC)', format: 'integer' },
    day: { label: 'Day (UTC)', format: 'integer' },
    hour: { label: 'Hour (UTC)', format: 'integer' },
    minute: { label: 'Minute (UTC)', format: 'integer' },
    second: { label: 'Second (UTC)', format: 'integer' },
    weekday: { label: 'Weekday', format: 'integer', nameOf: isoWeekdayName },
  },
  compute(v) {
    const read = readDateTime(v.date) as ReadDateTime;
    const { seconds, milliseconds } = timestampOf(read);
    const t = utcOf(milliseconds);
    return {
      timestamp: seconds + read.millisecond / 1000,
      milliseconds,
      year: t.date.year,
      month: t.date.month,
      day: t.date.day,
      hour: t.hour,
      minute: t.minute,
      second: t.second,
      weekday: isoWeekday(t.date),
    };
  },
  headline: {
    label: 'Unix timestamp (seconds)',
    text(v, r) {
      const read = readDateTime(v.date) as ReadDateTime;
      return plain(r.timestamp, read.fractionDigits);
    },
    caption(v, r) {
      const read = readDateTime(v.date) as ReadDateTime;
      const t = utcOf(r.milliseconds);
      const leap = read.second === 60 ? ' (the leap second is not counted in Unix time)' : '';
      return read.offset === null
        ? `${inWords(t)}, reading the time as UTC${leap}.`
        : `${inWords(t)}${leap}.`;
    },
  },
  facts(v, r) {
    const read = readDateTime(v.date) as ReadDateTime;
    const t = utcOf(r.milliseconds);
    return [
      { label: 'In UTC (ISO 8601)', text: isoText(t) },
      { label: 'In milliseconds', text: plain(r.milliseconds) },
      { label: 'Day of the week (UTC)', text: WEEKDAY_NAMES[weekdayOf(t.date)]! },
      {
        label: 'Offset',
        text: read.offset === null ? 'None given: read as UTC' : offsetText(read.offset),
      },
    ];
  },
  steps(v, r) {
    const read = readDateTime(v.date) as ReadDateTime;
    const { local, seconds } = timestampOf(read);
    const tmYear = read.date.year - 1900;
    const tmYday = dayOfYear(read.date) - 1;
    const steps = [
      `tm_year = ${read.date.year} − 1900 = ${tmYear}; tm_yday = ${tmYday} (days of the year before ${dayInWords(formatIsoDate(read.date))}).`,
      `POSIX: ${read.second} + ${read.minute} × 60 + ${read.hour} × 3,600 + ${tmYday} × 86,400 + (${tmYear} − 70) × 31,536,000 + ⌊(${tmYear} − 69) ÷ 4⌋ × 86,400 − ⌊(${tmYear} − 1) ÷ 100⌋ × 86,400 + ⌊(${tmYear} + 299) ÷ 400⌋ × 86,400 = ${plain(local)}.`,
    ];
    if (read.offset !== null && read.offset !== 0) {
      steps.push(
        `The time is ${offsetText(read.offset)} from UTC, so ${read.offset > 0 ? 'subtract' : 'add'} ${formatNumber(Math.abs(read.offset) * 60, 0)} seconds: ${plain(seconds)}.`,
      );
    }
    if (read.millisecond > 0) {
      steps.push(`With the fraction of a second: ${plain(r.timestamp, read.fractionDigits)}.`);
    }
    if (read.second === 60) {
      steps.push(
        'A leap second (second 60) has the same Unix time as the first second of the next minute: Unix time does not count leap seconds.',
      );
    }
    steps.push(`In UTC that is ${isoText(utcOf(r.milliseconds))}.`);
    return steps;
  },
  references: [
    {
      source:
        "PostgreSQL documentation, section 9.9 Date/Time Functions and Operators (postgresql.org/docs/current/functions-datetime.html), section 9.9.1 EXTRACT, field epoch: EXTRACT(EPOCH FROM TIMESTAMP WITH TIME ZONE '2001-02-16 20:38:40.12-08') → 982384720.120000",
      inputs: { date: '2001-02-16T20:38:40.12-08:00' },
      expected: { timestamp: 982384720.12 },
      tolerance: 0.0000005,
    },
    {
      source:
        'IETF RFC 8536, "The Time Zone Information Format (TZif)", Appendix B.2, Version 2 file representing Pacific/Honolulu (rfc-editor.org/rfc/rfc8536): trans time[4] -769395600 (1945-08-14T23:00:00Z)',
      inputs: { date: '1945-08-14T23:00:00Z' },
      expected: { timestamp: -769395600 },
      tolerance: 0,
    },
    {
      source:
        'IETF RFC 8536, "The Time Zone Information Format (TZif)", Appendix B.2, Version 2 file representing Pacific/Honolulu (rfc-editor.org/rfc/rfc8536): trans time[1] -1157283000 (1933-04-30T12:30:00Z)',
      inputs: { date: '1933-04-30T12:30:00Z' },
      expected: { timestamp: -1157283000 },
      tolerance: 0,
    },
    {
      source:
        'IETF RFC 3339, "Date and Time on the Internet: Timestamps", section 5.8 (rfc-editor.org/rfc/rfc3339): 1996-12-19T16:39:57-08:00 is equivalent to 1996-12-20T00:39:57Z in UTC',
      inputs: { date: '1996-12-19T16:39:57-08:00' },
      expected: { year: 1996, month: 12, day: 20, hour: 0, minute: 39, second: 57 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Unix time" (en.wikipedia.org/wiki/Unix_time): 2001-09-09T01:46:40Z is Unix time 1000000000',
      inputs: { date: '2001-09-09T01:46:40Z' },
      expected: { timestamp: 1000000000, milliseconds: 1000000000000 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Year 2038 problem" (en.wikipedia.org/wiki/Year_2038_problem): 03:14:07 UTC on 19 January 2038 is 2^31 − 1 = 2147483647 seconds after the epoch',
      inputs: { date: '2038-01-19T03:14:07Z' },
      expected: { timestamp: 2147483647 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Unix time": 00:00:00 UTC on 1 January 1971 is Unix time 31536000, and on 1 January 1969 -31536000',
      inputs: { date: '1969-01-01T00:00:00Z' },
      expected: { timestamp: -31536000 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Unix time": at midnight on 1 January 2010 (UTC), Unix time was 1262304000; here written in India Standard Time (UTC+05:30) as 05:30 that morning',
      inputs: { date: '2010-01-01T05:30:00+05:30' },
      expected: { timestamp: 1262304000 },
      tolerance: 0,
    },
  ],
});

export default defineTabs({
  slug: 'unix-timestamp-converter',
  // Timestamps and ISO times are pasted into programs: written as programs read them.
  figuresAsWritten: true,
  param: 'mode',
  label: 'Conversions',
  tabs: [
    { id: 'to-date', label: 'Timestamp to date', mode: toDate },
    { id: 'to-timestamp', label: 'Date to timestamp', mode: toTimestamp },
  ],
  about: [
    'A Unix timestamp counts the seconds since the epoch, 1970-01-01T00:00:00Z (UTC), as POSIX.1-2017 defines "Seconds Since the Epoch" (Base Definitions, section 4.16): every day is counted as exactly 86,400 seconds and leap seconds are left out. Negative timestamps are before 1970. Many programs (JavaScript, Java) count milliseconds instead: choose milliseconds for a 13-digit timestamp.',
    'Timestamp to date: the whole days are ⌊timestamp ÷ 86,400⌋ and the rest are the seconds of that day (hours, minutes, seconds). The day number is turned into a date of the Gregorian calendar with whole-number arithmetic (Howard Hinnant’s civil_from_days), and the weekday counts on from Thursday, 1 January 1970. The result is written in ISO 8601 / RFC 3339 with Z for UTC.',
    'Date to timestamp uses POSIX’s formula: tm_sec + tm_min × 60 + tm_hour × 3,600 + tm_yday × 86,400 + (tm_year − 70) × 31,536,000 + ⌊(tm_year − 69) ÷ 4⌋ × 86,400 − ⌊(tm_year − 1) ÷ 100⌋ × 86,400 + ⌊(tm_year + 299) ÷ 400⌋ × 86,400, where tm_year is the year − 1900 and tm_yday the day of the year counted from 0. An offset such as −08:00 or +05:30 (RFC 3339) is taken off to give UTC; a time without one is read as UTC.',
    'Everything here is worked in UTC with whole numbers, never with the clock or time zone of your computer, so the same timestamp always gives the same result. Years 1 to 9999 are accepted; before 1582 the dates are of the proleptic Gregorian calendar. To see the time in a city, use the time zone converter.',
  ],
  faq: [
    {
      question: 'What is the Unix epoch?',
      answer:
        'Midnight UTC at the start of Thursday, 1 January 1970: timestamp 0. A timestamp counts the seconds since then, so 1000000000 was reached at 01:46:40 UTC on 9 September 2001.',
    },
    {
      question: 'Is my timestamp in seconds or milliseconds?',
      answer:
        'A timestamp of today’s date has 10 digits in seconds and 13 in milliseconds. JavaScript’s Date.now() gives milliseconds; Unix’s date +%s gives seconds. Divide milliseconds by 1,000 for seconds.',
    },
    {
      question: 'What happens in 2038?',
      answer:
        'The largest number a signed 32-bit integer holds is 2147483647, which is 03:14:07 UTC on 19 January 2038. Systems that store time in 32 bits wrap round to 1901 a second later; 64-bit timestamps do not.',
    },
    {
      question: 'Does Unix time count leap seconds?',
      answer:
        'No. Every Unix day has 86,400 seconds, so a leap second such as 1990-12-31T23:59:60Z gets the same timestamp as the second after it, and Unix time differs from a count of all elapsed seconds.',
    },
    {
      question: 'Why is the result in UTC and not my local time?',
      answer:
        'A timestamp is one instant everywhere; only the clock time differs by place. UTC is shown so the result is the same for everyone. The time zone converter shows that instant in any city.',
    },
  ],
});
