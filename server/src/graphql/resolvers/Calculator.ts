import type { CalculatorResolvers, RelatedCalculatorResolvers } from '../resolvers.generated.ts';

export const Calculator: CalculatorResolvers = {
  categoryInfo: (calculator, _, { services }) => services.catalogue.categoryOf(calculator),
  related: (calculator, _, { services }) => services.catalogue.relatedOf(calculator),
};

export const RelatedCalculator: RelatedCalculatorResolvers = {
  categoryInfo: (calculator, _, { services }) => services.catalogue.categoryOf(calculator),
};
