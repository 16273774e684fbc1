import { ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode, GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { isDatabaseUnavailable, DATABASE_UNAVAILABLE_MESSAGE } from '../lib/databaseErrors.ts';
import { AppError } from '../lib/errors.ts';
import { describeError, logger } from '../lib/logger.ts';
import { answerSizeLimit } from './answerSize.ts';
import { GRAPHQL_LIMITS, queryLimitRules } from './limits.ts';
import type { CatalogueListSizes } from './queryCost.ts';
import { cacheablePublicQueries, publicQueryResultCache } from './publicQueries.ts';
import { resolvers, typeDefs } from './schema.ts';
import { unicodeVariablesPlugin } from './unicodeVariables.ts';
import { writeLimitPlugin } from './writeLimit.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';

function isClientError(error: unknown): boolean {
  const status = (error as { extensions?: { http?: { status?: unknown } } } | null)?.extensions
    ?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Errors the caller caused keep their message and code; anything else is hidden. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const { message, locations, path } = formatted;
  if (original instanceof AppError) {
    return { message: original.message, locations, path, extensions: { code: original.code } };
  }
  if (isDatabaseUnavailable(original)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      locations,
      path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    return { message, locations, path, extensions: { code } };
  }
  // Apollo's own refusals of a request without a code, such as a persisted query whose hash
  // does not match its text, carry the 4xx status they are answered with: the caller's mistake.
  if (isClientError(original)) {
    return { message, locations, path, extensions: { code: 'BAD_REQUEST' } };
  }
  logger.error('GraphQL resolver failed', { path, ...describeError(original) });
  return {
    message: 'Something went wrong on our side. Please try again later.',
    locations,
    path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

export function createApolloServer(options: {
  /** Introspection (what Apollo Sandbox shows); off also hides "Did you mean" suggestions. */
  introspection: boolean;
  /** The page GET /graphql shows a browser: Apollo Sandbox (graphql/sandbox.ts). */
  landingPage: ApolloServerPlugin<BaseContext>;
  /** The per-client write budget that every mutation field is charged to. */
  writes: RateLimiter;
  /** The catalogue's list sizes, by which a query's cost is counted (queryCost.ts). */
  listSizes: () => CatalogueListSizes;
}) {
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers,
    formatError,
    includeStacktraceInErrorResponses: false,
    introspection: options.introspection,
    hideSchemaDetailsFromClientErrors: !options.introspection,
    validationRules: queryLimitRules(options.listSizes),
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    // Parsed and validated documents, reused by their text. Apollo's default keeps 30 MB of them
    // as JSON, several times that in memory, and any number of distinct queries can be sent.
    documentStore: new InMemoryLRUCache<DocumentNode>({
      maxSize: GRAPHQL_LIMITS.documentStoreBytes,
    }),
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // index.ts stops the whole server on SIGTERM (requests, analytics buffer, database, in order).
    stopOnTerminationSignals: false,
    plugins: [
      unicodeVariablesPlugin,
      writeLimitPlugin(options.writes),
      cacheablePublicQueries,
      answerSizeLimit(),
      publicQueryResultCache(),
      options.landingPage,
    ],
  });
}
