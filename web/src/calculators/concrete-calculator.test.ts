import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './concrete-calculator.ts';

// Expected values worked by hand and with python3's fractions (exact):
//   10 ft × 10 ft × 4 in = 3.048 × 3.048 × 0.1016 = 0.9438948864 m³ = 100/3 ft³ = 100/81 yd³
//     (1.2345679…); bags: 33.33 ÷ 0.6 = 55.6 → 56, ÷ 0.45 = 74.07 → 75, ÷ 0.3 = 111.1 → 112
//   with 10% extra: 1.03828437504 m³ = 36.67 ft³ = 1.3580247 yd³; bags 61.1 → 62, 81.5 → 82, 122.2 → 123
//   3 m × 3 m × 10 cm = 0.9 m³ = 1.177155557382953 yd³ = 31.78320004933973 ft³
//   3 ft × 3 ft × 3 ft = 27 ft³ = 1 yd³: exactly 45, 60 and 90 bags

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  return {
    ...evaluation,
    summary: evaluation.results ? calculator.summary!(values, results, '') : null,
    steps: evaluation.results ? calculator.steps(values, results) : [],
  };
}

describe('concrete calculator', () => {
  it('starts on a 10 × 10 ft slab 4 in thick', () => {
    const { results, errors, summary, steps } = run({});
    expect(errors).toEqual({});
    expect(results!.cubicMetres).toBe(0.9438948864);
    expect(results!.cubicFeet).toBeCloseTo(100 / 3, 12);
    expect(results!.cubicYards).toBeCloseTo(100 / 81, 12);
    expect([results!.bags80, results!.bags60, results!.bags40]).toEqual([56, 75, 112]);
    expect(summary).toBe(
      'A slab 10 ft × 10 ft × 4 in takes 1.23 cubic yards (0.944 m³) of concrete: 56 bags of 80 lb, 75 of 60 lb or 112 of 40 lb premix.',
    );
    expect(steps).toEqual([
      'Length 10 ft = 3.048 m, width 10 ft = 3.048 m, thickness 4 in = 0.1016 m',
      'Volume = length × width × thickness = 3.048 × 3.048 × 0.1016 ≈ 0.943895 m³',
      'In cubic feet: 0.943895 ÷ 0.028316846592 ≈ 33.3333 ft³; in cubic yards: 33.3333 ÷ 27 ≈ 1.23457 yd³',
      '80 lb bags: 33.3333 ÷ 0.60 ft³ ≈ 55.5556, rounded up to 56 bags',
      '60 lb bags: 33.3333 ÷ 0.45 ft³ ≈ 74.0741, rounded up to 75 bags',
      '40 lb bags: 33.3333 ÷ 0.30 ft³ = 111.111, rounded up to 112 bags',
    ]);
  });

  it('never rounds a bag count up to less than it was, and says 1 bag', () => {
    // 1,000 ft square, 6 in thick: 500,000 ft³ ÷ 0.30 = 1,666,666.67 → 1,666,667 bags of 40 lb (the
    // quotient read "1,666,670, rounded up to 1,666,667" at 6 digits).
    const big = run({ length: '1000', width: '1000', thickness: '6' });
    expect(big.steps).toContain(
      '40 lb bags: 500,000 ÷ 0.30 ft³ ≈ 1,666,666.67, rounded up to 1,666,667 bags',
    );
    // 1 ft × 1 ft × 1 in = 1/12 ft³ = 0.0030864 yd³ (it read "0.00 cubic yards"), 1 bag.
    expect(run({ length: '1', width: '1', thickness: '1' }).summary).toMatch(
      /takes 0\.003086 cubic yards \(0\.002 m³\) of concrete: 1 bag of 80 lb, 1 of 60 lb or 1 of 40 lb premix\.$/,
    );
  });

  it('says = and so where a volume fills whole bags: 1 yd³ is 45 bags of 80 lb', () => {
    // 27 ft × 1 ft × 12 in = 27 ft³ = 1 yd³; 27 ÷ 0.6 = 45, 27 ÷ 0.45 = 60, 27 ÷ 0.3 = 90.
    const { steps } = run({ length: '27', width: '1', thickness: '12' });
    expect(steps.slice(-3)).toEqual([
      '80 lb bags: 27 ÷ 0.60 ft³ = 45, so 45 bags',
      '60 lb bags: 27 ÷ 0.45 ft³ = 60, so 60 bags',
      '40 lb bags: 27 ÷ 0.30 ft³ = 90, so 90 bags',
    ]);
  });

  it('adds the waste allowance before counting bags', () => {
    const { results, summary, steps } = run({ waste: '10' });
    expect(results!.cubicMetres).toBe(1.03828437504);
    expect(results!.cubicYards).toBeCloseTo(1.3580246913580247, 12);
    expect([results!.bags80, results!.bags60, results!.bags40]).toEqual([62, 82, 123]);
    expect(summary).toContain(
      'A slab 10 ft × 10 ft × 4 in, with 10% extra, takes 1.36 cubic yards',
    );
    expect(steps[2]).toBe('With 10% extra: 0.943895 × 1.1 ≈ 1.03828 m³');
  });

  it('reads metric measures', () => {
    const { results, summary } = run({
      length: '3',
      lengthUnit: 'm',
      width: '3',
      widthUnit: 'm',
      thickness: '10',
      thicknessUnit: 'cm',
    });
    expect(results!.cubicMetres).toBe(0.9);
    expect(results!.cubicYards).toBeCloseTo(1.177155557382953, 12);
    expect(results!.cubicFeet).toBeCloseTo(31.78320004933973, 11);
    expect(summary).toContain('A slab 3 m × 3 m × 10 cm takes 1.18 cubic yards (0.900 m³)');
  });

  it('counts a whole number of bags exactly, without rounding up one too many', () => {
    const yard = run({
      length: '3',
      width: '3',
      thickness: '3',
      thicknessUnit: 'ft',
    }).results!;
    expect(yard.cubicYards).toBe(1);
    expect(yard.cubicFeet).toBe(27);
    expect([yard.bags80, yard.bags60, yard.bags40]).toEqual([45, 60, 90]);
  });

  it('reads a blank waste allowance as none', () => {
    expect(run({ waste: '' }).results!.bags80).toBe(56);
  });

  it('checks each measure in the unit chosen', () => {
    expect(run({ length: '0' }).errors).toEqual({ length: 'The length must be more than 0 ft' });
    expect(run({ width: '' }).errors).toEqual({ width: 'Enter the width' });
    expect(run({ thickness: '400' }).errors).toEqual({
      thickness: 'The thickness can be at most 393.7 in',
    });
    expect(run({ waste: '101' }).errors).toEqual({
      waste: 'The waste allowance can be at most 100%',
    });
    expect(run({ waste: '-1' }).errors).toEqual({
      waste: 'The waste allowance cannot be negative',
    });
  });

  it('shows a hair over a whole bag by its digits', () => {
    // 3 ft × 3 ft × 3.000001 ft = 27.000009 ft³ ÷ 0.6 = 45.000015: 46 bags of 80 lb.
    const { results, steps } = run({
      length: '3',
      width: '3',
      thickness: '3.000001',
      thicknessUnit: 'ft',
    });
    expect(results).toMatchObject({ bags80: 46 });
    expect(steps).toContain('80 lb bags: 27 ÷ 0.60 ft³ ≈ 45.00002, rounded up to 46 bags');
  });
});
