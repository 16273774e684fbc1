import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE, VIEWPORTS } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(VIEWPORTS)('the site shell at %s size', (_name, viewport) => {
  it('serves the home page with the header and footer', async () => {
    const { page, consoleErrors } = await openPage(browser, '/', viewport);
    await page.getByRole('heading', { name: 'Free Online Calculators' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('shows the 404 page for an unknown address', async () => {
    const { page } = await openPage(browser, '/this/does/not/exist', viewport);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Free Online Calculators' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await closePage(page);
  });
});

describe('the mobile menu', () => {
  it('opens, and closes when a link is chosen', async () => {
    const { page } = await openPage(browser, '/', PHONE);
    await page.getByRole('heading', { name: 'Free Online Calculators' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Health' }).click();
    await page.getByRole('heading', { level: 1, name: 'Health Calculators' }).waitFor();
    expect(await menu.count()).toBe(0);
    await closePage(page);
  });

  it('closes with Escape and returns focus to its button', async () => {
    const { page } = await openPage(browser, '/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.keyboard.press('Tab');
    expect(
      await menu
        .getByRole('link', { name: 'Home' })
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // Back on its button from the keyboard, the button shows the focus ring.
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'solid',
    );
    await closePage(page);
  });
});

describe('changing page', () => {
  it('keeps the current page, with a loading bar, until the next page has arrived', async () => {
    const { page, consoleErrors } = await openPage(browser, '/', PHONE);
    // The category page's code is held back until the test lets it through.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/CategoryPage-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    expect(await bar.count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Finance Calculators' }).click();
    await expect.poll(() => bar.isVisible()).toBe(true);
    // Faded in after a moment, across the top of the window.
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await bar.boundingBox()).toMatchObject({ y: 0, width: PHONE.width });
    expect(
      await page.getByRole('heading', { level: 1, name: 'Free Online Calculators' }).isVisible(),
    ).toBe(true);

    release();
    await page.getByRole('heading', { level: 1, name: 'Finance Calculators' }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });
});
