import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { numberLocaleOf } from '../engine/numberText.ts';
import converter, { indianWords, internationalWords } from './number-to-words-converter.ts';

const TODAY = '2026-11-29';

// Expected words written by hand from the groups: 1,234,567 = 1 million + 234 thousand + 567;
// 12,34,56,789 = 12 crore + 34 lakh + 56 thousand + 789.

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(converter, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof converter.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    hidden: converter.hiddenOutputs!(v),
    headline: converter.headline!.text(v, r, TODAY),
    caption: converter.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(converter.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: converter.steps(v, r),
  };
}

const errorOf = (texts: Record<string, string>) => evaluate(converter, texts, TODAY).errors.number;

describe('the number to words converter', () => {
  it('opens on 1234567.89 in the international system', () => {
    const { headline, caption, facts, steps, results, hidden } = shown({});
    expect(headline).toBe(
      'One million two hundred thirty-four thousand five hundred sixty-seven point eight nine',
    );
    expect(caption).toBe('1,234,567.89 in words, in the international system');
    expect(facts).toEqual({
      'In figures': '1,234,567.89',
      'Indian system': 'Twelve lakh thirty-four thousand five hundred sixty-seven point eight nine',
      Words: '12',
    });
    expect(steps).toEqual([
      'Group the digits in threes from the right: 1,234,567',
      '1 million → one million',
      '234 thousand → two hundred thirty-four thousand',
      '567 → five hundred sixty-seven',
      'After the point each digit is read on its own: .89 → point eight nine',
      'Result: One million two hundred thirty-four thousand five hundred sixty-seven point eight nine',
    ]);
    expect(results).toMatchObject({ billions: 0, millions: 1, thousands: 234, hundreds: 567 });
    expect(hidden).toEqual(['crores', 'lakhs', 'cents']);
  });

  it('reads lakhs and crores in the Indian system', () => {
    const { headline, facts, steps, results, hidden } = shown({
      number: '12,34,56,789',
      system: 'indian',
    });
    expect(headline).toBe(
      'Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine',
    );
    expect(facts['International system']).toBe(
      'One hundred twenty-three million four hundred fifty-six thousand seven hundred eighty-nine',
    );
    expect(steps).toEqual([
      'Group the digits the Indian way, the last three and then pairs: 12,34,56,789',
      '12 crore → twelve crore',
      '34 lakh → thirty-four lakh',
      '56 thousand → fifty-six thousand',
      '789 → seven hundred eighty-nine',
      'Result: Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine',
    ]);
    expect(results).toMatchObject({ crores: 12, lakhs: 34, thousands: 56, hundreds: 789 });
    expect(hidden).toEqual(['billions', 'millions', 'cents']);
  });

  it('reads crores above 99 in lakhs and thousands of crores', () => {
    // 10^12 = 1,00,000 crore; 67,89,000 crore = 67,890,000,000,000.
    expect(indianWords(10n ** 12n)).toBe('one lakh crore');
    expect(indianWords(67_890_000_000_000n)).toBe('sixty-seven lakh eighty-nine thousand crore');
    expect(indianWords(17_000_000_000n)).toBe('one thousand seven hundred crore');
    expect(indianWords(10n ** 14n)).toBe('one crore crore');
    const { steps } = shown({ number: '67890000000000', system: 'indian' });
    expect(steps).toContain('67,89,000 crore → sixty-seven lakh eighty-nine thousand crore');
    expect(steps).toContain('A number of crores above 99 is itself read in lakhs and thousands.');
  });

  it('shows the crores or billions row only while a double holds it exactly', () => {
    // 2^53 − 1 = 9,007,199,254,740,991 crore is the most a double counts one by one.
    const exactCrores = ((2n ** 53n - 1n) * 10_000_000n).toString();
    expect(shown({ number: exactCrores, system: 'indian' }).results.crores).toBe(2 ** 53 - 1);
    expect(shown({ number: exactCrores, system: 'indian' }).hidden).not.toContain('crores');
    const long = '999999999999999999999999999999999999';
    expect(shown({ number: long, system: 'indian' }).hidden).toContain('crores');
    expect(shown({ number: long, system: 'international' }).hidden).toContain('billions');
    // Below a thousand of each group still shows: 999.
    expect(shown({ number: long, system: 'international' }).results.hundreds).toBe(999);
  });

  it('writes small numbers, teens, tens and hundreds', () => {
    expect(internationalWords(0n)).toBe('zero');
    expect(internationalWords(7n)).toBe('seven');
    expect(internationalWords(13n)).toBe('thirteen');
    expect(internationalWords(40n)).toBe('forty');
    expect(internationalWords(99n)).toBe('ninety-nine');
    expect(internationalWords(105n)).toBe('one hundred five');
    expect(internationalWords(1_000_001n)).toBe('one million one');
    expect(internationalWords(10n ** 9n)).toBe('one billion');
    expect(indianWords(100_000n)).toBe('one lakh');
    expect(indianWords(1_000_000n)).toBe('ten lakh');
    expect(indianWords(10_000_000n)).toBe('one crore');
    // The largest accepted: 36 nines.
    expect(internationalWords(10n ** 36n - 1n)).toMatch(
      /^nine hundred ninety-nine decillion nine hundred ninety-nine nonillion .* nine hundred ninety-nine$/,
    );
  });

  it('reads negative numbers and decimals as typed', () => {
    expect(shown({ number: '-42.50' }).headline).toBe('Minus forty-two point five zero');
    expect(shown({ number: '0.05' }).headline).toBe('Zero point zero five');
    expect(shown({ number: '.5' }).headline).toBe('Zero point five');
    expect(shown({ number: '0' }).headline).toBe('Zero');
    // Minus zero is zero; a minus sign is said in the steps.
    expect(shown({ number: '-0' }).headline).toBe('Zero');
    expect(shown({ number: '-3' }).steps).toContain('The minus sign is read “minus”.');
    expect(shown({ number: '1 000 000' }).headline).toBe('One million');
    expect(shown({ number: '007' }).headline).toBe('Seven');
  });

  it('writes cheque amounts: cents over 100, or paise and “only”', () => {
    const us = shown({ number: '1567', style: 'cheque' });
    expect(us.headline).toBe('One thousand five hundred sixty-seven and 00/100');
    expect(us.caption).toBe('1,567 as written on a cheque, in the international system');
    expect(us.steps).toContain(
      'Cents as a fraction of 100: .00 → and 00/100 (the currency word is printed on the cheque)',
    );
    expect(us.hidden).toEqual(['crores', 'lakhs']);
    expect(shown({ number: '130.45', style: 'cheque' }).headline).toBe(
      'One hundred thirty and 45/100',
    );
    expect(shown({ number: '21.5', style: 'cheque' }).headline).toBe('Twenty-one and 50/100');
    expect(shown({ number: '0.75', style: 'cheque' }).headline).toBe('Zero and 75/100');

    const inr = shown({ number: '250500.50', system: 'indian', style: 'cheque' });
    expect(inr.headline).toBe('Two lakh fifty thousand five hundred and paise fifty only');
    expect(inr.results.cents).toBe(50);
    expect(shown({ number: '500000', system: 'indian', style: 'cheque' }).headline).toBe(
      'Five lakh only',
    );
    expect(shown({ number: '0.57', system: 'indian', style: 'cheque' }).headline).toBe(
      'Paise fifty-seven only',
    );
    // Zeros past the paise are no amount.
    expect(shown({ number: '12.500', system: 'indian', style: 'cheque' }).headline).toBe(
      'Twelve and paise fifty only',
    );
  });

  it('refuses what cannot be read, or written on a cheque', () => {
    expect(errorOf({ number: '' })).toBe('Enter a number to write in words');
    expect(errorOf({ number: '12a' })).toBe(
      '“a” cannot be used: enter a number in digits, such as 1,234.56',
    );
    // A German is shown the example as Germans write it, not told to use a point.
    expect(
      evaluate(converter, { number: '12,5a' }, TODAY, numberLocaleOf('de-DE')).errors.number,
    ).toBe('“a” cannot be used: enter a number in digits, such as 1.234,56');
    expect(errorOf({ number: '1.2.3' })).toBe('Use one decimal point at most');
    expect(errorOf({ number: '4,5' })).toBe(
      'Use commas only between groups of digits (1,234,567 or 12,34,567), and a point for decimals',
    );
    expect(errorOf({ number: '1.234,5' })).toBe(
      'Use a point for decimals and commas only between groups of digits',
    );
    expect(errorOf({ number: '1'.repeat(37) })).toBe(
      'The number is too large: enter at most 36 digits in its whole part',
    );
    expect(errorOf({ number: `0.${'1'.repeat(21)}` })).toBe('Enter at most 20 decimal places');
    expect(errorOf({ number: '-5', style: 'cheque' })).toBe('A cheque amount cannot be negative');
    expect(errorOf({ number: '5.125', style: 'cheque' })).toBe(
      'A cheque amount has at most 2 decimals (cents or paise)',
    );
  });
});
