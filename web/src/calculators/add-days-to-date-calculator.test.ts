import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './add-days-to-date-calculator.ts';

// Expected dates: Python's date + timedelta for days, and the calendar by hand for months
// (the end-of-month rule: the last day of a month too short for the day).

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25';

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    date: `${String(results.year).padStart(4, '0')}-${String(results.month).padStart(2, '0')}-${String(results.day).padStart(2, '0')}`,
    headline: calculator.headline!.text(values, results as never, TODAY),
    caption: calculator.headline!.caption(values, results as never, TODAY),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

describe('add to a date', () => {
  it('adds 30 days to today by default', () => {
    const { date, headline, caption } = run({});
    expect(date).toBe('2026-12-25');
    expect(headline).toBe('Friday, December 25, 2026');
    expect(caption).toBe('30 days after today, Wednesday, November 25, 2026');
  });

  it.each([
    // [start, op, amount, unit, expected]
    ['2024-02-28', 'add', '1', 'days', '2024-02-29'], // leap day
    ['2023-02-28', 'add', '1', 'days', '2023-03-01'],
    ['2024-03-01', 'subtract', '1', 'days', '2024-02-29'],
    ['2025-12-29', 'add', '1', 'weeks', '2026-01-05'],
    ['2023-01-31', 'add', '1', 'months', '2023-02-28'], // clamped
    ['2024-01-31', 'add', '1', 'months', '2024-02-29'], // clamped to a leap February
    ['2024-03-31', 'subtract', '1', 'months', '2024-02-29'],
    ['2024-05-31', 'add', '1', 'months', '2024-06-30'],
    ['2024-02-29', 'add', '1', 'years', '2025-02-28'], // 29 February + 1 year
    ['2024-02-29', 'add', '4', 'years', '2028-02-29'],
    ['2024-02-29', 'subtract', '1', 'years', '2023-02-28'],
    ['2025-06-15', 'add', '0', 'months', '2025-06-15'],
  ])('%s %s %s %s is %s', (start, op, amount, unit, expected) => {
    expect(run({ start, op, amount, unit }).date).toBe(expected);
  });

  it('says when the end-of-month rule moved the date', () => {
    const { facts, steps } = run({ start: '2023-01-31', amount: '1', unit: 'months' });
    expect(facts).toContainEqual({
      label: 'End of the month',
      text: 'February 2023 has no 31st, so the date is its last day, the 28th.',
    });
    expect(steps).toContain(
      'February 2023 has only 28 days, so the date is its last day: February 28, 2023.',
    );
    const plain = run({ start: '2023-01-15', amount: '1', unit: 'months' });
    expect(plain.facts.map((fact) => fact.label)).not.toContain('End of the month');
  });

  it('counts the calendar days a month or year covers', () => {
    expect(run({ start: '2024-01-31', amount: '1', unit: 'months' }).results.days).toBe(29);
    expect(run({ start: '2024-01-01', amount: '1', unit: 'years' }).results.days).toBe(366);
    expect(
      run({ start: '2024-01-01', op: 'subtract', amount: '2', unit: 'weeks' }).results.days,
    ).toBe(-14);
  });

  it('reaches the ends of the calendar and refuses to pass them', () => {
    expect(run({ start: '0001-01-01', amount: '3652058', unit: 'days' }).date).toBe('9999-12-31');
    expect(run({ start: '9999-12-31', op: 'subtract', amount: '9998', unit: 'years' }).date).toBe(
      '0001-12-31',
    );
    const past = evaluate(mode, { start: '9999-12-31', amount: '1' }, TODAY);
    expect(past.errors).toEqual({
      amount: 'That date is outside the years 1 to 9999. Enter a smaller number.',
    });
    const before = evaluate(
      mode,
      { start: '0001-06-01', op: 'subtract', amount: '6', unit: 'months' },
      TODAY,
    );
    expect(before.errors.amount).toBeDefined();
  });

  it('checks the amount', () => {
    expect(evaluate(mode, { amount: '-3' }, TODAY).errors.amount).toBe(
      'Enter 0 or more (choose Subtract to go back in time)',
    );
    expect(evaluate(mode, { amount: '1.5' }, TODAY).errors.amount).toBe('Enter a whole number');
    expect(evaluate(mode, { amount: '' }, TODAY).errors.amount).toBe(
      'Enter how many days, weeks, months or years',
    );
  });
});
