import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, AppRoutes } from '../App.tsx';
import { createApolloClient } from '../apollo/client.ts';
import { loadPages } from '../routes.tsx';

/**
 * Renders the whole app at an address, with every provider, against the MSW mock API. The page's
 * code is loaded first, as the browser does before hydrating.
 */
export async function renderRoute(path: string) {
  await loadPages(new URL(path, 'http://localhost').pathname);
  // A memory router around the site's routes, so a test can read where the app navigated to.
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], {
    initialEntries: [path],
  });
  const client = createApolloClient('http://localhost/graphql');
  return {
    router,
    client,
    ...render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
