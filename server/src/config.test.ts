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

  it('reads the server rendering settings: a one-minute page cache, origin from the request', () => {
    expect(loadConfig({})).toMatchObject({
      ssrEntry: path.resolve('dist/server/entry-server.js'),
      pageCacheSeconds: 60,
      publicOrigin: undefined,
    });
    expect(
      loadConfig({
        PAGE_CACHE_SECONDS: '0',
        PUBLIC_ORIGIN: 'https://calc.example.com/ignored/path',
      }),
    ).toMatchObject({ pageCacheSeconds: 0, publicOrigin: 'https://calc.example.com' });
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'calc.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://calc.example.com' })).toThrow(
      'PUBLIC_ORIGIN must start with http:// or https://',
    );
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(ConfigError);
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
