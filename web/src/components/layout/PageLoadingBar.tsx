import { usePageLoading } from '../../BrowserPageRouter.tsx';

/**
 * A thin bar across the top of the window while the next page is on its way (its code, and on a
 * first visit Apollo Client, downloading), as a browser shows for a page load; the current page
 * stays meanwhile. It fades in only after a moment, so a quick change of page does not flicker.
 */
export function PageLoadingBar() {
  const loading = usePageLoading();
  if (!loading) return null;
  // A plain element with the classes of frameCss.ts (see Layout.tsx).
  return (
    <div role="progressbar" aria-label="Loading page" className="no-print page-loading-bar">
      <div />
    </div>
  );
}
