import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import converter, {
  checkNumberText,
  grouped,
  parseInBase,
  toBase,
} from './number-base-converter.ts';

const TODAY = '2026-11-25';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(converter, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof converter.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: converter.headline!.text(v, r, TODAY),
    caption: converter.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(converter.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: converter.steps(v, r),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(converter, texts, TODAY).errors;

describe('the number base converter', () => {
  it('converts its default, 255 decimal, to binary', () => {
    const { results, headline, caption, facts, steps } = shown({});
    expect(headline).toBe('11111111');
    expect(caption).toBe('255 in base 10 (decimal) is 11111111 in base 2 (binary)');
    expect(results).toEqual({ decimal: 255, digits: 8, bits: 8 });
    expect(facts).toEqual({
      Binary: '1111 1111',
      Octal: '377',
      Decimal: '255',
      Hexadecimal: 'FF',
      Digits: '8 in base 2 (binary)',
    });
    expect(steps[0]).toBe('The number in decimal: 255');
    expect(steps).toContain('255 ÷ 2 = 127 remainder 1');
    expect(steps.at(-1)).toBe('Result: 11111111');
  });

  it('writes the positional sum when reading from another base', () => {
    const { headline, steps } = shown({ value: '2af3', from: '16', to: '10' });
    expect(headline).toBe('10995');
    expect(steps[0]).toBe('To decimal: (2×16³ + 10×16² + 15×16¹ + 3×16⁰) = 10995');
  });

  it('converts between any bases from 2 to 36', () => {
    expect(shown({ value: 'ZZ', from: 'other', fromBase: '36', to: '10' }).headline).toBe('1295');
    const toSeven = shown({ value: '100', from: '10', to: 'other', toBase: '7' });
    expect(toSeven.headline).toBe('202');
    expect(toSeven.facts['Base 7']).toBe('202');
    // The base fields are read only while "Other" is chosen.
    expect(shown({ value: '10', from: '2', fromBase: 'x', to: '10' }).headline).toBe('2');
  });

  it('keeps a minus sign, and accepts prefixes and digit groups', () => {
    const negative = shown({ value: '-255', from: '10', to: '16' });
    expect(negative.headline).toBe('-FF');
    expect(negative.results.decimal).toBe(-255);
    expect(negative.steps.at(-1)).toMatch(/minus sign is carried over/);
    expect(shown({ value: '0xff', from: '16', to: '10' }).headline).toBe('255');
    expect(shown({ value: '0b1010_1010', from: '2', to: '10' }).headline).toBe('170');
    expect(shown({ value: '1 000 000', from: '10', to: '16' }).headline).toBe('F4240');
    expect(shown({ value: '0', from: '10', to: '2' }).headline).toBe('0');
  });

  it('says which digit does not belong to the base', () => {
    expect(errorsOf({ value: '1289', from: '8', to: '10' }).value).toBe(
      '“8” is not a digit in base 8 (octal): use 0 to 7',
    );
    expect(errorsOf({ value: '1021', from: '2', to: '10' }).value).toBe(
      '“2” is not a digit in base 2 (binary): use 0 and 1',
    );
    expect(errorsOf({ value: '1G', from: '16', to: '10' }).value).toBe(
      '“G” is not a digit in base 16 (hexadecimal): use 0 to 9 and A to F',
    );
    expect(errorsOf({ value: '0x1F', from: '10', to: '2' }).value).toBe(
      '“X” is not a digit in base 10 (decimal): use 0 to 9',
    );
    expect(errorsOf({ value: 'z', from: 'other', fromBase: '35', to: '10' }).value).toBe(
      '“Z” is not a digit in base 35: use 0 to 9 and A to Y',
    );
  });

  it('refuses what is not a whole number in any base', () => {
    expect(checkNumberText('12.5')).toBe(
      '“.” cannot be used: enter a whole number, without a decimal point or separators',
    );
    expect(checkNumberText('#FF')).toBe('“#” is not a digit: use 0 to 9 and the letters A to Z');
    expect(checkNumberText('-')).toBe('Enter a whole number to convert');
    expect(errorsOf({ value: '' }).value).toBe('Enter a whole number to convert');
    expect(errorsOf({ value: '10', from: 'other', fromBase: '37' }).fromBase).toBe(
      'The base can be at most 36',
    );
  });

  it('is exact for long numbers, up to 1,000 binary digits', () => {
    const largest = '1'.repeat(1000);
    const { headline, results } = shown({ value: largest, from: '2', to: '10' });
    expect(headline).toBe(((1n << 1000n) - 1n).toString());
    expect(results.bits).toBe(1000);
    expect(results.digits).toBe(302);
    expect(errorsOf({ value: `1${'0'.repeat(1000)}`, from: '2', to: '10' }).value).toBe(
      'The number is too large: the largest is 2^1000 − 1 (a 1000-digit binary number)',
    );
    // Long numbers are shortened in the steps, never in the result.
    const { steps } = shown({ value: largest, from: '2', to: '16' });
    expect(steps[0]).toMatch(
      /^To decimal: each digit times its power of 2, added up: 1{16}…1{16} \(1000 digits\)/,
    );
  });

  it('reads back what it writes, in every base', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }),
        fc.integer({ min: 2, max: 36 }),
        (value, base) => {
          const text = toBase(value, base);
          expect(parseInBase(text, base)).toBe(value);
          expect(parseInBase(grouped(text, 4), base)).toBe(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
