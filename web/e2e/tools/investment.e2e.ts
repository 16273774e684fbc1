import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE } from '../browser.ts';

// The investment calculator in the built site, /calculator/investment-calculator, as only a
// browser shows it: its chart pointed at with the mouse, and its layout on a phone. Reference
// value (compound interest and annuity formulas, worked out with Python's decimal module): the
// defaults ($10,000 + $200 a month at 7 % compounded monthly for 10 years) give $54,713.58. Edits,
// links and the usage record are the component tests' (investment-calculator.test.tsx) and the
// walk's over every calculator (definitions.e2e.ts).

const PATH = '/calculator/investment-calculator';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The results panel, once the tool has loaded inside the calculator page. */
async function results(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Investment Calculator' }).waitFor();
  const panel = page.getByRole('status').filter({ hasText: 'Final balance' });
  await panel.waitFor();
  return panel;
}

/** Waits until the panel shows `amount` as the final balance. */
async function expectFinalBalance(page: Page, amount: string) {
  const panel = await results(page);
  await panel.getByText(amount, { exact: true }).waitFor();
}

describe('investment calculator', () => {
  it('shows the default result, the year table and the worked formula', async () => {
    const { page, consoleErrors } = await openPage(browser, PATH);
    await expectFinalBalance(page, '$54,713.58');
    const panel = await results(page);
    expect(await panel.getAttribute('aria-live')).toBe('polite');
    await panel.getByText('$34,000.00', { exact: true }).waitFor(); // total contributions
    await panel.getByText('$20,713.58', { exact: true }).waitFor(); // total interest
    const table = page.getByRole('table', { name: 'Year-by-year growth, at the end of each year' });
    expect(await table.locator('tbody tr').count()).toBe(10);
    await page.getByRole('region', { name: 'How this was calculated' }).waitFor();
    await page.getByText(/returns are not guaranteed/).waitFor();
    // The chart is described in words; pointing at its last year shows that year's amounts.
    const growth = page.getByRole('region', { name: 'Growth year by year' });
    await growth.getByText(/^Balance and total contributions by year\. After 10 years/).waitFor();
    const plot = growth.locator('svg[viewBox="0 0 1000 1000"]');
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const point = growth.locator('[data-chart-point]');
    await point.getByText('End of year 10').waitFor();
    expect(await point.textContent()).toContain('Balance$54,713.58');
    expect(await point.textContent()).toContain('Total contributions$34,000.00');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('fits a phone: inputs stack, the table scrolls inside its box', async () => {
    const { page } = await openPage(browser, `${PATH}?years=60`, PHONE);
    await expectFinalBalance(page, '$2,883,147.81');
    const initial = await page.getByRole('textbox', { name: 'Initial investment' }).boundingBox();
    const monthly = await page.getByRole('textbox', { name: 'Monthly contribution' }).boundingBox();
    expect(initial && monthly && monthly.y > initial.y + initial.height).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = page.getByRole('group', { name: /Year-by-year growth/ });
    const sizes = await box.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.scrollHeight).toBeGreaterThan(sizes.clientHeight);
    expect(await box.locator('tbody tr').count()).toBe(60);
    await closePage(page);
  });
});
