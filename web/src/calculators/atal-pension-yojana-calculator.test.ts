import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import apy, { CONTRIBUTIONS } from './atal-pension-yojana-calculator.ts';

// The contributions are PFRDA's chart (as published by HDFC Bank, Bank of Maharashtra, PO Tools blog);
// the total paid is worked by hand: contribution × 12 × (60 − age).

const run = (texts: Record<string, string>) => evaluate(apy, texts);

describe('Atal Pension Yojana calculator', () => {
  it('opens at 25 for ₹5,000 a month: ₹376 a month for 35 years', () => {
    // 376 × 12 × 35 = 1,57,920.
    expect(run({}).results).toEqual({ monthly: 376, years: 35, totalPaid: 157920, corpus: 850000 });
  });

  it('reads the chart at its corners', () => {
    // 42 × 12 × 42 = 21,168; 1,454 × 12 × 20 = 3,48,960.
    expect(run({ age: '18', pension: '1000' }).results).toEqual({
      monthly: 42,
      years: 42,
      totalPaid: 21168,
      corpus: 170000,
    });
    expect(run({ age: '40', pension: '5000' }).results).toEqual({
      monthly: 1454,
      years: 20,
      totalPaid: 348960,
      corpus: 850000,
    });
    expect(run({ age: '18', pension: '5000' }).results?.monthly).toBe(210);
    expect(run({ age: '40', pension: '1000' }).results?.monthly).toBe(291);
  });

  it('has a chart row for every age from 18 to 40, rising with age and pension', () => {
    const ages = Object.keys(CONTRIBUTIONS).map(Number);
    expect(ages).toEqual(Array.from({ length: 23 }, (_, index) => 18 + index));
    for (const age of ages) {
      const row = CONTRIBUTIONS[age]!;
      expect(row).toHaveLength(5);
      for (let i = 1; i < 5; i++) expect(row[i]!).toBeGreaterThan(row[i - 1]!);
      if (age > 18) {
        for (let i = 0; i < 5; i++) expect(row[i]!).toBeGreaterThan(CONTRIBUTIONS[age - 1]![i]!);
      }
    }
  });

  it('returns ₹1.7 lakh to ₹8.5 lakh to the nominee', () => {
    const corpus = (pension: string) => run({ pension }).results?.corpus;
    expect(['1000', '2000', '3000', '4000', '5000'].map(corpus)).toEqual([
      170000, 340000, 510000, 680000, 850000,
    ]);
  });

  it('shows the steps and summary in whole rupees', () => {
    const { values, results } = run({ age: '30', pension: '3000' });
    expect(apy.steps(values as never, results as never)).toEqual([
      'From the APY contribution chart, joining at 30 for a pension of ₹3,000: ₹347 a month',
      'Years of contributions = 60 − 30 = 30',
      'Total paid = ₹347 × 12 × 30 = ₹1,24,920',
      'Corpus returned to the nominee for a ₹3,000 pension: ₹5,10,000 (₹5.1 lakh)',
    ]);
    expect(apy.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Joining at 30, you pay ₹347 a month for 30 years for a pension of ₹3,000 a month from 60.',
    );
  });

  it('accepts ages 18 to 40 only', () => {
    expect(run({ age: '17' }).errors.age).toBe('APY is open from age 18');
    expect(run({ age: '41' }).errors.age).toBe('APY is open only up to age 40');
    expect(run({ age: '25.5' }).errors.age).toBeDefined();
  });
});
