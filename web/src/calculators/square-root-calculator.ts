import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { superscript } from './shared/integerText.ts';
import { factorize } from './shared/integers.ts';
import { decimalText, ordinal } from './shared/numberList.ts';

export const record = {
  id: 119,
  name: 'Square Root Calculator',
  description:
    'Find the square root, cube root or any nth root of a number to 30 decimal places, exactly for perfect squares, with the simplest radical form.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'superscript',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'scientific-calculator',
    'prime-factorization-calculator',
    'pythagorean-theorem-calculator',
    'log-calculator',
  ],
  keywords:
    'sqrt square root cube root cbrt nth root radical surd simplest radical form perfect square √ ∛ principal root',
} satisfies CalculatorRecord;

// The principal nth root r = ⁿ√x, the number whose nth power is x (r ≥ 0 for x ≥ 0), as in NIST
// DLMF §4.2(iv) (powers: x^(1/n)). Worked in decimal to 60 places with big.js (its square root
// for n = 2, Newton's iteration r ← ((n − 1)r + x ÷ r^(n−1)) ÷ n from the double estimate for
// n ≥ 3) and shown rounded half-up to 30 decimal places, or exactly when a root of at most 30
// decimals raised to the nth power gives x back (√144 = 12, √2.25 = 1.5). A negative number has an
// odd root (∛−8 = −2) but no real even root: its square roots are imaginary (√−9 = ±3i), which
// the page says instead of a result (other even roots: complex). A whole number's root is also given in simplest radical form
// (√72 = 6√2), from its prime factorization.

/** Decimals worked with, and shown. */
const WORK = 60;
export const SHOWN = 30;

const D = Big();
D.DP = WORK;
type Dec = InstanceType<typeof D>;

/** x^k rounded to WORK places after each product (k ≥ 0). */
function powRounded(x: Dec, k: number): Dec {
  let result = new D(1);
  for (let i = 0; i < k; i += 1) result = result.times(x).round(WORK + 5);
  return result;
}

/** The principal nth root of x ≥ 0, to WORK decimal places. */
function rootOfPositive(x: Dec, n: number): Dec {
  if (x.eq(0)) return new D(0);
  if (n === 2) return x.sqrt();
  let r = new D(Math.pow(x.toNumber(), 1 / n));
  for (let i = 0; i < 8; i += 1) {
    r = r
      .times(n - 1)
      .plus(x.div(powRounded(r, n - 1)))
      .div(n);
  }
  return r.round(WORK);
}

export interface Root {
  /** The root as a decimal, to WORK places. */
  value: Dec;
  /** The root rounded half-up to SHOWN places (trailing zeros dropped). */
  text: string;
  /** Whether `text` is the root exactly (its nth power is x). */
  exact: boolean;
}

/** The principal nth root of x (x < 0 only for odd n). */
export function nthRoot(x: number, n: number): Root {
  const a = new D(x);
  const positive = rootOfPositive(a.abs(), n);
  const value = a.lt(0) ? positive.neg() : positive;
  const rounded = value.round(SHOWN, Big.roundHalfUp);
  const exact = rounded.pow(n).eq(a);
  const text = rounded.toFixed(SHOWN).replace(/\.?0+$/, '');
  return { value, text: text === '-0' ? '0' : text, exact };
}

/** The root sign: √, ∛, ∜, or ⁵√ for higher roots. */
export function radical(n: number): string {
  return n === 2 ? '√' : n === 3 ? '∛' : n === 4 ? '∜' : `${superscript(n)}√`;
}

/** A number in a root: negative ones in parentheses. */
const inRoot = (x: number) => (x < 0 ? `(${formatPlain(x)})` : formatPlain(x));

/**
 * A whole number's root in simplest radical form: the largest whole factor taken out (√72 = 6√2),
 * or null when x is not a whole number, is a perfect power, or has no factor to take out.
 */
export function simplestForm(x: number, n: number): string | null {
  if (!Number.isInteger(x) || x === 0) return null;
  let outside = 1n;
  let inside = 1n;
  for (const { prime, exponent } of factorize(BigInt(Math.abs(x)))) {
    outside *= prime ** BigInt(Math.floor(exponent / n));
    inside *= prime ** BigInt(exponent % n);
  }
  if (inside === 1n || outside === 1n) return null;
  const sign = x < 0 ? '-' : '';
  return `${sign}${formatPlain(Number(outside))}${radical(n)}${formatPlain(Number(inside))}`;
}

const rootName = (n: number) =>
  n === 2 ? 'square root' : n === 3 ? 'cube root' : `${ordinal(n)} root`;

export default defineCalculator({
  slug: 'square-root-calculator',
  fields: {
    number: {
      kind: 'number',
      label: 'Number (x)',
      default: '2',
      min: -1e15,
      max: 1e15,
      noun: 'number',
      help: 'The number to take the root of. A negative number has odd roots only (∛−8 = −2).',
    },
    index: {
      kind: 'integer',
      label: 'Root (n)',
      default: '2',
      min: 2,
      max: 100,
      noun: 'root',
      presets: { label: 'Common roots', values: [2, 3] },
      help: '2 for the square root, 3 for the cube root, or any whole number up to 100.',
    },
  },
  validate(v) {
    if (v.number < 0 && v.index % 2 === 0) {
      if (v.index > 2) {
        return {
          number: `${formatPlain(v.number)} has no real ${rootName(v.index)}: its ${rootName(v.index)}s are complex numbers`,
        };
      }
      const size = nthRoot(-v.number, 2);
      return {
        number: `${formatPlain(v.number)} has no real square root: its square roots are imaginary, ${size.exact ? '' : '≈ '}±${size.text}i`,
      };
    }
    return {};
  },
  outputs: {
    root: { label: 'Root', format: 'number', decimals: 10 },
  },
  compute: (v) => ({ root: nthRoot(v.number, v.index).value.toNumber() }),
  headline: {
    label: 'Root',
    text(v) {
      const root = nthRoot(v.number, v.index);
      return `${radical(v.index)}${inRoot(v.number)} ${root.exact ? '=' : '≈'} ${root.text}`;
    },
    caption(v) {
      const root = nthRoot(v.number, v.index);
      if (root.exact) {
        // A perfect square or cube is the power of a whole number; 2.25 = 1.5² only has an exact root.
        const perfect = root.value.mod(1).eq(0)
          ? `${formatPlain(v.number)} is a perfect ${v.index === 2 ? 'square' : v.index === 3 ? 'cube' : `${ordinal(v.index)} power`}`
          : 'the root is exact';
        return `${root.text}${superscript(v.index)} = ${formatPlain(v.number)} exactly, so ${perfect}.`;
      }
      return `The ${rootName(v.index)} of ${formatPlain(v.number)}, rounded to ${SHOWN} decimal places; it has endless decimals.`;
    },
  },
  facts(v) {
    const root = nthRoot(v.number, v.index);
    // From the decimal root itself: a double has no 10 decimals left for a root in the millions.
    const facts = [{ label: `Rounded to 10 decimals`, text: decimalText(root.value, 10).text }];
    const simplest = simplestForm(v.number, v.index);
    if (simplest) {
      facts.push({
        label: 'Simplest radical form',
        text: `${radical(v.index)}${inRoot(v.number)} = ${simplest}`,
      });
    }
    return facts;
  },
  steps(v) {
    const root = nthRoot(v.number, v.index);
    const sign = root.exact ? '=' : '≈';
    const steps = [
      `The ${rootName(v.index)} of x is the number r with r${superscript(v.index)} = x: here r${superscript(v.index)} = ${formatPlain(v.number)}.`,
      v.index === 2
        ? `Worked in decimal to ${WORK} places: r = √${inRoot(v.number)} ${sign} ${root.text}.`
        : `Worked in decimal to ${WORK} places by Newton’s method, r ← ((n − 1)r + x ÷ r^(n − 1)) ÷ n with n = ${v.index}: r ${sign} ${root.text}.`,
    ];
    const simplest = simplestForm(v.number, v.index);
    if (simplest) {
      const outside = simplest.replace(/^-/, '').split(radical(v.index))[0]!;
      steps.push(
        `Simplest form: ${formatPlain(Math.abs(v.number))} has the factor ${outside}${superscript(v.index)}, taken out of the root: ${radical(v.index)}${inRoot(v.number)} = ${simplest}.`,
      );
    }
    steps.push(
      root.exact
        ? `Check: ${root.text}${superscript(v.index)} = ${formatPlain(v.number)} exactly.`
        : `Check: ${root.text}${superscript(v.index)} ≈ ${formatPlain(v.number)}; no decimal of ${SHOWN} places gives it exactly.`,
    );
    return steps;
  },
  about: [
    'The square root of x is the number r ≥ 0 with r × r = x; the nth root is the number whose nth power is x, written ⁿ√x or x^(1/n) (NIST Digital Library of Mathematical Functions, §4.2(iv)). The page gives the principal root: the positive one for a positive number, although −r squared is x as well.',
    `Roots are worked in decimal to ${WORK} places (big.js; Newton’s method for roots beyond the square root) and shown rounded half-up to ${SHOWN} decimal places. A root is shown with = when it is exact, that is when the shown decimal raised to the nth power is x itself (√144 = 12, √2.25 = 1.5), and with ≈ otherwise: the square root of any whole number that is not a perfect square has endless, non-repeating decimals.`,
    'A negative number has a real root only when n is odd (∛−8 = −2). Its even roots are not real numbers, so the page says so under the field instead of giving a result: the square roots of −9 are the imaginary numbers ±3i, where i is the square root of −1, and its 4th, 6th … roots are complex numbers.',
    'For a whole number the simplest radical form takes the largest perfect nth power out of the root, from the prime factorization: 72 = 2³ × 3² = 6² × 2, so √72 = 6√2.',
  ],
  faq: [
    {
      question: 'What is the square root of 2?',
      answer:
        '√2 = 1.41421356237309504880168872420969807856…, with decimals that never end or repeat (OEIS A002193). To 3 decimals it is 1.414.',
    },
    {
      question: 'How do I simplify a square root?',
      answer:
        'Find the largest perfect square that divides the number and take its root out: 72 = 36 × 2, so √72 = √36 × √2 = 6√2.',
    },
    {
      question: 'What is the square root of a negative number?',
      answer:
        'It is not a real number, since every real number squared is 0 or more. Its square roots are imaginary: √−9 = 3i, where i² = −1. Odd roots of negative numbers are real: ∛−8 = −2.',
    },
    {
      question: 'Why does a square root have two answers?',
      answer:
        'Both 3 and −3 square to 9. The √ sign means the principal, non-negative root, 3; the two roots together are written ±3.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 5.7 "Simplify and Use Square Roots", Example 5.74 (openstax.org/books/prealgebra-2e/pages/5-7-simplify-and-use-square-roots): the calculator square root key gives √17 = 4.123105626, which rounds to 4.12',
      inputs: { number: '17', index: '2' },
      expected: { root: 4.123105626 },
      tolerance: 0.0000000005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 5.7, Example 5.79 (openstax.org/books/prealgebra-2e/pages/5-7-simplify-and-use-square-roots): a square patio of 200 square feet has sides of √200 = 14.142135…, "Each side of the patio should be 14.1 feet"',
      inputs: { number: '200', index: '2' },
      expected: { root: 14.1 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Elementary Algebra 2e (2020), section 9.1 "Simplify and Use Square Roots", Example 9.1 (b) (openstax.org/books/elementary-algebra-2e/pages/9-1-simplify-and-use-square-roots): √196 = 14, since 14² = 196 (a perfect square)',
      inputs: { number: '196', index: '2' },
      expected: { root: 14 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Elementary Algebra 2e (2020), section 9.7 "Higher Roots", Example 9.88 (c) (openstax.org/books/elementary-algebra-2e/pages/9-7-higher-roots): the fifth root of 32 is 2, since 2⁵ = 32',
      inputs: { number: '32', index: '5' },
      expected: { root: 2 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Elementary Algebra 2e (2020), section 9.7, Example 9.89 (a) (openstax.org/books/elementary-algebra-2e/pages/9-7-higher-roots): the cube root of −64 is −4, since (−4)³ = −64 (an odd root of a negative number)',
      inputs: { number: '-64', index: '3' },
      expected: { root: -4 },
      tolerance: 0,
    },
    {
      source:
        'OEIS A002193, "Decimal expansion of square root of 2" (oeis.org/A002193): √2 = 1.41421356237309504880168872420969807856967…',
      inputs: { number: '2', index: '2' },
      expected: { root: 1.4142135623730951 },
      tolerance: 1e-15,
    },
    {
      source:
        'OEIS A002580, "Decimal expansion of cube root of 2" (oeis.org/A002580): ∛2 = 1.25992104989487316476721060727822835057…',
      inputs: { number: '2', index: '3' },
      expected: { root: 1.2599210498948732 },
      tolerance: 1e-15,
    },
  ],
});
