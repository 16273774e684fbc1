// npm run bench:server — throughput of the catalogue's featured list, the home page's hottest
// read, over REST and GraphQL: autocannon, 50 connections, 15 s each, against the server as
// `npm start` runs it (embedded database, production mode).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, printTable, startServer } from './lib.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
const server = await startServer(
  { DATA_DIR: dataDir, GRAPHQL_PER_MINUTE: '100000000', WRITES_PER_MINUTE: '100000000' },
  3303,
);
try {
  // Warm up: the first answers load the catalogue into memory.
  await load({ url: `${server.url}/api/calculators/featured`, duration: 2 });
  const rest = await load({ url: `${server.url}/api/calculators/featured` });
  const graphql = await load({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ featuredCalculators { id slug name description category icon iconBg } }',
    }),
  });
  printTable('featured calculators, 50 connections, 15 s', [
    {
      path: 'GET /api/calculators/featured',
      'req/s': rest.requestsPerSecond,
      'p50 ms': rest.p50,
      'p99 ms': rest.p99,
      'non-2xx': rest.non2xx,
      errors: rest.errors,
    },
    {
      path: 'POST /graphql featuredCalculators',
      'req/s': graphql.requestsPerSecond,
      'p50 ms': graphql.p50,
      'p99 ms': graphql.p99,
      'non-2xx': graphql.non2xx,
      errors: graphql.errors,
    },
  ]);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
