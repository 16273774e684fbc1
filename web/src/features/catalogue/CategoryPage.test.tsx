import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.ts';
import { calculatorFixtures, categoryFixture } from '../../test/fixtures.ts';
import { analyticsCalls } from '../../test/handlers/analytics.ts';
import { calculatorsInCategory, notFoundBody } from '../../test/handlers/catalogue.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

/** A promise the test settles itself, to hold a mock answer back. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the calculatorsByCategory requests the page makes. */
function countListRequests() {
  const requests: unknown[] = [];
  server.use(
    graphql.query('CategoryCalculators', ({ variables }) => {
      requests.push(variables.category);
      return HttpResponse.json({
        data: { calculatorsByCategory: calculatorsInCategory(String(variables.category)) },
      });
    }),
  );
  return requests;
}

function pageViews() {
  return analyticsCalls.filter((call) => call.path === 'page-view');
}

/** The levels of the page's headings, in document order. */
function headingLevels(): number[] {
  return screen
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)))
    .filter((level) => !Number.isNaN(level));
}

/** One h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  });
}

async function findNotFound() {
  return screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
}

describe('the category page', () => {
  it('shows a heading skeleton and six card skeletons while the category loads', async () => {
    const answer = deferred();
    server.use(
      graphql.query('CategoryPage', async () => {
        await answer.promise;
        return HttpResponse.json({ data: { category: categoryFixture('finance') } });
      }),
    );
    await renderRoute('/category/finance');
    const status = await screen.findByRole('status', { name: 'Loading category' });
    expect(within(status).getAllByTestId('card-skeleton')).toHaveLength(6);
    expect(screen.getByTestId('heading-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finance Calculators' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading category' })).not.toBeInTheDocument();
  });

  it('shows the breadcrumb, title, intro and a card linking to each calculator', async () => {
    await renderRoute('/category/finance');
    const finance = categoryFixture('finance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finance Calculators' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(finance.description)).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Finance Calculators')).toHaveAttribute(
      'aria-current',
      'page',
    );

    const expected = calculatorsInCategory('finance');
    expect(expected.length).toBeGreaterThan(1);
    const region = screen.getByRole('region', { name: 'Finance calculators' });
    const lists = await within(region).findAllByRole('list');
    expect(lists.flatMap((list) => within(list).getAllByRole('listitem'))).toHaveLength(
      expected.length,
    );
    for (const calculator of expected) {
      expect(within(region).getByRole('link', { name: calculator.name })).toHaveAttribute(
        'href',
        `/calculator/${calculator.slug}`,
      );
      expect(within(region).getByText(calculator.description)).toBeInTheDocument();
    }
    // Only this category's calculators.
    const other = calculatorFixtures.find((c) => c.category !== 'finance');
    expect(within(region).queryByRole('link', { name: other?.name })).not.toBeInTheDocument();
    expectHeadingsInOrder(headingLevels());
    expect(headingLevels()).toEqual(expect.arrayContaining([1, 2, 3, 4]));

    await waitFor(() => expect(document.title).toBe(`Finance Calculators | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      finance.description,
    );
  });

  it('lists a large category in its named groups, in order, the popular calculators first', async () => {
    await renderRoute('/category/finance');
    const region = await screen.findByRole('region', { name: 'Finance calculators' });
    const groups = categoryFixture('finance').groups;
    expect(groups.length).toBeGreaterThan(1);
    const headings = await within(region).findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(groups);
    for (const group of groups) {
      const section = within(region).getByRole('region', { name: group });
      const names = within(section)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent);
      const inGroup = calculatorFixtures.filter(
        (c) => c.category === 'finance' && c.group === group,
      );
      expect(names.toSorted()).toEqual(inGroup.map((c) => c.name).toSorted());
      // The featured ones lead their group.
      const featured = inGroup.filter((c) => c.featured).map((c) => c.name);
      expect(names.slice(0, featured.length).toSorted()).toEqual(featured.toSorted());
    }
    // Loans holds the mortgage and loan EMI calculators, Investing the SIP calculator.
    expect(
      within(within(region).getByRole('region', { name: 'Loans' })).getByRole('link', {
        name: 'Mortgage Calculator',
      }),
    ).toBeInTheDocument();
    expect(
      within(within(region).getByRole('region', { name: 'Investing' })).getByRole('link', {
        name: 'SIP Calculator',
      }),
    ).toBeInTheDocument();
  });

  it('lists a small category as one list, the popular calculators first', async () => {
    await renderRoute('/category/conversion');
    const region = await screen.findByRole('region', { name: 'Conversion calculators' });
    const list = await within(region).findByRole('list');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    const conversion = calculatorFixtures.filter((c) => c.category === 'conversion');
    expect(names).toHaveLength(conversion.length);
    const featured = conversion.filter((c) => c.featured).map((c) => c.name);
    expect(featured.length).toBeGreaterThan(0);
    expect(names.slice(0, featured.length).toSorted()).toEqual(featured.toSorted());
    expect(within(region).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });

  it.each(['finance', 'health', 'math', 'conversion', 'date', 'more'])(
    'shows the intro text of %s',
    async (slug) => {
      const category = categoryFixture(slug);
      expect(category.description.length).toBeGreaterThan(20);
      await renderRoute(`/category/${slug}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: `${category.name} Calculators` }),
      ).toBeInTheDocument();
      expect(screen.getByText(category.description)).toBeInTheDocument();
    },
  );

  it('says so when the category has no calculators', async () => {
    // Every category of the seed has calculators: the API answers this one with none.
    server.use(
      graphql.query('CategoryCalculators', () =>
        HttpResponse.json({ data: { calculatorsByCategory: [] } }),
      ),
    );
    await renderRoute('/category/more');
    expect(
      await screen.findByText('No calculators found in this category yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'More Calculators' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'More calculators' });
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the not-found view for an unknown category, without asking for its list', async () => {
    const listRequests = countListRequests();
    await renderRoute('/category/no-such-category');
    expect(await findNotFound()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await pause(50);
    expect(listRequests).toEqual([]);
  });

  it('shows the not-found view when the category answer is empty', async () => {
    server.use(
      graphql.query('CategoryPage', () => HttpResponse.json({ data: { category: null } })),
    );
    await renderRoute('/category/finance');
    expect(await findNotFound()).toBeInTheDocument();
  });

  it.each([
    ['a GraphQL error', () => HttpResponse.json(notFoundBody('boom'))],
    ['a server error', () => new HttpResponse('down', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the not-found view on %s', async (_name, answer) => {
    server.use(graphql.query('CategoryPage', answer));
    await renderRoute('/category/finance');
    expect(await findNotFound()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Finance Calculators' })).not.toBeInTheDocument();
  });

  it.each([
    ['a GraphQL error', () => HttpResponse.json({ errors: [{ message: 'boom' }] })],
    ['a network failure', () => HttpResponse.error()],
  ])('says the calculators failed to load on %s', async (_name, answer) => {
    server.use(graphql.query('CategoryCalculators', answer));
    await renderRoute('/category/finance');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load calculators. Please try again later.');
    // The category itself still shows.
    expect(screen.getByRole('heading', { level: 1, name: 'Finance Calculators' })).toBeVisible();
    expect(screen.queryByText('No calculators found in this category yet.')).toBeNull();
  });

  it('asks for the calculators only after the category has loaded', async () => {
    const events: string[] = [];
    const answer = deferred();
    server.use(
      graphql.query('CategoryPage', async () => {
        events.push('category requested');
        await answer.promise;
        events.push('category answered');
        return HttpResponse.json({ data: { category: categoryFixture('health') } });
      }),
      graphql.query('CategoryCalculators', ({ variables }) => {
        events.push(`list requested for ${String(variables.category)}`);
        return HttpResponse.json({
          data: { calculatorsByCategory: calculatorsInCategory('health') },
        });
      }),
    );
    await renderRoute('/category/health');
    await screen.findByRole('status', { name: 'Loading category' });
    await pause(50);
    expect(events).toEqual(['category requested']);

    answer.release();
    expect(await screen.findByRole('link', { name: 'BMI Calculator' })).toHaveAttribute(
      'href',
      '/calculator/bmi-calculator',
    );
    expect(events).toEqual([
      'category requested',
      'category answered',
      'list requested for health',
    ]);
  });

  it('shows card skeletons while the list loads after the category', async () => {
    const list = deferred();
    server.use(
      graphql.query('CategoryCalculators', async () => {
        await list.promise;
        return HttpResponse.json({
          data: { calculatorsByCategory: calculatorsInCategory('math') },
        });
      }),
    );
    await renderRoute('/category/math');
    await screen.findByRole('heading', { level: 1, name: 'Math Calculators' });
    const status = screen.getByRole('status', { name: 'Loading calculators' });
    expect(within(status).getAllByTestId('card-skeleton')).toHaveLength(6);
    list.release();
    expect(await screen.findByRole('link', { name: 'Percentage Calculator' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading calculators' })).not.toBeInTheDocument();
  });

  it('records one page view once the category has loaded, and one per category visited', async () => {
    const answer = deferred();
    server.use(
      graphql.query('CategoryPage', async ({ variables }) => {
        if (variables.slug === 'finance') await answer.promise;
        return HttpResponse.json({ data: { category: categoryFixture(String(variables.slug)) } });
      }),
    );
    const { router } = await renderRoute('/category/finance');
    await screen.findByRole('status', { name: 'Loading category' });
    await pause(50);
    expect(pageViews()).toHaveLength(0);

    answer.release();
    await screen.findByRole('link', { name: 'Mortgage Calculator' });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]?.body).toMatchObject({ page: '/category/finance', ipAddress: null });
    await pause(100);
    expect(pageViews()).toHaveLength(1);

    await router.navigate('/category/date');
    await screen.findByRole('link', { name: 'Age Calculator' });
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]?.body).toMatchObject({ page: '/category/date' });
    await pause(100);
    expect(pageViews()).toHaveLength(2);
  });

  it('records one page view for an unknown category', async () => {
    await renderRoute('/category/no-such-category');
    await findNotFound();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]?.body).toMatchObject({ page: '/category/no-such-category' });
    await pause(100);
    expect(pageViews()).toHaveLength(1);
  });
});
