import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInWords } from '../../src/domain/calendar.ts';
import { localIsoDate } from '../../src/ssr/renderEnvironment.tsx';
import {
  closePage,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
} from '../browser.ts';

// Rules by date (issue 27) in a browser: a link naming its tax year opens on that year's result,
// in the server's HTML too, and keeps its year; the GST page says which rates it follows, "Rules
// as of …" the date of supply, and notes a rate that was a slab only at another time.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TAX = '/calculator/income-tax-calculator';
const GST = '/calculator/gst-calculator';

describe('rules by date', () => {
  it('opens a link to FY 2025-26 on that year, from the server’s HTML on', async () => {
    const link = `${TAX}?taxYear=2025-26&salary=1600000&section80C=0&section80D=0`;
    // 16,00,000 − 75,000 = 15,25,000: 20,000 + 40,000 + 48,750 = 1,08,750 + 4,350 cess.
    const html = await (await fetch(siteUrl(link))).text();
    expect(html).toContain('₹1,13,100');
    expect(html).toContain('Rules as of 1 April 2025');
    expect(html).toMatch(/<option value="2025-26" selected="">FY 2025-26 \(AY 2026-27\)<\/option>/);

    // Opened from a link on another page, as a visitor follows one.
    const { page, consoleErrors } = await openPage(browser, '/', PHONE);
    await page.evaluate((href) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.textContent = 'FY 2025-26 tax';
      document.body.prepend(anchor);
    }, siteUrl(link));
    await page.getByRole('link', { name: 'FY 2025-26 tax' }).click();
    await page.waitForURL((url) => url.pathname === TAX);
    await waitForHydration(page);
    await page.getByRole('status').filter({ hasText: '₹1,13,100' }).first().waitFor();
    expect(await page.getByLabel('Tax year', { exact: true }).inputValue()).toBe('2025-26');
    await page.getByRole('region', { name: 'Rules as of 1 April 2025' }).waitFor();

    // An edit keeps the link's year in the address.
    await page.getByLabel('Your age in the year').selectOption('60-79');
    await page.waitForURL((url) => url.searchParams.get('age') === '60-79');
    expect(new URL(page.url()).searchParams.get('taxYear')).toBe('2025-26');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('shows the GST rates it follows, as of the date of supply', async () => {
    const { page, consoleErrors } = await openPage(browser, GST);
    const today = page.getByRole('region', {
      name: `Rules as of ${dayInWords(localIsoDate())}`,
    });
    await today.waitFor();
    expect(await today.textContent()).toContain('5% and 18%, and 40%');

    // Before GST 2.0, 12% was a slab; 40% was not.
    await page.getByLabel('Date of supply').fill('2025-09-21');
    const before = page.getByRole('region', { name: 'Rules as of 21 September 2025' });
    await before.waitFor();
    expect(await before.textContent()).toContain('Notification No. 1/2017-Central Tax (Rate)');
    await page.waitForURL((url) => url.searchParams.get('date') === '2025-09-21');
    await page.getByLabel('GST rate').fill('40');
    await page.getByText('40% is not a GST slab on 21 September 2025').waitFor();
    // The arithmetic is the same: ₹1,000 + 40% is ₹1,400.
    await page.getByRole('status').filter({ hasText: '₹1,400.00' }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('follows the Labour Codes from 21 November 2025 in the gratuity calculator', async () => {
    const link = '/calculator/gratuity-calculator?salary=30000&remuneration=100000&years=5';
    const html = await (await fetch(siteUrl(`${link}&leaving=2025-11-20`))).text();
    // Payment of Gratuity Act: 30,000 × 15 × 5 ÷ 26 = 86,538.46.
    expect(html).toContain('₹86,538.46');
    expect(html).toContain('Payment of Gratuity Act, 1972, in force from 29 March 2018');
    const code = await (await fetch(siteUrl(`${link}&leaving=2025-11-21`))).text();
    // Code on Social Security: half of ₹1,00,000, 50,000 × 15 × 5 ÷ 26 = 1,44,230.77.
    expect(code).toContain('₹1,44,230.77');
    expect(code).toContain('Code on Social Security, 2020, in force from 21 November 2025');
  });
});
