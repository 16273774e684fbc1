import { describe, expect, it } from 'vitest';
import {
  criticalZ,
  erfc,
  inverseNormalCdf,
  normalCdf,
  normalDensity,
  normalUpper,
} from './normal.ts';

// Published values: Φ(1.96) and the quantiles from Wolfram Alpha / R (pnorm, qnorm) as quoted in
// the brief; the areas from 0 to z from the NIST/SEMATECH e-Handbook of Statistical Methods,
// §1.3.6.7.1, "Cumulative Distribution Function of the Standard Normal Distribution" (5 decimals).

describe('the standard normal distribution', () => {
  it('gives Φ(1.96) = 0.9750021048517795 to 13 significant digits', () => {
    expect(Math.abs(normalCdf(1.96) - 0.9750021048517795)).toBeLessThan(1e-14);
    expect(Math.abs(normalCdf(-1.96) / 0.0249978951482204 - 1)).toBeLessThan(1e-13);
  });

  it('works erfc to 13 significant digits, tiny tails included', () => {
    // Abramowitz and Stegun, Table 7.1 (erfc 1 = 0.157299207050285, erfc 3 = 2.20904969985854 ×
    // 10⁻⁵), and R's pnorm(8, lower.tail = FALSE) = 6.220960574271784 × 10⁻¹⁶ and
    // pnorm(10, lower.tail = FALSE) = 7.61985302416053 × 10⁻²⁴, each also by mpmath at 40 digits.
    const near = (value: number, expected: number) =>
      expect(Math.abs(value / expected - 1)).toBeLessThan(2e-13);
    near(erfc(1), 0.157299207050285);
    near(erfc(3), 2.20904969985854e-5);
    near(erfc(-1), 2 - 0.157299207050285);
    near(normalUpper(8), 6.220960574271784e-16);
    near(normalUpper(10), 7.61985302416053e-24);
    near(normalCdf(-8), 6.220960574271784e-16);
  });

  it('matches the NIST table of areas from 0 to z', () => {
    const table: [number, number][] = [
      [0.5, 0.19146],
      [1.0, 0.34134],
      [1.96, 0.475],
      [2.0, 0.47725],
      [2.58, 0.49506],
      [3.0, 0.49865],
    ];
    for (const [z, area] of table) {
      expect(Math.abs(normalCdf(z) - 0.5 - area)).toBeLessThanOrEqual(0.000005);
    }
  });

  it('is symmetric, 0.5 at 0, and 0 and 1 at the infinities', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(normalUpper(1.2) + normalCdf(1.2)).toBeCloseTo(1, 15);
    expect(normalUpper(-1.2)).toBe(normalCdf(1.2));
    // A far tail keeps its size: P(Z > 6) = 9.8659e-10 (R: pnorm(6, lower.tail = FALSE)).
    expect(normalUpper(6) / 9.865876450377e-10).toBeCloseTo(1, 5);
  });

  it('inverts Φ: Φ⁻¹(0.975) = 1.959963984540054 and Φ⁻¹(0.995) = 2.5758293035489', () => {
    expect(Math.abs(inverseNormalCdf(0.975) - 1.959963984540054)).toBeLessThan(1e-13);
    expect(Math.abs(inverseNormalCdf(0.995) - 2.5758293035489)).toBeLessThan(1e-12);
    expect(Math.abs(inverseNormalCdf(0.025) + 1.959963984540054)).toBeLessThan(1e-13);
    expect(Math.abs(inverseNormalCdf(0.95) - 1.6448536269514722)).toBeLessThan(1e-13);
    // Below where probit gives up: R's qnorm(1e-20) = -9.26234008979841.
    expect(Math.abs(inverseNormalCdf(1e-20) + 9.26234008979841)).toBeLessThan(1e-12);
    expect(inverseNormalCdf(0.5)).toBe(0);
    // Far better than probit alone (1.9572 for 0.975).
    for (const p of [1e-9, 0.001, 0.1, 0.3, 0.7, 0.9, 0.999, 1 - 1e-9]) {
      expect(Math.abs(normalCdf(inverseNormalCdf(p)) - p)).toBeLessThan(
        1e-12 * Math.min(p, 1 - p) + 1e-16,
      );
    }
  });

  it('has no inverse outside 0 < p < 1', () => {
    expect(inverseNormalCdf(0)).toBeNaN();
    expect(inverseNormalCdf(1)).toBeNaN();
    expect(inverseNormalCdf(-0.1)).toBeNaN();
  });

  it('gives the two-sided critical values 1.644854, 1.959964, 2.575829', () => {
    expect(criticalZ(0.9)).toBeCloseTo(1.644854, 6);
    expect(criticalZ(0.95)).toBeCloseTo(1.959964, 6);
    expect(criticalZ(0.99)).toBeCloseTo(2.575829, 6);
  });

  it('has the density 1/√(2π) at 0', () => {
    expect(normalDensity(0)).toBeCloseTo(0.3989422804014327, 15);
    expect(normalDensity(1)).toBeCloseTo(0.24197072451914337, 15);
  });
});
