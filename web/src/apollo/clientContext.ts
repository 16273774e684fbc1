import type { ApolloClient } from '@apollo/client';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The Apollo client given by the server renderer or a test. In the browser none is given: the
 * browser's own is downloaded with the first page that needs it, so a page that shows only what
 * the server rendered (the home page) starts without Apollo Client's 48 kB.
 */
export const ApolloClientContext = createContext<ApolloClient | null>(null);

let browserClient: ApolloClient | undefined;
let browserClientLoading: Promise<ApolloClient> | undefined;

const createdListeners = new Set<() => void>();

/** Called by browserClient.ts when it creates the browser's client. */
export function browserApolloClientCreated(client: ApolloClient): void {
  browserClient = client;
  for (const listener of createdListeners) listener();
}

function onBrowserClientCreated(listener: () => void): () => void {
  createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

const currentBrowserClient = () => browserClient;

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

/**
 * The client if it is here already (given, or downloaded by now); otherwise undefined. A component
 * using it renders again when the browser's client is created. (The same snapshot serves
 * hydration: a page that uses Apollo creates the client before hydrating, see routes.tsx.)
 */
export function useApolloClientIfLoaded(): ApolloClient | undefined {
  const given = useContext(ApolloClientContext);
  const created = useSyncExternalStore(
    onBrowserClientCreated,
    currentBrowserClient,
    currentBrowserClient,
  );
  return given ?? created;
}

/** A function giving the client, downloading Apollo Client first if it is not here yet. */
export function useApolloClientLoader(): () => Promise<ApolloClient> {
  const given = useContext(ApolloClientContext);
  // The same function while the client is the same, so effects that call it do not re-run.
  return useCallback(() => (given ? Promise.resolve(given) : loadBrowserApolloClient()), [given]);
}
