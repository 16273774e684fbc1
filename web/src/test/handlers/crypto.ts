import { http, HttpResponse } from 'msw';

// The crypto converter's mock API: the rates of the server's
// GET /api/crypto/rate, worked out from a recorded CoinGecko simple-price answer the way the
// server does.

/** Recorded simple-price answer (USD, EUR, GBP, JPY only): coin id → fiat code → price. */
export const RECORDED_PRICES: Record<string, Record<string, number>> = {
  bitcoin: { usd: 97312, eur: 92451, gbp: 77120, jpy: 14952733 },
  ethereum: { usd: 3412.71, eur: 3242.24, gbp: 2704.62, jpy: 524393 },
  tether: { usd: 1, eur: 0.950059, gbp: 0.792509, jpy: 153.66 },
  dogecoin: { usd: 0.387611, eur: 0.368248, gbp: 0.307192, jpy: 59.56 },
  solana: { usd: 237.49, eur: 225.63, gbp: 188.22, jpy: 36493 },
};

/** When the recorded prices were fetched (answers are dated now unless told otherwise). */
export const RECORDED_AT = '2025-03-28T10:42:05.000Z';

/** Every rate request the app made, in order, for counting and checking its pair. */
export const cryptoRateRequests: { from: string; to: string }[] = [];

const FIATS = new Set(['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf', 'cny', 'inr', 'sgd']);

/** The rate the server gives for a pair from the recorded prices, or undefined if it has none. */
export function recordedRate(from: string, to: string): number | undefined {
  const price = (coin: string, fiat: string) => RECORDED_PRICES[coin]?.[fiat];
  const ratio = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined ? a / b : undefined;
  if (from === to) return 1;
  if (!FIATS.has(from) && FIATS.has(to)) return price(from, to);
  if (FIATS.has(from) && !FIATS.has(to)) return ratio(1, price(to, from));
  if (!FIATS.has(from)) return ratio(price(from, 'usd'), price(to, 'usd'));
  return ratio(price('bitcoin', to), price('bitcoin', from));
}

/** A GET /api/crypto/rate answer as the server gives it. */
export function cryptoRateBody(
  from: string,
  to: string,
  rate: number | null,
  options: { stale?: boolean; updatedAt?: string } = {},
) {
  return {
    from,
    to,
    rate,
    updatedAt: options.updatedAt ?? new Date().toISOString(),
    stale: options.stale ?? false,
  };
}

/** The server's HTTP status for each error code its REST paths answer with. */
const ERROR_STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** A GET /api/crypto/rate error answer as the server gives it: `{error, message}`. */
export function cryptoRateError(code: string, message: string): Response {
  return HttpResponse.json({ error: code, message }, { status: ERROR_STATUS[code] ?? 500 });
}

/** The pair a GET /api/crypto/rate request asks for. */
export function requestedPair(request: Request): { from: string; to: string } {
  const query = new URL(request.url).searchParams;
  return { from: query.get('from') ?? '', to: query.get('to') ?? '' };
}

export const cryptoHandlers = [
  http.get('*/api/crypto/rate', ({ request }) => {
    const { from, to } = requestedPair(request);
    cryptoRateRequests.push({ from, to });
    const rate = recordedRate(from, to);
    return rate === undefined
      ? cryptoRateError('NOT_FOUND', `Exchange rate data not available for ${from}/${to}`)
      : HttpResponse.json(cryptoRateBody(from, to, rate));
  }),
];
