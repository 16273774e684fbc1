import type { ApolloClient } from '@apollo/client';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import { useApolloClientIfLoaded } from '../../apollo/clientContext.ts';
import { usePrerenderedData } from '../../apollo/usePrerenderedQuery.ts';
import { CalculatorPageQuery } from '../../features/catalogue/calculatorPageQuery.ts';

// On a calculator's page the header marks the calculator's category, as the catalogue names it:
// read from the record the page itself loaded, so the header asks for nothing. A page opened
// from a link has it in the results the server rendered into the page (calculator pages do not
// download Apollo Client); a page reached by navigation, in the Apollo cache. It uses the
// client's own methods, not Apollo's React hooks: the header is on every page.

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
  if (!slug) return children(null);
  return <RenderedSection client={client} slug={slug} render={children} />;
}

/** The section of the calculator page at `slug`, from the results rendered into the page. */
function RenderedSection({
  client,
  slug,
  render: children,
}: {
  client: ApolloClient | undefined;
  slug: string;
  render: (section: string | null) => ReactNode;
}) {
  const rendered = usePrerenderedData(CalculatorPageQuery, { slug });
  const renderedSection = rendered?.calculator?.categoryInfo.slug ?? null;
  if (!client) return children(renderedSection && `/category/${renderedSection}`);
  return (
    <CalculatorSection client={client} slug={slug} fallback={renderedSection} render={children} />
  );
}

function CalculatorSection({
  client,
  slug,
  fallback,
  render,
}: {
  client: ApolloClient;
  slug: string;
  /** The category the server rendered into the page, if the cache has none. */
  fallback: string | null;
  render: (section: string | null) => ReactNode;
}) {
  const query = { query: CalculatorPageQuery, variables: { slug } };
  const subscribe = useCallback(
    (changed: () => void) => {
      const watching = client
        .watchQuery({
          query: CalculatorPageQuery,
          variables: { slug },
          fetchPolicy: 'cache-only',
        })
        .subscribe({ next: changed, error: changed });
      return () => watching.unsubscribe();
    },
    [client, slug],
  );
  const category = () => client.readQuery(query)?.calculator?.categoryInfo.slug ?? fallback;
  const section = useSyncExternalStore(subscribe, category, category);
  return render(section ? `/category/${section}` : null);
}
