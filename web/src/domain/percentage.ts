// Percentage calculator maths (spec sections 3, 4 and 9). Pure functions: no React, no I/O.
// Every function accepts any number (NaN, ±Infinity, negative, huge, tiny) and never throws:
// when the answer is undefined (a non-finite input, a division by zero, an overflow) it returns
// null, and the caller decides what to say.

/**
 * A finite result, or null when the calculation has no finite answer. The result is taken to 15
 * significant digits, the most a double always holds: the visitor's decimal inputs go through one
 * or two binary operations, whose error lies far below that, so an exact decimal answer comes out
 * exact ((9.5707575 − 0.81) ÷ 0.81 × 100 is 1,081.575, not 1,081.5749999999998, which would show
 * as 1,081.57 where half-up to the cent gives 1,081.58).
 */
function finiteOrNull(n: number): number | null {
  return Number.isFinite(n) ? Number(n.toPrecision(15)) : null;
}

function allFinite(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v));
}

/** What is `percentage`% of `value`? value × percentage ÷ 100 (15% of 200 = 30). */
export function percentOf(percentage: number, value: number): number | null {
  if (!allFinite(percentage, value)) return null;
  return finiteOrNull((value * percentage) / 100);
}

/** `x` is what percent of `y`? x ÷ y × 100 (30 of 200 = 15). Null when y is 0. */
export function whatPercent(x: number, y: number): number | null {
  if (!allFinite(x, y) || y === 0) return null;
  return finiteOrNull((x / y) * 100);
}

export interface PercentChange {
  /** newValue − original: positive for an increase, negative for a decrease. */
  changeAmount: number;
  /** (newValue − original) ÷ |original| × 100, so the sign always follows the direction. */
  percentageChange: number;
}

/**
 * The change from `original` to `newValue` (200 → 250 is +25 %, change 50). Dividing by |original|
 * keeps the sign meaningful for negative originals (−50 → −25 is +50 %). Null when original is 0.
 */
export function percentChange(original: number, newValue: number): PercentChange | null {
  if (!allFinite(original, newValue) || original === 0) return null;
  const changeAmount = newValue - original;
  const percentageChange = (changeAmount / Math.abs(original)) * 100;
  if (!allFinite(changeAmount, percentageChange)) return null;
  return {
    changeAmount: finiteOrNull(changeAmount)!,
    percentageChange: finiteOrNull(percentageChange)!,
  };
}

/**
 * The percentage difference between two numbers: |a − b| ÷ |(a + b) ÷ 2| × 100 (50 and 75 → 40).
 * Symmetric in a and b. The mean is taken as an absolute value so two negative numbers give a
 * positive difference, as for positive ones; null when the mean is 0 (for example 0 and 0, or −5 and 5).
 */
export function percentageDifference(a: number, b: number): number | null {
  if (!allFinite(a, b)) return null;
  const mean = Math.abs(a / 2 + b / 2); // halves first: (a + b) could overflow where the mean does not
  if (mean === 0) return null;
  return finiteOrNull((Math.abs(a - b) / mean) * 100);
}

/** `value` increased by `percentage`%: value + value × percentage ÷ 100 (200 + 15 % = 230). */
export function increaseBy(value: number, percentage: number): number | null {
  if (!allFinite(value, percentage)) return null;
  return finiteOrNull(value + (value * percentage) / 100);
}

/** `value` decreased by `percentage`%: value − value × percentage ÷ 100 (200 − 15 % = 170). */
export function decreaseBy(value: number, percentage: number): number | null {
  if (!allFinite(value, percentage)) return null;
  return finiteOrNull(value - (value * percentage) / 100);
}
