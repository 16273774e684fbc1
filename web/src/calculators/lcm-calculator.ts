import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  digitCount,
  equalsValue,
  groupDigits,
  scientificText,
  superscript,
} from './shared/integerText.ts';
import {
  checkIntegerList,
  factorize,
  gcd,
  INTEGER_LIST_MAX_LENGTH,
  integerListText,
  isExact,
  lcm,
  MAX_INTEGER_TEXT,
  MOST_NUMBERS,
  powerText,
  readIntegerList,
  toNumber,
  type PrimePower,
} from './shared/integers.ts';

export const record = {
  id: 90,
  name: 'LCM Calculator',
  description:
    'Find the least common multiple of two or more whole numbers, with the prime factors and the steps.',
  category: 'math',
  group: 'Number theory',
  icon: 'calculator',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['gcf-calculator', 'prime-factorization-calculator', 'fraction-calculator'],
  keywords: 'lcm least common multiple lowest common multiple lcd least common denominator',
} satisfies CalculatorRecord;

// The LCM calculator: the least common multiple of 2 to 50 positive whole numbers (each up to
// 10^15), exact in BigInt whatever its size. Worked two ways in the steps: by prime factors (each
// prime to the highest power it has in any of the numbers) and, as a check, two numbers at a time
// with lcm(a, b) = a × b ÷ gcd(a, b). The LCM is text in the headline (it may have hundreds of
// digits); the outputs are numbers, the LCM among them only while a double holds it exactly.

/** The numbers typed and their LCM, factorizations and GCF. */
export function lcmOf(text: string) {
  const numbers = readIntegerList(text);
  const result = numbers.reduce((acc, n) => lcm(acc, n), 1n);
  const factors = numbers.map((n) => factorize(n));
  return {
    numbers,
    lcm: result,
    factors,
    lcmFactors: highestPowers(numbers, factors),
    gcf: numbers.reduce((acc, n) => gcd(acc, n), 0n),
  };
}

/** Each prime to the highest power it has in any number, and the first number that has it. */
function highestPowers(
  numbers: readonly bigint[],
  factors: readonly PrimePower[][],
): (PrimePower & { from: bigint })[] {
  const best = new Map<bigint, PrimePower & { from: bigint }>();
  factors.forEach((list, index) => {
    for (const { prime, exponent } of list) {
      const known = best.get(prime);
      if (!known || exponent > known.exponent) {
        best.set(prime, { prime, exponent, from: numbers[index]! });
      }
    }
  });
  return [...best.values()].sort((a, b) => (a.prime < b.prime ? -1 : 1));
}

/** The LCM as shown: every digit, grouped in threes. */
const lcmText = (value: bigint) => groupDigits(value);

/** The most pair steps shown in the check by gcd. */
const MOST_PAIRS = 12;

export default defineCalculator({
  slug: 'lcm-calculator',
  fields: {
    numbers: {
      kind: 'text',
      numbers: 'list',
      label: 'Numbers',
      default: '12, 18, 30',
      maxLength: INTEGER_LIST_MAX_LENGTH,
      placeholder: '12, 18, 30',
      help: `2 to ${MOST_NUMBERS} whole numbers from 1 to 10^15, separated by commas or spaces.`,
      required: 'Enter at least 2 whole numbers, separated by commas or spaces',
      check: (text) => checkIntegerList(text),
    },
  },
  outputs: {
    lcm: { label: 'Least common multiple', format: 'integer' },
    digits: { label: 'Digits in the LCM', format: 'integer' },
    gcf: { label: 'Greatest common factor', format: 'integer' },
    count: { label: 'Numbers', format: 'integer' },
  },
  compute(v) {
    const a = lcmOf(v.numbers);
    return {
      lcm: toNumber(a.lcm),
      digits: digitCount(a.lcm),
      gcf: toNumber(a.gcf),
      count: a.numbers.length,
    };
  },
  // A double holds the LCM exactly only up to 2^53; a larger one is shown in full as text.
  hiddenOutputs: (v) => (isExact(lcmOf(v.numbers).lcm) ? [] : ['lcm']),
  usage: (_v, r) => ({ count: r.count, digits: r.digits }),
  headline: {
    label: 'Least common multiple (LCM)',
    text: (v) => lcmText(lcmOf(v.numbers).lcm),
    caption: (v) => {
      const a = lcmOf(v.numbers);
      return `The smallest number that ${integerListText(a.numbers, 10)} all divide into exactly`;
    },
  },
  facts(v) {
    const a = lcmOf(v.numbers);
    const facts = [{ label: 'As prime factors', text: powerText(a.lcmFactors) }];
    if (digitCount(a.lcm) > 15) {
      facts.push(
        { label: 'Scientific notation', text: scientificText(a.lcm) },
        { label: 'Digits', text: formatPlain(digitCount(a.lcm)) },
      );
    }
    facts.push({ label: 'Greatest common factor', text: groupDigits(a.gcf) });
    return facts;
  },
  steps(v) {
    const a = lcmOf(v.numbers);
    const steps = [`Your ${a.numbers.length} numbers: ${integerListText(a.numbers, MOST_NUMBERS)}`];
    steps.push('Write each number as a product of primes:');
    a.numbers.forEach((n, index) => {
      const factors = a.factors[index]!;
      steps.push(
        factors.length === 0
          ? '1 has no prime factors (it divides every number)'
          : `${groupDigits(n)} = ${powerText(factors)}`,
      );
    });
    if (a.lcmFactors.length === 0) {
      steps.push('Every number is 1, so the LCM is 1.');
    } else {
      const powers = a.lcmFactors
        .map(
          ({ prime, exponent, from }) =>
            `${groupDigits(prime)}${exponent > 1 ? superscript(exponent) : ''} (in ${groupDigits(from)})`,
        )
        .join(', ');
      steps.push(`Take each prime to the highest power it has in any of the numbers: ${powers}`);
      steps.push(`LCM = ${equalsValue(powerText(a.lcmFactors), lcmText(a.lcm))}`);
    }
    steps.push('Check, two numbers at a time, with lcm(a, b) = a × b ÷ gcd(a, b):');
    let acc = a.numbers[0]!;
    for (const [index, n] of a.numbers.slice(1).entries()) {
      const next = lcm(acc, n);
      if (index < MOST_PAIRS) {
        steps.push(
          `lcm(${groupDigits(acc)}, ${groupDigits(n)}) = ${groupDigits(acc)} × ${groupDigits(n)} ÷ ${groupDigits(gcd(acc, n))} = ${lcmText(next)}`,
        );
      }
      acc = next;
    }
    const left = a.numbers.length - 1 - MOST_PAIRS;
    if (left > 0) {
      steps.push(`… and ${left} more numbers the same way, ending at ${lcmText(acc)}`);
    }
    return steps;
  },
  about: [
    'The least common multiple (LCM) of whole numbers is the smallest positive number that each of them divides into exactly. It is the lowest common denominator when fractions are added: 1/12 + 1/18 go over 36.',
    'By prime factors: write each number as a product of primes; the LCM is the product of every prime that appears, each to the highest power it has in any one of the numbers (12 = 2² × 3 and 18 = 2 × 3² give 2² × 3² = 36). This is the prime factors method of OpenStax Prealgebra 2e (section 2.5) and Elementary Algebra 2e (chapter 1).',
    'With the greatest common factor: lcm(a, b) = a × b ÷ gcd(a, b), where the gcd comes from Euclid’s algorithm; for more numbers, lcm(a, b, c) = lcm(lcm(a, b), c). The steps use it to check the result.',
    `All arithmetic is in exact whole numbers of any size, so the LCM is shown in full, with every digit, however long. Enter 2 to ${MOST_NUMBERS} numbers, each from 1 to ${MAX_INTEGER_TEXT} (10^15), so that each can be factorized quickly. The LCM of a list that contains 1 is the LCM of the others.`,
  ],
  faq: [
    {
      question: 'What is the difference between the LCM and the GCF?',
      answer:
        'The LCM is the smallest number that all the numbers divide into; the GCF (greatest common factor) is the largest number that divides into all of them. For 12 and 18 the LCM is 36 and the GCF is 6, and for two numbers LCM × GCF = 12 × 18 = 216.',
    },
    {
      question: 'How do I find the LCM of more than two numbers?',
      answer:
        'Factor each number into primes and multiply each prime to its highest power, or work two at a time: lcm(12, 18, 30) = lcm(lcm(12, 18), 30) = lcm(36, 30) = 180.',
    },
    {
      question: 'What is the LCM of two prime numbers?',
      answer:
        'Their product, since they share no factor: lcm(7, 11) = 77. The same holds for any two numbers whose GCF is 1 (coprime numbers), such as 8 and 15.',
    },
    {
      question: 'Why does the LCM get so large?',
      answer:
        'Numbers with few factors in common multiply up: the LCM of 1 to 20 is already 232,792,560. This calculator keeps every digit, and gives the scientific notation of an LCM longer than 15 digits.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 2.5 "Prime Factorization and the Least Common Multiple", listing multiples method (openstax.org/books/prealgebra-2e/pages/2-5-prime-factorization-and-the-least-common-multiple): 50 and 100 appear in both lists of multiples of 10 and 25, so the LCM of 10 and 25 is 50',
      inputs: { numbers: '10, 25' },
      expected: { lcm: 50 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 2.5, Example 2.53 (openstax.org/books/prealgebra-2e/pages/2-5-prime-factorization-and-the-least-common-multiple): LCM = 2 · 3 · 3 · 5, "The LCM of 15 and 18 is 90"',
      inputs: { numbers: '15, 18' },
      expected: { lcm: 90 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 2.5, Example 2.54 (openstax.org/books/prealgebra-2e/pages/2-5-prime-factorization-and-the-least-common-multiple): LCM = 2 · 2 · 5 · 5, "The LCM of 50 and 100 is 100" (one number divides the other)',
      inputs: { numbers: '50, 100' },
      expected: { lcm: 100 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Elementary Algebra 2e (2020), section 1.1 "Introduction to Whole Numbers", Example 1.11 (openstax.org/books/elementary-algebra-2e/pages/1-1-introduction-to-whole-numbers): by prime factors, "The LCM of 24 and 36 is 72"',
      inputs: { numbers: '24, 36' },
      expected: { lcm: 72 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1 "Prime and Composite Numbers", Example 3.22 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): 36 = 2² × 3², 66 = 2 × 3 × 11, 250 = 2 × 5³, so the LCM for 36, 66 and 250 is 2² × 3² × 5³ × 11 = 49,500',
      inputs: { numbers: '36, 66, 250' },
      expected: { lcm: 49500, count: 3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, Example 3.23 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): by lists and by prime factorization, the LCM of 20, 36 and 45 is 2² × 3² × 5 = 180',
      inputs: { numbers: '20, 36, 45' },
      expected: { lcm: 180 },
      tolerance: 0,
    },
    {
      source:
        'Project Euler, Problem 5 "Smallest multiple" (projecteuler.net/problem=5): 2520 is the smallest number that can be divided by each of the numbers from 1 to 10 without any remainder',
      inputs: { numbers: '1 2 3 4 5 6 7 8 9 10' },
      expected: { lcm: 2520, count: 10 },
      tolerance: 0,
    },
    {
      source:
        'OEIS A056604, lcm(1, 2, …, prime(n)) (oeis.org/A056604): lcm(1, 2, …, 37) = 5,342,931,457,063,200 (a 16-digit LCM)',
      inputs: {
        numbers:
          '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37',
      },
      expected: { lcm: 5342931457063200, digits: 16 },
      tolerance: 0,
    },
  ],
});
