import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { createServices } from './services/index.ts';
import { SERVICE_UNAVAILABLE_BODY } from './test/databaseFaults.ts';
import { startFakePostgres } from './test/fakePostgres.ts';

// PostgreSQL answers connections with SQLSTATE class 57P0x while it shuts down or starts up:
// those were 500s with a stack trace, not the fast 503 other unavailability gets (issue 25).

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** The site's app on a database that answers every connection with this error. */
async function siteOn(sqlState: string, message: string): Promise<string> {
  const postgres = await startFakePostgres(sqlState, message);
  cleanup.push(() => postgres.close());
  const db: Database = await openDatabase({ databaseUrl: postgres.url });
  cleanup.push(() => db.close());
  const services = createServices(db.prisma, loadConfig({ NODE_ENV: 'test' }));
  const { app, stop } = await createApp({ services, webDistDir: '/nonexistent' });
  cleanup.push(stop);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  cleanup.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe.each([
  ['57P03', 'the database system is starting up'],
  ['57P03', 'the database system is shutting down'],
  ['57P03', 'the database system is not yet accepting connections'],
  ['57P01', 'terminating connection due to administrator command'],
  ['57P02', 'terminating connection because of crash of another server process'],
])('PostgreSQL answering %s "%s"', (sqlState, message) => {
  it('is a 503 with Retry-After over REST, and SERVICE_UNAVAILABLE over GraphQL', async () => {
    const url = await siteOn(sqlState, message);
    for (const path of ['/api/analytics/top-pages', '/api/categories']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual(SERVICE_UNAVAILABLE_BODY);
    }
    const graphql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ topPages { page count } }' }),
    });
    expect(await graphql.json()).toMatchObject({
      errors: [
        { message: SERVICE_UNAVAILABLE_BODY.message, extensions: { code: 'SERVICE_UNAVAILABLE' } },
      ],
    });
  });
});
