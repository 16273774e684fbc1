import type { Config } from '../config.ts';
import type { Services } from '../context.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { createAnalyticsService } from './analytics/analyticsService.ts';
import { createCatalogueService } from './catalogue/catalogueService.ts';
import { createMessagesService } from './messages/messagesService.ts';
import { createRatesService } from './rates/ratesService.ts';
import type { VideoSource } from './video/types.ts';
import { createVideoService } from './video/videoService.ts';
import { createYoutubeVideoSource } from './video/youtubeSource.ts';

/** Wires the services to one database and the configured outside services. */
export function createServices(
  prisma: PrismaClient,
  config: Pick<Config, 'rates' | 'analyticsBatch' | 'analyticsCacheMs' | 'video'>,
  /**
   * Replacements for outside sources (tests pass a fake video source), and the ffmpeg found at
   * start (services/video/ffmpeg.ts; default: FFMPEG_PATH, else "ffmpeg" on PATH).
   */
  sources: { video?: VideoSource; ffmpegPath?: string } = {},
): Services {
  const catalogue = createCatalogueService(prisma);
  return {
    catalogue,
    analytics: createAnalyticsService(prisma, catalogue, {
      batch: config.analyticsBatch,
      readCacheMs: config.analyticsCacheMs,
    }),
    messages: createMessagesService(prisma),
    rates: createRatesService(config.rates),
    video: createVideoService({
      source: sources.video ?? createYoutubeVideoSource(),
      limits: {
        ...config.video,
        ffmpegPath: sources.ffmpegPath ?? config.video.ffmpegPath ?? 'ffmpeg',
      },
    }),
  };
}
