import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { lowestTerms } from './ratio-calculator.ts';

// Expected terms worked by hand: cross-multiplying, and greatest common divisors.

const mode = calculator as unknown as AnyMode;

function solve(texts: Record<string, string>, unknown: 'a' | 'b' | 'c' | 'd') {
  const evaluation = evaluate(mode, { ...texts, solve: unknown }, '2026-11-25');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values!;
  const results = evaluation.results!;
  return {
    value: values[unknown] as number,
    results,
    facts: calculator.facts!(values as never, results as never),
    steps: calculator.steps(values as never, results as never),
  };
}

describe('ratio calculator', () => {
  it('solves 3 : 4 = 6 : D by default', () => {
    const evaluation = evaluate(mode, {}, '2026-11-25');
    expect(evaluation.unknown).toBe('d');
    expect(evaluation.values?.d).toBe(8);
    const facts = calculator.facts!(evaluation.values as never, evaluation.results as never);
    expect(facts).toEqual([
      { label: 'Proportion', text: '3 : 4 = 6 : 8' },
      { label: 'A ÷ B = C ÷ D', text: '0.75' },
      { label: 'A : B in lowest terms', text: '3 : 4' },
      { label: 'C : D in lowest terms', text: '3 : 4' },
    ]);
  });

  it.each([
    [{ b: '4', c: '6', d: '8' }, 'a', 3],
    [{ a: '3', c: '6', d: '8' }, 'b', 4],
    [{ a: '3', b: '4', d: '8' }, 'c', 6],
    [{ a: '1', b: '3', c: '2' }, 'd', 6],
    [{ a: '0.5', b: '0.2', c: '10' }, 'd', 4],
  ] as const)('solves %o for %s = %d', (texts, unknown, expected) => {
    expect(solve(texts, unknown).value).toBeCloseTo(expected, 12);
  });

  it('gives lowest terms of whole numbers and short decimals only', () => {
    expect(lowestTerms(12, 8)).toEqual([3, 2]);
    expect(lowestTerms(1.5, 2.5)).toEqual([3, 5]);
    expect(lowestTerms(0.1, 0.3)).toEqual([1, 3]);
    expect(lowestTerms(7, 13)).toEqual([7, 13]);
    expect(lowestTerms(1e12, 4e11)).toEqual([5, 2]);
    expect(lowestTerms(0.000001, 0.000003)).toEqual([1, 3]);
    expect(lowestTerms(0.0000001, 1)).toBeNull(); // 7 decimal places
    expect(lowestTerms(45 / 7, 1)).toBeNull();
  });

  it('says when a solved term has no lowest terms', () => {
    const { value, facts, results } = solve({ b: '5', c: '9', d: '7' }, 'a');
    expect(value).toBeCloseTo(45 / 7, 12);
    expect(facts[2]).toEqual({
      label: 'A : B in lowest terms',
      text: 'Not shown: a term has more than 6 decimal places.',
    });
    expect([results.simplestA, results.simplestB]).toEqual([0, 0]);
  });

  it('explains cross-multiplying with the visitor’s numbers', () => {
    const { steps } = solve({ a: '12', b: '18', c: '2' }, 'd');
    expect(steps[0]).toBe(
      'A : B = C : D means A ÷ B = C ÷ D, so A × D = B × C: 12 × 3 = 36 and 18 × 2 = 36.',
    );
    expect(steps.at(-1)).toBe('Lowest terms: 12 : 18, both divided by 6, is 2 : 3.');
    // gcd(7, 3) = 1: nothing to divide by.
    expect(solve({ a: '7', b: '3', c: '2' }, 'd').steps.at(-1)).toBe(
      'Lowest terms: 7 : 3 already; no whole number above 1 divides both.',
    );
  });

  it('asks for positive terms', () => {
    expect(evaluate(mode, { a: '0' }).errors).toEqual({ a: 'A must be more than 0' });
    expect(evaluate(mode, { b: '' }).errors).toEqual({ b: 'Enter B' });
    expect(evaluate(mode, { c: '2e12' }).errors).toEqual({
      c: 'C can be at most 1,000,000,000,000',
    });
  });

  it('says when the answer is larger than any term allowed', () => {
    const evaluation = evaluate(mode, { a: '0.001', b: '1000000', c: '1000000', solve: 'd' });
    expect(evaluation.unsolvable).toBe('No D from 0 to 1,000,000,000,000 fits these numbers.');
  });

  it('shows a term far below 1 in powers of ten, not as 0', () => {
    // By hand: D = B × C ÷ A = 4 × 6 ÷ 10¹² = 2.4 × 10⁻¹¹ (10 decimals showed 6 : 0).
    const evaluation = evaluate(mode, { a: '1000000000000', b: '4', c: '6', solve: 'd' });
    const facts = calculator.facts!(evaluation.values as never, evaluation.results as never);
    expect(facts[0]?.text).toBe('1,000,000,000,000 : 4 = 6 : 2.4 × 10⁻¹¹');
    expect(calculator.steps(evaluation.values as never, evaluation.results as never)[2]).toMatch(
      /A = B × C ÷ D = 24 ÷ \(2\.4 × 10⁻¹¹\) = 1,000,000,000,000\.$/,
    );
  });
  it("says '≈' where a term shown is rounded: 3 : 2 = 1 : 0.6666666667", () => {
    // D = 2 × 1 ÷ 3 = 2/3; its 10 decimals times 3 are 2.0000000001, not 2.
    const { steps } = solve({ a: '3', b: '2', c: '1' }, 'd');
    expect(steps.slice(0, 3)).toEqual([
      'A : B = C : D means A ÷ B = C ÷ D, so A × D = B × C: 3 × 0.6666666667 ≈ 2 and 2 × 1 = 2.',
      'The missing term is the product across from it divided by the term beside it: D = B × C ÷ A = 2 ÷ 3 ≈ 0.6666666667; C = A × D ÷ B = 2 ÷ 2 = 1.',
      'Likewise B = A × D ÷ C = 2 ÷ 1 = 2; A = B × C ÷ D = 2 ÷ 0.6666666667 ≈ 3.',
    ]);
  });
});
