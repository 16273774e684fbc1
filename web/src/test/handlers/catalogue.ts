import { graphql, HttpResponse } from 'msw';
import { calculatorFixtures, categoryFixtures } from '../fixtures.ts';

/** A GraphQL answer with a NOT_FOUND error, as the server gives for an unknown slug. */
export function notFoundBody(message: string) {
  return { data: null, errors: [{ message, extensions: { code: 'NOT_FOUND' } }] };
}

/** The seed's calculators of one category, as calculatorsByCategory answers: popular first. */
export function calculatorsInCategory(category: string) {
  const inCategory = calculatorFixtures.filter((c) => c.category === category);
  return [...inCategory.filter((c) => c.featured), ...inCategory.filter((c) => !c.featured)];
}

/** Default answers of the mock API, grouped by resource. */
export const catalogueHandlers = [
  graphql.query('CategoryPage', ({ variables }) => {
    const category = categoryFixtures.find((c) => c.slug === variables.slug);
    return HttpResponse.json(category ? { data: { category } } : notFoundBody('No category'));
  }),
  graphql.query('CategoryCalculators', ({ variables }) => {
    const known = categoryFixtures.some((c) => c.slug === variables.category);
    return HttpResponse.json(
      known
        ? { data: { calculatorsByCategory: calculatorsInCategory(String(variables.category)) } }
        : notFoundBody('No category'),
    );
  }),
  graphql.query('CalculatorPage', ({ variables }) => {
    const calculator = calculatorFixtures.find((c) => c.slug === variables.slug);
    return HttpResponse.json(calculator ? { data: { calculator } } : notFoundBody('No calculator'));
  }),
];
