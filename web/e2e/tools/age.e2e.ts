import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closePage,
  DESKTOP_CHROME_UA,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  visit,
} from '../browser.ts';

// The age calculator on /calculator/age-calculator (spec sections 3, 4, 5 and 9) as only a
// browser shows it: a date typed into the browser's own date field, its layout on a phone, and a
// visitor whose day is not the server's. Other dates, links and messages are the component
// tests' (age-calculator.test.tsx) and the walk's over every calculator (definitions.e2e.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/age-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = PHONE): Promise<Page> {
  const { page } = await openPage(browser, path, viewport);
  await page.getByRole('heading', { level: 1, name: 'Age Calculator' }).waitFor();
  await page.getByLabel('Date of birth', { exact: true }).waitFor();
  return page;
}

/** The usage POST the next calculation sends. */
function nextUsage(page: Page) {
  return page.waitForRequest((request) =>
    request.url().endsWith('/api/analytics/calculator-usage'),
  );
}

describe('the age calculator on a phone', () => {
  const viewport = PHONE;
  it('calculates a filled date of birth on the button and records the usage', async () => {
    const page = await openTool(PATH, viewport);
    const button = page.getByRole('button', { name: 'Calculate Age' });
    expect(await button.isDisabled()).toBe(true);
    // "Age on" starts at today's date.
    expect(await page.getByLabel('Age on', { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );

    await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-15');
    expect(await button.isEnabled()).toBe(true);
    const usage = nextUsage(page);
    await button.click();
    const status = page.getByRole('status').filter({ hasText: 'Age today' });
    await status.waitFor();
    expect(await status.textContent()).toMatch(/\d+ years, \d+ months?, \d+ days?/);
    expect(await status.textContent()).toContain('Born on a Tuesday');
    expect(new URL(page.url()).searchParams.get('dob')).toBe('1990-05-15');

    const body = (await usage).postDataJSON();
    expect(body).toMatchObject({
      calculatorId: 5,
      calculatorSlug: 'age-calculator',
      inputs: { birthDate: '1990-05-15' },
    });
    expect(Object.keys(body.inputs).sort()).toEqual([
      'ageDays',
      'ageMonths',
      'ageYears',
      'birthDate',
    ]);
    await closePage(page);
  });
});

describe('the age calculator', () => {
  it('stacks its inputs on a phone', async () => {
    const page = await openTool(PATH, PHONE);
    const birth = await page.getByLabel('Date of birth', { exact: true }).boundingBox();
    const on = await page.getByLabel('Age on', { exact: true }).boundingBox();
    expect(birth && on && on.y > birth.y + birth.height - 1).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await closePage(page);
  });
});

describe("opened where today is another day than on the server's clock", () => {
  /** 'YYYY-MM-DD' in a time zone. */
  const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format();

  it("hydrates a shared link without an error, then counts from the visitor's today", async () => {
    const path = `${PATH}?dob=1990-05-15`;
    const html = await (await fetch(siteUrl(path))).text();
    const serverDay = JSON.parse(
      /<script id="__RENDERED_ON__" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as string;
    expect(serverDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // 14 hours ahead of UTC or 12 behind: at any hour one of them is on another day.
    const timezoneId = ['Etc/GMT-14', 'Etc/GMT+12'].find((zone) => dayIn(zone) !== serverDay);
    expect(timezoneId).toBeDefined();

    const page = await browser.newPage({ timezoneId, userAgent: DESKTOP_CHROME_UA });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(page, path);
    await expect
      .poll(() => page.getByLabel('Age on', { exact: true }).inputValue())
      .toBe(dayIn(timezoneId!));
    await page.getByRole('status').filter({ hasText: 'Age today' }).waitFor();
    // React reports a page that does not match its server HTML (error #418) and renders it anew.
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
