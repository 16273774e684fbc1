import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './area-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const area: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for areas, worked by hand.

function headline(inputs: Record<string, string>) {
  const { values, results } = evaluate(area, inputs);
  return area.headline!.text(values!, results!, '');
}

describe('area converter', () => {
  it('opens on 1 acre in square metres, in full, as it is exact', () => {
    // 43,560 × 0.3048² = 4,046.8564224 (11 significant digits, shown in full).
    expect(headline({})).toBe('1 acre = 4,046.8564224 square metres');
  });

  it('squares the length factors', () => {
    expect(headline({ value: '1', from: 'm2', to: 'cm2' })).toBe(
      '1 square metre = 10,000 square centimetres',
    );
    expect(headline({ value: '1', from: 'yd2', to: 'ft2' })).toBe('1 square yard = 9 square feet');
    expect(headline({ value: '1', from: 'mi2', to: 'ac' })).toBe('1 square mile = 640 acres');
    expect(headline({ value: '1', from: 'km2', to: 'ha' })).toBe(
      '1 square kilometre = 100 hectares',
    );
  });

  it('rounds a hectare in acres to 10 significant digits', () => {
    // 10,000 ÷ 4,046.8564224 = 2.47105381467…
    expect(headline({ value: '1', from: 'ha', to: 'ac' })).toBe('1 hectare ≈ 2.471053815 acres');
  });
});
