import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { recordPageView } from './track.ts';

/** Route handle of pages that record their own view once their data has loaded. */
export interface RouteHandle {
  tracksOwnPageView?: boolean;
}

/** Records a page view on every route change, except on pages that record their own. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const selfTracked = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.tracksOwnPageView,
  );

  useEffect(() => {
    if (!selfTracked) void recordPageView(pathname);
  }, [pathname, selfTracked]);
}
