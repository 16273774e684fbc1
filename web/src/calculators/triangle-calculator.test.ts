import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { failingSide, heronArea, kindOf } from './triangle-calculator.ts';

// Expected values worked with python3 (math.acos of the law of cosines, Heron's formula):
//   5, 6, 7: A = 44.415308597192976°, B = 57.12165043562251°, C = 78.46304096718453°,
//            s = 9, K = √216 = 14.696938456699069, heights 2K ÷ side = 5.8787754, 4.8989795,
//            4.1991253, inradius K ÷ s = 1.6329932, circumradius abc ÷ 4K = 3.5721725
//   7, 8, 9: K = √720 = 12√5 = 26.832815729997478, angles 58.411864…°, 48.189685…°, 73.398450…°
//   1, 1, 1.4142: largest angle 89.99890106694886°

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

describe('triangle calculator', () => {
  it('solves the default 5, 6, 7 triangle', () => {
    const { results, errors, summary, steps, facts } = run({});
    expect(errors).toEqual({});
    expect(results!.angleA).toBeCloseTo(44.415308597192976, 10);
    expect(results!.angleB).toBeCloseTo(57.12165043562251, 10);
    expect(results!.angleC).toBeCloseTo(78.46304096718453, 10);
    expect(results!.area).toBeCloseTo(14.696938456699069, 12);
    expect(results!.perimeter).toBe(18);
    expect(summary).toBe(
      'Sides 5, 6 and 7 make a scalene acute triangle: its largest angle, 78.463041°, is under 90°.',
    );
    expect(steps).toEqual([
      'Perimeter = a + b + c = 5 + 6 + 7 = 18; semi-perimeter s = 9',
      'Area (Heron) = √(s(s − a)(s − b)(s − c)) = √(9 × 4 × 3 × 2) = √216 ≈ 14.696938',
      'Angle A = arccos((b² + c² − a²) ÷ 2bc) = arccos((36 + 49 − 25) ÷ 84) = arccos(0.71428571) ≈ 44.415309°',
      'Angle B = arccos((a² + c² − b²) ÷ 2ac) = arccos((25 + 49 − 36) ÷ 70) = arccos(0.54285714) ≈ 57.12165°',
      'Angle C = arccos((a² + b² − c²) ÷ 2ab) = arccos((25 + 36 − 49) ÷ 60) = arccos(0.2) ≈ 78.463041°',
      'Check: A + B + C = 44.415309° + 57.12165° + 78.463041° = 180°',
      'Longest side 7: its square 49 < 61, the sum of the squares of the other two, so the triangle is acute.',
    ]);
    expect(facts).toEqual([
      { label: 'Type', text: 'Scalene, acute' },
      { label: 'Semi-perimeter s', text: '9' },
      { label: 'Heights to a, b and c', text: '5.8787754, 4.8989795, 4.1991253' },
      { label: 'Inradius r = K ÷ s', text: '1.6329932' },
      { label: 'Circumradius R = abc ÷ 4K', text: '3.5721725' },
    ]);
  });

  it('finds the right angle of 3, 4, 5 exactly', () => {
    const { results, summary, steps } = run({ a: '3', b: '4', c: '5' });
    expect(results).toMatchObject({ area: 6, perimeter: 12, angleC: 90 });
    expect(results!.angleA).toBeCloseTo(36.86989764584402, 10);
    expect(summary).toBe(
      'Sides 3, 4 and 5 make a scalene right triangle: it has a right angle (90°).',
    );
    expect(steps[1]).toBe('Area (Heron) = √(s(s − a)(s − b)(s − c)) = √(6 × 3 × 2 × 1) = √36 = 6');
    expect(steps[4]).toBe(
      'Angle C = arccos((a² + b² − c²) ÷ 2ab) = arccos((9 + 16 − 25) ÷ 24) = arccos(0) = 90°',
    );
  });

  it('solves 7, 8, 9 (area 12√5)', () => {
    const { results } = run({ a: '7', b: '8', c: '9' });
    expect(results!.area).toBeCloseTo(26.832815729997478, 12);
    expect(results!.angleA).toBeCloseTo(48.18968510422141, 10);
    expect(results!.angleC).toBeCloseTo(73.39845040097977, 10);
  });

  it('names the kind of triangle', () => {
    expect(kindOf(2, 2, 2)).toEqual({ sides: 'equilateral', angles: 'acute' });
    expect(kindOf(9, 3, 9)).toEqual({ sides: 'isosceles', angles: 'acute' });
    expect(kindOf(1, 1, 1.5)).toEqual({ sides: 'isosceles', angles: 'obtuse' });
    expect(kindOf(0.3, 0.4, 0.5)).toEqual({ sides: 'scalene', angles: 'right' });
    // Sides rounded from a right triangle are not right: 1.4142² = 1.99996164 < 2.
    expect(kindOf(1, 1, 1.4142)).toEqual({ sides: 'isosceles', angles: 'acute' });
    expect(run({ a: '1', b: '1', c: '1.4142' }).results!.angleC).toBeCloseTo(89.99890106694886, 9);
    const equilateral = run({ a: '2', b: '2', c: '2' });
    expect(equilateral.results).toMatchObject({ angleA: 60, angleB: 60, angleC: 60 });
    expect(equilateral.summary).toBe(
      'Sides 2, 2 and 2 make an equilateral acute triangle: its largest angle, 60°, is under 90°.',
    );
    expect(run({ a: '9', b: '3', c: '9' }).summary).toMatch(
      /^Sides 9, 3 and 9 make an isosceles acute/,
    );
    const obtuse = run({ a: '3', b: '5', c: '7' });
    // cos C = (9 + 25 − 49) ÷ 30 = −0.5: C = 120° exactly.
    expect(obtuse.results!.angleC).toBeCloseTo(120, 10);
    expect(obtuse.summary).toBe(
      'Sides 3, 5 and 7 make a scalene obtuse triangle: its largest angle, 120°, is over 90°.',
    );
  });

  it('tells a nearly right triangle’s largest angle from 90°, and echoes sides as typed', () => {
    // cos C = (1 + 1 − 1.41421356²) ÷ 2 = 3.356e-9, so C = 90° − 1.923e-7° = 89.99999981°.
    expect(run({ a: '1', b: '1', c: '1.41421356' }).summary).toBe(
      'Sides 1, 1 and 1.41421356 make an isosceles acute triangle: its largest angle, 89.9999998°, is under 90°.',
    );
    // 5.00000001² = 25.0000001000000001 > 25: C = 90.00000024°.
    const obtuse = run({ a: '3', b: '4', c: '5.00000001' });
    expect(obtuse.summary).toBe(
      'Sides 3, 4 and 5.00000001 make a scalene obtuse triangle: its largest angle, 90.0000002°, is over 90°.',
    );
    expect(obtuse.steps.at(-1)).toBe(
      'Longest side 5.00000001: its square 25.0000001000000001 > 25, the sum of the squares of the other two, so the triangle is obtuse.',
    );
    // In doubles 10^16 + 1 is 10^16; in decimals the comparison shows why it is acute.
    expect(run({ a: '100000000', b: '100000000', c: '1' }).steps.at(-1)).toBe(
      'Longest side 100,000,000: its square 10,000,000,000,000,000 < 10,000,000,000,000,001, the sum of the squares of the other two, so the triangle is acute.',
    );
  });

  it('works its steps in exact decimals of the sides as typed', () => {
    // By hand: 1 + 1 + 1.41421356 = 3.41421356, s = 1.70710678, s − c = 0.29289322;
    // 1.41421356² = 1.9999999932878736, so a² + b² − c² = 0.0000000067121264 and
    // cos C = 3.3560632 × 10⁻⁹ (the steps said (1 + 1 − 2) ÷ 2 = 3.3560631 × 10⁻⁹).
    const { steps } = run({ a: '1', b: '1', c: '1.41421356' });
    expect(steps[0]).toBe(
      'Perimeter = a + b + c = 1 + 1 + 1.41421356 = 3.41421356; semi-perimeter s = 1.70710678',
    );
    expect(steps[1]).toMatch(
      /^Area \(Heron\) = .* = √\(1\.70710678 × 0\.70710678 × 0\.70710678 × 0\.29289322\) ≈ √0\.25 ≈ 0\.5$/,
    );
    expect(steps[4]).toBe(
      'Angle C = arccos((a² + b² − c²) ÷ 2ab) = arccos((1 + 1 − 1.9999999932878736) ÷ 2) = arccos(3.3560632 × 10⁻⁹) ≈ 90°',
    );
    // A side typed with 11 decimals is echoed with all of them (formatPlain kept 10).
    expect(run({ a: '1.23456789012', b: '2', c: '2.5' }).summary).toMatch(
      /^Sides 1\.23456789012, 2 and 2\.5 make/,
    );
    // Sides of 10⁻²⁵: s = 1.5 × 10⁻²⁵ (halving by division to 20 places gave 0), s − a = 5 ×
    // 10⁻²⁶, Heron's product 1.875 × 10⁻¹⁰¹.
    expect(run({ a: '1e-25', b: '1e-25', c: '1e-25' }).steps.slice(0, 2)).toEqual([
      'Perimeter = a + b + c = 1 × 10⁻²⁵ + 1 × 10⁻²⁵ + 1 × 10⁻²⁵ = 3 × 10⁻²⁵; semi-perimeter s = 1.5 × 10⁻²⁵',
      'Area (Heron) = √(s(s − a)(s − b)(s − c)) = √((1.5 × 10⁻²⁵) × (5 × 10⁻²⁶) × (5 × 10⁻²⁶) × (5 × 10⁻²⁶)) = √(1.875 × 10⁻¹⁰¹) ≈ 4.330127 × 10⁻⁵¹',
    ]);
    // 0.0000015 × 0.0000005³ = 1.875 × 10⁻²⁵ exactly.
    expect(run({ a: '0.000001', b: '0.000001', c: '0.000001' }).steps[1]).toMatch(
      /= √\(1\.875 × 10⁻²⁵\) ≈ 4\.330127 × 10⁻¹³$/,
    );
  });

  it('refuses sides that make no triangle, on the side that is too long', () => {
    expect(run({ a: '3', b: '4', c: '9' }).errors).toEqual({
      c: 'These sides make no triangle: c = 9 is not shorter than a + b = 3 + 4 = 7. Each side must be shorter than the other two together.',
    });
    // Flat: 3 + 4 = 7 exactly.
    expect(run({ a: '7', b: '3', c: '4' }).errors).toEqual({
      a: 'These sides make no triangle: a = 7 is not shorter than b + c = 3 + 4 = 7. Each side must be shorter than the other two together.',
    });
    // 0.1 + 0.2 is exactly 0.3 in decimals, though not in binary floating point.
    expect(failingSide({ a: 0.1, b: 0.2, c: 0.3 })).toBe('c');
    expect(failingSide({ a: 0.1, b: 0.2, c: 0.2999999 })).toBeNull();
  });

  it('asks for lengths above 0', () => {
    expect(run({ a: '0' }).errors).toEqual({ a: 'The length of side a must be more than 0' });
    expect(run({ b: '' }).errors).toEqual({ b: 'Enter the length of side b' });
    expect(run({ c: '-3' }).errors).toEqual({ c: 'The length of side c must be more than 0' });
  });

  it('keeps a needle-thin triangle’s area', () => {
    // Sides 1, 1 and 10⁻⁷: K = ¼ × 10⁻⁷ × √(4 − 10⁻¹⁴) = 4.99999999999999…e-8. The naive
    // √(s(s − a)(s − b)(s − c)) gives 4.9999999918e-8 in doubles.
    expect(heronArea(1, 1, 1e-7) / 5e-8).toBeCloseTo(1, 12);
    const { results } = run({ a: '1', b: '1', c: '0.0000001' });
    // The small angle is 10⁻⁷ rad = 5.7295779513e-6°.
    expect(results!.angleC! / 5.729577951308232e-6).toBeCloseTo(1, 9);
  });

  it('keeps a needle’s angles where two sides are 10¹² long', () => {
    // mpmath at 60 digits, law of cosines: sides 999,999,999,999.5, 10¹² and 1 have
    // A = 59.99999999997519°, B = 119.99999999997519°, C = 4.962 × 10⁻¹¹°. b² − a² in doubles
    // (10²⁴ each) gave A = 60.0019334°.
    const { results } = run({ a: '999999999999.5', b: '1000000000000', c: '1' });
    expect(Math.abs(results!.angleA! - 59.99999999997519)).toBeLessThan(1e-9);
    expect(Math.abs(results!.angleB! - 119.99999999997519)).toBeLessThan(1e-9);
  });
});
