import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import flat from './flat-vs-reducing-rate-calculator.ts';

// Values worked out independently with Python (bisection on the annuity formula).
const run = (texts: Record<string, string>) => evaluate(flat, texts);

describe('flat vs reducing rate calculator', () => {
  it('starts with ₹1 lakh at 10% flat for 36 months: 17.92% reducing', () => {
    const { values, results } = run({});
    // Python: rate R with 1e5 × (R/1200) ÷ (1 − (1 + R/1200)^−36) = 1e5 × 1.3 ÷ 36 → 17.91768%.
    expect(values!.reducingRate).toBeCloseTo(17.91768, 4);
    // Interest 1,00,000 × 10% × 3 = 30,000; EMI 1,30,000 ÷ 36 = 3,611.111… → 3,611.11.
    expect(results!.totalInterest).toBe(30000);
    expect(results!.totalPayment).toBe(130000);
    expect(results!.emi).toBe(3611.11);
    // 10% on a reducing balance: EMI 1e5 × (10/1200) ÷ (1 − (1 + 10/1200)^−36) = 3,226.719… → 3,226.72.
    expect(results!.sameFigureEmi).toBe(3226.72);
  });

  it('converts back: 15.86% reducing over 120 months is about 10% flat', () => {
    const { values } = run({ solve: 'flatRate', reducingRate: '15.86', months: '120' });
    // Python: (annuity(1, 15.86, 120) × 120 − 1) × 1200 ÷ 120 = 9.997004
    expect(values!.flatRate).toBeCloseTo(9.997004, 5);
  });

  it('makes 0% flat 0% reducing, with no interest', () => {
    const { values, results } = run({ flatRate: '0' });
    expect(values!.reducingRate).toBeCloseTo(0, 6);
    expect(results!.totalInterest).toBe(0);
    expect(results!.emi).toBe(2777.78);
  });

  it('refuses a tenure that is not whole months, and a negative rate', () => {
    expect(run({ months: '3.5' }).errors.months).toBe(
      'Enter the tenure as a whole number of months',
    );
    expect(run({ flatRate: '-1' }).errors.flatRate).toBe('The flat rate cannot be negative');
  });

  it('says the comparison in the summary and the steps', () => {
    const { values, results } = run({});
    // 30,000 − 16,161.84 (the 10% reducing loan's interest, schedule in Python) = 13,838.16.
    expect(flat.summary!(values as never, results as never, '')).toBe(
      'A flat rate of 10% over 36 months costs the same as a reducing-balance rate of 17.92%: an EMI of ₹3,611.11 and ₹30,000.00 of interest, ₹13,838.16 more than 10% charged on a reducing balance.',
    );
    const steps = flat.steps(values as never, results as never);
    expect(steps[0]).toBe(
      'Flat interest = P × flat rate × years = ₹1,00,000.00 × 10% × 3 = ₹30,000.00',
    );
    expect(steps[1]).toBe('EMI = (P + interest) ÷ months = ₹1,30,000.00 ÷ 36 ≈ ₹3,611.11');
  });
  it('writes a typed rate as typed: 10.125% is not 10.13%', () => {
    // 1,00,000 × 10.125% × 3 = 30,375 of flat interest.
    const { values, results } = evaluate(flat, { flatRate: '10.125' });
    expect(results?.totalInterest).toBe(30375);
    expect(flat.summary!(values as never, results as never, '')).toMatch(
      /^A flat rate of 10\.125% over 36 months .* more than 10\.125% charged on a reducing balance\.$/,
    );
  });
});
