import { formatPlain, wholeDigits } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { readShown } from './shared/exactDecimal.ts';
import { gcd } from './shared/integers.ts';

export const record = {
  id: 83,
  name: 'Log Calculator',
  description:
    'Find the logarithm of a number in any base, with ln and log₁₀, or solve for the number (antilog) or the base.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'superscript',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'scientific-calculator',
    'quadratic-equation-solver',
    'number-base-converter',
    'fraction-calculator',
    'square-root-calculator',
  ],
  keywords:
    'log logarithm ln natural log log10 log2 common log binary log antilog exponent change of base',
} satisfies CalculatorRecord;

// The logarithm y = log_b(x): the power the base b must be raised to to give x, so b^y = x.
// Worked by the change-of-base identity log_b(x) = ln x ÷ ln b (NIST DLMF §4.2, logarithms to a
// general base), with log₁₀ and log₂ from their own functions; a result within 10⁻⁹ of a whole
// number n with b^n = x exactly is that whole number (log₃ 81 is 4, not 4.000000000000001). Any
// one of the three can be solved for: y = log_b(x), x = b^y (the antilog), b = x^(1/y).

/** Within this of a whole number, a result is checked to be that number exactly. */
const SNAP = 1e-9;

/** The whole number n near `value` for which test(n) holds exactly, else the value itself. */
function snapped(value: number, test: (n: number) => boolean): number {
  const n = Math.round(value);
  return n !== value && Math.abs(value - n) < SNAP && test(n) ? n : value;
}

/** log_b(x) for b > 0, b ≠ 1 and x > 0. */
export function logBase(base: number, x: number): number {
  if (x === 1) return 0;
  const y =
    base === 10
      ? Math.log10(x)
      : base === 2
        ? Math.log2(x)
        : base === Math.E
          ? Math.log(x)
          : Math.log(x) / Math.log(base);
  return snapped(y, (n) => base ** n === x);
}

/** x = b^y, the antilog. */
export function antilog(base: number, y: number): number {
  return base ** y;
}

/** b = x^(1/y): the base whose y-th power is x; NaN when none or every base fits. */
export function baseOf(x: number, y: number): number {
  if (y === 0) return NaN;
  const b = snapped(x ** (1 / y), (n) => n ** y === x);
  return b === 1 ? NaN : b;
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '-': '₋',
};

/**
 * A number as read: 10 significant digits, no trailing zeros; below 10⁻⁶ or from 10¹⁵ on, in
 * powers of ten (1.5 × 10⁻¹²).
 */
export function show(value: number): string {
  // Never fewer digits than a whole part below 10¹⁵ has: 999,999,999,999 is not 1,000,000,000,000.
  const rounded = Number(value.toPrecision(Math.min(15, Math.max(10, wholeDigits(value))))) + 0;
  const size = Math.abs(rounded);
  if (rounded === 0 || (size >= 1e-6 && size < 1e15)) return formatPlain(rounded);
  const [mantissa = '', exponent = ''] = rounded.toExponential().split('e');
  const power = exponent
    .replace('+', '')
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('');
  return `${mantissa} × 10${power}`;
}

/** 'log₂', 'log₁₀', 'log_2.5' (no subscript point exists). */
function logOf(base: number): string {
  const text = show(base);
  return /^-?\d+$/.test(text)
    ? `log${text
        .split('')
        .map((c) => SUBSCRIPT[c] ?? c)
        .join('')}`
    : `log_${text}`;
}

/** A number in a formula: negatives in parentheses. */
const term = (value: number) => (value < 0 ? `(${show(value)})` : show(value));

/** A number an operation applies to: in brackets when written in powers of ten ((1 × 10¹⁵)^…). */
const operand = (value: number) => {
  const text = show(value);
  return text.includes('×') ? `(${text})` : text;
};

/**
 * Whether b^y = x exactly for the figures shown, y read as a fraction p/q in lowest terms: b^p =
 * x^q (or b^-p × x^q = 1). Powers too long to work (over 2,000 digits) are taken as not exact.
 */
export function powerHolds(baseText: string, logText: string, valueText: string): boolean {
  const [b, y, x] = [readShown(baseText), readShown(logText), readShown(valueText)];
  if (!b || !y || !x) return false;
  const places = Math.max(0, -y.e + y.c.length - 1);
  if (places > 3) return false;
  let [p, q] = [BigInt(y.times(10 ** places).toFixed(0)), 10n ** BigInt(places)];
  const divisor = gcd(p, q) || 1n;
  [p, q] = [p / divisor, q / divisor];
  const size = (value: typeof b, power: bigint) =>
    value.c.length * Number(power < 0n ? -power : power);
  if (size(b, p) > 2000 || size(x, q) > 2000) return false;
  const xq = x.pow(Number(q));
  return p >= 0n ? b.pow(Number(p)).eq(xq) : xq.times(b.pow(Number(-p))).eq(1);
}

export default defineCalculator({
  slug: 'log-calculator',
  intro: 'y = log_b(x) means b^y = x',
  fields: {
    base: {
      kind: 'number',
      label: 'Base (b)',
      default: '2',
      min: 0,
      minExclusive: true,
      max: 1e6,
      noun: 'base',
      presets: { label: 'Common bases', values: [2, 10] },
      help: 'Any positive number except 1: 10 for the common log, 2 for the binary log. The natural log (base e) is shown under the result as ln x.',
    },
    value: {
      kind: 'number',
      label: 'Number (x)',
      default: '8',
      min: 0,
      minExclusive: true,
      max: 1e15,
      noun: 'number',
      help: 'The number whose logarithm you want; it must be more than 0.',
      messages: {
        min: 'The number must be more than 0: only positive numbers have a logarithm',
      },
    },
    log: {
      kind: 'number',
      label: 'Logarithm (y)',
      default: '3',
      min: -1e15,
      max: 1e15,
      noun: 'logarithm',
      help: 'The power the base is raised to.',
    },
  },
  solve: {
    unknowns: ['log', 'value', 'base'],
    residual: (v) => Math.log(v.value) / Math.log(v.base) - v.log,
    closedForms: {
      log: (v) => logBase(v.base, v.value),
      value: (v) => antilog(v.base, v.log),
      base: (v) => baseOf(v.value, v.log),
    },
  },
  validate(v) {
    // The field solved for is not among the values.
    if (Object.hasOwn(v, 'base') && v.base === 1) {
      return { base: 'The base cannot be 1: every power of 1 is 1.' };
    }
    if (!Object.hasOwn(v, 'base') && v.log === 0) {
      return { log: 'A logarithm of 0 fits every base (b⁰ = 1): enter another logarithm.' };
    }
    if (!Object.hasOwn(v, 'base') && v.value === 1) {
      return {
        value: 'Only a base of 1 raises to 1 with this logarithm, and 1 cannot be a base.',
      };
    }
    return {};
  },
  overflowMessage:
    'The number is too large to calculate. Please try a smaller logarithm or a base nearer 1.',
  outputs: {
    log: { label: 'Logarithm (y)', format: 'number', decimals: 10 },
    value: { label: 'Number (x)', format: 'number', decimals: 10 },
    base: { label: 'Base (b)', format: 'number', decimals: 10 },
    ln: { label: 'Natural log ln x', format: 'number', decimals: 10 },
    log10: { label: 'Common log log₁₀ x', format: 'number', decimals: 10 },
    log2: { label: 'Binary log log₂ x', format: 'number', decimals: 10 },
  },
  compute: (v) => ({
    log: v.log,
    value: v.value,
    base: v.base,
    ln: Math.log(v.value),
    log10: logBase(10, v.value),
    log2: logBase(2, v.value),
  }),
  headline: {
    label: 'Logarithm',
    text: (v) => `${logOf(v.base)}(${show(v.value)}) = ${show(v.log)}`,
    caption: (v) => `${show(v.base)} raised to the power ${term(v.log)} is ${show(v.value)}.`,
  },
  facts: (_v, r) => [
    { label: 'Natural log ln x', text: show(r.ln) },
    { label: 'Common log log₁₀ x', text: show(r.log10) },
    { label: 'Binary log log₂ x', text: show(r.log2) },
  ],
  steps(v, r) {
    // '=' where b^y = x holds exactly for the figures shown (2³ = 8, 4^0.5 = 2); else '≈'.
    const sign = powerHolds(show(v.base), show(v.log), show(v.value)) ? '=' : '≈';
    const quotient = `ln ${operand(v.value)} ÷ ln ${operand(v.base)}`;
    const logs = `${show(r.ln)} ÷ ${term(Math.log(v.base))}`;
    const steps = [
      v.value === 1
        ? `y = ${logOf(v.base)}(x) = ln x ÷ ln b = ${quotient} = 0 ÷ ${term(Math.log(v.base))} = 0`
        : sign === '='
          ? `y = ${logOf(v.base)}(x) = ln x ÷ ln b = ${quotient} = ${show(v.log)} (${logs}, each rounded)`
          : `y = ${logOf(v.base)}(x) = ln x ÷ ln b = ${quotient} ≈ ${logs} ≈ ${show(v.log)}`,
      `x = b^y = ${operand(v.base)}^${term(v.log)} ${sign} ${show(v.value)}`,
    ];
    if (v.log !== 0) {
      steps.push(
        `b = x^(1 ÷ y) = ${operand(v.value)}^(1 ÷ ${term(v.log)}) ${sign} ${show(v.base)}`,
      );
    }
    return steps;
  },
  about: [
    'The logarithm of x to the base b is the power y that b must be raised to to give x: y = log_b(x) exactly when b^y = x. So log₂(8) = 3 because 2³ = 8, and log₁₀(0.01) = −2 because 10⁻² = 0.01. The base must be positive and not 1, and x must be positive; the logarithm itself can be any number, negative for x between 0 and 1.',
    'The page works with the change-of-base identity log_b(x) = ln x ÷ ln b (NIST Digital Library of Mathematical Functions, §4.2, logarithms to a general base), and takes log₁₀ and log₂ from their own functions for full accuracy. A result within 10⁻⁹ of a whole number n is shown as n when b^n is exactly x (log₃ 81 = 4). ln is the natural logarithm, to the base e = 2.718281828…; log with no base usually means log₁₀ in science and engineering, and ln in much of higher mathematics.',
    'Choose under "Solve for" what to find: the logarithm y, the number x = b^y (the antilogarithm, or antilog), or the base b = x^(1 ÷ y). Numbers are shown to 10 significant digits, very large and very small ones as powers of ten.',
  ],
  faq: [
    {
      question: 'How do I work out a log in a base my calculator does not have?',
      answer:
        'Divide logs in a base it does have: log_b(x) = ln x ÷ ln b = log x ÷ log b. log₂ 7 = ln 7 ÷ ln 2 = 1.9459101 ÷ 0.69314718 ≈ 2.8073549.',
    },
    {
      question: 'What is an antilog?',
      answer:
        'The number a logarithm came from: the antilog of y in base b is b^y. The common antilog of 2 is 10² = 100. Choose "Number (x)" under Solve for to find it.',
    },
    {
      question: 'Why can’t I take the log of 0 or a negative number?',
      answer:
        'No power of a positive base is 0 or negative: b^y only gets closer to 0 as y falls. So log_b(x) exists only for x > 0. As x approaches 0 the logarithm falls without limit (for a base above 1).',
    },
    {
      question: 'What is the difference between log, ln and log₂?',
      answer:
        'They differ only in the base: log₁₀ (the common log) uses 10, ln (the natural log) uses e ≈ 2.71828, and log₂ (the binary log) uses 2. Any one is a fixed multiple of another: ln x = 2.302585 × log₁₀ x.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), §6.3 “Logarithmic Functions”, Example 6 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): “Rounding to four decimal places, log(321) ≈ 2.5065”',
      inputs: { base: '10', value: '321' },
      expected: { log: 2.5065 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.3, Example 7 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): an earthquake releasing 500 times the energy, 10^x = 500, so x = log(500) ≈ 2.699 to the nearest thousandth',
      inputs: { base: '10', value: '500' },
      expected: { log: 2.699 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.3, Example 8 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): “Rounding to four decimal places, ln(500) ≈ 6.2146”',
      inputs: { base: '10', value: '500' },
      expected: { ln: 6.2146 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.5 “Logarithmic Properties”, Example 14 (openstax.org/books/college-algebra-2e/pages/6-5-logarithmic-properties): by the change-of-base formula, log₂ 10 = ln 10 ÷ ln 2 ≈ 3.3219',
      inputs: { base: '2', value: '10' },
      expected: { log: 3.3219 },
      tolerance: 0.00005,
    },
    {
      source:
        'Glencoe Algebra 2, Lesson 10-4 "Common Logarithms", p. 547, Example 1 (fliphtml5.com/cuptv/dtos/Chapter_10/28): log 3 ≈ 0.4771 and log 0.2 ≈ −0.6990; the second here',
      inputs: { base: '10', value: '0.2' },
      expected: { log: -0.699 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.3, Example 5 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): “We know 10³ = 1000. Therefore, log(1000) = 3”',
      inputs: { base: '10', value: '1000' },
      expected: { log: 3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.3, Example 3 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): “We know 4³ = 64. Therefore, log₄(64) = 3”, so the base whose logarithm of 64 is 3 is 4',
      inputs: { value: '64', log: '3' },
      solve: 'base',
      expected: { base: 4 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (2021), §6.3, Example 3 (openstax.org/books/college-algebra-2e/pages/6-3-logarithmic-functions): log₄(64) = 3 because 4³ = 64, so the antilog of 3 in base 4 is 64',
      inputs: { base: '4', log: '3' },
      solve: 'value',
      expected: { value: 64 },
      tolerance: 0,
    },
  ],
});
