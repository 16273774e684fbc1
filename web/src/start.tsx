import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserPageRouter } from './BrowserPageRouter.tsx';
import { AppProviders, AppRoutes } from './App.tsx';
import { createApolloClient } from './apollo/client.ts';
import { loadPages } from './routes.tsx';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';

/** Hydrates the server's HTML in `rootElement`, or renders the app there if it has none. */
export async function start(rootElement: HTMLElement): Promise<void> {
  const client = createApolloClient();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <BrowserPageRouter>
          <AppRoutes />
        </BrowserPageRouter>
      </AppProviders>
    </StrictMode>
  );
  if (state && rootElement.hasChildNodes()) {
    // Server-rendered: take over its HTML with the data and the page code it was rendered from.
    client.cache.restore(JSON.parse(state));
    // If the page's code cannot be downloaded, the app still hydrates: the header and footer
    // work, and the page shows its failure message.
    await loadPages(window.location.pathname).catch(() => {});
    // As a transition, hydration yields to the browser every few ms instead of blocking it.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  } else {
    createRoot(rootElement).render(app);
  }
}
