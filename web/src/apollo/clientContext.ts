import type { ApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext } from 'react';

/**
 * The Apollo client given by the server renderer or a test. In the browser none is given: the
 * browser's own is downloaded with the first page that needs it, so a page that shows only what
 * the server rendered (the home page) starts without Apollo Client's 48 kB.
 */
export const ApolloClientContext = createContext<ApolloClient | null>(null);

let browserClient: ApolloClient | undefined;
let browserClientLoading: Promise<ApolloClient> | undefined;

/** Called by browserClient.ts when it creates the browser's client. */
export function browserApolloClientCreated(client: ApolloClient): void {
  browserClient = client;
}

/** The browser's client, downloading Apollo Client the first time it is asked for. */
export function loadBrowserApolloClient(): Promise<ApolloClient> {
  return (browserClientLoading ??= import('./browserClient.ts')
    .then(({ browserApolloClient }) => browserApolloClient())
    .catch((error: unknown) => {
      // A failed download (offline, a redeploy) is tried again next time.
      browserClientLoading = undefined;
      throw error;
    }));
}

/** The client if it is here already (given, or downloaded by now); otherwise undefined. */
export function useApolloClientIfLoaded(): ApolloClient | undefined {
  return useContext(ApolloClientContext) ?? browserClient;
}

/** A function giving the client, downloading Apollo Client first if it is not here yet. */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const given = useContext(ApolloClientContext);
  // The same function while the client is the same, so effects that call it do not re-run.
  return useCallback(() => (given ? Promise.resolve(given) : loadBrowserApolloClient()), [given]);
}
