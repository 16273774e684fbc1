import { analyticsHandlers } from './analytics.ts';
import { catalogueHandlers } from './catalogue.ts';

/** Default answers of the mock API, grouped by resource (one file each). */
export const handlers = [...catalogueHandlers, ...analyticsHandlers];
