import { Big, decimal } from '../../engine/money.ts';

/**
 * The monthly instalment of a reducing-balance loan of `principal` at `rate` % a year over
 * `years` (unrounded), by the annuity formula EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), with r
 * the monthly rate (annual % ÷ 12 ÷ 100) and n the number of months.
 */
export function emiOf(principal: number, rate: number, years: number): number {
  const r = rate / 1200;
  const n = years * 12;
  if (r === 0) return principal / n;
  const growth = (1 + r) ** n;
  return (principal * r * growth) / (growth - 1);
}

/** One year of a repayment schedule, amounts to the cent. */
export type ScheduleYear = {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
};

/** Instalments never run past this, whatever the inputs (100 years of months). */
const MAX_MONTHS = 1200;

/**
 * A loan repaid by a fixed monthly `payment` at monthly rate `r` over `months` instalments, year
 * by year. Each month's interest is rounded half-up to the cent, and the last instalment clears
 * what is left (the payment, rounded to the cent, is a little more or less than exact), so the
 * principal paid adds up to the loan exactly.
 */
export function amortizeByYear(
  principal: number,
  r: number,
  payment: number,
  months: number,
): ScheduleYear[] {
  const last = Math.min(Math.ceil(months - 1e-9), MAX_MONTHS);
  const rows: ScheduleYear[] = [];
  let balance = decimal(principal).round(2, Big.roundHalfUp);
  let year = { principal: decimal(0), interest: decimal(0) };
  for (let month = 1; month <= MAX_MONTHS && balance.gt(0); month++) {
    const interest = balance.times(r).round(2, Big.roundHalfUp);
    const due = decimal(payment).minus(interest);
    // On a loan of a few rupees the EMI, rounded to the paisa, may not cover a month's rounded
    // interest: nothing is repaid that month, and the last instalment clears the balance.
    const repaid = month === last || due.gt(balance) ? balance : due.gt(0) ? due : decimal(0);
    balance = balance.minus(repaid);
    year = { principal: year.principal.plus(repaid), interest: year.interest.plus(interest) };
    if (month % 12 === 0 || balance.eq(0)) {
      rows.push({
        year: Math.ceil(month / 12),
        principalPaid: year.principal.toNumber(),
        interestPaid: year.interest.toNumber(),
        balance: balance.toNumber(),
      });
      year = { principal: decimal(0), interest: decimal(0) };
    }
  }
  return rows;
}
