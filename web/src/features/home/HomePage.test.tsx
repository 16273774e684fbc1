import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync } from 'node:fs';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { categoryImage } from '../../components/catalogue/CategoryCard.tsx';
import { site } from '../../site.ts';
import { calculatorFixtures, categoryFixtures } from '../../test/fixtures.ts';
import { errorBody, neverAnswer, recentFixtures } from '../../test/handlers/home.ts';
import { loadPages } from '../../routes.tsx';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// The embedded calculator is another feature with its own tests; here it only has to appear.
vi.mock('../../engine/DefinitionTabs.tsx', () => ({
  DefinitionTabs: () => <p>Embedded percentage calculator</p>,
}));

const featured = calculatorFixtures.filter((c) => c.featured);

function section(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name, level: 2 });
  const element = heading.closest('section');
  if (!element) throw new Error(`No section for ${name}`);
  return element;
}

async function renderHome() {
  const result = await renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Free Online Calculators' });
  return result;
}

describe('the home page', () => {
  it('shows the hero, then every section in the spec’s order', async () => {
    await renderHome();
    expect(
      screen.getByText('Fast, accurate, and easy-to-use calculators for all your needs'),
    ).toBeInTheDocument();
    const sectionTitles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      // The footer's column headings come after the page.
      .filter((title) => !['Categories', 'Quick Links', 'Contact', site.name].includes(title!));
    expect(sectionTitles).toEqual([
      'Popular Categories',
      'Featured Calculators',
      'Percentage Calculator',
      'Recently Added Calculators',
      'Why Use Our Calculators',
      'Stay Updated',
    ]);
    await waitFor(() => expect(document.title).toBe(`Free Online Calculators | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Free online calculators'),
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      expect.stringContaining('percentage calculator'),
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}'),
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({ '@type': 'SearchAction' }),
      }),
    );
  });

  it('has one h1 and headings that never skip a level', async () => {
    await renderHome();
    await screen.findByText('Embedded percentage calculator');
    await within(section('Popular Categories')).findAllByRole('heading', { level: 3 });
    const main = screen.getByRole('main');
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName.slice(1)),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  describe('Popular Categories', () => {
    it('shows a card per category linking to its page, with image, icon and text', async () => {
      await renderHome();
      const categories = section('Popular Categories');
      const cards = await within(categories).findAllByRole('article');
      expect(cards).toHaveLength(categoryFixtures.length);
      for (const [index, category] of categoryFixtures.entries()) {
        const card = cards[index]!;
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(category.name);
        expect(
          within(card).getByText(
            `Find all ${category.name.toLowerCase()} calculators in one place`,
          ),
        ).toBeInTheDocument();
        expect(within(card).getByRole('link', { name: /Explore Category/ })).toHaveAttribute(
          'href',
          `/category/${category.slug}`,
        );
      }
    });

    it('shows each category with its own image, and the default for a category without one', async () => {
      server.use(
        graphql.query('HomeCategories', () =>
          HttpResponse.json({
            data: {
              categories: [
                ...categoryFixtures,
                { ...categoryFixtures[0]!, id: 99, slug: 'travel', name: 'Travel' },
              ],
            },
          }),
        ),
      );
      await renderHome();
      const categories = section('Popular Categories');
      await within(categories).findAllByRole('article');
      const images = [...categories.querySelectorAll('img')];
      expect(images.map((image) => image.getAttribute('src'))).toEqual([
        '/images/categories/finance.svg',
        '/images/categories/health.svg',
        '/images/categories/math.svg',
        '/images/categories/conversion.svg',
        '/images/categories/date.svg',
        '/images/categories/free-tools.svg',
        '/images/categories/more.svg',
        '/images/categories/default.svg',
      ]);
      for (const image of images) {
        // Decorative, loaded at once (they are on the first screen, often the largest paint), and
        // sized up front so the grid does not shift when they arrive.
        expect(image).toHaveAttribute('alt', '');
        expect(image).not.toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width', '320');
        expect(image).toHaveAttribute('height', '160');
      }
    });

    it('names only images the site has, one of its own for every category of the catalogue', () => {
      // Tests run from the repository's root.
      for (const category of [...categoryFixtures, { slug: 'travel' }]) {
        const image = categoryImage(category.slug);
        expect(existsSync(`web/public${image}`), image).toBe(true);
      }
      expect(categoryFixtures.map((category) => categoryImage(category.slug))).not.toContain(
        '/images/categories/default.svg',
      );
    });

    it('shows 6 skeleton cards while loading', async () => {
      server.use(graphql.query('HomeCategories', neverAnswer));
      await renderHome();
      const loading = screen.getByRole('status', { name: 'Loading categories' });
      expect(within(loading).getAllByTestId('category-skeleton')).toHaveLength(6);
      expect(within(section('Popular Categories')).queryByRole('article')).not.toBeInTheDocument();
    });

    it('says so when the categories fail to load', async () => {
      server.use(
        graphql.query('HomeCategories', () =>
          HttpResponse.json(errorBody('Failed to fetch categories')),
        ),
      );
      await renderHome();
      expect(
        await screen.findByText('Failed to load categories. Please try again later.'),
      ).toBeInTheDocument();
      // The other lists still load.
      expect(await within(section('Featured Calculators')).findAllByRole('article')).toHaveLength(
        featured.length,
      );
    });

    it('says so when there are no categories', async () => {
      server.use(
        graphql.query('HomeCategories', () => HttpResponse.json({ data: { categories: [] } })),
      );
      await renderHome();
      expect(await screen.findByText('No categories yet.')).toBeInTheDocument();
    });
  });

  describe('Featured Calculators', () => {
    it('shows the featured calculators and a link to all calculators', async () => {
      await renderHome();
      const featuredSection = section('Featured Calculators');
      const cards = await within(featuredSection).findAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
        featured.map((c) => c.name),
      );
      expect(within(featuredSection).getByRole('link', { name: 'BMI Calculator' })).toHaveAttribute(
        'href',
        '/calculator/bmi-calculator',
      );
      expect(
        within(featuredSection).getByRole('link', { name: 'View All Calculators' }),
      ).toHaveAttribute('href', '/all-calculators');
      expect(within(featuredSection).queryByText('New')).not.toBeInTheDocument();
    });

    it('shows 6 skeleton cards while loading', async () => {
      server.use(graphql.query('FeaturedCalculators', neverAnswer));
      await renderHome();
      const loading = screen.getByRole('status', { name: 'Loading featured calculators' });
      expect(within(loading).getAllByTestId('card-skeleton')).toHaveLength(6);
    });

    it('says so when they fail to load', async () => {
      server.use(
        graphql.query('FeaturedCalculators', () =>
          HttpResponse.json(errorBody('Failed to fetch featured calculators')),
        ),
      );
      await renderHome();
      expect(
        await within(section('Featured Calculators')).findByText(
          'Failed to load calculators. Please try again later.',
        ),
      ).toBeInTheDocument();
    });

    it('says so when there are none', async () => {
      server.use(
        graphql.query('FeaturedCalculators', () =>
          HttpResponse.json({ data: { featuredCalculators: [] } }),
        ),
      );
      await renderHome();
      expect(await screen.findByText('No featured calculators yet.')).toBeInTheDocument();
    });
  });

  describe('Recently Added Calculators', () => {
    it('asks for 4 and shows each marked New, with a View all link', async () => {
      let limit: unknown;
      server.use(
        graphql.query('HomeRecentCalculators', ({ variables }) => {
          limit = variables.limit;
          return HttpResponse.json({ data: { recentCalculators: recentFixtures(4) } });
        }),
      );
      await renderHome();
      const recent = section('Recently Added Calculators');
      const cards = await within(recent).findAllByRole('article');
      expect(limit).toBe(4);
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
        recentFixtures(4).map((c) => c.name),
      );
      for (const card of cards) expect(within(card).getByText('New')).toBeInTheDocument();
      expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute(
        'href',
        '/all-calculators',
      );
    });

    it('shows 4 skeleton cards while loading', async () => {
      server.use(graphql.query('HomeRecentCalculators', neverAnswer));
      await renderHome();
      const loading = screen.getByRole('status', { name: 'Loading recently added calculators' });
      expect(within(loading).getAllByTestId('card-skeleton')).toHaveLength(4);
    });

    it('says so when they fail to load', async () => {
      server.use(
        graphql.query('HomeRecentCalculators', () =>
          HttpResponse.json(errorBody('Failed to fetch recent calculators')),
        ),
      );
      await renderHome();
      expect(
        await within(section('Recently Added Calculators')).findByText(
          'Failed to load calculators. Please try again later.',
        ),
      ).toBeInTheDocument();
    });

    it('says so when there are none', async () => {
      server.use(
        graphql.query('HomeRecentCalculators', () =>
          HttpResponse.json({ data: { recentCalculators: [] } }),
        ),
      );
      await renderHome();
      expect(await screen.findByText('No calculators have been added yet.')).toBeInTheDocument();
    });
  });

  it('embeds the percentage calculator beside its about text', async () => {
    await renderHome();
    const percentage = section('Percentage Calculator');
    expect(
      await within(percentage).findByText('Embedded percentage calculator'),
    ).toBeInTheDocument();
    expect(
      within(percentage).getByRole('heading', { level: 3, name: 'About Percentage Calculator' }),
    ).toBeInTheDocument();
    expect(within(percentage).getAllByRole('listitem')).toHaveLength(3);
  });

  it('gives four reasons to use the calculators', async () => {
    await renderHome();
    const why = section('Why Use Our Calculators');
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Fast & Easy', 'Financial Tools', 'Health & Fitness', 'Math & Science']);
  });

  it('shows the newsletter box', async () => {
    await renderHome();
    const box = section('Stay Updated');
    expect(within(box).getByRole('textbox', { name: 'Email address' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(box).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  describe('the hero search', () => {
    it('has a labelled box with the spec’s placeholder and a submit button', async () => {
      await renderHome();
      const search = screen.getByRole('search');
      expect(within(search).getByRole('combobox', { name: 'Search calculators' })).toHaveAttribute(
        'placeholder',
        'Search calculators...',
      );
      expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute(
        'type',
        'submit',
      );
    });

    it('does nothing for a blank or whitespace-only query', async () => {
      const user = userEvent.setup();
      const { router } = await renderHome();
      const search = screen.getByRole('search');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      await user.type(within(search).getByRole('combobox'), '   {Enter}');
      // Give a navigation the chance to happen before asserting there was none.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('POP');
    });

    it('opens /search with the trimmed, encoded query', async () => {
      const user = userEvent.setup();
      const { router } = await renderHome();
      // The search page's code, as a browser would have it by now. (Downloading it during the
      // click would suspend inside testing-library's synchronous act(), which React never resumes.)
      await loadPages('/search');
      const search = screen.getByRole('search');
      await user.type(within(search).getByRole('combobox'), '  loan & tip/50%  ');
      await user.click(within(search).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('loan & tip/50%')}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Search Calculators' }),
      ).toBeInTheDocument();
    });

    it('submits with the Enter key', async () => {
      const user = userEvent.setup();
      const { router } = await renderHome();
      await user.type(screen.getByRole('combobox', { name: 'Search calculators' }), 'bmi{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=bmi'));
    });
  });
});
