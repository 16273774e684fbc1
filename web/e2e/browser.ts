import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

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
    ],
  });
}

/** The full address of a path on the site under test. */
export function siteUrl(path: string): string {
  return `${inject('baseUrl')}${path}`;
}

/** Opens an address of the site under test and collects console errors. */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ page: Page; consoleErrors: string[] }> {
  const page = await browser.newPage({
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    // Headless Chrome says so in its user agent, and the site drops bots from its analytics.
    userAgent: DESKTOP_CHROME_UA,
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(siteUrl(path));
  return { page, consoleErrors };
}
