import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsValue, groupDigits, superscript } from './shared/integerText.ts';
import {
  checkIntegerList,
  divisorCount,
  divisorsOf,
  euclid,
  factorize,
  INTEGER_LIST_MAX_LENGTH,
  integerListText,
  MAX_INTEGER_TEXT,
  MOST_NUMBERS,
  powerText,
  readIntegerList,
  type EuclidStep,
  type PrimePower,
} from './shared/integers.ts';

export const record = {
  id: 91,
  name: 'GCF Calculator',
  description:
    'Find the greatest common factor of two or more whole numbers, with Euclid’s algorithm step by step.',
  category: 'math',
  group: 'Number theory',
  icon: 'divide',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['lcm-calculator', 'prime-factorization-calculator', 'fraction-calculator'],
  keywords:
    'gcf gcd hcf greatest common factor greatest common divisor highest common factor euclid euclidean algorithm',
} satisfies CalculatorRecord;

// The GCF calculator: the greatest common factor (greatest common divisor, highest common factor)
// of 2 to 50 positive whole numbers, each up to 10^15, in exact integer arithmetic (BigInt). Found
// by Euclid's algorithm, two numbers at a time (gcd(a, b, c) = gcd(gcd(a, b), c)), and checked in
// the steps by prime factors (each common prime to its lowest power).

/** The pairs worked by Euclid's algorithm, in order, and the GCF of all the numbers. */
export function gcfOf(text: string) {
  const numbers = readIntegerList(text);
  const pairs: { a: bigint; b: bigint; steps: EuclidStep[]; gcd: bigint }[] = [];
  let acc = numbers[0]!;
  for (const n of numbers.slice(1)) {
    const run = euclid(acc, n);
    pairs.push({ a: acc, b: n, ...run });
    acc = run.gcd;
  }
  const factors = factorize(acc);
  return { numbers, gcf: acc, pairs, factors };
}

/** Each prime common to every number, to the lowest power it has in any of them. */
function lowestPowers(all: readonly PrimePower[][]): PrimePower[] {
  const [first = [], ...rest] = all;
  return first.flatMap(({ prime, exponent }) => {
    let lowest = exponent;
    for (const list of rest) {
      const found = list.find((f) => f.prime === prime);
      if (!found) return [];
      lowest = Math.min(lowest, found.exponent);
    }
    return [{ prime, exponent: lowest }];
  });
}

/** The most divisions of Euclid's algorithm shown in the steps. */
const MOST_DIVISIONS = 60;

/** The most common factors listed. */
const MOST_FACTORS = 60;

/** '180 = 3 × 48 + 36'. */
const division = (s: EuclidStep) =>
  `${groupDigits(s.dividend)} = ${groupDigits(s.quotient)} × ${groupDigits(s.divisor)} + ${groupDigits(s.remainder)}`;

export default defineCalculator({
  slug: 'gcf-calculator',
  fields: {
    numbers: {
      kind: 'text',
      numbers: 'list',
      label: 'Numbers',
      default: '48, 180',
      maxLength: INTEGER_LIST_MAX_LENGTH,
      placeholder: '48, 180',
      help: `2 to ${MOST_NUMBERS} whole numbers from 1 to 10^15, separated by commas or spaces.`,
      required: 'Enter at least 2 whole numbers, separated by commas or spaces',
      check: (text) => checkIntegerList(text),
    },
  },
  outputs: {
    gcf: { label: 'Greatest common factor', format: 'integer' },
    commonFactors: { label: 'Common factors', format: 'integer' },
    count: { label: 'Numbers', format: 'integer' },
  },
  compute(v) {
    const g = gcfOf(v.numbers);
    return {
      gcf: Number(g.gcf),
      commonFactors: divisorCount(g.factors),
      count: g.numbers.length,
    };
  },
  usage: (_v, r) => ({ count: r.count, gcf: r.gcf }),
  headline: {
    label: 'Greatest common factor (GCF)',
    text: (v) => groupDigits(gcfOf(v.numbers).gcf),
    caption: (v) => {
      const g = gcfOf(v.numbers);
      return g.gcf === 1n
        ? `${integerListText(g.numbers, 10)} have no common factor but 1: they are coprime`
        : `The largest number that divides ${integerListText(g.numbers, 10)} exactly`;
    },
  },
  facts(v) {
    const g = gcfOf(v.numbers);
    const count = divisorCount(g.factors);
    const shown = count <= MOST_FACTORS * 4 ? divisorsOf(g.factors) : null;
    return [
      {
        label: 'As prime factors',
        text: g.factors.length === 0 ? '1 (no prime factors)' : powerText(g.factors),
      },
      {
        label: 'Common factors',
        text: shown
          ? `${integerListText(shown, MOST_FACTORS)} (${formatPlain(count)} in all)`
          : `${formatPlain(count)} (the factors of ${groupDigits(g.gcf)})`,
      },
    ];
  },
  steps(v) {
    const g = gcfOf(v.numbers);
    const steps = [`Your ${g.numbers.length} numbers: ${integerListText(g.numbers, MOST_NUMBERS)}`];
    steps.push(
      'Euclid’s algorithm: divide the larger number by the smaller, then each divisor by the remainder, until the remainder is 0. The last divisor is the GCF.',
    );
    if (g.numbers.length > 2) {
      steps.push(
        'For more than two numbers, work two at a time: gcd(a, b, c) = gcd(gcd(a, b), c).',
      );
    }
    let shown = 0;
    for (const pair of g.pairs) {
      let skipped = 0;
      const conclusion = `gcd(${groupDigits(pair.a)}, ${groupDigits(pair.b)}) = ${groupDigits(pair.gcd)}`;
      for (const step of pair.steps) {
        if (shown < MOST_DIVISIONS) {
          steps.push(division(step));
          shown += 1;
        } else {
          skipped += 1;
        }
      }
      if (skipped > 0)
        steps.push(`… ${formatPlain(skipped)} more divisions, down to a remainder of 0`);
      steps.push(
        pair.steps.length === 1
          ? `${conclusion}: ${groupDigits(pair.gcd)} divides ${groupDigits(pair.steps[0]!.dividend)} exactly`
          : `The last divisor is ${groupDigits(pair.gcd)}, so ${conclusion}`,
      );
    }
    // The check by prime factors.
    const all = g.numbers.map((n) => factorize(n));
    steps.push('Check by prime factors:');
    g.numbers.forEach((n, index) => {
      steps.push(
        n === 1n ? '1 has no prime factors' : `${groupDigits(n)} = ${powerText(all[index]!)}`,
      );
    });
    const common = lowestPowers(all);
    steps.push(
      common.length === 0
        ? 'No prime divides every number, so the GCF is 1.'
        : `Each prime common to all the numbers, to its lowest power: ${common
            .map(
              ({ prime, exponent }) =>
                `${groupDigits(prime)}${exponent > 1 ? superscript(exponent) : ''}`,
            )
            .join(', ')}, so GCF = ${equalsValue(powerText(common), groupDigits(g.gcf))}`,
    );
    return steps;
  },
  about: [
    'The greatest common factor (GCF) of whole numbers, also called the greatest common divisor (GCD) or highest common factor (HCF), is the largest number that divides each of them exactly. Dividing a fraction’s numerator and denominator by their GCF puts it in lowest terms.',
    'Euclid’s algorithm finds it by division with remainder: gcd(a, b) = gcd(b, r), where r is the remainder of a ÷ b, repeated until the remainder is 0; the last divisor is the GCF (Euclid, Elements, Book VII, Propositions 1 and 2). For 1071 and 462: 1071 = 2 × 462 + 147, 462 = 3 × 147 + 21, 147 = 7 × 21 + 0, so the GCF is 21. For more numbers, gcd(a, b, c) = gcd(gcd(a, b), c).',
    'The steps check the result by prime factors: the GCF is the product of the primes common to all the numbers, each to the lowest power it has in any of them (48 = 2⁴ × 3 and 180 = 2² × 3² × 5 give 2² × 3 = 12). Every common factor of the numbers is a factor of the GCF, so they are listed too.',
    `Arithmetic is exact, in whole numbers of any size. Enter 2 to ${MOST_NUMBERS} numbers, each from 1 to ${MAX_INTEGER_TEXT} (10^15). Numbers whose GCF is 1 are called coprime (relatively prime).`,
  ],
  faq: [
    {
      question: 'Are GCF, GCD and HCF the same thing?',
      answer:
        'Yes. Greatest common factor, greatest common divisor and highest common factor are three names for the largest number that divides each of the numbers exactly.',
    },
    {
      question: 'Why does Euclid’s algorithm work?',
      answer:
        'Any number that divides a and b also divides a − q × b, the remainder, and the other way round. So a, b and b, r have the same common factors and the same GCF; the numbers shrink at each division until the remainder is 0.',
    },
    {
      question: 'What does it mean when the GCF is 1?',
      answer:
        'The numbers share no factor except 1: they are coprime. For example, 8 and 15 are coprime although neither is prime. A fraction whose numerator and denominator are coprime is in lowest terms.',
    },
    {
      question: 'How are the GCF and the LCM related?',
      answer:
        'For two numbers, GCF × LCM = a × b. For 12 and 18 the GCF is 6, so the LCM is 12 × 18 ÷ 6 = 36.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1 "Prime and Composite Numbers", Example 3.16 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): 1,400 = 2³ × 5² × 7 and 250 = 2 × 5³, so the greatest common divisor of 1,400 and 250 is 2 × 5² = 50',
      inputs: { numbers: '1400, 250' },
      expected: { gcf: 50 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, Example 3.17 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): 600 = 2³ × 3 × 5² and 784 = 2⁴ × 7², so the greatest common divisor of 600 and 784 is 2³ = 8',
      inputs: { numbers: '600, 784' },
      expected: { gcf: 8 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, Example 3.18 "Calculating Floor Tile Size" (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): a room 570 cm by 450 cm; the GCD of 450 and 570 is 30, so the largest square tile is 30 cm by 30 cm',
      inputs: { numbers: '570, 450' },
      expected: { gcf: 30 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, Example 3.19 "Organizing Books Per Shelf" (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): the GCD of 24, 42 and 30 is 2 × 3 = 6 (three numbers)',
      inputs: { numbers: '24, 42, 30' },
      expected: { gcf: 6, count: 3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Elementary Algebra 2e (2020), section 7.1 "Greatest Common Factor and Factor by Grouping", Example 7.1 (openstax.org/books/elementary-algebra-2e/pages/7-1-greatest-common-factor-and-factor-by-grouping): the GCF of 54 and 36 is 18 (54 = 18 · 3, 36 = 18 · 2)',
      inputs: { numbers: '54, 36' },
      expected: { gcf: 18 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.4 "Rational Numbers", Example 3.54 (openstax.org/books/contemporary-mathematics/pages/3-4-rational-numbers): reducing 36/48, "the 3 and 4 have no common positive factors other than 1, so it is in lowest terms" (coprime numbers: GCF 1)',
      inputs: { numbers: '3, 4' },
      expected: { gcf: 1, commonFactors: 1 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Euclidean algorithm" (en.wikipedia.org/wiki/Euclidean_algorithm), worked example: 1071 = 2 × 462 + 147, 462 = 3 × 147 + 21, 147 = 7 × 21 + 0, so gcd(1071, 462) = 21',
      inputs: { numbers: '1071, 462' },
      expected: { gcf: 21 },
      tolerance: 0,
    },
    {
      source:
        'Khan Academy, "The Euclidean Algorithm" (www.khanacademy.org/computing/computer-science/cryptography/modarithmetic/a/the-euclidean-algorithm): GCD(270, 192) = GCD(192, 78) = GCD(78, 36) = GCD(36, 6) = GCD(6, 0) = 6',
      inputs: { numbers: '270, 192' },
      expected: { gcf: 6 },
      tolerance: 0,
    },
  ],
});
