import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './pythagorean-theorem-calculator.ts';

// Expected sides: Pythagorean triples and surds worked by hand (√200 = 10√2 = 14.1421356…).

const mode = calculator as unknown as AnyMode;

function solve(texts: Record<string, string>, unknown?: 'a' | 'b' | 'c') {
  return evaluate(mode, { ...texts, ...(unknown ? { solve: unknown } : {}) }, '2026-11-25');
}

describe('Pythagorean theorem', () => {
  it('finds the hypotenuse 5 of legs 3 and 4 by default, with area, perimeter and angles', () => {
    const { values, results, errors } = solve({});
    expect(errors).toEqual({});
    expect(values?.c).toBe(5);
    expect(results).toMatchObject({ area: 6, perimeter: 12 });
    // arctan(3 ÷ 4) = 36.8698976…°
    expect(results!.angleA).toBeCloseTo(36.8698976458, 9);
    expect(results!.angleA! + results!.angleB!).toBeCloseTo(90, 12);
    const steps = calculator.steps(values as never, results as never);
    expect(steps[0]).toBe('c = √(a² + b²) = √(3² + 4²) = √(9 + 16) = √25 = 5');
  });

  it.each([
    [{ b: '12', c: '13' }, 'a', 5],
    [{ a: '8', c: '17' }, 'b', 15],
    [{ a: '20', b: '21' }, 'c', 29],
    [{ a: '1', b: '1' }, 'c', Math.SQRT2],
  ] as const)('solves %o for %s = %d', (texts, unknown, expected) => {
    const { values, errors } = solve(texts, unknown);
    expect(errors).toEqual({});
    expect(values?.[unknown]).toBeCloseTo(expected, 12);
  });

  it('says = where the figures shown work out, ≈ where one is rounded', () => {
    // Legs 3 and 8: c = √73 = 8.5440037453…, perimeter 19.5440037453… (8 digits: 19.544004);
    // back from c² = 73, a = √9 = 3 and b = √64 = 8 exactly.
    const { values, results } = solve({ a: '3', b: '8' });
    const steps = calculator.steps(values as never, results as never);
    expect(steps.slice(0, 3)).toEqual([
      'c = √(a² + b²) = √(3² + 8²) = √(9 + 64) = √73 ≈ 8.5440037',
      'a = √(c² − b²) = √(73 − 64) = √9 = 3',
      'b = √(c² − a²) = √(73 − 9) = √64 = 8',
    ]);
    expect(steps[4]).toBe('Perimeter = a + b + c = 3 + 8 + 8.5440037 ≈ 19.544004');
  });

  it('keeps a long thin triangle’s short leg exact', () => {
    // c = 1,000,001 and b = 1,000,000: a = √(2,000,001) = 1414.2139…
    const { values } = solve({ b: '1000000', c: '1000001' }, 'a');
    expect(values?.a).toBeCloseTo(Math.sqrt(2000001), 9);
  });

  it('refuses a hypotenuse that is not the longest side', () => {
    expect(solve({ b: '5', c: '5' }, 'a').errors).toEqual({
      c: 'The hypotenuse must be longer than leg b (5): it is the longest side.',
    });
    expect(solve({ a: '12', c: '10' }, 'b').errors).toEqual({
      c: 'The hypotenuse must be longer than leg a (12): it is the longest side.',
    });
    // Solving for c, any legs will do.
    expect(solve({ a: '12', b: '0.5' }, 'c').errors).toEqual({});
  });

  it('asks for positive lengths', () => {
    expect(solve({ a: '0' }).errors).toEqual({ a: 'The length of leg a must be more than 0' });
    expect(solve({ b: '-2' }).errors).toEqual({ b: 'The length of leg b must be more than 0' });
    expect(solve({ b: '' }).errors).toEqual({ b: 'Enter the length of leg b' });
  });

  it('shows a leg found as a surd approximately, its square from the relation', () => {
    // b² = 15² − 5² = 200 exactly, so c = √(25 + 200) = √225 = 15 and a = √(225 − 200) = 5.
    const { values, results } = solve({ a: '5', c: '15' }, 'b');
    const steps = calculator.steps(values as never, results as never, {
      advice: true,
      unknown: 'b',
    });
    expect(steps.slice(0, 3)).toEqual([
      'c = √(a² + b²) = √(25 + 200) = √225 = 15',
      'a = √(c² − b²) = √(225 − 200) = √25 = 5',
      'b = √(c² − a²) = √(225 − 25) = √200 ≈ 14.142136',
    ]);
    expect(results!.area).toBeCloseTo(25 * Math.SQRT2, 12);
  });

  it('keeps a leg of 8 beside one of 10¹² in the steps', () => {
    // By hand: c² = 10²⁴ + 64 exactly, so c = 10¹² + 3.2 × 10⁻¹¹, shown 1,000,000,000,000 (≈),
    // and c² − a² = 64 = 8², where squares of the rounded c gave √0 ≈ 8. Python:
    // math.degrees(math.atan(8e-12)) = 4.583662361e-10; the other angle is a hair under 90°.
    const { values, results } = solve({ a: '1000000000000', b: '8' });
    const steps = calculator.steps(values as never, results as never, {
      advice: true,
      unknown: 'c',
    });
    expect(steps.slice(0, 3)).toEqual([
      'c = √(a² + b²) = √(1,000,000,000,000² + 8²) = √(1,000,000,000,000,000,000,000,000 + 64) = √1,000,000,000,000,000,000,000,064 ≈ 1,000,000,000,000',
      'a = √(c² − b²) = √(1,000,000,000,000,000,000,000,064 − 64) = √1,000,000,000,000,000,000,000,000 = 1,000,000,000,000',
      'b = √(c² − a²) = √(1,000,000,000,000,000,000,000,064 − 1,000,000,000,000,000,000,000,000) = √64 = 8',
    ]);
    expect(steps[5]).toBe(
      'Angle opposite a = arctan(a ÷ b) = arctan(125,000,000,000) ≈ 89.9999999995°; opposite b, arctan(b ÷ a) = arctan(8 × 10⁻¹²) ≈ 4.5836624 × 10⁻¹⁰°; the two add up to 90°',
    );
  });

  it('writes tiny sides in powers of ten, and 45° exactly for equal legs', () => {
    // 10⁻⁷ × 2 × 10⁻⁷ ÷ 2 = 10⁻¹⁴ (8 decimals showed 0); √(5 × 10⁻¹⁴) = 2.2360680 × 10⁻⁷.
    const tiny = solve({ a: '0.0000001', b: '0.0000002' });
    const tinySteps = calculator.steps(tiny.values as never, tiny.results as never);
    expect(tinySteps[0]).toBe(
      'c = √(a² + b²) = √((1 × 10⁻⁷)² + (2 × 10⁻⁷)²) = √((1 × 10⁻¹⁴) + (4 × 10⁻¹⁴)) = √(5 × 10⁻¹⁴) ≈ 2.236068 × 10⁻⁷',
    );
    expect(tinySteps[3]).toBe('Area = a × b ÷ 2 = (1 × 10⁻⁷) × (2 × 10⁻⁷) ÷ 2 = 1 × 10⁻¹⁴');
    // arctan(2.5 ÷ 2.5) = arctan 1 = 45° exactly.
    const equal = solve({ a: '2.5', b: '2.5' });
    const equalSteps = calculator.steps(equal.values as never, equal.results as never);
    expect(equalSteps[5]).toBe(
      'Angle opposite a = arctan(a ÷ b) = arctan(1) = 45°; opposite b, arctan(b ÷ a) = arctan(1) = 45°; the two add up to 90°',
    );
  });
});
