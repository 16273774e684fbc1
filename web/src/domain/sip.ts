// SIP (Systematic Investment Plan) maths (spec section 9), plus an optional annual step-up.
// Pure functions, no React and no I/O.
//
// A fixed amount P is invested at the start of every month for n months at a monthly rate
// r = annual rate / 12 / 100, compounded monthly:
//   future value = P × ((1 + r)^n − 1) / r × (1 + r)        (an annuity due)
//   invested     = P × n
//   returns      = future value − invested
// With a rate of 0 the future value is what was invested (the limit of the formula as r → 0).
//
// With an annual step-up of s %, the monthly amount of year y (1, 2, …) is P × (1 + s/100)^(y−1);
// each year's twelve payments are valued with the same formula and grown at (1 + r)^12 for every
// later year.

import { parseNumber } from './format.ts';

/** The monthly rate r of an annual rate in percent: 12 → 0.01. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 12 / 100;
}

/**
 * The value after `months` monthly payments of `payment`, each made at the start of its month,
 * at `annualRatePercent` a year compounded monthly (spec section 9). A rate of 0 gives
 * payment × months.
 */
export function sipFutureValue(payment: number, annualRatePercent: number, months: number): number {
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return payment * months;
  // (1 + r)^n − 1 as expm1(n × log1p(r)): the same number, without the cancellation that
  // would make a tiny rate's result wildly wrong.
  return ((payment * Math.expm1(months * Math.log1p(r))) / r) * (1 + r);
}

export interface SipInputs {
  /** Rupees invested every month (in the first year, when there is a step-up). */
  monthlyInvestment: number;
  /** Expected annual return in percent, e.g. 12. */
  annualReturnRate: number;
  /** Investment period in whole years. */
  years: number;
  /** Rise of the monthly amount each year, in percent; 0 or absent for a flat SIP. */
  stepUpPercent?: number;
}

/** One row of the year-by-year table: figures at the end of that year. */
export interface SipYear {
  year: number;
  /** The amount invested each month during this year. */
  monthlyInvestment: number;
  /** Everything invested up to the end of this year. */
  invested: number;
  /** The value at the end of this year. */
  value: number;
  /** value − invested. */
  returns: number;
}

export interface SipResult {
  /** Total invested, exact (not rounded). */
  invested: number;
  /** Value at the end of the period, exact. */
  futureValue: number;
  /** futureValue − invested, exact. */
  returns: number;
  /** r, the monthly rate. */
  monthlyRate: number;
  /** n, the number of monthly payments. */
  months: number;
  /** The figures at the end of every year, year 1 first. */
  schedule: SipYear[];
}

/** The SIP's invested amount, future value and returns, with its year-by-year schedule. */
export function calculateSip({
  monthlyInvestment,
  annualReturnRate,
  years,
  stepUpPercent = 0,
}: SipInputs): SipResult {
  const growthPerYear = (1 + monthlyRate(annualReturnRate)) ** 12;
  const schedule: SipYear[] = [];
  let invested = 0;
  let value = 0;
  for (let year = 1; year <= years; year += 1) {
    const monthly = monthlyInvestment * (1 + stepUpPercent / 100) ** (year - 1);
    invested += monthly * 12;
    value =
      stepUpPercent === 0
        ? // A flat SIP: the spec's formula for all the months so far, as exact as it gets.
          sipFutureValue(monthlyInvestment, annualReturnRate, year * 12)
        : value * growthPerYear + sipFutureValue(monthly, annualReturnRate, 12);
    schedule.push({ year, monthlyInvestment: monthly, invested, value, returns: value - invested });
  }
  const last = schedule.at(-1);
  return {
    invested: last?.invested ?? 0,
    futureValue: last?.value ?? 0,
    returns: last?.returns ?? 0,
    monthlyRate: monthlyRate(annualReturnRate),
    months: years * 12,
    schedule,
  };
}

/** The three amounts in whole rupees, as shown and recorded; they add up: invested + returns. */
export interface SipAmounts {
  invested: number;
  returns: number;
  futureValue: number;
}

/**
 * Rounds a result to whole rupees (spec section 9: amounts are rounded). Returns is the rounded
 * future value less the rounded invested amount, so the three shown figures always add up.
 */
export function roundSipAmounts(result: Pick<SipResult, 'invested' | 'futureValue'>): SipAmounts {
  const invested = Math.round(result.invested);
  const futureValue = Math.round(result.futureValue);
  return { invested, futureValue, returns: futureValue - invested };
}

/**
 * The shares of the future value that are principal and returns, in percent (they add up to
 * 100), or null when there is nothing to split (a future value of 0).
 */
export function principalAndReturnsShares(
  amounts: Pick<SipAmounts, 'invested' | 'futureValue'>,
): { principal: number; returns: number } | null {
  if (!(amounts.futureValue > 0)) return null;
  const principal = Math.min(100, Math.max(0, (amounts.invested / amounts.futureValue) * 100));
  return { principal, returns: 100 - principal };
}

// ---------------------------------------------------------------------------------------------
// Inputs (spec section 5). A typed value outside its field's rule is ignored: the calculator keeps
// the last good value.

export type SipField = 'monthlyInvestment' | 'annualReturnRate' | 'years' | 'stepUpPercent';

export interface SipFieldRule {
  /** Smallest accepted value. */
  min: number;
  /** Largest accepted value. */
  max: number;
  /** Whether only whole numbers are accepted. */
  integer: boolean;
}

/**
 * What each field accepts when typed. The spec fixes the lower bounds (monthly investment an
 * integer ≥ 0, rate ≥ 0, period an integer > 0) and the inputs' ranges (rate 1 to 30, period 1 to
 * 40); the monthly amount's ceiling of ₹1 crore and the step-up's 0 to 50 % are ours.
 */
export const SIP_RULES: Readonly<Record<SipField, SipFieldRule>> = {
  monthlyInvestment: { min: 0, max: 10_000_000, integer: true },
  annualReturnRate: { min: 0, max: 30, integer: false },
  years: { min: 1, max: 40, integer: true },
  stepUpPercent: { min: 0, max: 50, integer: false },
};

/** The defaults (spec section 9): ₹5,000 a month at 12 % for 10 years, no step-up. */
export const SIP_DEFAULTS: Readonly<Required<SipInputs>> = {
  monthlyInvestment: 5000,
  annualReturnRate: 12,
  years: 10,
  stepUpPercent: 0,
};

/** Whether a number is accepted by a field's rule. */
export function isAcceptedSipValue(field: SipField, value: number): boolean {
  const rule = SIP_RULES[field];
  return (
    Number.isFinite(value) &&
    value >= rule.min &&
    value <= rule.max &&
    (!rule.integer || Number.isInteger(value))
  );
}

/**
 * The number typed in a field if the field accepts it, else null (blank, not a number, a
 * fraction where a whole number is needed, or out of range).
 */
export function parseSipField(field: SipField, text: string): number | null {
  const value = parseNumber(text);
  return value !== null && isAcceptedSipValue(field, value) ? value : null;
}
