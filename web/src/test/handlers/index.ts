import { analyticsHandlers, dashboardHandlers } from './analytics.ts';
import { catalogueHandlers } from './catalogue.ts';
import { cryptoHandlers } from './crypto.ts';
import { homeHandlers } from './home.ts';
import { pagesHandlers } from './pages.ts';
import { videoHandlers } from './video.ts';

/** Default answers of the mock API, grouped by resource (one file each). */
export const handlers = [
  ...catalogueHandlers,
  ...homeHandlers,
  ...pagesHandlers,
  ...analyticsHandlers,
  ...dashboardHandlers,
  ...cryptoHandlers,
  ...videoHandlers,
];
