// The standard normal curve drawn as SVG paths: z from −4 to 4 across the width, the density
// φ(z) = e^(−z²/2) ÷ √(2π) up from the baseline, its peak (φ(0) ≈ 0.3989) at `peak` above it.

export interface CurveBox {
  width: number;
  /** The y of the baseline (SVG y grows downwards). */
  baseline: number;
  /** The height of the curve's peak above the baseline. */
  peak: number;
}

/** The z-scores the drawing spans; a z beyond them is drawn at the edge. */
export const Z_LIMIT = 4;

const density = (z: number) => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

/** The x of a z-score in the box (clamped to the drawing). */
export function xOf(z: number, box: CurveBox): number {
  const clamped = Math.min(Math.max(z, -Z_LIMIT), Z_LIMIT);
  return ((clamped + Z_LIMIT) / (2 * Z_LIMIT)) * box.width;
}

/** The y of the curve at a z-score. */
export function yOf(z: number, box: CurveBox): number {
  return box.baseline - (density(z) / density(0)) * box.peak;
}

const STEPS = 160;

/** Points along the curve from `from` to `to` (z-scores), as "x y" pairs. */
function points(from: number, to: number, box: CurveBox): string[] {
  const a = Math.max(from, -Z_LIMIT);
  const b = Math.min(to, Z_LIMIT);
  if (b <= a) return [];
  const n = Math.max(2, Math.ceil(((b - a) / (2 * Z_LIMIT)) * STEPS));
  return Array.from({ length: n + 1 }, (_, i) => {
    const z = a + ((b - a) * i) / n;
    return `${xOf(z, box).toFixed(1)} ${yOf(z, box).toFixed(1)}`;
  });
}

/** The curve from −4 to 4. */
export function curvePath(box: CurveBox): string {
  return `M${points(-Z_LIMIT, Z_LIMIT, box).join(' L')}`;
}

/** The area under the curve from `from` to `to`, closed along the baseline; '' when empty. */
export function areaPath(from: number, to: number, box: CurveBox): string {
  const along = points(from, to, box);
  if (along.length === 0) return '';
  const first = along[0]!.split(' ')[0];
  const last = along.at(-1)!.split(' ')[0];
  return `M${first} ${box.baseline} L${along.join(' L')} L${last} ${box.baseline} Z`;
}
