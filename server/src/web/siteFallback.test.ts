import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, startTestServer, type TestServer } from '../test/testServer.ts';

// The whole server with its catalogue: once a client's renders are spent, the app shell stands in
// for a page, answered 404 for an address the site does not have.
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(url) {
  return { status: 200, head: '', html: '<p>rendered</p>', stateScript: '', complete: true, queryKeysRead: [] };
}`;

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'site-fallback-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webDir, 'entry-server.mjs'), RENDERER);
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: webDir,
      SSR_ENTRY: path.join(webDir, 'entry-server.mjs'),
      PAGE_RENDERS_PER_MINUTE: '1',
    },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = async (address: string) => {
  const response = await fetch(`${server.url}${address}`, {
    headers: { 'user-agent': BROWSER_UA },
  });
  return { status: response.status, body: await response.text() };
};

describe('the app shell when the render budget is spent', () => {
  it('is 200 for the pages of the site and 404 for any other address', async () => {
    expect(await get('/privacy')).toEqual({
      status: 200,
      body: expect.stringContaining('rendered'),
    });
    for (const address of ['/', '/about', '/calculator/bmi-calculator', '/category/finance']) {
      expect(await get(address), address).toEqual({ status: 200, body: TEMPLATE });
    }
    for (const address of ['/nowhere', '/calculator/no-such-calculator', '/category/nothing']) {
      expect(await get(address), address).toEqual({ status: 404, body: TEMPLATE });
    }
  });
});
