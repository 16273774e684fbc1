import type { CategorySlug } from '../../../prisma/catalogue.ts';

/**
 * A calculator's catalogue record, written at the top of its module in web/src/calculators, whose
 * file name is the calculator's slug:
 *
 *     export const record = { id: 80, name: 'Example Calculator', … } satisfies CalculatorRecord;
 *
 * The seed, the sitemap, the category and featured lists, the search index and the pages'
 * structured data are all made from these records. The server reads each from its module's text
 * without running the module (prisma/calculators.ts), so a record holds plain values, written
 * out in full: no names of constants, no calls.
 */
export interface CalculatorRecord {
  /** Fixed once published: usage records refer to it (the spec fixes BMI at 1). */
  id: number;
  name: string;
  /** One or two sentences: the page's description, its card's and its search result's. */
  description: string;
  category: CategorySlug;
  /** A name from web/src/components/catalogue/CatalogueIcon.tsx. */
  icon: string;
  /** The icon tile's colour palette (PALETTES in web/src/theme/palettes.ts). */
  iconBg: string;
  /** Shown under Featured Calculators on the home page. */
  featured: boolean;
  /** ISO days (YYYY-MM-DD); the spec's default publication date is 2025-03-21. */
  publishedAt: string;
  updatedAt: string;
  /** Slugs of the calculators its page links to, in order. */
  related: string[];
  /**
   * The named group its category's page lists it in: one of the category's `groups`
   * (prisma/catalogue.ts), given exactly when the category has groups.
   */
  group?: string;
  /**
   * Words visitors search with that the name and description do not say: abbreviations (emi,
   * sip, tdee), units (kg, celsius), other names (rupee, body fat). Searched, not stored.
   */
  keywords: string;
}
