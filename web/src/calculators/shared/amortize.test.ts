import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import loanEmi from '../loan-emi-calculator.ts';
import { Big, cents } from '../../engine/money.ts';
import { amortizeByYear, emiOf } from './amortize.ts';

const { principal, rate, years } = loanEmi.fields;

describe('the EMI repayment schedule', () => {
  it('repays every loan the form accepts, exactly, within its tenure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: principal.min, max: principal.max }),
        fc.integer({ min: rate.min * 100, max: rate.max * 100 }).map((r) => r / 100),
        fc.integer({ min: years.min * 12, max: years.max * 12 }).map((months) => months / 12),
        (loan, annualRate, tenure) => {
          const emi = cents(emiOf(loan, annualRate, tenure));
          fc.pre(emi > 0);
          const rows = amortizeByYear(loan, annualRate / 1200, emi, tenure * 12);
          // An EMI rounded up to the paisa may repay a tiny loan early, never late.
          expect(rows.length).toBeGreaterThan(0);
          expect(rows.length).toBeLessThanOrEqual(Math.ceil(tenure - 1e-9));
          expect(rows.at(-1)?.balance).toBe(0);
          const repaid = rows.reduce((sum, row) => sum.plus(row.principalPaid), new Big(0));
          expect(repaid.eq(loan)).toBe(true);
          for (const row of rows) expect(row.principalPaid).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('at the extremes: 50% over 40 years, and 0% over 6 months', () => {
    const high = amortizeByYear(100_000_000_000, 50 / 1200, cents(emiOf(1e11, 50, 40)), 480);
    expect(high).toHaveLength(40);
    expect(high.at(-1)?.balance).toBe(0);
    const free = amortizeByYear(1200, 0, 200, 6);
    expect(free).toEqual([{ year: 1, principalPaid: 1200, interestPaid: 0, balance: 0 }]);
  });
});
