import { calculators } from '../../../prisma/calculators.ts';
import { categories, type CategorySeed } from '../../../prisma/catalogue.ts';

// Test data shaped as the GraphQL API answers it, built from the real catalogue seed.

export const categoryFixtures = categories.map((category: CategorySeed, index) => ({
  __typename: 'Category' as const,
  ...category,
  groups: category.groups ?? [],
  sortOrder: index,
  calculatorCount: calculators.filter((c) => c.category === category.slug).length,
}));

export const calculatorFixtures = calculators.map((calculator) => ({
  __typename: 'Calculator' as const,
  ...calculator,
  group: calculator.group ?? null,
  publishedAt: `${calculator.publishedAt}T00:00:00.000Z`,
  updatedAt: `${calculator.updatedAt}T00:00:00.000Z`,
  categoryInfo: categoryFixtures.find((c) => c.slug === calculator.category),
  related: calculator.related.flatMap((slug) =>
    calculators
      .filter((other) => other.slug === slug)
      .map(({ id, name }) => ({ __typename: 'Calculator' as const, id, slug, name })),
  ),
}));

export function categoryFixture(slug: string) {
  const found = categoryFixtures.find((c) => c.slug === slug);
  if (!found) throw new Error(`No category fixture ${slug}`);
  return found;
}

export function calculatorFixture(slug: string) {
  const found = calculatorFixtures.find((c) => c.slug === slug);
  if (!found) throw new Error(`No calculator fixture ${slug}`);
  return found;
}
