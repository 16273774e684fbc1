// The real entry point (server/src/index.ts) in processes of its own, as `npm start` runs it,
// several on one DATA_DIR: the embedded database is one process per folder, and what a server
// holds in its buffers is written when it is stopped.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/dataDirLock.ts';
import { ServerStartError, startServerProcess, type ServerProcess } from './test/serverProcess.ts';
import { fewAtATime } from './test/fewAtATime.ts';
import { BROWSER_UA } from './test/testServer.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'calculators-datadir-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  const alive = running.filter(({ child }) => child.exitCode === null && !child.signalCode);
  await Promise.all(alive.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

// Events wait in the buffer until the shutdown writes them, as in production with batching on.
// The start is given long: this file starts four servers while the rest of the suite runs.
const start = async () => {
  const server = await startServerProcess(
    { DATA_DIR: dataDir, ANALYTICS_BATCH_MS: '60000', WRITES_PER_MINUTE: '100000' },
    { startTimeoutMs: 180_000 },
  );
  running.push(server);
  return server;
};

const refusal = async (attempt: Promise<unknown>): Promise<ServerStartError> => {
  const error = await attempt.then(
    () => new Error('the second server started'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(ServerStartError);
  return error as ServerStartError;
};

async function runNpmScript(script: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stderr };
}

const sitemapAddresses = async (server: ServerProcess) =>
  ((await (await fetch(`${server.url}/sitemap.xml`)).text()).match(/<loc>/g) ?? []).length;

const faqViews = async (server: ServerProcess) => {
  const top = (await (await fetch(`${server.url}/api/analytics/top-pages`)).json()) as {
    path: string;
    count: number;
  }[];
  return top.find((entry) => entry.path === '/faq')?.count ?? 0;
};

const calculatorUse = (server: ServerProcess, inputs: unknown) =>
  fetch(`${server.url}/api/analytics/calculator-usage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify({ calculatorId: 2, calculatorSlug: 'tip-calculator', inputs }),
  });

const topCalculators = async (server: ServerProcess) =>
  (await fetch(`${server.url}/api/analytics/top-calculators`)).json();

describe('two server processes on one DATA_DIR', () => {
  it('one serves, the other is refused naming it, and nothing accepted is lost', async () => {
    // Two starts at once on a new folder: exactly one wins.
    const startedAt = Date.now();
    const raced = await Promise.allSettled([start(), start()]);
    const startMs = Date.now() - startedAt;
    const started = raced.flatMap((result) => (result.status === 'fulfilled' ? [result] : []));
    const refused = raced.flatMap((result) => (result.status === 'rejected' ? [result] : []));
    // Compared as messages, so that a failure shows why a start failed.
    expect(refused.map(({ reason }) => String(reason))).toEqual([
      expect.stringContaining('is in use by another process'),
    ]);
    expect(started).toHaveLength(1);
    const first = started[0]!.value;
    const raceLoser = refused[0]!.reason as ServerStartError;
    expect(raceLoser).toBeInstanceOf(ServerStartError);
    expect(raceLoser.exitCode).toBe(1);
    expect(raceLoser.stderr).toContain(`is in use by another process: PID ${first.child.pid}`);

    // Once it serves, a second start names it and its address, and leaves it running.
    const second = await refusal(start());
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database in ${dataDir} is in use by another process: PID ${first.child.pid}`,
    );
    expect(second.stderr).toContain(`serving http://localhost:${new URL(first.url).port}`);
    expect(second.stderr).not.toContain('    at '); // an explanation, not a stack trace
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);

    // So are the database commands.
    for (const script of ['db:migrate', 'db:seed']) {
      const command = await runNpmScript(script, { DATA_DIR: dataDir });
      expect(command.code).toBe(1);
      expect(command.stderr).toContain(`is in use by another process: PID ${first.child.pid}`);
    }

    const addresses = await sitemapAddresses(first);
    const answers = await fewAtATime(40, () =>
      fetch(`${first.url}/api/analytics/page-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ page: 'x', path: '/faq' }),
      }),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses).toEqual(Array(40).fill(202));
    // A calculator use PostgreSQL cannot store is refused; before, it was accepted into the
    // buffer, failed the write on SIGTERM, and took every buffered event with it.
    expect((await calculatorUse(first, { bill: '\ud800' })).status).toBe(400);
    expect((await calculatorUse(first, { bill: 10 })).status).toBe(202);

    // SIGTERM, as npm start gets it: the buffered events are written and the process exits 0.
    const stoppedAt = Date.now();
    expect(await first.stop()).toBe(0);
    // Apollo Server's own signal handler once raced this one and made shutdown wait ~12 s, far
    // longer than the start (migrations, seed, the embedded database) on any machine; stopping
    // does less work than starting, busy machine or not.
    expect(Date.now() - stoppedAt).toBeLessThan(startMs);
    // A clean stop frees the folder.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const third = await start();
    expect(await faqViews(third)).toBe(40);
    expect(await topCalculators(third)).toEqual([
      { calculatorSlug: 'tip-calculator', label: 'Tip Calculator', count: 1 },
    ]);
    expect(await sitemapAddresses(third)).toBe(addresses);

    // A killed server's lock does not stop the next start.
    third.child.kill('SIGKILL');
    await new Promise((resolve) => third.child.once('exit', resolve));
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const fourth = await start();
    expect(await faqViews(fourth)).toBe(40);
    expect(await sitemapAddresses(fourth)).toBe(addresses);
    expect(await fourth.stop()).toBe(0);
  }, 600_000);
});
