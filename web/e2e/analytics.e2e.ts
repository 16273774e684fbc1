import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('analytics', () => {
  it('counts the pages a visitor saw and shows them in /analytics', async () => {
    const { page } = await openPage(browser, '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    for (const path of ['/privacy', '/privacy', '/calculator/tip-calculator']) {
      const recorded = page.waitForResponse((response) =>
        response.url().endsWith('/api/analytics/page-view'),
      );
      await page.goto(new URL(path, page.url()).toString());
      expect((await recorded).status()).toBe(202);
    }
    await page.goto(new URL('/analytics', page.url()).toString());
    const list = page.getByRole('tabpanel').getByRole('listitem');
    await list.first().waitFor();
    const items = await list.allTextContents();
    expect(items.some((text) => text.includes('/privacy') && /\b2 views\b/.test(text))).toBe(true);
    expect(items.some((text) => text.includes('/terms'))).toBe(true);
    expect(items.some((text) => text.includes('/calculator/tip-calculator'))).toBe(true);
    await page.close();
  });
});
