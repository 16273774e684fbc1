import { graphql } from '../../gql';

/**
 * A calculator page's record. The header reads it too, to mark the calculator's category
 * (components/layout/HeaderSection.tsx), so it has a module of its own, small enough for the
 * header that is on every page.
 */
export const CalculatorPageQuery = graphql(`
  query CalculatorPage($slug: String!) {
    calculator(slug: $slug) {
      id
      slug
      name
      description
      category
      categoryInfo {
        id
        slug
        name
      }
      publishedAt
      updatedAt
      related {
        id
        slug
        name
      }
    }
  }
`);
