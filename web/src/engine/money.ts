import Big from 'big.js';
import { formatDollars, formatNumber } from '../domain/format.ts';
import { formatIndianNumber } from '../domain/indianNumbers.ts';

// Money is decimal, never binary floating point: 0.7 × 15 % is 0.105 exactly, not
// 0.10499999999999998. One rounding rule, half-up to the cent, applied once to each amount
// shown; totals are made from the rounded parts, so shown parts add up to shown totals.

export { Big };

/** The currencies a calculator can show amounts in. */
export type Currency = 'USD' | 'INR';

/**
 * A number as the decimal it was written as (JavaScript's shortest round-trip form: 1081.575 is
 * 1081.575, not the binary 1081.57499…). Use it for typed inputs and decimal results.
 */
export function decimal(value: number | string | Big): Big {
  return new Big(value);
}

/** Half-up to the cent: 0.105 → 0.11, 5156.305 → 5156.31, -0.005 → -0.01. */
export function roundToCents(value: number | Big): Big {
  return decimal(value).round(2, Big.roundHalfUp);
}

/** An amount rounded half-up to the cent, as a number for display and charts. */
export function cents(value: number | Big): number {
  return roundToCents(value).toNumber();
}

/**
 * '$1,013.37' or '₹10,379.18' (Indian grouping), rounded half-up to the cent, or to whole units
 * with `decimals` 0 ('₹11,61,695').
 */
export function formatMoney(value: number, currency: Currency, decimals: 0 | 2 = 2): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  const rounded = decimal(value).round(decimals, Big.roundHalfUp).toNumber();
  if (currency === 'USD') return formatDollars(rounded, decimals);
  const text = formatIndianNumber(Math.abs(rounded), decimals);
  return rounded < 0 ? `-₹${text}` : `₹${text}`;
}
