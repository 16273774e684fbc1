import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.ts';
import { publicQueryResultCache } from './publicQueries.ts';

// A small schema with one public catalogue field and one private field, counting executions.
const typeDefs = `
  type Query { featuredCalculators(limit: Int): [String!]!  topPages: [String!]! }
`;

function serverWithCache() {
  let clock = 0;
  const calls = { featured: 0, topPages: 0 };
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
        topPages: () => {
          calls.topPages += 1;
          return ['/'];
        },
      },
    },
    plugins: [publicQueryResultCache(60_000, () => clock)],
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
    expect(calls).toEqual({ featured: 3, topPages: 3 });
  });
});
