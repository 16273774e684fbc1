import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, VIEWPORTS } from '../browser.ts';

// The BMI calculator on /calculator/bmi-calculator (spec sections 3, 4, 5 and 9).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PATH = '/calculator/bmi-calculator';

/** Opens the tool and waits until its code has loaded. */
async function openTool(path = PATH, viewport = VIEWPORTS[0][1]): Promise<Page> {
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

// Each check once, at one width: they take turns at a phone's and a desktop's, so both are
// drawn (the walk over every calculator, definitions.e2e.ts, loads every page at both).
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
    await page.close();
  });

  it('imperial units: 154 lbs, 5 ft 10 in is 22.1, with the imperial payload', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByRole('tab', { name: 'Imperial' }).click();
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('154');
    expect(await page.getByLabel('Height (ft)').inputValue()).toBe('5');
    expect(await page.getByLabel('Height (in)').inputValue()).toBe('10');
    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await result(page).filter({ hasText: '22.1' }).waitFor();
    expect((await usage).postDataJSON()).toEqual({
      calculatorId: 1,
      calculatorSlug: 'bmi-calculator',
      inputs: { unit: 'imperial', weightLbs: 154, heightFt: 5, heightIn: 10 },
    });
    await page.close();
  });

  it('a blank height is marked with its message, never NaN', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByLabel('Height (cm)').fill('');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await page.getByText('Enter a height above 0').waitFor();
    await page.getByText('Correct the marked field to see the result.').waitFor();
    expect(await page.getByText(/NaN|Infinity/).count()).toBe(0);
    await page.close();
  });
});

describe('the BMI calculator on a desktop', () => {
  const viewport = DESKTOP;
  it('an edited input gives a new BMI and category', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByLabel('Weight (kg)').fill('95');
    const usage = nextUsage(page);
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    // 95 ÷ 1.7² = 32.87
    await result(page).filter({ hasText: '32.9' }).waitFor();
    expect(await result(page).textContent()).toContain('Obese');
    await page.getByText('Lose 23.0 kg to reach a BMI of 24.9.').waitFor();
    expect((await usage).postDataJSON().inputs).toEqual({
      unit: 'metric',
      weight: 95,
      heightCm: 170,
    });
    await page.close();
  });

  it('a shared link shows its result at once', async () => {
    const page = await openTool(
      `${PATH}?unit=imperial&weightLbs=200&heightFt=6&heightIn=0`,
      viewport,
    );
    // NIH: 200 × 703 ÷ 72² = 27.12
    await result(page).filter({ hasText: '27.1' }).waitFor();
    expect(await result(page).textContent()).toContain('Overweight');
    expect(await page.getByRole('tab', { name: 'Imperial' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByLabel('Weight (lbs)').inputValue()).toBe('200');
    await page.close();
  });

  it('solves for the weight of a target BMI', async () => {
    const page = await openTool(PATH, viewport);
    await page.getByLabel('Solve for').selectOption('weight');
    await page.getByLabel('BMI', { exact: true }).fill('22');
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    // 22 × 1.7² = 63.58 kg
    await result(page).filter({ hasText: '63.6' }).waitFor();
    expect(new URL(page.url()).searchParams.get('solve')).toBe('weight');
    await page.close();
  });
});

describe('the BMI calculator on a phone', () => {
  it('does not scroll the page sideways', async () => {
    const page = await openTool(PATH, VIEWPORTS[1][1]);
    await page.getByRole('button', { name: 'Calculate BMI' }).click();
    await result(page).filter({ hasText: '24.2' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  });
});
