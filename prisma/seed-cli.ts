// npm run db:seed   writes the calculator catalogue to the configured database, after any pending
// migration (as every server start does)
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { calculators } from './calculators.ts';
import { seedCatalogue } from './seed.ts';

async function main(): Promise<void> {
  const db = await openDatabase(loadConfig());
  try {
    const applied = await applyMigrations(db.adapterFactory);
    if (applied.length) console.log(`Applied: ${applied.join(', ')}`);
    await seedCatalogue(db.prisma);
    console.log(`Wrote the catalogue: ${calculators.length} calculators.`);
  } finally {
    await db.close();
  }
}

main().then(
  // The engine can leave a timer behind after talking to PostgreSQL; do not wait for it.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
