import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import primeFactorization from './prime-factorization-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for a number: the headline, its caption, the facts by label and the steps. */
function shown(number: string) {
  const { values, results, errors } = evaluate(primeFactorization, { number }, TODAY);
  expect(errors).toEqual({});
  const v = values as { number: number };
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: primeFactorization.headline!.text(v, r, TODAY),
    caption: primeFactorization.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(
      primeFactorization.facts!(v, r).map((fact) => [fact.label, fact.text]),
    ),
    steps: primeFactorization.steps(v, r),
  };
}

describe('the prime factorization calculator', () => {
  it('factorizes its default, 360, with the division ladder and the divisors', () => {
    // By hand: 360 = 2·2·2·3·3·5 = 2³·3²·5; (3+1)(2+1)(1+1) = 24 divisors;
    // their sum (python): 15 × 13 × 6 = 1,170.
    const { results, headline, caption, facts, steps } = shown(
      primeFactorization.fields.number.default,
    );
    expect(results).toEqual({
      divisors: 24,
      distinctPrimes: 3,
      primeFactors: 6,
      smallestPrime: 2,
      largestPrime: 5,
    });
    expect(headline).toBe('2³ × 3² × 5');
    expect(caption).toBe('360 = 2 × 2 × 2 × 3 × 3 × 5');
    expect(facts).toEqual({
      'Prime or composite': 'Composite: 3 different prime factors',
      'Number of divisors': '24 = (3 + 1) × (2 + 1) × (1 + 1)',
      'Sum of divisors': '1,170',
      Divisors:
        '1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180, 360',
    });
    expect(steps).toEqual([
      'Divide 360 by the smallest prime that goes into it exactly, and again, until the quotient is 1:',
      '360 ÷ 2 = 180',
      '180 ÷ 2 = 90',
      '90 ÷ 2 = 45',
      '45 ÷ 3 = 15',
      '15 ÷ 3 = 5',
      '5 ÷ 5 = 1',
      'The primes, with repeats: 2 × 2 × 2 × 3 × 3 × 5',
      'In exponent form: 360 = 2³ × 3² × 5',
      'Number of divisors: each exponent plus 1, multiplied: (3 + 1) × (2 + 1) × (1 + 1) = 24',
    ]);
  });

  it('says when the number is prime, from 2 up to the largest prime below 10^15', () => {
    const two = shown('2');
    expect(two.headline).toBe('2 is prime');
    expect(two.caption).toBe('Its only divisors are 1 and 2');
    expect(two.facts['Number of divisors']).toBe('2');
    expect(two.facts.Divisors).toBe('1, 2');
    // 10^15 − 11 is prime (python Miller–Rabin; isqrt = 31,622,776).
    const big = shown('999999999999989');
    expect(big.headline).toBe('999,999,999,999,989 is prime');
    expect(big.results).toMatchObject({ divisors: 2, largestPrime: 999999999999989 });
    expect(big.steps).toContain(
      '999,999,999,999,989 is prime: no prime up to its square root (about 31,622,776) divides it (checked by trial division up to 10,000 and the Miller–Rabin test).',
    );
    expect(big.steps).toContain('A prime has exactly 2 divisors: 1 and itself.');
  });

  it('splits products of large primes (Pollard’s rho)', () => {
    // 10000019 and 10000079 are prime (python); their product is 100000980001501.
    const semiprime = shown('100000980001501');
    expect(semiprime.headline).toBe('10,000,019 × 10,000,079');
    expect(semiprime.results).toMatchObject({ smallestPrime: 10000019, largestPrime: 10000079 });
    // 99991 is prime; its square is 9,998,200,081, with 3 divisors.
    const square = shown('9998200081');
    expect(square.headline).toBe('99,991²');
    expect(square.caption).toBe('9,998,200,081 = 99,991 × 99,991');
    expect(square.results.divisors).toBe(3);
    expect(square.facts['Prime or composite']).toBe('Composite: a power of one prime');
  });

  it('handles the limit 10^15 and a power of 2 with every division', () => {
    const limit = shown('1000000000000000');
    expect(limit.headline).toBe('2¹⁵ × 5¹⁵');
    expect(limit.results.divisors).toBe(256);
    const power = shown('562949953421312'); // 2^49
    expect(power.headline).toBe('2⁴⁹');
    expect(power.steps.filter((step) => step.includes(' ÷ 2 = '))).toHaveLength(49);
    expect(power.caption).toBe(`562,949,953,421,312 = ${Array(24).fill('2').join(' × ')} × …`);
  });

  it('lists at most 100 divisors, and none past 2,000', () => {
    // 720720 = 2⁴·3²·5·7·11·13: 240 divisors, sum 3,249,792 (python).
    const many = shown('720720');
    expect(many.facts['Sum of divisors']).toBe('3,249,792');
    expect(many.facts.Divisors).toMatch(
      /^1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, .*, … \(140 more\)$/,
    );
    // 866421317361600 has 26,880 divisors (python trial division), the most up to 10^15.
    const most = shown('866421317361600');
    expect(most.results.divisors).toBe(26880);
    expect(most.facts.Divisors).toBeUndefined();
  });

  it('gives the field’s message for numbers it does not take', () => {
    const errorFor = (number: string) =>
      evaluate(primeFactorization, { number }, TODAY).errors.number;
    expect(errorFor('1')).toBe('The number must be at least 2');
    expect(errorFor('0')).toBe('The number must be at least 2');
    expect(errorFor('1000000000000001')).toBe('The number can be at most 1,000,000,000,000,000');
    expect(errorFor('2.5')).toBe('Enter a whole number, such as 360');
    expect(errorFor('')).toBe('Enter the number');
  });
});
