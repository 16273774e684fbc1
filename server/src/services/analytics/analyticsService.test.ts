import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, startTestServer, type TestServer } from '../../test/testServer.ts';
import { createCatalogueService } from '../catalogue/catalogueService.ts';
import { createAnalyticsService } from './analyticsService.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const view = (page: string) => ({
  page,
  path: page,
  userAgent: BROWSER_UA,
  ipAddress: '198.51.100.7',
});

async function rawCounts(): Promise<Map<string, number>> {
  const rows = await server.prisma.pageView.groupBy({ by: ['page'], _count: { _all: true } });
  return new Map(rows.map((row) => [row.page, row._count._all]));
}

describe('counters stay equal to the raw events', () => {
  it('after 200 concurrent writes to a few pages, with no lost update', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const pages = ['/c1', '/c2', '/c3', '/c4'];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => analytics.recordPageView(view(pages[i % 4]!))),
    );
    const raw = await rawCounts();
    const totals = await server.prisma.pageViewTotal.findMany({ where: { page: { in: pages } } });
    const daily = await server.prisma.pageViewDaily.findMany({ where: { page: { in: pages } } });
    for (const page of pages) {
      expect(raw.get(page)).toBe(50);
      expect(totals.find((t) => t.page === page)?.count).toBe(50);
      expect(daily.filter((d) => d.page === page).reduce((sum, d) => sum + d.count, 0)).toBe(50);
    }
  });

  it('never stores the IP address the client sends', async () => {
    const rows = await server.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT * FROM "PageView"',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      '198.51.100.7',
    );
    expect(Object.keys(rows[0]!)).not.toContain('ipAddress');
  });
});

describe('batched ingestion', () => {
  it('writes a full batch at once, and holds a partial one until the flush', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma), {
      batch: { maxWaitMs: 60_000, maxSize: 50 },
    });
    const count = () => server.prisma.pageView.count({ where: { page: '/batched' } });
    await Promise.all(
      Array.from({ length: 120 }, () => analytics.recordPageView(view('/batched'))),
    );
    // Reaching 50 starts a write that drains everything queued by then.
    await expect.poll(count).toBe(120);

    await Promise.all(Array.from({ length: 20 }, () => analytics.recordPageView(view('/batched'))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(120);
    await analytics.flush();
    expect(await count()).toBe(140);
    const total = await server.prisma.pageViewTotal.findUnique({ where: { page: '/batched' } });
    expect(total?.count).toBe(140);
  });

  it('writes a batch after maxWaitMs without a flush', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma), {
      batch: { maxWaitMs: 50, maxSize: 1000 },
    });
    await analytics.recordCalculatorUsage(
      { calculatorId: 2, calculatorSlug: 'tip-calculator', inputs: { billAmount: 10 } },
      BROWSER_UA,
    );
    await expect
      .poll(() =>
        server.prisma.calculatorUsageTotal.findUnique({
          where: { calculatorSlug: 'tip-calculator' },
        }),
      )
      .toMatchObject({ count: 1 });
  });
});

describe('bots', () => {
  it('are dropped, by body or header user agent, and missing agents too', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const before = await server.prisma.pageView.count();
    const results = await Promise.all([
      analytics.recordPageView({
        page: '/b',
        path: '/b',
        userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)',
      }),
      analytics.recordPageView({ page: '/b', path: '/b' }, 'python-requests/2.31'),
      analytics.recordPageView({ page: '/b', path: '/b' }, null),
    ]);
    expect(results).toEqual([{ accepted: false }, { accepted: false }, { accepted: false }]);
    expect(await server.prisma.pageView.count()).toBe(before);
  });
});
