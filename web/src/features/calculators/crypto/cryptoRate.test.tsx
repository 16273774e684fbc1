import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Pair } from '../../../domain/crypto.ts';
import { server } from '../../../test/server.ts';
import {
  fetchCryptoRate,
  RateHttpError,
  RateNotAvailableError,
  rateErrorMessage,
} from './cryptoRate.ts';
import { useCryptoRate } from './useCryptoRate.ts';

// The rate request and its error mapping (spec sections 7 and 8) without React, then the hook
// that asks for the rate of the pair shown, against the MSW mock API.

const BTC_USD: Pair = { from: 'bitcoin', to: 'usd' };
const BTC_EUR: Pair = { from: 'bitcoin', to: 'eur' };
const UPDATED_AT = '2025-03-28T10:42:05.000Z';

/** Answers GET /api/crypto/rate with `respond` for the rest of the test. */
function answer(respond: (info: { request: Request }) => Response | Promise<Response>) {
  server.use(http.get('*/api/crypto/rate', respond));
}

/** What fetchCryptoRate rejects with for the pair. */
async function failure(pair: Pair = BTC_USD): Promise<unknown> {
  return fetchCryptoRate(pair).then(
    () => expect.unreachable('the request should fail'),
    (error: unknown) => error,
  );
}

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('fetchCryptoRate', () => {
  it('asks GET /api/crypto/rate for the pair, with credentials, and gives rate, time and staleness', async () => {
    const requests: Request[] = [];
    answer(({ request }) => {
      requests.push(request);
      return HttpResponse.json({
        from: 'usd',
        to: 'avalanche-2',
        rate: 0.0251,
        updatedAt: UPDATED_AT,
        stale: true,
      });
    });
    expect(await fetchCryptoRate({ from: 'usd', to: 'avalanche-2' })).toEqual({
      rate: 0.0251,
      updatedAt: UPDATED_AT,
      stale: true,
    });
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/crypto/rate');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'usd', to: 'avalanche-2' });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.credentials).toBe('include');
  });

  it('a non-OK answer with a body: "status: body", and the rates could not be fetched', async () => {
    const body = { error: 'SERVICE_UNAVAILABLE', message: 'Failed to fetch exchange rate data' };
    answer(() => HttpResponse.json(body, { status: 503, statusText: 'Service Unavailable' }));
    const error = await failure();
    expect(error).toBeInstanceOf(RateHttpError);
    expect((error as RateHttpError).message).toBe(`503: ${JSON.stringify(body)}`);
    expect((error as RateHttpError).status).toBe(503);
    expect(rateErrorMessage(error, BTC_USD)).toBe('Failed to fetch exchange rate data');
  });

  it('a non-OK answer with an empty body: "status: status text"', async () => {
    answer(() => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure();
    expect(error).toBeInstanceOf(RateHttpError);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(rateErrorMessage(error, BTC_USD)).toBe('Failed to fetch exchange rate data');
  });

  it('a non-OK answer that is not JSON: the rates could not be fetched', async () => {
    answer(() => new HttpResponse('<h1>Oops</h1>', { status: 500 }));
    const error = await failure();
    expect((error as Error).message).toBe('500: <h1>Oops</h1>');
    expect(rateErrorMessage(error, BTC_USD)).toBe('Failed to fetch exchange rate data');
  });

  it.each([
    ['BAD_USER_INPUT', 400],
    ['RATE_LIMITED', 429],
    ['INTERNAL_SERVER_ERROR', 500],
  ])(
    'any other server error (%s) is "Failed to fetch exchange rate data"',
    async (code, status) => {
      answer(() => HttpResponse.json({ error: code, message: 'Nope' }, { status }));
      expect(rateErrorMessage(await failure(), BTC_USD)).toBe('Failed to fetch exchange rate data');
    },
  );

  it("the server's 404 NOT_FOUND (no price for the pair): not available for that pair", async () => {
    answer(() =>
      HttpResponse.json(
        { error: 'NOT_FOUND', message: 'Exchange rate data not available for cardano/jpy' },
        { status: 404 },
      ),
    );
    const pair = { from: 'cardano', to: 'jpy' };
    const error = await failure(pair);
    expect(error).toBeInstanceOf(RateHttpError);
    expect(rateErrorMessage(error, pair)).toBe('Exchange rate data not available for cardano/jpy');
  });

  it.each([
    ['missing', { from: 'bitcoin', to: 'usd', updatedAt: UPDATED_AT, stale: false }],
    ['null', { rate: null, updatedAt: UPDATED_AT }],
    ['not a number', { rate: 'n/a', updatedAt: UPDATED_AT }],
    ['a number in a string', { rate: '97312', updatedAt: UPDATED_AT }],
    ['zero', { rate: 0, updatedAt: UPDATED_AT }],
    ['in an answer that is not an object', [97312]],
  ])('an OK answer whose rate is %s: not available for the pair', async (_case, body) => {
    answer(() => HttpResponse.json(body));
    const error = await failure(BTC_EUR);
    expect(error).toBeInstanceOf(RateNotAvailableError);
    expect(rateErrorMessage(error, BTC_EUR)).toBe(
      'Exchange rate data not available for bitcoin/eur',
    );
  });

  it('an OK answer that is not JSON: the rates could not be fetched', async () => {
    answer(() => new HttpResponse('not json', { headers: { 'Content-Type': 'text/plain' } }));
    expect(rateErrorMessage(await failure(), BTC_USD)).toBe('Failed to fetch exchange rate data');
  });

  it("a network failure: 'Failed to fetch exchange rate'", async () => {
    answer(() => HttpResponse.error());
    const error = await failure();
    expect(error).toBeInstanceOf(TypeError);
    expect(rateErrorMessage(error, BTC_USD)).toBe('Failed to fetch exchange rate');
  });

  it("anything else is 'Failed to fetch exchange rate'", () => {
    expect(rateErrorMessage(new Error('?'), BTC_USD)).toBe('Failed to fetch exchange rate');
    expect(rateErrorMessage(undefined, BTC_USD)).toBe('Failed to fetch exchange rate');
  });

  it('an aborted request rejects', async () => {
    const controller = new AbortController();
    const held = deferred();
    answer(async () => {
      await held.promise;
      return HttpResponse.json({ rate: 1, updatedAt: UPDATED_AT, stale: false });
    });
    const request = fetchCryptoRate(BTC_USD, controller.signal);
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    held.release();
  });
});

describe('useCryptoRate', () => {
  const rateFor = (pair: Pair) => (pair.to === 'eur' ? 92451 : 97312);

  /** Answers each request after `hold(pair)` resolves; records each request and its signal. */
  function heldAnswers(hold: (pair: Pair) => Promise<void>) {
    const requests: { pair: Pair; signal: AbortSignal }[] = [];
    answer(async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const pair = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
      requests.push({ pair, signal: request.signal });
      await hold(pair);
      return HttpResponse.json({
        ...pair,
        rate: rateFor(pair),
        updatedAt: UPDATED_AT,
        stale: false,
      });
    });
    return requests;
  }

  it('is loading, then gives the rate', async () => {
    heldAnswers(async () => {});
    const { result } = renderHook(() => useCryptoRate(BTC_USD));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: undefined });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ rate: 97312, updatedAt: UPDATED_AT, stale: false });
    expect(result.current.error).toBeUndefined();
  });

  it('gives the error a request failed with, and no rate', async () => {
    answer(() => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }));
    const { result } = renderHook(() => useCryptoRate(BTC_USD));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect((result.current.error as Error).message).toBe('502: Bad Gateway');
  });

  it('asks again for a new pair, loading (with no rate) until it comes', async () => {
    const requests = heldAnswers(async () => {});
    const { result, rerender } = renderHook((pair: Pair) => useCryptoRate(pair), {
      initialProps: BTC_USD,
    });
    await waitFor(() => expect(result.current.data?.rate).toBe(97312));
    rerender({ ...BTC_EUR });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(result.current.data?.rate).toBe(92451));
    // The same pair in a new object is not a new request.
    rerender({ ...BTC_EUR });
    expect(result.current.loading).toBe(false);
    expect(requests.map((request) => request.pair)).toEqual([BTC_USD, BTC_EUR]);
  });

  it('refetch asks again for the same pair, loading until the answer comes', async () => {
    const requests = heldAnswers(async () => {});
    const { result } = renderHook(() => useCryptoRate(BTC_USD));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.refetch());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data?.rate).toBe(97312);
    expect(requests.map((request) => request.pair)).toEqual([BTC_USD, BTC_USD]);
  });

  it("aborts an earlier pair's request: its late answer never overwrites the newer rate", async () => {
    const usdAnswer = deferred();
    const requests = heldAnswers((pair) =>
      pair.to === 'usd' ? usdAnswer.promise : Promise.resolve(),
    );
    const { result, rerender } = renderHook((pair: Pair) => useCryptoRate(pair), {
      initialProps: BTC_USD,
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender(BTC_EUR);
    await waitFor(() => expect(result.current.data?.rate).toBe(92451));
    expect(requests[0]?.signal.aborted).toBe(true);

    usdAnswer.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ loading: false, data: { rate: 92451 } });
  });

  it('ignores a late answer to an earlier request even when it could not be aborted', async () => {
    // A fetch that takes no notice of the signal, answering each pair when the test says.
    const answers = new Map<string, (response: Response) => void>();
    const fetchStub = vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          answers.set(new URL(url, 'http://localhost').searchParams.get('to') ?? '', resolve);
        }),
    );
    vi.stubGlobal('fetch', fetchStub);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const rateAnswer = (rate: number) =>
      Response.json({ rate, updatedAt: UPDATED_AT, stale: false });

    const { result, rerender } = renderHook((pair: Pair) => useCryptoRate(pair), {
      initialProps: BTC_USD,
    });
    rerender(BTC_EUR);
    await waitFor(() => expect(answers.size).toBe(2));
    await act(async () => answers.get('eur')?.(rateAnswer(92451)));
    await waitFor(() => expect(result.current.data?.rate).toBe(92451));

    await act(async () => answers.get('usd')?.(rateAnswer(97312)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ loading: false, data: { rate: 92451 } });
  });

  it('a late answer to a request replaced by refetch does not end the new one', async () => {
    const first = deferred();
    let count = 0;
    const requests = heldAnswers(() => (++count === 1 ? first.promise : new Promise(() => {})));
    const { result } = renderHook(() => useCryptoRate(BTC_USD));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => result.current.refetch());
    await waitFor(() => expect(requests).toHaveLength(2));
    first.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ loading: true, data: undefined });
  });
});
