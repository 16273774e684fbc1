import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  createPageRenderer,
  documentBytes,
  fillTemplate,
  pageCacheKey,
  startAfterPaint,
} from './pageRenderer.ts';
import type { RenderSlotLimits } from './renderSlots.ts';

const TEMPLATE =
  '<html><head><title>shell</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

// A stand-in for the built web renderer: it runs one GraphQL query, counts its renders, and
// shows the query parameter q (which /search and /calculator/tip-calculator?bill read) as typed.
// /old-build answers as a build from before queryKeysRead existed.
// It runs in a render thread: it reports each render through its one query, which the test's
// executor (on this thread) records.
const FAKE_RENDERER = `
export async function renderPage(url, execute, onRenderError) {
  const { pathname, searchParams } = new URL(url);
  const result = await execute({ query: '{ ping }', variables: { url } });
  if (pathname === '/broken-component') onRenderError(new Error('boom'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const reads = pathname === '/search' ? ['q'] : pathname.startsWith('/calculator/') ? ['bill'] : [];
  const shown = reads.map((key) => key + '=' + (searchParams.get(key) ?? '')).join(' ');
  return {
    status: pathname === '/missing' ? 404 : 200,
    head: '<meta name="page" content="' + pathname + '"/>',
    html: '<main>' + JSON.stringify(result.data) + shown + '</main>',
    stateScript: '<script id="state" type="application/json">{}</script>',
    complete: !result.errors,
    ...(pathname === '/old-build' ? {} : { queryKeysRead: reads }),
  };
}
`;

/** The addresses rendered, in order. */
let renders: string[] = [];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
  writeFileSync(path.join(dir, 'entry-server.mjs'), FAKE_RENDERER);
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  renders = [];
});
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((pages) => pages.close()));
});

async function renderer(
  options: {
    failQueries?: boolean;
    cacheSeconds?: number;
    maxPages?: number;
    maxBytes?: number;
    slots?: RenderSlotLimits;
  } = {},
) {
  let clock = 0;
  const pages = await createPageRenderer({
    entry: path.join(dir, 'entry-server.mjs'),
    templatePath: path.join(dir, 'index.html'),
    execute: async (request) => {
      renders.push(String(request.variables?.url));
      return options.failQueries
        ? { errors: [{ message: 'database down' }] }
        : { data: { ping: 'pong' } };
    },
    cache: {
      seconds: options.cacheSeconds ?? 60,
      maxPages: options.maxPages ?? 500,
      maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    },
    slots: options.slots,
    now: () => clock,
  });
  opened.push(pages);
  return {
    pages,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('fillTemplate', () => {
  it('puts metadata in the head, the page in #root and the data after it', () => {
    const stateScript = '<script id="__APOLLO_STATE__" type="application/json">{"a":1}</script>';
    expect(
      fillTemplate(TEMPLATE, { head: '<title>T</title>', html: '<p>hi</p>', stateScript }),
    ).toBe(
      '<html><head><title>shell</title><title>T</title></head><body><div id="root"><p>hi</p></div>' +
        '<script id="__APOLLO_STATE__" type="application/json">{"a":1}</script>' +
        '<script src="/a.js"></script></body></html>',
    );
  });

  it.each(['$`', "$'", '$&', '$$', '$1', '$<name>'])(
    'puts visitor text holding %s in exactly as it is, without copying the template',
    (pattern) => {
      const text = `a${pattern}b`.repeat(20);
      const filled = fillTemplate(TEMPLATE, {
        head: `<title>${text}</title>`,
        html: `<p>${text}</p>`,
        stateScript: `<script type="application/json">"${text}"</script>`,
      });
      expect(filled).toBe(
        `<html><head><title>shell</title><title>${text}</title></head><body><div id="root">` +
          `<p>${text}</p></div><script type="application/json">"${text}"</script>` +
          '<script src="/a.js"></script></body></html>',
      );
    },
  );
});

describe('pageCacheKey', () => {
  it('keeps the origin, the path and the parameters the page reads, in one order', () => {
    const key = (url: string, keys: string[]) => pageCacheKey(new URL(url), new Set(keys));
    expect(key('http://a.test/x?b=2&utm=1&a=1&a=0', ['a', 'b'])).toBe(
      'http://a.test/x?a=1&a=0&b=2',
    );
    expect(key('http://a.test/x?a=1&b=2', ['b', 'a'])).toBe(
      key('http://a.test/x?b=2&a=1', ['a', 'b']),
    );
    // An empty value is not the same as no value.
    expect(key('http://a.test/x?a=', ['a'])).not.toBe(key('http://a.test/x', ['a']));
    expect(key('http://a.test/x?z=1&a=2', ['*'])).toBe('http://a.test/x?a=2&z=1');
  });
});

describe('startAfterPaint', () => {
  it('hands the module entry and its preloads to /boot.js', () => {
    const built =
      '<head>\n    <script src="/color-mode.js"></script>\n' +
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/a-2.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/b-3.js">\n  </head>';
    expect(startAfterPaint(built)).toBe(
      '<head>\n    <script src="/color-mode.js"></script>\n' +
        '    <script defer src="/boot.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/a-2.js /assets/b-3.js"></script>\n  </head>',
    );
  });

  it('leaves a template without a module entry alone', () => {
    expect(startAfterPaint(TEMPLATE)).toBe(TEMPLATE);
  });
});

describe('the page renderer', () => {
  it('renders a page with the data of its queries and the status it asks for', async () => {
    const { pages } = await renderer();
    const page = await pages.render('http://site.test/about');
    if (!page) throw new Error('rendered page expected');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<meta name="page" content="/about"/></head>');
    expect(page.body.toString()).toContain('<div id="root"><main>{"ping":"pong"}</main></div>');
    expect((await pages.render('http://site.test/missing'))?.status).toBe(404);
  });

  it('reuses a rendered page until it is cacheSeconds old', async () => {
    const { pages, advance } = await renderer({ cacheSeconds: 60 });
    await pages.render('http://site.test/');
    advance(59_000);
    await pages.render('http://site.test/');
    expect(renders).toHaveLength(1);
    advance(1_000);
    await pages.render('http://site.test/');
    expect(renders).toHaveLength(2);
  });

  it('renders a page once for many requests arriving together', async () => {
    const { pages } = await renderer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pages.render('http://site.test/faq')),
    );
    expect(new Set(results.map((page) => page?.body.toString())).size).toBe(1);
    expect(renders).toEqual(['http://site.test/faq']);
  });

  it('keeps pages apart by address, the parameters the page reads, and origin', async () => {
    const { pages } = await renderer();
    await pages.render('http://site.test/calculator/tip-calculator');
    await pages.render('http://site.test/calculator/tip-calculator?bill=10');
    await pages.render('http://site.test/calculator/bmi-calculator?bill=10');
    await pages.render('http://other.test/calculator/tip-calculator');
    expect(renders).toHaveLength(4);
  });

  it('reuses one page for addresses that differ only in parameters it does not read', async () => {
    const { pages } = await renderer();
    const first = await pages.render('http://site.test/calculator/tip-calculator?bill=10');
    const others = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        pages.render(`http://site.test/calculator/tip-calculator?utm_source=${i}&bill=10&x=${i}`),
      ),
    );
    expect(renders).toHaveLength(1);
    expect(new Set(others.map((page) => page?.body.toString()))).toEqual(
      new Set([first?.body.toString()]),
    );
    expect(first?.body.toString()).toContain('bill=10</main>');
  });

  it('keys a page from a build that does not say what it read on the whole query', async () => {
    const { pages } = await renderer();
    await pages.render('http://site.test/old-build?a=1');
    await pages.render('http://site.test/old-build?a=1');
    await pages.render('http://site.test/old-build?a=2');
    expect(renders).toHaveLength(2);
  });

  it('does not keep not-found pages, which any address can produce', async () => {
    const { pages } = await renderer();
    await pages.render('http://site.test/missing');
    await pages.render('http://site.test/missing');
    expect(renders).toHaveLength(2);
  });

  it('compresses a page it caches once, in brotli and gzip; not pages it does not keep', async () => {
    const { pages } = await renderer();
    const page = await pages.render('http://site.test/about');
    expect(page?.cached).toBe(true);
    expect(zlib.brotliDecompressSync(page!.encoded!.br.body)).toEqual(page!.body);
    expect(zlib.gunzipSync(page!.encoded!.gzip.body)).toEqual(page!.body);
    expect(page!.encoded!.br.etag).toBe(page!.etag.replace(/"$/, '-br"'));
    expect(page!.encoded!.gzip.etag).toBe(page!.etag.replace(/"$/, '-gzip"'));
    // The cached page itself is what later requests get, compressed copies and all.
    expect(await pages.render('http://site.test/about')).toBe(page);
    const missing = await pages.render('http://site.test/missing');
    expect(missing?.encoded).toBeUndefined();
    expect(missing?.cached).toBeUndefined();
    const failed = await (await renderer({ failQueries: true })).pages.render('http://site.test/');
    expect(failed?.status).toBe(200);
    expect(failed?.encoded).toBeUndefined();
    expect(failed?.cached).toBeUndefined();
  });

  it('keeps at most maxPages pages, and at most maxBytes of them, dropping the oldest', async () => {
    const byCount = await renderer({ maxPages: 3 });
    for (const page of ['a', 'b', 'c', 'd']) await byCount.pages.render(`http://site.test/${page}`);
    await byCount.pages.render('http://site.test/d');
    await byCount.pages.render('http://site.test/b');
    expect(renders).toHaveLength(4);
    await byCount.pages.render('http://site.test/a');
    expect(renders).toHaveLength(5);

    renders = [];
    const page = await (await renderer()).pages.render('http://site.test/x');
    // A page costs its HTML and its compressed copies.
    const bytes = documentBytes(page!);
    expect(bytes).toBeGreaterThan(page!.body.length);
    const byBytes = await renderer({ maxBytes: bytes * 2 + 10 });
    for (const name of ['x', 'y', 'z']) await byBytes.pages.render(`http://site.test/${name}`);
    await byBytes.pages.render('http://site.test/z');
    await byBytes.pages.render('http://site.test/y');
    expect(renders).toHaveLength(4);
    await byBytes.pages.render('http://site.test/x');
    expect(renders).toHaveLength(5);
  });

  it('keeps the pages of the site however many query variants are rendered', async () => {
    const { pages } = await renderer({ maxPages: 10 });
    await pages.render('http://site.test/about');
    await pages.render('http://site.test/faq');
    // The same page at another of the machine's names is a variant too.
    for (let i = 0; i < 10; i++) {
      await pages.render(`http://site-${i}.test/about`, { mainOrigin: false });
    }
    for (let i = 0; i < 100; i++) {
      await pages.render(`http://site.test/calculator/tip-calculator?bill=${i}`, {
        client: `10.0.0.${i % 25}`,
      });
    }
    renders = [];
    await pages.render('http://site.test/about');
    await pages.render('http://site.test/faq');
    expect(renders).toEqual([]);
    // The newest variants are kept, in their share (half of the 10 pages).
    await pages.render('http://site.test/calculator/tip-calculator?bill=99');
    expect(renders).toEqual([]);
    await pages.render('http://site.test/calculator/tip-calculator?bill=94');
    expect(renders).toHaveLength(1);
  });

  it('caches only the pages of the site, not any other address', async () => {
    const { pages } = await renderer();
    const first = await pages.render('http://site.test/ABOUT', { sitePage: false });
    await pages.render('http://site.test/ABOUT', { sitePage: false });
    expect(renders).toHaveLength(2);
    expect(first?.status).toBe(200);
    expect(first?.cached).toBeFalsy();
  });

  it('renders four pages at once, two for one client: the others wait for a slot', async () => {
    const { pages } = await renderer();
    const results = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e', '/a'].map((address, i) =>
        pages.render(`http://site.test${address}`, { client: `client-${i % 2}` }),
      ),
    );
    expect(results.map((page) => page?.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(renders).toHaveLength(5);
  });

  it('leaves a page to the browser when no render slot comes free in time', async () => {
    const { pages } = await renderer({ slots: { slots: 1, perClient: 1, maxWaitMs: 1 } });
    const results = await Promise.all([
      pages.render('http://site.test/a', { client: 'one' }),
      pages.render('http://site.test/b', { client: 'two' }),
    ]);
    expect(results.map((page) => page?.status)).toEqual([200, undefined]);
    expect((await pages.render('http://site.test/b'))?.status).toBe(200);
  });

  it('renders the pages of a client that renders little first, while another floods renders', async () => {
    const { pages } = await renderer({ slots: { slots: 2, perClient: 1, maxWaitMs: 60_000 } });
    const finished: string[] = [];
    const flood = Array.from({ length: 12 }, (_, i) =>
      pages
        .render(`http://site.test/search?q=flood-${i}`, {
          client: `flooder-${i % 4}`,
          takeRender: () => 50 + i,
        })
        .then(() => finished.push(`flood-${i}`)),
    );
    const visitor = pages
      .render('http://site.test/search?q=visitor', { client: 'visitor', takeRender: () => 1 })
      .then((page) => {
        finished.push('visitor');
        return page;
      });
    expect((await visitor)?.status).toBe(200);
    await Promise.all(flood);
    // Two flood renders were running when the visitor came, ten more waited: the visitor's took
    // the first slot to come free. Renders in the thread interleave (each waits for its queries),
    // so on a busy machine a flood render started beside it may end first; in the order of
    // arrival the visitor's would have ended last, after all twelve.
    expect(finished.indexOf('visitor')).toBeLessThan(6);
  });

  it('shows visitor text holding replacement patterns exactly as typed', async () => {
    const { pages } = await renderer();
    const query = "$`$'$&$$".repeat(12);
    const page = await pages.render(`http://site.test/search?q=${encodeURIComponent(query)}`);
    expect(page?.body.toString()).toContain(`<main>{"ping":"pong"}q=${query}</main>`);
    // Only the page was added to the template: nothing of the template was copied in.
    expect(page!.body.toString().length).toBeLessThan(TEMPLATE.length + 300);
  });

  it('never reuses a page whose data failed to load or whose component failed', async () => {
    const failing = await renderer({ failQueries: true });
    await failing.pages.render('http://site.test/');
    await failing.pages.render('http://site.test/');
    const broken = await renderer();
    await broken.pages.render('http://site.test/broken-component');
    await broken.pages.render('http://site.test/broken-component');
    expect(renders).toHaveLength(4);
  });

  it('leaves a page to the browser when the caller may not have it rendered, but serves it cached', async () => {
    const { pages } = await renderer();
    const refuse = { takeRender: () => undefined };
    expect(await pages.render('http://site.test/faq', refuse)).toBeUndefined();
    expect(renders).toHaveLength(0);
    await pages.render('http://site.test/faq');
    expect((await pages.render('http://site.test/faq', refuse))?.status).toBe(200);
    expect(renders).toHaveLength(1);
  });

  it('renders every time when caching is off', async () => {
    const { pages } = await renderer({ cacheSeconds: 0 });
    await pages.render('http://site.test/');
    await pages.render('http://site.test/');
    expect(renders).toHaveLength(2);
  });
});
