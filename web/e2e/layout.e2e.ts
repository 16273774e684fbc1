import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, type Rgb } from '../src/theme/contrast.ts';
import { closePage, DESKTOP, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The focus ring as drawn: on the focused element, or on the card it is the link of. */
interface Ring {
  element: string;
  style: string;
  width: number;
  color: string;
  /** What the ring is drawn against: the element's own background when drawn inside it. */
  background: string;
}

/** The ring around what has the focus (found in the page). */
function focusRing(): Ring {
  const focused = document.activeElement as HTMLElement;
  const card = focused.closest<HTMLElement>('.chakra-linkbox');
  const ringed = card && getComputedStyle(card).outlineStyle !== 'none' ? card : focused;
  const style = getComputedStyle(ringed);
  const inside = parseFloat(style.outlineOffset) < 0;
  let behind: HTMLElement | null = inside ? ringed : ringed.parentElement;
  // The first background that is not transparent, out from where the ring is drawn.
  while (behind && /rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(behind).backgroundColor))
    behind = behind.parentElement;
  return {
    element: `${ringed.tagName.toLowerCase()} ${(ringed.textContent ?? '').trim().slice(0, 30)}`,
    style: style.outlineStyle,
    width: parseFloat(style.outlineWidth),
    color: style.outlineColor,
    background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
  };
}

/** 'rgb(37, 99, 235)' or 'color(srgb 0.1 0.4 0.9)' → [r, g, b], 0 to 255. */
function rgbOf(color: string): Rgb {
  const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  throw new Error(`Unknown colour ${color}`);
}

/** Presses Tab `presses` times and gives the ring drawn at each stop. */
async function ringsAlongTabOrder(page: Page, presses: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    rings.push(await page.evaluate(focusRing));
  }
  return rings;
}

// Pages with every kind of control: links, buttons, inputs, a select, tabs and cards (home),
// an accordion (FAQ), radios (BMR), a slider (SIP), the analytics period and tabs.
const TAB_WALKS: [path: string, presses: number][] = [
  ['/', 45],
  ['/faq', 14],
  ['/calculator/bmr-calculator', 14],
  ['/calculator/sip-calculator', 14],
  ['/analytics', 14],
];

describe.each(['light', 'dark'] as const)('the focus ring in %s mode', (colorScheme) => {
  it.each(TAB_WALKS)(
    'is a solid ring of 2px or more with 3:1 contrast at every stop on %s',
    async (path, presses) => {
      const { page } = await openPage(browser, path, DESKTOP, { colorScheme });
      await page.waitForLoadState('networkidle');
      const faint = (await ringsAlongTabOrder(page, presses))
        .map((ring) => ({
          ...ring,
          contrast: Number(contrastRatio(rgbOf(ring.color), rgbOf(ring.background)).toFixed(2)),
        }))
        .filter((ring) => ring.style !== 'solid' || ring.width < 2 || ring.contrast < 3);
      expect(faint).toEqual([]);
      await closePage(page);
    },
  );
});

/** The number of cards on each row of a section's grid, from where the browser drew them. */
async function rowsOf(page: Page, heading: string): Promise<number[]> {
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: heading, exact: true }),
  });
  const tops = await section
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

describe("the home page's card grids", () => {
  // Three columns on a desktop, two on a small tablet.
  it.each([
    ['desktop', DESKTOP],
    ['small tablet', { width: 600, height: 900 }],
  ] as const)('leave no card alone on their last row at %s size', async (_name, viewport) => {
    const { page } = await openPage(browser, '/', viewport);
    for (const heading of ['Popular Categories', 'Recently Added Calculators']) {
      const rows = await rowsOf(page, heading);
      expect(rows.length, heading).toBeGreaterThan(1);
      expect(rows.at(-1), `${heading}: ${rows.join(', ')}`).toBeGreaterThan(1);
    }
    await closePage(page);
  });
});
