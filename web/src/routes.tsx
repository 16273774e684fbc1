import { type ComponentType, type FunctionComponent } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './analytics/usePageViewTracking.ts';
import { Layout } from './components/layout/Layout.tsx';

/** A page component whose code is downloaded when it first renders, or before with `load`. */
type LazyPage = FunctionComponent & { load: () => Promise<void> };

/**
 * Loads a page's code only when its route is visited. A page uses Apollo's hooks unless marked
 * `{ apollo: false }`; only pages that do download Apollo Client (apollo/ApolloPage.tsx).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { apollo = true }: { apollo?: boolean } = {},
): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  /** The visit (location key) whose download failed, and why: its renders get that failure. */
  let failure: { visit: string; error: unknown } | undefined;
  const loadFor = (visit?: string) => {
    // After a failure, a new visit to the page (not React retrying this one) tries again.
    if (loading && failure && failure.visit !== visit) loading = failure = undefined;
    return (loading ??= Promise.all([
      load(),
      apollo ? import('./apollo/ApolloPage.tsx') : undefined,
    ]).then(
      ([module, withApollo]) => {
        const Picked = pick(module);
        // Created now rather than on first render, so that everything hydrating this page
        // (the header's marked category too) finds it, as the server's render did.
        if (withApollo && typeof document !== 'undefined') withApollo.browserApolloClient();
        Loaded = withApollo
          ? () => (
              <withApollo.ApolloPage>
                <Picked />
              </withApollo.ApolloPage>
            )
          : Picked;
      },
      (error: unknown) => {
        failure = { visit: visit ?? '', error };
        throw error;
      },
    ));
  };
  function Page() {
    const visit = useLocation().key;
    if (Loaded) return <Loaded />;
    // A failed download reaches Layout's error boundary.
    if (failure?.visit === visit) throw failure.error;
    // Suspends until the code is here, as React.lazy does. (With use(), React's development
    // build reported "called use() to suspend in a previous render but did not call use() when
    // it finished": routes.test.tsx.)
    throw loadFor(visit);
  }
  return Object.assign(Page, { load: () => loadFor() });
}

/** Calculator and category pages record their view once their data has loaded. */
const selfTracked: RouteHandle = { tracksOwnPageView: true };

/** The one route table (spec section 2, Routes). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        index: true,
        Component: page(
          () => import('./features/home/HomePage.tsx'),
          (m) => m.HomePage,
          { apollo: false },
        ),
      },
      {
        path: 'calculator/:slug',
        handle: selfTracked,
        Component: page(
          () => import('./features/catalogue/calculatorPageRoute.ts'),
          (m) => m.CalculatorPage,
          { apollo: false },
        ),
      },
      {
        path: 'category/:slug',
        handle: selfTracked,
        Component: page(
          () => import('./features/catalogue/CategoryPage.tsx'),
          (m) => m.CategoryPage,
          { apollo: false },
        ),
      },
      {
        path: 'all-calculators',
        Component: page(
          () => import('./features/catalogue/AllCalculatorsPage.tsx'),
          (m) => m.AllCalculatorsPage,
          { apollo: false },
        ),
      },
      {
        path: 'search',
        Component: page(
          () => import('./features/catalogue/SearchPage.tsx'),
          (m) => m.SearchPage,
          { apollo: false },
        ),
      },
      {
        path: 'about',
        Component: page(
          () => import('./features/pages/AboutPage.tsx'),
          (m) => m.AboutPage,
          { apollo: false },
        ),
      },
      {
        path: 'contact',
        Component: page(
          () => import('./features/pages/ContactPage.tsx'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'privacy',
        Component: page(
          () => import('./features/pages/PrivacyPage.tsx'),
          (m) => m.PrivacyPage,
          { apollo: false },
        ),
      },
      {
        path: 'terms',
        Component: page(
          () => import('./features/pages/TermsPage.tsx'),
          (m) => m.TermsPage,
          { apollo: false },
        ),
      },
      {
        path: 'faq',
        Component: page(
          () => import('./features/pages/FaqPage.tsx'),
          (m) => m.FaqPage,
          { apollo: false },
        ),
      },
      {
        path: 'analytics',
        Component: page(
          () => import('./features/analytics/AnalyticsPage.tsx'),
          (m) => m.AnalyticsPage,
        ),
      },
      {
        path: '*',
        Component: page(
          () => import('./features/pages/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
          { apollo: false },
        ),
      },
    ],
  },
];

/**
 * Downloads the code of the pages at `pathname`: before hydrating, so the first render matches the
 * server's HTML without waiting.
 */
export async function loadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.load?.()),
  );
}
