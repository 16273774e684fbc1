import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

const PageLoadingContext = createContext(false);

/** True while a new page is on its way (its code downloading) and the current one stays. */
export function usePageLoading(): boolean {
  return useContext(PageLoadingContext);
}

/**
 * React Router's BrowserRouter, except that only a change of page is a transition. A new page may
 * first have to download its code; as a transition, the current page stays on screen meanwhile.
 * A change of the query alone (a calculator's inputs, kept in the address) applies at once, so a
 * field that shows it follows each keystroke, and quick edits build on one another. While a page
 * is on its way, usePageLoading() says so (the layout shows PageLoadingBar).
 */
export function BrowserPageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const pathname = useRef(state.location.pathname);
  const [pageLoading, startPageTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const samePage = update.location.pathname === pathname.current;
        pathname.current = update.location.pathname;
        if (samePage) setState(update);
        else startPageTransition(() => setState(update));
      }),
    [history],
  );

  // A new page opens at its top, as a page loaded by the browser does; back and forward are
  // left to the browser's own scroll restoration.
  const shownPathname = useRef(state.location.pathname);
  useLayoutEffect(() => {
    // Only a change of page scrolls, not a change of its query, nor the first render.
    if (state.location.pathname === shownPathname.current) return;
    shownPathname.current = state.location.pathname;
    if (state.action !== 'POP' && !state.location.hash) window.scrollTo(0, 0);
  }, [state]);

  return (
    <PageLoadingContext value={pageLoading}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </PageLoadingContext>
  );
}
