import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './App.tsx';
import { createApolloClient } from './apollo/client.ts';
import { routes } from './routes.tsx';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';

/** Loads the code of the routes the server rendered, so the first render matches its HTML. */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Hydrates the server's HTML in `rootElement`, or renders the app there if it has none. */
export async function start(rootElement: HTMLElement): Promise<void> {
  const client = createApolloClient();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>
  );
  if (state && rootElement.hasChildNodes()) {
    // Server-rendered: take over its HTML with the data it was rendered from.
    client.cache.restore(JSON.parse(state));
    await loadMatchedRoutes();
    // As a transition, hydration yields to the browser every few ms instead of blocking it.
    startTransition(() => {
      hydrateRoot(rootElement, app(createBrowserRouter(routes)));
    });
  } else {
    createRoot(rootElement).render(app(createBrowserRouter(routes)));
  }
}
