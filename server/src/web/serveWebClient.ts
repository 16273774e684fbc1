import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { requestClientKey } from '../lib/clientKey.ts';
import { weakEtag } from '../lib/etag.ts';
import { badRequestLog, clientText } from '../lib/logOncePerMinute.ts';
import { describeError, logger } from '../lib/logger.ts';
import { RateLimiter } from '../lib/rateLimit.ts';
import { addressOf } from '../services/analytics/sitePages.ts';
import { chooseEncoding, encodePage, type ContentCoding } from './contentEncoding.ts';
import {
  createPageRenderer,
  RENDER_SLOTS,
  type GraphQLExecutor,
  type PageCacheLimits,
  type PageRenderer,
  type RenderedDocument,
} from './pageRenderer.ts';
import { siteStylesheetLink, STYLESHEET_MANIFEST } from '../../../web/src/ssr/pageStyles.ts';
import { numberLocaleOfLanguages, signsKey } from '../../../web/src/engine/numberText.ts';
import { CODING_SUFFIX, findPrecompressed, listFiles } from './precompress.ts';
import { createSiteOrigin, localOrigin } from './siteOrigin.ts';

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
  /** How long a page waits for a render slot (default RENDER_SLOTS'). */
  renderWaitMs?: number;
  /** The site's public origin for canonical links; default: see siteOrigin.ts. */
  publicOrigin?: string;
  /**
   * The paths of the site's pages (sitePaths.ts): only these are cached, and an address not among
   * them that is left to the browser is answered 404.
   */
  sitePaths: () => Promise<ReadonlySet<string>>;
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
  // A page's figures are written in the signs of the visitor's language.
  res.vary('Accept-Language');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.send(body);
}

/** An absolute-form request target's scheme and authority: `http://host:port` of `http://host:port/about`. */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/**
 * The path and query a request asks for, or undefined when its target names none. An
 * absolute-form target (`GET http://host/about`, as clients send to a proxy, and which a server
 * must take) names its page by its path: its host is no more the page's origin than a Host header
 * is. It is logged once a minute: a client that sends one here is probing the server.
 */
function requestedPath(req: Request): string | undefined {
  const target = req.originalUrl;
  if (target.startsWith('/')) return target;
  const schemeAndAuthority = SCHEME_AND_AUTHORITY.exec(target);
  if (!schemeAndAuthority) return undefined;
  badRequestLog.warn('A request had an absolute-form target: its path was served', {
    target: clientText(target),
  });
  const rest = target.slice(schemeAndAuthority[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A page's absolute address: its origin and the path the request asks for. */
function pageAddress(origin: string, req: Request): URL | undefined {
  const requested = requestedPath(req);
  if (requested === undefined) return undefined;
  try {
    return new URL(origin + requested);
  } catch {
    return undefined;
  }
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
      // Sent, or the visitor left (ECONNABORTED): sending the original too would write to a
      // response this file's stream may still start.
      if (!error || res.headersSent || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') {
        return;
      }
      // The copy went missing: the original, as express.static sends it.
      res.removeHeader('Content-Type');
      res.removeHeader('Content-Encoding');
      next();
    });
  };
  return handler;
}

/**
 * The app shell with a link to the site's stylesheet, as every rendered page has: the browser
 * bundle carries none of the global CSS the stylesheet holds (web/src/theme/config.ts). The
 * stylesheet is named beside the server renderer (STYLESHEET_MANIFEST); without one, the shell as
 * built.
 */
async function shellLinkingStylesheet(html: Buffer, ssrEntry: string | undefined): Promise<Buffer> {
  if (!ssrEntry) return html;
  let href: string;
  try {
    const manifest = path.join(path.dirname(ssrEntry), STYLESHEET_MANIFEST);
    ({ href } = JSON.parse(await readFile(manifest, 'utf8')) as { href: string });
  } catch {
    return html;
  }
  return Buffer.from(
    html.toString('utf8').replace('</head>', `${siteStylesheetLink(href)}</head>`),
  );
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
  const shellBody = await shellLinkingStylesheet(await readFile(indexHtml), options.ssrEntry);
  const shellEtag = weakEtag(shellBody);
  const shell: RenderedDocument = {
    status: 200,
    body: shellBody,
    etag: shellEtag,
    encoded: await encodePage(shellBody, shellEtag),
  };
  // The shell for an address the site does not have: the app shows its not-found screen.
  const notFoundShell: RenderedDocument = { ...shell, status: 404 };
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
      slots:
        options.renderWaitMs === undefined
          ? RENDER_SLOTS
          : { ...RENDER_SLOTS, maxWaitMs: options.renderWaitMs },
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
    const origin = siteOrigin(req);
    const address = pageAddress(origin, req);
    if (!address) {
      badRequestLog.warn('A request target named no page', { target: clientText(req.originalUrl) });
      res
        .status(400)
        .json({ error: 'BAD_REQUEST', message: 'The request target is not an address' });
      return;
    }
    // Unknown while the catalogue cannot be read: then every address may be a page.
    const sitePaths = await options.sitePaths().catch(() => undefined);
    let page: RenderedDocument | undefined;
    if (pages) {
      const client = requestClientKey(req);
      try {
        page = await pages.render(address.href, {
          client,
          // Figures in the signs the visitor's language writes them in (1.380,51 in Germany).
          numberSigns: signsKey(numberLocaleOfLanguages(req.headers['accept-language'])),
          sitePage: sitePaths?.has(address.pathname) ?? false,
          mainOrigin: origin === (options.publicOrigin ?? localOrigin(req)),
          takeRender: () => {
            const taken = renders.take(client);
            return taken.allowed ? renders.limit - taken.remaining : undefined;
          },
        });
      } catch (error) {
        // The browser can still render the page: send the shell rather than an error.
        logger.error('Server rendering failed', { url: req.originalUrl, ...describeError(error) });
      }
    }
    // Without a page, the shell: the app shows the page or its not-found screen (history
    // fallback), answered 404 when the site has no such page. Only pages the server caches may
    // be kept by others; the shell and 404s are checked each time.
    const served = sitePaths?.has(addressOf(address.pathname)) ?? true;
    const fallback = served ? shell : notFoundShell;
    sendDocument(req, res, page ?? fallback, page?.cached ? cachedPageControl : 'no-cache');
  });
  return { router, close: async () => pages?.close() };
}
