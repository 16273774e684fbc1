import { capitalised, formatAsTyped, formatMeasure } from '../domain/format.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import { decimal, type Big } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { beside90 } from './shared/angles.ts';
import { exactTerm, typedText } from './shared/numberList.ts';

export const record = {
  id: 85,
  name: 'Triangle Calculator',
  description:
    'Solve a triangle from its three sides: the angles, area, perimeter and whether it is acute, right or obtuse.',
  category: 'math',
  group: 'Geometry',
  icon: 'triangle',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'pythagorean-theorem-calculator',
    'circle-calculator',
    'area-converter',
    'scientific-calculator',
    'area-calculator',
    'slope-calculator',
  ],
  keywords:
    'triangle sss three sides law of cosines cosine rule herons formula heron angles area perimeter scalene isosceles equilateral acute obtuse right triangle solver',
} satisfies CalculatorRecord;

// A triangle from its three sides (SSS). The sides must satisfy the triangle inequality, checked
// exactly on the decimals typed. The angles come from the law of cosines, cos A = (b² + c² − a²)
// ÷ 2bc, worked as A = atan2(4K, (b − a)(b + a) + c²) with b the longer of b and c (the same
// angle, since sin A = 2K ÷ bc), which keeps very flat and very thin triangles accurate; the area K from Heron's formula
// √(s(s − a)(s − b)(s − c)), in Kahan's ordering of the factors for the same reason. The kind of
// triangle is read exactly from the decimals typed: right when c² = a² + b² for the longest side.

type Side = 'a' | 'b' | 'c';

function side(name: Side, defaultText: string) {
  return {
    kind: 'number',
    label: `Side ${name}`,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max: 1e12,
    noun: `side ${name}`,
    help: `Opposite angle ${name.toUpperCase()}.`,
    messages: {
      required: `Enter the length of side ${name}`,
      min: `The length of side ${name} must be more than 0`,
      max: `The length of side ${name} can be at most 1,000,000,000,000`,
    },
  } as const satisfies NumberField;
}

const DEGREES = 180 / Math.PI;

/** A length as read: up to 8 significant digits, no trailing zeros. */
export const show = (value: number) => formatMeasure(value);

/** A number in powers of ten in brackets, so '√(1.875 × 10⁻²⁵)' reads as one number. */
const bracketed = (text: string) => (text.includes('×') ? `(${text})` : text);

/**
 * The area of a triangle by Heron's formula, with the factors in Kahan's order (sides sorted
 * x ≥ y ≥ z): ¼√((x + (y + z))(z − (x − y))(z + (x − y))(x + (y − z))), which equals
 * √(s(s − a)(s − b)(s − c)) without losing digits in a thin triangle.
 */
export function heronArea(a: number, b: number, c: number): number {
  const [x, y, z] = [a, b, c].sort((p, q) => q - p) as [number, number, number];
  const product = (x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z));
  return Math.sqrt(Math.max(0, product)) / 4;
}

/** The angle (degrees) opposite side `opposite`, between sides p and q, for a triangle of area k. */
function angle(opposite: number, p: number, q: number, k: number): number {
  // p² + q² − opposite² as (longer − opposite)(longer + opposite) + shorter²: in a needle of sides
  // 10¹², 10¹² − 0.5 and 1, two squares of 10²⁴ no longer cancel away the angle's digits.
  const [longer, shorter] = p >= q ? [p, q] : [q, p];
  return Math.atan2(4 * k, (longer - opposite) * (longer + opposite) + shorter * shorter) * DEGREES;
}

/** The three sides of a triangle in order, with their names. */
function sidesOf(v: { a: number; b: number; c: number }): [Side, number][] {
  return [
    ['a', v.a],
    ['b', v.b],
    ['c', v.c],
  ];
}

/**
 * The side that is not shorter than the other two together (the sides make no triangle), or
 * null. Checked exactly on the decimals typed: 0.1 + 0.2 is 0.3, so 0.1, 0.2, 0.3 is flat.
 */
export function failingSide(v: { a: number; b: number; c: number }): Side | null {
  const sides = sidesOf(v);
  for (const [name, length] of sides) {
    const others = sides.filter(([other]) => other !== name);
    const sum = others.reduce((total, [, l]) => total.plus(l), decimal(0));
    if (decimal(length).gte(sum)) return name;
  }
  return null;
}

export interface TriangleKind {
  sides: 'equilateral' | 'isosceles' | 'scalene';
  angles: 'acute' | 'right' | 'obtuse';
}

/** The kind of triangle, read exactly from the sides typed. */
export function kindOf(a: number, b: number, c: number): TriangleKind {
  const sides =
    a === b && b === c ? 'equilateral' : a === b || b === c || a === c ? 'isosceles' : 'scalene';
  const [x, y, z] = [a, b, c].sort((p, q) => q - p).map((n) => decimal(n)) as [
    ReturnType<typeof decimal>,
    ReturnType<typeof decimal>,
    ReturnType<typeof decimal>,
  ];
  const longest = x.times(x);
  const others = y.times(y).plus(z.times(z));
  const angles = longest.eq(others) ? 'right' : longest.lt(others) ? 'acute' : 'obtuse';
  return { sides, angles };
}

/** 'Scalene, acute'. */
function kindText(kind: TriangleKind): string {
  return capitalised(`${kind.sides}, ${kind.angles}`);
}

export default defineCalculator({
  slug: 'triangle-calculator',
  intro: 'Enter the three sides of the triangle',
  fields: {
    a: side('a', '5'),
    b: side('b', '6'),
    c: side('c', '7'),
  },
  validate(v) {
    const failing = failingSide(v);
    if (!failing) return {};
    const [first, second] = sidesOf(v).filter(([name]) => name !== failing) as [
      [Side, number],
      [Side, number],
    ];
    const length = v[failing];
    const sum = decimal(first[1]).plus(second[1]).toNumber();
    return {
      [failing]: `These sides make no triangle: ${failing} = ${show(length)} is not shorter than ${first[0]} + ${second[0]} = ${show(first[1])} + ${show(second[1])} = ${show(sum)}. Each side must be shorter than the other two together.`,
    };
  },
  outputs: {
    area: { label: 'Area', format: 'number', decimals: 4 },
    perimeter: { label: 'Perimeter', format: 'number', decimals: 4 },
    angleA: { label: 'Angle A, opposite a (°)', format: 'number', decimals: 4 },
    angleB: { label: 'Angle B, opposite b (°)', format: 'number', decimals: 4 },
    angleC: { label: 'Angle C, opposite c (°)', format: 'number', decimals: 4 },
  },
  compute(v) {
    const area = heronArea(v.a, v.b, v.c);
    const equilateral = v.a === v.b && v.b === v.c;
    return {
      area,
      perimeter: decimal(v.a).plus(v.b).plus(v.c).toNumber(),
      angleA: equilateral ? 60 : angle(v.a, v.b, v.c, area),
      angleB: equilateral ? 60 : angle(v.b, v.a, v.c, area),
      angleC: equilateral ? 60 : angle(v.c, v.a, v.b, area),
    };
  },
  summary(v, r) {
    const kind = kindOf(v.a, v.b, v.c);
    const largest = Math.max(r.angleA, r.angleB, r.angleC);
    const angleWords =
      kind.angles === 'right'
        ? 'it has a right angle (90°)'
        : kind.angles === 'acute'
          ? `its largest angle, ${beside90(largest)}°, is under 90°`
          : `its largest angle, ${beside90(largest)}°, is over 90°`;
    return `Sides ${formatAsTyped(v.a)}, ${formatAsTyped(v.b)} and ${formatAsTyped(v.c)} make ${kind.sides === 'scalene' ? 'a' : 'an'} ${kind.sides} ${kind.angles} triangle: ${angleWords}.`;
  },
  facts(v, r) {
    const s = r.perimeter / 2;
    return [
      { label: 'Type', text: kindText(kindOf(v.a, v.b, v.c)) },
      { label: 'Semi-perimeter s', text: show(s) },
      {
        label: 'Heights to a, b and c',
        text: `${show((2 * r.area) / v.a)}, ${show((2 * r.area) / v.b)}, ${show((2 * r.area) / v.c)}`,
      },
      { label: 'Inradius r = K ÷ s', text: show(r.area / s) },
      { label: 'Circumradius R = abc ÷ 4K', text: show((v.a * v.b * v.c) / (4 * r.area)) },
    ];
  },
  steps(v, r) {
    // The sums, halves and squares of the sides as typed are exact decimals, shown in full, so a
    // step never says 1 + 1 − 2 of sides 1, 1 and 1.41421356 (whose square is 1.9999999932878736).
    const [a, b, c] = [decimal(v.a), decimal(v.b), decimal(v.c)];
    const perimeter = a.plus(b).plus(c);
    // × 0.5, not ÷ 2: big.js divides to 20 places, which cut the half of 3 × 10⁻²⁵ to 0.
    const s = perimeter.times('0.5');
    const [sa, sb, sc] = [s.minus(a), s.minus(b), s.minus(c)];
    const product = s.times(sa).times(sb).times(sc);
    const [a2, b2, c2] = [a.times(a), b.times(b), c.times(c)];
    // Each angle from the sides beside it (p, q) and the side opposite (o).
    const cosine = (
      [name, formula, twiceText]: [string, string, string],
      [p2, q2, o2]: [Big, Big, Big],
      twice: Big,
      value: number,
    ) =>
      `Angle ${name} = arccos((${formula}) ÷ ${twiceText}) = arccos((${exactTerm(p2)} + ${exactTerm(q2)} − ${exactTerm(o2)}) ÷ ${exactTerm(twice)}) = arccos(${show(p2.plus(q2).minus(o2).div(twice).toNumber())}) ${Number.isInteger(value) ? '=' : '≈'} ${show(value)}°`;
    const kind = kindOf(v.a, v.b, v.c);
    const longest = Math.max(v.a, v.b, v.c);
    // In decimals, as the kind is read: in doubles 10^16 + 1 is 10^16, and 25.0000001 shows as 25.
    const longestSquare = decimal(longest).times(longest);
    const rest = a2.plus(b2).plus(c2).minus(longestSquare);
    const comparison = kind.angles === 'right' ? '=' : kind.angles === 'acute' ? '<' : '>';
    // Heron's product to 8 digits, '=' only where that is all of it; likewise the root.
    const productShown = show(product.toNumber());
    const productSign = product.prec(8).eq(product) ? '=' : '≈';
    const area = Number.isInteger(r.area) && decimal(r.area).pow(2).eq(product) ? '=' : '≈';
    return [
      `Perimeter = a + b + c = ${formatAsTyped(v.a)} + ${formatAsTyped(v.b)} + ${formatAsTyped(v.c)} = ${typedText(perimeter)}; semi-perimeter s = ${typedText(s)}`,
      `Area (Heron) = √(s(s − a)(s − b)(s − c)) = √(${exactTerm(s)} × ${exactTerm(sa)} × ${exactTerm(sb)} × ${exactTerm(sc)}) ${productSign} √${bracketed(productShown)} ${area} ${show(r.area)}`,
      cosine(['A', 'b² + c² − a²', '2bc'], [b2, c2, a2], b.times(c).times(2), r.angleA),
      cosine(['B', 'a² + c² − b²', '2ac'], [a2, c2, b2], a.times(c).times(2), r.angleB),
      cosine(['C', 'a² + b² − c²', '2ab'], [a2, b2, c2], a.times(b).times(2), r.angleC),
      `Check: A + B + C = ${show(r.angleA)}° + ${show(r.angleB)}° + ${show(r.angleC)}° = ${show(r.angleA + r.angleB + r.angleC)}°`,
      `Longest side ${formatAsTyped(longest)}: its square ${typedText(longestSquare)} ${comparison} ${typedText(rest)}, the sum of the squares of the other two, so the triangle is ${kind.angles}.`,
    ];
  },
  about: [
    'Three sides fix a triangle, as long as each side is shorter than the other two together (the triangle inequality); otherwise they lie flat or cannot meet, and the page says which side is too long. Angle A is opposite side a, B opposite b and C opposite c; any unit of length works, and the area is in that unit squared.',
    'The angles come from the law of cosines, cos A = (b² + c² − a²) ÷ 2bc (and likewise for B and C), and add up to 180°. The area comes from Heron’s formula, K = √(s(s − a)(s − b)(s − c)) with the semi-perimeter s = (a + b + c) ÷ 2. Both are worked in forms that stay accurate for very thin triangles (Kahan’s ordering of Heron’s factors, and the angle as atan2(4K, (b − a)(b + a) + c²), which is the same angle).',
    'The triangle is equilateral when all three sides are equal, isosceles when two are, and scalene otherwise; acute when the square of the longest side is less than the sum of the squares of the other two, right when it is equal (the Pythagorean theorem) and obtuse when it is greater. These are judged exactly on the numbers as typed. Lengths and angles are shown to 4 decimals. The steps echo the sides as typed and give their sums, halves and squares in full, as exact decimals; the other figures in them are rounded to 8 significant digits.',
  ],
  faq: [
    {
      question: 'Why does it say my sides make no triangle?',
      answer:
        'Each side must be shorter than the other two together. Sides 3, 4 and 9 cannot meet, because 3 + 4 = 7 is less than 9; sides 3, 4 and 7 lie flat in a line, with no area.',
    },
    {
      question: 'How do I find an angle from three sides?',
      answer:
        'Use the law of cosines: cos C = (a² + b² − c²) ÷ 2ab, then take the inverse cosine. Sides 5, 6 and 7 give cos C = (25 + 36 − 49) ÷ 60 = 0.2, so C ≈ 78.46°.',
    },
    {
      question: 'How does Heron’s formula work?',
      answer:
        'Halve the perimeter to get s, then multiply s by s minus each side and take the square root. Sides 3, 4 and 5 give s = 6 and √(6 × 3 × 2 × 1) = √36 = 6.',
    },
    {
      question: 'Why is my right triangle shown as acute or obtuse?',
      answer:
        'Right means the square of the longest side equals the sum of the other two squares exactly, as typed. Sides rounded from a right triangle, such as 1, 1 and 1.4142, are very nearly right: the largest angle is 89.9989°, so the page calls it acute.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (Abramson, 2021), §10.2 “Non-right Triangles: Law of Cosines”, Example 2 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): a = 20, b = 25, c = 18; 400 = 949 − 900 cos α, cos α ≈ 0.61, α ≈ 52.4°',
      inputs: { a: '20', b: '25', c: '18' },
      expected: { angleA: 52.4 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (2021), §10.2, Try It #2 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): “Given a = 5, b = 7, and c = 10, find the missing angles”: α ≈ 27.7°, β ≈ 40.5°, γ ≈ 111.8° (an obtuse triangle)',
      inputs: { a: '5', b: '7', c: '10' },
      expected: { angleA: 27.7, angleB: 40.5, angleC: 111.8 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (2021), §10.2, Example 3 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): cell-phone towers 6,000 ft apart, the phone 5,050 ft and 2,420 ft away; with a = 2,420, b = 5,050, c = 6,000, cos θ ≈ 0.9183 and θ ≈ 23.3°',
      inputs: { a: '2420', b: '5050', c: '6000' },
      expected: { angleA: 23.3 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (2021), §10.2, Example 5 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): Heron’s formula with sides 10, 15 and 7, s = 16, “The area is approximately 29.4 square units”',
      inputs: { a: '10', b: '15', c: '7' },
      expected: { area: 29.4 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (2021), §10.2, Example 6 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): a triangular Chicago lot with frontages 62.4 m, 43.5 m and 34.1 m, s = 70 m, “The developer has about 711.4 square meters”',
      inputs: { a: '62.4', b: '43.5', c: '34.1' },
      expected: { area: 711.4 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Algebra and Trigonometry 2e (2021), §10.2 Section Exercises, exercise 27 (openstax.org/books/algebra-and-trigonometry-2e/pages/10-2-non-right-triangles-law-of-cosines): the area of a triangle with sides 18 in, 21 in and 32 in is 177.56 in²',
      inputs: { a: '18', b: '21', c: '32' },
      expected: { area: 177.56 },
      tolerance: 0.005,
    },
    {
      source:
        'ELI5, "Heron\'s formula" (eli5.gg/Heron\'s%20formula): sides 3, 4 and 5, s = 6, area = √(6 × 3 × 2 × 1) = √36 = 6',
      inputs: { a: '3', b: '4', c: '5' },
      expected: { area: 6, perimeter: 12, angleC: 90 },
      tolerance: 0,
    },
  ],
});
