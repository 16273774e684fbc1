import { formatPlain, formatSignificant } from '../../domain/format.ts';

// The steps of the loan calculators that work a payment by the annuity formula (the EMI, home
// loan, prepayment, amortization and APR calculators), written alike, with digits enough to be
// checked by hand at any rate.

/** A monthly rate r as a step writes it: 10 significant digits (0.000008333333333 at 0.01%). */
export function monthlyRateText(rate: number): string {
  return formatSignificant(rate / 1200, 10);
}

/** "6 ÷ 12 ÷ 100 = 0.005", or "≈ 0.004166666667" where the digits shown are rounded. */
export function monthlyRateWorking(rate: number): string {
  const text = monthlyRateText(rate);
  const sign = Number(text) === rate / 1200 ? '=' : '≈';
  return `${formatPlain(rate)} ÷ 12 ÷ 100 ${sign} ${text}`;
}

/**
 * The payment by the annuity formula with the loan's numbers: "EMI = P × r ÷ (1 − (1 + r)^−n) =
 * ₹45,00,000.00 × 0.000008333333333 ÷ 0.00199799303 ≈ ₹18,768.83". The bracket is worked as
 * −expm1(−n ln(1 + r)) and shown to 10 significant digits: written as 1 − 0.998002007 (10 digits
 * of (1 + r)^−n) it kept only 7, and the step came to ₹18,768.76.
 */
export function annuityPaymentStep(
  name: string,
  loan: string,
  rate: number,
  months: number,
  payment: string,
): string {
  const bracket = -Math.expm1(-months * Math.log1p(rate / 1200));
  return (
    `${name} = P × r ÷ (1 − (1 + r)^−n) = ${loan} × ${monthlyRateText(rate)} ÷ ` +
    `${formatSignificant(bracket, 10)} ≈ ${payment}`
  );
}
