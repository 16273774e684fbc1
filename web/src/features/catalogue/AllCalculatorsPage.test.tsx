import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { calculatorFixtures, categoryFixtures } from '../../test/fixtures.ts';
import { errorBody, neverAnswer } from '../../test/handlers/home.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { groupByCategory } from './AllCalculatorsPage.tsx';

async function renderPage() {
  const result = await renderRoute('/all-calculators');
  await screen.findByRole('heading', { level: 1, name: 'All Calculators' });
  return result;
}

/** The page's own h2s (the footer's column headings are left out). */
function sectionHeadings(): string[] {
  return within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('the all-calculators page', () => {
  it('groups every calculator under its category, in category order', async () => {
    await renderPage();
    const expected = categoryFixtures
      .map((category) => ({
        category,
        names: calculatorFixtures.filter((c) => c.category === category.slug).map((c) => c.name),
      }))
      .filter((group) => group.names.length > 0);
    expect(expected.length).toBe(categoryFixtures.length);

    await screen.findAllByRole('article');
    expect(sectionHeadings()).toEqual(expected.map((group) => group.category.name));
    for (const { category, names } of expected) {
      const heading = screen.getByRole('heading', { level: 2, name: category.name });
      const section = heading.closest('section')!;
      expect(
        within(section)
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(names);
      expect(
        within(section).getByRole('link', { name: `${category.name} category` }),
      ).toHaveAttribute('href', `/category/${category.slug}`);
    }
    expect(screen.getAllByRole('article')).toHaveLength(calculatorFixtures.length);
    expect(screen.getByRole('link', { name: 'SIP Calculator' })).toHaveAttribute(
      'href',
      '/calculator/sip-calculator',
    );
    await waitFor(() => expect(document.title).toBe(`All Calculators | ${site.name}`));
  });

  it('shows skeleton cards while loading', async () => {
    server.use(graphql.query('AllCalculatorsPage', neverAnswer));
    await renderPage();
    const loading = screen.getAllByRole('status', { name: 'Loading calculators' });
    expect(loading.length).toBeGreaterThan(0);
    expect(within(loading[0]!).getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the calculators fail to load', async () => {
    server.use(
      graphql.query('AllCalculatorsPage', () =>
        HttpResponse.json(errorBody('Failed to fetch calculators')),
      ),
    );
    await renderPage();
    expect(
      await screen.findByText('Failed to load calculators. Please try again later.'),
    ).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([]);
  });

  it('says so when there are no calculators', async () => {
    server.use(
      graphql.query('AllCalculatorsPage', () =>
        HttpResponse.json({ data: { categories: categoryFixtures, allCalculators: [] } }),
      ),
    );
    await renderPage();
    expect(
      await screen.findByText('No calculators yet. Please check back soon.'),
    ).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([]);
  });

  it('groups by category slug and drops empty categories', () => {
    const categories = [
      { id: 1, slug: 'a', name: 'A' },
      { id: 2, slug: 'b', name: 'B' },
      { id: 3, slug: 'c', name: 'C' },
    ];
    const calc = (id: number, category: string) => ({
      id,
      slug: `calc-${id}`,
      name: `Calc ${id}`,
      description: '',
      category,
      icon: 'calculator',
      iconBg: 'blue',
    });
    const groups = groupByCategory(categories, [calc(1, 'c'), calc(2, 'a'), calc(3, 'c')]);
    expect(groups.map((g) => [g.category.slug, g.calculators.map((c) => c.id)])).toEqual([
      ['a', [2]],
      ['c', [1, 3]],
    ]);
  });
});
