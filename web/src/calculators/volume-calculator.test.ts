import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './volume-calculator.ts';

// Expected values worked by hand and with python3 (math.pi = 3.141592653589793):
//   cylinder r = 3, h = 10: 90π = 282.7433388230814; ÷ 231 = 1.2239971377622572 US gal
//   cone r = 3, h = 10: 30π = 94.24777960769379
//   sphere r = 3: 36π = 113.09733552923255
//   cube 3: 27; box 8 × 5 × 4 = 160; pyramid 6 × 6 × 9 ÷ 3 = 108
//   capsule r = 2, h = 8: 32π + 32π/3 = 100.53096491487338 + 33.510321638291124 = 134.0412865531645

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

describe('volume calculator', () => {
  it('starts on a cylinder of radius 3 and height 10', () => {
    const { results, errors, summary, steps, facts } = run({});
    expect(errors).toEqual({});
    expect(results!.volume).toBeCloseTo(282.7433388230814, 11);
    expect(summary).toBe(
      'A cylinder of radius 3 and height 10 has a volume of 282.74334 cubic units.',
    );
    expect(steps).toEqual([
      'V = πr²h',
      '= 3.1415927 × 3² × 10 ≈ 282.74334',
      'The volume is in the cube of the unit the lengths are in (cm gives cm³, ft gives ft³).',
    ]);
    expect(facts).toEqual([
      { label: 'If the lengths are in centimetres', text: '282.74334 cm³ = 0.28274334 litres' },
      { label: 'If the lengths are in inches', text: '282.74334 in³ = 1.2239971 US gallons' },
      { label: 'If the lengths are in metres', text: '282.74334 m³ = 282,743.34 litres' },
    ]);
  });

  it('works out each solid', () => {
    expect(run({ shape: 'cube', edge: '3' }).results!.volume).toBe(27);
    expect(run({ shape: 'box', length: '8', width: '5', height: '4' }).results!.volume).toBe(160);
    expect(run({ shape: 'cone', coneRadius: '3', coneHeight: '10' }).results!.volume).toBeCloseTo(
      94.24777960769379,
      11,
    );
    expect(run({ shape: 'sphere', radius: '3' }).results!.volume).toBeCloseTo(
      113.09733552923255,
      11,
    );
    expect(
      run({ shape: 'pyramid', baseLength: '6', baseWidth: '6', pyramidHeight: '9' }).results!
        .volume,
    ).toBe(108);
    expect(
      run({ shape: 'capsule', capsuleRadius: '2', capsuleLength: '8' }).results!.volume,
    ).toBeCloseTo(134.0412865531645, 11);
  });

  it('says the formula with the visitor’s numbers', () => {
    const capsule = run({ shape: 'capsule', capsuleRadius: '2', capsuleLength: '8' });
    expect(capsule.steps[1]).toBe(
      '= 3.1415927 × 2² × 8 + 4 × 3.1415927 × 2³ ÷ 3 ≈ 100.53096 + 33.510322 ≈ 134.04129',
    );
    expect(capsule.summary).toBe(
      'A capsule of radius 2 with a straight part 8 long has a volume of 134.04129 cubic units.',
    );
    const pyramid = run({ shape: 'pyramid', baseLength: '6', baseWidth: '6', pyramidHeight: '9' });
    expect(pyramid.steps.slice(0, 2)).toEqual(['V = ⅓ × l × w × h', '= 6 × 6 × 9 ÷ 3 = 108']);
    expect(run({ shape: 'sphere', radius: '3' }).steps[1]).toBe(
      '= 4 × 3.1415927 × 3³ ÷ 3 ≈ 113.09734',
    );
  });

  it('makes a capsule with no straight part a sphere', () => {
    // The straight part must be more than 0; a tiny one is all but the sphere of the same radius.
    const almost = run({ shape: 'capsule', capsuleRadius: '3', capsuleLength: '0.000001' });
    expect(almost.results!.volume).toBeCloseTo(36 * Math.PI, 4);
  });

  it('reads only the fields of the solid chosen', () => {
    const { results, errors } = run({ shape: 'cube', edge: '2', cylinderRadius: 'x' });
    expect(errors).toEqual({});
    expect(results!.volume).toBe(8);
  });

  it('asks for lengths above 0 and within the limit', () => {
    expect(run({ cylinderRadius: '0' }).errors).toEqual({
      cylinderRadius: 'The radius must be more than 0',
    });
    expect(run({ cylinderHeight: '' }).errors).toEqual({ cylinderHeight: 'Enter the height' });
    expect(run({ shape: 'cube', edge: '-2' }).errors).toEqual({
      edge: 'The edge must be more than 0',
    });
    expect(run({ shape: 'cube', edge: '1000000001' }).errors).toEqual({
      edge: 'The edge can be at most 1,000,000,000',
    });
  });
});
