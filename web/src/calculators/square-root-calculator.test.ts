import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { nthRoot, radical, simplestForm } from './square-root-calculator.ts';

// Expected digits from python3's decimal module at 80 digits, rounded half-up to 30 places:
// √2 = 1.414213562373095048801688724210, √3 = 1.732050807568877293527446341506,
// ∛2 = 1.259921049894873164767210607278, ⁵√10 = 1.584893192461113485202101373392,
// √(10¹⁵) = 31622776.601683793319988935444327185337, √0.5 = 0.707106781186547524400844362105.
// By hand: 72 = 2³ × 3² so √72 = 6√2; 54 = 3³ × 2 so ∛54 = 3∛2; √2.25 = 1.5; ∛−8 = −2.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null;
  return {
    ...evaluation,
    headline: ok ? calculator.headline!.text(values, results, '') : null,
    caption: ok ? calculator.headline!.caption(values, results, '') : null,
    facts: ok ? calculator.facts!(values, results) : [],
    steps: ok ? calculator.steps(values, results) : [],
  };
}

describe('square root calculator', () => {
  it('gives √2 to 30 decimals by default', () => {
    const { results, errors, headline, caption, facts, steps } = run({});
    expect(errors).toEqual({});
    expect(results!.root).toBe(Math.SQRT2);
    expect(headline).toBe('√2 ≈ 1.41421356237309504880168872421');
    expect(caption).toBe(
      'The square root of 2, rounded to 30 decimal places; it has endless decimals.',
    );
    expect(facts).toEqual([{ label: 'Rounded to 10 decimals', text: '1.4142135624' }]);
    expect(steps).toEqual([
      'The square root of x is the number r with r² = x: here r² = 2.',
      'Worked in decimal to 60 places: r = √2 ≈ 1.41421356237309504880168872421.',
      'Check: 1.41421356237309504880168872421² ≈ 2; no decimal of 30 places gives it exactly.',
    ]);
  });

  it('matches published digits to the 30th decimal', () => {
    // The 30th decimal of √2 is 0 (…724210), dropped as a trailing zero.
    expect(nthRoot(2, 2).text).toBe('1.41421356237309504880168872421');
    expect(nthRoot(3, 2).text).toBe('1.732050807568877293527446341506');
    expect(nthRoot(2, 3).text).toBe('1.259921049894873164767210607278');
    expect(nthRoot(10, 5).text).toBe('1.584893192461113485202101373392');
    expect(nthRoot(1e15, 2).text).toBe('31622776.601683793319988935444327185337');
    expect(nthRoot(0.5, 2).text).toBe('0.707106781186547524400844362105');
  });

  it('is exact for perfect powers and decimals with exact roots', () => {
    const square = run({ number: '144' });
    expect(square.headline).toBe('√144 = 12');
    expect(square.caption).toBe('12² = 144 exactly, so 144 is a perfect square.');
    expect(square.steps.at(-1)).toBe('Check: 12² = 144 exactly.');
    expect(nthRoot(2.25, 2)).toMatchObject({ text: '1.5', exact: true });
    expect(nthRoot(0, 2)).toMatchObject({ text: '0', exact: true });
    expect(nthRoot(1024, 10)).toMatchObject({ text: '2', exact: true });
    expect(run({ number: '1024', index: '10' }).caption).toBe(
      '2¹⁰ = 1,024 exactly, so 1,024 is a perfect 10th power.',
    );
    // 2²² = 4,194,304.
    expect(run({ number: '4194304', index: '22' }).headline).toBe('²²√4,194,304 = 2');
    const cube = run({ number: '-8', index: '3' });
    expect(cube.headline).toBe('∛(-8) = -2');
    expect(cube.results!.root).toBe(-2);
    // A perfect square is the square of a whole number: 2.25 = 1.5² has an exact root only.
    expect(run({ number: '2.25' }).caption).toBe('1.5² = 2.25 exactly, so the root is exact.');
  });

  it('rounds the 10-decimal fact from the decimal root, past a double’s digits', () => {
    // √10¹⁵ = 31,622,776.601683793319988935…: a double keeps only 8 of its decimals.
    expect(run({ number: '1e15' }).facts[0]).toEqual({
      label: 'Rounded to 10 decimals',
      text: '31,622,776.6016837933',
    });
  });

  it('gives the simplest radical form of whole numbers', () => {
    expect(simplestForm(72, 2)).toBe('6√2');
    expect(simplestForm(54, 3)).toBe('3∛2');
    expect(simplestForm(-54, 3)).toBe('-3∛2');
    expect(simplestForm(144, 2)).toBeNull();
    expect(simplestForm(7, 2)).toBeNull();
    expect(simplestForm(7.5, 2)).toBeNull();
    const { facts, steps } = run({ number: '72' });
    expect(facts[1]).toEqual({ label: 'Simplest radical form', text: '√72 = 6√2' });
    expect(steps[2]).toBe('Simplest form: 72 has the factor 6², taken out of the root: √72 = 6√2.');
    expect(radical(5)).toBe('⁵√');
  });

  it('says a negative number has imaginary even roots', () => {
    expect(run({ number: '-9' }).errors.number).toBe(
      '-9 has no real square root: its square roots are imaginary, ±3i',
    );
    // python3: √2 = 1.414213562373095048801688724210 to 30 places.
    expect(run({ number: '-2' }).errors.number).toBe(
      '-2 has no real square root: its square roots are imaginary, ≈ ±1.41421356237309504880168872421i',
    );
    expect(run({ number: '-2', index: '4' }).errors.number).toBe(
      '-2 has no real 4th root: its 4th roots are complex numbers',
    );
  });

  it('refuses a root below 2 or not whole, and a blank number', () => {
    expect(run({ index: '1' }).errors.index).toBe('The root must be at least 2');
    expect(run({ index: '2.5' }).errors.index).toBe('Enter a whole number');
    expect(run({ number: '' }).errors.number).toBe('Enter the number');
  });
});
