import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { groupDigits } from './shared/integerText.ts';
import {
  divisorCount,
  divisorSum,
  divisorsOf,
  factorize,
  integerListText,
  MAX_INTEGER_TEXT,
  powerText,
  primeList,
  type PrimePower,
} from './shared/integers.ts';

export const record = {
  id: 92,
  name: 'Prime Factorization Calculator',
  description:
    'Write a whole number as a product of primes, see whether it is prime, and list its divisors.',
  category: 'math',
  group: 'Number theory',
  icon: 'superscript',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['gcf-calculator', 'lcm-calculator', 'number-base-converter', 'square-root-calculator'],
  keywords:
    'prime factors factorisation factor tree prime number checker is it prime divisors composite',
} satisfies CalculatorRecord;

// The prime factorization calculator: a whole number from 2 to 10^15 as a product of primes in
// exponent form, whether it is prime, and its divisors (their number, sum and list). Factorized
// exactly (shared/integers.ts): trial division by the primes below 10,000, then the Miller–Rabin
// test (deterministic at this size) and Pollard's rho method for a larger part, so even a 15-digit
// prime or a product of two 8-digit primes takes milliseconds.

/** Whole numbers up to 10^15: a double holds them exactly. */
const MAX = 1e15;

/** The most divisors listed. */
const MOST_DIVISORS = 100;

/** The number, its prime powers and its divisors' count. */
export function factorizationOf(number: number) {
  const n = BigInt(number);
  const factors = factorize(n);
  const count = divisorCount(factors);
  return { n, factors, count, prime: count === 2 };
}

/** '2 × 2 × 2 × 3 × 3 × 5', the first 24 primes then '…'. */
function expanded(factors: readonly PrimePower[]): string {
  const primes = primeList(factors).map(groupDigits);
  return primes.length > 24 ? `${primes.slice(0, 24).join(' × ')} × …` : primes.join(' × ');
}

/** '(3 + 1) × (2 + 1) × (1 + 1)'. */
function countTerms(factors: readonly PrimePower[]): string {
  return factors.map(({ exponent }) => `(${exponent} + 1)`).join(' × ');
}

export default defineCalculator({
  slug: 'prime-factorization-calculator',
  fields: {
    number: {
      kind: 'integer',
      label: 'Number',
      default: '360',
      min: 2,
      max: MAX,
      help: `A whole number from 2 to ${MAX_INTEGER_TEXT} (10^15).`,
      messages: { invalid: 'Enter a whole number, such as 360' },
    },
  },
  outputs: {
    divisors: { label: 'Number of divisors', format: 'integer' },
    distinctPrimes: { label: 'Different prime factors', format: 'integer' },
    primeFactors: { label: 'Prime factors, counted with repeats', format: 'integer' },
    smallestPrime: { label: 'Smallest prime factor', format: 'integer' },
    largestPrime: { label: 'Largest prime factor', format: 'integer' },
  },
  compute(v) {
    const f = factorizationOf(v.number);
    return {
      divisors: f.count,
      distinctPrimes: f.factors.length,
      primeFactors: primeList(f.factors).length,
      smallestPrime: Number(f.factors[0]!.prime),
      largestPrime: Number(f.factors[f.factors.length - 1]!.prime),
    };
  },
  headline: {
    label: 'Prime factorization',
    text: (v) => {
      const f = factorizationOf(v.number);
      return f.prime ? `${groupDigits(f.n)} is prime` : powerText(f.factors);
    },
    caption: (v) => {
      const f = factorizationOf(v.number);
      return f.prime
        ? `Its only divisors are 1 and ${groupDigits(f.n)}`
        : `${groupDigits(f.n)} = ${expanded(f.factors)}`;
    },
  },
  facts(v) {
    const f = factorizationOf(v.number);
    const facts = [
      {
        label: 'Prime or composite',
        text: f.prime
          ? 'Prime: no whole number but 1 and itself divides it'
          : `Composite: ${f.factors.length === 1 ? 'a power of one prime' : `${f.factors.length} different prime factors`}`,
      },
      {
        label: 'Number of divisors',
        text: f.prime ? '2' : `${formatPlain(f.count)} = ${countTerms(f.factors)}`,
      },
      { label: 'Sum of divisors', text: groupDigits(divisorSum(f.factors)) },
    ];
    if (f.count <= MOST_DIVISORS * 20) {
      facts.push({
        label: 'Divisors',
        text: integerListText(divisorsOf(f.factors), MOST_DIVISORS),
      });
    }
    return facts;
  },
  steps(v) {
    const f = factorizationOf(v.number);
    const steps = [
      `Divide ${groupDigits(f.n)} by the smallest prime that goes into it exactly, and again, until the quotient is 1:`,
    ];
    let rest = f.n;
    for (const p of primeList(f.factors)) {
      const next = rest / p;
      steps.push(`${groupDigits(rest)} ÷ ${groupDigits(p)} = ${groupDigits(next)}`);
      rest = next;
    }
    const largest = f.factors[f.factors.length - 1]!.prime;
    if (largest > 10_000n) {
      const root = sqrtFloor(largest);
      steps.push(
        `${groupDigits(largest)} is prime: no prime up to its square root (about ${groupDigits(root)}) divides it (checked by trial division up to 10,000 and the Miller–Rabin test).`,
      );
    }
    if (f.prime) {
      steps.push(
        `The only prime that divides ${groupDigits(f.n)} is itself, so ${groupDigits(f.n)} is prime.`,
      );
      steps.push('A prime has exactly 2 divisors: 1 and itself.');
    } else {
      steps.push(`The primes, with repeats: ${expanded(f.factors)}`);
      steps.push(`In exponent form: ${groupDigits(f.n)} = ${powerText(f.factors)}`);
      steps.push(
        `Number of divisors: each exponent plus 1, multiplied: ${countTerms(f.factors)} = ${formatPlain(f.count)}`,
      );
    }
    return steps;
  },
  about: [
    'Every whole number from 2 up is a product of primes in exactly one way, apart from their order (the fundamental theorem of arithmetic). The prime factorization writes it with exponents, primes in ascending order: 360 = 2 × 2 × 2 × 3 × 3 × 5 = 2³ × 3² × 5. A number whose only factor is itself is prime; any other is composite.',
    'The steps divide by the smallest prime that goes in, again and again (the ladder, or division, method of OpenStax Prealgebra 2e, section 2.5). To find the factors quickly, the calculator tries the primes below 10,000 and then uses the Miller–Rabin primality test, which with the first twelve primes as bases is exact below 3.18 × 10²³ (Sorenson and Webster, 2015), and Pollard’s rho method to split what is left.',
    'From the exponents come the divisors: a number p^a × q^b × … has (a + 1) × (b + 1) × … divisors, and their sum is the product of (p^(a+1) − 1) ÷ (p − 1). 360 = 2³ × 3² × 5 has 4 × 3 × 2 = 24 divisors, which add up to 1,170.',
    `Enter a whole number from 2 to ${MAX_INTEGER_TEXT} (10^15). Arithmetic is exact, in whole numbers of any size. Up to 2,000 divisors are listed, the first 100 in full.`,
  ],
  faq: [
    {
      question: 'Is 1 a prime number?',
      answer:
        'No. A prime has exactly two divisors, 1 and itself, and 1 has only one. Leaving 1 out is what makes every number’s prime factorization unique.',
    },
    {
      question: 'How do I find the prime factorization by hand?',
      answer:
        'Divide by 2 as long as the number is even, then by 3, 5, 7, 11 and so on, each as often as it goes in exactly, until the quotient is 1. The primes you divided by are the factorization: 84 ÷ 2 = 42, ÷ 2 = 21, ÷ 3 = 7, ÷ 7 = 1, so 84 = 2² × 3 × 7.',
    },
    {
      question: 'How do I know when to stop trying primes?',
      answer:
        'Once the prime you try is larger than the square root of what is left, what is left is itself prime. To show 97 is prime you only need to try 2, 3, 5 and 7, since 11 × 11 = 121 is more than 97.',
    },
    {
      question: 'How many divisors does a number have?',
      answer:
        'Add 1 to each exponent of its prime factorization and multiply: 720,720 = 2⁴ × 3² × 5 × 7 × 11 × 13 has 5 × 3 × 2 × 2 × 2 × 2 = 240 divisors.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 2.5 "Prime Factorization and the Least Common Multiple", Example 2.51 (openstax.org/books/prealgebra-2e/pages/2-5-prime-factorization-and-the-least-common-multiple): by the ladder method, 48 = 2 · 2 · 2 · 2 · 3 = 2⁴ · 3',
      inputs: { number: '48' },
      expected: { smallestPrime: 2, largestPrime: 3, distinctPrimes: 2, primeFactors: 5 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 2.5, Example 2.50 (openstax.org/books/prealgebra-2e/pages/2-5-prime-factorization-and-the-least-common-multiple): by the ladder method, 120 = 2 · 2 · 2 · 3 · 5 = 2³ · 3 · 5',
      inputs: { number: '120' },
      expected: { smallestPrime: 2, largestPrime: 5, distinctPrimes: 3, primeFactors: 5 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1 "Prime and Composite Numbers", Example 3.14 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): 10,241 = 7² × 11 × 19, so 10,241 has three different prime factors: 7, 11 and 19',
      inputs: { number: '10241' },
      expected: { smallestPrime: 7, largestPrime: 19, distinctPrimes: 3, primeFactors: 4 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, Example 3.10 (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): "Since no prime up to 50 divides 2,917, it is a prime number"',
      inputs: { number: '2917' },
      expected: { divisors: 2, smallestPrime: 2917, primeFactors: 1 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.1, "Using Wolfram Alpha to Find Prime Factorizations" (openstax.org/books/contemporary-mathematics/pages/3-1-prime-and-composite-numbers): the prime factorization of 543,390 is 2 × 3 × 5 × 59 × 307',
      inputs: { number: '543390' },
      expected: { smallestPrime: 2, largestPrime: 307, distinctPrimes: 5, primeFactors: 5 },
      tolerance: 0,
    },
    {
      source:
        'Project Euler, Problem 3 "Largest prime factor" (projecteuler.net/problem=3): the prime factors of 13195 are 5, 7, 13 and 29',
      inputs: { number: '13195' },
      expected: { smallestPrime: 5, largestPrime: 29, distinctPrimes: 4, primeFactors: 4 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Fermat number" (en.wikipedia.org/wiki/Fermat_number): Euler showed in 1732 that F5 = 2^32 + 1 = 4,294,967,297 = 641 × 6,700,417',
      inputs: { number: '4294967297' },
      expected: { smallestPrime: 641, largestPrime: 6700417, divisors: 4 },
      tolerance: 0,
    },
    {
      source:
        'PlanetMath, "Table of factors of small Mersenne numbers" (planetmath.org/tableoffactorsofsmallmersennenumbers): 2^47 − 1 = 2351 × 4513 × 13264529',
      inputs: { number: '140737488355327' },
      expected: { smallestPrime: 2351, largestPrime: 13264529, distinctPrimes: 3, divisors: 8 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Mersenne prime" (en.wikipedia.org/wiki/Mersenne_prime): 2^31 − 1 = 2,147,483,647 is prime (Euler, 1772)',
      inputs: { number: '2147483647' },
      expected: { divisors: 2, largestPrime: 2147483647, primeFactors: 1 },
      tolerance: 0,
    },
    {
      source:
        'OEIS A002182, highly composite numbers, with A002183, their numbers of divisors (oeis.org/A002182): 720720 has 240 divisors',
      inputs: { number: '720720' },
      expected: { divisors: 240, largestPrime: 13, distinctPrimes: 6 },
      tolerance: 0,
    },
  ],
});

/** The whole part of the square root of a positive whole number (the float's, corrected). */
function sqrtFloor(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}
