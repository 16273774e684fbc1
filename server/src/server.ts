import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { seedCatalogue } from '../../prisma/seed.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { applyMigrations } from './db/migrations.ts';
import { logger } from './lib/logger.ts';
import { createServices } from './services/index.ts';
import type { VideoSource } from './services/video/types.ts';

export interface RunningServer {
  url: string;
  db: Database;
  services: Services;
  httpServer: Server;
  close(): Promise<void>;
}

/** Opens, migrates and seeds the database, then serves the site. Used by index.ts and the tests. */
export async function startServer(
  config: Config,
  extra: { webMiddleware?: RequestHandler; videoSource?: VideoSource } = {},
): Promise<RunningServer> {
  const db = await openDatabase(config);
  const applied = await applyMigrations(db.adapterFactory);
  if (applied.length) logger.info('Applied migrations', { applied });
  await seedCatalogue(db.prisma);

  const services = createServices(db.prisma, config, { video: extra.videoSource });
  const { app, stop } = await createApp({
    services,
    development: config.nodeEnv === 'development',
    webDistDir: config.webDistDir,
    ssrEntry: config.ssrEntry,
    pageCacheSeconds: config.pageCacheSeconds,
    publicOrigin: config.publicOrigin,
    webMiddleware: extra.webMiddleware,
    trustProxy: config.trustProxy,
    limits: config.limits,
    checkDatabase: () => db.prisma.$queryRawUnsafe('SELECT 1'),
  });
  const httpServer = await new Promise<Server>((resolve, reject) => {
    const server = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    url: `http://localhost:${port}`,
    db,
    services,
    httpServer,
    async close() {
      // In-flight requests finish, buffered analytics are written, then the database closes.
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await stop();
      await services.analytics.flush();
      await db.close();
    },
  };
}
