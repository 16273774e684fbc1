import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { analyticsCalls } from './handlers/analytics.ts';
import { server } from './server.ts';

// Pages load lazily; on a busy 2-core machine the first render can take more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Chakra's components call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  analyticsCalls.length = 0;
  localStorage.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
