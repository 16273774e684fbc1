import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, visit } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The views /analytics shows for a page, by the name it lists it under (0 when not listed). */
async function viewsOf(page: Page, name: string): Promise<number> {
  await visit(page, '/analytics');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('heading', { name: 'Top Pages' }).waitFor();
  for (const text of await panel.getByRole('listitem').allTextContents()) {
    const match = /^\d+\.(.*?)([\d,]+) views?$/.exec(text);
    if (match?.[1] === name) return Number(match[2]?.replace(/,/g, ''));
  }
  return 0;
}

describe('analytics', () => {
  it('counts the pages a visitor saw and shows them in /analytics by name', async () => {
    // The home page, seen at least once: the other browser tests open it often enough to keep
    // it in the top 50, however many calculator pages they have visited.
    const { page } = await openPage(browser, '/analytics');
    const seeHome = async () => {
      // The home page's own view (the page left may send its view as it goes), accepted.
      const recorded = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/analytics/page-view') && r.request().postDataJSON()?.path === '/',
      );
      await visit(page, '/');
      expect((await recorded).status()).toBe(202);
    };
    await seeHome();
    const before = await viewsOf(page, 'Home');
    expect(before).toBeGreaterThan(0);
    await seeHome();
    await seeHome();
    expect(await viewsOf(page, 'Home')).toBe(before + 2);
    await page.close();
  });
});
