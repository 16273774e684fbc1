import Big from 'big.js';
import { formatDollars, formatNumber } from '../domain/format.ts';
import { formatIndianNumber } from '../domain/indianNumbers.ts';

// Money is decimal, never binary floating point: 0.7 × 15 % is 0.105 exactly, not
// 0.10499999999999998. One rounding rule, half-up to the cent, applied once to each amount
// shown; totals are made from the rounded parts, so shown parts add up to shown totals.

export { Big };

/**
 * From 2^46 (about 70 trillion) doubles are 1/64 apart and no longer hold every cent, so an
 * amount that large is never shown: a calculation reaching it says it is too large instead.
 */
export const CENT_EXACT_LIMIT = 2 ** 46;

/** The same for amounts shown in whole units (whole rupees): from 2^52 doubles are 1 apart. */
export const WHOLE_EXACT_LIMIT = 2 ** 52;

/**
 * The largest amount a money field takes when typed: a round figure under CENT_EXACT_LIMIT. An
 * amount solved for may be larger, up to that limit.
 */
export const MAX_AMOUNT = 1e13;

/**
 * The currencies a calculator can show amounts in: each has cents (no yen), so one rounding rule
 * holds for all.
 */
export type Currency =
  'USD' | 'EUR' | 'GBP' | 'INR' | 'CAD' | 'AUD' | 'NZD' | 'SGD' | 'CHF' | 'ZAR';

/**
 * The currency a calculator's amounts are in. Only a calculator that handles money declares one
 * (definitions.test.ts checks it); the others show no amount, and US dollars stand in for the
 * currency the engine's parts are handed.
 */
export function amountCurrency(calculator: { currency?: Currency }): Currency {
  return calculator.currency ?? 'USD';
}

/** How an amount is prefixed: '$', '€', 'CA$'; Swiss francs as 'CHF ' (as the Swiss write them). */
export const moneyPrefix: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  SGD: 'S$',
  CHF: 'CHF ',
  ZAR: 'R',
};

/**
 * A number as the decimal it was written as (JavaScript's shortest round-trip form: 1081.575 is
 * 1081.575, not the binary 1081.57499…). Use it for typed inputs and decimal results.
 */
export function decimal(value: number | string | Big): Big {
  return new Big(value);
}

const NOISE_FLOOR = new Big('1e-12');
const NOISE_SHARE = new Big('1e-15');
const halves = new Map<number, { half: Big; mostNoise: Big }>();

/**
 * Half a unit in the last of `places` decimals, and a tenth of it, made once for each number of
 * places: each is a decimal division, and every amount shown is rounded (a keystroke on a loan
 * page rounds hundreds).
 */
function halfAt(places: number): { half: Big; mostNoise: Big } {
  let made = halves.get(places);
  if (!made) {
    const half = new Big(5).times(new Big(10).pow(-(places + 1)));
    made = { half, mostNoise: half.div(10) };
    halves.set(places, made);
  }
  return made;
}

/**
 * Rounded half-up (half away from zero) to `places` decimals. An amount a hair's breadth below a
 * half cent is taken as the half cent it stands for: binary floating point carries 212.355 as
 * 212.35499999999999, and a decimal division cut at 20 places ends in …4999…; either way the
 * amount is 212.355 and shows as 212.36. "A hair's breadth" is well under the error of any
 * calculation here and far under the digits a visitor types (10⁻¹² + 10⁻¹⁵ of the amount, a few
 * units in the last place of a double, and never more than a tenth of the half: past $500
 * billion, 10⁻¹⁴ of the amount was more than the half cent itself, and $999,999,999,999 was
 * "snapped" to $999,999,999,999.005 and shown as .01; and with 10⁻¹⁴, a year's depreciation of
 * $19,607,843,137.2549… was taken for .255 and shown as .26).
 */
export function roundHalfUp(value: number | Big, places: number): Big {
  const amount = decimal(value);
  const size = amount.abs();
  const { half, mostNoise } = halfAt(places);
  const tie = size.round(places, Big.roundDown).plus(half);
  const relative = NOISE_FLOOR.plus(size.times(NOISE_SHARE));
  const noise = relative.gt(mostNoise) ? mostNoise : relative;
  const snapped = tie.minus(size).abs().lte(noise) ? tie : size;
  const rounded = snapped.round(places, Big.roundHalfUp);
  return amount.lt(0) ? rounded.neg() : rounded;
}

/** Half-up to the cent: 0.105 → 0.11, 5156.305 → 5156.31, -0.005 → -0.01. */
export function roundToCents(value: number | Big): Big {
  return roundHalfUp(value, 2);
}

/** An amount rounded half-up to the cent, as a number for display and charts. */
export function cents(value: number | Big): number {
  return roundToCents(value).toNumber();
}

/** The decimals an amount is written with: 1.005 → 3, 1500 → 0. */
export function placesOf(value: number | Big): number {
  const amount = decimal(value);
  return Math.max(0, amount.c.length - 1 - amount.e);
}

/**
 * An amount with the decimals it has, from the cent to `most`: a price of $0.335 and the
 * $1.005 it costs three times, so a sum of such parts adds up where each shown to the cent
 * would not ($1.01 + $1.01 = $2.01). Past `most` decimals it is rounded there.
 */
export function formatMoneyAsIs(value: number | Big, currency: Currency, most = 4): string {
  // Counted once rounded there: 0.1 + 0.2 (0.30000000000000004) is $0.30, not $0.3000.
  const places = Math.max(2, placesOf(roundHalfUp(value, most)));
  return formatMoney(decimal(value).toNumber(), currency, places);
}

/**
 * '$1,013.37' or '₹10,379.18' (Indian grouping), rounded half-up to the cent, or to whole units
 * with `decimals` 0 ('₹11,61,695'), or past the cent with more ('$0.1538').
 */
export function formatMoney(value: number, currency: Currency, decimals = 2): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  const rounded = roundHalfUp(value, decimals).toNumber();
  if (currency === 'USD') return formatDollars(rounded, decimals);
  const text =
    currency === 'INR'
      ? formatIndianNumber(Math.abs(rounded), decimals)
      : formatNumber(Math.abs(rounded), decimals);
  return rounded < 0 && /[1-9]/.test(text)
    ? `-${moneyPrefix[currency]}${text}`
    : `${moneyPrefix[currency]}${text}`;
}
