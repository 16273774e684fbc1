import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { categoryFixtures } from '../../test/fixtures.ts';
import { errorBody, neverAnswer, searchFixtures } from '../../test/handlers/home.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { resultCountText } from './SearchPage.tsx';

/** Records the query of every search request the page makes. */
function recordSearches(): string[] {
  const queries: string[] = [];
  server.use(
    graphql.query('SearchCalculators', ({ variables }) => {
      queries.push(String(variables.query));
      return HttpResponse.json({
        data: { searchCalculators: searchFixtures(String(variables.query)) },
      });
    }),
  );
  return queries;
}

async function renderSearch(path: string) {
  const result = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Search Calculators' });
  return result;
}

function cardNames(): string[] {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('the search results page', () => {
  it('words the count, singular for one', () => {
    expect(resultCountText(1, 'bmi')).toBe('1 calculator found for “bmi”');
    expect(resultCountText(3, 'loan')).toBe('3 calculators found for “loan”');
    expect(resultCountText(0, 'x')).toBe('0 calculators found for “x”');
  });

  it('shows one result with a singular count and the box filled with the query', async () => {
    await renderSearch('/search?q=bmi');
    expect(await screen.findByText('1 calculator found for “bmi”')).toBeInTheDocument();
    expect(cardNames()).toEqual(['BMI Calculator']);
    expect(screen.getByRole('link', { name: 'BMI Calculator' })).toHaveAttribute(
      'href',
      '/calculator/bmi-calculator',
    );
    expect(screen.getByRole('searchbox', { name: 'Search calculators' })).toHaveValue('bmi');
    await waitFor(() => expect(document.title).toBe(`Search: bmi | ${site.name}`));
  });

  it('shows several results with a plural count', async () => {
    const expected = searchFixtures('finance');
    expect(expected.length).toBeGreaterThan(1);
    await renderSearch('/search?q=finance');
    expect(
      await screen.findByText(`${expected.length} calculators found for “finance”`),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual(expected.map((c) => c.name));
  });

  it('decodes the query from the address and searches for the trimmed text', async () => {
    const queries = recordSearches();
    await renderSearch(`/search?q=${encodeURIComponent('  BMI calculator ')}`);
    expect(await screen.findByText('1 calculator found for “BMI calculator”')).toBeInTheDocument();
    expect(queries).toEqual(['BMI calculator']);
  });

  it('shows skeleton cards while searching', async () => {
    server.use(graphql.query('SearchCalculators', neverAnswer));
    await renderSearch('/search?q=bmi');
    const loading = await screen.findByRole('status', { name: 'Searching calculators' });
    expect(within(loading).getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says nothing matched and suggests every category', async () => {
    await renderSearch('/search?q=zebra');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No calculators match “zebra”.' }),
    ).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Browse categories' });
    const links = within(suggestions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      categoryFixtures.map((c) => [c.name, `/category/${c.slug}`]),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    server.use(
      graphql.query('SearchCalculators', () =>
        HttpResponse.json(errorBody('Failed to fetch calculators')),
      ),
    );
    await renderSearch('/search?q=bmi');
    expect(
      await screen.findByText('Failed to load calculators. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/found for/)).not.toBeInTheDocument();
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20'])(
    'prompts for a query at %s and does not search',
    async (path) => {
      const queries = recordSearches();
      await renderSearch(path);
      expect(screen.getByText(/Type what you want to work out/)).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search calculators' })).toHaveValue('');
      await waitFor(() => expect(document.title).toBe(`Search Calculators | ${site.name}`));
      expect(queries).toEqual([]);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    },
  );

  it('searches again from its own box, updating ?q=', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=bmi');
    await screen.findByText('1 calculator found for “bmi”');
    const box = screen.getByRole('searchbox', { name: 'Search calculators' });
    await user.clear(box);
    await user.type(box, 'mortgage{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=mortgage'));
    expect(await screen.findByText('1 calculator found for “mortgage”')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mortgage Calculator']);
    expect(screen.getByRole('searchbox', { name: 'Search calculators' })).toHaveValue('mortgage');
  });

  it('ignores a blank query typed in its box', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=bmi');
    await screen.findByText('1 calculator found for “bmi”');
    const box = screen.getByRole('searchbox', { name: 'Search calculators' });
    await user.clear(box);
    await user.type(box, '  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?q=bmi');
    expect(screen.getByText('1 calculator found for “bmi”')).toBeInTheDocument();
  });

  it('refills the box when going back to an earlier search', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=bmi');
    await screen.findByText('1 calculator found for “bmi”');
    const box = screen.getByRole('searchbox', { name: 'Search calculators' });
    await user.clear(box);
    await user.type(box, 'tip{Enter}');
    await screen.findByText('1 calculator found for “tip”');
    await router.navigate(-1);
    expect(await screen.findByText('1 calculator found for “bmi”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search calculators' })).toHaveValue('bmi');
  });
});
