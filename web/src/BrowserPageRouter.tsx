import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

/**
 * React Router's BrowserRouter, except that only a change of page is a transition. A new page may
 * first have to download its code; as a transition, the current page stays on screen meanwhile.
 * A change of the query alone (a calculator's inputs, kept in the address) applies at once, so a
 * field that shows it follows each keystroke, and quick edits build on one another.
 */
export function BrowserPageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const pathname = useRef(state.location.pathname);

  useLayoutEffect(
    () =>
      history.listen((update) => {
        const samePage = update.location.pathname === pathname.current;
        pathname.current = update.location.pathname;
        if (samePage) setState(update);
        else startTransition(() => setState(update));
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
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
