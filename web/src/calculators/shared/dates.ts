import {
  compareDates,
  dayNumber,
  daysBetween,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../../domain/age.ts';
import { daysInMonth, parseIsoDate, type CalendarDate } from '../../domain/calendar.ts';
import { formatNumber, formatPlain } from '../../domain/format.ts';

// Date maths shared by the date calculators (days between dates, add to a date, business days,
// day of the week, week number). Calendar dates of the proleptic Gregorian calendar, never Date
// objects or milliseconds, so no time zone or daylight-saving change can move a day. Day numbers
// are those of domain/age.ts (days since 1 January 1970).

/** A date field's value ('YYYY-MM-DD'), which the frame has checked before any compute. */
export function dateOf(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`Not a date: ${text}`);
  return date;
}

/**
 * The date of a day number (days since 1 January 1970): dayNumber's inverse, by Howard Hinnant's
 * civil_from_days, in whole numbers only.
 */
export function dateOfDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097; // 0–146096
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  ); // 0–399
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153); // March 0 … February 11
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The date `days` days after `date` (before it, for a negative number). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

export interface MonthsAdded {
  date: CalendarDate;
  /** The month reached has no such day (31 January + 1 month): the date is its last day. */
  clamped: boolean;
}

/**
 * The date `months` calendar months after `date` (before it, when negative), on the same day of
 * the month; when that month is shorter, its last day (31 January 2023 + 1 month → 28 February
 * 2023; 29 February 2024 + 12 months → 28 February 2025), as date-fns, Excel's EDATE and
 * timeanddate count.
 */
export function addMonths(date: CalendarDate, months: number): MonthsAdded {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, clamped: date.day > last };
}

export interface Span {
  /** Whole calendar months from the start (by addMonths) on or before the end. */
  totalMonths: number;
  /** The date those months reach. */
  reached: CalendarDate;
  /** The days from that date to the end. */
  days: number;
}

/**
 * Whole months and the days left from `start` to `end` (not before it), months first, each
 * added to the start by addMonths: 31 January → 1 March 2023 is 1 month (to 28 February) and
 * 1 day, as timeanddate's duration calculator counts it.
 */
export function spanOf(start: CalendarDate, end: CalendarDate): Span {
  let totalMonths = (end.year - start.year) * 12 + (end.month - start.month);
  // The months land in the end's month; on a later day, the month before is the last reached.
  if (compareDates(addMonths(start, totalMonths).date, end) > 0) totalMonths -= 1;
  const reached = addMonths(start, totalMonths).date;
  return { totalMonths, reached, days: daysBetween(reached, end) };
}

/** The ISO 8601 weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return ((weekdayOf(date) + 6) % 7) + 1;
}

/** The name of an ISO 8601 weekday: 1 Monday … 7 Sunday. */
export const isoWeekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday % 7] ?? '—';

/** The day of the year: 1 January is 1, 31 December is 365 or 366. */
export function dayOfYear(date: CalendarDate): number {
  return dayNumber(date) - dayNumber({ year: date.year, month: 1, day: 1 }) + 1;
}

export interface IsoWeek {
  /** The ISO week-numbering year: the year of the week's Thursday. */
  weekYear: number;
  /** 1 to 53. */
  week: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  monday: CalendarDate;
  thursday: CalendarDate;
  sunday: CalendarDate;
}

/**
 * The ISO 8601 week of a date. Weeks run Monday to Sunday and belong to the year their Thursday
 * falls in; week 1 is the week of the year's first Thursday, so the week of a Thursday that is
 * the nth day of its year is ⌈n ÷ 7⌉.
 */
export function isoWeekOf(date: CalendarDate): IsoWeek {
  const weekday = isoWeekday(date);
  const monday = dayNumber(date) - (weekday - 1);
  const thursday = dateOfDayNumber(monday + 3);
  return {
    weekYear: thursday.year,
    week: Math.ceil(dayOfYear(thursday) / 7),
    weekday,
    monday: dateOfDayNumber(monday),
    thursday,
    sunday: dateOfDayNumber(monday + 6),
  };
}

/** The weeks of an ISO week-numbering year, 52 or 53: the week of 28 December. */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf({ year, month: 12, day: 28 }).week;
}

/**
 * The working days among `count` consecutive days from `first` (count ≥ 0): Monday to Friday,
 * or Monday to Saturday with `saturday`. Whole weeks hold 5 (or 6) each; the days left over are
 * checked one by one.
 */
export function workingDaysIn(first: CalendarDate, count: number, saturday: boolean): number {
  const perWeek = saturday ? 6 : 5;
  const start = isoWeekday(first);
  let total = Math.floor(count / 7) * perWeek;
  for (let i = 0; i < count % 7; i++) {
    if (((start - 1 + i) % 7) + 1 <= perWeek) total += 1;
  }
  return total;
}

/** '1 day', '3 days', '1,840 weeks'. */
export function count(value: number, unit: string): string {
  return `${formatNumber(value, 0)} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
}

/**
 * 'a' or 'an' before a number said aloud, by its whole part: an 8-digit, an 11-digit, an
 * 18-digit, a 773-digit; an 80% FOIR, an 11.5% one.
 */
export function article(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  return digits.startsWith('8') || /^(11|18)(\d{3})*$/.test(digits) ? 'an' : 'a';
}

/**
 * A number with its noun, singular for exactly 1: '1 hour', '37.5 hours', '1 square unit'.
 * Unlike count(), the number keeps its decimals.
 */
export function withNoun(value: number, noun: string, nouns = `${noun}s`): string {
  return `${formatPlain(value)} ${value === 1 ? noun : nouns}`;
}

/** '1st', '2nd', '3rd', '11th', '22nd', '366th'. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${formatNumber(value, 0)}${suffix}`;
}
