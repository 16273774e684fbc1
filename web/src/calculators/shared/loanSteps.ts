import { formatPlain, formatSignificant, wholeDigits } from '../../domain/format.ts';
import { decimal } from '../../engine/money.ts';
import type { Schedule } from './amortize.ts';

// The steps of the loan calculators that work a payment by the annuity formula (the EMI, home
// loan, prepayment, amortization, APR, eligibility and affordability calculators), written alike,
// with digits enough to be checked by hand at any rate and amount.

/**
 * The significant digits a step gives the rate and the annuity's terms, for a loan of `amount`:
 * 10, and more for a large loan, so the amount times them is right to the cent (10 left a
 * $987,654,321,098 loan's payment $46 off by hand), up to the 15 a double holds.
 */
export function stepDigits(amount: number): number {
  return Math.min(15, Math.max(10, wholeDigits(amount) + 3));
}

/** A monthly rate r as a step writes it: 0.000008333333333 at 0.01%, to 10 digits by default. */
export function monthlyRateText(rate: number, digits = 10): string {
  return formatSignificant(rate / 1200, digits);
}

/**
 * "6 ÷ 12 ÷ 100 = 0.005", or "≈ 0.004166666667" where the digits shown are rounded. The rate is
 * divided in decimal (10.8 ÷ 1200 is 0.009 exactly, 0.009000000000000001 as doubles).
 */
export function monthlyRateWorking(rate: number, digits = 10): string {
  const text = monthlyRateText(rate, digits);
  const sign = decimal(text).eq(decimal(rate).div(1200)) ? '=' : '≈';
  return `${formatPlain(rate)} ÷ 12 ÷ 100 ${sign} ${text}`;
}

/**
 * The payment by the annuity formula with the loan's numbers: "EMI = P × r ÷ (1 − (1 + r)^−n) =
 * ₹45,00,000.00 × 0.000008333333333 ÷ 0.00199799303 ≈ ₹18,768.83". The bracket is worked as
 * −expm1(−n ln(1 + r)) and r and it are shown to the loan's step digits: written as 1 − 0.998002007
 * (10 digits of (1 + r)^−n) it kept only 7, and the step came to ₹18,768.76.
 */
export function annuityPaymentStep(
  name: string,
  loan: { amount: number; text: string },
  rate: number,
  months: number,
  payment: string,
): string {
  const digits = stepDigits(loan.amount);
  const bracket = -Math.expm1(-months * Math.log1p(rate / 1200));
  return (
    `${name} = P × r ÷ (1 − (1 + r)^−n) = ${loan.text} × ${monthlyRateText(rate, digits)} ÷ ` +
    `${formatSignificant(bracket, digits)} ≈ ${payment}`
  );
}

/**
 * A schedule's instalments as a sentence names them: '240 EMIs of ₹39,052.05', or, where the
 * last one that clears the balance differs, '239 EMIs of ₹40,000.00 and a last one of
 * ₹39,996.74' (a ₹1 loan's EMI of ₹0.01 only pays its interest, and its last EMI is ₹1.01).
 */
export function instalmentsText(
  schedule: Pick<Schedule, 'count' | 'payment' | 'lastPayment'>,
  money: (amount: number) => string,
  noun = 'EMI',
): string {
  const { count, payment, lastPayment } = schedule;
  if (count === 1) return `1 ${noun} of ${money(lastPayment)}`;
  if (lastPayment === payment) return `${formatPlain(count)} ${noun}s of ${money(payment)}`;
  const others = count - 1 === 1 ? `1 ${noun}` : `${formatPlain(count - 1)} ${noun}s`;
  return `${others} of ${money(payment)} and a last one of ${money(lastPayment)}`;
}
