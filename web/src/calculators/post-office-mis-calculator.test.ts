import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import mis from './post-office-mis-calculator.ts';

// Worked by hand: monthly income = deposit × rate ÷ 12, to the paisa; a year 12 payments, five
// years 60. ₹9,00,000 at 7.4%: 5,550 a month, 66,600 a year, 3,33,000 in 5 years.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(mis, texts, TODAY);

describe('Post Office MIS calculator', () => {
  it('opens on ₹9,00,000 in a single account at 7.4%', () => {
    expect(run({}).results).toEqual({
      monthly: 5550,
      yearly: 66600,
      total: 333000,
      received: 1233000,
      rate: 7.4,
    });
  });

  it('rounds the monthly income to the paisa', () => {
    // 10,00,000 × 7.4% ÷ 12 = 6,166.666…: 6,166.67, 60 of them 3,70,000.20.
    expect(
      run({ amount: '1000000', accountType: 'joint', date: '2025-11-21' }).results,
    ).toMatchObject({ monthly: 6166.67, yearly: 74000.04, total: 370000.2 });
  });

  it('takes the rate of the day of deposit: 6.6%, 6.7%, 7.1% and 7.4%', () => {
    // 6,00,000 (a joint account: a single one took at most 4,50,000 before April 2023) × r ÷ 12:
    // 3,300; 3,350; 3,550; 3,700.
    const monthly = (date: string) =>
      run({ amount: '600000', accountType: 'joint', date }).results?.monthly;
    expect(monthly('2021-01-01')).toBe(3300);
    expect(monthly('2022-10-01')).toBe(3350);
    expect(monthly('2023-03-31')).toBe(3550);
    expect(monthly('2023-04-01')).toBe(3700);
  });

  it('keeps each account type within its limit, and the limits of before April 2023', () => {
    const error = (amount: string, accountType: string, date: string) =>
      run({ amount, accountType, date }).errors.amount;
    expect(error('900000', 'single', '2024-01-01')).toBeUndefined();
    expect(error('901000', 'single', '2024-01-01')).toBe(
      'A single account takes at most ₹9,00,000.00',
    );
    expect(error('1500000', 'joint', '2024-01-01')).toBeUndefined();
    expect(error('1501000', 'joint', '2024-01-01')).toBe(
      'The MIS accepts at most ₹15,00,000 (a joint account)',
    );
    expect(error('451000', 'single', '2023-03-31')).toBe(
      'A single account takes at most ₹4,50,000.00 before 1 April 2023',
    );
    expect(error('900000', 'joint', '2023-03-31')).toBeUndefined();
    expect(error('1500', 'single', '2024-01-01')).toBe('MIS deposits are in multiples of ₹1,000');
    expect(error('0', 'single', '2024-01-01')).toBe('The MIS needs at least ₹1,000');
  });

  it('shows the steps and summary with the visitor’s numbers', () => {
    const { values, results } = run({
      amount: '1500000',
      accountType: 'joint',
      date: '2024-06-01',
    });
    const steps = mis.steps(values as never, results as never);
    expect(steps[1]).toBe(
      'Income every month = deposit × rate ÷ 12 = 15,00,000 × 7.4% ÷ 12 ≈ ₹9,250.00',
    );
    expect(steps[3]).toBe('Interest over 5 years = 60 × ₹9,250.00 = ₹5,55,000.00');
    expect(mis.summary!(values as never, results as never, TODAY)).toBe(
      '₹15,00,000.00 deposited on 1 June 2024 at 7.4% pays ₹9,250.00 every month for 5 years, and the deposit back on 1 June 2029.',
    );
  });
});
