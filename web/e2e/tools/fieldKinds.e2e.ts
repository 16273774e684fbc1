import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeInBothModes } from '../axe.ts';
import {
  closePage,
  DESKTOP_CHROME_UA,
  launchBrowser,
  linkOnLeaving,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
} from '../browser.ts';

// The engine's field kinds (issue 27, item 3), each on a calculator that uses it, each opened
// from a shared link whose result is in the server's HTML: a quantity's unit changed (BMR), a
// duration typed (pace), rows added and removed (GPA). Expected figures worked by hand:
// BMR = 10 × kg + 6.25 × cm − 5 × age + 5 (1 lb = 0.45359237 kg, 1 in = 2.54 cm); time = pace ×
// distance (1 mile = 1.609344 km); GPA = Σ points × credits ÷ Σ credits.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The announced result that holds a text. */
function result(page: Page, holding: string | RegExp) {
  return page.getByRole('status').filter({ hasText: holding }).first();
}

/** The page's URL parameters now. */
const params = (page: Page) => new URL(page.url()).searchParams;

/** The server's HTML of a path, for what it shows before any script runs. */
async function serverHtml(path: string): Promise<string> {
  const html = await (await fetch(siteUrl(path))).text();
  return html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

/** The accessible name of the focused element. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

describe('a quantity: the BMR calculator’s weight and height with their units', () => {
  // 180 lb = 81.6466266 kg, 69 in = 175.26 cm: 816.466266 + 1,095.375 − 150 + 5 = 1,766.84.
  const LINK = '/calculator/bmr-calculator?weight=180&weightUnit=lb&height=69&heightUnit=in';

  it('opens a shared link in pounds and inches, its result in the server’s HTML', async () => {
    const html = await serverHtml(LINK);
    expect(html).toContain('For a 30-year-old man, 180 lb and 69 in');
    expect(html).toContain('1,767');
  });

  it('converts what is typed when the unit changes, and links the unit as <field>Unit', async () => {
    const { page, consoleErrors } = await openPage(browser, LINK);
    await result(page, '1,767').waitFor();
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('180');
    expect(await page.getByLabel('Weight unit').inputValue()).toBe('lb');

    // 180 lb is 81.65 kg to 2 decimals: 816.5 + 1,095.375 − 145 = 1,766.875.
    await page.getByLabel('Weight unit').selectOption('kg');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('81.65');
    // Back and forth, the weight is the one typed: 81.65 kg alone would be 180.01 lb.
    await page.getByLabel('Weight unit').selectOption('lb');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('180');
    await page.getByLabel('Weight unit').selectOption('kg');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('81.65');
    await page.getByLabel('Height unit').selectOption('cm');
    expect(await page.getByLabel('Height', { exact: true }).inputValue()).toBe('175.26');
    await result(page, '1,767').waitFor();
    // kg and cm are the defaults, left out of the link.
    expect(params(page).get('weight')).toBe('81.65');
    expect(params(page).has('weightUnit')).toBe(false);
    expect(params(page).get('height')).toBe('175.26');

    // 90 kg: 900 + 1,095.375 − 145 = 1,850.375.
    await page.getByLabel('Weight', { exact: true }).fill('90');
    await result(page, '1,850').waitFor();
    // In pounds the limits are said in pounds: 20 kg is 44.1 lb.
    await page.getByLabel('Weight unit').selectOption('lb');
    expect(await page.getByLabel('Weight', { exact: true }).inputValue()).toBe('198.42');
    await page.getByLabel('Weight', { exact: true }).fill('40');
    await page.getByText('The weight must be at least 44.1 lb').waitFor();
    // The link keeps the last valid weight, with its unit.
    expect(params(page).get('weight')).toBe('198.42');
    expect(params(page).get('weightUnit')).toBe('lb');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('reads a weight typed in German signs, and opens a link of the old imperial fields', async () => {
    const context = await browser.newContext({ locale: 'de-DE', userAgent: DESKTOP_CHROME_UA });
    const page = await context.newPage();
    await page.goto(siteUrl('/calculator/bmr-calculator'));
    await waitForHydration(page);
    // 81.5 kg: 815 + 1,093.75 − 145 = 1,763.75, shown as Germans write it.
    await page.getByLabel('Weight', { exact: true }).fill('81,5');
    await result(page, '1.764').waitFor();
    expect((await linkOnLeaving(page)).get('weight')).toBe('81.5');

    await page.goto(
      siteUrl('/calculator/bmr-calculator?unit=imperial&weightLbs=180&heightFt=5&heightIn=9'),
    );
    await waitForHydration(page);
    await result(page, '1.767').waitFor();
    expect(await page.getByLabel('Weight unit').inputValue()).toBe('lb');
    expect(await page.getByLabel('Height', { exact: true }).inputValue()).toBe('69');
    expect(await page.getByLabel('Height unit').inputValue()).toBe('in');
    await context.close();
  });
});

describe('numbers in a text: the average calculator’s list, typed in Germany', () => {
  it('reads decimal commas and grouping points, links the list in one form, shows a link’s list so', async () => {
    const context = await browser.newContext({ locale: 'de-DE', userAgent: DESKTOP_CHROME_UA });
    const page = await context.newPage();
    await page.goto(siteUrl('/calculator/average-calculator'));
    await waitForHydration(page);
    // 4.5, 3.2, 2.8 and 1,234.5: 1,245 ÷ 4 = 311.25 (read as typed it was 4, 5, 3, 2, 2, 8, …).
    await page.getByLabel('Numbers', { exact: true }).fill('4,5 3,2 2,8 1.234,5');
    await result(page, '311,25').waitFor();
    expect((await linkOnLeaving(page)).get('numbers')).toBe('4.5 3.2 2.8 1234.5');

    // A link's 12,15 would be a German's 12.15: the list is shown with its numbers apart.
    await page.goto(siteUrl('/calculator/average-calculator?numbers=12,15,10.5'));
    await waitForHydration(page);
    expect(await page.getByLabel('Numbers', { exact: true }).inputValue()).toBe('12, 15, 10,5');
    // (12 + 15 + 10.5) ÷ 3 = 12.5.
    await result(page, '12,5').waitFor();
    await context.close();
  });
});

describe('a duration: the pace calculator’s time and pace', () => {
  // 12,600 s ÷ 42.195 km = 298.61 s = 4:58.6 per km.
  const LINK = '/calculator/pace-calculator?distance=42.195&time=3:30:00';

  it('opens a shared link with its time as h:mm:ss, its pace in the server’s HTML', async () => {
    const html = await serverHtml(LINK);
    expect(html).toContain('4:58.6 per km');
    expect(html).toContain('value="3:30:00"');
  });

  it('reads a typed time, solves for any of the three, and links durations as typed', async () => {
    const { page, consoleErrors } = await openPage(browser, LINK);
    await result(page, '4:58.6 per km').waitFor();

    // 10,800 s ÷ 42.195 = 255.95 s = 4:16.0 per km.
    await page.getByLabel('Time', { exact: true }).fill('3:00:00');
    await result(page, '4:16 per km').waitFor();
    expect((await linkOnLeaving(page)).get('time')).toBe('3:00:00');
    await page.getByLabel('Time', { exact: true }).fill('3:0');
    await page.getByText('Enter the time as h:mm:ss or m:ss, such as 50:00').waitFor();
    expect((await linkOnLeaving(page)).get('time')).toBe('3:00:00');
    await page.getByLabel('Time', { exact: true }).fill('3:00:00');

    // The pace solved for, per mile: 255.954 × 1.609344 = 411.9 s = 6:51.9.
    await page.getByLabel('Pace unit').selectOption('mi');
    await result(page, '6:51.9 per mi').waitFor();
    expect(params(page).get('paceUnit')).toBe('mi');

    // Solving for the time: 8:00 per mile over 42.195 km is 480 ÷ 1.609344 × 42.195 = 12,585 s.
    await page.getByLabel('Solve for').selectOption('time');
    await page.getByLabel('Pace', { exact: true }).fill('8:00');
    await result(page, '3:29:45').waitFor();
    const solved = await linkOnLeaving(page);
    expect(solved.get('solve')).toBe('time');
    expect(solved.get('pace')).toBe('8:00');
    expect(solved.has('time')).toBe(false);
    // Per km instead, the pace typed is converted: 298.26 s per km, to the tenth 4:58.3.
    await page.getByLabel('Pace unit').selectOption('km');
    expect(await page.getByLabel('Pace', { exact: true }).inputValue()).toBe('4:58.3');
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('opens a link of its old finish-time tab on the same run', async () => {
    // 26.2 miles at 8:00 per mile: 12,576 s = 3:29:36.
    const { page } = await openPage(
      browser,
      '/calculator/pace-calculator?find=time&distance=26.2&unit=mi&paceMin=8',
    );
    await result(page, '3:29:36').waitFor();
    expect(await page.getByLabel('Solve for').inputValue()).toBe('time');
    expect(await page.getByLabel('Distance unit').inputValue()).toBe('mi');
    await closePage(page);
  });
});

describe('rows: the GPA calculator’s courses', () => {
  // A 3 (12) + B 4 (12) + C 2 (4) = 28 ÷ 9 = 3.11.
  const LINK = '/calculator/gpa-calculator?grade=A~B~C&credits=3~4~2';

  it('opens a shared link of its courses, one parameter per column, in the server’s HTML', async () => {
    const html = await serverHtml(LINK);
    expect(html).toContain('3.11');
    expect(html).toContain('28 grade points ÷ 9 credits, from 3 courses');
  });

  it('adds and removes courses by keyboard, focus and announcements following', async () => {
    const { page, consoleErrors } = await openPage(browser, LINK);
    await result(page, '3.11').waitFor();
    expect(await page.getByLabel('Course 3 grade').inputValue()).toBe('c');
    expect(await page.getByLabel('Course 3 credits').inputValue()).toBe('2');

    await page.getByRole('button', { name: 'Add a course' }).focus();
    await page.keyboard.press('Enter');
    // The focus goes to the new row, and screen readers hear that it came.
    await expect.poll(() => focusedName(page)).toBe('Course 4 grade');
    await page.getByText('Course 4 added.').waitFor();
    // A row left blank is not counted, so the GPA stands.
    await result(page, '3.11').waitFor();

    // A grade without credits: the message is beside that row's credits.
    await page.getByLabel('Course 4 grade').selectOption('a');
    await page.getByText('Enter the credits (more than 0)').waitFor();
    expect(await page.getByLabel('Course 4 credits').getAttribute('aria-invalid')).toBe('true');
    // A 3 more: (28 + 12) ÷ 12 = 3.33.
    await page.getByLabel('Course 4 credits').fill('3');
    await result(page, '3.33').waitFor();
    const added = await linkOnLeaving(page);
    expect(added.get('grade')).toBe('a~b~c~a');
    expect(added.get('credits')).toBe('3~4~2~3');

    // Removing course 2 puts the focus on the course that took its place.
    await page.getByRole('button', { name: 'Remove course 2' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Course 2 removed. 3 left.').waitFor();
    await expect.poll(() => focusedName(page)).toBe('Remove course 2');
    // A 3 + C 2 + A 3 = 28 ÷ 8 = 3.50.
    await result(page, '3.50').waitFor();
    expect(params(page).get('grade')).toBe('a~c~a');
    expect(params(page).get('credits')).toBe('3~2~3');
    // Again from the keyboard: the C goes, leaving two As.
    await page.keyboard.press('Enter');
    await result(page, '4.00').waitFor();
    expect(await page.getByLabel('Course 3 grade').count()).toBe(0);

    // A cell that is not a number: its message beside it, the link keeps the last valid rows.
    await page.getByLabel('Course 1 credits').fill('x');
    await page.getByText('Enter the credits as a number, such as 3 or 1.5').waitFor();
    expect((await linkOnLeaving(page)).get('credits')).toBe('3~3');
    await page.getByLabel('Course 1 credits').fill('3');

    expect(await axeInBothModes(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await closePage(page);
  });

  it('weights a course by its level, the level under the grade on a phone and beside it on a desktop', async () => {
    // A 3 (12) + B 4 (12) + C 2 (4) = 28 ÷ 9 = 3.11; B in AP adds 1 × 4: (28 + 4) ÷ 9 = 3.56.
    const { page, consoleErrors } = await openPage(browser, LINK, PHONE);
    await result(page, '3.11').waitFor();
    // A link from before courses had a level: its three courses, each a regular one.
    expect(await page.getByLabel('Course 3 level').inputValue()).toBe('regular');
    expect(await page.getByLabel('Course 4 level').count()).toBe(0);
    // The bonuses are asked for once a course is honors or AP.
    expect(await page.getByLabel('AP or IB bonus').count()).toBe(0);
    await page.getByLabel('Course 2 level').selectOption('ap');
    await page.getByLabel('AP or IB bonus').waitFor();
    await page.locator('dt:text-is("Weighted GPA") + dd', { hasText: '3.56' }).waitFor();
    await page.getByText('Weighted GPA = (28 + 4) ÷ 9 ≈ 3.56').waitFor();
    expect((await linkOnLeaving(page)).get('level')).toBe('regular~ap~regular');

    const box = (label: string) => page.getByLabel(label).boundingBox();
    const [grade, level] = [await box('Course 2 grade'), await box('Course 2 level')];
    expect(level!.y).toBeGreaterThanOrEqual(grade!.y + grade!.height);
    expect(await axeInBothModes(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await closePage(page);

    const desktop = await openPage(browser, `${LINK}&level=regular~ap~regular`);
    await result(desktop.page, '3.11').waitFor();
    const inRow = await desktop.page.getByLabel('Course 2 level').boundingBox();
    const gradeInRow = await desktop.page.getByLabel('Course 2 grade').boundingBox();
    expect(inRow!.y).toBe(gradeInRow!.y);
    expect(await desktop.page.getByLabel('Course 2 level').inputValue()).toBe('ap');
    await closePage(desktop.page);
  });

  it('takes at most 20 courses, and says so', async () => {
    const { page } = await openPage(browser, '/calculator/gpa-calculator');
    const add = page.getByRole('button', { name: 'Add a course' });
    for (let row = 5; row <= 20; row++) await add.click();
    await page.getByLabel('Course 20 grade').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await page.getByText('At most 20 courses.').waitFor();
    await closePage(page);
  });
});
