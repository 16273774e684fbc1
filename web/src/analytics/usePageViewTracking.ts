import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { recordPageView } from './track.ts';

/** Route handle of pages that record their own view once their data has loaded. */
export interface RouteHandle {
  tracksOwnPageView?: boolean;
}

/** Records a page view on every route change, except on pages of `routes` that record their own. */
export function usePageViewTracking(routes: RouteObject[]): void {
  const { pathname } = useLocation();
  const selfTracked = (matchRoutes(routes, pathname) ?? []).some(
    ({ route }) => (route.handle as RouteHandle | undefined)?.tracksOwnPageView,
  );

  useEffect(() => {
    if (!selfTracked) void recordPageView(pathname);
  }, [pathname, selfTracked]);
}
