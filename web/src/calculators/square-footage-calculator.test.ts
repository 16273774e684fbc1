import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './square-footage-calculator.ts';

// Expected values worked by hand and with python3's fractions (exact):
//   15 ft × 12 ft = 180 ft² = 20 yd²; 4.572 m × 3.6576 m = 16.7225472 m²; 180 ÷ 43,560 = 0.004132231404958678 acres
//   at $3.50 per ft²: 180 × 3.5 = $630.00; at €20 per m²: 16.7225472 × 20 = 334.450944 → €334.45
//   5 m × 4 m = 20 m² = 20 ÷ 0.09290304 = 215.278208334191… ft²
//   12 ft × 6 in = 12 × 0.5 = 6 ft²

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  return {
    ...evaluation,
    summary: evaluation.results ? calculator.summary!(values, results, '') : null,
    steps: evaluation.results ? calculator.steps(values, results) : [],
    hidden: evaluation.results ? calculator.hiddenOutputs!(values) : [],
  };
}

describe('square footage calculator', () => {
  it('starts on a 15 by 12 ft room, without a cost', () => {
    const { results, errors, summary, steps, hidden } = run({ currency: 'USD' });
    expect(errors).toEqual({});
    expect(results!.squareFeet).toBe(180);
    expect(results!.squareMetres).toBe(16.7225472);
    expect(results!.squareYards).toBe(20);
    expect(results!.acres).toBeCloseTo(0.004132231404958678, 15);
    expect(hidden).toEqual(['cost']);
    expect(summary).toBe('An area of 15 ft × 12 ft is 180 ft², 16.72 m² or 20 yd².');
    // Sides in feet are worked in feet: '=' where the figures shown work out exactly, '≈' where
    // the result is rounded (180 × 0.09290304 = 16.7225472, shown 16.722547).
    expect(steps).toEqual([
      'Area = length × width = 15 × 12 = 180 ft²',
      'In square metres: 180 × 0.09290304 ≈ 16.722547 m²',
      'In square yards: 180 ÷ 9 = 20 yd²',
      'In acres: 180 ÷ 43,560 ≈ 0.0041322314 acres',
    ]);
  });

  it('works metric or mixed sides in metres, and says each side it converts', () => {
    // 5 m × 4 m = 20 m²; 20 ÷ 0.09290304 = 215.2782083…; 20 ÷ 0.83612736 = 23.9198009…;
    // 20 ÷ 4,046.8564224 = 0.00494210763…
    expect(run({ length: '5', lengthUnit: 'm', width: '4', widthUnit: 'm' }).steps).toEqual([
      'Area = length × width = 5 × 4 = 20 m²',
      'In square feet: 20 ÷ 0.09290304 ≈ 215.27821 ft²',
      'In square yards: 20 ÷ 0.83612736 ≈ 23.919801 yd²',
      'In acres: 20 ÷ 4,046.8564224 ≈ 0.0049421076 acres',
    ]);
    // 5 m × 12 ft: 12 × 0.3048 = 3.6576 m; 5 × 3.6576 = 18.288 m².
    expect(run({ length: '5', lengthUnit: 'm' }).steps.slice(0, 2)).toEqual([
      'Width 12 ft = 3.6576 m',
      'Area = length × width = 5 × 3.6576 = 18.288 m²',
    ]);
    // 12 ft × 7 in: 7 ÷ 12 = 0.583333… ft, shown to 8 digits; 12 × 0.58333333 = 6.99999996 ≈ 7;
    // 7 × 0.09290304 = 0.65032128 exactly.
    expect(run({ length: '12', width: '7', widthUnit: 'in' }).steps.slice(0, 3)).toEqual([
      'Width 7 in ≈ 0.58333333 ft',
      'Area = length × width = 12 × 0.58333333 ≈ 7 ft²',
      'In square metres: 7 × 0.09290304 = 0.65032128 m²',
    ]);
  });

  it('prices the area per square foot', () => {
    const { results, summary, steps, hidden } = run({ currency: 'USD', price: '3.50' });
    expect(results!.cost).toBe(630);
    expect(hidden).toEqual([]);
    expect(summary).toBe(
      'An area of 15 ft × 12 ft is 180 ft², 16.72 m² or 20 yd². At $3.50 per ft² it costs $630.00.',
    );
    expect(steps.at(-1)).toBe('Cost = 180 ft² × $3.50 = $630.00');
  });

  it('prices the area per square metre, rounded to the cent', () => {
    const { results, steps } = run({ currency: 'EUR', price: '20', priceUnit: 'm2' });
    expect(results!.cost).toBe(334.45);
    expect(steps.at(-1)).toBe('Cost = 16.722547 m² × €20.00 = €334.45');
  });

  it('shows a tiny area in powers of ten, and a price past the cent as typed', () => {
    // 0.01 cm square: 10⁻⁸ m² ÷ 0.09290304 = 1.0764 × 10⁻⁷ ft² (it read "0 ft², 0 m² or 0 yd²").
    const tiny = run({ length: '0.01', width: '0.01', lengthUnit: 'cm', widthUnit: 'cm' });
    expect(tiny.summary).toBe(
      'An area of 0.01 cm × 0.01 cm is 1.076 × 10⁻⁷ ft², 1 × 10⁻⁸ m² or 1.196 × 10⁻⁸ yd².',
    );
    // 12 yd² at $1.005 a yd² = $12.06 (12.06 exactly): the step shows the $1.005 it multiplied.
    const priced = run({
      length: '3',
      width: '4',
      lengthUnit: 'yd',
      widthUnit: 'yd',
      price: '1.005',
      priceUnit: 'yd2',
    });
    expect(priced.steps).toContain('Cost = 12 yd² × $1.005 = $12.06');
  });

  it('reads metric and mixed units', () => {
    const metric = run({ length: '5', lengthUnit: 'm', width: '4', widthUnit: 'm' }).results!;
    expect(metric.squareMetres).toBe(20);
    expect(metric.squareFeet).toBeCloseTo(215.278208334191, 11);
    const strip = run({ length: '12', width: '6', widthUnit: 'in' }).results!;
    expect(strip.squareFeet).toBe(6);
  });

  it('checks the sides and the price', () => {
    expect(run({ length: '0' }).errors).toEqual({ length: 'The length must be more than 0 ft' });
    expect(run({ width: '' }).errors).toEqual({ width: 'Enter the width' });
    expect(run({ width: 'wide' }).errors).toEqual({ width: 'Enter a number' });
    expect(run({ currency: 'USD', price: '-1' }).errors).toEqual({
      price: 'The price cannot be negative',
    });
  });

  it('works a side far below a millimetre without failing: 0.00009 cm is 9 × 10⁻⁷ m', () => {
    // 9 × 10⁻⁷ m × 3.6576 m (12 ft) = 3.29184 × 10⁻⁶ m².
    const { steps } = run({ length: '0.00009', lengthUnit: 'cm' });
    expect(steps).toContain('Area = length × width = 9 × 10⁻⁷ × 3.6576 ≈ 0.0000032918 m²');
  });
});
