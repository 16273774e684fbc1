import { sitePages } from '../services/analytics/sitePages.ts';
import type { CatalogueService } from '../services/catalogue/catalogueService.ts';

/**
 * The paths of the site's pages: its fixed routes and the catalogue's calculators and categories
 * (as the analytics count them), worked out again only when the catalogue is reloaded.
 */
export function createSitePaths(catalogue: CatalogueService): () => Promise<ReadonlySet<string>> {
  let made: { calculators: unknown; categories: unknown; paths: Set<string> } | undefined;
  return async () => {
    const [calculators, categories] = await Promise.all([catalogue.all(), catalogue.categories()]);
    if (made?.calculators !== calculators || made.categories !== categories) {
      made = { calculators, categories, paths: new Set(sitePages(calculators, categories).keys()) };
    }
    return made.paths;
  };
}
