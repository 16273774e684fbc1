import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Services } from './context.ts';
import { createApolloServer } from './graphql/apollo.ts';
import { sandboxContentSecurityPolicy, sandboxLandingPage } from './graphql/sandbox.ts';
import { graphqlTransportErrorHandler, restErrorHandler } from './rest/errors.ts';
import { createHealthRouter } from './rest/health.ts';
import { requestClientKey } from './lib/clientKey.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './lib/errors.ts';
import { RateLimiter } from './lib/rateLimit.ts';
import { limitRequests, parseJsonBody, requireUtf8QueryString } from './rest/requestLimits.ts';
import { createRestRouter } from './rest/router.ts';
import { createSitemapRouter } from './web/sitemap.ts';
import { createSiteOrigin } from './web/siteOrigin.ts';
import { createSitePaths } from './web/sitePaths.ts';
import type { GraphQLExecutor, PageCacheLimits } from './web/pageRenderer.ts';
import { serveWebClient } from './web/serveWebClient.ts';

export interface AppOptions {
  services: Services;
  /** Development: Vite's dev client, without the Content-Security-Policy it cannot run under. */
  development?: boolean;
  /** GraphQL introspection, which Apollo Sandbox needs (config GRAPHQL_INTROSPECTION; default on). */
  graphqlIntrospection?: boolean;
  /** Folder of the built web client; served with history fallback. */
  webDistDir?: string;
  /** The built server renderer: pages are sent as HTML with their data, then hydrated. */
  ssrEntry?: string;
  /** How long, and how many, rendered pages are reused (default: 60 s, 500 pages, 64 MB). */
  pageCache?: PageCacheLimits;
  /** Threads that render pages (default 1). */
  pageRenderThreads?: number;
  /** How long a page waits for a render slot (default RENDER_SLOTS'). */
  pageRenderWaitMs?: number;
  /** The site's public origin for canonical links; default: each request's own. */
  publicOrigin?: string;
  /** Serves the web client instead of webDistDir (Vite's dev middleware in `npm run dev`). */
  webMiddleware?: RequestHandler;
  /** Express 'trust proxy' (config TRUST_PROXY): a hop count or addresses; off by default. */
  trustProxy?: number | string | false;
  /** Resolves when the database answers (for /readyz). */
  checkDatabase?: () => Promise<unknown>;
  /**
   * Per-client limits per minute: writes (analytics POSTs, mutation fields), GraphQL requests,
   * and pages rendered on the server (config.ts; default 120, 600, 60).
   */
  limits?: { writesPerMinute: number; graphqlPerMinute: number; pageRendersPerMinute: number };
}

/**
 * Security headers. The CSP allows only the site's own scripts (no eval, no inline script), the
 * inline styles Emotion writes, https images (video thumbnails), and no framing.
 */
function securityHeaders(development: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: development
      ? false // Vite's dev client and the Apollo Sandbox need more than the site does
      : {
          useDefaults: true,
          directives: {
            'default-src': ["'self'"],
            'script-src': ["'self'"],
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:', 'https:'],
            'connect-src': ["'self'"],
            'font-src': ["'self'", 'data:'],
            'object-src': ["'none'"],
            'base-uri': ["'self'"],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
            'upgrade-insecure-requests': null,
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set by the TLS-terminating proxy, which knows the domain
  });
}

export interface App {
  app: express.Express;
  /** Stops the GraphQL server. */
  stop(): Promise<void>;
}

/** The whole site in one Express app: GraphQL, the REST shims and the web client. */
export async function createApp(options: AppOptions): Promise<App> {
  const { services } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders(options.development ?? false));
  app.use(compression());
  app.use(createHealthRouter(options.checkDatabase ?? (async () => undefined)));

  const limits = options.limits ?? {
    writesPerMinute: 120,
    graphqlPerMinute: 600,
    pageRendersPerMinute: 60,
  };
  // One write budget per client: analytics POSTs, and every GraphQL mutation field
  // (page views, usage, contact, newsletter), charged by graphql/writeLimit.ts.
  const writes = new RateLimiter({ limit: limits.writesPerMinute });
  app.post('/api/analytics/{*rest}', limitRequests(writes));

  const landingPage = sandboxLandingPage();
  const apollo = createApolloServer({
    introspection: options.graphqlIntrospection ?? true,
    landingPage,
    writes,
    listSizes: () => services.catalogue.listSizes(),
  });
  await apollo.start();
  if (!options.development) {
    // GET /graphql shows Apollo Sandbox to a browser: that one page gets the policy it needs.
    const sandboxPolicy = await sandboxContentSecurityPolicy(landingPage);
    app.get('/graphql', (_req, res, next) => {
      res.setHeader('Content-Security-Policy', sandboxPolicy);
      next();
    });
  }
  app.use(
    '/graphql',
    limitRequests(new RateLimiter({ limit: limits.graphqlPerMinute })),
    requireUtf8QueryString,
    parseJsonBody('64kb'),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        userAgent: req.get('user-agent') ?? null,
        client: requestClientKey(req),
      }),
    }),
    graphqlTransportErrorHandler,
  );

  app.use('/api', createRestRouter(services));
  app.use('/api', restErrorHandler);
  app.use(
    createSitemapRouter({
      catalogue: services.catalogue,
      siteOrigin: createSiteOrigin(options.publicOrigin),
      builtFile: options.webDistDir && path.join(options.webDistDir, 'index.html'),
    }),
  );

  let closeWebClient: (() => Promise<void>) | undefined;
  if (options.webMiddleware) {
    app.use(options.webMiddleware);
  } else if (options.webDistDir && existsSync(options.webDistDir)) {
    // Pages rendered on the server run their queries in-process, past the per-client limits.
    const execute: GraphQLExecutor = async (request) => {
      const response = await apollo.executeOperation(request, {
        contextValue: { services, userAgent: null },
      });
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used');
      return response.body.singleResult;
    };
    const web = await serveWebClient({
      webDistDir: options.webDistDir,
      ssrEntry: options.ssrEntry,
      execute,
      pageCache: options.pageCache ?? { seconds: 60, maxPages: 500, maxBytes: 64 * 1024 * 1024 },
      rendersPerMinute: limits.pageRendersPerMinute,
      renderThreads: options.pageRenderThreads ?? 1,
      renderWaitMs: options.pageRenderWaitMs,
      publicOrigin: options.publicOrigin,
      sitePaths: createSitePaths(services.catalogue),
    });
    app.use(web.router);
    closeWebClient = web.close;
  } else {
    app.get('/{*path}', (_req, res) => {
      res
        .status(503)
        .set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .type('text')
        .send('The web client is not built yet: run npm run build.');
    });
  }
  app.use(restErrorHandler);

  return {
    app,
    stop: async () => {
      await closeWebClient?.();
      await apollo.stop();
    },
  };
}
