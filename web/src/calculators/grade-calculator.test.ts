import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './grade-calculator.ts';

// Expected scores worked by hand with final = (wanted − current × (1 − w)) ÷ w.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-25');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: calculator.summary!(values, results as never, ''),
    steps: calculator.steps(values, results as never),
  };
}

describe('grade needed on the final', () => {
  it('works out the default: 85% now, final 40%, 90% wanted', () => {
    const { results, summary, steps } = run({});
    expect(results).toEqual({ needed: 97.5, withZero: 51, withFull: 91 });
    expect(summary).toBe('Score at least 97.50% on the final to finish with 90%.');
    expect(steps[1]).toBe('Your current grade brings 85 × 0.6 = 51 points of the course grade.');
    expect(steps[2]).toBe(
      'Needed on the final = (wanted − current × (1 − w)) ÷ w = (90 − 51) ÷ 0.4 = 97.50%.',
    );
  });

  it('says when the grade is out of reach', () => {
    // 70 × 0.8 = 56; (90 − 56) ÷ 0.2 = 170; the best possible is 56 + 20 = 76.
    const { results, summary } = run({ current: '70', weight: '20', wanted: '90' });
    expect(results).toEqual({ needed: 170, withZero: 56, withFull: 76 });
    expect(summary).toBe(
      'You would need 170.00% on the final, more than 100%: 90% is out of reach without extra credit. A perfect final gives 76.00%.',
    );
  });

  it('says when the grade is already secured', () => {
    // 95 × 0.75 = 71.25; (70 − 71.25) ÷ 0.25 = −5.
    const { results, summary, steps } = run({ current: '95', weight: '25', wanted: '70' });
    // The score needed is never shown below 0%: the formula's -5% is in the steps.
    expect(results.needed).toBe(0);
    expect(summary).toBe('Even 0% on the final leaves you with 71.25%, so 70% is already secured.');
    expect(steps[2]).toBe(
      'Needed on the final = (wanted − current × (1 − w)) ÷ w = (70 − 71.25) ÷ 0.25 = -5.00%, below 0: any score will do.',
    );
    // Exactly 0 needed is secured too: 80 × 0.5 = 40 wanted.
    expect(run({ current: '80', weight: '50', wanted: '40' }).summary).toMatch(/already secured/);
  });

  it('needs the wanted grade itself when the final is the whole grade', () => {
    expect(run({ current: '50', weight: '100', wanted: '73' }).results.needed).toBe(73);
  });

  it('needs the current grade again to keep it', () => {
    expect(run({ current: '82.5', weight: '35', wanted: '82.5' }).results.needed).toBe(82.5);
  });

  it('rounds the score needed up, so that it is enough', () => {
    // (89 − 85 × 0.7) ÷ 0.3 = 29.5 ÷ 0.3 = 98.333…%: a final of 98.33% gives 59.5 + 29.499 =
    // 88.999%, short of 89%; 98.34% gives 89.002%.
    const { results, summary, steps } = run({ current: '85', weight: '30', wanted: '89' });
    expect(results.needed).toBe(98.34);
    expect(summary).toBe('Score at least 98.34% on the final to finish with 89%.');
    expect(steps[2]).toBe(
      'Needed on the final = (wanted − current × (1 − w)) ÷ w = (89 − 59.5) ÷ 0.3 ≈ 98.3333333333%, rounded up to 98.34% so that it is enough.',
    );
  });

  it('works a final worth a vanishing share without dividing by 0', () => {
    // (90 − 85 × (1 − 10⁻³⁰²)) ÷ 10⁻³⁰² = 5 × 10³⁰² + 85, which a double reads as 5 × 10³⁰².
    const { results } = run({ weight: '1e-300' });
    expect(results.needed).toBe(5e302);
    expect(results.withFull).toBe(85);
  });

  it('checks the fields', () => {
    expect(evaluate(mode, { weight: '0' }).errors).toEqual({
      weight: 'The final must be worth more than 0%',
    });
    expect(evaluate(mode, { weight: '101', current: '-1', wanted: '' }).errors).toEqual({
      current: 'Your current grade cannot be negative',
      weight: 'The final can be worth at most 100%',
      wanted: 'Enter the grade you want',
    });
    expect(evaluate(mode, { current: '85%' }).errors).toEqual({});
  });
});
