import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInBothModes } from './axe.ts';
import {
  closePage,
  launchBrowser,
  openPage,
  tabPool,
  VIEWPORTS,
  visitorOptions,
} from './browser.ts';
import { calculators } from '../../prisma/calculators.ts';
import { definitionLoaders } from '../src/calculators/index.ts';

// Every route of spec section 2 with texts it must show once loaded.
const ROUTES: { path: string; texts: string[] }[] = [
  {
    path: '/',
    texts: [
      'Free Online Calculators',
      'Fast, accurate, and easy-to-use calculators for all your needs',
      'Popular Categories',
      'Find all finance calculators in one place',
      'Featured Calculators',
      'View All Calculators',
      'Recently Added Calculators',
      'Why Use Our Calculators',
      'Fast & Easy',
      'Stay Updated',
    ],
  },
  {
    path: '/calculator/bmi-calculator',
    texts: ['BMI Calculator', 'About this calculator', 'Share this calculator'],
  },
  {
    path: '/calculator/percentage-calculator',
    texts: ['Percentage Calculator', 'About this calculator', 'Share this calculator'],
  },
  { path: '/calculator/tip-calculator', texts: ['Tip Calculator', 'Total Amount'] },
  { path: '/calculator/mortgage-calculator', texts: ['Mortgage Calculator', 'Loan amount'] },
  { path: '/calculator/age-calculator', texts: ['Age Calculator', 'Date of birth'] },
  { path: '/calculator/currency-converter', texts: ['Currency Converter', 'Amount'] },
  { path: '/calculator/investment-calculator', texts: ['Investment Calculator'] },
  { path: '/calculator/no-such-tool', texts: ['Calculator Not Found', 'Back to Home'] },
  { path: '/category/finance', texts: ['Finance Calculators', 'Mortgage Calculator'] },
  { path: '/category/more', texts: ['More Calculators', 'Discount Calculator'] },
  { path: '/all-calculators', texts: ['All Calculators', 'BMI Calculator', 'Tip Calculator'] },
  { path: '/search?q=bmi', texts: ['BMI Calculator'] },
  { path: '/about', texts: ['About Us'] },
  {
    path: '/contact',
    texts: ['Contact Us', 'TN, India', 'Usually within 24-48 hours', 'Send Message'],
  },
  { path: '/privacy', texts: ['Privacy Policy', 'Last Updated'] },
  { path: '/terms', texts: ['Terms of Service'] },
  { path: '/faq', texts: ['Frequently Asked Questions', 'Still Have Questions?'] },
  // Its lists are fetched by the browser: the checks wait for them.
  { path: '/analytics', texts: ['Top Pages', 'Analytics Dashboard', 'Calculator Usage'] },
  { path: '/calculator/sip-calculator', texts: ['SIP Calculator'] },
  { path: '/calculator/crypto-converter', texts: ['Cryptocurrency Converter'] },
  { path: '/calculator/youtube-shorts-downloader', texts: ['YouTube Shorts Downloader'] },
  { path: '/calculator/youtube-downloader', texts: ['YouTube Video Downloader'] },
  {
    path: '/no/such/address',
    texts: ['404 Page Not Found', 'Return to Home', 'Popular calculators', 'BMI Calculator'],
  },
];

let browser: Browser;
// A context at each size whose tabs go from route to route (tabPool), as a visitor's would.
const contexts = new Map<string, BrowserContext>();
beforeAll(async () => {
  browser = await launchBrowser();
  for (const [size, viewport] of VIEWPORTS) {
    contexts.set(size, await browser.newContext(visitorOptions(viewport)));
  }
});
afterAll(() => browser?.close());

/** Calculators built from a definition: tools/definitions.e2e.ts runs axe on each of them. */
const definitionPages = new Set(
  calculators
    .filter((calculator) => Object.hasOwn(definitionLoaders, calculator.slug))
    .map((calculator) => `/calculator/${calculator.slug}`),
);

// Each route is opened once at each size, a few at a time (a calculator built from a definition
// only on a phone: the walk draws each of them on a desktop too); axe runs in light and dark mode
// on every page but the definitions' (at both sizes for a calculator page, else on a desktop).
describe.concurrent.each(VIEWPORTS)('every route at %s size', (size) => {
  const tabs = tabPool(() => contexts.get(size)!);
  const routes = ROUTES.filter(({ path }) => size === 'phone' || !definitionPages.has(path));
  it.for(routes)('$path shows its texts and passes axe', async ({ path, texts }, { expect }) => {
    await tabs.use(path, async (page, consoleErrors) => {
      for (const text of texts) {
        await page.getByText(text, { exact: false }).first().waitFor({ state: 'attached' });
      }
      // The page is no wider than the screen (nothing scrolls sideways on a phone).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (!definitionPages.has(path) && (size === 'desktop' || path.startsWith('/calculator/'))) {
        await page.waitForLoadState('networkidle');
        expect(await axeInBothModes(page)).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('the header', () => {
  it("marks a calculator's category, in the server's HTML and once hydrated", async () => {
    const [, desktop] = VIEWPORTS[0];
    const { page } = await openPage(browser, '/calculator/bmi-calculator', desktop);
    const marked = page.locator('nav[aria-label="Main"] a[aria-current="true"]');
    expect(await marked.textContent()).toBe('Health');
    await page.waitForLoadState('networkidle');
    expect(await marked.textContent()).toBe('Health');
    await page.getByRole('link', { name: 'Finance', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Finance Calculators' }).waitFor();
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').textContent()).toBe(
      'Finance',
    );
    await closePage(page);
  });
});

describe('the accessibility check in both colour modes', () => {
  it('finds a contrast fault that only dark colours have, and names the mode', async () => {
    const [, desktop] = VIEWPORTS[0];
    const { page } = await openPage(browser, '/about', desktop);
    // Dark grey text on the dark mode's near-black background (about 2:1), in dark mode only.
    await page.addStyleTag({ content: '.dark h1 { color: #444 !important; }' });
    const found = await axeInBothModes(page);
    expect(found.filter((fault) => fault.startsWith('light: '))).toEqual([]);
    expect(found).toContainEqual(expect.stringMatching(/^dark: color-contrast /));
    await closePage(page);
  });
});
