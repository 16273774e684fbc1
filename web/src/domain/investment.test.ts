import { describe, expect, it } from 'vitest';
import {
  calculateInvestment,
  effectiveAnnualRate,
  equivalentMonthlyRate,
  MAX_YEARS,
  roundToCents,
  type CompoundingFrequency,
  type ContributionTiming,
  type InvestmentInputs,
} from './investment.ts';

// Reference values come from the textbook formulas, worked out independently of this code with
// Python's decimal module at 50 significant digits:
//   lump sum             A = P × (1 + r/m)^(m × t)                 (compound interest formula)
//   ordinary annuity     FV = C × ((1 + i)^n − 1) ÷ i              (payments at the end of months)
//   annuity due          FV = C × ((1 + i)^n − 1) ÷ i × (1 + i)    (payments at the start)
//   equivalent monthly   i = (1 + r/m)^(m/12) − 1
// The $1,500 at 4.3 % quarterly example is the worked example of Wikipedia's "Compound interest"
// article ($1,938.84). FVIFA(0.5 %, 120) = 163.879347 is in standard annuity tables, so $100 a
// month at 6 % for 10 years is $16,387.93.

const BASE: InvestmentInputs = {
  initialInvestment: 0,
  monthlyContribution: 0,
  annualReturnRate: 0,
  years: 10,
  compounding: 'monthly',
  timing: 'end',
};

function run(overrides: Partial<InvestmentInputs>) {
  const result = calculateInvestment({ ...BASE, ...overrides });
  expect(result).not.toBeNull();
  return result!;
}

describe('calculateInvestment: reference values', () => {
  it.each<[string, Partial<InvestmentInputs>, number]>([
    [
      '$10,000 at 5 % compounded annually for 10 years',
      { initialInvestment: 10_000, annualReturnRate: 5, compounding: 'annually' },
      16_288.95,
    ],
    [
      '$10,000 at 5 % compounded monthly for 10 years',
      { initialInvestment: 10_000, annualReturnRate: 5 },
      16_470.09,
    ],
    [
      '$100 a month at 6 % monthly for 10 years, end of month (ordinary annuity)',
      { monthlyContribution: 100, annualReturnRate: 6 },
      16_387.93,
    ],
    [
      '$100 a month at 6 % monthly for 10 years, start of month (annuity due)',
      { monthlyContribution: 100, annualReturnRate: 6, timing: 'start' },
      16_469.87,
    ],
    [
      '$1,000 at 3.65 % compounded daily for 1 year',
      { initialInvestment: 1000, annualReturnRate: 3.65, years: 1, compounding: 'daily' },
      1037.17,
    ],
    [
      "$1,500 at 4.3 % compounded quarterly for 6 years (Wikipedia's example)",
      { initialInvestment: 1500, annualReturnRate: 4.3, years: 6, compounding: 'quarterly' },
      1938.84,
    ],
    [
      'the defaults: $10,000 + $200 a month at 7 % monthly for 10 years, end',
      { initialInvestment: 10_000, monthlyContribution: 200, annualReturnRate: 7 },
      54_713.58,
    ],
    [
      'the defaults with contributions at the start of each month',
      { initialInvestment: 10_000, monthlyContribution: 200, annualReturnRate: 7, timing: 'start' },
      54_915.51,
    ],
    [
      '$10,000 + $200 a month at 7 % compounded annually (equivalent monthly rate)',
      {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        compounding: 'annually',
      },
      53_881.86,
    ],
    [
      '$10,000 + $200 a month at 7 % compounded semi-annually',
      {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        compounding: 'semiannually',
      },
      54_325.09,
    ],
    [
      '$10,000 + $200 a month at 7 % compounded quarterly',
      {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        compounding: 'quarterly',
      },
      54_556.0,
    ],
    [
      '$10,000 + $200 a month at 7 % compounded daily',
      {
        initialInvestment: 10_000,
        monthlyContribution: 200,
        annualReturnRate: 7,
        compounding: 'daily',
      },
      54_790.85,
    ],
    [
      '$100 a month at 6 % compounded annually',
      { monthlyContribution: 100, annualReturnRate: 6, compounding: 'annually' },
      16_247.34,
    ],
    [
      '$100 a month at 6 % compounded daily',
      { monthlyContribution: 100, annualReturnRate: 6, compounding: 'daily' },
      16_400.86,
    ],
    [
      '$100 a month at 6 % compounded quarterly, start of month',
      { monthlyContribution: 100, annualReturnRate: 6, compounding: 'quarterly', timing: 'start' },
      16_442.9,
    ],
  ])('%s = $%s', (_name, inputs, expected) => {
    expect(run(inputs).finalBalance).toBe(expected);
  });

  it('rounds a balance that ends in a half cent up, as the compound interest calculator does', () => {
    // $1,026.35 × 1.1 = $1,128.985 exactly, half-up $1,128.99 (1128.9849999999999 in binary).
    const result = run({
      initialInvestment: 1026.35,
      annualReturnRate: 10,
      years: 1,
      compounding: 'annually',
    });
    expect(result.finalBalance).toBe(1128.99);
    expect(roundToCents(1028.85 * 1.1)).toBe(1131.74); // 1,131.735
  });

  it('splits the defaults into contributions and interest', () => {
    const result = run({
      initialInvestment: 10_000,
      monthlyContribution: 200,
      annualReturnRate: 7,
    });
    expect(result.totalContributions).toBe(34_000); // 10,000 + 200 × 120
    expect(result.totalInterest).toBe(20_713.58); // 54,713.58 − 34,000
    expect(result.initialFutureValue).toBeCloseTo(20_096.613767, 5);
    expect(result.contributionsFutureValue).toBeCloseTo(34_616.961487, 5);
    expect(result.months).toBe(120);
    expect(result.monthlyRate).toBeCloseTo(0.07 / 12, 15);
    expect(result.effectiveAnnualRate).toBeCloseTo(0.0722900809, 9); // (1 + 0.07/12)^12 − 1
  });
});

describe('the year-by-year schedule', () => {
  const result = run({ initialInvestment: 1000, monthlyContribution: 100, annualReturnRate: 5 });

  it('has one row per year, ending at the final balance', () => {
    expect(result.schedule.map((row) => row.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.schedule.at(-1)).toMatchObject({
      balance: result.finalBalance,
      contributions: result.totalContributions,
      interest: result.totalInterest,
    });
  });

  it('year 1: $1,000 + $100 a month at 5 % monthly is $2,279.05', () => {
    // 1000 × (1 + 0.05/12)^12 = 1051.161898; 100 × ((1 + 0.05/12)^12 − 1) ÷ (0.05/12) = 1227.885549
    expect(result.schedule[0]).toEqual({
      year: 1,
      contributions: 2200,
      interestThisYear: 79.05,
      interest: 79.05,
      balance: 2279.05,
    });
  });

  it('adds up in every row: balance = contributions + interest, and yearly interest sums', () => {
    let sum = 0;
    for (const row of result.schedule) {
      expect(roundToCents(row.contributions + row.interest)).toBe(row.balance);
      expect(row.contributions).toBe(1000 + 1200 * row.year);
      sum = roundToCents(sum + row.interestThisYear);
      expect(sum).toBe(row.interest);
    }
  });

  it('grows the balance and the interest earned each year at a positive rate', () => {
    for (let k = 1; k < result.schedule.length; k++) {
      expect(result.schedule[k]!.balance).toBeGreaterThan(result.schedule[k - 1]!.balance);
      expect(result.schedule[k]!.interestThisYear).toBeGreaterThan(
        result.schedule[k - 1]!.interestThisYear,
      );
    }
  });

  it('matches a month-by-month simulation at every year end', () => {
    // Independent check of the closed forms: add the contribution, then a month's interest.
    const i = 0.05 / 12;
    let balance = 1000;
    for (let month = 1; month <= 120; month++) {
      balance = balance * (1 + i) + 100;
      if (month % 12 === 0) {
        expect(result.schedule[month / 12 - 1]!.balance).toBeCloseTo(balance, 2);
      }
    }
  });
});

describe('equivalentMonthlyRate: (1 + r/m)^(m/12) − 1', () => {
  it.each<[CompoundingFrequency, number, number]>([
    ['monthly', 12, 0.005],
    ['annually', 1, 0.004867550565343],
    ['semiannually', 2, 0.004938622031197],
    ['quarterly', 4, 0.0049752062726525],
    ['daily', 365, 0.0050121078858985],
  ])('6 %% compounded %s (%s a year) is %s a month', (_name, periods, expected) => {
    expect(equivalentMonthlyRate(6, periods)).toBeCloseTo(expected, 14);
  });

  it('earns over 12 months what the compounding earns in a year', () => {
    for (const periods of [1, 2, 4, 12, 365]) {
      const monthly = equivalentMonthlyRate(7, periods)!;
      expect((1 + monthly) ** 12 - 1).toBeCloseTo(effectiveAnnualRate(7, periods)!, 14);
    }
  });

  it('keeps its precision for a tiny rate', () => {
    // 1e-9 % a year, compounded annually: i ≈ 1e-11 / 12 (naive pow would lose most digits).
    expect(equivalentMonthlyRate(1e-9, 1)! * 12).toBeCloseTo(1e-11, 20);
    expect((equivalentMonthlyRate(1e-9, 1)! * 12) / 1e-11).toBeCloseTo(1, 8);
  });

  it('is 0 at 0 %', () => {
    for (const periods of [1, 2, 4, 12, 365]) expect(equivalentMonthlyRate(0, periods)).toBe(0);
  });

  it.each([
    [Number.NaN, 12],
    [Number.POSITIVE_INFINITY, 1],
    [-100, 1], // loses everything each year: no monthly equivalent
    [-1200, 12],
    [5, 0],
    [5, 1.5],
  ])('has no answer for rate %s with %s periods', (rate, periods) => {
    expect(equivalentMonthlyRate(rate, periods)).toBeNull();
  });
});

describe('effectiveAnnualRate: (1 + r/m)^m − 1', () => {
  it.each([
    [5, 1, 0.05],
    [5, 12, 0.0511618978817],
    [3.65, 365, 0.0371724113],
    [12, 4, 0.12550881],
  ])('%s %% compounded %s times a year is %s', (rate, periods, expected) => {
    expect(effectiveAnnualRate(rate, periods)).toBeCloseTo(expected, 8);
  });
});

describe('edge cases', () => {
  it('0 %: the balance is the sum of the contributions', () => {
    for (const compounding of ['annually', 'monthly', 'daily'] as const) {
      for (const timing of ['start', 'end'] as const) {
        const result = run({
          initialInvestment: 10_000,
          monthlyContribution: 200,
          compounding,
          timing,
        });
        expect(result.finalBalance).toBe(34_000);
        expect(result.totalContributions).toBe(34_000);
        expect(result.totalInterest).toBe(0);
        expect(result.schedule.every((row) => row.interest === 0)).toBe(true);
      }
    }
  });

  it('1 year: one row', () => {
    const result = run({
      initialInvestment: 10_000,
      monthlyContribution: 200,
      annualReturnRate: 7,
      years: 1,
    });
    expect(result.schedule).toHaveLength(1);
    // 10000 × (1 + 0.07/12)^12 + 200 × ((1 + 0.07/12)^12 − 1) ÷ (0.07/12) = 13,201.417866
    expect(result.finalBalance).toBe(13_201.42);
    expect(result.totalContributions).toBe(12_400);
  });

  it('60 years: 60 rows, no drift', () => {
    const result = run({
      initialInvestment: 10_000,
      monthlyContribution: 200,
      annualReturnRate: 7,
      years: MAX_YEARS,
    });
    expect(result.schedule).toHaveLength(60);
    expect(result.months).toBe(720);
    // 658,775.312675 + 2,224,372.500601 (Python decimal)
    expect(result.finalBalance).toBe(2_883_147.81);
    expect(result.totalContributions).toBe(154_000);
  });

  it('only a lump sum, or only monthly contributions', () => {
    expect(run({ initialInvestment: 5000, annualReturnRate: 5 }).contributionsFutureValue).toBe(0);
    expect(run({ monthlyContribution: 50, annualReturnRate: 5 }).initialFutureValue).toBe(0);
  });

  it('both amounts 0: everything is 0', () => {
    const result = run({ annualReturnRate: 7 });
    expect(result.finalBalance).toBe(0);
    expect(result.totalInterest).toBe(0);
  });

  it('a negative return shrinks the balance and the interest is negative', () => {
    // 10000 × (1 − 0.1)^10 = 3486.784401
    const result = run({
      initialInvestment: 10_000,
      annualReturnRate: -10,
      compounding: 'annually',
    });
    expect(result.finalBalance).toBe(3486.78);
    expect(result.totalInterest).toBe(-6513.22);
  });

  it('huge amounts stay finite and exact to the cent where doubles allow', () => {
    // 1e12 at 5 % annually for 10 years = 1.628894626777442e12
    const result = run({ initialInvestment: 1e12, annualReturnRate: 5, compounding: 'annually' });
    expect(result.finalBalance / 1.628894626777442e12).toBeCloseTo(1, 12);
    const big = run({
      initialInvestment: 1e12,
      monthlyContribution: 1e12,
      annualReturnRate: 100,
      years: MAX_YEARS,
    });
    expect(Number.isFinite(big.finalBalance)).toBe(true);
    expect(big.finalBalance).toBeGreaterThan(1e30);
  });

  it('tiny amounts round to the cent', () => {
    // $0.01 a month at 1 % for 1 year = 0.120552...
    expect(run({ monthlyContribution: 0.01, annualReturnRate: 1, years: 1 }).finalBalance).toBe(
      0.12,
    );
    expect(run({ initialInvestment: 0.01, annualReturnRate: 1, years: 1 }).totalInterest).toBe(0);
  });

  it('returns null when the result overflows', () => {
    expect(
      calculateInvestment({ ...BASE, initialInvestment: 1e300, annualReturnRate: 1e6 }),
    ).toBeNull();
    expect(
      calculateInvestment({ ...BASE, initialInvestment: Number.MAX_VALUE, annualReturnRate: 50 }),
    ).toBeNull();
  });

  it.each<[string, Partial<InvestmentInputs>]>([
    ['NaN initial investment', { initialInvestment: Number.NaN }],
    ['NaN monthly contribution', { monthlyContribution: Number.NaN }],
    ['NaN rate', { annualReturnRate: Number.NaN }],
    ['NaN years', { years: Number.NaN }],
    ['infinite initial investment', { initialInvestment: Number.POSITIVE_INFINITY }],
    ['infinite rate', { annualReturnRate: Number.NEGATIVE_INFINITY }],
    ['negative initial investment', { initialInvestment: -1 }],
    ['negative monthly contribution', { monthlyContribution: -0.01 }],
    ['0 years', { years: 0 }],
    ['negative years', { years: -5 }],
    ['fractional years', { years: 2.5 }],
    ['more than 60 years', { years: 61 }],
    ['a rate losing everything each year', { annualReturnRate: -100, compounding: 'annually' }],
    ['an unknown compounding', { compounding: 'weekly' as CompoundingFrequency }],
    ['an inherited key as compounding', { compounding: 'toString' as CompoundingFrequency }],
    ['an unknown timing', { timing: 'middle' as ContributionTiming }],
  ])('returns null for %s', (_name, overrides) => {
    expect(calculateInvestment({ ...BASE, initialInvestment: 100, ...overrides })).toBeNull();
  });
});
