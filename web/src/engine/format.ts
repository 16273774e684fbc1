import { formatNumber, formatPlain } from '../domain/format.ts';
import type { AnyMode, NumberField, OutputFormat } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';

/**
 * An output or table value as shown: money to the cent (or whole units with `decimals` 0),
 * percent and numbers to 2 decimals (a number output may name its own).
 */
export function formatOutput(
  value: number,
  format: OutputFormat,
  currency: Currency,
  decimals = 2,
): string {
  switch (format) {
    case 'money':
      return formatMoney(value, currency, decimals === 0 ? 0 : 2);
    case 'percent':
      return `${formatNumber(value, 2)}%`;
    case 'integer':
      return formatPlain(Math.round(value));
    case 'number':
      return formatNumber(value, decimals);
  }
}

/** The decimals a definition's amounts are shown with: 0 for whole units, else cents. */
export function moneyDecimals(definition: Pick<AnyMode, 'wholeMoney'>): 0 | 2 {
  return definition.wholeMoney ? 0 : 2;
}

/** The symbol shown inside a money field (short: the currency is named beside the form). */
export const currencySymbol: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  CAD: '$',
  AUD: '$',
  NZD: '$',
  SGD: '$',
  CHF: 'Fr',
  ZAR: 'R',
};

/**
 * A solved value as text for its field, so switching the unknown keeps the numbers: money to the
 * cent, others to the field's decimals (at most 6), without thousands separators (1234.5 →
 * '1234.5').
 */
export function fieldText(value: number, field: NumberField): string {
  const digits = field.kind === 'money' ? 2 : field.kind === 'integer' ? 0 : (field.decimals ?? 6);
  return String(Number(value.toFixed(digits)));
}
