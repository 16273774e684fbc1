import type { Services } from '../context.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { createAnalyticsService } from './analytics/analyticsService.ts';
import { createCatalogueService } from './catalogue/catalogueService.ts';
import { createMessagesService } from './messages/messagesService.ts';

/** Wires the services to one database. */
export function createServices(prisma: PrismaClient): Services {
  const catalogue = createCatalogueService(prisma);
  return {
    catalogue,
    analytics: createAnalyticsService(prisma, catalogue),
    messages: createMessagesService(prisma),
  };
}
