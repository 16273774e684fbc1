import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { numberLocaleOf } from '../engine/numberText.ts';
import gcfCalculator from './gcf-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for a list: the headline, its caption, the facts by label and the steps. */
function shown(numbers: string) {
  const { values, results, errors } = evaluate(gcfCalculator, { numbers }, TODAY);
  expect(errors).toEqual({});
  const v = values as { numbers: string };
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: gcfCalculator.headline!.text(v, r, TODAY),
    caption: gcfCalculator.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(gcfCalculator.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: gcfCalculator.steps(v, r),
  };
}

describe('the GCF calculator', () => {
  it('reads a German’s numbers, and quotes them as typed in its messages', () => {
    const german = numberLocaleOf('de-DE');
    const inGermany = (numbers: string) =>
      evaluate(gcfCalculator, { numbers }, '2026-12-01', german);
    // 1.800 and 2.400 are 1800 and 2400 there: GCF 600.
    expect(inGermany('1.800 2.400').results).toMatchObject({ gcf: 600 });
    expect(inGermany('4,5 6').errors.numbers).toBe(
      '“4,5” (the 1st entry) is not a whole number: use whole numbers such as 12',
    );
    expect(inGermany('2e16 6').errors.numbers).toBe(
      '“2e16” (the 1st entry) is too large: use whole numbers up to 1.000.000.000.000.000',
    );
  });

  it('finds the GCF of its default list by Euclid’s algorithm, checked by prime factors', () => {
    // By hand: 180 = 3 × 48 + 36, 48 = 1 × 36 + 12, 36 = 3 × 12 + 0, so gcd = 12;
    // 48 = 2⁴·3, 180 = 2²·3²·5, common 2²·3 = 12, whose factors are 1, 2, 3, 4, 6, 12.
    const { results, headline, caption, facts, steps } = shown(
      gcfCalculator.fields.numbers.default,
    );
    expect(results).toEqual({ gcf: 12, commonFactors: 6, count: 2 });
    expect(headline).toBe('12');
    expect(caption).toBe('The largest number that divides 48, 180 exactly');
    expect(facts).toEqual({
      'As prime factors': '2² × 3',
      'Common factors': '1, 2, 3, 4, 6, 12 (6 in all)',
    });
    expect(steps).toEqual([
      'Your 2 numbers: 48, 180',
      'Euclid’s algorithm: divide the larger number by the smaller, then each divisor by the remainder, until the remainder is 0. The last divisor is the GCF.',
      '180 = 3 × 48 + 36',
      '48 = 1 × 36 + 12',
      '36 = 3 × 12 + 0',
      'The last divisor is 12, so gcd(48, 180) = 12',
      'Check by prime factors:',
      '48 = 2⁴ × 3',
      '180 = 2² × 3² × 5',
      'Each prime common to all the numbers, to its lowest power: 2², 3, so GCF = 2² × 3 = 12',
    ]);
  });

  it('works two at a time for three numbers', () => {
    // gcd(48, 180) = 12, then 300 = 25 × 12 + 0.
    const { results, steps } = shown('48 180 300');
    expect(results.gcf).toBe(12);
    expect(steps).toContain(
      'For more than two numbers, work two at a time: gcd(a, b, c) = gcd(gcd(a, b), c).',
    );
    expect(steps).toContain('300 = 25 × 12 + 0');
    expect(steps).toContain('gcd(12, 300) = 12: 12 divides 300 exactly');
  });

  it('says when the numbers are coprime', () => {
    const { results, caption, facts, steps } = shown('8, 15');
    expect(results).toEqual({ gcf: 1, commonFactors: 1, count: 2 });
    expect(caption).toBe('8, 15 have no common factor but 1: they are coprime');
    expect(facts['As prime factors']).toBe('1 (no prime factors)');
    expect(steps[steps.length - 1]).toBe('No prime divides every number, so the GCF is 1.');
    expect(shown('1, 5').steps).toContain('1 has no prime factors');
  });

  it('gives a number itself as the GCF of two equal numbers, up to 10^15', () => {
    // 10^15 − 11 is prime (python Miller–Rabin), so its only factors are 1 and itself.
    const { results, headline, facts } = shown('999999999999989 999999999999989');
    expect(headline).toBe('999,999,999,999,989');
    expect(results.gcf).toBe(999999999999989);
    expect(facts['Common factors']).toBe('1, 999999999999989 (2 in all)');
  });

  it('shortens a long run of divisions', () => {
    // Consecutive Fibonacci numbers F73 and F72 take 71 divisions (python); 60 are shown.
    const { results, steps } = shown('806515533049393, 498454011879264');
    expect(results.gcf).toBe(1);
    expect(steps).toContain('806,515,533,049,393 = 1 × 498,454,011,879,264 + 308,061,521,170,129');
    expect(steps).toContain('… 11 more divisions, down to a remainder of 0');
    expect(steps).toContain(
      'The last divisor is 1, so gcd(806,515,533,049,393, 498,454,011,879,264) = 1',
    );
  });

  it('says under the field what is wrong with the list', () => {
    const errorFor = (numbers: string) =>
      evaluate(gcfCalculator, { numbers }, TODAY).errors.numbers;
    expect(errorFor('48')).toBe('Enter at least 2 whole numbers, separated by commas or spaces');
    expect(errorFor('48, 0')).toBe('“0” (the 2nd entry) is 0: use whole numbers of 1 or more');
    expect(errorFor('48, 2.5')).toBe(
      '“2.5” (the 2nd entry) is not a whole number: use whole numbers such as 12',
    );
  });
  it('does not write a prime GCF as equal to itself', () => {
    const { values, results } = evaluate(gcfCalculator, { numbers: '13, 26' });
    expect(gcfCalculator.steps(values as never, results as never)).toContain(
      'Each prime common to all the numbers, to its lowest power: 13, so GCF = 13',
    );
  });
});
