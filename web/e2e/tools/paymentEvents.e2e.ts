import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import {
  closePage,
  DESKTOP,
  launchBrowser,
  linkOnLeaving,
  openPage,
  PHONE,
  siteUrl,
} from '../browser.ts';

// Payment events on the loan EMI page (calculators/shared/amortize.ts and paymentEvents.ts): an
// extra payment every month and one-time prepayments as rows the visitor adds and removes, each
// shortening the loan; the page shows the new payoff month and the interest saved. ₹10 lakh at
// 8.5% over 240 months (₹10,82,776.63 of interest without extras), each case worked
// independently month by month with Python's decimal (shared/amortize.test.ts says how).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/loan-emi-calculator';

/** The page's announced result. */
const result = (page: Page) => page.getByRole('status').filter({ hasText: 'Monthly EMI' }).first();

/** The link's parameters, decoded. */
/** The link once the field typed in is left (typing is written once it pauses). */
const linked = linkOnLeaving;

/** A prepayment's row, by its number. */
const row = (page: Page, number: number) =>
  page.getByRole('group', { name: `Prepayment ${number}`, exact: true });

/** The server's HTML of a page as text, its tags left out. */
async function serverText(path: string): Promise<string> {
  const html = await (await fetch(siteUrl(path))).text();
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('extra payments on the loan EMI page', () => {
  it('change the payoff month and the interest saved, with rows added and removed', async () => {
    const { page, consoleErrors } = await openPage(browser, PATH, DESKTOP);
    await result(page).filter({ hasText: '₹8,678.23' }).waitFor();
    expect(await result(page).textContent()).not.toContain('Interest saved');

    // ₹5,000 more every month: repaid in month 104, ₹6,69,067.37 less interest.
    await page.getByLabel('Extra payment every month (optional)').fill('5000');
    await result(page).filter({ hasText: 'Interest saved₹6,69,067.37' }).waitFor();
    expect(await result(page).textContent()).toContain('Repaid in month104');
    expect((await linked(page)).get('extraMonthly')).toBe('5000');
    await page.getByLabel('Extra payment every month (optional)').fill('');

    // One-time prepayments as rows: ₹1 lakh in month 12, then a row added for ₹50,000 in
    // month 24: repaid in month 174, ₹4,24,411.41 saved.
    await row(page, 1).getByLabel('Month').fill('12');
    await row(page, 1).getByLabel('Amount').fill('100000');
    await page.getByRole('button', { name: 'Add a prepayment' }).click();
    // The new row's month has the focus, so typing goes on from the keyboard.
    await page.keyboard.type('24');
    await row(page, 2).getByLabel('Amount').fill('50000');
    await result(page).filter({ hasText: 'Interest saved₹4,24,411.41' }).waitFor();
    expect(await result(page).textContent()).toContain('Repaid in month174');
    expect((await linked(page)).get('prepayMonth')).toBe('12~24');
    expect((await linked(page)).get('prepayAmount')).toBe('100000~50000');

    // Removing the first leaves ₹50,000 in month 24: repaid in month 216, ₹1,61,239.58 saved.
    await page.getByRole('button', { name: 'Remove prepayment 1' }).click();
    await result(page).filter({ hasText: 'Interest saved₹1,61,239.58' }).waitFor();
    expect((await linked(page)).get('prepayMonth')).toBe('24');
    expect(await row(page, 1).getByLabel('Month').inputValue()).toBe('24');
    expect(await row(page, 2).count()).toBe(0);

    // Typing goes on as typed (a decimal point is never taken away): ₹50,000.50.
    const amount = row(page, 1).getByLabel('Amount');
    await amount.fill('');
    await amount.pressSequentially('50000.5');
    expect(await amount.inputValue()).toBe('50000.5');
    await result(page).filter({ hasText: 'Interest saved₹1,61,240.85' }).waitFor();

    // A month the loan does not have is refused beside its row, and the link keeps the last
    // valid list.
    await row(page, 1).getByLabel('Month').fill('300');
    await row(page, 1).getByText('Month 300 is after the last EMI (month 240)').waitFor();
    await result(page).filter({ hasText: 'Out of date' }).waitFor();
    expect((await linked(page)).get('prepayMonth')).toBe('24');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'a shared link opens with its prepayments and their result, on the server too (%s)',
    async (_name, viewport) => {
      const path = `${PATH}?prepayMonth=12~24&prepayAmount=100000~50000&reduce=payment`;
      // Reducing the EMI instead (worked as above): the tenure stays 240 months, the EMI ends at
      // ₹7,340.06, and ₹1,49,672.70 of interest is saved.
      const html = await serverText(path);
      expect(html).toContain('Interest saved ₹1,49,672.70');
      expect(html).toContain('EMI after extra payments ₹7,340.06');
      const { page, consoleErrors } = await openPage(browser, path, viewport);
      expect(await row(page, 2).getByLabel('Amount').inputValue()).toBe('50000');
      expect(await page.getByLabel('The EMI: a lower one, the same tenure').isChecked()).toBe(true);
      const text = await result(page).textContent();
      expect(text).toContain('Repaid in month240');
      expect(text).toContain('EMI after extra payments₹7,340.06');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await closePage(page);
    },
  );

  it('the car loan takes the same extra payments: $100 a month repays it in month 50', async () => {
    // $29,100 at 6.5% over 60 months, $100 more a month: repaid in month 50, $890.90 saved.
    const { page } = await openPage(
      browser,
      '/calculator/car-loan-calculator?currency=USD&extraMonthly=100',
      DESKTOP,
    );
    const car = page.getByRole('status').filter({ hasText: 'Monthly payment' }).first();
    await car.filter({ hasText: 'Interest saved$890.90' }).waitFor();
    expect(await car.textContent()).toContain('Repaid in month50');
    await closePage(page);
  });
});
