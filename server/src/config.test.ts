import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that serve the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, nodeEnv: 'development' });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/site',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/site',
      databaseUrl: 'postgresql://u:p@db:5432/site',
      nodeEnv: 'production',
    });
  });

  it('reads the server rendering settings: a bounded one-minute page cache, origin checked', () => {
    expect(loadConfig({})).toMatchObject({
      ssrEntry: path.resolve('dist/server/entry-server.js'),
      pageCache: { seconds: 60, maxPages: 500, maxBytes: 64 * 1024 * 1024 },
      publicOrigin: undefined,
    });
    expect(
      loadConfig({
        PAGE_CACHE_SECONDS: '0',
        PAGE_CACHE_MAX_PAGES: '50',
        PAGE_CACHE_MAX_MB: '8',
        PUBLIC_ORIGIN: 'https://calc.example.com/ignored/path',
      }),
    ).toMatchObject({
      pageCache: { seconds: 0, maxPages: 50, maxBytes: 8 * 1024 * 1024 },
      publicOrigin: 'https://calc.example.com',
    });
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'calc.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://calc.example.com' })).toThrow(
      'PUBLIC_ORIGIN must start with http:// or https://',
    );
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAGE_CACHE_MAX_MB: '0' })).toThrow(ConfigError);
  });

  it('reads the HTTP server limits, with defaults against slow clients', () => {
    expect(loadConfig({}, { openFiles: 20_000 }).http).toEqual({
      headersTimeoutMs: 10_000,
      headersTimeoutUnderPressureMs: 3_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 10_000,
      maxConnectionsPerClient: 32,
    });
    expect(
      loadConfig(
        {
          HTTP_HEADERS_TIMEOUT_SECONDS: '5',
          HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS: '2',
          HTTP_REQUEST_TIMEOUT_SECONDS: '20',
          HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '65',
          HTTP_MAX_CONNECTIONS: '200',
          HTTP_MAX_CONNECTIONS_PER_CLIENT: '20',
        },
        { openFiles: 20_000 },
      ).http,
    ).toEqual({
      headersTimeoutMs: 5_000,
      headersTimeoutUnderPressureMs: 2_000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 200,
      maxConnectionsPerClient: 20,
    });
    // Under pressure the deadline is never longer than the usual one.
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '1' }).http.headersTimeoutUnderPressureMs,
    ).toBe(1_000);
    expect(() =>
      loadConfig({
        HTTP_HEADERS_TIMEOUT_SECONDS: '2',
        HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS: '3',
      }),
    ).toThrow(
      'HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_SECONDS must not be more than HTTP_HEADERS_TIMEOUT_SECONDS',
    );
  });

  it.each([
    // open files (ulimit -n), connections, of which one address
    [1024, 768, 8],
    [4096, 3072, 30],
    [20_000, 10_000, 32],
    [Number.POSITIVE_INFINITY, 10_000, 32],
    [undefined, 1000, 10],
  ])(
    'with %s open files allowed, holds %i connections, %i for one address: one address cannot hold them all',
    (openFiles, total, perClient) => {
      const { maxConnections, maxConnectionsPerClient } = loadConfig({}, { openFiles }).http;
      expect({ maxConnections, maxConnectionsPerClient }).toEqual({
        maxConnections: total,
        maxConnectionsPerClient: perClient,
      });
      // Eleven addresses held all of them at 100 each: now it takes nearly a hundred or more.
      expect(maxConnections / maxConnectionsPerClient).toBeGreaterThanOrEqual(96);
    },
  );

  it('refuses more connections than the open files allowed leave room for', () => {
    expect(
      loadConfig({ HTTP_MAX_CONNECTIONS: '768' }, { openFiles: 1024 }).http.maxConnections,
    ).toBe(768);
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: '1000' }, { openFiles: 1024 })).toThrow(
      'HTTP_MAX_CONNECTIONS is 1000, but the process may open 1024 files (ulimit -n), a quarter of ' +
        'which are kept for the database, ffmpeg and the render threads: set it to 768 or less, or ' +
        'raise the limit',
    );
    // Unknown (not Linux): taken as it is.
    expect(loadConfig({ HTTP_MAX_CONNECTIONS: '50000' }, {}).http.maxConnections).toBe(50_000);
  });

  it('renders pages in one thread, at most 60 a minute for one client, waiting 2 s for a slot, by default', () => {
    expect(loadConfig({})).toMatchObject({
      pageRenderThreads: 1,
      pageRenderWaitMs: 2000,
      limits: { writesPerMinute: 120, graphqlPerMinute: 600, pageRendersPerMinute: 60 },
    });
    expect(
      loadConfig({
        PAGE_RENDER_THREADS: '3',
        PAGE_RENDERS_PER_MINUTE: '10',
        PAGE_RENDER_WAIT_MS: '60000',
      }),
    ).toMatchObject({
      pageRenderThreads: 3,
      pageRenderWaitMs: 60_000,
      limits: { pageRendersPerMinute: 10 },
    });
    expect(() => loadConfig({ PAGE_RENDER_THREADS: '0' })).toThrow(ConfigError);
  });

  it('has introspection on unless GRAPHQL_INTROSPECTION=false, in production too', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(
      'GRAPHQL_INTROSPECTION must be true or false, got "maybe"',
    );
  });

  it('bounds the analytics buffer by events and by bytes when batching is on', () => {
    expect(loadConfig({}).analyticsBatch).toBeUndefined();
    expect(loadConfig({ ANALYTICS_BATCH_MS: '200' }).analyticsBatch).toEqual({
      maxWaitMs: 200,
      maxSize: 500,
      maxQueued: 50_000,
      maxQueuedBytes: 16 * 1024 * 1024,
    });
    expect(
      loadConfig({
        ANALYTICS_BATCH_MS: '200',
        ANALYTICS_BUFFER_MAX_EVENTS: '1000',
        ANALYTICS_BUFFER_MAX_MB: '1',
      }).analyticsBatch,
    ).toMatchObject({ maxQueued: 1000, maxQueuedBytes: 1024 * 1024 });
  });

  it('reads the crypto price settings, with a one-minute cache by default', () => {
    expect(loadConfig({}).rates).toMatchObject({
      cacheMs: 60_000,
      timeoutMs: 4000,
      apiKey: undefined,
    });
    expect(
      loadConfig({ RATES_CACHE_SECONDS: '30', COINGECKO_API_KEY: 'k', RATES_TIMEOUT_MS: '900' })
        .rates,
    ).toMatchObject({ cacheMs: 30_000, apiKey: 'k', timeoutMs: 900 });
  });

  it.each([
    ['RATES_CACHE_SECONDS', '0'],
    ['RATES_TIMEOUT_MS', 'soon'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
  ])('rejects %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});
