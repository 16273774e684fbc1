import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { antilog, baseOf, logBase, show } from './log-calculator.ts';

// Expected values worked by hand (powers: 2³ = 8, 3⁴ = 81, 5³ = 125, 10⁻² = 0.01) or with
// python3's math module: ln 8 = 2.0794415416798357, ln 2 = 0.6931471805599453,
// ln 7 = 1.9459101490553132, log₁₀ 7 = 0.8450980400142568, log₂ 7 = 2.807354922057604,
// 10^0.5 = 3.1622776601683795.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>, unknown?: 'log' | 'value' | 'base') {
  const evaluation = evaluate(
    mode,
    { ...texts, ...(unknown ? { solve: unknown } : {}) },
    '2026-11-29',
  );
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null;
  return {
    ...evaluation,
    headline: ok ? calculator.headline!.text(values, results, '') : null,
    caption: ok ? calculator.headline!.caption(values, results, '') : null,
    steps: ok ? calculator.steps(values, results) : [],
    facts: ok ? calculator.facts!(values, results) : [],
  };
}

describe('log calculator', () => {
  it('finds log₂(8) = 3 by default, with ln, log₁₀ and log₂ of x', () => {
    const { values, results, errors, headline, caption, steps, facts } = run({});
    expect(errors).toEqual({});
    expect(values!.log).toBe(3);
    expect(results!.ln).toBeCloseTo(2.0794415416798357, 14);
    expect(headline).toBe('log₂(8) = 3');
    expect(caption).toBe('2 raised to the power 3 is 8.');
    expect(steps).toEqual([
      // ln 8 ÷ ln 2 is exactly 3 (2³ = 8); the logs themselves are irrational, shown rounded.
      'y = log₂(x) = ln x ÷ ln b = ln 8 ÷ ln 2 = 3 (2.079441542 ÷ 0.6931471806, each rounded)',
      'x = b^y = 2^3 = 8',
      'b = x^(1 ÷ y) = 8^(1 ÷ 3) = 2',
    ]);
    expect(facts).toEqual([
      { label: 'Natural log ln x', text: '2.079441542' },
      { label: 'Common log log₁₀ x', text: '0.903089987' },
      { label: 'Binary log log₂ x', text: '3' },
    ]);
  });

  it('works in any base, fractional and below 1 too', () => {
    expect(run({ base: '2', value: '7' }).values!.log).toBeCloseTo(2.807354922057604, 14);
    expect(run({ base: '10', value: '7' }).values!.log).toBeCloseTo(0.8450980400142568, 15);
    // log₀.₅(8) = −3, since 0.5⁻³ = 8.
    const half = run({ base: '0.5', value: '8' });
    expect(half.values!.log).toBe(-3);
    expect(half.headline).toBe('log_0.5(8) = -3');
    expect(half.caption).toBe('0.5 raised to the power (-3) is 8.');
    // log₁₀(0.01) = −2.
    expect(run({ base: '10', value: '0.01' }).values!.log).toBe(-2);
    // The log of 1 is 0 in every base.
    expect(run({ base: '7.5', value: '1' }).values!.log).toBe(0);
  });

  it('gives exact whole-number logs where floating point would miss them', () => {
    // ln 81 ÷ ln 3 is 4.000000000000001 and ln 1000 ÷ ln 10 is 2.9999999999999996 in doubles.
    expect(logBase(3, 81)).toBe(4);
    expect(logBase(10, 1000)).toBe(3);
    expect(logBase(5, 125)).toBe(3);
    // A near miss that is not a power stays as it is: 3⁴ = 81, not 81.0000001.
    expect(logBase(3, 81.0000001)).not.toBe(4);
  });

  it('solves for the number (the antilog)', () => {
    const { values, headline, errors } = run({ base: '10', log: '0.5' }, 'value');
    expect(errors).toEqual({});
    expect(values!.value).toBeCloseTo(3.1622776601683795, 14);
    expect(headline).toBe('log₁₀(3.16227766) = 0.5');
    expect(antilog(2, -1)).toBe(0.5);
  });

  it('solves for the base', () => {
    // 125^(1/3) is 4.999999999999999 in doubles; 5³ = 125 exactly.
    expect(run({ value: '125', log: '3' }, 'base').values!.base).toBe(5);
    expect(run({ value: '2', log: '0.5' }, 'base').values!.base).toBe(4);
    expect(baseOf(2, 0)).toBeNaN();
  });

  it('refuses a base of 1, a number not above 0 and a base that cannot be found', () => {
    expect(run({ base: '1' }).errors).toEqual({
      base: 'The base cannot be 1: every power of 1 is 1.',
    });
    expect(run({ base: '0' }).errors).toEqual({ base: 'The base must be more than 0' });
    expect(run({ value: '0' }).errors).toEqual({
      value: 'The number must be more than 0: only positive numbers have a logarithm',
    });
    expect(run({ value: '-5' }).errors.value).toBe(
      'The number must be more than 0: only positive numbers have a logarithm',
    );
    expect(run({ value: '' }).errors).toEqual({ value: 'Enter the number' });
    expect(run({ value: '8', log: '0' }, 'base').errors).toEqual({
      log: 'A logarithm of 0 fits every base (b⁰ = 1): enter another logarithm.',
    });
    expect(run({ value: '1', log: '2' }, 'base').errors).toEqual({
      value: 'Only a base of 1 raises to 1 with this logarithm, and 1 cannot be a base.',
    });
  });

  it('says when no number fits', () => {
    // 10^20 is above the largest number accepted, 10¹⁵.
    expect(run({ base: '10', log: '20' }, 'value').unsolvable).toBe(
      'No number fits these numbers.',
    );
    // 2^-1100 underflows to 0, which is not a number above 0.
    expect(run({ base: '2', log: '-1100' }, 'value').unsolvable).toBe(
      'No number fits these numbers.',
    );
  });

  it('shows tiny and huge numbers as powers of ten', () => {
    expect(show(1.5e-12)).toBe('1.5 × 10⁻¹²');
    expect(show(2e20)).toBe('2 × 10²⁰');
    expect(show(1 / 3)).toBe('0.3333333333');
    expect(show(-0)).toBe('0');
  });
  it('brackets a number in powers of ten that a logarithm or a power applies to', () => {
    const { steps } = run({ base: '10', value: '1e15' });
    expect(steps[0]).toBe(
      'y = log₁₀(x) = ln x ÷ ln b = ln (1 × 10¹⁵) ÷ ln 10 = 15 (34.53877639 ÷ 2.302585093, each rounded)',
    );
    expect(steps[2]).toBe('b = x^(1 ÷ y) = (1 × 10¹⁵)^(1 ÷ 15) = 10');
  });
  it("says '≈' where b^y = x does not hold exactly for the figures shown, '=' where it does", () => {
    // ln 7 ÷ ln 2 = 2.8073549220576…; ln 2 ÷ ln 4 = 0.5 exactly (4^0.5 = 2); ln 4 ÷ ln 8 = 2/3.
    const stepsOf = (texts: Record<string, string>) => {
      const { values, results } = evaluate(mode, texts);
      return calculator.steps(values as never, results as never);
    };
    expect(stepsOf({ base: '2', value: '7' })).toEqual([
      'y = log₂(x) = ln x ÷ ln b = ln 7 ÷ ln 2 ≈ 1.945910149 ÷ 0.6931471806 ≈ 2.807354922',
      'x = b^y = 2^2.807354922 ≈ 7',
      'b = x^(1 ÷ y) = 7^(1 ÷ 2.807354922) ≈ 2',
    ]);
    expect(stepsOf({ base: '4', value: '2' }).slice(1)).toEqual([
      'x = b^y = 4^0.5 = 2',
      'b = x^(1 ÷ y) = 2^(1 ÷ 0.5) = 4',
    ]);
    expect(stepsOf({ base: '8', value: '4' })[1]).toBe('x = b^y = 8^0.6666666667 ≈ 4');
    expect(stepsOf({ base: '2', value: '1' })[0]).toBe(
      'y = log₂(x) = ln x ÷ ln b = ln 1 ÷ ln 2 = 0 ÷ 0.6931471806 = 0',
    );
  });
});
