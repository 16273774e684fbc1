import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, linkOnLeaving, openPage, PHONE, VIEWPORTS } from '../browser.ts';

// The tip calculator on /calculator/tip-calculator (spec sections 4, 5 and 9).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/tip-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = VIEWPORTS[0][1]): Promise<Page> {
  const { page } = await openPage(browser, path, viewport);
  await page.getByRole('heading', { level: 1, name: 'Tip Calculator' }).waitFor();
  await page.getByLabel('Bill Amount').waitFor();
  return page;
}

/** The next usage POST, or the next one whose inputs match `inputs`. */
function nextUsage(page: Page, inputs: Record<string, number> = {}) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/calculator-usage') &&
      Object.entries(inputs).every(([key, value]) => request.postDataJSON().inputs[key] === value),
  );
}

/** The tool's announced result. */
function result(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Total Amount' }).first();
}

// Each check once, at one width: they take turns at a phone's and a desktop's, so both are
// drawn (the walk over every calculator, definitions.e2e.ts, loads every page at both).
describe('the tip calculator on a phone', () => {
  const viewport = PHONE;
  it('shows the default result at once: $7.50 tip and $57.50 total', async () => {
    const page = await openTool(PATH, viewport);
    await result(page).filter({ hasText: '15% tip on $50.00 is $7.50' }).waitFor();
    const text = await result(page).textContent();
    expect(text).toContain('$7.50');
    expect(text).toContain('$57.50');
    expect(text).not.toContain('Per Person');
    expect(
      await page.getByRole('button', { name: '15%', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.close();
  });

  it('the Calculate button records the usage at once', async () => {
    const page = await openTool(PATH, viewport);
    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    expect((await usage).postDataJSON()).toEqual({
      calculatorId: 2,
      calculatorSlug: 'tip-calculator',
      inputs: {
        billAmount: 50,
        tipPercentage: 15,
        numberOfPeople: 1,
        tipAmount: 7.5,
        totalAmount: 57.5,
        perPerson: 57.5,
      },
    });
    await page.close();
  });

  it('an invalid bill gets its message and keeps the last result, marked out of date', async () => {
    const page = await openTool(PATH, viewport);
    await result(page).filter({ hasText: '$57.50' }).waitFor();
    await page.getByLabel('Bill Amount').fill('0');
    await page.getByLabel('Number of People').focus();
    await page.getByText('The bill must be more than $0').waitFor();
    expect(await result(page).textContent()).toContain('15% tip on $50.00 is $7.50');
    expect(await result(page).textContent()).toContain(
      'Out of date: correct the marked field to update the result.',
    );
    expect(await page.getByLabel('Bill Amount').inputValue()).toBe('0');
    expect(await page.getByText(/NaN|Infinity/).count()).toBe(0);
    await page.close();
  });
});

describe('the tip calculator on a desktop', () => {
  const viewport = DESKTOP;
  it('an edit recalculates at once and records the usage once it settles', async () => {
    const page = await openTool(PATH, viewport);
    // Typing quickly records one use once the inputs settle (a slow run may record a step too).
    const usage = nextUsage(page, { billAmount: 86.4, tipPercentage: 20, numberOfPeople: 4 });
    await page.getByLabel('Bill Amount').fill('86.40');
    await page.getByRole('button', { name: '20%', exact: true }).click();
    await page.getByLabel('Number of People').fill('4');
    // By hand: 86.40 × 20% = 17.28; 103.68 ÷ 4 = 25.92.
    await result(page).filter({ hasText: '20% tip on $86.40 is $17.28' }).waitFor();
    const text = await result(page).textContent();
    expect(text).toContain('$103.68');
    expect(text).toContain('Per Person');
    expect(text).toContain('$25.92');
    const params = await linkOnLeaving(page);
    expect([params.get('bill'), params.get('tip'), params.get('people')]).toEqual([
      '86.40',
      '20',
      '4',
    ]);

    const body = (await usage).postDataJSON();
    expect(body).toMatchObject({
      calculatorId: 2,
      calculatorSlug: 'tip-calculator',
      inputs: { billAmount: 86.4, tipPercentage: 20, numberOfPeople: 4 },
    });
    expect(body.inputs.tipAmount).toBeCloseTo(17.28, 2);
    expect(body.inputs.totalAmount).toBeCloseTo(103.68, 2);
    expect(body.inputs.perPerson).toBeCloseTo(25.92, 2);
    await page.close();
  });

  it('a shared link reproduces its result', async () => {
    const page = await openTool(`${PATH}?bill=1234.56&tip=18&people=3`, viewport);
    // By hand: 1234.56 × 18% = 222.2208; 1456.7808 ÷ 3 = 485.5936.
    await result(page).filter({ hasText: '18% tip on $1,234.56 is $222.22' }).waitFor();
    const text = await result(page).textContent();
    expect(text).toContain('$1,456.78');
    expect(text).toContain('$485.59');
    expect(await page.getByLabel('Bill Amount').inputValue()).toBe('1234.56');
    await page.close();
  });
});
