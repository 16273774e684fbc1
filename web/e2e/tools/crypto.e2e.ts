import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInBothModes } from '../axe.ts';
import { closePage, DESKTOP, launchBrowser, PHONE, visit } from '../browser.ts';

// The crypto converter in a real browser. Neither the browser nor the site under test can reach
// the price service, so the page's rate requests (GET /api/crypto/rate) are answered in the
// browser from a recorded CoinGecko simple-price answer, as the server would answer them; every
// other request goes to the site.

const PAGE = '/calculator/crypto-converter';

/** Recorded simple-price prices: coin id → fiat code → price. */
const PRICES: Record<string, Record<string, number>> = {
  bitcoin: { usd: 97312, eur: 92451, gbp: 77120 },
  ethereum: { usd: 3412.71, eur: 3242.24, gbp: 2704.62 },
  tether: { usd: 1, eur: 0.950059, gbp: 0.792509 },
};
const FIATS = new Set(['usd', 'eur', 'gbp', 'jpy', 'aud', 'cad', 'chf', 'cny', 'inr', 'sgd']);

/** The rate the server would give for a pair from the recorded prices. */
function recordedRate(from: string, to: string): number | undefined {
  const price = (coin: string, fiat: string) => PRICES[coin]?.[fiat];
  if (from === to) return 1;
  if (!FIATS.has(from) && FIATS.has(to)) return price(from, to);
  const inverse = price(to, from);
  if (FIATS.has(from) && !FIATS.has(to)) return inverse ? 1 / inverse : undefined;
  const a = price(from, 'usd');
  const b = price(to, 'usd');
  return a && b ? a / b : undefined;
}

interface RateRequest {
  from: string;
  to: string;
}

/** All of Apollo Client and its libraries are in this chunk (apolloClientChunk, web/vite.config.ts). */
const APOLLO_CHUNK = /\/apollo-client-/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Opens a path with the rate requests answered from the recorded prices; also gives the scripts
 * and the GraphQL requests the page loaded.
 */
async function openConverter(
  path: string,
  viewport = DESKTOP,
): Promise<{ page: Page; rateRequests: RateRequest[]; scripts: string[]; graphql: string[] }> {
  const page = await browser.newPage({ viewport });
  const rateRequests: RateRequest[] = [];
  const scripts: string[] = [];
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
  });
  await page.route(
    (url) => url.pathname === '/api/crypto/rate',
    async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      rateRequests.push({ from, to });
      const rate = recordedRate(from, to);
      await route.fulfill(
        rate === undefined
          ? {
              status: 404,
              json: {
                error: 'NOT_FOUND',
                message: `Exchange rate data not available for ${from}/${to}`,
              },
            }
          : { json: { from, to, rate, updatedAt: new Date().toISOString(), stale: false } },
      );
    },
  );
  await visit(page, path);
  return { page, rateRequests, scripts, graphql };
}

/** The result region's text, once it shows the line. */
async function waitForResult(page: Page, line: string) {
  await page.getByRole('status', { name: 'Conversion result' }).getByText(line).waitFor();
}

describe('crypto converter', () => {
  it('shows the default 1 BTC to USD conversion with its rate and time, fields stacked on a phone', async () => {
    const { page, rateRequests, scripts, graphql } = await openConverter(PAGE, PHONE);
    await page.getByRole('heading', { level: 1, name: 'Cryptocurrency Converter' }).waitFor();
    await waitForResult(page, '1 BTC = 97,312.00 USD');
    // The page's record comes with its HTML and the rate from the REST API: no GraphQL client.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => APOLLO_CHUNK.test(url))).toEqual([]);
    expect(graphql).toEqual([]);
    const result = page.getByRole('status', { name: 'Conversion result' });
    await result.getByText('Exchange rate: 1 BTC = 97,312.000000 USD').waitFor();
    expect(await result.getByText(/^Last updated: /).textContent()).toMatch(
      /^Last updated: \d{1,2}:\d{2}:\d{2}\s(AM|PM)$/,
    );
    expect(rateRequests).toEqual([{ from: 'bitcoin', to: 'usd' }]);

    // Phone-first: From above To, full width, and nothing scrolls sideways.
    const from = await page.getByLabel('From', { exact: true }).boundingBox();
    const to = await page.getByLabel('To', { exact: true }).boundingBox();
    expect(from && to && to.y > from.y + from.height).toBe(true);
    expect(from && to && Math.abs(from.x - to.x) < 1).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await closePage(page);
  });

  it('converts a changed pair, keeps it in the address and records the use', async () => {
    const { page, rateRequests } = await openConverter(PAGE);
    await waitForResult(page, '1 BTC = 97,312.00 USD');
    const usage = page.waitForRequest((request) =>
      request.url().endsWith('/api/analytics/calculator-usage'),
    );
    await page.getByLabel('To', { exact: true }).selectOption('eur');
    await waitForResult(page, '1 BTC = 92,451.00 EUR');
    await page.getByText('Exchange rate: 1 BTC = 92,451.000000 EUR').waitFor();
    expect(new URL(page.url()).searchParams.get('to')).toBe('eur');
    expect((await usage).postDataJSON()).toEqual({
      calculatorId: 8,
      calculatorSlug: 'crypto-converter',
      inputs: { fromCurrency: 'bitcoin', toCurrency: 'eur', amount: 1, result: 92451 },
    });

    // A coin as 'to' turns the pair round and resets 'from' to US Dollar.
    await page.getByLabel('To', { exact: true }).selectOption('ethereum');
    await page.getByText('Exchange rate: 1 USD = 0.000293 ETH').waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('usd');

    await page.getByRole('button', { name: 'Swap currencies' }).click();
    await waitForResult(page, '1 ETH = 3,412.71 USD');
    expect(rateRequests).toEqual([
      { from: 'bitcoin', to: 'usd' },
      { from: 'bitcoin', to: 'eur' },
      { from: 'usd', to: 'ethereum' },
      { from: 'ethereum', to: 'usd' },
    ]);
    await closePage(page);
  });

  it('opens the conversion of a shared link', async () => {
    const { page, rateRequests } = await openConverter(`${PAGE}?amount=2&from=ethereum&to=eur`);
    await waitForResult(page, '2 ETH = 6,484.48 EUR');
    expect(await page.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('2');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('ethereum');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('eur');
    expect(rateRequests).toEqual([{ from: 'ethereum', to: 'eur' }]);

    // Typing a new amount converts it; a negative one is ignored.
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('0.5');
    await waitForResult(page, '0.5 ETH = 1,621.12 EUR');
    await amount.fill('-3');
    await page.waitForTimeout(200);
    await waitForResult(page, '0.5 ETH = 1,621.12 EUR');
    await closePage(page);
  });

  it('a popular pair link opens the converter on that pair', async () => {
    const { page } = await openConverter(PAGE);
    await waitForResult(page, '1 BTC = 97,312.00 USD');
    await page.getByRole('link', { name: 'BTC to ETH' }).click();
    await waitForResult(page, '1 BTC = 28.5146 ETH');
    expect(new URL(page.url()).search).toBe('?from=bitcoin&to=ethereum');
    await closePage(page);
  });

  it('has no WCAG A/AA violations with a result, in light and dark colours', async () => {
    const { page } = await openConverter(`${PAGE}?from=usd&to=bitcoin`, DESKTOP);
    await waitForResult(page, '1 USD = 0.00 BTC');
    await page.waitForLoadState('networkidle');
    expect(await axeInBothModes(page)).toEqual([]);
    await closePage(page);
  });
});
