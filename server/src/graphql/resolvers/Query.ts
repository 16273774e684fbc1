import type { QueryResolvers } from '../resolvers.generated.ts';

export const Query: QueryResolvers = {
  categories: (_, __, { services }) => services.catalogue.categories(),
  category: (_, { slug }, { services }) => services.catalogue.category(slug),
  calculator: (_, { slug }, { services }) => services.catalogue.calculator(slug),
  featuredCalculators: (_, __, { services }) => services.catalogue.featured(),
  recentCalculators: (_, { limit }, { services }) => services.catalogue.recent(limit ?? undefined),
  calculatorsByCategory: (_, { category }, { services }) => services.catalogue.byCategory(category),
  allCalculators: (_, __, { services }) => services.catalogue.all(),
  searchCalculators: (_, { query }, { services }) => services.catalogue.search(query),
  cryptoRate: (_, { from, to }, { services }) => services.rates.rate(from, to),
  videoInfo: (_, { url }, { services, client }) => services.video.info(url, { client }),
  topPages: (_, { days }, { services }) => services.analytics.topPages(days),
  topCalculators: (_, { days }, { services }) => services.analytics.topCalculators(days),
  pageViewsByDay: (_, { days }, { services }) => services.analytics.pageViewsByDay(days),
  calculatorUsageByDay: (_, { days }, { services }) =>
    services.analytics.calculatorUsageByDay(days),
};
