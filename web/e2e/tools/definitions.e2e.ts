import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../../prisma/calculators.ts';
import { definitionLoaders } from '../../src/calculators/index.ts';
import { isTabs, type AnyMode, type FieldSpec } from '../../src/engine/definition.ts';
import { evaluate } from '../../src/engine/evaluate.ts';
import { resultRows } from '../../src/engine/resultRows.ts';
import { localIsoDate } from '../../src/ssr/renderEnvironment.tsx';
import { axeInModes } from '../axe.ts';
import { defaultFigures, headlineInSight } from '../headline.ts';
import {
  closePage,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  siteUrl,
  tabPool,
  visit,
  visitorOptions,
} from '../browser.ts';

const loanEmi = calculators.find((calculator) => calculator.slug === 'loan-emi-calculator')!;

// Every calculator built from a definition (web/src/calculators/), walked in one file: its page
// with the defaults on a phone and its first published reference case as a shared link on a
// desktop each show the result the engine gives them (in the server's HTML too), never scroll
// sideways and log no errors; the phone's page passes axe in both colour modes (the shared header
// and footer whole on the first calculator of each category), and its headline figure is on the
// first screen (or in the bar that repeats it). Their maths is checked against
// the published cases in the unit tests; this shows a browser draws it.

let browser: Browser;
// One context at each width, a visitor going from page to page: later pages reuse the scripts
// the first ones downloaded and compiled, as a visitor's browser does.
let phone: BrowserContext;
let desktop: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  phone = await browser.newContext(visitorOptions(PHONE));
  desktop = await browser.newContext(visitorOptions(DESKTOP));
});
afterAll(() => browser?.close());

const phonePages = tabPool(() => phone);
const desktopPages = tabPool(() => desktop);

/** The headline a calculation shows on a day: its headline in words, or its big output. */
function shownResult(mode: AnyMode, texts: Record<string, string>, today: string): string | null {
  const evaluation = evaluate(mode, texts, today);
  const { values, results } = evaluation;
  if (!values || !results) return null;
  if (mode.headline) return mode.headline.text(values, results, today);
  return resultRows(mode, evaluation, results).rows.find((row) => row.big)?.text ?? null;
}

const walks = await Promise.all(
  calculators
    .filter((calculator) => Object.hasOwn(definitionLoaders, calculator.slug))
    .map(async ({ slug, name, category }, index, all) => {
      const calculator = await definitionLoaders[slug]!();
      const [mode, tab] = isTabs(calculator)
        ? [calculator.tabs[0].mode, { [calculator.param]: calculator.tabs[0].id }]
        : [calculator as AnyMode, {}];
      const reference = mode.references[0];
      // A visitor's own text (a passage to count) never travels in a link.
      const inputs = Object.fromEntries(
        Object.entries(reference.inputs as Record<string, string>).filter(([id]) => {
          const field = mode.fields[id] as FieldSpec | undefined;
          return !(field?.kind === 'text' && field.private);
        }),
      );
      const linked = { ...inputs, ...(reference.solve ? { solve: reference.solve } : {}) };
      return {
        slug,
        name,
        // The header and footer are the same on every calculator page but for the category the
        // header marks: axe checks them whole on the first calculator of each category, and
        // leaves them out on the others (they were a quarter of axe's time on a page).
        axeLeavesOut:
          all.findIndex((other) => other.category === category) === index
            ? []
            : ['header.site-header', 'footer.site-footer'],
        // Date calculators start from today, so their defaults' result depends on the day.
        defaultsOn: (today: string) => mode.startsEmpty ?? shownResult(mode, {}, today)!,
        figuresOn: (today: string) => defaultFigures(calculator, today),
        link: `?${new URLSearchParams({ ...tab, ...linked })}`,
        linked: shownResult(mode, linked, localIsoDate())!,
      };
    }),
);

/** The day after an ISO date. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits for the status to show the defaults' result and returns the day it is for: the day the
 * test began, or the next if midnight passed meanwhile (CI runs at any hour). A page showing
 * tomorrow before midnight fails.
 */
async function dayOfDefaults(
  page: Page,
  firstDay: string,
  defaultsOn: (today: string) => string,
): Promise<string> {
  const days = [firstDay, nextDay(firstDay)];
  const texts = days.map(defaultsOn);
  const status = page
    .getByRole('status')
    .filter({ hasText: new RegExp(texts.map(escapeRegExp).join('|')) })
    .first();
  await status.waitFor();
  const shown = (await status.textContent()) ?? '';
  const day = days[texts.findIndex((text) => shown.includes(text))]!;
  if (day > localIsoDate()) throw new Error(`The page shows the defaults of ${day}, tomorrow`);
  return day;
}

/** Text as the server's HTML writes it. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe.concurrent.each(walks)('$name', (walk) => {
  const { slug, name, defaultsOn, figuresOn, link, linked, axeLeavesOut } = walk;
  // Concurrent tests check with their own context's expect.
  it('renders a shared link’s result into the server’s HTML', async ({ expect }) => {
    const html = await (await fetch(siteUrl(`/calculator/${slug}${link}`))).text();
    // As it reads: a long figure has <wbr> after its separators, a minus sign a span around it.
    expect(html.replace(/<[^>]*>/g, '')).toContain(inHtml(linked));
    expect(html).toContain('"@type":"FAQPage"');
  });

  it('shows its defaults’ result on a phone, in sight and passing axe in both colour modes', async ({
    expect,
  }) => {
    const firstDay = localIsoDate();
    await phonePages.use(`/calculator/${slug}`, async (page, consoleErrors) => {
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const figures = figuresOn(await dayOfDefaults(page, firstDay, defaultsOn));
      // A calculator that starts empty (BMI) has no figure until Calculate.
      if (figures.length > 0) await headlineInSight(page, figures);
      // Every rule in light colours, then the colour rules in dark (all a mode changes), on one
      // page: axe's runs were about half of the walk's browser time, and a second page's run
      // costs a fresh start of axe and all of its rules again.
      expect(await axeInModes(page, ['light', 'dark'], axeLeavesOut)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('shows a shared link’s result on a desktop', async ({ expect }) => {
    await desktopPages.use(`/calculator/${slug}${link}`, async (page, consoleErrors) => {
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('status').filter({ hasText: linked }).first().waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});

const result = (page: Page) => page.getByRole('status').filter({ hasText: /₹|\$/ }).first();

describe('the sitemap', () => {
  it('lists every calculator page with its last change, and robots.txt names it', async () => {
    const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
    for (const { slug, updatedAt } of calculators) {
      expect(xml).toContain(
        `<loc>${siteUrl(`/calculator/${slug}`)}</loc><lastmod>${updatedAt}</lastmod>`,
      );
    }
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`);
  });
});

describe('a calculator page opened from a link', () => {
  it('hydrates the server’s page without downloading a GraphQL client', async () => {
    const scripts: string[] = [];
    const page = await browser.newPage({ viewport: PHONE });
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/calculator/mortgage-calculator');
    await result(page).filter({ hasText: '$1,013.37' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The page's record and its related links came with the HTML.
    expect(scripts.filter((url) => url.includes('apollo-client'))).toEqual([]);
    await page.getByRole('link', { name: loanEmi.name }).waitFor();
    // Hydrated, not drawn again by the browser: the server's field ids are still there.
    const labelFor = await page
      .getByText('Loan amount', { exact: true })
      .first()
      .getAttribute('for');
    expect(labelFor).toMatch(/^_R_/);
    await closePage(page);
  });
});

describe('a link the page reads otherwise than it asks', () => {
  it('says which choice it shows instead, in a notice that passes axe in both colour modes', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await visit(page, '/calculator/salary-converter?amount=25&period=fortnightly');
    await page
      .getByText(
        'The link’s period=fortnightly is not one of the choices for “Paid”, so the page shows ' +
          '“Per hour”.',
      )
      .waitFor();
    expect(await axeInModes(page, ['light', 'dark'])).toEqual([]);
    await closePage(page);
  });
});

describe('the loan EMI calculator in use', () => {
  it('marks an invalid field, keeps what was typed, and solves for the loan amount', async () => {
    const { page } = await openPage(
      browser,
      '/calculator/loan-emi-calculator?principal=500000&rate=9&months=60',
    );
    await result(page).filter({ hasText: '₹10,379.18' }).waitFor();

    await page.getByLabel('Interest rate (per year)').fill('51');
    await page.getByText('The interest rate can be at most 50%').waitFor();
    await result(page).filter({ hasText: 'Out of date' }).waitFor();
    expect(await page.getByLabel('Interest rate (per year)').inputValue()).toBe('51');
    // The link keeps the last valid rate, so a link copied now opens on a result.
    expect(new URL(page.url()).searchParams.get('rate')).toBe('9');

    await page.getByLabel('Interest rate (per year)').fill('9');
    await result(page)
      .filter({ hasNotText: 'Out of date' })
      .filter({ hasText: '₹10,379.18' })
      .waitFor();

    // Solving for the loan amount keeps the EMI that was shown, so the loan comes back.
    await page.getByLabel('Solve for').selectOption('principal');
    await result(page)
      .filter({ hasText: 'Loan amount' })
      .filter({ hasText: '₹5,00,000' })
      .waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('solve')).toBe('principal');
    expect(url.searchParams.get('emi')).toBe('10379.18');
    expect(await page.getByLabel('Loan amount').count()).toBe(0);
    await closePage(page);
  });
});
