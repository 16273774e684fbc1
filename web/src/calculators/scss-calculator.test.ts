import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import scss from './scss-calculator.ts';

// Worked by hand: quarterly interest = deposit × rate ÷ 4, rounded to the nearest rupee as the
// Senior Citizens' Savings Scheme, 2019, paragraph 5(5) lays down (fifty paisa or more counts as a
// rupee, less is ignored); a year 4 of them, five years 20.
// ₹15,00,000 at 8.2%: 30,750 a quarter, 1,23,000 a year, 6,15,000 in 5 years.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(scss, texts, TODAY);
/** The results as the page shows them, in whole rupees. */
const shown = (texts: Record<string, string>) => {
  const evaluation = run(texts);
  return resultRows(scss as AnyMode, evaluation, evaluation.results).rows.map((row) => row.text);
};

describe('SCSS calculator', () => {
  it('opens on ₹15,00,000 at the latest rate it holds, 8.2%', () => {
    const { results, values } = run({});
    expect(results).toEqual({
      quarterly: 30750,
      yearly: 123000,
      total: 615000,
      received: 2115000,
      rate: 8.2,
    });
    expect(scss.facts!(values as never, results as never).at(-1)?.text).toContain(
      'uses the latest rate it holds, 8.2%',
    );
    expect(shown({})).toEqual(['₹30,750', '₹1,23,000', '₹6,15,000', '₹21,15,000', '8.20%']);
  });

  it('takes the rate of the day of deposit: 7.4%, 7.6%, 8% and 8.2%', () => {
    // 10,00,000 × 7.4% ÷ 4 = 18,500; × 7.6% ÷ 4 = 19,000; × 8% ÷ 4 = 20,000; × 8.2% ÷ 4 = 20,500.
    const quarterly = (date: string) => run({ amount: '1000000', date }).results?.quarterly;
    expect(quarterly('2022-09-30')).toBe(18500);
    expect(quarterly('2022-10-01')).toBe(19000);
    expect(quarterly('2023-01-01')).toBe(20000);
    expect(quarterly('2023-04-01')).toBe(20500);
  });

  it('rounds the quarterly interest to the nearest rupee, as paragraph 5(5) says', () => {
    // 1,23,000 × 8.2% ÷ 4 = 2,521.50 → 2,522 (fifty paisa counts as a rupee); a year 4 × 2,522 =
    // 10,088, 5 years 20 × 2,522 = 50,440. A month on average 10,088 ÷ 12 = 840.67 → ₹841.
    const { values, results } = run({ amount: '123000', date: '2024-01-01' });
    expect(results).toMatchObject({ quarterly: 2522, yearly: 10088, total: 50440 });
    expect(scss.steps(values as never, results as never)[1]).toBe(
      'Interest every quarter = deposit × rate ÷ 4 = 1,23,000 × 8.2% ÷ 4 = ₹2,521.50, rounded to the nearest rupee (paragraph 5(5) of the scheme: 50 paise or more counts as a rupee) = ₹2,522',
    );
    expect(scss.facts!(values as never, results as never)[1]).toEqual({
      label: 'A month, on average',
      text: '₹841',
    });
    // ₹1,000 × 8.2% ÷ 4 = 20.50 → 21 (it was 20.50 to the paisa), 20 quarters 420.
    expect(run({ amount: '1000', date: '2024-01-01' }).results).toMatchObject({
      quarterly: 21,
      total: 420,
      received: 1420,
    });
    expect(shown({ amount: '1000', date: '2024-01-01' })[0]).toBe('₹21');
    // 1,01,000 × 7.4% ÷ 4 = 1,868.50 → 1,869; 1,03,000 × 7.6% ÷ 4 = 1,957 exactly;
    // 1,01,000 × 8.2% ÷ 4 = 2,070.50 → 2,071.
    expect(run({ amount: '101000', date: '2021-01-01' }).results?.quarterly).toBe(1869);
    expect(run({ amount: '103000', date: '2022-10-01' }).results?.quarterly).toBe(1957);
    expect(run({ amount: '101000', date: '2024-01-01' }).results?.quarterly).toBe(2071);
  });

  it('states the rounding of paragraph 5(5) in the about text', () => {
    expect(scss.about.join(' ')).toContain(
      'paragraph 5(5) of the Senior Citizens’ Savings Scheme, 2019 rounds any fraction of a rupee in the interest off to the nearest rupee',
    );
  });

  it('shows the steps, summary and table with the visitor’s numbers', () => {
    const { values, results } = run({ amount: '3000000', date: '2025-04-22' });
    const steps = scss.steps(values as never, results as never);
    expect(steps[1]).toBe(
      'Interest every quarter = deposit × rate ÷ 4 = 30,00,000 × 8.2% ÷ 4 = ₹61,500',
    );
    expect(steps[3]).toBe('Interest over 5 years = 20 × ₹61,500 = ₹12,30,000');
    expect(scss.summary!(values as never, results as never, TODAY)).toBe(
      '₹30,00,000 deposited on 22 April 2025 at 8.2% pays ₹61,500 every quarter, ₹12,30,000 in 5 years, and the deposit back on 22 April 2030.',
    );
    expect(scss.table!.rows(values as never, results as never).at(-1)).toEqual({
      year: 5,
      quarterly: 61500,
      yearly: 246000,
      paid: 1230000,
    });
  });

  it('keeps deposits within the limits of their day', () => {
    expect(run({ amount: '999', date: '2024-01-01' }).errors.amount).toBe(
      'The SCSS needs at least ₹1,000',
    );
    expect(run({ amount: '3000001', date: '2024-01-01' }).errors.amount).toBe(
      'The SCSS accepts at most ₹30,00,000 in all your accounts',
    );
    expect(run({ amount: '1500500', date: '2024-01-01' }).errors.amount).toBe(
      'SCSS deposits are in multiples of ₹1,000',
    );
    expect(run({ amount: '3000000', date: '2023-04-01' }).errors).toEqual({});
    expect(run({ amount: '1501000', date: '2023-03-31' }).errors.amount).toBe(
      'Before 1 April 2023 the SCSS accepted at most ₹15,00,000',
    );
  });
});
