import type { MutationResolvers } from '../resolvers.generated.ts';

export const Mutation: MutationResolvers = {
  sendContactMessage: (_, { input }, { services }) => services.messages.sendContactMessage(input),
  subscribeNewsletter: (_, { email }, { services }) =>
    services.messages.subscribeNewsletter({ email }),
  recordPageView: (_, { input }, { services }) => services.analytics.recordPageView(input),
  recordCalculatorUsage: (_, { input }, { services }) =>
    services.analytics.recordCalculatorUsage(input),
};
