import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import inflation from './inflation-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(inflation, texts);

describe('Inflation calculator', () => {
  it('shows both the future cost and what the amount will buy', () => {
    // 1,00,000 at 6% for 10 years: × 1.7908477 = 1,79,084.77; ÷ 1.7908477 = 55,839.48.
    expect(run({}).results).toEqual({
      futureCost: 179084.77,
      purchasingPower: 55839.48,
      costIncrease: 79084.77,
      powerLost: 44160.52,
    });
  });

  it('changes nothing at 0% or after 0 years', () => {
    for (const texts of [{ rate: '0' }, { years: '0' }] as Record<string, string>[]) {
      expect(run(texts).results).toEqual({
        futureCost: 100000,
        purchasingPower: 100000,
        costIncrease: 0,
        powerLost: 0,
      });
    }
  });

  it('handles deflation and part years', () => {
    // −2% for 2 years: × 0.9604 = 96,040; ÷ 0.9604 = 1,04,123.28.
    expect(run({ rate: '-2', years: '2' }).results).toMatchObject({
      futureCost: 96040,
      purchasingPower: 104123.28,
    });
    // 4% for half a year: × √1.04 = 1.0198039 → 1,01,980.39.
    expect(run({ rate: '4', years: '0.5' }).results?.futureCost).toBe(101980.39);
    // Falling prices: cash buys more then, so not "only".
    const deflation = run({ rate: '-2', years: '2' });
    expect(
      (
        inflation.summary!(deflation.values as never, deflation.results as never, '') as string[]
      )[1],
    ).toBe('$100,000.00 kept as cash will then buy what $104,123.28 buys today.');
  });

  it('says how long prices take to double', () => {
    const { values, results } = run({});
    expect(inflation.facts!(values as never, results as never)).toEqual([
      { label: 'Prices double in', text: '11.9 years at 6% a year' },
    ]);
  });

  it('tabulates whole years', () => {
    const { values, results } = run({ years: '2.5' });
    const rows = inflation.table!.rows(values as never, results as never);
    expect(rows).toEqual([
      { year: 1, futureCost: 106000, purchasingPower: 94339.62 },
      { year: 2, futureCost: 112360, purchasingPower: 88999.64 },
    ]);
  });

  it('writes amounts in the currency chosen, US dollars by default', () => {
    expect(inflation.currency).toBe('USD');
    expect(run({}).values?.currency).toBe('USD');
    const rupees = run({ currency: 'INR' });
    expect(
      inflation.summary!(rupees.values as never, rupees.results as never, '2026-01-01'),
    ).toEqual([
      'What costs ₹1,00,000.00 today will cost ₹1,79,084.77 in 10 years at 6% inflation.',
      '₹1,00,000.00 kept as cash will then buy only what ₹55,839.48 buys today.',
    ]);
    const dollars = run({ currency: 'usd' });
    expect(inflation.steps(dollars.values as never, dollars.results as never)[1]).toBe(
      'Future cost = $100,000.00 × 1.7908477 ≈ $179,084.77',
    );
  });

  it("says '=' for a growth factor shown exactly and '≈' for one rounded to 8 decimals", () => {
    const growthStep = (texts: Record<string, string>) => {
      const { values, results } = run(texts);
      return inflation.steps(values as never, results as never)[0];
    };
    // 1.06^10 = 1.7908476965428…, rounded; 1.5^2 = 2.25 exactly; 1.06^2.5 is irrational.
    expect(growthStep({})).toBe('Growth factor = (1 + 0.06)^10 = 1.06^10 ≈ 1.7908477');
    expect(growthStep({ rate: '50', years: '2' })).toBe(
      'Growth factor = (1 + 0.5)^2 = 1.5^2 = 2.25',
    );
    expect(growthStep({ years: '2.5' })).toMatch(
      /^Growth factor = \(1 \+ 0\.06\)\^2\.5 = 1\.06\^2\.5 ≈ /,
    );
  });

  it('checks each field’s bounds', () => {
    expect(run({ rate: '-11' }).errors.rate).toBe('The rate cannot be below −10% (deflation)');
    expect(run({ years: '101' }).errors.years).toBe('The years can be at most 100');
    expect(run({ amount: '0' }).errors.amount).toBe('The amount must be more than 0');
  });
});
