import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from './graphql/limits.ts';
import { MAX_JSON_DEPTH } from './lib/validation.ts';
import { BROWSER_UA, startTestServer, type TestServer } from './test/testServer.ts';

// Requests an attacker would send (issue 15): each must get a clear 4xx at once, never a 500,
// and leave the server answering others.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TOO_DEEP = {
  error: 'BAD_USER_INPUT',
  message: `The input is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
};

async function post(path: string, body: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER_UA },
    body,
  });
  const answer = (await response.json()) as { errors?: unknown[] } & Record<string, unknown>;
  return { status: response.status, body: answer, ms: performance.now() - started };
}

const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it.each(['/api/analytics/page-view', '/api/analytics/calculator-usage'])(
    'a REST body nested 7,000 deep (under the 16 KB cap) gets a 400 at once: %s',
    async (path) => {
      const body = `{"page":"/","path":"/","calculatorId":1,"inputs":${nestedArray(7000)}}`;
      expect(body.length).toBeLessThan(16 * 1024);
      const answer = await post(path, body);
      expect(answer).toMatchObject({ status: 400, body: TOO_DEEP });
      expect(answer.ms).toBeLessThan(500);
    },
  );

  it('GraphQL variables nested 30,000 deep get a 400 at once', async () => {
    const body = `{"query":"mutation ($v: CalculatorUsageInput!) { recordCalculatorUsage(input: $v) { accepted } }","variables":{"v":{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":{"x":${nestedArray(30_000)}}}}}`;
    const answer = await post('/graphql', body);
    expect(answer).toMatchObject({ status: 400, body: TOO_DEEP });
    expect(answer.ms).toBeLessThan(500);
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
