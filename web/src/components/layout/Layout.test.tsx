import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { record as loanEmi } from '../../calculators/loan-emi-calculator.ts';
import { headerLinks, site } from '../../site.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// jsdom matches no media query, so the desktop navigation is display:none here and has no
// accessible name; it is found by its label instead.
function desktopNavigation(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error('No main navigation');
  return nav;
}

describe('the site shell', () => {
  it('shows the header navigation and the footer on the home page', async () => {
    await renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Free Online Calculators' }),
    ).toBeInTheDocument();
    const nav = desktopNavigation();
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(
      headerLinks.map((link) =>
        'hiddenSuffix' in link ? link.label + link.hiddenSuffix : link.label,
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const footer = await screen.findByRole('contentinfo');
    for (const label of ['About Us', 'Contact Us', 'Privacy Policy', 'Terms of Service', 'FAQ']) {
      expect(within(footer).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(footer).getByText(site.email)).toBeInTheDocument();
    expect(within(footer).getByText(site.location)).toBeInTheDocument();
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`)),
    ).toBeInTheDocument();
  });

  it('highlights the current route', async () => {
    await renderRoute('/category/finance');
    await screen.findByRole('heading', { name: 'Finance Calculators' });
    const nav = desktopNavigation();
    expect(within(nav).getByRole('link', { name: 'Finance', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("marks the calculator's category on a calculator's page", async () => {
    await renderRoute('/calculator/bmi-calculator');
    await screen.findByRole('heading', { level: 1, name: 'BMI Calculator' });
    const nav = desktopNavigation();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Health', hidden: true })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Finance', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/');
    await screen.findByRole('heading', { name: 'Free Online Calculators' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape and returns to its button', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('heading', { name: 'Free Online Calculators' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the mobile menu with Escape on its button too', async () => {
    const user = userEvent.setup();
    await renderRoute('/');
    await screen.findByRole('heading', { name: 'Free Online Calculators' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('keeps what is typed into the header search the moment it opens, before its code loads', async () => {
    const user = userEvent.setup();
    await renderRoute('/about');
    await user.click(screen.getByRole('button', { name: 'Search calculators' }));
    // Typed at once: the search box's code is still on its way.
    await user.keyboard('emi');
    const box = await screen.findByRole('combobox', { name: 'Search calculators' });
    expect(box).toHaveValue('emi');
    expect(box).toHaveFocus();
    await user.keyboard(' calc');
    expect(box).toHaveValue('emi calc');
    const suggestions = await screen.findByRole('listbox', { name: 'Suggested calculators' });
    expect((await within(suggestions).findAllByRole('option'))[0]).toHaveTextContent(loanEmi.name);
  });

  it('shows the 404 page word for word for an unknown address', async () => {
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but the page you're looking for cannot be found. The page may have been moved or removed.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${site.name}`));
  });

  it('shows the not-found view when a category fails to load', async () => {
    server.use(
      graphql.query('CategoryPage', () => HttpResponse.json({ errors: [{ message: 'boom' }] })),
    );
    await renderRoute('/category/finance');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
