import path from 'node:path';
import { seedCatalogue } from '../../../prisma/seed.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Services } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { applyMigrations } from '../db/migrations.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { startServer } from '../server.ts';
import type { VideoSource } from '../services/video/types.ts';
import { createPostgresDatabase } from './postgresDatabase.ts';

export interface TestServer {
  url: string;
  prisma: PrismaClient;
  /** The server's services, for checking their state (e.g. the video downloader's files). */
  services: Services;
  /** POSTs a GraphQL operation and returns the parsed answer. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: { data?: T | null; errors?: GraphQLTestError[] } }>;
  /** Calls a REST path and returns the status and parsed JSON body. */
  api(path: string, init?: RequestInit): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export interface GraphQLTestError {
  message: string;
  extensions?: { code?: string };
}

let embeddedSnapshot: Promise<Blob> | undefined;

/**
 * The files of an embedded database, migrated and seeded, made once per test worker: each test
 * server's database starts from them in about 0.7 s, where an empty one takes about 3 s to create.
 * The server still applies the migrations and the seed to it, as on every start.
 */
function migratedEmbeddedFiles(): Promise<Blob> {
  embeddedSnapshot ??= (async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await applyMigrations(db.adapterFactory);
      await seedCatalogue(db.prisma);
      await db.prisma.$disconnect();
      return await db.dumpDataDir!();
    } finally {
      await db.close();
    }
  })();
  return embeddedSnapshot;
}

/**
 * A private database for one test file, migrated and seeded: an in-memory embedded database, or a
 * fresh database on the PostgreSQL server named by TEST_DATABASE_URL (dropped afterwards).
 */
async function createTestDatabase(): Promise<{
  databaseUrl?: string;
  embedded?: Database;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const startFrom = await migratedEmbeddedFiles();
    return {
      embedded: await openDatabase({ dataDir: 'memory://', startFrom }),
      drop: async () => {},
    };
  }
  const database = await createPostgresDatabase(adminUrl, 'calculators_test');
  return { databaseUrl: database.url, drop: database.drop };
}

/** The server's configuration in tests: limits high (many requests from one address), no web client. */
export function testServerConfig(databaseUrl?: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      WRITES_PER_MINUTE: '100000',
      GRAPHQL_PER_MINUTE: '100000',
      ...env,
    }),
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    dataDir: 'memory://',
    // No web client unless a test brings its own (WEB_DIST_DIR and SSR_ENTRY in env).
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : '/nonexistent-web-build',
  };
}

export interface TestServerOptions {
  /** Replaces the real video source (tests never reach the video site). */
  videoSource?: VideoSource;
  /** Extra environment variables for loadConfig, e.g. lower limits. */
  env?: Record<string, string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const server = await startServer(testServerConfig(database.databaseUrl, options.env), {
    videoSource: options.videoSource,
    database: database.embedded,
  });
  return {
    url: server.url,
    prisma: server.db.prisma,
    services: server.services,
    async graphql(query, variables) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async api(path, init) {
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** A desktop browser's User-Agent: analytics events from anything else may be dropped as bots. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A JSON POST for `api()`, sent as a browser would. */
export function postJson(body: unknown, userAgent = BROWSER_UA): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
