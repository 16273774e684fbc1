import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './area-calculator.ts';

// Expected values worked by hand and with python3 (math.pi = 3.141592653589793):
//   rectangle 10 × 5 = 50; triangle ½ × 11 × 4 = 22; parallelogram 8 × 3 = 24
//   circle r = 5: 25π = 78.53981633974483
//   trapezoid ½ × (3 + 5) × 2 = 8
//   ellipse 5, 3: 15π = 47.12388980384689
//   sector r = 5, 60°: (60/360) × 25π = 13.089969389957473; r = 1, 360°: π

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

describe('area calculator', () => {
  it('starts on a 10 by 5 rectangle', () => {
    const { results, errors, summary, steps } = run({});
    expect(errors).toEqual({});
    expect(results!.area).toBe(50);
    expect(summary).toBe('A rectangle 10 by 5 has an area of 50 square units.');
    expect(steps).toEqual([
      'A = l × w',
      '= 10 × 5 = 50',
      'The area is in the square of the unit the lengths are in (cm gives cm², ft gives ft²).',
    ]);
  });

  it('writes a tiny area in powers of ten, not as 0', () => {
    // 0.0000001 × 0.0000001 = 10⁻¹⁴, below the 10 decimals a plain figure shows.
    expect(run({ shape: 'rectangle', length: '0.0000001', width: '0.0000001' }).summary).toBe(
      'A rectangle 1 × 10⁻⁷ by 1 × 10⁻⁷ has an area of 1 × 10⁻¹⁴ square units.',
    );
  });

  it('works out each shape', () => {
    expect(run({ shape: 'triangle', triangleBase: '11', triangleHeight: '4' }).results!.area).toBe(
      22,
    );
    expect(
      run({ shape: 'parallelogram', parallelogramBase: '8', parallelogramHeight: '3' }).results!
        .area,
    ).toBe(24);
    expect(run({ shape: 'circle', radius: '5' }).results!.area).toBeCloseTo(78.53981633974483, 12);
    expect(
      run({ shape: 'trapezoid', base1: '3', base2: '5', trapezoidHeight: '2' }).results!.area,
    ).toBe(8);
    expect(run({ shape: 'ellipse', semiMajor: '5', semiMinor: '3' }).results!.area).toBeCloseTo(
      47.12388980384689,
      12,
    );
    expect(run({ shape: 'sector', sectorRadius: '5', angle: '60' }).results!.area).toBeCloseTo(
      13.089969389957473,
      12,
    );
  });

  it('says the formula with the visitor’s numbers', () => {
    const circle = run({ shape: 'circle', radius: '5' });
    expect(circle.steps.slice(0, 2)).toEqual([
      'A = πr²',
      '= 3.1415927 × 5² = 3.1415927 × 25 ≈ 78.539816',
    ]);
    expect(circle.summary).toBe('A circle of radius 5 has an area of 78.539816 square units.');
    const trapezoid = run({ shape: 'trapezoid', base1: '3', base2: '5', trapezoidHeight: '2' });
    expect(trapezoid.steps[1]).toBe('= ½ × (3 + 5) × 2 = ½ × 8 × 2 = 8');
    expect(trapezoid.summary).toBe(
      'A trapezoid with parallel sides 3 and 5 and height 2 has an area of 8 square units.',
    );
    const sector = run({ shape: 'sector', sectorRadius: '5', angle: '60' });
    expect(sector.steps[1]).toBe('= (60 ÷ 360) × 3.1415927 × 5² ≈ 13.089969');
    expect(sector.summary).toBe(
      'A 60° sector of a circle of radius 5 has an area of 13.089969 square units.',
    );
  });

  it('makes a 360° sector the whole circle', () => {
    expect(run({ shape: 'sector', sectorRadius: '1', angle: '360' }).results!.area).toBe(Math.PI);
  });

  it('reads only the fields of the shape chosen', () => {
    const { results, errors } = run({ shape: 'triangle', length: 'nonsense', width: '0' });
    expect(errors).toEqual({});
    expect(results!.area).toBe(22);
    expect(run({ shape: 'ELLIPSE' }).results!.area).toBeCloseTo(15 * Math.PI, 12);
  });

  it('asks for lengths above 0 and an angle up to 360°', () => {
    expect(run({ length: '0' }).errors).toEqual({ length: 'The length must be more than 0' });
    expect(run({ width: '' }).errors).toEqual({ width: 'Enter the width' });
    expect(run({ width: 'abc' }).errors).toEqual({ width: 'Enter a number' });
    expect(run({ shape: 'sector', angle: '361' }).errors).toEqual({
      angle: 'The angle can be at most 360°',
    });
    expect(run({ shape: 'sector', angle: '0' }).errors).toEqual({
      angle: 'The angle must be more than 0°',
    });
  });
  it('says 1 square unit as one', () => {
    const { values, results } = evaluate(calculator, {
      shape: 'rectangle',
      length: '1',
      width: '1',
    });
    expect(calculator.summary!(values as never, results as never, '')).toBe(
      'A rectangle 1 by 1 has an area of 1 square unit.',
    );
  });
});
