import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { withNoun } from './shared/dates.ts';
import { digitCount, groupDigits, scientificText, superscript } from './shared/integerText.ts';
import { isExact, toNumber } from './shared/integers.ts';

export const record = {
  id: 93,
  name: 'Permutation and Combination Calculator',
  description:
    'Count the ways to arrange (nPr) or choose (nCr) r items from n, with or without repetition, exactly.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'dice',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'random-number-generator',
    'scientific-calculator',
    'prime-factorization-calculator',
    'probability-calculator',
  ],
  keywords:
    'npr ncr permutations combinations choose binomial coefficient factorial arrangements selections counting',
} satisfies CalculatorRecord;

// The permutation and combination calculator: the number of ordered arrangements, P(n, r), and of
// unordered selections, C(n, r), of r items from n, without repetition (each item used at most
// once: r ≤ n) or with repetition (n^r and C(n + r − 1, r)). Worked in exact whole numbers
// (BigInt), so 1000! (2,568 digits) is shown with every digit. The counts are text in the
// headline and facts; the outputs are numbers, each count among them only while a double holds it
// exactly, and the numbers of digits always.

/** The largest n and r: results of up to 3,001 digits (1000^1000). */
const MAX = 1000;

/** Results longer than this are shown in scientific notation in the headline. */
const HEADLINE_DIGITS = 24;

const fields = {
  n: {
    kind: 'integer',
    label: 'Number of items (n)',
    default: '10',
    min: 1,
    max: MAX,
    help: 'How many different items there are to choose from.',
  },
  r: {
    kind: 'integer',
    label: 'Number chosen (r)',
    default: '3',
    min: 0,
    max: MAX,
    help: 'How many of them are arranged or chosen.',
  },
  repetition: {
    kind: 'choice',
    label: 'Can an item be chosen more than once?',
    default: 'without',
    display: 'radio',
    options: [
      { value: 'without', label: 'No (without repetition)' },
      { value: 'with', label: 'Yes (with repetition)' },
    ],
  },
} as const;

type CountValues = Values<typeof fields>;

/** n × (n − 1) × … × (n − r + 1): r factors (1 for r = 0). */
export function fallingFactorial(n: bigint, r: bigint): bigint {
  let result = 1n;
  for (let i = 0n; i < r; i += 1n) result *= n - i;
  return result;
}

/** The binomial coefficient C(n, k), exact; 0 when k > n. */
export function binomial(n: bigint, k: bigint): bigint {
  if (k < 0n || k > n) return 0n;
  const m = k < n - k ? k : n - k;
  let result = 1n;
  // Each partial product is itself a binomial coefficient, so every division is exact.
  for (let i = 0n; i < m; i += 1n) result = (result * (n - i)) / (i + 1n);
  return result;
}

/** The permutations and combinations for the values. */
export function countsOf(v: Pick<CountValues, 'n' | 'r' | 'repetition'>) {
  const n = BigInt(v.n);
  const r = BigInt(v.r);
  return v.repetition === 'with'
    ? { n, r, permutations: n ** r, combinations: binomial(n + r - 1n, r) }
    : { n, r, permutations: fallingFactorial(n, r), combinations: binomial(n, r) };
}

/** A count as the headline shows it: in full, or in scientific notation when long. */
const shortText = (value: bigint) =>
  digitCount(value) > HEADLINE_DIGITS ? `≈ ${scientificText(value)}` : `= ${groupDigits(value)}`;

/** A count in a formula: in full up to 40 digits, else in scientific notation. */
const formulaText = (value: bigint) =>
  digitCount(value) > 40 ? `≈ ${scientificText(value)}` : `= ${groupDigits(value)}`;

/** A count in full, with its digits and scientific notation when long. */
function exactText(value: bigint): string {
  const digits = digitCount(value);
  if (digits <= 15) return groupDigits(value);
  return `${groupDigits(value)} (${formatPlain(digits)} digits, ${scientificText(value)})`;
}

/** 'n × (n − 1) × … ', its factors written out for short products (r ≥ 1). */
function productText(n: bigint, r: bigint): string {
  if (r <= 8n) {
    return Array.from({ length: Number(r) }, (_, i) => String(n - BigInt(i))).join(' × ');
  }
  return `${n} × ${n - 1n} × … × ${n - r + 1n} (${r} factors)`;
}

/** A count inside a formula: in full up to 40 digits, else null. */
const inFormula = (value: bigint) => (digitCount(value) > 40 ? null : groupDigits(value));

export default defineCalculator({
  slug: 'permutation-combination-calculator',
  fields,
  validate: (v) =>
    v.repetition === 'without' && v.r > v.n
      ? {
          r: `Without repetition, no more than n items can be chosen: r can be at most ${formatPlain(v.n)}`,
        }
      : {},
  outputs: {
    permutations: { label: 'Permutations', format: 'integer' },
    combinations: { label: 'Combinations', format: 'integer' },
    permutationDigits: { label: 'Digits in the permutations', format: 'integer' },
    combinationDigits: { label: 'Digits in the combinations', format: 'integer' },
  },
  compute(v) {
    const c = countsOf(v);
    return {
      permutations: toNumber(c.permutations),
      combinations: toNumber(c.combinations),
      permutationDigits: digitCount(c.permutations),
      combinationDigits: digitCount(c.combinations),
    };
  },
  // A double holds a count exactly only up to 2^53; a larger one is shown in full as text.
  hiddenOutputs(v) {
    const c = countsOf(v);
    return [
      ...(isExact(c.permutations) ? [] : (['permutations'] as const)),
      ...(isExact(c.combinations) ? [] : (['combinations'] as const)),
    ];
  },
  usage: (v, r) => ({
    n: v.n,
    r: v.r,
    repetition: v.repetition,
    permutationDigits: r.permutationDigits,
    combinationDigits: r.combinationDigits,
  }),
  headline: {
    label: 'Permutations (P) and combinations (C)',
    text: (v) => {
      const c = countsOf(v);
      return `P ${shortText(c.permutations)} · C ${shortText(c.combinations)}`;
    },
    caption: (v) =>
      `Ordered arrangements (P) and unordered selections (C) of ${formatPlain(v.r)} from ${withNoun(v.n, 'item')}, ${
        v.repetition === 'with' ? 'each item usable more than once' : 'each item used at most once'
      }`,
  },
  facts(v) {
    const c = countsOf(v);
    return [
      { label: 'Permutations, exactly', text: exactText(c.permutations) },
      { label: 'Combinations, exactly', text: exactText(c.combinations) },
    ];
  },
  steps(v) {
    const { n, r, permutations, combinations } = countsOf(v);
    if (v.repetition === 'with') {
      const top = n + r - 1n;
      return [
        r === 0n
          ? 'With repetition or not, there is exactly one way to choose nothing.'
          : `With repetition ${r === 1n ? 'the one place' : `each of the ${r} places`} can hold ${n === 1n ? 'the one item' : `any of the ${n} items`}.`,
        `Permutations (order matters): n^r = ${n}${superscript(r)} ${formulaText(permutations)}`,
        `Combinations (order does not matter): C(n + r − 1, r) = C(${n} + ${r} − 1, ${r}) = C(${top}, ${r}) = ${top}! ÷ (${r}! × ${top - r}!) ${formulaText(combinations)}`,
      ];
    }
    const rFactorial = fallingFactorial(r, r);
    if (r === 0n) {
      return [
        `Without repetition each item is used at most once, so r ≤ n: 0 ≤ ${n}.`,
        `P(${n}, 0) = ${n}! ÷ ${n}! = 1: there is exactly one way to choose nothing.`,
        `C(${n}, 0) = ${n}! ÷ (0! × ${n}!) = 1, since 0! = 1.`,
      ];
    }
    const [p, f] = [inFormula(permutations), inFormula(rFactorial)];
    return [
      `Without repetition each item is used at most once, so r ≤ n: ${r} ≤ ${n}.`,
      `Permutations (order matters): P(n, r) = n! ÷ (n − r)! = ${n}! ÷ ${n - r}!`,
      // One factor is the count itself: 'P(20, 1) = 20', not '= 20 = 20'.
      r === 1n
        ? `P(${n}, 1) = ${groupDigits(permutations)}`
        : `P(${n}, ${r}) = ${productText(n, r)} ${formulaText(permutations)}`,
      'Combinations (order does not matter): C(n, r) = n! ÷ (r! × (n − r)!) = P(n, r) ÷ r!',
      `r! = ${r}! ${formulaText(rFactorial)}, the orders in which each selection can be arranged`,
      `C(${n}, ${r}) = P(${n}, ${r}) ÷ ${r}!${p && f ? ` = ${p} ÷ ${f}` : ''} ${formulaText(combinations)}`,
    ];
  },
  about: [
    'A permutation is an arrangement in which order matters (1st, 2nd and 3rd place); a combination is a selection in which it does not (a hand of cards). Without repetition, each of the n items can be used at most once, so r can be at most n: P(n, r) = n! ÷ (n − r)! and C(n, r) = n! ÷ (r! × (n − r)!), the binomial coefficient, also written nPr and nCr. Each combination can be put in r! orders, so C(n, r) = P(n, r) ÷ r!.',
    'With repetition, an item may be chosen again (the digits of a PIN, scoops of ice cream): there are n^r permutations, n choices for each of the r places, and C(n + r − 1, r) combinations (the "stars and bars" count of multisets). Here r may be larger than n.',
    'By convention 0! = 1, so choosing nothing (r = 0) can be done in exactly 1 way, and C(n, n) = 1. C(n, r) = C(n, n − r): choosing the r items to take is choosing the n − r to leave.',
    `The counts are worked out in exact whole numbers and shown with every digit, with scientific notation for long ones; n and r can each be up to ${formatPlain(MAX)}. Formulas: OpenStax Precalculus 2e, section 11.5 "Counting Principles"; OpenStax Contemporary Mathematics, sections 7.2 and 7.3, "Permutations" and "Combinations"; and Math is Fun, "Combinations and Permutations" (combinations with repetition).`,
  ],
  faq: [
    {
      question: 'What is the difference between a permutation and a combination?',
      answer:
        'In a permutation the order counts: gold, silver and bronze to Ann, Bob and Cy is different from gold to Bob. In a combination it does not: a committee of Ann, Bob and Cy is the same committee in any order. So there are always at least as many permutations as combinations.',
    },
    {
      question: 'Why can r not be larger than n without repetition?',
      answer:
        'You cannot pick 5 different items from 3. Without repetition every item can be used at most once, so r ≤ n. With repetition r may be larger: a 6-digit PIN uses 6 places but only 10 digits.',
    },
    {
      question: 'What is 0! and why is C(n, 0) = 1?',
      answer:
        '0! is 1 by convention: there is exactly one way to arrange nothing. So C(n, 0) = n! ÷ (0! × n!) = 1, one way to choose nothing, and P(n, 0) = 1 too.',
    },
    {
      question: 'How many poker hands or lottery tickets are there?',
      answer:
        'A 5-card hand from 52 cards is a combination: C(52, 5) = 2,598,960. A 6-from-49 lottery ticket is C(49, 6) = 13,983,816. Enter n and r without repetition to see them.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Precalculus 2e (Abramson), §11.5 "Counting Principles", Example 4 (openstax.org/books/precalculus-2e/pages/11-5-counting-principles): an exam of 9 questions selected and arranged from a bank of 12, P(12, 9) = 12! ÷ 3! = 79,833,600',
      inputs: { n: '12', r: '9', repetition: 'without' },
      expected: { permutations: 79833600 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson), §11.5 "Counting Principles", Example 5 (openstax.org/books/precalculus-2e/pages/11-5-counting-principles): 2 side dishes from 5 options, C(5, 2) = 10, and 3 from 5, C(5, 3) = 10',
      inputs: { n: '5', r: '3', repetition: 'without' },
      expected: { combinations: 10 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson), §11.5 "Counting Principles", Finding the Number of Subsets of a Set (openstax.org/books/precalculus-2e/pages/11-5-counting-principles): a pizza with 5 toppings to choose from, "there is C(5, 0) = 1 way to order a pizza with no toppings"',
      inputs: { n: '5', r: '0', repetition: 'without' },
      expected: { combinations: 1 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson), §11.5 "Counting Principles", section exercise 13 (openstax.org/books/precalculus-2e/pages/11-5-counting-principles): a string of 3 digits if numbers can be repeated, 10³ = 1000',
      inputs: { n: '10', r: '3', repetition: 'with' },
      expected: { permutations: 1000 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.2 "Permutations", Example 7.4 (openstax.org/books/contemporary-mathematics/pages/7-2-permutations): 8 swimmers in an Olympic final, 8 × 7 × 6 = 336 podium placements',
      inputs: { n: '8', r: '3', repetition: 'without' },
      expected: { permutations: 336 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.2 "Permutations", Example 7.4 (openstax.org/books/contemporary-mathematics/pages/7-2-permutations): 8 swimmers, 8 × 7 × 6 × 5 × 4 × 3 × 2 × 1 = 40,320 possible orders of finish',
      inputs: { n: '8', r: '8', repetition: 'without' },
      expected: { permutations: 40320 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.2 "Permutations", Example 7.7 (openstax.org/books/contemporary-mathematics/pages/7-2-permutations): president, vice president and treasurer from a club of 18 members, 18P3 = 4,896',
      inputs: { n: '18', r: '3', repetition: 'without' },
      expected: { permutations: 4896 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.2 "Permutations", Very Big Permutations (openstax.org/books/contemporary-mathematics/pages/7-2-permutations): the ways to shuffle a 52-card deck, 52! ≈ 8 × 10^67 ("an 8 followed by 67 zeroes", 68 digits)',
      inputs: { n: '52', r: '52', repetition: 'without' },
      expected: { permutationDigits: 68 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.3 "Combinations", Example 7.9 (openstax.org/books/contemporary-mathematics/pages/7-3-combinations): 15C9 = 15! ÷ (9! × 6!) = 5,005',
      inputs: { n: '15', r: '9', repetition: 'without' },
      expected: { combinations: 5005 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.3 "Combinations", Example 7.10 (openstax.org/books/contemporary-mathematics/pages/7-3-combinations): a 2-card Texas Hold’em hand from a standard deck, 52C2 = (52 × 51) ÷ 2 = 1,326 hands',
      inputs: { n: '52', r: '2', repetition: 'without' },
      expected: { combinations: 1326 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.3 "Combinations", Example 7.11 (openstax.org/books/contemporary-mathematics/pages/7-3-combinations): a committee of 8 from 28 students, 28C8 = 3,108,105',
      inputs: { n: '28', r: '8', repetition: 'without' },
      expected: { combinations: 3108105 },
      tolerance: 0,
    },
    {
      source:
        'Math is Fun, "Combinations and Permutations" (www.mathsisfun.com/combinatorics/combinations-permutations.html): 3 scoops from 5 flavours of ice cream, repeats allowed, (5 + 3 − 1)! ÷ (3! × (5 − 1)!) = 35 combinations',
      inputs: { n: '5', r: '3', repetition: 'with' },
      expected: { combinations: 35 },
      tolerance: 0,
    },
  ],
});
