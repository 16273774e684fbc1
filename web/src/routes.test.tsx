import { render, screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppProviders, AppRoutes } from './App.tsx';
import { BrowserPageRouter } from './BrowserPageRouter.tsx';
import { FIXED_PAGES } from '../../server/src/services/analytics/sitePages.ts';
import { createApolloClient } from './apollo/client.ts';
import { loadPages, routes } from './routes.tsx';
import { runUpdatesAsInBrowser } from './test/updatesAsInBrowser.ts';

runUpdatesAsInBrowser('/about');

it('opens a page whose code is not here yet, without an error from React', async () => {
  const consoleError = vi.spyOn(console, 'error');
  await loadPages('/about');
  render(
    <AppProviders client={createApolloClient('http://localhost/graphql')}>
      <BrowserPageRouter>
        <AppRoutes />
      </BrowserPageRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'About Us' });

  // The FAQ page's code downloads when its link is followed (a plain click: inside act() a
  // suspended page would not resume).
  within(await screen.findByRole('contentinfo'))
    .getByRole('link', { name: 'FAQ' })
    .click();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it("the server's list of fixed pages (counted by the analytics) is the route table's", () => {
  const paths = (routes[0]?.children ?? [])
    .map((route) => (route.index ? '/' : `/${route.path}`))
    .filter((path) => !path.includes(':') && !path.includes('*'))
    // Tools with a page of their own are catalogue records, counted as calculators.
    .filter((path) => !path.startsWith('/calculator/'));
  expect(new Set(paths)).toEqual(new Set(FIXED_PAGES));
});
