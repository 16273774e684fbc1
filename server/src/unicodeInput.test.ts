import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from './test/testServer.ts';

// Text that is not well-formed Unicode (a lone UTF-16 surrogate, which JSON can spell as
// "\ud800") cannot be stored by PostgreSQL: a calculator use holding one was a 500 with a stack
// trace, and with batching on it stalled every later event (issue 25). Every input is refused
// with a 400 where it is read.

const NOT_UNICODE =
  'must be well-formed Unicode (it holds a lone UTF-16 surrogate, \\ud800-\\udfff)';
const QUERY_NOT_UTF8 = 'The query string must be percent-encoded UTF-8';

let server: TestServer;
let batching: TestServer;
beforeAll(async () => {
  [server, batching] = await Promise.all([
    startTestServer(),
    // Events wait in the buffer until a flush: a minute, or 5 of them.
    startTestServer({ env: { ANALYTICS_BATCH_MS: '60000', ANALYTICS_BATCH_SIZE: '5' } }),
  ]);
});
afterAll(() => Promise.all([server?.close(), batching?.close()]));

const usage = (inputs: unknown) => ({ calculatorId: 2, calculatorSlug: 'tip-calculator', inputs });
const stored = (on: TestServer) =>
  Promise.all([on.prisma.calculatorUsage.count(), on.prisma.pageView.count()]);

describe('REST JSON bodies', () => {
  it.each([
    ['a high surrogate in the inputs', usage({ a: '\ud800' }), `inputs.a: ${NOT_UNICODE}`],
    ['a low surrogate in a list', usage({ a: ['ok', 'x\udfff'] }), `inputs.a.1: ${NOT_UNICODE}`],
    ['a surrogate in a key', usage({ ['k\udc00']: 1 }), `inputs.k\\udc00: ${NOT_UNICODE}`],
    ['a pair in the wrong order', usage({ a: '\udc00\ud800' }), `inputs.a: ${NOT_UNICODE}`],
    [
      'a surrogate in the slug',
      { ...usage({}), calculatorSlug: '\ud83d' },
      `calculatorSlug: ${NOT_UNICODE}`,
    ],
  ])('calculator-usage: %s is a 400, and nothing is stored', async (_name, body, message) => {
    const before = await stored(server);
    const answer = await server.api('/api/analytics/calculator-usage', postJson(body));
    expect(answer).toEqual({ status: 400, body: { error: 'BAD_USER_INPUT', message } });
    expect(await stored(server)).toEqual(before);
  });

  it('page-view: a surrogate in the referrer is a 400, written in upper case too', async () => {
    const before = await stored(server);
    const answer = await server.api(
      '/api/analytics/page-view',
      postJson('{"path":"/about","referrer":"https://example.org/\\uDBFF"}'),
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: 'BAD_USER_INPUT', message: `referrer: ${NOT_UNICODE}` },
    });
    expect(await stored(server)).toEqual(before);
  });

  it('a surrogate pair (an emoji) is well-formed, and stored as sent', async () => {
    const answer = await server.api(
      '/api/analytics/calculator-usage',
      postJson(
        '{"calculatorId":2,"calculatorSlug":"tip-calculator","inputs":{"note":"\\ud83d\\ude00"}}',
      ),
    );
    expect(answer).toEqual({ status: 202, body: { accepted: true } });
    const row = await server.prisma.calculatorUsage.findFirst({ orderBy: { id: 'desc' } });
    expect(row?.inputs).toEqual({ note: '😀' });
  });
});

describe('GraphQL', () => {
  const mutation =
    'mutation ($input: CalculatorUsageInput!) { recordCalculatorUsage(input: $input) { accepted } }';

  it('variables holding a lone surrogate are BAD_USER_INPUT with a 400, and nothing is stored', async () => {
    const before = await stored(server);
    const answer = await server.graphql(mutation, { input: usage({ a: '\ud800' }) });
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: `variables.input.inputs.a: ${NOT_UNICODE}`,
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    });
    expect(await stored(server)).toEqual(before);
  });

  it('variables sent in a GET query string are refused the same way', async () => {
    const query = 'query ($slug: String!) { calculator(slug: $slug) { id } }';
    const variables = JSON.stringify({ slug: 'bmi\udfff' });
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(variables)}`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { message: `variables.slug: ${NOT_UNICODE}`, extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
  });

  it.each([
    ['as a character', '"\ud800"'],
    ['as an escape', '"\\ud800"'],
    ['in a block string', '"""\ud800"""'],
  ])('a string literal holding one %s is a 400, and nothing is stored', async (_name, literal) => {
    const before = await stored(server);
    const answer = await server.graphql(
      `mutation { recordCalculatorUsage(input: { calculatorId: 2, calculatorSlug: "tip-calculator", inputs: { a: ${literal} } }) { accepted } }`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toMatch(
      /^(BAD_USER_INPUT|GRAPHQL_PARSE_FAILED)$/,
    );
    expect(answer.body.errors?.[0]?.message).toMatch(/surrogate|Unicode|U\+D800/);
    expect(await stored(server)).toEqual(before);
  });
});

describe('query strings', () => {
  // %ED%A0%80 is how UTF-8 would spell U+D800, which UTF-8 may not; Express would read it as
  // three U+FFFD characters.
  it.each([
    '/api/crypto/rate?from=%ED%A0%80&to=usd',
    '/api/analytics/top-pages?days=%ED%A0%80',
    '/api/calculators/recent?limit=4&x=%C3',
  ])('%s is a 400 that says why', async (path) => {
    expect(await server.api(path)).toEqual({
      status: 400,
      body: { error: 'BAD_USER_INPUT', message: QUERY_NOT_UTF8 },
    });
  });

  it('GraphQL over GET too', async () => {
    const response = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('{ categories { slug } }')}&x=%ED%A0%80`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: QUERY_NOT_UTF8, extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });
});

describe('with batching on (ANALYTICS_BATCH_MS)', () => {
  it('a use holding a lone surrogate is refused, and the good uses around it are stored', async () => {
    const post = (inputs: unknown) =>
      batching.api('/api/analytics/calculator-usage', postJson(usage(inputs)));
    const before = await batching.prisma.calculatorUsage.count();
    const answers = [];
    for (const inputs of [{ a: 1 }, { a: 2 }, { a: '\ud800' }, { a: 3 }, { a: 4 }, { a: 5 }]) {
      answers.push((await post(inputs)).status);
    }
    expect(answers).toEqual([202, 202, 400, 202, 202, 202]);
    // Five accepted: a full batch, written at once.
    await expect.poll(() => batching.prisma.calculatorUsage.count()).toBe(before + 5);
    const total = await batching.prisma.calculatorUsageTotal.findUnique({
      where: { calculatorSlug: 'tip-calculator' },
    });
    expect(total?.count).toBe(5);
  });

  it('GraphQL likewise', async () => {
    const answer = await batching.graphql(
      'mutation ($input: CalculatorUsageInput!) { recordCalculatorUsage(input: $input) { accepted } }',
      { input: usage({ a: '\udbff' }) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
