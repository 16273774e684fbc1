import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './analytics/usePageViewTracking.ts';
import { Layout } from './components/layout/Layout.tsx';
import { NotFoundPage } from './features/pages/NotFoundPage.tsx';

/** Loads a page's code only when its route is visited. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** Calculator and category pages record their view once their data has loaded. */
const selfTracked: RouteHandle = { tracksOwnPageView: true };

/** The one route table (spec section 2, Routes). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Server-rendered pages load their route's code before hydrating (main.tsx), so there is
    // nothing to show in between; without this React Router warns.
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: page(
          () => import('./features/home/HomePage.tsx'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'calculator/sip-calculator',
        lazy: page(
          () => import('./features/calculators/sip/SipCalculatorPage.tsx'),
          (m) => m.SipCalculatorPage,
        ),
      },
      {
        path: 'calculator/crypto-converter',
        lazy: page(
          () => import('./features/calculators/crypto/CryptoConverterPage.tsx'),
          (m) => m.CryptoConverterPage,
        ),
      },
      {
        path: 'calculator/youtube-shorts-downloader',
        lazy: page(
          () => import('./features/downloader/ShortsDownloaderPage.tsx'),
          (m) => m.ShortsDownloaderPage,
        ),
      },
      {
        path: 'calculator/youtube-downloader',
        lazy: page(
          () => import('./features/downloader/VideoDownloaderPage.tsx'),
          (m) => m.VideoDownloaderPage,
        ),
      },
      {
        path: 'calculator/:slug',
        handle: selfTracked,
        lazy: page(
          () => import('./features/catalogue/CalculatorPage.tsx'),
          (m) => m.CalculatorPage,
        ),
      },
      {
        path: 'category/:slug',
        handle: selfTracked,
        lazy: page(
          () => import('./features/catalogue/CategoryPage.tsx'),
          (m) => m.CategoryPage,
        ),
      },
      {
        path: 'all-calculators',
        lazy: page(
          () => import('./features/catalogue/AllCalculatorsPage.tsx'),
          (m) => m.AllCalculatorsPage,
        ),
      },
      {
        path: 'search',
        lazy: page(
          () => import('./features/catalogue/SearchPage.tsx'),
          (m) => m.SearchPage,
        ),
      },
      {
        path: 'about',
        lazy: page(
          () => import('./features/pages/AboutPage.tsx'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: 'contact',
        lazy: page(
          () => import('./features/pages/ContactPage.tsx'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: 'privacy',
        lazy: page(
          () => import('./features/pages/PrivacyPage.tsx'),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: 'terms',
        lazy: page(
          () => import('./features/pages/TermsPage.tsx'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: 'faq',
        lazy: page(
          () => import('./features/pages/FaqPage.tsx'),
          (m) => m.FaqPage,
        ),
      },
      {
        path: 'analytics',
        lazy: page(
          () => import('./features/analytics/AnalyticsPage.tsx'),
          (m) => m.AnalyticsPage,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
