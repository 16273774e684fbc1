import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { graphql } from '../gql';

const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($email: String!) {
    subscribeNewsletter(email: $email) {
      email
      subscribedAt
    }
  }
`);

/**
 * Subscribes an address (spec section 4, subscribeNewsletter). Resolves to null when done, or to
 * the server's reason for refusing, without the field name it puts in front of an input error
 * ('email: Please enter a valid email address'). Fails when the server could not be asked.
 * Downloaded with Apollo Client when a visitor first subscribes, so the home page, which shows the
 * box, starts without either.
 */
export async function subscribeToNewsletter(
  client: ApolloClient,
  email: string,
): Promise<string | null> {
  try {
    await client.mutate({ mutation: SubscribeNewsletterMutation, variables: { email } });
    return null;
  } catch (error) {
    const refusal = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
    if (refusal) return refusal.replace(/^email: /, '');
    throw error;
  }
}
