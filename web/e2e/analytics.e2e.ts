import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, visit } from './browser.ts';

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
    // The date category's page: no other browser test opens it, so its count moves only here,
    // whatever the other files visit and in whatever order they run. Seen three times first, to
    // rank it among the top 50 (ties are listed by address, and calculator pages come first).
    const { page } = await openPage(browser, '/analytics');
    const seeDates = async () => {
      // The page's own view (the page left may send its view as it goes), accepted.
      const recorded = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/analytics/page-view') &&
          r.request().postDataJSON()?.path === '/category/date',
      );
      await visit(page, '/category/date');
      expect((await recorded).status()).toBe(202);
    };
    for (let view = 0; view < 3; view += 1) await seeDates();
    const before = await viewsOf(page, 'Date');
    expect(before).toBeGreaterThanOrEqual(3);
    await seeDates();
    await seeDates();
    expect(await viewsOf(page, 'Date')).toBe(before + 2);
    await closePage(page);
  });
});
