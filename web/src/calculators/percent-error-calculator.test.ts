import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './percent-error-calculator.ts';

// Expected values worked with python3:
//   |9.65 − 9.81| ÷ 9.81 × 100 = 1.6309887869520912   (0.16 ÷ 9.81 = 0.016309887869520895)
//   |2.85 − 2.70| ÷ 2.70 × 100 = 5.5555…                (0.15 ÷ 2.7)
//   (−39 − (−40)) ÷ |−40| × 100 = +2.5                  (a negative actual value)

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null;
  return {
    ...evaluation,
    summary: ok ? calculator.summary!(values, results, '') : null,
    steps: ok ? calculator.steps(values, results) : [],
    facts: ok ? calculator.facts!(values, results) : [],
  };
}

describe('percent error calculator', () => {
  it('compares 9.65 with 9.81 by default: 1.63% error, −1.63% signed', () => {
    const { results, errors, summary, steps, facts } = run({});
    expect(errors).toEqual({});
    expect(results!.percentError).toBeCloseTo(1.6309887869520912, 12);
    expect(results!.signedError).toBeCloseTo(-1.6309887869520912, 12);
    expect(results!.absoluteError).toBe(0.16);
    expect(summary).toBe(
      'The measured value 9.65 is 1.63% below the actual value 9.81 (signed error -1.63%).',
    );
    expect(steps).toEqual([
      'Error = measured − actual = 9.65 − 9.81 = -0.16',
      // 0.16 ÷ 9.81 × 100 = 1.63098…: shown to 2 decimals, so '≈'.
      'Percent error = |measured − actual| ÷ |actual| × 100 = 0.16 ÷ 9.81 × 100 ≈ 1.63%',
      'Signed percent error = (measured − actual) ÷ |actual| × 100 = (-0.16) ÷ 9.81 × 100 ≈ -1.63%',
    ]);
    expect(facts).toEqual([
      { label: 'Relative error', text: '0.01631' },
      {
        label: 'Direction',
        text: 'Too low: the measurement is below the actual value (negative error).',
      },
    ]);
  });

  it('gives a positive signed error for a measurement that is too high', () => {
    const { results, summary, facts } = run({ measured: '2.85', actual: '2.70' });
    expect(results!.percentError).toBeCloseTo(5.555555555555556, 12);
    expect(results!.signedError).toBeCloseTo(5.555555555555556, 12);
    expect(results!.absoluteError).toBe(0.15);
    expect(summary).toBe(
      'The measured value 2.85 is 5.56% above the actual value 2.7 (signed error +5.56%).',
    );
    expect(facts[1]!.text).toBe(
      'Too high: the measurement is above the actual value (positive error).',
    );
  });

  it('writes a tiny actual value in powers of ten, and the error it rounds with ≈', () => {
    // 1 − 10⁻¹² = 0.999999999999, shown to 10 digits as 1; (1 − 10⁻¹²) ÷ 10⁻¹² × 100 =
    // 99,999,999,999,900% exactly, where 1 ÷ 10⁻¹² × 100 would be 10¹⁴: '≈' from the 1 shown.
    const { steps } = run({ measured: '1', actual: '0.000000000001' });
    expect(steps).toEqual([
      'Error = measured − actual = 1 − (1 × 10⁻¹²) ≈ 1',
      'Percent error = |measured − actual| ÷ |actual| × 100 = 1 ÷ (1 × 10⁻¹²) × 100 ≈ 99,999,999,999,900.00%',
      'Signed percent error = (measured − actual) ÷ |actual| × 100 = 1 ÷ (1 × 10⁻¹²) × 100 ≈ +99,999,999,999,900.00%',
    ]);
  });

  it('divides by the size of a negative actual value', () => {
    // −39 measured against −40: 1 ÷ 40 = 2.5%, and too high (+2.5%).
    const { results, steps } = run({ measured: '-39', actual: '-40' });
    expect(results).toMatchObject({ percentError: 2.5, signedError: 2.5, absoluteError: 1 });
    expect(steps[0]).toBe('Error = measured − actual = -39 − (-40) = 1');
    expect(steps[1]).toBe(
      'Percent error = |measured − actual| ÷ |actual| × 100 = 1 ÷ 40 × 100 = 2.50%',
    );
  });

  it('says 0% for an exact measurement, and allows a measured value of 0', () => {
    const exact = run({ measured: '9.81', actual: '9.81' });
    expect(exact.results).toMatchObject({ percentError: 0, signedError: 0, absoluteError: 0 });
    expect(exact.summary).toBe('The measured value 9.81 equals the actual value: 0% error.');
    expect(exact.facts[1]!.text).toBe('Exact: the measurement equals the actual value.');
    // Measuring 0 against anything is 100% off.
    expect(run({ measured: '0', actual: '5' }).results!.signedError).toBe(-100);
  });

  it('refuses an actual value of 0 and asks for missing values', () => {
    expect(run({ actual: '0' }).errors).toEqual({
      actual:
        'The actual value cannot be 0: percent error is a share of it. Compare the difference instead.',
    });
    expect(run({ measured: '' }).errors).toEqual({ measured: 'Enter the measured value' });
    expect(run({ actual: 'abc' }).errors).toEqual({ actual: 'Enter a number' });
    expect(run({ measured: '2000000000000000' }).errors).toEqual({
      measured: 'Enter the measured value from −10¹⁵ to 10¹⁵',
    });
  });
});
