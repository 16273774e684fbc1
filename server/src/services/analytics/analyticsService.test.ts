import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { BROWSER_UA, startTestServer, type TestServer } from '../../test/testServer.ts';
import { createCatalogueService } from '../catalogue/catalogueService.ts';
import { createAnalyticsService } from './analyticsService.ts';
import { batchUsage, createAnalyticsWriter, type UsageEvent } from './analyticsWriter.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const view = (path: string) => ({
  page: path,
  path,
  userAgent: BROWSER_UA,
  ipAddress: '198.51.100.7',
});

async function rawCounts(): Promise<Map<string, number>> {
  const rows = await server.prisma.pageView.groupBy({ by: ['path'], _count: { _all: true } });
  return new Map(rows.map((row) => [row.path, row._count._all]));
}

describe('counters stay equal to the raw events', () => {
  it('after 200 concurrent writes to a few pages, with no lost update', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const pages = ['/about', '/contact', '/calculator/tip-calculator', '/category/health'];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        analytics.recordPageView(view(pages[i % 4]!), BROWSER_UA),
      ),
    );
    const raw = await rawCounts();
    const totals = await server.prisma.pageViewTotal.findMany({ where: { path: { in: pages } } });
    const daily = await server.prisma.pageViewDaily.findMany({ where: { path: { in: pages } } });
    for (const page of pages) {
      expect(raw.get(page)).toBe(50);
      expect(totals.find((t) => t.path === page)?.count).toBe(50);
      expect(daily.filter((d) => d.path === page).reduce((sum, d) => sum + d.count, 0)).toBe(50);
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
    const count = () => server.prisma.pageView.count({ where: { path: '/faq' } });
    await Promise.all(
      Array.from({ length: 120 }, () => analytics.recordPageView(view('/faq'), BROWSER_UA)),
    );
    // Reaching 50 starts a write that drains everything queued by then.
    await expect.poll(count).toBe(120);

    await Promise.all(
      Array.from({ length: 20 }, () => analytics.recordPageView(view('/faq'), BROWSER_UA)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(120);
    await analytics.flush();
    expect(await count()).toBe(140);
    const total = await server.prisma.pageViewTotal.findUnique({ where: { path: '/faq' } });
    expect(total?.count).toBe(140);
  });

  it('answers accepted: false, storing nothing, once the buffer holds its bytes', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma), {
      batch: { maxWaitMs: 60_000, maxSize: 1000, maxQueuedBytes: 4096 },
    });
    const before = await server.prisma.pageView.count();
    const longReferrer = `https://example.org/${'r'.repeat(1500)}`;
    const receipts = [];
    for (let i = 0; i < 4; i++) {
      receipts.push(
        await analytics.recordPageView({ path: '/faq', referrer: longReferrer }, BROWSER_UA),
      );
    }
    // Each holds over 3 KB (two bytes a character): one fits in 4 KB.
    expect(receipts.map((r) => r.accepted)).toEqual([true, false, false, false]);
    await analytics.flush();
    expect(await server.prisma.pageView.count()).toBe(before + 1);
    expect((await analytics.recordPageView({ path: '/faq' }, BROWSER_UA)).accepted).toBe(true);
    await analytics.flush();
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

describe('an event the database refuses, with batching on', () => {
  // Input validation refuses a lone surrogate now; the writer is fed one directly, as a batch
  // held one before, to show that no event the database refuses can hold back the others.
  const use = (a: unknown): UsageEvent => ({
    calculatorId: 3,
    calculatorSlug: 'bmi-calculator',
    inputs: { a },
    createdAt: new Date(),
  });
  const stored = () =>
    Promise.all([
      server.prisma.calculatorUsage.count({ where: { calculatorSlug: 'bmi-calculator' } }),
      server.prisma.calculatorUsageTotal.findUnique({
        where: { calculatorSlug: 'bmi-calculator' },
      }),
    ]);

  it('is dropped with one log line; the good events around it are stored and the queue moves on', async () => {
    await server.prisma.calculatorUsage.deleteMany({ where: { calculatorSlug: 'bmi-calculator' } });
    await server.prisma.calculatorUsageTotal.deleteMany({
      where: { calculatorSlug: 'bmi-calculator' },
    });
    await server.prisma.calculatorUsageDaily.deleteMany({
      where: { calculatorSlug: 'bmi-calculator' },
    });
    const batcher = batchUsage(createAnalyticsWriter(server.prisma).writeUsage, {
      maxWaitMs: 60_000,
      maxSize: 50,
    });
    const errors: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((line) => {
      errors.push(String(line));
      return true;
    });
    try {
      for (let i = 0; i < 40; i++) batcher.add(use(i === 17 ? '\ud800' : i));
      await batcher.flush();
      // Not stalled: what comes after is written as one batch.
      for (let i = 0; i < 10; i++) batcher.add(use(i));
      await batcher.flush();
    } finally {
      stderr.mockRestore();
    }
    const [raw, total] = await stored();
    expect(raw).toBe(49);
    expect(total?.count).toBe(49);
    expect(batcher.size).toBe(0);
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({
      level: 'error',
      message: 'An item could not be stored and was dropped',
      batcher: 'calculator uses',
    });
  });
});

describe('bots', () => {
  it("are dropped by the request's own User-Agent header, whatever the body says", async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const before = await server.prisma.pageView.count();
    const results = await Promise.all([
      // curl claiming to be a browser in the body
      analytics.recordPageView({ page: '/', path: '/', userAgent: BROWSER_UA }, 'curl/8.5.0'),
      analytics.recordPageView({ path: '/' }, 'Mozilla/5.0 (compatible; bingbot/2.0)'),
      analytics.recordPageView({ path: '/' }, 'python-requests/2.31'),
      analytics.recordPageView({ path: '/', userAgent: BROWSER_UA }, null),
      analytics.recordCalculatorUsage(
        { calculatorId: 2, calculatorSlug: 'tip-calculator', inputs: {} },
        'curl/8.5.0',
      ),
    ]);
    expect(results.every((result) => !result.accepted)).toBe(true);
    expect(await server.prisma.pageView.count()).toBe(before);
  });

  it('stores at most 1,000 characters of the header', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const longAgent = `${BROWSER_UA} ${'x'.repeat(10_000)}`;
    await analytics.recordPageView({ path: '/terms' }, longAgent);
    const stored = await server.prisma.pageView.findFirstOrThrow({
      where: { path: '/terms' },
      orderBy: { id: 'desc' },
    });
    expect(stored.userAgent).toBe(longAgent.slice(0, 1000));
  });

  it('a browser header is enough, whatever the body says', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const receipt = await analytics.recordPageView(
      { page: '/', path: '/privacy', userAgent: 'Googlebot' },
      BROWSER_UA,
    );
    expect(receipt).toEqual({ accepted: true });
  });
});

describe('only the pages the site serves are counted, under names the server gives them', () => {
  it('names each page from its address, ignoring the name the client sends', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const visits = [
      ['/', 'visit scam.example'],
      ['/calculator/bmi-calculator?unit=imperial&weight=154', '<b>Best BMI</b>'],
      ['/category/free-tools/', 'junk'],
      ['/all-calculators#top', 'x'],
    ] as const;
    for (const [path, page] of visits) {
      expect(await analytics.recordPageView({ page, path }, BROWSER_UA)).toEqual({
        accepted: true,
      });
    }
    const stored = await server.prisma.pageView.findMany({
      where: { path: { in: ['/', '/calculator/bmi-calculator', '/category/free-tools'] } },
      distinct: ['path'],
      orderBy: { path: 'asc' },
      select: { page: true, path: true },
    });
    expect(stored).toEqual([
      { page: 'Home', path: '/' },
      { page: 'Bmi Calculator', path: '/calculator/bmi-calculator' },
      { page: 'Free Tools', path: '/category/free-tools' },
    ]);
    const top = await analytics.topPages();
    expect(top).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: 'Home', path: '/' }),
        expect.objectContaining({ page: 'All Calculators', path: '/all-calculators' }),
      ]),
    );
  });

  it.each([
    '/calculator/no-such-calculator',
    '/category/astrology',
    '/visit-scam-example',
    '/about/extra',
    '/About',
    '//',
  ])('does not count %s', async (path) => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    expect(await analytics.recordPageView({ page: 'Home', path }, BROWSER_UA)).toEqual({
      accepted: false,
    });
    expect(await server.prisma.pageViewTotal.count({ where: { path } })).toBe(0);
  });

  it('leaves counts already stored for unknown pages or calculators out of every list', async () => {
    const analytics = createAnalyticsService(server.prisma, createCatalogueService(server.prisma));
    const today = new Date(new Date().toISOString().slice(0, 10));
    // As an older version stored whatever page name a client posted.
    await server.prisma.pageViewTotal.create({ data: { path: 'visit scam.example', count: 1e6 } });
    await server.prisma.pageViewDaily.create({
      data: { path: '<script>', day: today, count: 1e6 },
    });
    await server.prisma.calculatorUsageTotal.create({
      data: { calculatorSlug: 'retired-calculator', count: 1e6 },
    });
    await server.prisma.calculatorUsageDaily.create({
      data: { calculatorSlug: 'retired-calculator', day: today, count: 1e6 },
    });
    for (const days of [null, 7]) {
      const pages = await analytics.topPages(days);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.every((p) => p.path.startsWith('/') && p.count < 1e6)).toBe(true);
      const calculators = await analytics.topCalculators(days);
      expect(calculators.map((c) => c.calculatorSlug)).not.toContain('retired-calculator');
    }
    const views = await analytics.pageViewsByDay(7);
    expect(views.at(-1)!.count).toBeLessThan(1e6);
    const uses = await analytics.calculatorUsageByDay(7);
    expect(uses.at(-1)!.count).toBeLessThan(1e6);
  });
});

describe('the top lists and daily series cost the database one query per list per period', () => {
  it('readers at once share one query, later ones get its answer until readCacheMs has passed', async () => {
    let clock = Date.now();
    const queries = { totals: 0, daily: 0 };
    // The service's own client, counting the queries that read the lists.
    const counted = server.prisma.$extends({
      query: {
        pageViewTotal: {
          findMany({ args, query }) {
            queries.totals++;
            return query(args);
          },
        },
        calculatorUsageDaily: {
          groupBy({ args, query }) {
            queries.daily++;
            return query(args);
          },
        },
      },
    }) as unknown as PrismaClient;
    const analytics = createAnalyticsService(counted, createCatalogueService(server.prisma), {
      readCacheMs: 5000,
      now: () => new Date(clock),
    });

    const lists = await Promise.all(Array.from({ length: 50 }, () => analytics.topPages()));
    expect(queries.totals).toBe(1);
    expect(new Set(lists.map((list) => JSON.stringify(list))).size).toBe(1);
    const faqViews = (list: { path: string; count: number }[]) =>
      list.find((row) => row.path === '/faq')?.count ?? 0;
    const before = faqViews(lists[0]!);

    // A view stored now shows once the period is over: until then the list is the one read.
    await analytics.recordPageView({ path: '/faq' }, BROWSER_UA);
    clock += 4999;
    expect(faqViews(await analytics.topPages())).toBe(before);
    expect(queries.totals).toBe(1);
    clock += 1;
    expect(faqViews(await analytics.topPages())).toBe(before + 1);
    expect(queries.totals).toBe(2);

    // Each list and range is read on its own; `days` that is not a range is refused, not read.
    await Promise.all([
      ...Array.from({ length: 20 }, () => analytics.topCalculators(7)),
      ...Array.from({ length: 20 }, () => analytics.calculatorUsageByDay(30)),
    ]);
    expect(queries.daily).toBe(2);
    await expect(analytics.topCalculators(8)).rejects.toThrow('days must be 7, 30 or 90');
    expect(queries.daily).toBe(2);
  });
});
