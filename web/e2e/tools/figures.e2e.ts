import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, DESKTOP, launchBrowser, openPage, PHONE } from '../browser.ts';

// Figures that agree with each other, as a visitor sees them at phone and desktop width: the EMI
// page's totals are its table's sums; switching what it solves for and back keeps what was
// typed; a credit card payment solved for clears the balance in the months asked; a double root
// of decimal coefficients is a double root. The expected figures are worked independently in
// the unit tests (shared/amortize.test.ts and the calculators' own tests).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const results = (page: Page) => page.getByRole('status').first();

/** The figure shown beside a result's label. */
async function shown(page: Page, label: string): Promise<string> {
  const term = results(page).locator('dt', { hasText: new RegExp(`^${label}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** '₹20,82,776.63' → 208277663 (paise). */
const paise = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The sum of a column of the results' table, in paise. */
async function columnSum(page: Page, column: string): Promise<number> {
  const table = page.getByRole('table', { name: 'Repayment schedule, year by year' });
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((header) => header.trim() === column);
  expect(index).toBeGreaterThanOrEqual(0);
  const cells = await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  return cells.reduce((sum, cell) => sum + paise(cell), 0);
}

// Each check once, at one width: they take turns at a phone's and a desktop's, so both are
// drawn (the walk over every calculator, definitions.e2e.ts, loads every page at both).
describe('figures that agree on a phone', () => {
  const viewport = PHONE;
  it('the EMI page’s totals are its table’s sums, and 0% is ₹0.00 of interest', async () => {
    const { page, consoleErrors } = await openPage(
      browser,
      '/calculator/loan-emi-calculator',
      viewport,
    );
    await results(page).filter({ hasText: '₹8,678.23' }).waitFor();
    const totalInterest = paise(await shown(page, 'Total interest'));
    const totalPayment = paise(await shown(page, 'Total payment'));
    // Worked independently: 239 × 8,678.23 + a last EMI of 8,679.66.
    expect(totalPayment).toBe(208277663);
    expect(await columnSum(page, 'Interest paid')).toBe(totalInterest);
    expect((await columnSum(page, 'Principal paid')) + totalInterest).toBe(totalPayment);

    await page.getByLabel('Interest rate (per year)').fill('0');
    await results(page).filter({ hasText: '₹4,166.67' }).waitFor();
    expect(await shown(page, 'Total interest')).toBe('₹0.00');
    expect(await shown(page, 'Total payment')).toBe('₹10,00,000.00');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('a credit card payment solved for clears the balance in the months asked: $261.85', async () => {
    const { page } = await openPage(
      browser,
      '/calculator/credit-card-payoff-calculator?currency=USD&balance=5000&apr=22.99&months=24&solve=payment',
      viewport,
    );
    await results(page).filter({ hasText: '$261.85' }).waitFor();
    await results(page)
      .filter({ hasText: '24 payments (2 years) of $261.85, the last $261.62' })
      .waitFor();
    expect(await shown(page, 'Last payment')).toBe('$261.62');
    await closePage(page);
  });
});

describe('figures that agree on a desktop', () => {
  const viewport = DESKTOP;
  it('switching the unknown and back keeps the typed 10,00,000 in the field and the link', async () => {
    const { page } = await openPage(browser, '/calculator/loan-emi-calculator', viewport);
    await page.getByLabel('Loan amount').fill('1000000');
    await results(page).filter({ hasText: '₹8,678.23' }).waitFor();
    await page.getByLabel('Solve for').selectOption('principal');
    await results(page).filter({ hasText: '₹9,99,999.73' }).waitFor();
    expect(await page.getByLabel('Monthly EMI').inputValue()).toBe('8678.23');

    await page.getByLabel('Solve for').selectOption('emi');
    await results(page).filter({ hasText: '₹8,678.23' }).waitFor();
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('1000000');
    // The link holds no 9,99,999.73 (the default 10,00,000 is left out of links), and opened
    // again it shows the typed loan.
    expect(page.url()).not.toContain('999999');
    const link = new URL(page.url());
    expect(link.searchParams.get('principal') ?? '1000000').toBe('1000000');
    const { page: again } = await openPage(browser, `${link.pathname}${link.search}`, viewport);
    expect(await again.getByLabel('Loan amount').inputValue()).toBe('1000000');
    await results(again).filter({ hasText: '₹8,678.23' }).waitFor();
    await closePage(again);
    await closePage(page);
  });

  it('the quadratic solver calls the double root of x² + 0.2x + 0.01 a double root', async () => {
    const { page } = await openPage(
      browser,
      '/calculator/quadratic-equation-solver?a=1&b=0.2&c=0.01',
      viewport,
    );
    await results(page).filter({ hasText: 'x = -0.1 (a double root)' }).waitFor();
    await results(page)
      .filter({ hasText: 'Discriminant 0: one real root, counted twice.' })
      .waitFor();
    expect(await results(page).innerText()).not.toContain('> 0');
    await closePage(page);
  });
});
