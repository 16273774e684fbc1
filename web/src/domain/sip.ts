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

/** The monthly rate r of an annual rate in percent: 12 → 0.01. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 12 / 100;
}

/**
 * The value after `months` monthly payments of `payment`, each made at the start of its month,
 * at `annualRatePercent` a year compounded monthly (spec section 9). A rate of 0 gives
 * payment × months. Paid at the end of each month instead (an ordinary annuity, as some banks'
 * pension calculators credit contributions), the value is (1 + r) times smaller.
 */
export function sipFutureValue(
  payment: number,
  annualRatePercent: number,
  months: number,
  paid: 'start' | 'end' = 'start',
): number {
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return payment * months;
  // (1 + r)^n − 1 as expm1(n × log1p(r)): the same number, without the cancellation that
  // would make a tiny rate's result wildly wrong.
  const atMonthEnds = (payment * Math.expm1(months * Math.log1p(r))) / r;
  return paid === 'start' ? atMonthEnds * (1 + r) : atMonthEnds;
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
