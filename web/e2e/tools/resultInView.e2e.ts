import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../axe.ts';
import {
  closePage,
  DESKTOP,
  DESKTOP_CHROME_UA,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
} from '../browser.ts';

// The result in view on a phone, and on paper (issue 26, section 3): the bar at the bottom that
// repeats the headline while the results are further down, Calculate bringing the results into
// view, wide tables that show a cue that they scroll and download as CSV, and a printout made
// straight after landing with the charts and no empty Share box. That every calculator keeps its
// headline on a phone's first screen is checked in the walk over them all (definitions.e2e.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const bar = (page: Page) => page.locator('[data-headline-bar]');

describe('the bar that keeps the headline in view on a phone', () => {
  it('shows the SIP’s future value while the form is in view, and goes by the results', async () => {
    const { page } = await openPage(browser, '/calculator/sip-calculator', PHONE);
    await bar(page).getByText('₹11,61,695').waitFor();
    expect(await bar(page).textContent()).toContain('Future value');
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    // An edit shows in the bar at once.
    await page.getByLabel('Time period', { exact: true }).fill('20');
    await bar(page).getByText('₹49,95,740').waitFor();
    // Scrolled to the results, the bar goes: the figure is in sight itself.
    await page.getByRole('status').first().scrollIntoViewIfNeeded();
    await bar(page).waitFor({ state: 'detached' });
    // And it never covers the footer.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await bar(page).count()).toBe(0);
    await closePage(page);
  });

  it('comes back when the page jumps from below the results straight back to its top', async () => {
    const { page } = await openPage(browser, '/calculator/sip-calculator', PHONE);
    await bar(page).getByText('₹11,61,695').waitFor();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await bar(page).waitFor({ state: 'detached' });
    // As a tap on a phone's status bar does: no frame in between shows the figure.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await bar(page).getByText('₹11,61,695').waitFor();
    await closePage(page);
  });

  it('takes the visitor down to the results when tapped', async () => {
    const { page } = await openPage(browser, '/calculator/income-tax-calculator', PHONE);
    await bar(page).getByText('₹2,02,800').waitFor();
    await bar(page).click();
    await bar(page).waitFor({ state: 'detached' });
    // The results box comes up to the top of the screen, under the page's header.
    await page.waitForFunction(() => {
      const top = document.querySelector('#root [role=status]')!.getBoundingClientRect().top;
      return top >= 0 && top < innerHeight / 4;
    });
    await closePage(page);
  });

  it('is not drawn on a desktop, where the results sit beside the form', async () => {
    const { page } = await openPage(browser, '/calculator/sip-calculator', DESKTOP);
    await page.getByRole('status').first().getByText('₹11,61,695', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(await bar(page).count()).toBe(0);
    await closePage(page);
  });

  it('says the figure is out of date while a field is invalid', async () => {
    const { page } = await openPage(browser, '/calculator/sip-calculator', PHONE);
    await bar(page).getByText('₹11,61,695').waitFor();
    await page.getByLabel('Time period', { exact: true }).fill('99');
    await bar(page).getByText('Out of date').waitFor();
    expect(await bar(page).textContent()).toContain('₹11,61,695');
    await closePage(page);
  });

  it('moves nothing on the page as it comes and goes (no layout shift)', async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(siteUrl('/calculator/sip-calculator'));
    await bar(page).waitFor();
    await page.mouse.wheel(0, 900);
    await bar(page).waitFor({ state: 'detached' });
    await page.mouse.wheel(0, -900);
    await bar(page).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    await closePage(page);
  });

  it('rides above an on-screen keyboard and keeps the field being edited clear of it', async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    // Headless Chromium has no on-screen keyboard: the visual viewport is made to shrink as a
    // phone's does when one opens (the layout viewport stays as it is).
    await page.addInitScript(() => {
      const viewport = new EventTarget();
      let keyboard = 0;
      Object.defineProperties(viewport, {
        height: { get: () => innerHeight - keyboard },
        width: { get: () => innerWidth },
        offsetTop: { get: () => 0 },
        offsetLeft: { get: () => 0 },
        scale: { get: () => 1 },
      });
      Object.defineProperty(window, 'visualViewport', { get: () => viewport });
      (window as unknown as { openKeyboard: (px: number) => void }).openKeyboard = (px) => {
        keyboard = px;
        viewport.dispatchEvent(new Event('resize'));
      };
    });
    await page.goto(siteUrl('/calculator/sip-calculator'));
    await bar(page).waitFor();
    const rate = page.getByLabel('Expected return rate (p.a.)');
    await rate.focus();
    await page.evaluate(() =>
      (window as unknown as { openKeyboard: (px: number) => void }).openKeyboard(336),
    );
    // The bar's bottom is at the keyboard's top, and the field is over the bar.
    await page.waitForFunction(() => {
      const shown = document.querySelector('[data-headline-bar]')?.getBoundingClientRect();
      return shown !== undefined && Math.abs(shown.bottom - (innerHeight - 336)) <= 1;
    });
    const barBox = (await bar(page).boundingBox())!;
    const field = (await rate.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(barBox.y);
    await closePage(page);
  });

  it('scrolls a field the bar would cover clear of it when the field is focused', async () => {
    const { page } = await openPage(browser, '/calculator/sip-calculator', PHONE);
    await bar(page).waitFor();
    const period = page.getByLabel('Time period', { exact: true });
    // The field is scrolled to the bottom edge of the screen, behind the bar.
    await period.evaluate((input) => {
      const { bottom } = input.getBoundingClientRect();
      window.scrollBy(0, bottom - innerHeight + 10);
    });
    await page.waitForTimeout(200);
    await period.focus();
    await page.waitForTimeout(300);
    const barBox = (await bar(page).boundingBox())!;
    const field = (await period.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(barBox.y);
    await closePage(page);
  });

  it('leaves a button pressed beside it where it is, so the press is not lost', async () => {
    const { page } = await openPage(browser, '/calculator/mortgage-calculator?rate=6', PHONE);
    await page.getByLabel('Interest rate', { exact: true }).fill('4.5');
    await bar(page).waitFor();
    // The button's lower edge just behind the bar, its middle (where a finger lands) above it.
    const calculate = page.getByRole('button', { name: 'Calculate' });
    const barTop = (await bar(page).boundingBox())!.y;
    await calculate.evaluate((button, top) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - top - 10);
    }, barTop);
    await page.waitForTimeout(200);
    const button = (await calculate.boundingBox())!;
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.down();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.up();
    // 200,000 at 4.5 % for 30 years (the bank formula): $1,013.37, not 6 %'s $1,199.10.
    await page
      .getByRole('status')
      .filter({ hasText: 'Monthly payment' })
      .filter({ hasText: '$1,013.37' })
      .first()
      .waitFor();
    await closePage(page);
  });

  it('passes axe while it is shown', async () => {
    const { page } = await openPage(browser, '/calculator/discount-calculator', PHONE);
    await bar(page).waitFor();
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await closePage(page);
  });
});

describe('Calculate', () => {
  /** Whether the element is wholly in the screen, under the page's header. */
  const inSight = (page: Page, selector: string) =>
    page.evaluate((query) => {
      const element = [...document.querySelectorAll(query)].at(-1);
      if (!element) return false;
      const { top, bottom } = element.getBoundingClientRect();
      return top >= 0 && bottom <= innerHeight;
    }, selector);

  it('brings the discount’s results into view on a phone', async () => {
    const { page } = await openPage(browser, '/calculator/discount-calculator', PHONE);
    await page.getByLabel('Original price').fill('120');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inSight(page, '#root [data-headline]')).toBe(false);
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForFunction(() => {
      const figure = [...document.querySelectorAll('#root [data-headline]')].at(-1);
      const box = figure?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
    });
    expect(await page.getByRole('status').first().textContent()).toContain('$90.00');
    await closePage(page);
  });

  it('brings the BMI into view on a phone once calculated', async () => {
    const { page } = await openPage(browser, '/calculator/bmi-calculator', PHONE);
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await page.getByRole('status').first().getByText('24.2').waitFor();
    await page.waitForFunction(() => {
      const figure = [...document.querySelectorAll('#root [data-headline]')].at(-1);
      const box = figure?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= innerHeight;
    });
    await closePage(page);
  });

  it('takes the visitor to the field to correct when it cannot calculate', async () => {
    const { page } = await openPage(browser, '/calculator/mortgage-calculator', PHONE);
    const amount = page.getByLabel('Loan amount');
    await amount.fill('');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
    );
    expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true);
    await closePage(page);
  });

  it('leaves a desktop page where it is when the results are in sight', async () => {
    const { page } = await openPage(browser, '/calculator/discount-calculator', DESKTOP);
    const calculate = page.getByRole('button', { name: 'Calculate' });
    await calculate.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await calculate.click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await closePage(page);
  });
});

describe('tables on a phone', () => {
  it('shows the EMI schedule’s interest and balance without scrolling sideways', async () => {
    const { page } = await openPage(browser, '/calculator/loan-emi-calculator', PHONE);
    const table = page.getByRole('table', { name: 'Repayment schedule, year by year' });
    await table.waitFor();
    const box = (await page.getByRole('group', { name: /Repayment schedule/ }).boundingBox())!;
    for (const name of ['Interest paid', 'Balance']) {
      const header = (await table.getByRole('columnheader', { name }).boundingBox())!;
      expect(header.x + header.width, name).toBeLessThanOrEqual(box.x + box.width);
    }
    await closePage(page);
  });

  it('shows a cue while the mortgage schedule has columns out of sight to the right', async () => {
    const { page } = await openPage(browser, '/calculator/mortgage-calculator', PHONE);
    const region = page.getByRole('region', { name: 'Annual schedule' });
    await region.scrollIntoViewIfNeeded();
    await page.locator('[data-more-columns]').waitFor();
    const cue = region.locator('xpath=following-sibling::*[1]');
    // The cue fades in, so it is read once its transition has ended.
    await page.waitForFunction(
      (element) => getComputedStyle(element!).opacity === '1',
      await cue.elementHandle(),
    );
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.locator('[data-more-columns]').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (element) => getComputedStyle(element!).opacity === '0',
      await cue.elementHandle(),
    );
    // The Balance column is then in sight.
    const header = (await region.getByRole('columnheader', { name: 'Balance' }).boundingBox())!;
    expect(header.x + header.width).toBeLessThanOrEqual(PHONE.width);
    await closePage(page);
  });

  it('shows the month picker’s chosen year whole', async () => {
    const { page } = await openPage(browser, '/calculator/mortgage-calculator', PHONE);
    await page.getByRole('tab', { name: 'Monthly' }).click();
    const picker = page.getByLabel('Year to show');
    await picker.waitFor();
    const fits = await picker.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.selectedOptions[0]!.text).width;
      return (
        text + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) <= select.clientWidth
      );
    });
    expect(fits).toBe(true);
    const box = (await picker.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await closePage(page);
  });
});

describe('Download CSV', () => {
  /** Presses a Download CSV button; the file's name and text. */
  async function download(page: Page, name: string | RegExp) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
  }

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('gives the EMI table as shown, in plain numbers, at %s size', async (_, viewport) => {
    const { page } = await openPage(
      browser,
      '/calculator/loan-emi-calculator?principal=500000&rate=9&months=60',
      viewport,
    );
    const table = page.getByRole('table', { name: 'Repayment schedule, year by year' });
    await table.waitFor();
    const { name, text } = await download(page, /^Download CSV of Repayment schedule/);
    expect(name).toBe('loan-emi-calculator.csv');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Year,Principal paid,Interest paid,Balance');
    // The page's rows, without the rupee sign and grouping: ₹84,236.49 is 84236.49.
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('td')]
            .map((cell) => cell.textContent!.replace(/[₹,]/g, ''))
            .join(','),
        ),
      );
    expect(shown).toHaveLength(5);
    expect(lines.slice(1)).toEqual([...shown, '']);
    await closePage(page);
  });

  it('gives the mortgage schedule a year and a month a row, with the totals', async () => {
    const { page } = await openPage(browser, '/calculator/mortgage-calculator?start=2025-01');
    const annual = await download(page, 'Download CSV of the annual schedule');
    expect(annual.name).toBe('mortgage-calculator-annual-schedule.csv');
    const years = annual.text.split('\r\n');
    expect(years[0]).toBe('Year,Months,Payment,Principal,Interest,Balance');
    expect(years[1]).toMatch(
      /^Year 1,Jan 2025 – Dec 2025,12160\.44,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d$/,
    );
    // The totals as the table shows them, without the dollar sign and grouping.
    const totals = await page
      .getByRole('region', { name: 'Annual schedule' })
      .locator('tfoot td')
      .allTextContents();
    expect(years.at(-2)).toBe(
      `Total,,${totals.map((cell) => cell.replace(/[$,]/g, '')).join(',')}`,
    );
    expect(years).toHaveLength(1 + 30 + 1 + 1);

    await page.getByRole('tab', { name: 'Monthly' }).click();
    const monthly = await download(page, 'Download CSV of the monthly schedule');
    expect(monthly.name).toBe('mortgage-calculator-monthly-schedule.csv');
    const months = monthly.text.split('\r\n');
    expect(months[0]).toBe('Year,Month,Detail,Payment,Principal,Interest,Balance');
    // 200,000 at 4.5 %: the first month's interest is 200,000 × 0.00375 = 750.00.
    expect(months[1]).toBe('Year 1,Jan 2025,Payment 1,1013.37,263.37,750.00,199736.63');
    expect(months).toHaveLength(1 + 360 + 1 + 1);
    await closePage(page);
  });

  it('gives the currency converter’s rates', async () => {
    const { page } = await openPage(browser, '/calculator/currency-converter');
    const { name, text } = await download(page, /^Download CSV of Demonstration rates/);
    expect(name).toBe('currency-converter.csv');
    expect(text.split('\r\n')[0]).toBe('Currency,Rate');
    expect(text).toContain('\r\nJPY — Japanese Yen,150.76\r\n');
    await closePage(page);
  });
});

describe('printing straight after landing', () => {
  it('prints the charts, drawn in the server’s page, and no empty Share box', async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    // No scrolling, no touch: the page as it lands.
    await page.goto(siteUrl('/calculator/mortgage-calculator?extra=100'));
    await page.emulateMedia({ media: 'print' });
    /** The charts drawn on paper: each figure's visible SVG drawing, with its shapes. */
    const drawn = () =>
      page
        .getByRole('region', { name: 'Principal and interest over time' })
        .locator('figure')
        .evaluateAll((figures) =>
          figures.map((figure) => {
            const drawing = [...figure.querySelectorAll('svg')].find(
              (svg) => svg.getBoundingClientRect().height > 150,
            );
            return {
              bars: drawing?.querySelectorAll('rect').length ?? 0,
              lines: drawing?.querySelectorAll('path').length ?? 0,
            };
          }),
        );
    // The principal-and-interest bars (25 years with the extra payment, 2 parts each), and the
    // two balance lines.
    const [bars, lines] = await drawn();
    expect(bars!.bars).toBe(50);
    expect(lines!.lines).toBe(2);
    const share = page.getByRole('region', { name: 'Share this calculator' });
    expect(await share.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await share.isVisible()).toBe(true);
    await closePage(page);
  });
});
