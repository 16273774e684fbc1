import { describe, expect, it } from 'vitest';
import {
  add,
  determinant,
  div,
  gaussJordan,
  matrixText,
  mul,
  rational,
  rationalText,
  readMatrix,
  readRational,
  sub,
  type Matrix,
} from './rational.ts';

// Expected values worked out by hand and with Python's fractions.Fraction.

const m = (rows: number[][]): Matrix => rows.map((row) => row.map((x) => rational(BigInt(x))));
const text = (r: ReturnType<typeof readRational>) => ('error' in r ? r.error : rationalText(r));

describe('exact rationals', () => {
  it('keeps fractions in lowest terms with the sign on top', () => {
    expect(rationalText(rational(6n, -8n))).toBe('-3/4');
    expect(rationalText(rational(0n, 5n))).toBe('0');
    expect(rationalText(add(rational(1n, 3n), rational(1n, 6n)))).toBe('1/2');
    expect(rationalText(sub(rational(1n, 3n), rational(1n, 2n)))).toBe('-1/6');
    expect(rationalText(mul(rational(2n, 3n), rational(9n, 4n)))).toBe('3/2');
    expect(rationalText(div(rational(2n, 3n), rational(-4n, 9n)))).toBe('-3/2');
  });

  it('reads whole numbers, fractions and decimals exactly, and says what is wrong', () => {
    expect(text(readRational('-3'))).toBe('-3');
    expect(text(readRational('4/6'))).toBe('2/3');
    expect(text(readRational('−0.25'))).toBe('-1/4');
    expect(text(readRational('.5'))).toBe('1/2');
    expect(text(readRational('1/0'))).toBe('“1/0” divides by 0');
    // With an exponent: 1e5 = 100000, -2.5e-3 = -1/400.
    expect(text(readRational('1e5'))).toBe('100000');
    expect(text(readRational('-2.5E-3'))).toBe('-1/400');
    expect(text(readRational('1e13'))).toBe('“1e13” is too long: use at most 9 digits');
    expect(text(readRational('1e99999'))).toBe('“1e99999” is too long: use at most 9 digits');
    expect(text(readRational('x'))).toBe(
      '“x” is not a number: use whole numbers, fractions (2/3) or decimals (0.5)',
    );
    expect(text(readRational('1234567890/3'))).toBe(
      '“1234567890/3” is too long: use at most 9 digits',
    );
  });

  it('reads a matrix by rows, and refuses ragged or oversized ones', () => {
    expect(matrixText(readMatrix('1 2; 3 4') as Matrix)).toBe('[1, 2; 3, 4]');
    expect(matrixText(readMatrix('1, 1/2\n\n-3 0.5\n') as Matrix)).toBe('[1, 1/2; -3, 1/2]');
    expect(readMatrix('1 2; 3')).toEqual({
      error: 'Every row needs the same number of entries: row 1 has 2, row 2 has 1',
    });
    expect(readMatrix('1 2 3 4 5')).toEqual({
      error: 'Use at most 4 columns in the matrix (row 1 has 5)',
    });
    expect(readMatrix('1;2;3;4;5')).toEqual({ error: 'Use at most 4 rows in the matrix' });
    expect(readMatrix('1 a')).toEqual({
      error: 'Row 1: “a” is not a number: use whole numbers, fractions (2/3) or decimals (0.5)',
    });
  });

  it('reduces to RREF, recording the row operations', () => {
    // [[1,2,3],[4,5,6],[7,8,9]] → [[1,0,-1],[0,1,2],[0,0,0]], rank 2.
    const { rref, pivots, steps } = gaussJordan(
      m([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    );
    expect(matrixText(rref)).toBe('[1, 0, -1; 0, 1, 2; 0, 0, 0]');
    expect(pivots).toEqual([0, 1]);
    expect(steps.slice(0, 3)).toEqual(['R2 → R2 − 4·R1', 'R3 → R3 − 7·R1', 'R2 → R2 ÷ (-3)']);
  });

  it('finds determinants, with the sign of row swaps', () => {
    // Strang's pivots 2, −8, 1: −16. [[0,1],[1,0]] needs one swap: −1.
    expect(
      rationalText(
        determinant(
          m([
            [2, 1, 1],
            [4, -6, 0],
            [-2, 7, 2],
          ]),
        ),
      ),
    ).toBe('-16');
    expect(
      rationalText(
        determinant(
          m([
            [0, 1],
            [1, 0],
          ]),
        ),
      ),
    ).toBe('-1');
    expect(
      rationalText(
        determinant(
          m([
            [1, 2],
            [2, 4],
          ]),
        ),
      ),
    ).toBe('0');
    expect(rationalText(determinant(m([[5]])))).toBe('5');
  });
});
