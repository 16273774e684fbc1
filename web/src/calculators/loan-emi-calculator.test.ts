import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { Big } from '../engine/money.ts';
import loanEmi from './loan-emi-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// edge cases and conventions the page states. Values worked by hand with Python's decimal module.

const run = (texts: Record<string, string>) => evaluate(loanEmi, texts);

describe('loan EMI calculator', () => {
  it('starts with ₹10 lakh at 8.5% for 240 months: EMI ₹8,678.23, totals from the schedule', () => {
    // 1000000 × r × (1 + r)^240 ÷ ((1 + r)^240 − 1), r = 8.5/1200: 8,678.2323… → 8,678.23.
    // The bank schedule worked independently (Python's decimal: each month interest = balance ×
    // 8.5 ÷ 1200 rounded half-up to the paisa, the 240th instalment clearing the rest): the last
    // EMI is ₹8,679.66, and the 240 instalments add up to ₹20,82,776.63, not 240 × 8,678.23.
    expect(run({}).results).toEqual({
      emi: 8678.23,
      totalPayment: 2082776.63,
      totalInterest: 1082776.63,
      lastEmi: 8679.66,
    });
  });

  it('gives the textbook ₹8,884.88 on ₹1 lakh at 12% for 12 months', () => {
    expect(run({ principal: '100000', rate: '12', months: '12' }).results?.emi).toBe(8884.88);
  });

  it('shows totals that are the sums of its schedule', () => {
    const { values, results } = run({ principal: '500000', rate: '9', months: '60' });
    // Worked independently (as above): 59 × 10,379.18 + a last EMI of 10,378.97 = 6,22,750.59,
    // of which 1,22,750.59 is interest (60 × 10,379.18 would say 6,22,750.80).
    expect(results).toEqual({
      emi: 10379.18,
      totalPayment: 622750.59,
      totalInterest: 122750.59,
      lastEmi: 10378.97,
    });
    const rows = loanEmi.table!.rows(values as never, results as never);
    const sum = (id: 'principalPaid' | 'interestPaid') =>
      rows.reduce((total, row) => total.plus(row[id]!), new Big(0)).toNumber();
    expect(sum('interestPaid')).toBe(results!.totalInterest);
    expect(sum('principalPaid') + sum('interestPaid')).toBe(results!.totalPayment);
  });

  it('charges ₹0.00 of interest at 0% (240 × ₹4,166.67 would be ₹0.80 too much)', () => {
    // ₹10,00,000 ÷ 240 = 4,166.666… → 4,166.67; 239 × 4,166.67 = 9,95,834.13, so the last EMI
    // is 10,00,000 − 9,95,834.13 = 4,165.87.
    expect(run({ rate: '0' }).results).toEqual({
      emi: 4166.67,
      totalPayment: 1000000,
      totalInterest: 0,
      lastEmi: 4165.87,
    });
  });

  it('takes the tenure in whole months: 1.3 years (15.6 months) is not a tenure', () => {
    expect(run({ months: '15.6' }).errors.months).toBe(
      'Enter the tenure as a whole number of months',
    );
    expect(run({ months: '1.3' }).errors.months).toBe(
      'Enter the tenure as a whole number of months',
    );
  });

  it('solves for the tenure: the shortest whose EMI is at most the one given', () => {
    // The default EMI, ₹8,678.23, is the 240-month EMI rounded down by 0.23 paise: 240 months,
    // the last EMI settling the rest, not a 241st instalment of a few paise.
    expect(run({ solve: 'months' }).values?.months).toBe(240);
    // ₹10,000 a month on ₹5 lakh at 9%: n = −ln(1 − 500000 × 0.0075 ÷ 10000) ÷ ln(1.0075)
    // = 62.90…, so 63 instalments, the last smaller.
    const { values, results } = run({
      principal: '500000',
      rate: '9',
      emi: '10000',
      solve: 'months',
    });
    expect(values?.months).toBe(63);
    expect(results?.lastEmi).toBeLessThan(10000);
  });

  it('says so when an EMI never repays the loan', () => {
    // ₹5,000 a month is less than the first month's interest on ₹10 lakh at 8.5% (₹7,083.33).
    const { results, unsolvable } = run({
      principal: '1000000',
      rate: '8.5',
      emi: '5000',
      solve: 'months',
    });
    expect(results).toBeNull();
    expect(unsolvable).toBe('No loan tenure in months from 6 to 480 fits these numbers.');
  });

  it('gives each field’s message for what it cannot use', () => {
    expect(run({ principal: '0' }).errors.principal).toBe('The loan amount must be more than 0');
    expect(run({ principal: '' }).errors.principal).toBe('Enter the loan amount');
    expect(run({ rate: '-1' }).errors.rate).toBe('The interest rate cannot be negative');
    expect(run({ months: '5' }).errors.months).toBe('The tenure must be at least 6 months');
    expect(run({ months: '481' }).errors.months).toBe(
      'The tenure can be at most 480 months (40 years)',
    );
  });
});
