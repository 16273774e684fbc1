import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { describeError, logger } from './lib/logger.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const server = await startServer(config).catch((error: unknown) => {
  // Another process on the data folder is a situation to explain, not a fault to trace.
  const details =
    error instanceof DataDirInUseError ? { error: error.message } : describeError(error);
  logger.error('The server could not start', details);
  process.exit(1);
});
const database =
  server.db.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`Calculators site at ${server.url} (${database})`);
if (!config.publicOrigin && config.nodeEnv === 'production') {
  console.log(
    'PUBLIC_ORIGIN is unset: pages name this machine in canonical and share links; set it to the site address when the site is public',
  );
}
if (server.ffmpeg) {
  const { version, path, source } = server.ffmpeg;
  const from = { FFMPEG_PATH: 'FFMPEG_PATH', PATH: 'the system PATH', npm: 'npm' }[source];
  console.log(`MP3 conversion: ffmpeg ${version} (${path}, from ${from})`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', describeError(error));
        process.exit(1);
      },
    );
  });
}
