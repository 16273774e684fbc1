import { describe, expect, it } from 'vitest';
import {
  figuresIn,
  LINK_LOCALE,
  localeOfSignsKey,
  numberLocaleOfLanguages,
  signsKey,
  LINK_LOCALE_TAGS,
  numberLocaleOf,
  readTypedNumber,
  textIn,
  type NumberLocale,
} from './numberText.ts';
import { steppedText } from './numberStep.ts';

// The one reader of typed numbers, in the locales whose signs differ: a decimal point with comma
// grouping (en-US), lakhs and crores (en-IN), a decimal comma with point grouping (de-DE), a
// decimal comma with narrow no-break space grouping (fr-FR) and a decimal point with apostrophe
// grouping (de-CH). What a locale writes is taken from Intl, as the browser gives it.

const enUS = numberLocaleOf('en-US');
const enIN = numberLocaleOf('en-IN');
const deDE = numberLocaleOf('de-DE');
const frFR = numberLocaleOf('fr-FR');
const deCH = numberLocaleOf('de-CH');
const NNBSP = '\u202f';
const locales: Record<string, NumberLocale> = {
  'en-US': enUS,
  'en-IN': enIN,
  'de-DE': deDE,
  'fr-FR': frFR,
  'de-CH': deCH,
};

describe('the signs of a locale', () => {
  it('are those Intl writes, and the links’ own for locales that write numbers as links do', () => {
    expect(enUS).toBe(LINK_LOCALE);
    expect(enIN).toBe(LINK_LOCALE);
    expect(deDE).toEqual({ decimal: ',', group: '.' });
    expect(frFR).toEqual({ decimal: ',', group: NNBSP });
    expect(deCH.decimal).toBe('.');
    expect(["'", '\u2019']).toContain(deCH.group);
    // The same object for the same locale, so a browser's locale can be compared with the server's.
    expect(numberLocaleOf('de-DE')).toBe(deDE);
  });

  it('are known without Intl only for languages where Intl writes numbers as links do', () => {
    for (const tag of LINK_LOCALE_TAGS) {
      const signs = new Intl.NumberFormat(tag).format(1234567.5).replace(/\d/g, '');
      expect([',,.', ',,,.'], tag).toContain(signs);
    }
  });

  it('are the links’ for a locale of other digits or an unknown tag', () => {
    expect(numberLocaleOf('ar-EG')).toBe(LINK_LOCALE);
    expect(numberLocaleOf('not a locale!')).toBe(LINK_LOCALE);
    expect(numberLocaleOf(undefined).decimal).toMatch(/[.,]/);
  });
});

describe('reading a typed number', () => {
  // [locale, text, value, the canonical text a link carries]
  it.each([
    ['en-US', '4.5', 4.5, '4.5'],
    ['en-US', '200,000', 200000, '200000'],
    ['en-US', '1,234,567.89', 1234567.89, '1234567.89'],
    ['en-US', '1 000 000', 1000000, '1000000'],
    ['en-US', '10,00,000', 1000000, '1000000'],
    ['en-US', '.5', 0.5, '0.5'],
    ['en-US', '5.', 5, '5'],
    ['en-US', '-2.50', -2.5, '-2.50'],
    ['en-US', '1e5', 100000, '1e5'],
    ['en-IN', '10,00,000', 1000000, '1000000'],
    ['en-IN', '1,23,45,678.5', 12345678.5, '12345678.5'],
    ['en-IN', '1,000,000', 1000000, '1000000'],
    ['de-DE', '4,5', 4.5, '4.5'],
    ['de-DE', '200.000', 200000, '200000'],
    ['de-DE', '1.234,56', 1234.56, '1234.56'],
    ['de-DE', '10,5', 10.5, '10.5'],
    ['de-DE', '200 000', 200000, '200000'],
    ['de-DE', '30', 30, '30'],
    ['fr-FR', `200${NNBSP}000,5`, 200000.5, '200000.5'],
    ['fr-FR', '200 000,5', 200000.5, '200000.5'],
    ['fr-FR', '200\u00a0000', 200000, '200000'],
    ['fr-FR', '4,5', 4.5, '4.5'],
    ['de-CH', "1'234.5", 1234.5, '1234.5'],
    ['de-CH', '1\u2019234.5', 1234.5, '1234.5'],
    ['de-CH', '4.5', 4.5, '4.5'],
  ])('in %s, %j is %d (a link carries %j)', (locale, text, value, canonical) => {
    const read = readTypedNumber(text, locales[locale]!, 'number');
    expect(read).toMatchObject({ ok: true, value, canonical });
  });

  it.each([
    ['en-US', '4,5', 'Use a point for decimals: 4.5'],
    ['en-US', '1,00', 'Use a point for decimals: 1.00'],
    ['en-US', '1.234,56', 'Use a point for decimals: 1,234.56'],
    ['en-US', ',5', 'Use a point for decimals: 0.5'],
    ['en-US', '1.000.000', 'Use a comma for thousands: 1,000,000'],
    ['en-IN', '10,5', 'Use a point for decimals: 10.5'],
    ['de-DE', '4.5', 'Use a comma for decimals: 4,5'],
    ['de-DE', '1,234.56', 'Use a comma for decimals: 1.234,56'],
    ['de-DE', '1,000,000', 'Use a point for thousands: 1.000.000'],
    ['fr-FR', '4.5', 'Use a comma for decimals: 4,5'],
    ['fr-FR', '1.234', `Use a comma for decimals (1,234) or a space for thousands (1${NNBSP}234)`],
    ['de-CH', '4,5', 'Use a point for decimals: 4.5'],
    // Its decimal sign already the locale's: only the grouping sign is foreign.
    ['fr-FR', '1.000,5', `Use a space for thousands: 1${NNBSP}000,5`],
    ['de-CH', '1,000.5', `Use an apostrophe for thousands: 1${deCH.group}000.5`],
  ])('in %s, %j is not read: %j', (locale, text, message) => {
    const read = readTypedNumber(text, locales[locale]!, 'number');
    expect(read).toEqual({ ok: false, message });
  });

  it('asks in de-CH which of two readings 1,234 is', () => {
    const read = readTypedNumber('1,234', deCH, 'number');
    expect(read).toEqual({
      ok: false,
      message: `Use a point for decimals (1.234) or an apostrophe for thousands (1${deCH.group}234)`,
    });
  });

  it.each(Object.keys(locales))(
    'in %s, never reads a text with stray or misplaced signs',
    (tag) => {
      for (const text of [
        'abc',
        '12abc',
        '4..5',
        '1,2,3',
        '1,0000,000',
        '1 2',
        '--5',
        '$',
        '.',
        '1e',
        '1e999',
        '0x10',
        'Infinity',
        '1_000',
        '١٢',
      ]) {
        expect(readTypedNumber(text, locales[tag]!, 'money'), text).toMatchObject({ ok: false });
      }
    },
  );

  it('tells a field of whole numbers only the readings that are whole', () => {
    // '7.5' in Germany is not told to be written 7,5: the field refuses that too.
    expect(readTypedNumber('7.5', deDE, 'integer')).toEqual({ ok: false, decimals: true });
    expect(readTypedNumber('7.5', deDE, 'number')).toEqual({
      ok: false,
      message: 'Use a comma for decimals: 7,5',
    });
    // A whole amount of money (multiples of ₹100) reads its sign as before.
    expect(readTypedNumber('₹7.5', deDE, 'money', true)).toEqual({ ok: false, decimals: true });
    expect(readTypedNumber('1.000', frFR, 'integer')).toEqual({
      ok: false,
      message: `Use a space for thousands: 1${NNBSP}000`,
    });
  });

  it('drops nothing: every digit typed is in the value or the text is not read', () => {
    // Chromium's number input turned 4,5 into 45 and 200.000 into 200.
    expect(readTypedNumber('4,5', enUS, 'percent').ok).toBe(false);
    expect(readTypedNumber('4,5', deDE, 'percent')).toMatchObject({ value: 4.5 });
    expect(readTypedNumber('200.000', deDE, 'money')).toMatchObject({ value: 200000 });
    expect(readTypedNumber('200.000', enUS, 'money')).toMatchObject({ value: 200 });
  });

  it('says which reading it took where a link would read the text as another number', () => {
    expect(readTypedNumber('200.000', deDE, 'money')).toEqual({
      ok: true,
      value: 200000,
      canonical: '200000',
      note: 'Read as 200000: the point separates thousands',
    });
    expect(readTypedNumber('1,234', deDE, 'number')).toMatchObject({
      value: 1.234,
      note: 'Read as 1,234: the comma marks decimals',
    });
    expect(readTypedNumber('1,234', frFR, 'number')).toMatchObject({
      value: 1.234,
      note: 'Read as 1,234: the comma marks decimals',
    });
    // No note where a link reads the same, or cannot read the text at all.
    expect(readTypedNumber('4,5', deDE, 'number')).not.toHaveProperty('note');
    expect(readTypedNumber('1.234,5', deDE, 'number')).not.toHaveProperty('note');
    expect(readTypedNumber('200000', deDE, 'number')).not.toHaveProperty('note');
    expect(readTypedNumber('1,234', enUS, 'number')).not.toHaveProperty('note');
  });

  it('takes a currency sign on an amount and a % sign on a percentage, as typed in each locale', () => {
    expect(readTypedNumber('$250', enUS, 'money')).toMatchObject({ value: 250 });
    expect(readTypedNumber('₹ 10,00,000', enIN, 'money')).toMatchObject({ value: 1000000 });
    expect(readTypedNumber('250 €', deDE, 'money')).toMatchObject({ value: 250 });
    expect(readTypedNumber('1.234,50 €', deDE, 'money')).toMatchObject({ value: 1234.5 });
    expect(readTypedNumber('-$5', enUS, 'money')).toMatchObject({ value: -5 });
    expect(readTypedNumber('7%', enUS, 'percent')).toMatchObject({ value: 7, canonical: '7' });
    expect(readTypedNumber('4,5 %', deDE, 'percent')).toMatchObject({ value: 4.5 });
    // Only where the field's kind has them.
    expect(readTypedNumber('$250', enUS, 'number').ok).toBe(false);
    expect(readTypedNumber('7%', enUS, 'money').ok).toBe(false);
  });
});

describe('a link’s text', () => {
  it.each([
    ['15', 15],
    [' 200 ', 200],
    ['19.99', 19.99],
    ['-50', -50],
    ['+7.5', 7.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1e15', 1e15],
    ['1E-9', 1e-9],
    ['0', 0],
    ['1,000', 1000],
  ])('%j is %s', (text, value) => {
    expect(readTypedNumber(text, LINK_LOCALE, 'number')).toMatchObject({ ok: true, value });
  });

  it.each(['   ', 'abc', '12abc', '0x10', 'Infinity', '1e999', '-', '.', 'NaN', '1,00'])(
    '%j is not a number',
    (text) => {
      expect(readTypedNumber(text, LINK_LOCALE, 'number').ok).toBe(false);
    },
  );
});

describe('a link’s text shown in a locale', () => {
  it.each([
    ['de-DE', '4.5', '4,5'],
    ['de-DE', '200000', '200000'],
    ['de-DE', '30', '30'],
    ['de-DE', '1,000', '1000'],
    ['de-DE', '10,00,000', '1000000'],
    ['de-DE', '1.234', '1,234'],
    ['de-DE', '$250', '$250'],
    ['fr-FR', '0.15', '0,15'],
    ['de-CH', '4.5', '4.5'],
    ['de-CH', '1,000', '1000'],
    ['en-IN', '4.5', '4.5'],
    // A text a link cannot read is left as it is.
    ['de-DE', '4,5', '4,5'],
    ['de-DE', 'abc', 'abc'],
  ])('in %s, %j is shown as %j', (tag, text, shown) => {
    const locale = locales[tag]!;
    expect(textIn(text, LINK_LOCALE, locale, 'money')).toBe(shown);
    // And is read there as the link reads it.
    const link = readTypedNumber(text, LINK_LOCALE, 'money');
    if (link.ok)
      expect(readTypedNumber(shown, locale, 'money')).toMatchObject({ value: link.value });
  });
});

describe('a hint’s or a limit’s figures in a locale', () => {
  it('writes them as the visitor types numbers, and leaves other digits alone', () => {
    // "at most 10,000 km" reads as 10 km in Germany; "42.195 km" as 42,195 km.
    expect(figuresIn('The distance can be at most 10,000 km', deDE)).toBe(
      'The distance can be at most 10.000 km',
    );
    expect(figuresIn('A marathon is 42.195 km (26.219 miles).', deDE)).toBe(
      'A marathon is 42,195 km (26,219 miles).',
    );
    // Lakhs are regrouped in thousands: 10.00.000 is no number in France or Germany.
    expect(figuresIn('At most ₹10,00,000.50, or 12.5%', frFR)).toBe(
      `At most ₹1${NNBSP}000${NNBSP}000,50, or 12,5%`,
    );
    expect(figuresIn('₹1,00,000 and $1,234,567.891', deDE)).toBe('₹100.000 and $1.234.567,891');
    // Numbers a comma separates, one of them with decimals: semicolons, as those locales write.
    expect(figuresIn('(1.5, 2.5) and 12, 15, 10.5; 3, 4', deDE)).toBe(
      '(1,5; 2,5) and 12; 15; 10,5; 3, 4',
    );
    expect(figuresIn('Heights: 5.87, 4.89', frFR)).toBe('Heights: 5,87; 4,89');
    // One sentence writes its pairs alike: a slope's points, one of them with decimals.
    expect(figuresIn('The line through (1.5, 3.25) and (4, 9), at 2, 3', deDE)).toBe(
      'The line through (1,5; 3,25) and (4; 9), at 2, 3',
    );
    expect(figuresIn('The line through (1, 3) and (4, 9)', deDE)).toBe(
      'The line through (1, 3) and (4, 9)',
    );
    // Results: money, a power of ten, a negative amount, a range.
    expect(figuresIn('= $1,380.51 ≈ 1.532 × 10⁻²⁸⁸, -CA$17,696.35, 18.5 – 24.9', deDE)).toBe(
      '= $1.380,51 ≈ 1,532 × 10⁻²⁸⁸; -CA$17.696,35; 18,5 – 24,9',
    );
    expect(figuresIn('5 mV is 0.005 V', deCH)).toBe('5 mV is 0.005 V');
    // A list's items with a currency sign, a % sign or a power of ten are numbers like others.
    expect(figuresIn('₹77.00, ₹82.93, ₹89.31 and ₹96.19; 12.5%, 13%, 1e-12', deDE)).toBe(
      '₹77,00; ₹82,93; ₹89,31 and ₹96,19; 12,5%; 13%; 1e-12',
    );
    expect(figuresIn('Sides 62.4, 43.5 and 34.1; heights: 5.87, 4.89', deDE)).toBe(
      'Sides 62,4; 43,5 and 34,1; heights: 5,87; 4,89',
    );
    // Two numbers a word follows are a sentence's comma, which stays one.
    expect(figuresIn('you save $89.28, 32.00% in all (not 35%)', deDE)).toBe(
      'you save $89,28, 32,00% in all (not 35%)',
    );
    expect(figuresIn('In 2026, 1.5 kg; Q1, 2.5%', deDE)).toBe('In 2026, 1,5 kg; Q1, 2,5%');
    expect(figuresIn('In year 1, $3,226.45 goes to principal; in year 30, $11,869.37', deDE)).toBe(
      'In year 1, $3.226,45 goes to principal; in year 30, $11.869,37',
    );
    expect(figuresIn('With 0% the grade is 51.00%; with 100%, 91.00%.', deDE)).toBe(
      'With 0% the grade is 51,00%; with 100%, 91,00%.',
    );
    // A date as the United States writes it is no list: its day and year keep their comma.
    expect(figuresIn('On December 4, 2026, 12.5 kg (Jan 1, 2025, 1.5 h)', deDE)).toBe(
      'On December 4, 2026, 12,5 kg (Jan 1, 2025, 1,5 h)',
    );
    // Only a month's name: 'Decrease 5, 1234.5 kg' is no date, and a year ends the date.
    expect(figuresIn('Decrease 5, 1234.5 kg', deDE)).toBe('Decrease 5, 1234,5 kg');
    expect(figuresIn('Dec 4, 2026.5', deDE)).toBe('Dec 4, 2026,5');
    // A point's formula reads like the pair it gives.
    expect(
      figuresIn(
        'Midpoint = ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2) = ((1 + 4) ÷ 2, (3 + 9) ÷ 2) = (2.5, 6)',
        deDE,
      ),
    ).toBe('Midpoint = ((x₁ + x₂) ÷ 2; (y₁ + y₂) ÷ 2) = ((1 + 4) ÷ 2; (3 + 9) ÷ 2) = (2,5; 6)');
    // Not the commas of brackets that hold words.
    expect(figuresIn('The point (1.5, 2), as in (12% of 1,000, 200)', deDE)).toBe(
      'The point (1,5; 2), as in (12% of 1.000, 200)',
    );
    // Not figures: an address, a date, a version, a ratio's parts, whole numbers.
    const other =
      'Use 192.168.1.130 on 2024-01-01 (v1.2.3), 3:2, 2000, 1000, LCM(12,15) and 2023-11-14T22:13:20.123Z';
    expect(figuresIn(other, deDE)).toBe(other);
    // Nor what programs or standards read: a time's seconds, a colour, an address, a version.
    const read =
      '22:13:20.123Z, rgb(255,128,0), hsl(270, 50%, 40.5%), https://example.com/v1.2/?id=1,234, WCAG 2.1, HTTP/1.1 and v2.0';
    expect(figuresIn(read, deDE)).toBe(read);
    expect(figuresIn('At most 10,000 km', LINK_LOCALE)).toBe('At most 10,000 km');
  });

  it('keeps a citation’s sections as its source numbers them, and the figures around them', () => {
    expect(figuresIn('Cochran (3rd ed., §4.4): 1.96² × 0.25', deDE)).toBe(
      'Cochran (3rd ed., §4.4): 1,96² × 0,25',
    );
    expect(figuresIn('(§7.7–7.8, § 2.1) and 29 CFR 778.107 and 778.110(b), 1.5 times', deDE)).toBe(
      '(§7.7–7.8, § 2.1) and 29 CFR 778.107 and 778.110(b), 1,5 times',
    );
    expect(figuresIn('43% (HUD Handbook 4000.1), 31.5%', frFR)).toBe(
      '43% (HUD Handbook 4000.1), 31,5%',
    );
    expect(
      figuresIn('OpenStax, section 11.2 and Sections 20.2 and 20.4, Example 2.53: 4.5', deDE),
    ).toBe('OpenStax, section 11.2 and Sections 20.2 and 20.4, Example 2.53: 4,5');
    // Names and versions: the SECURE 2.0 Act, GST 2.0, uqr version 0.1.
    expect(figuresIn('SECURE 2.0 Act, GST 2.0 and version 0.1 at 12.5%', deDE)).toBe(
      'SECURE 2.0 Act, GST 2.0 and version 0.1 at 12,5%',
    );
  });
});

describe('the signs of a request’s languages, and of a page the server wrote', () => {
  it('are those of the language preferred most, as one object for the same signs', () => {
    expect(numberLocaleOfLanguages('de-DE,de;q=0.9,en;q=0.8')).toBe(deDE);
    expect(numberLocaleOfLanguages('en;q=0.5, fr-FR')).toBe(frFR);
    expect(numberLocaleOfLanguages('fr')).toBe(frFR);
    expect(numberLocaleOfLanguages('en-IN,hi;q=0.9')).toBe(LINK_LOCALE);
    for (const header of [undefined, '', '*', 'de;q=0', 'not a tag']) {
      expect(numberLocaleOfLanguages(header)).toBe(LINK_LOCALE);
    }
  });

  it('are read back from their key as the same object, and links’ from anything else', () => {
    for (const locale of [deDE, frFR, deCH, LINK_LOCALE]) {
      expect(localeOfSignsKey(signsKey(locale))).toBe(locale);
    }
    for (const key of [undefined, 42, '', ',,', 'a.', '.,,']) {
      expect(localeOfSignsKey(key)).toBe(LINK_LOCALE);
    }
  });
});

describe('the arrow keys of a field with spin steps', () => {
  const monthly = { min: 500, max: 1_000_000, step: 500 };
  const rate = { min: 1, max: 30, step: 0.1 };
  it.each([
    ['5000', 1, '5500'],
    ['5000', -1, '4500'],
    ['5250', 1, '5500'],
    ['5250', -1, '5000'],
    ['500', -1, '500'],
    ['1,000,000', 1, '1000000'],
    ['', 1, '500'],
  ] as const)('steps ₹%s by %d to %s', (text, direction, next) => {
    expect(steppedText(text, enIN, 'money', monthly, direction)).toBe(next);
  });

  it('steps by tenths without rounding errors, written in the locale', () => {
    expect(steppedText('12', enUS, 'percent', rate, 1)).toBe('12.1');
    expect(steppedText('12.3', enUS, 'percent', rate, -1)).toBe('12.2');
    expect(steppedText('12,3', deDE, 'percent', rate, 1)).toBe('12,4');
    expect(steppedText('0.5', enUS, 'percent', rate, 1)).toBe('1');
  });

  it('never overwrites a text that is not a number', () => {
    expect(steppedText('4,5', enUS, 'percent', rate, 1)).toBeNull();
    expect(steppedText('abc', enUS, 'percent', rate, 1)).toBeNull();
  });
});
