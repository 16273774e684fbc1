import type { RequestHandler } from 'msw';

/** Mock API answers for the home features' tests. */
export const homeHandlers: RequestHandler[] = [];
