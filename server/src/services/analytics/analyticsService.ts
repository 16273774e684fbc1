import { z } from 'zod';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { badInput } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { CatalogueService } from '../catalogue/catalogueService.ts';

export const TOP_LIST_SIZE = 50;
export const INPUTS_MAX_BYTES = 4096;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const pageViewInput = z.object({
  page: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  path: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\//, 'must start with /'),
  referrer: optionalText(2000),
  userAgent: optionalText(1000),
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

export type PageViewInput = z.input<typeof pageViewInput>;
export type CalculatorUsageInput = z.input<typeof usageInput>;

export interface PageViewRecord {
  id: string;
  page: string;
  path: string;
  referrer: string | null;
  userAgent: string | null;
  ipAddress: null;
  createdAt: Date;
}

export interface CalculatorUsageRecord {
  id: string;
  calculatorId: number;
  calculatorSlug: string;
  inputs: Record<string, unknown>;
  createdAt: Date;
}

export interface PageViewStat {
  page: string;
  count: number;
}

export interface CalculatorUsageStat {
  calculatorSlug: string;
  count: number;
}

/** The UTC day of a moment, as a Date at midnight, for the daily counters. */
export function utcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

/**
 * Page views and calculator usage. Each event is stored raw and counted in a per-day counter in
 * the same transaction, so the top lists read counters and never scan raw events.
 */
export function createAnalyticsService(prisma: PrismaClient, catalogue: CatalogueService) {
  return {
    async recordPageView(input: unknown): Promise<PageViewRecord> {
      const { page, path, referrer, userAgent } = parseInput(pageViewInput, input);
      const createdAt = new Date();
      const day = utcDay(createdAt);
      const [row] = await prisma.$transaction([
        prisma.pageView.create({ data: { page, path, referrer, userAgent, createdAt } }),
        prisma.pageViewDaily.upsert({
          where: { page_day: { page, day } },
          create: { page, day, count: 1 },
          update: { count: { increment: 1 } },
        }),
      ]);
      return { ...row, id: row.id.toString(), ipAddress: null };
    },

    async recordCalculatorUsage(input: unknown): Promise<CalculatorUsageRecord> {
      const { calculatorId, calculatorSlug, inputs } = parseInput(usageInput, input);
      const calculator = await catalogue.calculatorById(calculatorId);
      if (!calculator || calculator.slug !== calculatorSlug) {
        throw badInput(`calculatorId ${calculatorId} is not the calculator "${calculatorSlug}"`);
      }
      if (Buffer.byteLength(JSON.stringify(inputs)) > INPUTS_MAX_BYTES) {
        throw badInput(`inputs must be at most ${INPUTS_MAX_BYTES} bytes of JSON`);
      }
      const createdAt = new Date();
      const day = utcDay(createdAt);
      const [row] = await prisma.$transaction([
        prisma.calculatorUsage.create({
          data: { calculatorId, calculatorSlug, inputs: inputs as object, createdAt },
        }),
        prisma.calculatorUsageDaily.upsert({
          where: { calculatorSlug_day: { calculatorSlug, day } },
          create: { calculatorSlug, day, count: 1 },
          update: { count: { increment: 1 } },
        }),
      ]);
      return {
        id: row.id.toString(),
        calculatorId: row.calculatorId,
        calculatorSlug: row.calculatorSlug,
        inputs: row.inputs as Record<string, unknown>,
        createdAt: row.createdAt,
      };
    },

    async topPages(): Promise<PageViewStat[]> {
      const rows = await prisma.pageViewDaily.groupBy({
        by: ['page'],
        _sum: { count: true },
        orderBy: [{ _sum: { count: 'desc' } }, { page: 'asc' }],
        take: TOP_LIST_SIZE,
      });
      return rows.map((row) => ({ page: row.page, count: row._sum.count ?? 0 }));
    },

    async topCalculators(): Promise<CalculatorUsageStat[]> {
      const rows = await prisma.calculatorUsageDaily.groupBy({
        by: ['calculatorSlug'],
        _sum: { count: true },
        orderBy: [{ _sum: { count: 'desc' } }, { calculatorSlug: 'asc' }],
        take: TOP_LIST_SIZE,
      });
      return rows.map((row) => ({
        calculatorSlug: row.calculatorSlug,
        count: row._sum.count ?? 0,
      }));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
