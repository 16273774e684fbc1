import { graphql, HttpResponse } from 'msw';
import type {
  ContactMessageInput,
  SendContactMessageMutation,
  SendContactMessageMutationVariables,
} from '../../gql/graphql.ts';

/** Every contact message the app sent, in order, for assertions (tests empty it first). */
export const sentContactMessages: ContactMessageInput[] = [];

/** A stored contact message, as the server answers a valid sendContactMessage. */
export function sentContactMessageBody(id: string) {
  return { data: { sendContactMessage: { __typename: 'ContactMessage' as const, id } } };
}

/** Mock API answers for the pages features' tests. */
export const pagesHandlers = [
  graphql.mutation<SendContactMessageMutation, SendContactMessageMutationVariables>(
    'SendContactMessage',
    ({ variables }) => {
      sentContactMessages.push(variables.input);
      return HttpResponse.json(sentContactMessageBody(String(sentContactMessages.length)));
    },
  ),
];
