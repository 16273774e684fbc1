import type { AnyMode, ChoiceField, FieldSpec } from './definition.ts';
import type { Currency } from './money.ts';

// The currency a visitor picks on calculators not tied to one country's rules (a definition with
// `currencyChoice`): its field, and the one the browser's locale suggests before any choice.

const options: readonly { value: Currency; label: string }[] = [
  { value: 'USD', label: 'US dollar ($)' },
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'GBP', label: 'British pound (£)' },
  { value: 'INR', label: 'Indian rupee (₹)' },
  { value: 'CAD', label: 'Canadian dollar (CA$)' },
  { value: 'AUD', label: 'Australian dollar (A$)' },
  { value: 'NZD', label: 'New Zealand dollar (NZ$)' },
  { value: 'SGD', label: 'Singapore dollar (S$)' },
  { value: 'CHF', label: 'Swiss franc (CHF)' },
  { value: 'ZAR', label: 'South African rand (R)' },
];

/**
 * The `currency` field of a definition with `currencyChoice` (URL parameter `currency`). Its
 * default is US dollars, which the page replaces with the browser locale's currency when a link
 * names none.
 */
export const currencyField: ChoiceField<Currency> = {
  kind: 'choice',
  label: 'Currency',
  default: 'USD',
  options,
};

// The euro area (ISO 3166 codes of the countries whose currency is the euro, 2026).
const EURO = 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES BG';
const byRegion: Record<string, Currency> = {
  US: 'USD',
  GB: 'GBP',
  IN: 'INR',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  CH: 'CHF',
  LI: 'CHF',
  ZA: 'ZAR',
  ...Object.fromEntries(EURO.split(' ').map((region) => [region, 'EUR' as const])),
};

/**
 * The region a language tag names ('en-US' → 'US', 'zh-Hant-TW' → 'TW'), or undefined for a tag
 * without one ('de'). Read from the tag: Intl.Locale's first use loads the browser's locale data
 * (150 ms at 4x CPU), which a tag with its region does not need.
 */
function regionOf(tag: string): string | undefined {
  return /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2}|\d{3})(?:-|$)/i.exec(tag)?.[1]?.toUpperCase();
}

/**
 * The currency of the first of the browser's languages whose region has one we show ('en-GB' →
 * GBP, 'de' → EUR through its likely region), or null.
 */
export function localeCurrency(languages: readonly string[]): Currency | null {
  for (const language of languages) {
    try {
      const region = regionOf(language) ?? new Intl.Locale(language).maximize().region;
      if (region && byRegion[region]) return byRegion[region];
    } catch {
      // Not a language tag: try the next.
    }
  }
  return null;
}

/**
 * A calculator as shown in `currency`: its amounts in it, and each field's hint for it
 * (`helpByCurrency`) in place of its own.
 */
export function inCurrency<D extends AnyMode>(definition: D, currency: Currency): D {
  const fields = definition.fields as Record<string, FieldSpec>;
  const hinted = Object.entries(fields).flatMap(([id, field]) =>
    'helpByCurrency' in field && field.helpByCurrency ? [[id, field] as const] : [],
  );
  if (currency === definition.currency && hinted.length === 0) return definition;
  const shownFields = { ...fields };
  for (const [id, field] of hinted) {
    shownFields[id] = { ...field, help: field.helpByCurrency?.[currency] ?? field.help };
  }
  return { ...definition, currency, fields: shownFields };
}
