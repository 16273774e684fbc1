import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { RATE_LIMITED_MESSAGE } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rateLimit.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

/**
 * How many root fields a mutation runs: its distinct response keys, through fragments, as
 * graphql-js executes them (a fragment spread twice runs its fields once). Counting stops once it
 * passes `max`, and each fragment is entered once, so this is linear in the document's size.
 */
export function mutationFieldCount(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  max: number = GRAPHQL_LIMITS.maxMutationFields,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const keys = new Set<string>();
  const entered = new Set<string>();
  const pending: SelectionSetNode[] = [operation.selectionSet];
  for (let set = pending.pop(); set && keys.size <= max; set = pending.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        keys.add((selection.alias ?? selection.name).value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else if (!entered.has(selection.name.value)) {
        entered.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) pending.push(fragment.selectionSet);
      }
    }
  }
  return keys.size;
}

/**
 * Charges every mutation field of a request to the client's write limit (the same one the REST
 * analytics POSTs use), whether the operation came as text or as a persisted query's hash; a
 * request may run at most GRAPHQL_LIMITS.maxMutationFields of them. Operations the server runs
 * for itself (server rendering, no client) are not limited.
 */
export function writeLimitPlugin(writes: RateLimiter): ApolloServerPlugin<GraphQLContext> {
  const max = GRAPHQL_LIMITS.maxMutationFields;
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation' || contextValue.client === undefined) return;
          const fields = mutationFieldCount(operation, document, max);
          if (fields > max) {
            throw new GraphQLError(`A request may run at most ${max} mutation fields`, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
          const decision = writes.take(contextValue.client, fields);
          if (!decision.allowed) {
            throw new GraphQLError(RATE_LIMITED_MESSAGE, {
              extensions: {
                code: 'RATE_LIMITED',
                http: {
                  status: 429,
                  headers: new HeaderMap([['retry-after', String(decision.retryAfterSeconds)]]),
                },
              },
            });
          }
        },
      };
    },
  };
}
