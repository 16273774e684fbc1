import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../browser.ts';

// The investment calculator in the built site: /calculator/investment-calculator.
// Reference values (compound interest and annuity formulas, worked out with Python's decimal
// module): the defaults ($10,000 + $200 a month at 7 % compounded monthly for 10 years) give
// $54,713.58; $10,000 at 5 % compounded annually for 10 years gives $16,288.95; $100 a month at
// 6 % for 10 years paid at the start of each month (annuity due) gives $16,469.87.

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
    await page.close();
  });

  it('recalculates as inputs are edited and keeps them in the address', async () => {
    const { page } = await openPage(browser, PATH);
    await expectFinalBalance(page, '$54,713.58');
    await page.getByRole('textbox', { name: 'Monthly contribution' }).fill('0');
    await page.getByLabel('Expected annual return').fill('5');
    await page.getByRole('combobox', { name: 'Compounding frequency' }).selectOption('annually');
    await expectFinalBalance(page, '$16,288.95');
    await page.waitForURL((url) => url.searchParams.get('compound') === 'annually');
    const params = new URL(page.url()).searchParams;
    expect(params.get('monthly')).toBe('0');
    expect(params.get('rate')).toBe('5');

    // An unusable value gets a message under its field; the last result stays, out of date.
    await page.getByLabel('Investment period').fill('61');
    await page.getByText('Enter a whole number of years from 1 to 60.').waitFor();
    await expectFinalBalance(page, '$16,288.95');
    await (await results(page)).getByText(/^Out of date/).waitFor();
    await page.close();
  });

  it('a shared link reproduces the result', async () => {
    const { page } = await openPage(
      browser,
      `${PATH}?initial=0&monthly=100&rate=6&years=10&timing=start`,
    );
    await expectFinalBalance(page, '$16,469.87');
    expect(await page.getByRole('radio', { name: 'Start of each month' }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Initial investment' }).inputValue()).toBe('0');

    // The address after an edit, opened afresh, shows the same result.
    await page
      .getByRole('form', { name: 'Investment Calculator' })
      .getByText('End of each month', { exact: true })
      .click();
    await expectFinalBalance(page, '$16,387.93');
    await page.waitForURL((url) => !url.searchParams.has('timing'));
    const { page: second } = await openPage(
      browser,
      new URL(page.url()).pathname + new URL(page.url()).search,
    );
    await expectFinalBalance(second, '$16,387.93');
    await second.close();
    await page.close();
  });

  it('records one usage once the inputs settle', async () => {
    const { page } = await openPage(browser, PATH);
    await expectFinalBalance(page, '$54,713.58');
    const recorded = page.waitForRequest((request) =>
      request.url().endsWith('/api/analytics/calculator-usage'),
    );
    await page.getByLabel('Investment period').fill('20');
    await expectFinalBalance(page, '$144,572.72');
    const request = await recorded;
    expect(request.postDataJSON()).toEqual({
      calculatorId: 11,
      calculatorSlug: 'investment-calculator',
      inputs: {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        years: 20,
        compoundingFrequency: 'monthly',
        contributionTiming: 'end',
        // The currency the amounts are shown in: the browser's locale's (en-US) by default.
        currency: 'USD',
        finalBalance: 144_572.72,
        totalContributions: 58_000,
        totalInterest: 86_572.72,
      },
    });
    await page.close();
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
    await page.close();
  });
});
