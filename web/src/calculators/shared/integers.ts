import { groupDigits, superscript } from './integerText.ts';
import { Big, decimal } from '../../engine/money.ts';
import { listEntries, ordinal } from './numberList.ts';

// Whole numbers of any size for the number-theory calculators (the LCM, GCF, prime factorization
// and permutation and combination calculators), in exact integer arithmetic (BigInt): lists of
// positive whole numbers as typed, Euclid's algorithm, prime factorization (trial division by the
// primes below 10,000, then the Miller–Rabin test and Pollard's rho method for what is left), and
// how such numbers are written (integerText.ts).

/** The largest whole number the factorizing calculators accept: 10^15. */
export const MAX_INTEGER = 10n ** 15n;

/** 10^15 as the messages write it. */
export const MAX_INTEGER_TEXT = '1,000,000,000,000,000';

/** The most numbers in a list. */
export const MOST_NUMBERS = 50;

/** The longest list text accepted. */
export const INTEGER_LIST_MAX_LENGTH = 1000;

const abs = (n: bigint) => (n < 0n ? -n : n);

/** A whole number as a JavaScript number: exact up to 2^53, the nearest double beyond. */
export function toNumber(value: bigint): number {
  const number = Number(value);
  // Results must be finite; a number beyond the double range is never shown (see isExact).
  return Number.isFinite(number) ? number : Math.sign(number) * Number.MAX_VALUE;
}

/** Whether a whole number is held exactly by a double (|value| ≤ 2^53 − 1). */
export function isExact(value: bigint): boolean {
  return abs(value) <= BigInt(Number.MAX_SAFE_INTEGER);
}

/** The greatest common divisor of the absolute values (Euclid); gcd(0, 0) is 0. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple of two positive whole numbers: a × b ÷ gcd(a, b). */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** One division of Euclid's algorithm: dividend = quotient × divisor + remainder. */
export interface EuclidStep {
  dividend: bigint;
  divisor: bigint;
  quotient: bigint;
  remainder: bigint;
}

/**
 * Euclid's algorithm on two positive whole numbers: the larger divided by the smaller, then each
 * divisor by the remainder, until a remainder is 0; the last divisor is the gcd.
 */
export function euclid(a: bigint, b: bigint): { steps: EuclidStep[]; gcd: bigint } {
  let dividend = a >= b ? a : b;
  let divisor = a >= b ? b : a;
  const steps: EuclidStep[] = [];
  for (;;) {
    const quotient = dividend / divisor;
    const remainder = dividend % divisor;
    steps.push({ dividend, divisor, quotient, remainder });
    if (remainder === 0n) return { steps, gcd: divisor };
    [dividend, divisor] = [divisor, remainder];
  }
}

/** A prime and how many times it divides a number. */
export interface PrimePower {
  prime: bigint;
  exponent: number;
}

const TRIAL_LIMIT = 10_000;
let smallPrimes: bigint[] | null = null;

/** The primes below 10,000 (sieve of Eratosthenes), worked out once. */
function primesBelowLimit(): bigint[] {
  if (smallPrimes) return smallPrimes;
  const composite = new Uint8Array(TRIAL_LIMIT);
  const primes: bigint[] = [];
  for (let n = 2; n < TRIAL_LIMIT; n += 1) {
    if (composite[n]) continue;
    primes.push(BigInt(n));
    for (let multiple = n * n; multiple < TRIAL_LIMIT; multiple += n) composite[multiple] = 1;
  }
  smallPrimes = primes;
  return primes;
}

/** base^exponent mod modulus. */
function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

// The first twelve primes as Miller–Rabin bases make the test exact below
// 318,665,857,834,031,151,167,461 (Sorenson and Webster, 2015; OEIS A014233), far above 10^15.
const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

/** Whether n is prime: exact below 3.18 × 10²³ (deterministic Miller–Rabin). */
export function isPrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of WITNESSES) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s += 1;
  }
  for (const a of WITNESSES) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let i = 1; i < s; i += 1) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

/** A factor of a composite odd n, 1 < factor < n (Pollard's rho, Brent's variant). */
function rho(n: bigint): bigint {
  for (let c = 1n; ; c += 1n) {
    const f = (v: bigint) => (v * v + c) % n;
    let y = 2n;
    let x = 2n;
    let ys = 2n;
    let g = 1n;
    let q = 1n;
    let r = 1;
    const batch = 64;
    while (g === 1n) {
      x = y;
      for (let i = 0; i < r; i += 1) y = f(y);
      for (let k = 0; k < r && g === 1n; k += batch) {
        ys = y;
        for (let i = 0; i < Math.min(batch, r - k); i += 1) {
          y = f(y);
          q = (q * abs(x - y)) % n;
        }
        g = gcd(q, n);
      }
      r *= 2;
    }
    if (g === n) {
      // The batch overshot: step again one at a time.
      do {
        ys = f(ys);
        g = gcd(abs(x - ys), n);
      } while (g === 1n);
    }
    if (g !== n) return g;
  }
}

/** The prime factors of n (any n ≥ 2 without small factors), with repeats, unordered. */
function splitLarge(n: bigint, into: bigint[]): void {
  if (n === 1n) return;
  if (isPrime(n)) {
    into.push(n);
    return;
  }
  const factor = rho(n);
  splitLarge(factor, into);
  splitLarge(n / factor, into);
}

const factorizations = new Map<bigint, PrimePower[]>();

/**
 * The prime factorization of a whole number n ≥ 1, primes ascending (none for 1): trial
 * division by the primes below 10,000, then Miller–Rabin and Pollard's rho for a larger part.
 */
export function factorize(n: bigint): PrimePower[] {
  const known = factorizations.get(n);
  if (known) return known;
  const counts = new Map<bigint, number>();
  let rest = n;
  for (const p of primesBelowLimit()) {
    if (p * p > rest) break;
    while (rest % p === 0n) {
      counts.set(p, (counts.get(p) ?? 0) + 1);
      rest /= p;
    }
  }
  if (rest > 1n) {
    const large: bigint[] = [];
    splitLarge(rest, large);
    for (const p of large) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const factors = [...counts.entries()]
    .map(([prime, exponent]) => ({ prime, exponent }))
    .sort((a, b) => (a.prime < b.prime ? -1 : 1));
  if (factorizations.size > 200) factorizations.clear();
  factorizations.set(n, factors);
  return factors;
}

/** A factorization in exponent form: '2⁴ × 3', '641 × 6,700,417'; '1' for none. */
export function powerText(factors: readonly PrimePower[]): string {
  if (factors.length === 0) return '1';
  return factors
    .map(
      ({ prime, exponent }) => `${groupDigits(prime)}${exponent > 1 ? superscript(exponent) : ''}`,
    )
    .join(' × ');
}

/** The primes with repeats, ascending: [2, 2, 2, 2, 3] for 48. */
export function primeList(factors: readonly PrimePower[]): bigint[] {
  return factors.flatMap(({ prime, exponent }) => Array<bigint>(exponent).fill(prime));
}

/** How many divisors a number has: the product of (exponent + 1). */
export function divisorCount(factors: readonly PrimePower[]): number {
  return factors.reduce((count, { exponent }) => count * (exponent + 1), 1);
}

/** Every divisor of the number, ascending. */
export function divisorsOf(factors: readonly PrimePower[]): bigint[] {
  let divisors = [1n];
  for (const { prime, exponent } of factors) {
    const next: bigint[] = [];
    for (const divisor of divisors) {
      let power = 1n;
      for (let e = 0; e <= exponent; e += 1) {
        next.push(divisor * power);
        power *= prime;
      }
    }
    divisors = next;
  }
  return divisors.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The sum of the divisors: the product of (p^(e+1) − 1) ÷ (p − 1). */
export function divisorSum(factors: readonly PrimePower[]): bigint {
  return factors.reduce(
    (sum, { prime, exponent }) => (sum * (prime ** BigInt(exponent + 1) - 1n)) / (prime - 1n),
    1n,
  );
}

/**
 * Numbers joined with ', ' without grouping (a comma already separates them), at most `most`,
 * then '… (n more)'.
 */
export function integerListText(values: readonly bigint[], most = 20): string {
  const shown = values.slice(0, most).map(String);
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')}, … (${more} more)` : shown.join(', ');
}

const WHOLE = /^\+?\d+$/;
const NUMERAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const WITH_EXPONENT = /^\+?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * An entry as a whole number: 12 or +12, or written with an exponent when it is whole (1e5,
 * 2.5e3); null when it is not one. An exponent past 15 is past MAX_INTEGER, and kept at 16 so a
 * 1e999999 is not written out.
 */
function wholeOf(entry: string): bigint | null {
  if (WHOLE.test(entry)) return BigInt(entry.replace(/^\+/, ''));
  if (!WITH_EXPONENT.test(entry)) return null;
  const value = decimal(entry.replace(/^\+/, ''));
  if (!value.eq(value.round(0, Big.roundDown))) return null;
  return value.e > 15 ? MAX_INTEGER + 1n : BigInt(value.toFixed(0));
}

/**
 * Why a list of positive whole numbers cannot be used (the first entry that is not one, too few
 * or too many numbers), or null when it can.
 */
export function checkIntegerList(text: string, fewest = 2): string | null {
  const entries = listEntries(text);
  for (const [index, entry] of entries.entries()) {
    const shown = entry.length > 20 ? `${entry.slice(0, 20)}…` : entry;
    const which = `(the ${ordinal(index + 1)} entry)`;
    const value = wholeOf(entry);
    if (value === null) {
      if (NUMERAL.test(entry)) {
        return entry.startsWith('-')
          ? `“${shown}” ${which} is negative: use whole numbers of 1 or more`
          : `“${shown}” ${which} is not a whole number: use whole numbers such as 12`;
      }
      return `“${shown}” ${which} is not a number. Separate numbers with commas or spaces.`;
    }
    if (value === 0n) return `“${shown}” ${which} is 0: use whole numbers of 1 or more`;
    if (value > MAX_INTEGER) {
      return `“${shown}” ${which} is too large: use whole numbers up to ${MAX_INTEGER_TEXT}`;
    }
  }
  if (entries.length < fewest) {
    return `Enter at least ${fewest} whole numbers, separated by commas or spaces`;
  }
  if (entries.length > MOST_NUMBERS) return `Enter at most ${MOST_NUMBERS} numbers`;
  return null;
}

/** The numbers of a list already checked by checkIntegerList. */
export function readIntegerList(text: string): bigint[] {
  return listEntries(text).map((entry) => wholeOf(entry)!);
}
