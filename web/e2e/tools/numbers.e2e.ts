import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  DESKTOP_CHROME_UA,
  launchBrowser,
  linkOnLeaving,
  PHONE,
  siteUrl,
  waitForHydration,
} from '../browser.ts';

// Numbers as visitors type them (issue 26, section 1), in browsers set to German, Indian
// English and US English: a decimal comma and point grouping are read as Germans write them,
// lakhs as Indians do, a text the locale does not write gets a message with the reading it would
// take, a link carries numbers in one form and only valid ones, an emptied field stays blank, an
// implausible height gives no advice, and the arrow keys step a field as a number input's did.
// Expected figures are worked out independently by the bank formula
// M = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the months.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MORTGAGE = '/calculator/mortgage-calculator';
const EMI = '/calculator/loan-emi-calculator';

/** Opens a path in a browser whose language is `locale`, with the page's errors collected. */
async function openIn(
  locale: string,
  path: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale, viewport, userAgent: DESKTOP_CHROME_UA });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(siteUrl(path));
  await waitForHydration(page);
  return { page, errors };
}

/**
 * Types into a field key by key, as a visitor does, after clearing it (Playwright's fill refuses
 * a number input a text it would not hold; a visitor's keys reach it all the same).
 */
async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await page.keyboard.type(text);
}

async function close(page: Page) {
  await page.context().close();
}

/** The announced result that holds a text, e.g. 'Monthly payment'. */
function result(page: Page, holding: string) {
  return page.getByRole('status').filter({ hasText: holding }).first();
}

// How a number is read does not depend on the page's width: each visitor is played at one, the
// German on a phone and the others on a desktop (the walk over every calculator draws both).
describe('a German visitor (de-DE) on a phone', () => {
  const viewport = PHONE;
  it('gets the mortgage of 250.000 at 5,25 % as Germans write them: $1.380,51 a month', async () => {
    const { page, errors } = await openIn('de-DE', MORTGAGE, viewport);
    // The default rate is shown as Germans write it once the page runs in the browser.
    expect(await page.getByLabel('Interest rate').inputValue()).toBe('4,5');
    await typeInto(page, 'Loan amount', '250.000');
    await typeInto(page, 'Interest rate', '5,25');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // 250,000 at 5.25 % for 30 years: $1,380.51 (not 45 % nor $250), written as the fields are.
    await result(page, 'Monthly payment').filter({ hasText: '$1.380,51' }).waitFor();
    // So are the steps: a German reads $1,380.51 as a dollar and change.
    await page
      .getByRole('region', { name: 'How this was calculated' })
      .getByText(/= \$1\.380,51$/)
      .waitFor();
    expect(await page.getByText(/\$1,380\.51/).count()).toBe(0);
    // Where a link would read the text otherwise, the page says which reading it took.
    await page.getByText('Read as 250000: the point separates thousands').waitFor();
    // The link carries the numbers in one form, whatever the locale they were typed in.
    const params = new URL(page.url()).searchParams;
    expect([params.get('amount'), params.get('rate')]).toEqual(['250000', '5.25']);
    // The fields keep what was typed.
    expect(await page.getByLabel('Loan amount').inputValue()).toBe('250.000');
    expect(errors).toEqual([]);
    await close(page);
  });

  it('is sent the page written as Germans write numbers, before any script runs', async () => {
    const answer = await fetch(siteUrl(`${MORTGAGE}?amount=250000&rate=5.25`), {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(answer.headers.get('vary')).toContain('Accept-Language');
    const html = await answer.text();
    expect(html).toContain('value="5,25"');
    expect(html).toContain('$1.380,51');
    expect(html).not.toContain('$1,380.51');
    // Hydrated in the same signs, with no error (a mismatch would be reported).
    const { page, errors } = await openIn('de-DE', `${MORTGAGE}?amount=250000&rate=5.25`, viewport);
    await result(page, 'Monthly payment').filter({ hasText: '$1.380,51' }).waitFor();
    expect(errors).toEqual([]);
    await close(page);
    // An English browser's page is written as links are.
    const english = await fetch(siteUrl(`${MORTGAGE}?amount=250000&rate=5.25`), {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(await english.text()).toContain('$1,380.51');
  });

  it('is never read 4,5 as 45: the default rate typed again gives $1.013,37, not $7.500,01', async () => {
    const { page } = await openIn('de-DE', `${MORTGAGE}?rate=6`, viewport);
    await typeInto(page, 'Interest rate', '4,5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await result(page, 'Monthly payment').filter({ hasText: '$1.013,37' }).waitFor();
    expect(await page.getByText('$7.500,01').count()).toBe(0);
    await close(page);
  });

  it('is told how to write a decimal typed with a point, and nothing is calculated from it', async () => {
    const { page } = await openIn('de-DE', MORTGAGE, viewport);
    await typeInto(page, 'Interest rate', '4.75');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Use a comma for decimals: 4,75').waitFor();
    await result(page, 'Monthly payment').filter({ hasText: 'Out of date' }).waitFor();
    await close(page);
  });

  it('types 1.234,56 and 10,5 as loan amounts, and a link copied mid-typing opens on a result', async () => {
    const { page } = await openIn('de-DE', EMI, viewport);
    await typeInto(page, 'Loan amount', '1.234,56');
    // ₹1,234.56 at 8.5 % for 20 years: ₹10.71 a month.
    await result(page, 'Monthly EMI').filter({ hasText: '₹10,71' }).waitFor();
    await page.waitForURL(/[?&]principal=1234\.56(&|$)/);
    await typeInto(page, 'Loan amount', '10,5');
    // ₹10.50: ₹0.09 a month (not ₹105).
    await result(page, 'Monthly EMI').filter({ hasText: '₹0,09' }).waitFor();
    await page.waitForURL(/[?&]principal=10\.5(&|$)/);
    // A text that no locale reads: a message, and the link keeps the last valid amount. The
    // comma is typed after 10,5, so no shorter amount (10, while retyping) is ever in the field
    // for a pause in the typing to write into the link.
    const amount = page.getByLabel('Loan amount', { exact: true });
    await amount.click();
    await amount.press('End');
    await page.keyboard.type(',');
    await page.getByText('Enter a number').waitFor();
    const copied = page.url();
    expect(new URL(copied).searchParams.get('principal')).toBe('10.5');
    const { page: opened, errors } = await openIn(
      'en-IN',
      new URL(copied).pathname + new URL(copied).search,
      viewport,
    );
    await result(opened, 'Monthly EMI').filter({ hasText: '₹0.09' }).waitFor();
    expect(await opened.getByLabel('Loan amount').inputValue()).toBe('10.5');
    expect(await opened.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close(opened);
    await close(page);
  });
});

describe('an Indian visitor (en-IN) on a desktop', () => {
  const viewport = DESKTOP;
  it('types 25,00,000 in lakhs: ₹21,695.58 a month, and the link says 2500000', async () => {
    const { page, errors } = await openIn('en-IN', EMI, viewport);
    await typeInto(page, 'Loan amount', '25,00,000');
    await result(page, 'Monthly EMI').filter({ hasText: '₹21,695.58' }).waitFor();
    // The address follows once the typing pauses.
    await page.waitForURL(/[?&]principal=2500000(&|$)/);
    await typeInto(page, 'Interest rate (per year)', '8,5');
    await page.getByText('Use a point for decimals: 8.5').waitFor();
    // The link keeps the last valid rate written: the default, which it leaves out (the 8 on
    // the way was typed on without a pause, and is not written).
    expect((await linkOnLeaving(page)).get('rate')).toBeNull();
    expect((await linkOnLeaving(page)).get('principal')).toBe('2500000');
    expect(errors).toEqual([]);
    await close(page);
  });

  it('opens a link made in Germany on the same result', async () => {
    const { page } = await openIn('en-IN', `${MORTGAGE}?amount=250000&rate=5.25`, viewport);
    await result(page, 'Monthly payment').filter({ hasText: '$1,380.51' }).waitFor();
    expect(await page.getByLabel('Interest rate').inputValue()).toBe('5.25');
    await close(page);
  });
});

describe('a US visitor (en-US) on a desktop', () => {
  const viewport = DESKTOP;
  it('is told to use a point for decimals, with the reading it would take', async () => {
    const { page } = await openIn('en-US', MORTGAGE, viewport);
    await typeInto(page, 'Interest rate', '4,5');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Use a point for decimals: 4.5').waitFor();
    expect(await page.getByText('$7,500.01').count()).toBe(0);
    await close(page);
  });

  it('empties the income tax salary field and it stays blank (read as 0)', async () => {
    const { page } = await openIn('en-US', '/calculator/income-tax-calculator', viewport);
    const salary = page.getByLabel('Gross salary or pension (a year)');
    await salary.fill('1');
    await page.waitForURL(/[?&]salary=1(&|$)/);
    await salary.press('Backspace');
    await page.waitForURL(/[?&]salary=0(&|$)/);
    // Give a rewrite of the field every chance to happen.
    await page.waitForTimeout(300);
    expect(await salary.inputValue()).toBe('');
    await close(page);
  });

  it('gives no advice for a height of 17 cm, with a note under the field', async () => {
    const { page } = await openIn('en-US', '/calculator/bmi-calculator', viewport);
    await typeInto(page, 'Height (cm)', '17');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await result(page, 'Your BMI').filter({ hasText: '2,422.1' }).waitFor();
    await page
      .getByText('Check the height: adults on record measure from 54.6 cm to 272 cm')
      .waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).not.toContain('Lose ');
    expect(main).not.toContain('Healthy weight for your height');
    expect(await result(page, 'Your BMI').textContent()).not.toContain('Obese');
    const how = page.getByRole('region', { name: 'How this was calculated' });
    expect(await how.textContent()).not.toMatch(/Obese|Healthy weight/);
    await close(page);
  });

  it('steps the SIP’s monthly investment by ₹500 with the arrow keys', async () => {
    const { page } = await openIn('en-US', '/calculator/sip-calculator', viewport);
    const monthly = page.getByRole('textbox', { name: 'Monthly investment', exact: true });
    await monthly.focus();
    await page.keyboard.press('ArrowUp');
    expect(await monthly.inputValue()).toBe('5500');
    // ₹5,500 a month at 12 % for 10 years: ₹12,77,865.
    await result(page, 'Future value').filter({ hasText: '₹12,77,865' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await monthly.inputValue()).toBe('4500');
    await close(page);
  });
});
