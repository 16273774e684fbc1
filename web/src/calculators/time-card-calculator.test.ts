import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { readShift } from './time-card-calculator.ts';

// Expected values by hand:
//   default: Mon–Thu 09:00–17:30 less 30 = 480 min each; Fri 09:00–18:00 less 30 = 510 min;
//   week 4 × 480 + 510 = 2,430 min = 40.5 h; regular 40 h × $20 = $800.00;
//   overtime 0.5 h × $20 × 1.5 = $15.00; total $815.00.
//   night shift 22:00–06:00 less 30 = 450 min = 7.5 h.
//   $15.55 × 41 h 20 min: regular 40 × 15.55 = $622.00; overtime 80 min × 15.55 × 1.5 ÷ 60 =
//   31.1 → $31.10; total $653.10.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: calculator.summary!(values, results as never, ''),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('time card calculator', () => {
  it('adds a default week of 40.5 hours with half an hour of overtime', () => {
    const { results, summary, facts, steps } = run({});
    expect(results).toMatchObject({
      totalHours: 40.5,
      totalMinutes: 2430,
      regularHours: 40,
      overtimeHours: 0.5,
      regularPay: 800,
      overtimePay: 15,
      totalPay: 815,
      daysWorked: 5,
    });
    expect(summary).toBe(
      '5 days worked: 40:30 (40.50 hours), 40.00 regular and 0.50 overtime. At $20.00 an hour the week pays $815.00.',
    );
    expect(facts[0]).toEqual({ label: 'Monday', text: '09:00–17:30, less 30 min: 8:00 (8.00 h)' });
    expect(facts[4]).toEqual({ label: 'Friday', text: '09:00–18:00, less 30 min: 8:30 (8.50 h)' });
    expect(steps[0]).toBe('Monday: 17:30 − 09:00 = 510 minutes, less 30 min break = 480 minutes.');
    expect(steps.slice(5)).toEqual([
      'Week: 480 + 480 + 480 + 480 + 510 = 2,430 minutes = 40.50 hours (minutes ÷ 60).',
      'Over 40 hours: 40.50 − 40 = 0.50 overtime hours.',
      'Regular pay: 40.00 h × $20.00 = $800.00.',
      'Overtime pay: 0.50 h × $20.00 × 1.5 = $15.00.',
      'Total pay: $800.00 + $15.00 = $815.00.',
    ]);
  });

  it('works pay from the exact minutes, and says so where the hours shown are rounded', () => {
    // 607 min a day for 4 days = 2,428 min = 40.4666… h: 28 overtime minutes.
    // Python Decimal: 28 ÷ 60 × 17.35 × 1.5 = 12.1450 → $12.15 half-up; 487 ÷ 60 × 20 = 162.333….
    const long = run({ shifts: '09:00 19:07 0\n'.repeat(4), rate: '17.35' });
    expect(long.steps.slice(4, 8)).toEqual([
      'Week: 607 + 607 + 607 + 607 = 2,428 minutes ≈ 40.47 hours (minutes ÷ 60).',
      'Over 40 hours: 40.47 − 40 = 0.47 overtime hours.',
      'Regular pay: 40.00 h × $17.35 = $694.00.',
      'Overtime pay: 28 min ÷ 60 × $17.35 × 1.5 ≈ $12.15.',
    ]);
    // 7 overtime minutes at $20 × 1.5 = 7 × 30 ÷ 60 = $3.50 exactly: '='.
    const seven = run({ shifts: '09:00 17:00 0\n'.repeat(4) + '09:00 17:07 0' });
    expect(seven.steps).toContain('Overtime pay: 7 min ÷ 60 × $20.00 × 1.5 = $3.50.');
    const short = run({ shifts: '09:00 17:07 0' });
    expect(short.steps).toContain('Regular pay: 487 min ÷ 60 × $20.00 ≈ $162.33.');
  });

  it('reads night shifts, am/pm, dashes and days off', () => {
    const { results, facts } = run({
      shifts: '22:00 06:00 30\noff\n\n9:00 am - 5:30 pm, 30',
      rate: '10',
    });
    // 450 + 480 = 930 min = 15.5 h; pay 15.5 × 10 = $155.00.
    expect(results).toMatchObject({ totalMinutes: 930, daysWorked: 2, totalPay: 155 });
    expect(facts.map((f) => f.text)).toEqual([
      '22:00–06:00 (next day), less 30 min: 7:30 (7.50 h)',
      'Day off',
      'Day off',
      '09:00–17:30, less 30 min: 8:00 (8.00 h)',
    ]);
  });

  it('rounds pay to the cent from the exact minutes', () => {
    const { results } = run({
      shifts: '08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0\n08:00 17:20 0',
      rate: '15.55',
    });
    expect(results).toMatchObject({ regularPay: 622, overtimePay: 31.1, totalPay: 653.1 });
  });

  it('pays double time past a daily-style threshold when asked', () => {
    const { results } = run({ shifts: '08:00 18:00 0', threshold: '8', multiplier: '2' });
    // 10 h: 8 × $20 = $160, 2 × $40 = $80.
    expect(results).toMatchObject({ regularPay: 160, overtimePay: 80, totalPay: 240 });
  });

  it('gives 0 hours for a week of days off', () => {
    const { results, steps } = run({ shifts: 'off\noff' });
    expect(results).toMatchObject({ totalHours: 0, totalPay: 0, daysWorked: 0 });
    expect(steps).toContain('Not over 40 hours: no overtime.');
  });

  it('names the day of a line it cannot read', () => {
    expect(errorsOf({ shifts: '09:00 17:00 30\n09:00 25:00 30' }).shifts).toBe(
      'Tuesday (line 2): end time: The hour can be at most 23 (24-hour clock: midnight is 00:00)',
    );
    expect(errorsOf({ shifts: '09:00 10:00 90' }).shifts).toBe(
      'Monday (line 1): the break is longer than the shift',
    );
    expect(errorsOf({ shifts: '1\n2\n3\n4\n5\n6\n7\n8' }).shifts).toBe(
      'Enter at most 7 lines, one for each day from Monday to Sunday',
    );
    expect(errorsOf({ shifts: '' }).shifts).toBe('Enter at least one day, such as 09:00 17:30 30');
    expect(errorsOf({ rate: '-1' }).rate).toBeTruthy();
  });

  it('reads a line', () => {
    expect(readShift('9 pm to 5 am')).toMatchObject({ off: false, worked: 480, break: 0 });
    expect(readShift('09:00')).toEqual({
      error: 'write the start, the end and the break in minutes, such as 09:00 17:30 30',
    });
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
});
