// npm run db:migrate           applies the committed migrations to the configured database
// npm run db:migration -- NAME writes prisma/migrations/<timestamp>_NAME from schema.prisma
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { applyMigrations, createMigration } from '../server/src/db/migrations.ts';

const [command, name] = process.argv.slice(2);

async function main(): Promise<void> {
  if (command === 'deploy') {
    const config = loadConfig();
    const db = await openDatabase(config);
    try {
      const applied = await applyMigrations(db.adapterFactory);
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
    } finally {
      await db.close();
    }
  } else if (command === 'create') {
    if (!name) throw new Error('Give the migration a name: npm run db:migration -- add_things');
    // A throwaway in-memory database plays the part of Prisma's shadow database.
    const shadow = await openDatabase({ dataDir: 'memory://' });
    try {
      const folder = await createMigration(shadow.adapterFactory, name);
      console.log(folder ? `Created prisma/migrations/${folder}` : 'The schema has no change.');
    } finally {
      await shadow.close();
    }
  } else {
    throw new Error('Usage: migrate.ts deploy | create NAME');
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
