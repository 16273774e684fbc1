import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.ts';
import { answerSizeLimit } from './answerSize.ts';
import {
  publicQueryResultCache,
  RESULT_CACHE_LIMITS,
  type ResultCacheLimits,
} from './publicQueries.ts';

// A small schema with one public catalogue field and one private field, counting executions.
const typeDefs = `
  type Query {
    featuredCalculators(limit: Int): [String!]!
    allCalculators(size: Int!): String!
    topPages: [String!]!
  }
`;

function serverWithCache(limits: Partial<ResultCacheLimits> = {}) {
  let clock = 0;
  const calls = { featured: 0, all: 0, topPages: 0 };
  let fail = false;
  const server = new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers: {
      Query: {
        featuredCalculators: (_: unknown, { limit }: { limit?: number }) => {
          calls.featured += 1;
          if (fail) throw new Error('database down');
          return ['bmi', 'tip', 'sip'].slice(0, limit ?? 3);
        },
        allCalculators: (_: unknown, { size }: { size: number }) => {
          calls.all += 1;
          return 'x'.repeat(size);
        },
        topPages: () => {
          calls.topPages += 1;
          return ['/'];
        },
      },
    },
    plugins: [
      answerSizeLimit(10_000),
      publicQueryResultCache({ ...RESULT_CACHE_LIMITS, ...limits }, () => clock),
    ],
  });
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: {} as GraphQLContext },
    );
    if (response.body.kind !== 'single') throw new Error('single result expected');
    return response.body.singleResult;
  };
  return {
    run,
    calls,
    advance: (ms: number) => (clock += ms),
    failNext: (value: boolean) => (fail = value),
  };
}

// Any number of distinct queries can be asked: the cache must stay small whatever they are.
const ask = (run: (query: string) => Promise<unknown>, size: number) =>
  run(`{ allCalculators(size: ${size}) }`);

describe('the public query result cache', () => {
  it('answers a repeated catalogue query without executing it, for 60 s', async () => {
    const { run, calls, advance } = serverWithCache();
    const first = await run('{ featuredCalculators }');
    expect(await run('{ featuredCalculators }')).toEqual(first);
    expect(first.data).toEqual({ featuredCalculators: ['bmi', 'tip', 'sip'] });
    expect(calls.featured).toBe(1);
    advance(60_000);
    await run('{ featuredCalculators }');
    expect(calls.featured).toBe(2);
  });

  it('keeps answers apart by variables', async () => {
    const { run, calls } = serverWithCache();
    const query = 'query Featured($limit: Int) { featuredCalculators(limit: $limit) }';
    expect((await run(query, { limit: 1 })).data).toEqual({ featuredCalculators: ['bmi'] });
    expect((await run(query, { limit: 2 })).data).toEqual({ featuredCalculators: ['bmi', 'tip'] });
    expect(calls.featured).toBe(2);
  });

  it('never keeps errors, nor queries with a non-catalogue field', async () => {
    const { run, calls, failNext } = serverWithCache();
    failNext(true);
    expect((await run('{ featuredCalculators }')).errors).toHaveLength(1);
    failNext(false);
    expect((await run('{ featuredCalculators }')).data).toEqual({
      featuredCalculators: ['bmi', 'tip', 'sip'],
    });
    await run('{ topPages }');
    await run('{ topPages }');
    await run('{ featuredCalculators topPages }');
    expect(calls).toEqual({ featured: 3, all: 0, topPages: 3 });
  });

  it('keeps only answers of at most maxAnswerBytes', async () => {
    const { run, calls } = serverWithCache({ maxAnswerBytes: 1000 });
    await ask(run, 900);
    await ask(run, 900);
    await ask(run, 2000);
    await ask(run, 2000);
    expect(calls.all).toBe(3);
  });

  it('keeps at most maxBytes of answers, dropping the oldest first', async () => {
    // Each answer is about 1 kB; 5 kB hold four of them.
    const { run, calls } = serverWithCache({ maxBytes: 5000 });
    for (let size = 1000; size < 1006; size++) await ask(run, size);
    expect(calls.all).toBe(6);
    await ask(run, 1005);
    await ask(run, 1002);
    expect(calls.all).toBe(6);
    await ask(run, 1000);
    expect(calls.all).toBe(7);
  });

  it('drops expired answers before keeping new ones', async () => {
    const { run, calls, advance } = serverWithCache({ maxBytes: 2500 });
    await ask(run, 1000);
    await ask(run, 1001);
    advance(30_000);
    // Two fresh answers do not fit beside two that are still fresh; once those expire they do.
    await ask(run, 1002);
    advance(30_000);
    await ask(run, 1003);
    expect(calls.all).toBe(4);
    await ask(run, 1002);
    await ask(run, 1003);
    expect(calls.all).toBe(4);
  });
});

describe('the answer size limit', () => {
  it('answers RESPONSE_TOO_LARGE, with HTTP 400 and no data, past its size', async () => {
    const server = new ApolloServer<GraphQLContext>({
      typeDefs,
      resolvers: {
        Query: { allCalculators: (_: unknown, { size }: { size: number }) => 'x'.repeat(size) },
      },
      plugins: [answerSizeLimit(10_000)],
    });
    const answer = (size: number) =>
      server.executeOperation(
        { query: `{ allCalculators(size: ${size}) }` },
        { contextValue: {} as GraphQLContext },
      );
    const around = JSON.stringify({ data: { allCalculators: '' } }).length;
    const fits = await answer(10_000 - around);
    expect(fits.http.status).toBeUndefined();
    expect(fits.body).toMatchObject({
      singleResult: { data: { allCalculators: expect.any(String) } },
    });
    const response = await answer(10_000 - around + 1);
    expect(response.http.status).toBe(400);
    expect(response.body).toEqual({
      kind: 'single',
      singleResult: {
        errors: [
          {
            message: 'The answer would be too large (over 10,000 bytes): ask for fewer fields',
            extensions: { code: 'RESPONSE_TOO_LARGE' },
          },
        ],
      },
    });
  });
});
