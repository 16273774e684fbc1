import type { RequestHandler } from 'msw';

/** Mock API answers for the pages features' tests. */
export const pagesHandlers: RequestHandler[] = [];
