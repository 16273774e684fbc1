import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import scss from './scss-calculator.ts';

// Worked by hand: quarterly interest = deposit × rate ÷ 4, to the paisa; a year 4 of them, five
// years 20. ₹15,00,000 at 8.2%: 30,750 a quarter, 1,23,000 a year, 6,15,000 in 5 years.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(scss, texts, TODAY);

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
  });

  it('takes the rate of the day of deposit: 7.4%, 7.6%, 8% and 8.2%', () => {
    // 10,00,000 × 7.4% ÷ 4 = 18,500; × 7.6% ÷ 4 = 19,000; × 8% ÷ 4 = 20,000; × 8.2% ÷ 4 = 20,500.
    const quarterly = (date: string) => run({ amount: '1000000', date }).results?.quarterly;
    expect(quarterly('2022-09-30')).toBe(18500);
    expect(quarterly('2022-10-01')).toBe(19000);
    expect(quarterly('2023-01-01')).toBe(20000);
    expect(quarterly('2023-04-01')).toBe(20500);
  });

  it('rounds the quarterly interest to the paisa', () => {
    // 1,23,000 × 8.2% ÷ 4 = 2,521.50; ₹1,000 × 8.2% ÷ 4 = 20.50, 20 quarters 410.
    expect(run({ amount: '123000', date: '2024-01-01' }).results?.quarterly).toBe(2521.5);
    expect(run({ amount: '1000', date: '2024-01-01' }).results).toMatchObject({
      quarterly: 20.5,
      total: 410,
      received: 1410,
    });
  });

  it('shows the steps, summary and table with the visitor’s numbers', () => {
    const { values, results } = run({ amount: '3000000', date: '2025-04-22' });
    const steps = scss.steps(values as never, results as never);
    expect(steps[1]).toBe(
      'Interest every quarter = deposit × rate ÷ 4 = 30,00,000 × 8.2% ÷ 4 = ₹61,500.00',
    );
    expect(steps[3]).toBe('Interest over 5 years = 20 × ₹61,500.00 = ₹12,30,000.00');
    expect(scss.summary!(values as never, results as never, TODAY)).toBe(
      '₹30,00,000.00 deposited on 22 April 2025 at 8.2% pays ₹61,500.00 every quarter, ₹12,30,000.00 in 5 years, and the deposit back on 22 April 2030.',
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
