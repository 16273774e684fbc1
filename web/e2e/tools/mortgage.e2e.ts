import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInBothModes } from '../axe.ts';
import {
  closePage,
  DESKTOP_CHROME_UA,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
} from '../browser.ts';

// The mortgage calculator on /calculator/mortgage-calculator (spec sections 3, 4, 5 and 9) as
// only a browser shows it: what is typed before its code has loaded, the Calculate button's
// label beside its note, and axe with an extra payment. Its results, schedule, messages, address
// and usage record are the component tests' (web/src/calculators/mortgage-calculator.test.tsx);
// the walk over every calculator (definitions.e2e.ts) draws its defaults and a shared link.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/mortgage-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH): Promise<Page> {
  const { page } = await openPage(browser, path, PHONE);
  await page.getByRole('heading', { level: 1, name: 'Mortgage Calculator' }).waitFor();
  await page.getByLabel('Loan amount').waitFor();
  return page;
}

/** The tool's announced result. */
function result(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Monthly payment' }).first();
}

describe('the mortgage calculator on a phone', () => {
  const viewport = PHONE;

  it('keeps what was typed before the page had loaded its code', async () => {
    const page = await browser.newPage({ viewport, userAgent: DESKTOP_CHROME_UA });
    // The scripts are held back, as on a slow phone, while the visitor types into the HTML.
    const held: (() => void)[] = [];
    let holding = true;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto(siteUrl(PATH), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Loan amount').fill('100000');
    await page.getByLabel('Interest rate').fill('6');
    holding = false;
    held.forEach((release) => release());
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    // Published: 100,000 at 6 % for 30 years is $599.55 a month.
    await result(page).filter({ hasText: '$599.55' }).waitFor();
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('100000');
    await closePage(page);
  });

  it('shows the whole Calculate label while asking to press it', async () => {
    const page = await openTool(PATH);
    await page.getByLabel('Loan amount').fill('300000');
    await page.getByText('Press Calculate to update the results.').waitFor();
    // Beside the note the button once shrank below its label, which read "alculat".
    const calculate = page.getByRole('button', { name: 'Calculate' });
    const { shown, needed } = await calculate.evaluate((button) => ({
      shown: button.clientWidth,
      needed: button.scrollWidth,
    }));
    expect(needed).toBeLessThanOrEqual(shown);
    await closePage(page);
  });
});

describe('the mortgage calculator', () => {
  it('has no WCAG A/AA violations with an extra payment and taxes, in light and dark colours', async () => {
    // The walk checks the defaults; an extra payment adds the savings and a second balance line,
    // and taxes, insurance and fees their fields and the payment with them.
    const page = await openTool(`${PATH}?extra=100&costs=add`);
    await page.getByText('You pay off', { exact: false }).waitFor();
    // (3,000 + 1,500) ÷ 12 = 375.00 on top of the spec's 1,013.37.
    await page.getByText('$1,388.37').first().waitFor();
    await page.locator('figure svg').first().waitFor();
    expect(await axeInBothModes(page)).toEqual([]);
    await closePage(page);
  });
});
