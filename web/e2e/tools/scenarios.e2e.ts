import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import { closePage, launchBrowser, openPage, siteUrl, VIEWPORTS } from '../browser.ts';

// A second scenario beside the first (engine/scenarios.ts): a link's b. values open both results
// and the difference, in the server's HTML and once hydrated, on a phone as on a desktop. ₹10
// lakh over 240 months, worked independently (Python's decimal, the annuity payment rounded
// half-up to the paisa, then the month-by-month schedule): ₹8,997.26 a month at 9% with
// ₹11,59,342.12 of interest, ₹8,678.23 at 8.5% with ₹10,82,776.63.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/loan-emi-calculator?principal=1000000&rate=9&months=240&b.rate=8.5';

describe.each(VIEWPORTS)('a two-scenario link at %s size', (_name, viewport) => {
  it('opens with both results and the difference, in the server’s HTML too', async () => {
    const html = (await (await fetch(siteUrl(PATH))).text()).replace(/<[^>]+>/g, ' ');
    const text = html.replace(/\s+/g, ' ');
    expect(text).toContain('Compare with another scenario');
    expect(text).toContain('Interest rate (per year): 8.5% instead of 9%');
    expect(text).toContain('Monthly EMI ₹8,997.26 ₹8,678.23 −₹319.03');
    expect(text).toContain('Total interest ₹11,59,342.12 ₹10,82,776.63 −₹76,565.49');

    const { page, consoleErrors } = await openPage(browser, PATH, viewport);
    const section = page.getByRole('region', { name: 'Compare with another scenario' });
    const table = section.getByRole('table', { name: 'Results of both scenarios' });
    const emi = table.locator('tbody').filter({ hasText: 'Monthly EMI' });
    expect(await emi.textContent()).toBe('Monthly EMI₹8,997.26₹8,678.23−₹319.03');
    // Both results are in sight side by side: no figure is cut or wrapped, and the page does
    // not scroll sideways.
    const cells = await emi
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().height));
    expect(Math.max(...cells) - Math.min(...cells)).toBeLessThan(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // B's values change the comparison and the link.
    const rate = section
      .getByRole('form', { name: 'Scenario B' })
      .getByLabel('Interest rate (per year)');
    await rate.fill('9');
    await emi.filter({ hasText: 'Same' }).waitFor();
    expect(new URL(page.url()).searchParams.get('b.rate')).toBe('9');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });
});

describe('a two-scenario link on a calculator of durations and quantities', () => {
  // The marathon in 3:30:00 and in 3:15:00: 12,600 s ÷ 42.195 km = 298.6 s = 4:58.6 per km, and
  // 11,700 s ÷ 42.195 = 277.3 s = 4:37.3 per km.
  const RUN = '/calculator/pace-calculator?distance=42.195&time=3:30:00&b.time=3:15:00';

  it('opens with both paces, and B’s duration and unit follow the link', async () => {
    const html = (await (await fetch(siteUrl(RUN))).text()).replace(/<[^>]+>/g, ' ');
    const text = html.replace(/\s+/g, ' ');
    expect(text).toContain('Time: 3:15:00 instead of 3:30:00');
    expect(text).toMatch(/Pace per km 4:58\.6 4:37\.3/);

    const { page, consoleErrors } = await openPage(browser, RUN, VIEWPORTS[1][1]);
    const section = page.getByRole('region', { name: 'Compare with another scenario' });
    const formB = section.getByRole('form', { name: 'Scenario B' });
    await formB.getByLabel('Time', { exact: true }).fill('3:00:00');
    // 10,800 s ÷ 42.195 = 256.0 s = 4:16.0 per km.
    await section.getByText('Time: 3:00:00 instead of 3:30:00').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('b.time')).toBe('3:00:00');
    await formB.getByLabel('Distance unit').selectOption('mi');
    await expect.poll(() => new URL(page.url()).searchParams.get('b.distanceUnit')).toBe('mi');
    expect(new URL(page.url()).searchParams.get('distanceUnit')).not.toBe('mi');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });
});

describe('a second scenario asked for', () => {
  it('opens from the button on any calculator, the keyboard taken to it', async () => {
    const { page } = await openPage(browser, '/calculator/tip-calculator', VIEWPORTS[1][1]);
    await page.getByRole('button', { name: 'Compare with another scenario' }).click();
    const section = page.getByRole('region', { name: 'Compare with another scenario' });
    await section.getByText('Scenario B is scenario A until you change a value.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Compare with another scenario',
    );
    await section.getByRole('button', { name: 'Stop comparing' }).click();
    await page.getByRole('button', { name: 'Compare with another scenario' }).waitFor();
    expect(await section.count()).toBe(0);
    await closePage(page);
  });
});
