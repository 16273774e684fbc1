// Turns the tip calculator's typed text into a result, its sentence, its worked steps and its
// usage payload. No React.
import { formatDollars, formatPlain, parseNumber } from '../../../domain/format.ts';
import { calculateTip, type TipResult } from '../../../domain/tip.ts';

export type TipField = 'bill' | 'tip' | 'people';

/** The result for the typed values, or null when they are not valid (spec section 5). */
export function evaluateTip(values: Readonly<Record<TipField, string>>): TipResult | null {
  const bill = parseNumber(values.bill);
  const tip = parseNumber(values.tip);
  const people = parseNumber(values.people);
  if (bill === null || tip === null || people === null) return null;
  return calculateTip(bill, tip, people);
}

/** The spec's sentence: '15% tip on $50.00 is $7.50'. */
export function tipSentence(result: TipResult): string {
  return (
    `${formatPlain(result.tipPercentage)}% tip on ${formatDollars(result.billAmount)} is ` +
    `${formatDollars(result.tipAmount)}`
  );
}

/** The usage payload (calculator 2): the inputs and the amounts shown. */
export function tipUsage(result: TipResult): Record<string, number> {
  return {
    billAmount: result.billAmount,
    tipPercentage: result.tipPercentage,
    numberOfPeople: result.numberOfPeople,
    tipAmount: result.tipAmount,
    totalAmount: result.totalAmount,
    perPerson: result.perPerson,
  };
}

/** '= $7.50' for a whole number of cents, else '= 8.6094 ≈ $8.61'. */
function money(value: number): string {
  const cents = value * 100;
  const whole = Math.abs(cents - Math.round(cents)) <= Math.max(1, Math.abs(cents)) * 1e-9;
  return whole ? `= ${formatDollars(value)}` : `= ${formatPlain(value)} ≈ ${formatDollars(value)}`;
}

/** "How this was calculated", with the visitor's numbers. */
export function tipSteps(result: TipResult): string[] {
  const bill = formatPlain(result.billAmount);
  const tip = formatPlain(result.tipAmount);
  const total = formatPlain(result.totalAmount);
  const people = formatPlain(result.numberOfPeople);
  const steps = [
    `Tip = bill × tip % ÷ 100 = ${bill} × ${formatPlain(result.tipPercentage)} ÷ 100 ` +
      money(result.tipAmount),
    `Total = bill + tip = ${bill} + ${tip} ${money(result.totalAmount)}`,
  ];
  if (result.numberOfPeople > 1) {
    steps.push(
      `Per person = total ÷ people = ${total} ÷ ${people} ${money(result.perPerson)}`,
      `Tip per person = tip ÷ people = ${tip} ÷ ${people} ${money(result.tipPerPerson)}`,
    );
  }
  return steps;
}
