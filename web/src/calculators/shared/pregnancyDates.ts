import type { CalendarDate } from '../../domain/calendar.ts';

// The dates the due date and ovulation calculators return, as numbers (their day maths is
// dates.ts's, shared with the date calculators). Pure functions, no React.

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
