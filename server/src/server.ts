import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { seedCatalogue } from '../../prisma/seed.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Services } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { applyMigrations } from './db/migrations.ts';
import { guardConnections } from './lib/connectionLimit.ts';
import { logger } from './lib/logger.ts';
import { createServices } from './services/index.ts';
import { FfmpegNotFoundError, locateFfmpeg, type FfmpegBinary } from './services/video/ffmpeg.ts';
import type { VideoSource } from './services/video/types.ts';

export interface RunningServer {
  url: string;
  db: Database;
  services: Services;
  httpServer: Server;
  /** The ffmpeg that converts MP3 downloads; undefined when none was found (MP3 then fails). */
  ffmpeg: FfmpegBinary | undefined;
  close(): Promise<void>;
}

/**
 * The ffmpeg for MP3 downloads. A wrong FFMPEG_PATH stops the start; with none found anywhere the
 * site still runs and only MP3 downloads fail.
 */
async function findFfmpeg(configured: string | undefined): Promise<FfmpegBinary | undefined> {
  try {
    return await locateFfmpeg(configured);
  } catch (error) {
    if (configured || !(error instanceof FfmpegNotFoundError)) throw error;
    logger.error('MP3 downloads will fail', { error: error.message });
    return undefined;
  }
}

/** Opens, migrates and seeds the database, then serves the site. Used by index.ts and the tests. */
export async function startServer(
  config: Config,
  extra: {
    webMiddleware?: RequestHandler;
    videoSource?: VideoSource;
    /** An opened database to serve instead of the configured one (the tests' from a snapshot). */
    database?: Database;
  } = {},
): Promise<RunningServer> {
  const db = extra.database ?? (await openDatabase(config));
  const applied = await applyMigrations(db.adapterFactory);
  if (applied.length) logger.info('Applied migrations', { applied });
  await seedCatalogue(db.prisma);

  const ffmpeg = await findFfmpeg(config.video.ffmpegPath);
  const services = createServices(db.prisma, config, {
    video: extra.videoSource,
    ffmpegPath: ffmpeg?.path,
  });
  // MP3 temporary files left by a process that died are removed before any download starts.
  await services.video.ready;
  const { app, stop } = await createApp({
    services,
    development: config.nodeEnv === 'development',
    graphqlIntrospection: config.graphqlIntrospection,
    webDistDir: config.webDistDir,
    ssrEntry: config.ssrEntry,
    pageCache: config.pageCache,
    pageRenderThreads: config.pageRenderThreads,
    pageRenderWaitMs: config.pageRenderWaitMs,
    publicOrigin: config.publicOrigin,
    webMiddleware: extra.webMiddleware,
    trustProxy: config.trustProxy,
    limits: config.limits,
    checkDatabase: () => db.prisma.$queryRawUnsafe('SELECT 1'),
  });
  // GraphQL prices a query by the catalogue's list sizes (graphql/queryCost.ts): read them now.
  await services.catalogue.all();
  // Slow or idle clients must not hold connections: headers and the whole request have a
  // deadline (checked every second), shorter for headers while the server is busy, idle
  // kept-alive connections close, and connections are capped, for each address too.
  const httpServer = createServer(
    {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    app,
  );
  httpServer.maxConnections = config.http.maxConnections;
  guardConnections(httpServer, {
    maxConnections: config.http.maxConnections,
    maxPerClient: config.trustProxy ? undefined : config.http.maxConnectionsPerClient,
    headersTimeoutMs: config.http.headersTimeoutMs,
    headersTimeoutUnderPressureMs: config.http.headersTimeoutUnderPressureMs,
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // A second start on this data folder names the running site's address in its refusal.
  await db.dataDirLock?.setAddress(url);

  return {
    url,
    db,
    services,
    httpServer,
    ffmpeg,
    async close() {
      // In-flight requests finish, buffered analytics are written, then the database closes.
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await stop();
      await services.video.close();
      await services.analytics.flush();
      await db.close();
    },
  };
}
