import type { ApolloClient } from '@apollo/client';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import { useApolloClientIfLoaded } from '../../apollo/clientContext.ts';
import { CalculatorPageDocument } from '../../gql/graphql.ts';

// On a calculator's page the header marks the calculator's category, as the catalogue names it:
// read from the record the page itself loaded (and the server rendered), so the header asks for
// nothing. It uses the client's own methods, not Apollo's React hooks: the header is on every
// page, and pages without data never download Apollo Client.

/**
 * Renders `children` with the address of the category page to mark in the header: on a
 * calculator's page, its category's; elsewhere, or until the page has its record, null.
 */
export function WithHeaderSection({
  children,
}: {
  children: (section: string | null) => ReactNode;
}) {
  const slug = useMatch('/calculator/:slug')?.params.slug;
  const client = useApolloClientIfLoaded();
  if (!slug || !client) return children(null);
  return <CalculatorSection client={client} slug={slug} render={children} />;
}

function CalculatorSection({
  client,
  slug,
  render,
}: {
  client: ApolloClient;
  slug: string;
  render: (section: string | null) => ReactNode;
}) {
  const query = { query: CalculatorPageDocument, variables: { slug } };
  const subscribe = useCallback(
    (changed: () => void) => {
      const watching = client
        .watchQuery({
          query: CalculatorPageDocument,
          variables: { slug },
          fetchPolicy: 'cache-only',
        })
        .subscribe({ next: changed, error: changed });
      return () => watching.unsubscribe();
    },
    [client, slug],
  );
  const category = () => client.readQuery(query)?.calculator?.categoryInfo.slug ?? null;
  const section = useSyncExternalStore(subscribe, category, category);
  return render(section ? `/category/${section}` : null);
}
