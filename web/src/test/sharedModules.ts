import { afterAll } from 'vitest';

// The web project's files share their modules (isolate: false in vitest.config.ts). What a
// module keeps for the page is cleared after each file, as a new page would start without it.
afterAll(async () => {
  // A toast still showing would appear on the next file's pages.
  const { toaster } = await import('../components/ui/toaster.tsx');
  toaster.remove();
});
