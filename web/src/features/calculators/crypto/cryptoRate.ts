import {
  DEFAULT_RATE_ERROR_MESSAGE,
  isUsableRate,
  notAvailableMessage,
  RATE_UNAVAILABLE_MESSAGE,
  type Pair,
} from '../../../domain/crypto.ts';

// The live rate of a pair, from the server's REST shim GET /api/crypto/rate (a cached proxy of the
// public price service, the same rates as GraphQL's cryptoRate) with plain fetch, so the
// converter's page downloads no GraphQL client. No React here: the request and the mapping of
// its failures to the spec's messages are tested on their own.

/** A usable rate for a pair, as the server answers it. */
export interface CryptoRate {
  /** How many `to` one `from` buys (already inverted by the server for fiat → crypto). */
  rate: number;
  /** When the prices were fetched from the price service (ISO 8601). */
  updatedAt: string;
  /** True when the price service failed and the last good prices are served. */
  stale: boolean;
}

/**
 * A non-OK answer. Its message is the spec's (section 7): the status code, a colon, a space, then
 * the body text, or the status text if the body is empty.
 */
export class RateHttpError extends Error {
  override name = 'RateHttpError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }
}

/** An OK answer without a usable rate: missing, not a number, or not above zero. */
export class RateNotAvailableError extends Error {
  override name = 'RateNotAvailableError';
}

export function cryptoRatePath({ from, to }: Pair): string {
  return `/api/crypto/rate?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The rate of a pair. Rejects with a RateHttpError for a non-OK answer, a RateNotAvailableError
 * for an answer without a usable rate, a SyntaxError for an OK answer that is not JSON, and the
 * browser's own error when no answer came (or the signal aborted the request).
 */
export async function fetchCryptoRate(pair: Pair, signal?: AbortSignal): Promise<CryptoRate> {
  // Credentials are sent with every request (spec section 7).
  const response = await fetch(cryptoRatePath(pair), { credentials: 'include', signal });
  if (!response.ok) {
    throw new RateHttpError(response.status, await response.text(), response.statusText);
  }
  const body: unknown = await response.json();
  if (!isRecord(body) || !isUsableRate(body.rate)) {
    throw new RateNotAvailableError(notAvailableMessage(pair));
  }
  return {
    rate: body.rate,
    updatedAt: typeof body.updatedAt === 'string' ? body.updatedAt : '',
    stale: body.stale === true,
  };
}

/** The `error` code of a REST error answer (`{error, message}`), if the body is one. */
function errorCode(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the banner says for a failed rate request (spec section 8):
 * - 'Exchange rate data not available for {from}/{to}' when the rate is missing or not a number:
 *   an OK answer without a usable one, or the server's 404 NOT_FOUND, which is how it says the
 *   price service has no price for the pair (GraphQL's NOT_FOUND code, as the page read it before);
 * - 'Failed to fetch exchange rate data' for any other non-OK answer, or an OK one that is not JSON;
 * - 'Failed to fetch exchange rate' when no answer came at all.
 */
export function rateErrorMessage(error: unknown, pair: Pair): string {
  if (error instanceof RateNotAvailableError) return notAvailableMessage(pair);
  if (error instanceof RateHttpError) {
    return errorCode(error.body) === 'NOT_FOUND'
      ? notAvailableMessage(pair)
      : RATE_UNAVAILABLE_MESSAGE;
  }
  if (error instanceof SyntaxError) return RATE_UNAVAILABLE_MESSAGE;
  return DEFAULT_RATE_ERROR_MESSAGE;
}
