import type { AnalyticsService } from './services/analytics/analyticsService.ts';
import type { CatalogueService } from './services/catalogue/catalogueService.ts';
import type { MessagesService } from './services/messages/messagesService.ts';
import type { RatesService } from './services/rates/ratesService.ts';
import type { VideoService } from './services/video/videoService.ts';

/** The services every request can use. Built once per process (server/src/app.ts). */
export interface Services {
  catalogue: CatalogueService;
  analytics: AnalyticsService;
  messages: MessagesService;
  rates: RatesService;
  video: VideoService;
}

/** What every GraphQL resolver receives. */
export interface GraphQLContext {
  services: Services;
  /** The request's User-Agent header, or null (bot filtering of analytics events). */
  userAgent: string | null;
  /**
   * The key of the caller's per-client limits (lib/clientKey.ts); undefined when the server runs
   * an operation for itself (server rendering), which no limit applies to.
   */
  client?: string;
}
