import { errorFunction, probit } from 'simple-statistics';

// The standard normal distribution for the statistics calculators (z-score, sample size).
// Φ(z) = ½(1 + erf(z ÷ √2)), with erf from simple-statistics (the Numerical Recipes erfc
// approximation, fractional error under 1.2 × 10⁻⁷), so Φ is good to about 7 significant digits and
// 10⁻¹⁶ absolutely. The inverse Φ⁻¹(p) starts from simple-statistics' probit (an approximation
// good only to about 2 decimals: 1.9572 for 0.975) and is refined by Newton steps on Φ until they
// stop changing it, so Φ(Φ⁻¹(p)) = p to the accuracy of Φ itself.

const SQRT2 = Math.SQRT2;
const ROOT_TWO_PI = Math.sqrt(2 * Math.PI);

/** The standard normal density φ(z) = e^(−z²/2) ÷ √(2π). */
export function normalDensity(z: number): number {
  return Math.exp(-(z * z) / 2) / ROOT_TWO_PI;
}

/** Φ(z) = P(Z < z) for the standard normal Z: the area under the curve left of z. */
export function normalCdf(z: number): number {
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  // The approximation gives erf(0) = 1.5 × 10⁻⁸; the centre is exactly one half.
  if (z === 0) return 0.5;
  // Each tail worked as ½(1 − erf(|z| ÷ √2)), never below 0.
  const tail = Math.max(0, (1 - errorFunction(Math.abs(z) / SQRT2)) / 2);
  return z < 0 ? tail : 1 - tail;
}

/** P(Z > z), the area right of z, worked from its own tail (not 1 − Φ(z)). */
export function normalUpper(z: number): number {
  return normalCdf(-z);
}

/** z with Φ(z) = p, for 0 < p < 1: probit, refined by Newton steps on Φ. */
export function inverseNormalCdf(p: number): number {
  if (!(p > 0 && p < 1)) return NaN;
  if (p === 0.5) return 0;
  // Work in the lower tail (q ≤ ½) and mirror, so small upper tails keep their digits.
  const lower = p < 0.5;
  const q = lower ? p : 1 - p;
  let z = Math.min(probit(q), 0);
  for (let i = 0; i < 60; i += 1) {
    const step = (normalCdf(z) - q) / normalDensity(z);
    if (!Number.isFinite(step)) break;
    z = Math.min(z - step, 0);
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(z))) break;
  }
  return lower ? z : -z;
}

/** The two-sided critical value z with P(−z < Z < z) = confidence (0.95 → 1.959964). */
export function criticalZ(confidence: number): number {
  return inverseNormalCdf(1 - (1 - confidence) / 2);
}
