// PostgreSQL only (run when TEST_DATABASE_URL is set): the per-file test databases are dropped
// even while a session of ours is still on them, as a server that failed to close would leave.
import pg from 'pg';
import { expect, it } from 'vitest';
import { createPostgresDatabase } from './postgresDatabase.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await admin.end();
  }
}

it('drops a test database that a session of this role is still connected to', async () => {
  const database = await createPostgresDatabase(adminUrl, 'calculators_drop');
  const lingering = new pg.Client({ connectionString: database.url });
  lingering.on('error', () => {}); // it is terminated by the drop
  await lingering.connect();
  await lingering.query('CREATE TABLE kept (id int)');

  await database.drop();

  expect(await databaseExists(database.name)).toBe(false);
  await lingering.end().catch(() => {});
});
