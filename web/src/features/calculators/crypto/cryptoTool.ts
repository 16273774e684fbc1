import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  DEFAULT_RATE_ERROR_MESSAGE,
  notAvailableMessage,
  RATE_UNAVAILABLE_MESSAGE,
  type Pair,
} from '../../../domain/crypto.ts';

/** The converter's inputs kept in the URL, with their defaults (spec section 9: 1 BTC to USD). */
export const CRYPTO_DEFAULTS = { amount: '1', from: 'bitcoin', to: 'usd' } as const;

/** The id of the converter's heading: the popular-pair links scroll to it and focus it. */
export const CONVERTER_HEADING_ID = 'crypto-converter-tool';

/**
 * The spec's message for a failed rate request (section 8): 'Exchange rate data not available for
 * {from}/{to}' when the server has no rate for the pair (NOT_FOUND); 'Failed to fetch exchange
 * rate data' for any other answer that is not a rate (the price service unavailable, a non-OK
 * status, an unreadable body); 'Failed to fetch exchange rate' when no answer came at all.
 */
export function rateErrorMessage(error: unknown, pair: Pair): string {
  if (CombinedGraphQLErrors.is(error)) {
    const notFound = error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
    return notFound ? notAvailableMessage(pair) : RATE_UNAVAILABLE_MESSAGE;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return RATE_UNAVAILABLE_MESSAGE;
  return DEFAULT_RATE_ERROR_MESSAGE;
}
