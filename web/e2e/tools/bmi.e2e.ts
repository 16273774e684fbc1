import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, launchBrowser, openPage, PHONE } from '../browser.ts';

// The BMI calculator on /calculator/bmi-calculator (spec sections 3, 4, 5 and 9) as only a
// browser shows it: no result before Calculate BMI, then the category in its band's colours, the
// address and the usage record. Units, messages, solving and links are the component tests'
// (web/src/calculators/bmi-calculator.test.tsx) and the walk's (definitions.e2e.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/bmi-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = PHONE): Promise<Page> {
  const { page } = await openPage(browser, path, viewport);
  await page.getByRole('heading', { level: 1, name: 'BMI Calculator' }).waitFor();
  await page.getByRole('button', { name: 'Calculate BMI' }).waitFor();
  return page;
}

/** The usage POST the next calculation sends. */
function nextUsage(page: Page) {
  return page.waitForRequest((request) =>
    request.url().endsWith('/api/analytics/calculator-usage'),
  );
}

/** The tool's announced result. */
function result(page: Page) {
  return page.getByRole('status').filter({ hasText: 'BMI' }).first();
}

describe('the BMI calculator on a phone', () => {
  const viewport = PHONE;
  it('shows no result before Calculate BMI, then 24.2 Normal weight, and records the usage', async () => {
    const page = await openTool(PATH, viewport);
    expect(await page.getByLabel('Weight (kg)').inputValue()).toBe('70');
    expect(await page.getByLabel('Height (cm)').inputValue()).toBe('170');
    await page.getByText('press Calculate BMI to see your result').waitFor();
    // No result of the visitor's (the published checks below show the cases' own).
    const checks = page.getByRole('region', { name: 'Checked against published examples' });
    const yourBmi = (where: Page | Locator) => where.getByText('Your BMI', { exact: true }).count();
    expect(await yourBmi(page)).toBe(await yourBmi(checks));

    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await result(page).filter({ hasText: '24.2' }).waitFor();
    expect(await result(page).textContent()).toContain('Normal weight');
    // The category in its band's colours: the theme's green text on green's subtle background.
    const colours = await result(page)
      .getByText('Normal weight', { exact: true })
      .evaluate((badge) => {
        const green = document.createElement('span');
        green.style.color = 'var(--chakra-colors-green-fg)';
        green.style.backgroundColor = 'var(--chakra-colors-green-subtle)';
        badge.after(green);
        const [shown, theme] = [getComputedStyle(badge), getComputedStyle(green)];
        const pair = (style: CSSStyleDeclaration) => [style.color, style.backgroundColor];
        const colours = { shown: pair(shown), theme: pair(theme) };
        green.remove();
        return colours;
      });
    expect(colours.theme[1]).not.toBe('rgba(0, 0, 0, 0)');
    expect(colours.shown).toEqual(colours.theme);
    await page.getByText('53.5 kg – 72.0 kg').waitFor();
    const params = new URL(page.url()).searchParams;
    expect(params.get('unit')).toBe('metric');
    expect(params.get('weight')).toBe('70');
    expect(params.get('heightCm')).toBe('170');

    expect((await usage).postDataJSON()).toEqual({
      calculatorId: 1,
      calculatorSlug: 'bmi-calculator',
      inputs: { unit: 'metric', weight: 70, heightCm: 170 },
    });
    // The result drawn, the page is still no wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await closePage(page);
  });
});
