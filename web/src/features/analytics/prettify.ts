/** A calculator slug as a reader sees it: 'bmi-calculator' → 'Bmi Calculator' (spec section 2). */
export function prettifySlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
