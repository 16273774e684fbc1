import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { createBatcher } from '../../lib/batcher.ts';
import { isDatabaseUnavailable } from '../../lib/databaseErrors.ts';

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

/**
 * Writes analytics events: each batch of raw events together with its per-day and all-time
 * counters, in one transaction (all or nothing).
 */
export function createAnalyticsWriter(prisma: PrismaClient) {
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

  return { writePageViews, writeUsage };
}

/** What a buffer of events holds at most, and how often and how much of it is written. */
export interface BatchLimits {
  maxWaitMs: number;
  maxSize: number;
  maxQueued?: number;
  maxQueuedBytes?: number;
}

// An event's size in the buffer: its text, plus what an object costs to keep.
const sizeOfEvent = {
  pageView: (e: PageViewEvent) => 200 + textBytes(e.page, e.path, e.referrer, e.userAgent),
  usage: (e: UsageEvent) => 200 + textBytes(e.calculatorSlug, JSON.stringify(e.inputs)),
};

/**
 * Buffers events and writes them in batches (lib/batcher.ts). A failed batch is retried only
 * while the database is away; an event the database refuses is found and dropped alone.
 */
export function batchPageViews(
  write: (events: PageViewEvent[]) => Promise<void>,
  limits: BatchLimits,
) {
  return createBatcher<PageViewEvent>({
    name: 'page views',
    write,
    isRetryable: isDatabaseUnavailable,
    sizeOf: sizeOfEvent.pageView,
    ...limits,
  });
}

/** As batchPageViews, for calculator uses. */
export function batchUsage(write: (events: UsageEvent[]) => Promise<void>, limits: BatchLimits) {
  return createBatcher<UsageEvent>({
    name: 'calculator uses',
    write,
    isRetryable: isDatabaseUnavailable,
    sizeOf: sizeOfEvent.usage,
    ...limits,
  });
}
