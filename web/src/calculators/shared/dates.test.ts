import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDates, dayNumber } from '../../domain/age.ts';
import {
  daysInMonth,
  formatIsoDate,
  parseIsoDate,
  type CalendarDate,
} from '../../domain/calendar.ts';
import {
  addDays,
  addMonths,
  count,
  dateOf,
  dateOfDayNumber,
  dayOfYear,
  isoWeekday,
  isoWeekOf,
  isoWeeksInYear,
  ordinal,
  spanOf,
  workingDaysIn,
} from './dates.ts';

// Expected values: Python 3's datetime, worked out apart from this code (date.toordinal() −
// date(1970, 1, 1).toordinal() for day numbers, date.isocalendar() for ISO weeks, date.weekday()
// walked day by day for working days), and the calendar by hand for month ends.

const iso = (date: CalendarDate) => formatIsoDate(date);

/** Any date the forms accept: years 1 to 9999. */
const anyDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

describe('dateOfDayNumber', () => {
  it.each([
    [0, '1970-01-01'],
    [10957, '2000-01-01'],
    [11016, '2000-02-29'],
    [-25508, '1900-03-01'],
    [-135080, '1600-03-01'],
    [-719162, '0001-01-01'],
    [2932896, '9999-12-31'],
  ])('day %i is %s', (days, text) => {
    expect(iso(dateOfDayNumber(days))).toBe(text);
    expect(dayNumber(dateOf(text))).toBe(days);
  });

  it('is the inverse of dayNumber for every date from year 1 to 9999', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(dateOfDayNumber(dayNumber(date))).toEqual(date);
      }),
    );
  });

  it('steps one calendar day at a time over a leap day and a year end', () => {
    expect(iso(addDays(dateOf('2024-02-28'), 1))).toBe('2024-02-29');
    expect(iso(addDays(dateOf('2023-02-28'), 1))).toBe('2023-03-01');
    expect(iso(addDays(dateOf('2100-02-28'), 1))).toBe('2100-03-01'); // 2100 is not leap
    expect(iso(addDays(dateOf('2025-12-31'), 1))).toBe('2026-01-01');
    expect(iso(addDays(dateOf('2026-01-01'), -1))).toBe('2025-12-31');
  });
});

describe('addMonths: the last day of a shorter month', () => {
  it.each([
    ['2023-01-31', 1, '2023-02-28', true],
    ['2024-01-31', 1, '2024-02-29', true], // leap February
    ['2024-01-31', 3, '2024-04-30', true],
    ['2024-02-29', 12, '2025-02-28', true], // 29 February + 1 year
    ['2024-02-29', 48, '2028-02-29', false],
    ['2024-03-31', -1, '2024-02-29', true],
    ['2025-01-15', -13, '2023-12-15', false],
    ['2025-05-31', 0, '2025-05-31', false],
    ['2025-12-31', 2, '2026-02-28', true],
  ])('%s + %i months is %s', (start, months, expected, clamped) => {
    const added = addMonths(dateOf(start), months);
    expect(iso(added.date)).toBe(expected);
    expect(added.clamped).toBe(clamped);
  });
});

describe('spanOf: months, then days', () => {
  it.each([
    // [start, end, total months, days]
    ['2023-01-28', '2023-03-01', 1, 1], // timeanddate: 28 Jan + 1 month = 28 Feb, + 1 day
    ['2023-01-31', '2023-03-01', 1, 1], // 31 Jan + 1 month = 28 Feb, + 1 day
    ['2023-01-31', '2023-02-28', 1, 0],
    ['2023-01-31', '2023-02-27', 0, 27],
    ['2024-02-29', '2025-02-28', 12, 0],
    ['2024-02-29', '2025-03-01', 12, 1],
    ['2010-01-01', '2016-07-21', 78, 20],
    ['2001-02-28', '2004-03-20', 36, 21],
    ['2025-05-15', '2025-05-15', 0, 0],
  ])('%s → %s: %i months %i days', (start, end, months, days) => {
    const span = spanOf(dateOf(start), dateOf(end));
    expect(span.totalMonths).toBe(months);
    expect(span.days).toBe(days);
  });

  it('reaches a date on or before the end, and one more month would pass it', () => {
    fc.assert(
      fc.property(anyDate, anyDate, (a, b) => {
        const [start, end] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
        const span = spanOf(start, end);
        expect(span.totalMonths).toBeGreaterThanOrEqual(0);
        expect(span.days).toBeGreaterThanOrEqual(0);
        expect(dayNumber(span.reached) + span.days).toBe(dayNumber(end));
        expect(compareDates(addMonths(start, span.totalMonths + 1).date, end)).toBeGreaterThan(0);
      }),
    );
  });
});

describe('ISO weeks', () => {
  it.each([
    // [date, week-year, week, weekday, Monday, Sunday]
    ['2005-01-01', 2004, 53, 6, '2004-12-27', '2005-01-02'],
    ['2006-12-31', 2006, 52, 7, '2006-12-25', '2006-12-31'],
    ['2008-12-29', 2009, 1, 1, '2008-12-29', '2009-01-04'],
    ['2010-01-03', 2009, 53, 7, '2009-12-28', '2010-01-03'],
    ['2019-12-30', 2020, 1, 1, '2019-12-30', '2020-01-05'],
    ['2020-12-31', 2020, 53, 4, '2020-12-28', '2021-01-03'],
    ['2021-01-03', 2020, 53, 7, '2020-12-28', '2021-01-03'],
    ['2024-12-30', 2025, 1, 1, '2024-12-30', '2025-01-05'],
    ['2026-01-01', 2026, 1, 4, '2025-12-29', '2026-01-04'],
    ['0001-01-01', 1, 1, 1, '0001-01-01', '0001-01-07'], // year 1 began on a Monday
  ])('%s is %i-W%i-%i', (text, weekYear, week, weekday, monday, sunday) => {
    const result = isoWeekOf(dateOf(text));
    expect([result.weekYear, result.week, result.weekday]).toEqual([weekYear, week, weekday]);
    expect([iso(result.monday), iso(result.sunday)]).toEqual([monday, sunday]);
  });

  it.each([
    [1999, 52],
    [2000, 52],
    [2004, 53],
    [2009, 53],
    [2015, 53],
    [2020, 53],
    [2026, 53],
    [2027, 52],
    [2032, 53],
  ])('%i has %i weeks', (year, weeks) => {
    expect(isoWeeksInYear(year)).toBe(weeks);
  });

  it('numbers consecutive Mondays 1, 2, 3 … through each week-year', () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const week = isoWeekOf(date);
        const next = isoWeekOf(addDays(week.monday, 7));
        if (next.weekYear === week.weekYear) expect(next.week).toBe(week.week + 1);
        else {
          expect(week.week).toBe(isoWeeksInYear(week.weekYear));
          expect([next.weekYear, next.week]).toEqual([week.weekYear + 1, 1]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts days of the year and weekdays', () => {
    expect(dayOfYear(dateOf('2020-12-31'))).toBe(366);
    expect(dayOfYear(dateOf('2021-12-31'))).toBe(365);
    expect(dayOfYear(dateOf('2000-03-01'))).toBe(61);
    expect(isoWeekday(dateOf('2000-01-01'))).toBe(6); // a Saturday
    expect(isoWeekday(dateOf('2006-12-31'))).toBe(7); // a Sunday
  });
});

describe('workingDaysIn', () => {
  /** Walks the days one by one: the independent count. */
  function walk(first: CalendarDate, days: number, saturday: boolean): number {
    let total = 0;
    for (let i = 0; i < days; i++) {
      const weekday = isoWeekday(addDays(first, i));
      if (weekday <= 5 || (saturday && weekday === 6)) total += 1;
    }
    return total;
  }

  it.each([
    // NETWORKDAYS-style inclusive counts, from Python's date.weekday() day by day.
    ['2012-10-01', 152, false, 110], // 1 Oct 2012 to 1 Mar 2013
    ['2006-01-01', 31, false, 22], // January 2006
    ['2013-12-19', 20, false, 14], // 19 Dec 2013 to 7 Jan 2014
    ['2024-11-01', 4, false, 2], // Friday to Monday
    ['2024-11-01', 4, true, 3], // … with Saturday worked
    ['2024-11-02', 2, false, 0], // a weekend
    ['2024-11-02', 2, true, 1],
    ['2024-11-04', 0, false, 0],
  ])('%s and %i days on (Saturday %s): %i', (first, days, saturday, expected) => {
    expect(workingDaysIn(dateOf(first), days, saturday)).toBe(expected);
  });

  it('matches a day-by-day walk from any weekday', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 800 }), fc.boolean(), (first, days, sat) => {
        expect(workingDaysIn(first, days, sat)).toBe(walk(first, days, sat));
      }),
      { numRuns: 300 },
    );
  });
});

describe('words', () => {
  it('counts and orders', () => {
    expect(count(1, 'day')).toBe('1 day');
    expect(count(-1, 'day')).toBe('-1 day');
    expect(count(1840, 'week')).toBe('1,840 weeks');
    expect(count(0, 'month')).toBe('0 months');
    expect([1, 2, 3, 4, 11, 12, 13, 22, 101, 366].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '22nd',
      '101st',
      '366th',
    ]);
  });

  it('reads only real dates', () => {
    expect(() => dateOf('2023-02-29')).toThrow();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
  });
});
