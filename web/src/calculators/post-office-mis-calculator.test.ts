import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import mis from './post-office-mis-calculator.ts';

// Worked by hand: monthly income = deposit × rate ÷ 12, rounded to the nearest rupee as the
// National Savings (Monthly Income Account) Scheme, 2019, paragraph 5(4) lays down (fifty paisa or
// more counts as a rupee, less is ignored); a year 12 payments, five years 60.
// ₹9,00,000 at 7.4%: 5,550 a month, 66,600 a year, 3,33,000 in 5 years.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(mis, texts, TODAY);
/** The results as the page shows them, in whole rupees. */
const shown = (texts: Record<string, string>) => {
  const evaluation = run(texts);
  return resultRows(mis as AnyMode, evaluation, evaluation.results).rows.map((row) => row.text);
};

describe('Post Office MIS calculator', () => {
  it('opens on ₹9,00,000 in a single account at 7.4%', () => {
    expect(run({}).results).toEqual({
      monthly: 5550,
      yearly: 66600,
      total: 333000,
      received: 1233000,
      rate: 7.4,
    });
    expect(shown({})).toEqual(['₹5,550', '₹66,600', '₹3,33,000', '₹12,33,000', '7.40%']);
    // 6,167 a month (10,00,000 × 7.4% ÷ 12 rounded to the rupee), shown without paise.
    expect(shown({ amount: '1000000', accountType: 'joint', date: '2025-11-21' })[0]).toBe(
      '₹6,167',
    );
  });

  it('rounds the monthly income to the nearest rupee, as paragraph 5(4) says', () => {
    // 10,00,000 × 7.4% ÷ 12 = 6,166.666… → 6,167 (it was 6,166.67 to the paisa); 12 of them
    // 74,004, 60 of them 3,70,020.
    const { values, results } = run({
      amount: '1000000',
      accountType: 'joint',
      date: '2025-11-21',
    });
    expect(results).toMatchObject({
      monthly: 6167,
      yearly: 74004,
      total: 370020,
      received: 1370020,
    });
    const steps = mis.steps(values as never, results as never);
    expect(steps[1]).toBe(
      'Income every month = deposit × rate ÷ 12 = 10,00,000 × 7.4% ÷ 12 ≈ ₹6,166.67, rounded to the nearest rupee (paragraph 5(4) of the scheme: 50 paise or more counts as a rupee) = ₹6,167',
    );
    expect(steps[2]).toBe('Income a year = 12 × ₹6,167 = ₹74,004');
    // 10,000 × 7.4% ÷ 12 = 61.666… → 62, India Post's figure; 1,00,100 is not a multiple of
    // 1,000, so 1,01,000 × 7.4% ÷ 12 = 622.833… → 623; 1,000 × 6.6% ÷ 12 = 5.50 → 6 (fifty paisa
    // counts as a rupee).
    expect(run({ amount: '10000', date: '2025-04-01' }).results?.monthly).toBe(62);
    expect(run({ amount: '101000', date: '2025-04-01' }).results?.monthly).toBe(623);
    const half = run({ amount: '1000', date: '2021-01-01' });
    expect(half.results).toMatchObject({ monthly: 6, yearly: 72, total: 360, rate: 6.6 });
    expect(mis.steps(half.values as never, half.results as never)[1]).toBe(
      'Income every month = deposit × rate ÷ 12 = 1,000 × 6.6% ÷ 12 = ₹5.50, rounded to the nearest rupee (paragraph 5(4) of the scheme: 50 paise or more counts as a rupee) = ₹6',
    );
  });

  it('states the rounding of paragraph 5(4) in the about text', () => {
    expect(mis.about.join(' ')).toContain(
      'paragraph 5(4) of the National Savings (Monthly Income Account) Scheme, 2019 rounds the interest off to the nearest multiple of one rupee',
    );
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
      'A single account takes at most ₹9,00,000',
    );
    expect(error('1500000', 'joint', '2024-01-01')).toBeUndefined();
    expect(error('1501000', 'joint', '2024-01-01')).toBe(
      'The MIS accepts at most ₹15,00,000 (a joint account)',
    );
    expect(error('451000', 'single', '2023-03-31')).toBe(
      'A single account takes at most ₹4,50,000 before 1 April 2023',
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
      'Income every month = deposit × rate ÷ 12 = 15,00,000 × 7.4% ÷ 12 = ₹9,250',
    );
    expect(steps[3]).toBe('Interest over 5 years = 60 × ₹9,250 = ₹5,55,000');
    expect(steps[4]).toBe('Total received = ₹15,00,000 + ₹5,55,000 = ₹20,55,000');
    expect(mis.summary!(values as never, results as never, TODAY)).toBe(
      '₹15,00,000 deposited on 1 June 2024 at 7.4% pays ₹9,250 every month for 5 years, and the deposit back on 1 June 2029.',
    );
  });
});
