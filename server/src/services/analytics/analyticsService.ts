import { isbot } from 'isbot';
import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { badInput } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { createReadCache } from '../../lib/readCache.ts';
import { parseInput } from '../../lib/validation.ts';
import type {
  CalculatorRecord,
  CatalogueService,
  CategoryRecord,
} from '../catalogue/catalogueService.ts';
import {
  batchPageViews,
  batchUsage,
  createAnalyticsWriter,
  utcDay,
  type BatchLimits,
} from './analyticsWriter.ts';
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
  batch?: BatchLimits | undefined;
  /**
   * How long a top list or daily series, once read, is answered from memory (default 0: only
   * reads running at the same time are shared).
   */
  readCacheMs?: number;
  now?: () => Date;
}

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

  const writer = createAnalyticsWriter(prisma);
  const pageViewBatcher = options.batch && batchPageViews(writer.writePageViews, options.batch);
  const usageBatcher = options.batch && batchUsage(writer.writeUsage, options.batch);

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

  // The dashboard's lists, read from the counters. Every visitor of the dashboard asks for the
  // same few (a list and its range): each is read at most once per readCacheMs, and readers
  // asking while it is read share that read.
  const reads = createReadCache(options.readCacheMs ?? 0, () => now().getTime());

  /**
   * The most viewed of the site's pages: all time, or over the last 7, 30 or 90 days. Counts
   * kept for addresses the site does not serve (any more) are left out.
   */
  async function readTopPages(range: number | undefined): Promise<PageViewStat[]> {
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
  }

  /** The most used calculators of the catalogue: all time, or over the last 7, 30 or 90 days. */
  async function readTopCalculators(range: number | undefined): Promise<CalculatorUsageStat[]> {
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
  }

  /** Views of the site's pages per day over the last 7, 30 or 90 days, oldest first. */
  async function readPageViewsByDay(range: number): Promise<DailyCount[]> {
    const rows = await prisma.pageViewDaily.groupBy({
      by: ['day'],
      where: { path: { in: [...(await servedPages()).keys()] }, day: { gte: rangeStart(range) } },
      _sum: { count: true },
    });
    return fillDays(
      range,
      rows.map((row) => ({ day: row.day, count: row._sum.count ?? 0 })),
    );
  }

  /** Calculator uses per day over the last 7, 30 or 90 days, oldest first. */
  async function readCalculatorUsageByDay(range: number): Promise<DailyCount[]> {
    const rows = await prisma.calculatorUsageDaily.groupBy({
      by: ['day'],
      where: { calculatorSlug: { in: await calculatorSlugs() }, day: { gte: rangeStart(range) } },
      _sum: { count: true },
    });
    return fillDays(
      range,
      rows.map((row) => ({ day: row.day, count: row._sum.count ?? 0 })),
    );
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
      await writer.writePageViews([event]);
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
      await writer.writeUsage([event]);
      return { accepted: true };
    },

    /**
     * The most viewed of the site's pages: all time, or over the last 7, 30 or 90 days. Counts
     * kept for addresses the site does not serve (any more) are left out.
     */
    async topPages(days?: number | null): Promise<PageViewStat[]> {
      const range = parseRange(days);
      return reads.read(`topPages:${range ?? 'all'}`, () => readTopPages(range));
    },

    /** The most used calculators of the catalogue: all time, or over the last 7, 30 or 90 days. */
    async topCalculators(days?: number | null): Promise<CalculatorUsageStat[]> {
      const range = parseRange(days);
      return reads.read(`topCalculators:${range ?? 'all'}`, () => readTopCalculators(range));
    },

    /** Views of the site's pages per day over the last 7, 30 or 90 days, oldest first. */
    async pageViewsByDay(days: number): Promise<DailyCount[]> {
      const range = parseRange(days) ?? 30;
      return reads.read(`pageViewsByDay:${range}`, () => readPageViewsByDay(range));
    },

    /** Calculator uses per day over the last 7, 30 or 90 days, oldest first. */
    async calculatorUsageByDay(days: number): Promise<DailyCount[]> {
      const range = parseRange(days) ?? 30;
      return reads.read(`calculatorUsageByDay:${range}`, () => readCalculatorUsageByDay(range));
    },

    /**
     * Writes every buffered event (on shutdown). Events the database is too far away to take are
     * lost with the process: the log says how many.
     */
    async flush(): Promise<void> {
      await Promise.all([pageViewBatcher?.flush(), usageBatcher?.flush()]);
      const unwritten = (pageViewBatcher?.size ?? 0) + (usageBatcher?.size ?? 0);
      if (unwritten > 0) {
        logger.error(
          'Buffered analytics events could not be written: the database is unavailable',
          {
            unwritten,
          },
        );
      }
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
