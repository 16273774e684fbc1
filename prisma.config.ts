import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (generate, and `prisma migrate deploy` on machines that can download
// the native engine). The app itself picks its driver adapter at run time: server/src/db.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/calculators' },
});
