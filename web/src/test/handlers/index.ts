import { analyticsHandlers } from './analytics.ts';
import { catalogueHandlers } from './catalogue.ts';
import { homeHandlers } from './home.ts';
import { pagesHandlers } from './pages.ts';

/** Default answers of the mock API, grouped by resource (one file each). */
export const handlers = [
  ...catalogueHandlers,
  ...homeHandlers,
  ...pagesHandlers,
  ...analyticsHandlers,
];
