import { capitalised } from '../domain/format.ts';
import { groupIndianDigits } from '../domain/indianNumbers.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { isExact } from './shared/integers.ts';

export const record = {
  id: 95,
  name: 'Number to Words Converter',
  description:
    'Write any number in words, in the international system (million, billion) or the Indian one (lakh, crore), or as on a cheque.',
  category: 'conversion',
  icon: 'text',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'roman-numeral-converter',
    'number-base-converter',
    'word-counter',
    'text-case-converter',
  ],
  keywords:
    'number in words spell out amount in words cheque check writing lakh crore million billion rupees dollars figures to words',
} satisfies CalculatorRecord;

// A number written in words. The whole part is read in groups: in the international (short
// scale) system in threes, with thousand, million, billion and on to decillion; in the Indian
// system the last three digits, then pairs, with thousand, lakh and crore, and a number of crores
// above 99 is itself read in lakhs and thousands (1,00,000 crore is "one lakh crore"). Words
// follow American and most cheque usage: hyphens from twenty-one to ninety-nine and no "and"
// inside the number (one hundred five). Decimals are read digit by digit after "point"; on a
// cheque, cents as a fraction of 100 (international) or paise in words (Indian). The number is
// text, read exactly in BigInt: nothing is rounded.

/** The most digits before the point: 36, up to nine hundred ninety-nine decillion … */
const MAX_DIGITS = 36;
/** The most digits after the point. */
const MAX_DECIMALS = 20;

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short-scale names of each group of three digits (10³ᵏ). */
const SCALES = [
  '',
  'thousand',
  'million',
  'billion',
  'trillion',
  'quadrillion',
  'quintillion',
  'sextillion',
  'septillion',
  'octillion',
  'nonillion',
  'decillion',
];

/** 0 to 999 in words ('' for 0): 105 → 'one hundred five', 42 → 'forty-two'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20)
    words.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest]!);
  return words.join(' ');
}

/** A whole number in the international system: 1234567n → 'one million two hundred …'. */
export function internationalWords(n: bigint): string {
  if (n === 0n) return 'zero';
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0n; scale++) {
    const group = Number(rest % 1000n);
    if (group > 0) words.unshift(`${belowThousand(group)}${scale ? ` ${SCALES[scale]}` : ''}`);
    rest /= 1000n;
  }
  return words.join(' ');
}

/** A whole number in the Indian system: 123456789n → 'twelve crore thirty-four lakh …'. */
export function indianWords(n: bigint): string {
  if (n === 0n) return 'zero';
  const words: string[] = [];
  const crores = n / 10_000_000n;
  if (crores > 0n) words.push(`${indianWords(crores)} crore`);
  const lakhs = Number((n / 100_000n) % 100n);
  const thousands = Number((n / 1000n) % 100n);
  const rest = Number(n % 1000n);
  if (lakhs > 0) words.push(`${belowThousand(lakhs)} lakh`);
  if (thousands > 0) words.push(`${belowThousand(thousands)} thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

export type NumberSystem = 'international' | 'indian';
export type WordStyle = 'plain' | 'cheque';

/** A number as typed: its sign, whole digits (no leading zeros) and decimal digits as typed. */
export interface TypedNumber {
  negative: boolean;
  whole: bigint;
  fraction: string;
}

/**
 * The number in a text, or the message saying what cannot be read. Spaces, underscores and
 * apostrophes group digits anywhere; commas only between groups, international (1,234,567) or
 * Indian (12,34,567); a point marks the decimals.
 */
export function readNumber(text: string): TypedNumber | { error: string } {
  let t = text.trim().replace(/\u2212/g, '-');
  if (t === '') return { error: 'Enter a number to write in words' };
  let negative = false;
  if (t.startsWith('-') || t.startsWith('+')) {
    negative = t.startsWith('-');
    t = t.slice(1).trimStart();
  }
  t = t.replace(/[\s_'’]/g, '');
  const bad = /[^0-9.,]/.exec(t);
  if (bad) {
    // Its example is written in the visitor's signs (1.234,56 in Germany), as every figure of a
    // numbers field's message is.
    return { error: `“${bad[0]}” cannot be used: enter a number in digits, such as 1,234.56` };
  }
  const points = t.split('.').length - 1;
  if (points > 1) return { error: 'Use one decimal point at most' };
  const [wholeText = '', fraction = ''] = t.split('.');
  if (fraction.includes(',')) {
    return { error: 'Use a point for decimals and commas only between groups of digits' };
  }
  if (
    wholeText.includes(',') &&
    !/^\d{1,3}(,\d{3})+$/.test(wholeText) &&
    !/^\d{1,2}(,\d{2})*,\d{3}$/.test(wholeText)
  ) {
    return {
      error:
        'Use commas only between groups of digits (1,234,567 or 12,34,567), and a point for decimals',
    };
  }
  const digits = wholeText.replace(/,/g, '');
  if (digits === '' && fraction === '') return { error: 'Enter a number to write in words' };
  const significant = digits.replace(/^0+/, '');
  if (significant.length > MAX_DIGITS) {
    return {
      error: `The number is too large: enter at most ${MAX_DIGITS} digits in its whole part`,
    };
  }
  if (fraction.length > MAX_DECIMALS) {
    return { error: `Enter at most ${MAX_DECIMALS} decimal places` };
  }
  const whole = BigInt(significant || '0');
  // Minus zero is zero.
  if (whole === 0n && !/[1-9]/.test(fraction)) negative = false;
  return { negative, whole, fraction };
}

/** The whole number in words in a system. */
export function wholeWords(n: bigint, system: NumberSystem): string {
  return system === 'indian' ? indianWords(n) : internationalWords(n);
}

/** The cents (or paise) of a cheque amount: the first two decimals, as typed (.5 is 50). */
function centsOf(fraction: string): number {
  return Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** The number in words: plainly, with its decimals read digit by digit, or as on a cheque. */
export function inWords(number: TypedNumber, system: NumberSystem, style: WordStyle): string {
  const whole = wholeWords(number.whole, system);
  if (style === 'cheque') {
    const cents = centsOf(number.fraction);
    if (system === 'international') {
      return capitalised(`${whole} and ${String(cents).padStart(2, '0')}/100`);
    }
    if (cents === 0) return capitalised(`${whole} only`);
    const paise = `paise ${belowThousand(cents)} only`;
    return capitalised(number.whole === 0n ? paise : `${whole} and ${paise}`);
  }
  const sign = number.negative ? 'minus ' : '';
  const decimals = number.fraction
    ? ` point ${number.fraction
        .split('')
        .map((digit) => ONES[Number(digit)])
        .join(' ')}`
    : '';
  return capitalised(`${sign}${whole}${decimals}`);
}

/** Digits grouped for a system: 1234567 → '1,234,567' or '12,34,567'. */
export function groupDigits(n: bigint, system: NumberSystem): string {
  const digits = n.toString();
  return system === 'indian'
    ? groupIndianDigits(digits)
    : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The number in figures as the words read it ('-12,34,567.5'). */
function figures(number: TypedNumber, system: NumberSystem): string {
  const sign = number.negative ? '-' : '';
  return `${sign}${groupDigits(number.whole, system)}${number.fraction ? `.${number.fraction}` : ''}`;
}

const fields = {
  number: {
    kind: 'text',
    numbers: 'lines',
    label: 'Number',
    default: '1234567.89',
    maxLength: 80,
    code: true,
    placeholder: '1234567.89',
    help: 'A whole number or a decimal, with a minus sign for a negative one, written as you write numbers: 1234567.89, or grouped as 1,234,567.89.',
    required: 'Enter a number to write in words',
    check: (text: string) => {
      const read = readNumber(text);
      return 'error' in read ? read.error : null;
    },
  },
  system: {
    kind: 'choice',
    label: 'Number system',
    default: 'international',
    display: 'radio',
    options: [
      { value: 'international', label: 'International (thousand, million, billion)' },
      { value: 'indian', label: 'Indian (thousand, lakh, crore)' },
    ],
  },
  style: {
    kind: 'choice',
    label: 'Write it',
    default: 'plain',
    display: 'radio',
    options: [
      { value: 'plain', label: 'In words (decimals read as “point …”)' },
      { value: 'cheque', label: 'As on a cheque (cents or paise)' },
    ],
  },
} as const;

type WordValues = Values<typeof fields>;

const numberOf = (v: WordValues) => readNumber(v.number) as TypedNumber;

/** The result in words for the values shown. */
export function wordsFor(v: WordValues): string {
  return inWords(numberOf(v), v.system, v.style);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export default defineCalculator({
  slug: 'number-to-words-converter',
  // Its subject is how a number is written (12,34,567 in the Indian system): kept as written.
  figuresAsWritten: true,
  fields,
  validate(v) {
    const number = numberOf(v);
    if (v.style !== 'cheque') return {};
    if (number.negative) return { number: 'A cheque amount cannot be negative' };
    if (/[1-9]/.test(number.fraction.slice(2))) {
      return { number: 'A cheque amount has at most 2 decimals (cents or paise)' };
    }
    return {};
  },
  outputs: {
    crores: { label: 'Crores', format: 'integer' },
    lakhs: { label: 'Lakhs', format: 'integer' },
    billions: { label: 'Billions', format: 'integer' },
    millions: { label: 'Millions', format: 'integer' },
    thousands: { label: 'Thousands', format: 'integer' },
    hundreds: { label: 'Below a thousand', format: 'integer' },
    cents: { label: 'Cents or paise (/100)', format: 'integer' },
    words: { label: 'Words', format: 'integer' },
  },
  compute(v) {
    const number = numberOf(v);
    const n = number.whole;
    const indian = v.system === 'indian';
    return {
      crores: Number(n / 10_000_000n),
      lakhs: Number((n / 100_000n) % 100n),
      billions: Number(n / 1_000_000_000n),
      millions: Number((n / 1_000_000n) % 1000n),
      thousands: Number((n / 1000n) % (indian ? 100n : 1000n)),
      hundreds: Number(n % 1000n),
      cents: centsOf(number.fraction),
      words: wordCount(wordsFor(v)),
    };
  },
  hiddenOutputs(v) {
    const hidden: ('crores' | 'lakhs' | 'billions' | 'millions' | 'cents')[] =
      v.system === 'indian' ? ['billions', 'millions'] : ['crores', 'lakhs'];
    if (v.style !== 'cheque') hidden.push('cents');
    // The top row counts crores or billions without end: past 2^53 a double would show other
    // digits than the words and figures, so the row gives way to them.
    const whole = numberOf(v).whole;
    const top = v.system === 'indian' ? 'crores' : 'billions';
    if (!isExact(whole / (top === 'crores' ? 10_000_000n : 1_000_000_000n))) hidden.push(top);
    return hidden;
  },
  headline: {
    label: 'In words',
    text: (v) => wordsFor(v),
    caption: (v) => {
      const shown = figures(numberOf(v), v.system);
      const system = v.system === 'indian' ? 'the Indian system' : 'the international system';
      return v.style === 'cheque'
        ? `${shown} as written on a cheque, in ${system}`
        : `${shown} in words, in ${system}`;
    },
  },
  facts(v, r) {
    const number = numberOf(v);
    const other: NumberSystem = v.system === 'indian' ? 'international' : 'indian';
    return [
      { label: 'In figures', text: figures(number, v.system) },
      {
        label: other === 'indian' ? 'Indian system' : 'International system',
        text: inWords(number, other, v.style),
      },
      { label: 'Words', text: String(r.words) },
    ];
  },
  steps(v) {
    const number = numberOf(v);
    const n = number.whole;
    const steps: string[] = [];
    if (v.system === 'indian') {
      steps.push(
        `Group the digits the Indian way, the last three and then pairs: ${groupDigits(n, 'indian')}`,
      );
      const crores = n / 10_000_000n;
      const parts: [bigint, string][] = [
        [crores, 'crore'],
        [(n / 100_000n) % 100n, 'lakh'],
        [(n / 1000n) % 100n, 'thousand'],
        [n % 1000n, ''],
      ];
      for (const [value, name] of parts) {
        if (value === 0n) continue;
        const words = name === 'crore' ? indianWords(value) : belowThousand(Number(value));
        const label = name ? `${groupDigits(value, 'indian')} ${name}` : String(value);
        steps.push(`${label} → ${words}${name ? ` ${name}` : ''}`);
      }
      if (crores > 99n) {
        steps.push('A number of crores above 99 is itself read in lakhs and thousands.');
      }
    } else {
      steps.push(`Group the digits in threes from the right: ${groupDigits(n, 'international')}`);
      const groups: string[] = [];
      let rest = n;
      for (let scale = 0; rest > 0n; scale++) {
        const group = Number(rest % 1000n);
        if (group > 0) {
          const name = SCALES[scale] ? ` ${SCALES[scale]}` : '';
          groups.unshift(`${group}${name} → ${belowThousand(group)}${name}`);
        }
        rest /= 1000n;
      }
      steps.push(...groups);
    }
    if (n === 0n) steps.push('0 → zero');
    if (v.style === 'cheque') {
      const cents = centsOf(number.fraction);
      steps.push(
        v.system === 'international'
          ? `Cents as a fraction of 100: .${String(cents).padStart(2, '0')} → and ${String(cents).padStart(2, '0')}/100 (the currency word is printed on the cheque)`
          : cents > 0
            ? `Paise in words, then “only”: .${String(cents).padStart(2, '0')} → and paise ${belowThousand(cents)} only`
            : 'No paise: “only” closes the amount so nothing can be added.',
      );
    } else {
      if (number.fraction) {
        steps.push(
          `After the point each digit is read on its own: .${number.fraction} → point ${number.fraction
            .split('')
            .map((digit) => ONES[Number(digit)])
            .join(' ')}`,
        );
      }
      if (number.negative) steps.push('The minus sign is read “minus”.');
    }
    steps.push(`Result: ${wordsFor(v)}`);
    return steps;
  },
  about: [
    'In the international system (the short scale used in English today) the digits are grouped in threes from the right and each group is read with its name: thousand (10³), million (10⁶), billion (10⁹), trillion (10¹²) and so on up to decillion (10³³). 393,071,425 is three hundred ninety-three million seventy-one thousand four hundred twenty-five.',
    'In the Indian system the last three digits form one group and the rest go in pairs: thousand, lakh (1,00,000) and crore (1,00,00,000). 12,34,56,789 is twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine. Above 99 crore the number of crores is itself read in lakhs and thousands, as is usual in Indian English: 10,00,00,00,00,000 is one lakh crore. The older words arab and kharab are not used.',
    'Conventions: numbers from twenty-one to ninety-nine take a hyphen, and no “and” is written inside the number (one hundred five), as in American usage and on most cheques; British usage adds “and” after hundred (one hundred and five). A minus sign is read “minus”. In words, decimals are read one digit at a time after “point”, as typed, trailing zeros included (2.50 is two point five zero). On a cheque, an international amount ends with its cents as a fraction of 100 (and 45/100, and 00/100 for none; the currency word is printed on the cheque), and an Indian one with its paise in words and “only”, after “Rupees” printed on the cheque.',
    'Up to 36 digits before the point and 20 after are read exactly, with nothing rounded. Sources: NCERT, Mathematics for Class VI, chapter 1, “Knowing Our Numbers”; OpenStax, Prealgebra 2e, section 1.1; Wikipedia, “Indian numbering system”; The Chicago Manual of Style, chapter 9, “Numbers”; the Central Government Account (Receipts and Payments) Rules, 1983, rule 42; cheque-writing guides of Paytm and of number-word.calculators.ro.',
  ],
  faq: [
    {
      question: 'How do I write 1,00,000 in words?',
      answer:
        'One lakh in the Indian system, or one hundred thousand in the international one. 10,00,000 is ten lakh (one million), and 1,00,00,000 is one crore (ten million).',
    },
    {
      question: 'How do I write an amount on a cheque?',
      answer:
        'In India, write the rupees in words after the printed “Rupees” and end with “only”: 2,00,000 is “Two lakh only”, and 1,250.50 is “One thousand two hundred fifty and paise fifty only”. On a US cheque write the dollars in words and the cents as a fraction: 1,567.00 is “One thousand five hundred sixty-seven and 00/100”, before the printed “Dollars”.',
    },
    {
      question: 'Should I write “and” after hundred?',
      answer:
        'Both are used. American style and most cheque guides leave it out (one hundred twenty-five); British style puts it in (one hundred and twenty-five). This converter leaves it out, so that on a cheque “and” comes only before the cents.',
    },
    {
      question: 'How are decimals read?',
      answer:
        'Digit by digit after “point”: 3.14 is three point one four, and 0.05 is zero point zero five. On a cheque only two decimals are used, as cents or paise.',
    },
    {
      question: 'How many lakhs are in a million, and crores in a billion?',
      answer:
        'A million is 10 lakh, and a billion is 100 crore. A lakh is a hundred thousand, and a crore is ten million.',
    },
  ],
  references: [
    {
      source:
        'NCERT, Mathematics, Textbook for Class VI (2006), chapter 1 "Knowing Our Numbers", use of commas (ncert.nic.in/textbook/pdf/femh101.pdf, as reproduced at www.shaalaa.com/concept-notes/using-commas-in-indian-and-international-number-system_14326): 5,08,01,592 (50,801,592) is, in the Indian System, “five crores eight lakh one thousand five hundred ninety-two”',
      inputs: { number: '5,08,01,592', system: 'indian' },
      expected: { crores: 5, lakhs: 8, thousands: 1, hundreds: 592 },
      tolerance: 0,
    },
    {
      source:
        'NCERT, Mathematics, Textbook for Class VI (2006), chapter 1 "Knowing Our Numbers", use of commas (as above): “the number 50,801,592 is read in the International System as fifty million eight hundred one thousand five hundred ninety-two”',
      inputs: { number: '50,801,592', system: 'international' },
      expected: { billions: 0, millions: 50, thousands: 801, hundreds: 592 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 1.1 "Introduction to Whole Numbers", Example 1.4 (openstax.org/books/prealgebra-2e/pages/1-1-introduction-to-whole-numbers): 8,165,432,098,710 is eight trillion, one hundred sixty-five billion, four hundred thirty-two million, ninety-eight thousand, seven hundred ten (15 words)',
      inputs: { number: '8165432098710', system: 'international' },
      expected: { billions: 8165, millions: 432, thousands: 98, hundreds: 710, words: 15 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 1.1, Example 1.5 (openstax.org/books/prealgebra-2e/pages/1-1-introduction-to-whole-numbers): 327,577,529 is three hundred twenty-seven million, five hundred seventy-seven thousand, five hundred twenty-nine (11 words)',
      inputs: { number: '327,577,529', system: 'international' },
      expected: { billions: 0, millions: 327, thousands: 577, hundreds: 529, words: 11 },
      tolerance: 0,
    },
    {
      source:
        'Government of India, Central Government Account (Receipts and Payments) Rules, 1983, rule 42 "Instructions for indicating amounts of cheques" (indiankanoon.org/doc/111928648/): "no abbreviation such as eleven hundred for \'one thousand one hundred\' is permissible"',
      inputs: { number: '1100', system: 'indian' },
      expected: { crores: 0, lakhs: 0, thousands: 1, hundreds: 100, words: 4 },
      tolerance: 0,
    },
    {
      source:
        'Paytm, “How to write 2 lakhs in cheque” (paytm.com/faqs/banking/how-to-write-2-lakhs-in-cheque): 2,00,000/- is written “Two Lakh Only”',
      inputs: { number: '2,00,000', system: 'indian', style: 'cheque' },
      expected: { crores: 0, lakhs: 2, thousands: 0, hundreds: 0, cents: 0, words: 3 },
      tolerance: 0,
    },
    {
      source:
        'number-word.calculators.ro, “How to write checks amounts in USD currency in words” (number-word.calculators.ro/how-to-write-checks-amounts-USD-currency-in-words.php): 1,567.00 is “one thousand five hundred sixty-seven and 00/100”',
      inputs: { number: '1567.00', system: 'international', style: 'cheque' },
      expected: { thousands: 1, hundreds: 567, cents: 0, words: 7 },
      tolerance: 0,
    },
    {
      source:
        'number-word.calculators.ro, “USD check amount converted to words” (number-word.calculators.ro/USD-check-amount-converted-to-words.php?number=11.45): 11.45 is “eleven and 45/100”',
      inputs: { number: '11.45', system: 'international', style: 'cheque' },
      expected: { thousands: 0, hundreds: 11, cents: 45, words: 3 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, “Indian numbering system” (en.wikipedia.org/wiki/Indian_numbering_system): 1,000,000,000,000 (one trillion) is 1 lakh crore, written 10,00,00,00,00,000',
      inputs: { number: '10,00,00,00,00,000', system: 'indian' },
      expected: { crores: 100000, lakhs: 0, hundreds: 0, words: 3 },
      tolerance: 0,
    },
  ],
});
