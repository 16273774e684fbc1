// Number formatting shared by the calculators (en-US: '.' decimals, ',' thousands); typed numbers
// are read by engine/numberText.ts.
// Pure functions, no React. A non-finite number is never shown: the formatters return '—'.

const NOT_A_NUMBER = '—';

// Written here rather than with Intl.NumberFormat, with the same result for every number: a
// phone's first Intl.NumberFormat loads the browser's locale data, a task of 150 ms at 4x CPU
// (measured in Chromium), which every calculator page paid as it started. format.test.ts checks
// these functions against Intl.NumberFormat over many numbers.

/**
 * The decimal digits of a finite number's magnitude, as JavaScript and Intl.NumberFormat both
 * take them (the shortest that read back as the same number): 1234.5 → '12345' with 4 whole
 * digits, 0.00123 → '123' with -2, 1e21 → '1' with 22. Zero is '' with 0.
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = mantissa!.split('.');
  let digits = whole! + fraction;
  let point = whole!.length + Number(exponent);
  const leadingZeros = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leadingZeros).replace(/0+$/, '');
  point -= leadingZeros;
  return digits === '' ? { digits: '', point: 0 } : { digits, point };
}

/** The significant digits a double holds for certain (it holds 15.9). */
const HELD_DIGITS = 15;

/**
 * The first `keep` of the digits, rounded half away from zero (Intl's rounding) on the rest. A
 * half that a double's last digits missed is a half: 52.114999999999995, the double a product
 * worth 52.115 comes to, is 52.12 at 2 decimals, as 52.115 is (Intl writes 52.11). It is a half
 * when its first 15 digits read as one after at least four more 0s (4 then 9s to the 15th digit):
 * a tail that short of a half is a double's error, not a figure's.
 */
function roundDigits(
  digits: string,
  point: number,
  keep: number,
): { digits: string; point: number } {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: '', point: 0 };
  const kept = digits.slice(0, keep);
  const held = keep <= HELD_DIGITS - 5 ? roundDigits(digits, point, HELD_DIGITS) : null;
  const half = held !== null && held.point === point && held.digits.slice(keep) === '5';
  if (digits[keep]! < '5' && !half) return { digits: kept, point };
  // Add one at the last kept digit, carrying through 9s: '1299' → '13', '99' → '1' a place up.
  const lastBelowNine = kept.search(/9*$/) - 1;
  if (lastBelowNine < 0) return { digits: '1', point: point + 1 };
  const raised = String(Number(kept[lastBelowNine]) + 1);
  return { digits: kept.slice(0, lastBelowNine) + raised, point };
}

/** Groups a string of digits in thousands: '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A finite number as Intl.NumberFormat('en-US') writes it with signDisplay 'negative': thousands
 * grouped by commas, a decimal point, a minus sign only when the shown value is not zero. Rounded
 * at `maxFraction` decimals, or to `maxSignificant` digits; at least `minFraction` decimals.
 */
function formatDecimal(
  value: number,
  rounding: { maxFraction: number; minFraction: number } | { maxSignificant: number },
): string {
  const exact = decimalDigits(value);
  const keep =
    'maxSignificant' in rounding ? rounding.maxSignificant : exact.point + rounding.maxFraction;
  const { digits, point } = roundDigits(exact.digits, exact.point, keep);
  const minFraction = 'minFraction' in rounding ? rounding.minFraction : 0;
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0)))
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const sign = value < 0 && digits !== '' ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A number with a fixed count of decimals (2 unless told) and thousands separators:
 * 1234567.891 → '1,234,567.89', 30 → '30.00'.
 */
export function formatNumber(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatDecimal(value, { maxFraction: fractionDigits, minFraction: fractionDigits });
}

/**
 * A figure with a fixed count of decimals (2 unless told), or, when those would show a value
 * that is not 0 as 0, its 4 significant digits: 0.1% of 0.2 is '0.0002', not '0.00'.
 */
export function formatFigure(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const small = value !== 0 && Math.abs(value) < 0.5 * 10 ** -fractionDigits;
  if (!small) return formatNumber(value, fractionDigits);
  return Math.abs(value) < 1e-6 ? formatScientific(value, 4) : formatSignificant(value, 4);
}

/** The number a figure shows (formatFigure's text read back): 0.0001235, 1.532e-288, 30. */
export function shownFigure(value: number, fractionDigits = 2): number {
  const [digits = '', power] = formatFigure(value, fractionDigits).replace(/,/g, '').split(' × 10');
  if (power === undefined) return Number(digits);
  const exponent = [...power].map((char) => FROM_SUPERSCRIPT[char] ?? char).join('');
  return Number(`${digits}e${exponent}`);
}

/**
 * A number in powers of ten to at most `digits` significant digits: 1.5316e-287 to 4 →
 * '1.532 × 10⁻²⁸⁷' (a binomial probability, where the decimals would be 287 zeros).
 */
export function formatScientific(value: number, digits: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  if (value === 0) return '0';
  const exact = decimalDigits(value);
  const rounded = roundDigits(exact.digits, exact.point, digits);
  const [first = '', rest = ''] = [rounded.digits[0], rounded.digits.slice(1).replace(/0+$/, '')];
  const mantissa = rest ? `${first}.${rest}` : first;
  const sign = value < 0 ? '-' : '';
  return `${sign}${mantissa} × 10${superscriptOf(String(rounded.point - 1))}`;
}

const SUPERSCRIPTS: Record<string, string> = {
  '-': '⁻',
  ...Object.fromEntries([...'⁰¹²³⁴⁵⁶⁷⁸⁹'].map((digit, index) => [String(index), digit])),
};

const FROM_SUPERSCRIPT = Object.fromEntries(
  Object.entries(SUPERSCRIPTS).map(([char, superscript]) => [superscript, char]),
);

/** An exponent's digits as superscripts: '12' → '¹²', '-7' → '⁻⁷'. */
export function superscriptOf(text: string): string {
  return [...text].map((char) => SUPERSCRIPTS[char] ?? char).join('');
}

/**
 * A number to at most `digits` significant digits, trailing zeros dropped, with thousands
 * separators: 1.0471285480508996 to 10 → '1.047128548', 0.000123456 to 4 → '0.0001235'.
 */
export function formatSignificant(value: number, digits: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatDecimal(value, { maxSignificant: digits });
}

/**
 * A percentage: 15 → '15.00%', a tiny one to 4 significant digits. To `fractionDigits` when
 * given; else to 2, or to the decimals that tell one a hair from 100% from 100% (percentDecimals).
 */
export function formatPercent(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return `${formatFigure(value, fractionDigits ?? percentDecimals(value))}%`;
}

/**
 * The decimals of a percentage: 2, or up to 10 for one a hair from 100% that 2 would show as
 * 100.00% (a margin of 99.995%, a percentile of 99.997%), as a small value keeps its digits rather
 * than show 0. One still 100% at 10 decimals is shown as 100.00%: that is a double's rounding
 * noise (99.99999999999999).
 */
export function percentDecimals(value: number): number {
  const size = Math.abs(value);
  // A hundredth or more from 100% cannot show as 100.00%.
  if (size === 100 || Math.abs(size - 100) >= 0.01) return 2;
  // Compared as shown, so that the rounding is the formatter's own (99.995 is held as 99.99499…).
  for (let decimals = 2; decimals <= 10; decimals += 1) {
    if (formatFigure(size, decimals) !== formatFigure(100, decimals)) return decimals;
  }
  return 2;
}

/**
 * A number as a person would write it: no trailing zeros, up to 10 decimals, thousands
 * separators (200 → '200', 19.99 → '19.99', 1.49925 → '1.49925', 1e15 → '1,000,000,000,000,000').
 * Used to echo a visitor's own numbers back in a formula.
 */
export function formatPlain(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatDecimal(value, { maxFraction: 10, minFraction: 0 });
}

/**
 * A number to at most `decimals` decimals, without trailing zeros (149.99, 200, 18.6); one those
 * decimals would show as 0 by its significant digits (0.000929), never as 0.
 */
export function formatUpTo(value: number, decimals: number): string {
  const rounded = Number(formatNumber(value, decimals).replace(/,/g, ''));
  return rounded === 0 && value !== 0 ? formatFigure(value, decimals) : formatPlain(rounded);
}

/**
 * A computed number as a formula shows it: `digits` significant digits, but never fewer than its
 * whole part has (999,999,999,999 stays itself, not 1,000,000,000,000), no trailing zeros, up to
 * 10 decimals, never '-0'.
 */
export function formatReading(value: number, digits: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatPlain(readingOf(value, digits));
}

/**
 * The number formatReading shows: a value solved for, echoed in a sentence, reads 3 years, not
 * 2.9999999726 (the years a growth takes, found by logarithms from rounded amounts).
 */
export function readingOf(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  return Number(value.toPrecision(Math.min(17, Math.max(digits, wholeDigits(value))))) + 0;
}

/**
 * A computed measure in a sentence or formula (an area, a volume, a side): formatReading's
 * `digits` significant digits, but in powers of ten below a millionth (1 × 10⁻¹⁴, which 10
 * decimals would show as 0) and from 10¹⁶ up (7.9577472 × 10²², where plain digits would claim
 * more than a double holds).
 */
export function formatMeasure(value: number, digits = 8): string {
  const size = Math.abs(value);
  if (value !== 0 && Number.isFinite(value) && (size < 1e-6 || size >= 1e16)) {
    return formatScientific(value, digits);
  }
  return formatReading(value, digits);
}

/**
 * A number the visitor typed, echoed as typed: the shortest decimal that reads back as the same
 * double (1.41421356 and 1.23456789012, which formatPlain and formatMeasure cut), grouped; in
 * powers of ten where formatMeasure uses them.
 */
export function formatAsTyped(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  if (value === 0) return '0';
  // toExponential() with no argument gives the digits that identify the double, and no more.
  const digits = value.toExponential().split('e')[0]!.replace(/[-.]/g, '').length;
  const size = Math.abs(value);
  return size < 1e-6 || size >= 1e16
    ? formatScientific(value, digits)
    : formatSignificant(value, digits);
}

/** The digits of a number's whole part: 3 for 123.4, 12 for 999,999,999,999; 1 for 0 and below 1. */
export function wholeDigits(value: number): number {
  return value === 0 ? 1 : Math.max(1, Math.floor(Math.log10(Math.abs(value))) + 1);
}

/**
 * The plural words a unit may start with, each with its singular. A list rather than a rule: a
 * symbol such as 'bps' or 'ms' ends in s too.
 */
const SINGULARS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'years',
      'months',
      'weeks',
      'days',
      'hours',
      'minutes',
      'seconds',
      'payments',
      'periods',
      'points',
      'reps',
      'rows',
      'units',
      'characters',
      'times',
      'shares',
      'credits',
      'words',
      'miles',
      'ones',
      'zeros',
      'numbers',
      'milliseconds',
      'cans',
      'tins',
      'buckets',
      'bags',
    ].map((word) => [word, word.slice(0, -1)]),
  ),
  inches: 'inch',
};

/** A unit for one: its first word singular ('hours a week' → 'hour a week'); a symbol as it is. */
function singularOf(unit: string): string {
  const [word, ...rest] = unit.split(' ');
  const singular = SINGULARS[word!];
  return singular ? [singular, ...rest].join(' ') : unit;
}

/**
 * A unit as it follows a number: singular for 1 ('1 month', '2 months'; '1 hour a week'); a
 * symbol ('s', 'ms', 'kg') as it is.
 */
export function unitFor(value: number, unit: string): string {
  return value === 1 ? singularOf(unit) : unit;
}

/** A unit after a figure as shown: singular when the figure reads 1, as 0.9999 rounded does. */
export function unitAfter(shown: string, unit: string): string {
  return shown === '1' ? singularOf(unit) : unit;
}

/** A text with its first letter a capital, as it starts a sentence: 'width 6 in' → 'Width 6 in'. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A count with its unit, singular for 1: '1 payment', '360 payments', '1,000 units'. */
export function formatCount(value: number, unit: string): string {
  return `${formatPlain(value)} ${unitFor(value, unit)}`;
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
