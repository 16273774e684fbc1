import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { answerBytes } from './answerSize.ts';

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
      async willSendResponse({ response, operation }) {
        // The answer as sent: answerSize.ts may have replaced it with an error.
        const answer = response.body.kind === 'single' ? response.body.singleResult : undefined;
        if (isPublicQuery(operation) && answer && !answer.errors?.length) {
          response.http.headers.set('cache-control', 'public, max-age=60');
        }
      },
    };
  },
};

/** What the public result cache may hold. */
export interface ResultCacheLimits {
  /** How long an answer is reused (the catalogue service's own reload period). */
  ttlMs: number;
  /** Answers larger than this are not kept: a handful of them would fill the budget. */
  maxAnswerBytes: number;
  /** All kept answers together, as JSON. */
  maxBytes: number;
}

export const RESULT_CACHE_LIMITS: ResultCacheLimits = {
  ttlMs: 60_000,
  maxAnswerBytes: 256 * 1024,
  maxBytes: 16 * 1024 * 1024,
};

/**
 * Answers to public catalogue queries, kept for as long as the catalogue service keeps the
 * catalogue: a repeated query skips execution. Results with errors are never kept. Any number of
 * distinct queries can be asked, so the cache is bounded in bytes, keeps only small answers, and
 * drops expired answers (oldest first: every answer lives equally long) before it keeps another.
 */
export function publicQueryResultCache(
  limits: ResultCacheLimits = RESULT_CACHE_LIMITS,
  now: () => number = Date.now,
): ApolloServerPlugin<GraphQLContext> {
  const results = new Map<
    string,
    { expires: number; bytes: number; result: FormattedExecutionResult }
  >();
  let totalBytes = 0;
  const drop = (key: string) => {
    totalBytes -= results.get(key)?.bytes ?? 0;
    results.delete(key);
  };
  return {
    async requestDidStart() {
      let key: string | undefined;
      return {
        async responseForOperation({ operation, request, queryHash }) {
          if (!isPublicQuery(operation)) return null;
          key = `${queryHash}|${request.operationName ?? ''}|${JSON.stringify(request.variables ?? {})}`;
          const hit = results.get(key);
          if (!hit) return null;
          if (hit.expires <= now()) {
            drop(key);
            return null;
          }
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: hit.result },
          };
        },
        async willSendResponse({ response }) {
          if (!key || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (result.errors?.length || results.get(key)?.result === result) return;
          const bytes = answerBytes(result);
          if (bytes > limits.maxAnswerBytes) return;
          drop(key);
          const time = now();
          for (const [oldest, entry] of results) {
            if (entry.expires > time && totalBytes + bytes <= limits.maxBytes) break;
            drop(oldest);
          }
          results.set(key, { expires: time + limits.ttlMs, bytes, result });
          totalBytes += bytes;
        },
      };
    },
  };
}
