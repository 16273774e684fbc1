import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadFailureBoundary } from '../LoadFailureBoundary.tsx';
import { ToastArea } from '../ui/toast.tsx';
import { HydrateWhenVisible } from '../HydrateWhenVisible.tsx';
import { Header } from './Header.tsx';
import { PageLoadingBar } from './PageLoadingBar.tsx';
import { PageLoadFailure } from './PageLoadFailure.tsx';

// The footer is below the first screen of every page: its code loads as it nears the screen.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

/** Header, the page, and the footer; the page fills the space between. */
export function Layout() {
  const { pathname } = useLocation();
  // Plain elements with the classes of frameCss.ts: drawn with Chakra, every page would need
  // Chakra's system as it starts.
  return (
    <div className="site-frame">
      <PageLoadingBar />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="site-main">
        <div className="page-container">
          <LoadFailureBoundary
            resetKey={pathname}
            fallback={(error) => <PageLoadFailure error={error} />}
          >
            <Suspense>
              <Outlet />
            </Suspense>
          </LoadFailureBoundary>
        </div>
      </main>
      <HydrateWhenVisible static>
        <Footer />
      </HydrateWhenVisible>
      <ToastArea />
    </div>
  );
}
