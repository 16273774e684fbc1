// The real entry point (server/src/index.ts) in its own process, as `npm start` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/serverProcess.ts';
import { BROWSER_UA } from './test/testServer.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'calculators-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Events wait a minute in the buffer: only the shutdown can have written them.
const start = () => startServerProcess({ DATA_DIR: dataDir, ANALYTICS_BATCH_MS: '60000' });

describe('npm start on SIGTERM', () => {
  // Two starts of the real server, each opening the embedded database, took over the default
  // 30 s on a busy machine: the test has 120 s.
  it('writes the buffered analytics and exits 0 promptly', async () => {
    const startedAt = Date.now();
    const first = await start();
    const startMs = Date.now() - startedAt;
    const sent = await fetch(`${first.url}/api/analytics/page-view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: JSON.stringify({ page: 'x', path: '/faq' }),
    });
    expect(sent.status).toBe(202);
    // A calculator use PostgreSQL cannot store is refused; before, it was accepted into the
    // buffer, failed the write on SIGTERM, and took every buffered event with it.
    const use = (inputs: unknown) =>
      fetch(`${first.url}/api/analytics/calculator-usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ calculatorId: 2, calculatorSlug: 'tip-calculator', inputs }),
      });
    expect((await use({ bill: '\ud800' })).status).toBe(400);
    expect((await use({ bill: 10 })).status).toBe(202);

    const stoppedAt = Date.now();
    expect(await first.stop()).toBe(0);
    // Apollo Server's own signal handler once raced this one and made shutdown wait ~12 s, far
    // longer than the start (migrations, seed, the embedded database) on any machine; stopping
    // does less work than starting, busy machine or not.
    expect(Date.now() - stoppedAt).toBeLessThan(startMs);

    const second = await start();
    try {
      const top = (await (await fetch(`${second.url}/api/analytics/top-pages`)).json()) as {
        page: string;
        count: number;
      }[];
      expect(top).toContainEqual({ page: 'Faq', path: '/faq', count: 1 });
      const calculators = await (await fetch(`${second.url}/api/analytics/top-calculators`)).json();
      expect(calculators).toEqual([
        { calculatorSlug: 'tip-calculator', label: 'Tip Calculator', count: 1 },
      ]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
