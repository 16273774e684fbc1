import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../../prisma/catalogue.ts';
import { record as loanEmi } from '../../calculators/loan-emi-calculator.ts';
import { site } from '../../site.ts';
import { renderRoute } from '../../test/render.tsx';
import { resultCountText } from './SearchPage.tsx';

async function renderSearch(path: string) {
  const result = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Search Calculators' });
  return result;
}

function cardNames(within_: HTMLElement = document.body): string[] {
  return within(within_)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

const box = () => screen.getByRole('combobox', { name: 'Search calculators' });

describe('the search results page', () => {
  it('words the count, singular for one', () => {
    expect(resultCountText(1, 'bmi')).toBe('1 calculator found for “bmi”');
    expect(resultCountText(3, 'loan')).toBe('3 calculators found for “loan”');
    expect(resultCountText(0, 'x')).toBe('0 calculators found for “x”');
  });

  it('shows one result with a singular count and the box filled with the query', async () => {
    await renderSearch('/search?q=ppf');
    expect(await screen.findByText('1 calculator found for “ppf”')).toBeInTheDocument();
    expect(cardNames()).toEqual(['PPF Calculator']);
    expect(screen.getByRole('link', { name: 'PPF Calculator' })).toHaveAttribute(
      'href',
      '/calculator/ppf-calculator',
    );
    expect(box()).toHaveValue('ppf');
    await waitFor(() => expect(document.title).toBe(`Search: ppf | ${site.name}`));
  });

  it('groups the results by category, the best match’s category first, each a section', async () => {
    await renderSearch('/search?q=weight');
    await screen.findByText(/calculators found for “weight”/);
    // The results' sections, in the page's main part (a toast area is a region too).
    const sections = within(screen.getByRole('main')).getAllByRole('region');
    const headings = sections.map(
      (section) => within(section).getByRole('heading', { level: 2 }).textContent,
    );
    expect(headings[0]).toBe('Conversion Calculators');
    expect(headings).toContain('Health Calculators');
    expect(cardNames(sections[0]!)[0]).toBe('Weight Converter');
    expect(
      within(sections[0]!).getByRole('link', { name: 'Conversion Calculators' }),
    ).toHaveAttribute('href', '/category/conversion');
  });

  it('finds a calculator by its abbreviation and despite a typo', async () => {
    await renderSearch('/search?q=emi');
    expect(cardNames()[0]).toBe(loanEmi.name);
    const user = userEvent.setup();
    await user.clear(box());
    await user.type(box(), 'morgage{Enter}');
    await waitFor(() => expect(cardNames()[0]).toBe('Mortgage Calculator'));
  });

  it('searches for the trimmed text of the address', async () => {
    await renderSearch(`/search?q=${encodeURIComponent('  PPF calculator ')}`);
    expect(await screen.findByText('1 calculator found for “PPF calculator”')).toBeInTheDocument();
  });

  it('says nothing matched and suggests every category', async () => {
    await renderSearch('/search?q=zebra');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No calculators match “zebra”.' }),
    ).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Browse categories' });
    const links = within(suggestions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      categories.map((c) => [c.name, `/category/${c.slug}`]),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says a query is too long', async () => {
    await renderSearch(`/search?q=${'a'.repeat(101)}`);
    expect(
      screen.getByText('Search terms can be at most 100 characters. Please shorten your search.'),
    ).toBeInTheDocument();
  });

  it.each(['/search', '/search?q=', '/search?q=%20%20'])(
    'prompts for a query at %s',
    async (path) => {
      await renderSearch(path);
      expect(screen.getByText(/Type what you want to work out/)).toBeInTheDocument();
      expect(box()).toHaveValue('');
      await waitFor(() => expect(document.title).toBe(`Search Calculators | ${site.name}`));
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    },
  );

  it('searches again from its own box, updating ?q=', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=ppf');
    await screen.findByText('1 calculator found for “ppf”');
    await user.clear(box());
    await user.type(box(), 'mortgage{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=mortgage'));
    // The mortgage calculator first; others that speak of mortgages (debt-to-income) after it.
    expect(await screen.findByText(/calculators? found for “mortgage”/)).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Mortgage Calculator');
    expect(cardNames()).not.toContain('PPF Calculator');
    expect(box()).toHaveValue('mortgage');
  });

  it('ignores a blank query typed in its box', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=ppf');
    await screen.findByText('1 calculator found for “ppf”');
    await user.clear(box());
    await user.type(box(), '  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.search).toBe('?q=ppf');
    expect(screen.getByText('1 calculator found for “ppf”')).toBeInTheDocument();
  });

  it('refills the box when going back to an earlier search', async () => {
    const user = userEvent.setup();
    const { router } = await renderSearch('/search?q=ppf');
    await screen.findByText('1 calculator found for “ppf”');
    await user.clear(box());
    await user.type(box(), 'tip{Enter}');
    await screen.findByText('1 calculator found for “tip”');
    await router.navigate(-1);
    expect(await screen.findByText('1 calculator found for “ppf”')).toBeInTheDocument();
    expect(box()).toHaveValue('ppf');
  });
});
