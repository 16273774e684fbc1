import { useCallback, useEffect, useState } from 'react';
import type { Pair } from '../../../domain/crypto.ts';
import { fetchCryptoRate, type CryptoRate } from './cryptoRate.ts';

/** Where the rate of a pair stands; `error` is what fetchCryptoRate rejected with. */
export interface CryptoRateState {
  loading: boolean;
  data?: CryptoRate;
  error?: unknown;
  /** Asks for the rate again (Refresh Rates). */
  refetch: () => void;
}

/** The answer to one request: its pair and attempt, and what came back. */
interface Settled {
  request: string;
  data?: CryptoRate;
  error?: unknown;
}

/**
 * The live rate of `pair`, asked of the server when either currency (and so the direction)
 * changes and on `refetch`. Fetched in the browser only: on the server, and so while hydrating,
 * it is loading, as live prices are never baked into the cached HTML.
 *
 * Loading starts the moment the pair changes, with no earlier rate. A request that is no longer
 * wanted is aborted, and an answer to it that comes anyway is ignored: a late answer for an
 * earlier pair never overwrites a newer one.
 */
export function useCryptoRate({ from, to }: Pair): CryptoRateState {
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify([from, to, attempt]);
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (answer: Omit<Settled, 'request'>) => {
      if (!controller.signal.aborted) setSettled({ request, ...answer });
    };
    fetchCryptoRate({ from, to }, controller.signal).then(
      (data) => settle({ data }),
      (error: unknown) => settle({ error }),
    );
    return () => controller.abort();
  }, [request, from, to]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  // Only the answer to the current request counts; until it comes, the rate is loading.
  const current = settled?.request === request ? settled : null;
  return { loading: current === null, data: current?.data, error: current?.error, refetch };
}
