import { formatCount } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  add,
  bracketed,
  determinant,
  gaussJordan,
  isZero,
  matrixText,
  mul,
  ONE,
  rationalText,
  readMatrix,
  sub,
  toNumber,
  ZERO,
  type Matrix,
  type Rational,
} from './shared/rational.ts';

export const record = {
  id: 160,
  name: 'Matrix Calculator',
  description:
    'Add, subtract and multiply matrices up to 4 × 4, and find the transpose, determinant, inverse, rank and reduced row echelon form, in exact fractions.',
  category: 'math',
  group: 'Algebra',
  icon: 'sigma',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'system-of-equations-solver',
    'fraction-calculator',
    'scientific-calculator',
    'quadratic-equation-solver',
  ],
  keywords:
    'matrix matrices determinant det inverse transpose rank rref row echelon gaussian elimination gauss jordan linear algebra',
} satisfies CalculatorRecord;

// Matrices of up to 4 × 4 typed as rows ('1 2; 3 4', or one row a line), entries whole numbers,
// fractions or decimals, worked in exact fractions (shared/rational.ts). Sums and products by
// their definitions; the determinant, inverse, rank and RREF by Gauss–Jordan elimination: the
// determinant is the product of the pivots, negated for each row swap; the inverse is the right
// half of the RREF of [A | I]; the rank is the number of pivots.

type Operation =
  'add' | 'subtract' | 'multiply' | 'transpose' | 'determinant' | 'inverse' | 'rank' | 'rref';

const OPERATIONS: readonly { value: Operation; label: string; title: string }[] = [
  { value: 'add', label: 'A + B', title: 'A + B' },
  { value: 'subtract', label: 'A − B', title: 'A − B' },
  { value: 'multiply', label: 'A × B', title: 'A × B' },
  { value: 'transpose', label: 'Transpose of A', title: 'Transpose of A' },
  { value: 'determinant', label: 'Determinant of A', title: 'Determinant of A' },
  { value: 'inverse', label: 'Inverse of A', title: 'Inverse of A' },
  { value: 'rank', label: 'Rank of A', title: 'Rank of A' },
  { value: 'rref', label: 'Reduced row echelon form of A', title: 'RREF of A' },
];

const BINARY: readonly Operation[] = ['add', 'subtract', 'multiply'];

function checkMatrix(name: string) {
  return (text: string) => {
    const read = readMatrix(text, name);
    return 'error' in read ? read.error : null;
  };
}

const fields = {
  op: {
    kind: 'choice',
    label: 'Operation',
    default: 'multiply' as Operation,
    options: OPERATIONS.map(({ value, label }) => ({ value, label })),
  },
  a: {
    kind: 'text',
    numbers: 'list',
    label: 'Matrix A',
    default: '1 2\n3 4',
    multiline: true,
    rows: 4,
    maxLength: 400,
    code: true,
    placeholder: '1 2\n3 4',
    help: 'One row a line (or rows separated by ;), entries separated by spaces or commas (a comma and a space where a comma is your decimal sign): whole numbers, fractions (2/3) or decimals. Up to 4 × 4.',
    required: 'Enter matrix A, one row a line: 1 2; 3 4',
    check: checkMatrix('matrix A'),
  },
  b: {
    kind: 'text',
    numbers: 'list',
    label: 'Matrix B',
    default: '5 6\n7 8',
    multiline: true,
    rows: 4,
    maxLength: 400,
    code: true,
    placeholder: '5 6\n7 8',
    help: 'Used for A + B, A − B and A × B.',
    required: 'Enter matrix B, one row a line: 5 6; 7 8',
    check: checkMatrix('matrix B'),
  },
} as const;

type MatrixValues = Values<typeof fields>;

const matrixOf = (text: string) => readMatrix(text) as Matrix;
const size = (m: Matrix) => `${m.length} × ${m[0]!.length}`;
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? ONE : ZERO)));

export function transpose(m: Matrix): Matrix {
  return m[0]!.map((_, j) => m.map((row) => row[j]!));
}

export function multiply(a: Matrix, b: Matrix): Matrix {
  return a.map((row) =>
    b[0]!.map((_, j) => row.reduce((sum, x, k) => add(sum, mul(x, b[k]![j]!)), ZERO)),
  );
}

/** The inverse of a square matrix, or null when it is singular. */
export function inverse(a: Matrix): Matrix | null {
  const n = a.length;
  const augmented = a.map((row, i) => [...row, ...identity(n)[i]!]);
  const { rref, pivots } = gaussJordan(augmented, n);
  if (pivots.length < n) return null;
  return rref.map((row) => row.slice(n));
}

/** What an operation gives: a matrix or a number. */
type Outcome = { matrix: Matrix } | { scalar: Rational };

function outcome(v: MatrixValues): Outcome {
  const a = matrixOf(v.a);
  switch (v.op) {
    case 'add':
    case 'subtract': {
      const b = matrixOf(v.b);
      const f = v.op === 'add' ? add : sub;
      return { matrix: a.map((row, i) => row.map((x, j) => f(x, b[i]![j]!))) };
    }
    case 'multiply':
      return { matrix: multiply(a, matrixOf(v.b)) };
    case 'transpose':
      return { matrix: transpose(a) };
    case 'determinant':
      return { scalar: determinant(a) };
    case 'inverse':
      return { matrix: inverse(a)! };
    case 'rank':
      return { scalar: { num: BigInt(gaussJordan(a).pivots.length), den: 1n } };
    case 'rref':
      return { matrix: gaussJordan(a).rref };
  }
}

const ENTRY_IDS = [
  'e11',
  'e12',
  'e13',
  'e14',
  'e21',
  'e22',
  'e23',
  'e24',
  'e31',
  'e32',
  'e33',
  'e34',
  'e41',
  'e42',
  'e43',
  'e44',
] as const;
type EntryId = (typeof ENTRY_IDS)[number];
type EntryOutputs = Record<EntryId, { label: string; format: 'number'; decimals: number }>;

const entryOutputs = Object.fromEntries(
  ENTRY_IDS.map((id) => [
    id,
    { label: `Row ${id[1]}, column ${id[2]}`, format: 'number', decimals: 4 },
  ]),
) as EntryOutputs;

const titleOf = (op: Operation) => OPERATIONS.find((o) => o.value === op)!.title;

/** Entries of a row as the facts and steps show them. */
const rowText = (row: readonly Rational[]) => row.map(rationalText).join('   ');

function eliminationSteps(steps: readonly string[]): string[] {
  if (steps.length === 0) return ['No row operations are needed: the matrix is already reduced.'];
  return [`Row operations, in order: ${steps.join('; ')}.`];
}

export default defineCalculator({
  slug: 'matrix-calculator',
  fields,
  validate(v) {
    const a = matrixOf(v.a);
    const square = a.length === a[0]!.length;
    if (BINARY.includes(v.op)) {
      const b = matrixOf(v.b);
      if (v.op === 'multiply' && a[0]!.length !== b.length) {
        return {
          b: `A is ${size(a)}, so B needs ${formatCount(a[0]!.length, 'rows')} to multiply A × B (B has ${b.length})`,
        };
      }
      if (v.op !== 'multiply' && (a.length !== b.length || a[0]!.length !== b[0]!.length)) {
        return {
          b: `B must be the same size as A (${size(a)}) to add or subtract; B is ${size(b)}`,
        };
      }
    }
    if ((v.op === 'determinant' || v.op === 'inverse') && !square) {
      return { a: `Only a square matrix has a ${v.op}: A is ${size(a)}` };
    }
    if (v.op === 'inverse' && isZero(determinant(a))) {
      return { a: 'A is singular (its determinant is 0), so it has no inverse' };
    }
    return {};
  },
  outputs: {
    rows: { label: 'Rows of the result', format: 'integer' },
    columns: { label: 'Columns of the result', format: 'integer' },
    value: { label: 'Value', format: 'number', decimals: 4 },
    ...entryOutputs,
  },
  compute(v) {
    const result = outcome(v);
    const entries = Object.fromEntries(ENTRY_IDS.map((id) => [id, 0])) as Record<EntryId, number>;
    if ('scalar' in result) {
      return { rows: 1, columns: 1, value: toNumber(result.scalar), ...entries };
    }
    const m = result.matrix;
    m.forEach((row, i) =>
      row.forEach((x, j) => {
        entries[`e${i + 1}${j + 1}` as EntryId] = toNumber(x);
      }),
    );
    return { rows: m.length, columns: m[0]!.length, value: 0, ...entries };
  },
  headline: {
    label: 'Result',
    text(v) {
      const result = outcome(v);
      return 'scalar' in result ? rationalText(result.scalar) : matrixText(result.matrix);
    },
    caption(v) {
      const result = outcome(v);
      if ('scalar' in result) {
        const value = result.scalar;
        return value.den === 1n
          ? titleOf(v.op)
          : `${titleOf(v.op)}, exact (≈ ${toNumber(value).toPrecision(6)})`;
      }
      return `${titleOf(v.op)}: a ${size(result.matrix)} matrix in exact fractions`;
    },
  },
  facts(v) {
    const result = outcome(v);
    if ('scalar' in result) return [{ label: titleOf(v.op), text: rationalText(result.scalar) }];
    return result.matrix.map((row, i) => ({ label: `Row ${i + 1}`, text: rowText(row) }));
  },
  steps(v) {
    const a = matrixOf(v.a);
    const lines = [`A is ${size(a)}: ${matrixText(a)}`];
    switch (v.op) {
      case 'add':
      case 'subtract': {
        const b = matrixOf(v.b);
        const sign = v.op === 'add' ? '+' : '−';
        const f = v.op === 'add' ? add : sub;
        lines.push(`B is ${size(b)}: ${matrixText(b)}`);
        lines.push(
          `Each entry of A ${sign} B is the entry of A ${sign} the entry of B in the same place.`,
        );
        a.forEach((row, i) =>
          lines.push(
            `Row ${i + 1}: ${row
              .map(
                (x, j) =>
                  `${rationalText(x)} ${sign} ${bracketed(b[i]![j]!)} = ${rationalText(f(x, b[i]![j]!))}`,
              )
              .join(', ')}`,
          ),
        );
        break;
      }
      case 'multiply': {
        const b = matrixOf(v.b);
        const c = multiply(a, b);
        lines.push(`B is ${size(b)}: ${matrixText(b)}`);
        lines.push(
          `A × B is ${a.length} × ${b[0]!.length}: the entry in row i, column j is row i of A times column j of B, term by term, added.`,
        );
        c.forEach((row, i) =>
          row.forEach((x, j) =>
            lines.push(
              `Row ${i + 1}, column ${j + 1}: ${a[i]!.map(
                (y, k) => `${bracketed(y)}·${bracketed(b[k]![j]!)}`,
              ).join(' + ')} = ${rationalText(x)}`,
            ),
          ),
        );
        break;
      }
      case 'transpose':
        lines.push('Row i of A becomes column i of the transpose.');
        lines.push(`Transpose: ${matrixText(transpose(a))}`);
        break;
      case 'determinant': {
        const det = determinant(a);
        if (a.length === 1) {
          lines.push(`The determinant of a 1 × 1 matrix is its entry: ${rationalText(det)}`);
          break;
        }
        if (a.length === 2) {
          const [[p, q], [r, s]] = a as [[Rational, Rational], [Rational, Rational]];
          lines.push(
            `For a 2 × 2 matrix, det = ad − bc = ${bracketed(p)}·${bracketed(s)} − ${bracketed(q)}·${bracketed(r)} = ${rationalText(det)}`,
          );
          break;
        }
        const { steps, swaps, pivotValues, pivots } = gaussJordan(a);
        lines.push(...eliminationSteps(steps));
        if (pivots.length < a.length) {
          lines.push(
            `Only ${pivots.length} of ${a.length} columns have a pivot, so the rows are dependent and det(A) = 0.`,
          );
        } else {
          lines.push(
            `det(A) = (−1)^${swaps} × the product of the pivots ${pivotValues.map(bracketed).join(' × ')} = ${rationalText(det)}`,
          );
        }
        break;
      }
      case 'inverse': {
        const n = a.length;
        const augmented = a.map((row, i) => [...row, ...identity(n)[i]!]);
        const { steps } = gaussJordan(augmented, n);
        lines.push(`det(A) = ${rationalText(determinant(a))}, not 0, so A has an inverse.`);
        lines.push(
          `Write [A | I] and reduce it until the left half is I: ${matrixText(augmented)}`,
        );
        lines.push(...eliminationSteps(steps));
        lines.push(`The right half is the inverse: ${matrixText(inverse(a)!)}`);
        break;
      }
      case 'rank':
      case 'rref': {
        const { steps, rref, pivots } = gaussJordan(a);
        lines.push(...eliminationSteps(steps));
        lines.push(`Reduced row echelon form: ${matrixText(rref)}`);
        lines.push(
          pivots.length === 0
            ? 'No column has a pivot (every entry is 0): the rank is 0.'
            : `Pivots in column${pivots.length === 1 ? '' : 's'} ${pivots.map((c) => c + 1).join(', ')}: the rank is ${pivots.length}.`,
        );
        break;
      }
    }
    return lines;
  },
  about: [
    'Type each matrix one row a line (or rows separated by semicolons), with the entries separated by spaces or commas (a comma and a space where a comma is your decimal sign): 1 2; 3 4 is the 2 × 2 matrix with rows 1 2 and 3 4. Entries may be whole numbers, fractions (2/3) or decimals (0.25, read exactly as 1/4). Matrices can be up to 4 × 4.',
    'All arithmetic is exact, in fractions of whole numbers of any size, so an inverse such as 1/3 is never rounded. Decimals are shown only as a guide.',
    'A + B and A − B add or subtract entries in the same place, so A and B must be the same size. A × B takes row i of A times column j of B, term by term, added: A needs as many columns as B has rows. The transpose swaps rows and columns.',
    'The determinant, inverse, rank and reduced row echelon form (RREF) use Gauss–Jordan elimination: for each column the first row with a non-zero entry is swapped up, divided by that pivot, and the column is cleared above and below. The determinant is the product of the pivots, with its sign changed for each row swap; the inverse is found by reducing [A | I] to [I | A⁻¹]; the rank is the number of pivots. This is the method of Strang, Introduction to Linear Algebra (5th ed., Wellesley-Cambridge Press), chapters 2 and 5, and Lay, Linear Algebra and Its Applications, §1.2 and §2.2.',
  ],
  faq: [
    {
      question: 'When does a matrix have no inverse?',
      answer:
        'When its determinant is 0: its rows are dependent (one is a combination of others), and elimination leaves a row of zeros. Such a matrix is called singular. Only square matrices can have an inverse.',
    },
    {
      question: 'Why is A × B not the same as B × A?',
      answer:
        'Each entry of A × B combines a row of A with a column of B, so swapping the matrices combines different numbers. [1 2; 3 4] × [5 6; 7 8] is [19 22; 43 50], but [5 6; 7 8] × [1 2; 3 4] is [23 34; 31 46].',
    },
    {
      question: 'What is the rank of a matrix?',
      answer:
        'The number of independent rows (equally, of independent columns): the number of pivots left after elimination. A 3 × 3 matrix of rank 3 is invertible; one of rank 2 or less is not.',
    },
    {
      question: 'How do I type fractions and negative numbers?',
      answer:
        'As -3, 2/3 or -1/2, with no spaces inside a number. Separate the entries with spaces or commas (a comma and a space where a comma is your decimal sign), and the rows with new lines or semicolons.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), §7.5 “Matrices and Matrix Operations”, Example 3 (openstax.org/books/college-algebra-2e/pages/7-5-matrices-and-matrix-operations): [4 1; 3 2] + [5 9; 0 7] = [9 10; 3 9]',
      inputs: { op: 'add', a: '4 1; 3 2', b: '5 9; 0 7' },
      expected: { rows: 2, columns: 2, e11: 9, e12: 10, e21: 3, e22: 9 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.5, Example 4 (openstax.org/books/college-algebra-2e/pages/7-5-matrices-and-matrix-operations): [−2 3; 0 1] − [8 1; 5 4] = [−10 2; −5 −3]',
      inputs: { op: 'subtract', a: '-2 3; 0 1', b: '8 1; 5 4' },
      expected: { e11: -10, e12: 2, e21: -5, e22: -3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.5, Example 9(a) (openstax.org/books/college-algebra-2e/pages/7-5-matrices-and-matrix-operations): a 2 × 3 times a 3 × 2 matrix, [−1 2 3; 4 0 5] × [5 −1; −4 0; 2 3] = [−7 10; 30 11]',
      inputs: { op: 'multiply', a: '-1 2 3; 4 0 5', b: '5 -1; -4 0; 2 3' },
      expected: { rows: 2, columns: 2, e11: -7, e12: 10, e21: 30, e22: 11 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.5, Example 9(b) (openstax.org/books/college-algebra-2e/pages/7-5-matrices-and-matrix-operations): the other order, [5 −1; −4 0; 2 3] × [−1 2 3; 4 0 5] = [−9 10 10; 4 −8 −12; 10 4 21], so AB ≠ BA',
      inputs: { op: 'multiply', a: '5 -1; -4 0; 2 3', b: '-1 2 3; 4 0 5' },
      expected: {
        rows: 3,
        columns: 3,
        e11: -9,
        e12: 10,
        e13: 10,
        e21: 4,
        e22: -8,
        e23: -12,
        e31: 10,
        e32: 4,
        e33: 21,
      },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.7 “Solving Systems with Inverses”, Example 4 (openstax.org/books/college-algebra-2e/pages/7-7-solving-systems-with-inverses): the inverse of [1 −2; 2 −3] is [−3 2; −2 1]',
      inputs: { op: 'inverse', a: '1 -2; 2 -3' },
      expected: { e11: -3, e12: 2, e21: -2, e22: 1 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.7, Example 6 (openstax.org/books/college-algebra-2e/pages/7-7-solving-systems-with-inverses): the inverse of [2 3 1; 3 3 1; 2 4 1] is [−1 1 0; −1 0 1; 6 −2 −3]',
      inputs: { op: 'inverse', a: '2 3 1; 3 3 1; 2 4 1' },
      expected: {
        e11: -1,
        e12: 1,
        e13: 0,
        e21: -1,
        e22: 0,
        e23: 1,
        e31: 6,
        e32: -2,
        e33: -3,
      },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8 “Solving Systems with Cramer’s Rule”, Example 3 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): det [0 2 1; 3 −1 1; 4 0 1] = 0 + 8 + 0 + 4 − 0 − 6 = 6',
      inputs: { op: 'determinant', a: '0 2 1; 3 -1 1; 4 0 1' },
      expected: { value: 6 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8, Example 7, property 3 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): two identical columns make the determinant zero, det [1 2 2; 2 2 2; −1 2 2] = 0',
      inputs: { op: 'determinant', a: '1 2 2; 2 2 2; -1 2 2' },
      expected: { value: 0 },
      tolerance: 0,
    },
    {
      source:
        'DoubleMath, “Rank of a Matrix” (doublemath.com/rank-of-a-matrix/): the rank of [1 −1 2 −3; 2 0 7 −7; 3 1 12 −11] is 2',
      inputs: { op: 'rank', a: '1 -1 2 -3; 2 0 7 -7; 3 1 12 -11' },
      expected: { value: 2 },
      tolerance: 0,
    },
  ],
});
