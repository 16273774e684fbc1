import { decimal } from '../../engine/money.ts';
import { gcd } from './integers.ts';

// Exact rational numbers (BigInt numerator over a positive BigInt denominator, always in lowest
// terms) and Gauss–Jordan elimination over them, for the matrix calculator and the system of
// equations solver. Nothing here is ever rounded: 1/3 stays 1/3.

/** num/den in lowest terms, den > 0. */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** num/den reduced, with the sign on the numerator (den not 0). */
export function rational(num: bigint, den = 1n): Rational {
  if (den === 0n) throw new RangeError('Denominator 0');
  const divisor = gcd(num, den) || 1n;
  const sign = den < 0n ? -1n : 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export const add = (a: Rational, b: Rational) =>
  rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational) =>
  rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational) => rational(a.num * b.num, a.den * b.den);
/** a ÷ b (b not 0). */
export const div = (a: Rational, b: Rational) => rational(a.num * b.den, a.den * b.num);
export const neg = (a: Rational) => rational(-a.num, a.den);
export const isZero = (a: Rational) => a.num === 0n;
export const equals = (a: Rational, b: Rational) => a.num === b.num && a.den === b.den;

/** The nearest double (exact for small fractions). */
export const toNumber = (a: Rational) => Number(a.num) / Number(a.den);

/** '-3/4', '7', '0'. */
export function rationalText(a: Rational): string {
  return a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`;
}

/** As a factor in a formula: a negative number in brackets, '(-3/4)'. */
export function bracketed(a: Rational): string {
  // A fraction too: R1 ÷ 1/10 would read as (R1 ÷ 1) ÷ 10.
  return a.num < 0n || a.den !== 1n ? `(${rationalText(a)})` : rationalText(a);
}

/** The most digits in a number typed (numerator and denominator each). */
export const MAX_DIGITS = 9;

const FRACTION = /^([+-]?)(\d+)\/(\d+)$/;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const WITH_EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e([+-]?\d+)$/i;

/**
 * A number typed as a whole number (-3), a fraction (2/3) or a decimal (0.25, read exactly as
 * 25/100; 1e5 or 2.5e-3 too); a message when it is not one.
 */
export function readRational(text: string): Rational | { error: string } {
  const t = text.replace(/\u2212/g, '-').trim();
  // 1e5 or 2.5e-3, written out (a far exponent is too long either way).
  const exponent = WITH_EXPONENT.exec(t);
  if (exponent) {
    if (Math.abs(Number(exponent[2])) > MAX_DIGITS + 3) {
      return { error: `“${t}” is too long: use at most ${MAX_DIGITS} digits` };
    }
    const read = readRational(decimal(t.replace(/^\+/, '')).toFixed());
    return 'error' in read
      ? { error: `“${t}” is too long: use at most ${MAX_DIGITS} digits` }
      : read;
  }
  let match = FRACTION.exec(t);
  if (match) {
    const [, sign, n, d] = match as unknown as [string, string, string, string];
    if (n.length > MAX_DIGITS || d.length > MAX_DIGITS) {
      return { error: `“${t}” is too long: use at most ${MAX_DIGITS} digits` };
    }
    if (BigInt(d) === 0n) return { error: `“${t}” divides by 0` };
    return rational(sign === '-' ? -BigInt(n) : BigInt(n), BigInt(d));
  }
  match = DECIMAL.exec(t);
  if (match && /\d/.test(t)) {
    const [, sign, whole = '', fraction = ''] = match as unknown as [
      string,
      string,
      string,
      string,
    ];
    if (whole.replace(/^0+/, '').length + fraction.length > MAX_DIGITS + 3) {
      return { error: `“${t}” is too long: use at most ${MAX_DIGITS} digits` };
    }
    const den = 10n ** BigInt(fraction.length);
    const num = BigInt(whole || '0') * den + BigInt(fraction || '0');
    return rational(sign === '-' ? -num : num, den);
  }
  return { error: `“${t}” is not a number: use whole numbers, fractions (2/3) or decimals (0.5)` };
}

/** A matrix of rationals, rows of equal length. */
export type Matrix = Rational[][];

/** The result of Gauss–Jordan elimination. */
export interface Elimination {
  /** The reduced row echelon form. */
  rref: Matrix;
  /** The pivot column of each pivot row, in order. */
  pivots: number[];
  /** The row operations, in order. */
  steps: string[];
  /** Row swaps made (each changes a determinant's sign). */
  swaps: number;
  /** The pivots' values before each was scaled to 1 (their product, signed, is a determinant). */
  pivotValues: Rational[];
}

const copy = (m: Matrix): Matrix => m.map((row) => [...row]);

/**
 * Gauss–Jordan elimination: for each column from the left (up to `columns`, all by default), the
 * first row at or below the current one with a non-zero entry is swapped up, divided by its
 * pivot, and the pivot's column is cleared above and below.
 */
export function gaussJordan(matrix: Matrix, columns = matrix[0]?.length ?? 0): Elimination {
  const m = copy(matrix);
  const rows = m.length;
  const pivots: number[] = [];
  const pivotValues: Rational[] = [];
  const steps: string[] = [];
  let swaps = 0;
  let r = 0;
  for (let c = 0; c < columns && r < rows; c++) {
    let p = r;
    while (p < rows && isZero(m[p]![c]!)) p++;
    if (p === rows) continue;
    if (p !== r) {
      [m[p], m[r]] = [m[r]!, m[p]!];
      swaps++;
      steps.push(`R${r + 1} ↔ R${p + 1}`);
    }
    const pivot = m[r]![c]!;
    pivotValues.push(pivot);
    if (!equals(pivot, ONE)) {
      m[r] = m[r]!.map((x) => div(x, pivot));
      steps.push(`R${r + 1} → R${r + 1} ÷ ${bracketed(pivot)}`);
    }
    for (let i = 0; i < rows; i++) {
      if (i === r) continue;
      const factor = m[i]![c]!;
      if (isZero(factor)) continue;
      m[i] = m[i]!.map((x, j) => sub(x, mul(factor, m[r]![j]!)));
      const sign = factor.num < 0n ? '+' : '−';
      const size = rational(abs(factor.num), factor.den);
      const times = equals(size, ONE) ? '' : `${rationalText(size)}·`;
      steps.push(`R${i + 1} → R${i + 1} ${sign} ${times}R${r + 1}`);
    }
    pivots.push(c);
    r++;
  }
  return { rref: m, pivots, steps, swaps, pivotValues };
}

/** The determinant of a square matrix: the product of the pivots, negated for each row swap. */
export function determinant(matrix: Matrix): Rational {
  const n = matrix.length;
  const { pivots, pivotValues, swaps } = gaussJordan(matrix);
  if (pivots.length < n) return ZERO;
  const product = pivotValues.reduce(mul, ONE);
  return swaps % 2 === 0 ? product : neg(product);
}

/** A matrix as text: rows in brackets, '[1, 2; 3, 4]'. */
export function matrixText(m: Matrix): string {
  return `[${m.map((row) => row.map(rationalText).join(', ')).join('; ')}]`;
}

/** The most rows and columns a matrix typed may have. */
export const MAX_SIZE = 4;

/**
 * A matrix typed as rows, one a line or separated by semicolons, entries separated by spaces or
 * commas ('1 2; 3 4'); a message when it cannot be read.
 */
export function readMatrix(text: string, name = 'the matrix'): Matrix | { error: string } {
  const lines = text
    .replace(/[[\]]/g, ' ')
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return { error: `Enter ${name}, one row a line: 1 2; 3 4` };
  if (lines.length > MAX_SIZE) return { error: `Use at most ${MAX_SIZE} rows in ${name}` };
  const m: Matrix = [];
  for (const [i, line] of lines.entries()) {
    const entries = line.split(/[\s,]+/).filter((entry) => entry !== '');
    if (entries.length > MAX_SIZE) {
      return {
        error: `Use at most ${MAX_SIZE} columns in ${name} (row ${i + 1} has ${entries.length})`,
      };
    }
    const row: Rational[] = [];
    for (const entry of entries) {
      const value = readRational(entry);
      if ('error' in value) return { error: `Row ${i + 1}: ${value.error}` };
      row.push(value);
    }
    if (m.length > 0 && row.length !== m[0]!.length) {
      return {
        error: `Every row needs the same number of entries: row 1 has ${m[0]!.length}, row ${i + 1} has ${row.length}`,
      };
    }
    m.push(row);
  }
  return m;
}
