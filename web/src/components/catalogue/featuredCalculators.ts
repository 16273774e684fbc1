import { graphql } from '../../gql';

/**
 * The catalogue's featured calculators: the home page's Featured Calculators and the 404 page's
 * popular ones. Both read it with usePrerenderedQuery, so it comes with the server's HTML.
 */
export const FeaturedCalculatorsQuery = graphql(`
  query FeaturedCalculators {
    featuredCalculators {
      ...CalculatorCardFields
    }
  }
`);
