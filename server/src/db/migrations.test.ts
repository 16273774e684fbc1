import { afterAll, beforeAll, expect, it } from 'vitest';
import { calculators } from '../../../prisma/calculators.ts';
import { categories } from '../../../prisma/catalogue.ts';
import { seedCatalogue } from '../../../prisma/seed.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { applyMigrations } from './migrations.ts';
import { openDatabase } from './database.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('records applied migrations in _prisma_migrations, as `prisma migrate deploy` does', async () => {
  const rows = await server.prisma.$queryRawUnsafe<
    { migration_name: string; finished_at: Date | null }[]
  >('SELECT migration_name, finished_at FROM _prisma_migrations');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.finished_at !== null)).toBe(true);
});

it('seeding twice leaves one record per category and calculator', async () => {
  await seedCatalogue(server.prisma);
  await seedCatalogue(server.prisma);
  expect(await server.prisma.category.count()).toBe(categories.length);
  expect(await server.prisma.calculator.count()).toBe(calculators.length);
  expect(
    await server.prisma.calculator.findUnique({ where: { slug: 'bmi-calculator' } }),
  ).toMatchObject({
    id: 1,
  });
});

it('applying migrations to an up-to-date embedded database applies nothing', async () => {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    expect((await applyMigrations(db.adapterFactory)).length).toBeGreaterThan(0);
    expect(await applyMigrations(db.adapterFactory)).toEqual([]);
  } finally {
    await db.close();
  }
});
