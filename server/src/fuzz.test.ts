import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, startTestServer, type TestServer } from './test/testServer.ts';

// Throws generated bad input at every REST path and GraphQL operation: the server must never
// answer 5xx, and the database must be unchanged except for the writes that were valid.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const RUNS = 1000;

/** Any JSON value, including deep and odd shapes. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
/** Strings that are hostile in paths and queries: unicode, control characters, traversal. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '../../etc/passwd',
    '%00',
    '%',
    '%E0%A4%A',
    "' OR 1=1 --",
    '<script>',
    '\u0000',
    'constructor',
    '__proto__',
  ),
);

async function counts() {
  const [views, usage, messages, subscribers, calculators, categories] = await Promise.all([
    server.prisma.pageView.count(),
    server.prisma.calculatorUsage.count(),
    server.prisma.contactMessage.count(),
    server.prisma.newsletterSubscription.count(),
    server.prisma.calculator.count(),
    server.prisma.category.count(),
  ]);
  return { views, usage, messages, subscribers, calculators, categories };
}

async function send(method: string, path: string, body?: unknown, raw?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  await response.arrayBuffer();
  return response.status;
}

describe(`${RUNS} generated bad inputs per entry point`, () => {
  it('REST reads never answer 5xx', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/categories/',
          '/api/calculators/',
          '/api/calculators/category/',
          '/api/calculators/recent?limit=',
          '/api/analytics/top-pages?days=',
          '/api/analytics/top-calculators?days=',
          '/api/analytics/page-views-by-day?days=',
          '/api/crypto/rate?to=usd&from=',
          '/api/youtube/info?url=',
        ),
        hostileText,
        async (prefix, text) => {
          const status = await send('GET', prefix + encodeURIComponent(text));
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
  });

  it('REST writes never answer 5xx and store only valid events', async () => {
    const before = await counts();
    let accepted = { views: 0, usage: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('page-view', 'calculator-usage'),
        fc.oneof(
          anyJson.map((value) => ({ body: value, raw: undefined })),
          fc.string({ maxLength: 200 }).map((raw) => ({ body: undefined, raw })),
          fc
            .record(
              {
                page: hostileText,
                path: hostileText,
                referrer: fc.option(hostileText),
                userAgent: fc.option(fc.constantFrom(BROWSER_UA, 'Googlebot', '')),
                calculatorId: fc.oneof(fc.integer(), fc.double(), fc.string()),
                calculatorSlug: hostileText,
                inputs: anyJson,
              },
              { requiredKeys: [] },
            )
            .map((body) => ({ body, raw: undefined })),
        ),
        async (kind, { body, raw }) => {
          const response = await fetch(`${server.url}/api/analytics/${kind}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
            body: raw ?? JSON.stringify(body),
          });
          const answer = (await response.json()) as { accepted?: boolean };
          expect(response.status).toBeLessThan(500);
          if (response.status === 202 && answer.accepted) {
            if (kind === 'page-view') accepted = { ...accepted, views: accepted.views + 1 };
            else accepted = { ...accepted, usage: accepted.usage + 1 };
          }
        },
      ),
      { numRuns: RUNS },
    );
    const after = await counts();
    expect(after).toEqual({
      ...before,
      views: before.views + accepted.views,
      usage: before.usage + accepted.usage,
    });
  });

  it('GraphQL operations never answer 5xx or INTERNAL_SERVER_ERROR', async () => {
    const before = await counts();
    const operations = [
      'query ($v: String!) { category(slug: $v) { id } }',
      'query ($v: String!) { calculator(slug: $v) { id categoryInfo { name } } }',
      'query ($v: Int) { recentCalculators(limit: $v) { id } }',
      'query ($v: String!) { calculatorsByCategory(category: $v) { id } }',
      'query ($v: String!) { searchCalculators(query: $v) { id } }',
      'query ($v: Int) { topPages(days: $v) { page } }',
      'query ($v: Int!) { pageViewsByDay(days: $v) { day } }',
      'query ($v: String!) { cryptoRate(from: $v, to: "usd") { rate } }',
      'query ($v: String!) { videoInfo(url: $v) { id } }',
      'mutation ($v: PageViewInput!) { recordPageView(input: $v) { accepted } }',
      'mutation ($v: CalculatorUsageInput!) { recordCalculatorUsage(input: $v) { accepted } }',
      'mutation ($v: ContactMessageInput!) { sendContactMessage(input: $v) { id } }',
      'mutation ($v: String!) { subscribeNewsletter(email: $v) { email } }',
    ];
    let validSubscriptions = new Set<string>();
    let validMessages = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.oneof(anyJson, hostileText, fc.integer()),
        fc.oneof(fc.constant(undefined), fc.string({ maxLength: 100 })),
        async (query, value, mangle) => {
          const body =
            mangle === undefined ? JSON.stringify({ query, variables: { v: value } }) : mangle;
          const response = await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
            body,
          });
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as {
            data?: { sendContactMessage?: unknown; subscribeNewsletter?: { email: string } };
            errors?: { extensions?: { code?: string } }[];
          };
          for (const error of answer.errors ?? []) {
            expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
          }
          if (answer.data?.sendContactMessage) validMessages++;
          if (answer.data?.subscribeNewsletter) {
            validSubscriptions = new Set([
              ...validSubscriptions,
              answer.data.subscribeNewsletter.email,
            ]);
          }
        },
      ),
      { numRuns: RUNS },
    );
    const after = await counts();
    expect(after.calculators).toBe(before.calculators);
    expect(after.categories).toBe(before.categories);
    expect(after.messages).toBe(before.messages + validMessages);
    expect(after.subscribers).toBe(before.subscribers + validSubscriptions.size);
  });
});
