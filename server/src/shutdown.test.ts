// The real entry point (server/src/index.ts) in its own process, as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_UA } from './test/testServer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'calculators-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function start(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-build',
      // Events wait a minute in the buffer: only the shutdown can have written them.
      ANALYTICS_BATCH_MS: '60000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting');
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start within 60 s');
}

describe('npm start on SIGTERM', () => {
  it('writes the buffered analytics and exits 0 promptly', async () => {
    const first = await start();
    const sent = await fetch(`${first.url}/api/analytics/page-view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: JSON.stringify({ page: '/before-shutdown', path: '/before-shutdown' }),
    });
    expect(sent.status).toBe(202);

    const stoppedAt = Date.now();
    const exitCode = await new Promise<number | null>((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
    // Apollo Server's own signal handler once raced this one and made shutdown take ~12 s.
    expect(Date.now() - stoppedAt).toBeLessThan(5000);

    const second = await start();
    try {
      const top = (await (await fetch(`${second.url}/api/analytics/top-pages`)).json()) as {
        page: string;
        count: number;
      }[];
      expect(top).toContainEqual(expect.objectContaining({ page: '/before-shutdown', count: 1 }));
    } finally {
      second.child.kill('SIGTERM');
    }
  });
});
