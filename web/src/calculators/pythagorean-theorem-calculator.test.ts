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

  it('shows a leg found as a surd approximately', () => {
    const { values, results } = solve({ a: '5', c: '15' }, 'b');
    const steps = calculator.steps(values as never, results as never);
    expect(steps[2]).toBe('b = √(c² − a²) = √(225 − 25) = √200 ≈ 14.142136');
    expect(results!.area).toBeCloseTo(25 * Math.SQRT2, 12);
  });
});
