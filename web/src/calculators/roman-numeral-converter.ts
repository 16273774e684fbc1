import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 94,
  name: 'Roman Numeral Converter',
  description:
    'Convert numbers from 1 to 3999 to Roman numerals and Roman numerals back to numbers, with a check of the numeral.',
  category: 'conversion',
  icon: 'landmark',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['number-to-words-converter', 'number-base-converter', 'scientific-calculator'],
  keywords:
    'roman numerals numeral arabic number mcmxciv mmxxiv year in roman numerals i v x l c d m',
} satisfies CalculatorRecord;

// Standard (subtractive) Roman numerals, 1 to 3999: each place of the number, thousands, hundreds,
// tens and ones, is written in turn with its own letters (3888 is MMM DCCC LXXX VIII), and only
// the six pairs IV, IX, XL, XC, CD and CM subtract. One field takes either a number or a numeral;
// which one is told from the text. A numeral is accepted only in standard form: it must be
// exactly what the number it stands for is written as.

/** The letters of each place, 0 to 9: ones, tens, hundreds, thousands (up to 3). */
const PLACES = [
  ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'],
  ['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC'],
  ['', 'C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM'],
  ['', 'M', 'MM', 'MMM'],
] as const;

/** The value of each letter. */
const LETTERS: Readonly<Record<string, number>> = {
  I: 1,
  V: 5,
  X: 10,
  L: 50,
  C: 100,
  D: 500,
  M: 1000,
};

const PAIRS = ['IV', 'IX', 'XL', 'XC', 'CD', 'CM'];

export const MAX = 3999;

/** A place of a number written in Roman numerals: 900 is CM. */
export interface RomanPart {
  value: number;
  roman: string;
}

/** The places of a number from 1 to 3999 that are not 0, largest first, each with its letters. */
export function romanParts(value: number): RomanPart[] {
  const parts: RomanPart[] = [];
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit > 0) parts.push({ value: digit * 10 ** place, roman: PLACES[place]![digit]! });
  }
  return parts;
}

/** A number from 1 to 3999 in standard Roman numerals: 1994 → 'MCMXCIV'. */
export function toRoman(value: number): string {
  return romanParts(value)
    .map((part) => part.roman)
    .join('');
}

/** The letters of a place as sums and differences: 'CM' → '1000 − 100', 'DCC' → '500 + 100 + 100'. */
export function partSum(roman: string): string {
  if (PAIRS.includes(roman)) return `${LETTERS[roman[1]!]} − ${LETTERS[roman[0]!]}`;
  return roman
    .split('')
    .map((letter) => LETTERS[letter])
    .join(' + ');
}

/** What was typed, read: a number and its numeral, or the message saying what is wrong. */
export type Reading =
  { from: 'number' | 'roman'; value: number; roman: string } | { error: string };

const RANGE = 'a whole number from 1 to 3999';

/** The value of a number typed in digits (commas between thousands allowed), or a message. */
function readNumber(text: string): Reading {
  if (text.startsWith('-') || text.startsWith('\u2212')) {
    return { error: `Roman numerals have no negative numbers: enter ${RANGE}` };
  }
  const body = text.replace(/^\+/, '');
  const plain = /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(body) ? body.replace(/,/g, '') : body;
  if (!/^\d+(\.\d*)?$/.test(plain) && !/^\.\d+$/.test(plain)) {
    return { error: `Enter ${RANGE}, or a Roman numeral such as MCMXCIV` };
  }
  const [whole = '', fraction = ''] = plain.split('.');
  // A point before three digits groups thousands in much of Europe (2.987): said, not guessed.
  if (/^\d{1,3}\.\d{3}$/.test(plain)) {
    return { error: `Write the number without a point (${whole}${fraction}): enter ${RANGE}` };
  }
  if (/[1-9]/.test(fraction)) {
    return { error: `Roman numerals are for whole numbers: enter ${RANGE}` };
  }
  const digits = whole.replace(/^0+/, '');
  if (digits === '') return { error: `Roman numerals have no zero: enter ${RANGE}` };
  if (digits.length > 4 || Number(digits) > MAX) {
    return {
      error: `Standard Roman numerals go up to 3999 (MMMCMXCIX): enter ${RANGE}`,
    };
  }
  const value = Number(digits);
  return { from: 'number', value, roman: toRoman(value) };
}

/** The value of a numeral read letter by letter (a smaller letter before a larger subtracts). */
function letterSum(numeral: string): number {
  let total = 0;
  for (let i = 0; i < numeral.length; i++) {
    const value = LETTERS[numeral[i]!]!;
    const next = LETTERS[numeral[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** The value of a Roman numeral in standard form, or the message naming the rule it breaks. */
function readRoman(text: string): Reading {
  const numeral = text.toUpperCase();
  const stranger = /[^IVXLCDM]/.exec(numeral);
  if (stranger) {
    return {
      error: `“${stranger[0]}” is not a Roman numeral: use the letters I, V, X, L, C, D and M`,
    };
  }
  for (const letter of ['V', 'L', 'D']) {
    if (numeral.split(letter).length > 2) {
      const twice = toRoman(2 * LETTERS[letter]!);
      return {
        error: `“${letter}” is used only once in a numeral: ${letter} + ${letter} is written ${twice}`,
      };
    }
  }
  const run = /(I{4,}|X{4,}|C{4,}|M{4,})/.exec(numeral);
  if (run) {
    const letter = run[0][0]!;
    if (letter === 'M') {
      return {
        error: 'Standard Roman numerals go up to 3999 (MMMCMXCIX): M is used at most 3 times',
      };
    }
    const four = 4 * LETTERS[letter]!;
    return {
      error: `“${letter}” is written at most 3 times in a row: ${four} is ${toRoman(four)}, not ${letter.repeat(4)}`,
    };
  }
  for (let i = 0; i + 1 < numeral.length; i++) {
    const [small, large] = [LETTERS[numeral[i]!]!, LETTERS[numeral[i + 1]!]!];
    const pair = numeral.slice(i, i + 2);
    if (small < large && !PAIRS.includes(pair)) {
      const meant = large - small;
      return {
        error: `“${pair}” cannot be used: only IV, IX, XL, XC, CD and CM subtract (${large} − ${small} = ${meant} is ${toRoman(meant)})`,
      };
    }
  }
  const value = letterSum(numeral);
  if (value < 1 || value > MAX || toRoman(value) !== numeral) {
    return {
      error: `“${numeral}” is not in standard form: write the thousands, hundreds, tens and ones in turn, largest first (1994 is M CM XC IV)`,
    };
  }
  return { from: 'roman', value, roman: numeral };
}

/** A number or a Roman numeral, told apart by what it is made of. */
export function readValue(text: string): Reading {
  const t = text.trim().replace(/\s+/g, '');
  if (t === '') return { error: `Enter ${RANGE}, or a Roman numeral` };
  const hasDigit = /\d/.test(t);
  const hasLetter = /[a-z]/i.test(t);
  if (hasDigit && hasLetter) {
    return { error: 'Enter either a number or a Roman numeral, not both' };
  }
  return hasLetter ? readRoman(t) : readNumber(t);
}

function read(text: string) {
  return readValue(text) as Extract<Reading, { value: number }>;
}

export default defineCalculator({
  slug: 'roman-numeral-converter',
  fields: {
    value: {
      kind: 'text',
      label: 'Number or Roman numeral',
      default: '1994',
      maxLength: 40,
      code: true,
      placeholder: '1994 or MCMXCIV',
      help: 'Type a whole number from 1 to 3999 to get its numeral, or a numeral (in capitals or not) to get its number.',
      required: `Enter ${RANGE}, or a Roman numeral`,
      check: (text) => {
        const reading = readValue(text);
        return 'error' in reading ? reading.error : null;
      },
    },
  },
  outputs: {
    number: { label: 'Number', format: 'digits' },
    letters: { label: 'Letters in the numeral', format: 'integer' },
  },
  compute(v) {
    const { value, roman } = read(v.value);
    return { number: value, letters: roman.length };
  },
  headline: {
    label: 'Result',
    text: (v) => {
      const reading = read(v.value);
      return reading.from === 'number' ? reading.roman : String(reading.value);
    },
    caption: (v) => {
      const { from, value, roman } = read(v.value);
      return from === 'number'
        ? `${value} in Roman numerals is ${roman}`
        : `The Roman numeral ${roman} is ${value}`;
    },
  },
  facts(v) {
    const { value, roman } = read(v.value);
    const parts = romanParts(value);
    return [
      { label: 'Roman numeral', text: roman },
      { label: 'Number', text: String(value) },
      {
        label: 'By place',
        text: `${parts.map((part) => part.roman).join(' + ')} = ${parts.map((part) => part.value).join(' + ')}`,
      },
      { label: 'Letters', text: String(roman.length) },
    ];
  },
  steps(v) {
    const { from, value, roman } = read(v.value);
    const parts = romanParts(value);
    const lines = parts.map((part) => {
      const sum = partSum(part.roman);
      const shown = sum === String(part.value) ? '' : ` (${sum})`;
      return `${part.value} = ${part.roman}${shown}`;
    });
    if (from === 'number') {
      return [
        `Split ${value} into thousands, hundreds, tens and ones: ${parts.map((part) => part.value).join(' + ')}`,
        ...lines,
        `Write them in turn: ${parts.map((part) => part.roman).join(' + ')} = ${roman}`,
      ];
    }
    return [
      `Read ${roman} place by place: ${parts.map((part) => part.roman).join(', ')}`,
      ...lines,
      `Add the places: ${parts.map((part) => part.value).join(' + ')} = ${value}`,
      `${value} is written ${roman} in standard form, so the numeral is valid.`,
    ];
  },
  about: [
    'Roman numerals use seven letters: I = 1, V = 5, X = 10, L = 50, C = 100, D = 500 and M = 1000. Letters are written largest first and added; a smaller letter before a larger one is subtracted from it. In today’s standard form the subtraction is used only in six pairs, IV (4), IX (9), XL (40), XC (90), CD (400) and CM (900), so that no letter is written four times in a row.',
    'To write a number, each of its places is written in turn, thousands, hundreds, tens and ones, and a place that is 0 is left out: 1994 = 1000 + 900 + 90 + 4 = M CM XC IV = MCMXCIV, and 207 = CC VII = CCVII. To read a numeral, its places are added: MCMLXXV = 1000 + 900 + 50 + 20 + 5 = 1975.',
    'The converter tells a number from a numeral by what you type. It accepts a numeral only in standard form: IIII (write IV), VX (write V), IC (write XCIX for 99) and IM are refused with the rule they break, though such forms are found on old clocks and inscriptions. The largest standard numeral is MMMCMXCIX, 3999; larger numbers were written with a bar (vinculum) over letters to multiply them by 1000, which this converter does not write. There is no Roman numeral for 0, for negative numbers or for fractions.',
    'Sources: Great Soviet Encyclopedia, “Roman Numerals”; Encyclopaedia of Mathematics, “Roman numerals”; PlanetMath, “Roman numerals”; OpenStax, Contemporary Mathematics, Section 4.2.',
  ],
  faq: [
    {
      question: 'How do I write 2024 in Roman numerals?',
      answer:
        'Split it into places: 2000 + 20 + 4. 2000 is MM, 20 is XX and 4 is IV, so 2024 is MMXXIV. In the same way 1994 is MCMXCIV and 49 is XLIX (40 + 9), not IL.',
    },
    {
      question: 'Why is 4 written IV and not IIII?',
      answer:
        'Standard form never writes a letter four times in a row; a smaller letter before a larger one subtracts, so 4 is 5 − 1, IV. Clock faces often show IIII for tradition, and ancient inscriptions used both forms, but IV is the form taught and used today.',
    },
    {
      question: 'Why is 99 not IC?',
      answer:
        'Only I, X and C subtract, and only from the next two larger letters: I from V and X, X from L and C, C from D and M. So 99 is 90 + 9 = XC + IX = XCIX, and 999 is CMXCIX, not IM.',
    },
    {
      question: 'What is the largest Roman numeral?',
      answer:
        'In standard form, MMMCMXCIX, which is 3999. The Romans wrote larger numbers with a bar over a numeral to multiply it by 1000 (V with a bar is 5000); there is no numeral for 0.',
    },
  ],
  references: [
    {
      source:
        'Great Soviet Encyclopedia, 3rd edition (1970–1979), “Roman Numerals” (encyclopedia2.thefreedictionary.com/Roman+Numerals): MCMLXXV is the year 1975',
      inputs: { value: 'MCMLXXV' },
      expected: { number: 1975, letters: 7 },
      tolerance: 0,
    },
    {
      source:
        'Great Soviet Encyclopedia, 3rd edition, “Roman Numerals” (encyclopedia2.thefreedictionary.com/Roman+Numerals): XIX = 10 + 10 − 1 = 19',
      inputs: { value: 'XIX' },
      expected: { number: 19 },
      tolerance: 0,
    },
    {
      source:
        'PlanetMath, “Roman numerals” (planetmath.org/RomanNumerals): 1999 is usually written MCMXCIX, not MIM',
      inputs: { value: 'MCMXCIX' },
      expected: { number: 1999, letters: 7 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 4.2 "Early Numeration Systems", “Roman Numerals” (openstax.org/books/contemporary-mathematics/pages/4-2-early-numeration-systems): 40 was written XL, “ten before fifty,” while 49 was written XLIX, “forty plus nine”',
      inputs: { value: 'XLIX' },
      expected: { number: 49, letters: 4 },
      tolerance: 0,
    },
    {
      source:
        'Mathematical Association of America and Math Resources, Inside Math, “Roman numerals” (www.mathresources.com/products/insidemath/maa/roman_numerals.html): LIX represents 59, 50 + (10 − 1)',
      inputs: { value: 'LIX' },
      expected: { number: 59 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 4.2 "Early Numeration Systems", Example 4.10 “Converting Roman Numerals to Hindu-Arabic Numbers” (openstax.org/books/contemporary-mathematics/pages/4-2-early-numeration-systems): MMCMXLVIII is 2000 + 900 + 40 + 5 + 3, “Adding those values yields 2,948” (typed here in lower case)',
      inputs: { value: 'mmcmxlviii' },
      expected: { number: 2948, letters: 10 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 4.2 "Early Numeration Systems", Example 4.10 (openstax.org/books/contemporary-mathematics/pages/4-2-early-numeration-systems): XXXIV is 30 plus 4, “or 34 in Hindu-Arabic numerals”',
      inputs: { value: 'XXXIV' },
      expected: { number: 34 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 4.2 "Early Numeration Systems", Example 4.11 “Converting Hindu-Arabic Numbers to Roman Numerals” (openstax.org/books/contemporary-mathematics/pages/4-2-early-numeration-systems): “2,987 in Roman numerals is MMCMLXXXVII”, 11 letters',
      // Typed without grouping, which reads the same in every locale.
      inputs: { value: '2987' },
      expected: { number: 2987, letters: 11 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 4.2 "Early Numeration Systems", Example 4.11 (openstax.org/books/contemporary-mathematics/pages/4-2-early-numeration-systems): 846 is D + CCC + XL + VI, “The Roman numerals are DCCCXLVI”, 8 letters',
      inputs: { value: '846' },
      expected: { number: 846, letters: 8 },
      tolerance: 0,
    },
  ],
});
