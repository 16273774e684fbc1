import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import fraction, {
  checkFraction,
  decimalOf,
  mixedText,
  operate,
  readFraction,
  reduce,
} from './fraction-calculator.ts';
import { gcd } from './shared/integers.ts';

const TODAY = '2026-11-25';

function shown(a: string, op: string, b: string) {
  const { values, results, errors } = evaluate(fraction, { a, op, b }, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof fraction.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: fraction.headline!.text(v, r, TODAY),
    caption: fraction.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(fraction.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: fraction.steps(v, r),
  };
}

describe('reading a fraction', () => {
  it('reads fractions, mixed numbers, whole numbers and decimals', () => {
    const value = (text: string) => {
      const read = readFraction(text);
      if ('error' in read) throw new Error(read.error);
      return `${read.value.num}/${read.value.den}`;
    };
    expect(value('3/4')).toBe('3/4');
    expect(value(' 1 1/2 ')).toBe('3/2');
    expect(value('-1 1/2')).toBe('-3/2');
    expect(value('−2 3/4')).toBe('-11/4');
    expect(value('2 / 8')).toBe('2/8');
    expect(value('7')).toBe('7/1');
    expect(value('0.75')).toBe('75/100');
    expect(value('-.5')).toBe('-5/10');
    expect(value('1 5/4')).toBe('9/4');
  });

  it('says clearly what is wrong', () => {
    expect(checkFraction('3/0')).toBe('The denominator cannot be 0');
    expect(checkFraction('1 1/0')).toBe('The denominator cannot be 0');
    expect(checkFraction('3/-4')).toBe('Put a minus sign only at the front: -3/4 or -1 1/2');
    expect(checkFraction('1 -1/2')).toBe('Put a minus sign only at the front: -3/4 or -1 1/2');
    expect(checkFraction('3/')).toBe('Enter a denominator after the /');
    expect(checkFraction('abc')).toBe(
      'Enter a fraction (3/4), a mixed number (1 1/2), a whole number (5) or a decimal (0.75)',
    );
    expect(checkFraction('1/2/3')).toMatch(/^Enter a fraction/);
    expect(checkFraction('1234567890123/2')).toBe('Use numbers of at most 12 digits');
    expect(checkFraction('123456789012/2')).toBeNull();
  });
});

describe('the fraction calculator', () => {
  it('adds its defaults over the least common denominator: 1 1/2 + 3/4 = 2 1/4', () => {
    const { results, headline, caption, facts, steps } = shown('1 1/2', 'add', '3/4');
    expect(results).toEqual({
      numerator: 9,
      denominator: 4,
      whole: 2,
      remainder: 1,
      decimal: 2.25,
    });
    expect(headline).toBe('2 1/4');
    expect(caption).toBe('1 1/2 + 3/4, in lowest terms (9/4)');
    expect(facts).toEqual({
      'As a fraction': '9/4',
      'As a mixed number': '2 1/4',
      'As a decimal': '2.25',
    });
    expect(steps).toEqual([
      'First: 1 1/2 = (1 × 2 + 1)/2 = 3/2',
      'Common denominator: the least common multiple of 2 and 4 is 4.',
      '3/2 = 6/4 (× 2/2); 3/4 stays 3/4',
      '(6 + 3)/4 = 9/4',
      'Simplify: the greatest common divisor of 9 and 4 is 1, so 9/4 is already in lowest terms.',
      'As a mixed number: 9 ÷ 4 = 2 remainder 1, so 9/4 = 2 1/4.',
      'As a decimal: 9 ÷ 4 = 2.25',
    ]);
  });

  it('simplifies by the greatest common divisor', () => {
    const { results, steps } = shown('3/4', 'divide', '1/6');
    expect(results).toMatchObject({ numerator: 9, denominator: 2 });
    expect(steps).toContain('Dividing by 1/6 is multiplying by its reciprocal, 6/1.');
    expect(steps).toContain(
      'Simplify: the greatest common divisor of 18 and 4 is 2; 18 ÷ 2 = 9 and 4 ÷ 2 = 2, so the answer is 9/2.',
    );
  });

  it('handles negative numbers and a negative divisor', () => {
    expect(shown('-1 1/2', 'subtract', '3/4').headline).toBe('-2 1/4');
    const quotient = shown('1/2', 'divide', '-3/4');
    expect(quotient.headline).toBe('-2/3');
    expect(quotient.results).toMatchObject({
      numerator: -2,
      denominator: 3,
      whole: 0,
      remainder: 2,
    });
    expect(shown('1/4', 'subtract', '1/4').headline).toBe('0');
  });

  it('names the repeating digits of a decimal', () => {
    expect(shown('1/2', 'add', '1/3').facts['As a decimal']).toBe('0.833333… (the 3 repeats)');
    expect(shown('1', 'divide', '7').facts['As a decimal']).toBe('0.142857… (the 142857 repeats)');
    expect(decimalOf({ num: 1n, den: 12n })).toEqual({
      text: '0.083333…',
      repeating: '3',
      approximate: false,
    });
    // 1/97 repeats every 96 digits: cut at 24 decimals.
    expect(decimalOf({ num: 1n, den: 97n })).toEqual({
      text: '0.010309278350515463917525…',
      repeating: null,
      approximate: true,
    });
  });

  it('reads decimals exactly: 0.1 + 0.2 = 3/10', () => {
    const { headline, facts } = shown('0.1', 'add', '0.2');
    expect(headline).toBe('3/10');
    expect(facts['As a decimal']).toBe('0.3');
  });

  it('refuses to divide by zero, with a message under the second number', () => {
    const { errors, results } = evaluate(fraction, { a: '1/2', op: 'divide', b: '0/5' }, TODAY);
    expect(results).toBeNull();
    expect(errors).toEqual({ b: 'You cannot divide by 0: enter a second number other than 0' });
    // Multiplying by zero is fine.
    expect(shown('1/2', 'multiply', '0').headline).toBe('0');
  });

  it('stays exact for the largest numbers accepted', () => {
    const { headline } = shown(
      '999999999999/999999999998',
      'multiply',
      '999999999997/999999999999',
    );
    // (999999999999 × 999999999997)/(999999999998 × 999999999999), reduced by 999999999999.
    expect(headline).toBe('999999999997/999999999998');
  });

  it('agrees with exact rational arithmetic for any fractions', () => {
    const part = fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n });
    const den = fc.bigInt({ min: 1n, max: 10n ** 6n });
    fc.assert(
      fc.property(part, den, part, den, (an, ad, bn, bd) => {
        const a = { num: an, den: ad };
        const b = { num: bn, den: bd };
        const sum = operate(a, b, 'add');
        expect(sum).toEqual(reduce({ num: an * bd + bn * ad, den: ad * bd }));
        expect(gcd(sum.num, sum.den)).toBe(sum.num === 0n ? sum.den : 1n);
        expect(operate(sum, b, 'subtract')).toEqual(reduce(a));
        if (bn !== 0n) expect(operate(operate(a, b, 'divide'), b, 'multiply')).toEqual(reduce(a));
        // The mixed number reads back as the same fraction.
        const read = readFraction(mixedText(sum));
        expect('error' in read ? read : reduce(read.value)).toEqual(sum);
      }),
      { numRuns: 300 },
    );
  });
});
