import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDollars } from './format.ts';
import {
  addMonths,
  amortize,
  describeMonths,
  formatMonth,
  loanTotals,
  MAX_TERM_MONTHS,
  monthlyPayment,
  monthlyRate,
  paymentCount,
  paymentMonth,
  scheduleByYear,
  type Amortization,
} from './mortgage.ts';
import { formatYearMonth, parseYearMonth } from './calendar.ts';

// Reference values come from published sources named beside each one, or were worked out
// independently of this code with Python's decimal module at 50 significant digits (the textbook
// formula M = P·r(1+r)^n / ((1+r)^n − 1) and a month-by-month loop), never by running the code
// under test. Money is compared to the cent, on the formatted string ('$1,013.37').

/** Whole cents, for exact comparisons of schedule figures. */
const c = (dollars: number) => Math.round(dollars * 100);

function schedule(principal: number, rate: number, months: number): Amortization {
  const result = amortize({ principal, annualRatePercent: rate, months });
  expect(result).not.toBeNull();
  return result!;
}

/**
 * Every reconciliation a visitor could check by hand on the printed schedule, as a list of what
 * fails (empty when all hold). Checked in plain code and asserted once: an expect() per figure of
 * every row of hundreds of long schedules took most of this file's time.
 */
function reconciliationProblems(result: Amortization): string[] {
  const problems: string[] = [];
  const { rows } = result;
  let balance = c(result.principal);
  let paid = 0;
  let interest = 0;
  let principal = 0;
  rows.forEach((row, index) => {
    const at = `row ${index + 1}`;
    if (row.period !== index + 1) problems.push(`${at}: period ${row.period}`);
    for (const [name, value] of Object.entries({
      payment: row.payment,
      principal: row.principal,
      interest: row.interest,
      balance: row.balance,
    })) {
      if (c(value) / 100 !== value) problems.push(`${at}: ${name} ${value} is not whole cents`);
      if (!(value >= 0)) problems.push(`${at}: ${name} ${value} is below 0`);
    }
    if (c(row.payment) !== c(row.principal) + c(row.interest)) {
      problems.push(`${at}: payment ${row.payment} ≠ ${row.principal} + ${row.interest}`);
    }
    balance -= c(row.principal);
    if (c(row.balance) !== balance)
      problems.push(`${at}: balance ${row.balance} ≠ ${balance / 100}`);
    paid += c(row.payment);
    interest += c(row.interest);
    principal += c(row.principal);
  });
  const totals = {
    'last balance': [rows.at(-1)?.balance, 0],
    'payments add up to the total paid': [paid, c(result.totalPayment)],
    'interest adds up to the total interest': [interest, c(result.totalInterest)],
    'principal adds up to the loan': [principal, c(result.principal)],
    'total paid − loan = total interest': [
      c(result.totalPayment) - c(result.principal),
      c(result.totalInterest),
    ],
  };
  for (const [name, [actual, expected]] of Object.entries(totals)) {
    if (actual !== expected) problems.push(`${name}: ${actual} ≠ ${expected}`);
  }
  return problems;
}

function expectReconciles(result: Amortization) {
  expect(reconciliationProblems(result)).toEqual([]);
}

describe('monthlyRate: annual rate ÷ 100 ÷ 12', () => {
  it.each([
    [4.5, 0.00375],
    [6, 0.005],
    [12, 0.01],
    [0, 0],
  ])('%s %% a year is %s a month', (annual, monthly) => {
    expect(monthlyRate(annual)).toBeCloseTo(monthly, 15);
  });
});

describe('paymentCount: years × 12, whole months only', () => {
  it.each([
    [30, 360],
    [15, 180],
    [2.5, 30],
    [1 / 12, 1], // a one-month term
    [100, MAX_TERM_MONTHS],
  ])('%s years → %s payments', (years, months) => {
    expect(paymentCount(years)).toBe(months);
  });

  it.each([[0.3], [0], [-1], [100.5], [101], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    '%s years → null',
    (years) => {
      expect(paymentCount(years)).toBeNull();
    },
  );
});

describe('monthlyPayment and loanTotals: the standard loan formula', () => {
  it.each([
    // [loan, annual %, months, monthly payment, total payment, total interest, source]
    [200000, 4.5, 360, '$1,013.37', '$364,813.42', '$164,813.42'], // spec defaults (issue brief)
    [100000, 6, 360, '$599.55', '$215,838.19', '$115,838.19'], // issue brief; Python decimal totals
    [250000, 7, 180, '$2,247.07', '$404,472.72', '$154,472.72'], // issue brief; Python decimal totals
    // Wikipedia, "Fixed-rate mortgage": $200,000 at 6.5 % for 30 years → $1,264.14 a month.
    [200000, 6.5, 360, '$1,264.14', '$455,088.98', '$255,088.98'],
    // krillkits.com/mortgage/350000-6.5-15: $3,048.88 a month, interest $198,798 (whole dollars).
    [350000, 6.5, 180, '$3,048.88', '$548,797.64', '$198,797.64'],
    // bestcashcow.com/mortgage-calculator/product-48555: $210,000 at 6.5 % → $2,384.51 a month.
    [210000, 6.5, 120, '$2,384.51', '$286,140.90', '$76,140.90'],
  ])('%s at %s %% for %s months → %s a month', (loan, rate, months, monthly, total, interest) => {
    expect(formatDollars(monthlyPayment(loan, rate, months)!)).toBe(monthly);
    const totals = loanTotals(loan, rate, months)!;
    expect(formatDollars(totals.monthlyPayment)).toBe(monthly);
    expect(formatDollars(totals.totalPayment)).toBe(total);
    expect(formatDollars(totals.totalInterest)).toBe(interest);
  });

  it('keeps the unrounded payment: total = M × n, not the rounded payment × n', () => {
    const totals = loanTotals(200000, 4.5, 360)!;
    expect(totals.monthlyPayment).toBeCloseTo(1013.37062, 6); // Python decimal: 1013.370620
    expect(totals.totalPayment).toBeCloseTo(364813.4231, 4); // not 1013.37 × 360 = 364,813.20
  });

  describe('edge cases', () => {
    it('a 0 % rate repays principal ÷ payments, with no interest', () => {
      expect(monthlyPayment(120000, 0, 360)).toBeCloseTo(333.333333, 6);
      const totals = loanTotals(120000, 0, 360)!;
      expect(totals.totalPayment).toBeCloseTo(120000, 8);
      expect(totals.totalInterest).toBeCloseTo(0, 8);
    });

    it('a tiny rate tends to principal ÷ payments without losing digits', () => {
      // Python decimal: 120,000 at 1e-9 % for 360 months → 333.333333383472…
      expect(monthlyPayment(120000, 1e-9, 360)).toBeCloseTo(333.333333383472, 9);
    });

    it('a one-month term repays the loan and one month of interest', () => {
      // 1,000 at 12 % a year (1 % a month) for 1 month: 1,000 × 1.01 = 1,010.
      expect(monthlyPayment(1000, 12, 1)).toBeCloseTo(1010, 10);
      expect(loanTotals(1000, 12, 1)?.totalInterest).toBeCloseTo(10, 10);
    });

    it('a huge loan: 1 trillion at 4.5 % for 30 years', () => {
      // Python decimal: 5,066,853,098.26 a month; total 1,824,067,115,373.17.
      const totals = loanTotals(1e12, 4.5, 360)!;
      expect(formatDollars(totals.monthlyPayment)).toBe('$5,066,853,098.26');
      expect(formatDollars(totals.totalPayment)).toBe('$1,824,067,115,373.17');
    });

    it('a tiny loan: one cent at 4.5 % for 30 years', () => {
      // Python decimal: 0.0000506685309825… a month; total 0.0182406711537…
      expect(monthlyPayment(0.01, 4.5, 360)).toBeCloseTo(0.0000506685309826, 15);
      expect(loanTotals(0.01, 4.5, 360)?.totalPayment).toBeCloseTo(0.0182406711537, 12);
    });

    it('a huge rate does not overflow: the payment tends to P × r', () => {
      // 1,000,000 % a year on 100,000: (1 + r)^360 overflows a double; M → P × r = 83,333,333.33.
      expect(monthlyPayment(100000, 1e6, 360)).toBeCloseTo(83333333.3333333, 5);
    });

    it('a zero loan costs nothing', () => {
      expect(loanTotals(0, 4.5, 360)).toEqual({
        monthlyPayment: 0,
        totalPayment: 0,
        totalInterest: 0,
      });
    });

    it.each([
      [Number.NaN, 4.5, 360],
      [200000, Number.NaN, 360],
      [200000, 4.5, Number.NaN],
      [-200000, 4.5, 360],
      [200000, -1, 360],
      [200000, 4.5, 0],
      [200000, 4.5, -12],
      [200000, 4.5, 12.5],
      [Number.POSITIVE_INFINITY, 4.5, 360],
      [200000, Number.POSITIVE_INFINITY, 360],
    ])('%s at %s %% for %s months → null', (loan, rate, months) => {
      expect(monthlyPayment(loan, rate, months)).toBeNull();
      expect(loanTotals(loan, rate, months)).toBeNull();
    });

    it('a total beyond the largest double → null', () => {
      expect(loanTotals(1e308, 4.5, 1200)).toBeNull(); // M ≈ 3.8e305, × 1200 overflows
    });
  });
});

describe('amortize: the schedule', () => {
  it('200,000 at 4.5 % for 30 years: 360 payments that add up to the spec total to the cent', () => {
    const result = schedule(200000, 4.5, 360);
    expect(result.rows).toHaveLength(360);
    expect(formatDollars(result.totalPayment)).toBe('$364,813.42');
    expect(formatDollars(result.totalInterest)).toBe('$164,813.42');
    // Published amortization tables: month 1 interest 200,000 × 0.00375 = $750.00, principal $263.37.
    expect(result.rows[0]).toEqual({
      period: 1,
      payment: 1013.37,
      principal: 263.37,
      interest: 750,
      balance: 199736.63,
    });
    // Every payment but the last is the payment shown; the last settles the rounding:
    // 364,813.42 − 359 × 1,013.37 = 1,013.59 (by hand).
    expect(result.rows.slice(0, -1).every((row) => row.payment === 1013.37)).toBe(true);
    expect(result.rows[359]?.payment).toBe(1013.59);
    expect(result.rows[359]?.balance).toBe(0);
    expectReconciles(result);
  });

  it('matches a published amortization table row for row', () => {
    // bestcashcow.com/mortgage-calculator/product-48555 (210,000 at 6.5 %, $2,384.51 a month):
    // 01/2025 interest 1,137.50, principal 1,247.01, balance 208,752.99;
    // 02/2025 interest 1,130.75, principal 1,253.76, balance 207,499.23;
    // 03/2025 interest 1,123.95, principal 1,260.55, balance 206,238.68: that table rounds each
    // exact figure on its own (its row adds up to 2,384.50); ours reconciles (1,123.95 + 1,260.56 =
    // 2,384.51) and stays within a cent of the exact balance 206,238.677 (Python decimal).
    const { rows } = schedule(210000, 6.5, 120);
    expect(rows.slice(0, 2)).toEqual([
      { period: 1, payment: 2384.51, principal: 1247.01, interest: 1137.5, balance: 208752.99 },
      { period: 2, payment: 2384.51, principal: 1253.76, interest: 1130.75, balance: 207499.23 },
    ]);
    expect(rows[2]).toEqual({
      period: 3,
      payment: 2384.51,
      principal: 1260.56,
      interest: 1123.95,
      balance: 206238.67,
    });
  });

  it('reconciles for a spread of loans', () => {
    // A fixed pseudo-random spread (no flakiness): amounts with cents, rates with decimals.
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 150; i += 1) {
      const loan = Math.round((1000 + next() * 2_000_000) * 100) / 100;
      const rate = Math.round(next() * 1500) / 100;
      const months = 1 + Math.floor(next() * 480);
      const result = schedule(loan, rate, months);
      expectReconciles(result);
      expect(result.rows).toHaveLength(months);
      expect(c(result.totalPayment)).toBe(c(loanTotals(loan, rate, months)!.totalPayment));
    }
  });

  it('35.5 % over 99 years: 1,188 payments, the last one a regular payment give or take cents', () => {
    // By hand: r = 0.355 ÷ 12; M = 200,000 · r / (1 − (1+r)^−1188) = $5,916.67 (to the cent).
    const result = schedule(200000, 35.5, 1188);
    expect(result.rows).toHaveLength(1188);
    expect(formatDollars(result.rows[0]!.payment)).toBe('$5,916.67');
    expect(Math.abs(c(result.rows.at(-1)!.payment) - c(result.rows[0]!.payment))).toBeLessThan(600);
    expectReconciles(result);
  });

  it('holds over the whole range the form accepts', () => {
    // The form takes any loan above 0 (to about 90 trillion, the cents a double counts exactly),
    // a rate above 0 up to 100 % and whole months up to 100 years.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e13 }).map((cents) => cents / 100),
        fc.integer({ min: 1, max: 10000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: MAX_TERM_MONTHS }),
        (loan, rate, months) => {
          const result = schedule(loan, rate, months);
          expectReconciles(result);
          const regular = c(result.monthlyPayment);
          const rows = result.rows;
          expect(rows).toHaveLength(months);
          // Every payment but the last is the one shown, and the last settles what rounding
          // left: half a cent a month at most. (On a loan of a few cents, where the payment
          // rounded up would leave a negative last payment, none is above the one shown.)
          const levelPayments = regular * (rows.length - 1) <= c(result.totalPayment);
          const offPayments = rows
            .slice(0, -1)
            .filter((row) =>
              levelPayments ? c(row.payment) !== regular : c(row.payment) > regular,
            );
          expect(offPayments).toEqual([]);
          if (levelPayments) {
            expect(Math.abs(c(rows.at(-1)!.payment) - regular)).toBeLessThanOrEqual(
              Math.ceil(months / 2) + 1,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  describe('edge cases', () => {
    it('a 0 % rate: payments of principal ÷ n, the last one settling the cents, no interest', () => {
      const result = schedule(120000, 0, 360);
      expect(result.rows).toHaveLength(360);
      expect(result.rows[0]?.payment).toBe(333.33);
      // 120,000 − 359 × 333.33 = 334.53 (by hand).
      expect(result.rows[359]?.payment).toBe(334.53);
      expect(result.rows.every((row) => row.interest === 0)).toBe(true);
      expect(result.totalPayment).toBe(120000);
      expect(result.totalInterest).toBe(0);
      expectReconciles(result);
    });

    it('a one-month term: one payment of loan plus a month of interest', () => {
      const result = schedule(1000, 12, 1);
      expect(result.rows).toEqual([
        { period: 1, payment: 1010, principal: 1000, interest: 10, balance: 0 },
      ]);
    });

    it('rounding regular payments up cannot make the last payment negative', () => {
      // $1.18 at 4.5 % over 360 months: M = $0.0059788… (shown $0.01), so 359 payments of $0.01
      // would overpay the total, 360 × M = $2.15 (Python's decimal). The payments then follow
      // the rounded running totals instead: $0.01 and $0.00 by turns, 215 cents in all.
      const result = schedule(1.18, 4.5, 360);
      expect(result.rows).toHaveLength(360);
      expect(result.rows.slice(0, 4).map((row) => row.payment)).toEqual([0.01, 0, 0.01, 0]);
      expect(result.totalPayment).toBe(2.15);
      expect(result.rows.filter((row) => row.payment > 0)).toHaveLength(215);
      expectReconciles(result);
    });

    it('a huge loan: 1 trillion is still scheduled to the cent', () => {
      const result = schedule(1e12, 4.5, 360);
      expect(formatDollars(result.totalPayment)).toBe('$1,824,067,115,373.17');
      expectReconciles(result);
    });

    it('a tiny loan: one cent over 30 years', () => {
      const result = schedule(0.01, 4.5, 360);
      expect(result.totalPayment).toBe(0.02); // 0.01824… rounded
      expect(result.totalInterest).toBe(0.01);
      expectReconciles(result);
    });

    it.each([
      [{ principal: 1e15, annualRatePercent: 4.5, months: 360 }], // beyond 2^53 cents in total
      [{ principal: Number.NaN, annualRatePercent: 4.5, months: 360 }],
      [{ principal: -1, annualRatePercent: 4.5, months: 360 }],
      [{ principal: 1000, annualRatePercent: -4.5, months: 360 }],
      [{ principal: 1000, annualRatePercent: 4.5, months: 0 }],
      [{ principal: 1000, annualRatePercent: 4.5, months: MAX_TERM_MONTHS + 1 }],
    ])('%o → null', (terms) => {
      expect(amortize(terms)).toBeNull();
    });
  });
});

describe('scheduleByYear', () => {
  it('sums twelve payments a year, in cents, and ends on the year’s balance', () => {
    const result = schedule(200000, 4.5, 360);
    const years = scheduleByYear(result.rows);
    expect(years).toHaveLength(30);
    expect(years[0]).toMatchObject({ year: 1, firstPeriod: 1, lastPeriod: 12 });
    expect(years[0]?.payment).toBe(12160.44); // 12 × 1,013.37
    expect(years[0]?.balance).toBe(result.rows[11]?.balance);
    // Python decimal: interest in the first year 8,933.99 (the exact running total, rounded).
    expect(formatDollars(years[0]!.interest)).toBe('$8,933.99');
    expect(years[29]).toMatchObject({ year: 30, firstPeriod: 349, lastPeriod: 360, balance: 0 });
    const total = years.reduce((sum, year) => sum + c(year.payment), 0);
    expect(total).toBe(c(result.totalPayment));
    expect(years.reduce((sum, year) => sum + c(year.principal), 0)).toBe(20000000);
  });

  it('keeps a short last year', () => {
    const years = scheduleByYear(schedule(200000, 4.5, 258).rows); // 21½ years
    expect(years).toHaveLength(22);
    expect(years[21]).toMatchObject({ firstPeriod: 253, lastPeriod: 258, balance: 0 });
  });

  it('an empty schedule has no years', () => {
    expect(scheduleByYear([])).toEqual([]);
  });
});

describe('months and dates', () => {
  it.each([
    ['2025-03', { year: 2025, month: 3 }],
    [' 2025-12 ', { year: 2025, month: 12 }],
  ])('parses %j', (text, expected) => {
    expect(parseYearMonth(text)).toEqual(expected);
    expect(formatYearMonth(expected)).toBe(text.trim());
  });

  it.each([['2025-13'], ['2025-00'], ['2025-3'], ['25-03'], ['March 2025'], [''], ['0999-01']])(
    'rejects %j',
    (text) => {
      expect(parseYearMonth(text)).toBeNull();
    },
  );

  it.each([
    [{ year: 2025, month: 11 }, 359, { year: 2055, month: 10 }], // 30 years of payments
    [{ year: 2025, month: 1 }, 11, { year: 2025, month: 12 }],
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2025, month: 1 }, -1, { year: 2024, month: 12 }],
  ])('%o + %s months = %o', (start, count, expected) => {
    expect(addMonths(start, count)).toEqual(expected);
  });

  it('the first payment falls in the start month', () => {
    expect(paymentMonth({ year: 2025, month: 3 }, 1)).toEqual({ year: 2025, month: 3 });
    expect(paymentMonth({ year: 2025, month: 3 }, 360)).toEqual({ year: 2055, month: 2 });
  });

  it('formats months in English', () => {
    expect(formatMonth({ year: 2025, month: 3 })).toBe('Mar 2025');
    expect(formatMonth({ year: 2055, month: 2 }, 'long')).toBe('February 2055');
  });

  it('names every month as Intl.DateTimeFormat (en-US) does', () => {
    for (const style of ['short', 'long'] as const) {
      const intl = new Intl.DateTimeFormat('en-US', {
        month: style,
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const year of [1900, 1999, 2025, 2099, 2125]) {
        for (let month = 1; month <= 12; month += 1) {
          const date = new Date(Date.UTC(year, month - 1, 1));
          expect(formatMonth({ year, month }, style)).toBe(intl.format(date));
        }
      }
    }
  });

  it.each([
    [55, '4 years 7 months'],
    [60, '5 years'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [1, '1 month'],
    [7, '7 months'],
    [0, '0 months'],
  ])('%s months → %s', (count, words) => {
    expect(describeMonths(count)).toBe(words);
  });
});
