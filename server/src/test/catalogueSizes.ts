import { calculators } from '../../../prisma/calculators.ts';
import { categories } from '../../../prisma/catalogue.ts';
import type { CatalogueListSizes } from '../graphql/queryCost.ts';

/**
 * The list sizes of the seed's catalogue, or of one grown to `count` calculators in the same
 * proportions (its largest category keeps its share), as the catalogue service reports them.
 */
export function catalogueSizes(count = calculators.length): CatalogueListSizes {
  const largest = Math.max(
    ...categories.map((category) => calculators.filter((c) => c.category === category.slug).length),
  );
  return {
    calculators: count,
    categories: categories.length,
    largestCategory: Math.ceil((largest / calculators.length) * count),
    featured: calculators.filter((c) => c.featured).length,
    related: Math.max(...calculators.map((c) => c.related.length)),
  };
}
