import { superscriptOf } from '../../domain/format.ts';
import { Big, decimal } from '../../engine/money.ts';

// A list of numbers as a visitor types or pastes it (the average and standard deviation
// calculators): numbers separated by commas, semicolons, spaces, tabs or new lines, each read as
// the decimal it was written as (big.js), so 0.1 + 0.2 is 0.3 and sums are exact.

/** The longest list text accepted (some 2,000 to 5,000 numbers). */
export const LIST_MAX_LENGTH = 20_000;

// A decimal number: optional sign, digits with an optional fraction, an optional exponent of at
// most two digits (so every number is below 10^100 and its square is a finite float).
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d{1,2})?$/i;

/** The entries of a list as typed (minus signs U+2212 read as '-'). */
export function listEntries(text: string): string[] {
  return text
    .replace(/\u2212/g, '-')
    .split(/[\s,;]+/)
    .filter((entry) => entry !== '');
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

/**
 * Why a list cannot be used (the first entry that is not a number, or too few numbers), or null
 * when it can.
 */
export function checkNumberList(text: string, fewest = 1): string | null {
  const entries = listEntries(text);
  for (const [index, entry] of entries.entries()) {
    if (NUMBER.test(entry)) continue;
    const shown = entry.length > 20 ? `${entry.slice(0, 20)}…` : entry;
    if (/^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i.test(entry)) {
      return `“${shown}” (the ${ordinal(index + 1)} entry) is too large or small: use numbers between 10^-99 and 10^99`;
    }
    return `“${shown}” (the ${ordinal(index + 1)} entry) is not a number. Separate numbers with commas, spaces or new lines.`;
  }
  if (entries.length < fewest) {
    return fewest === 1
      ? 'Enter at least one number'
      : `Enter at least ${fewest} numbers, separated by commas, spaces or new lines`;
  }
  return null;
}

/** The numbers of a list already checked by checkNumberList, as exact decimals. */
export function readNumberList(text: string): Big[] {
  return listEntries(text).map((entry) => decimal(entry.replace(/^\+/, '')));
}

/** The sum of decimals, exactly. */
export function sumOf(values: readonly Big[]): Big {
  return values.reduce((sum, value) => sum.plus(value), new Big(0));
}

/** The decimals in ascending order (a new array). */
export function sortedOf(values: readonly Big[]): Big[] {
  return [...values].sort((a, b) => a.cmp(b));
}

/**
 * a ÷ b to big.js's 20 decimals counted from a's first digit, not from the decimal point: big.js
 * divides to 20 places, which cut 4 × 10⁻²⁵ ÷ 2 to 0. Shifting by a power of ten is exact.
 */
export function divided(a: Big, b: Big | number): Big {
  const shift = a.eq(0) ? 0 : Math.max(0, -a.e);
  return shift === 0 ? a.div(b) : a.times(`1e${shift}`).div(b).times(`1e-${shift}`);
}

/** √a to 20 decimals counted from a's first digit (see divided). */
export function rootOf(a: Big): Big {
  // An even shift, so the root shifts back by half of it.
  const shift = a.eq(0) ? 0 : Math.max(0, 2 * Math.ceil(-a.e / 2));
  return shift === 0
    ? a.sqrt()
    : a
        .times(`1e${shift}`)
        .sqrt()
        .times(`1e-${shift / 2}`);
}

/** The median of sorted decimals: the middle one, or the mean of the two middle ones. */
export function medianOf(sorted: readonly Big[]): Big {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : divided(sorted[middle - 1]!.plus(sorted[middle]!), 2);
}

/**
 * The values that appear most often and how often, in ascending order; none when every value
 * appears once (a list with no repeats has no mode).
 */
export function modesOf(sorted: readonly Big[]): { values: Big[]; count: number } {
  let best = 1;
  const modes: Big[] = [];
  let index = 0;
  while (index < sorted.length) {
    let end = index + 1;
    while (end < sorted.length && sorted[end]!.eq(sorted[index]!)) end += 1;
    const run = end - index;
    if (run > best) {
      best = run;
      modes.length = 0;
    }
    if (run === best && run > 1) modes.push(sorted[index]!);
    index = end;
  }
  return { values: modes, count: modes.length > 0 ? best : 0 };
}

/**
 * A decimal as a person would read it: thousands separators, no trailing zeros, rounded half-up
 * to at most `decimals` places; `exact` says whether that rounding changed it
 * (1234.5 → '1,234.5'; 2/3 → '0.6666666667', not exact).
 */
export function decimalText(
  value: Big,
  decimals = 10,
  group = true,
): { text: string; exact: boolean } {
  const rounded = value.round(decimals, Big.roundHalfUp);
  // Trailing zeros dropped after a point only: 1000 to 0 decimals is 1,000.
  const fixed = rounded.toFixed(decimals).replace(/\.0*$|(\.\d*?)0+$/, '$1');
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const unsigned = fraction ? `${grouped}.${fraction}` : grouped;
  // '-0' is never shown: a tiny negative number rounds to 0.
  const text = negative && /[1-9]/.test(unsigned) ? `-${unsigned}` : unsigned;
  return { text, exact: rounded.eq(value) };
}

/** Below this a statistic is written in powers of ten (its decimals would be mostly zeros). */
const POWERS_BELOW = new Big('1e-6');

/**
 * A statistic as a person would read it: decimalText's 10 decimals, but at least 10 significant
 * digits below 1 (0.000001234567891, which 10 decimals cut to 0.0000012346), and in powers of
 * ten below a millionth (8.164965809 × 10⁻¹³, which 10 decimals showed as 0).
 */
export function figureText(value: Big, group = true): { text: string; exact: boolean } {
  if (value.eq(0)) return decimalText(value, 10, group);
  if (value.abs().gte(POWERS_BELOW)) return decimalText(value, Math.max(10, 9 - value.e), group);
  const rounded = value.prec(10, Big.roundHalfUp);
  return { text: powersOfTen(rounded), exact: rounded.eq(value) };
}

/** A decimal in powers of ten, every digit it holds: 8.164965809 × 10⁻¹³. */
function powersOfTen(value: Big): string {
  const [first, ...rest] = value.c;
  const fraction = rest.join('').replace(/0+$/, '');
  const sign = value.s < 0 ? '-' : '';
  return `${sign}${first}${fraction ? `.${fraction}` : ''} × 10${superscriptOf(String(value.e))}`;
}

/**
 * A number the visitor typed, in full, as it was read exactly (1.000000000001, which 10 decimals
 * showed as 1): thousands separators unless told, powers of ten below a millionth.
 */
export function typedText(value: Big, group = true): string {
  if (!value.eq(0) && value.abs().lt(POWERS_BELOW)) return powersOfTen(value);
  const fixed = value.toFixed();
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A typed number inside a formula (typedText without separators), bracketed as termText. */
export function typedTerm(value: Big): string {
  return bracketed(typedText(value, false));
}

/**
 * A statistic inside a formula (figureText without thousands separators): a negative one or one
 * in powers of ten in brackets, so '√(6.666666667 × 10⁻²⁵)' reads as one number.
 */
export function termText(value: Big): string {
  return bracketed(figureText(value, false).text);
}

/**
 * An exact decimal inside a formula (a sum, a half, a square of numbers typed) in full, every
 * digit, with thousands separators: in powers of ten below a millionth (1.875 × 10⁻²⁵), bracketed
 * as termText.
 */
export function exactTerm(value: Big): string {
  return bracketed(typedText(value));
}

/** A number in a formula: in brackets when negative or in powers of ten. */
function bracketed(text: string): string {
  return text.startsWith('-') || text.includes('×') ? `(${text})` : text;
}

/** '= 15' for an exact result, '≈ 1.3333333333' for a rounded one (in a formula). */
export function equalsText(value: Big): string {
  const { text, exact } = figureText(value);
  return `${exact ? '=' : '≈'} ${text}`;
}

/** figureText's text, with '≈ ' before it when it is rounded. */
export function approxText(value: Big): string {
  const { text, exact } = figureText(value);
  return exact ? text : `≈ ${text}`;
}

/**
 * Numbers joined with ', ' (without thousands separators, which would read as list commas), at
 * most `most` of them, then '… (n more)'.
 */
export function listText(values: readonly Big[], most = 20): string {
  const shown = values.slice(0, most).map((value) => typedText(value, false));
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')}, … (${more} more)` : shown.join(', ');
}
