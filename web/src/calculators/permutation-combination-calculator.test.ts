import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import permComb from './permutation-combination-calculator.ts';

const TODAY = '2026-11-29';

type Texts = { n: string; r: string; repetition?: string };

/** What a visitor sees: the headline, its caption, the facts by label, the steps, hidden outputs. */
function shown(texts: Texts) {
  const { values, results, errors } = evaluate(permComb, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as never;
  const r = results as Record<string, number>;
  return {
    results: r,
    hidden: permComb.hiddenOutputs!(v),
    headline: permComb.headline!.text(v, r as never, TODAY),
    caption: permComb.headline!.caption(v, r as never, TODAY),
    facts: Object.fromEntries(permComb.facts!(v, r as never).map((f) => [f.label, f.text])),
    steps: permComb.steps(v, r as never),
  };
}

describe('the permutation and combination calculator', () => {
  it('counts 3 from 10 without repetition by default', () => {
    // By hand: P(10, 3) = 10 × 9 × 8 = 720; C(10, 3) = 720 ÷ 3! = 120.
    const { results, hidden, headline, caption, facts, steps } = shown({ n: '10', r: '3' });
    expect(results).toEqual({
      permutations: 720,
      combinations: 120,
      permutationDigits: 3,
      combinationDigits: 3,
    });
    expect(hidden).toEqual([]);
    expect(headline).toBe('P = 720 · C = 120');
    expect(caption).toBe(
      'Ordered arrangements (P) and unordered selections (C) of 3 from 10 items, each item used at most once',
    );
    expect(facts).toEqual({ 'Permutations, exactly': '720', 'Combinations, exactly': '120' });
    expect(steps).toEqual([
      'Without repetition each item is used at most once, so r ≤ n: 3 ≤ 10.',
      'Permutations (order matters): P(n, r) = n! ÷ (n − r)! = 10! ÷ 7!',
      'P(10, 3) = 10 × 9 × 8 = 720',
      'Combinations (order does not matter): C(n, r) = n! ÷ (r! × (n − r)!) = P(n, r) ÷ r!',
      'r! = 3! = 6, the orders in which each selection can be arranged',
      'C(10, 3) = P(10, 3) ÷ 3! = 720 ÷ 6 = 120',
    ]);
  });

  it('counts with repetition: n^r and C(n + r − 1, r)', () => {
    // 10³ = 1,000; C(12, 3) = 220 (python math.comb).
    const { results, caption, steps } = shown({ n: '10', r: '3', repetition: 'with' });
    expect(results).toMatchObject({ permutations: 1000, combinations: 220 });
    expect(caption).toContain('each item usable more than once');
    expect(steps).toEqual([
      'With repetition each of the 3 places can hold any of the 10 items.',
      'Permutations (order matters): n^r = 10³ = 1,000',
      'Combinations (order does not matter): C(n + r − 1, r) = C(10 + 3 − 1, 3) = C(12, 3) = 12! ÷ (3! × 9!) = 220',
    ]);
    // With repetition r may exceed n: 10^12 and C(21, 12) = 293,930 (python).
    const more = shown({ n: '10', r: '12', repetition: 'with' });
    expect(more.headline).toBe('P = 1,000,000,000,000 · C = 293,930');
  });

  it('gives 1 way to choose nothing, and to choose everything', () => {
    const none = shown({ n: '7', r: '0' });
    expect(none.results).toMatchObject({ permutations: 1, combinations: 1 });
    expect(none.steps).toContain(
      'P(7, 0) = 7! ÷ 7! = 1: there is exactly one way to choose nothing.',
    );
    expect(shown({ n: '7', r: '0', repetition: 'with' }).results).toMatchObject({
      permutations: 1,
      combinations: 1,
    });
    // 5! = 120 orders, 1 selection.
    expect(shown({ n: '5', r: '5' }).results).toMatchObject({ permutations: 120, combinations: 1 });
  });

  it('refuses r larger than n without repetition', () => {
    const { errors, results } = evaluate(permComb, { n: '10', r: '11' }, TODAY);
    expect(results).toBeNull();
    expect(errors.r).toBe(
      'Without repetition, no more than n items can be chosen: r can be at most 10',
    );
  });

  it('shows large counts in full, in scientific notation, and hides the inexact numbers', () => {
    // 20! = 2,432,902,008,176,640,000 (19 digits, above 2^53).
    const twenty = shown({ n: '20', r: '20' });
    expect(twenty.headline).toBe('P = 2,432,902,008,176,640,000 · C = 1');
    expect(twenty.hidden).toEqual(['permutations']);
    expect(twenty.facts['Permutations, exactly']).toBe(
      '2,432,902,008,176,640,000 (19 digits, 2.4329 × 10¹⁸)',
    );
    // C(100, 50) = 100891344545564193334812497256 (python math.comb), 30 digits.
    const half = shown({ n: '100', r: '50' });
    expect(half.headline).toMatch(/^P ≈ 3\.06852 × 10⁹³ · C ≈ 1\.00891 × 10²⁹$/);
    expect(half.facts['Combinations, exactly']).toBe(
      '100,891,344,545,564,193,334,812,497,256 (30 digits, 1.00891 × 10²⁹)',
    );
    expect(half.hidden).toEqual(['permutations', 'combinations']);
    // 1000! has 2,568 digits and starts 402387260077… (python math.factorial).
    const most = shown({ n: '1000', r: '1000' });
    expect(most.results.permutationDigits).toBe(2568);
    expect(Number.isFinite(most.results.permutations)).toBe(true);
    expect(most.headline).toBe('P ≈ 4.02387 × 10²⁵⁶⁷ · C = 1');
    expect(most.facts['Permutations, exactly']).toMatch(
      /^402,387,260,077,093,773,543,.*,000 \(2,568 digits, 4\.02387 × 10²⁵⁶⁷\)$/,
    );
    expect(most.steps).toContain(
      'P(1000, 1000) = 1000 × 999 × … × 1 (1000 factors) ≈ 4.02387 × 10²⁵⁶⁷',
    );
    // 1000^1000 has 3,001 digits; C(1999, 1000) = 1.024075… × 10⁶⁰⁰ (python).
    const repeat = shown({ n: '1000', r: '1000', repetition: 'with' });
    expect(repeat.headline).toBe('P ≈ 1 × 10³⁰⁰⁰ · C ≈ 1.02408 × 10⁶⁰⁰');
    expect(repeat.results).toMatchObject({ permutationDigits: 3001, combinationDigits: 601 });
  });

  it('gives the fields’ messages for numbers out of range', () => {
    const errorsFor = (texts: Texts) => evaluate(permComb, texts, TODAY).errors;
    expect(errorsFor({ n: '0', r: '0' }).n).toBe('The number of items must be at least 1');
    expect(errorsFor({ n: '1001', r: '3' }).n).toBe('The number of items can be at most 1,000');
    expect(errorsFor({ n: '10', r: '-1' }).r).toBe('The number chosen cannot be negative');
    expect(errorsFor({ n: '10', r: '2.5' }).r).toBe('Enter a whole number');
    expect(errorsFor({ n: '', r: '3' }).n).toBe('Enter the number of items');
  });
  it('writes one place, one item and one factor as such', () => {
    const steps = (texts: Record<string, string>) => {
      const { values, results } = evaluate(permComb, texts);
      return permComb.steps(values as never, results as never);
    };
    expect(steps({ n: '1', r: '1', repetition: 'with' })[0]).toBe(
      'With repetition the one place can hold the one item.',
    );
    expect(steps({ n: '20', r: '1' })).toContain('P(20, 1) = 20');
  });
});
