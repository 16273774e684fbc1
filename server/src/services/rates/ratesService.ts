import { AppError, badInput, RetryLaterError } from '../../lib/errors.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { CRYPTOCURRENCIES, FIAT_CURRENCIES, isCrypto, isFiat } from './currencies.ts';

/** CoinGecko's simple price answer: {coin id: {currency: price}}. */
export type PriceTable = Record<string, Record<string, number | undefined> | undefined>;

export interface CryptoRate {
  from: string;
  to: string;
  /** How many `to` one `from` buys. */
  rate: number;
  /** When the prices were fetched from the upstream service. */
  updatedAt: Date;
  /** True when the upstream failed and the last good prices are served. */
  stale: boolean;
}

export interface RatesServiceOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  /** How long fetched prices are served before they are fetched again. */
  cacheMs: number;
  /** An upstream call taking longer is abandoned. */
  timeoutMs: number;
  /** After a failed call, the upstream is left alone this long (stale prices are served). */
  retryAfterFailureMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export const RATES_UNAVAILABLE = 'Failed to fetch exchange rate data';

/**
 * Crypto/fiat rates from CoinGecko's simple price endpoint, fetched for all supported coins and
 * currencies in one call and kept for cacheMs (CoinGecko refreshes prices about every 60 s and
 * advises calling it from a server). Concurrent callers share one upstream call. When the
 * upstream fails or rate-limits, the last good prices are served, marked stale with their time.
 */
export function createRatesService(options: RatesServiceOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { prices: PriceTable; fetchedAt: number } | undefined;
  let inFlight: Promise<{ prices: PriceTable; fetchedAt: number }> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  const retryAfterFailureMs = options.retryAfterFailureMs ?? 10_000;
  const stats = { hits: 0, misses: 0, staleServed: 0, upstreamErrors: 0 };

  async function fetchPrices(): Promise<{ prices: PriceTable; fetchedAt: number }> {
    const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/simple/price`);
    url.searchParams.set('ids', CRYPTOCURRENCIES.map((c) => c.id).join(','));
    url.searchParams.set('vs_currencies', FIAT_CURRENCIES.map((c) => c.id).join(','));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-cg-demo-api-key'] = options.apiKey;
    const response = await doFetch(url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`CoinGecko answered ${response.status}`);
    const prices = (await response.json()) as PriceTable;
    if (typeof prices !== 'object' || prices === null) throw new Error('CoinGecko sent no table');
    return { prices, fetchedAt: now() };
  }

  function staleOrFail(): { prices: PriceTable; fetchedAt: number; stale: boolean } {
    if (!cached) {
      // Worth asking again once the upstream is called again.
      const retryAfterMs = failedAt + retryAfterFailureMs - now();
      const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw new RetryLaterError('SERVICE_UNAVAILABLE', RATES_UNAVAILABLE, retryAfterSeconds);
    }
    stats.staleServed++;
    return { ...cached, stale: true };
  }

  /** The current prices and whether they are stale; throws when there are none at all. */
  async function prices(): Promise<{ prices: PriceTable; fetchedAt: number; stale: boolean }> {
    if (cached && now() - cached.fetchedAt < options.cacheMs) {
      stats.hits++;
      return { ...cached, stale: false };
    }
    // A failing upstream is not called again on every request.
    if (now() - failedAt < retryAfterFailureMs) return staleOrFail();
    stats.misses++;
    inFlight ??= fetchPrices().finally(() => {
      inFlight = undefined;
    });
    try {
      cached = await inFlight;
      failedAt = Number.NEGATIVE_INFINITY;
      return { ...cached, stale: false };
    } catch (error) {
      stats.upstreamErrors++;
      failedAt = now();
      logger.warn('Crypto prices could not be fetched', describeError(error));
      return staleOrFail();
    }
  }

  return {
    stats,

    /**
     * The rate from one currency to another: coin→fiat, fiat→coin (inverted), coin→coin and
     * fiat→fiat (both through US dollar prices).
     */
    async rate(from: string, to: string): Promise<CryptoRate> {
      const known = (id: string) => isCrypto(id) || isFiat(id);
      if (!known(from)) throw badInput(`Unknown currency "${from}"`);
      if (!known(to)) throw badInput(`Unknown currency "${to}"`);
      // One of a currency is one of it, whatever the prices are or whether they can be had.
      if (from === to) return { from, to, rate: 1, updatedAt: new Date(now()), stale: false };
      const current = await prices();
      const price = (coin: string, fiat: string) => current.prices[coin]?.[fiat];
      let rate: number | undefined;
      if (isCrypto(from) && isFiat(to)) rate = price(from, to);
      else if (isFiat(from) && isCrypto(to)) rate = inverse(price(to, from));
      else if (isCrypto(from) && isCrypto(to)) rate = ratio(price(from, 'usd'), price(to, 'usd'));
      else rate = ratio(price('bitcoin', to), price('bitcoin', from));

      if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
        throw new AppError('NOT_FOUND', `Exchange rate data not available for ${from}/${to}`);
      }
      return { from, to, rate, updatedAt: new Date(current.fetchedAt), stale: current.stale };
    },
  };
}

function inverse(value: number | undefined): number | undefined {
  return typeof value === 'number' && value > 0 ? 1 / value : undefined;
}

function ratio(a: number | undefined, b: number | undefined): number | undefined {
  return typeof a === 'number' && typeof b === 'number' && b > 0 ? a / b : undefined;
}

export type RatesService = ReturnType<typeof createRatesService>;
