import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closePage,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  VIEWPORTS,
  visit,
} from '../browser.ts';

// The SIP page in a real browser, what only a browser shows (spec sections 2, 3, 4, 5, 8 and 9):
// a slider moved by keyboard, the address it writes opened again as a shared link, the clipboard,
// the usage POST reaching the server and the form's layout on a phone. The results, messages and
// payloads are the component tests' (web/src/calculators/sip-calculator.test.tsx); the walk over
// every calculator (definitions.e2e.ts) draws its defaults and a shared link at both widths.

const PATH = '/calculator/sip-calculator';
const PREFILLED =
  'This calculator was pre-filled from shared results. You can adjust the values below.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The announced result, the first live region of the calculator. */
function results(page: Page) {
  return page.getByRole('status').first();
}

/** Waits until the results panel shows a text, e.g. an amount. */
async function showsResult(page: Page, text: string) {
  await results(page).getByText(text, { exact: true }).first().waitFor();
}

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function openSip(path = PATH, viewport = VIEWPORTS[0][1]) {
  const opened = await openPage(browser, path, viewport);
  await opened.page.getByRole('heading', { level: 1, name: 'SIP Calculator' }).waitFor();
  return opened;
}

describe('editing the SIP inputs', () => {
  it('moves with a slider from the keyboard', async () => {
    const { page } = await openSip();
    const slider = page.getByRole('slider', { name: 'Adjust time period' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () =>
        (document.querySelector('input[name="period"]') as HTMLInputElement | null)?.value === '11',
    );
    await showsResult(page, '₹13,73,074');
    await closePage(page);
  });

  it('a shared link reproduces the result, with the pre-fill banner', async () => {
    const { page } = await openSip();
    await field(page, 'Monthly investment').fill('10000');
    await field(page, 'Expected return rate (p.a.)').fill('10');
    await field(page, 'Time period').fill('15');
    await showsResult(page, '₹41,79,243');
    await page.waitForURL(/period=15/);
    const shared = page.url();
    expect(shared).toContain('monthly=10000');
    expect(shared).toContain('rate=10');
    await closePage(page);

    const { page: other } = await openSip(shared.replace(siteUrl(''), ''), PHONE);
    await other.getByText(PREFILLED).waitFor();
    await showsResult(other, '₹41,79,243');
    await showsResult(other, '₹18,00,000');
    await showsResult(other, '₹23,79,243');
    expect(await field(other, 'Monthly investment').inputValue()).toBe('10000');
    expect(await field(other, 'Expected return rate (p.a.)').inputValue()).toBe('10');
    expect(await field(other, 'Time period').inputValue()).toBe('15');
    await closePage(other);
  });

  it("copies the results and says 'SIP calculation results copied to clipboard'", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await visit(page, PATH);
    await page.getByRole('heading', { level: 1, name: 'SIP Calculator' }).waitFor();
    await page.getByRole('button', { name: 'Copy Results' }).click();
    await page.getByText('SIP calculation results copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Future value: ₹11,61,695');
    expect(copied).toContain('Invested amount: ₹6,00,000');
    await context.close();
  });
});

describe('usage recording', () => {
  it("posts at once when 'Calculate' is pressed", async () => {
    const { page } = await openSip();
    // Unchanged inputs never settle into a record: only the button can send this one.
    const usage = page.waitForRequest((request) =>
      request.url().endsWith('/api/analytics/calculator-usage'),
    );
    await page.getByRole('button', { name: 'Calculate' }).click();
    const request = await usage;
    expect(request.postDataJSON()).toMatchObject({
      calculatorId: 3,
      calculatorSlug: 'sip-calculator',
      inputs: { monthlyInvestment: 5000, futureValue: 1161695 },
    });
    await closePage(page);
  });
});

describe('the SIP form on a phone', () => {
  it('never draws a unit over the value typed before it', async () => {
    const { page } = await openSip(`${PATH}?period=40`, PHONE);
    const overlaps = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[name]')].flatMap((input) => {
        const unit = input.parentElement?.querySelector('[aria-hidden="true"]:last-child');
        if (!unit || unit === input) return [];
        const textEnd =
          input.getBoundingClientRect().right - parseFloat(getComputedStyle(input).paddingRight);
        const unitStart = unit.getBoundingClientRect().left;
        return textEnd > unitStart
          ? [`${input.name}: text to ${textEnd}, unit from ${unitStart}`]
          : [];
      }),
    );
    expect(overlaps).toEqual([]);
    await closePage(page);
  });
});
