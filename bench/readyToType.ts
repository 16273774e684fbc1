/// <reference lib="dom" />
// How long a visitor on a phone waits before the page takes their keys: from the start of the
// navigation until every control above the parts hydrated later has its handlers (the test
// keystrokes.ts waits for before typing). Measured on Lighthouse's mobile profile, 4x CPU and
// its slow 4G (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), so that the round trips
// between the page's files count as they do on a phone.
import type { Browser } from 'playwright-core';
import { controlsHydrated, PHONE_VIEWPORT } from './keystrokes.ts';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Ms from the navigation's start until `url`'s controls work, on a phone at `cpuSlowdown`. */
export async function readyToType(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // Asked every 10 ms in the page (a query of its controls, well under a ms each time), so the
    // figure is the time it became ready to within that.
    const ready = await page.waitForFunction(controlsHydrated, undefined, {
      polling: 10,
      timeout: 120_000,
    });
    return (await ready.jsonValue()) as number;
  } finally {
    await context.close();
  }
}
