// How whole numbers of any size (BigInt) are written: digits grouped in threes, exponents as
// superscripts, scientific notation for long ones. Apart from integers.ts so that a page showing
// a count (the random picker's possible draws) does not load factorization with it.

import { superscriptOf } from '../../domain/format.ts';

const abs = (n: bigint) => (n < 0n ? -n : n);

/** Digits in groups of three: 1234567n → '1,234,567'. */
export function groupDigits(value: bigint): string {
  const text = abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0n ? `-${text}` : text;
}

/** An exponent as superscript digits: 12 → '¹²'. */
export function superscript(value: number | bigint): string {
  return superscriptOf(String(value));
}

/** How many decimal digits a whole number has (without its sign). */
export function digitCount(value: bigint): number {
  return abs(value).toString().length;
}

/**
 * A positive whole number in scientific notation with `significant` digits, rounded half-up:
 * 2598960n → '2.59896 × 10⁶'; trailing zeros are dropped ('1 × 10¹⁵').
 */
export function scientificText(value: bigint, significant = 6): string {
  const digits = abs(value).toString();
  let exponent = digits.length - 1;
  let mantissa = BigInt(digits.slice(0, significant).padEnd(significant, '0'));
  if (digits.length > significant && Number(digits[significant]) >= 5) mantissa += 1n;
  let text = mantissa.toString();
  if (text.length > significant) {
    // 9.999995 rounds up to 10.0000: one more power of ten.
    text = text.slice(0, significant);
    exponent += 1;
  }
  const fraction = text.slice(1).replace(/0+$/, '');
  const sign = value < 0n ? '-' : '';
  return `${sign}${text[0]}${fraction ? `.${fraction}` : ''} × 10${superscript(exponent)}`;
}

/** 'a = b', or just 'b' where the product written is the number itself (GCF = 13, not 13 = 13). */
export function equalsValue(product: string, value: string): string {
  return product === value ? value : `${product} = ${value}`;
}
