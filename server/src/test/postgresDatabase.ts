import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresDatabase {
  name: string;
  /** The new database's URL: the admin URL with its name. */
  url: string;
  /** Drops it, disconnecting anyone still on it. */
  drop(): Promise<void>;
}

async function run(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh, empty database on the PostgreSQL server of `adminUrl`, for one test file. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
