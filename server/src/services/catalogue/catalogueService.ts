import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { CatalogueListSizes } from '../../graphql/queryCost.ts';
import { badInput, notFound } from '../../lib/errors.ts';

export interface CategoryRecord {
  id: number;
  slug: string;
  name: string;
  icon: string;
  iconBg: string;
  description: string;
  sortOrder: number;
  /** The named groups its page lists its calculators in, in order; empty: one list. */
  groups: string[];
  calculatorCount: number;
}

export interface CalculatorRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  icon: string;
  iconBg: string;
  featured: boolean;
  publishedAt: Date;
  updatedAt: Date;
  /** Slugs of the calculators its page links to, in order. */
  related: string[];
  /** Its group on its category's page (one of the category's groups), or null. */
  group: string | null;
}

/**
 * The catalogue as loaded, with the lists it is asked for worked out once: each answer is the
 * same array until the next load, so callers may cache anything derived from it (the REST
 * layer's serialized JSON).
 */
interface Snapshot {
  categories: CategoryRecord[];
  calculators: CalculatorRecord[];
  featured: CalculatorRecord[];
  /** Newest first. */
  recent: CalculatorRecord[];
  /** recent.slice(0, limit) by limit, made on first use. */
  recentByLimit: Map<number, CalculatorRecord[]>;
  byCategory: Map<string, CalculatorRecord[]>;
  /** By category order, then name. */
  all: CalculatorRecord[];
  sizes: CatalogueListSizes;
}

export const RECENT_LIMIT_MAX = 50;

/**
 * The list sizes assumed until the catalogue is first read: larger than the catalogue will be for
 * a while, so no query is priced below its real cost.
 */
const SIZES_BEFORE_LOAD: CatalogueListSizes = {
  calculators: 500,
  categories: 20,
  largestCategory: 200,
  featured: 20,
  related: 10,
};
export const SEARCH_QUERY_MAX = 100;

export interface CatalogueServiceOptions {
  /** How long a loaded catalogue is served before it is read again (ms). */
  cacheMs?: number;
  now?: () => number;
}

/**
 * Reads the catalogue (categories and calculators). The catalogue is small and changes only with
 * a seed or an admin edit, so it is read whole and answered from memory, re-read after cacheMs.
 */
export function createCatalogueService(
  prisma: PrismaClient,
  options: CatalogueServiceOptions = {},
) {
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  let cache: { value: Promise<Snapshot>; loadedAt: number } | undefined;
  let sizes = SIZES_BEFORE_LOAD;

  async function load(): Promise<Snapshot> {
    const [categoryRows, calculatorRows] = await Promise.all([
      prisma.category.findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] }),
      prisma.calculator.findMany({
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        omit: { sortOrder: true, createdAt: true },
      }),
    ]);
    const categories = categoryRows.map((category) => ({
      ...category,
      calculatorCount: calculatorRows.filter((c) => c.category === category.slug).length,
    }));
    const order = new Map(categories.map((c) => [c.slug, c.sortOrder]));
    // A category's calculators, the popular (featured) ones first.
    const byCategory = new Map(
      categories.map((category) => {
        const inCategory = calculatorRows.filter((c) => c.category === category.slug);
        return [
          category.slug,
          [...inCategory.filter((c) => c.featured), ...inCategory.filter((c) => !c.featured)],
        ];
      }),
    );
    const featured = calculatorRows.filter((c) => c.featured);
    return {
      categories,
      calculators: calculatorRows,
      featured,
      recent: [...calculatorRows].sort(
        (a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id,
      ),
      recentByLimit: new Map(),
      byCategory,
      all: [...calculatorRows].sort(
        (a, b) =>
          (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) ||
          a.name.localeCompare(b.name),
      ),
      sizes: {
        calculators: calculatorRows.length,
        categories: categories.length,
        largestCategory: Math.max(0, ...[...byCategory.values()].map((list) => list.length)),
        featured: featured.length,
        related: Math.max(0, ...calculatorRows.map((c) => c.related.length)),
      },
    };
  }

  function current(): Promise<Snapshot> {
    if (!cache || now() - cache.loadedAt >= cacheMs) {
      const entry = { value: load(), loadedAt: now() };
      cache = entry;
      entry.value.then(
        (snapshot) => {
          if (cache === entry) sizes = snapshot.sizes;
        },
        // A failed read is not kept: the next call tries again.
        () => {
          if (cache === entry) cache = undefined;
        },
      );
    }
    return cache.value;
  }

  return {
    /**
     * How long each list of the catalogue is, as last read (GraphQL prices queries by it); before
     * the first read, sizes larger than the catalogue's.
     */
    listSizes(): CatalogueListSizes {
      return sizes;
    },

    /** Forgets the loaded catalogue, e.g. after a seed. */
    invalidate(): void {
      cache = undefined;
    },

    async categories(): Promise<CategoryRecord[]> {
      return (await current()).categories;
    },

    async category(slug: string): Promise<CategoryRecord> {
      const found = (await current()).categories.find((c) => c.slug === slug);
      if (!found) throw notFound(`No category "${slug}"`);
      return found;
    },

    async categoryOf(calculator: CalculatorRecord): Promise<CategoryRecord> {
      const found = (await current()).categories.find((c) => c.slug === calculator.category);
      if (!found) throw new Error(`Calculator ${calculator.slug} has no category`);
      return found;
    },

    /** The calculators a calculator's page links to, in its order (unknown slugs left out). */
    async relatedOf(calculator: CalculatorRecord): Promise<CalculatorRecord[]> {
      const { calculators } = await current();
      return calculator.related.flatMap((slug) => calculators.filter((c) => c.slug === slug));
    },

    async calculator(slug: string): Promise<CalculatorRecord> {
      const found = (await current()).calculators.find((c) => c.slug === slug);
      if (!found) throw notFound(`No calculator "${slug}"`);
      return found;
    },

    async calculatorById(id: number): Promise<CalculatorRecord | undefined> {
      return (await current()).calculators.find((c) => c.id === id);
    },

    async featured(): Promise<CalculatorRecord[]> {
      return (await current()).featured;
    },

    async recent(limit = 4): Promise<CalculatorRecord[]> {
      if (!Number.isInteger(limit) || limit < 1 || limit > RECENT_LIMIT_MAX) {
        throw badInput(`limit must be a whole number from 1 to ${RECENT_LIMIT_MAX}`);
      }
      const snapshot = await current();
      let list = snapshot.recentByLimit.get(limit);
      if (!list) {
        list = snapshot.recent.slice(0, limit);
        snapshot.recentByLimit.set(limit, list);
      }
      return list;
    },

    async byCategory(categorySlug: string): Promise<CalculatorRecord[]> {
      const list = (await current()).byCategory.get(categorySlug);
      if (!list) throw notFound(`No category "${categorySlug}"`);
      return list;
    },

    async all(): Promise<CalculatorRecord[]> {
      return (await current()).all;
    },

    async search(query: string): Promise<CalculatorRecord[]> {
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0 || query.length > SEARCH_QUERY_MAX) {
        throw badInput(`query must be 1 to ${SEARCH_QUERY_MAX} characters`);
      }
      const { categories, calculators } = await current();
      const categoryName = new Map(categories.map((c) => [c.slug, c.name.toLowerCase()]));
      const scored = calculators.map((calculator) => {
        const name = calculator.name.toLowerCase();
        const description = calculator.description.toLowerCase();
        const category = `${calculator.category} ${categoryName.get(calculator.category) ?? ''}`;
        let score = 0;
        for (const word of words) {
          const wordScore =
            (name.startsWith(word) ? 4 : 0) +
            (name.includes(word) ? 3 : 0) +
            (category.includes(word) ? 2 : 0) +
            (description.includes(word) ? 1 : 0);
          if (wordScore === 0) return { calculator, score: 0 };
          score += wordScore;
        }
        return { calculator, score };
      });
      return scored
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.calculator.name.localeCompare(b.calculator.name))
        .map((entry) => entry.calculator);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
