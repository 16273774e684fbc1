import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import lcmCalculator from './lcm-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for a list: the headline, its caption, the facts by label and the steps. */
function shown(numbers: string) {
  const { values, results, errors } = evaluate(lcmCalculator, { numbers }, TODAY);
  expect(errors).toEqual({});
  const v = values as { numbers: string };
  const r = results as Record<string, number>;
  return {
    results: r,
    hidden: lcmCalculator.hiddenOutputs!(v as never),
    headline: lcmCalculator.headline!.text(v, r, TODAY),
    caption: lcmCalculator.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(lcmCalculator.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: lcmCalculator.steps(v, r),
  };
}

const errorFor = (numbers: string) => evaluate(lcmCalculator, { numbers }, TODAY).errors.numbers;

describe('the LCM calculator', () => {
  it('shows the LCM of its default list with prime factors and the gcd check', () => {
    // 12 = 2²·3, 18 = 2·3², 30 = 2·3·5: LCM 2²·3²·5 = 180 (python: math.lcm(12, 18, 30) = 180).
    const { results, hidden, headline, caption, facts, steps } = shown(
      lcmCalculator.fields.numbers.default,
    );
    expect(results).toEqual({ lcm: 180, digits: 3, gcf: 6, count: 3 });
    expect(hidden).toEqual([]);
    expect(headline).toBe('180');
    expect(caption).toBe('The smallest number that 12, 18, 30 all divide into exactly');
    expect(facts).toEqual({ 'As prime factors': '2² × 3² × 5', 'Greatest common factor': '6' });
    expect(steps).toEqual([
      'Your 3 numbers: 12, 18, 30',
      'Write each number as a product of primes:',
      '12 = 2² × 3',
      '18 = 2 × 3²',
      '30 = 2 × 3 × 5',
      'Take each prime to the highest power it has in any of the numbers: 2² (in 12), 3² (in 18), 5 (in 30)',
      'LCM = 2² × 3² × 5 = 180',
      'Check, two numbers at a time, with lcm(a, b) = a × b ÷ gcd(a, b):',
      'lcm(12, 18) = 12 × 18 ÷ 6 = 36',
      'lcm(36, 30) = 36 × 30 ÷ 6 = 180',
    ]);
  });

  it('reads commas, spaces and new lines, and a plus sign', () => {
    expect(shown('4\n6').results.lcm).toBe(12);
    expect(shown('+4;  10').results.lcm).toBe(20);
  });

  it('gives 1 for a list of ones, and ignores a 1 among other numbers', () => {
    const ones = shown('1, 1');
    expect(ones.headline).toBe('1');
    expect(ones.steps).toContain('Every number is 1, so the LCM is 1.');
    expect(ones.steps).toContain('1 has no prime factors (it divides every number)');
    expect(shown('1, 7, 11').results.lcm).toBe(77);
  });

  it('shows a large LCM with every digit and hides the inexact number', () => {
    // python: functools.reduce(math.lcm, range(1, 51)) = 3099044504245996706400 (22 digits).
    const numbers = Array.from({ length: 50 }, (_, i) => i + 1).join(' ');
    const { results, hidden, headline, facts, steps } = shown(numbers);
    expect(headline).toBe('3,099,044,504,245,996,706,400');
    expect(results.digits).toBe(22);
    expect(hidden).toEqual(['lcm']);
    expect(facts['Scientific notation']).toBe('3.09904 × 10²¹');
    expect(facts.Digits).toBe('22');
    expect(facts['As prime factors']).toBe(
      '2⁵ × 3³ × 5² × 7² × 11 × 13 × 17 × 19 × 23 × 29 × 31 × 37 × 41 × 43 × 47',
    );
    // 49 pairs: 12 shown, then the rest summed up.
    expect(steps[steps.length - 1]).toBe(
      '… and 37 more numbers the same way, ending at 3,099,044,504,245,996,706,400',
    );
  });

  it('multiplies two large primes near the limit exactly', () => {
    // 10^15 − 11 and 10^15 − 53 are prime (python Miller–Rabin); their product has 30 digits.
    const { headline, results, steps } = shown('999999999999989, 999999999999947');
    expect(headline).toBe('999,999,999,999,936,000,000,000,000,583');
    expect(results.gcf).toBe(1);
    expect(results.digits).toBe(30);
    expect(steps).toContain('999,999,999,999,989 = 999,999,999,999,989');
  });

  it('says under the field what is wrong with the list', () => {
    expect(errorFor('12')).toBe('Enter at least 2 whole numbers, separated by commas or spaces');
    expect(errorFor(' ')).toBe('Enter at least 2 whole numbers, separated by commas or spaces');
    expect(errorFor('12, 0')).toBe('“0” (the 2nd entry) is 0: use whole numbers of 1 or more');
    expect(errorFor('1.5 2')).toBe(
      '“1.5” (the 1st entry) is not a whole number: use whole numbers such as 12',
    );
    expect(errorFor('-4 6')).toBe(
      '“-4” (the 1st entry) is negative: use whole numbers of 1 or more',
    );
    expect(errorFor('4 six')).toBe(
      '“six” (the 2nd entry) is not a number. Separate numbers with commas or spaces.',
    );
    expect(errorFor('2 1000000000000001')).toBe(
      '“1000000000000001” (the 2nd entry) is too large: use whole numbers up to 1,000,000,000,000,000',
    );
    expect(errorFor('2 '.repeat(51))).toBe('Enter at most 50 numbers');
    // The limit itself is accepted: 10^15 = 2^15 × 5^15.
    expect(shown('1000000000000000 2').headline).toBe('1,000,000,000,000,000');
  });
  it('does not write a prime LCM as equal to itself', () => {
    const { values, results } = evaluate(lcmCalculator, { numbers: '7, 7' });
    expect(lcmCalculator.steps(values as never, results as never)).toContain('LCM = 7');
  });
});
