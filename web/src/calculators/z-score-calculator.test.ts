import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import zScore from './z-score-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for these texts: the results, the summary and the steps. */
function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(zScore, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as never;
  const r = results as Record<string, number>;
  return {
    results: r,
    summary: zScore.summary!(v, r as never, TODAY),
    steps: zScore.steps(v, r as never),
    label: (id: 'left' | 'right') => (zScore.outputs[id].label as (v: never) => string)(v),
  };
}

describe('the z-score calculator', () => {
  it('places 85 on a curve with mean 70 and standard deviation 10 by default', () => {
    // By hand: z = (85 − 70) ÷ 10 = 1.5. Python statistics.NormalDist().cdf(1.5) = 0.9331927987;
    // right tail 0.0668072013, two-tailed 0.1336144025, within 0.8663855975.
    const { results, summary, steps, label } = shown({});
    expect(results.z).toBe(1.5);
    expect(results.x).toBe(85);
    expect(results.left).toBeCloseTo(0.9331927987, 7);
    expect(results.right).toBeCloseTo(0.0668072013, 7);
    expect(results.twoTailed).toBeCloseTo(0.1336144025, 7);
    expect(results.within).toBeCloseTo(0.8663855975, 7);
    expect(results.percentile).toBeCloseTo(93.31927987, 5);
    expect(label('left')).toBe('P(X < 85)');
    expect(label('right')).toBe('P(X > 85)');
    expect(summary).toBe(
      '85 is 1.5 standard deviations above the mean 70: 93.32% of values lie below it and 6.68% above it.',
    );
    expect(steps).toEqual([
      'z = (x − μ) ÷ σ = (85 − 70) ÷ 10 = 15 ÷ 10 = 1.5',
      'P(X < 85) = Φ(1.5) = ½ × (1 + erf(1.5 ÷ √2)) ≈ 0.9332',
      'P(X > 85) = 1 − Φ(1.5) ≈ 0.0668',
      'Two-tailed p-value = 2 × (1 − Φ(|z|)) = 2 × 0.0668 = 0.1336',
      'Percentile = P(X < x) × 100 ≈ 93.32%',
    ]);
  });

  it('shows a z-score far below 1 by its digits in the steps, not as 0', () => {
    // (1 − 70) ÷ 10¹⁵ = −6.9 × 10⁻¹⁴.
    const { steps } = shown({ x: '1', sd: '1000000000000000' });
    expect(steps[0]).toBe(
      'z = (x − μ) ÷ σ = (1 − 70) ÷ 1,000,000,000,000,000 = -69 ÷ 1,000,000,000,000,000 = -6.9 × 10⁻¹⁴',
    );
  });

  it('takes the link parameters x, mean and sd', () => {
    // z = (50 − 70) ÷ 10 = −2; Φ(−2) = 0.0227501319 (NormalDist), two-tailed 0.0455002639.
    const { results, summary } = shown({ x: '50', mean: '70', sd: '10' });
    expect(results.z).toBe(-2);
    expect(results.left).toBeCloseTo(0.0227501319, 8);
    expect(results.twoTailed).toBeCloseTo(0.0455002639, 8);
    expect(summary).toBe(
      '50 is 2 standard deviations below the mean 70: 2.28% of values lie below it and 97.72% above it.',
    );
  });

  it('does not round a share short of all values up to 100%', () => {
    // Φ(4) = 0.99996832875816688 (NormalDist): 99.997% lie below, not 100.00%.
    const { summary } = shown({ x: '4', mean: '0', sd: '1' });
    expect(summary).toBe(
      '4 is 4 standard deviations above the mean 0: 99.997% of values lie below it and 0.003167% above it.',
    );
  });

  it('says a value at the mean is at the 50th percentile', () => {
    const { results, summary } = shown({ x: '70', mean: '70', sd: '10' });
    expect(results).toMatchObject({ z: 0, left: 0.5, right: 0.5, twoTailed: 1, within: 0 });
    expect(summary).toBe(
      '70 equals the mean 70: 50.00% of values lie below it and 50.00% above it.',
    );
  });

  it('keeps the digits of a far tail', () => {
    // P(Z > 6) = 9.8658764504e-10 (R pnorm(6, lower.tail = FALSE)).
    const { results, steps } = shown({ x: '6', mean: '0', sd: '1' });
    expect(results.right! / 9.8658764504e-10).toBeCloseTo(1, 5);
    expect(steps[2]).toBe('P(X > 6) = 1 − Φ(6) ≈ 9.866 × 10⁻¹⁰');
  });

  it('keeps the digits of a tail far past the tables', () => {
    // R: pnorm(8, lower.tail = FALSE) = 6.220960574271784e-16, i.e. 6.221 × 10⁻¹⁴ %.
    const { results, summary } = shown({ x: '8', mean: '0', sd: '1' });
    expect(Math.abs(results.right! / 6.220960574271784e-16 - 1)).toBeLessThan(1e-12);
    expect(summary).toContain('6.221 × 10⁻¹⁴%');
  });

  it('finds the value at a percentile', () => {
    // Φ⁻¹(0.9) = 1.2815515655 (NormalDist().inv_cdf), x = 70 + 12.815515655 = 82.815515655.
    const { results, steps } = shown({
      given: 'percentile',
      percentile: '90',
      mean: '70',
      sd: '10',
    });
    expect(results.z).toBeCloseTo(1.2815515655, 6);
    expect(results.x).toBeCloseTo(82.815515655, 5);
    expect(results.percentile).toBeCloseTo(90, 5);
    expect(steps.slice(0, 2)).toEqual([
      'z = Φ⁻¹(0.9) ≈ 1.2816: the z-score with 90% of the area to its left (Newton steps on Φ from the probit estimate)',
      'x = μ + z × σ = 70 + 1.2816 × 10 ≈ 82.8155',
    ]);
  });

  it('finds the value at a z-score', () => {
    // x = 70 + (-1.5) × 10 = 55.
    const { results, steps } = shown({ given: 'z', z: '-1.5', mean: '70', sd: '10' });
    expect(results.x).toBe(55);
    expect(results.left).toBeCloseTo(0.0668072013, 7);
    expect(steps[0]).toBe('x = μ + z × σ = 70 + (-1.5) × 10 = 55');
  });

  it('refuses a standard deviation of 0 and percentiles of 0% or 100%', () => {
    expect(evaluate(zScore, { sd: '0' }, TODAY).errors).toEqual({
      sd: 'The standard deviation must be more than 0',
    });
    expect(evaluate(zScore, { given: 'percentile', percentile: '100' }, TODAY).errors).toEqual({
      percentile: 'Enter a percentile from 0.000001% to 99.999999%',
    });
    expect(evaluate(zScore, { given: 'percentile', percentile: '0' }, TODAY).errors).toEqual({
      percentile: 'Enter a percentile from 0.000001% to 99.999999%',
    });
    expect(evaluate(zScore, { mean: '' }, TODAY).errors).toEqual({ mean: 'Enter the mean' });
  });

  it('reads only the field of the chosen input', () => {
    // A percentile in the link is ignored while the value x is chosen.
    const { results } = shown({ x: '85', percentile: 'abc' });
    expect(results.z).toBe(1.5);
  });

  it('says ≈ where a step’s figures are rounded', () => {
    // (85 − 23.333333) ÷ 10 = 6.1666667, shown 6.1667; for z = 2, 1 − Φ(2) = 0.02275 (Python's
    // math.erfc), shown 0.0228, and 2 × 0.0228 = 0.0456 is not the 0.0455 shown.
    expect(shown({ mean: '23.333333' }).steps[0]).toBe(
      'z = (x − μ) ÷ σ = (85 − 23.333333) ÷ 10 = 61.666667 ÷ 10 ≈ 6.1667',
    );
    const defaults = shown({}).steps;
    expect(defaults[0]).toBe('z = (x − μ) ÷ σ = (85 − 70) ÷ 10 = 15 ÷ 10 = 1.5');
    expect(defaults).toContain('Two-tailed p-value = 2 × (1 − Φ(|z|)) = 2 × 0.0668 = 0.1336');
    expect(shown({ given: 'z', z: '2' }).steps).toContain(
      'Two-tailed p-value = 2 × (1 − Φ(|z|)) = 2 × 0.0228 ≈ 0.0455',
    );
  });

  it('writes a σ far below 1 in powers of ten, not as 0, and works its steps', () => {
    // (85 − 70) ÷ 10⁻¹¹ = 1.5 × 10¹².
    const { steps } = shown({ x: '85', mean: '70', sd: '0.00000000001' });
    expect(steps[0]).toBe(
      'z = (x − μ) ÷ σ = (85 − 70) ÷ (1 × 10⁻¹¹) = 15 ÷ (1 × 10⁻¹¹) = 1,500,000,000,000',
    );
  });
  it("says '=' only where the figures work out: Φ(0) = 0.5, x from a typed z, and one σ in the singular", () => {
    // (80 − 70) ÷ 10 = 1: one standard deviation, not "1 standard deviations".
    expect(shown({ x: '80' }).summary).toBe(
      '80 is 1 standard deviation above the mean 70: 84.13% of values lie below it and 15.87% above it.',
    );
    // Φ(0) = 0.5 exactly; the other areas are irrational.
    expect(shown({ x: '70' }).steps.slice(1, 3)).toEqual([
      'P(X < 70) = Φ(0) = ½ × (1 + erf(0 ÷ √2)) = 0.5000',
      'P(X > 70) = 1 − Φ(0) = 0.5000',
    ]);
    // x = 70 + (-0.333333) × 10 = 66.66667, shown to 4 decimals; Φ's z as its row shows it.
    expect(shown({ given: 'z', z: '-0.333333' }).steps.slice(0, 2)).toEqual([
      'x = μ + z × σ = 70 + (-0.333333) × 10 ≈ 66.6667',
      'P(X < 66.6667) = Φ(-0.3333) = ½ × (1 + erf(-0.3333 ÷ √2)) ≈ 0.3694',
    ]);
    // In decimal: 70.0000001 − 70 = 10⁻⁷ exactly, so z = 1 (in binary it came to 0.9999999406).
    const hair = shown({ x: '70.0000001', mean: '70', sd: '0.0000001' });
    expect(hair.results.z).toBe(1);
    expect(hair.steps[0]).toBe(
      'z = (x − μ) ÷ σ = (70.0000001 − 70) ÷ (1 × 10⁻⁷) = (1 × 10⁻⁷) ÷ (1 × 10⁻⁷) = 1',
    );
    // Twice a tail in powers of ten: 2 × 2.867 × 10⁻⁷ = 5.734 × 10⁻⁷, shown 5.733 (from the unrounded tail).
    expect(shown({ x: '75', sd: '1' }).steps[3]).toBe(
      'Two-tailed p-value = 2 × (1 − Φ(|z|)) = 2 × (2.867 × 10⁻⁷) ≈ 5.733 × 10⁻⁷',
    );
  });
});
