import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import cagr from './cagr-calculator.ts';

// Expected values worked by hand (python3 for the powers): CAGR = (end ÷ start)^(1 ÷ years) − 1.

function run(texts: Record<string, string>) {
  return evaluate(cagr, texts);
}

describe('the CAGR calculator', () => {
  it('shows no growth when the value is unchanged', () => {
    const { results } = run({ start: '5000', end: '5000', years: '7' });
    expect(results?.cagr).toBeCloseTo(0, 12);
    expect(results?.gain).toBe(0);
    expect(results?.multiple).toBe(1);
  });

  it('gives a negative rate for a loss: +50% then −50% is about −13.40% a year', () => {
    // 100 → 150 → 75: (0.75)^(1/2) − 1 = −0.133975…
    const { values, results } = run({ start: '100', end: '75', years: '2' });
    expect(results?.cagr).toBeCloseTo(-13.3975, 4);
    expect(cagr.summary!(values as never, results as never, '')).toBe(
      'Shrinking 13.40% a year for 2 years takes $100.00 to $75.00.',
    );
    expect(cagr.steps(values as never, results as never)[3]).toBe(
      'Gain = $75.00 − $100.00 = -$25.00, a total growth of -25.00%',
    );
    expect(results?.gain).toBe(-25);
    expect(results?.totalGrowth).toBeCloseTo(-25, 10);
  });

  it('writes amounts in the currency chosen', () => {
    // (19,500 ÷ 10,000)^(1/3) − 1 = 1.95^(1/3) − 1 = 0.249338…
    const { values, results } = run({ currency: 'EUR', start: '10000', end: '19500', years: '3' });
    expect(cagr.summary!(values as never, results as never, '')).toBe(
      'Growing 24.93% a year for 3 years takes €10,000.00 to €19,500.00.',
    );
    const steps = cagr.steps(values as never, results as never);
    expect(steps[0]).toBe('Ratio = ending value ÷ starting value = €19,500.00 ÷ €10,000.00 = 1.95');
    expect(steps[3]).toBe('Gain = €19,500.00 − €10,000.00 = €9,500.00, a total growth of 95.00%');
  });

  it('handles part of a year: 100 to 110.25 in half a year is 21.550625% a year', () => {
    // (1.1025)^2 − 1 = 0.21550625
    const { results } = run({ start: '100', end: '110.25', years: '0.5' });
    expect(results?.cagr).toBeCloseTo(21.550625, 8);
  });

  it('solves for the ending value and the starting value', () => {
    // 1,000 × 1.1^3 = 1,331; 1,331 ÷ 1.1^3 = 1,000.
    expect(run({ start: '1000', cagr: '10', years: '3', solve: 'end' }).values?.end).toBe(1331);
    expect(run({ end: '1331', cagr: '10', years: '3', solve: 'start' }).values?.start).toBe(1000);
  });

  it('solves for the years, and says when no number of years fits', () => {
    // log(2) ÷ log(1.07) = 10.244768…
    const doubling = run({ start: '100', end: '200', cagr: '7', solve: 'years' });
    expect(doubling.values?.years).toBeCloseTo(10.244768, 6);
    const flat = run({ start: '100', end: '200', cagr: '0', solve: 'years' });
    expect(flat.results).toBeNull();
    expect(flat.unsolvable).toMatch(/^No time/);
    // Growth cannot shrink a value.
    expect(run({ start: '200', end: '100', cagr: '5', solve: 'years' }).results).toBeNull();
  });

  it('tabulates the value year by year at the CAGR', () => {
    const { values, results } = run({ start: '100', end: '133.1', years: '3' });
    const rows = cagr.table!.rows(values as never, results as never);
    expect(rows).toEqual([
      { year: 1, growth: 10, value: 110 },
      { year: 2, growth: 11, value: 121 },
      { year: 3, growth: 12.1, value: 133.1 },
    ]);
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ start: '0' }).errors.start).toBe('The starting value must be more than 0');
    expect(run({ end: '0' }).errors.end).toBe('The ending value must be more than 0');
    expect(run({ years: '0' }).errors.years).toBe('The time must be more than 0 years');
    expect(run({ years: '101' }).errors.years).toBe('The time can be at most 100 years');
    expect(run({ cagr: '-100', solve: 'end' }).errors.cagr).toBe(
      'The growth rate must be above -100%',
    );
  });

  it('says ≈ where the power is rounded: 1 ÷ 3 = 0.333…', () => {
    const { values, results } = evaluate(cagr, {}, '2026-12-04');
    const steps = cagr.steps(values as never, results as never, { advice: true });
    expect(steps).toContain('Power = 1 ÷ years = 1 ÷ 3 ≈ 0.3333333333');
    const four = evaluate(cagr, { years: '4' }, '2026-12-04');
    expect(cagr.steps(four.values as never, four.results as never, { advice: true })).toContain(
      'Power = 1 ÷ years = 1 ÷ 4 = 0.25',
    );
  });

  it('says ≈ where the ratio is rounded: 50,632 ÷ 9,877.79 = 5.1258429…', () => {
    const { values, results } = evaluate(cagr, { start: '9877.79', end: '50632' }, '2026-12-04');
    const steps = cagr.steps(values as never, results as never, { advice: true });
    expect(steps).toContain(
      'Ratio = ending value ÷ starting value = $50,632.00 ÷ $9,877.79 ≈ 5.125842926',
    );
  });
});
