// PostgreSQL only (run when TEST_DATABASE_URL is set): two server processes, as a load balancer
// would run them, writing analytics into one database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from './test/postgresDatabase.ts';
import { startServerProcess, type ServerProcess } from './test/serverProcess.ts';
import { fewAtATime } from './test/fewAtATime.ts';
import { BROWSER_UA } from './test/testServer.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
let database: PostgresDatabase;

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const instances: ServerProcess[] = [];
// One test client sends 300 requests at once: its per-client limits are lifted.
const startInstance = (env: Record<string, string>) =>
  startServerProcess({
    DATABASE_URL: database.url,
    WRITES_PER_MINUTE: '100000',
    HTTP_MAX_CONNECTIONS_PER_CLIENT: '1000',
    ...env,
  });

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl, 'calculators_multi');
  // Migrations run on deploy: the first instance applies them, the second finds them done.
  instances.push(await startInstance({}));
  instances.push(await startInstance({ ANALYTICS_BATCH_MS: '200' }));
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
});

describe('two server processes on one PostgreSQL database', () => {
  it('count every page view written through both exactly, after both shut down', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const send = (base: string, path: string) =>
      fetch(`${base}/api/analytics/page-view`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ page: path, path }),
      });
    const answers = await fewAtATime(300, (i) =>
      send(i % 2 ? first.url : second.url, i % 3 ? '/about' : '/faq'),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(300).fill(202));

    // Each instance finishes its requests and writes its buffered events before it exits.
    expect(await Promise.all(instances.map((instance) => instance.stop()))).toEqual([0, 0]);

    const raw = await query<{ path: string; count: string }>(
      'SELECT path, COUNT(*) AS count FROM "PageView" GROUP BY path ORDER BY path',
    );
    expect(raw).toEqual([
      { path: '/about', count: '200' },
      { path: '/faq', count: '100' },
    ]);
    const totals = await query<{ path: string; count: number }>(
      'SELECT path, count FROM "PageViewTotal" ORDER BY path',
    );
    expect(totals).toEqual([
      { path: '/about', count: 200 },
      { path: '/faq', count: 100 },
    ]);
  });
});
