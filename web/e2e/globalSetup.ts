import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3999);

let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error('The site stopped while starting');
    try {
      if ((await fetch(`${url}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`);
}

/** Builds the web client and starts the site as `npm start` does, on a fresh embedded database. */
export async function setup(project: TestProject): Promise<void> {
  // Vitest runs with NODE_ENV=test; the site under test is the production build `npm start` serves.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('npm run build failed');

  dataDir = mkdtempSync(path.join(tmpdir(), 'calculators-e2e-'));
  server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // The tests are one client opening pages far faster than a visitor; every one of them is
      // to be rendered on the server, as a visitor's first pages are.
      PAGE_RENDERS_PER_MINUTE: '100000',
      // Many of them at once, on a machine the browser keeps busy: a render may wait its turn
      // longer than a visitor's 2 s before the page would be left to the browser.
      PAGE_RENDER_WAIT_MS: '60000',
      // And it is one address with many browser tabs open at once (each holds several
      // connections): a visitor's share of connections would reset some of their requests.
      HTTP_MAX_CONNECTIONS_PER_CLIENT: '256',
      // The dashboard shows each count as it is stored (a visitor's lists may be 5 s old), so a
      // test reads its own page views back at once.
      ANALYTICS_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitForServer(baseUrl, 90_000);
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
