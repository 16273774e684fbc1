import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { Big } from '../engine/money.ts';
import calculator from './discount-calculator.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const discount: AnyMode = calculator;

// Exact cents: every amount is a whole number of cents, and the parts add up to the totals
// shown, for any input the form takes. Expected values worked by hand.

function run(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(discount, inputs);
  return { values, results: results!, errors };
}

const isCents = (value: number) => new Big(value).times(100).mod(1).eq(0);

describe('discount calculator', () => {
  it('opens on 25% off 80.00: 60.00, saving 20.00', () => {
    const { results, values } = run({});
    expect(results).toMatchObject({ salePrice: 60, saved: 20 });
    expect(discount.hiddenOutputs!(values!)).toEqual([
      'totalPercent',
      'firstSaving',
      'extraSaving',
      'taxAmount',
      'total',
    ]);
  });

  it('rounds each saving half-up to the cent once', () => {
    // 0.70 × 15% = 0.105 → 0.11; 0.59 left.
    const { results, values } = run({ price: '0.70', discount: '15' });
    expect(results).toMatchObject({ firstSaving: 0.11, salePrice: 0.59, saved: 0.11 });
    expect(discount.steps(values!, results)).toContain(
      'Discount = price × discount % ÷ 100 = $0.70 × 15 ÷ 100 = $0.105 ≈ $0.11',
    );
  });

  it('stacks an extra discount on the reduced price, and adds tax after', () => {
    // 279 − 55.80 = 223.20; 223.20 × 15% = 33.48; 189.72; 189.72 × 8.25% = 15.6519 → 15.65.
    const { results, values } = run({ price: '279', discount: '20', extra: '15', tax: '8.25' });
    expect(results).toEqual({
      salePrice: 189.72,
      saved: 89.28,
      totalPercent: 32,
      firstSaving: 55.8,
      extraSaving: 33.48,
      taxAmount: 15.65,
      total: 205.37,
    });
    expect(discount.hiddenOutputs!(values!)).toEqual([]);
    expect(discount.summary!(values!, results, '')).toEqual([
      '20% off $279.00, then 15% off that, is $189.72: you save $89.28, which is 32.00% in all (not 35%).',
      'With 8.25% sales tax of $15.65, you pay $205.37.',
    ]);
  });

  it('writes amounts in the currency the visitor picks, and reckons the same', () => {
    const euros = run({ currency: 'EUR', price: '279', discount: '20', extra: '15' });
    expect(euros.results).toEqual(run({ price: '279', discount: '20', extra: '15' }).results);
    expect(discount.summary!(euros.values!, euros.results, '')).toEqual([
      '20% off €279.00, then 15% off that, is €189.72: you save €89.28, which is 32.00% in all (not 35%).',
    ]);
    // A link's currency in any case; one that names no currency is the default.
    expect(run({ currency: 'gbp' }).values!.currency).toBe('GBP');
    expect(run({ currency: 'XYZ' }).values!.currency).toBe('USD');
  });

  it('handles no discount and a full discount', () => {
    expect(run({ price: '19.99', discount: '0' }).results).toMatchObject({
      salePrice: 19.99,
      saved: 0,
    });
    expect(run({ price: '19.99', discount: '100', tax: '10' }).results).toMatchObject({
      salePrice: 0,
      saved: 19.99,
      taxAmount: 0,
      total: 0,
    });
  });

  it('adds up to the cent for every input the form takes', () => {
    const percent = fc
      .integer({ min: 0, max: 10_000 })
      .map((hundredths) => String(hundredths / 100));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }).map((cents) => String(cents / 100)),
        percent,
        percent,
        percent,
        (price, off, extra, tax) => {
          const r = run({ price, discount: off, extra, tax }).results;
          for (const value of Object.values(r).filter((_, index) => index !== 2)) {
            expect(isCents(value)).toBe(true);
          }
          expect(new Big(r.firstSaving!).plus(r.extraSaving!).eq(r.saved!)).toBe(true);
          expect(new Big(r.salePrice!).plus(r.saved!).eq(price)).toBe(true);
          expect(new Big(r.salePrice!).plus(r.taxAmount!).eq(r.total!)).toBe(true);
          expect(r.salePrice).toBeGreaterThanOrEqual(0);
          expect(r.totalPercent).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('says what is wrong with each field', () => {
    expect(run({ price: '0' }).errors.price).toBe('The price must be more than 0');
    expect(run({ price: '' }).errors.price).toBe('Enter the original price');
    expect(run({ discount: '101' }).errors.discount).toBe('The discount can be at most 100%');
    expect(run({ discount: '-5' }).errors.discount).toBe('The discount cannot be negative');
    expect(run({ tax: '-1' }).errors.tax).toBe('The sales tax rate cannot be negative');
    // Blank optional fields are 0.
    expect(run({ extra: '', tax: '' }).results).toMatchObject({ salePrice: 60, total: 60 });
  });
  it("writes the saving's share after a semicolon, '≈' where it is rounded", () => {
    // 10% and 11% off $30.00: $3.00 + $2.97 = $5.97; 5.97 ÷ 30 = 19.9% exactly. 10% and 10% off
    // $30.00 with $0.01 more: $3.00 + $2.70 = $5.70 of $30.01 is 18.99367%, shown 18.99%.
    const exactly = run({ price: '30', discount: '10', extra: '11' });
    expect(discount.steps(exactly.values!, exactly.results)).toContain(
      'You save = $3.00 + $2.97 = $5.97; $5.97 ÷ $30.00 × 100 = 19.90% of the price',
    );
    const rounded = run({ price: '30.01', discount: '10', extra: '10' });
    expect(
      discount
        .steps(rounded.values!, rounded.results)
        .find((step) => step.startsWith('You save =')),
    ).toMatch(/ ÷ \$30\.01 × 100 ≈ [\d.]+% of the price$/);
  });
});
