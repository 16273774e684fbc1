import { clock, formatFigure, formatPercent, formatPlain } from '../domain/format.ts';
import type { AnyMode, NumberField, OutputFormat } from './definition.ts';
import { SOLVER_NOISE } from './findRoot.ts';
import { formatMoney, type Currency } from './money.ts';

/**
 * An output or table value as shown: money to the cent (whole units with `decimals` 0, or more
 * decimals where an output names them), numbers to 2 decimals (a number output may name its own),
 * with the significant digits of a small value that would round to 0; a percentage to the
 * decimals it names, else as formatPercent writes it (2, or those that tell 99.995% from 100%); a
 * duration (in seconds) as a clock, with the decimals of a second it names when they are not zero;
 * a year as its digits alone, and 1 or 0 as Yes or No.
 */
export function formatOutput(
  value: number,
  format: OutputFormat,
  currency: Currency,
  decimals?: number,
): string {
  switch (format) {
    case 'money':
      return formatMoney(value, currency, decimals ?? 2);
    case 'percent':
      return formatPercent(value, decimals);
    case 'integer':
      return formatPlain(Math.round(value));
    case 'digits':
      return String(Math.round(value));
    case 'yesno':
      return value === 0 ? 'No' : 'Yes';
    case 'number':
      return formatFigure(value, decimals ?? 2);
    case 'duration':
      return clock(value, decimals ?? 2);
  }
}

/** Whether an output format shows whole numbers only (no decimals to round to). */
export function showsWholeNumbers(format: OutputFormat): boolean {
  return format === 'integer' || format === 'digits' || format === 'yesno';
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
  const rounded = Number(value.toFixed(digits));
  // A figure its decimals would write as 0 keeps its significant digits (a power of 0.000001 W),
  // as evaluate shows it; money stays to the cent.
  if (rounded === 0 && Math.abs(value) >= SOLVER_NOISE && field.kind !== 'money') {
    return String(Number(value.toPrecision(6)));
  }
  return String(rounded);
}
