// Tip calculator maths (spec sections 4, 5 and 9). Pure functions: no React, no I/O.
// Tip = bill × pct ÷ 100; total = bill + tip; per person = total ÷ people (0 if people ≤ 0).
// Money stays in floats; it is rounded to the cent only for display.

/** The preset tip percentages offered as buttons (spec section 9). */
export const TIP_PRESETS: readonly number[] = [10, 15, 18, 20, 25];

export interface TipResult {
  billAmount: number;
  tipPercentage: number;
  numberOfPeople: number;
  /** bill × pct ÷ 100 */
  tipAmount: number;
  /** bill + tip */
  totalAmount: number;
  /** total ÷ people, or 0 when people ≤ 0 (spec section 9). */
  perPerson: number;
  /** tip ÷ people, or 0 when people ≤ 0. */
  tipPerPerson: number;
}

/** Tip = bill × pct ÷ 100 (15% of $50 = $7.50). */
export function tipAmount(bill: number, tipPercentage: number): number {
  return (bill * tipPercentage) / 100;
}

/** An amount split between people: amount ÷ people, or 0 if people ≤ 0 (spec section 9). */
export function splitAmount(amount: number, people: number): number {
  return people > 0 ? amount / people : 0;
}

/**
 * Whether the tool calculates for these inputs (spec section 5): bill > 0, tip ≥ 0 and people > 0,
 * all finite. Anything else is skipped silently.
 */
export function isValidTipInput(bill: number, tipPercentage: number, people: number): boolean {
  return (
    Number.isFinite(bill) &&
    Number.isFinite(tipPercentage) &&
    Number.isFinite(people) &&
    bill > 0 &&
    tipPercentage >= 0 &&
    people > 0
  );
}

/**
 * Tip, total and per-person amounts, or null when the inputs are not valid (spec section 5) or an
 * amount overflows (a bill of 1e308 with a 25% tip).
 */
export function calculateTip(
  bill: number,
  tipPercentage: number,
  people: number,
): TipResult | null {
  if (!isValidTipInput(bill, tipPercentage, people)) return null;
  const tip = tipAmount(bill, tipPercentage);
  const total = bill + tip;
  if (!Number.isFinite(tip) || !Number.isFinite(total)) return null;
  return {
    billAmount: bill,
    tipPercentage,
    numberOfPeople: people,
    tipAmount: tip,
    totalAmount: total,
    perPerson: splitAmount(total, people),
    tipPerPerson: splitAmount(tip, people),
  };
}
