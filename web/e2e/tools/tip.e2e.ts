import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE } from '../browser.ts';

// The tip calculator's usage record (spec section 9) reaching the real server. Its result, its
// messages and its links are the component tests' (web/src/calculators/tip-calculator.test.tsx)
// and the walk's over every calculator (definitions.e2e.ts), which draws it at both widths.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the tip calculator on a phone', () => {
  it('the Calculate button records the usage at once, and the server takes it', async () => {
    const { page } = await openPage(browser, '/calculator/tip-calculator', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Tip Calculator' }).waitFor();
    const usage = page.waitForRequest((request) =>
      request.url().endsWith('/api/analytics/calculator-usage'),
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const request = await usage;
    expect(request.postDataJSON()).toEqual({
      calculatorId: 2,
      calculatorSlug: 'tip-calculator',
      inputs: {
        billAmount: 50,
        tipPercentage: 15,
        numberOfPeople: 1,
        tipAmount: 7.5,
        totalAmount: 57.5,
        perPerson: 57.5,
      },
    });
    expect((await request.response())?.ok()).toBe(true);
    await closePage(page);
  });
});
