import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger.ts';
import { rawGet } from '../test/rawGet.ts';
import { precompressFiles } from './precompress.ts';
import { serveWebClient } from './serveWebClient.ts';

// The built web client as the server serves it, with a stand-in server renderer. /missing is
// not found, and /broken's data fails to load: neither is cached. /origin shows the origin it was
// rendered for; /search takes 50 ms and reads q, calculators read principal; /figures shows the
// number signs it was written in. Each render runs one query, which the test's executor records.
const TEMPLATE = '<html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(url, execute, onError, options) {
  const { origin, pathname } = new URL(url);
  await execute({ query: '{ ping }', variables: { url } });
  if (pathname === '/search') await new Promise((resolve) => setTimeout(resolve, 50));
  const html = '<p>' + pathname + '</p>' + (pathname === '/origin' ? '<p>' + origin + '</p>' : '') +
    (pathname === '/figures' ? '<p>' + options.numberSigns + '</p>' : '');
  const status = pathname === '/missing' ? 404 : 200;
  const reads = pathname === '/search' ? ['q'] : pathname.startsWith('/calculator/') ? ['principal'] : [];
  return { status, head: '', html, stateScript: '', complete: pathname !== '/broken', queryKeysRead: reads };
}`;
/** The site's pages (the catalogue's, in the server). */
const SITE_PATHS = new Set([
  '/about',
  '/faq',
  '/one',
  '/two',
  '/three',
  '/origin',
  '/broken',
  '/search',
  '/calculator/loan-emi',
  '/figures',
]);
const SCRIPT = 'console.log("a script long enough to be worth compressing");\n'.repeat(40);
const PAGE = (pathname: string) =>
  `<html><head></head><body><div id="root"><p>${pathname}</p></div></body></html>`;

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

let dir: string;
const opened: (() => Promise<void>)[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'web-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'app-2.js'), SCRIPT);
  writeFileSync(path.join(dir, 'boot.js'), SCRIPT);
  writeFileSync(path.join(dir, 'entry-server.mjs'), RENDERER);
});
afterAll(async () => {
  await Promise.all(opened.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});

/** The addresses rendered, in order. */
let renders: string[] = [];
beforeEach(() => {
  renders = [];
});
afterEach(() => vi.restoreAllMocks());

/** Serves the client on a port of its own; resolves with its address. */
async function serve(
  rendersPerMinute: number,
  { maxPages = 100, webDistDir = dir } = {},
): Promise<string> {
  const web = await serveWebClient({
    webDistDir,
    ssrEntry: path.join(webDistDir, 'entry-server.mjs'),
    execute: async (request) => {
      renders.push(String(request.variables?.url));
      return { data: {} };
    },
    pageCache: { seconds: 60, maxPages, maxBytes: 1 << 20 },
    rendersPerMinute,
    renderThreads: 1,
    sitePaths: async () => SITE_PATHS,
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
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    // (fetch would add Cache-Control: no-cache to a conditional request, so plain http here,
    // asking for the coding fetch was sent: each has its own ETag.)
    const headers = {
      'if-none-match': etag,
      'accept-encoding': page.headers.get('content-encoding') ?? 'identity',
    };
    expect((await rawGet(`${base}/about`, headers)).status).toBe(304);
    // An address that looks like a file but is not one is a page too.
    expect(await (await fetch(`${base}/calculator/a.b`)).text()).toContain(
      '<p>/calculator/a.b</p>',
    );
  });

  it('serves a build that has no assets folder', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'web-client-bare-'));
    try {
      writeFileSync(path.join(bare, 'index.html'), TEMPLATE);
      const web = await serveWebClient({
        webDistDir: bare,
        execute: async () => ({ data: {} }),
        pageCache: { seconds: 60, maxPages: 100, maxBytes: 1 << 20 },
        rendersPerMinute: 60,
        renderThreads: 1,
        sitePaths: async () => SITE_PATHS,
      });
      const server = express().use(web.router).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/about`)).text()).toBe(TEMPLATE);
      server.close();
      await web.close();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('links the site stylesheet from the app shell, as from a rendered page', async () => {
    // The build names its stylesheet beside the server renderer: the shell links it too, since
    // the browser bundle carries none of the global CSS it holds.
    const built = mkdtempSync(path.join(tmpdir(), 'web-client-built-'));
    try {
      writeFileSync(path.join(built, 'index.html'), TEMPLATE);
      writeFileSync(path.join(built, 'entry-server.mjs'), RENDERER);
      writeFileSync(
        path.join(built, 'stylesheet.json'),
        JSON.stringify({ href: '/assets/site-0123abcd.css', ids: [] }),
      );
      const base = await serve(1, { webDistDir: built });
      // The minute's one render, then the shell.
      expect(await (await fetch(`${base}/one`)).text()).toContain('<p>/one</p>');
      expect(await (await fetch(`${base}/about`)).text()).toBe(
        '<html><head><link rel="stylesheet" href="/assets/site-0123abcd.css" data-site-stylesheet></head><body><div id="root"></div></body></html>',
      );
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
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

  it('answers an address the site does not have 404 when the render budget is spent', async () => {
    const base = await serve(2);
    await fetch(`${base}/one`);
    await fetch(`${base}/two`);
    for (const address of ['/nowhere', '/calculator/no-such-calculator', '/about-us']) {
      const shell = await fetch(`${base}${address}`);
      expect(shell.status, address).toBe(404);
      expect(shell.headers.get('cache-control')).toBe('no-cache');
      // The app shell, which shows the not-found screen.
      expect(await shell.text()).toBe(TEMPLATE);
    }
    // The site's own pages are the app shell with 200, with a trailing slash or a query too.
    for (const address of ['/three', '/faq/', '/calculator/loan-emi?principal=5']) {
      const shell = await fetch(`${base}${address}`);
      expect(shell.status, address).toBe(200);
      expect(await shell.text()).toBe(TEMPLATE);
    }
  });
});

/** The body of a page rendered on the server (not the app shell). */
const rendered = (body: Buffer | string) => String(body) !== TEMPLATE;

describe('pages under a flood from many addresses', () => {
  it('keeps a page many visitors ask for while many addresses ask for 550 query variants', async () => {
    const base = await serve(100, { maxPages: 100 });
    expect(rendered((await rawGet(`${base}/about`)).body)).toBe(true);
    // 550 `?principal=N` links from 25 addresses, four at a time: each is rendered.
    for (let i = 0; i < 550; i += 4) {
      await Promise.all(
        [i, i + 1, i + 2, i + 3].map((n) =>
          rawGet(
            `${base}/calculator/loan-emi?principal=${n}`,
            {},
            {
              localAddress: `127.0.0.${(n % 25) + 2}`,
            },
          ),
        ),
      );
    }
    expect(renders.length).toBeGreaterThan(500);
    const before = renders.length;
    expect(rendered((await rawGet(`${base}/about`)).body)).toBe(true);
    expect(renders.length).toBe(before);
  });

  it('still renders an ordinary visitor its pages while other addresses flood renders', async () => {
    const base = await serve(100_000);
    let flooding = true;
    const flood = Array.from({ length: 5 * 4 }, async (_, i) => {
      const from = `127.0.0.${(i % 5) + 2}`;
      for (let n = 0; flooding; n++) {
        await rawGet(`${base}/search?q=flood-${i}-${n}`, {}, { localAddress: from });
      }
    });
    // Let the flood fill every render slot.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers: boolean[] = [];
    for (let n = 0; n < 10; n++) {
      const page = await rawGet(`${base}/search?q=visitor-${n}`, {}, { localAddress: '127.0.0.9' });
      answers.push(rendered(page.body));
    }
    flooding = false;
    await Promise.all(flood);
    expect(answers).toEqual(Array(10).fill(true));
  });
});

describe('the origin of a page', () => {
  it('is one for every port a Host header names: one cached page, one origin', async () => {
    const base = await serve(60);
    const { port } = new URL(base);
    const bodies = new Set<string>();
    for (const host of ['localhost', 'localhost:1', 'localhost:8080', `localhost:${port}`]) {
      const page = await rawGet(`${base}/origin`, { host });
      expect(page.status).toBe(200);
      bodies.add(page.body.toString());
    }
    expect([...bodies]).toEqual([
      `<html><head></head><body><div id="root"><p>/origin</p><p>http://localhost:${port}</p></div></body></html>`,
    ]);
    expect(renders).toHaveLength(1);
  });

  it('answers a Host with a port out of range as any other, and logs it once a minute, without a stack', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error');
    const base = await serve(60);
    const { port } = new URL(base);
    for (const host of ['localhost:99999', 'localhost:65536', 'localhost:123456789']) {
      const page = await rawGet(`${base}/origin`, { host });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`<p>http://localhost:${port}</p>`);
    }
    expect(error).not.toHaveBeenCalled();
    const lines = warn.mock.calls.filter(([message]) => message.includes('Host'));
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('answers an absolute-form request target with the page it names, and logs it once a minute', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error');
    const base = await serve(60);
    const { port } = new URL(base);
    for (const target of [
      'http://x/origin',
      'http://evil.example:99999/origin',
      'https://[::1]/origin?a=1',
    ]) {
      const page = await rawGet(base, { host: `localhost:${port}` }, { path: target });
      expect(page.status, target).toBe(200);
      expect(page.body.toString()).toBe(
        `<html><head></head><body><div id="root"><p>/origin</p><p>http://localhost:${port}</p></div></body></html>`,
      );
    }
    expect(error).not.toHaveBeenCalled();
    const lines = warn.mock.calls.filter(([message]) => message.includes('absolute-form'));
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('stack');
  });
});

describe('the number signs of a page', () => {
  it('are those of the language the request prefers, each kept as a page of its own', async () => {
    const base = await serve(60);
    const signsOf = async (languages?: string) => {
      const page = await rawGet(
        `${base}/figures`,
        languages === undefined ? {} : { 'accept-language': languages },
      );
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language');
      return /<p>\/figures<\/p><p>(.*?)<\/p>/.exec(page.body.toString())?.[1];
    };
    // A decimal comma and grouping points in Germany; a link's signs in English and by default.
    expect(await signsOf('de-DE,de;q=0.9,en;q=0.8')).toBe(',.');
    expect(await signsOf('en-GB,en;q=0.9')).toBe('.,');
    expect(await signsOf()).toBe('.,');
    // The language preferred most, not the first named; one that is not a tag is passed over.
    expect(await signsOf('en;q=0.5, fr-FR')).toBe(',\u202f');
    expect(await signsOf('*, x-y-z-1, de')).toBe(',.');
    // Each is cached: asked again, none is rendered again.
    const rendered = renders.length;
    expect(await signsOf('de-DE')).toBe(',.');
    expect(await signsOf('en-US')).toBe('.,');
    expect(renders.length).toBe(rendered);
  });
});

describe('compressed pages', () => {
  it('sends a cached page in brotli, gzip or as it is, as the request accepts, with its length', async () => {
    const base = await serve(60);
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0.5, identity', undefined],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      [undefined, undefined],
    ];
    for (const [accept, coding] of cases) {
      const page = await rawGet(
        `${base}/about`,
        accept === undefined ? {} : { 'accept-encoding': accept },
      );
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding'], accept).toBe(coding);
      expect(page.headers.vary).toBe('Accept-Encoding, Accept-Language');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      const body = coding ? decode[coding]!(page.body) : page.body;
      expect(body.toString()).toBe(PAGE('/about'));
    }
  });

  it('gives each coding its own ETag, and answers 304 to the one the client holds', async () => {
    const base = await serve(60);
    const etags = new Map<string, string>();
    for (const coding of ['br', 'gzip', 'identity']) {
      const page = await rawGet(`${base}/faq`, { 'accept-encoding': coding });
      etags.set(coding, page.headers.etag!);
      const again = await rawGet(`${base}/faq`, {
        'accept-encoding': coding,
        'if-none-match': page.headers.etag!,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(page.headers.etag);
    }
    expect(new Set(etags.values()).size).toBe(3);
    for (const etag of etags.values()) expect(etag).toMatch(/^W\/"/);
    // A client holding the gzip copy that now asks for brotli gets the brotli copy.
    const other = await rawGet(`${base}/faq`, {
      'accept-encoding': 'br',
      'if-none-match': etags.get('gzip')!,
    });
    expect(other.status).toBe(200);
    expect(decode.br!(other.body).toString()).toBe(PAGE('/faq'));
  });

  it('lets only cached pages be kept by others: not-found, failed pages and the shell are no-cache', async () => {
    const base = await serve(3);
    const cached = await rawGet(`${base}/one`, { 'accept-encoding': 'gzip' });
    expect(cached.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    for (const address of ['/missing', '/broken']) {
      const page = await rawGet(`${base}${address}`, { 'accept-encoding': 'gzip' });
      expect(page.headers['cache-control'], address).toBe('no-cache');
      // Not cached, not compressed here (the compression middleware's work, as for any answer).
      expect(page.headers['content-encoding'], address).toBeUndefined();
      expect(page.body.toString()).toContain(`<p>${address}</p>`);
    }
    // This client's renders are used up: the app shell, compressed, not to be kept.
    const shell = await rawGet(`${base}/two`, { 'accept-encoding': 'br' });
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.headers['content-encoding']).toBe('br');
    expect(decode.br!(shell.body).toString()).toBe(TEMPLATE);
  });
});

describe('precompressed files', () => {
  it("sends the build's brotli or gzip copy of an asset or public file, typed as the original", async () => {
    const written = await precompressFiles(dir);
    // Not app-1.js, nor the gzip copy of index.html: they would not be smaller.
    expect(written).toEqual([
      'assets/app-2.js.br',
      'assets/app-2.js.gz',
      'boot.js.br',
      'boot.js.gz',
      'entry-server.mjs.br',
      'entry-server.mjs.gz',
      'index.html.br',
    ]);
    const base = await serve(60);
    for (const [address, caching] of [
      ['/assets/app-2.js', 'public, max-age=31536000, immutable'],
      ['/boot.js', 'public, max-age=0'],
    ] as const) {
      const etags = new Set<string>();
      for (const coding of ['br', 'gzip', 'identity']) {
        const file = await rawGet(`${base}${address}`, { 'accept-encoding': coding });
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(file.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
        expect(file.headers['cache-control']).toBe(caching);
        expect(file.headers['last-modified']).toBeDefined();
        if (coding !== 'identity') expect(file.headers.vary).toBe('Accept-Encoding');
        expect(Number(file.headers['content-length'])).toBe(file.body.length);
        const body = coding === 'identity' ? file.body : decode[coding]!(file.body);
        expect(body.toString()).toBe(SCRIPT);
        etags.add(file.headers.etag!);
        const again = await rawGet(`${base}${address}`, {
          'accept-encoding': coding,
          'if-none-match': file.headers.etag!,
        });
        expect(again.status).toBe(304);
      }
      expect(etags.size).toBe(3);
    }
    // A file too small to gain from compressing has no copies: sent as it is.
    const small = await rawGet(`${base}/assets/app-1.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
    // The copies are no addresses of their own outside /assets: /boot.js.br is a page.
    expect((await rawGet(`${base}/boot.js.br`)).body.toString()).toContain('<p>/boot.js.br</p>');
  });
});
