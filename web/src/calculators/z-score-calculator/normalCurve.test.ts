import { describe, expect, it } from 'vitest';
import { areaPath, curvePath, xOf, yOf, type CurveBox } from './normalCurve.ts';

const BOX: CurveBox = { width: 400, baseline: 140, peak: 118 };

describe('the bell curve drawing', () => {
  it('spans z from −4 to 4 across the width, clamping beyond', () => {
    expect(xOf(-4, BOX)).toBe(0);
    expect(xOf(0, BOX)).toBe(200);
    expect(xOf(4, BOX)).toBe(400);
    expect(xOf(9, BOX)).toBe(400);
    expect(xOf(-9, BOX)).toBe(0);
  });

  it('peaks at the mean and falls as the density does', () => {
    expect(yOf(0, BOX)).toBeCloseTo(140 - 118, 10);
    // φ(1) ÷ φ(0) = e^(−1/2) = 0.60653…, so 118 × 0.60653 = 71.57 above the baseline.
    expect(BOX.baseline - yOf(1, BOX)).toBeCloseTo(71.57, 2);
    expect(yOf(-1, BOX)).toBe(yOf(1, BOX));
  });

  it('draws the curve end to end and the shaded area closed on the baseline', () => {
    expect(curvePath(BOX)).toMatch(/^M0\.0 \d+\.\d( L[\d.]+ [\d.]+)+$/);
    const area = areaPath(-4, 0, BOX);
    expect(area.startsWith('M0.0 140 L0.0')).toBe(true);
    expect(area.endsWith('L200.0 140 Z')).toBe(true);
    expect(areaPath(-4, -5, BOX)).toBe('');
  });
});
