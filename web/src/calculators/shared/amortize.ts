import { Big, decimal, roundToCents } from '../../engine/money.ts';

// One amortization model for every loan calculator (loan EMI, car loan, credit card payoff, and
// the mortgage's extra payments): a loan repaid by a fixed monthly payment in whole cents
// (paise). Each month's interest is the balance × the annual rate ÷ 1200, worked out exactly in
// decimal and rounded half-up to the cent (30 × 14.2 ÷ 1200 = 0.355 → 0.36); the payment takes it
// off, and the last payment is whatever clears the balance exactly. The headline totals are the
// sums of this schedule, so a page's totals equal its table's, and a 0 % loan has 0.00 of
// interest.
//
// Payment events: extra payments on top of the instalments, each paid with the instalment of its
// month, straight off the balance: a fixed extra every month, an extra every twelfth month, and
// one-time prepayments. After one, either the instalment stays and the loan ends sooner (the
// tenure is reduced, as banks do by default), or the instalment is worked out again over the
// months left of the term (the EMI is reduced).

/**
 * The monthly payment of a reducing-balance loan of `principal` at `rate` % a year over `months`
 * monthly payments (unrounded), by the annuity formula P × r × (1 + r)^n ÷ ((1 + r)^n − 1), with
 * r = rate ÷ 12 ÷ 100 (P ÷ n at 0 %).
 */
export function annuityPayment(principal: number, rate: number, months: number): number {
  const r = rate / 1200;
  if (r === 0) return principal / months;
  // P × r × (1 + r)^n ÷ ((1 + r)^n − 1), the same payment, with (1 + r)^n − 1 worked as
  // expm1(n ln(1 + r)): 1 − (1 + r)^−n lost digits to cancellation at a small r or n (₹5,000 at
  // 3.99% for a month came to 5,016.6249999999 for 5,016.625, and $10¹² at 0.001% was $0.21 off).
  const growth = Math.expm1(months * Math.log1p(r));
  // (1 + r)^n past a double's range: the payment is the interest alone, P × r.
  if (!Number.isFinite(growth)) return principal * r;
  return (principal * r * (growth + 1)) / growth;
}

/**
 * The present value of 1 a month for `months` months at `rate` % a year: (1 − (1 + r)^−n) ÷ r,
 * with 1 − (1 + r)^−n worked as −expm1(−n ln(1 + r)), which keeps its digits at a small rate (n
 * at 0 %). A payment times it is the loan the payment repays.
 */
export function annuityFactor(rate: number, months: number): number {
  const r = rate / 1200;
  return r === 0 ? months : -Math.expm1(-months * Math.log1p(r)) / r;
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

/** An amount in whole cents (rounded half-up to the cent first). */
function toCents(amount: Big | number): number {
  return decimal(amount).round(2, Big.roundHalfUp).times(100).toNumber();
}

/**
 * monthInterest in whole cents, for a balance in whole cents: the same exact half-up rounding,
 * worked in integers while they stay exact (a rate of at most 6 decimals, products under 2^53),
 * in decimal otherwise. The schedule's loop runs it every month of every keystroke.
 */
function monthInterestCents(balanceCents: number, rate: number): number {
  const text = String(rate);
  const decimals = text.includes('e') ? Infinity : (text.split('.')[1]?.length ?? 0);
  if (decimals <= 6) {
    const scale = 10 ** decimals;
    const product = balanceCents * Math.round(rate * scale);
    const divisor = 1200 * scale;
    if (Number.isSafeInteger(product) && product >= 0) {
      // product ÷ divisor, half-up, in integers: the quotient, then its remainder.
      let quotient = Math.floor(product / divisor);
      let remainder = product - quotient * divisor;
      if (remainder < 0) {
        quotient -= 1;
        remainder += divisor;
      } else if (remainder >= divisor) {
        quotient += 1;
        remainder -= divisor;
      }
      return 2 * remainder >= divisor ? quotient + 1 : quotient;
    }
  }
  return toCents(monthInterest(balanceCents / 100, rate));
}

/** One month of a schedule, in whole cents. */
export interface ScheduleMonth {
  month: number;
  /** The instalment paid. */
  payment: number;
  /** Paid on top of the instalment (extra payments and prepayments), 0 without. */
  extra: number;
  interest: number;
  /** The balance repaid: instalment + extra − interest. */
  principal: number;
  /** Owed after this month's payments. */
  balance: number;
}

/** One year of a schedule (its last one may be short), amounts to the cent. */
export interface ScheduleYear {
  year: number;
  /** Instalments and extra payments. */
  paid: number;
  /** The extra payments alone. */
  extraPaid: number;
  principalPaid: number;
  interestPaid: number;
  /** Owed at the end of the year. */
  balance: number;
}

export interface Schedule {
  /** The first instalment, in whole cents. */
  payment: number;
  /** The instalment at the end: the first, unless extra payments reduced it. */
  finalPayment: number;
  months: ScheduleMonth[];
  years: ScheduleYear[];
  /** The number of months with a payment, the last one included: the loan ends in this month. */
  count: number;
  /** The last month's instalment. */
  lastPayment: number;
  /** The sums of the schedule: what the page shows as its totals (extra payments included). */
  totalPaid: number;
  totalExtra: number;
  totalInterest: number;
}

/** Payments never run past this (100 years of months), whatever the inputs. */
export const MAX_MONTHS = 1200;

/** A one-time prepayment: an amount paid with the instalment of a month (1 = the first). */
export interface Prepayment {
  month: number;
  amount: number;
}

/** Extra payments on a loan's schedule (payment events), each paid with its month's instalment. */
export interface PaymentEvents {
  /** Paid every month. */
  extraMonthly?: Big | number;
  /** Paid every twelfth month (months 12, 24, …). */
  extraYearly?: Big | number;
  prepayments?: readonly Prepayment[];
  /**
   * What an extra payment lowers: 'term' (by default), the number of instalments, the instalment
   * staying the same; 'payment', the instalment, worked out again (rounded half-up to the cent)
   * for the balance over the months left of the schedule's `term`, which then stays.
   */
  reduce?: 'term' | 'payment';
}

/** Whether any extra payment is made. */
export function hasEvents(events: PaymentEvents | undefined): boolean {
  if (!events) return false;
  return (
    decimal(events.extraMonthly ?? 0).gt(0) ||
    decimal(events.extraYearly ?? 0).gt(0) ||
    (events.prepayments ?? []).some((p) => p.amount > 0)
  );
}

/**
 * The extra payments due in `month`, in whole cents: the monthly extra, the yearly one, that
 * month's prepayments.
 */
function extraDueCents(events: PaymentEvents, month: number): number {
  let due = decimal(events.extraMonthly ?? 0);
  if (month % 12 === 0) due = due.plus(events.extraYearly ?? 0);
  for (const prepayment of events.prepayments ?? []) {
    if (prepayment.month === month) due = due.plus(prepayment.amount);
  }
  return toCents(due);
}

/**
 * `principal` (rounded to the cent) repaid by `payment` (in whole cents) a month at `rate` % a
 * year. With `term`, the term-th payment clears whatever is left (a payment rounded half-up to
 * the cent may leave a few cents more or less than a full payment); a payment larger than what is
 * owed clears it early. With `events`, extra payments are made with the instalments (see
 * PaymentEvents): each goes straight off the balance, never more than is owed. Null when the
 * balance is not cleared within `maxMonths`.
 */
export function amortize({
  principal,
  rate,
  payment,
  term,
  maxMonths = MAX_MONTHS,
  events = {},
}: {
  principal: Big | number;
  rate: number;
  payment: Big | number;
  term?: number;
  maxMonths?: number;
  events?: PaymentEvents;
}): Schedule | null {
  // Every amount in whole cents: integers add and compare exactly, many times faster than
  // decimals, and a sum of cents ÷ 100 is the same number as the decimal's.
  let pay = toCents(payment);
  // A new instalment is worked out only for a schedule with a term to keep.
  const reducesPayment = events.reduce === 'payment' && term !== undefined;
  const withEvents = hasEvents(events);
  let balance = toCents(principal);
  const months: ScheduleMonth[] = [];
  const years: ScheduleYear[] = [];
  let totalPaid = 0;
  let totalExtra = 0;
  let totalInterest = 0;
  let year = { paid: 0, extra: 0, principal: 0, interest: 0 };
  let month = 0;
  while (balance > 0) {
    month += 1;
    if (month > maxMonths) return null;
    const interest = monthInterestCents(balance, rate);
    const owed = balance + interest;
    const paid = month === term || pay >= owed ? owed : pay;
    const afterPayment = owed - paid;
    const due = withEvents ? extraDueCents(events, month) : 0;
    const extra = due > afterPayment ? afterPayment : due;
    balance = afterPayment - extra;
    const repaid = paid + extra - interest;
    totalPaid += paid + extra;
    totalExtra += extra;
    totalInterest += interest;
    months.push({
      month,
      payment: paid / 100,
      extra: extra / 100,
      interest: interest / 100,
      principal: repaid / 100,
      balance: balance / 100,
    });
    year = {
      paid: year.paid + paid + extra,
      extra: year.extra + extra,
      principal: year.principal + repaid,
      interest: year.interest + interest,
    };
    if (month % 12 === 0 || balance === 0) {
      years.push({
        year: Math.ceil(month / 12),
        paid: year.paid / 100,
        extraPaid: year.extra / 100,
        principalPaid: year.principal / 100,
        interestPaid: year.interest / 100,
        balance: balance / 100,
      });
      year = { paid: 0, extra: 0, principal: 0, interest: 0 };
    }
    if (reducesPayment && extra > 0 && balance > 0 && month < term) {
      // Never above the instalment before: rounded to the cent, one worked out again after a
      // tiny extra could be a cent more than one that had been rounded down.
      const reworked = toCents(roundedPayment(balance / 100, rate, term - month));
      if (reworked < pay) pay = reworked;
    }
  }
  return {
    payment: decimal(payment).toNumber(),
    finalPayment: pay / 100,
    months,
    years,
    count: month,
    lastPayment: months.at(-1)?.payment ?? 0,
    totalPaid: totalPaid / 100,
    totalExtra: totalExtra / 100,
    totalInterest: totalInterest / 100,
  };
}

/** What extra payments save against the same loan without them. */
export interface Savings {
  /** Interest not paid, to the cent. */
  interest: number;
  /** Months sooner the loan ends. */
  months: number;
}

/** The interest and months a schedule with extra payments saves against the one without. */
export function savings(without: Schedule, withEvents: Schedule): Savings {
  return {
    interest: decimal(without.totalInterest).minus(withEvents.totalInterest).toNumber(),
    months: without.count - withEvents.count,
  };
}

/**
 * The payment of a loan over `term` months as lenders quote it: the annuity payment rounded
 * half-up to the cent (the last payment then settles the few cents over or under).
 */
export function roundedPayment(principal: Big | number, rate: number, term: number): Big {
  const exact = annuityPayment(decimal(principal).toNumber(), rate, term);
  // Half-up as every amount is (roundToCents): ₹5,000 at 3.99% for one month is 5,016.625
  // exactly, carried as 5,016.6249…, and is 5,016.63.
  return roundToCents(exact);
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
