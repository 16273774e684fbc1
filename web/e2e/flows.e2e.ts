import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE, visit } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('search', () => {
  it('a blank query does nothing; a query opens the results', async () => {
    const { page } = await openPage(browser, '/');
    const box = page.getByRole('combobox', { name: 'Search calculators' });
    await box.first().fill('   ');
    await box.first().press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');

    await box.first().fill('mortgage');
    await box.first().press('Enter');
    await page.waitForURL(/\/search\?q=mortgage$/);
    await page.getByRole('link', { name: 'Mortgage Calculator' }).first().waitFor();
    await page.getByRole('link', { name: 'Mortgage Calculator' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mortgage Calculator' }).waitFor();
    await closePage(page);
  });

  it('suggests calculators as the visitor types, its index loaded on first focus', async () => {
    const { page, consoleErrors } = await openPage(browser, '/calculator/tip-calculator', PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Search calculators' }).click();
    const box = page.getByRole('combobox', { name: 'Search calculators' });
    await box.pressSequentially('farenheit');
    const options = page
      .getByRole('listbox', { name: 'Suggested calculators' })
      .getByRole('option');
    await options.first().filter({ hasText: 'Temperature Converter' }).waitFor();
    expect(scripts.some((url) => url.includes('catalogueSearch'))).toBe(true);
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(
      await options.first().getAttribute('id'),
    );
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Temperature Converter' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('an unmatched query suggests categories', async () => {
    const { page } = await openPage(browser, '/search?q=zzzz');
    await page.getByText('No calculators match', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: /Finance/ }).count()).toBeGreaterThan(0);
    await closePage(page);
  });
});

describe('FAQ', () => {
  it('opens one question at a time and can close all', async () => {
    const { page } = await openPage(browser, '/faq');
    const first = page.getByRole('button', { name: 'Are the calculators free to use?' });
    const second = page.getByRole('button', { name: 'Are my calculations stored?' });
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await page
      .getByRole('link', { name: /contact/i })
      .last()
      .click();
    await page.waitForURL(/\/contact$/);
    await closePage(page);
  });
});

describe('contact form', () => {
  it('shows each validation message under its field, then sends a valid message', async () => {
    const { page } = await openPage(browser, '/contact', PHONE);
    await page.getByRole('textbox', { name: /^Name/ }).fill('A');
    await page.getByRole('textbox', { name: /^Email/ }).fill('nope');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Hi');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      await page.getByText(message).waitFor();
    }

    await page.getByRole('textbox', { name: /^Name/ }).fill('Asha Raman');
    await page.getByRole('textbox', { name: /^Email/ }).fill('asha@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('A question about SIP');
    await page
      .getByRole('textbox', { name: /^Message/ })
      .fill('How is the SIP future value worked out?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent').waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you soon!").waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('');
    await closePage(page);
  });
});

describe('share', () => {
  it('opens the share popover, links open in a new tab, and copying shows the toast', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await visit(page, '/calculator/bmi-calculator');
    await page.getByRole('button', { name: 'Share' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const facebook = dialog.getByRole('link', { name: 'Facebook' });
    expect(await facebook.getAttribute('target')).toBe('_blank');
    expect(await facebook.getAttribute('href')).toContain('facebook.com');
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('dark mode', () => {
  it('follows the system, and the toggle switches and is remembered', async () => {
    const { page } = await openPage(browser, '/', undefined, { colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Free Online Calculators' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light');
    await closePage(page);
  });
});

describe('page-view tracking', () => {
  it('records a view for a static page and for a calculator once loaded', async () => {
    const { page } = await openPage(browser, '/terms');
    const viewed = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/analytics/page-view') &&
        request.postDataJSON().page === '/calculator/tip-calculator',
    );
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.goto(page.url().replace('/terms', '/calculator/tip-calculator'));
    const request = await viewed;
    expect(request.postDataJSON()).toMatchObject({
      path: '/calculator/tip-calculator',
      ipAddress: null,
    });
    await closePage(page);
  });
});
