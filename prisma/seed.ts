import type { PrismaClient } from '../server/src/generated/prisma/client.ts';
import { calculators } from './calculators.ts';
import { categories, type CategorySeed } from './catalogue.ts';

/**
 * How long the seed's one transaction may take. Prisma's default, 5 s, was passed on a busy
 * machine (about 80 upserts), and the server then did not start.
 */
const SEED_TIMEOUT_MS = 60_000;

/** Writes the catalogue to the database. Idempotent: safe to run on every start. */
export async function seedCatalogue(prisma: PrismaClient): Promise<void> {
  await prisma.$transaction(
    [
      ...categories.map((category: CategorySeed, index) => {
        const data = { ...category, groups: [...(category.groups ?? [])], sortOrder: index };
        return prisma.category.upsert({ where: { id: category.id }, create: data, update: data });
      }),
      // Search keywords are bundled with the web client's search, not stored.
      ...calculators.map(({ keywords: _keywords, ...calculator }, index) => {
        const data = {
          ...calculator,
          group: calculator.group ?? null,
          sortOrder: index,
          publishedAt: new Date(calculator.publishedAt),
          updatedAt: new Date(calculator.updatedAt),
        };
        return prisma.calculator.upsert({
          where: { id: calculator.id },
          create: data,
          update: data,
        });
      }),
    ],
    { maxWait: SEED_TIMEOUT_MS, timeout: SEED_TIMEOUT_MS },
  );
}
