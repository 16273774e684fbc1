import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../domain/age.ts';
import { daysInMonth } from '../domain/calendar.ts';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { zeller } from './day-of-week-calculator.ts';

// Weekdays: Python's date.strftime('%A'), worked apart from this code.

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25';

function run(date?: string) {
  const evaluation = evaluate(mode, date ? { date } : {}, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, TODAY),
    caption: calculator.headline!.caption(values, results as never, TODAY),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

describe('day of the week', () => {
  it('names today’s weekday by default', () => {
    const { headline, caption, results } = run();
    expect(headline).toBe('Wednesday');
    expect(caption).toBe('Today, November 25, 2026');
    expect(results).toEqual({ weekday: 3, dayOfYear: 329, daysInYear: 365, leapYear: 0 });
  });

  it.each([
    ['1969-07-20', 'Sunday'],
    ['1900-01-01', 'Monday'],
    ['1582-10-15', 'Friday'], // the first day of the Gregorian calendar
    ['0001-01-01', 'Monday'],
    ['9999-12-31', 'Friday'],
  ])('%s is a %s', (date, name) => {
    expect(run(date).headline).toBe(name);
  });

  it('shows Zeller’s congruence with Wikipedia’s numbers for 1 January 2000', () => {
    const { steps } = run('2000-01-01');
    expect(steps[1]).toBe(
      'January 1, 2000 falls in January or February, so it counts as month 13 of 1999.',
    );
    expect(steps[2]).toBe(
      'q = 1 (the day), K = 99 (the year of the century), J = 19 (the century).',
    );
    expect(steps[3]).toBe('h = (1 + 36 + 99 + 24 + 4 − 38) mod 7 = 126 mod 7 = 0: Saturday.');
  });

  it('agrees with the day count for every date from year 1 to 9999', () => {
    const anyDate = fc
      .record({
        year: fc.integer({ min: 1, max: 9999 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ year, month, day }) => ({
        year,
        month,
        day: Math.min(day, daysInMonth(year, month)),
      }));
    fc.assert(
      fc.property(anyDate, (date) => {
        // Zeller: 0 = Saturday; weekdayOf: 0 = Sunday.
        expect((zeller(date).h + 6) % 7).toBe(weekdayOf(date));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['2000-06-01', 'divisible by 400', 1, 366],
    ['1900-06-01', 'divisible by 100 but not by 400', 0, 365],
    ['2024-06-01', 'divisible by 4 and not by 100', 1, 366],
    ['2023-06-01', 'not divisible by 4', 0, 365],
  ])('%s: %s', (date, reason, leap, days) => {
    const { results, facts } = run(date);
    expect(results.leapYear).toBe(leap);
    expect(results.daysInYear).toBe(days);
    expect(facts[1]!.text).toContain(reason);
  });

  it('counts the days of the year to the last one', () => {
    expect(run('2024-12-31').facts[0]!.text).toBe('The 366th of 366 days; 0 days left in 2024');
    expect(run('2023-03-01').results.dayOfYear).toBe(60);
    expect(run('2024-03-01').results.dayOfYear).toBe(61);
  });
});
