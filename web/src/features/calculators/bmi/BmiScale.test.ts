import { describe, expect, it } from 'vitest';
import { BMI_BANDS, bmiBand } from '../../../domain/bmi.ts';
import { scalePosition } from './BmiScale.tsx';

function at(bmi: number): number {
  const band = bmiBand(bmi);
  if (!band) throw new Error(`No band for ${bmi}`);
  return scalePosition(bmi, band);
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
  ])('BMI %s → %s%%', (bmi, expected) => {
    expect(at(bmi)).toBeCloseTo(expected, 10);
  });

  it('moves left to right as the BMI grows', () => {
    let previous = -1;
    for (let bmi = 12; bmi <= 45; bmi += 0.1) {
      const position = at(bmi);
      expect(position).toBeGreaterThanOrEqual(previous);
      previous = position;
    }
    expect(BMI_BANDS).toHaveLength(4);
  });
});
