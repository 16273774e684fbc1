import type { MutationResolvers } from '../resolvers.generated.ts';

export const Mutation: MutationResolvers = {
  sendContactMessage: (_, { input }, { services }) => services.messages.sendContactMessage(input),
  subscribeNewsletter: (_, { email }, { services }) =>
    services.messages.subscribeNewsletter({ email }),
  recordPageView: (_, { input }, { services, userAgent }) =>
    services.analytics.recordPageView(input, userAgent),
  recordCalculatorUsage: (_, { input }, { services, userAgent }) =>
    services.analytics.recordCalculatorUsage(input, userAgent),
};
