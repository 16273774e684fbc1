import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE, VIEWPORTS } from '../browser.ts';

// The currency converter on /calculator/currency-converter (spec sections 3, 4, 5 and 9), built
// from its definition (web/src/calculators/currency-converter.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/currency-converter';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = VIEWPORTS[0][1]): Promise<Page> {
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

describe.each(VIEWPORTS)('the currency converter at %s size', (name, viewport) => {
  it('shows the default conversion and says the rates are for demonstration', async () => {
    const page = await openTool(PATH, viewport);
    // In the results (on a phone the bar at the foot of the screen repeats it).
    await page.getByRole('status').getByText('92.00 EUR', { exact: true }).waitFor();
    await page.getByText('1 USD = 0.9200 EUR', { exact: true }).waitFor();
    await page.getByText('1 EUR = 1.0870 USD', { exact: true }).waitFor();
    await page.getByText('not live market rates', { exact: false }).first().waitFor();
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('100');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('USD');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('EUR');
    // From and To side by side, with the swap button between them; stacked on a phone.
    const from = (await page.getByLabel('From', { exact: true }).boundingBox())!;
    const to = (await page.getByLabel('To', { exact: true }).boundingBox())!;
    const swap = (await page.getByRole('button', { name: 'Swap currencies' }).boundingBox())!;
    if (name === 'phone') {
      expect(swap.y).toBeGreaterThanOrEqual(from.y + from.height);
      expect(to.y).toBeGreaterThanOrEqual(swap.y + swap.height);
    } else {
      expect(Math.abs(to.y - from.y)).toBeLessThan(1);
      expect(swap.x).toBeGreaterThanOrEqual(from.x + from.width);
      expect(to.x).toBeGreaterThanOrEqual(swap.x + swap.width);
    }
    await page.getByRole('table', { name: 'Demonstration rates per 1 USD' }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await page.close();
  });
});

describe('the currency converter', () => {
  it('converts an edited amount on Convert and records the usage', async () => {
    const page = await openTool();
    await page.getByLabel('Amount', { exact: true }).fill('250');
    await page.getByText('230.00 EUR', { exact: true }).waitFor();
    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Convert' }).click();
    expect((await usage).postDataJSON()).toEqual({
      calculatorId: 7,
      calculatorSlug: 'currency-converter',
      inputs: { amount: 250, fromCurrency: 'USD', toCurrency: 'EUR', result: 230 },
    });
    expect(new URL(page.url()).searchParams.get('amount')).toBe('250');
    await page.close();
  });

  it('converts on a currency change and swaps', async () => {
    const page = await openTool();
    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByLabel('From', { exact: true }).selectOption('JPY');
    // The From change records a conversion too; wait for the one to GBP.
    let usage = nextUsage(page, (inputs) => inputs.toCurrency === 'GBP');
    await page.getByLabel('To', { exact: true }).selectOption('GBP');
    await page.getByText('26.20 GBP', { exact: true }).waitFor();
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
    await page.getByText('954,177.22 JPY', { exact: true }).waitFor();
    expect((await usage).postDataJSON().inputs).toMatchObject({
      fromCurrency: 'GBP',
      toCurrency: 'JPY',
    });
    await page.close();
  });

  it('a shared link reproduces its result at once', async () => {
    const page = await openTool(`${PATH}?amount=1000&from=INR&to=USD`);
    await page.getByText('11.98 USD', { exact: true }).waitFor();
    expect(await page.getByLabel('Amount', { exact: true }).inputValue()).toBe('1000');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('INR');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('USD');
    await page.close();
  });

  it('refuses an amount that is not above 0', async () => {
    const page = await openTool(PATH, PHONE);
    await page.getByLabel('Amount', { exact: true }).fill('0');
    // The message is under the field, and the last conversion is said to be out of date.
    await page.getByText('Please enter an amount greater than 0.').waitFor();
    expect(await page.getByLabel('Amount', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page
      .getByRole('status')
      .filter({ hasText: 'Out of date: correct the marked field to update the result.' })
      .waitFor();
    await page.close();
  });
});
