import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../../../prisma/calculators.ts';
import { categories } from '../../../prisma/catalogue.ts';
import { BROWSER_UA, startTestServer, type TestServer } from '../test/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type List = { slug: string }[];

/** The seed's calculators whose name, description or category holds every word of a query. */
function seedMatches(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/);
  return calculators
    .filter((c) =>
      words.every((w) => `${c.name} ${c.description} ${c.category}`.toLowerCase().includes(w)),
    )
    .map((c) => c.slug)
    .sort();
}

describe('catalogue queries', () => {
  it('categories lists every category with its calculator count', async () => {
    const { body } = await server.graphql<{
      categories: (List[0] & { calculatorCount: number })[];
    }>('{ categories { id slug name icon iconBg description sortOrder calculatorCount } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
    const finance = body.data?.categories.find((c) => c.slug === 'finance');
    expect(finance?.calculatorCount).toBe(
      calculators.filter((c) => c.category === 'finance').length,
    );
  });

  it('category(slug) returns the category, or NOT_FOUND', async () => {
    const found = await server.graphql('{ category(slug: "date") { name icon } }');
    expect(found.body.data).toEqual({ category: { name: 'Date', icon: 'calendar-alt' } });
    const missing = await server.graphql('{ category(slug: "nope") { name } }');
    expect(missing.body.data).toEqual({ category: null });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'No category "nope"',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('calculator(slug) returns the calculator and its category, or NOT_FOUND', async () => {
    const found = await server.graphql(
      '{ calculator(slug: "mortgage-calculator") { id name category publishedAt categoryInfo { name } } }',
    );
    expect(found.body.data).toEqual({
      calculator: {
        id: 4,
        name: 'Mortgage Calculator',
        category: 'finance',
        publishedAt: '2025-03-21T00:00:00.000Z',
        categoryInfo: { name: 'Finance' },
      },
    });
    const missing = await server.graphql('{ calculator(slug: "nope") { id } }');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("calculator(slug).related lists the catalogue's related calculators, in its order", async () => {
    const { body } = await server.graphql<{ calculator: { related: List } }>(
      '{ calculator(slug: "mortgage-calculator") { related { slug name } } }',
    );
    const nameOf = (slug: string) => calculators.find((c) => c.slug === slug)?.name;
    expect(body.data?.calculator.related).toEqual(
      [
        'loan-emi-calculator',
        'compound-interest-calculator',
        'investment-calculator',
        'apr-calculator',
        'amortization-calculator',
        'debt-to-income-ratio-calculator',
        'refinance-calculator',
        'house-affordability-calculator',
        'rent-vs-buy-calculator',
      ].map((slug) => ({ slug, name: nameOf(slug) })),
    );
  });

  it('featuredCalculators returns the featured set', async () => {
    const { body } = await server.graphql<{ featuredCalculators: List }>(
      '{ featuredCalculators { slug featured } }',
    );
    expect(body.data?.featuredCalculators.map((c) => c.slug)).toEqual(
      calculators.filter((c) => c.featured).map((c) => c.slug),
    );
  });

  it('recentCalculators defaults to 4 and rejects a limit out of range', async () => {
    const { body } = await server.graphql<{ recentCalculators: List }>(
      '{ recentCalculators { slug } }',
    );
    expect(body.data?.recentCalculators).toHaveLength(4);
    const bad = await server.graphql('query ($n: Int) { recentCalculators(limit: $n) { slug } }', {
      n: 500,
    });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'limit must be a whole number from 1 to 50',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('calculatorsByCategory lists one category, or NOT_FOUND', async () => {
    const { body } = await server.graphql<{ calculatorsByCategory: List }>(
      '{ calculatorsByCategory(category: "free-tools") { slug } }',
    );
    expect(body.data?.calculatorsByCategory.map((c) => c.slug).sort()).toEqual(
      calculators
        .filter((c) => c.category === 'free-tools')
        .map((c) => c.slug)
        .sort(),
    );
    const missing = await server.graphql('{ calculatorsByCategory(category: "x") { slug } }');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('allCalculators lists every calculator grouped by category order', async () => {
    const { body } = await server.graphql<{ allCalculators: (List[0] & { category: string })[] }>(
      '{ allCalculators { slug category } }',
    );
    const list = body.data?.allCalculators ?? [];
    expect(list).toHaveLength(calculators.length);
    const order = list.map((c) => categories.findIndex((k) => k.slug === c.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each([
    ['bmi', ['bmi-calculator', 'child-bmi-percentile-calculator']],
    ['MORTGAGE', ['mortgage-calculator']],
    ['health', seedMatches('health')],
    ['date', seedMatches('date')],
    ['youtube mp3', ['youtube-downloader', 'youtube-shorts-downloader']],
    ['zzz-nothing', []],
  ])('searchCalculators("%s") matches name, description and category', async (query, slugs) => {
    const { body } = await server.graphql<{ searchCalculators: List }>(
      'query ($q: String!) { searchCalculators(query: $q) { slug } }',
      { q: query },
    );
    expect(body.data?.searchCalculators.map((c) => c.slug).sort()).toEqual(slugs);
  });

  it('searchCalculators ranks name matches first', async () => {
    const { body } = await server.graphql<{ searchCalculators: List }>(
      '{ searchCalculators(query: "calculator") { slug } }',
    );
    expect(body.data?.searchCalculators.length).toBeGreaterThan(3);
    const nameMatches = calculators.filter((c) => /calculator/i.test(c.name)).length;
    const head = body.data?.searchCalculators.slice(0, nameMatches) ?? [];
    expect(head.every((c) => c.slug.endsWith('calculator'))).toBe(true);
  });

  it.each(['   ', 'x'.repeat(101)])(
    'searchCalculators rejects a blank or overlong query',
    async (q) => {
      const { body } = await server.graphql(
        'query ($q: String!) { searchCalculators(query: $q) { slug } }',
        {
          q,
        },
      );
      expect(body.errors?.[0]).toMatchObject({
        message: 'query must be 1 to 100 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    },
  );
});

describe('the catalogue graph cannot be walked', () => {
  // Each of these answered megabytes with the process frozen for seconds (issue 25).
  it("refuses a related calculator's own related list, before anything runs", async () => {
    const walk = '{ allCalculators { related { related { related { related { slug } } } } } }';
    const { status, body } = await server.graphql(walk);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "related" on type "RelatedCalculator".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('prices lists by their length and counts every alias, __typename included', async () => {
    const typenames = Array.from({ length: 10 }, (_, j) => `t${j}: __typename`).join(' ');
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: allCalculators { related { ${typenames} } }`,
    );
    const { status, body } = await server.graphql(`{ ${aliases.join(' ')} }`);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message:
        'The query asks for too much at once (at most 5,000 fields in an answer, lists counted by their length)',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it("still answers the site's costliest query, every calculator's card", async () => {
    const { status, body } = await server.graphql<{ allCalculators: unknown[] }>(
      '{ categories { id slug name } allCalculators { id slug name description category icon iconBg } }',
    );
    expect(status).toBe(200);
    expect(body.data?.allCalculators).toHaveLength(calculators.length);
  });
});

describe('analytics operations', () => {
  it('recordPageView stores a view and never the IP address; topPages counts it', async () => {
    const { body } = await server.graphql(
      'mutation ($input: PageViewInput!) { recordPageView(input: $input) { accepted } }',
      {
        input: {
          page: '/faq',
          path: '/faq?x=1',
          referrer: null,
          userAgent: BROWSER_UA,
          ipAddress: '10.0.0.1',
        },
      },
    );
    expect(body).toEqual({ data: { recordPageView: { accepted: true } } });
    const stored = await server.prisma.pageView.findFirstOrThrow({ where: { path: '/faq' } });
    expect(stored).toMatchObject({ page: 'Faq', referrer: null, userAgent: BROWSER_UA });
    expect(Object.values(stored).map(String)).not.toContain('10.0.0.1');
    const top = await server.graphql('{ topPages { page path count } }');
    expect(top.body.data).toEqual({ topPages: [{ page: 'Faq', path: '/faq', count: 1 }] });
  });

  it("recordPageView drops a bot, by the request's User-Agent header, without an error", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Googlebot/2.1' },
      body: JSON.stringify({
        query: 'mutation ($input: PageViewInput!) { recordPageView(input: $input) { accepted } }',
        variables: { input: { page: '/faq', path: '/faq', userAgent: BROWSER_UA } },
      }),
    });
    expect(await response.json()).toEqual({ data: { recordPageView: { accepted: false } } });
  });

  it('recordPageView rejects invalid input with BAD_USER_INPUT', async () => {
    const { body } = await server.graphql(
      'mutation ($input: PageViewInput!) { recordPageView(input: $input) { accepted } }',
      { input: { page: '', path: 'faq' } },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'path: must start with /',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a wrongly typed variable is BAD_USER_INPUT, not a server error', async () => {
    const { body } = await server.graphql(
      'mutation ($input: PageViewInput!) { recordPageView(input: $input) { accepted } }',
      { input: { page: 5 } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('recordCalculatorUsage stores the inputs; topCalculators counts them', async () => {
    const inputs = { bill: 50, tipPercent: 15, people: 1 };
    for (let i = 0; i < 2; i++) {
      const { body } = await server.graphql(
        `mutation ($input: CalculatorUsageInput!) {
          recordCalculatorUsage(input: $input) { accepted }
        }`,
        { input: { calculatorId: 2, calculatorSlug: 'tip-calculator', inputs } },
      );
      expect(body.data?.recordCalculatorUsage).toEqual({ accepted: true });
    }
    const rows = await server.prisma.calculatorUsage.findMany({ where: { calculatorId: 2 } });
    expect(rows.map((row) => row.inputs)).toEqual([inputs, inputs]);
    const top = await server.graphql('{ topCalculators { calculatorSlug label count } }');
    expect(top.body.data).toEqual({
      topCalculators: [{ calculatorSlug: 'tip-calculator', label: 'Tip Calculator', count: 2 }],
    });
  });

  it('recordCalculatorUsage rejects a slug that does not match the id', async () => {
    const { body } = await server.graphql(
      'mutation ($input: CalculatorUsageInput!) { recordCalculatorUsage(input: $input) { accepted } }',
      { input: { calculatorId: 1, calculatorSlug: 'tip-calculator', inputs: {} } },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('ranges and daily series count today, and reject other ranges', async () => {
    const { body } = await server.graphql<{
      topPages: { page: string; count: number }[];
      pageViewsByDay: { day: string; count: number }[];
      calculatorUsageByDay: { day: string; count: number }[];
    }>(
      `{ topPages(days: 30) { page count } pageViewsByDay(days: 7) { day count }
         calculatorUsageByDay(days: 90) { day count } }`,
    );
    expect(body.data?.topPages).toEqual([{ page: 'Faq', count: 1 }]);
    expect(body.data?.pageViewsByDay).toHaveLength(7);
    expect(body.data?.pageViewsByDay.at(-1)?.count).toBe(1);
    expect(body.data?.calculatorUsageByDay).toHaveLength(90);
    const bad = await server.graphql('{ topCalculators(days: 365) { count } }');
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'days must be 7, 30 or 90',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('protocol errors', () => {
  it('a syntax error is GRAPHQL_PARSE_FAILED with status 400', async () => {
    const { status, body } = await server.graphql('{ categories { ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('an unknown field is GRAPHQL_VALIDATION_FAILED', async () => {
    const { body } = await server.graphql('{ secrets }');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a GET without a preflight header is blocked (CSRF prevention)', async () => {
    const response = await fetch(`${server.url}/graphql?query=%7Bcategories%7Bslug%7D%7D`);
    expect(response.status).toBe(400);
  });
});
