import { Big, decimal } from '../../engine/money.ts';

// One amortization model for every loan calculator (loan EMI, car loan, credit card payoff):
// a loan repaid by a fixed monthly payment in whole cents (paise). Each month's interest is the
// balance × the annual rate ÷ 1200, worked out exactly in decimal and rounded half-up to the cent
// (30 × 14.2 ÷ 1200 = 0.355 → 0.36); the payment takes it off, and the last payment is whatever
// clears the balance exactly. The headline totals are the sums of this schedule, so a page's
// totals equal its table's, and a 0 % loan has 0.00 of interest.

/**
 * The monthly payment of a reducing-balance loan of `principal` at `rate` % a year over `months`
 * monthly payments (unrounded), by the annuity formula P × r × (1 + r)^n ÷ ((1 + r)^n − 1), with
 * r = rate ÷ 12 ÷ 100 (P ÷ n at 0 %).
 */
export function annuityPayment(principal: number, rate: number, months: number): number {
  const r = rate / 1200;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/**
 * The number of monthly payments of `payment` that repay `principal` at `rate` % a year,
 * unrounded (n = −ln(1 − P × r ÷ payment) ÷ ln(1 + r)); NaN when the payment never repays it.
 */
export function annuityMonths(principal: number, rate: number, payment: number): number {
  const r = rate / 1200;
  if (r === 0) return principal / payment;
  if (payment <= principal * r) return NaN;
  return -Math.log(1 - (principal * r) / payment) / Math.log(1 + r);
}

/** A month's interest on `balance` at `rate` % a year: balance × rate ÷ 1200, half-up to the cent. */
export function monthInterest(balance: Big | number, rate: number): Big {
  return decimal(balance).times(rate).div(1200).round(2, Big.roundHalfUp);
}

/** One month of a schedule, in whole cents. */
export interface ScheduleMonth {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** Owed after this payment. */
  balance: number;
}

/** One year of a schedule (its last one may be short), amounts to the cent. */
export interface ScheduleYear {
  year: number;
  paid: number;
  principalPaid: number;
  interestPaid: number;
  /** Owed at the end of the year. */
  balance: number;
}

export interface Schedule {
  /** The regular payment, in whole cents. */
  payment: number;
  months: ScheduleMonth[];
  years: ScheduleYear[];
  /** The number of payments made, the last one included. */
  count: number;
  lastPayment: number;
  /** The sums of the schedule: what the page shows as its totals. */
  totalPaid: number;
  totalInterest: number;
}

/** Payments never run past this (100 years of months), whatever the inputs. */
export const MAX_MONTHS = 1200;

/**
 * `principal` (rounded to the cent) repaid by `payment` (in whole cents) a month at `rate` % a
 * year. With `term`, the term-th payment clears whatever is left (a payment rounded half-up to
 * the cent may leave a few cents more or less than a full payment); a payment larger than what is
 * owed clears it early. Null when the balance is not cleared within `maxMonths`.
 */
export function amortize({
  principal,
  rate,
  payment,
  term,
  maxMonths = MAX_MONTHS,
}: {
  principal: Big | number;
  rate: number;
  payment: Big | number;
  term?: number;
  maxMonths?: number;
}): Schedule | null {
  const pay = decimal(payment);
  let balance = decimal(principal).round(2, Big.roundHalfUp);
  const months: ScheduleMonth[] = [];
  const years: ScheduleYear[] = [];
  let totalPaid = decimal(0);
  let totalInterest = decimal(0);
  let year = { paid: decimal(0), principal: decimal(0), interest: decimal(0) };
  let month = 0;
  while (balance.gt(0)) {
    month += 1;
    if (month > maxMonths) return null;
    const interest = monthInterest(balance, rate);
    const owed = balance.plus(interest);
    const paid = month === term || pay.gte(owed) ? owed : pay;
    const repaid = paid.minus(interest);
    balance = owed.minus(paid);
    totalPaid = totalPaid.plus(paid);
    totalInterest = totalInterest.plus(interest);
    months.push({
      month,
      payment: paid.toNumber(),
      interest: interest.toNumber(),
      principal: repaid.toNumber(),
      balance: balance.toNumber(),
    });
    year = {
      paid: year.paid.plus(paid),
      principal: year.principal.plus(repaid),
      interest: year.interest.plus(interest),
    };
    if (month % 12 === 0 || balance.eq(0)) {
      years.push({
        year: Math.ceil(month / 12),
        paid: year.paid.toNumber(),
        principalPaid: year.principal.toNumber(),
        interestPaid: year.interest.toNumber(),
        balance: balance.toNumber(),
      });
      year = { paid: decimal(0), principal: decimal(0), interest: decimal(0) };
    }
  }
  return {
    payment: pay.toNumber(),
    months,
    years,
    count: month,
    lastPayment: months.at(-1)?.payment ?? 0,
    totalPaid: totalPaid.toNumber(),
    totalInterest: totalInterest.toNumber(),
  };
}

/**
 * The payment of a loan over `term` months as lenders quote it: the annuity payment rounded
 * half-up to the cent (the last payment then settles the few cents over or under).
 */
export function roundedPayment(principal: Big | number, rate: number, term: number): Big {
  const exact = annuityPayment(decimal(principal).toNumber(), rate, term);
  return decimal(exact).round(2, Big.roundHalfUp);
}

/**
 * The least payment in whole cents that clears `principal` at `rate` % within `term` months by
 * this schedule: the annuity payment rounded up to the cent (rounded half-up, it could take a
 * month more), checked against the schedule itself, where each month's interest is rounded.
 */
export function paymentClearingIn(principal: Big | number, rate: number, term: number): Big {
  const cent = decimal('0.01');
  const clears = (payment: Big) =>
    payment.gt(0) &&
    (amortize({ principal, rate, payment, maxMonths: term })?.count ?? Infinity) <= term;
  const exact = annuityPayment(decimal(principal).toNumber(), rate, term);
  let payment = decimal(exact).round(2, Big.roundUp);
  // The interest rounded each month may move the schedule a cent either way from the formula.
  while (!clears(payment)) payment = payment.plus(cent);
  while (clears(payment.minus(cent))) payment = payment.minus(cent);
  return payment;
}

/** A number of months in years and months: '2 years 11 months', '1 year', '5 months'. */
export function inYears(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (years === 0) return part(rest, 'month');
  return rest === 0 ? part(years, 'year') : `${part(years, 'year')} ${part(rest, 'month')}`;
}
