import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../test/rawGet.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { precompressFiles } from './precompress.ts';

// The whole server (security headers, the compression middleware, the web client): what is
// compressed once is not compressed again, and what is not is still compressed per request.
// Pages are long enough for the compression middleware to compress them (over 1 kB).
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(url) {
  const { pathname } = new URL(url);
  return {
    status: pathname === '/missing' ? 404 : 200,
    head: '',
    html: '<p>' + pathname + '</p>' + '<p>A calculator.</p>'.repeat(200),
    stateScript: '',
    complete: true,
    queryKeysRead: [],
  };
}`;
const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'site-encoding-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webDir, 'assets', 'app-1.js'), SCRIPT);
  await precompressFiles(webDir);
  writeFileSync(path.join(webDir, 'entry-server.mjs'), RENDERER);
  server = await startTestServer({
    env: { WEB_DIST_DIR: webDir, SSR_ENTRY: path.join(webDir, 'entry-server.mjs') },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** One answer as it came over the wire: the body not decoded. */
const get = (address: string, headers: Record<string, string>) =>
  rawGet(`${server.url}${address}`, headers);

describe('compression across the whole server', () => {
  it('sends a cached page compressed once, with the security headers', async () => {
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const page = await get('/about', { 'accept-encoding': accept });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(coding);
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(page.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      // Decoded once, it is the page: the compression middleware did not compress it again.
      expect(decode(page.body).toString()).toContain('<div id="root"><p>/about</p>');
    }
  });

  it('still compresses a page it does not cache, per request', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(missing.body).toString()).toContain('<p>/missing</p>');
  });

  it("sends an asset's precompressed copy once compressed", async () => {
    const asset = await get('/assets/app-1.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(asset.body).toString()).toBe(SCRIPT);
  });
});
