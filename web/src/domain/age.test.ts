import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayIn,
  calculateAge,
  dayNumber,
  formatLongDate,
  monthDayAfter,
  nextBirthday,
  weekdayOf,
} from './age.ts';
import {
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  parseIsoDate,
  type CalendarDate,
} from './calendar.ts';

// Sources of the reference values:
// - Total days, weeks and weekdays: Python 3's datetime, worked out separately from this code:
//   (date(2025, 5, 15) - date(1925, 5, 15)).days == 36525, divmod(36525, 7) == (5217, 6),
//   date(1925, 5, 15).strftime('%A') == 'Friday'.
// - Years, months and days: counted by hand on the calendar, and for dates whose day is not past
//   the month's end checked by the schoolbook "borrow the previous month's days" subtraction
//   (1985-07-04 → 2025-03-02: 40 y −4 m −2 d → borrow February's 28 days → 39 y 7 m 26 d).
// - The month-end and leap-day cases follow timeanddate's rules as the brief gives them:
//   31 Jan → 28 Feb is 0 y 0 m 28 d; 29 Feb 2000 → 28 Feb 2001 is 0 y 11 m 30 d; a 29 February
//   birthday falls on 1 March in common years (UK law).

function date(text: string): CalendarDate {
  const parsed = parseIsoDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
}

describe('ageOn: years, months, days and totals', () => {
  it.each([
    // [birth, on, years, months, days, totalMonths, totalDays, weeks, weekRemainder]
    ['1925-05-15', '2025-05-15', 100, 0, 0, 1200, 36525, 5217, 6], // a century
    ['2025-05-15', '2025-05-15', 0, 0, 0, 0, 0, 0, 0], // born today / same day
    ['1990-05-15', '2025-08-20', 35, 3, 5, 423, 12881, 1840, 1],
    ['1985-07-04', '2025-03-02', 39, 7, 26, 475, 14486, 2069, 3],
    ['1999-12-15', '2025-01-10', 25, 0, 26, 300, 9158, 1308, 2],
    ['1990-12-31', '2025-01-01', 34, 0, 1, 408, 12420, 1774, 2],
    // Month ends
    ['2001-01-31', '2001-02-28', 0, 0, 28, 0, 28, 4, 0], // 31 Feb does not exist: not 1 month yet
    ['2001-01-31', '2001-03-01', 0, 1, 0, 1, 29, 4, 1], // … the month-day falls on 1 March
    ['2024-01-31', '2024-02-29', 0, 0, 29, 0, 29, 4, 1], // leap February still lacks the 31st
    ['2024-01-31', '2024-03-31', 0, 2, 0, 2, 60, 8, 4],
    ['2001-04-30', '2001-05-31', 0, 1, 1, 1, 31, 4, 3], // 30 April → 30 May, then 1 day
    ['2001-03-31', '2001-04-30', 0, 0, 30, 0, 30, 4, 2], // 31 April does not exist
    ['2001-03-31', '2001-05-01', 0, 1, 0, 1, 31, 4, 3],
    // Leap-day births
    ['2000-02-29', '2001-02-28', 0, 11, 30, 11, 365, 52, 1], // the day before the birthday
    ['2000-02-29', '2001-03-01', 1, 0, 0, 12, 366, 52, 2], // the birthday in a common year
    ['2000-02-29', '2004-02-28', 3, 11, 30, 47, 1460, 208, 4],
    ['2000-02-29', '2004-02-29', 4, 0, 0, 48, 1461, 208, 5], // a real 29 February
  ])(
    'born %s, on %s: %i y %i m %i d (%i months, %i days = %i weeks %i days)',
    (birth, on, years, months, days, totalMonths, totalDays, weeks, remainder) => {
      expect(ageOn(date(birth), date(on))).toMatchObject({
        years,
        months,
        days,
        totalMonths,
        totalDays,
        totalWeeks: weeks,
        weeksRemainderDays: remainder,
      });
    },
  );
});

describe('nextBirthday', () => {
  it.each([
    // [birth, on, next birthday, turning, days until] — days from Python's datetime
    ['1990-05-15', '2025-08-20', '2026-05-15', 36, 268],
    ['1990-05-15', '2025-05-15', '2025-05-15', 35, 0], // on the birthday: 0 days
    ['1990-12-31', '2025-01-01', '2025-12-31', 35, 364],
    ['2025-05-15', '2025-05-15', '2026-05-15', 1, 365], // born today: the first birthday
    ['2000-02-29', '2001-02-28', '2001-03-01', 1, 1], // 29 Feb → 1 March in a common year
    ['2000-02-29', '2001-03-01', '2001-03-01', 1, 0],
    ['2000-02-29', '2003-03-02', '2004-02-29', 4, 364], // the next leap year keeps 29 Feb
  ])('born %s, on %s: %s, turning %i, in %i days', (birth, on, next, turning, daysUntil) => {
    const result = nextBirthday(date(birth), date(on));
    expect(result && formatIsoDate(result.date)).toBe(next);
    expect(result).toMatchObject({ turning, daysUntil });
  });
});

describe('calendar helpers', () => {
  it.each([
    // [date, days since 1970-01-01, weekday] — Python: (date(...) - date(1970, 1, 1)).days
    ['1970-01-01', 0, 'Thursday'],
    ['2000-03-01', 11017, 'Wednesday'],
    ['1600-02-29', -135081, 'Tuesday'],
    ['0001-01-01', -719162, 'Monday'],
    ['9999-12-31', 2932896, 'Friday'],
    ['1925-05-15', -16302, 'Friday'],
    ['2000-02-29', 11016, 'Tuesday'],
  ])('%s is day %i, a %s', (text, days, weekday) => {
    expect(dayNumber(date(text))).toBe(days);
    expect(formatLongDate(date(text))).toMatch(new RegExp(`^${weekday}, `));
  });

  it('agrees with Date.UTC day by day across four centuries', () => {
    // Date.UTC as a second, independent implementation (every 7th day from 1800 to 2200).
    for (let t = Date.UTC(1800, 0, 1); t <= Date.UTC(2200, 0, 1); t += 7 * 86_400_000) {
      const d = new Date(t);
      const calendar = {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
      };
      expect(dayNumber(calendar)).toBe(t / 86_400_000);
      expect(weekdayOf(calendar)).toBe(d.getUTCDay());
    }
  });

  it.each([
    [2000, true],
    [2024, true],
    [1900, false],
    [2100, false],
    [2023, false],
    [1600, true],
  ])('isLeapYear(%i) is %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it('formats long dates as Weekday, Month D, YYYY', () => {
    expect(formatLongDate(date('2025-05-15'))).toBe('Thursday, May 15, 2025');
  });
});

describe('edge cases', () => {
  it('29 February birthdays fall on 1 March in common years (UK law), not 28 February', () => {
    const leapling = date('2000-02-29');
    expect(formatIsoDate(birthdayIn(leapling, 2001))).toBe('2001-03-01');
    expect(formatIsoDate(birthdayIn(leapling, 2100))).toBe('2100-03-01'); // 2100 is not leap
    expect(formatIsoDate(birthdayIn(leapling, 2400))).toBe('2400-02-29');
    expect(ageOn(leapling, date('2001-02-28'))?.years).toBe(0);
    expect(ageOn(leapling, date('2001-03-01'))?.years).toBe(1);
  });

  it('a month-day past the end of a month rolls to the 1st of the next, across a year end', () => {
    expect(formatIsoDate(monthDayAfter(date('2000-10-31'), 1))).toBe('2000-12-01');
    expect(formatIsoDate(monthDayAfter(date('2000-12-31'), 2))).toBe('2001-03-01');
    expect(formatIsoDate(monthDayAfter(date('2000-01-15'), 23))).toBe('2001-12-15');
    expect(formatIsoDate(monthDayAfter(date('2000-01-31'), 1))).toBe('2000-03-01');
  });

  it('gives the last birthday and last month-day it counts from', () => {
    const age = ageOn(date('1990-05-15'), date('2025-08-20'));
    expect(age && formatIsoDate(age.lastBirthday)).toBe('2025-05-15');
    expect(age && formatIsoDate(age.lastMonthDay)).toBe('2025-08-15');
  });

  it('the whole range of years 1–9999', () => {
    expect(ageOn(date('0001-01-01'), date('9999-12-31'))).toMatchObject({
      years: 9998,
      months: 11,
      days: 30,
      totalDays: 3652058, // Python: (date(9999, 12, 31) - date(1, 1, 1)).days
    });
  });

  it('the days are never negative and the parts add up, for every day of a leap year and more', () => {
    const births = ['2000-01-31', '2000-02-29', '2000-03-31', '1999-12-31', '2000-06-15'];
    for (const text of births) {
      const birth = date(text);
      for (let offset = 0; offset < 800; offset += 1) {
        const on = new Date(Date.UTC(birth.year, birth.month - 1, birth.day + offset));
        const onDate = {
          year: on.getUTCFullYear(),
          month: on.getUTCMonth() + 1,
          day: on.getUTCDate(),
        };
        const age = ageOn(birth, onDate);
        expect(age).not.toBeNull();
        if (!age) continue;
        expect(age.days).toBeGreaterThanOrEqual(0);
        expect(age.days).toBeLessThan(31);
        expect(age.months).toBeLessThan(12);
        expect(age.totalDays).toBe(offset);
        expect(age.totalWeeks * 7 + age.weeksRemainderDays).toBe(offset);
        // The month-day reached plus the remaining days lands on the chosen date.
        expect(dayNumber(age.lastMonthDay) + age.days).toBe(dayNumber(onDate));
      }
    }
  });

  it('has no age before the birth', () => {
    expect(ageOn(date('2025-05-15'), date('2025-05-14'))).toBeNull();
    expect(nextBirthday(date('2025-05-15'), date('2024-05-15'))).toBeNull();
  });

  it.each([
    '',
    '2025-13-01',
    '2001-02-29',
    '2025-04-31',
    '15/05/1990',
    '1990-5-15',
    '0000-01-01',
    'abc',
  ])('parseIsoDate(%j) is null', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it('parses and writes YYYY-MM-DD', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(formatIsoDate({ year: 5, month: 1, day: 2 })).toBe('0005-01-02');
  });
});

describe('calculateAge: the typed dates', () => {
  const today = date('2025-08-20');

  it('uses today when the "Age on" date is blank', () => {
    const result = calculateAge('1990-05-15', '', today);
    expect(result.ok && result.age).toMatchObject({ years: 35, months: 3, days: 5 });
  });

  it('uses the chosen "Age on" date, even a future one', () => {
    const result = calculateAge('1990-05-15', '2030-05-15', today);
    expect(result.ok && result.age).toMatchObject({ years: 40, months: 0, days: 0 });
  });

  it('a birth today is 0 days old', () => {
    const result = calculateAge('2025-08-20', '', today);
    expect(result.ok && result.age).toMatchObject({ years: 0, months: 0, days: 0, totalDays: 0 });
  });

  it.each([
    ['', '', 'missing-birth'],
    ['  ', '', 'missing-birth'],
    ['1990-02-30', '', 'invalid-birth'],
    ['2025-08-21', '', 'future-birth'], // tomorrow
    ['2025-08-21', '2030-01-01', 'future-birth'], // still in the future, whatever the "Age on" date
    ['1990-05-15', '2025-02-30', 'invalid-on'],
    ['1990-05-15', '1990-05-14', 'on-before-birth'],
  ])('calculateAge(%j, %j) has the problem %s', (birth, on, problem) => {
    expect(calculateAge(birth, on, today)).toEqual({ ok: false, problem });
  });
});
