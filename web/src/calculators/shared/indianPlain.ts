import { formatPlain } from '../../domain/format.ts';
import { groupIndianDigits } from '../../domain/indianNumbers.ts';
import type { Currency } from '../../engine/money.ts';

/**
 * A number as it is written in a formula in India: Indian digit grouping, up to 10 decimals,
 * no trailing zeros (100000 → '1,00,000', 1234567.5 → '12,34,567.5', 1.0175 → '1.0175').
 * The rupee calculators use it to echo a visitor's numbers in “How this was calculated”.
 */
export function plainIndian(value: number): string {
  const text = formatPlain(value);
  if (!Number.isFinite(value)) return text;
  const negative = text.startsWith('-');
  const [whole = '', fraction] = text.replace(/^-/, '').split('.');
  const grouped = groupIndianDigits(whole.replace(/,/g, ''));
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * How an amount is written in a formula beside amounts in `currency`: in lakhs beside rupees
 * (1,00,000 + 18,000 = ₹1,18,000.00), else in thousands.
 */
export function plainFor(currency: Currency): (value: number) => string {
  return currency === 'INR' ? plainIndian : formatPlain;
}
