import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The browser bundle (dist/web), and with --ssr the server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
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
