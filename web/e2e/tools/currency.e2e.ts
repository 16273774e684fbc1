import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE } from '../browser.ts';

// The currency converter on /calculator/currency-converter (spec sections 3, 4, 5 and 9), built
// from its definition (web/src/calculators/currency-converter.ts): the browser's own selects and
// the swap button, each conversion recorded. Its results, messages and links are the component
// tests' (currency-converter.test.tsx) and the walk's over every calculator (definitions.e2e.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/currency-converter';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = PHONE): Promise<Page> {
  const { page } = await openPage(browser, path, viewport);
  await page.getByRole('heading', { level: 1, name: 'Currency Converter' }).waitFor();
  await page.getByLabel('Amount', { exact: true }).waitFor();
  return page;
}

/** The next usage POST, optionally only one whose inputs pass `accept`. */
function nextUsage(page: Page, accept: (inputs: Record<string, unknown>) => boolean = () => true) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/calculator-usage') &&
      accept(request.postDataJSON().inputs),
  );
}

describe('the currency converter', () => {
  it('converts on a currency change and swaps', async () => {
    const page = await openTool();
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByLabel('From', { exact: true }).selectOption('JPY');
    // The From change records a conversion too; wait for the one to GBP.
    let usage = nextUsage(page, (inputs) => inputs.toCurrency === 'GBP');
    await page.getByLabel('To', { exact: true }).selectOption('GBP');
    await page.getByRole('status').getByText('26.20 GBP', { exact: true }).waitFor();
    const body = (await usage).postDataJSON();
    expect(body).toMatchObject({
      calculatorId: 7,
      calculatorSlug: 'currency-converter',
      inputs: { amount: 5000, fromCurrency: 'JPY', toCurrency: 'GBP' },
    });
    expect(body.inputs.result).toBeCloseTo(26.2005837, 6);

    usage = nextUsage(page, (inputs) => inputs.fromCurrency === 'GBP');
    await page.getByRole('button', { name: 'Swap currencies' }).click();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('GBP');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('JPY');
    await page.getByRole('status').getByText('954,177.22 JPY', { exact: true }).waitFor();
    expect((await usage).postDataJSON().inputs).toMatchObject({
      fromCurrency: 'GBP',
      toCurrency: 'JPY',
    });
    await closePage(page);
  });
});
