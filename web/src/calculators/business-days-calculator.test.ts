import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './business-days-calculator.ts';

// Expected counts: Python's date.weekday() walked day by day over the range, worked apart from
// this code (e.g. 2026 has 261 days Monday to Friday and 313 Monday to Saturday).

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25'; // a Wednesday

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, TODAY),
    caption: calculator.headline!.caption(values, results as never, TODAY),
    steps: calculator.steps(values, results as never),
  };
}

describe('business days', () => {
  it('opens on the working days from today to 30 days from today, both dates blank', () => {
    // Wednesday 25 November to Friday 25 December 2026, both counted: 31 days, 4 weeks of 5
    // working days and Wednesday to Friday of the fifth (Python's weekday() over the range).
    const { results, headline } = run({});
    expect(results).toEqual({ workingDays: 23, calendarDays: 31, weekendDays: 8 });
    expect(headline).toBe('23 working days');
  });

  it('counts today as 1 working day from today to today (a Wednesday)', () => {
    const { results, headline } = run({ to: '2026-11-25' });
    expect(results).toEqual({ workingDays: 1, calendarDays: 1, weekendDays: 0 });
    expect(headline).toBe('1 working day');
  });

  it('counts a whole year Monday to Friday, and Monday to Saturday', () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    expect(run(year).results).toEqual({ workingDays: 261, calendarDays: 365, weekendDays: 104 });
    expect(run({ ...year, week: 'mon-sat' }).results.workingDays).toBe(313);
    expect(run({ from: '2024-01-01', to: '2024-12-31' }).results.workingDays).toBe(262);
  });

  it('counts Saturdays as working days in a six-day week', () => {
    // January 2006: 31 days, 5 Sundays.
    const { results, steps } = run({ from: '2006-01-01', to: '2006-01-31', week: 'mon-sat' });
    expect(results).toEqual({ workingDays: 26, calendarDays: 31, weekendDays: 5 });
    expect(steps[1]).toBe(
      '31 days = 4 whole weeks and 3 days. Each whole week holds 6 working days: 4 × 6 = 24.',
    );
    expect(steps[2]).toBe(
      'The 3 days left over (Sunday, Monday, Tuesday) include 2 working days; the rest are weekend days.',
    );
  });

  it('leaves the end date out when asked', () => {
    // Monday 24 November 2025 to Monday 1 December 2025.
    const week = { from: '2025-11-24', to: '2025-12-01' };
    expect(run(week).results.workingDays).toBe(6);
    expect(run({ ...week, end: 'exclude' }).results.workingDays).toBe(5);
    expect(run({ from: '2025-11-24', to: '2025-11-24', end: 'exclude' }).results.calendarDays).toBe(
      0,
    );
  });

  it('counts backwards with a minus sign when the end date is before the start', () => {
    const { results, headline, caption } = run({ from: '2006-02-28', to: '2006-01-31' });
    expect(results.workingDays).toBe(-21);
    expect(headline).toBe('−21 working days');
    expect(caption).toContain('the end date is before the start date');
    // Without the end date (31 January, a Tuesday): February 2006 alone, 20 working days.
    expect(run({ from: '2006-02-28', to: '2006-01-31', end: 'exclude' }).results.workingDays).toBe(
      -20,
    );
  });

  it('finds no working days in a weekend', () => {
    expect(run({ from: '2024-11-02', to: '2024-11-03' }).results).toEqual({
      workingDays: 0,
      calendarDays: 2,
      weekendDays: 2,
    });
  });

  it('says that public holidays are not taken off', () => {
    expect(calculator.notes?.[0]).toMatch(/Public holidays are not taken off/);
  });
});
