/** Facts about the site shown on several pages. */
export const site = {
  name: 'CalcHub',
  email: 'support@calchub.app',
  location: 'TN, India',
  responseTime: 'Usually within 24-48 hours',
  developer: 'the CalcHub team',
} as const;

/**
 * The header's navigation, in order (spec section 2, Header and footer). `hiddenSuffix` completes
 * a label that says little on its own for screen readers and search engines ('More calculators').
 */
export const headerLinks = [
  { label: 'Home', to: '/' },
  { label: 'Finance', to: '/category/finance' },
  { label: 'Health', to: '/category/health' },
  { label: 'Math', to: '/category/math' },
  { label: 'Conversion', to: '/category/conversion' },
  { label: 'Date', to: '/category/date' },
  { label: 'More', to: '/category/more', hiddenSuffix: ' calculators' },
  { label: 'Analytics', to: '/analytics' },
] as const;

/**
 * A category as every breadcrumb names it (spec section 2): 'Finance Calculators', the title of
 * its page; the free tools are 'Free Tools', as they are not calculators.
 */
export function categoryCrumb(slug: string, name: string): { label: string; to: string } {
  return { label: slug === 'free-tools' ? name : `${name} Calculators`, to: `/category/${slug}` };
}

/** The breadcrumb trail above a calculator's page, to its category (the page names itself). */
export function calculatorCrumbs(category: { slug: string; name: string }) {
  return [{ label: 'Home', to: '/' }, categoryCrumb(category.slug, category.name)];
}
