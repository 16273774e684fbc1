// PostgreSQL only (run when TEST_DATABASE_URL is set): the database going away and coming back,
// and two app instances sharing one database.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import {
  FAIL_FAST_MS,
  SERVICE_UNAVAILABLE_BODY,
  timed,
  topPagesErrorCode,
} from './test/databaseFaults.ts';
import { createPostgresDatabase, type PostgresDatabase } from './test/postgresDatabase.ts';
import { fewAtATime } from './test/fewAtATime.ts';
import { postJson, testServerConfig } from './test/testServer.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const target = new URL(adminUrl);

/** A TCP proxy in front of PostgreSQL that can be stopped, or made to swallow connections. */
function createProxy() {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'blackhole') return; // accepts, then never answers: an unreachable host
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    port: 0,
    async start(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      this.port = (server.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setMode(next: 'forward' | 'blackhole') {
      mode = next;
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** The database's URL, through the proxy. */
function urlThrough(port: number): string {
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

const proxy = createProxy();
let database: PostgresDatabase;
let server: RunningServer;

beforeAll(async () => {
  database = await createPostgresDatabase(adminUrl, 'calculators_faults');
  await proxy.start();
  // Each read of a top list must reach the database: none is answered from memory.
  server = await startServer(
    testServerConfig(urlThrough(proxy.port), { ANALYTICS_CACHE_SECONDS: '0' }),
  );
});

afterAll(async () => {
  await server?.close().catch(() => {});
  await proxy.stop().catch(() => {});
  await database?.drop();
});

describe('when the database stops', () => {
  it('fails fast with 503 and a GraphQL SERVICE_UNAVAILABLE, then recovers without a restart', async () => {
    expect((await fetch(`${server.url}/api/analytics/top-pages`)).status).toBe(200);
    const port = proxy.port;
    await proxy.stop();

    const rest = await timed(() => fetch(`${server.url}/api/analytics/top-pages`));
    expect(rest.value.status).toBe(503);
    expect(await rest.value.json()).toEqual(SERVICE_UNAVAILABLE_BODY);
    expect(rest.ms).toBeLessThan(FAIL_FAST_MS);

    const graphql = await timed(() => topPagesErrorCode(server.url));
    expect(graphql.value).toBe('SERVICE_UNAVAILABLE');
    expect(graphql.ms).toBeLessThan(FAIL_FAST_MS);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await proxy.start(port);
    await expect
      .poll(async () => (await fetch(`${server.url}/api/analytics/top-pages`)).status, {
        timeout: 10_000,
      })
      .toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("gives up on an unreachable database when the pool's wait ends, with a 503", async () => {
    proxy.setMode('blackhole');
    // A host that never answers: the pool's connection timeout ends the wait (the test's own
    // timeout would end a request that hung).
    const rest = await fetch(`${server.url}/api/analytics/top-pages`);
    expect(rest.status).toBe(503);
    expect(await rest.json()).toEqual(SERVICE_UNAVAILABLE_BODY);
    proxy.setMode('forward');
    await expect
      .poll(async () => (await fetch(`${server.url}/api/analytics/top-pages`)).status, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});

describe('two instances on one database', () => {
  it('count every event written through both exactly', async () => {
    const second = await startServer(
      testServerConfig(urlThrough(proxy.port), { ANALYTICS_BATCH_MS: '50' }),
    );
    try {
      const post = (base: string) =>
        fetch(`${base}/api/analytics/page-view`, postJson({ page: 'x', path: '/about' }));
      const answers = await fewAtATime(100, (i) => post(i % 2 ? server.url : second.url));
      expect(answers.every((answer) => answer.status === 202)).toBe(true);
    } finally {
      await second.close(); // flushes its batch
    }
    const top = (await (await fetch(`${server.url}/api/analytics/top-pages`)).json()) as {
      path: string;
      count: number;
    }[];
    expect(top.find((row) => row.path === '/about')?.count).toBe(100);
  });
});
