import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { calculatorFixtures, categoryFixture, categoryFixtures } from '../../test/fixtures.ts';
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
  it('lists every calculator under its category, in category order, after the popular ones', async () => {
    await renderPage();
    const expected = categoryFixtures
      .map((category) => ({
        category,
        names: calculatorFixtures.filter((c) => c.category === category.slug).map((c) => c.name),
      }))
      .filter((group) => group.names.length > 0);
    expect(expected.length).toBe(categoryFixtures.length);
    const popular = calculatorFixtures.filter((c) => c.featured).map((c) => c.name);
    expect(popular.length).toBeGreaterThan(0);

    await screen.findByRole('heading', { level: 2, name: 'Popular calculators' });
    expect(sectionHeadings()).toEqual([
      'Popular calculators',
      ...expected.map((group) => group.category.name),
    ]);
    const namesIn = (heading: string) =>
      within(screen.getByRole('heading', { level: 2, name: heading }).closest('section')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(namesIn('Popular calculators')).toEqual(popular);
    for (const { category, names } of expected) {
      expect(namesIn(category.name)).toEqual(names);
      const section = screen
        .getByRole('heading', { level: 2, name: category.name })
        .closest('section')!;
      expect(
        within(section).getByRole('link', { name: `${category.name} category` }),
      ).toHaveAttribute('href', `/category/${category.slug}`);
    }
    // Every calculator is linked from its category's list.
    for (const calculator of calculatorFixtures) {
      const section = screen
        .getByRole('heading', { level: 2, name: categoryFixture(calculator.category).name })
        .closest('section')!;
      expect(within(section).getByRole('link', { name: calculator.name })).toHaveAttribute(
        'href',
        `/calculator/${calculator.slug}`,
      );
    }
    await waitFor(() => expect(document.title).toBe(`All Calculators | ${site.name}`));
  });

  it('jumps to each list from links at the top', async () => {
    await renderPage();
    const jump = await screen.findByRole('navigation', { name: 'Jump to a category' });
    const links = within(jump).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Popular',
      ...categoryFixtures.map((category) => category.name),
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      expect(target!.tagName).toBe('SECTION');
      expect(within(target!).getByRole('heading', { level: 2 })).toBeInTheDocument();
    }
  });

  it('shows placeholders while loading', async () => {
    server.use(graphql.query('AllCalculatorsPage', neverAnswer));
    await renderPage();
    expect(await screen.findByRole('status', { name: 'Loading calculators' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SIP Calculator' })).not.toBeInTheDocument();
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
