import { afterEach, beforeEach } from 'vitest';

/**
 * For the test file that calls it: React updates run as in a browser, each test starting at
 * `path`. Under React's act() every update would finish before act returns, hiding which ones
 * wait, and a page that suspends inside it never resumes.
 */
export function runUpdatesAsInBrowser(path: string): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    window.history.replaceState(null, '', path);
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
