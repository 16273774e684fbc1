import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { describeError, logger } from '../lib/logger.ts';

/** What web/src/entry-server.tsx exports (built to dist/server/entry-server.js). */
interface ServerRendererModule {
  renderPage(
    url: string,
    execute: (request: {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    }) => Promise<FormattedExecutionResult>,
    onRenderError: (error: unknown) => void,
  ): Promise<{
    status: number;
    head: string;
    html: string;
    stateScript: string;
    complete: boolean;
  }>;
}

export type GraphQLExecutor = Parameters<ServerRendererModule['renderPage']>[1];

export interface RenderedDocument {
  status: number;
  html: string;
}

export interface PageRenderer {
  /**
   * The whole HTML document for an absolute address, from the cache when fresh; undefined when
   * enough pages are being rendered already (the caller sends the app shell instead).
   */
  render(url: string): Promise<RenderedDocument | undefined>;
}

/** Rendered pages kept at most; enough for every page of the catalogue with room to spare. */
const MAX_CACHED_PAGES = 500;

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

/**
 * Fills the built index.html with a page rendered on the server: metadata and CSS in the head,
 * the page in #root, and the data it was rendered from for the browser's Apollo cache.
 */
export function fillTemplate(
  template: string,
  page: { head: string; html: string; stateScript: string },
): string {
  return template
    .replace('</head>', `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.stateScript}`);
}

/**
 * Loads the built server renderer and the HTML template. Pages are reused for `cacheSeconds`
 * (the catalogue they show changes only with a deploy), and pages whose data failed to load are
 * never reused.
 */
export async function createPageRenderer(options: {
  entry: string;
  templatePath: string;
  execute: GraphQLExecutor;
  cacheSeconds: number;
  /** Renders running at once; past it pages are left to the browser (default 4). */
  maxConcurrentRenders?: number;
  now?: () => number;
}): Promise<PageRenderer> {
  const maxConcurrentRenders = options.maxConcurrentRenders ?? 4;
  const renderer = (await import(pathToFileURL(options.entry).href)) as ServerRendererModule;
  const template = startAfterPaint(await readFile(options.templatePath, 'utf8'));
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expires: number; document: RenderedDocument }>();
  const inFlight = new Map<string, Promise<RenderedDocument>>();

  async function renderFresh(url: string): Promise<RenderedDocument> {
    let failed = false;
    const page = await renderer.renderPage(url, options.execute, (error) => {
      // A component that throws is rendered by the browser instead; the bug is logged here.
      failed = true;
      logger.error('A component failed to render on the server', { url, ...describeError(error) });
    });
    const document = { status: page.status, html: fillTemplate(template, page) };
    if (page.complete && !failed && options.cacheSeconds > 0) {
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      cache.set(url, { expires: now() + options.cacheSeconds * 1000, document });
    }
    return document;
  }

  return {
    render(url) {
      const cached = cache.get(url);
      if (cached && cached.expires > now()) return Promise.resolve(cached.document);
      cache.delete(url);
      // Concurrent requests for one page share a single render.
      let pending = inFlight.get(url);
      if (!pending) {
        // Rendering costs CPU; a flood of distinct addresses (e.g. searches) must not starve the
        // API, and the browser can render the page itself.
        if (inFlight.size >= maxConcurrentRenders) return Promise.resolve(undefined);
        pending = renderFresh(url).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}
