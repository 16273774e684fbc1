/**
 * The pages of the web client that are not catalogue records (its fixed routes in
 * web/src/routes.tsx; web/src/routes.test.tsx keeps the two lists equal).
 */
export const FIXED_PAGES = [
  '/',
  '/all-calculators',
  '/search',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/analytics',
] as const;

/** A slug as the dashboard shows it (spec section 2): 'bmi-calculator' → 'Bmi Calculator'. */
export function prettifySlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Every address the site serves, with the name the dashboard shows for it: its last part,
 * formatted as the spec says (/calculator/bmi-calculator is Bmi Calculator, /category/free-tools
 * is Free Tools, /all-calculators is All Calculators); '/' has no part to name, and is Home.
 */
export function sitePages(
  calculators: readonly { slug: string }[],
  categories: readonly { slug: string }[],
): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of FIXED_PAGES)
    pages.set(path, path === '/' ? 'Home' : prettifySlug(path.slice(1)));
  for (const { slug } of calculators) pages.set(`/calculator/${slug}`, prettifySlug(slug));
  for (const { slug } of categories) pages.set(`/category/${slug}`, prettifySlug(slug));
  return pages;
}

/** The address a visited path names: without query, fragment or a trailing slash. */
export function addressOf(path: string): string {
  const address = path.replace(/[?#].*$/s, '');
  return address.length > 1 ? address.replace(/\/+$/, '') : address;
}
