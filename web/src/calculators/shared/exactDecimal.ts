import { Big } from '../../engine/money.ts';

// Exact decimal arithmetic for units and measures: a number as the decimal it was typed as, and
// the number a result is held as. The converters (units.ts) and the calculators that work in
// units (paint, tile, AC tonnage) share it; it is kept apart from the converters' units so those
// calculators do not load them.

/** A constructor of its own (money.ts's Big keeps its settings): 100 decimals for a division. */
const Exact = Big();
Exact.DP = 100;
Exact.RM = Big.roundHalfUp;

/** Significant digits a result is shown with. */
export const SHOWN_DIGITS = 10;
/** Significant digits a result is held with (the number an output returns), unless exact. */
export const HELD_DIGITS = 15;
/** Significant digits an exact value is shown in full with (1 PiB = 9,007,199,254,740,992 bit). */
export const FULL_DIGITS = 20;

/** A number as the exact decimal it was typed as (0.1 is 0.1, not the binary 0.1000000000000000055…). */
export function exact(value: number | string | Big): Big {
  return new Exact(value);
}

/** Rounded half-up to `digits` significant digits (zero stays zero). */
export function toSignificant(value: Big, digits: number): Big {
  return value.eq(0) ? exact(0) : value.prec(digits, Big.roundHalfUp);
}

/**
 * The number a result is held as: itself when a number holds it exactly (9007199254740992), else
 * rounded to 15 significant digits (0.333333333333333), so no float noise is ever held.
 */
export function held(value: Big): number {
  const number = value.toNumber();
  return exact(number).eq(value) ? number : toSignificant(value, HELD_DIGITS).toNumber();
}

/**
 * The whole number of `size`s that hold `amount` (cans of paint, tiles, bags), rounded up
 * exactly, and whether they hold it with nothing over. Both must be exact decimals (products,
 * not quotients): a quotient cut at 100 decimals can be a hair over a whole number that the true
 * one is (1.5 m² ÷ 0.09 m² × 1.2 is 20 tiles, and 16.6…67 × 1.2 is 20.0…04), and rounding that
 * up would buy one more.
 */
export function wholeUnitsHolding(amount: Big, size: Big): { count: number; exact: boolean } {
  let count = amount.div(size).round(0, Big.roundDown);
  if (count.times(size).lt(amount)) count = count.plus(1);
  return { count: count.toNumber(), exact: count.times(size).eq(amount) };
}

/**
 * '=' before a result shown as `shown` ('0.83', '1,234.5') that is exactly `value`, the working
 * of the figures a step shows; '≈' before one rounded: 10,000 ÷ 12,000 ≈ 0.83, 3 × 4 = 12.
 */
export function equalsOrAbout(value: Big | number | string, shown: string): '=' | '≈' {
  const read = readShown(shown);
  return read !== null && read.eq(exact(value)) ? '=' : '≈';
}

/**
 * '=' or '≈' before `shown`, the quotient dividend ÷ divisor of figures a step shows; '≈' where
 * the divisor shown is 0, a figure too small for its digits (a rate of 10⁻¹² shown as 0).
 */
export function quotientEqualsOrAbout(dividend: Big, divisor: Big, shown: string): '=' | '≈' {
  return divisor.eq(0) ? '≈' : equalsOrAbout(dividend.div(divisor), shown);
}

/**
 * '=' or '≈' before `shown`, the power base^exponent worked from the base as a step shows it:
 * 1.5^2 = 2.25, 1.06^10 ≈ 1.7908477. A power too long to work (more than 2,000 digits), or with
 * an exponent not a whole number, is never shown exactly in a step: '≈'.
 */
export function powerEqualsOrAbout(base: string | Big, exponent: number, shown: string): '=' | '≈' {
  const read = typeof base === 'string' ? readShown(base) : base;
  if (read === null || !Number.isInteger(exponent) || exponent < 0) return '≈';
  if (read.c.length * exponent > 2000) return '≈';
  return equalsOrAbout(read.pow(exponent), shown);
}

/**
 * A figure's text read back as the exact decimal it shows ('1,234.5'; '-6.9 × 10⁻¹⁴'), or null
 * for a text that is no figure: a step works its '=' from the figures it shows.
 */
export function readShown(shown: string): Big | null {
  const digits = decimalOf(shown);
  return digits === null ? null : exact(digits);
}

/**
 * A value's `shown` text, or, where that shows a whole number the value is a hair from, the
 * digits that tell them apart: 2.9999999 or 3.0000001 tins, not '≈ 3, rounded up to 4'.
 */
export function apartFromWhole(value: Big, shown: string): string {
  const near = readShown(shown);
  if (near === null || !near.eq(near.round()) || near.eq(value)) return shown;
  for (let digits = 7; digits < 40; digits++) {
    const text = value.toPrecision(digits).replace(/\.?0+$/, '');
    if (!exact(text).eq(near)) return text;
  }
  return value.toString();
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A figure's text as a decimal Big reads ('1,234.5', '-6.9 × 10⁻¹⁴' → '-6.9e-14'), or null. */
function decimalOf(shown: string): string | null {
  const [, mantissa, power] =
    /^(-?\d+(?:\.\d+)?)(?: × 10([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$/.exec(shown.replace(/,/g, '')) ?? [];
  if (mantissa === undefined) return null;
  if (power === undefined) return mantissa;
  const exponent = [...power]
    .map((char) => (char === '⁻' ? '-' : SUPERSCRIPT_DIGITS.indexOf(char)))
    .join('');
  return `${mantissa}e${exponent}`;
}
