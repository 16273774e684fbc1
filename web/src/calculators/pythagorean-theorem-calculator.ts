import { formatMeasure } from '../domain/format.ts';
import { beside90 } from './shared/angles.ts';
import { exactTerm } from './shared/numberList.ts';
import { Big, decimal } from '../engine/money.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 46,
  name: 'Pythagorean Theorem Calculator',
  description: 'Find any side of a right triangle from the other two with a² + b² = c².',
  category: 'math',
  group: 'Geometry',
  icon: 'triangle',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'quadratic-equation-solver',
    'scientific-calculator',
    'area-converter',
    'triangle-calculator',
    'circle-calculator',
    'slope-calculator',
  ],
  keywords: 'pythagoras pythagorean theorem hypotenuse right triangle',
} satisfies CalculatorRecord;

// The Pythagorean theorem, a² + b² = c², for a right triangle with legs a and b and hypotenuse
// c: any side from the other two (c = √(a² + b²), a = √(c² − b²), b = √(c² − a²)), then the
// area ab ÷ 2, the perimeter and the two acute angles. The hypotenuse must be the longest side.

function side(label: string, noun: string, defaultText: string, help: string) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max: 1e12,
    noun,
    help,
    messages: {
      required: `Enter the length of ${noun}`,
      min: `The length of ${noun} must be more than 0`,
      max: `The length of ${noun} can be at most 1,000,000,000,000`,
    },
  } as const satisfies NumberField;
}

/**
 * A length as read: up to 8 significant digits, no trailing zeros, in powers of ten below a
 * millionth (an area of 1 × 10⁻¹⁴, which 8 digits after the point showed as 0).
 */
const show = (value: number) => formatMeasure(value);

/** A length in a formula: '(1 × 10⁻⁷)²', not '1 × 10⁻⁷²'. */
const term = (value: number) => (show(value).includes('×') ? `(${show(value)})` : show(value));

const DEGREES = 180 / Math.PI;

/** An angle as read, but a hair under 90° told from 90° (89.9999999995°). */
const degrees = (angle: number) => (show(angle) === '90' ? beside90(angle) : show(angle));

/** A figure as shown, read back exactly in decimal. */
const shown = (value: number) => readShown(show(value))!;

/**
 * '=' where the figures shown work out exactly (√9 = 3, 3 + 4 + 5 = 12), '≈' where one is
 * rounded (3 + 8 + 8.5440037 ≈ 19.544004, the sum of the unrounded side).
 */
const sign = (worked: Big, result: number) => equalsOrAbout(worked, show(result));

type Side = 'a' | 'b' | 'c';

/**
 * The squares of the three sides, exactly: a side typed squared as typed, the side solved for
 * from the relation (c² = a² + b², a² = c² − b²), so that the steps' sums and differences are
 * the true ones; squares of a rounded c, as doubles, cancelled a leg of 8 beside one of 10¹²
 * to √0.
 */
function squaresOf(v: Record<Side, number>, unknown: Side): Record<Side, Big> {
  const [a2, b2, c2] = [v.a, v.b, v.c].map((length) => decimal(length).pow(2)) as [Big, Big, Big];
  if (unknown === 'c') return { a: a2, b: b2, c: a2.plus(b2) };
  if (unknown === 'a') return { a: c2.minus(b2), b: b2, c: c2 };
  return { a: a2, b: c2.minus(a2), c: c2 };
}

/** '√73 ≈ 8.5440037', '√25 = 5': the side shown, '=' when its square is the square shown. */
const rootOf = (square: Big, length: number) =>
  `√${exactTerm(square)} ${shown(length).pow(2).eq(square) ? '=' : '≈'} ${show(length)}`;

/** Where the reference cases come from. */
const PREALGEBRA_PYTHAGORAS =
  'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), section 9.3 ' +
  '"Use Properties of Angles, Triangles, and the Pythagorean Theorem" (openstax.org/books/' +
  'prealgebra-2e/pages/9-3-use-properties-of-angles-triangles-and-the-pythagorean-theorem)';
const PHYSICS_VECTORS =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 3.3 "Vector Addition and ' +
  'Subtraction: Analytical Methods" (openstax.org/books/college-physics-2e/pages/' +
  '3-3-vector-addition-and-subtraction-analytical-methods)';

export default defineCalculator({
  slug: 'pythagorean-theorem-calculator',
  fields: {
    a: side('Leg a', 'leg a', '3', 'One of the two sides that meet at the right angle.'),
    b: side('Leg b', 'leg b', '4', 'The other side at the right angle.'),
    c: side(
      'Hypotenuse c',
      'the hypotenuse',
      '5',
      'The side opposite the right angle, the longest.',
    ),
  },
  solve: {
    unknowns: ['c', 'a', 'b'],
    residual: (v) => v.a * v.a + v.b * v.b - v.c * v.c,
    closedForms: {
      c: (v) => Math.hypot(v.a, v.b),
      // (c − b)(c + b) rather than c² − b², which loses digits when the two are close.
      a: (v) => (v.c > v.b ? Math.sqrt((v.c - v.b) * (v.c + v.b)) : NaN),
      b: (v) => (v.c > v.a ? Math.sqrt((v.c - v.a) * (v.c + v.a)) : NaN),
    },
  },
  validate(v) {
    // The field solved for is not among the values.
    if (!Object.hasOwn(v, 'a') && v.c <= v.b) {
      return {
        c: `The hypotenuse must be longer than leg b (${show(v.b)}): it is the longest side.`,
      };
    }
    if (!Object.hasOwn(v, 'b') && v.c <= v.a) {
      return {
        c: `The hypotenuse must be longer than leg a (${show(v.a)}): it is the longest side.`,
      };
    }
    return {};
  },
  outputs: {
    area: { label: 'Area', format: 'number' },
    perimeter: { label: 'Perimeter', format: 'number' },
    angleA: { label: 'Angle opposite a (°)', format: 'number' },
    angleB: { label: 'Angle opposite b (°)', format: 'number' },
  },
  compute: (v) => ({
    area: (v.a * v.b) / 2,
    perimeter: v.a + v.b + v.c,
    angleA: Math.atan2(v.a, v.b) * DEGREES,
    angleB: Math.atan2(v.b, v.a) * DEGREES,
  }),
  facts: (v) => [
    { label: 'Sides', text: `a = ${show(v.a)}, b = ${show(v.b)}, c = ${show(v.c)}` },
    { label: 'Check', text: `a² + b² = ${show(v.a * v.a + v.b * v.b)}; c² = ${show(v.c * v.c)}` },
  ],
  steps(v, r, shownAs) {
    const unknown = (shownAs?.unknown ?? 'c') as Side;
    const squares = squaresOf(v, unknown);
    const [a2, b2, c2] = [squares.a, squares.b, squares.c].map(exactTerm);
    // A side solved for is shown rounded; its square in the other lines is the relation's.
    const legs = unknown === 'c' ? ` = √(${term(v.a)}² + ${term(v.b)}²)` : '';
    // arctan 1 is 45° exactly: legs truly equal (a solved leg can round to the other).
    const angle = squares.a.eq(squares.b) ? '=' : '≈';
    // The same relation gives each side from the other two; the one solved for is among them.
    return [
      `c = √(a² + b²)${legs} = √(${a2} + ${b2}) = ${rootOf(squares.a.plus(squares.b), v.c)}`,
      `a = √(c² − b²) = √(${c2} − ${b2}) = ${rootOf(squares.c.minus(squares.b), v.a)}`,
      `b = √(c² − a²) = √(${c2} − ${a2}) = ${rootOf(squares.c.minus(squares.a), v.b)}`,
      `Area = a × b ÷ 2 = ${term(v.a)} × ${term(v.b)} ÷ 2 ${sign(shown(v.a).times(shown(v.b)).div(2), r.area)} ${show(r.area)}`,
      `Perimeter = a + b + c = ${term(v.a)} + ${term(v.b)} + ${term(v.c)} ${sign(shown(v.a).plus(shown(v.b)).plus(shown(v.c)), r.perimeter)} ${show(r.perimeter)}`,
      `Angle opposite a = arctan(a ÷ b) = arctan(${show(v.a / v.b)}) ${angle} ${degrees(r.angleA)}°; opposite b, arctan(b ÷ a) = arctan(${show(v.b / v.a)}) ${angle} ${degrees(r.angleB)}°; the two add up to 90°`,
    ];
  },
  about: [
    'In a right triangle the square of the hypotenuse (the side opposite the right angle) equals the sum of the squares of the two legs: a² + b² = c². So c = √(a² + b²), and a leg is √(c² − the other leg²). Choose under "Solve for" which side to find.',
    'The hypotenuse is always the longest side, so a leg can be found only when the hypotenuse given is longer than the other leg. The area is half the product of the legs, and the angles are arctan(a ÷ b) and arctan(b ÷ a), which add up to 90°.',
    'Any unit of length works, as long as all sides use the same one; the area is in that unit squared. Lengths are shown to 2 decimals in the results and to 8 significant digits in the facts.',
  ],
  faq: [
    {
      question: 'How do I find the hypotenuse?',
      answer:
        'Square the two legs, add them and take the square root: legs 3 and 4 give √(9 + 16) = √25 = 5.',
    },
    {
      question: 'How do I find a missing leg?',
      answer:
        'Subtract the square of the known leg from the square of the hypotenuse and take the square root: hypotenuse 13 and leg 5 give √(169 − 25) = √144 = 12.',
    },
    {
      question: 'Why does it say the hypotenuse must be longer?',
      answer:
        'The hypotenuse is the longest side of a right triangle. If it is not longer than the other leg, c² − b² is zero or negative and no right triangle has those sides.',
    },
    {
      question: 'What are Pythagorean triples?',
      answer:
        'Whole-number sides that fit a² + b² = c², such as 3, 4, 5; 5, 12, 13; and 8, 15, 17. Builders use 3-4-5 to set out a right angle.',
    },
  ],
  references: [
    {
      source: `${PREALGEBRA_PYTHAGORAS}, Example 9.22: legs 3 and 4, 3² + 4² = c², 9 + 16 = 25 = c², c = 5`,
      inputs: { a: '3', b: '4' },
      solve: 'c',
      expected: { c: 5 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_PYTHAGORAS}, Example 9.23: leg 5 and hypotenuse 13, 5² + b² = 13², b² = 144, b = 12`,
      inputs: { a: '5', c: '13' },
      solve: 'b',
      expected: { b: 12 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_PYTHAGORAS}, the Try It after Example 9.24: a 17-ft string of lights to the top of a 15-ft mast is attached 8 feet from the base of the mast`,
      inputs: { b: '15', c: '17' },
      solve: 'a',
      expected: { a: 8 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_VECTORS}, Example 3.3 "Adding Vectors Using Analytical Methods": R = √(65.2² + 48.4²) = 81.2 m, θ = tan⁻¹(48.4/65.2) = 36.6º`,
      inputs: { a: '65.2', b: '48.4' },
      solve: 'c',
      expected: { c: 81.2, angleB: 36.6 },
      tolerance: 0.05,
    },
    {
      source: `${PHYSICS_VECTORS}, "Calculating a Resultant Vector": components of 9 and 5 blocks give A = √(9² + 5²) = 10.3 blocks, θ = tan⁻¹(5/9) = 29.1º`,
      inputs: { a: '9', b: '5' },
      solve: 'c',
      expected: { c: 10.3, angleB: 29.1 },
      tolerance: 0.05,
    },
    {
      source:
        '"Elements of Geometry: With Practical Applications, for the Use of Schools", Google Books (books.google.com/books?id=2sBjDmxbGmcC): a ladder to a house 40 ft high, its foot 30 ft away, is √2500 = 50 ft',
      inputs: { a: '30', b: '40' },
      solve: 'c',
      expected: { c: 50 },
      tolerance: 0,
    },
  ],
});
