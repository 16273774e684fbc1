import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserPageRouter } from './BrowserPageRouter.tsx';
import { AppProviders, AppRoutes } from './App.tsx';
import { loadPages } from './routes.tsx';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';

/** Hydrates the server's HTML in `rootElement`, or renders the app there if it has none. */
export async function start(rootElement: HTMLElement): Promise<void> {
  // A page rendered on the server comes with the data it was rendered from; the app shell has none.
  const serverRendered =
    document.getElementById(APOLLO_STATE_ID) !== null && rootElement.hasChildNodes();
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserPageRouter>
          <AppRoutes />
        </BrowserPageRouter>
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) {
    // Take over the server's HTML with the page code it was rendered from. Its data is read where
    // it is used (apollo/browserClient.ts, apollo/usePrerenderedQuery.ts).
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
