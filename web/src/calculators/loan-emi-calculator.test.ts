import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import loanEmi from './loan-emi-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// edge cases and conventions the page states. Values worked by hand with Python's decimal module.

const run = (texts: Record<string, string>) => evaluate(loanEmi, texts);

describe('loan EMI calculator', () => {
  it('starts with ₹10 lakh at 8.5% for 20 years: EMI ₹8,678.23', () => {
    // 1000000 × r × (1 + r)^240 ÷ ((1 + r)^240 − 1), r = 8.5/1200: 8,678.2323…
    expect(run({}).results).toEqual({
      emi: 8678.23,
      totalPayment: 2082775.2,
      totalInterest: 1082775.2,
    });
  });

  it('gives the textbook ₹8,884.88 on ₹1 lakh at 12% for a year', () => {
    expect(run({ principal: '100000', rate: '12', years: '1' }).results?.emi).toBe(8884.88);
  });

  it('shows totals made from the rounded EMI, so they add up', () => {
    const { results } = run({ principal: '500000', rate: '9', years: '5' });
    // 10,379.18 × 60 = 622,750.80; less the loan, 122,750.80.
    expect(results).toEqual({ emi: 10379.18, totalPayment: 622750.8, totalInterest: 122750.8 });
  });

  it('divides the loan evenly at 0%', () => {
    expect(run({ principal: '120000', rate: '0', years: '1' }).results).toEqual({
      emi: 10000,
      totalPayment: 120000,
      totalInterest: 0,
    });
  });

  it('repays the whole loan in the schedule, the last year ending at a zero balance', () => {
    const { values, results } = run({ principal: '500000', rate: '9', years: '5' });
    const rows = loanEmi.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)?.balance).toBe(0);
    const repaid = rows.reduce((sum, row) => sum + Math.round(row.principalPaid! * 100), 0);
    expect(repaid).toBe(500000 * 100);
  });

  it('says so when an EMI never repays the loan', () => {
    // ₹5,000 a month is less than the first month's interest on ₹10 lakh at 8.5% (₹7,083.33).
    const { results, unsolvable } = run({
      principal: '1000000',
      rate: '8.5',
      emi: '5000',
      solve: 'years',
    });
    expect(results).toBeNull();
    expect(unsolvable).toBe('No loan tenure from 0.5 to 40 fits these numbers.');
  });

  it('gives each field’s message for what it cannot use', () => {
    expect(run({ principal: '0' }).errors.principal).toBe('The loan amount must be more than 0');
    expect(run({ principal: '' }).errors.principal).toBe('Enter the loan amount');
    expect(run({ rate: '-1' }).errors.rate).toBe('The interest rate cannot be negative');
    expect(run({ years: '0.25' }).errors.years).toBe(
      'The tenure must be at least 6 months (0.5 years)',
    );
    expect(run({ years: '41' }).errors.years).toBe('The tenure can be at most 40 years');
  });
});
