import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  determinant,
  div,
  gaussJordan,
  isZero,
  matrixText,
  neg,
  rationalText,
  readRational,
  ZERO,
  add,
  type Matrix,
  type Rational,
} from './shared/rational.ts';

export const record = {
  id: 161,
  name: 'System of Equations Solver',
  description:
    'Solve 2 × 2 and 3 × 3 systems of linear equations exactly, with Gaussian elimination and Cramer’s rule shown step by step.',
  category: 'math',
  group: 'Algebra',
  icon: 'sigma',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'matrix-calculator',
    'quadratic-equation-solver',
    'fraction-calculator',
    'scientific-calculator',
  ],
  keywords:
    'simultaneous equations linear system solver cramer cramers rule gaussian elimination substitution 2x2 3x3 x y z',
} satisfies CalculatorRecord;

// Two equations in x and y, or three in x, y and z, typed one a line ('2x + y = 5', or the
// coefficients and the constant, '2 1 5'). The augmented matrix is reduced by Gauss–Jordan
// elimination in exact fractions (shared/rational.ts). By the Rouché–Capelli theorem the system
// has one solution when the coefficients' rank is the number of unknowns, none when the rank of
// the augmented matrix is larger, and infinitely many otherwise. With a non-zero determinant,
// Cramer's rule gives the same solution as ratios of determinants.

const VARIABLES = ['x', 'y', 'z'] as const;

/** One equation's coefficients and constant, or a message. */
function readEquation(line: string, n: number): Rational[] | { error: string } {
  const text = line
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, '')
    .toLowerCase();
  if (!/[a-z=]/.test(text)) {
    const numbers = line.trim().split(/[\s,]+/);
    if (numbers.length !== n + 1) {
      return {
        error: `Give ${n + 1} numbers (${n} coefficients and the constant), or write it as 2x + y = 5`,
      };
    }
    const row: Rational[] = [];
    for (const entry of numbers) {
      const value = readRational(entry);
      if ('error' in value) return value;
      row.push(value);
    }
    return row;
  }
  const sides = text.split('=');
  if (sides.length !== 2 || sides[0] === '' || sides[1] === '') {
    return { error: 'Write each equation with one = sign, such as 2x + y = 5' };
  }
  const row: Rational[] = Array.from({ length: n + 1 }, () => ZERO);
  for (const [s, side] of sides.entries()) {
    const terms = side.replace(/([^eE*/^])([+-])/g, '$1 $2').split(' ');
    for (const term of terms) {
      const match = /^([+-]?)(\d*\.?\d*(?:\/\d+)?)\*?([a-z]?)$/.exec(term);
      if (!match || (match[2] === '' && match[3] === '')) {
        return { error: `“${term}” is not a term: write terms such as 3x, -y, 2/3z or 5` };
      }
      const [, sign, digits, letter] = match as unknown as [string, string, string, string];
      const read = digits === '' ? { num: 1n, den: 1n } : readRational(digits);
      if ('error' in read) return read;
      let value = sign === '-' ? neg(read) : read;
      // Everything is moved to the left of =, the constant to the right.
      const index = letter === '' ? n : VARIABLES.indexOf(letter as 'x');
      if (letter !== '' && (index < 0 || index >= n)) {
        return {
          error:
            n === 2
              ? `Use the unknowns x and y for two equations (“${letter}” is not one)`
              : `Use the unknowns x, y and z for three equations (“${letter}” is not one)`,
        };
      }
      if ((s === 1) !== (index === n)) value = neg(value);
      row[index] = add(row[index]!, value);
    }
  }
  return row;
}

/** The augmented matrix of the system, or the message for the field. */
export function readSystem(text: string): Matrix | { error: string } {
  const lines = text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length < 2 || lines.length > 3) {
    return { error: 'Enter 2 equations in x and y, or 3 in x, y and z, one a line' };
  }
  const n = lines.length;
  const m: Matrix = [];
  for (const [i, line] of lines.entries()) {
    const row = readEquation(line, n);
    if ('error' in row) return { error: `Equation ${i + 1}: ${row.error}` };
    m.push(row);
  }
  return m;
}

const fields = {
  equations: {
    kind: 'text',
    numbers: 'list',
    label: 'Equations',
    default: '2x + y + z = 5\n4x - 6y = -2\n-2x + 7y + 2z = 9',
    multiline: true,
    rows: 3,
    maxLength: 300,
    code: true,
    placeholder: '2x + y = 5\nx - y = 1',
    help: 'One equation a line: 2 in x and y, or 3 in x, y and z. Coefficients may be fractions (1/2x) or decimals; or type just the numbers, 2 1 5 for 2x + y = 5.',
    required: 'Enter the equations, one a line, such as 2x + y = 5',
    check(text: string) {
      const read = readSystem(text);
      return 'error' in read ? read.error : null;
    },
  },
} as const;

type SystemValues = Values<typeof fields>;

interface Solved {
  n: number;
  augmented: Matrix;
  coefficients: Matrix;
  rref: Matrix;
  steps: string[];
  rank: number;
  augmentedRank: number;
  det: Rational;
  /** The unique solution, or null. */
  solution: Rational[] | null;
}

function solveSystem(v: SystemValues): Solved {
  const augmented = readSystem(v.equations) as Matrix;
  const n = augmented.length;
  const coefficients = augmented.map((row) => row.slice(0, n));
  const { rref, pivots, steps } = gaussJordan(augmented, n);
  const rank = pivots.length;
  const augmentedRank = gaussJordan(augmented).pivots.length;
  const solution = rank === n ? rref.map((row) => row[n]!) : null;
  return {
    n,
    augmented,
    coefficients,
    rref,
    steps,
    rank,
    augmentedRank,
    det: determinant(coefficients),
    solution,
  };
}

const equationText = (row: readonly Rational[], n: number) => {
  const terms = row.slice(0, n).flatMap((c, j) => {
    if (isZero(c)) return [];
    const size = c.num < 0n ? neg(c) : c;
    const coefficient = size.num === 1n && size.den === 1n ? '' : rationalText(size);
    return [{ negative: c.num < 0n, text: `${coefficient}${VARIABLES[j]}` }];
  });
  const left =
    terms.length === 0
      ? '0'
      : terms
          .map((t, i) =>
            i === 0 ? `${t.negative ? '-' : ''}${t.text}` : `${t.negative ? '−' : '+'} ${t.text}`,
          )
          .join(' ');
  return `${left} = ${rationalText(row[n]!)}`;
};

/** The general solution of a dependent system: each pivot unknown in terms of the free ones. */
function generalSolution(s: Solved): string {
  const { pivots } = gaussJordan(s.augmented, s.n);
  const names = ['t', 's'];
  const free = VARIABLES.slice(0, s.n).flatMap((_, j) => (pivots.includes(j) ? [] : [j]));
  const parameter = (j: number) => names[free.indexOf(j)]!;
  const parts = VARIABLES.slice(0, s.n).map((name, j) => {
    if (free.includes(j)) return `${name} = ${parameter(j)}`;
    const row = s.rref[pivots.indexOf(j)]!;
    let text = rationalText(row[s.n]!);
    for (const f of free) {
      const c = row[f]!;
      if (isZero(c)) continue;
      const size = c.num < 0n ? neg(c) : c;
      const times = size.num === 1n && size.den === 1n ? '' : rationalText(size);
      // x + c·t = d, so x = d − c·t.
      text += ` ${c.num < 0n ? '+' : '−'} ${times}${parameter(f)}`;
    }
    return `${name} = ${text}`;
  });
  return `${parts.join(', ')}, for any ${free.map(parameter).join(' and ')}`;
}

function kindOf(s: Solved): 'one' | 'none' | 'many' {
  if (s.solution) return 'one';
  return s.augmentedRank > s.rank ? 'none' : 'many';
}

export default defineCalculator({
  slug: 'system-of-equations-solver',
  fields,
  outputs: {
    x: { label: 'x', format: 'number', decimals: 4 },
    y: { label: 'y', format: 'number', decimals: 4 },
    z: { label: 'z', format: 'number', decimals: 4 },
    determinant: { label: 'Determinant of the coefficients', format: 'number', decimals: 4 },
    rank: { label: 'Rank of the coefficients', format: 'integer' },
    augmentedRank: { label: 'Rank with the constants', format: 'integer' },
  },
  compute(v) {
    const s = solveSystem(v);
    const value = (i: number) =>
      s.solution?.[i] ? Number(s.solution[i].num) / Number(s.solution[i].den) : 0;
    return {
      x: value(0),
      y: value(1),
      z: value(2),
      determinant: Number(s.det.num) / Number(s.det.den),
      rank: s.rank,
      augmentedRank: s.augmentedRank,
    };
  },
  headline: {
    label: 'Solution',
    text(v) {
      const s = solveSystem(v);
      switch (kindOf(s)) {
        case 'one':
          return s.solution!.map((x, i) => `${VARIABLES[i]} = ${rationalText(x)}`).join(', ');
        case 'none':
          return 'No solution';
        case 'many':
          return 'Infinitely many solutions';
      }
    },
    caption(v) {
      const s = solveSystem(v);
      switch (kindOf(s)) {
        case 'one':
          return `One solution: the determinant of the coefficients is ${rationalText(s.det)}, not 0`;
        case 'none':
          return `The equations contradict each other: elimination leaves 0 = a number that is not 0`;
        case 'many':
          return generalSolution(s);
      }
    },
  },
  facts(v) {
    const s = solveSystem(v);
    const facts = [
      { label: 'Determinant of the coefficients', text: rationalText(s.det) },
      { label: 'Rank (coefficients, with constants)', text: `${s.rank}, ${s.augmentedRank}` },
    ];
    if (s.solution?.some((x) => x.den !== 1n)) {
      facts.push({
        label: 'As decimals',
        text: s.solution
          .map((x, i) => `${VARIABLES[i]} ≈ ${(Number(x.num) / Number(x.den)).toPrecision(6)}`)
          .join(', '),
      });
    }
    return facts;
  },
  steps(v) {
    const s = solveSystem(v);
    const lines = [
      `The system: ${s.augmented.map((row) => equationText(row, s.n)).join('; ')}`,
      `Augmented matrix [coefficients | constants]: ${matrixText(s.augmented)}`,
      s.steps.length === 0
        ? 'No row operations are needed.'
        : `Gaussian elimination, row operations in order: ${s.steps.join('; ')}`,
      `Reduced: ${matrixText(s.rref)}`,
    ];
    const kind = kindOf(s);
    if (kind === 'one') {
      lines.push(
        `Each row now reads one unknown: ${s.solution!.map((x, i) => `${VARIABLES[i]} = ${rationalText(x)}`).join(', ')}`,
      );
      const dets = VARIABLES.slice(0, s.n).map((_, j) =>
        determinant(
          s.augmented.map((row) => row.slice(0, s.n).map((c, k) => (k === j ? row[s.n]! : c))),
        ),
      );
      lines.push(
        `Cramer’s rule: D = ${rationalText(s.det)}; ${dets
          .map(
            (d, j) =>
              `D${VARIABLES[j]} = ${rationalText(d)}, ${VARIABLES[j]} = D${VARIABLES[j]} ÷ D = ${rationalText(div(d, s.det))}`,
          )
          .join('; ')}`,
      );
    } else if (kind === 'none') {
      lines.push(
        `A row reads 0 = a number that is not 0, so no values fit every equation. The coefficients have rank ${s.rank}, the augmented matrix rank ${s.augmentedRank}.`,
      );
    } else {
      lines.push(
        `The coefficients and the augmented matrix both have rank ${s.rank}, less than ${s.n} unknowns: ${s.n - s.rank} unknown${s.n - s.rank === 1 ? ' is' : 's are'} free. ${generalSolution(s)}.`,
      );
    }
    return lines;
  },
  about: [
    'Type 2 equations in x and y, or 3 in x, y and z, one a line: 2x + y = 5, x − y = 1. Terms may be on either side of =, coefficients may be fractions or decimals, and a missing unknown has the coefficient 0. You can also type just the numbers, 2 1 5 for 2x + y = 5.',
    'The system is solved by Gaussian (Gauss–Jordan) elimination on the augmented matrix, in exact fractions: for each unknown, a row with a non-zero coefficient is swapped up and divided by it, and that unknown is removed from the other rows. There is one solution when every unknown gets a pivot (the determinant of the coefficients is not 0); no solution when a row reads 0 = a number that is not 0; infinitely many otherwise, with the general solution given in terms of a free unknown (the Rouché–Capelli theorem).',
    'With a unique solution, Cramer’s rule is shown too: each unknown is Dᵢ ÷ D, where D is the determinant of the coefficients and Dᵢ the determinant with column i replaced by the constants. The method follows Strang, Introduction to Linear Algebra (Wellesley-Cambridge Press), chapter 2, and OpenStax College Algebra 2e, §7.7–7.8.',
  ],
  faq: [
    {
      question: 'How do I know if a system has no solution?',
      answer:
        'Elimination leaves a row that says 0 = a number other than 0, such as 0 = 4: the equations contradict each other. For two equations, the lines are parallel, as 2x + y = 1 and 2x + y = 5 are.',
    },
    {
      question: 'What does “infinitely many solutions” mean?',
      answer:
        'One equation is a combination of the others, so it adds no information: 2x + y = 1 and 4x + 2y = 2 are the same line. Every point on it is a solution; the page gives them as x in terms of a free number t.',
    },
    {
      question: 'When can Cramer’s rule be used?',
      answer:
        'Only when the determinant of the coefficients is not 0, which is exactly when the system has one solution. Then each unknown is a ratio of two determinants.',
    },
    {
      question: 'Can I type fractions?',
      answer:
        'Yes: 1/2x + 3y = 7/4 is read exactly, and the answer is given in fractions, with decimals beside them.',
    },
  ],
  references: [
    {
      source:
        'Gilbert Strang, Linear Algebra and Its Applications (4th ed., Thomson Brooks/Cole, 2006), §1.3, “An Example of Gaussian Elimination”: 2u + v + w = 5, 4u − 6v = −2, −2u + 7v + 2w = 9 gives w = 2, v = 1, u = 1 (pivots 2, −8, 1)',
      inputs: { equations: '2x + y + z = 5\n4x - 6y = -2\n-2x + 7y + 2z = 9' },
      expected: { x: 1, y: 1, z: 2, determinant: -16 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), §7.1 “Systems of Linear Equations: Two Variables”, Example 5 (openstax.org/books/college-algebra-2e/pages/7-1-systems-of-linear-equations-two-variables): 3x + 5y = −11 and x − 2y = 11; −3 × the second added to the first gives 11y = −44, so the solution is (3, −4)',
      inputs: { equations: '3x + 5y = -11\nx - 2y = 11' },
      expected: { x: 3, y: -4 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8 “Solving Systems with Cramer’s Rule”, Example 2 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): 12x + 3y = 15 and 2x − 3y = 13; D = −36 − 6 = −42, x = −84 ÷ −42 = 2, y = −126 ÷ 42 = −3',
      inputs: { equations: '12x + 3y = 15\n2x - 3y = 13' },
      expected: { x: 2, y: -3, determinant: -42 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.2 “Systems of Linear Equations: Three Variables”, Example 2 (openstax.org/books/college-algebra-2e/pages/7-2-systems-of-linear-equations-three-variables): x − 2y + 3z = 9, −x + 3y − z = −6, 2x − 5y + 5z = 17; the solution is the ordered triple (1, −1, 2)',
      inputs: { equations: 'x - 2y + 3z = 9\n-x + 3y - z = -6\n2x - 5y + 5z = 17' },
      expected: { x: 1, y: -1, z: 2 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8, Example 4 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): x + y − z = 6, 3x − 2y + z = −5, x + 3y − 2z = 14 by Cramer’s rule: x = −3 ÷ −3 = 1, y = −9 ÷ −3 = 3, z = 6 ÷ −3 = −2 (D = −3)',
      inputs: { equations: 'x + y - z = 6\n3x - 2y + z = -5\nx + 3y - 2z = 14' },
      expected: { x: 1, y: 3, z: -2, determinant: -3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8, Example 5 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): 3x − 2y = 4 and 6x − 4y = 0 have D = 0, and elimination gives 0 = −8: no solution (parallel lines)',
      inputs: { equations: '3x - 2y = 4\n6x - 4y = 0' },
      expected: { determinant: 0, rank: 1, augmentedRank: 2 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.1, Example 9 (openstax.org/books/college-algebra-2e/pages/7-1-systems-of-linear-equations-two-variables): x + 3y = 2 and 3x + 9y = 6; −3 × the first added to the second gives 0 = 0, an infinite number of solutions',
      inputs: { equations: 'x + 3y = 2\n3x + 9y = 6' },
      expected: { rank: 1, augmentedRank: 1 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §7.8, Example 6 (openstax.org/books/college-algebra-2e/pages/7-8-solving-systems-with-cramers-rule): x − 2y + 3z = 0, 3x + y − 2z = 0, 2x − 4y + 6z = 0 has determinant 0 and elimination gives 0 = 0: infinitely many solutions',
      inputs: { equations: 'x - 2y + 3z = 0\n3x + y - 2z = 0\n2x - 4y + 6z = 0' },
      expected: { determinant: 0, rank: 2, augmentedRank: 2 },
      tolerance: 0,
    },
  ],
});
