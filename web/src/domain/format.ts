// Number formatting shared by the calculators (en-US: '.' decimals, ',' thousands); typed numbers
// are read by engine/numberText.ts.
// Pure functions, no React. A non-finite number is never shown: the formatters return '—'.

const NOT_A_NUMBER = '—';

const fixedFormats = new Map<number, Intl.NumberFormat>();

function fixedFormat(fractionDigits: number): Intl.NumberFormat {
  let format = fixedFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      // 'negative' never shows '-0.00' for a tiny negative number rounded to zero.
      signDisplay: 'negative',
    });
    fixedFormats.set(fractionDigits, format);
  }
  return format;
}

const plainFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 10,
  signDisplay: 'negative',
});

/**
 * A number with a fixed count of decimals (2 unless told) and thousands separators:
 * 1234567.891 → '1,234,567.89', 30 → '30.00'.
 */
export function formatNumber(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return fixedFormat(fractionDigits).format(value);
}

const significantFormat = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 4,
  signDisplay: 'negative',
});

/**
 * A figure with a fixed count of decimals (2 unless told), or, when those would show a value
 * that is not 0 as 0, its 4 significant digits: 0.1% of 0.2 is '0.0002', not '0.00'.
 */
export function formatFigure(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const small = value !== 0 && Math.abs(value) < 0.5 * 10 ** -fractionDigits;
  return small ? significantFormat.format(value) : formatNumber(value, fractionDigits);
}

/** A percentage with 2 decimals: 15 → '15.00%' (a tiny one to 4 significant digits). */
export function formatPercent(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return `${formatFigure(value, fractionDigits)}%`;
}

/**
 * A number as a person would write it: no trailing zeros, up to 10 decimals, thousands
 * separators (200 → '200', 19.99 → '19.99', 1.49925 → '1.49925', 1e15 → '1,000,000,000,000,000').
 * Used to echo a visitor's own numbers back in a formula.
 */
export function formatPlain(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return plainFormat.format(value);
}

/** US dollars with 2 decimals and thousands separators: 1013.37 → '$1,013.37', -5 → '-$5.00'. */
export function formatDollars(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const text = formatNumber(Math.abs(value), decimals);
  return value < 0 && /[1-9]/.test(text) ? `-$${text}` : `$${text}`;
}

/**
 * Seconds as a clock: 'm:ss' under an hour, 'h:mm:ss' from an hour, with `decimals` of a second
 * (1 unless told) when they are not zero: 298.614 → '4:58.6', 300 → '5:00', 13924.35 →
 * '3:52:04.4'. Written with a decimal point, as results are.
 */
export function clock(seconds: number, decimals = 1): string {
  const scale = 10 ** decimals;
  const units = Math.round(Math.abs(seconds) * scale);
  const whole = Math.floor(units / scale);
  const fraction = units % scale;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
  const sign = seconds < 0 && units > 0 ? '-' : '';
  return `${sign}${text}${fraction === 0 ? '' : `.${String(fraction).padStart(decimals, '0')}`}`;
}
