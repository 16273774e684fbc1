import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import matrix from './matrix-calculator.ts';

// Expected values worked out by hand and with Python's fractions.Fraction (Gauss–Jordan on
// [A | I]).

function run(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(matrix, inputs);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof matrix.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: matrix.headline!.text(v, r, ''),
    caption: matrix.headline!.caption(v, r, ''),
    facts: matrix.facts!(v, r),
    steps: matrix.steps(v, r),
  };
}

describe('the matrix calculator', () => {
  it('multiplies the default matrices', () => {
    // [1 2; 3 4] × [5 6; 7 8] = [19 22; 43 50].
    const page = run({});
    expect(page.headline).toBe('[19, 22; 43, 50]');
    expect(page.caption).toBe('A × B: a 2 × 2 matrix in exact fractions');
    expect(page.facts).toEqual([
      { label: 'Row 1', text: '19   22' },
      { label: 'Row 2', text: '43   50' },
    ]);
    expect(page.steps).toContain('Row 1, column 1: 1·5 + 2·7 = 19');
    expect(page.results).toMatchObject({ rows: 2, columns: 2, e11: 19, e22: 50, e13: 0 });
  });

  it('multiplies matrices of different shapes', () => {
    // [1 2 3] (1 × 3) × [1; 2; 3] (3 × 1) = [14].
    const page = run({ op: 'multiply', a: '1 2 3', b: '1\n2\n3' });
    expect(page.headline).toBe('[14]');
    expect(page.results).toMatchObject({ rows: 1, columns: 1, e11: 14 });
  });

  it('adds and subtracts entry by entry', () => {
    expect(run({ op: 'add', a: '1 2; 3 4', b: '1/2 -2; 0 0.25' }).headline).toBe(
      '[3/2, 0; 3, 17/4]',
    );
    const page = run({ op: 'subtract', a: '1 2; 3 4', b: '5 6; 7 8' });
    expect(page.headline).toBe('[-4, -4; -4, -4]');
    expect(page.steps).toContain('Row 1: 1 − 5 = -4, 2 − 6 = -4');
  });

  it('finds the inverse in exact fractions', () => {
    // A = [2 1 1; 4 −6 0; −2 7 2]: A⁻¹ = [3/4 −5/16 −3/8; 1/2 −3/8 −1/4; −1 1 1].
    const page = run({ op: 'inverse', a: '2 1 1\n4 -6 0\n-2 7 2' });
    expect(page.headline).toBe('[3/4, -5/16, -3/8; 1/2, -3/8, -1/4; -1, 1, 1]');
    expect(page.results.e12).toBeCloseTo(-0.3125, 12);
    expect(page.steps[1]).toBe('det(A) = -16, not 0, so A has an inverse.');
    // [2 1; 1 3]⁻¹ = 1/5 [3 −1; −1 2].
    expect(run({ op: 'inverse', a: '2 1; 1 3' }).headline).toBe('[3/5, -1/5; -1/5, 2/5]');
  });

  it('gives the determinant with its steps', () => {
    const two = run({ op: 'determinant', a: '3 8; 4 6' });
    // 3·6 − 8·4 = −14.
    expect(two.headline).toBe('-14');
    expect(two.steps[1]).toBe('For a 2 × 2 matrix, det = ad − bc = 3·6 − 8·4 = -14');
    const three = run({ op: 'determinant', a: '2 1 1; 4 -6 0; -2 7 2' });
    expect(three.results.value).toBe(-16);
    expect(three.steps.at(-1)).toBe(
      'det(A) = (−1)^0 × the product of the pivots 2 × (-8) × 1 = -16',
    );
    const fraction = run({ op: 'determinant', a: '1/2 1/3; 1/4 1/5' });
    // 1/10 − 1/12 = 1/60.
    expect(fraction.headline).toBe('1/60');
    expect(fraction.caption).toBe('Determinant of A, exact (≈ 0.0166667)');
  });

  it('finds the rank, the RREF and the transpose', () => {
    const rank = run({ op: 'rank', a: '1 2 3; 4 5 6; 7 8 9' });
    expect(rank.headline).toBe('2');
    expect(rank.steps.at(-1)).toBe('Pivots in columns 1, 2: the rank is 2.');
    expect(run({ op: 'rref', a: '1 2 3; 4 5 6; 7 8 9' }).headline).toBe(
      '[1, 0, -1; 0, 1, 2; 0, 0, 0]',
    );
    expect(run({ op: 'rank', a: '0 0; 0 0' }).headline).toBe('0');
    expect(run({ op: 'transpose', a: '1 2 3; 4 5 6' }).headline).toBe('[1, 4; 2, 5; 3, 6]');
  });

  it('says under the field when sizes do not fit or A is singular', () => {
    expect(evaluate(matrix, { op: 'add', a: '1 2; 3 4', b: '1 2 3' }).errors).toEqual({
      b: 'B must be the same size as A (2 × 2) to add or subtract; B is 1 × 3',
    });
    expect(evaluate(matrix, { op: 'multiply', a: '1 2; 3 4', b: '1 2 3' }).errors).toEqual({
      b: 'A is 2 × 2, so B needs 2 rows to multiply A × B (B has 1)',
    });
    expect(evaluate(matrix, { op: 'inverse', a: '1 2; 2 4' }).errors).toEqual({
      a: 'A is singular (its determinant is 0), so it has no inverse',
    });
    expect(evaluate(matrix, { op: 'determinant', a: '1 2 3; 4 5 6' }).errors).toEqual({
      a: 'Only a square matrix has a determinant: A is 2 × 3',
    });
    expect(evaluate(matrix, { a: '1 2; 3' }).errors).toEqual({
      a: 'Every row needs the same number of entries: row 1 has 2, row 2 has 1',
    });
    expect(evaluate(matrix, { a: '' }).errors).toEqual({
      a: 'Enter matrix A, one row a line: 1 2; 3 4',
    });
  });
  it('brackets a fraction it divides a row by, and says a zero matrix has no pivot', () => {
    const steps = (texts: Record<string, string>) => {
      const { values, results } = evaluate(matrix, texts);
      return matrix.steps(values as never, results as never).join('\n');
    };
    // R1 ÷ 1/10 read as (R1 ÷ 1) ÷ 10.
    expect(steps({ op: 'determinant', a: '0.1 0.2 0.3\n4 5 6\n7 8 10' })).toContain(
      'R1 → R1 ÷ (1/10);',
    );
    expect(steps({ op: 'rank', a: '0 0\n0 0' })).toContain(
      'No column has a pivot (every entry is 0): the rank is 0.',
    );
  });
});
