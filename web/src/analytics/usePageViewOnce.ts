import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageView } from './track.ts';

/**
 * For pages that record their own view (calculator and category pages, spec section 7): records
 * it once per slug, when its data has loaded or is known to be missing — not on every render,
 * and again when the page moves to another slug. Pass undefined while still loading.
 */
export function usePageViewOnce(settledSlug: string | undefined): void {
  const { pathname } = useLocation();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (settledSlug === undefined || recorded.current === settledSlug) return;
    recorded.current = settledSlug;
    void recordPageView(pathname);
  }, [settledSlug, pathname]);
}
