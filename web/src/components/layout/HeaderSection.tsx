import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import { useApolloClientIfLoaded } from '../../apollo/clientContext.ts';
import { graphql } from '../../gql';

// On a calculator's page the header marks the calculator's category, as the catalogue names it
// (the record the page's breadcrumb shows). The header is on every page, and pages without data
// never download Apollo Client, so the category is asked for only once a client is here.

const CalculatorCategoryQuery = graphql(`
  query CalculatorCategory($slug: String!) {
    calculator(slug: $slug) {
      id
      categoryInfo {
        id
        slug
      }
    }
  }
`);

/**
 * Renders `children` with the address of the category page to mark in the header: on a
 * calculator's page, its category's; elsewhere, or until it is known, null.
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
  const { data } = useQuery(CalculatorCategoryQuery, {
    client,
    variables: { slug },
    // An unknown slug answers null with NOT_FOUND: nothing is marked, and nothing is thrown.
    errorPolicy: 'all',
  });
  const category = data?.calculator?.categoryInfo?.slug;
  return render(category ? `/category/${category}` : null);
}
