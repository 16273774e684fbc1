import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLExecutor } from '../../entry-server.tsx';
import { site } from '../../site.ts';
import { calculatorFixtures } from '../../test/fixtures.ts';
import { errorBody } from '../../test/handlers/home.ts';
import { server } from '../../test/server.ts';
import { expectOneH1AndTitle, openPage } from './pageTestUtils.ts';

const featured = calculatorFixtures.filter((c) => c.featured);

describe('the 404 page', () => {
  it("keeps the spec's texts word for word and its way home", async () => {
    await openPage('/no/such/page', '404 Page Not Found');
    expect(
      screen.getByText(
        "We're sorry, but the page you're looking for cannot be found. The page may have been moved or removed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${site.name}`));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lists the featured calculators as links to their pages', async () => {
    await openPage('/no/such/page', '404 Page Not Found');
    const popular = await screen.findByRole('region', { name: 'Popular calculators' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(featured.map((c) => c.name));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      featured.map((c) => `/calculator/${c.slug}`),
    );
  });

  it('goes without the list when it fails to load', async () => {
    server.use(graphql.query('FeaturedCalculators', () => HttpResponse.json(errorBody('boom'))));
    await openPage('/no/such/page', '404 Page Not Found');
    // The search box still shows; the list never appears, and no error is shown instead.
    expect(screen.getByRole('combobox', { name: 'Search calculators' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Popular calculators' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
  });

  it("searches the calculators as the header's search does", async () => {
    const user = userEvent.setup();
    const { router } = await openPage('/no/such/page', '404 Page Not Found');
    const search = within(screen.getByRole('main')).getByRole('search');
    const box = within(search).getByRole('combobox', { name: 'Search calculators' });
    expect(box).toHaveAttribute('placeholder', 'Search calculators...');
    await user.type(box, 'mortgage{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=mortgage');
  });

  it('is also what an unknown category shows', async () => {
    await openPage('/category/no-such-category', '404 Page Not Found');
    await expectOneH1AndTitle('Page Not Found');
    expect(await screen.findByRole('region', { name: 'Popular calculators' })).toBeInTheDocument();
  });
});

describe('the 404 page rendered on the server', () => {
  const featuredOnly: GraphQLExecutor = async ({ operationName }) =>
    operationName === 'FeaturedCalculators'
      ? { data: { featuredCalculators: featured } }
      : { data: {} };

  it('answers 404 with the popular calculators and the search box in its HTML', async () => {
    const page = await renderPage('https://calc.example/no/such/page', featuredOnly);
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found');
    expect(page.html).toContain('role="search"');
    for (const calculator of featured) {
      expect(page.html).toContain(`href="/calculator/${calculator.slug}"`);
    }
    expect(page.complete).toBe(true);
  });
});
