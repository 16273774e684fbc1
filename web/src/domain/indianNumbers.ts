// Indian number formatting for the rupee calculators: digit grouping in thousands, lakhs and
// crores (12,34,56,789), rupee amounts, and amounts in words ('11.62 lakh', '1.25 crore').
// Pure functions, no React and no Intl locale data (the grouping is done here, so it is the same
// in every browser). A non-finite number is never shown: the formatters return '—'.

const NOT_A_NUMBER = '—';

const THOUSAND = 1_000;
const LAKH = 100_000;
const CRORE = 10_000_000;

/** The digits of a whole, non-negative number, without exponent form even past 1e21. */
function wholeDigits(value: number): string {
  return BigInt(value).toString();
}

/**
 * Groups a string of digits the Indian way: the last three together, then pairs.
 * '1161695' → '11,61,695', '100000' → '1,00,000', '999' → '999'.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = rest.length; end > 0; end -= 2)
    pairs.unshift(rest.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${lastThree}`;
}

/**
 * A number with Indian digit grouping and a fixed count of decimals (none unless told):
 * 1161695 → '11,61,695', 1234.5 with 2 decimals → '1,234.50', -600000 → '-6,00,000'.
 */
export function formatIndianNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  // Past ~1e306 the scaled value overflows; such a number has no decimals worth showing.
  const scale = Number.isFinite(Math.abs(value) * 10 ** fractionDigits) ? 10 ** fractionDigits : 1;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(scaled / scale);
  const fraction = scaled - whole * scale;
  const grouped = groupIndianDigits(wholeDigits(whole));
  const text =
    fractionDigits > 0 ? `${grouped}.${String(fraction).padStart(fractionDigits, '0')}` : grouped;
  // A tiny negative number rounded to zero is shown as 0, never as '-0'.
  return value < 0 && scaled > 0 ? `-${text}` : text;
}

/**
 * Rupees rounded to whole rupees, with the rupee sign and Indian grouping:
 * 1161695.38 → '₹11,61,695', 600000 → '₹6,00,000', -500 → '-₹500'.
 */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const text = formatIndianNumber(Math.abs(value));
  return value < 0 && text !== '0' ? `-₹${text}` : `₹${text}`;
}

/** A number to at most `digits` decimals, trailing zeros dropped: 11.6 → '11.6', 6 → '6'. */
function trimmed(value: number, digits: number): string {
  const scale = Number.isFinite(value * 10 ** digits) ? 10 ** digits : 1;
  const rounded = Math.round(value * scale) / scale;
  const whole = Math.trunc(rounded);
  const fraction = Math.round((rounded - whole) * scale);
  const grouped = groupIndianDigits(wholeDigits(whole));
  if (fraction === 0) return grouped;
  const decimals = String(fraction).padStart(scale === 1 ? 0 : digits, '0');
  return `${grouped}.${decimals.replace(/0+$/, '')}`;
}

/**
 * An amount as people in India say it, to at most 2 decimals of a lakh or a crore:
 * 1161695 → '11.62 lakh', 12500000 → '1.25 crore', 600000 → '6 lakh'. Below a lakh it is the
 * grouped number: 60000 → '60,000'. Crores are not turned into a bigger unit: 1.5e12 →
 * '1,50,000 crore'.
 */
export function amountInWords(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const amount = Math.abs(value);
  let text: string;
  // 99,99,999 reads as 1 crore, not 100 lakh: the rounded figure decides between the two.
  if (amount >= CRORE || Math.round((amount / LAKH) * 100) >= 100 * 100) {
    text = `${trimmed(amount / CRORE, 2)} crore`;
  } else if (amount >= LAKH) {
    text = `${trimmed(amount / LAKH, 2)} lakh`;
  } else {
    text = trimmed(amount, 0);
  }
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/**
 * A short rupee amount for chart axes: 50000 → '₹50K', 500000 → '₹5L', 12000000 → '₹1.2Cr',
 * 750 → '₹750'. Up to 1 decimal.
 */
export function formatRupeesCompact(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const amount = Math.abs(value);
  const units = [
    { size: CRORE, suffix: 'Cr' },
    { size: LAKH, suffix: 'L' },
    { size: THOUSAND, suffix: 'K' },
  ];
  const unit = units.find((u) => Math.round((amount / u.size) * 10) / 10 >= 1);
  const text = unit ? `${trimmed(amount / unit.size, 1)}${unit.suffix}` : trimmed(amount, 0);
  return value < 0 && text !== '0' ? `-₹${text}` : `₹${text}`;
}
