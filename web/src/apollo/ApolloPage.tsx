import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { browserApolloClient } from './browserClient.ts';
import { ApolloClientContext } from './clientContext.ts';

export { browserApolloClient };

/**
 * Gives a page's Apollo hooks their client: the server's or a test's when given, else the
 * browser's. Loaded with the pages that use Apollo (routes.tsx), so only they download it.
 */
export function ApolloPage({ children }: { children: ReactNode }) {
  const client = useContext(ApolloClientContext) ?? browserApolloClient();
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
