import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Big } from '../engine/money.ts';
import { evaluate } from '../engine/evaluate.ts';
import salesTax from './sales-tax-calculator.ts';

function run(texts: Record<string, string>) {
  return evaluate(salesTax, texts);
}

describe('the sales tax calculator', () => {
  it('adds 8.25% to 100 by default: 8.25 of tax, 108.25 in all', () => {
    expect(run({}).results).toEqual({ total: 108.25, tax: 8.25, net: 100 });
  });

  it('writes amounts in dollars by default, or in the currency chosen', () => {
    const dollars = run({});
    expect(salesTax.summary!(dollars.values as never, dollars.results as never, '')).toBe(
      '8.25% tax on $100.00 is $8.25, for $108.25 in all.',
    );
    const pounds = run({ currency: 'GBP' });
    expect(salesTax.steps(pounds.values as never, pounds.results as never)).toEqual([
      'Tax = amount × rate ÷ 100 = £100.00 × 8.25 ÷ 100 ≈ £8.25',
      'Price with tax = amount + tax = £100.00 + £8.25 = £108.25',
    ]);
    const euros = run({ currency: 'EUR', amount: '120', rate: '20', mode: 'remove' });
    expect(salesTax.summary!(euros.values as never, euros.results as never, '')).toBe(
      '€120.00 including 20% tax is €100.00 plus €20.00 of tax.',
    );
    expect(salesTax.steps(euros.values as never, euros.results as never)).toEqual([
      'Price before tax = amount × 100 ÷ (100 + rate) = €120.00 × 100 ÷ 120 ≈ €100.00',
      'Tax = amount − price before tax = €120.00 − €100.00 = €20.00',
    ]);
  });

  it('takes 8.25% back out of 108.25', () => {
    expect(run({ amount: '108.25', mode: 'remove' }).results).toEqual({
      total: 108.25,
      tax: 8.25,
      net: 100,
    });
  });

  it('rounds half-up to the cent: 0.70 at 15% adds 0.11 (0.105)', () => {
    expect(run({ amount: '0.70', rate: '15' }).results).toEqual({
      total: 0.81,
      tax: 0.11,
      net: 0.7,
    });
  });

  it('adds nothing at 0%', () => {
    expect(run({ amount: '19.99', rate: '0', mode: 'remove' }).results).toEqual({
      total: 19.99,
      tax: 0,
      net: 19.99,
    });
  });

  it('reads a link’s mode in any case, and an unknown one as adding tax', () => {
    expect(run({ mode: 'REMOVE', amount: '120', rate: '20' }).results?.net).toBe(100);
    expect(run({ mode: 'vat', amount: '100', rate: '20' }).results?.total).toBe(120);
  });

  it('keeps the parts adding up to the amount typed when tax is removed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amountCents, rateHundredths) => {
          const amount = new Big(amountCents).div(100).toString();
          const rate = new Big(rateHundredths).div(100).toString();
          const { results } = run({ amount, rate, mode: 'remove' });
          expect(new Big(results!.net!).plus(results!.tax!).eq(amount)).toBe(true);
          expect(results!.total).toBe(Number(amount));
          expect(results!.tax).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ amount: '-1' }).errors.amount).toBe('The amount cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The tax rate can be at most 100%');
    expect(run({ rate: '' }).errors.rate).toBe('Enter the tax rate');
  });
});
