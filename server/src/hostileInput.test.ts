import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql/limits.ts';
import { MAX_JSON_DEPTH } from './lib/validation.ts';
import { BROWSER_UA, startTestServer, type TestServer } from './test/testServer.ts';

// Requests an attacker would send (issue 15): each must get a clear 4xx at once, never a 500,
// and leave the server answering others.

const WRITES_PER_MINUTE = 10;
let server: TestServer;
beforeAll(async () => {
  // Behind a proxy on loopback, so each test can be another client through X-Forwarded-For.
  server = await startTestServer({
    env: { WRITES_PER_MINUTE: String(WRITES_PER_MINUTE), TRUST_PROXY: 'loopback' },
  });
});
afterAll(() => server?.close());

const TOO_DEEP = {
  error: 'BAD_USER_INPUT',
  message: `The input is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
};

interface Answer {
  status: number;
  body: { errors?: { message: string; extensions?: { code?: string } }[] } & Record<
    string,
    unknown
  >;
  retryAfter: string | null;
  ms: number;
}

/** POSTs JSON as a browser at `client` (an address the proxy on loopback reports) would. */
async function post(path: string, body: string, client = '198.51.100.1'): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER_UA,
      'x-forwarded-for': client,
    },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Whether a nested body's answer came "at once": the quickest of 3 answers to it (`ms` and two
 * more) within 20 times the median of 3 answers to a flat body as long (the same parsing, none of
 * the nesting), measured now. Nesting whose cost grew with its depth took seconds every time; a
 * busy machine slows both alike, and one pause of the machine no longer decides.
 */
async function expectAsFastAsFlat(path: string, nested: string, ms: number) {
  const flat = nested.replace(/\[/g, '0').replace(/\]/g, ' ');
  const flatTimes: number[] = [];
  const nestedTimes = [ms];
  // From clients of their own, so as not to spend the tests' client's write budget.
  for (let i = 0; i < 3; i++) flatTimes.push((await post(path, flat, '198.51.100.200')).ms);
  for (let i = 0; i < 2; i++) {
    const again = await post(path, nested, '198.51.100.201');
    expect(again.status).toBe(400);
    nestedTimes.push(again.ms);
  }
  const median = flatTimes.sort((a, b) => a - b)[1]!;
  expect(Math.min(...nestedTimes)).toBeLessThanOrEqual(20 * median);
}

describe('deeply nested JSON', () => {
  it.each(['/api/analytics/page-view', '/api/analytics/calculator-usage'])(
    'a REST body nested 7,000 deep (under the 16 KB cap) gets a 400 at once: %s',
    async (path) => {
      const body = `{"page":"/","path":"/","calculatorId":1,"inputs":${nestedArray(7000)}}`;
      expect(body.length).toBeLessThan(16 * 1024);
      const answer = await post(path, body);
      expect(answer).toMatchObject({ status: 400, body: TOO_DEEP });
      await expectAsFastAsFlat(path, body, answer.ms);
    },
  );

  it('GraphQL variables nested 30,000 deep get a 400 at once, as a GraphQL error', async () => {
    const body = `{"query":"mutation ($v: CalculatorUsageInput!) { recordCalculatorUsage(input: $v) { accepted } }","variables":{"v":{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":{"x":${nestedArray(30_000)}}}}}`;
    const answer = await post('/graphql', body);
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ message: TOO_DEEP.message, extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    await expectAsFastAsFlat('/graphql', body, answer.ms);
  });

  it('refuses JSON in another charset than UTF-8, in which the nesting would go unmeasured', async () => {
    const json = `{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":{"x":${nestedArray(3000)}}}`;
    const response = await fetch(`${server.url}/api/analytics/calculator-usage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-16le', 'user-agent': BROWSER_UA },
      body: Buffer.from(json, 'utf16le'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'BAD_USER_INPUT',
      message: 'Send JSON in UTF-8',
    });
  });

  it('a GraphQL literal nested as deep as the token limit allows is refused as bad input', async () => {
    const depth = Math.floor(GRAPHQL_LIMITS.maxTokens / 2) - 40;
    const query = `mutation { recordCalculatorUsage(input: { calculatorId: 1, calculatorSlug: "bmi-calculator", inputs: { x: ${nestedArray(depth)} } }) { accepted } }`;
    const answer = await post('/graphql', JSON.stringify({ query }));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: TOO_DEEP.message,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('a body nested exactly to the limit is accepted, one level more is not', async () => {
    // The body is level 1 and `inputs` level 2; the arrays inside take it to `depth`.
    const usage = (depth: number) =>
      `{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":{"x":${nestedArray(depth - 2)}}}`;
    const atLimit = await post('/api/analytics/calculator-usage', usage(MAX_JSON_DEPTH));
    expect(atLimit).toMatchObject({ status: 202, body: { accepted: true } });
    const past = await post('/api/analytics/calculator-usage', usage(MAX_JSON_DEPTH + 1));
    expect(past).toMatchObject({ status: 400, body: TOO_DEEP });
  });
});

const RECORD_VIEW = (path: string) =>
  `recordPageView(input: { page: "x", path: "${path}" }) { accepted }`;

const viewsOf = (path: string) => server.prisma.pageView.count({ where: { path } });

describe('the write limit counts every mutation field, however it is sent', () => {
  it('a persisted mutation replayed by its hash alone is charged each time', async () => {
    const client = '198.51.100.10';
    const query = `mutation { ${RECORD_VIEW('/about')} }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const persisted = { persistedQuery: { version: 1, sha256Hash } };
    const first = await post('/graphql', JSON.stringify({ query, extensions: persisted }), client);
    expect(first.status).toBe(200);
    const before = await viewsOf('/about');
    const replays: Answer[] = [];
    for (let i = 0; i < 20; i++) {
      replays.push(await post('/graphql', JSON.stringify({ extensions: persisted }), client));
    }
    // The first request took one write; 9 replays fit in the rest of the budget.
    expect(replays.slice(0, WRITES_PER_MINUTE - 1).map((r) => r.status)).toEqual(
      Array(WRITES_PER_MINUTE - 1).fill(200),
    );
    const refused = replays.slice(WRITES_PER_MINUTE - 1);
    expect(refused.map((r) => r.status)).toEqual(Array(refused.length).fill(429));
    expect(refused[0]!.body.errors?.[0]).toMatchObject({
      message: 'Too many requests. Please wait a minute and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await viewsOf('/about')) - before).toBe(WRITES_PER_MINUTE - 1);
  });

  it('refuses more than 3 mutation fields in one request, aliased or through fragments', async () => {
    const client = '198.51.100.11';
    const before = await viewsOf('/faq');
    const aliased = Array.from({ length: 15 }, (_, i) => `v${i}: ${RECORD_VIEW('/faq')}`);
    const viaFragments = `mutation { ...A ... on Mutation { c: ${RECORD_VIEW('/faq')} } }
      fragment A on Mutation { a: ${RECORD_VIEW('/faq')} ...B }
      fragment B on Mutation { b: ${RECORD_VIEW('/faq')} d: ${RECORD_VIEW('/faq')} }`;
    for (const query of [`mutation { ${aliased.join(' ')} }`, viaFragments]) {
      const answer = await post('/graphql', JSON.stringify({ query }), client);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'A request may run at most 3 mutation fields',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await viewsOf('/faq')).toBe(before);
  });

  it('charges each field of a request with several', async () => {
    const client = '198.51.100.12';
    const three = `mutation { a: ${RECORD_VIEW('/terms')} b: ${RECORD_VIEW('/terms')} c: ${RECORD_VIEW('/terms')} }`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await post('/graphql', JSON.stringify({ query: three }), client)).status);
    }
    // 3 requests of 3 fit in 10; the fourth would make 12.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('a fragment spread twice runs, and is charged, once', async () => {
    const query = `mutation { ...V ...V } fragment V on Mutation { ${RECORD_VIEW('/privacy')} }`;
    const before = await viewsOf('/privacy');
    const answer = await post('/graphql', JSON.stringify({ query }), '198.51.100.13');
    expect(answer.status).toBe(200);
    expect((await viewsOf('/privacy')) - before).toBe(1);
  });
});

describe('rate-limit keys behind a proxy (TRUST_PROXY)', () => {
  const pageView = JSON.stringify({ page: 'x', path: '/contact' });

  it('a client cannot pick its own key by writing X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 2; i++) {
      // The client wrote "10.i.0.1"; the proxy on loopback appended the address it saw.
      const answer = await post('/api/analytics/page-view', pageView, `10.${i}.0.1, 198.51.100.20`);
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(WRITES_PER_MINUTE).fill(202), 429, 429]);
  });

  it('every address of one IPv6 /64 is one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 1; i++) {
      const answer = await post('/api/analytics/page-view', pageView, `2001:db8:77:1::${i + 1}`);
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    const neighbour = await post('/api/analytics/page-view', pageView, '2001:db8:77:2::1');
    expect(neighbour.status).toBe(202);
  });
});
