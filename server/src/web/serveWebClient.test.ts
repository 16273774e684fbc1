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
const opened: (() => Promise<void>)[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'entry-server.mjs'), RENDERER);
});
afterAll(async () => {
  await Promise.all(opened.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

/** Serves the client on a port of its own; resolves with its address. */
async function serve(rendersPerMinute: number): Promise<string> {
  const web = await serveWebClient({
    webDistDir: dir,
    ssrEntry: path.join(dir, 'entry-server.mjs'),
    execute: async () => ({ data: {} }),
    pageCache: { seconds: 60, maxPages: 100, maxBytes: 1 << 20 },
    rendersPerMinute,
    renderThreads: 1,
  });
  const server = express().use(web.router).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  opened.push(async () => {
    server.close();
    await web.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the web client', () => {
  it('serves the built files, assets for a year', async () => {
    const base = await serve(60);
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *');
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('renders any other address as a page, with an ETag that answers 304 when it matches', async () => {
    const base = await serve(60);
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
    const base = await serve(2);
    for (const page of ['/one', '/two']) {
      expect(await (await fetch(`${base}${page}`)).text()).toContain(`<p>${page}</p>`);
    }
    const shell = await fetch(`${base}/three`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(TEMPLATE);
    // A page already rendered still comes from the cache.
    expect(await (await fetch(`${base}/one`)).text()).toContain('<p>/one</p>');
  });
});
