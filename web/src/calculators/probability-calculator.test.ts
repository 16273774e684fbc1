import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import probability from './probability-calculator.ts';

const TODAY = '2026-11-29';

const mode = (id: string): AnyMode => probability.tabs.find((tab) => tab.id === id)!.mode;

/** What a visitor sees in a tab for these texts: the results, the summary and the steps. */
function shown(id: string, texts: Record<string, string>) {
  const definition = mode(id);
  const { values, results, errors } = evaluate(definition, texts, TODAY);
  expect(errors).toEqual({});
  return {
    results: results!,
    summary: definition.summary!(values!, results!, TODAY),
    steps: definition.steps(values!, results!),
    label: (output: string) => {
      const label = definition.outputs[output]!.label;
      return typeof label === 'string' ? label : label(values!);
    },
  };
}

describe('the probability calculator: two events', () => {
  it('combines P(A) = 0.5 and P(B) = 0.4 by default', () => {
    // By hand: 0.5 × 0.4 = 0.2; 0.5 + 0.4 − 0.2 = 0.7; exactly one 0.7 − 0.2 = 0.5;
    // neither 0.5 × 0.6 = 0.3; A not B 0.5 × 0.6 = 0.3; B not A 0.4 × 0.5 = 0.2.
    const { results, summary, steps } = shown('events', {});
    expect(results.both).toBeCloseTo(0.2, 15);
    expect(results.either).toBeCloseTo(0.7, 15);
    expect(results.exactlyOne).toBeCloseTo(0.5, 15);
    expect(results.neither).toBeCloseTo(0.3, 15);
    expect(results.aNotB).toBeCloseTo(0.3, 15);
    expect(results.bNotA).toBeCloseTo(0.2, 15);
    expect(results.notA).toBe(0.5);
    expect(results.notB).toBe(0.6);
    expect(summary).toBe(
      'With P(A) = 0.5 and P(B) = 0.4, both happen with probability 0.2000 and at least one with 0.7000.',
    );
    expect(steps).toEqual([
      'P(A and B) = P(A) × P(B) = 0.5 × 0.4 = 0.2, since A and B are independent',
      'P(A or B) = P(A) + P(B) − P(A and B) = 0.5 + 0.4 − 0.2 = 0.7',
      'P(exactly one) = P(A or B) − P(A and B) = 0.7 − 0.2 = 0.5',
      'P(neither) = (1 − P(A)) × (1 − P(B)) = 0.5 × 0.6 = 0.3 = 1 − P(A or B)',
      'P(A and not B) = P(A) × (1 − P(B)) = 0.5 × 0.6 = 0.3; P(B and not A) = 0.4 × 0.5 = 0.2',
      'P(not A) = 1 − 0.5 = 0.5; P(not B) = 1 − 0.4 = 0.6',
    ]);
  });

  it('handles impossible and certain events', () => {
    const { results } = shown('events', { pA: '0', pB: '1' });
    expect(results).toMatchObject({
      both: 0,
      either: 1,
      exactlyOne: 1,
      neither: 0,
      notA: 1,
      notB: 0,
    });
  });

  it('refuses a probability above 1 with a hint', () => {
    expect(evaluate(mode('events'), { pA: '30' }, TODAY).errors).toEqual({
      pA: 'Enter the probability of A from 0 to 1 (for 30%, enter 0.3)',
    });
    expect(evaluate(mode('events'), { pB: '-0.1' }, TODAY).errors).toEqual({
      pB: 'Enter the probability of B from 0 to 1',
    });
  });
});

describe('the probability calculator: binomial', () => {
  it('finds 5 heads in 10 fair tosses by default', () => {
    // Python math.comb: C(10, 5) = 252; 252 ÷ 1024 = 0.24609375; P(X ≤ 5) = P(X ≥ 5) = 638 ÷ 1024
    // = 0.623046875; mean 5; sd √2.5 = 1.58113883.
    const { results, summary, steps, label } = shown('binomial', {});
    expect(results.exactly).toBeCloseTo(0.24609375, 13);
    expect(results.atMost).toBeCloseTo(0.623046875, 13);
    expect(results.atLeast).toBeCloseTo(0.623046875, 13);
    expect(results.fewer).toBeCloseTo(0.376953125, 13);
    expect(results.more).toBeCloseTo(0.376953125, 13);
    expect(results.mean).toBe(5);
    expect(results.sd).toBeCloseTo(1.58113883, 8);
    expect(label('exactly')).toBe('P(X = 5), exactly');
    expect(label('atLeast')).toBe('P(X ≥ 5), at least');
    expect(summary).toBe(
      'In 10 trials with p = 0.5, exactly 5 successes has probability 0.2461, at most 5 has 0.6230 and at least 5 has 0.6230.',
    );
    expect(steps).toEqual([
      'P(X = k) = C(n, k) × p^k × (1 − p)^(n − k) = C(10, 5) × 0.5⁵ × 0.5⁵',
      'C(10, 5) = 10! ÷ (5! × 5!) = 252',
      // 252 ÷ 1,024 = 0.24609375 and 638 ÷ 1,024 = 0.623046875, shown to 4 decimals; √2.5 is irrational.
      'P(X = 5) ≈ 0.2461',
      'P(X ≤ 5) = P(X = 0) + … + P(X = 5) ≈ 0.6230',
      'P(X ≥ 5) = P(X = 5) + … + P(X = 10) ≈ 0.6230',
      'Mean = n × p = 10 × 0.5 = 5; standard deviation = √(10 × 0.5 × 0.5) ≈ 1.5811',
    ]);
  });

  it('works at n = 1,000 without overflow, and keeps tiny tails', () => {
    // Python: comb(1000, 500) / 2**1000 = 0.0252250181783608; P(X ≤ 10) with fractions =
    // 2.4833387914896352e-278.
    const middle = shown('binomial', { n: '1000', p: '0.5', k: '500' });
    expect(middle.results.exactly).toBeCloseTo(0.0252250181783608, 13);
    expect(middle.steps[1]).toMatch(/^C\(1000, 500\) = 1000! ÷ \(500! × 500!\) = 2\.70288 × 10/);
    const tail = shown('binomial', { n: '1000', p: '0.5', k: '10' });
    expect(tail.results.atMost! / 2.4833387914896352e-278).toBeCloseTo(1, 9);
    expect(tail.results.atLeast).toBe(1);
  });

  it('handles k = 0, k = n and p of 0 or 1', () => {
    // 0.7^20 = 0.000797922663 (python); P(X ≥ 0) = 1.
    const none = shown('binomial', { n: '20', p: '0.3', k: '0' });
    expect(none.results.exactly).toBeCloseTo(0.000797922663, 12);
    expect(none.results.atLeast).toBeCloseTo(1, 14);
    expect(none.results.fewer).toBe(0);
    expect(none.steps[3]).toBe('P(X ≤ 0) = P(X = 0) ≈ 0.0008');
    const all = shown('binomial', { n: '3', p: '1', k: '3' });
    expect(all.results).toMatchObject({ exactly: 1, atMost: 1, atLeast: 1, more: 0, sd: 0 });
    expect(all.steps[4]).toBe('P(X ≥ 3) = P(X = 3) = 1.0000');
    expect(shown('binomial', { n: '3', p: '0', k: '0' }).results.exactly).toBe(1);
    // 4 fair coins: P(no heads) = 1/16 = 0.0625 exactly; σ = √(4 × 0.5 × 0.5) = 1.
    const coins = shown('binomial', { n: '4', p: '0.5', k: '0' });
    expect(coins.steps[2]).toBe('P(X = 0) = 0.0625');
    expect(coins.steps[5]).toBe(
      'Mean = n × p = 4 × 0.5 = 2; standard deviation = √(4 × 0.5 × 0.5) = 1.0000',
    );
  });

  it('refuses more successes than trials', () => {
    expect(evaluate(mode('binomial'), { n: '5', k: '6' }, TODAY).errors).toEqual({
      k: 'There cannot be more successes than trials: k can be at most 5',
    });
    expect(evaluate(mode('binomial'), { n: '1001' }, TODAY).errors).toEqual({
      n: 'The number of trials can be at most 1,000',
    });
  });
});

describe('the probability calculator: far tails', () => {
  it('writes a probability below a millionth in powers of ten, in the rows and the summary', () => {
    // By hand (Python's exact fractions): C(999, 5) ÷ 2^999 = 1.5322396…e-288, and
    // P(X ≤ 5) = 1.5399703…e-288. As decimals they would start with 287 zeros.
    const definition = mode('binomial');
    const evaluation = evaluate(definition, { n: '999', p: '0.5', k: '5' }, TODAY);
    const rows = resultRows(definition, evaluation, evaluation.results).rows;
    expect(rows.slice(0, 3).map((row) => row.text)).toEqual([
      '1.532 × 10⁻²⁸⁸',
      '1.54 × 10⁻²⁸⁸',
      '1.0000',
    ]);
    expect(shown('binomial', { n: '999', p: '0.5', k: '5' }).summary).toBe(
      'In 999 trials with p = 0.5, exactly 5 successes has probability 1.532 × 10⁻²⁸⁸, at most 5 has 1.54 × 10⁻²⁸⁸ and at least 5 has 1.0000.',
    );
  });
});
