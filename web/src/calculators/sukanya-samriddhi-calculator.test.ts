import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { decimal } from '../engine/money.ts';
import ssy from './sukanya-samriddhi-calculator.ts';

// Worked by hand (python3): B(y) = (B(y − 1) + D) × (1 + r) for years 1–15, B(y) = B(y − 1) ×
// (1 + r) for 16–21, each balance rounded half-up to the paisa. ₹1,50,000 at 8.2%: 1,62,300.00
// after year 1, 3,37,908.60 after year 2, 44,75,989.33 after year 15, 71,82,119.17 after 21.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(ssy, texts, TODAY);
const rowsOf = (texts: Record<string, string>) => {
  const { values, results } = run(texts);
  return ssy.table!.rows(values as never, results as never);
};

describe('Sukanya Samriddhi calculator', () => {
  it('opens on ₹1,50,000 a year at 8.2%: ₹71,82,119.17 when she is 21', () => {
    expect(run({}).results).toEqual({
      maturity: 7182119.17,
      invested: 2250000,
      interest: 4932119.17,
      rate: 8.2,
      maturityAge: 21,
    });
  });

  it('has a year-by-year table of deposits for 15 years and interest for 21', () => {
    const texts = { yearly: '150000', age: '4', date: '2025-04-05' };
    const rows = rowsOf(texts);
    expect(rows).toHaveLength(21);
    expect(rows.slice(0, 2)).toEqual([
      { year: 1, age: 5, deposit: 150000, interest: 12300, balance: 162300 },
      { year: 2, age: 6, deposit: 150000, interest: 25608.6, balance: 337908.6 },
    ]);
    expect(rows[14]).toMatchObject({ year: 15, deposit: 150000, balance: 4475989.33 });
    expect(rows[15]).toMatchObject({ year: 16, age: 20, deposit: 0, interest: 367031.12 });
    expect(rows.at(-1)).toMatchObject({ year: 21, age: 25, balance: 7182119.17 });
    const interest = rows.reduce((sum, row) => sum.plus(row.interest!), decimal(0));
    expect(interest.toNumber()).toBe(run(texts).results?.interest);
    expect(run(texts).results?.maturityAge).toBe(25);
  });

  it('takes the rate in force when the account is opened', () => {
    // ₹250 a year at 7.6% (before April 2023): 10,988.45 after 21 years.
    expect(run({ yearly: '250', age: '9', date: '2022-06-01' }).results).toMatchObject({
      maturity: 10988.45,
      rate: 7.6,
      invested: 3750,
      maturityAge: 30,
    });
    expect(run({ date: '2023-12-31' }).results?.rate).toBe(8);
    expect(run({ date: '2024-01-01' }).results?.rate).toBe(8.2);
  });

  it('shows the steps and summary with the visitor’s numbers', () => {
    const { values, results } = run({ yearly: '150000', age: '0', date: '2025-04-05' });
    const steps = ssy.steps(values as never, results as never);
    expect(steps[2]).toBe(
      'After 15 years of deposits: D × ((1 + r)^15 − 1) ÷ r × (1 + r) = 1,50,000 × ((1.082)^15 − 1) ÷ 0.082 × 1.082 ≈ ₹44,75,989.33',
    );
    expect(steps[3]).toBe('Six more years without deposits: × (1.082)^6 ≈ ₹71,82,119.17');
    expect(ssy.summary!(values as never, results as never, TODAY)).toBe(
      '₹1,50,000.00 a year for 15 years at 8.2% grows to ₹71,82,119.17, tax-free, on 5 April 2046, when she is 21.',
    );
  });

  it('keeps the deposit and age within the scheme’s limits', () => {
    expect(run({ yearly: '249' }).errors.yearly).toBe('The account needs at least ₹250 a year');
    expect(run({ yearly: '150001' }).errors.yearly).toBe(
      'The account accepts at most ₹1,50,000 a year',
    );
    // SSA Scheme 2019, para 3: "till she attains the age of ten years".
    expect(run({ age: '10' }).errors.age).toBe(
      'An account can be opened only before she turns 10 (enter 0 to 9)',
    );
    expect(run({ age: '9', yearly: '250' }).errors).toEqual({});
  });
});
