import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { createApolloClient } from '../apollo/client.ts';
import { routes } from '../routes.tsx';

/** Renders the whole app at an address, with every provider, against the MSW mock API. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApolloClient('http://localhost/graphql');
  return { router, client, ...render(<App client={client} router={router} />) };
}
