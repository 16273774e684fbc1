import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../context.ts';

// Catalogue fields answer the same for everyone and change only with a seed: a GET for them may
// be cached by browsers and CDNs for a minute.
const PUBLIC_FIELDS = new Set([
  'categories',
  'category',
  'calculator',
  'featuredCalculators',
  'recentCalculators',
  'calculatorsByCategory',
  'allCalculators',
  'searchCalculators',
]);

function isPublicQuery(operation: OperationDefinitionNode | undefined): boolean {
  const fields = operation?.selectionSet.selections ?? [];
  return (
    operation?.operation === 'query' &&
    fields.length > 0 &&
    fields.every((field) => field.kind === 'Field' && PUBLIC_FIELDS.has(field.name.value))
  );
}

export const cacheablePublicQueries: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ request }) {
    if (request.http?.method !== 'GET') return;
    return {
      async willSendResponse({ response, operation, errors }) {
        if (isPublicQuery(operation) && !errors?.length) {
          response.http.headers.set('cache-control', 'public, max-age=60');
        }
      },
    };
  },
};

/** Public answers kept at most: far more than the catalogue's distinct queries. */
const MAX_CACHED_RESULTS = 1000;

/**
 * Answers to public catalogue queries, kept for as long as the catalogue service keeps the
 * catalogue (60 s): a repeated query skips execution. Results with errors are never kept.
 */
export function publicQueryResultCache(
  ttlMs = 60_000,
  now: () => number = Date.now,
): ApolloServerPlugin<GraphQLContext> {
  const results = new Map<string, { expires: number; result: FormattedExecutionResult }>();
  return {
    async requestDidStart() {
      let key: string | undefined;
      return {
        async responseForOperation({ operation, request, queryHash }) {
          if (!isPublicQuery(operation)) return null;
          key = `${queryHash}|${request.operationName ?? ''}|${JSON.stringify(request.variables ?? {})}`;
          const hit = results.get(key);
          if (!hit || hit.expires <= now()) return null;
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: hit.result },
          };
        },
        async willSendResponse({ response }) {
          if (!key || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors?.length || results.get(key)?.result === result) return;
          if (results.size >= MAX_CACHED_RESULTS)
            results.delete(results.keys().next().value as string);
          results.set(key, { expires: now() + ttlMs, result });
        },
      };
    },
  };
}
