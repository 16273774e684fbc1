import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import sampleSize from './sample-size-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for these texts: the results, the summary and the steps. */
function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(sampleSize, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as never;
  const r = results as Record<string, number>;
  return {
    results: r,
    summary: sampleSize.summary!(v, r as never, TODAY),
    steps: sampleSize.steps(v, r as never),
  };
}

describe('the sample size calculator', () => {
  it('finds 385 for ±5% at 95% confidence and p = 50% by default', () => {
    // Python: z = NormalDist().inv_cdf(0.975) = 1.959963985; n₀ = z² × 0.25 ÷ 0.05² = 384.1458821.
    const { results, summary, steps } = shown({});
    expect(results.sampleSize).toBe(385);
    expect(results.unlimited).toBeCloseTo(384.1458821, 4);
    expect(results.z).toBeCloseTo(1.959963985, 6);
    expect(summary).toBe(
      'A sample of 385 gives a margin of error of ±5.00% at 95% confidence, for an expected proportion of 50%.',
    );
    expect(steps).toEqual([
      'z for 95% confidence = Φ⁻¹(1 − 0.05 ÷ 2) = Φ⁻¹(0.975) ≈ 1.959964',
      'n₀ = z² × p × (1 − p) ÷ e² = 1.959964² × 0.5 × 0.5 ÷ 0.05² ≈ 384.1459',
      'Rounded up to a whole response: n = 385',
    ]);
  });

  it('corrects for a finite population', () => {
    // n = 384.1458821 ÷ (1 + 383.1458821 ÷ 2000) = 322.3855367, rounded up 323.
    const { results, steps } = shown({ population: '2000' });
    expect(results.sampleSize).toBe(323);
    expect(steps[2]).toBe(
      'With the finite population correction: n = n₀ ÷ (1 + (n₀ − 1) ÷ N) = 384.1459 ÷ (1 + 383.1459 ÷ 2,000) = 322.3855',
    );
    expect(steps[3]).toBe('Rounded up to a whole response: n = 323');
    // A population of 1 needs 1 response; 0 (or blank) is unlimited.
    expect(shown({ population: '1' }).results.sampleSize).toBe(1);
    expect(shown({ population: '0' }).results.sampleSize).toBe(385);
  });

  it('uses the other confidence levels and a narrower margin', () => {
    // 90%: z = 1.644853627, n₀ = 270.5543 → 271. ±3% at 95%: n₀ = 1067.0719 → 1,068.
    expect(shown({ confidence: '90' }).results.sampleSize).toBe(271);
    expect(shown({ margin: '3' }).results.sampleSize).toBe(1068);
  });

  it('works z to its last digits, where a sample size falls just above a whole number', () => {
    // R: qnorm(0.975) = 1.959963984540054; 1.959963984540054² × 0.21 × 0.79 ÷ 0.001² =
    // 637,298.018 → 637,299 (a z good to 7 digits gave 637,297.994 → 637,298). 90%, p = 45%:
    // qnorm(0.95)² × 0.45 × 0.55 ÷ 0.001² = 669,622.005 → 669,623.
    expect(shown({ margin: '0.1', proportion: '21' }).results.sampleSize).toBe(637299);
    expect(shown({ confidence: '90', margin: '0.1', proportion: '45' }).results.sampleSize).toBe(
      669623,
    );
  });

  it('solves for the margin of error of a sample', () => {
    // e = 1.959964 × √(0.25 ÷ 400) = 4.8999100%; with N = 2000: × √(1600 ÷ 1999) = 4.3837088%.
    const plain = shown({ solve: 'margin', sampleSize: '400' });
    expect(plain.results.margin).toBeCloseTo(4.89991, 5);
    expect(plain.steps[1]).toBe(
      'e = z × √(p × (1 − p) ÷ n) = 1.959964 × √(0.5 × 0.5 ÷ 400) ≈ ±4.90%',
    );
    expect(plain.summary).toBe(
      'A sample of 400 gives a margin of error of ±4.90% at 95% confidence, for an expected proportion of 50%.',
    );
    const finite = shown({ solve: 'margin', sampleSize: '400', population: '2000' });
    expect(finite.results.margin).toBeCloseTo(4.383709, 5);
    expect(finite.steps[1]).toBe(
      'e = z × √(p × (1 − p) ÷ n × (N − n) ÷ (N − 1)) = 1.959964 × √(0.5 × 0.5 ÷ 400 × (2,000 − 400) ÷ (2,000 − 1)) ≈ ±4.38%',
    );
    // A census has no sampling error.
    expect(shown({ solve: 'margin', sampleSize: '50', population: '50' }).results.margin).toBe(0);
  });

  it('refuses impossible inputs with the field’s message', () => {
    expect(evaluate(sampleSize, { margin: '0' }, TODAY).errors).toEqual({
      margin: 'The margin of error must be more than 0%',
    });
    expect(evaluate(sampleSize, { proportion: '100' }, TODAY).errors).toEqual({
      proportion:
        'The expected proportion must be less than 100%: no sample is needed for a certainty',
    });
    expect(evaluate(sampleSize, { proportion: '0' }, TODAY).errors).toEqual({
      proportion: 'The expected proportion must be more than 0%',
    });
    expect(
      evaluate(sampleSize, { solve: 'margin', sampleSize: '600', population: '500' }, TODAY).errors,
    ).toEqual({ sampleSize: 'The sample cannot be larger than the population of 500' });
  });
  it('has no margin of error for a sample of the whole population, rather than 0 ÷ 0', () => {
    const { values, results } = evaluate(
      sampleSize,
      { sampleSize: '1', population: '1', solve: 'margin' },
      TODAY,
    );
    expect(sampleSize.steps(values as never, results as never).at(-1)).toBe(
      'A sample of the whole population has no margin of error: e = ±0%',
    );
  });
});
