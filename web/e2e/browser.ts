import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { disableFeaturesFlag } from './chromiumFeatures.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const DESKTOP_CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
export const PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Debian's chromium, never a downloaded browser; the flags keep it off the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      disableFeaturesFlag('playwright'),
    ],
  });
}

/** The full address of a path on the site under test. */
export function siteUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

/**
 * Whether every control on the page (or outside the parts hydrated later) has its handlers, and
 * React has committed them. React attaches a control's handlers as its hydrating render reaches
 * it, but takes the control over only when the render commits, which may be several of its 5 ms
 * slices later on a busy machine: a text box typed into before then had its selection, and text
 * typed before hydration had started, written over by the server's text.
 */
function controlsHydrated(includeDeferred: boolean): boolean {
  const controls = [
    ...document.querySelectorAll('#root input, #root button, #root select, #root textarea'),
  ].filter((control) => includeDeferred || !control.closest('[data-hydrate-when-visible]'));
  type Fiber = { return: Fiber | null; alternate: Fiber | null; stateNode?: { current?: Fiber } };
  // (Written without named functions: this runs in the page, as its text.)
  return (
    controls.length > 0 &&
    controls.every((control) => {
      const keys = Object.keys(control);
      if (!keys.some((key) => key.startsWith('__reactProps'))) return false;
      const fiberKey = keys.find((key) => key.startsWith('__reactFiber'));
      const fiber = fiberKey && (control as unknown as Record<string, Fiber>)[fiberKey];
      // Committed: the fiber, or the one it was drawn again as, is in the tree its root shows.
      return [fiber, fiber && fiber.alternate].some((node) => {
        let top = node || null;
        while (top?.return) top = top.return;
        return top !== null && top.stateNode?.current === top;
      });
    })
  );
}

/**
 * Scrolls the first part still waiting to hydrate (HydrateWhenVisible) with a control in it to
 * the middle of the screen, and says whether there was one.
 */
function bringWaitingPartNear(): boolean {
  const waiting = [...document.querySelectorAll('[data-hydrate-when-visible]')].find((part) =>
    [...part.querySelectorAll('input, button, select, textarea')].some(
      (control) => !Object.keys(control).some((key) => key.startsWith('__reactProps')),
    ),
  );
  waiting?.scrollIntoView({ block: 'center' });
  return waiting !== undefined;
}

/**
 * Waits until React has taken over the server-rendered HTML: every control has its handlers.
 * Before that a click or a key press reaches only the static HTML. Parts below the fold hydrate
 * when the visitor, having started to use the page, pauses, or, those that never change with the
 * inputs, as they near the screen (HydrateWhenVisible); a test is such a visitor, so it presses
 * Shift and pauses, brings each part still waiting near the screen in turn, waits for them all,
 * and scrolls back.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(controlsHydrated, false);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  // The parts start listening just after the rest has hydrated: press (then pause, as a key
  // while typing puts them off) until they have.
  for (let attempt = 0; attempt < 300; attempt++) {
    if (attempt % 10 === 0) await page.keyboard.press('Shift');
    if (await page.evaluate(controlsHydrated, true)) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
      return;
    }
    if (attempt > 0) await page.evaluate(bringWaitingPartNear);
    await page.waitForTimeout(100);
  }
  throw new Error('The parts of the page below the fold never hydrated');
}

/**
 * The address's parameters once the visitor leaves the field being typed in: a calculator
 * writes what is typed into the address once typing pauses, or at once when the field is left.
 */
export async function linkOnLeaving(page: Page): Promise<URLSearchParams> {
  const search = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    return location.search;
  });
  return new URLSearchParams(search);
}

/** Goes to a path of the site under test and waits for the page to hydrate. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await waitForHydration(page);
}

/**
 * Tabs kept open between tests, by browser and by the kind of visitor (size and colours): a new
 * tab starts a renderer and compiles the site's scripts again, about 4 s of CPU here against
 * 1.7 s for the next page in an open tab, and most tests open a page or two.
 */
const openTabs = new WeakMap<Browser, Map<string, { context: BrowserContext; idle: Page[] }>>();
/** The idle list each open tab goes back to when closed (closePage). */
const tabHome = new WeakMap<Page, Page[]>();

/**
 * Opens an address of the site under test and collects console errors. The page is a tab used
 * before by another test (closePage), with the site's storage cleared, so it starts as a fresh
 * visitor's would, but for the browser's cache, as a visitor's second visit.
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; consoleErrors: string[] }> {
  const byVisitor = openTabs.get(browser) ?? new Map();
  openTabs.set(browser, byVisitor);
  const key = JSON.stringify([viewport, options.colorScheme]);
  let tabs = byVisitor.get(key);
  if (!tabs) {
    tabs = { context: await browser.newContext(visitorOptions(viewport, options)), idle: [] };
    byVisitor.set(key, tabs);
  }
  const page = tabs.idle.pop() ?? (await tabs.context.newPage());
  tabHome.set(page, tabs.idle);
  const { errors } = watchConsoleErrors(page, path);
  await visit(page, path);
  return { page, consoleErrors: errors };
}

/**
 * Closes a page a test is done with. A tab from openPage is kept for the next test instead:
 * what the test added to it (listeners, routes) is removed, the site's storage (cookies, local
 * and session storage, databases) cleared, and it is left on a blank page.
 */
export async function closePage(page: Page): Promise<void> {
  const idle = tabHome.get(page);
  tabHome.delete(page);
  if (!idle || page.isClosed()) return page.close();
  try {
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // Session storage belongs to the tab, not the origin: cleared from the page itself.
    await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await page.goto('about:blank');
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Storage.clearDataForOrigin', {
      origin: new URL(siteUrl('/')).origin,
      storageTypes: 'all',
    });
    await devtools.detach();
    idle.push(page);
  } catch {
    await page.close();
  }
}

/** The visitor the tests play: a browser's user agent, light colours unless asked otherwise. */
export function visitorOptions(
  viewport: { width: number; height: number },
  options: { colorScheme?: 'light' | 'dark' } = {},
): BrowserContextOptions {
  return {
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    // Headless Chrome says so in its user agent, and the site drops bots from its analytics.
    userAgent: DESKTOP_CHROME_UA,
  };
}

/**
 * Collects the errors `page` reports while it shows `path`, until `stop` (a page used again for
 * another address stops watching first).
 */
export function watchConsoleErrors(page: Page, path: string): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // A 404 page is served with status 404 (right for crawlers), which Chrome reports.
    const documentNotFound =
      message.location().url === siteUrl(path) &&
      message.text().includes('the server responded with a status of 404');
    // The price service cannot be reached from here, so the crypto converter's rate answer is a
    // 503, which Chrome reports too; the page shows its error banner (tools/crypto.e2e.ts checks
    // the converter with recorded prices).
    const rateUnavailable =
      message.location().url.startsWith(siteUrl('/api/crypto/rate?')) &&
      message.text().includes('the server responded with a status of 503');
    if (!documentNotFound && !rateUnavailable) errors.push(message.text());
  };
  // Errors React reports without the console, such as a failed hydration (#418).
  const onPageError = (error: Error) => errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Tabs used again from one page to the next, as a visitor's tab goes from page to page: a new
 * tab starts its renderer cold, which took about half of each visit. `use` opens `path` in an
 * idle tab of `context` (or a new one), runs `check` with the errors the page reports, and frees
 * the tab. For tests that leave nothing behind in the context (no storage, no colour chosen).
 */
export function tabPool(context: () => BrowserContext) {
  const idle: Page[] = [];
  return {
    async use(path: string, check: (page: Page, consoleErrors: string[]) => Promise<void>) {
      const page = idle.pop() ?? (await context().newPage());
      const watch = watchConsoleErrors(page, path);
      try {
        await visit(page, path);
        await check(page, watch.errors);
      } finally {
        watch.stop();
        idle.push(page);
      }
    },
  };
}
