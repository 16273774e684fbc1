import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import converter, { readValue, toRoman } from './roman-numeral-converter.ts';

const TODAY = '2026-11-29';

// Expected numerals worked by hand, place by place (1994 = 1000 + 900 + 90 + 4 = M CM XC IV).

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

const errorOf = (value: string) => evaluate(converter, { value }, TODAY).errors.value;

describe('the Roman numeral converter', () => {
  it('opens on 1994, MCMXCIV, with its places', () => {
    const { results, headline, caption, facts, steps } = shown({});
    expect(headline).toBe('MCMXCIV');
    expect(caption).toBe('1994 in Roman numerals is MCMXCIV');
    expect(results).toEqual({ number: 1994, letters: 7 });
    expect(facts).toEqual({
      'Roman numeral': 'MCMXCIV',
      Number: '1994',
      'By place': 'M + CM + XC + IV = 1000 + 900 + 90 + 4',
      Letters: '7',
    });
    expect(steps).toEqual([
      'Split 1994 into thousands, hundreds, tens and ones: 1000 + 900 + 90 + 4',
      '1000 = M',
      '900 = CM (1000 − 100)',
      '90 = XC (100 − 10)',
      '4 = IV (5 − 1)',
      'Write them in turn: M + CM + XC + IV = MCMXCIV',
    ]);
  });

  it('reads a numeral back to its number, in capitals or not', () => {
    const { headline, caption, results, steps } = shown({ value: 'mmxxiv' });
    expect(headline).toBe('2024');
    expect(caption).toBe('The Roman numeral MMXXIV is 2024');
    expect(results).toEqual({ number: 2024, letters: 6 });
    expect(steps).toEqual([
      'Read MMXXIV place by place: MM, XX, IV',
      '2000 = MM (1000 + 1000)',
      '20 = XX (10 + 10)',
      '4 = IV (5 − 1)',
      'Add the places: 2000 + 20 + 4 = 2024',
      '2024 is written MMXXIV in standard form, so the numeral is valid.',
    ]);
    expect(shown({ value: ' XLIX ' }).headline).toBe('49');
    expect(shown({ value: 'MCMXCIV' }).headline).toBe('1994');
  });

  it('writes numbers in both directions, the limits included', () => {
    // 49 = XL + IX; 3888 = MMM DCCC LXXX VIII (the longest, 15 letters); 3999 = MMM CM XC IX.
    expect(shown({ value: '49' }).headline).toBe('XLIX');
    expect(shown({ value: '1' }).headline).toBe('I');
    expect(shown({ value: '3999' }).headline).toBe('MMMCMXCIX');
    expect(shown({ value: '3,888' }).results).toEqual({ number: 3888, letters: 15 });
    expect(shown({ value: '207' }).headline).toBe('CCVII');
    expect(shown({ value: '2024' }).headline).toBe('MMXXIV');
    expect(shown({ value: 'MMMCMXCIX' }).headline).toBe('3999');
    // Every number from 1 to 3999 reads back from its own numeral.
    for (let n = 1; n <= 3999; n++) {
      expect(readValue(toRoman(n))).toEqual({ from: 'roman', value: n, roman: toRoman(n) });
    }
  });

  it('refuses numerals that are not in standard form, saying why', () => {
    expect(errorOf('IIII')).toBe('“I” is written at most 3 times in a row: 4 is IV, not IIII');
    expect(errorOf('XXXX')).toBe('“X” is written at most 3 times in a row: 40 is XL, not XXXX');
    expect(errorOf('VX')).toBe(
      '“VX” cannot be used: only IV, IX, XL, XC, CD and CM subtract (10 − 5 = 5 is V)',
    );
    expect(errorOf('IC')).toBe(
      '“IC” cannot be used: only IV, IX, XL, XC, CD and CM subtract (100 − 1 = 99 is XCIX)',
    );
    expect(errorOf('IM')).toBe(
      '“IM” cannot be used: only IV, IX, XL, XC, CD and CM subtract (1000 − 1 = 999 is CMXCIX)',
    );
    expect(errorOf('VV')).toBe('“V” is used only once in a numeral: V + V is written X');
    expect(errorOf('DD')).toBe('“D” is used only once in a numeral: D + D is written M');
    expect(errorOf('MMMM')).toBe(
      'Standard Roman numerals go up to 3999 (MMMCMXCIX): M is used at most 3 times',
    );
    for (const numeral of ['IIV', 'IXI', 'XIIX', 'CMM', 'IXX']) {
      expect(errorOf(numeral)).toBe(
        `“${numeral}” is not in standard form: write the thousands, hundreds, tens and ones in turn, largest first (1994 is M CM XC IV)`,
      );
    }
    expect(errorOf('MCMXCIVA')).toBe(
      '“A” is not a Roman numeral: use the letters I, V, X, L, C, D and M',
    );
  });

  it('refuses numbers it cannot write', () => {
    expect(errorOf('0')).toBe('Roman numerals have no zero: enter a whole number from 1 to 3999');
    expect(errorOf('4000')).toBe(
      'Standard Roman numerals go up to 3999 (MMMCMXCIX): enter a whole number from 1 to 3999',
    );
    expect(errorOf('-5')).toBe(
      'Roman numerals have no negative numbers: enter a whole number from 1 to 3999',
    );
    expect(errorOf('2.5')).toBe(
      'Roman numerals are for whole numbers: enter a whole number from 1 to 3999',
    );
    // 2.987 is 2987 in Germany and 2.987 in the United States: asked, not guessed.
    expect(errorOf('2.987')).toBe(
      'Write the number without a point (2987): enter a whole number from 1 to 3999',
    );
    expect(errorOf('12X')).toBe('Enter either a number or a Roman numeral, not both');
    expect(errorOf('')).toBe('Enter a whole number from 1 to 3999, or a Roman numeral');
    // A whole number typed with a point and zeros is still whole.
    expect(shown({ value: '12.0' }).headline).toBe('XII');
  });
});
