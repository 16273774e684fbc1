import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../prisma/calculators.ts';
import { axeInBothModes } from './axe.ts';
import {
  closePage,
  DESKTOP,
  DESKTOP_CHROME_UA,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  VIEWPORTS,
  visit,
} from './browser.ts';

const loanEmi = calculators.find((calculator) => calculator.slug === 'loan-emi-calculator')!;
const homeLoanEmi = calculators.find(
  (calculator) => calculator.slug === 'home-loan-emi-calculator',
)!;

// Issue 26, fit and findability, and the published checks shown on each calculator page, in the
// built site at phone and desktop width.
// Independent figures: 1500 × (1 + 0.043/4)^24 = 1,938.8368… (compound interest, the Southeastern
// Louisiana University example); 10000 × 1.05^10 = 16,288.946…; the EMI of ₹5,00,000 at 9 % for
// 60 months, 500000 × 0.0075 × 1.0075^60 ÷ (1.0075^60 − 1) = 10,379.1829…; 50 % of 1,000 = 500.

/** The small phone the layout tests draw pages on. */
const SMALL_PHONE = { width: 360, height: 740 };

/** The words of the elements' text that the browser broke across lines. */
function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all.flatMap((element) => {
      const text = element.firstChild;
      if (!text) return [];
      return [...text.textContent!.matchAll(/\S+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    }),
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page in a browser whose language is `locale` (navigator.languages), hydrated. */
async function openIn(locale: string, path: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ locale, viewport, userAgent: DESKTOP_CHROME_UA });
  const page = await context.newPage();
  await visit(page, path);
  return page;
}

/** The addresses of the scripts a fresh load of `path` downloads, until the network idles. */
async function scriptsOf(path: string): Promise<string[]> {
  const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  await closePage(page);
  return scripts;
}

describe.each(VIEWPORTS)('at %s width', (_name, viewport) => {
  it('the header search keeps keys typed the instant it opens, and ranks Loan EMI first for “loan”', async () => {
    const { page, consoleErrors } = await openPage(browser, '/about', viewport);
    // The search box's code arrives only after the visitor has started typing.
    await page.route(/\/assets\/SearchForm-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Search calculators' }).click();
    await page.keyboard.type('loan', { delay: 120 });
    await page.keyboard.type(' ', { delay: 120 });
    await page.keyboard.type('emi', { delay: 120 });
    const box = page.getByRole('combobox', { name: 'Search calculators' });
    await box.waitFor();
    await expect.poll(() => box.inputValue()).toBe('loan emi');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect.poll(() => box.inputValue()).toBe('loan');
    const options = page
      .getByRole('listbox', { name: 'Suggested calculators' })
      .getByRole('option');
    await expect.poll(() => options.first().textContent()).toContain(loanEmi.name);
    expect(await options.count()).toBeGreaterThan(1);
    expect(await axeInBothModes(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('/all-calculators is a compact list with a jump link to each category, popular first', async () => {
    const { page, consoleErrors } = await openPage(browser, '/all-calculators', viewport);
    const lists = page.getByRole('main').getByRole('heading', { level: 2 });
    expect((await lists.allTextContents())[0]).toBe('Popular calculators');
    // Every calculator is linked.
    for (const calculator of calculators) {
      const link = page.getByRole('link', { name: calculator.name, exact: true }).first();
      expect(await link.getAttribute('href')).toBe(`/calculator/${calculator.slug}`);
    }
    // A compact list: at most a screen for every 14 calculators (a grid of cards shows about 4).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / viewport.height).toBeLessThan(calculators.length / 14);

    expect(await axeInBothModes(page)).toEqual([]);

    const jump = page.getByRole('navigation', { name: 'Jump to a category' });
    await jump.getByRole('link', { name: 'Health' }).click();
    await page.waitForURL(/#category-health$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Health' });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThan(64);
    expect((await heading.boundingBox())!.y).toBeLessThan(viewport.height / 2);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('/search?q=loan lists Loan EMI first and passes axe; “home loan” finds the home loan EMI calculator', async () => {
    const { page, consoleErrors } = await openPage(browser, '/search?q=loan', viewport);
    const results = page.getByRole('main').getByRole('article');
    expect(await results.first().getByRole('heading').textContent()).toBe(loanEmi.name);
    expect(await axeInBothModes(page)).toEqual([]);
    await visit(page, '/search?q=home%20loan');
    // The first result, once the new search has replaced the last one.
    await results.first().getByRole('heading', { name: homeLoanEmi.name, exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });
});

// The checks are the same at any width: on a phone, where a wide table would scroll the page
// sideways (the walk over every calculator, tools/definitions.e2e.ts, shows them on a desktop).
describe('on a phone', () => {
  const viewport = PHONE;
  it('shows the published checks on calculator pages, worked out by the page', async () => {
    for (const [path, source, figure, tolerance] of [
      [
        '/calculator/compound-interest-calculator',
        'Southeastern Louisiana University, Compound interest example',
        ['Final amount', '$1,938.84', '$1,938.84'],
        'Matches to the cent.',
      ],
      [
        '/calculator/loan-emi-calculator',
        'ToolFest, EMI for Rs 5 lakh at 9.0% for 5 years',
        ['Monthly EMI', '₹10,379.18', '₹10,379.18'],
        'Matches to the paisa.',
      ],
      [
        '/calculator/percentage-calculator',
        'Wikipedia, "Percentage": 50% of 1,000 students are 500 students',
        ['Result', '500', '500'],
        'Matches exactly.',
      ],
    ] as const) {
      // In the server's HTML, before any script.
      const html = await (await fetch(siteUrl(path))).text();
      expect(html).toContain('Checked against published examples');
      expect(html).toContain(figure[2]);

      const { page, consoleErrors } = await openPage(browser, path, viewport);
      const checks = page.getByRole('region', { name: 'Checked against published examples' });
      await checks.scrollIntoViewIfNeeded();
      const example = checks.getByRole('figure').filter({ hasText: source }).first();
      await example.waitFor();
      const cells = await example.getByRole('row').nth(1).getByRole('cell').allTextContents();
      const label = await example.getByRole('row').nth(1).getByRole('rowheader').textContent();
      expect([label, ...cells]).toEqual(figure);
      await example.getByText(tolerance).waitFor();
      // Every example on the page matches.
      const count = await checks.getByRole('figure').count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(await checks.getByText(/^Matches /).count()).toBe(count);
      expect(await checks.getByText(/^Does not match/).count()).toBe(0);
      // Axe checks these pages, checks included, in the walk over every calculator.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
      await closePage(page);
    }
  });

  it('keeps a short figure of a check on one line, within its box, on a small phone', async () => {
    // Two figures of 10 to 13 characters beside labels; they broke as "$9,6 / 00.0 / 0".
    const { page } = await openPage(browser, '/calculator/depreciation-calculator', SMALL_PHONE);
    const tables = page.locator('.check-table');
    await tables.first().waitFor();
    const layout = await tables.evaluateAll((all) =>
      all.flatMap((table) => {
        const box = table.parentElement!.getBoundingClientRect();
        return [...table.querySelectorAll('td')].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return {
            figure: cell.textContent!,
            lines: cell.textContent!.length <= 12 ? lines.size : 1,
            withinBox: table.getBoundingClientRect().right <= box.right + 0.5,
          };
        });
      }),
    );
    expect(layout.some((cell) => cell.figure === '$48,000.00')).toBe(true);
    expect(layout.filter((cell) => cell.lines !== 1 || !cell.withinBox)).toEqual([]);
    await closePage(page);
  });

  it('wraps a check’s figure in words between its words only, on a small phone', async () => {
    // "Stage 1 hypertension" was squeezed to "Stage 1 / hypertensio / n", its label to "Catego / ry".
    const { page } = await openPage(browser, '/calculator/blood-pressure-calculator', SMALL_PHONE);
    await page.locator('.check-table').first().waitFor();
    const broken = await wordsBrokenAcrossLines(
      page.locator('.check-table tbody th, .check-table tbody td'),
    );
    expect(await page.locator('.check-table td', { hasText: 'Stage 1 hypertension' }).count()).toBe(
      2,
    );
    expect(broken).toEqual([]);
    await closePage(page);
  });

  it('keeps a long figure of a headline whole on a small phone', async () => {
    // "123,456,789,000,000" broke as "123,456,789,000,0 / 00" in the headline's large type.
    const { page } = await openPage(
      browser,
      '/calculator/length-converter?value=123456789&from=km&to=mm',
      SMALL_PHONE,
    );
    const headline = page.locator('.result-headline');
    await headline.getByText('123,456,789,000,000 millimetres').waitFor();
    expect(await wordsBrokenAcrossLines(headline)).toEqual([]);
    await closePage(page);
  });

  it('keeps a long value over its band scale within the bar, on a small phone', async () => {
    // Centred over a marker at the bar's end, "2,000,000,000.00" ran 9 px past a 360 px screen;
    // "10,000,000,000.00" (a $1,000,000 payment on a $0.01 income) runs further.
    const { page } = await openPage(
      browser,
      '/calculator/debt-to-income-ratio-calculator?income=0.01&housing=1000000&otherDebts=0',
      SMALL_PHONE,
    );
    const marker = page.getByTestId('band-marker');
    const label = marker.locator('xpath=preceding-sibling::p');
    await page
      .locator('p', { hasText: /^10,000,000,000\.00$/ })
      .first()
      .waitFor();
    const [labelBox, barBox] = await Promise.all([
      label.boundingBox(),
      marker.locator('xpath=..').boundingBox(),
    ]);
    expect(await label.textContent()).toBe('10,000,000,000.00');
    expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(barBox!.x + barBox!.width + 0.5);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await closePage(page);
  });

  it('keeps a source’s address on the lines of the brackets around it, on a small phone', async () => {
    // The address's own box took lines of its own, leaving "(" and "); one debt" apart from it.
    const { page } = await openPage(browser, '/calculator/debt-payoff-calculator', SMALL_PHONE);
    const captions = page.locator('.check > figcaption:has(a)');
    await captions.first().waitFor();
    const apart = await captions.evaluateAll((all) =>
      all.flatMap((caption) => {
        const link = caption.querySelector('a')!;
        const [before, after] = [link.previousSibling, link.nextSibling];
        if (!before?.textContent?.endsWith('(') || !after?.textContent?.startsWith(')')) return [];
        const lineOf = (node: Node, at: 'first' | 'last') => {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          return Math.round((at === 'first' ? rects[0] : rects.at(-1))!.top);
        };
        const opens = lineOf(before, 'last') === lineOf(link, 'first');
        const closes = lineOf(link, 'last') === lineOf(after, 'first');
        return opens && closes ? [] : [link.textContent];
      }),
    );
    expect(await captions.count()).toBeGreaterThan(0);
    expect(apart).toEqual([]);
    await closePage(page);
  });
});

describe('the currency of calculators not tied to one country', () => {
  it('starts in the browser locale’s currency: euros for de-DE, rupees for en-IN', async () => {
    for (const [locale, currency, amount] of [
      ['de-DE', 'EUR', '€16.288,95'],
      ['en-IN', 'INR', '₹16,288.95'],
    ] as const) {
      const page = await openIn(locale, '/calculator/compound-interest-calculator', PHONE);
      const result = page.getByRole('status').filter({ hasText: 'Final amount' }).first();
      await result.getByText(amount, { exact: true }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe(currency);
      await page.context().close();
    }
  });

  it('carries the currency chosen in a link, wherever it is opened', async () => {
    const page = await openIn('en-US', '/calculator/investment-calculator');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await page.waitForURL((url) => url.searchParams.get('currency') === 'GBP');
    const link = new URL(page.url());
    await page.context().close();

    // Opened in India, the link still shows pounds.
    const opened = await openIn('en-IN', `${link.pathname}${link.search}`, PHONE);
    expect(await opened.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('GBP');
    const result = opened.getByRole('status').filter({ hasText: 'Final balance' }).first();
    await result.getByText('£54,713.58', { exact: true }).waitFor();
    expect(await axeInBothModes(opened)).toEqual([]);
    await opened.context().close();
  });

  it('the inflation rate’s hint follows the currency', async () => {
    const page = await openIn('en-GB', '/calculator/inflation-calculator');
    await page.getByText('the Bank of England’s target is 2%').waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
    await page.getByText('India’s RBI targets 4% (within 2% to 6%)').waitFor();
    expect(await page.getByText('Bank of England').count()).toBe(0);
    await page.context().close();
  });
});

describe('first-load JavaScript', () => {
  it.each(['/search?q=loan', '/all-calculators'])('%s downloads no Apollo Client', async (path) => {
    const scripts = await scriptsOf(path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /apollo/i.test(url))).toEqual([]);
  });
});
