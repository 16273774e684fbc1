// A small bracketed root-finder for solving a calculator for a field with no closed form:
// the interval is scanned for a change of sign, then halved until it is as narrow as doubles
// allow. Bisection is slow next to Brent's method but cannot fail once a root is bracketed, and
// a calculator's relation costs microseconds to evaluate.

/**
 * Below this size a value solved for is the root-finder's noise around 0 (an I/Y of
 * 6.6 × 10⁻¹⁵ % for a loan without interest), not a figure to show.
 */
export const SOLVER_NOISE = 1e-12;

const SCAN_STEPS = 200;
const MAX_HALVINGS = 200;

/**
 * A value x in [low, high] with f(x) = 0, or null when f does not change sign over the interval
 * (no value fits). Where the interval spans orders of magnitude (low > 0, high/low ≥ 100) it is
 * scanned on a log scale, so small roots are not skipped over.
 */
export function findRoot(f: (x: number) => number, low: number, high: number): number | null {
  const logScale = low > 0 && high / low >= 100;
  const at = (i: number) =>
    logScale ? low * (high / low) ** (i / SCAN_STEPS) : low + ((high - low) * i) / SCAN_STEPS;
  let a = low;
  let fa = f(a);
  if (fa === 0) return a;
  for (let i = 1; i <= SCAN_STEPS; i++) {
    const b = i === SCAN_STEPS ? high : at(i);
    const fb = f(b);
    if (fb === 0) return b;
    if (Number.isFinite(fa) && Number.isFinite(fb) && Math.sign(fa) !== Math.sign(fb)) {
      return bisect(f, a, fa, b);
    }
    a = b;
    fa = fb;
  }
  return null;
}

function bisect(f: (x: number) => number, a: number, fa: number, b: number): number {
  for (let i = 0; i < MAX_HALVINGS; i++) {
    const middle = a + (b - a) / 2;
    if (middle === a || middle === b) break; // as narrow as doubles allow
    const fm = f(middle);
    if (fm === 0) return middle;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = middle;
      fa = fm;
    } else {
      b = middle;
    }
  }
  return a + (b - a) / 2;
}
