import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageRenderer, fillTemplate, startAfterPaint } from './pageRenderer.ts';

const TEMPLATE =
  '<html><head><title>shell</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

// A stand-in for the built web renderer: it runs one GraphQL query, and counts its renders.
const FAKE_RENDERER = `
globalThis.renders = globalThis.renders ?? [];
export async function renderPage(url, execute, onRenderError) {
  globalThis.renders.push(url);
  const result = await execute({ query: '{ ping }' });
  if (url.endsWith('/broken-component')) onRenderError(new Error('boom'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return {
    status: url.endsWith('/missing') ? 404 : 200,
    head: '<meta name="page" content="' + new URL(url).pathname + '"/>',
    html: '<main>' + JSON.stringify(result.data) + '</main>',
    stateScript: '<script id="state" type="application/json">{}</script>',
    complete: !result.errors,
  };
}
`;

declare global {
  var renders: string[];
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
  writeFileSync(path.join(dir, 'entry-server.mjs'), FAKE_RENDERER);
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  globalThis.renders = [];
});

async function renderer(options: { failQueries?: boolean; cacheSeconds?: number } = {}) {
  let clock = 0;
  const pages = await createPageRenderer({
    entry: path.join(dir, 'entry-server.mjs'),
    templatePath: path.join(dir, 'index.html'),
    execute: async () =>
      options.failQueries ? { errors: [{ message: 'database down' }] } : { data: { ping: 'pong' } },
    cacheSeconds: options.cacheSeconds ?? 60,
    now: () => clock,
  });
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
    expect(page.html).toContain('<meta name="page" content="/about"/></head>');
    expect(page.html).toContain('<div id="root"><main>{"ping":"pong"}</main></div>');
    expect((await pages.render('http://site.test/missing'))?.status).toBe(404);
  });

  it('reuses a rendered page until it is cacheSeconds old', async () => {
    const { pages, advance } = await renderer({ cacheSeconds: 60 });
    await pages.render('http://site.test/');
    advance(59_000);
    await pages.render('http://site.test/');
    expect(globalThis.renders).toHaveLength(1);
    advance(1_000);
    await pages.render('http://site.test/');
    expect(globalThis.renders).toHaveLength(2);
  });

  it('renders a page once for many requests arriving together', async () => {
    const { pages } = await renderer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pages.render('http://site.test/faq')),
    );
    expect(new Set(results.map((page) => page?.html)).size).toBe(1);
    expect(globalThis.renders).toEqual(['http://site.test/faq']);
  });

  it('keeps pages apart by address, query and host', async () => {
    const { pages } = await renderer();
    await pages.render('http://site.test/calculator/tip-calculator');
    await pages.render('http://site.test/calculator/tip-calculator?bill=10');
    await pages.render('http://other.test/calculator/tip-calculator');
    expect(globalThis.renders).toHaveLength(3);
  });

  it('never reuses a page whose data failed to load or whose component failed', async () => {
    const failing = await renderer({ failQueries: true });
    await failing.pages.render('http://site.test/');
    await failing.pages.render('http://site.test/');
    const broken = await renderer();
    await broken.pages.render('http://site.test/broken-component');
    await broken.pages.render('http://site.test/broken-component');
    expect(globalThis.renders).toHaveLength(4);
  });

  it('leaves pages to the browser while four renders are running', async () => {
    const { pages } = await renderer();
    const results = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e', '/a'].map((address) =>
        pages.render(`http://site.test${address}`),
      ),
    );
    expect(results.map((page) => page?.status)).toEqual([200, 200, 200, 200, undefined, 200]);
    expect(globalThis.renders).toHaveLength(4);
    // Once they finish, the next address is rendered again.
    expect((await pages.render('http://site.test/e'))?.status).toBe(200);
  });

  it('renders every time when caching is off', async () => {
    const { pages } = await renderer({ cacheSeconds: 0 });
    await pages.render('http://site.test/');
    await pages.render('http://site.test/');
    expect(globalThis.renders).toHaveLength(2);
  });
});
