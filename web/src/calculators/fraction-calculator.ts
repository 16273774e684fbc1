import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { gcd, lcm } from './shared/integers.ts';

export const record = {
  id: 42,
  name: 'Fraction Calculator',
  description:
    'Add, subtract, multiply and divide fractions and mixed numbers, with the answer in lowest terms.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'divide',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'ratio-calculator',
    'percentage-calculator',
    'scientific-calculator',
    'lcm-calculator',
    'gcf-calculator',
    'matrix-calculator',
  ],
  keywords: 'fraction fractions mixed numbers numerator denominator',
} satisfies CalculatorRecord;

// The fraction calculator: two fractions, mixed numbers, whole numbers or decimals, and one of
// + − × ÷. Worked in exact integer arithmetic (BigInt): mixed numbers become improper fractions,
// sums and differences go over the least common denominator, products multiply across, a
// quotient multiplies by the reciprocal, and the answer is reduced by the greatest common divisor
// and shown as a fraction, a mixed number and a decimal (repeating digits named).

/** Where the reference cases come from. */
const PREALGEBRA =
  'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), section';
const PREALGEBRA_URL = 'openstax.org/books/prealgebra-2e/pages/';

/** The most digits in each whole number, numerator or denominator typed. */
const MAX_DIGITS = 12;

/** A fraction num/den with den > 0 (not necessarily in lowest terms). */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/** How a typed value was read, for the steps. */
interface Reading {
  value: Fraction;
  /** 'mixed', 'fraction', 'whole' or 'decimal'. */
  form: 'mixed' | 'fraction' | 'whole' | 'decimal';
  negative: boolean;
  whole: bigint;
  /** The fraction part of a mixed number, or the decimal's digits over its power of ten. */
  part: Fraction;
}

const MIXED = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
const FRACTION = /^([+-]?)(\d+)\s*\/\s*(\d+)$/;
const WHOLE = /^([+-]?)(\d+)$/;
const DECIMAL = /^([+-]?)(\d*)\.(\d+)$/;

/** The text with minus signs (U+2212) as '-' and spaces collapsed. */
function normalise(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    .replace(/\u2044/g, '/')
    .trim()
    .replace(/\s+/g, ' ');
}

const tooLong = (...parts: string[]) => parts.some((part) => part.length > MAX_DIGITS);

/** Reads a fraction, mixed number, whole number or decimal; a message when it cannot. */
export function readFraction(text: string): Reading | { error: string } {
  const t = normalise(text);
  if (t === '') return { error: 'Enter a fraction, such as 3/4 or 1 1/2' };
  const long = { error: `Use numbers of at most ${MAX_DIGITS} digits` };
  const zero = { error: 'The denominator cannot be 0' };
  let match = MIXED.exec(t);
  if (match) {
    const [, sign, w, n, d] = match as unknown as [string, string, string, string, string];
    if (tooLong(w, n, d)) return long;
    if (BigInt(d) === 0n) return zero;
    const whole = BigInt(w);
    const part = { num: BigInt(n), den: BigInt(d) };
    const num = whole * part.den + part.num;
    const negative = sign === '-';
    return {
      value: { num: negative ? -num : num, den: part.den },
      form: 'mixed',
      negative,
      whole,
      part,
    };
  }
  match = FRACTION.exec(t);
  if (match) {
    const [, sign, n, d] = match as unknown as [string, string, string, string];
    if (tooLong(n, d)) return long;
    if (BigInt(d) === 0n) return zero;
    const negative = sign === '-';
    const part = { num: BigInt(n), den: BigInt(d) };
    return {
      value: { num: negative ? -part.num : part.num, den: part.den },
      form: 'fraction',
      negative,
      whole: 0n,
      part,
    };
  }
  match = WHOLE.exec(t);
  if (match) {
    const [, sign, w] = match as unknown as [string, string, string];
    if (tooLong(w)) return long;
    const negative = sign === '-';
    const whole = BigInt(w);
    return {
      value: { num: negative ? -whole : whole, den: 1n },
      form: 'whole',
      negative,
      whole,
      part: { num: 0n, den: 1n },
    };
  }
  match = DECIMAL.exec(t);
  if (match) {
    const [, sign, w, f] = match as unknown as [string, string, string, string];
    if (tooLong(w + f)) return long;
    const negative = sign === '-';
    const den = 10n ** BigInt(f.length);
    const num = BigInt(w || '0') * den + BigInt(f);
    return {
      value: { num: negative ? -num : num, den },
      form: 'decimal',
      negative,
      whole: BigInt(w || '0'),
      part: { num, den },
    };
  }
  if (/\/\s*[+-]/.test(t) || /\d\s+[+-]\s*\d+\s*\//.test(t)) {
    return { error: 'Put a minus sign only at the front: -3/4 or -1 1/2' };
  }
  if (/\d\s*\/\s*$/.test(t)) return { error: 'Enter a denominator after the /' };
  return {
    error: 'Enter a fraction (3/4), a mixed number (1 1/2), a whole number (5) or a decimal (0.75)',
  };
}

/** The message for a text that cannot be read, or null. */
export function checkFraction(text: string): string | null {
  const read = readFraction(text);
  return 'error' in read ? read.error : null;
}

/** A fraction read from a text already checked. */
function fractionOf(text: string): Reading {
  return readFraction(text) as Reading;
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** The fraction in lowest terms, its denominator positive. */
export function reduce({ num, den }: Fraction): Fraction {
  const divisor = gcd(num, den) || 1n;
  const sign = den < 0n ? -1n : 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export type Operation = 'add' | 'subtract' | 'multiply' | 'divide';

const SYMBOL: Record<Operation, string> = {
  add: '+',
  subtract: '−',
  multiply: '×',
  divide: '÷',
};

/** The result before reducing, as the steps work it (sums over the least common denominator). */
function unreduced(a: Fraction, b: Fraction, op: Operation): Fraction {
  switch (op) {
    case 'add':
    case 'subtract': {
      const den = lcm(a.den, b.den);
      const left = a.num * (den / a.den);
      const right = b.num * (den / b.den);
      return { num: op === 'add' ? left + right : left - right, den };
    }
    case 'multiply':
      return { num: a.num * b.num, den: a.den * b.den };
    case 'divide': {
      // Multiplying by the reciprocal; its sign moves to the numerator.
      const sign = b.num < 0n ? -1n : 1n;
      return { num: a.num * b.den * sign, den: a.den * abs(b.num) };
    }
  }
}

/** The result of a op b in lowest terms (b not 0 for a division). */
export function operate(a: Fraction, b: Fraction, op: Operation): Fraction {
  return reduce(unreduced(a, b, op));
}

/** '-3/4', '7', '9/4'. */
export function fractionText({ num, den }: Fraction): string {
  const sign = num < 0n ? '-' : '';
  return den === 1n ? `${sign}${abs(num)}` : `${sign}${abs(num)}/${den}`;
}

/** The mixed number of a reduced fraction: '2 1/4', '-1 1/2', '3/4', '5'. */
export function mixedText({ num, den }: Fraction): string {
  const sign = num < 0n ? '-' : '';
  const whole = abs(num) / den;
  const rest = abs(num) % den;
  if (rest === 0n) return `${sign}${whole}`;
  if (whole === 0n) return `${sign}${rest}/${den}`;
  return `${sign}${whole} ${rest}/${den}`;
}

/**
 * The decimal of a fraction, exact: terminating ('2.25'), or with its repeating digits
 * ('0.8333…' repeating '3'); a repetend longer than 24 digits is cut at 24 decimals ('≈').
 */
export function decimalOf({ num, den }: Fraction): {
  text: string;
  repeating: string | null;
  approximate: boolean;
} {
  const sign = num < 0n ? '-' : '';
  const whole = abs(num) / den;
  let rest = abs(num) % den;
  const digits: string[] = [];
  const seen = new Map<bigint, number>();
  const most = 24;
  while (rest !== 0n && !seen.has(rest) && digits.length < most) {
    seen.set(rest, digits.length);
    rest *= 10n;
    digits.push(String(rest / den));
    rest %= den;
  }
  if (rest === 0n) {
    const text = digits.length > 0 ? `${whole}.${digits.join('')}` : `${whole}`;
    return { text: `${sign}${text}`, repeating: null, approximate: false };
  }
  const start = seen.get(rest);
  if (start === undefined) {
    return { text: `${sign}${whole}.${digits.join('')}…`, repeating: null, approximate: true };
  }
  const fixed = digits.slice(0, start).join('');
  const cycle = digits.slice(start).join('');
  // Enough repeats to see the pattern: at least 6 decimals, and the cycle twice when short.
  let shown = fixed + cycle;
  while (shown.length < Math.max(6, fixed.length + 2 * Math.min(cycle.length, 3))) shown += cycle;
  return { text: `${sign}${whole}.${shown}…`, repeating: cycle, approximate: false };
}

/** The decimal in words, for the facts: '0.8333… (the 3 repeats)'. */
function decimalWords(value: Fraction): string {
  const { text, repeating, approximate } = decimalOf(value);
  if (repeating) return `${text} (the ${repeating} repeats)`;
  return approximate ? `≈ ${text}` : text;
}

/** A typed value as the steps echo it. */
function echo(reading: Reading): string {
  const sign = reading.negative ? '-' : '';
  switch (reading.form) {
    case 'mixed':
      return `${sign}${reading.whole} ${reading.part.num}/${reading.part.den}`;
    case 'fraction':
      return `${sign}${reading.part.num}/${reading.part.den}`;
    case 'whole':
      return `${sign}${reading.whole}`;
    case 'decimal':
      return `${sign}${decimalOf(reading.part).text}`;
  }
}

/** How a typed value becomes a fraction, or null when it already is one. */
function readingStep(label: string, reading: Reading): string | null {
  const sign = reading.negative ? '-' : '';
  const value = fractionText(reading.value);
  switch (reading.form) {
    case 'mixed':
      return (
        `${label}: ${echo(reading)} = ${sign}(${reading.whole} × ${reading.part.den} + ` +
        `${reading.part.num})/${reading.part.den} = ${value}`
      );
    case 'whole':
      return `${label}: ${echo(reading)} = ${value}/1`;
    case 'decimal':
      return `${label}: ${echo(reading)} = ${value}`;
    case 'fraction':
      return null;
  }
}

/** A fraction in a formula: a negative one in brackets. */
const inFormula = (f: Fraction) => (f.num < 0n ? `(${fractionText(f)})` : fractionText(f));

/** a/b as written in a step, even with denominator 1 ('6/1' stays '6/1' where it helps). */
const over = (num: bigint, den: bigint) => `${num}/${den}`;

/** The steps of the operation itself, up to the unreduced result. */
function operationSteps(a: Fraction, b: Fraction, op: Operation): string[] {
  const result = unreduced(a, b, op);
  if (op === 'add' || op === 'subtract') {
    const den = result.den;
    const steps: string[] = [];
    if (a.den === b.den) {
      steps.push(`Same denominator, ${den}: ${op === 'add' ? 'add' : 'subtract'} the numerators.`);
    } else {
      steps.push(
        `Common denominator: the least common multiple of ${a.den} and ${b.den} is ${den}.`,
      );
      const scaled = (f: Fraction) =>
        f.den === den
          ? `${fractionText(f)} stays ${over(f.num, f.den)}`
          : `${over(f.num, f.den)} = ${over(f.num * (den / f.den), den)} (× ${den / f.den}/${den / f.den})`;
      steps.push(`${scaled(a)}; ${scaled(b)}`);
    }
    const left = a.num * (den / a.den);
    const right = b.num * (den / b.den);
    const paren = (n: bigint) => (n < 0n ? `(${n})` : `${n}`);
    steps.push(`(${left} ${SYMBOL[op]} ${paren(right)})/${den} = ${over(result.num, result.den)}`);
    return steps;
  }
  if (op === 'multiply') {
    return [
      `Multiply the numerators and the denominators: ${inFormula(a)} × ${inFormula(b)} = ` +
        `(${a.num} × ${b.num})/(${a.den} × ${b.den}) = ${over(result.num, result.den)}`,
    ];
  }
  const reciprocal = reduceSignOnly({ num: b.den, den: b.num });
  const flipped = over(reciprocal.num, reciprocal.den);
  return [
    `Dividing by ${inFormula(b)} is multiplying by its reciprocal, ${flipped}.`,
    `${inFormula(a)} × ${reciprocal.num < 0n ? `(${flipped})` : flipped} = ` +
      `(${a.num} × ${reciprocal.num})/(${a.den} × ${reciprocal.den}) = ${over(result.num, result.den)}`,
  ];
}

/** The fraction with its sign moved to the numerator (not reduced). */
function reduceSignOnly({ num, den }: Fraction): Fraction {
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

const fields = {
  a: {
    kind: 'text',
    numbers: 'list',
    label: 'First fraction',
    default: '1 1/2',
    maxLength: 60,
    placeholder: '1 1/2',
    help: 'A fraction (3/4), a mixed number (1 1/2), a whole number or a decimal.',
    required: 'Enter the first fraction, such as 3/4 or 1 1/2',
    check: checkFraction,
  },
  op: {
    kind: 'choice',
    label: 'Operation',
    default: 'add',
    options: [
      { value: 'add', label: '+ Add' },
      { value: 'subtract', label: '− Subtract' },
      { value: 'multiply', label: '× Multiply' },
      { value: 'divide', label: '÷ Divide' },
    ],
  },
  b: {
    kind: 'text',
    numbers: 'list',
    label: 'Second fraction',
    default: '3/4',
    maxLength: 60,
    placeholder: '3/4',
    required: 'Enter the second fraction, such as 3/4 or 1 1/2',
    check: checkFraction,
  },
} as const;

/** The two values read, and the result in lowest terms. */
function solve(v: { a: string; b: string; op: Operation }) {
  const a = fractionOf(v.a);
  const b = fractionOf(v.b);
  return { a, b, result: operate(a.value, b.value, v.op) };
}

export default defineCalculator({
  slug: 'fraction-calculator',
  fields,
  validate: (v) =>
    v.op === 'divide' && fractionOf(v.b).value.num === 0n
      ? { b: 'You cannot divide by 0: enter a second number other than 0' }
      : {},
  outputs: {
    numerator: { label: 'Numerator', format: 'integer' },
    denominator: { label: 'Denominator', format: 'integer' },
    whole: { label: 'Whole part', format: 'integer' },
    remainder: { label: 'Numerator of the fraction part', format: 'integer' },
    decimal: { label: 'Decimal', format: 'number', decimals: 6 },
  },
  compute(v) {
    const { result } = solve(v);
    const whole = abs(result.num) / result.den;
    return {
      numerator: Number(result.num),
      denominator: Number(result.den),
      whole: Number(result.num < 0n ? -whole : whole),
      remainder: Number(abs(result.num) % result.den),
      decimal: Number(result.num) / Number(result.den),
    };
  },
  headline: {
    label: 'Answer',
    text: (v) => mixedText(solve(v).result),
    caption: (v) => {
      const { a, b, result } = solve(v);
      const improper = result.den !== 1n && abs(result.num) > result.den;
      return `${echo(a)} ${SYMBOL[v.op]} ${echo(b)}, in lowest terms${improper ? ` (${fractionText(result)})` : ''}`;
    },
  },
  facts(v) {
    const { result } = solve(v);
    return [
      { label: 'As a fraction', text: fractionText(result) },
      { label: 'As a mixed number', text: mixedText(result) },
      { label: 'As a decimal', text: decimalWords(result) },
    ];
  },
  steps(v) {
    const { a, b, result } = solve(v);
    const raw = unreduced(a.value, b.value, v.op);
    const divisor = gcd(raw.num, raw.den);
    const simplify =
      divisor === 1n
        ? `Simplify: the greatest common divisor of ${abs(raw.num)} and ${raw.den} is 1, so ${fractionText(raw)} is already in lowest terms.`
        : `Simplify: the greatest common divisor of ${abs(raw.num)} and ${raw.den} is ${divisor}; ` +
          `${raw.num} ÷ ${divisor} = ${result.num} and ${raw.den} ÷ ${divisor} = ${result.den}, so the answer is ${fractionText(result)}.`;
    const steps = [
      readingStep('First', a),
      readingStep('Second', b),
      ...operationSteps(a.value, b.value, v.op),
      simplify,
    ].filter((step): step is string => step !== null);
    if (result.den !== 1n && abs(result.num) > result.den) {
      const whole = abs(result.num) / result.den;
      steps.push(
        `As a mixed number: ${abs(result.num)} ÷ ${result.den} = ${whole} remainder ` +
          `${abs(result.num) % result.den}, so ${fractionText(result)} = ${mixedText(result)}.`,
      );
    }
    steps.push(`As a decimal: ${result.num} ÷ ${result.den} = ${decimalWords(result)}`);
    return steps;
  },
  about: [
    'Mixed numbers are first written as improper fractions: 1 1/2 = (1 × 2 + 1)/2 = 3/2. A minus sign in front applies to the whole mixed number, so -1 1/2 is -3/2. Decimals are read exactly, 0.75 as 75/100.',
    'To add or subtract, both fractions are written over their least common denominator (the least common multiple of the denominators) and the numerators are added or subtracted. To multiply, numerators and denominators are multiplied. To divide, the first fraction is multiplied by the reciprocal of the second.',
    'The answer is reduced to lowest terms by dividing the numerator and the denominator by their greatest common divisor (Euclid’s algorithm), then shown as a mixed number and as a decimal. A repeating decimal is shown with its repeating digits named: 5/6 = 0.8333… (the 3 repeats).',
    'All arithmetic is exact, with whole numbers of any size (each number typed may have up to 12 digits), so there is no rounding anywhere except in a decimal whose repeating part is longer than 24 digits.',
  ],
  faq: [
    {
      question: 'How do I type a mixed number?',
      answer:
        'Type the whole number, a space, then the fraction: 2 3/4 for two and three quarters. For a negative mixed number put the minus sign in front: -2 3/4.',
    },
    {
      question: 'How do you add fractions with different denominators?',
      answer:
        'Find a common denominator (the least common multiple of the two), rewrite both fractions over it, and add the numerators: 3/4 + 1/6 = 9/12 + 2/12 = 11/12.',
    },
    {
      question: 'How do you divide fractions?',
      answer:
        'Multiply the first fraction by the reciprocal (the upside-down) of the second: 3/4 ÷ 1/6 = 3/4 × 6/1 = 18/4 = 9/2 = 4 1/2.',
    },
    {
      question: 'What does “lowest terms” mean?',
      answer:
        'A fraction is in lowest terms when its numerator and denominator have no common factor other than 1. Divide both by their greatest common divisor to get there: 22/24 ÷ 2/2 = 11/12.',
    },
  ],
  references: [
    {
      source: `${PREALGEBRA} 4.5 "Add and Subtract Fractions with Different Denominators" (${PREALGEBRA_URL}4-5-add-and-subtract-fractions-with-different-denominators), Example 4.67: 1/2 + 1/3 = 3/6 + 2/6 = 5/6`,
      inputs: { a: '1/2', op: 'add', b: '1/3' },
      expected: { numerator: 5, denominator: 6 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.5 "Add and Subtract Fractions with Different Denominators" (${PREALGEBRA_URL}4-5-add-and-subtract-fractions-with-different-denominators), Example 4.70: 7/15 − 19/24 = 56/120 − 95/120 = −39/120 = −13/40`,
      inputs: { a: '7/15', op: 'subtract', b: '19/24' },
      expected: { numerator: -13, denominator: 40 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.3 "Multiply and Divide Mixed Numbers and Complex Fractions" (${PREALGEBRA_URL}4-3-multiply-and-divide-mixed-numbers-and-complex-fractions), Example 4.37: 3 1/3 · 5/8 = 10/3 · 5/8 = 25/12`,
      inputs: { a: '3 1/3', op: 'multiply', b: '5/8' },
      expected: { numerator: 25, denominator: 12 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.3 "Multiply and Divide Mixed Numbers and Complex Fractions" (${PREALGEBRA_URL}4-3-multiply-and-divide-mixed-numbers-and-complex-fractions), Example 4.38: 2 4/5 (−1 7/8) = 14/5 (−15/8) = −21/4`,
      inputs: { a: '2 4/5', op: 'multiply', b: '-1 7/8' },
      expected: { numerator: -21, denominator: 4 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.3 "Multiply and Divide Mixed Numbers and Complex Fractions" (${PREALGEBRA_URL}4-3-multiply-and-divide-mixed-numbers-and-complex-fractions), Example 4.40: 2 1/2 ÷ 1 1/4 = 5/2 · 4/5 = 2`,
      inputs: { a: '2 1/2', op: 'divide', b: '1 1/4' },
      expected: { numerator: 2, denominator: 1, decimal: 2 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.6 "Add and Subtract Mixed Numbers" (${PREALGEBRA_URL}4-6-add-and-subtract-mixed-numbers), Example 4.85: 3 7/8 + 4 3/8 = 31/8 + 35/8 = 66/8 = 8 2/8 = 8 1/4`,
      inputs: { a: '3 7/8', op: 'add', b: '4 3/8' },
      expected: { whole: 8, remainder: 1, denominator: 4 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA} 4.6 "Add and Subtract Mixed Numbers" (${PREALGEBRA_URL}4-6-add-and-subtract-mixed-numbers), Example 4.91: 9 6/11 − 7 10/11 = 105/11 − 87/11 = 18/11 = 1 7/11`,
      inputs: { a: '9 6/11', op: 'subtract', b: '7 10/11' },
      expected: { numerator: 18, denominator: 11, whole: 1, remainder: 7 },
      tolerance: 0,
    },
  ],
});
