import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { show, solveQuadratic } from './quadratic-equation-solver.ts';

// Expected roots worked by hand (factorising, or the formula with exact surds).

const mode = calculator as unknown as AnyMode;

function run(a: string, b: string, c: string) {
  const evaluation = evaluate(mode, { a, b, c }, '2026-11-25');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, ''),
    caption: calculator.headline!.caption(values, results as never, ''),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

describe('quadratic equation solver', () => {
  it('solves the default x² − 5x + 6 = 0', () => {
    const { headline, caption, steps, facts } = run('1', '-5', '6');
    expect(headline).toBe('x = 3 or x = 2');
    expect(caption).toBe('Discriminant 1 > 0: two real roots.');
    expect(steps[0]).toBe('Discriminant D = b² − 4ac = (-5)² − 4 × 1 × 6 = 25 − 24 = 1');
    expect(steps.at(-1)).toBe('Vertex: x = −b ÷ 2a = 2.5; y = c − b² ÷ 4a = 6 − 25 ÷ 4 = -0.25');
    expect(facts[1]).toEqual({ label: 'Vertex', text: '(2.5, -0.25)' });
  });

  it('shows complex roots as p ± qi', () => {
    const { headline, caption } = run('1', '-1', '2');
    expect(headline).toBe('x = 0.5 + 1.3228757i or x = 0.5 − 1.3228757i');
    expect(caption).toBe('Discriminant -7 < 0: two complex roots, no real ones.');
    // x² + 4 = 0: ±2i, with no real part.
    expect(run('1', '0', '4').headline).toBe('x = 2i or x = −2i');
    // −2x² + 4x − 10 = 0: D = 16 − 80 = −64, p = 1, q = 8 ÷ 4 = 2.
    expect(run('-2', '4', '-10').headline).toBe('x = 1 + 2i or x = 1 − 2i');
  });

  it('names a double root', () => {
    const { results, headline, caption } = run('1', '-6', '9');
    expect(results).toMatchObject({ discriminant: 0, x1: 3, x2: 3, vertexY: 0 });
    expect(headline).toBe('x = 3 (a double root)');
    expect(caption).toBe('Discriminant 0: one real root, counted twice.');
  });

  it('finds the double root of decimal coefficients exactly: x² + 0.2x + 0.01 = (x + 0.1)²', () => {
    // D = 0.2² − 4 × 1 × 0.01 = 0.04 − 0.04 = 0 (in binary floating point, 1.7 × 10⁻¹⁸).
    const { results, headline, caption, steps } = run('1', '0.2', '0.01');
    expect(results).toMatchObject({ discriminant: 0, x1: -0.1, x2: -0.1, vertexY: 0 });
    expect(headline).toBe('x = -0.1 (a double root)');
    expect(caption).toBe('Discriminant 0: one real root, counted twice.');
    expect(steps[0]).toBe('Discriminant D = b² − 4ac = 0.2² − 4 × 1 × 0.01 = 0.04 − 0.04 = 0');
    // 0.3x² − 0.6x + 0.3 = 0.3(x − 1)²: D = 0.36 − 0.36 = 0, the root 1.
    expect(run('0.3', '-0.6', '0.3').headline).toBe('x = 1 (a double root)');
    // x² + 0.2x + 0.0100000001: D = 0.04 − 0.0400000004 = −4 × 10⁻¹⁰ < 0, complex roots.
    expect(run('1', '0.2', '0.0100000001').results.discriminant).toBeLessThan(0);
  });

  it('orders the real roots, whatever the sign of a', () => {
    // −x² + x + 6 = −(x − 3)(x + 2).
    expect(run('-1', '1', '6').results).toMatchObject({ x1: 3, x2: -2 });
    expect(run('-1', '1', '6').facts[3]!.text).toBe(
      'Opens downward (a < 0): the vertex is the highest point, y = 6.25.',
    );
    // x² − 9 = 0 and 3x² + 6x = 0: a missing term.
    expect(run('1', '0', '-9').results).toMatchObject({ x1: 3, x2: -3 });
    expect(run('3', '6', '0').results).toMatchObject({ x1: 0, x2: -2 });
    expect(run('5', '0', '0').headline).toBe('x = 0 (a double root)');
  });

  it('keeps a tiny root that the plain formula would lose', () => {
    // x² + 10⁸x + 1 = 0: roots ≈ −10⁻⁸ and −10⁸ (their product is 1).
    const roots = solveQuadratic(1, 1e8, 1);
    expect(roots.x1 / -1e-8).toBeCloseTo(1, 12);
    expect(roots.x2 / -1e8).toBeCloseTo(1, 12);
    const naive = (-1e8 + Math.sqrt(1e16 - 4)) / 2;
    expect(Math.abs(naive / -1e-8 - 1)).toBeGreaterThan(0.1); // the cancellation avoided
  });

  it('says in the steps how the tiny root is worked, and the discriminant exactly', () => {
    // x² − 10⁸x + 1: D = 10¹⁶ − 4 = 9,999,999,999,999,996; the roots are ≈ 10⁸ and 1 ÷ 10⁸.
    const { headline, steps } = run('1', '-100000000', '1');
    expect(headline).toBe('x = 100,000,000 or x = 0.00000001');
    expect(steps[0]).toBe(
      'Discriminant D = b² − 4ac = (-100,000,000)² − 4 × 1 × 1 = 10,000,000,000,000,000 − 4 = 9,999,999,999,999,996',
    );
    expect(steps[3]).toBe(
      'The root near 0 is lost to rounding in that difference of two nearly equal numbers, so it is worked as c ÷ (a × 100,000,000) = 1 ÷ 100,000,000 ≈ 0.00000001: x₁ = 100,000,000, x₂ = 0.00000001',
    );
    // b = −10¹⁵, c = 12: D = 10³⁰ − 48, worked exactly (Python: 10**30 - 48).
    expect(run('1', '-1000000000000000', '12').steps[0]).toMatch(
      / = 1,000,000,000,000,000,000,000,000,000,000 − 48 = 999,999,999,999,999,999,999,999,999,952$/,
    );
    // Where the formula loses nothing, the roots are given as it finds them.
    expect(run('1', '-5', '6').steps[3]).toBe('x₁ = 3, x₂ = 2');
    // The figures on the page cancel too: √999,999.996 is shown as 1,000, and (-1,000 + 1,000) ÷ 2
    // would read 0, so the step says how x₁ = -0.000001 is found.
    expect(run('1', '1000', '0.001').steps.slice(0, 4)).toEqual([
      'Discriminant D = b² − 4ac = 1,000² − 4 × 1 × 0.001 = 1,000,000 − 0.004 = 999,999.996',
      'D > 0, so there are two real roots: x = (−b ± √D) ÷ 2a = (-1,000 ± √999,999.996) ÷ 2',
      '√999,999.996 ≈ 1,000, so x = (-1,000 + 1,000) ÷ 2 and x = (-1,000 − 1,000) ÷ 2',
      'The root near 0 is lost to rounding in that difference of two nearly equal numbers, so it is worked as c ÷ (a × (-1,000)) = 0.001 ÷ (-1,000) ≈ -0.000001: x₁ = -0.000001, x₂ = -1,000',
    ]);
    // b as typed, squared exactly (Python's decimal: 3.14159265² = 9.8696043785340225).
    expect(run('1', '3.14159265', '-2').steps[0]).toBe(
      'Discriminant D = b² − 4ac = 3.14159265² − 4 × 1 × (-2) = 9.8696043785340225 − (-8) = 17.8696043785340225',
    );
    // A tiny discriminant in powers of ten, not 0 at 20 decimals.
    expect(run('1', '0.00000000001', '0').steps.slice(0, 2)).toEqual([
      'Discriminant D = b² − 4ac = (1 × 10⁻¹¹)² − 4 × 1 × 0 = 1 × 10⁻²² − 0 = 1 × 10⁻²²',
      'D > 0, so there are two real roots: x = (−b ± √D) ÷ 2a = (-0.00000000001 ± √(1 × 10⁻²²)) ÷ 2',
    ]);
  });

  it('refuses a = 0', () => {
    expect(evaluate(mode, { a: '0' }).errors).toEqual({
      a: 'a cannot be 0: without an x² term the equation is linear, not quadratic.',
    });
    expect(evaluate(mode, { c: '' }).errors).toEqual({ c: 'Enter c (0 if there is no such term)' });
  });

  it('shows numbers to 8 significant digits', () => {
    expect(show(Math.SQRT2)).toBe('1.4142136');
    expect(show(-0)).toBe('0');
    expect(show(1234567.891)).toBe('1,234,567.9');
  });

  it('shows a long whole part whole and a tiny root as it is, not as 0', () => {
    // b = 999,999,999,999, c = 6: the roots are about -0.000000000006 and -999,999,999,999.
    const roots = solveQuadratic(1, 999999999999, 6);
    expect([show(roots.x1), show(roots.x2)]).toEqual(['-0.000000000006', '-999,999,999,999']);
  });

  it('says ≈ where the real part and the vertex are rounded', () => {
    // 3.22x² − 7.2x + 6: 7.2 ÷ 6.44 = 1.11801242…; y = 6 − 51.84 ÷ 12.88 = 1.97515527….
    const { steps } = run('3.22', '-7.2', '6');
    expect(
      steps.some((step) => step.startsWith('Real part: −b ÷ 2a = 7.2 ÷ 6.44 ≈ 1.1180124.')),
    ).toBe(true);
    expect(steps.at(-1)).toBe(
      'Vertex: x = −b ÷ 2a ≈ 1.1180124; y = c − b² ÷ 4a = 6 − 51.84 ÷ 12.88 ≈ 1.9751553',
    );
    expect(run('1', '-5', '6').steps.at(-1)).toBe(
      'Vertex: x = −b ÷ 2a = 2.5; y = c − b² ÷ 4a = 6 − 25 ÷ 4 = -0.25',
    );
  });
  it('says the roots are about their figures where √D is rounded, and equal where it is exact', () => {
    // 10x² − 5x + 0.01: D = 24.6, √D = 4.95983870…; (5 + 4.9598387) ÷ 20 = 0.497991935, shown
    // 0.49799194. x² − 5x + 6: √1 = 1, so (5 ± 1) ÷ 2 = 3 and 2 exactly.
    expect(run('10', '-5', '0.01').steps[3]).toBe('x₁ ≈ 0.49799194, x₂ ≈ 0.0020080646');
    expect(run('1', '-5', '6').steps[3]).toBe('x₁ = 3, x₂ = 2');
  });
});
