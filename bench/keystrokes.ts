/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Keystroke latency as Chrome's INP measures it: for each key a visitor presses, the longest
// Event Timing entry of its interaction (from the key's timestamp to the next paint after its
// handlers ran). Measured on a phone profile with the CPU slowed down, typing at a steady
// cadence into the page's first number field (its first text field where it has none): each
// pair of keys deletes the field's last character and types it again, so the value stays the
// page's default, valid and realistic.
import type { Browser, Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Chrome reports no Event Timing entry shorter than this (ms): a missing key took at most it. */
const SHORTEST_REPORTED = 16;

export interface KeystrokeOptions {
  /** Keys pressed (an even number: delete and retype). */
  keys: number;
  /** Time between two keys, in ms (a quick typist: 5 keys a second). */
  intervalMs: number;
}

export interface KeystrokeResult {
  /** The field typed into, by its label, or null where the page has none to type in. */
  field: string | null;
  /** Each key's latency in ms, in the order pressed. */
  latencies: number[];
}

/** The CSS of the fields a visitor types a number into, first to last on the page. */
const NUMBER_FIELD = '#root input[inputmode="decimal"], #root input[inputmode="numeric"]';
/** Where a page has none: the fields a visitor types text into (an expression, a list, a text). */
const TEXT_FIELD = '#root textarea, #root input[type="text"], #root input:not([type])';

/**
 * The page's clock (performance.now()) once every control above the parts hydrated later (as they
 * near the screen) has its handlers; false until then. Self-contained: it runs in the page.
 */
export function controlsHydrated(): number | false {
  const controls = [...document.querySelectorAll('#root input, #root button, #root select')].filter(
    (control) => !control.closest('[data-hydrate-when-visible]'),
  );
  const hydrated =
    controls.length > 0 &&
    controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps')));
  return hydrated ? performance.now() : false;
}

/**
 * Opens `url` on a phone profile with the CPU slowed down, in a browser whose language is
 * `locale`, and waits until it has hydrated.
 */
export async function openThrottled(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  locale = 'en-US',
) {
  // The locale is the browser's language, whose number signs the page's figures are written in.
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.addInitScript((threshold) => {
    const entries: { id: number; duration: number }[] = [];
    (window as unknown as { eventTimings: typeof entries }).eventTimings = entries;
    new PerformanceObserver((list) => {
      // Event Timing's entries (interactionId is missing from this TypeScript's DOM types).
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId)
          entries.push({ id: entry.interactionId, duration: entry.duration });
      }
    }).observe({
      type: 'event',
      buffered: true,
      durationThreshold: threshold,
    } as PerformanceObserverInit);
  }, SHORTEST_REPORTED);
  await page.goto(url);
  await page.waitForFunction(controlsHydrated, undefined, { polling: 100, timeout: 120_000 });
  return page;
}

/** Presses keys in the page's first number (or text) field and returns each key's latency. */
export async function measureKeystrokes(
  page: Page,
  options: KeystrokeOptions,
): Promise<KeystrokeResult> {
  const numberField = page.locator(NUMBER_FIELD).first();
  const field = (await numberField.count()) > 0 ? numberField : page.locator(TEXT_FIELD).first();
  if ((await field.count()) === 0) return { field: null, latencies: [] };
  const label = await field.evaluate(
    (input) =>
      (input as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
      input.getAttribute('aria-label') ??
      input.id,
  );
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.keyboard.press('End');
  const original = await field.inputValue();
  const last = original.slice(-1) || '1';
  // Let the focus and the scroll settle, then forget their timings.
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    (window as unknown as { eventTimings: unknown[] }).eventTimings.length = 0;
  });
  for (let i = 0; i < options.keys; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'Backspace' : last);
    await page.waitForTimeout(options.intervalMs);
  }
  // Entries are reported after the next paint: give the last key time to paint.
  await page.waitForTimeout(2000);
  const entries = await page.evaluate(
    () => (window as unknown as { eventTimings: { id: number; duration: number }[] }).eventTimings,
  );
  // One interaction per key: its latency is its longest entry (keydown, keypress, keyup).
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  }
  const reported = [...byInteraction.entries()].sort((a, b) => a[0] - b[0]).map(([, d]) => d);
  // Keys whose every entry was under the threshold are not reported: they took at most that.
  const latencies = [
    ...reported,
    ...Array<number>(Math.max(0, options.keys - reported.length)).fill(SHORTEST_REPORTED),
  ];
  return { field: label, latencies };
}
