import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, DESKTOP, launchBrowser, siteUrl } from './browser.ts';

// Apollo's CDN cannot be reached from here, so its embedding script is stood in for by one that
// does what the real one does in the page: it adds the Sandbox frame, and sends the frame's
// requests (introspection first) to the endpoint from the page's own origin.
const EMBEDDING_SCRIPT = `
window.EmbeddedSandbox = function (options) {
  var frame = document.createElement('iframe');
  frame.src = 'https://sandbox.embed.apollographql.com/sandbox/explorer?endpoint=' +
    encodeURIComponent(options.initialEndpoint);
  document.querySelector(options.target).appendChild(frame);
  fetch(options.initialEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
  }).then(function (response) { return response.json(); })
    .then(function (answer) { window.introspected = answer; });
};`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Apollo Sandbox at /graphql', () => {
  it('runs under its page policy without a violation, and introspects the schema', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const thirdParty: string[] = [];
    await page.route(
      /^https:\/\/[^/]*(apollographql\.com|googleapis\.com|gstatic\.com)\//,
      (route) => {
        const url = route.request().url();
        thirdParty.push(new URL(url).host);
        if (url.startsWith('https://embeddable-sandbox.cdn.apollographql.com/')) {
          return route.fulfill({ contentType: 'text/javascript', body: EMBEDDING_SCRIPT });
        }
        if (url.startsWith('https://sandbox.embed.apollographql.com/')) {
          return route.fulfill({ contentType: 'text/html', body: '<p>Apollo Sandbox</p>' });
        }
        return route.fulfill({ status: 204 });
      },
    );

    const response = await page.goto(siteUrl('/graphql'));
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => 'introspected' in window);
    expect(
      await page.evaluate(() => (window as unknown as { introspected: unknown }).introspected),
    ).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
    const frame = page.frameLocator('#embeddableSandbox iframe');
    await expect(frame.getByText('Apollo Sandbox').textContent()).resolves.toBe('Apollo Sandbox');
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    ).toEqual([]);
    expect(thirdParty).toContain('embeddable-sandbox.cdn.apollographql.com');
    await closePage(page);
  });
});
