import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserPageRouter } from './BrowserPageRouter.tsx';
import { AppProviders, AppRoutes, makeChakraSystem } from './App.tsx';
import { loadPages } from './routes.tsx';
import { APOLLO_STATE_ID } from './ssr/apolloState.ts';
import { noteTextBoxesTyping } from './ssr/useTypedBeforeHydration.ts';

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
    noteTextBoxesTyping(rootElement);
    // As a transition, hydration yields to the browser every few ms instead of blocking it.
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    makeSystemWhenIdle(rootElement);
  } else {
    createRoot(rootElement).render(app);
  }
}

/**
 * A page whose first screen is plain elements starts without Chakra's system. A part of it still
 * drawn with Chakra (its classes are Emotion's, css-…) makes the system when it hydrates: below
 * the fold, that may be as the visitor pauses or taps it (HydrateWhenVisible), which would wait
 * for it (150 to 400 ms on a phone). So the system is made as soon as the browser is idle after
 * the start, on the pages that have such a part, and only there.
 */
function makeSystemWhenIdle(rootElement: HTMLElement): void {
  if (!rootElement.querySelector('[class*="css-"]')) return;
  if ('requestIdleCallback' in window) requestIdleCallback(makeChakraSystem);
  else setTimeout(makeChakraSystem, 1000);
}
