import { dayNumber } from '../../domain/age.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import { formatNumber } from '../../domain/format.ts';

// Calendar dates of the due date and ovulation calculators: calendar dates (year, month, day)
// worked through whole day numbers, so no time zone or daylight-saving change can shift a day.
// Pure functions, no React.

/**
 * The date of a day number (days since 1 January 1970, as `dayNumber` counts them). Howard
 * Hinnant's civil_from_days, in whole numbers only: exact for any Gregorian date.
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
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/**
 * A date as the number the calculators return for it, YYYYMMDD (15 January 2026 → 20260115),
 * so that results stay numbers and published dates can be compared in the reference cases.
 */
export function dateCode({ year, month, day }: CalendarDate): number {
  return year * 10000 + month * 100 + day;
}

/** The date of a YYYYMMDD number. */
export function dateOfCode(code: number): CalendarDate {
  return { year: Math.floor(code / 10000), month: Math.floor(code / 100) % 100, day: code % 100 };
}

/** '1 day', '3 days', '1 week'. */
export function count(value: number, unit: string): string {
  return `${formatNumber(value, 0)} ${unit}${value === 1 ? '' : 's'}`;
}
