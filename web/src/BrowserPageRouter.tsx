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
import { CurrentQueryContext, QueryStore } from './currentQuery.ts';

const PageLoadingContext = createContext(false);

/** True while a new page is on its way (its code downloading) and the current one stays. */
export function usePageLoading(): boolean {
  return useContext(PageLoadingContext);
}

/**
 * React Router's BrowserRouter, except that only a change of page is a transition. A new page may
 * first have to download its code; as a transition, the current page stays on screen meanwhile.
 * While a page is on its way, usePageLoading() says so (the layout shows PageLoadingBar).
 *
 * A change of the query alone (a calculator's inputs, kept in the address as the visitor types)
 * is not a new location for the router: every link on the page reads the router's location, and
 * drawing the header's, the footer's and the related calculators' links again took a phone as
 * long as the keystroke's own result. The query goes to the parts that read it (a QueryStore,
 * through useQueryParams and useQueryString), at once.
 */
export function BrowserPageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [queryStore] = useState(() => new QueryStore(state.location));
  const shown = useRef(state.location);
  const [pageLoading, startPageTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const before = shown.current;
        const samePage = update.location.pathname === before.pathname;
        const queryOnly =
          samePage &&
          update.location.hash === before.hash &&
          update.location.state === before.state;
        if (!queryOnly) shown.current = update.location;
        queryStore.set(queryOnly ? before : update.location, update.location.search);
        if (queryOnly) return;
        if (samePage) setState(update);
        else startPageTransition(() => setState(update));
      }),
    [history, queryStore],
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
        <CurrentQueryContext value={queryStore}>{children}</CurrentQueryContext>
      </Router>
    </PageLoadingContext>
  );
}
