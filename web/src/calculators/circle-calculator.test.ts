import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './circle-calculator.ts';

// Expected values worked with python3's math.pi (3.141592653589793):
//   r = 5: C = 10π = 31.41592653589793, A = 25π = 78.53981633974483
//   C = 50: r = 50 ÷ 2π = 7.957747154594767
//   A = 100: r = √(100 ÷ π) = 5.641895835477563, d = 11.283791670955125, C = 2√(100π) = 35.44907701811032
//   C = 90: r = 14.32394487827058, A = 8100 ÷ 4π = 644.5775195221761

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  return {
    ...evaluation,
    summary: evaluation.results ? calculator.summary!(values, results, '') : null,
    steps: evaluation.results ? calculator.steps(values, results) : [],
    facts: evaluation.results ? calculator.facts!(values, results) : [],
  };
}

describe('circle calculator', () => {
  it('echoes a radius of twelve digits as typed, not rounded to 1,000,000,000,000', () => {
    // 2 × 999,999,999,999 = 1,999,999,999,998 has 13 digits: every one is kept.
    const { summary } = run({ radius: '999999999999' });
    expect(summary).toMatch(
      /^A circle of radius 999,999,999,999 has a diameter of 1,999,999,999,998,/,
    );
  });

  it('starts from a radius of 5', () => {
    const { results, errors, summary, steps, facts } = run({});
    expect(errors).toEqual({});
    expect(results!.radius).toBe(5);
    expect(results!.diameter).toBe(10);
    expect(results!.circumference).toBeCloseTo(31.41592653589793, 12);
    expect(results!.area).toBeCloseTo(78.53981633974483, 12);
    expect(summary).toBe(
      'A circle of radius 5 has a diameter of 10, a circumference of 31.415927 and an area of 78.539816.',
    );
    expect(steps).toEqual([
      'Radius r = 5 (given)',
      'Diameter d = 2r = 2 × 5 = 10',
      'Circumference C = 2πr = 2 × 3.1415927 × 5 ≈ 31.415927',
      'Area A = πr² = 3.1415927 × 5² = 3.1415927 × 25 ≈ 78.539816',
    ]);
    expect(facts).toEqual([{ label: 'In terms of π', text: 'C = 10π, A = 25π' }]);
  });

  it('works from a diameter', () => {
    const { results, steps } = run({ given: 'diameter', diameter: '10' });
    expect(results!.radius).toBe(5);
    expect(results!.area).toBeCloseTo(78.53981633974483, 12);
    expect(steps[0]).toBe('Radius r = d ÷ 2 = 10 ÷ 2 = 5');
    // The diameter given is not worked out again.
    expect(steps.some((line) => line.startsWith('Diameter'))).toBe(false);
  });

  it('works from a circumference', () => {
    const { results, steps, facts } = run({ given: 'circumference', circumference: '50' });
    expect(results!.radius).toBeCloseTo(7.957747154594767, 12);
    expect(results!.circumference).toBeCloseTo(50, 12);
    expect(steps[0]).toBe('Radius r = C ÷ 2π = 50 ÷ 6.2831853 ≈ 7.9577472');
    expect(facts).toEqual([{ label: 'Check', text: 'C ÷ d = 3.1415927 = π' }]);
    const nagwa = run({ given: 'circumference', circumference: '90' }).results!;
    expect(nagwa.radius).toBeCloseTo(14.32394487827058, 12);
    expect(nagwa.area).toBeCloseTo(644.5775195221761, 9);
  });

  it('works from an area', () => {
    const { results, steps } = run({ given: 'area', area: '100' });
    expect(results!.radius).toBeCloseTo(5.641895835477563, 12);
    expect(results!.diameter).toBeCloseTo(11.283791670955125, 12);
    expect(results!.circumference).toBeCloseTo(35.44907701811032, 12);
    expect(results!.area).toBeCloseTo(100, 10);
    expect(steps[0]).toBe('Radius r = √(A ÷ π) = √(100 ÷ 3.1415927) = √31.830989 ≈ 5.6418958');
  });

  it('reads only the field of the measure chosen', () => {
    // A radius in the link does not count while the area is the measure given.
    const { results } = run({ given: 'area', area: '100', radius: 'nonsense' });
    expect(results!.radius).toBeCloseTo(5.641895835477563, 12);
    // The measure's name is read in any case.
    expect(run({ given: 'Diameter', diameter: '3' }).results!.radius).toBe(1.5);
  });

  it('asks for a length above 0 and within the limit', () => {
    expect(run({ radius: '0' }).errors).toEqual({ radius: 'The radius must be more than 0' });
    expect(run({ radius: '-1' }).errors).toEqual({ radius: 'The radius must be more than 0' });
    expect(run({ radius: '' }).errors).toEqual({ radius: 'Enter the radius' });
    expect(run({ given: 'area', area: '0' }).errors).toEqual({
      area: 'The area must be more than 0',
    });
    expect(run({ radius: '1000000000001' }).errors).toEqual({
      radius: 'The radius can be at most 1,000,000,000,000',
    });
  });

  it('keeps tiny and huge circles exact in ratio', () => {
    const tiny = run({ radius: '0.000001' }).results!;
    expect(tiny.area).toBeCloseTo(Math.PI * 1e-12, 25);
    const huge = run({ given: 'diameter', diameter: '1000000000000' }).results!;
    expect(huge.circumference! / huge.diameter!).toBe(Math.PI);
  });
  it('writes 1π as π, and twice a rounded radius with ≈', () => {
    expect(run({ given: 'radius', radius: '1' }).facts[0]?.text).toBe('C = 2π, A = π');
    // r = √(5 ÷ π) = 1.26156626…, shown 1.2615663; d = 2.52313252…, shown 2.5231325.
    expect(run({ given: 'area', area: '5' }).steps).toContain(
      'Diameter d = 2r = 2 × 1.2615663 ≈ 2.5231325',
    );
  });
});
