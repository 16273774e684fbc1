import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The GraphQL client. Per the spec's section 7: credentials are sent, nothing is retried or
 * refetched on focus or on an interval, and data once loaded is never stale (cache-first).
 */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache: new InMemoryCache(),
  });
}
