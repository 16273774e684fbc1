import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import recorded from './fixtures/simple-price.json' with { type: 'json' };
import { createRatesService, RATES_UNAVAILABLE, type PriceTable } from './ratesService.ts';

// A recorded answer of CoinGecko's /simple/price for the converter's 10 coins and 10 currencies.
const BASE = 'https://api.coingecko.test/api/v3';
const upstream = setupServer();
const requests: URL[] = [];
let answer: () => Response | Promise<Response> = () => HttpResponse.json(recorded);

beforeAll(() => upstream.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  upstream.resetHandlers();
  requests.length = 0;
  answer = () => HttpResponse.json(recorded);
});
afterAll(() => upstream.close());

function service(clock = { now: 0 }, overrides: { timeoutMs?: number; apiKey?: string } = {}) {
  upstream.use(
    http.get(`${BASE}/simple/price`, ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  );
  return createRatesService({
    baseUrl: BASE,
    cacheMs: 60_000,
    timeoutMs: overrides.timeoutMs ?? 1000,
    apiKey: overrides.apiKey,
    now: () => clock.now,
  });
}

describe('rates from the recorded answer', () => {
  it('asks for all coins and currencies in one call, with the API key when configured', async () => {
    const rates = service({ now: 0 }, { apiKey: 'demo-key' });
    await rates.rate('bitcoin', 'usd');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('ids')?.split(',')).toHaveLength(10);
    expect(requests[0]?.searchParams.get('ids')).toContain('avalanche-2');
    expect(requests[0]?.searchParams.get('vs_currencies')).toBe(
      'usd,eur,jpy,gbp,aud,cad,chf,cny,inr,sgd',
    );
  });

  it.each([
    ['bitcoin', 'usd', 97312],
    ['ethereum', 'eur', 3242.24],
    ['usd', 'bitcoin', 1 / 97312],
    ['bitcoin', 'ethereum', 97312 / 3412.71],
    ['tether', 'bitcoin', 1 / 97312 / 1],
    ['eur', 'usd', 97312 / 92451],
    ['solana', 'solana', 1],
  ])('%s → %s', async (from, to, expected) => {
    const rates = service();
    const rate = await rates.rate(from, to);
    expect(rate.rate).toBeCloseTo(expected, 12);
    expect(rate.stale).toBe(false);
  });

  it('serves from memory for 60 s, then fetches again', async () => {
    const clock = { now: 1_000 };
    const rates = service(clock);
    await rates.rate('bitcoin', 'usd');
    clock.now += 59_000;
    await rates.rate('ethereum', 'gbp');
    expect(requests).toHaveLength(1);
    clock.now += 2_000;
    const fresh = await rates.rate('bitcoin', 'usd');
    expect(requests).toHaveLength(2);
    expect(fresh.updatedAt.getTime()).toBe(clock.now);
    expect(rates.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('shares one upstream call between concurrent requests', async () => {
    const rates = service();
    await Promise.all(Array.from({ length: 20 }, () => rates.rate('bitcoin', 'inr')));
    expect(requests).toHaveLength(1);
  });

  it('says a missing pair is not available', async () => {
    const table: PriceTable = { ...recorded, cardano: { usd: 0.98 } };
    answer = () => HttpResponse.json(table);
    const rates = service();
    await expect(rates.rate('cardano', 'jpy')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Exchange rate data not available for cardano/jpy',
    });
  });

  it('says a price that is not a number is not available', async () => {
    answer = () => HttpResponse.json({ ...recorded, dogecoin: { usd: 'n/a' } });
    await expect(service().rate('dogecoin', 'usd')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives a currency to itself a rate of 1 without asking the upstream, even when it is away', async () => {
    answer = () => HttpResponse.error();
    const rates = service({ now: 7_000 });
    for (const currency of ['bitcoin', 'usd']) {
      expect(await rates.rate(currency, currency)).toEqual({
        from: currency,
        to: currency,
        rate: 1,
        updatedAt: new Date(7_000),
        stale: false,
      });
    }
    expect(requests).toHaveLength(0);
    await expect(rates.rate('zzz', 'zzz')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('rejects an unknown currency without calling the upstream', async () => {
    const rates = service();
    await expect(rates.rate('bitcoin', 'xyz')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(rates.rate('monopoly-money', 'usd')).rejects.toMatchObject({
      message: 'Unknown currency "monopoly-money"',
    });
    expect(requests).toHaveLength(0);
  });
});

describe('when the upstream fails', () => {
  it.each([
    ['429 rate limit', () => new HttpResponse('Too Many Requests', { status: 429 })],
    ['500 error', () => new HttpResponse('oops', { status: 500 })],
    ['network error', () => HttpResponse.error()],
  ])('with no earlier prices, a %s is the spec error', async (_name, failure) => {
    answer = failure;
    const clock = { now: 0 };
    const rates = service(clock);
    // Retry when the upstream will next be asked: in 10 s, less the time gone since.
    await expect(rates.rate('bitcoin', 'usd')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: RATES_UNAVAILABLE,
      retryAfterSeconds: 10,
    });
    clock.now += 6_500;
    await expect(rates.rate('bitcoin', 'usd')).rejects.toMatchObject({ retryAfterSeconds: 4 });
  });

  it.each([
    ['429 rate limit', () => new HttpResponse('Too Many Requests', { status: 429 })],
    ['500 error', () => new HttpResponse('oops', { status: 500 })],
  ])(
    'after a %s the last good prices are served, marked stale with their time',
    async (_n, failure) => {
      const clock = { now: 5_000 };
      const rates = service(clock);
      await rates.rate('bitcoin', 'usd');
      clock.now += 120_000;
      answer = failure;
      const stale = await rates.rate('bitcoin', 'usd');
      expect(stale).toMatchObject({ rate: 97312, stale: true });
      expect(stale.updatedAt.getTime()).toBe(5_000);
    },
  );

  it('leaves a failing upstream alone for 10 s instead of calling it on every request', async () => {
    const clock = { now: 0 };
    const rates = service(clock);
    await rates.rate('bitcoin', 'usd');
    clock.now += 61_000;
    answer = () => new HttpResponse(null, { status: 503 });
    await rates.rate('bitcoin', 'usd');
    await rates.rate('bitcoin', 'eur');
    clock.now += 5_000;
    await rates.rate('bitcoin', 'gbp');
    expect(requests).toHaveLength(2);
    clock.now += 6_000;
    answer = () => HttpResponse.json(recorded);
    expect((await rates.rate('bitcoin', 'gbp')).stale).toBe(false);
    expect(requests).toHaveLength(3);
  });

  it('gives up on a slow upstream after the timeout instead of hanging', async () => {
    // An upstream that never answers: only the service's own timeout ends the call.
    answer = () => new Promise<never>(() => {});
    await expect(
      service({ now: 0 }, { timeoutMs: 200 }).rate('bitcoin', 'usd'),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
