import {
  formatAsTyped,
  formatScientific,
  formatSignificant,
  wholeDigits,
} from '../domain/format.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import { Big, decimal } from '../engine/money.ts';
import { equalsOrAbout } from './shared/exactDecimal.ts';
import { decimalText } from './shared/numberList.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 45,
  name: 'Quadratic Equation Solver',
  description:
    'Solve ax² + bx + c = 0 for real or complex roots, with the discriminant and the vertex.',
  category: 'math',
  group: 'Algebra',
  icon: 'superscript',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'pythagorean-theorem-calculator',
    'scientific-calculator',
    'fraction-calculator',
    'log-calculator',
    'system-of-equations-solver',
  ],
  keywords: 'quadratic equation roots discriminant formula',
} satisfies CalculatorRecord;

// Solves ax² + bx + c = 0 (a ≠ 0) by the quadratic formula x = (−b ± √(b² − 4ac)) ÷ 2a: two real
// roots, one double root, or two complex conjugate roots p ± qi. The real roots are found in the
// numerically stable form (one by the formula, the other as c ÷ (a × x₁)), so a tiny root is not
// lost to cancellation. Also the vertex (−b ÷ 2a, c − b² ÷ 4a).

function coefficient(name: string, defaultText: string, help: string) {
  return {
    kind: 'number',
    label: `Coefficient ${name}`,
    default: defaultText,
    min: -1e15,
    max: 1e15,
    noun: name,
    help,
    messages: {
      required: `Enter ${name} (0 if there is no such term)`,
      min: `Enter ${name} from −10¹⁵ to 10¹⁵`,
      max: `Enter ${name} from −10¹⁵ to 10¹⁵`,
    },
  } as const satisfies NumberField;
}

export interface Roots {
  discriminant: number;
  /** The larger real root, or the real part of both complex roots. */
  x1: number;
  /** The smaller real root, or the real part again. */
  x2: number;
  /** The imaginary part q ≥ 0 of the complex roots p ± qi; 0 for real roots. */
  imaginary: number;
  vertexX: number;
  vertexY: number;
}

/**
 * The roots and vertex of ax² + bx + c (a ≠ 0). The discriminant is worked out exactly from the
 * coefficients as typed (decimals, not binary fractions: 0.2² − 4 × 1 × 0.01 is 0, not
 * 1.7 × 10⁻¹⁸), so a double root is found to be one.
 */
export function solveQuadratic(a: number, b: number, c: number): Roots {
  const exact = decimal(b).times(b).minus(decimal(a).times(c).times(4));
  const discriminant = exact.toNumber();
  // + 0 turns −0 (from −0 ÷ 2a) into 0.
  const vertexX = decimal(b).neg().div(decimal(a).times(2)).toNumber() + 0;
  // c − b² ÷ 4a = −D ÷ 4a, exactly.
  const vertexY = exact.neg().div(decimal(a).times(4)).toNumber() + 0;
  if (exact.lt(0)) {
    const imaginary = Math.sqrt(-discriminant) / Math.abs(2 * a);
    return { discriminant, x1: vertexX, x2: vertexX, imaginary, vertexX, vertexY };
  }
  if (exact.eq(0)) {
    return { discriminant: 0, x1: vertexX, x2: vertexX, imaginary: 0, vertexX, vertexY };
  }
  // q = −(b + sign(b)√D) ÷ 2 never subtracts nearly equal numbers; the roots are q ÷ a and c ÷ q.
  const q = -(b + (b < 0 ? -1 : 1) * Math.sqrt(discriminant)) / 2;
  const roots = q === 0 ? [0, 0] : [q / a + 0, c / q + 0];
  return {
    discriminant,
    x1: Math.max(...roots),
    x2: Math.min(...roots),
    imaginary: 0,
    vertexX,
    vertexY,
  };
}

/** A number as read: 8 significant digits (more for a long whole part), no trailing zeros, never '−0'. */
export function show(value: number): string {
  // Never fewer digits than the whole part has, nor 0 for a tiny root: with b = 999,999,999,999
  // the roots read 'x = 0 or x = -1,000,000,000,000' (they are -0.000000000006 and
  // -999,999,999,999).
  return formatSignificant(value + 0, Math.min(17, Math.max(8, wholeDigits(value))));
}

/** A number in a formula: negatives in parentheses. */
const term = (value: number) => (value < 0 ? `(${show(value)})` : show(value));

/** '0.5 + 1.3228757i'. */
function complex(real: number, imaginary: number, sign: '+' | '−'): string {
  return real === 0
    ? `${sign === '−' ? '−' : ''}${show(imaginary)}i`
    : `${show(real)} ${sign} ${show(imaginary)}i`;
}

/**
 * The roots as the steps give them. Where −b and √D nearly cancel, the formula's difference
 * loses the small root's digits to rounding ((100,000,000 − 100,000,000) ÷ 2 reads 0, not
 * 0.00000001), so the step works that root as c ÷ (a × the other), which the page shows.
 */
function rootsStep(v: { a: number; b: number; c: number }, r: Roots, root: number): string {
  // The formula worked with the figures the step shows, as a reader would.
  const shownOf = (value: number) => decimal(show(value).replace(/,/g, ''));
  const [minusB, twoA, rootShown] = [shownOf(-v.b), shownOf(2 * v.a), shownOf(root)];
  const worked = [minusB.plus(rootShown), minusB.minus(rootShown)].map((top) => top.div(twoA));
  const formula = worked.map((value) => value.toNumber());
  const [first, second] = [Math.max(...formula), Math.min(...formula)];
  const near = (found: number, root: number) =>
    root === 0 ? found === 0 : Math.abs(found - root) <= 1e-6 * Math.abs(root);
  if (near(first, r.x1) && near(second, r.x2)) {
    // '≈' where the figures shown do not give the root as shown: (5 + 4.9598387) ÷ 20 ≈ 0.49799194.
    const [high, low] = worked[0]!.gte(worked[1]!) ? worked : [worked[1]!, worked[0]!];
    return (
      `x₁ ${equalsOrAbout(high!, show(r.x1))} ${show(r.x1)}, ` +
      `x₂ ${equalsOrAbout(low!, show(r.x2))} ${show(r.x2)}`
    );
  }
  const [large, small] = Math.abs(r.x1) >= Math.abs(r.x2) ? [r.x1, r.x2] : [r.x2, r.x1];
  return (
    `The root near 0 is lost to rounding in that difference of two nearly equal numbers, so it ` +
    `is worked as c ÷ (a × ${term(large)}) = ${show(v.c)} ÷ ${term(v.a * large)} ≈ ${show(small)}: ` +
    `x₁ = ${show(r.x1)}, x₂ = ${show(r.x2)}`
  );
}

/**
 * An exact decimal as a step writes it: every digit (10³⁰ − 48 = 999…952), but in powers of ten
 * below a millionth (1 × 10⁻²², not 0 at 20 decimals).
 */
function exactText(value: Big): string {
  if (!value.eq(0) && value.abs().lt('1e-6')) return formatScientific(value.toNumber(), 17);
  return decimalText(value, Math.max(0, value.c.length - value.e - 1)).text;
}

/** A coefficient as typed, in a formula: negatives and powers of ten in parentheses. */
const typedTerm = (value: number) => {
  const text = formatAsTyped(value);
  return value < 0 || /×/.test(text) ? `(${text})` : text;
};

export default defineCalculator({
  slug: 'quadratic-equation-solver',
  intro: 'Solve ax² + bx + c = 0',
  fields: {
    a: coefficient('a', '1', 'The number before x²; it cannot be 0.'),
    b: coefficient('b', '-5', 'The number before x.'),
    c: coefficient('c', '6', 'The number on its own.'),
  },
  validate: (v) =>
    v.a === 0
      ? { a: 'a cannot be 0: without an x² term the equation is linear, not quadratic.' }
      : {},
  outputs: {
    discriminant: { label: 'Discriminant', format: 'number' },
    x1: { label: 'x₁', format: 'number' },
    x2: { label: 'x₂', format: 'number' },
    imaginary: { label: 'Imaginary part', format: 'number' },
    vertexX: { label: 'Vertex x', format: 'number' },
    vertexY: { label: 'Vertex y', format: 'number' },
  },
  compute: (v) => ({ ...solveQuadratic(v.a, v.b, v.c) }),
  overflowMessage:
    'These coefficients give numbers too large to show. Please use a larger a or smaller b and c.',
  headline: {
    label: 'Roots',
    text(_v, r) {
      if (r.discriminant < 0) {
        return `x = ${complex(r.x1, r.imaginary, '+')} or x = ${complex(r.x2, r.imaginary, '−')}`;
      }
      if (r.discriminant === 0) return `x = ${show(r.x1)} (a double root)`;
      return `x = ${show(r.x1)} or x = ${show(r.x2)}`;
    },
    caption(_v, r) {
      if (r.discriminant < 0)
        return `Discriminant ${show(r.discriminant)} < 0: two complex roots, no real ones.`;
      if (r.discriminant === 0) return 'Discriminant 0: one real root, counted twice.';
      return `Discriminant ${show(r.discriminant)} > 0: two real roots.`;
    },
  },
  facts: (v, r) => [
    { label: 'Discriminant b² − 4ac', text: show(r.discriminant) },
    { label: 'Vertex', text: `(${show(r.vertexX)}, ${show(r.vertexY)})` },
    { label: 'Axis of symmetry', text: `x = ${show(r.vertexX)}` },
    {
      label: 'Shape',
      text:
        v.a > 0
          ? `Opens upward (a > 0): the vertex is the lowest point, y = ${show(r.vertexY)}.`
          : `Opens downward (a < 0): the vertex is the highest point, y = ${show(r.vertexY)}.`,
    },
    {
      label: 'Sum and product of the roots',
      text: `−b ÷ a = ${show(-v.b / v.a)}, c ÷ a = ${show(v.c / v.a)}`,
    },
  ],
  steps(v, r) {
    const twoA = 2 * v.a;
    // The discriminant's terms exactly, as worked: 10³⁰ − 48 is not 10³⁰ to the last digit.
    const square = decimal(v.b).times(v.b);
    const fourAC = decimal(v.a).times(v.c).times(4);
    const exactD = square.minus(fourAC);
    const steps = [
      `Discriminant D = b² − 4ac = ${typedTerm(v.b)}² − 4 × ${typedTerm(v.a)} × ${typedTerm(v.c)} = ${exactText(square)} − ${fourAC.lt(0) ? `(${exactText(fourAC)})` : exactText(fourAC)} = ${exactText(exactD)}`,
    ];
    if (r.discriminant > 0) {
      const root = Math.sqrt(r.discriminant);
      const rootSign = decimal(show(root).replace(/,/g, '')).pow(2).eq(exactD) ? '=' : '≈';
      const dText = exactText(exactD);
      const rootOfD = /×/.test(dText) ? `√(${dText})` : `√${dText}`;
      steps.push(
        `D > 0, so there are two real roots: x = (−b ± √D) ÷ 2a = (${show(-v.b)} ± ${rootOfD}) ÷ ${show(twoA)}`,
        `${rootOfD} ${rootSign} ${show(root)}, so x = (${show(-v.b)} + ${show(root)}) ÷ ${show(twoA)} and x = (${show(-v.b)} − ${show(root)}) ÷ ${show(twoA)}`,
        rootsStep(v, r, root),
      );
    } else if (r.discriminant === 0) {
      steps.push(
        `D = 0, so there is one double root: x = −b ÷ 2a = ${show(-v.b)} ÷ ${show(twoA)} = ${show(r.x1)}`,
      );
    } else {
      const root = Math.sqrt(-r.discriminant);
      steps.push(
        `D < 0, so the roots are complex: x = (−b ± i√(−D)) ÷ 2a = (${show(-v.b)} ± i√${show(-r.discriminant)}) ÷ ${show(twoA)}`,
        `Real part: −b ÷ 2a = ${show(-v.b)} ÷ ${show(twoA)} ${equalsOrAbout(decimal(v.b).neg().div(decimal(v.a).times(2)), show(r.x1))} ${show(r.x1)}. Imaginary part: √${show(-r.discriminant)} ÷ ${show(Math.abs(twoA))} ${Number.isInteger(root) ? '=' : '≈'} ${show(r.imaginary)}`,
        `x = ${complex(r.x1, r.imaginary, '+')} or x = ${complex(r.x2, r.imaginary, '−')}`,
      );
    }
    steps.push(
      `Vertex: x = −b ÷ 2a ${equalsOrAbout(decimal(v.b).neg().div(decimal(v.a).times(2)), show(r.vertexX))} ${show(r.vertexX)}; y = c − b² ÷ 4a = ${show(v.c)} − ${exactText(decimal(v.b).times(v.b))} ÷ ${term(4 * v.a)} ${equalsOrAbout(decimal(v.c).minus(decimal(v.b).times(v.b).div(decimal(v.a).times(4))), show(r.vertexY))} ${show(r.vertexY)}`,
    );
    return steps;
  },
  about: [
    'The quadratic formula gives the roots of ax² + bx + c = 0: x = (−b ± √(b² − 4ac)) ÷ 2a. The discriminant D = b² − 4ac tells what kind they are: D > 0, two real roots; D = 0, one double root; D < 0, two complex roots p ± qi with p = −b ÷ 2a and q = √(−D) ÷ 2|a|, where i = √−1.',
    'The vertex of the parabola y = ax² + bx + c is at x = −b ÷ 2a, y = c − b² ÷ 4a; it is the lowest point when a > 0 and the highest when a < 0. The roots, when real, lie at equal distances either side of it.',
    'The discriminant and the vertex are worked out exactly from the coefficients as typed, in decimal (0.2² − 4 × 1 × 0.01 is exactly 0, a double root), and the roots from them. Numbers are shown to 8 significant digits. The real roots are worked out in the numerically stable form (q = −(b + sign(b)√D) ÷ 2, x = q ÷ a and c ÷ q), which gives the same roots as the formula without losing a very small root to rounding. a cannot be 0: the equation would then be linear.',
  ],
  faq: [
    {
      question: 'What does a negative discriminant mean?',
      answer:
        'That the parabola does not cross the x-axis, so there are no real roots. There are two complex roots instead: x² − x + 2 = 0 has D = −7 and roots (1 ± i√7) ÷ 2, about 0.5 ± 1.3228757i.',
    },
    {
      question: 'How do I enter an equation like 2x² = 3x + 5?',
      answer:
        'Move everything to one side first: 2x² − 3x − 5 = 0, so a = 2, b = −3 and c = −5. A missing term has coefficient 0: x² − 9 = 0 has b = 0.',
    },
    {
      question: 'What is a double root?',
      answer:
        'When the discriminant is 0 the two roots are equal: the parabola touches the x-axis at its vertex. x² − 6x + 9 = (x − 3)² has the double root x = 3.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), section 2.5 "Quadratic Equations", example ' +
        '"Solve the Quadratic Equation Using the Quadratic Formula": x² + 5x + 1 = 0 gives ' +
        'x = (−5 ± √(25 − 4)) ÷ 2 = (−5 ± √21) ÷ 2 ' +
        '(openstax.org/books/college-algebra-2e/pages/2-5-quadratic-equations)',
      inputs: { a: '1', b: '5', c: '1' },
      expected: { discriminant: 21, x1: (-5 + Math.sqrt(21)) / 2, x2: (-5 - Math.sqrt(21)) / 2 },
      tolerance: 1e-9,
    },
    {
      source:
        'OpenStax, College Algebra 2e, section 2.5 (as above), example "Solving a Quadratic ' +
        'Equation with the Quadratic Formula": x² + x + 2 = 0 gives x = (−1 ± √(1 − 8)) ÷ 2 = ' +
        '(−1 ± i√7) ÷ 2',
      inputs: { a: '1', b: '1', c: '2' },
      expected: { discriminant: -7, x1: -0.5, x2: -0.5, imaginary: Math.sqrt(7) / 2 },
      tolerance: 1e-9,
    },
    {
      source:
        'OpenStax, College Algebra 2e, section 2.5 (as above), example "Using the Discriminant to ' +
        'Find the Nature of the Solutions to a Quadratic Equation", ⓐ: x² + 4x + 4 = 0 has ' +
        'b² − 4ac = 0, "one rational double solution"',
      inputs: { a: '1', b: '4', c: '4' },
      expected: { discriminant: 0 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e, section 2.5 (as above), the same example, ⓑ: ' +
        '8x² + 14x + 3 = 0 has b² − 4ac = 100, two rational solutions',
      inputs: { a: '8', b: '14', c: '3' },
      expected: { discriminant: 100 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e, section 2.5 (as above), the same example, ⓓ: ' +
        '3x² − 10x + 15 = 0 has b² − 4ac = −80, two complex solutions',
      inputs: { a: '3', b: '-10', c: '15' },
      expected: { discriminant: -80 },
      tolerance: 0,
    },
    {
      source:
        'Socratic, "How do you solve x^2 - x + 2 = 0?" (socratic.org/questions/how-do-you-solve-x-2-x-2-0-2): Δ = −7, x = (1 ± √−7) ÷ 2',
      inputs: { a: '1', b: '-1', c: '2' },
      expected: { discriminant: -7, x1: 0.5, x2: 0.5, imaginary: Math.sqrt(7) / 2 },
      tolerance: 1e-9,
    },
    {
      source:
        'Algebra.com, question 200553 (algebra.com/cgi-bin/show-question-source.mpl?solution=150816): x² + x + 2 = 0 gives x = (−1 ± i√7) ÷ 2',
      inputs: { a: '1', b: '1', c: '2' },
      expected: { discriminant: -7, x1: -0.5, imaginary: Math.sqrt(7) / 2 },
      tolerance: 1e-9,
    },
    {
      source:
        'Mathway, "Solve Using the Quadratic Formula 4x^2-x-5=0" (mathway.com/popular-problems/Algebra/207597): x = 5/4, −1',
      inputs: { a: '4', b: '-1', c: '-5' },
      expected: { discriminant: 81, x1: 1.25, x2: -1 },
      tolerance: 1e-9,
    },
    {
      source:
        'Innovation Charter School, "Using the quadratic formula" (innovationcharterschool.wikidot.com/math:using-the-quadratic-formula): x² + 2x − 8 gives √36 and x = 2, x = −4',
      inputs: { a: '1', b: '2', c: '-8' },
      expected: { discriminant: 36, x1: 2, x2: -4 },
      tolerance: 1e-9,
    },
    {
      source:
        'Socratic, "What is the vertex form of y=2x^2+7x+3?" (socratic.org/questions/what-is-the-vertex-form-of-y-2x-2-7x-3): y = 2(x + 7/4)² − 25/8, vertex (−7/4, −25/8)',
      inputs: { a: '2', b: '7', c: '3' },
      expected: { vertexX: -1.75, vertexY: -3.125 },
      tolerance: 1e-9,
    },
  ],
});
