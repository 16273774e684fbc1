import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render.tsx';

// The search box as a combobox (WAI-ARIA APG's combobox with a listbox popup), on the home page.

async function openHome() {
  const rendered = await renderRoute('/');
  const search = await screen.findByRole('search', { name: 'Calculators' });
  return { ...rendered, search, box: within(search).getByRole('combobox') };
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'Suggested calculators' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('p')?.textContent);

describe('the search combobox', () => {
  it('suggests calculators as the visitor types, best first, named with their category', async () => {
    const user = userEvent.setup();
    const { box } = await openHome();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'celsius');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(options()[0]).toBe('Temperature Converter');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Conversion');
    expect(screen.getByText('1 suggestion')).toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys and opens the one chosen', async () => {
    const user = userEvent.setup();
    const { box, router } = await openHome();
    await user.type(box, 'loan');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    const slug = options()[1];
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/calculator\//));
    expect(slug).toBeTruthy();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions with Escape, keeping the text', async () => {
    const user = userEvent.setup();
    const { box } = await openHome();
    await user.type(box, 'sip');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sip');
  });

  it('opens a suggestion clicked', async () => {
    const user = userEvent.setup();
    const { box, router } = await openHome();
    await user.type(box, 'tdee');
    await waitFor(() => expect(options()[0]).toBe('Calorie Calculator'));
    await user.click(screen.getAllByRole('option')[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/calculator/calorie-calculator'),
    );
  });

  it('says when nothing matches, and then Enter opens the results page', async () => {
    const user = userEvent.setup();
    const { box, router } = await openHome();
    await user.type(box, 'zzqxv');
    expect(await screen.findByText('No suggestions')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzqxv'));
  });
});
