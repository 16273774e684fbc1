import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql/limits.ts';
import { BROWSER_UA, postJson, startTestServer, type TestServer } from './test/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WRITES_PER_MINUTE: '5', GRAPHQL_PER_MINUTE: '40' } });
});
afterAll(() => server?.close());

/** A GraphQL answer, or a REST-style refusal such as the rate limit's. */
interface Answer {
  data?: { calculator: { categoryInfo: { name: string } } };
  errors: { message: string; extensions?: { code?: string } }[];
  error?: string;
}

const gql = (body: unknown) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: JSON.stringify(body),
  });

async function ask(body: unknown): Promise<Answer> {
  return (await (await gql(body)).json()) as Answer;
}

describe('security headers', () => {
  it('sends a CSP the site passes: own scripts only, no eval, no framing; no X-Powered-By', async () => {
    const response = await fetch(`${server.url}/api/categories`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('health', () => {
  it('/healthz answers while the process runs; /readyz checks the database', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });
});

describe('GraphQL limits', () => {
  it('refuses a query nested deeper than the limit', async () => {
    // The schema is shallow; the depth rule measures any document, before fields are resolved.
    const depth = GRAPHQL_LIMITS.maxDepth + 1;
    const query = `{ ${'calculator(slug: "x") { '.repeat(depth)}id${' }'.repeat(depth)} }`;
    const body = await ask({ query });
    const messages = body.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain(
      `The query is nested too deeply (at most ${GRAPHQL_LIMITS.maxDepth} levels)`,
    );
    const fine = await ask({
      query: '{ calculator(slug: "bmi-calculator") { categoryInfo { name } } }',
    });
    expect(fine.data?.calculator.categoryInfo.name).toBe('Health');
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: categories { slug }`,
    );
    const body = await ask({ query: `{ ${aliases.join(' ')} }` });
    expect(body.errors[0]).toMatchObject({
      message: `The query uses too many aliases (at most ${GRAPHQL_LIMITS.maxAliases})`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a query above the cost limit', async () => {
    const fragments = `
      fragment F on Category { id slug name icon iconBg description sortOrder calculatorCount }
      fragment C on Calculator {
        id slug name description category icon iconBg featured publishedAt updatedAt
        categoryInfo { ...F }
      }`;
    // Each copy is 19 fields for each of the catalogue's calculators: 5 copies pass 5,000.
    const copies = Array.from({ length: 5 }, (_, i) => `a${i}: allCalculators { ...C }`);
    const body = await ask({ query: `{ ${copies.join(' ')} } ${fragments}` });
    expect(body.errors[0]).toMatchObject({
      message:
        'The query asks for too much at once (at most 5,000 fields in an answer, lists counted by their length)',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a document with too many tokens before validating it', async () => {
    const query = `{ categories { ${'slug '.repeat(GRAPHQL_LIMITS.maxTokens)} } }`;
    const response = await gql({ query });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Answer;
    expect(body.errors[0]?.message).toMatch(/more that 2000 tokens/);
  });

  it('refuses batched requests', async () => {
    const response = await gql([
      { query: '{ categories { slug } }' },
      { query: '{ categories { id } }' },
    ]);
    expect(response.status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the per-client write limit', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 7; i++) {
      const response = await fetch(
        `${server.url}/api/analytics/page-view`,
        postJson({ page: 'x', path: '/contact' }),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(await response.json()).toEqual({
          error: 'RATE_LIMITED',
          message: 'Too many requests. Please wait a minute and try again.',
        });
      }
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(await server.prisma.pageView.count({ where: { path: '/contact' } })).toBe(5);
  });

  it('counts GraphQL mutations as writes', async () => {
    const response = await gql({
      query: 'mutation { subscribeNewsletter(email: "a@example.com") { email } }',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await response.json()) as Answer).errors[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('answers 429 past the GraphQL request limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++)
      statuses.push((await gql({ query: '{ categories { slug } }' })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429).length).toBeLessThanOrEqual(45 - 30);
  });
});
