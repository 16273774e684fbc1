import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { notUnicodeError } from '../lib/validation.ts';

/**
 * Refuses variables holding text that is not Unicode (a lone surrogate) with BAD_USER_INPUT and
 * a 400, however they came: a POST body is refused before this (rest/requestLimits.ts), a GET's
 * `variables` parameter is JSON that Apollo parses itself. The document's own string literals
 * are refused by graphql-js's parser.
 */
export const unicodeVariablesPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const error = notUnicodeError(request.variables, 'variables');
        if (error) {
          throw new GraphQLError(error.message, {
            extensions: { code: error.code, http: { status: error.status } },
          });
        }
      },
    };
  },
};
