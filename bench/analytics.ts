// npm run bench:analytics — page-view ingestion and top-list reads with 1,000,000 raw events,
// on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, a server where the user may
// create databases; skipped when unset). Batching is on (ANALYTICS_BATCH_MS=200).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { calculators } from '../prisma/calculators.ts';
import { categories } from '../prisma/catalogue.ts';
import { seedCatalogue } from '../prisma/seed.ts';
import { openDatabase, type DatabaseOptions } from '../server/src/db/database.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { sitePages } from '../server/src/services/analytics/sitePages.ts';
import { BROWSER_UA, load, printTable, startServer } from './lib.ts';

const RAW_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
/** Events go to the site's pages and, as an older version let clients do, to 200 unknown ones. */
const SERVED = [...sitePages(calculators, categories).keys()];
const UNKNOWN_PAGES = 200;
const PAGES = SERVED.length + UNKNOWN_PAGES;
const pathSql = (index: string) =>
  `coalesce((ARRAY[${SERVED.map((p) => `'${p}'`).join(',')}])[1 + ${index}], '/page-' || ${index})`;

/** Migrates, seeds and fills the database with RAW_EVENTS page views over 90 days, with counters. */
async function prepare(options: DatabaseOptions): Promise<void> {
  const db = await openDatabase(options);
  try {
    await applyMigrations(db.adapterFactory);
    await seedCatalogue(db.prisma);
    const started = Date.now();
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO "PageView" ("page", "path", "referrer", "userAgent", "createdAt")
      SELECT 'bench', ${pathSql(`(g % ${PAGES})`)}, NULL, 'bench',
             now() - ((g % 90) || ' days')::interval
      FROM generate_series(1, ${RAW_EVENTS}) AS g`);
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO "PageViewDaily" ("path", "day", "count")
      SELECT "path", ("createdAt" AT TIME ZONE 'UTC')::date, count(*) FROM "PageView" GROUP BY 1, 2`);
    await db.prisma.$executeRawUnsafe(`
      INSERT INTO "PageViewTotal" ("path", "count")
      SELECT "path", count(*) FROM "PageView" GROUP BY 1`);
    await db.prisma.$executeRawUnsafe('ANALYZE');
    console.log(`  loaded ${RAW_EVENTS.toLocaleString()} events in ${Date.now() - started} ms`);
  } finally {
    await db.close();
  }
}

async function counts(
  options: DatabaseOptions,
): Promise<{ raw: number; totals: number; daily: number }> {
  const db = await openDatabase(options);
  try {
    const [row] = await db.prisma.$queryRawUnsafe<
      { raw: bigint; totals: bigint; daily: bigint }[]
    >(`
      SELECT (SELECT count(*) FROM "PageView") AS raw,
             (SELECT coalesce(sum("count"), 0) FROM "PageViewTotal") AS totals,
             (SELECT coalesce(sum("count"), 0) FROM "PageViewDaily") AS daily`);
    return { raw: Number(row?.raw), totals: Number(row?.totals), daily: Number(row?.daily) };
  } finally {
    await db.close();
  }
}

async function run(
  name: string,
  options: DatabaseOptions,
  env: Record<string, string>,
  port: number,
) {
  console.log(`\n== ${name}`);
  await prepare(options);
  const server = await startServer(
    {
      ...env,
      ANALYTICS_BATCH_MS: '200',
      ANALYTICS_BATCH_SIZE: '1000',
      // One load generator is one client: lift the per-client limits for the measurement.
      WRITES_PER_MINUTE: '100000000',
      GRAPHQL_PER_MINUTE: '100000000',
    },
    port,
  );
  const writes = await load({
    url: `${server.url}/api/analytics/page-view`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify({ page: '/about', path: '/about', referrer: null, userAgent: BROWSER_UA }),
  });
  const topAll = await load({ url: `${server.url}/api/analytics/top-pages`, duration: 10 });
  const top30 = await load({ url: `${server.url}/api/analytics/top-pages?days=30`, duration: 10 });
  // The latency of one reader alone, without 50 connections queueing behind each other.
  const topAlone = await load({
    url: `${server.url}/api/analytics/top-pages`,
    duration: 10,
    connections: 1,
  });
  const top30Alone = await load({
    url: `${server.url}/api/analytics/top-pages?days=30`,
    duration: 10,
    connections: 1,
  });
  const series = await load({
    url: `${server.url}/api/analytics/page-views-by-day?days=90`,
    duration: 10,
  });
  await server.stop(); // flushes the buffer
  const after = await counts(options);
  const accepted = writes.total - writes.non2xx;
  const row = (test: string, result: typeof writes) => ({
    test,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'non-2xx': result.non2xx,
  });
  printTable(`${name}: ${RAW_EVENTS.toLocaleString()} raw events loaded first`, [
    row('POST page-view (batched), 50 connections', writes),
    row('GET top-pages (all time), 50 connections', topAll),
    row('GET top-pages?days=30, 50 connections', top30),
    row('GET top-pages (all time), 1 connection', topAlone),
    row('GET top-pages?days=30, 1 connection', top30Alone),
    row('GET page-views-by-day?days=90, 50 connections', series),
  ]);
  // Requests still in flight when autocannon stops are answered and stored but not counted by it.
  const stored = after.raw - RAW_EVENTS;
  console.log(
    `  ${accepted.toLocaleString()} answered 202, ${stored.toLocaleString()} stored after ` +
      `shutdown (${stored >= accepted ? 'none lost' : `${accepted - stored} LOST`}); ` +
      `raw ${after.raw.toLocaleString()}, totals ${after.totals.toLocaleString()}, ` +
      `daily ${after.daily.toLocaleString()} ` +
      `(${after.totals === after.raw && after.daily === after.raw ? 'counters match' : 'COUNTERS DIFFER'})`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-analytics-'));
try {
  await run('embedded (PGlite)', { dataDir }, { DATA_DIR: dataDir }, 3301);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run(
      'PostgreSQL',
      { databaseUrl: url.toString() },
      { DATABASE_URL: url.toString() },
      3302,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('\nBENCH_DATABASE_URL is not set: the PostgreSQL run is skipped.');
}
process.exit(0);
