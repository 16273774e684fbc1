import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import sd from './standard-deviation-calculator.ts';

const TODAY = '2026-11-25';

function shown(numbers: string) {
  const { values, results, errors } = evaluate(sd, { numbers }, TODAY);
  expect(errors).toEqual({});
  const v = values as { numbers: string };
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: sd.headline!.text(v, r, TODAY),
    caption: sd.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(sd.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: sd.steps(v, r),
  };
}

describe('the standard deviation calculator', () => {
  it('shows both standard deviations of its default list (2, 4, 4, 4, 5, 5, 7, 9)', () => {
    const { headline, caption, facts } = shown(sd.fields.numbers.default);
    // Sum of squares 32: s = √(32/7) = 2.13808993529939…, σ = √(32/8) = 2.
    expect(headline).toBe('≈ 2.1380899353');
    expect(caption).toBe('Population standard deviation (σ): 2, for 8 numbers');
    expect(facts).toEqual({
      'Population standard deviation (σ)': '2',
      'Sample variance (s²)': '≈ 4.5714285714',
      'Population variance (σ²)': '4',
      Mean: '5',
      Count: '8',
      'Sum of squared deviations': '32',
    });
  });

  it('shows every deviation of a short list in the steps', () => {
    const { steps } = shown('1, 2, 6');
    // Mean 3; deviations −2, −1, 3; squares 4, 1, 9; sum 14.
    expect(steps).toEqual([
      'Your 3 numbers: 1, 2, 6',
      'Mean = 9 ÷ 3 = 3',
      '(1 − 3)² = (-2)² = 4',
      '(2 − 3)² = (-1)² = 1',
      '(6 − 3)² = 3² = 9',
      'Sum of squared deviations Σ(x − mean)² = 14',
      'Population variance σ² = 14 ÷ 3 ≈ 4.6666666667; σ = √4.6666666667 ≈ 2.1602468995',
      'Sample variance s² = 14 ÷ (3 − 1) = 7; s = √7 ≈ 2.6457513111',
    ]);
  });

  it('summarises the deviations of a long list in one step', () => {
    const numbers = Array.from({ length: 13 }, (_, i) => i).join(' ');
    const { steps, results } = shown(numbers);
    // 0 … 12: mean 6, Σ(x − 6)² = 2 × (1 + 4 + … + 36) = 182.
    expect(results.sumSquares).toBe(182);
    expect(steps[2]).toBe(
      "Each number's deviation from the mean, x − 6, is squared; the 13 squares are added up.",
    );
  });

  it('is 0 for equal numbers', () => {
    expect(shown('7 7 7').results).toMatchObject({ sampleSd: 0, populationSd: 0, mean: 7 });
  });

  it('keeps the precision of large, nearly equal numbers', () => {
    // Floating point's Σx² − n·mean² loses every digit here; exact decimals give exactly 1.
    const { results } = shown('100000000000001 100000000000003 100000000000002');
    expect(results.sampleSd).toBe(1);
    expect(results.sumSquares).toBe(2);
  });

  it('needs two numbers', () => {
    expect(evaluate(sd, { numbers: '5' }, TODAY).errors.numbers).toBe(
      'Enter at least 2 numbers, separated by commas, spaces or new lines',
    );
    expect(evaluate(sd, { numbers: '5, x' }, TODAY).errors.numbers).toMatch(
      /^“x” \(the 2nd entry\) is not a number/,
    );
  });

  it('agrees with the two-pass formula for any list, and s² = σ² × n ÷ (n − 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 2, maxLength: 40 }),
        (xs) => {
          const { results } = shown(xs.join(', '));
          const n = xs.length;
          const mean = xs.reduce((a, b) => a + b, 0) / n;
          const ss = xs.reduce((a, x) => a + (x - mean) ** 2, 0);
          const near = (actual: number, expected: number) =>
            expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, expected));
          near(results.sumSquares!, ss);
          near(results.populationSd!, Math.sqrt(ss / n));
          near(results.sampleVariance!, (results.populationVariance! * n) / (n - 1));
          expect(results.sampleSd).toBeGreaterThanOrEqual(results.populationSd!);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps the spread of numbers near 1 that differ in their last digits', () => {
    // Python's decimal: 1.000000000001 and 1.000000000003 have mean 1.000000000002, squared
    // deviations 10⁻²⁴ each, σ = 10⁻¹², s = √2 × 10⁻¹²; Σx² − (Σx)² ÷ n at 20 places gave 10⁻²³.
    const { results, steps } = shown('1.000000000001, 1.000000000003');
    expect(results.populationSd).toBe(1e-12);
    expect(results.sampleSd).toBeCloseTo(Math.SQRT2 * 1e-12, 25);
    expect(steps.slice(0, 4)).toEqual([
      'Your 2 numbers: 1.000000000001, 1.000000000003',
      'Mean = 2.000000000004 ÷ 2 = 1.000000000002',
      '(1.000000000001 − 1.000000000002)² = (-1 × 10⁻¹²)² = 1 × 10⁻²⁴',
      '(1.000000000003 − 1.000000000002)² = (1 × 10⁻¹²)² = 1 × 10⁻²⁴',
    ]);
    // 1, 1, 1.0000000000001: σ = 4.714045208 × 10⁻¹⁴, s = 5.773502692 × 10⁻¹⁴ (Python's decimal);
    // the mean that does not end is shown to 20 digits, so 1 − the mean is not 1 − 1.
    const near = shown('1, 1, 1.0000000000001');
    expect(near.caption).toMatch(/^Population standard deviation \(σ\): ≈ 4\.714045208 × 10⁻¹⁴/);
    expect(near.headline).toBe('≈ 5.773502692 × 10⁻¹⁴');
    expect(near.steps[2]).toBe(
      '(1 − 1.0000000000000333333)² = (-3.333333333 × 10⁻¹⁴)² ≈ 1.111111111 × 10⁻²⁷',
    );
  });

  it('keeps the spread of numbers far below 1 instead of cutting it to 0', () => {
    // Python's decimal: for 1e-12, 2e-12, 3e-12 the squared deviations sum to 2e-24, so
    // s = √(1e-24) = 1e-12 and σ = √(2e-24 ÷ 3) = 8.1649658092772603…e-13.
    const { headline, caption, facts, steps, results } = shown('1e-12, 2e-12, 3e-12');
    expect(headline).toBe('1 × 10⁻¹²');
    expect(caption).toBe('Population standard deviation (σ): ≈ 8.164965809 × 10⁻¹³, for 3 numbers');
    expect(facts['Sum of squared deviations']).toBe('2 × 10⁻²⁴');
    expect(results.populationSd).toBeCloseTo(8.16496580927726e-13, 25);
    expect(steps.at(-2)).toBe(
      'Population variance σ² = (2 × 10⁻²⁴) ÷ 3 ≈ 6.666666667 × 10⁻²⁵; ' +
        'σ = √(6.666666667 × 10⁻²⁵) ≈ 8.164965809 × 10⁻¹³',
    );
    // A millionth apart: s² = 10⁻¹², which 10 decimals showed as 0 beside s = 0.000001.
    expect(shown('0.000001, 0.000002, 0.000003').steps.at(-1)).toBe(
      'Sample variance s² = (2 × 10⁻¹²) ÷ (3 − 1) = 1 × 10⁻¹²; s = √(1 × 10⁻¹²) = 0.000001',
    );
  });
});
