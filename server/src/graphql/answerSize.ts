import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../context.ts';

/**
 * The largest answer sent. The cost limit (queryCost.ts) already bounds an answer to 5,000
 * fields before it runs; this catches what field counts cannot, such as long strings.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;

const measured = new WeakMap<FormattedExecutionResult, number>();

/** The size of a result as JSON, in UTF-8 bytes; measured once per result. */
export function answerBytes(result: FormattedExecutionResult): number {
  let bytes = measured.get(result);
  if (bytes === undefined) {
    bytes = Buffer.byteLength(JSON.stringify(result));
    measured.set(result, bytes);
  }
  return bytes;
}

/** Answers over MAX_ANSWER_BYTES are replaced by a RESPONSE_TOO_LARGE error (HTTP 400). */
export function answerSizeLimit(maxBytes = MAX_ANSWER_BYTES): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          if (answerBytes(response.body.singleResult) <= maxBytes) return;
          response.http.status = 400;
          response.body.singleResult = {
            errors: [
              {
                message: `The answer would be too large (over ${maxBytes.toLocaleString('en')} bytes): ask for fewer fields`,
                extensions: { code: 'RESPONSE_TOO_LARGE' },
              },
            ],
          };
        },
      };
    },
  };
}
