import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { describeError, logger } from '../lib/logger.ts';
import {
  createPageRenderer,
  type GraphQLExecutor,
  type PageCacheLimits,
  type PageRenderer,
} from './pageRenderer.ts';
import { createSiteOrigin } from './siteOrigin.ts';

export interface WebClientOptions {
  /** The built web client (index.html and assets). */
  webDistDir: string;
  /** The built server renderer; without it the browser renders every page. */
  ssrEntry?: string;
  /** Runs the GraphQL queries of pages rendered on the server. */
  execute: GraphQLExecutor;
  pageCache: PageCacheLimits;
  /** The site's public origin for canonical links; default: see siteOrigin.ts. */
  publicOrigin?: string;
}

/**
 * The built web client: hashed assets cached for a year, public files, and every other address
 * rendered on the server (or, without a server renderer, the app shell the browser renders).
 */
export async function serveWebClient(options: WebClientOptions): Promise<Router> {
  const { webDistDir } = options;
  const indexHtml = path.join(webDistDir, 'index.html');
  let pages: PageRenderer | undefined;
  if (options.ssrEntry && existsSync(options.ssrEntry)) {
    pages = await createPageRenderer({
      entry: options.ssrEntry,
      templatePath: indexHtml,
      execute: options.execute,
      cache: options.pageCache,
    });
  }

  const siteOrigin = createSiteOrigin(options.publicOrigin);
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDistDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  router.use(express.static(webDistDir, { index: false }));
  router.get('/{*path}', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (pages) {
      const url = `${siteOrigin(req)}${req.originalUrl}`;
      try {
        const page = await pages.render(url);
        if (page) {
          res.status(page.status).type('html').send(page.html);
          return;
        }
      } catch (error) {
        // The browser can still render the page: send the shell rather than an error.
        logger.error('Server rendering failed', { url: req.originalUrl, ...describeError(error) });
      }
    }
    // History fallback: the app shows the page or the 404 screen.
    res.sendFile(indexHtml);
  });
  return router;
}
