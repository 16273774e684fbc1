// A catalogue grown to `total` calculators for the benchmarks, written into an embedded database
// folder before the server starts (the seed leaves rows it does not know alone). The extra
// calculators look like real ones: a name, a description of a real one's length, a category in
// turn, five related calculators and some featured.
import { calculators } from '../prisma/calculators.ts';
import { categories } from '../prisma/catalogue.ts';
import { seedCatalogue } from '../prisma/seed.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';

export async function growCatalogue(dataDir: string, total: number): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await applyMigrations(db.adapterFactory);
    await seedCatalogue(db.prisma);
    const extra = Math.max(0, total - calculators.length);
    const slugs = Array.from({ length: extra }, (_, i) => `bench-calculator-${i + 1}`);
    const all = [...calculators.map((c) => c.slug), ...slugs];
    await db.prisma.calculator.createMany({
      data: slugs.map((slug, i) => {
        const model = calculators[i % calculators.length]!;
        return {
          id: 10_000 + i,
          slug,
          name: `Bench Calculator ${i + 1}`,
          description: model.description,
          category: categories[i % categories.length]!.slug,
          icon: model.icon,
          iconBg: model.iconBg,
          featured: i % 25 === 0,
          sortOrder: calculators.length + i,
          publishedAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
          updatedAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
          related: Array.from({ length: 5 }, (_, k) => all[(i * 7 + k * 13) % all.length]!),
        };
      }),
      skipDuplicates: true,
    });
  } finally {
    await db.close();
  }
}
