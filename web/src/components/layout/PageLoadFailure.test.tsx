import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { AppProviders, AppRoutes } from '../../App.tsx';
import { createApolloClient } from '../../apollo/client.ts';
import { loadPages } from '../../routes.tsx';
import { system } from '../../theme/system.ts';
import { PageLoadFailure } from './PageLoadFailure.tsx';

// The about page's code cannot be downloaded, as when offline or after a deploy removed the file.
vi.mock('../../features/pages/AboutPage.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('shows a reload message in place of a page that cannot be downloaded, then the next page', async () => {
  const user = userEvent.setup();
  // The home page's code is here already, so following the link below does not wait for it.
  await loadPages('/');
  await act(async () => {
    render(
      <AppProviders client={createApolloClient('http://localhost/graphql')}>
        <MemoryRouter initialEntries={['/about']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
  });

  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'This page could not be loaded' }),
  ).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  // The header and footer stay usable.
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();

  await user.click(screen.getAllByRole('link', { name: 'Home', hidden: true })[0]!);
  expect(
    await screen.findByRole('heading', { name: 'Free Online Calculators' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
});

it('does not blame the connection for an error of the page itself', () => {
  render(
    <ChakraProvider value={system}>
      <PageLoadFailure
        error={new TypeError("Cannot read properties of undefined (reading 'name')")}
      />
    </ChakraProvider>,
  );
  expect(
    screen.getByRole('heading', { name: 'Something went wrong on this page' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/internet connection/)).not.toBeInTheDocument();
});
