import { readFile } from 'node:fs/promises';
import { weakEtag } from '../lib/etag.ts';
import { logger } from '../lib/logger.ts';
import { encodePage, type EncodedBodies } from './contentEncoding.ts';
import { PageCache } from './pageCache.ts';
import { RenderSlots, type RenderSlotLimits } from './renderSlots.ts';
import { RenderThreads, type GraphQLExecutor } from './renderThreads.ts';
import { LINK_SIGNS } from '../../../web/src/engine/numberText.ts';

export type { GraphQLExecutor } from './renderThreads.ts';

/** A whole HTML document, ready to send as it is, as often as it is asked for. */
export interface RenderedDocument {
  status: number;
  body: Buffer;
  etag: string;
  /** The body in brotli and gzip, made once for a document sent many times (a cached page). */
  encoded?: EncodedBodies;
  /**
   * Kept by the page cache: a complete page that depends only on its address, so browsers and
   * shared caches may keep it too. Not the not-found page, nor one whose data failed.
   */
  cached?: boolean;
}

/** What a document costs the page cache: its body and its compressed copies. */
export function documentBytes(document: RenderedDocument): number {
  const { encoded } = document;
  return document.body.length + (encoded ? encoded.br.body.length + encoded.gzip.body.length : 0);
}

/** Who asks for a page, and what the address is. */
export interface RenderRequest {
  /** The client (its rate-limit key): it holds at most `perClient` of the render slots. */
  client: string;
  /**
   * The address is one of the site's pages (its fixed routes, calculators and categories): only
   * those are cached, so that made-up addresses (other spellings of a path) cannot fill the cache.
   */
  sitePage: boolean;
  /**
   * The address is at the site's main origin (PUBLIC_ORIGIN, or localhost at the listening port)
   * rather than at another of this machine's names: such a page, without query values, is kept
   * outside the share of the cache that variants may take.
   */
  mainOrigin: boolean;
  /**
   * Asked only when the page has to be rendered: the renders this client has had lately, this one
   * included, or undefined when it may have no more. Renders waiting for a slot go fewest first.
   */
  takeRender?: () => number | undefined;
  /**
   * The number signs of the visitor's language (numberText.ts signsKey: ',.' in Germany), which
   * the page's figures are written in; default: links' ('.,'). Each is a page of its own.
   */
  numberSigns?: string;
}

export interface PageRenderer {
  /**
   * The whole HTML document for an absolute address, from the cache when fresh; undefined when
   * the client may have no more renders, or no render slot came free in time: the caller sends
   * the app shell instead, which the browser renders. `request` defaults to a site page at the
   * main origin, for a client that may have it rendered.
   */
  render(url: string, request?: Partial<RenderRequest>): Promise<RenderedDocument | undefined>;
  /** Stops the render threads. */
  close(): Promise<void>;
}

/**
 * Render slots: four renders at once (each is tens of milliseconds of CPU on the render thread,
 * and the thread is shared), at most two for one client, and a page waits up to 2 s for one
 * before it is left to the browser.
 */
export const RENDER_SLOTS: RenderSlotLimits = { slots: 4, perClient: 2, maxWaitMs: 2000 };

/**
 * Of the page cache, what variants may take: pages with query values (share links such as
 * ?principal=100000, which anyone can make up in any number) and pages at another of the
 * machine's names. Half of the pages and bytes, and 20 of one path: the site's own pages keep the
 * rest, and the variants of one path cannot push out those of another.
 */
export const VARIANT_SHARE = 0.5;
export const VARIANTS_PER_PATH = 20;

/** Stands for every query parameter in queryKeysRead (web/src/ssr/queryParams.ts). */
const WHOLE_QUERY = '*';

/** The query parameters of an address that its page reads (`keys`), in a fixed order. */
function queryRead(address: URL, keys: ReadonlySet<string>): string {
  const kept = new URLSearchParams();
  if (keys.has(WHOLE_QUERY)) {
    for (const [key, value] of address.searchParams) kept.append(key, value);
  } else {
    for (const key of keys) {
      for (const value of address.searchParams.getAll(key)) kept.append(key, value);
    }
  }
  kept.sort();
  return kept.toString();
}

/**
 * The cache key of an address: its origin and path, and the values of the query parameters its
 * page reads (`keys`), in a fixed order. Any other parameter cannot change the page, so addresses
 * that differ only in those share one entry, and random query strings cannot fill the cache.
 */
export function pageCacheKey(
  address: URL,
  keys: ReadonlySet<string>,
  numberSigns = LINK_SIGNS,
): string {
  const page = `${address.origin}${address.pathname}?${queryRead(address, keys)}`;
  return numberSigns === LINK_SIGNS ? page : `${page} ${numberSigns}`;
}

/**
 * Turns the built index.html's module script and preloads into /boot.js, which loads them once
 * the server-rendered HTML has painted: the page reads sooner on a slow phone, and the app's
 * JavaScript no longer competes with it for the network.
 */
export function startAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) return template;
  const preloads: string[] = [];
  const withoutPreloads = template.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return withoutPreloads.replace(
    entry[0],
    `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>\n  `,
  );
}

type PageParts = { head: string; html: string; stateScript: string };

/**
 * Cuts the built index.html where a page goes, once: the page's parts are then joined to the
 * pieces as they are. (String.replace would read `$&`, `$'` and the like in a visitor's text as
 * patterns and copy parts of the template into the page.)
 */
export function templateFiller(template: string): (page: PageParts) => string {
  const headEnd = template.indexOf('</head>');
  const root = template.indexOf('<div id="root"></div>', headEnd);
  if (headEnd < 0 || root < 0) {
    throw new Error('The page template has no </head> followed by <div id="root"></div>');
  }
  const beforeHeadEnd = template.slice(0, headEnd);
  const headEndToRoot = template.slice(headEnd, root);
  const afterRoot = template.slice(root + '<div id="root"></div>'.length);
  return (page) =>
    beforeHeadEnd +
    page.head +
    headEndToRoot +
    '<div id="root">' +
    page.html +
    '</div>' +
    page.stateScript +
    afterRoot;
}

/**
 * Fills the built index.html with a page rendered on the server: metadata and CSS in the head,
 * the page in #root, and the data it was rendered from for the browser's Apollo cache.
 */
export function fillTemplate(template: string, page: PageParts): string {
  return templateFiller(template)(page);
}

export interface PageCacheLimits {
  /** How long a rendered page is reused (seconds; 0: never). */
  seconds: number;
  /** Pages kept at most. */
  maxPages: number;
  /** Bytes of pages kept at most, their compressed copies included. */
  maxBytes: number;
}

/**
 * Loads the built server renderer and the HTML template. A page of the site is reused for
 * `cache.seconds` (the catalogue it shows changes only with a deploy) by every address with the
 * same path and the same values of the query parameters the page reads. Only complete pages of
 * status 200 are kept: not pages whose data failed to load, nor the not-found pages any address
 * can produce. Renders share the slots fairly (renderSlots.ts).
 */
export async function createPageRenderer(options: {
  entry: string;
  templatePath: string;
  execute: GraphQLExecutor;
  cache: PageCacheLimits;
  /** Threads that render (default 1): see renderThreads.ts. */
  threads?: number;
  /** Default RENDER_SLOTS. */
  slots?: RenderSlotLimits;
  now?: () => number;
}): Promise<PageRenderer> {
  const fill = templateFiller(startAfterPaint(await readFile(options.templatePath, 'utf8')));
  const cache = new PageCache<RenderedDocument>({
    maxEntries: options.cache.maxPages,
    maxBytes: options.cache.maxBytes,
    ttlMs: options.cache.seconds * 1000,
    sizeOf: documentBytes,
    variants: {
      maxEntries: Math.floor(options.cache.maxPages * VARIANT_SHARE),
      maxBytes: options.cache.maxBytes * VARIANT_SHARE,
      perGroup: VARIANTS_PER_PATH,
    },
    now: options.now,
  });
  /**
   * The query parameters each of the site's pages (its path) has read, all renders together. Only
   * the site's pages are learned from, so this holds at most one entry per page of the site.
   */
  const keysRead = new Map<string, Set<string>>();
  const inFlight = new Map<string, Promise<RenderedDocument | undefined>>();
  const slots = new RenderSlots(options.slots ?? RENDER_SLOTS);
  const threads = new RenderThreads({
    entry: options.entry,
    threads: options.threads ?? 1,
    execute: options.execute,
  });

  async function renderFresh(address: URL, request: RenderRequest): Promise<RenderedDocument> {
    const url = address.href;
    const numberSigns = request.numberSigns ?? LINK_SIGNS;
    const { page, error, componentErrors } = await threads.render(url, numberSigns);
    // A component that throws is rendered by the browser instead; the bug is logged here.
    for (const failure of componentErrors) {
      logger.error('A component failed to render on the server', {
        url,
        error: failure.message,
        stack: failure.stack,
      });
    }
    if (!page) throw Object.assign(new Error(error?.message), { stack: error?.stack });
    const failed = componentErrors.length > 0;
    const body = Buffer.from(fill(page));
    const etag = weakEtag(body);
    const cached =
      request.sitePage &&
      page.status === 200 &&
      page.complete &&
      !failed &&
      options.cache.seconds > 0;
    // A cached page is sent many times: it is compressed once, before it is cached, rather than
    // by the compression middleware on every request.
    const document: RenderedDocument = cached
      ? { status: page.status, body, etag, encoded: await encodePage(body, etag), cached }
      : { status: page.status, body, etag };
    if (cached) {
      const keys = keysRead.get(address.pathname) ?? new Set<string>();
      for (const key of page.queryKeysRead ?? [WHOLE_QUERY]) keys.add(key);
      keysRead.set(address.pathname, keys);
      const variant = !request.mainOrigin || queryRead(address, keys) !== '';
      cache.set(
        pageCacheKey(address, keys, numberSigns),
        document,
        variant ? address.pathname : undefined,
      );
    }
    return document;
  }

  /** Renders a page once a slot is free for its client; undefined when none came free in time. */
  async function renderInTurn(
    address: URL,
    request: RenderRequest,
    rendersUsed: number,
  ): Promise<RenderedDocument | undefined> {
    const release = await slots.acquire(request.client, rendersUsed);
    if (!release) return undefined;
    try {
      return await renderFresh(address, request);
    } finally {
      release();
    }
  }

  return {
    render(url, given = {}) {
      const request: RenderRequest = { client: '', sitePage: true, mainOrigin: true, ...given };
      const address = new URL(url);
      const keys = request.sitePage ? keysRead.get(address.pathname) : undefined;
      const numberSigns = request.numberSigns ?? LINK_SIGNS;
      const key = keys
        ? pageCacheKey(address, keys, numberSigns)
        : `${address.href} ${numberSigns}`;
      const cached = keys && cache.get(key);
      if (cached) return Promise.resolve(cached);
      // Concurrent requests for one page share a single render.
      let pending = inFlight.get(key);
      if (!pending) {
        // Rendering costs CPU; a flood of distinct addresses (e.g. searches) must not starve the
        // API, and the browser can render the page itself.
        const rendersUsed = request.takeRender ? request.takeRender() : 0;
        if (rendersUsed === undefined) return Promise.resolve(undefined);
        pending = renderInTurn(address, request, rendersUsed).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    close: () => threads.close(),
  };
}
