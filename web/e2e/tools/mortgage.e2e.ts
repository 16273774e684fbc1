import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import {
  DESKTOP,
  DESKTOP_CHROME_UA,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  VIEWPORTS,
  waitForHydration,
} from '../browser.ts';

// The mortgage calculator on /calculator/mortgage-calculator (spec sections 3, 4, 5 and 9):
// calculates once on load and on 'Calculate'; the calculated inputs live in the URL.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/mortgage-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(
  path = PATH,
  viewport: { width: number; height: number } = VIEWPORTS[0][1],
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const { page } = await openPage(browser, path, viewport, { colorScheme });
  await page.getByRole('heading', { level: 1, name: 'Mortgage Calculator' }).waitFor();
  await page.getByLabel('Loan amount').waitFor();
  return page;
}

/** The tool's announced result. */
function result(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Monthly payment' }).first();
}

/** The next usage POST of the mortgage calculator. */
function nextUsage(page: Page) {
  return page.waitForRequest((request) =>
    request.url().endsWith('/api/analytics/calculator-usage'),
  );
}

// Each check once, at one width: they take turns at a phone's and a desktop's, so both are
// drawn (the walk over every calculator, definitions.e2e.ts, loads every page at both).
describe('the mortgage calculator on a phone', () => {
  const viewport = PHONE;
  it('shows the default result at once: $1,013.37 a month', async () => {
    const page = await openTool(PATH, viewport);
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    const text = await result(page).textContent();
    expect(text).toContain('$364,813.42');
    expect(text).toContain('$164,813.42');
    await page
      .getByText(
        'This is an estimate. Your actual payment may vary with taxes, insurance and lender fees.',
      )
      .waitFor();
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('200000');
    expect(await page.getByLabel('Interest rate').inputValue()).toBe('4.5');
    expect(await page.getByLabel('Loan term').inputValue()).toBe('30');
    await page.close();
  });

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
    await page.close();
  });

  it('keeps the page from scrolling sideways; the schedule scrolls in its own box', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByRole('region', { name: 'Annual schedule' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('shows the whole Calculate label while asking to press it', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByLabel('Loan amount').fill('300000');
    await page.getByText('Press Calculate to update the results.').waitFor();
    // Beside the note the button once shrank below its label, which read "alculat".
    const calculate = page.getByRole('button', { name: 'Calculate' });
    const { shown, needed } = await calculate.evaluate((button) => ({
      shown: button.clientWidth,
      needed: button.scrollWidth,
    }));
    expect(needed).toBeLessThanOrEqual(shown);
    await page.close();
  });
});

describe('the mortgage calculator on a desktop', () => {
  const viewport = DESKTOP;
  it('recalculates an edit on Calculate, writes the URL and records the usage', async () => {
    const page = await openTool(PATH, viewport);
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    await page.getByLabel('Loan amount').fill('100000');
    await page.getByLabel('Interest rate').fill('6');
    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    // Published: 100,000 at 6 % for 30 years is $599.55 a month.
    await result(page).filter({ hasText: '$599.55' }).waitFor();
    expect(await result(page).textContent()).toContain('$215,838.19');

    const body = (await usage).postDataJSON();
    expect(body).toEqual({
      calculatorId: 4,
      calculatorSlug: 'mortgage-calculator',
      inputs: {
        loanAmount: 100000,
        interestRate: 6,
        loanTerm: 30,
        monthlyPayment: 599.55,
        totalPayment: 215838.19,
        totalInterest: 115838.19,
      },
    });
    const params = new URL(page.url()).searchParams;
    expect([params.get('amount'), params.get('rate')]).toEqual(['100000', '6']);
    expect(params.get('start')).toMatch(/^\d{4}-\d{2}$/);
    await page.close();
  });

  it('a shared URL reproduces its result, extra payment and payoff date', async () => {
    const page = await openTool(
      `${PATH}?amount=200000&rate=4.5&term=30&extra=100&start=2025-01`,
      viewport,
    );
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).toContain('You pay off 5 years sooner and save $31,745.30 in interest.');
    expect(text).toContain('New payoff date' + 'December 2049');
    expect(await page.getByLabel('Extra monthly payment (optional)').inputValue()).toBe('100');
    await page.close();
  });
});

describe('the mortgage calculator', () => {
  it('shows no result and records nothing when the rate is 0', async () => {
    const page = await openTool();
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/calculator-usage')) posted = true;
    });
    await page.getByLabel('Interest rate').fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // The message is under the field, and the result shown says it is out of date.
    await page.getByText('The interest rate must be greater than 0.').waitFor();
    await result(page).filter({ hasText: 'Out of date' }).waitFor();
    await page.waitForTimeout(500);
    expect(posted).toBe(false);
    await page.close();
  });

  it('pages through the monthly schedule a year at a time', async () => {
    const page = await openTool(`${PATH}?start=2025-01`, PHONE);
    await page.getByRole('tab', { name: 'Monthly' }).click();
    const schedule = page.getByRole('region', { name: 'Monthly schedule' });
    await schedule.getByText('Payment 1', { exact: true }).waitFor();
    expect(await schedule.getByText('Payment 13', { exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Next year' }).click();
    await schedule.getByText('Payment 13', { exact: true }).waitFor();
    await page.close();
  });

  it.each(['light', 'dark'] as const)('has no WCAG A/AA violations in %s mode', async (scheme) => {
    const page = await openTool(`${PATH}?extra=100`, PHONE, scheme);
    await page.getByText('You pay off', { exact: false }).waitFor();
    await page.locator('figure svg').first().waitFor();
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toEqual([]);
    await page.close();
  });
});
