import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './speed-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const speed: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for speeds, worked by hand.

function show(inputs: Record<string, string>) {
  const { values, results } = evaluate(speed, inputs);
  return { text: speed.headline!.text(values!, results!, ''), results: results! };
}

describe('speed converter', () => {
  it('opens on 60 mph in km/h, exactly', () => {
    // 60 × 1.609344 = 96.56064.
    expect(show({}).text).toBe('60 miles per hour = 96.56064 kilometres per hour');
  });

  it('converts m/s and km/h by 3.6', () => {
    expect(show({ value: '10', from: 'ms', to: 'kmh' }).text).toBe(
      '10 metres per second = 36 kilometres per hour',
    );
    expect(show({ value: '1', from: 'kmh', to: 'ms' })).toEqual({
      text: '1 kilometre per hour ≈ 0.2777777778 metres per second',
      results: { result: 0.277777777777778, factor: 0.277777777777778 },
    });
  });

  it('rounds 100 km/h in mph to 10 significant digits', () => {
    // 100 ÷ 1.609344 = 62.1371192237…
    expect(show({ value: '100', from: 'kmh', to: 'mph' }).text).toBe(
      '100 kilometres per hour ≈ 62.13711922 miles per hour',
    );
  });

  it('makes a knot 1.852 km/h', () => {
    expect(show({ value: '1', from: 'kn', to: 'kmh' }).text).toBe(
      '1 knot = 1.852 kilometres per hour',
    );
  });
});
