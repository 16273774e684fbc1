import { daysInMonth, type CalendarDate } from '../../domain/calendar.ts';
import { addDays, isoWeekday } from './dates.ts';

// The US federal holidays of 5 U.S.C. § 6103(a), on the days they are observed: one falling on
// a Saturday is observed on the Friday before, one on a Sunday on the Monday after (§ 6103(b) and
// Executive Order 11582), as OPM lists them each year (opm.gov, "Federal Holidays"). The Monday
// holidays are those of the Uniform Monday Holiday Act, in force from 1971, so the list is known
// here from 1971 on: Veterans Day is the fourth Monday of October until 1977 and 11 November from
// 1978, Martin Luther King Jr.'s Birthday a holiday from 1986, Juneteenth from 2021. Inauguration
// Day, a holiday only in and around Washington, D.C., is not among them.

/** The first year whose federal holidays this list knows. */
export const US_FEDERAL_HOLIDAYS_FROM = 1971;

export interface Holiday {
  /** Its name (blank for a date a visitor lists). */
  name: string;
  /** The day it is observed (a day off). */
  date: CalendarDate;
  /** Whether that is another day than the holiday's own (it fell on a weekend). */
  observed: boolean;
}

/** The `n`th ISO weekday (1 Monday … 7 Sunday) of a month; n = -1 for its last. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n < 0) {
    const last = { year, month, day: daysInMonth(year, month) };
    return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
  }
  const first = { year, month, day: 1 };
  return addDays(first, ((weekday - isoWeekday(first) + 7) % 7) + 7 * (n - 1));
}

/** A holiday on a fixed date, moved off a weekend as federal employees observe it. */
function onWeekday(name: string, date: CalendarDate): Holiday {
  const weekday = isoWeekday(date);
  if (weekday === 6) return { name, date: addDays(date, -1), observed: true };
  if (weekday === 7) return { name, date: addDays(date, 1), observed: true };
  return { name, date, observed: false };
}

export const MONDAY = 1;
const THURSDAY = 4;

/**
 * The federal holidays of a year (from 1971), in date order, on the days they are observed; New
 * Year's Day may be observed on 31 December of the year before.
 */
export function usFederalHolidays(year: number): Holiday[] {
  const on = (name: string, date: CalendarDate): Holiday => ({ name, date, observed: false });
  const holidays = [
    onWeekday('New Year’s Day', { year, month: 1, day: 1 }),
    ...(year >= 1986
      ? [on('Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3))]
      : []),
    on('Washington’s Birthday', nthWeekday(year, 2, MONDAY, 3)),
    on('Memorial Day', nthWeekday(year, 5, MONDAY, -1)),
    ...(year >= 2021
      ? [onWeekday('Juneteenth National Independence Day', { year, month: 6, day: 19 })]
      : []),
    onWeekday('Independence Day', { year, month: 7, day: 4 }),
    on('Labor Day', nthWeekday(year, 9, MONDAY, 1)),
    on('Columbus Day', nthWeekday(year, 10, MONDAY, 2)),
    year >= 1978
      ? onWeekday('Veterans Day', { year, month: 11, day: 11 })
      : on('Veterans Day', nthWeekday(year, 10, MONDAY, 4)),
    on('Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)),
    onWeekday('Christmas Day', { year, month: 12, day: 25 }),
  ];
  return holidays.sort(
    (a, b) => a.date.year - b.date.year || a.date.month - b.date.month || a.date.day - b.date.day,
  );
}
