import type { MutationResolvers } from '../resolvers.generated.ts';

export const Mutation: MutationResolvers = {
  recordPageView: (_, { input }, { services }) => services.analytics.recordPageView(input),
  recordCalculatorUsage: (_, { input }, { services }) =>
    services.analytics.recordCalculatorUsage(input),
};
