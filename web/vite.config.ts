import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

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

/** The browser bundle (dist/web), and with --ssr the server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname),
  plugins: [react(), preloadEntryStages()],
  build: {
    outDir: path.resolve(import.meta.dirname, isSsrBuild ? '../dist/server' : '../dist/web'),
    emptyOutDir: true,
    // public/ is served from the browser build only.
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      onwarn(warning, warn) {
        // Chakra's modules start with "use client", which means nothing to a browser bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
