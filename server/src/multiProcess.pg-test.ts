// PostgreSQL only (run when TEST_DATABASE_URL is set): two server processes, as a load balancer
// would run them, writing analytics into one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA } from './test/testServer.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `calculators_multi_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Instance {
  url: string;
  child: ChildProcess;
}

/** Starts `node server/src/index.ts` as `npm start` does, and waits until it is ready. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: '/nonexistent-web-build',
      WRITES_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('An instance stopped while starting');
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child };
    if (Date.now() > deadline) throw new Error('An instance did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM, as a load balancer's drain does; resolves with the exit code. */
function stopInstance({ child }: Instance): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const instances: Instance[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // Migrations run on deploy: the first instance applies them, the second finds them done.
  instances.push(await startInstance({}));
  instances.push(await startInstance({ ANALYTICS_BATCH_MS: '200' }));
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('two server processes on one PostgreSQL database', () => {
  it('count every page view written through both exactly, after both shut down', async () => {
    const [first, second] = instances as [Instance, Instance];
    const send = (base: string, page: string) =>
      fetch(`${base}/api/analytics/page-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ page, path: page }),
      });
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        send(i % 2 ? first.url : second.url, i % 3 ? '/shared' : '/other'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(300).fill(202));

    // Each instance finishes its requests and writes its buffered events before it exits.
    expect(await Promise.all(instances.map(stopInstance))).toEqual([0, 0]);

    const raw = await query<{ page: string; count: string }>(
      'SELECT page, COUNT(*) AS count FROM "PageView" GROUP BY page ORDER BY page',
    );
    expect(raw).toEqual([
      { page: '/other', count: '100' },
      { page: '/shared', count: '200' },
    ]);
    const totals = await query<{ page: string; count: number }>(
      'SELECT page, count FROM "PageViewTotal" ORDER BY page',
    );
    expect(totals).toEqual([
      { page: '/other', count: 100 },
      { page: '/shared', count: 200 },
    ]);
  });
});
