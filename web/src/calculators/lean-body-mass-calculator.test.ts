import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import leanBodyMassCalculator, { leanBodyMass } from './lean-body-mass-calculator.ts';

// Expected figures worked out by hand and checked in python3 from the published formulas.

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(leanBodyMassCalculator, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results) return { ...evaluation, summary: '', steps: [], facts: [] };
  return {
    ...evaluation,
    summary: leanBodyMassCalculator.summary!(values, results, '2026-11-29'),
    steps: leanBodyMassCalculator.steps(values, results),
    facts: leanBodyMassCalculator.facts!(values, results),
  };
}

describe('the lean body mass calculator', () => {
  it('opens on a man of 70 kg and 175 cm by Boer: 56.0 kg lean, 20.0% fat', () => {
    const { results, summary, steps } = shown({});
    // 0.407 × 70 + 0.267 × 175 − 19.2 = 28.49 + 46.725 − 19.2 = 56.015 kg.
    expect(results!.leanMass).toBeCloseTo(56.015, 9);
    // (70 − 56.015) ÷ 70 = 19.979%.
    expect(results!.bodyFat).toBeCloseTo(19.9785714, 6);
    // 70 − 56.0 as shown.
    expect(results!.fatMass).toBeCloseTo(14, 9);
    expect(summary).toBe('For a man of 70 kg, 175 cm tall, by the Boer (1984) formula');
    expect(steps).toEqual([
      'Boer (1984), men: LBM = 0.407 × weight + 0.267 × height − 19.2 (weight in kg, height in cm)',
      'LBM = 0.407 × 70 + 0.267 × 175 − 19.2 ≈ 56.02 kg',
      'Body fat = (weight − LBM) ÷ weight = (70 − 56.02) ÷ 70 = 20.0%',
    ]);
  });

  it('lists all three formulas as facts', () => {
    const { facts } = shown({});
    // James 77 − 128 × 0.4² = 56.52 (19.3%); Hume 22.967 + 59.37575 − 29.5336 = 52.809 (24.6%).
    expect(facts).toEqual([
      { label: 'Boer (1984)', text: '56.0 kg lean, 20.0% fat' },
      { label: 'James (1976)', text: '56.5 kg lean, 19.3% fat' },
      { label: 'Hume (1966)', text: '52.8 kg lean, 24.6% fat' },
    ]);
  });

  it('uses the women’s coefficients of each formula', () => {
    const woman = { sex: 'female', weight: '62', height: '165' };
    // 0.252 × 62 + 0.473 × 165 − 48.3 = 45.369.
    expect(shown({ ...woman }).results!.leanMass).toBeCloseTo(45.369, 9);
    // 1.07 × 62 − 148 × (62/165)² = 45.443.
    expect(shown({ ...woman, formula: 'james' }).results!.leanMass).toBeCloseTo(45.4433242, 6);
    // 0.29569 × 62 + 0.41813 × 165 − 43.2933 = 44.031, so 28.98% fat.
    const hume = shown({ ...woman, formula: 'hume' });
    expect(hume.results!.leanMass).toBeCloseTo(44.03093, 9);
    expect(hume.results!.bodyFat).toBeCloseTo(28.982371, 5);
    expect(hume.steps[0]).toBe(
      'Hume (1966), women: LBM = 0.29569 × weight + 0.41813 × height − 43.2933 (weight in kg, height in cm)',
    );
  });

  it('works in pounds and inches, and answers in pounds', () => {
    const { results, summary, steps } = shown({
      weight: '154',
      weightUnit: 'lb',
      height: '69',
      heightUnit: 'in',
    });
    // 154 lb = 69.8532 kg, 69 in = 175.26 cm: LBM 56.0247 kg = 123.513 lb, 19.80% fat.
    expect(results!.leanMass).toBeCloseTo(123.5132826, 6);
    expect(results!.bodyFat).toBeCloseTo(19.7965698, 6);
    expect(results!.fatMass).toBeCloseTo(154 - 123.5, 9);
    expect(summary).toBe('For a man of 154 lb, 69 in tall, by the Boer (1984) formula');
    expect(steps[0]).toBe('Weight in kg = 154 lb × 0.45359237 = 69.85322498 kg');
    expect(steps).toContain('In lb: 56.02 kg = 123.5 lb');
    const label = leanBodyMassCalculator.outputs.leanMass.label as (v: never) => string;
    expect(label({ weightUnit: 'lb' } as never)).toBe('Lean body mass (lb)');
  });

  it('gives no result where a formula leaves the range 0 to the weight', () => {
    // Boer, woman of 40 kg and 200 cm: 10.08 + 94.6 − 48.3 = 56.38 kg, more than she weighs.
    expect(leanBodyMass('boer', 'female', 40, 200)).toBeNaN();
    const tall = evaluate(leanBodyMassCalculator, { sex: 'female', weight: '40', height: '200' });
    expect(tall.results).toBeNull();
    expect(tall.unsolvable).toBe(
      'This formula gives no lean body mass between 0 and your weight for these measurements. ' +
        'Please check them, or try another formula.',
    );
    // James, man of 250 kg and 150 cm: 275 − 128 × (5/3)² = −80.6 kg.
    expect(leanBodyMass('james', 'male', 250, 150)).toBeNaN();
    // The same man by Boer: 101.75 + 40.05 − 19.2 = 122.6 kg.
    const heavy = shown({ weight: '250', height: '150', formula: 'boer' });
    expect(heavy.results!.leanMass).toBeCloseTo(122.6, 9);
    expect(heavy.facts[1]).toEqual({
      label: 'James (1976)',
      text: 'Out of its range for these measurements',
    });
  });

  it('checks the weight and height at their limits', () => {
    const errors = (texts: Record<string, string>) =>
      evaluate(leanBodyMassCalculator, texts).errors;
    expect(errors({ weight: '' })).toEqual({ weight: 'Enter your weight' });
    expect(errors({ weight: '19' })).toEqual({ weight: 'The weight must be at least 20 kg' });
    expect(errors({ height: '251' })).toEqual({ height: 'The height can be at most 250 cm' });
    expect(errors({ weight: '20', height: '250', sex: 'male' })).toEqual({});
  });
});
