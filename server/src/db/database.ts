import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { acquireDataDirLock, type DataDirLock } from './dataDirLock.ts';

/** How long the PostgreSQL pool waits for a connection before the request fails. */
export const POOL_CONNECT_TIMEOUT_MS = 3000;

export interface DatabaseOptions {
  /** A postgres URL; when absent the embedded database in dataDir is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throwaway one. */
  dataDir?: string;
  /**
   * The files of an embedded database to start from (from `dumpDataDir`), instead of creating
   * an empty one: creating one runs PostgreSQL's initdb, about 3 s here. Used by the tests.
   */
  startFrom?: Blob;
}

export interface Database {
  prisma: PrismaClient;
  kind: 'embedded' | 'postgres';
  /** The adapter factory, also used by the migration engine. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** The embedded database folder's lock: one process per folder (undefined in memory, on PostgreSQL). */
  dataDirLock?: DataDirLock;
  /** The embedded database's files, for `startFrom` (undefined on PostgreSQL). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL through @prisma/adapter-pg when a URL is given, otherwise the
 * embedded PostgreSQL (PGlite) in a folder, so the site runs with no database server to install.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const adapterFactory = new PrismaPg({
      connectionString: options.databaseUrl,
      // Fail fast when the server is away instead of queueing requests.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return { prisma, kind: 'postgres', adapterFactory, close: () => prisma.$disconnect() };
  }

  const dataDir = options.dataDir ?? 'data';
  let dataDirLock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    // Throws DataDirInUseError, naming the running one, when another process has the folder open.
    dataDirLock = await acquireDataDirLock(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, { loadDataDir: options.startFrom });
  } catch (error) {
    await dataDirLock?.release();
    throw error;
  }
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    prisma,
    kind: 'embedded',
    adapterFactory,
    dataDirLock,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: async () => {
      try {
        await prisma.$disconnect();
        await pglite.close();
      } finally {
        await dataDirLock?.release();
      }
    },
  };
}
