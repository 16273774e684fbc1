// Investment calculator maths: a lump sum plus a monthly contribution growing at a fixed annual
// return with a chosen compounding frequency. Pure functions: no React, no I/O. Every function
// accepts any number (NaN, ±Infinity, negative, huge, tiny) and never throws: when there is no
// finite answer it returns null, and the caller decides what to say.
//
// The model (the one calculator.net and Omni use for a fixed return):
// - the lump sum compounds at the nominal annual rate r, m times a year:  P × (1 + r/m)^(m × t);
// - contributions are monthly, so they grow at the equivalent monthly rate
//   i = (1 + r/m)^(m/12) − 1 (exactly r/12 when compounding is monthly), which earns the same
//   over a year as the chosen compounding does;
// - n = 12 × t contributions: at the end of each month the future value of an ordinary annuity,
//   C × ((1 + i)^n − 1) ÷ i; at the start of each month an annuity due, that times (1 + i).
// Powers are taken as exp/log (Math.expm1, Math.log1p), so a tiny rate keeps its precision.

import { cents } from '../engine/money.ts';

export const COMPOUNDING_FREQUENCIES = [
  'annually',
  'semiannually',
  'quarterly',
  'monthly',
  'daily',
] as const;

export type CompoundingFrequency = (typeof COMPOUNDING_FREQUENCIES)[number];

/** Compounding periods a year; daily uses 365 days. */
export const PERIODS_PER_YEAR: Readonly<Record<CompoundingFrequency, number>> = {
  annually: 1,
  semiannually: 2,
  quarterly: 4,
  monthly: 12,
  daily: 365,
};

export const CONTRIBUTION_TIMINGS = ['start', 'end'] as const;

/** Whether each monthly contribution is made at the start or at the end of its month. */
export type ContributionTiming = (typeof CONTRIBUTION_TIMINGS)[number];

/** The longest period the calculator projects, in years. */
export const MAX_YEARS = 60;

export interface InvestmentInputs {
  /** The lump sum invested at the start, in dollars (≥ 0). */
  initialInvestment: number;
  /** The amount added every month, in dollars (≥ 0). */
  monthlyContribution: number;
  /** The expected annual return, in percent (7 means 7 % a year); may be negative. */
  annualReturnRate: number;
  /** Whole years, 1 to MAX_YEARS. */
  years: number;
  compounding: CompoundingFrequency;
  timing: ContributionTiming;
}

/** One row of the year-by-year table: the position at the end of that year. */
export interface YearRow {
  year: number;
  /** Initial investment plus every monthly contribution made so far. */
  contributions: number;
  /** Interest earned during this year alone. */
  interestThisYear: number;
  /** Interest earned since the start: balance − contributions. */
  interest: number;
  balance: number;
}

export interface InvestmentResult {
  finalBalance: number;
  /** Initial investment + monthly contribution × months. */
  totalContributions: number;
  /** Final balance − total contributions (negative for a negative return). */
  totalInterest: number;
  /** What the initial investment alone grows to. */
  initialFutureValue: number;
  /** What the monthly contributions alone grow to. */
  contributionsFutureValue: number;
  /** The rate each month's contributions earn, as a fraction (0.005 for 6 % compounded monthly). */
  monthlyRate: number;
  /** The effective annual rate (APY), as a fraction: (1 + r/m)^m − 1. */
  effectiveAnnualRate: number;
  /** Number of monthly contributions: 12 × years. */
  months: number;
  /** One row per year, year 1 to the last year. */
  schedule: YearRow[];
}

function allFinite(...values: number[]): boolean {
  return values.every((value) => Number.isFinite(value));
}

/**
 * A dollar amount rounded half-up to the cent, as About says: by the money module's rule, which
 * takes 1,026.35 × 1.1 (1128.9849999999999 in binary) for the 1,128.985 it is, so $1,128.99, as
 * the compound interest calculator gives; Math.round(x × 100) gave $1,128.98.
 */
export function roundToCents(amount: number): number {
  return Number.isFinite(amount) ? cents(amount) : amount;
}

/**
 * (1 + r/m)^exponent − 1 for an annual rate `ratePercent` compounded `periodsPerYear` times a
 * year, or null when 1 + r/m is not positive (a loss of everything each period) or not finite.
 */
function growthMinusOne(ratePercent: number, periodsPerYear: number, exponent: number) {
  const perPeriod = ratePercent / 100 / periodsPerYear;
  if (!allFinite(perPeriod, exponent) || perPeriod <= -1) return null;
  const value = Math.expm1(exponent * Math.log1p(perPeriod));
  return Number.isFinite(value) ? value : null;
}

/**
 * The equivalent monthly rate, as a fraction, of an annual rate in percent compounded
 * `periodsPerYear` times a year: (1 + r/m)^(m/12) − 1. Monthly compounding gives r/12 exactly.
 * Null for a non-finite rate, a rate of −100 % per period or worse, or a bad period count.
 */
export function equivalentMonthlyRate(ratePercent: number, periodsPerYear: number): number | null {
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) return null;
  if (periodsPerYear === 12) {
    return Number.isFinite(ratePercent) && ratePercent > -1200 ? ratePercent / 100 / 12 : null;
  }
  return growthMinusOne(ratePercent, periodsPerYear, periodsPerYear / 12);
}

/** The effective annual rate (APY), as a fraction: (1 + r/m)^m − 1. */
export function effectiveAnnualRate(ratePercent: number, periodsPerYear: number): number | null {
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) return null;
  return growthMinusOne(ratePercent, periodsPerYear, periodsPerYear);
}

/**
 * What `monthly` paid each month for `months` months grows to at monthly rate `i`:
 * ((1 + i)^n − 1) ÷ i per dollar (n per dollar when i is 0), times (1 + i) at the start of months.
 */
function annuityFutureValue(
  monthly: number,
  i: number,
  months: number,
  timing: ContributionTiming,
) {
  if (monthly === 0 || months === 0) return 0;
  if (i === 0) return monthly * months;
  const factor = Math.expm1(months * Math.log1p(i)) / i;
  return monthly * factor * (timing === 'start' ? 1 + i : 1);
}

/**
 * The growth of an initial investment and monthly contributions (see the model at the top of
 * the file). Money results are rounded to the cent, and interest is the rounded balance less the
 * rounded contributions, so the figures shown always add up. Null when an input is not finite,
 * an amount is negative, the years are not a whole number from 1 to MAX_YEARS, the compounding
 * or timing is unknown, the rate loses 100 % or more per period, or the result overflows.
 */
export function calculateInvestment(inputs: InvestmentInputs): InvestmentResult | null {
  const { initialInvestment, monthlyContribution, annualReturnRate, years, compounding, timing } =
    inputs;
  if (!allFinite(initialInvestment, monthlyContribution, annualReturnRate, years)) return null;
  if (initialInvestment < 0 || monthlyContribution < 0) return null;
  if (!Number.isInteger(years) || years < 1 || years > MAX_YEARS) return null;
  if (!Object.hasOwn(PERIODS_PER_YEAR, compounding)) return null;
  if (!(CONTRIBUTION_TIMINGS as readonly string[]).includes(timing)) return null;

  const periods = PERIODS_PER_YEAR[compounding];
  const monthlyRate = equivalentMonthlyRate(annualReturnRate, periods);
  const annualRate = effectiveAnnualRate(annualReturnRate, periods);
  if (monthlyRate === null || annualRate === null) return null;

  const schedule: YearRow[] = [];
  let initialFutureValue = initialInvestment;
  let contributionsFutureValue = 0;
  let previousInterest = 0;
  for (let year = 1; year <= years; year++) {
    // Straight from the closed forms each year (no running sum, so no drift over 60 years).
    const lumpGrowth = growthMinusOne(annualReturnRate, periods, periods * year);
    if (lumpGrowth === null) return null;
    initialFutureValue = initialInvestment * (1 + lumpGrowth);
    contributionsFutureValue = annuityFutureValue(
      monthlyContribution,
      monthlyRate,
      12 * year,
      timing,
    );
    const balance = roundToCents(initialFutureValue + contributionsFutureValue);
    const contributions = roundToCents(initialInvestment + monthlyContribution * 12 * year);
    if (!allFinite(balance, contributions)) return null;
    const interest = roundToCents(balance - contributions);
    schedule.push({
      year,
      contributions,
      interestThisYear: roundToCents(interest - previousInterest),
      interest,
      balance,
    });
    previousInterest = interest;
  }

  const last = schedule[schedule.length - 1];
  if (!last) return null;
  return {
    finalBalance: last.balance,
    totalContributions: last.contributions,
    totalInterest: last.interest,
    initialFutureValue,
    contributionsFutureValue,
    monthlyRate,
    effectiveAnnualRate: annualRate,
    months: 12 * years,
    schedule,
  };
}
