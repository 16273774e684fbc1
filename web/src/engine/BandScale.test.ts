import { describe, expect, it } from 'vitest';
import bmi from '../calculators/bmi-calculator.ts';
import { scalePosition } from './BandScale.tsx';
import { bandOf } from './evaluate.ts';

// The BMI calculator's bands: four, drawn from 15 to 40.
const bands = bmi.outputs.bmi.bands!.bands;

function at(value: number): number {
  const band = bandOf(bands, value);
  if (!band) throw new Error(`No band for ${value}`);
  return scalePosition(bands, value, band);
}

describe('scalePosition: where the marker sits on the bar', () => {
  it.each([
    // Each band takes a quarter; the bar shows 15 to 40.
    [10, 0], // below the bar's start: at its left end
    [15, 0],
    [18.5, 25], // band edges sit on the segment edges
    [21.75, 37.5], // halfway through 18.5-25
    [25, 50],
    [27.5, 62.5],
    [30, 75],
    [35, 87.5],
    [40, 100],
    [60, 100], // beyond the bar's end: at its right end
  ])('BMI %s → %s%%', (value, expected) => {
    expect(at(value)).toBeCloseTo(expected, 10);
  });

  it('moves left to right as the BMI grows', () => {
    let previous = -1;
    for (let value = 12; value <= 45; value += 0.1) {
      const position = at(value);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(bands).toHaveLength(4);
  });
});
