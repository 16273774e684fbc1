// The currency converter's maths (spec sections 3, 5 and 9): a fixed table of demonstration rates
// per 1 US dollar, and cross rates through the dollar. Pure functions, no React, no I/O.

import Big from 'big.js';

/** Decimals with room for the smallest double's digits, so a tiny amount keeps its precision. */
const Decimal = Big();
Decimal.DP = 340;

/** The demonstration rates: how much of each currency 1 USD buys (spec section 9). */
export const CURRENCIES = [
  { code: 'USD', name: 'US Dollar', perUsd: 1 },
  { code: 'EUR', name: 'Euro', perUsd: 0.92 },
  { code: 'GBP', name: 'British Pound', perUsd: 0.79 },
  { code: 'JPY', name: 'Japanese Yen', perUsd: 150.76 },
  { code: 'AUD', name: 'Australian Dollar', perUsd: 1.54 },
  { code: 'CAD', name: 'Canadian Dollar', perUsd: 1.37 },
  { code: 'CHF', name: 'Swiss Franc', perUsd: 0.89 },
  { code: 'CNY', name: 'Chinese Yuan', perUsd: 7.24 },
  { code: 'AED', name: 'UAE Dirham', perUsd: 3.67 },
  { code: 'INR', name: 'Indian Rupee', perUsd: 83.44 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

const BY_CODE = new Map<string, (typeof CURRENCIES)[number]>(CURRENCIES.map((c) => [c.code, c]));

/** Whether a text is one of the table's codes, exactly ('EUR', not 'eur'). */
export function isCurrencyCode(text: string): text is CurrencyCode {
  return BY_CODE.has(text);
}

/** The code in a text such as a URL parameter ('eur' → 'EUR'), or null when it is not in the table. */
export function parseCurrencyCode(text: string | null | undefined): CurrencyCode | null {
  const code = (text ?? '').trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** 'Euro' for 'EUR'. */
export function currencyName(code: CurrencyCode): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** Units of the currency per 1 USD: 0.92 for 'EUR'. */
export function ratePerUsd(code: CurrencyCode): number {
  return BY_CODE.get(code)?.perUsd ?? Number.NaN;
}

/** How many `to` one `from` buys: rate[to] ÷ rate[from] (1 EUR = 1.0869… USD). */
export function exchangeRate(from: CurrencyCode, to: CurrencyCode): number {
  return from === to ? 1 : ratePerUsd(to) / ratePerUsd(from);
}

/**
 * The amount in `to`: amount ÷ rate[from] × rate[to], through the US dollar (100 USD → 92 EUR,
 * 100 EUR → 108.695… USD). The same currency gives the amount back unchanged. Null when the
 * amount is not a finite number or the result does not fit in a number.
 */
export function convert(amount: number, from: CurrencyCode, to: CurrencyCode): number | null {
  if (!Number.isFinite(amount)) return null;
  if (from === to) return amount;
  // In decimal, multiplying first: 3,080.39 EUR × 1.54 ÷ 0.92 is 5,156.305 AUD exactly (binary
  // floating point makes it 5,156.30499…, shown as 5,156.30 where half-up gives 5,156.31).
  const result = new Decimal(amount).times(ratePerUsd(to)).div(ratePerUsd(from)).toNumber();
  return Number.isFinite(result) ? result : null;
}
