import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { calculatorRecords } from './web/calculatorRecords.ts';

// Six projects: `server` (node, real throwaway databases), `web` and `web-isolated` (components
// in jsdom + MSW), `web-node` (the web client's code that draws nothing, in node), `fuzz`
// (hostile input, each answer timed, so run on its own after the others) and `e2e` (Debian
// chromium against the built site). `npm test` runs server, the web projects and web-node, then
// fuzz; `npm run test:e2e` e2e.

/**
 * The web client's component tests, split by whether a file may share its modules with others.
 * A file that mocks a module (vi.mock) needs its own module graph, and so does one that renders
 * on the server: React's server renderer leaves context values behind in the shared React that
 * the next file's client render would read.
 */
const WEB_TESTS = (() => {
  const files = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => `web/src/${file}`);
  const ownModules = (file: string) =>
    /\bvi\.(do)?mock\(|entry-server|react-dom\/server/.test(readFileSync(file, 'utf8'));
  return { shared: files.filter((f) => !ownModules(f)), isolated: files.filter(ownModules) };
})();

/** How the web client's components are tested: in jsdom, against the MSW mock API. */
const COMPONENT_TESTS = {
  environment: 'jsdom',
  // Node 25 and later define a localStorage of their own, undefined without
  // --localstorage-file, and Vitest puts none of jsdom's globals over one that exists: the
  // pages' storage must be jsdom's, as a browser's would be.
  execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
  setupFiles: ['web/src/test/setup.ts'],
  // Only to catch a hang: the contact form's test took 4 s alone and over 15 s beside a browser
  // test run on this machine's two cores.
  testTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two files at a time, the machine's two cores: left to itself Vitest runs one fewer than
    // the cores (one on this machine), and much of a test's time is spent waiting (a database, a
    // timer, a server's answer) with a core idle.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/src/**/*.test.ts',
            'prisma/**/*.test.ts',
            // Fault and multi-instance tests need a PostgreSQL server they can cut off.
            ...(process.env.TEST_DATABASE_URL ? ['server/src/**/*.pg-test.ts'] : []),
            // Stops the whole PostgreSQL cluster, so only when asked to, on its own (.ci/run).
            ...(process.env.TEST_DATABASE_URL && process.env.PG_STOP_COMMAND
              ? ['server/src/**/*.restart-test.ts']
              : []),
          ],
          exclude: [
            // Timed answers: run on its own (project fuzz) with nothing else on the CPU.
            'server/src/fuzz.test.ts',
            // Only the embedded database has a data folder to share: on a PostgreSQL run this
            // file would test the embedded one again (45 s here), not PostgreSQL.
            ...(process.env.TEST_DATABASE_URL ? ['server/src/embeddedDataDir.test.ts'] : []),
          ],
          env: { NODE_ENV: 'test' },
          // The files of a worker share their modules (the server, Prisma, Apollo), loaded once
          // rather than once a file, and the embedded database's migrated files (testServer.ts):
          // 115 s here against 219 s with each file on its own.
          isolate: false,
          // Each file opens its own embedded database; PGlite start-up is CPU-heavy on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['server/src/fuzz.test.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), calculatorRecords()],
        test: {
          ...COMPONENT_TESTS,
          name: 'web',
          include: WEB_TESTS.shared,
          // The files of a worker share their modules (React, Chakra, the site's code), loaded
          // once rather than once a file: Chakra alone takes 1.5–2 s to load on this machine.
          isolate: false,
          setupFiles: [...COMPONENT_TESTS.setupFiles, 'web/src/test/sharedModules.ts'],
        },
      },
      {
        plugins: [react(), calculatorRecords()],
        test: { ...COMPONENT_TESTS, name: 'web-isolated', include: WEB_TESTS.isolated },
      },
      {
        plugins: [calculatorRecords()],
        // The web client's code that draws nothing (calculator definitions, maths, the engine's
        // evaluation, search): no DOM, no providers, no network mocks, so each file starts fast.
        test: {
          name: 'web-node',
          environment: 'node',
          include: ['web/src/**/*.test.ts', 'web/*.test.ts'],
          // Pure code: the files of a worker share their modules instead of loading them again.
          isolate: false,
          // Only to catch a hang: a property test works out hundreds of long schedules, seconds
          // on an idle machine and several times that on a busy one.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['web/e2e/globalSetup.ts'],
          // One file at a time: the walk over every calculator keeps both cores busy on its own,
          // and two files side by side were no faster here (905–952 s against 881 s) while the
          // extra load made timing-sensitive checks fail.
          fileParallelism: false,
          // Concurrent tests (the walk, the routes) three at a time rather than Vitest's five: on
          // two cores the browser, the site and the runner are all busy at three, and five only
          // made them take turns (the walk over 40 calculators: 124–133 s at three, 150–192 s
          // at five, 141 s at two).
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
