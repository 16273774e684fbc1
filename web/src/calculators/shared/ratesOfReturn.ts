import { findRoot, SOLVER_NOISE } from '../../engine/findRoot.ts';

// The rates of return of cash flows, for the IRR and XIRR calculators: every rate at which their
// present value is 0, found with the engine's bracketed root-finder in the variable ln(1 + r).
// Its own module, so the XIRR page does not load the IRR calculator.

/** The rates of return searched, from −99 % to 10,000 % a period, in this many steps. */
const LOWEST_RATE = -0.99;
const HIGHEST_RATE = 100;
const SCAN_STEPS = 4000;

/**
 * Every rate r (as a fraction) in [−99 %, 10,000 %] at which `pv` is 0, lowest first, where
 * `pv(g)` is the present value of the cash flows at growth g = ln(1 + r) a period. The interval
 * is scanned in 4,000 steps for changes of sign, so that two rates close together are each
 * found, and each bracket is narrowed by findRoot.
 */
export function ratesOfReturn(pv: (growth: number) => number): number[] {
  // A hair below −99 %, so a rate of exactly −99 % (−1 then 0.01) is bracketed too: at the end
  // itself the present value comes out as −2 × 10⁻¹⁶, not 0. Rates found there are −99 %.
  const low = Math.log1p(LOWEST_RATE) - 1e-9;
  const high = Math.log1p(HIGHEST_RATE);
  const at = (i: number) => (i === SCAN_STEPS ? high : low + ((high - low) * i) / SCAN_STEPS);
  const roots: number[] = [];
  let a = low;
  let fa = pv(a);
  for (let i = 1; i <= SCAN_STEPS; i++) {
    const b = at(i);
    const fb = pv(b);
    if (fa === 0) roots.push(a);
    else if (
      Number.isFinite(fa) &&
      Number.isFinite(fb) &&
      fb !== 0 &&
      Math.sign(fa) !== Math.sign(fb)
    ) {
      const root = findRoot(pv, a, b);
      if (root !== null) roots.push(root);
    }
    a = b;
    fa = fb;
  }
  if (fa === 0) roots.push(a);
  // A rate within SOLVER_NOISE of 0 is 0: the root-finder's last digits (-6.6 × 10⁻¹⁷).
  return roots.map((g) => {
    const rate = Math.max(Math.expm1(g), LOWEST_RATE);
    return Math.abs(rate) < SOLVER_NOISE ? 0 : rate;
  });
}
