import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from './lib/logger.ts';
import { MAX_JSON_DEPTH } from './lib/validation.ts';
import { BROWSER_UA, startTestServer, type TestServer } from './test/testServer.ts';

// Throws generated bad input at every REST path, GraphQL operation and page: the server must
// never answer 5xx, must answer each request about as fast as a benign request of its kind
// measured in the same run, and the database must be unchanged except for the writes that were
// valid.

/**
 * How many times slower than a benign request of its kind a generated one may be. Generous: the
 * machine may be busy, and what this catches is work that grows with the input (seconds).
 */
const SLOWER_THAN_BENIGN = 50;

// Pages are rendered by a stand-in for the built web renderer that shows every text a visitor
// controls (the address's path and query, and the origin taken from the Host header), escaped as
// React escapes text: what the server does with the page around it is under test.
const TEMPLATE =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
const escape = (text) => text.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderPage(url) {
  const { origin, pathname, searchParams } = new URL(url);
  const shown = [origin, decodeURIComponent(pathname), ...searchParams.entries()].join('|');
  return {
    status: 200,
    head: '',
    html: '<main>' + escape(shown) + '</main>',
    stateScript: '',
    complete: true,
    queryKeysRead: ['*'],
  };
}`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let server: TestServer;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'fuzz-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(webDir, 'entry-server.mjs'), RENDERER);
  server = await startTestServer({
    env: {
      WEB_DIST_DIR: webDir,
      SSR_ENTRY: path.join(webDir, 'entry-server.mjs'),
      // Each generated page is new; caching them would only measure the cache.
      PAGE_CACHE_SECONDS: '0',
      // One test client asks for hundreds of pages, far past what one visitor may have rendered.
      PAGE_RENDERS_PER_MINUTE: '100000',
    },
  });
  // The first answers load code and the catalogue: they are not what is measured.
  const warmUp = (path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: body ? JSON.stringify(body) : undefined,
    }).then((response) => response.arrayBuffer());
  for (const path of ['/api/categories', '/api/calculators/bmi-calculator', '/search?q=x']) {
    await warmUp(path);
  }
  await warmUp('/graphql', { query: '{ categories { slug } }' });
  await warmUp('/api/analytics/page-view', { path: '/' });
  // And each kind of hostile request once, so that compiling its code is not what is measured.
  for (let round = 0; round < 10; round++) {
    await warmUp('/graphql', { query: fanOutDocument('query', 40, 3) });
    await warmUp('/graphql', { query: fanOutDocument('mutation', 30, 2) });
    await warmUp('/graphql', {
      query: `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: categories { slug }`).join(' ')} }`,
    });
    await warmUp('/graphql', {
      extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } },
    });
    await warmUp(
      '/api/analytics/calculator-usage',
      JSON.parse(`{"inputs":${'['.repeat(30)}${']'.repeat(30)}}`),
    );
    await warmUp(`/calculator/${round}?${round}=${round}`);
  }
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

/**
 * A benign request of each kind the generated ones are compared with: one that does real work
 * (a search, never the same twice, so no cache answers it).
 */
let benignSearches = 0;
const BENIGN: Record<RequestKind, () => Promise<unknown>> = {
  rest: () => fetch(`${server.url}/api/calculators/bmi-calculator`).then((r) => r.arrayBuffer()),
  graphql: () =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ searchCalculators(query: "calculator ${++benignSearches}") { slug name description categoryInfo { name } } }`,
      }),
    }).then((r) => r.arrayBuffer()),
  page: () => fetch(`${server.url}/about?benign=1`).then((r) => r.arrayBuffer()),
};
type RequestKind = 'rest' | 'graphql' | 'page';

/** The median time of 5 benign requests of a kind, as the machine is now. */
async function benignMs(kind: RequestKind): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await timeOf(BENIGN[kind])).ms);
  return times.sort((a, b) => a - b)[2] ?? 0;
}
const benign = new Map<RequestKind, number>();

/**
 * Sends a request by calling `request` and returns its answers: one, or two when the first took
 * longer than SLOWER_THAN_BENIGN times a benign request of its kind and was sent again, after
 * timing benign requests again (the machine may have become busier). An input that makes the
 * server slow is slow every time; a single slow answer is the machine pausing (a garbage
 * collection in this process, which is client and server both, or a busy CI host), so the test
 * fails only when both were slow. Callers that count writes count them from every answer.
 */
async function timed<T>(
  what: string,
  kind: RequestKind,
  request: () => Promise<T>,
): Promise<[T, ...T[]]> {
  if (!benign.has(kind)) benign.set(kind, await benignMs(kind));
  const first = await timeOf(request);
  if (first.ms <= SLOWER_THAN_BENIGN * (benign.get(kind) ?? 0)) return [first.answer];
  const now = await benignMs(kind);
  benign.set(kind, now);
  const again = await timeOf(request);
  expect(
    again.ms,
    `${what} took ${first.ms.toFixed(1)} ms, and ${again.ms.toFixed(1)} ms sent again; a benign request ${now.toFixed(1)} ms`,
  ).toBeLessThanOrEqual(SLOWER_THAN_BENIGN * now);
  return [first.answer, again.answer];
}

async function timeOf<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

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

/** GETs a path, timed; the status of every answer. */
function getStatuses(path: string): Promise<number[]> {
  return timed(`GET ${path.slice(0, 80)}`, 'rest', async () => {
    const response = await fetch(`${server.url}${path}`, {
      headers: { 'user-agent': BROWSER_UA },
    });
    await response.arrayBuffer();
    return response.status;
  });
}

/** POSTs to /graphql, timed; the status and the parsed answer of every answer. */
function graphqlAnswers(body: unknown) {
  return timed('POST /graphql', 'graphql', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: response.status, answer };
  });
}

/** POSTs a request that writes nothing to /graphql; its status and parsed answer, timed. */
async function graphql(body: unknown) {
  const [first] = await graphqlAnswers(body);
  return first;
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
          for (const status of await getStatuses(prefix + encodeURIComponent(text))) {
            expect(status).toBeLessThan(500);
          }
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
          const answers = await timed(`POST /api/analytics/${kind}`, 'rest', async () => {
            const response = await fetch(`${server.url}/api/analytics/${kind}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
              body: raw ?? JSON.stringify(body),
            });
            const answer = (await response.json()) as { accepted?: boolean };
            return { status: response.status, answer };
          });
          for (const { status, answer } of answers) {
            expect(status).toBeLessThan(500);
            if (status === 202 && answer.accepted) {
              if (kind === 'page-view') accepted = { ...accepted, views: accepted.views + 1 };
              else accepted = { ...accepted, usage: accepted.usage + 1 };
            }
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
          for (const { status, answer } of await graphqlAnswers(body)) {
            expect(status).toBeLessThan(500);
            for (const error of answer.errors ?? []) {
              expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
            }
            if (answer.data?.sendContactMessage) validMessages++;
            const subscription = answer.data?.subscribeNewsletter as { email: string } | undefined;
            if (subscription) {
              validSubscriptions = new Set([...validSubscriptions, subscription.email]);
            }
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

/** A document whose fragments each spread the next `fanOut` times: fanOut^levels expansions. */
function fanOutDocument(kind: 'query' | 'mutation', levels: number, fanOut: number): string {
  const type = kind === 'query' ? 'Query' : 'Mutation';
  const spreads = (i: number) => Array.from({ length: fanOut }, () => `...F${i}`).join(' ');
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on ${type} { ${spreads(i + 1)} }`,
  );
  const leaf = kind === 'query' ? '__typename' : 'subscribeNewsletter(email: "a@b.co") { email }';
  return `${kind} { ...F0 } ${fragments.join(' ')} fragment F${levels} on ${type} { ${leaf} }`;
}

/** Text made of String.replace patterns and characters HTML must escape. */
const patternText = fc
  .array(fc.constantFrom('$`', "$'", '$&', '$$', '$1', '$<x>', '$', 'a', ' ', '<', '&', '"', "'"), {
    minLength: 1,
    maxLength: 60,
  })
  .map((parts) => parts.join(''));

/** GETs a page with any Host header (fetch will not send one of our choosing). */
function getPage(pathAndQuery: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathAndQuery, headers: { host, 'user-agent': BROWSER_UA } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

describe('hostile documents, bodies and pages', () => {
  it('refuses fragment fan-out of 30 levels and more at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('query' as const, 'mutation' as const),
        fc.integer({ min: 30, max: 150 }),
        fc.integer({ min: 2, max: 6 }),
        async (kind, levels, fanOut) => {
          const { status, answer } = await graphql({ query: fanOutDocument(kind, levels, fanOut) });
          expect(status).toBe(400);
          expect(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']).toContain(
            answer.errors?.[0]?.extensions?.code,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers or refuses any walk of the catalogue at once, never with more than 1 MB', async () => {
    // Lists of calculators, nested through related and categoryInfo, under aliases and with
    // __typename repeated: the shapes that once answered 100 MB.
    const leaf = fc.constantFrom('slug', 'name description', '__typename', 'id icon iconBg');
    const list = fc.constantFrom(
      'allCalculators',
      'searchCalculators(query: "a")',
      'calculatorsByCategory(category: "finance")',
      'featuredCalculators',
      'recentCalculators(limit: 50)',
    );
    const nesting = fc.array(fc.constantFrom('related', 'categoryInfo'), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        list,
        nesting,
        leaf,
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 20 }),
        async (root, path, fields, aliases, typenames) => {
          const inner = `${fields} ${Array.from({ length: typenames }, (_, i) => `t${i}: __typename`).join(' ')}`;
          const nested = path.reduceRight((body, field) => `${field} { ${body} }`, inner);
          const query = `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${root} { ${nested} }`).join(' ')} }`;
          const [{ status, answer, bytes }] = await timed('POST /graphql', 'graphql', async () => {
            const response = await fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query }),
            });
            const text = await response.text();
            return {
              status: response.status,
              answer: JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] },
              bytes: text.length,
            };
          });
          expect(bytes).toBeLessThanOrEqual(1024 * 1024);
          if (status !== 200) {
            expect(status).toBe(400);
            expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses JSON nested 10,000 levels and more with a 400 at once', async () => {
    const tooDeep = `The input is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10_000, max: 30_000 }),
        fc.constantFrom('[]', '{}'),
        fc.constantFrom('rest', 'graphql'),
        async (depth, brackets, target) => {
          const [open, close] = brackets === '[]' ? ['[', ']'] : ['{"a":', '}'];
          if (target === 'rest') {
            // The REST cap is 16 KB: the nesting comes first and is never closed.
            const body = `{"calculatorId":1,"inputs":${open.repeat(depth)}`.slice(0, 16_000);
            const [answer] = await timed(
              'POST /api/analytics/calculator-usage',
              'rest',
              async () => {
                const response = await fetch(`${server.url}/api/analytics/calculator-usage`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
                  body,
                });
                const { message } = (await response.json()) as { message?: string };
                return { status: response.status, message };
              },
            );
            expect(answer).toEqual({ status: 400, message: tooDeep });
          } else {
            const nested = `${open.repeat(depth)}1${close.repeat(depth)}`.slice(0, 60_000);
            const { status, answer } = await graphql(
              `{"query":"mutation ($v: CalculatorUsageInput!) { recordCalculatorUsage(input: $v) { accepted } }","variables":{"v":{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":{"x":${nested}}}}}`,
            );
            expect({ status, message: answer.errors?.[0]?.message }).toEqual({
              status: 400,
              message: tooDeep,
            });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes any number of aliases, and refuses more than 15, or more than 3 mutation fields', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(
          'categories { slug }',
          'calculator(slug: "bmi-calculator") { name }',
          'topPages { page }',
          'recordPageView(input: { path: "/visit-scam-example" }) { accepted }',
        ),
        async (count, field) => {
          const mutation = field.startsWith('record');
          const fields = Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ');
          const { status, answer } = await graphql({
            query: `${mutation ? 'mutation' : 'query'} { ${fields} }`,
          });
          const refused = count > 15 || (mutation && count > 3);
          expect(status).toBe(refused ? 400 : 200);
          if (!refused) expect(answer.errors).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
    // The mutations named an address the site does not serve: nothing was counted.
    expect(await counts()).toEqual(before);
  });

  it('answers persisted queries: unknown hashes, wrong hashes and replays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('unknown', 'mismatch', 'replay'),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (mode, text) => {
          const query = `{ searchCalculators(query: ${JSON.stringify(text)}) { slug } }`;
          const hash = createHash('sha256').update(query).digest('hex');
          const other = createHash('sha256').update(`${text}!`).digest('hex');
          const persisted = (sha256Hash: string) => ({
            persistedQuery: { version: 1, sha256Hash },
          });
          if (mode === 'unknown') {
            const { status, answer } = await graphql({ extensions: persisted(other) });
            expect(status).toBeLessThan(500);
            expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
          } else if (mode === 'mismatch') {
            const { status, answer } = await graphql({ query, extensions: persisted(other) });
            expect(status).toBe(400);
            expect(answer.errors?.[0]).toEqual({
              message: 'provided sha does not match query',
              extensions: { code: 'BAD_REQUEST' },
            });
          } else {
            const first = await graphql({ query, extensions: persisted(hash) });
            const replay = await graphql({ extensions: persisted(hash) });
            expect(first.status).toBeLessThan(500);
            expect(replay.status).toBe(first.status);
            expect(replay.answer).toEqual(first.answer);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('shows text holding replacement patterns exactly as typed, in every part of a page', async () => {
    await fc.assert(
      fc.asyncProperty(
        patternText,
        patternText,
        patternText,
        fc.boolean(),
        async (segment, key, value, hostilePath) => {
          const pathname = hostilePath ? `/calculator/${encodeURIComponent(segment)}` : '/search';
          const query = `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
          // A Host of the client's choosing never names the page: the origin falls back.
          const [{ status, body }] = await timed(`GET ${pathname}`, 'page', () =>
            getPage(pathname + query, `${segment}.example`),
          );
          expect(status).toBe(200);
          const shown = escape(
            [
              `http://localhost:${new URL(server.url).port}`,
              decodeURIComponent(pathname),
              `${key},${value}`,
            ].join('|'),
          );
          const expected = TEMPLATE.replace(
            '<div id="root"></div>',
            () => `<div id="root"><main>${shown}</main></div>`,
          );
          expect(body).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// Lone UTF-16 surrogates (issue 25): JSON can spell one ("\ud800"), JavaScript keeps it, and
// PostgreSQL refuses it. Each REST body and GraphQL variables text below gets one, in one of its
// strings or keys: every one must be a 400 BAD_USER_INPUT saying so, and nothing is stored.
describe('lone surrogates in any JSON text', () => {
  const NOT_UNICODE = /must be well-formed Unicode \(it holds a lone UTF-16 surrogate/;

  /** A surrogate alone, as a JSON escape in either case: \ud800-\udfff. */
  const loneSurrogate = fc
    .tuple(fc.integer({ min: 0xd800, max: 0xdfff }), fc.boolean())
    .map(([unit, upper]) => `\\u${upper ? unit.toString(16).toUpperCase() : unit.toString(16)}`);

  /**
   * `json` with `escape` put at the start of its `pick`-th string, key or value (nothing before
   * it there can pair with it); JSON without strings is wrapped in an object with it as a key.
   */
  function withLoneSurrogate(json: string, escape: string, pick: number): string {
    const strings = [...json.matchAll(/"(?:[^"\\]|\\.)*"/g)];
    if (strings.length === 0) return `{"${escape}":${json}}`;
    const at = strings[pick % strings.length]!.index + 1;
    return json.slice(0, at) + escape + json.slice(at);
  }

  /** Any JSON object or list: a body the JSON parser takes. */
  const jsonText = fc
    .oneof(
      fc.dictionary(fc.string({ maxLength: 20 }), anyJson),
      fc.array(anyJson, { maxLength: 5 }),
      fc.record(
        {
          path: hostileText,
          referrer: fc.option(hostileText),
          calculatorId: fc.constantFrom(1, 2),
          calculatorSlug: fc.constantFrom('bmi-calculator', 'tip-calculator'),
          inputs: fc.dictionary(fc.string({ maxLength: 20 }), anyJson),
        },
        { requiredKeys: [] },
      ),
    )
    .map((value) => JSON.stringify(value));

  const send = async (path: string, body: string) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
      body,
    });
    return {
      status: response.status,
      answer: (await response.json()) as {
        error?: string;
        message?: string;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  };

  it('REST bodies: a 400 naming it, and nothing stored', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('page-view', 'calculator-usage'),
        jsonText,
        loneSurrogate,
        fc.nat(),
        async (kind, json, escape, pick) => {
          const { status, answer } = await send(
            `/api/analytics/${kind}`,
            withLoneSurrogate(json, escape, pick),
          );
          expect(status).toBe(400);
          expect(answer.error).toBe('BAD_USER_INPUT');
          expect(answer.message).toMatch(NOT_UNICODE);
        },
      ),
      { numRuns: 300 },
    );
    expect(await counts()).toEqual(before);
  });

  it('GraphQL variables: BAD_USER_INPUT with a 400, and nothing stored', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'query ($v: String!) { calculator(slug: $v) { id } }',
          'query ($v: String!) { searchCalculators(query: $v) { id } }',
          'mutation ($v: PageViewInput!) { recordPageView(input: $v) { accepted } }',
          'mutation ($v: CalculatorUsageInput!) { recordCalculatorUsage(input: $v) { accepted } }',
          'mutation ($v: ContactMessageInput!) { sendContactMessage(input: $v) { id } }',
          'mutation ($v: String!) { subscribeNewsletter(email: $v) { email } }',
        ),
        fc.oneof(
          jsonText,
          hostileText.map((text) => JSON.stringify(text)),
        ),
        loneSurrogate,
        fc.nat(),
        async (query, value, escape, pick) => {
          const variables = withLoneSurrogate(`{"v":${value}}`, escape, pick);
          const { status, answer } = await send(
            '/graphql',
            `{"query":${JSON.stringify(query)},"variables":${variables}}`,
          );
          expect(status).toBe(400);
          expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
          expect(answer.errors?.[0]?.message).toMatch(NOT_UNICODE);
        },
      ),
      { numRuns: 300 },
    );
    expect(await counts()).toEqual(before);
  });
});

describe('request targets and Host headers', () => {
  // A page's origin is this server's, at the port it listens on: never the authority of an
  // absolute-form target (GET http://host:port/path), nor a port a Host header names.
  const ownOrigin = (name: string) => `http://${name}:${new URL(server.url).port}`;
  const anyPort = fc.oneof(
    fc.integer({ min: 0, max: 65_535 }),
    fc.integer({ min: 65_536, max: 2 ** 31 }),
    fc.stringMatching(/^[0-9]{6,15}$/),
  );
  const shownOrigin = (body: string) => /<main>([^|]*)\|/.exec(body)?.[1];

  it('answers absolute-form targets with the page at their path, at its own origin', async () => {
    const error = vi.spyOn(logger, 'error');
    try {
      await fc.assert(
        fc.asyncProperty(
          // Schemes of letters: Node's parser refuses others before the app, closing the socket.
          fc.oneof(fc.constantFrom('http', 'https', 'HTTP'), fc.stringMatching(/^[a-zA-Z]{1,8}$/)),
          fc.oneof(fc.domain(), fc.constantFrom('localhost', '127.0.0.1', '[::1]', 'x')),
          fc.option(anyPort, { nil: undefined }),
          fc.oneof(
            fc.constantFrom('', '/', '?a=1', '/about', '/search?q=$&'),
            fc.tuple(fc.webPath(), fc.webQueryParameters()).map(([p, q]) => `/page${p}?${q}`),
          ),
          async (scheme, host, port, path) => {
            const target = `${scheme}://${host}${port === undefined ? '' : `:${port}`}${path}`;
            for (const { status, body } of await timed(`GET ${target.slice(0, 80)}`, 'page', () =>
              getPage(target, 'localhost'),
            )) {
              // Other schemes may be refused, by Node's parser (400) or as naming no path (404).
              if (/^https?$/i.test(scheme)) expect(status, target).toBe(200);
              else if (status !== 200) expect([400, 404], target).toContain(status);
              if (status === 200) expect(shownOrigin(body), target).toBe(ownOrigin('localhost'));
            }
          },
        ),
        { numRuns: 300 },
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('takes any port in a Host header, in range or not, as the one the server listens on', async () => {
    const error = vi.spyOn(logger, 'error');
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('localhost', '127.0.0.1', '[::1]', 'LocalHost'),
          anyPort,
          fc.constantFrom('/about', '/search?q=1', '/calculator/bmi-calculator'),
          async (name, port, path) => {
            for (const { status, body } of await timed(`GET ${path}`, 'page', () =>
              getPage(path, `${name}:${port}`),
            )) {
              expect(status).toBe(200);
              expect(shownOrigin(body), `${name}:${port}`).toBe(ownOrigin(name.toLowerCase()));
            }
          },
        ),
        { numRuns: 300 },
      );
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
