import { delay, graphql, HttpResponse, type RequestHandler } from 'msw';
import { calculatorFixtures, categoryFixtures } from '../fixtures.ts';

/** A GraphQL answer with one error, as the server gives it. */
export function errorBody(message: string, code = 'INTERNAL_SERVER_ERROR') {
  return { data: null, errors: [{ message, extensions: { code } }] };
}

/** A resolver that never answers, to hold a view in its loading state. */
export async function neverAnswer(): Promise<undefined> {
  await delay('infinite');
}

/** Newest first, as recentCalculators answers. */
export function recentFixtures(limit: number) {
  return [...calculatorFixtures]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .slice(0, limit);
}

/** Every e-mail address the newsletter mutation was called with, for assertions. */
export const newsletterCalls: string[] = [];

/** Mock API answers for the home page and /all-calculators. */
export const homeHandlers: RequestHandler[] = [
  graphql.query('HomeCategories', () =>
    HttpResponse.json({ data: { categories: categoryFixtures } }),
  ),
  graphql.query('FeaturedCalculators', () =>
    HttpResponse.json({
      data: { featuredCalculators: calculatorFixtures.filter((c) => c.featured) },
    }),
  ),
  graphql.query('HomeRecentCalculators', ({ variables }) =>
    HttpResponse.json({
      data: { recentCalculators: recentFixtures(Number(variables.limit ?? 4)) },
    }),
  ),
  graphql.query('AllCalculatorsPage', () =>
    HttpResponse.json({
      data: { categories: categoryFixtures, allCalculators: calculatorFixtures },
    }),
  ),
  graphql.mutation('SubscribeNewsletter', ({ variables }) => {
    const email = String(variables.email);
    newsletterCalls.push(email);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      // The server names the field in front of the message, as it does for every input error.
      return HttpResponse.json(
        errorBody('email: Please enter a valid email address', 'BAD_USER_INPUT'),
      );
    }
    return HttpResponse.json({
      data: {
        subscribeNewsletter: {
          __typename: 'NewsletterSubscription',
          email: email.toLowerCase(),
          subscribedAt: '2025-03-21T00:00:00.000Z',
        },
      },
    });
  }),
];
