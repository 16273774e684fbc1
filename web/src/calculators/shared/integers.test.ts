import { describe, expect, it } from 'vitest';
import {
  checkIntegerList,
  divisorCount,
  divisorSum,
  divisorsOf,
  euclid,
  factorize,
  gcd,
  isExact,
  isPrime,
  lcm,
  powerText,
  readIntegerList,
  toNumber,
} from './integers.ts';

describe('whole numbers beyond 2^53', () => {
  it('turns a whole number into a finite number, exact up to 2^53 − 1', () => {
    expect(isExact(9007199254740991n)).toBe(true);
    expect(isExact(9007199254740992n)).toBe(false);
    expect(toNumber(10n ** 400n)).toBe(Number.MAX_VALUE);
    expect(toNumber(720n)).toBe(720);
  });
});

describe('gcd, lcm and Euclid’s algorithm', () => {
  it('works on whole numbers of any size', () => {
    expect(gcd(1071n, 462n)).toBe(21n);
    expect(gcd(0n, 5n)).toBe(5n);
    expect(lcm(4n, 6n)).toBe(12n);
    // 2^64 and 3^40 are coprime: their lcm is their product.
    expect(lcm(2n ** 64n, 3n ** 40n)).toBe(2n ** 64n * 3n ** 40n);
  });

  it('lists each division, larger number first', () => {
    expect(euclid(462n, 1071n)).toEqual({
      gcd: 21n,
      steps: [
        { dividend: 1071n, divisor: 462n, quotient: 2n, remainder: 147n },
        { dividend: 462n, divisor: 147n, quotient: 3n, remainder: 21n },
        { dividend: 147n, divisor: 21n, quotient: 7n, remainder: 0n },
      ],
    });
  });
});

describe('primes and factorizations', () => {
  it('tells primes from composites, strong pseudoprimes included', () => {
    expect([0n, 1n, 2n, 3n, 4n, 37n, 41n].map(isPrime)).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
    // 3215031751 = 151 × 751 × 28351 fools Miller–Rabin with bases 2, 3, 5 and 7 (OEIS A014233).
    expect(isPrime(3215031751n)).toBe(false);
    // 2^61 − 1 is a Mersenne prime; 2^67 − 1 = 193707721 × 761838257287 (Cole, 1903).
    expect(isPrime(2n ** 61n - 1n)).toBe(true);
    expect(isPrime(2n ** 67n - 1n)).toBe(false);
  });

  it('factorizes, in ascending primes with exponents', () => {
    expect(powerText(factorize(561n))).toBe('3 × 11 × 17');
    expect(powerText(factorize(1n))).toBe('1');
    expect(factorize(3215031751n)).toEqual([
      { prime: 151n, exponent: 1 },
      { prime: 751n, exponent: 1 },
      { prime: 28351n, exponent: 1 },
    ]);
    expect(powerText(factorize(2n ** 67n - 1n))).toBe('193,707,721 × 761,838,257,287');
  });

  it('counts, sums and lists divisors', () => {
    const twelve = factorize(12n);
    expect(divisorCount(twelve)).toBe(6);
    expect(divisorsOf(twelve)).toEqual([1n, 2n, 3n, 4n, 6n, 12n]);
    // 28 is a perfect number: its divisors add up to 2 × 28.
    expect(divisorSum(factorize(28n))).toBe(56n);
  });
});

describe('lists of positive whole numbers', () => {
  it('reads commas, semicolons, spaces and new lines', () => {
    expect(readIntegerList('12, 18;30\n+4')).toEqual([12n, 18n, 30n, 4n]);
    expect(checkIntegerList('12, 18')).toBeNull();
    expect(checkIntegerList('12', 2)).toBe(
      'Enter at least 2 whole numbers, separated by commas or spaces',
    );
    // A whole number may be written with an exponent; one that is not whole is refused.
    expect(checkIntegerList('12 1e3 2.5E2')).toBeNull();
    expect(readIntegerList('12 1e3 2.5E2')).toEqual([12n, 1000n, 250n]);
    expect(checkIntegerList('12 1.5e0')).toBe(
      '“1.5e0” (the 2nd entry) is not a whole number: use whole numbers such as 12',
    );
    expect(checkIntegerList('12 1e16')).toBe(
      '“1e16” (the 2nd entry) is too large: use whole numbers up to 1,000,000,000,000,000',
    );
    expect(checkIntegerList('12 1e999999')).toMatch(/is too large/);
    expect(checkIntegerList('12 -1e3')).toMatch(/is negative/);
    // A point is not read as a whole number's decimals: 1.000 may be a thousand written in German.
    expect(checkIntegerList('12 1.000')).toBe(
      '“1.000” (the 2nd entry) is not a whole number: use whole numbers such as 12',
    );
  });
});
