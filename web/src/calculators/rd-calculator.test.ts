import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import rd, { rdMaturity } from './rd-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(rd, texts);

describe('RD calculator', () => {
  it('values the first instalment as Sookshmas’s table does', () => {
    // Rs. 47,000 a month for 24 months at 8.25% compounded quarterly: the first instalment,
    // in for 8 quarters, grows to 55,338.51 (sookshmas.com, “Calculation based on recurring
    // deposit”). It is the difference between 24 and 23 months of instalments.
    const first = rdMaturity(47000, 8.25, 24) - rdMaturity(47000, 8.25, 23);
    expect(first).toBeCloseTo(55338.51, 2);
  });

  it('sums each instalment’s quarterly growth for any number of months', () => {
    // ₹1,000 for 5 months at 9%: Σ 1000 × 1.0225^(k/3), k = 1 … 5, worked term by term.
    const terms = [1, 2, 3, 4, 5].map((k) => 1000 * 1.0225 ** (k / 3));
    expect(rdMaturity(1000, 9, 5)).toBeCloseTo(
      terms.reduce((a, b) => a + b),
      9,
    );
    expect(run({ monthly: '1000', rate: '9', months: '5' }).results?.maturity).toBe(5112.78);
  });

  it('earns nothing at 0%', () => {
    expect(run({ monthly: '1000', rate: '0', months: '12' }).results).toEqual({
      maturity: 12000,
      invested: 12000,
      interest: 0,
    });
  });

  it('keeps its precision at a tiny rate', () => {
    // At 0.0001% the interest is a few paise, not lost to cancellation.
    const value = rdMaturity(1000, 0.0001, 12);
    expect(value).toBeGreaterThan(12000);
    expect(value - 12000).toBeCloseTo(1000 * (0.0001 / 400 / 3) * 78, 6);
  });

  it('ends the table at maturity, with parts that add up', () => {
    const { values, results } = run({ monthly: '5000', rate: '7.5', months: '18' });
    const rows = rd.table!.rows(values as never, results as never);
    expect(rows.map((row) => row.year)).toEqual([1, 2]);
    expect(rows[1]).toEqual({
      year: 2,
      invested: 90000,
      interest: 5502.35,
      balance: 95502.35,
    });
    for (const row of rows) expect(row.invested! + row.interest!).toBeCloseTo(row.balance!, 6);
  });

  it('checks each field’s bounds', () => {
    expect(run({ months: '0' }).errors.months).toBe('The tenure must be at least 1 month');
    expect(run({ months: '12.5' }).errors.months).toBe(
      'Enter the tenure as a whole number of months, e.g. 60',
    );
    expect(run({ months: '600' }).errors).toEqual({});
    expect(run({ months: '601' }).errors.months).toBe(
      'The tenure can be at most 600 months (50 years)',
    );
    expect(run({ monthly: '0' }).errors.monthly).toBe('The instalment must be more than ₹0');
  });
});
