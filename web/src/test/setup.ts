import '@testing-library/jest-dom/vitest';
import { defaultSystem } from '@chakra-ui/react';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { analyticsCalls } from './handlers/analytics.ts';
import { system } from '../theme/system.ts';
import { server } from './server.ts';

// Pages load lazily; on a busy 2-core machine the first render can take more than 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Chakra's components call. (A file may run without a DOM,
// as the server renderer's test does: `// @vitest-environment node`.)
const hasDom = typeof window !== 'undefined';
if (hasDom) {
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
}

// The site's Chakra system carries only the recipes it uses (theme/system.ts). A component whose
// recipe was left out would render unstyled without a word, so every render here fails instead.
const { getRecipeFn, getSlotRecipeFn } = system;
system.getRecipeFn = (key, ...rest) => {
  if (!system.isRecipe(key) && defaultSystem.isRecipe(key)) {
    throw new Error(`Chakra recipe "${key}" is used but missing from web/src/theme/system.ts`);
  }
  return getRecipeFn(key, ...rest);
};
system.getSlotRecipeFn = (key, ...rest) => {
  if (!system.isSlotRecipe(key) && defaultSystem.isSlotRecipe(key)) {
    throw new Error(`Chakra slot recipe "${key}" is used but missing from web/src/theme/system.ts`);
  }
  return getSlotRecipeFn(key, ...rest);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  if (hasDom) {
    cleanup();
    localStorage.clear();
  }
  analyticsCalls.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());
