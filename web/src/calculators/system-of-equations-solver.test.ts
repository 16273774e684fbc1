import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import solver, { readSystem } from './system-of-equations-solver.ts';
import { matrixText, type Matrix } from './shared/rational.ts';

// Expected values worked out by hand and with Python's fractions.Fraction.

function run(equations?: string) {
  const { values, results, errors } = evaluate(
    solver,
    equations === undefined ? {} : { equations },
  );
  expect(errors).toEqual({});
  const v = values as Parameters<typeof solver.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: solver.headline!.text(v, r, ''),
    caption: solver.headline!.caption(v, r, ''),
    steps: solver.steps(v, r),
  };
}

describe('reading equations', () => {
  it('moves every term to its side, and reads bare numbers as a row', () => {
    const read = (text: string) => matrixText(readSystem(text) as Matrix);
    expect(read('2x + y = 5\nx - y = 1')).toBe('[2, 1, 5; 1, -1, 1]');
    // y = 3 − x → x + y = 3; 1/2x = y → 1/2 x − y = 0.
    expect(read('y = 3 - x\n1/2x = y')).toBe('[1, 1, 3; 1/2, -1, 0]');
    expect(read('2 1 5; 1 -1 1')).toBe('[2, 1, 5; 1, -1, 1]');
    expect(read('x + 2 = 2y + 4\n−x = 0.5')).toBe('[1, -2, 2; -1, 0, 1/2]');
  });

  it('says what is wrong with a line', () => {
    expect(readSystem('x + y = 1')).toEqual({
      error: 'Enter 2 equations in x and y, or 3 in x, y and z, one a line',
    });
    expect(readSystem('x + z = 1\nx - y = 2')).toEqual({
      error: 'Equation 1: Use the unknowns x and y for two equations (“z” is not one)',
    });
    expect(readSystem('x + y\nx - y = 2')).toEqual({
      error: 'Equation 1: Write each equation with one = sign, such as 2x + y = 5',
    });
    expect(readSystem('2 1\n1 1 1')).toEqual({
      error:
        'Equation 1: Give 3 numbers (2 coefficients and the constant), or write it as 2x + y = 5',
    });
  });
});

describe('the system of equations solver', () => {
  it("solves Strang's 3 × 3 example by default, with Cramer's rule", () => {
    const page = run();
    expect(page.headline).toBe('x = 1, y = 1, z = 2');
    expect(page.caption).toBe('One solution: the determinant of the coefficients is -16, not 0');
    expect(page.results).toMatchObject({ x: 1, y: 1, z: 2, determinant: -16, rank: 3 });
    // Dx: [5 1 1; −2 −6 0; 9 7 2] = −16; Dy = −16; Dz = −32.
    expect(page.steps.at(-1)).toBe(
      'Cramer’s rule: D = -16; Dx = -16, x = Dx ÷ D = 1; Dy = -16, y = Dy ÷ D = 1; Dz = -32, z = Dz ÷ D = 2',
    );
    expect(page.steps[0]).toBe('The system: 2x + y + z = 5; 4x − 6y = -2; -2x + 7y + 2z = 9');
  });

  it('gives fractions exactly', () => {
    // x + y = 1, 2x − y = 0: x = 1/3, y = 2/3.
    const page = run('x + y = 1\n2x - y = 0');
    expect(page.headline).toBe('x = 1/3, y = 2/3');
    expect(page.results.x).toBeCloseTo(1 / 3, 14);
  });

  it('says when there is no solution', () => {
    const page = run('2x + y = 1\n2x + y = 5');
    expect(page.headline).toBe('No solution');
    expect(page.results).toMatchObject({ rank: 1, augmentedRank: 2, determinant: 0 });
    expect(page.steps.at(-1)).toBe(
      'A row reads 0 = a number that is not 0, so no values fit every equation. The coefficients have rank 1, the augmented matrix rank 2.',
    );
  });

  it('gives the general solution when there are infinitely many', () => {
    expect(run('2x + y = 1\n4x + 2y = 2').caption).toBe('x = 1/2 − 1/2t, y = t, for any t');
    // x + y + z = 6, 2x + 2y + 2z = 12, x − y = 0: x = y = 3 − z/2.
    const page = run('x + y + z = 6\n2x + 2y + 2z = 12\nx - y = 0');
    expect(page.headline).toBe('Infinitely many solutions');
    expect(page.caption).toBe('x = 3 − 1/2t, y = 3 − 1/2t, z = t, for any t');
    // All zero: two free unknowns.
    expect(run('0x + 0y = 0\n0 0 0').caption).toBe('x = t, y = s, for any t and s');
  });

  it('asks for equations it can read', () => {
    expect(evaluate(solver, { equations: '' }).errors).toEqual({
      equations: 'Enter the equations, one a line, such as 2x + y = 5',
    });
    expect(evaluate(solver, { equations: 'x + y = 2\nx ^ 2 = 1' }).errors.equations).toMatch(
      /^Equation 2: /,
    );
  });
});
