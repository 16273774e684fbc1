import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import compoundInterest from './compound-interest-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// compounding conventions and edge cases. Values worked by hand with Python's decimal module.

const run = (texts: Record<string, string>) => evaluate(compoundInterest, texts);

describe('compound interest calculator', () => {
  it('compounds as often as chosen', () => {
    // 5000 × (1 + 0.06/2)^8 = 6,333.85; 2000 × (1 + 0.05/365)^1095 = 2,323.64.
    expect(
      run({ principal: '5000', rate: '6', years: '4', compounding: 'half-yearly' }).results?.amount,
    ).toBe(6333.85);
    expect(
      run({ principal: '2000', rate: '5', years: '3', compounding: 'daily' }).results?.amount,
    ).toBe(2323.64);
  });

  it('grows large deposits daily over decades exactly to the cent', () => {
    // Python's decimal at 80 digits: 1e8 × (1 + 0.1/365)^18250 = 14,831,155,960.88 (binary
    // floating point gives 14,831,155,960.854…, shown as .85); 2.5e8 × (1 + 0.08/365)^10950 =
    // 2,755,069,484.74.
    const daily = { compounding: 'daily' };
    expect(run({ ...daily, principal: '100000000', rate: '10', years: '50' }).results?.amount).toBe(
      14831155960.88,
    );
    expect(run({ ...daily, principal: '250000000', rate: '8', years: '30' }).results).toMatchObject(
      { amount: 2755069484.74, interest: 2505069484.74 },
    );
    // And back: the deposit that grows to that amount is the 10⁸ put in.
    expect(
      run({ ...daily, amount: '14831155960.88', rate: '10', years: '50', solve: 'principal' })
        .values?.principal,
    ).toBe(100000000);
  });

  it('lets the visitor pick the currency, and explains in it', () => {
    expect(compoundInterest.currencyChoice).toBe(true);
    // 1.05^10 = 1.62889462677…; 10000 × that = 16,288.946…, in whichever currency: the steps name it.
    const { values, results } = run({ currency: 'gbp' });
    expect(values?.currency).toBe('GBP');
    const steps = compoundInterest.steps(values as never, results as never);
    expect(steps).toContain(
      'Final amount A = P × (1 + r/m)^n = 10,000 × 1.6288946268 ≈ £16,288.95',
    );
    expect(steps).toContain('Interest earned = A − P = 16,288.95 − 10,000 = £6,288.95');
    // In rupees the amounts are in lakhs, as the ₹ figures are: 10,00,000 × 1.62889… = 16,28,894.63.
    const inr = run({ currency: 'INR', principal: '1000000' });
    expect(compoundInterest.steps(inr.values as never, inr.results as never)).toContain(
      'Interest earned = A − P = 16,28,894.63 − 10,00,000 = ₹6,28,894.63',
    );
  });

  it('gives the effective annual rate of monthly compounding', () => {
    // (1 + 0.12/12)^12 − 1 = 12.6825%.
    const { results } = run({ rate: '12', compounding: 'monthly' });
    expect(results?.effectiveRate).toBeCloseTo(12.6825, 4);
  });

  it('keeps the deposit at 0% or after no time, and earns no interest', () => {
    expect(run({ principal: '2500', rate: '0', years: '10' }).results).toMatchObject({
      amount: 2500,
      interest: 0,
    });
    expect(run({ principal: '2500', rate: '7', years: '0' }).results).toMatchObject({
      amount: 2500,
      interest: 0,
    });
  });

  it('shows interest as the rounded final amount less the deposit', () => {
    // 10000 × 1.05^10 = 16,288.946…: shown 16,288.95, interest 6,288.95.
    expect(run({}).results).toMatchObject({ amount: 16288.95, interest: 6288.95 });
  });

  it('says so when no rate can grow a deposit in no time', () => {
    const { unsolvable } = run({ principal: '1000', amount: '2000', years: '0', solve: 'rate' });
    expect(unsolvable).toMatch(/fits these numbers\.$/);
  });

  it('says so when a final amount below the deposit is asked of a positive rate', () => {
    const { unsolvable } = run({ principal: '1000', amount: '900', rate: '5', solve: 'years' });
    expect(unsolvable).toMatch(/fits these numbers\.$/);
  });

  it('reads a link’s compounding in any case, and an unknown one as the default', () => {
    expect(run({ compounding: 'MONTHLY' }).values?.compounding).toBe('monthly');
    expect(run({ compounding: 'hourly' }).values?.compounding).toBe('yearly');
  });

  it('ends the table of a time solved for at its whole year, not a sliver past it', () => {
    // ln(16288.95 ÷ 10000) ÷ ln(1.05) = 10.0000047 years (Python's math): found from a rounded
    // amount, it is 10 years, and the table ends at year 10 with 16,288.95, as it did.
    const { values, results } = run({ amount: '16288.95', solve: 'years' });
    const rows = compoundInterest.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(10);
    expect(rows.at(-1)).toEqual({ year: 10, interest: 775.67, balance: 16288.95 });
  });

  it('ends its table with the part year of a time such as 2.5 years, so the interest adds up', () => {
    // Python's decimal: 10000 × (1 + 0.05/12)^12 = 10,511.62, ^24 = 11,049.41, ^30 = 11,328.54.
    const { values, results } = run({
      principal: '10000',
      rate: '5',
      years: '2.5',
      compounding: 'monthly',
    });
    expect(results?.amount).toBe(11328.54);
    expect(compoundInterest.table!.rows(values as never, results as never)).toEqual([
      { year: 1, interest: 511.62, balance: 10511.62 },
      { year: 2, interest: 537.79, balance: 11049.41 },
      { year: 3, interest: 279.13, balance: 11328.54 },
    ]);
  });
});
