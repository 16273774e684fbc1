import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebClient } from './serveWebClient.ts';

// The built web client as the server serves it, with a stand-in server renderer.
const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(url) {
  const { pathname } = new URL(url);
  return { status: 200, head: '', html: '<p>' + pathname + '</p>', stateScript: '', complete: true, queryKeysRead: [] };
}`;

let dir: string;
let base: string;
let close: () => Promise<void>;
let server: ReturnType<express.Express['listen']>;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'entry-server.mjs'), RENDERER);
  const web = await serveWebClient({
    webDistDir: dir,
    ssrEntry: path.join(dir, 'entry-server.mjs'),
    execute: async () => ({ data: {} }),
    pageCache: { seconds: 60, maxPages: 100, maxBytes: 1 << 20 },
    rendersPerMinute: 2,
    renderThreads: 1,
  });
  close = web.close;
  server = express().use(web.router).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('the web client', () => {
  it('serves the built files, assets for a year', async () => {
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *');
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('renders any other address as a page, with an ETag that answers 304 when it matches', async () => {
    const page = await fetch(`${base}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(
      '<html><head></head><body><div id="root"><p>/about</p></div></body></html>',
    );
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // (fetch would add Cache-Control: no-cache to a conditional request, so plain http here.)
    const status = await new Promise((resolve) =>
      http.get(`${base}/about`, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }),
    );
    expect(status).toBe(304);
    // An address that looks like a file but is not one is a page too.
    expect(await (await fetch(`${base}/calculator/a.b`)).text()).toContain(
      '<p>/calculator/a.b</p>',
    );
  });

  it("sends the app shell once a client's renders for the minute are used up", async () => {
    // The client has two renders a minute: of three new pages, the third is the shell at most.
    for (const page of ['/one', '/two']) await (await fetch(`${base}${page}`)).text();
    const shell = await fetch(`${base}/three`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(TEMPLATE);
    // A page already rendered still comes from the cache.
    expect(await (await fetch(`${base}/about`)).text()).toContain('<p>/about</p>');
  });
});
