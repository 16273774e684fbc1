import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Services } from './context.ts';
import { createApolloServer } from './graphql/apollo.ts';
import { restErrorHandler } from './rest/errors.ts';
import { createRestRouter } from './rest/router.ts';

export interface AppOptions {
  services: Services;
  /** Development turns on the GraphQL Sandbox and introspection. */
  development?: boolean;
  /** Folder of the built web client; served with history fallback. */
  webDistDir?: string;
  /** Serves the web client instead of webDistDir (Vite's dev middleware in `npm run dev`). */
  webMiddleware?: RequestHandler;
  /** Express 'trust proxy' (config TRUST_PROXY); off by default. */
  trustProxy?: boolean | number | string;
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
  app.use(compression());

  const apollo = createApolloServer({ development: options.development ?? false });
  await apollo.start();
  app.use(
    '/graphql',
    express.json({ limit: '64kb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        userAgent: req.get('user-agent') ?? null,
        clientIp: req.ip,
      }),
    }),
  );

  app.use('/api', createRestRouter(services));
  app.use('/api', restErrorHandler);

  if (options.webMiddleware) {
    app.use(options.webMiddleware);
  } else if (options.webDistDir && existsSync(options.webDistDir)) {
    const indexHtml = path.join(options.webDistDir, 'index.html');
    app.use(
      '/assets',
      express.static(path.join(options.webDistDir, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    app.use(express.static(options.webDistDir, { index: false }));
    // History fallback: every other address gets the app, which shows the page or the 404 screen.
    app.get('/{*path}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  } else {
    app.get('/{*path}', (_req, res) => {
      res.status(503).type('text').send('The web client is not built yet: run npm run build.');
    });
  }
  app.use(restErrorHandler);

  return { app, stop: () => apollo.stop() };
}
