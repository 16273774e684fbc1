import type { ApolloClient } from '@apollo/client';
import { APOLLO_STATE_ID } from '../ssr/apolloState.ts';
import { browserApolloClientCreated } from './clientContext.ts';
import { createApolloClient } from './client.ts';

let client: ApolloClient | undefined;

/**
 * The browser's one Apollo client, created when first needed and started with the cache the
 * server rendered the page from (still right later: the site's data is never stale, spec section 7).
 */
export function browserApolloClient(): ApolloClient {
  if (client) return client;
  const created = createApolloClient();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (state) created.cache.restore(JSON.parse(state));
  browserApolloClientCreated(created);
  return (client = created);
}
