import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import recorded from '../services/rates/fixtures/simple-price.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../test/testServer.ts';

// CoinGecko cannot be reached here: its recorded answer is served at its real address.
const coingecko = setupServer(
  http.get('https://api.coingecko.com/api/v3/simple/price', () => HttpResponse.json(recorded)),
);
let server: TestServer;
beforeAll(async () => {
  coingecko.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  coingecko.close();
});

describe('GET /api/crypto/rate', () => {
  it('answers the rate with its time', async () => {
    const { status, body } = await server.api('/api/crypto/rate?from=bitcoin&to=usd');
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: 'bitcoin', to: 'usd', rate: 97312, stale: false });
    expect(typeof (body as { updatedAt: string }).updatedAt).toBe('string');
  });

  it('answers 400 for an unknown currency and for a missing one', async () => {
    expect(await server.api('/api/crypto/rate?from=bitcoin&to=zzz')).toEqual({
      status: 400,
      body: { error: 'BAD_USER_INPUT', message: 'Unknown currency "zzz"' },
    });
    expect((await server.api('/api/crypto/rate?from=bitcoin')).status).toBe(400);
  });
});

describe('GET /api/crypto/rate while CoinGecko is away', () => {
  it('answers a currency to itself with 1, and any other pair 503 with Retry-After', async () => {
    coingecko.use(
      http.get('https://api.coingecko.com/api/v3/simple/price', () => HttpResponse.error()),
    );
    const away = await startTestServer();
    try {
      const same = await fetch(`${away.url}/api/crypto/rate?from=bitcoin&to=bitcoin`);
      expect(same.status).toBe(200);
      expect(await same.json()).toMatchObject({ from: 'bitcoin', to: 'bitcoin', rate: 1 });
      const other = await fetch(`${away.url}/api/crypto/rate?from=bitcoin&to=usd`);
      expect(other.status).toBe(503);
      expect(Number(other.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await other.json()).toEqual({
        error: 'SERVICE_UNAVAILABLE',
        message: 'Failed to fetch exchange rate data',
      });
    } finally {
      coingecko.resetHandlers();
      await away.close();
    }
  });
});

describe('cryptoRate query', () => {
  it('answers the inverted rate for fiat to coin', async () => {
    const { body } = await server.graphql<{ cryptoRate: { rate: number; stale: boolean } }>(
      '{ cryptoRate(from: "usd", to: "ethereum") { from to rate stale updatedAt } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.cryptoRate.rate).toBeCloseTo(1 / 3412.71, 12);
  });

  it('is BAD_USER_INPUT for an unknown currency', async () => {
    const { body } = await server.graphql('{ cryptoRate(from: "x", to: "usd") { rate } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
