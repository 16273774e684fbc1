import { describe, expect, it } from 'vitest';
import {
  calculateSip,
  monthlyRate,
  roundSipAmounts,
  sipFutureValue,
  type SipInputs,
} from './sip.ts';

/** The spec's defaults (section 9): ₹5,000 a month at 12 % for 10 years, no step-up. */
const SIP_DEFAULTS = { monthlyInvestment: 5000, annualReturnRate: 12, years: 10, stepUpPercent: 0 };

// Reference values. Every future value below was worked out independently with Python's decimal
// module at 50 significant digits, both with the closed formula and by adding the months one by
// one ((value + payment) × (1 + r) each month); the two agreed to 40+ digits. Published sources
// that show the same figure are named beside each row.

/** Adds the months one by one: the payment goes in at the start of the month, then it grows. */
function monthByMonth({
  monthlyInvestment,
  annualReturnRate,
  years,
  stepUpPercent = 0,
}: SipInputs) {
  const r = annualReturnRate / 12 / 100;
  let value = 0;
  let invested = 0;
  for (let year = 0; year < years; year += 1) {
    const payment = monthlyInvestment * (1 + stepUpPercent / 100) ** year;
    for (let month = 0; month < 12; month += 1) {
      value = (value + payment) * (1 + r);
      invested += payment;
    }
  }
  return { value, invested };
}

describe('sipFutureValue (spec section 9)', () => {
  it.each([
    // [monthly, rate %, months, exact future value, source]
    [5000, 12, 120, 1161695.38176, 'the spec: 5000/12 %/10 years shows ₹11,61,695'],
    [10000, 12, 240, 9991479.190412, 'finance-85d.pages.dev SIP page: ₹99,91,479'],
    [5000, 12, 240, 4995739.595206, 'telugu.asianetnews.com SIP article: ₹49,95,740'],
    [1000, 12, 12, 12809.328043, "Groww's worked example, also deepcoding.info: ₹12,809"],
    [10000, 12, 60, 824863.66555, 'sipcalculator.one year table: Rs.824,863.67'],
    [1000, 8, 60, 73966.701954, 'independent computation only'],
    [1000, 12, 1, 1010, 'one month: the payment grows for one month, 1,000 × 1.01'],
  ])('%d a month at %d %% for %d months is %d (%s)', (payment, rate, months, expected) => {
    expect(sipFutureValue(payment, rate, months)).toBeCloseTo(expected, 4);
  });

  it('uses r = rate / 12 / 100', () => {
    expect(monthlyRate(12)).toBe(0.01);
    expect(monthlyRate(6)).toBeCloseTo(0.005, 15);
  });

  it('agrees with adding the months one by one', () => {
    for (const [monthlyInvestment, annualReturnRate, years] of [
      [5000, 12, 10],
      [1000, 8, 5],
      [100000, 30, 40],
      [500, 1, 1],
    ] as const) {
      const { value } = monthByMonth({ monthlyInvestment, annualReturnRate, years });
      const closed = sipFutureValue(monthlyInvestment, annualReturnRate, years * 12);
      expect(closed / value).toBeCloseTo(1, 10);
    }
  });
});

describe('calculateSip', () => {
  it.each([
    // [inputs, invested, future value, returns] in whole rupees
    [{ monthlyInvestment: 5000, annualReturnRate: 12, years: 10 }, 600000, 1161695, 561695],
    [{ monthlyInvestment: 10000, annualReturnRate: 12, years: 20 }, 2400000, 9991479, 7591479],
    [{ monthlyInvestment: 1000, annualReturnRate: 8, years: 5 }, 60000, 73967, 13967],
    [{ monthlyInvestment: 1000, annualReturnRate: 12, years: 1 }, 12000, 12809, 809],
    [{ monthlyInvestment: 10000, annualReturnRate: 10, years: 15 }, 1800000, 4179243, 2379243],
  ])('%o: invested %d, future value %d, returns %d', (inputs, invested, futureValue, returns) => {
    const result = calculateSip(inputs);
    expect(roundSipAmounts(result)).toEqual({ invested, futureValue, returns });
    expect(result.months).toBe(inputs.years * 12);
    expect(result.returns).toBeCloseTo(result.futureValue - result.invested, 6);
  });

  it('₹5,000 a month at 12 % for 10 years is ₹11,61,695 on ₹6,00,000 (spec section 9)', () => {
    expect(roundSipAmounts(calculateSip(SIP_DEFAULTS))).toEqual({
      invested: 600000,
      futureValue: 1161695,
      returns: 561695,
    });
  });

  it('lists every year: invested to date and value at year end', () => {
    // sipcalculator.one's table for 10,000 a month at 12 %: Rs.128,093.28 after year 1,
    // Rs.272,432.00 after year 2, Rs.824,863.67 after year 5, Rs.2,323,390.76 after year 10.
    const { schedule } = calculateSip({
      monthlyInvestment: 10000,
      annualReturnRate: 12,
      years: 10,
    });
    expect(schedule).toHaveLength(10);
    expect(schedule.map((row) => row.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(schedule.map((row) => row.invested)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((year) => year * 120000),
    );
    expect(schedule[0]?.value).toBeCloseTo(128093.28, 2);
    expect(schedule[1]?.value).toBeCloseTo(272432.0, 2);
    expect(schedule[4]?.value).toBeCloseTo(824863.67, 2);
    expect(schedule[9]?.value).toBeCloseTo(2323390.76, 2);
    expect(schedule.every((row) => row.monthlyInvestment === 10000)).toBe(true);
    for (const row of schedule) expect(row.returns).toBeCloseTo(row.value - row.invested, 6);
  });

  it('the last year of the schedule is the result', () => {
    const result = calculateSip({ monthlyInvestment: 2500, annualReturnRate: 9.5, years: 7 });
    expect(result.schedule.at(-1)?.value).toBe(result.futureValue);
    expect(result.schedule.at(-1)?.invested).toBe(result.invested);
  });
});

describe('annual step-up', () => {
  // hashmatic.in's step-up SIP calculator, ₹5,000 a month rising 10 % a year at 12 % for
  // 10 years: invested ₹9,56,245, maturity ₹16,87,163, and the same figures year by year.
  const stepUp = { monthlyInvestment: 5000, annualReturnRate: 12, years: 10, stepUpPercent: 10 };

  it('₹5,000 rising 10 % a year at 12 % for 10 years is ₹16,87,163 on ₹9,56,245', () => {
    expect(roundSipAmounts(calculateSip(stepUp))).toEqual({
      invested: 956245,
      futureValue: 1687163,
      returns: 730918,
    });
  });

  it('year by year, as hashmatic.in lists it', () => {
    const rows = calculateSip(stepUp).schedule.map((row) => [
      Math.round(row.invested),
      Math.round(row.value),
    ]);
    expect(rows).toEqual([
      [60000, 64047],
      [126000, 142621],
      [198600, 238205],
      [278460, 353661],
      [366306, 492285],
      [462937, 657867],
      [569230, 854764],
      [686153, 1087978],
      [814769, 1363250],
      [956245, 1687163],
    ]);
  });

  it('raises the monthly amount by the step-up each year', () => {
    const monthly = calculateSip(stepUp).schedule.map((row) => row.monthlyInvestment);
    expect(monthly[0]).toBe(5000);
    expect(monthly[1]).toBeCloseTo(5500, 9);
    expect(monthly[2]).toBeCloseTo(6050, 9);
    expect(monthly[9]).toBeCloseTo(11789.7385, 4);
  });

  it.each([
    { monthlyInvestment: 5000, annualReturnRate: 12, years: 10, stepUpPercent: 10 },
    { monthlyInvestment: 10000, annualReturnRate: 12, years: 20, stepUpPercent: 10 },
    { monthlyInvestment: 1000, annualReturnRate: 7.5, years: 40, stepUpPercent: 50 },
    { monthlyInvestment: 750, annualReturnRate: 0, years: 3, stepUpPercent: 5 },
  ])('agrees with adding the months one by one: %o', (inputs) => {
    const result = calculateSip(inputs);
    const check = monthByMonth(inputs);
    expect(result.futureValue / check.value).toBeCloseTo(1, 10);
    expect(result.invested / check.invested).toBeCloseTo(1, 12);
  });

  it('a step-up of 0 is the flat formula, and a tiny step-up is almost flat', () => {
    const inputs = { monthlyInvestment: 5000, annualReturnRate: 12, years: 10 };
    const flat = calculateSip({ ...inputs, stepUpPercent: 0 });
    expect(flat.futureValue).toBe(sipFutureValue(5000, 12, 120));
    expect(flat.invested).toBe(600000);
    // A step-up takes the year-by-year path; as it shrinks it meets the flat formula.
    const tiny = calculateSip({ ...inputs, stepUpPercent: 1e-9 });
    expect(tiny.futureValue).not.toBe(flat.futureValue);
    expect(tiny.futureValue / flat.futureValue).toBeCloseTo(1, 9);
  });
});

describe('edge cases', () => {
  it('a rate of 0: the future value is what was invested', () => {
    expect(sipFutureValue(5000, 0, 120)).toBe(600000);
    expect(roundSipAmounts(calculateSip({ ...SIP_DEFAULTS, annualReturnRate: 0 }))).toEqual({
      invested: 600000,
      futureValue: 600000,
      returns: 0,
    });
    const stepped = calculateSip({
      monthlyInvestment: 2000,
      annualReturnRate: 0,
      years: 3,
      stepUpPercent: 50,
    });
    // 12 × (2,000 + 3,000 + 4,500)
    expect(stepped.futureValue).toBeCloseTo(114000, 9);
    expect(stepped.invested).toBeCloseTo(114000, 9);
  });

  it('a tiny rate stays close to the invested amount (no 0 ÷ 0)', () => {
    const value = sipFutureValue(5000, 1e-12, 120);
    expect(Number.isFinite(value)).toBe(true);
    expect(value).toBeCloseTo(600000, 3);
  });

  it('one month: a single payment grows for one month', () => {
    expect(sipFutureValue(1000, 12, 1)).toBeCloseTo(1010, 10);
    expect(sipFutureValue(5000, 0, 1)).toBe(5000);
  });

  it('an investment of 0 is worth 0', () => {
    expect(roundSipAmounts(calculateSip({ ...SIP_DEFAULTS, monthlyInvestment: 0 }))).toEqual({
      invested: 0,
      futureValue: 0,
      returns: 0,
    });
  });

  it('the largest accepted inputs give a finite result', () => {
    const result = calculateSip({
      monthlyInvestment: 10_000_000,
      annualReturnRate: 30,
      years: 40,
      stepUpPercent: 50,
    });
    expect(Number.isFinite(result.futureValue)).toBe(true);
    expect(result.futureValue).toBeGreaterThan(result.invested);
  });

  it('rounded amounts add up even when the exact ones have paise', () => {
    const amounts = roundSipAmounts({ invested: 956245.476, futureValue: 1687163.132 });
    expect(amounts).toEqual({ invested: 956245, futureValue: 1687163, returns: 730918 });
    expect(amounts.invested + amounts.returns).toBe(amounts.futureValue);
  });
});
