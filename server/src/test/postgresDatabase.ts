import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PostgresDatabase {
  name: string;
  /** The new database's URL: the admin URL with its name. */
  url: string;
  /** Drops it, disconnecting this role's sessions still on it. */
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

/**
 * Ends the sessions this role still has on the database, then drops it. Not `WITH (FORCE)`: that
 * also terminates an autovacuum worker busy on the database, which a role without
 * pg_signal_backend may not do (CI's role failed so); a plain DROP cancels autovacuum itself, and
 * waits a few seconds for the terminated sessions to end.
 */
async function drop(adminUrl: string, name: string): Promise<void> {
  await run(
    adminUrl,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = '${name}' AND usename = current_user AND pid <> pg_backend_pid()`,
  );
  await run(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
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
    drop: () => drop(adminUrl, name),
  };
}
