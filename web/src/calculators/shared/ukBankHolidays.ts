import type { CalendarDate } from '../../domain/calendar.ts';
import { addDays, isoWeekday } from './dates.ts';
import { MONDAY, nthWeekday, type Holiday } from './usFederalHolidays.ts';

// The bank holidays of England and Wales as GOV.UK lists them ("UK bank holidays"): those of the
// Banking and Financial Dealings Act 1971 (Good Friday and Christmas Day by custom) with the
// days each year's Royal Proclamation adds or moves. New Year's Day, Good Friday, Easter Monday,
// the first and last Mondays of May, the last Monday of August, Christmas Day and Boxing Day; one
// on a Saturday or Sunday has a substitute day, the next weekday not already a holiday. The years
// a proclamation changed since 2000 are written out below; a year ahead follows the Act until its
// proclamation is made. Scotland and Northern Ireland have bank holidays of their own.

/** The first year whose bank holidays this list knows. */
export const UK_BANK_HOLIDAYS_FROM = 2000;

/** Easter Sunday of a year in the Gregorian calendar (the anonymous algorithm, Meeus's form). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** A proclamation's changes to a year: days moved (by their usual name) and days added. */
interface Proclamation {
  moved?: Record<string, CalendarDate>;
  added?: Holiday[];
}

const EARLY_MAY = 'Early May bank holiday';
const SPRING = 'Spring bank holiday';

const day = (year: number, month: number, dayOfMonth: number): CalendarDate => ({
  year,
  month,
  day: dayOfMonth,
});
const extra = (name: string, date: CalendarDate): Holiday => ({ name, date, observed: false });

const PROCLAMATIONS: Record<number, Proclamation> = {
  2002: {
    moved: { [SPRING]: day(2002, 6, 4) },
    added: [extra('Golden Jubilee bank holiday', day(2002, 6, 3))],
  },
  2011: { added: [extra('Royal wedding bank holiday', day(2011, 4, 29))] },
  2012: {
    moved: { [SPRING]: day(2012, 6, 4) },
    added: [extra('Diamond Jubilee bank holiday', day(2012, 6, 5))],
  },
  2020: { moved: { [EARLY_MAY]: day(2020, 5, 8) } },
  2022: {
    moved: { [SPRING]: day(2022, 6, 2) },
    added: [
      extra('Platinum Jubilee bank holiday', day(2022, 6, 3)),
      extra('Bank holiday for the State Funeral of Queen Elizabeth II', day(2022, 9, 19)),
    ],
  },
  2023: { added: [extra('Bank holiday for the coronation of King Charles III', day(2023, 5, 8))] },
};

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 7;

/**
 * The bank holidays of England and Wales in a year (from 2000), in date order, substitute days
 * marked as observed.
 */
export function ukBankHolidays(year: number): Holiday[] {
  const proclamation = PROCLAMATIONS[year] ?? {};
  const on = (name: string, date: CalendarDate): Holiday => ({
    name,
    date: proclamation.moved?.[name] ?? date,
    observed: false,
  });
  const easter = easterSunday(year);
  const newYear = day(year, 1, 1);
  const newYearShift = { [SATURDAY]: 2, [SUNDAY]: 1 }[isoWeekday(newYear)] ?? 0;
  const holidays = [
    { name: 'New Year’s Day', date: addDays(newYear, newYearShift), observed: newYearShift > 0 },
    on('Good Friday', addDays(easter, -2)),
    on('Easter Monday', addDays(easter, 1)),
    on(EARLY_MAY, nthWeekday(year, 5, MONDAY, 1)),
    on(SPRING, nthWeekday(year, 5, MONDAY, -1)),
    on('Summer bank holiday', nthWeekday(year, 8, MONDAY, -1)),
    ...christmas(year),
    ...(proclamation.added ?? []),
  ];
  return holidays.sort((a, b) => a.date.month - b.date.month || a.date.day - b.date.day);
}

/**
 * Christmas Day and Boxing Day, one on a weekend given the next weekday the other does not take:
 * Christmas on a Friday leaves Boxing Day to Monday 28; on a Saturday, the two are Monday 27 and
 * Tuesday 28; on a Sunday, Boxing Day stays on Monday 26 and Christmas is Tuesday 27.
 */
function christmas(year: number): Holiday[] {
  const at = (name: string, dayOfMonth: number, moved: boolean): Holiday => ({
    name,
    date: day(year, 12, dayOfMonth),
    observed: moved,
  });
  switch (isoWeekday(day(year, 12, 25))) {
    case FRIDAY:
      return [at('Christmas Day', 25, false), at('Boxing Day', 28, true)];
    case SATURDAY:
      return [at('Christmas Day', 27, true), at('Boxing Day', 28, true)];
    case SUNDAY:
      return [at('Christmas Day', 27, true), at('Boxing Day', 26, false)];
    default:
      return [at('Christmas Day', 25, false), at('Boxing Day', 26, false)];
  }
}
