import { readdirSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { CALCULATOR_FRAME_CHUNK, calculatorFrameChunk } from './calculatorFrameChunk.ts';
import { calculatorRecords } from './calculatorRecords.ts';
import { chakraBrowserSystem } from './chakraBrowserSystem.ts';
import { graphqlDocuments } from './graphqlDocuments.ts';
import { startStageChunks } from './startStageChunks.ts';

/**
 * Preloads, from index.html, the modules the entry imports dynamically (main.tsx loads the app in
 * stages) and everything they import, as Vite does for the entry's static imports.
 */
function preloadEntryStages(): Plugin {
  return {
    name: 'preload-entry-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return [];
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const imported = bundle[file];
          if (imported?.type === 'chunk') imported.imports.forEach(add);
        };
        chunk.dynamicImports.forEach(add);
        for (const file of [chunk.fileName, ...chunk.imports]) files.delete(file);
        return [...files].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * Apollo Client and the libraries only it uses, in one chunk that pages without Apollo never
 * download (web/src/routes.tsx). Left to itself, the bundler spread them over ten small chunks,
 * which cost pages that use Apollo about 2 kB gzip more. The chunk must not import from a chunk
 * that imports it (modules would run before what they use): what Apollo imports from outside
 * (React, tslib) stays in chunks of its own, and the home page reads no part of graphql.
 */
const apolloClientChunk = {
  name: 'apollo-client',
  test: /node_modules\/(@apollo\/client|graphql|rxjs|optimism|@wry)\//,
  // Not what they import too: that would pull React in, and with it every page.
  includeDependenciesRecursively: false,
};

/**
 * React Router's production build, for the browser bundle. Its package exports only its
 * development build (remix-run/react-router#14102), whose dev warnings stay switched on
 * (ENABLE_DEV_WARNINGS): checks and messages every page ran as it started. Only the browser
 * bundle takes it: the server renderer loads react-router-dom from node_modules, through the
 * exports, and an alias there would give it two copies of the router's contexts.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../node_modules/react-router/dist/production',
);
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
];

const definitionSlugs = new Set(
  readdirSync(path.resolve(import.meta.dirname, 'src/calculators'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length)),
);
/** Whether a built file is a calculator definition's chunk (`assets/<slug>-<hash>.js`). */
function isDefinitionChunk(file: string): boolean {
  const match = /^assets\/(.+)-[\w-]{8}\.js$/.exec(file);
  return match !== null && definitionSlugs.has(match[1]!);
}

/** The browser bundle (dist/web), and with --ssr the server renderer (dist/server). */
export default defineConfig(({ command, isSsrBuild }) => {
  const calculatorFrame = calculatorFrameChunk();
  const startStages = startStageChunks(CALCULATOR_FRAME_CHUNK);
  return {
    root: path.resolve(import.meta.dirname),
    // The development server and the tests keep the development build, with its warnings.
    resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProductionAliases : [] },
    plugins: [
      react(),
      graphqlDocuments(),
      calculatorRecords(),
      preloadEntryStages(),
      // The browser's copy only: the server renders the global CSS into every page's stylesheet.
      ...(isSsrBuild ? [] : [chakraBrowserSystem(), calculatorFrame.plugin, startStages.plugin]),
    ],
    build: {
      outDir: path.resolve(import.meta.dirname, isSsrBuild ? '../dist/server' : '../dist/web'),
      emptyOutDir: true,
      // public/ is served from the browser build only.
      copyPublicDir: !isSsrBuild,
      // Read by the server renderer, which names a calculator page's module in its HTML
      // (src/ssr/servedModule.ts).
      manifest: !isSsrBuild,
      // Every browser but Safari before 17 preloads modules itself; there the preloads are only
      // skipped, so the polyfill is not worth its bytes in every first load.
      modulePreload: {
        polyfill: false,
        // A calculator's definition is loaded by its slug from web/src/calculators/index.ts, one
        // loader per calculator. Listing each one's imports there, to preload them beside it,
        // made that list grow with the catalogue in every calculator page's first load (about
        // 2 kB gzip at 72); what a definition imports is mostly the engine, loaded already, and a
        // first visit gets every file preloaded by the server's HTML.
        resolveDependencies: (file, dependencies) => (isDefinitionChunk(file) ? [] : dependencies),
      },
      rollupOptions: {
        onwarn(warning, warn) {
          // Chakra's modules start with "use client", which means nothing to a browser bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
        output: isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [startStages.group, apolloClientChunk, ...calculatorFrame.groups],
              },
            },
        // Chakra's theme module builds its whole default config with `defineConfig(...)`, which
        // returns its argument. Marked pure, that unused call no longer keeps every component's
        // recipe in the bundle, only those web/src/theme/system.ts picks (about 10 kB gzip).
        treeshake: { manualPureFunctions: ['defineConfig'] },
      },
    },
  };
});
