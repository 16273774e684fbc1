import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 56,
  name: 'Number Base Converter',
  description:
    'Convert whole numbers between binary, octal, decimal, hexadecimal and any base from 2 to 36.',
  category: 'conversion',
  icon: 'binary',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'data-storage-converter',
    'scientific-calculator',
    'random-number-generator',
    'roman-numeral-converter',
    'number-to-words-converter',
    'prime-factorization-calculator',
    'unix-timestamp-converter',
    'subnet-calculator',
    'color-converter',
  ],
  keywords: 'binary hex hexadecimal octal decimal base',
} satisfies CalculatorRecord;

// The number base converter: a whole number, optionally negative, from one base to another
// (binary, octal, decimal, hexadecimal or any base from 2 to 36, digits 0-9 then A-Z). Worked in
// BigInt, so long numbers stay exact. The converted number is text, shown as the headline; the
// results are its length and value as numbers.

/** The largest magnitude accepted: below 2^1000 (a 302-digit decimal number). */
const MAX_BITS = 1000;

const BASE_CHOICES = [
  { value: '2', label: 'Binary (base 2)' },
  { value: '8', label: 'Octal (base 8)' },
  { value: '10', label: 'Decimal (base 10)' },
  { value: '16', label: 'Hexadecimal (base 16)' },
  { value: 'other', label: 'Other base (2 to 36)' },
] as const;

type BaseChoice = (typeof BASE_CHOICES)[number]['value'];

const NAMES: Record<number, string> = { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' };

/** 'base 16 (hexadecimal)', 'base 36'. */
export function baseName(base: number): string {
  return NAMES[base] ? `base ${base} (${NAMES[base]})` : `base ${base}`;
}

/** The digits allowed in a base, in words: '0 and 1', '0 to 7', '0 to 9 and A to F'. */
function digitsAllowed(base: number): string {
  if (base === 2) return '0 and 1';
  if (base <= 10) return `0 to ${base - 1}`;
  if (base === 11) return '0 to 9 and A';
  return `0 to 9 and A to ${String.fromCharCode(54 + base)}`;
}

/** The sign, an optional prefix (0x, 0o, 0b for their own base) and the digits typed. */
function partsOf(text: string, base: number): { negative: boolean; digits: string } {
  let t = text.trim().replace(/\u2212/g, '-');
  let negative = false;
  if (t.startsWith('-') || t.startsWith('+')) {
    negative = t.startsWith('-');
    t = t.slice(1).trimStart();
  }
  const prefix = { 16: /^0x/i, 8: /^0o/i, 2: /^0b/i }[base];
  if (prefix?.test(t) && t.length > 2) t = t.slice(2);
  // Spaces and underscores group digits (1010 1100, 1_000_000).
  return { negative, digits: t.replace(/[\s_]/g, '') };
}

/** A message for a text no base could read, or null (each digit is checked against its base later). */
export function checkNumberText(text: string): string | null {
  const t = text.trim().replace(/\u2212/g, '-');
  if (t === '') return 'Enter a whole number to convert';
  const body = t.replace(/^[-+]\s*/, '').replace(/^0[xob](?=[0-9a-z])/i, '');
  const bad = /[^0-9a-z\s_]/i.exec(body);
  if (bad) {
    if (bad[0] === '.' || bad[0] === ',') {
      return `“${bad[0]}” cannot be used: enter a whole number, without a decimal point or separators`;
    }
    return `“${bad[0]}” is not a digit: use 0 to 9 and the letters A to Z`;
  }
  if (body.replace(/[\s_]/g, '') === '') return 'Enter a whole number to convert';
  return null;
}

/** The value of a text in a base, or the message saying which digit does not belong. */
export function parseInBase(text: string, base: number): bigint | { error: string } {
  const { negative, digits } = partsOf(text, base);
  if (digits === '') return { error: 'Enter a whole number to convert' };
  let value = 0n;
  const big = BigInt(base);
  for (const char of digits) {
    const digit = parseInt(char, 36);
    if (Number.isNaN(digit) || digit >= base) {
      return {
        error: `“${char.toUpperCase()}” is not a digit in ${baseName(base)}: use ${digitsAllowed(base)}`,
      };
    }
    value = value * big + BigInt(digit);
  }
  if (value >= 1n << BigInt(MAX_BITS)) {
    return {
      error: `The number is too large: the largest is 2^${MAX_BITS} − 1 (a ${MAX_BITS}-digit binary number)`,
    };
  }
  return negative ? -value : value;
}

/** A value written in a base, upper-case digits, '-' for a negative one. */
export function toBase(value: bigint, base: number): string {
  return value.toString(base).toUpperCase();
}

/** Digits in groups from the right, for reading and for wrapping ('1010 1111', '10 995'). */
export function grouped(text: string, size: number): string {
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= size) {
    groups.unshift(digits.slice(Math.max(0, end - size), end));
  }
  return `${negative ? '-' : ''}${groups.join(' ')}`;
}

/** How digits are grouped for reading in each base: 4 in binary and hex, 3 otherwise. */
const groupSize = (base: number) => (base === 2 || base === 16 ? 4 : 3);

/** A long text shortened for a step: its first and last digits around '…'. */
function elided(text: string, most = 40): string {
  return text.length <= most
    ? text
    : `${text.slice(0, 16)}…${text.slice(-16)} (${text.length} digits)`;
}

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const power = (n: number) =>
  String(n)
    .split('')
    .map((d) => superscripts[Number(d)])
    .join('');

const fields = {
  value: {
    kind: 'text',
    label: 'Number',
    default: '255',
    maxLength: 1200,
    code: true,
    placeholder: '255',
    help: 'A whole number; a minus sign in front for a negative one. Digits above 9 are the letters A to Z.',
    required: 'Enter a whole number to convert',
    check: checkNumberText,
  },
  from: { kind: 'choice', label: 'From', default: '10', options: BASE_CHOICES },
  fromBase: {
    kind: 'integer',
    label: 'From base',
    default: '36',
    min: 2,
    max: 36,
    when: { from: 'other' },
    noun: 'base',
    messages: {
      required: 'Enter the base to convert from, 2 to 36',
      invalid: 'Enter a whole number from 2 to 36',
    },
  },
  to: { kind: 'choice', label: 'To', default: '2', options: BASE_CHOICES },
  toBase: {
    kind: 'integer',
    label: 'To base',
    default: '36',
    min: 2,
    max: 36,
    when: { to: 'other' },
    noun: 'base',
    messages: {
      required: 'Enter the base to convert to, 2 to 36',
      invalid: 'Enter a whole number from 2 to 36',
    },
  },
} as const;

interface BaseValues {
  value: string;
  from: BaseChoice;
  fromBase?: number;
  to: BaseChoice;
  toBase?: number;
}

const fromOf = (v: BaseValues) => (v.from === 'other' ? v.fromBase! : Number(v.from));
const toOf = (v: BaseValues) => (v.to === 'other' ? v.toBase! : Number(v.to));

/** The value and its conversion (the text already checked against its base). */
export function convert(v: BaseValues) {
  const from = fromOf(v);
  const to = toOf(v);
  const value = parseInBase(v.value, from) as bigint;
  const text = toBase(value, to);
  return { from, to, value, text };
}

/** Where the reference cases come from. */
const CONTEMPORARY_BASES =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 4.3 "Converting with Base ' +
  'Systems" (openstax.org/books/contemporary-mathematics/pages/4-3-converting-with-base-systems)';

export default defineCalculator({
  slug: 'number-base-converter',
  // Digits of other bases, written as programs and textbooks write them.
  figuresAsWritten: true,
  fields,
  validate(v) {
    const read = parseInBase(v.value, fromOf(v));
    return typeof read === 'bigint' ? {} : { value: read.error };
  },
  outputs: {
    decimal: { label: 'Decimal value', format: 'number', decimals: 0 },
    digits: { label: 'Digits in the result', format: 'integer' },
    bits: { label: 'Binary digits', format: 'integer' },
  },
  compute(v) {
    const { value, text } = convert(v);
    return {
      decimal: Number(value),
      digits: text.replace('-', '').length,
      bits: (value < 0n ? -value : value).toString(2).length,
    };
  },
  headline: {
    label: 'Result',
    text: (v) => {
      const { text } = convert(v);
      return text;
    },
    caption: (v) => {
      const { from, to, text } = convert(v);
      const typed = partsOf(v.value, from);
      const source = `${typed.negative ? '-' : ''}${typed.digits.toUpperCase()}`;
      return `${elided(source)} in ${baseName(from)} is ${elided(text)} in ${baseName(to)}`;
    },
  },
  facts(v) {
    const { value, to } = convert(v);
    const bases = [2, 8, 10, 16];
    const facts = bases.map((base) => ({
      label: NAMES[base]![0]!.toUpperCase() + NAMES[base]!.slice(1),
      text: grouped(toBase(value, base), groupSize(base)),
    }));
    if (!bases.includes(to)) {
      facts.push({ label: `Base ${to}`, text: grouped(toBase(value, to), 4) });
    }
    const digits = toBase(value, to).replace('-', '').length;
    facts.push({ label: 'Digits', text: `${formatPlain(digits)} in ${baseName(to)}` });
    return facts;
  },
  steps(v) {
    const { from, to, value, text } = convert(v);
    const typed = partsOf(v.value, from);
    const digits = typed.digits.toUpperCase().replace(/^0+(?=.)/, '');
    const sign = value < 0n ? '-' : '';
    const magnitude = value < 0n ? -value : value;
    const steps: string[] = [];
    if (from !== 10) {
      if (digits.length <= 8) {
        const terms = digits
          .split('')
          .map((d, i) => `${parseInt(d, 36)}×${from}${power(digits.length - 1 - i)}`)
          .join(' + ');
        steps.push(`To decimal: ${sign}(${terms}) = ${value}`);
      } else {
        steps.push(
          `To decimal: each digit times its power of ${from}, added up: ${elided(digits)} in ${baseName(from)} = ${elided(value.toString())}`,
        );
      }
    } else {
      steps.push(`The number in decimal: ${elided(value.toString())}`);
    }
    if (to !== 10) {
      if (magnitude > 0n && text.replace('-', '').length <= 12) {
        const divisions: string[] = [];
        let rest = magnitude;
        const big = BigInt(to);
        while (rest > 0n) {
          divisions.push(`${rest} ÷ ${to} = ${rest / big} remainder ${toBase(rest % big, to)}`);
          rest /= big;
        }
        steps.push(
          `To ${baseName(to)}: divide by ${to} until nothing is left; the remainders, last first, are the digits.`,
        );
        steps.push(...divisions);
      } else {
        steps.push(
          `To ${baseName(to)}: divide by ${to} repeatedly; the remainders, last first, are the digits.`,
        );
      }
      steps.push(`Result: ${elided(text)}`);
    }
    if (value < 0n)
      steps.push(
        'The minus sign is carried over: the digits are those of the number without its sign.',
      );
    return steps;
  },
  about: [
    'In a positional system each digit is worth its value times a power of the base: 2AF3 in base 16 is 2×16³ + 10×16² + 15×16¹ + 3×16⁰ = 10,995. Digits above 9 are the letters A to Z (A = 10, up to Z = 35), so bases up to 36 can be written; upper- and lower-case letters are read alike.',
    'To convert, the number is read in its base, then written in the new base by dividing by that base repeatedly: the remainders, read from the last to the first, are the digits. Arithmetic is on whole numbers of any size (up to 1,000 binary digits here), so nothing is rounded.',
    'Negative numbers keep their minus sign (-255 is -11111111 in binary); this converter does not write two’s complement. Prefixes 0x (hexadecimal), 0o (octal) and 0b (binary) are accepted in their own base, and spaces or underscores between digits are ignored. Results are grouped in fours (binary, hexadecimal) or threes for reading.',
    'Source: Wikipedia, "Hexadecimal" and "Positional notation".',
  ],
  faq: [
    {
      question: 'How do I convert hexadecimal to decimal?',
      answer:
        'Multiply each digit by 16 to the power of its position, counting from 0 on the right, and add: 1AC = 1×256 + 10×16 + 12×1 = 428.',
    },
    {
      question: 'How do I convert decimal to binary?',
      answer:
        'Divide by 2 repeatedly and note the remainders; read them from the last to the first. 13 ÷ 2 = 6 r 1, 6 ÷ 2 = 3 r 0, 3 ÷ 2 = 1 r 1, 1 ÷ 2 = 0 r 1, so 13 is 1101.',
    },
    {
      question: 'What digits does base 36 use?',
      answer:
        '0 to 9 and then A to Z, where A is 10 and Z is 35. Any base from 2 to 36 uses the first digits of that list: base 16 uses 0 to 9 and A to F.',
    },
    {
      question: 'Can I convert negative numbers or fractions?',
      answer:
        'Negative whole numbers, yes: the minus sign is kept. Fractions and decimal points are not converted here; two’s complement (how computers store negative numbers) is not shown.',
    },
  ],
  references: [
    {
      source: `${CONTEMPORARY_BASES}, Example 4.14 "Converting from One Base into Another": 3,601₇ = 3×7³ + 6×7² + 0×7¹ + 1×7⁰ = 1,029 + 294 + 0 + 1 = 1,324`,
      inputs: { value: '3601', from: 'other', fromBase: '7', to: '10' },
      expected: { decimal: 1324 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.15 "Converting from Base 14 to Base 10": 4B7₁₄ = 4×14² + B×14¹ + 7×14⁰ = 784 + 154 + 7 = 945`,
      inputs: { value: '4B7', from: 'other', fromBase: '14', to: '10' },
      expected: { decimal: 945 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.16 "Converting from Base 12 to Base 10": A16₁₂ = 10×12² + 1×12¹ + 6×12⁰ = 1,440 + 12 + 6 = 1,458`,
      inputs: { value: 'A16', from: 'other', fromBase: '12', to: '10' },
      expected: { decimal: 1458 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.17 "Converting from Base 2 to Base 10": 1011₂ = 8 + 0 + 2 + 1 = 11`,
      inputs: { value: '1011', from: '2', to: '10' },
      expected: { decimal: 11 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.21 "Converting from Base 10 into a Lower Base": 298 in base 10 is 1214₆ (here read back from base 6)`,
      inputs: { value: '1214', from: 'other', fromBase: '6', to: '10' },
      expected: { decimal: 298 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.22 "Converting from Base 10 into a Higher Base": 45,134 in base 10 is 1770B₁₃ (here read back from base 13)`,
      inputs: { value: '1770B', from: 'other', fromBase: '13', to: '10' },
      expected: { decimal: 45134 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_BASES}, Example 4.23 "Converting from Base 10 into Base 2": 100 is 1100100₂, “100 in base 2 took seven digits”`,
      inputs: { value: '100', from: '10', to: '2' },
      expected: { digits: 7, bits: 7 },
      tolerance: 0,
    },
    {
      source:
        'DePaul University, CSC 373 slides, "Converting Hex to Decimal" (condor.depaul.edu/~glancast/373class/docs/slides/Sep06/slide32.html): 0x1AC = 428',
      inputs: { value: '0x1AC', from: '16', to: '10' },
      expected: { decimal: 428 },
      tolerance: 0,
    },
  ],
});
