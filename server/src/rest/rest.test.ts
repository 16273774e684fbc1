import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../../prisma/calculators.ts';
import { categories } from '../../../prisma/catalogue.ts';
import { BROWSER_UA, postJson, startTestServer, type TestServer } from '../test/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Item = Record<string, unknown>;

describe('catalogue paths', () => {
  it('GET /api/categories lists every category in order with id, slug and name', async () => {
    const { status, body } = await server.api('/api/categories');
    expect(status).toBe(200);
    const list = body as Item[];
    expect(list.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
    expect(list[0]).toMatchObject({ id: 1, slug: 'finance', name: 'Finance', icon: 'coins' });
    expect(list.find((c) => c.slug === 'more')).toMatchObject({
      calculatorCount: calculators.filter((c) => c.category === 'more').length,
    });
  });

  it('GET /api/categories/{slug} returns one category', async () => {
    const { status, body } = await server.api('/api/categories/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'health',
      name: 'Health',
      calculatorCount: calculators.filter((c) => c.category === 'health').length,
    });
  });

  it('GET /api/categories/{slug} answers 404 with a message for an unknown slug', async () => {
    const { status, body } = await server.api('/api/categories/astrology');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'NOT_FOUND', message: 'No category "astrology"' });
  });

  it('GET /api/calculators/{slug} returns the calculator object', async () => {
    const { status, body } = await server.api('/api/calculators/bmi-calculator');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      slug: 'bmi-calculator',
      name: 'BMI Calculator',
      category: 'health',
      icon: 'weight',
      publishedAt: '2025-03-21T00:00:00.000Z',
    });
  });

  it('GET /api/calculators/{slug} answers 404 for an unknown slug', async () => {
    const { status, body } = await server.api('/api/calculators/flux-capacitor');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND', message: 'No calculator "flux-capacitor"' });
  });

  it('GET /api/calculators/featured lists six featured calculators with the spec fields', async () => {
    const { status, body } = await server.api('/api/calculators/featured');
    expect(status).toBe(200);
    const list = body as Item[];
    expect(list).toHaveLength(6);
    for (const item of list) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining(['id', 'slug', 'name', 'description', 'category', 'icon']),
      );
      expect(item.featured).toBe(true);
    }
  });

  it('catalogue answers carry an ETag, and a matching If-None-Match gets 304 with no body', async () => {
    const first = await fetch(`${server.url}/api/calculators/featured`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${server.url}/api/calculators/featured`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.json()).toEqual(await first.json());
    // node:http, because fetch adds Cache-Control: no-cache to a conditional request.
    const revalidated = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      http
        .get(
          `${server.url}/api/calculators/featured`,
          { headers: { 'if-none-match': etag ?? '' } },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode, body }));
          },
        )
        .on('error', reject);
    });
    expect(revalidated).toEqual({ status: 304, body: '' });
    const other = await fetch(`${server.url}/api/calculators/recent?limit=2`);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('GET /api/calculators/recent?limit=4 lists the four newest, newest first', async () => {
    const { status, body } = await server.api('/api/calculators/recent?limit=4');
    expect(status).toBe(200);
    const list = body as Item[];
    // The seed's, by publication day, the later id first on the same day.
    const newest = [...calculators]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
      .slice(0, 4);
    expect(newest[0]!.publishedAt >= newest[3]!.publishedAt).toBe(true);
    expect(list.map((c) => c.slug)).toEqual(newest.map((c) => c.slug));
  });

  it('GET /api/calculators/recent defaults to 4 and honours a smaller limit', async () => {
    expect(((await server.api('/api/calculators/recent')).body as Item[]).length).toBe(4);
    expect(((await server.api('/api/calculators/recent?limit=2')).body as Item[]).length).toBe(2);
    expect(((await server.api('/api/calculators/recent?limit=50')).body as Item[]).length).toBe(
      Math.min(50, calculators.length),
    );
  });

  it.each(['0', '51', 'abc', '-1', '2.5', ''])(
    'GET /api/calculators/recent?limit=%s answers 400 with a message',
    async (limit) => {
      const { status, body } = await server.api(`/api/calculators/recent?limit=${limit}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'BAD_USER_INPUT',
        message: 'limit must be a whole number from 1 to 50',
      });
    },
  );

  it('GET /api/calculators/category/{category} lists that category only', async () => {
    const { status, body } = await server.api('/api/calculators/category/finance');
    expect(status).toBe(200);
    const list = body as Item[];
    expect(list.length).toBe(calculators.filter((c) => c.category === 'finance').length);
    expect(list.every((c) => c.category === 'finance')).toBe(true);
  });

  it('GET /api/calculators/category/{category} answers 404 for an unknown category', async () => {
    const { status, body } = await server.api('/api/calculators/category/astrology');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('an unknown /api path answers 404 JSON', async () => {
    const { status, body } = await server.api('/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND', message: 'No API at GET /api/nothing-here' });
  });
});

describe('a category without calculators', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer();
    // Every category of the seed has calculators; this one, added as an admin edit would, has
    // none. The server read the catalogue as it started: it is told to read it again, as a
    // seed does.
    await fresh.prisma.category.create({
      data: {
        id: 99,
        slug: 'astronomy',
        name: 'Astronomy',
        icon: 'calculator',
        iconBg: 'blue',
        description: 'Nothing yet.',
      },
    });
    fresh.services.catalogue.invalidate();
  });
  afterAll(() => fresh?.close());

  it('GET /api/calculators/category/{category} is an empty list', async () => {
    const { status, body } = await fresh.api('/api/calculators/category/astronomy');
    expect(status).toBe(200);
    expect(body).toEqual([]);
    const category = await fresh.api('/api/categories/astronomy');
    expect(category.body).toMatchObject({ slug: 'astronomy', calculatorCount: 0 });
  });
});

describe('analytics paths', () => {
  const pageView = {
    page: '/calculator/bmi-calculator',
    path: '/calculator/bmi-calculator',
    referrer: 'https://example.org/',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
    ipAddress: '203.0.113.9',
  };

  it('POST /api/analytics/page-view stores the view without the IP address', async () => {
    const { status, body } = await server.api('/api/analytics/page-view', postJson(pageView));
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true });
    const rows = await server.prisma.pageView.findMany({ where: { path: pageView.path } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: 'Bmi Calculator', referrer: 'https://example.org/' });
    expect(
      JSON.stringify(rows[0], (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain('203.0.113.9');
  });

  it("POST /api/analytics/page-view stores the request's own user agent", async () => {
    const { status, body } = await server.api(
      '/api/analytics/page-view',
      postJson({ page: '/', path: '/', referrer: null, userAgent: 'Body Agent', ipAddress: null }),
    );
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true });
    const row = await server.prisma.pageView.findFirst({ where: { path: '/' } });
    expect(row).toMatchObject({ page: 'Home', referrer: null, userAgent: BROWSER_UA });
  });

  it('POST /api/analytics/page-view does not count an address the site does not serve', async () => {
    const before = await server.prisma.pageView.count();
    const answer = await server.api(
      '/api/analytics/page-view',
      postJson({ page: 'visit scam.example', path: '/visit-scam-example' }),
    );
    expect(answer).toEqual({ status: 202, body: { accepted: false } });
    expect(await server.prisma.pageView.count()).toBe(before);
  });

  it.each([
    ['a crawler', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'a headless browser',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0.0.0 Safari/537.36',
    ],
    ['curl', 'curl/8.5.0'],
  ])('POST /api/analytics/page-view drops %s without an error', async (_name, userAgent) => {
    const before = await server.prisma.pageView.count();
    // The body claims a browser; the request's own header decides.
    const answer = await server.api(
      '/api/analytics/page-view',
      postJson({ page: '/', path: '/', userAgent: BROWSER_UA }, userAgent),
    );
    expect(answer).toEqual({ status: 202, body: { accepted: false } });
    expect(await server.prisma.pageView.count()).toBe(before);
  });

  it.each([
    ['a malformed body', '{"page":', 'The request body is not valid JSON'],
    ['a missing path', { page: '/' }, 'path: Invalid input: expected string, received undefined'],
    ['a path without /', { page: 'x', path: 'x' }, 'path: must start with /'],
    ['an array body', [1, 2], 'Send a JSON object with Content-Type: application/json'],
    [
      'an overlong page',
      { page: 'p'.repeat(501), path: '/' },
      'page: must be at most 500 characters',
    ],
    // PostgreSQL cannot store it; found by the fuzz test as a 500.
    [
      'a NUL character in the referrer',
      { page: '/', path: '/', referrer: 'https://example.org/\u0000' },
      'referrer: must not contain the NUL character (\\u0000)',
    ],
  ])('POST /api/analytics/page-view answers 400 for %s', async (_name, body, message) => {
    const before = await server.prisma.pageView.count();
    const answer = await server.api('/api/analytics/page-view', postJson(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'BAD_USER_INPUT', message });
    expect(await server.prisma.pageView.count()).toBe(before);
  });

  it('POST /api/analytics/page-view without a JSON content type answers 400', async () => {
    const answer = await server.api('/api/analytics/page-view', {
      method: 'POST',
      body: 'page=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
  });

  it('POST /api/analytics/page-view answers 413 for a body over 16 KB', async () => {
    const answer = await server.api(
      '/api/analytics/page-view',
      postJson({ page: '/', path: '/', userAgent: 'x'.repeat(20_000) }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('POST /api/analytics/calculator-usage stores the usage with its inputs', async () => {
    const inputs = { unit: 'metric', weight: 70, heightCm: 170 };
    const { status, body } = await server.api(
      '/api/analytics/calculator-usage',
      postJson({ calculatorId: 1, calculatorSlug: 'bmi-calculator', inputs }),
    );
    expect(status).toBe(202);
    expect(body).toEqual({ accepted: true });
    const row = await server.prisma.calculatorUsage.findFirst({ where: { calculatorId: 1 } });
    expect(row?.inputs).toEqual(inputs);
  });

  it.each([
    [
      'an unknown id',
      { calculatorId: 999, calculatorSlug: 'x', inputs: {} },
      'calculatorId 999 is not the calculator "x"',
    ],
    [
      'an id that is not the slug',
      { calculatorId: 2, calculatorSlug: 'bmi-calculator', inputs: {} },
      'calculatorId 2 is not the calculator "bmi-calculator"',
    ],
    [
      'inputs that are not an object',
      { calculatorId: 1, calculatorSlug: 'bmi-calculator', inputs: [1] },
      'inputs: must be a JSON object',
    ],
    [
      'a fractional id',
      { calculatorId: 1.5, calculatorSlug: 'bmi-calculator', inputs: {} },
      'calculatorId: must be a whole number',
    ],
    [
      'oversized inputs',
      { calculatorId: 1, calculatorSlug: 'bmi-calculator', inputs: { a: 'x'.repeat(5000) } },
      'inputs must be at most 4096 bytes of JSON',
    ],
    [
      'a NUL character inside the inputs',
      { calculatorId: 1, calculatorSlug: 'bmi-calculator', inputs: { notes: ['ok', 'a\u0000b'] } },
      'inputs.notes.1: must not contain the NUL character (\\u0000)',
    ],
  ])('POST /api/analytics/calculator-usage answers 400 for %s', async (_name, body, message) => {
    const before = await server.prisma.calculatorUsage.count();
    const answer = await server.api('/api/analytics/calculator-usage', postJson(body));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'BAD_USER_INPUT', message });
    expect(await server.prisma.calculatorUsage.count()).toBe(before);
  });

  it('GET /api/analytics/top-pages counts views per page, most first', async () => {
    for (let i = 0; i < 2; i++) {
      await server.api('/api/analytics/page-view', postJson({ page: '/about', path: '/about' }));
    }
    const { status, body } = await server.api('/api/analytics/top-pages');
    expect(status).toBe(200);
    const list = body as { page: string; count: number }[];
    expect(list[0]).toEqual({ page: 'About', path: '/about', count: 2 });
    expect(list).toContainEqual({
      page: 'Bmi Calculator',
      path: '/calculator/bmi-calculator',
      count: 1,
    });
  });

  it('GET /api/analytics/top-calculators counts uses per calculator', async () => {
    const { status, body } = await server.api('/api/analytics/top-calculators');
    expect(status).toBe(200);
    expect(body).toEqual([{ calculatorSlug: 'bmi-calculator', label: 'Bmi Calculator', count: 1 }]);
  });

  it('GET /api/analytics/top-pages?days=7 counts the last 7 days', async () => {
    const { status, body } = await server.api('/api/analytics/top-pages?days=7');
    expect(status).toBe(200);
    expect((body as { page: string; count: number }[])[0]).toEqual({
      page: 'About',
      path: '/about',
      count: 2,
    });
  });

  it.each(['5', 'week', '-7'])('GET /api/analytics/top-pages?days=%s answers 400', async (days) => {
    const { status, body } = await server.api(`/api/analytics/top-pages?days=${days}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'BAD_USER_INPUT', message: 'days must be 7, 30 or 90' });
  });

  it('GET /api/analytics/page-views-by-day lists every day of the range, today last', async () => {
    const { status, body } = await server.api('/api/analytics/page-views-by-day?days=7');
    expect(status).toBe(200);
    const days = body as { day: string; count: number }[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 4 });
    expect(days.slice(0, 6).every((d) => d.count === 0)).toBe(true);
  });

  it('GET /api/analytics/calculator-usage-by-day counts uses per day', async () => {
    const { body } = await server.api('/api/analytics/calculator-usage-by-day?days=30');
    const days = body as { day: string; count: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.count).toBe(1);
  });
});
