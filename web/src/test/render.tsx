import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, AppRoutes } from '../App.tsx';
import { createApolloClient } from '../apollo/client.ts';
import { loadPages } from '../routes.tsx';
import { system } from '../theme/system.ts';

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

/**
 * Renders one part of a page (a calculator) at an address, with only the theme and a memory
 * router around it; returns the router, so a test can read the URL the part wrote.
 */
export function renderWithRouter(element: ReactElement, entry: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [entry] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

/**
 * Lets a calculator's lazily loaded parts (a slider, a stepper, the band scale…) arrive, as a
 * browser loads them while it hydrates: each arrives once per test file, on its first render.
 */
export async function partsLoaded(): Promise<void> {
  await act(async () => {
    await Promise.all([
      import('../engine/BandScale.tsx'),
      import('../engine/BreakdownBar.tsx'),
      import('../engine/ChartFigures.tsx'),
      import('../engine/CopyResultsButton.tsx'),
      import('../engine/DataTable.tsx'),
      import('../engine/FixedParts.tsx'),
      import('../engine/GuideSections.tsx'),
      import('../engine/ResultTable.tsx'),
      import('../engine/RulesAsOf.tsx'),
      import('../engine/SliderInput.tsx'),
      import('../engine/SpinInput.tsx'),
      import('../engine/StepperInput.tsx'),
      import('../engine/SwapRow.tsx'),
      import('../engine/TextInput.tsx'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
