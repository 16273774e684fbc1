import { formatMeasure, formatPlain } from '../domain/format.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 47,
  name: 'Ratio Calculator',
  description: 'Solve a proportion A : B = C : D for the missing value, and simplify a ratio.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'divide',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: ['fraction-calculator', 'percentage-calculator', 'unit-price-calculator'],
  keywords: 'ratio proportion',
} satisfies CalculatorRecord;

// A proportion A : B = C : D, that is A ÷ B = C ÷ D, solved for the missing term by
// cross-multiplying (A × D = B × C): D = B × C ÷ A, C = A × D ÷ B, B = A × D ÷ C, A = B × C ÷ D.
// Terms are positive, so no division is by zero. A : B is also given in lowest terms when both are
// whole numbers or decimals of up to 6 places (1.5 : 2.5 = 15 : 25 = 3 : 5).

function term(name: string, defaultText: string, sameRow: boolean) {
  return {
    kind: 'number',
    label: name,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max: 1e12,
    noun: name,
    ...(sameRow ? { sameRow: true } : {}),
    messages: {
      required: `Enter ${name}`,
      min: `${name} must be more than 0`,
      max: `${name} can be at most 1,000,000,000,000`,
    },
  } as const satisfies NumberField;
}

/** A term as read: up to 10 significant digits, no trailing zeros. */
// 10 significant digits, in powers of ten below a millionth (D of 10¹² : 4 = 6 : D read 0).
const show = (value: number) => formatMeasure(value, 10);

/** show's text in a formula: one in powers of ten in brackets, (2.4 × 10⁻¹¹). */
const inFormula = (value: number) => {
  const text = show(value);
  return text.includes('×') ? `(${text})` : text;
};

/** 'x × y = z', or '≈ z' where the figures shown do not multiply to it exactly (3 × 0.6666666667 ≈ 2). */
function product(x: number, y: number): string {
  const worked = readShown(show(x))!.times(readShown(show(y))!);
  return `${inFormula(x)} × ${inFormula(y)} ${equalsOrAbout(worked, show(x * y))} ${inFormula(x * y)}`;
}

/** 'x ÷ y = z', or '≈ z' where the figures shown do not divide to it exactly (2 ÷ 3 ≈ 0.6666666667). */
function quotient(x: number, y: number, result: number): string {
  const worked = readShown(show(x))!.div(readShown(show(y))!);
  return `${inFormula(x)} ÷ ${inFormula(y)} ${equalsOrAbout(worked, show(result))} ${inFormula(result)}`;
}

function gcd(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * x : y in lowest terms, when both are whole numbers or decimals of at most 6 places (scaled to
 * whole numbers first); null otherwise (a solved 6.4285714… has no such form).
 */
export function lowestTerms(x: number, y: number): [number, number] | null {
  for (let places = 0; places <= 6; places++) {
    const scale = 10 ** places;
    const [X, Y] = [Math.round(x * scale), Math.round(y * scale)];
    const whole = (v: number, V: number) => Math.abs(V - v * scale) <= 1e-9 * Math.max(1, V);
    if (whole(x, X) && whole(y, Y)) {
      if (X > Number.MAX_SAFE_INTEGER || Y > Number.MAX_SAFE_INTEGER || X === 0 || Y === 0) {
        return null;
      }
      const divisor = gcd(X, Y);
      return [X / divisor, Y / divisor];
    }
  }
  return null;
}

/** 'A : B in lowest terms' as a fact's text. */
function lowestText(x: number, y: number): string {
  const lowest = lowestTerms(x, y);
  if (!lowest) return 'Not shown: a term has more than 6 decimal places.';
  return `${formatPlain(lowest[0])} : ${formatPlain(lowest[1])}`;
}

/** Where the reference cases come from. */
const PREALGEBRA =
  'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), section';
const PREALGEBRA_URL = 'openstax.org/books/prealgebra-2e/pages/';
const PREALGEBRA_RATIOS = `${PREALGEBRA} 5.6 "Ratios and Rate" (${PREALGEBRA_URL}5-6-ratios-and-rate)`;
const CONTEMPORARY_RATIOS =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 5.4 "Ratios and Proportions" ' +
  '(openstax.org/books/contemporary-mathematics/pages/5-4-ratios-and-proportions)';

export default defineCalculator({
  slug: 'ratio-calculator',
  intro: 'A : B = C : D',
  fields: {
    a: term('A', '3', false),
    b: term('B', '4', true),
    c: term('C', '6', false),
    d: term('D', '8', true),
  },
  solve: {
    unknowns: ['d', 'c', 'b', 'a'],
    residual: (v) => v.a * v.d - v.b * v.c,
    closedForms: {
      d: (v) => (v.b * v.c) / v.a,
      c: (v) => (v.a * v.d) / v.b,
      b: (v) => (v.a * v.d) / v.c,
      a: (v) => (v.b * v.c) / v.d,
    },
  },
  outputs: {
    quotient: { label: 'A ÷ B (= C ÷ D)', format: 'number' },
    simplestA: { label: 'A in lowest terms', format: 'integer' },
    simplestB: { label: 'B in lowest terms', format: 'integer' },
  },
  compute(v) {
    const lowest = lowestTerms(v.a, v.b);
    return { quotient: v.a / v.b, simplestA: lowest?.[0] ?? 0, simplestB: lowest?.[1] ?? 0 };
  },
  // The facts say these in words, to 10 significant digits and as 'A : B' (0 : 0 when there are
  // no lowest terms); the term solved for is the result shown.
  hiddenOutputs: () => ['quotient', 'simplestA', 'simplestB'],
  facts: (v) => [
    { label: 'Proportion', text: `${show(v.a)} : ${show(v.b)} = ${show(v.c)} : ${show(v.d)}` },
    { label: 'A ÷ B = C ÷ D', text: show(v.a / v.b) },
    { label: 'A : B in lowest terms', text: lowestText(v.a, v.b) },
    { label: 'C : D in lowest terms', text: lowestText(v.c, v.d) },
  ],
  steps(v) {
    const lowest = lowestTerms(v.a, v.b);
    const steps = [
      `A : B = C : D means A ÷ B = C ÷ D, so A × D = B × C: ${product(v.a, v.d)} and ${product(v.b, v.c)}.`,
      `The missing term is the product across from it divided by the term beside it: D = B × C ÷ A = ${quotient(v.b * v.c, v.a, v.d)}; C = A × D ÷ B = ${quotient(v.a * v.d, v.b, v.c)}.`,
      `Likewise B = A × D ÷ C = ${quotient(v.a * v.d, v.c, v.b)}; A = B × C ÷ D = ${quotient(v.b * v.c, v.d, v.a)}.`,
      `A ÷ B = ${quotient(v.a, v.b, v.a / v.b)}.`,
    ];
    if (lowest) {
      const scale = v.a / lowest[0];
      steps.push(
        scale === 1
          ? `Lowest terms: ${inFormula(v.a)} : ${inFormula(v.b)} already; no whole number above 1 divides both.`
          : `Lowest terms: ${inFormula(v.a)} : ${inFormula(v.b)}, both divided by ${inFormula(scale)}, is ${formatPlain(lowest[0])} : ${formatPlain(lowest[1])}.`,
      );
    }
    return steps;
  },
  about: [
    'A proportion says two ratios are equal: A : B = C : D means A ÷ B = C ÷ D. Multiplying both sides by B × D gives A × D = B × C (cross-multiplying), so the missing term is the product of the two terms across from each other divided by the one beside it: D = B × C ÷ A. Choose under "Solve for" which term is missing.',
    'A ratio in lowest terms has whole numbers with no common divisor other than 1: 12 : 8 is 3 : 2, both divided by their greatest common divisor, 4. Decimals are scaled to whole numbers first (1.5 : 2.5 = 15 : 25 = 3 : 5); terms with more than 6 decimal places are not simplified.',
    'Terms must be more than 0. The term solved for is shown to 2 decimals, and to 10 significant digits in the facts.',
  ],
  faq: [
    {
      question: 'How do I solve a proportion?',
      answer:
        'Cross-multiply and divide: for 3 : 4 = 6 : D, D = 4 × 6 ÷ 3 = 8. Check: 3 ÷ 4 = 0.75 and 6 ÷ 8 = 0.75.',
    },
    {
      question: 'How do I simplify a ratio?',
      answer:
        'Divide both terms by their greatest common divisor: 12 : 18 has divisor 6, so it is 2 : 3. For decimals, multiply both by 10, 100 … until they are whole numbers first.',
    },
    {
      question: 'How do I scale a recipe with a ratio?',
      answer:
        'Put the recipe’s amount and servings as A : B and your servings as D, and solve for C: 300 g for 4 people is 300 : 4 = C : 6, so C = 300 × 6 ÷ 4 = 450 g for 6.',
    },
  ],
  references: [
    {
      source: `${CONTEMPORARY_RATIOS}, Example 5.30 "Solving a Proportion Involving Two Currencies": 1/0.82 = 520/x, so x = 520(0.82) = 426.4 euros`,
      inputs: { a: '1', b: '0.82', c: '520' },
      solve: 'd',
      expected: { d: 426.4 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_RATIOS}, Example 5.31 "Solving a Proportion Involving Weights on Different Planets": 170/64 = 1,000/x, x = 64,000/170 = 376.5 pounds (to the nearest tenth)`,
      inputs: { a: '170', b: '64', c: '1000' },
      solve: 'd',
      expected: { d: 376.5 },
      tolerance: 0.05,
    },
    {
      source: `${CONTEMPORARY_RATIOS}, Example 5.32 "Solving a Proportion Involving Baking": 2.25/60 = x/1020, 2,295 = 60x, x = 38.25 cups of flour`,
      inputs: { a: '2.25', b: '60', d: '1020' },
      solve: 'c',
      expected: { c: 38.25 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_RATIOS}, Example 5.38 "Solving a Scaling Problem Involving Model Cars": 1/24 = 9/x, x = 24(9) = 216 inches`,
      inputs: { a: '1', b: '24', c: '9' },
      solve: 'd',
      expected: { d: 216 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 6.5 "Solve Proportions and their Applications" (${PREALGEBRA_URL}6-5-solve-proportions-and-their-applications), Example 6.42: x/63 = 4/7 gives x = 36`,
      inputs: { b: '63', c: '4', d: '7' },
      solve: 'a',
      expected: { a: 36 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 6.5 "Solve Proportions and their Applications" (${PREALGEBRA_URL}6-5-solve-proportions-and-their-applications), Example 6.43: 144/a = 9/4, 576 = 9a, a = 64`,
      inputs: { a: '144', c: '9', d: '4' },
      solve: 'b',
      expected: { b: 64 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_RATIOS}, Example 5.58 ⓐ: the ratio 15 to 27 as a fraction is 15/27 = 5/9`,
      inputs: { a: '15', b: '27', c: '5' },
      solve: 'd',
      expected: { simplestA: 5, simplestB: 9 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_RATIOS}, Example 5.58 ⓑ: 45 to 18 is 45/18 = 5/2`,
      inputs: { a: '45', b: '18', c: '5' },
      solve: 'd',
      expected: { simplestA: 5, simplestB: 2 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_RATIOS}, Example 5.59 ⓐ: 4.8 to 11.2 is 48/112 = 3/7`,
      inputs: { a: '4.8', b: '11.2', c: '3' },
      solve: 'd',
      expected: { simplestA: 3, simplestB: 7 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_RATIOS}, Example 5.59 ⓑ: 2.7 to 0.54 is 270/54 = 5/1`,
      inputs: { a: '2.7', b: '0.54', c: '5' },
      solve: 'd',
      expected: { simplestA: 5, simplestB: 1, quotient: 5 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_RATIOS}, Example 5.61: total to HDL cholesterol, 249 to 39, is 249/39 = 83/13`,
      inputs: { a: '249', b: '39', c: '83' },
      solve: 'd',
      expected: { simplestA: 83, simplestB: 13 },
      tolerance: 0,
    },
  ],
});
