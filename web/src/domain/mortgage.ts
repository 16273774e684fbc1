// Mortgage maths (spec sections 3, 4 and 9, plus the extras of issue "beat calculator.net's"):
// the level monthly payment of a fixed-rate loan, its totals, and its amortization schedule (an
// extra monthly payment is a payment event of the loans' one schedule, calculators/shared/
// amortize.ts). Pure functions: no React, no I/O. Every function accepts any
// number (NaN, ±Infinity, negative, huge, tiny) and never throws: when there is no meaningful
// answer it returns null, and the caller decides what to say.
//
// Money is worked in floats and rounded only for display, except the schedule's rows, which ARE
// the display: they are whole cents chosen so that every printed figure reconciles (see amortize).

import { MONTH_NAMES, type YearMonth } from './calendar.ts';

/** The longest term the schedule is built for: 100 years of monthly payments. */
export const MAX_TERM_MONTHS = 1200;

/** The monthly interest rate as a fraction: annual rate ÷ 100 ÷ 12 (4.5 % → 0.00375). */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/**
 * The number of monthly payments in a term of `years` (years × 12), or null unless that is a
 * whole number of months from 1 to MAX_TERM_MONTHS (2.5 years → 30; 0.3 years → null).
 */
export function paymentCount(years: number): number | null {
  if (!Number.isFinite(years)) return null;
  const months = years * 12;
  const whole = Math.round(months);
  if (Math.abs(months - whole) > 1e-6 || whole < 1 || whole > MAX_TERM_MONTHS) return null;
  return whole;
}

/**
 * The level monthly payment that repays `principal` over `months` payments at `annualRatePercent`:
 * M = P × r(1+r)^n / ((1+r)^n − 1), with r = annual rate ÷ 100 ÷ 12 and n = months.
 *
 * Worked as M = P × r / (1 − (1+r)^−n), the same formula divided through by (1+r)^n, with
 * log1p/expm1 so that a tiny rate loses no digits (it tends to P ÷ n) and a huge rate does not
 * overflow (it tends to P × r). A 0 % rate gives P ÷ n exactly. Null for a negative or non-finite
 * principal, a negative or non-finite rate, or a count of months that is not a whole number ≥ 1.
 */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
): number | null {
  if (!Number.isFinite(principal) || principal < 0) return null;
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) return null;
  if (!Number.isInteger(months) || months < 1) return null;
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return principal / months;
  const paidDownFraction = -Math.expm1(-months * Math.log1p(r)); // 1 − (1+r)^−n, in (0, 1]
  const payment = (principal * r) / paidDownFraction;
  return Number.isFinite(payment) ? payment : null;
}

/** The spec's three results (section 9). */
export interface LoanTotals {
  /** The level monthly payment, unrounded. */
  monthlyPayment: number;
  /** monthly payment × number of payments (term × 12). */
  totalPayment: number;
  /** total payment − loan amount. */
  totalInterest: number;
}

/**
 * The spec's totals: total payment = monthly payment × months (term × 12) and total interest =
 * total payment − loan. Null when the payment is (see monthlyPayment) or a total overflows.
 */
export function loanTotals(
  principal: number,
  annualRatePercent: number,
  months: number,
): LoanTotals | null {
  const payment = monthlyPayment(principal, annualRatePercent, months);
  if (payment === null) return null;
  const totalPayment = payment * months;
  const totalInterest = totalPayment - principal;
  if (!Number.isFinite(totalPayment) || !Number.isFinite(totalInterest)) return null;
  return { monthlyPayment: payment, totalPayment, totalInterest };
}

/** One payment of the schedule, in dollars that are whole cents. */
export interface ScheduleRow {
  /** 1 for the first payment. */
  period: number;
  /** principal + interest, to the cent. */
  payment: number;
  principal: number;
  interest: number;
  /** The balance after this payment: the previous balance − principal, to the cent. */
  balance: number;
}

export interface Amortization {
  /** The scheduled level payment M, unrounded. */
  monthlyPayment: number;
  /** One row a month until the balance is 0.00. */
  rows: ScheduleRow[];
  /** The sum of the rows' payments, to the cent: M × months, rounded. */
  totalPayment: number;
  /** The sum of the rows' interest: total payment − loan amount (in cents), to the cent. */
  totalInterest: number;
  /** The loan amount in cents as the schedule repays it (the sum of the rows' principal). */
  principal: number;
}

/** Input of `amortize`. */
export interface LoanTerms {
  principal: number;
  annualRatePercent: number;
  months: number;
}

/**
 * The exact balance after k payments of M, the level payment over `months`:
 * B_k = P·(1 − (1+r)^(k−n)) / (1 − (1+r)^−n), the textbook balance P(1+r)^k − M((1+r)^k − 1)/r
 * rearranged so that no step subtracts nearly equal numbers.
 */
function exactBalance(principal: number, r: number, months: number): (k: number) => number {
  if (r === 0) return (k) => Math.max(0, principal - (k * principal) / months);
  const growth = Math.log1p(r);
  const paidDown = Math.expm1(-months * growth);
  return (k) => Math.max(0, (principal * Math.expm1((k - months) * growth)) / paidDown);
}

/** The whole cents of a dollar amount. */
function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The amortization schedule of a fixed-rate loan.
 *
 * The exact (float) schedule: each month interest = balance × r and the payment is M; the n-th
 * payment is the balance plus its interest, so the balance ends at exactly 0.
 *
 * The rows are that schedule in whole cents, reconciled so that a visitor's sums all check out:
 * - every payment but the last is the payment shown (M rounded to the cent); the last payment
 *   settles what rounding left over, so the payments add up to the total payment to the cent
 *   (200,000 at 4.5 % for 30 years: 359 × $1,013.37 and a last payment of $1,013.59 make
 *   $364,813.42, the spec's M × 360). In the rare case where rounding the payment up would make
 *   that last payment negative (a loan of a few cents), each payment is instead the exact running
 *   total rounded, less the previous running total rounded, so none is negative;
 * - each month's interest is the exact running total of interest rounded to the cent, less the
 *   previous running total rounded (so the interest column adds up to the total interest), kept
 *   between 0 and the payment and never taking the balance below 0;
 * - principal = payment − interest, and balance = previous balance − principal, ending at 0.00.
 *
 * Null when the inputs are invalid (see monthlyPayment; more than MAX_TERM_MONTHS months) or
 * the amounts are too large to count in whole cents exactly (beyond 2^53 cents, about 90 trillion
 * dollars).
 */
export function amortize({ principal, annualRatePercent, months }: LoanTerms): Amortization | null {
  if (!Number.isInteger(months) || months > MAX_TERM_MONTHS) return null;
  const totals = loanTotals(principal, annualRatePercent, months);
  if (totals === null) return null;
  const M = totals.monthlyPayment;
  const r = monthlyRate(annualRatePercent);

  // The exact schedule. Each balance comes from its closed form (exactBalance), not from the
  // recurrence B_k = B_(k−1)·(1+r) − L: at a high rate over a long term the recurrence multiplies
  // its rounding error by (1+r)^k (about 10^15 at 35.5 % over 99 years) and ends the loan years
  // early.
  const balanceAfter = exactBalance(principal, r, months);
  const payments: number[] = [];
  const interests: number[] = [];
  // The loan runs its whole term, however close the last months are.
  for (let period = 1; period <= months; period += 1) {
    const balance = balanceAfter(period - 1);
    const interest = balance * r;
    interests.push(interest);
    payments.push(period === months ? balance + interest : M);
  }
  const count = payments.length;
  const exactTotal = totals.totalPayment;

  const principalCents = cents(principal);
  const totalCents = cents(exactTotal);
  if (!Number.isSafeInteger(totalCents) || !Number.isSafeInteger(principalCents)) return null;
  // Rounding can make a (tiny) loan's total fall short of its principal; never pay back less.
  const totalPaidCents = Math.max(totalCents, principalCents);

  // The payments in cents: level payments with the last one settling the rounding, or else the
  // rounded running totals (each ≥ 0, and adding up to the total all the same).
  const regularCents = cents(M);
  let paymentCents = payments.map(() => regularCents);
  const lastCents = totalPaidCents - regularCents * (count - 1);
  if (lastCents >= 0) {
    paymentCents[count - 1] = lastCents;
  } else {
    let running = 0;
    let previous = 0;
    paymentCents = payments.map((payment, index) => {
      running += payment;
      const rounded =
        index === count - 1 ? totalPaidCents : Math.min(cents(running), totalPaidCents);
      const value = Math.max(0, rounded - previous);
      previous += value;
      return value;
    });
  }

  // Interest and principal in cents, reconciled as described above.
  const interestCap = totalPaidCents - principalCents;
  const rows: ScheduleRow[] = [];
  let exactInterest = 0;
  let interestSoFar = 0;
  let paidSoFar = 0;
  let balanceCents = principalCents;
  for (let index = 0; index < count; index += 1) {
    const payment = paymentCents[index] ?? 0;
    paidSoFar += payment;
    let interest: number;
    if (index === count - 1) {
      interest = interestCap - interestSoFar;
    } else {
      exactInterest += interests[index] ?? 0;
      const low = Math.max(interestSoFar, paidSoFar - principalCents); // balance stays ≥ 0
      const high = Math.min(interestCap, interestSoFar + payment); // principal stays ≥ 0
      interest = Math.min(Math.max(cents(exactInterest), low), high) - interestSoFar;
    }
    interestSoFar += interest;
    const principalPart = payment - interest;
    balanceCents -= principalPart;
    rows.push({
      period: index + 1,
      payment: payment / 100,
      principal: principalPart / 100,
      interest: interest / 100,
      balance: balanceCents / 100,
    });
  }

  return {
    monthlyPayment: M,
    rows,
    totalPayment: totalPaidCents / 100,
    totalInterest: interestCap / 100,
    principal: principalCents / 100,
  };
}

/** A year of the schedule: twelve payments (fewer in a short last year), summed to the cent. */
export interface ScheduleYear {
  /** 1 for the first twelve payments. */
  year: number;
  firstPeriod: number;
  lastPeriod: number;
  payment: number;
  principal: number;
  interest: number;
  /** The balance after the year's last payment. */
  balance: number;
}

/** The schedule by loan year (payments 1–12, 13–24, …), summed in cents so nothing drifts. */
export function scheduleByYear(rows: readonly ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (let start = 0; start < rows.length; start += 12) {
    const chunk = rows.slice(start, start + 12);
    const sum = (pick: (row: ScheduleRow) => number) =>
      chunk.reduce((total, row) => total + cents(pick(row)), 0) / 100;
    const last = chunk[chunk.length - 1]!;
    years.push({
      year: start / 12 + 1,
      firstPeriod: chunk[0]!.period,
      lastPeriod: last.period,
      payment: sum((row) => row.payment),
      principal: sum((row) => row.principal),
      interest: sum((row) => row.interest),
      balance: last.balance,
    });
  }
  return years;
}

/** The month `count` months after `start` (count may be negative). */
export function addMonths(start: YearMonth, count: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month of payment number `period` (1 = the first payment, in `start`). */
export function paymentMonth(start: YearMonth, period: number): YearMonth {
  return addMonths(start, period - 1);
}

/**
 * 'Mar 2025' (short) or 'March 2025' (long), as Intl.DateTimeFormat('en-US') writes them
 * (mortgage.test.ts compares), without Intl: a page showing a month then does not load the
 * browser's locale data as it starts.
 */
export function formatMonth(value: YearMonth, style: 'short' | 'long' = 'short'): string {
  const name = MONTH_NAMES[value.month - 1]!;
  return `${style === 'short' ? name.slice(0, 3) : name} ${value.year}`;
}

/** A number of months in words: '4 years 7 months', '1 year', '1 month', '0 months'. */
export function describeMonths(count: number): string {
  const years = Math.floor(count / 12);
  const months = count % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (months > 0 || years === 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
