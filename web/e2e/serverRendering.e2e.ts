import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_MADE_MARK } from '../src/theme/documentSystem.ts';
import { closePage, DESKTOP_CHROME_UA, launchBrowser, PHONE, siteUrl, visit } from './browser.ts';

interface Listed {
  slug: string;
  name: string;
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(siteUrl(path));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The HTML a crawler gets: no JavaScript runs. */
async function getHtml(path: string): Promise<{ status: number; head: string; body: string }> {
  const response = await fetch(siteUrl(path));
  const html = await response.text();
  const headEnd = html.indexOf('</head>');
  return { status: response.status, head: html.slice(0, headEnd), body: html.slice(headEnd) };
}

function metaContent(head: string, attribute: string, name: string): string | undefined {
  const tag = head.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`));
  return tag?.[1];
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

/** Every public page of the catalogue: home, each category and each calculator, static pages. */
async function publicPages(): Promise<{ path: string; mustShow: string[]; tool: boolean }[]> {
  const categories = await getJson<Listed[]>('/api/categories');
  const pages = [
    { path: '/', mustShow: ['Featured Calculators', 'BMI Calculator'], tool: false },
    { path: '/all-calculators', mustShow: ['All Calculators', 'Mortgage Calculator'], tool: false },
    { path: '/about', mustShow: ['About Us'], tool: false },
    { path: '/contact', mustShow: ['Contact Us'], tool: false },
    { path: '/privacy', mustShow: ['Privacy Policy'], tool: false },
    { path: '/terms', mustShow: ['Terms of Service'], tool: false },
    { path: '/faq', mustShow: ['Frequently Asked Questions'], tool: false },
  ];
  for (const category of categories) {
    const calculators = await getJson<Listed[]>(`/api/calculators/category/${category.slug}`);
    pages.push({
      path: `/category/${category.slug}`,
      mustShow: [category.name, ...calculators.map((calculator) => calculator.name)],
      tool: false,
    });
    for (const calculator of calculators) {
      pages.push({
        path: `/calculator/${calculator.slug}`,
        mustShow: [calculator.name],
        tool: true,
      });
    }
  }
  return pages;
}

// One browser for the tests that need one (the first group only fetches HTML).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('pages rendered on the server', () => {
  it('carry their title, description, canonical address, data and tool in the HTML', async () => {
    const pages = await publicPages();
    expect(pages.length).toBeGreaterThan(15);
    for (const { path, mustShow, tool } of pages) {
      const { status, head, body } = await getHtml(path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(head, path).toMatch(/<title>[^<]+ \| CalcHub<\/title>/);
      expect(metaContent(head, 'name', 'description')?.length ?? 0, path).toBeGreaterThan(20);
      expect(head, path).toContain(`<link rel="canonical" href="${siteUrl(path)}"/>`);
      expect(metaContent(head, 'property', 'og:url'), path).toBe(siteUrl(path));
      // The page's CSS comes with it, so it paints styled before any script runs.
      expect(head, path).toContain('<style data-emotion="css ');
      for (const text of mustShow) expect(body, `${path} shows ${text}`).toContain(text);
      // The data the page was rendered from, for the browser to start with.
      expect(body, path).toContain('<script id="__APOLLO_STATE__" type="application/json">');
      if (tool) {
        expect(body, `${path} has its tool's form`).toMatch(/<(input|textarea|select)\b/);
        const software = jsonLdBlocks(body).find(
          (block) => block['@type'] === 'SoftwareApplication',
        );
        expect(software?.url, path).toBe(siteUrl(path));
      }
      // Nothing the CSP would block: no inline script other than JSON data.
      expect(body.match(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)).toBeNull();
    }
    // Only to catch a hang: each of the 180-odd pages is rendered in turn, 50 s in all on a busy
    // machine running two browser test files side by side.
  }, 240_000);

  it('puts the site search in the home page structured data', async () => {
    const { body } = await getHtml('/');
    const website = jsonLdBlocks(body).find((block) => block['@type'] === 'WebSite');
    expect(JSON.stringify(website)).toContain(siteUrl('/search?q={search_term_string}'));
  });

  it('answers 404 with the not-found page for unknown addresses and calculators', async () => {
    const unknown = await getHtml('/no/such/address');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('404 Page Not Found');
    const calculator = await getHtml('/calculator/no-such-tool');
    expect(calculator.status).toBe(404);
    expect(calculator.body).toContain('Calculator Not Found');
  });

  it('renders the inputs of a shared link', async () => {
    const { body } = await getHtml('/calculator/tip-calculator?bill=86.40&tip=20&people=4');
    expect(body).toContain('$25.92');
  });

  it('preloads the data a calculator fetches, which the browser then downloads once', async () => {
    // The child BMI page's CDC table is a JSON file beside its script (engine/dataFile.ts).
    const path = '/calculator/child-bmi-percentile-calculator';
    const { head } = await getHtml(path);
    const href = head.match(
      /<link rel="preload" href="(\/assets\/bmiagerev-[^"]+\.json)" as="fetch"/,
    )?.[1];
    expect(href).toBeDefined();
    const file = await fetch(siteUrl(href!));
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(((await file.json()) as { male: unknown[] }).male).toHaveLength(219);

    const browser = await launchBrowser();
    const page = await browser.newPage({ viewport: PHONE });
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(href!)) downloads.push(request.url());
    });
    await visit(page, path);
    await page.getByLabel('Weight', { exact: true }).fill('40');
    // 40 kg at 128 cm, a boy of 8: BMI 24.4, over the 95th percentile.
    await expect.poll(() => page.getByText('Obesity', { exact: true }).count()).toBeGreaterThan(0);
    expect(downloads).toHaveLength(1);
    await browser.close();
  });

  it('shows a search holding replacement patterns exactly as typed, and the page stays small', async () => {
    // $` $' $& and $$ once copied parts of the page template into the page: 52 MB for this.
    const query = "$`$'$&$$".repeat(12) + ' <b>';
    const response = await fetch(siteUrl(`/search?q=${encodeURIComponent(query)}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.length).toBeLessThan(300_000);
    expect(html.match(/<html/g)).toHaveLength(1);

    const browser = await launchBrowser();
    const page = await browser.newPage({ userAgent: DESKTOP_CHROME_UA });
    await visit(page, `/search?q=${encodeURIComponent(query)}`);
    expect(await page.getByRole('combobox', { name: 'Search calculators' }).inputValue()).toBe(
      query,
    );
    expect(await page.title()).toContain(query);
    await browser.close();
  });
});

describe('with JavaScript turned off', () => {
  it('a visitor still reads the home page and a calculator page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('/'));
    await expect(
      page.getByRole('heading', { name: 'Featured Calculators' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByRole('link', { name: /BMI Calculator/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.goto(siteUrl('/calculator/mortgage-calculator'));
    await expect(
      page.getByRole('heading', { name: 'Mortgage Calculator', level: 1 }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByLabel('Loan amount').inputValue()).resolves.toBe('200000');
    await expect(page.getByText('$1,013.37').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});

/** All of Apollo Client and its libraries are in this chunk (apolloClientChunk, web/vite.config.ts). */
const APOLLO_CHUNK = /\/apollo-client-/;

describe('the home page', () => {
  it('starts without the GraphQL client: its lists come with the HTML', async () => {
    const { body } = await getHtml('/');
    expect(body).toContain('<script id="__QUERY_RESULTS__" type="application/json">');

    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    const scripts: string[] = [];
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (new URL(request.url()).pathname === '/graphql') {
        graphqlRequests.push(request.postData() ?? request.url());
      }
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    const loadedApollo = () => scripts.some((url) => APOLLO_CHUNK.test(url));
    expect(loadedApollo()).toBe(false);
    expect(graphqlRequests).toEqual([]);
    const featured = page.locator('section[aria-labelledby="featured-heading"]');
    await expect(featured.getByRole('link', { name: /BMI Calculator/ }).count()).resolves.toBe(1);

    // Subscribing downloads it, then sends the one mutation.
    const newsletter = page.locator('section', { hasText: 'Stay Updated' });
    await newsletter.getByLabel('Email address').fill(`first-load-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => page.getByText("You've been subscribed to our newsletter.").isVisible())
      .toBe(true);
    expect(loadedApollo()).toBe(true);
    expect(graphqlRequests).toHaveLength(1);
    expect(graphqlRequests[0]).toContain('SubscribeNewsletter');

    // Its links open pages in the app, which fetch their own data.
    await page
      .locator('section[aria-labelledby="categories-heading"]')
      .getByRole('link', { name: /Health/ })
      .first()
      .click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Health Calculators' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /BMI Calculator/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await closePage(page);
  });
});

describe('the site stylesheet', () => {
  it('is one cached file across pages, so a page carries little CSS of its own', async () => {
    const home = await (await fetch(siteUrl('/'))).text();
    expect(home.length).toBeLessThanOrEqual(100_000);
    const href =
      /<link rel="stylesheet" href="(\/assets\/site-[0-9a-f]+\.css)" data-site-stylesheet>/.exec(
        home,
      )?.[1];
    expect(href).toBeDefined();
    const calculator = await (await fetch(siteUrl('/calculator/mortgage-calculator'))).text();
    expect(calculator).toContain(`<link rel="stylesheet" href="${href}" data-site-stylesheet>`);
    const sheet = await fetch(siteUrl(href!));
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sheet.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    // A calculator page and the home page are drawn with plain elements and the stylesheet's
    // classes; the contact page's form with Chakra, whose classes the page lists for Emotion.
    ['/calculator/mortgage-calculator', 0],
    ['/', 0],
    ['/contact', 10],
  ])(
    'styles %s before it paints, with nothing moving and no rule written twice',
    async (path, listedAtLeast) => {
      // The classes the page takes from the stylesheet, listed in empty elements for Emotion.
      const served = await (await fetch(siteUrl(path))).text();
      const fromSheet = new Set(
        [...served.matchAll(/<style data-emotion="css ([^"]+)"><\/style>/g)].flatMap((match) =>
          match[1]!.split(' '),
        ),
      );
      expect(fromSheet.size).toBeGreaterThanOrEqual(listedAtLeast);

      const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          // As CLS counts them: not those within moments of the visitor's input (here the key
          // the test presses to hydrate the parts below the fold, which then draw themselves).
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { layoutShifts: shifts });
      });
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      const { shifts, written } = await page.evaluate(() => ({
        shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts,
        // The classes of the rules the browser's Emotion holds: those the page's own CSS
        // brought, and those it wrote while hydrating and since.
        written: [...document.querySelectorAll('style[data-emotion]')].flatMap((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].flatMap((rule) =>
            [...rule.cssText.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1]),
          ),
        ),
      }));
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
      expect(written.filter((id) => fromSheet.has(id!))).toEqual([]);
      // Its first form's button (Calculate, Search) is drawn in its colours (the reset leaves
      // a button transparent).
      const background = await page
        .locator('main form button[type=submit]')
        .first()
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      await closePage(page);
    },
  );

  it('holds what typing shows, so a field’s message or a result out of date writes no rule', async () => {
    // A rule written into the page makes the browser work out every element's style again: on
    // a phone, the slowest key of a visit was the first to show a message.
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    const rulesHeld = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion]')].reduce(
          (count, style) => count + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
          0,
        ),
      );
    await visit(page, '/calculator/sip-calculator');
    await page.waitForLoadState('networkidle');
    const held = await rulesHeld();
    await page.locator('#root input[inputmode="decimal"]').first().fill('');
    await page.getByText('Out of date: correct the marked field to update the result.').waitFor();
    // The message under the field, and the bar at the bottom marking its figure out of date.
    await page.getByText('Enter the monthly investment').first().waitFor();
    await page.locator('[data-headline-bar]').getByText('Out of date').waitFor();
    expect(await rulesHeld()).toBe(held);

    await visit(page, '/calculator/gpa-calculator');
    await page.waitForLoadState('networkidle');
    const heldByList = await rulesHeld();
    await page.locator('input[name="credits.2"]').fill('x');
    await page.getByText('Enter the credits as a number, such as 3 or 1.5').waitFor();
    expect(await rulesHeld()).toBe(heldByList);
    await closePage(page);
  });
});

describe("a calculator page's start", () => {
  it('makes no Chakra system on a page drawn without Chakra, and one when a part needs it', async () => {
    // Making the system was the longest task of a phone's load (150 to 400 ms at 4x CPU): these
    // pages are drawn with plain elements, and the system is made only for a part drawn with
    // Chakra (theme/documentSystem.ts, start.tsx).
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    const systemsMade = () =>
      page.evaluate((mark) => performance.getEntriesByName(mark).length, SYSTEM_MADE_MARK);
    const drawnWithChakra = () => page.evaluate(() => document.querySelector('[class*="css-"]'));
    for (const path of [
      '/',
      '/all-calculators',
      '/category/finance',
      '/search?q=loan',
      '/calculator/mortgage-calculator',
      '/calculator/loan-emi-calculator',
      '/calculator/sip-calculator',
      '/calculator/income-tax-calculator',
      '/calculator/compound-interest-calculator',
      '/calculator/retirement-calculator',
    ]) {
      await page.goto(siteUrl(path));
      await page.waitForLoadState('networkidle');
      // A visitor who reads on: every part below the fold hydrates as it comes near.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect({ path, drawnWithChakra: await drawnWithChakra() }).toEqual({
        path,
        drawnWithChakra: null,
      });
      expect({ path, systemsMade: await systemsMade() }).toEqual({ path, systemsMade: 0 });
    }
    // The Share popover is Chakra's: opened, it makes the system, once, and works.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.locator('[data-scope=popover][data-part=content]').getByText('Facebook').waitFor();
    expect(await systemsMade()).toBe(1);

    // A page still drawn with Chakra (the contact page's form) makes it once.
    await page.goto(siteUrl('/contact'));
    await expect.poll(systemsMade).toBe(1);
    await closePage(page);
  });

  it("runs React Router's production build, without its development warnings", async () => {
    // The package exports only its development build; web/vite.config.ts points the browser
    // bundle at the production one.
    const page = await browser.newPage({ viewport: PHONE });
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await visit(page, '/calculator/mortgage-calculator');
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('response');
    const bodies = await Promise.all(scripts);
    // The router is in the page's code (its Link and useNavigate)…
    expect(bodies.some((body) => body.includes('useNavigate() may be used only'))).toBe(true);
    // …but not the warnings only its development build has.
    expect(bodies.filter((body) => body.includes('No routes matched location'))).toEqual([]);
    await closePage(page);
  });
});

describe('pages that show no catalogue data', () => {
  it.each(['/calculator/youtube-downloader', '/about'])(
    '%s starts without the GraphQL client',
    async (path) => {
      const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((url) => APOLLO_CHUNK.test(url))).toEqual([]);
      await closePage(page);
    },
  );
});

describe('parts below the fold', () => {
  it('load their code only when scrolled to, then work', async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
    const loadedPercentage = () => scripts.some((url) => /\/percentage-calculator-/.test(url));
    expect(loadedPercentage()).toBe(false);
    // The server's HTML is there all along, with the default result.
    const section = page.locator('section[aria-labelledby="percentage-heading"]');
    await expect(
      section.getByRole('tabpanel').getByLabel('Percentage (X)').inputValue(),
    ).resolves.toBe('15');
    await expect(section.textContent()).resolves.toContain('15% of 200 is 30.00.');

    // Waited for as long as the test may take: on a busy machine the download and the browser's
    // visibility check after the scroll took more than 15 s once.
    const percentageCode = page.waitForRequest(/\/percentage-calculator-/, { timeout: 0 });
    await section.scrollIntoViewIfNeeded();
    await percentageCode;
    await page.waitForFunction(() =>
      Object.keys(
        document.querySelector('section[aria-labelledby="percentage-heading"] input') ?? {},
      ).some((key) => key.startsWith('__reactProps')),
    );
    const panel = section.getByRole('tabpanel');
    await panel.getByLabel('Percentage (X)').fill('20');
    await panel.getByLabel('Value (Y)').fill('300');
    await panel.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => section.textContent()).toContain('20% of 300 is 60.00.');
    await closePage(page);
  });

  it("keep the server's HTML while the visitor types above them and the address follows", async () => {
    // A typed number (the address written once typing pauses) and a list's cell (written at
    // once): before, the first address written blanked every part still waiting below.
    for (const [path, field, param] of [
      ['/calculator/loan-emi-calculator', 'Loan amount', 'principal'],
      ['/calculator/weighted-grade-calculator', 'Item 1 grade', 'grade'],
    ] as const) {
      const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
      await page.goto(siteUrl(path));
      const input = page.getByRole('textbox', { name: field, exact: true });
      await page.waitForFunction(
        (name) =>
          Object.keys(document.querySelector(`input[name="${name}"]`) ?? {}).some((key) =>
            key.startsWith('__reactProps'),
          ),
        param === 'grade' ? 'grade.1' : param,
      );
      // What never changes (About, the FAQ, the footer…) keeps its words; what follows the
      // inputs (a schedule, a chart) is there too, brought up to date.
      // A part of icons alone (Share) is known by their names.
      const words = (parts: string) =>
        page
          .locator(parts)
          .evaluateAll((all) =>
            all.map(
              (part) =>
                part.textContent?.trim() ||
                [...part.querySelectorAll('[aria-label]')]
                  .map((named) => named.getAttribute('aria-label'))
                  .join(' '),
            ),
          );
      const staticBefore = await words('[data-hydrate-when-visible="static"]');
      const followingBefore = await words('[data-hydrate-when-visible=""]');
      expect(staticBefore.length, path).toBeGreaterThan(2);
      expect(
        staticBefore.every((text) => text.length > 0),
        path,
      ).toBe(true);

      await input.press('End');
      await input.press('Backspace');
      await page.waitForURL(new RegExp(`[?&]${param}=`));
      expect(await words('[data-hydrate-when-visible="static"]'), path).toEqual(staticBefore);
      const following = await words('[data-hydrate-when-visible=""]');
      expect(following.length, path).toBe(followingBefore.length);
      expect(
        following.every((text) => text.length > 0),
        path,
      ).toBe(true);
      // The footer, the last of them, still hydrates as it nears the screen.
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('footer a') ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      );
      await closePage(page);
    }
  });

  it("the Share popover's code loads when the button is pressed", async () => {
    const page = await browser.newPage({ viewport: PHONE, userAgent: DESKTOP_CHROME_UA });
    await visit(page, '/calculator/mortgage-calculator');
    const popover = page.locator('[data-scope=popover][data-part=content]');
    await expect(popover.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => popover.isVisible()).toBe(true);
    // Focus moves into the popover, as with any popover opened from the keyboard.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Facebook');
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.isVisible()).toBe(false);
    await closePage(page);
  });
});
