import { isbot } from 'isbot';
import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { badInput } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type {
  CalculatorRecord,
  CatalogueService,
  CategoryRecord,
} from '../catalogue/catalogueService.ts';
import { addressOf, prettifySlug, sitePages } from './sitePages.ts';

export const TOP_LIST_SIZE = 50;
export const INPUTS_MAX_BYTES = 4096;
export const RANGES = [7, 30, 90] as const;
/** The longest user agent stored with a page view (a header can be up to 16 KB). */
export const USER_AGENT_MAX_LENGTH = 1000;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const pageViewInput = z.object({
  // Accepted because the spec's client sends it, and ignored: the server names the page.
  page: optionalText(500),
  path: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\//, 'must start with /'),
  referrer: optionalText(2000),
  // Accepted because the spec's client sends it; the request's own User-Agent header decides.
  userAgent: optionalText(USER_AGENT_MAX_LENGTH),
  // Accepted because the spec's client sends it, and never stored.
  ipAddress: z.unknown().optional(),
});

const usageInput = z.object({
  calculatorId: z.number().int('must be a whole number').positive('must be positive'),
  calculatorSlug: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  inputs: z.record(z.string(), z.unknown(), 'must be a JSON object'),
});

export interface PageViewEvent {
  /** The name the dashboard shows, derived from `path`. */
  page: string;
  /** The address the site serves (no query): the key of the counters. */
  path: string;
  referrer: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export interface UsageEvent {
  calculatorId: number;
  calculatorSlug: string;
  inputs: Record<string, unknown>;
  createdAt: Date;
}

export interface Receipt {
  /** False when the event was not stored because it came from an automated visitor. */
  accepted: boolean;
}

export interface PageViewStat {
  /** The page's name, derived from its address. */
  page: string;
  path: string;
  count: number;
}

export interface CalculatorUsageStat {
  calculatorSlug: string;
  /** The calculator as the dashboard names it, from its slug. */
  label: string;
  count: number;
}

export interface DailyCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

export interface AnalyticsOptions {
  /**
   * Buffer writes and store them in batches; off (every event written at once) when absent. The
   * buffer holds at most maxQueued events and maxQueuedBytes of them; past either, events are
   * answered `accepted: false` and not stored.
   */
  batch?:
    { maxWaitMs: number; maxSize: number; maxQueued?: number; maxQueuedBytes?: number } | undefined;
  now?: () => Date;
}

/** The UTC day of a moment as YYYY-MM-DD, the key of the daily counters. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Counts events per key, in key order so concurrent writers lock counter rows in one order. */
function countBy<T>(events: T[], key: (event: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(key(event), (counts.get(key(event)) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const SEPARATOR = '\u0000';

/** Bytes of optional texts, two a character as JavaScript keeps them. */
const textBytes = (...texts: (string | null)[]) =>
  texts.reduce((sum, text) => sum + 2 * (text?.length ?? 0), 0);

function parseRange(days: number | null | undefined): number | undefined {
  if (days === null || days === undefined) return undefined;
  if (!(RANGES as readonly number[]).includes(days)) throw badInput('days must be 7, 30 or 90');
  return days;
}

/**
 * Page views and calculator usage, privacy-first: no IP address is stored and automated visitors
 * are dropped. Each raw event is stored together with its per-day and all-time counters in one
 * transaction, so the top lists and daily series read counters and never scan raw events.
 */
export function createAnalyticsService(
  prisma: PrismaClient,
  catalogue: CatalogueService,
  options: AnalyticsOptions = {},
) {
  const now = options.now ?? (() => new Date());

  async function writePageViews(events: PageViewEvent[]): Promise<void> {
    const daily = countBy(events, (e) => `${e.path}${SEPARATOR}${utcDay(e.createdAt)}`);
    const totals = countBy(events, (e) => e.path);
    await prisma.$transaction([
      prisma.pageView.createMany({ data: events }),
      prisma.$executeRaw`
        INSERT INTO "PageViewDaily" ("path", "day", "count")
        VALUES ${Prisma.join(
          daily.map(([key, count]) => {
            const [path, day] = key.split(SEPARATOR);
            return Prisma.sql`(${path}, ${day}::date, ${count})`;
          }),
        )}
        ON CONFLICT ("path", "day") DO UPDATE SET "count" = "PageViewDaily"."count" + EXCLUDED."count"`,
      prisma.$executeRaw`
        INSERT INTO "PageViewTotal" ("path", "count")
        VALUES ${Prisma.join(totals.map(([path, count]) => Prisma.sql`(${path}, ${count})`))}
        ON CONFLICT ("path") DO UPDATE SET "count" = "PageViewTotal"."count" + EXCLUDED."count"`,
    ]);
  }

  async function writeUsage(events: UsageEvent[]): Promise<void> {
    const daily = countBy(events, (e) => `${e.calculatorSlug}${SEPARATOR}${utcDay(e.createdAt)}`);
    const totals = countBy(events, (e) => e.calculatorSlug);
    await prisma.$transaction([
      prisma.calculatorUsage.createMany({
        data: events.map((e) => ({ ...e, inputs: e.inputs as Prisma.InputJsonObject })),
      }),
      prisma.$executeRaw`
        INSERT INTO "CalculatorUsageDaily" ("calculatorSlug", "day", "count")
        VALUES ${Prisma.join(
          daily.map(([key, count]) => {
            const [slug, day] = key.split(SEPARATOR);
            return Prisma.sql`(${slug}, ${day}::date, ${count})`;
          }),
        )}
        ON CONFLICT ("calculatorSlug", "day")
        DO UPDATE SET "count" = "CalculatorUsageDaily"."count" + EXCLUDED."count"`,
      prisma.$executeRaw`
        INSERT INTO "CalculatorUsageTotal" ("calculatorSlug", "count")
        VALUES ${Prisma.join(totals.map(([slug, count]) => Prisma.sql`(${slug}, ${count})`))}
        ON CONFLICT ("calculatorSlug")
        DO UPDATE SET "count" = "CalculatorUsageTotal"."count" + EXCLUDED."count"`,
    ]);
  }

  // An event's size in the buffer: its text, plus what an object costs to keep.
  const pageViewBatcher =
    options.batch &&
    createBatcher<PageViewEvent>({
      write: writePageViews,
      sizeOf: (e) => 200 + textBytes(e.page, e.path, e.referrer, e.userAgent),
      ...options.batch,
    });
  const usageBatcher =
    options.batch &&
    createBatcher<UsageEvent>({
      write: writeUsage,
      sizeOf: (e) => 200 + textBytes(e.calculatorSlug, JSON.stringify(e.inputs)),
      ...options.batch,
    });

  /**
   * The addresses the site serves with their dashboard names, worked out again only when the
   * catalogue is reloaded. Only these are counted and listed.
   */
  let pages:
    | { calculators: CalculatorRecord[]; categories: CategoryRecord[]; byPath: Map<string, string> }
    | undefined;
  async function servedPages(): Promise<Map<string, string>> {
    const [calculators, categories] = await Promise.all([catalogue.all(), catalogue.categories()]);
    if (pages?.calculators !== calculators || pages.categories !== categories) {
      pages = { calculators, categories, byPath: sitePages(calculators, categories) };
    }
    return pages.byPath;
  }

  const calculatorSlugs = async () => (await catalogue.all()).map((c) => c.slug);

  /** The first day of a range of `days` days ending today (UTC). */
  function rangeStart(days: number): Date {
    const today = new Date(`${utcDay(now())}T00:00:00.000Z`);
    return new Date(today.getTime() - (days - 1) * 86_400_000);
  }

  function fillDays(days: number, rows: { day: Date; count: number }[]): DailyCount[] {
    const counts = new Map(rows.map((row) => [utcDay(row.day), row.count]));
    const start = rangeStart(days).getTime();
    return Array.from({ length: days }, (_, index) => {
      const day = utcDay(new Date(start + index * 86_400_000));
      return { day, count: counts.get(day) ?? 0 };
    });
  }

  return {
    /**
     * Records a view of one of the site's pages, named by the server from its address. Views of
     * other addresses (unknown pages, the not-found screen), of automated visitors and of
     * requests without a User-Agent header are not stored. Only the request's own header counts:
     * the body's `userAgent` is the client's word.
     */
    async recordPageView(input: unknown, requestUserAgent: string | null): Promise<Receipt> {
      const { path: visited, referrer } = parseInput(pageViewInput, input);
      if (!requestUserAgent || isbot(requestUserAgent)) return { accepted: false };
      const path = addressOf(visited);
      const page = (await servedPages()).get(path);
      if (!page) return { accepted: false };
      // Kept as the body's user agent was: at most USER_AGENT_MAX_LENGTH characters.
      const userAgent = requestUserAgent.slice(0, USER_AGENT_MAX_LENGTH);
      const event = { page, path, referrer, userAgent, createdAt: now() };
      if (pageViewBatcher) return { accepted: pageViewBatcher.add(event) };
      await writePageViews([event]);
      return { accepted: true };
    },

    /** Records one calculation; automated visitors and requests without a user agent are not. */
    async recordCalculatorUsage(input: unknown, requestUserAgent: string | null): Promise<Receipt> {
      const { calculatorId, calculatorSlug, inputs } = parseInput(usageInput, input);
      const calculator = await catalogue.calculatorById(calculatorId);
      if (!calculator || calculator.slug !== calculatorSlug) {
        throw badInput(`calculatorId ${calculatorId} is not the calculator "${calculatorSlug}"`);
      }
      if (Buffer.byteLength(JSON.stringify(inputs)) > INPUTS_MAX_BYTES) {
        throw badInput(`inputs must be at most ${INPUTS_MAX_BYTES} bytes of JSON`);
      }
      if (!requestUserAgent || isbot(requestUserAgent)) return { accepted: false };
      const event = { calculatorId, calculatorSlug, inputs, createdAt: now() };
      if (usageBatcher) return { accepted: usageBatcher.add(event) };
      await writeUsage([event]);
      return { accepted: true };
    },

    /**
     * The most viewed of the site's pages: all time, or over the last 7, 30 or 90 days. Counts
     * kept for addresses the site does not serve (any more) are left out.
     */
    async topPages(days?: number | null): Promise<PageViewStat[]> {
      const range = parseRange(days);
      const served = await servedPages();
      const path = { in: [...served.keys()] };
      const rows = range
        ? (
            await prisma.pageViewDaily.groupBy({
              by: ['path'],
              where: { path, day: { gte: rangeStart(range) } },
              _sum: { count: true },
              orderBy: [{ _sum: { count: 'desc' } }, { path: 'asc' }],
              take: TOP_LIST_SIZE,
            })
          ).map((row) => ({ path: row.path, count: row._sum.count ?? 0 }))
        : await prisma.pageViewTotal.findMany({
            where: { path },
            orderBy: [{ count: 'desc' }, { path: 'asc' }],
            take: TOP_LIST_SIZE,
          });
      return rows.map((row) => ({ page: served.get(row.path)!, path: row.path, count: row.count }));
    },

    /** The most used calculators of the catalogue: all time, or over the last 7, 30 or 90 days. */
    async topCalculators(days?: number | null): Promise<CalculatorUsageStat[]> {
      const range = parseRange(days);
      const calculatorSlug = { in: await calculatorSlugs() };
      const rows = range
        ? (
            await prisma.calculatorUsageDaily.groupBy({
              by: ['calculatorSlug'],
              where: { calculatorSlug, day: { gte: rangeStart(range) } },
              _sum: { count: true },
              orderBy: [{ _sum: { count: 'desc' } }, { calculatorSlug: 'asc' }],
              take: TOP_LIST_SIZE,
            })
          ).map((row) => ({ calculatorSlug: row.calculatorSlug, count: row._sum.count ?? 0 }))
        : await prisma.calculatorUsageTotal.findMany({
            where: { calculatorSlug },
            orderBy: [{ count: 'desc' }, { calculatorSlug: 'asc' }],
            take: TOP_LIST_SIZE,
          });
      return rows.map((row) => ({ ...row, label: prettifySlug(row.calculatorSlug) }));
    },

    /** Views of the site's pages per day over the last 7, 30 or 90 days, oldest first. */
    async pageViewsByDay(days: number): Promise<DailyCount[]> {
      const range = parseRange(days) ?? 30;
      const rows = await prisma.pageViewDaily.groupBy({
        by: ['day'],
        where: { path: { in: [...(await servedPages()).keys()] }, day: { gte: rangeStart(range) } },
        _sum: { count: true },
      });
      return fillDays(
        range,
        rows.map((row) => ({ day: row.day, count: row._sum.count ?? 0 })),
      );
    },

    /** Calculator uses per day over the last 7, 30 or 90 days, oldest first. */
    async calculatorUsageByDay(days: number): Promise<DailyCount[]> {
      const range = parseRange(days) ?? 30;
      const rows = await prisma.calculatorUsageDaily.groupBy({
        by: ['day'],
        where: { calculatorSlug: { in: await calculatorSlugs() }, day: { gte: rangeStart(range) } },
        _sum: { count: true },
      });
      return fillDays(
        range,
        rows.map((row) => ({ day: row.day, count: row._sum.count ?? 0 })),
      );
    },

    /** Writes every buffered event (on shutdown). */
    async flush(): Promise<void> {
      await Promise.all([pageViewBatcher?.flush(), usageBatcher?.flush()]);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
