import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { weakEtag } from '../lib/etag.ts';
import { describeError, logger } from '../lib/logger.ts';
import { RateLimiter } from '../lib/rateLimit.ts';
import { chooseEncoding, encodePage, type ContentCoding } from './contentEncoding.ts';
import {
  createPageRenderer,
  type GraphQLExecutor,
  type PageCacheLimits,
  type PageRenderer,
  type RenderedDocument,
} from './pageRenderer.ts';
import { CODING_SUFFIX, findPrecompressed, listFiles } from './precompress.ts';
import { createSiteOrigin } from './siteOrigin.ts';

export interface WebClientOptions {
  /** The built web client (index.html and assets). */
  webDistDir: string;
  /** The built server renderer; without it the browser renders every page. */
  ssrEntry?: string;
  /** Runs the GraphQL queries of pages rendered on the server. */
  execute: GraphQLExecutor;
  pageCache: PageCacheLimits;
  /** Pages one client may have rendered a minute; past it it gets the app shell. */
  rendersPerMinute: number;
  /** Threads that render pages. */
  renderThreads: number;
  /** The site's public origin for canonical links; default: see siteOrigin.ts. */
  publicOrigin?: string;
}

/**
 * How long browsers and shared caches may keep a page the server caches: as long as the server
 * itself reuses it (PAGE_CACHE_SECONDS), and as long again while it is checked in the background.
 * Pages change only with a deploy (their data is the catalogue; what changes by the minute, crypto
 * prices and the analytics dashboard, is fetched by the browser). Not longer: a page kept from
 * before a deploy names the old build's assets, which the new one no longer has.
 */
function pageCacheControl(seconds: number): string {
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds}`;
}

const BOTH_CODINGS: ReadonlySet<ContentCoding> = new Set(['br', 'gzip']);
const NO_CODINGS: ReadonlySet<ContentCoding> = new Set();

/**
 * Sends a document in the coding the request accepts best, when it has its body compressed: then
 * the compression middleware leaves it alone (it skips a response with a Content-Encoding).
 * Otherwise the body as it is, which the middleware compresses. A matching If-None-Match gets a
 * 304 (res.send).
 */
function sendDocument(
  req: Request,
  res: Response,
  document: RenderedDocument,
  cacheControl: string,
): void {
  const { encoded } = document;
  const coding = chooseEncoding(
    req.headers['accept-encoding'],
    encoded ? BOTH_CODINGS : NO_CODINGS,
  );
  const { body, etag } = coding === 'identity' || !encoded ? document : encoded[coding];
  res.status(document.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  res.vary('Accept-Encoding');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.send(body);
}

/**
 * Sends the build's precompressed copy of a file (precompress.ts) to a client that accepts it,
 * with the original's Content-Type; express.static's headers, ETag, Last-Modified and 304s come
 * from res.sendFile, which it shares. Anything else goes on to express.static.
 */
function servePrecompressed(dir: string, options: { maxAge?: string; immutable?: boolean }) {
  const files = findPrecompressed(dir);
  const handler: RequestHandler = (req, res, next) => {
    const found = req.method === 'GET' || req.method === 'HEAD' ? files.get(req.path) : undefined;
    if (!found) return next();
    res.vary('Accept-Encoding');
    const coding = chooseEncoding(req.headers['accept-encoding'], found.codings);
    if (coding === 'identity') return next();
    res.type(path.extname(found.file));
    res.setHeader('Content-Encoding', coding);
    res.sendFile(found.file + CODING_SUFFIX[coding], { root: dir, ...options }, (error) => {
      if (!error || res.headersSent) return;
      // The copy went missing: the original, as express.static sends it.
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      next();
    });
  };
  return handler;
}

/**
 * The built web client: hashed assets cached for a year, public files, and every other address
 * rendered on the server (or, without a server renderer, the app shell the browser renders).
 * Assets and public files go out precompressed when the build made copies, and cached pages
 * compressed once when cached.
 */
export async function serveWebClient(
  options: WebClientOptions,
): Promise<{ router: Router; close: () => Promise<void> }> {
  const { webDistDir } = options;
  const indexHtml = path.join(webDistDir, 'index.html');
  // The app shell, for pages left to the browser, is read once: it is sent from memory.
  // It is sent whenever rendering is refused, so it is compressed once too.
  const shellBody = await readFile(indexHtml);
  const shellEtag = weakEtag(shellBody);
  const shell: RenderedDocument = {
    status: 200,
    body: shellBody,
    etag: shellEtag,
    encoded: await encodePage(shellBody, shellEtag),
  };
  // The files of the built client other than assets/ and the precompressed copies; any other
  // address is a page, and is not looked for on disk.
  const publicFiles = new Set(
    listFiles(webDistDir)
      .map((file) => `/${file}`)
      .filter((file) => file !== '/index.html' && !file.startsWith('/assets/'))
      .filter((file) => !file.endsWith(CODING_SUFFIX.br) && !file.endsWith(CODING_SUFFIX.gzip)),
  );
  let pages: PageRenderer | undefined;
  if (options.ssrEntry && existsSync(options.ssrEntry)) {
    pages = await createPageRenderer({
      entry: options.ssrEntry,
      templatePath: indexHtml,
      execute: options.execute,
      cache: options.pageCache,
      threads: options.renderThreads,
    });
  }

  const siteOrigin = createSiteOrigin(options.publicOrigin);
  // Rendering a page costs CPU; a cached page does not. Past this a client's pages are rendered
  // by its browser from the app shell, so no one client can keep the server rendering.
  const renders = new RateLimiter({ limit: options.rendersPerMinute });
  const cachedPageControl = pageCacheControl(options.pageCache.seconds);
  const router = express.Router();
  const assets = path.join(webDistDir, 'assets');
  const assetCaching = { immutable: true, maxAge: '1y' };
  router.use(
    '/assets',
    servePrecompressed(assets, assetCaching),
    express.static(assets, assetCaching),
  );
  const servePublicCopy = servePrecompressed(webDistDir, {});
  const servePublicFile = express.static(webDistDir, { index: false });
  router.use((req, res, next) => {
    if (!publicFiles.has(req.path)) return next();
    servePublicCopy(req, res, () => servePublicFile(req, res, next));
  });
  router.get('/{*path}', async (req, res) => {
    let page: RenderedDocument | undefined;
    if (pages) {
      const url = `${siteOrigin(req)}${req.originalUrl}`;
      try {
        page = await pages.render(url, () => renders.take(requestClientKey(req)).allowed);
      } catch (error) {
        // The browser can still render the page: send the shell rather than an error.
        logger.error('Server rendering failed', { url: req.originalUrl, ...describeError(error) });
      }
    }
    // Without a page, the shell: the app shows the page or the 404 screen (history fallback).
    // Only pages the server caches may be kept by others; the shell and 404s are checked each time.
    sendDocument(req, res, page ?? shell, page?.cached ? cachedPageControl : 'no-cache');
  });
  return { router, close: async () => pages?.close() };
}
