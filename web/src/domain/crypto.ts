// The cryptocurrency converter's pure logic (spec sections 3, 4, 5, 8 and 9): the currency lists,
// the rules for choosing a pair, the conversion maths and the result formatting. No React, no I/O.

import { LINK_LOCALE, readTypedNumber, type NumberLocale } from '../engine/numberText.ts';
import { formatNumber, formatSignificant } from './format.ts';

export type CurrencyKind = 'crypto' | 'fiat';

export interface Currency {
  /** CoinGecko's id for a coin (bitcoin), the lower-case ISO code for a fiat currency (usd). */
  id: string;
  name: string;
  /** What the tool shows beside amounts: BTC, USD. */
  symbol: string;
  kind: CurrencyKind;
}

/** Spec section 3, crypto list, in its order (the same ids as the server's list). */
export const CRYPTOCURRENCIES: readonly Currency[] = [
  { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', kind: 'crypto' },
  { id: 'ethereum', name: 'Ethereum', symbol: 'ETH', kind: 'crypto' },
  { id: 'tether', name: 'Tether', symbol: 'USDT', kind: 'crypto' },
  { id: 'binancecoin', name: 'Binance Coin', symbol: 'BNB', kind: 'crypto' },
  { id: 'ripple', name: 'XRP', symbol: 'XRP', kind: 'crypto' },
  { id: 'cardano', name: 'Cardano', symbol: 'ADA', kind: 'crypto' },
  { id: 'solana', name: 'Solana', symbol: 'SOL', kind: 'crypto' },
  { id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', kind: 'crypto' },
  { id: 'polkadot', name: 'Polkadot', symbol: 'DOT', kind: 'crypto' },
  { id: 'avalanche-2', name: 'Avalanche', symbol: 'AVAX', kind: 'crypto' },
];

/** Spec section 3, fiat list for the crypto converter, in its order. */
export const FIAT_CURRENCIES: readonly Currency[] = [
  { id: 'usd', name: 'US Dollar', symbol: 'USD', kind: 'fiat' },
  { id: 'eur', name: 'Euro', symbol: 'EUR', kind: 'fiat' },
  { id: 'jpy', name: 'Japanese Yen', symbol: 'JPY', kind: 'fiat' },
  { id: 'gbp', name: 'British Pound', symbol: 'GBP', kind: 'fiat' },
  { id: 'aud', name: 'Australian Dollar', symbol: 'AUD', kind: 'fiat' },
  { id: 'cad', name: 'Canadian Dollar', symbol: 'CAD', kind: 'fiat' },
  { id: 'chf', name: 'Swiss Franc', symbol: 'CHF', kind: 'fiat' },
  { id: 'cny', name: 'Chinese Yuan', symbol: 'CNY', kind: 'fiat' },
  { id: 'inr', name: 'Indian Rupee', symbol: 'INR', kind: 'fiat' },
  { id: 'sgd', name: 'Singapore Dollar', symbol: 'SGD', kind: 'fiat' },
];

const byId = new Map<string, Currency>(
  [...CRYPTOCURRENCIES, ...FIAT_CURRENCIES].map((currency) => [currency.id, currency]),
);

/** The currency with this id, or undefined for an unknown id. */
export function findCurrency(id: string): Currency | undefined {
  return byId.get(id);
}

export function isCrypto(id: string): boolean {
  return byId.get(id)?.kind === 'crypto';
}

export function isFiat(id: string): boolean {
  return byId.get(id)?.kind === 'fiat';
}

/** How a currency is listed: 'Bitcoin (BTC)', 'US Dollar (USD)'. */
export function currencyLabel(currency: Currency): string {
  return `${currency.name} (${currency.symbol})`;
}

/** The symbol of a currency id: 'bitcoin' → 'BTC'; an unknown id is shown upper-cased. */
export function currencySymbol(id: string): string {
  return byId.get(id)?.symbol ?? id.toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// The pair and its direction (spec section 4).

export interface Pair {
  from: string;
  to: string;
}

/** Spec section 9: the default conversion is 1 BTC to USD. */
export const DEFAULT_PAIR: Pair = { from: 'bitcoin', to: 'usd' };
export const DEFAULT_AMOUNT = 1;
/** The fiat currency a clashing side is reset to (spec section 4). */
const DEFAULT_FIAT = 'usd';
const DEFAULT_CRYPTO = 'bitcoin';

/**
 * 'fiat-to-crypto' when a fiat currency is converted into a coin (the coin's price is inverted);
 * 'crypto-to-fiat' otherwise, which also covers the coin-to-coin pairs a shared link can open.
 */
export type Direction = 'crypto-to-fiat' | 'fiat-to-crypto';

export function directionOf(pair: Pair): Direction {
  return isFiat(pair.from) && isCrypto(pair.to) ? 'fiat-to-crypto' : 'crypto-to-fiat';
}

/**
 * The pair after the visitor chooses a 'from' currency. A coin makes the direction crypto→fiat:
 * if 'to' is a coin too it is reset to US Dollar (spec section 4). A fiat currency chosen while
 * 'to' is also fiat makes the direction fiat→crypto: 'to' takes the coin 'from' held (Bitcoin if
 * none), so one side is always a coin.
 */
export function chooseFrom(pair: Pair, id: string): Pair {
  if (isCrypto(id)) return { from: id, to: isCrypto(pair.to) ? DEFAULT_FIAT : pair.to };
  if (isFiat(pair.to)) {
    return { from: id, to: isCrypto(pair.from) ? pair.from : DEFAULT_CRYPTO };
  }
  return { from: id, to: pair.to };
}

/**
 * The pair after the visitor chooses a 'to' currency. A coin makes the direction fiat→crypto
 * (rate inverted): if 'from' is a coin too it is reset to US Dollar (spec section 4). A fiat
 * currency chosen while 'from' is also fiat makes 'from' the coin 'to' held (Bitcoin if none).
 */
export function chooseTo(pair: Pair, id: string): Pair {
  if (isCrypto(id)) return { from: isCrypto(pair.from) ? DEFAULT_FIAT : pair.from, to: id };
  if (isFiat(pair.from)) {
    return { from: isCrypto(pair.to) ? pair.to : DEFAULT_CRYPTO, to: id };
  }
  return { from: pair.from, to: id };
}

/** The swap button: 'from' and 'to' exchange places (the direction flips with them). */
export function swapPair(pair: Pair): Pair {
  return { from: pair.to, to: pair.from };
}

/**
 * The pair a shared link asks for: each side is kept when it names a known currency, otherwise
 * it falls back to the default (BTC to USD). Any known pair is kept as the link says, including
 * coin-to-coin pairs such as BTC to ETH.
 */
export function pairFromLink(from: string | null, to: string | null): Pair {
  return {
    from: from !== null && byId.has(from) ? from : DEFAULT_PAIR.from,
    to: to !== null && byId.has(to) ? to : DEFAULT_PAIR.to,
  };
}

// ---------------------------------------------------------------------------------------------
// Amount, rate and result.

/**
 * Spec section 5: an amount is accepted only if it is a number ≥ 0, typed in a locale's signs
 * (a link's unless told: 2.5, 1,000); otherwise null. With the text a link carries for it.
 */
export function readAmount(
  text: string,
  locale: NumberLocale = LINK_LOCALE,
): { value: number; canonical: string } | null {
  const read = readTypedNumber(text, locale, 'number');
  return read.ok && read.value >= 0 ? { value: read.value, canonical: read.canonical } : null;
}

/** The amount a text stands for (see readAmount), or null. */
export function parseAmount(text: string, locale: NumberLocale = LINK_LOCALE): number | null {
  return readAmount(text, locale)?.value ?? null;
}

/** A usable rate: a finite number above zero (spec section 8: otherwise "not available"). */
export function isUsableRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/** How many `to` the amount buys at the rate (one `from` = rate `to`); null if it overflows. */
export function convert(amount: number, rate: number): number | null {
  const result = amount * rate;
  return Number.isFinite(result) ? result : null;
}

/** The rate the other way round: 1 ÷ rate (a USD → BTC rate gives the BTC price in USD). */
export function invertRate(rate: number): number | null {
  return isUsableRate(rate) ? 1 / rate : null;
}

const NOT_A_NUMBER = '—';

/**
 * A conversion result (spec section 9): below 1e-6 in exponent form (1.03e-7); above 1000 or
 * below 0.01 with 2 decimals and thousands separators (97,312.00; 0.00); otherwise 6 significant
 * digits, trailing zeros dropped (0.387611, 29.3). Zero is shown as 0.00: an exponent form of
 * nothing says nothing.
 */
export function formatCryptoResult(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const size = Math.abs(value);
  if (size !== 0 && size < 1e-6) return value.toExponential(2);
  if (size > 1000 || size < 0.01) return formatNumber(value, 2);
  return formatSignificant(value, 6);
}

/**
 * The same result to 6 significant digits when the 2-decimal form of a small result hides its
 * digits (1e-6 up to 0.01: 0.0000102762 shows as 0.00); null when the shown form already says it.
 */
export function preciseResult(value: number): string | null {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size < 1e-6 || size >= 0.01) return null;
  return formatSignificant(value, 6);
}

/** A rate to 6 decimals with thousands separators (spec section 9): 97312 → '97,312.000000'. */
export function formatRate(rate: number): string {
  return formatNumber(rate, 6);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/**
 * When the prices were fetched, in the visitor's time zone: '10:42:05 AM' on the same day as
 * `now`, 'Mar 27, 2025, 10:42:05 AM' on another day (stale prices can be old).
 */
export function formatUpdatedAt(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  const format = date.toDateString() === now.toDateString() ? timeFormat : dateTimeFormat;
  // Some ICU versions put a narrow no-break space before AM/PM; the page writes a plain space.
  return format.format(date).replace(/\u202f/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// Messages (spec section 8).

export const RATE_UNAVAILABLE_MESSAGE = 'Failed to fetch exchange rate data';
export const DEFAULT_RATE_ERROR_MESSAGE = 'Failed to fetch exchange rate';
const ERROR_SUFFIX = '. Please try a different currency pair or try again later.';

/** When the rate is missing or not a number: 'Exchange rate data not available for bitcoin/usd'. */
export function notAvailableMessage(pair: Pair): string {
  return `Exchange rate data not available for ${pair.from}/${pair.to}`;
}

/** The error banner's text: the message and the spec's advice. */
export function errorBannerText(message: string): string {
  return `${message}${ERROR_SUFFIX}`;
}
