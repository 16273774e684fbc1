import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import comparison from './loan-comparison-calculator.ts';

// Values worked out independently with Python's decimal module (the one loan schedule).
const run = (texts: Record<string, string>) => evaluate(comparison, texts);

describe('loan comparison calculator', () => {
  it('starts with $20,000 over 60 months: 6% without fees against 5.5% with $600', () => {
    const { values, results } = run({ currency: 'USD' });
    // Python: 6% pays 386.66, total 23,199.35; 5.5% pays 382.02, total 22,921.43 + 600.
    expect(results).toMatchObject({
      paymentA: 386.66,
      paymentB: 382.02,
      totalA: 23199.35,
      totalB: 23521.43,
      costDifferenceBA: 322.08,
    });
    expect(comparison.summary!(values as never, results as never, '')).toBe(
      'Offer A is cheapest: $3,199.35 of interest and fees, $322.08 less than offer B.',
    );
    expect(comparison.facts!(values as never, results as never)).toEqual([
      { label: 'Cheapest', text: 'Offer A' },
    ]);
  });

  it('writes an interest-free payment as P ÷ n, not the 0 ÷ 0 of the annuity formula', () => {
    const { values, results } = run({ rateA: '0' });
    expect(comparison.steps(values as never, results as never)[0]).toMatch(
      /^Offer A: payment = P ÷ n at 0% = \$20,000\.00 ÷ 60 ≈ \$333\.33;/,
    );
    // $12,000 ÷ 60 is $200.00 exactly.
    const even = run({ rateA: '0', amountA: '12000' });
    expect(comparison.steps(even.values as never, even.results as never)[0]).toMatch(
      /^Offer A: payment = P ÷ n at 0% = \$12,000\.00 ÷ 60 = \$200\.00;/,
    );
  });

  it('gives an interest-free offer without fees an APR of exactly 0%', () => {
    // Its 60 payments of $333.33 and $333.53 repay the $20,000 to the cent.
    expect(run({ rateA: '0' }).results?.aprA).toBe(0);
  });

  it('compares a third offer only when asked', () => {
    const { values } = run({});
    expect(comparison.hiddenOutputs!(values as never)).toContain('paymentC');
    const three = run({ offers: '3', rateC: '4', monthsC: '60', feesC: '0' });
    expect(comparison.hiddenOutputs!(three.values as never)).toEqual([]);
    expect(comparison.facts!(three.values as never, three.results as never)[0]!.text).toBe(
      'Offer C',
    );
  });

  it('names every offer that ties, as a list', () => {
    // Three offers of $20,000 at 6% over 60 months, no fees: $3,199.35 of interest each.
    const texts = { rateB: '6', feesB: '0', offers: '3', rateC: '6', monthsC: '60' };
    const { values, results } = run(texts);
    expect(comparison.summary!(values as never, results as never, '')).toBe(
      'Offers A, B and C cost the same: $3,199.35 of interest and fees.',
    );
  });

  it('refuses fees as large as the loan', () => {
    expect(run({ feesB: '20000' }).errors.feesB).toBe(
      'The fees of offer B must be less than its loan amount',
    );
  });
});
