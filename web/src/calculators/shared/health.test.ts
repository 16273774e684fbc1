import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../domain/age.ts';
import { addDays, dateOfDayNumber } from './dates.ts';
import { dateCode, dateOfCode } from './pregnancyDates.ts';
import { harrisBenedictRevised, mifflinStJeor } from './health.ts';

describe('calendar dates by day number', () => {
  it('knows fixed days, leap days and century years', () => {
    expect(dateOfDayNumber(0)).toEqual({ year: 1970, month: 1, day: 1 });
    // 10,957 days to 2000-01-01 (Unix time 946,684,800 s), then 31 + 28 to 29 February.
    expect(dateOfDayNumber(10957 + 59)).toEqual({ year: 2000, month: 2, day: 29 });
    expect(dateOfDayNumber(-1)).toEqual({ year: 1969, month: 12, day: 31 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2023, month: 2, day: 28 }, 1)).toEqual({ year: 2023, month: 3, day: 1 });
    // 2100 is not a leap year (a century not divisible by 400).
    expect(addDays({ year: 2100, month: 3, day: 1 }, -1)).toEqual({
      year: 2100,
      month: 2,
      day: 28,
    });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it('is the inverse of dayNumber over years 1 to 9999', () => {
    const first = dayNumber({ year: 1, month: 1, day: 1 });
    const last = dayNumber({ year: 9999, month: 12, day: 31 });
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (days) => {
        expect(dayNumber(dateOfDayNumber(days))).toBe(days);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the UTC calendar of JavaScript dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (days) => {
        const utc = new Date(days * 86_400_000);
        expect(dateOfDayNumber(days)).toEqual({
          year: utc.getUTCFullYear(),
          month: utc.getUTCMonth() + 1,
          day: utc.getUTCDate(),
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('writes dates as YYYYMMDD numbers and reads them back', () => {
    expect(dateCode({ year: 2026, month: 1, day: 15 })).toBe(20260115);
    expect(dateOfCode(20240229)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(dateOfCode(dateCode({ year: 999, month: 12, day: 31 }))).toEqual({
      year: 999,
      month: 12,
      day: 31,
    });
  });
});

describe('energy equations', () => {
  it('Mifflin-St Jeor: +5 for men, −161 for women', () => {
    // 600 + 1,000 − 125 − 161 = 1,314.
    expect(mifflinStJeor('female', 60, 160, 25)).toBe(1314);
    // 600 + 1,000 − 125 + 5 = 1,480: 166 more than the woman of the same measures.
    expect(mifflinStJeor('male', 60, 160, 25)).toBe(1480);
  });

  it('Harris-Benedict as revised by Roza and Shizgal', () => {
    // 88.362 + 937.79 + 839.825 − 170.31 = 1,695.667.
    expect(harrisBenedictRevised('male', 70, 175, 30)).toBeCloseTo(1695.667, 9);
    // 447.593 + 554.82 + 495.68 − 108.25 = 1,389.843.
    expect(harrisBenedictRevised('female', 60, 160, 25)).toBeCloseTo(1389.843, 9);
  });
});
