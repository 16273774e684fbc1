// The real PostgreSQL cluster stopped and started again under a running server. It takes the
// whole cluster away, so it runs on its own, after every other test (.ci/run): only when
// TEST_DATABASE_URL, PG_STOP_COMMAND and PG_START_COMMAND are set (see vitest.config.ts).
import { execSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import {
  FAIL_FAST_MS,
  SERVICE_UNAVAILABLE_BODY,
  timed,
  topPagesErrorCode,
} from './test/databaseFaults.ts';
import { createPostgresDatabase, type PostgresDatabase } from './test/postgresDatabase.ts';
import { postJson, testServerConfig } from './test/testServer.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const stopCommand = process.env.PG_STOP_COMMAND ?? '';
const startCommand = process.env.PG_START_COMMAND ?? '';

async function clusterAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startCluster() {
  execSync(startCommand, { stdio: 'inherit' });
  await expect.poll(clusterAnswers, { timeout: 30_000, interval: 250 }).toBe(true);
}

let database: PostgresDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl, 'calculators_restart');
  // Each read of a top list must reach the database: none is answered from memory.
  server = await startServer(testServerConfig(database.url, { ANALYTICS_CACHE_SECONDS: '0' }));
});

afterAll(async () => {
  // Whatever happened above, leave the cluster running for whatever runs next.
  if (!(await clusterAnswers())) await startCluster();
  await server?.close().catch(() => {});
  await database?.drop();
}, 60_000);

describe('when the PostgreSQL cluster stops', () => {
  it('answers 503 at once while it is down, and recovers when it is back', async () => {
    const pageView = () =>
      fetch(`${server.url}/api/analytics/page-view`, postJson({ page: 'x', path: '/about' }));
    expect((await pageView()).status).toBe(202);
    expect((await fetch(`${server.url}/api/analytics/top-pages`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    execSync(stopCommand, { stdio: 'inherit' });
    expect(await clusterAnswers()).toBe(false);

    // The first request meets the pool's connections the shutdown closed; it too must be quick.
    for (let attempt = 0; attempt < 3; attempt++) {
      const rest = await timed(() => fetch(`${server.url}/api/analytics/top-pages`));
      expect(rest.value.status).toBe(503);
      expect(await rest.value.json()).toEqual(SERVICE_UNAVAILABLE_BODY);
      expect(rest.ms).toBeLessThan(FAIL_FAST_MS);
    }
    const write = await timed(pageView);
    expect(write.value.status).toBe(503);
    expect(write.ms).toBeLessThan(FAIL_FAST_MS);

    const graphql = await timed(() => topPagesErrorCode(server.url));
    expect(graphql.value).toBe('SERVICE_UNAVAILABLE');
    expect(graphql.ms).toBeLessThan(FAIL_FAST_MS);

    const ready = await timed(() => fetch(`${server.url}/readyz`));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(FAIL_FAST_MS);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await startCluster();
    await expect
      .poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await pageView()).status).toBe(202);
    const top = (await (await fetch(`${server.url}/api/analytics/top-pages`)).json()) as {
      path: string;
      count: number;
    }[];
    // The view before the stop and the one after; the refused one was not counted.
    expect(top.find((row) => row.path === '/about')?.count).toBe(2);
  }, 90_000);
});
