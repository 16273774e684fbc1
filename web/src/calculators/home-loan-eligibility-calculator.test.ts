import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import eligibility from './home-loan-eligibility-calculator.ts';

// Expected figures worked out with python3: max EMI = income × FOIR − EMIs; loan = EMI × (1 − (1 +
// r)^−n) ÷ r rounded down to the rupee; totals from a month-by-month schedule in Decimal with
// each month's interest rounded half-up to the paisa and the last EMI clearing the balance.

const run = (texts: Record<string, string>) => evaluate(eligibility, texts, '2026-11-29');

function shown(texts: Record<string, string>) {
  const { values, results, errors } = run(texts);
  expect(errors).toEqual({});
  return {
    results: results!,
    summary: eligibility.summary!(values as never, results as never, '2026-11-29'),
    steps: eligibility.steps(values as never, results as never),
  };
}

describe('Home loan eligibility calculator', () => {
  it('works out the defaults: ₹1,00,000 income, ₹10,000 EMIs, 50% FOIR, 8.5%, 20 years', () => {
    // EMI 50,000 − 10,000 = 40,000; PV = 46,09,233.59 → 46,09,233, whose EMI is 39,999.9912…,
    // rounded up to 40,000.00; the schedule repays 95,99,996.74 (the last EMI 39,996.74), of
    // which 49,90,763.74 is interest. Rounded half-up, the EMI of 39,999.99 left a last EMI of
    // 40,002.70, past the allowance.
    const { results, summary, steps } = shown({});
    expect(results).toEqual({
      maxEmi: 40000,
      maxLoan: 4609233,
      totalInterest: 4990763.74,
      totalPayment: 9599996.74,
    });
    expect(summary).toBe(
      'With ₹1,00,000 a month and ₹10,000 of EMIs, a 50% FOIR leaves ₹40,000.00 a month for the new EMI: a loan of about ₹46,09,233 over 20 years at 8.5%.',
    );
    expect(steps).toEqual([
      'Maximum EMI = 1,00,000 × 50% − 10,000 = ₹40,000.00',
      'r = 8.5 ÷ 12 ÷ 100 ≈ 0.007083333333; n = 20 × 12 = 240 months',
      'Loan = 40,000 × (1 − (1 + 0.007083333333)^−240) ÷ 0.007083333333 = 46,09,233.59, rounded down to ₹46,09,233',
      'Repaid over 240 months: 239 EMIs of ₹40,000.00 and a last one of ₹39,996.74; ₹95,99,996.74 in all, of which ₹49,90,763.74 is interest',
    ]);
  });

  it('reads a blank existing EMI as none', () => {
    // 75,000 × 55% = 41,250 at 8% for 20 years: 49,31,614.53 → 49,31,614 (EMI 41,250.00);
    // the schedule's interest is 49,68,383.41.
    const { results } = shown({ income: '75000', existing: '', foir: '55', rate: '8' });
    expect(results).toEqual({
      maxEmi: 41250,
      maxLoan: 4931614,
      totalInterest: 4968383.41,
      totalPayment: 9899997.41,
    });
  });

  it('lends the EMIs added up at 0%', () => {
    // 20,000 × 50% − 0 = 10,000 × 120 months = 12,00,000, no interest.
    const { results, steps } = shown({ income: '20000', existing: '0', rate: '0', tenure: '10' });
    expect(results).toEqual({
      maxEmi: 10000,
      maxLoan: 1200000,
      totalInterest: 0,
      totalPayment: 1200000,
    });
    expect(steps[2]).toBe('At 0% the loan is the EMIs added up: 10,000 × 120 = ₹12,00,000');
    // 25,000 × 60% − 12,345.67 = 2,654.33 × 12 = 31,851.96: the loan is rounded down, and said so.
    const odd = shown({
      income: '25000',
      existing: '12345.67',
      rate: '0',
      tenure: '1',
      foir: '60',
    });
    expect(odd.steps[2]).toBe(
      'At 0% the loan is the EMIs added up: 2,654.33 × 12 = 31,851.96, rounded down to ₹31,851',
    );
  });

  it('counts the months the schedule takes, when a rounded-up EMI repays the loan early', () => {
    // ₹1 a month at 8.5% for 240 months: ₹115 (PV 115.54…, rounded down). Python schedule with
    // the EMI of ₹1.00 and interest rounded half-up: repaid in month 239, the last EMI ₹0.75.
    const { steps, summary } = shown({ existing: '49999' });
    expect(steps[3]).toBe(
      'Repaid over 239 months (the EMI, rounded up to the paisa, repays it before month 240): 238 EMIs of ₹1.00 and a last one of ₹0.75; ₹238.75 in all, of which ₹123.75 is interest',
    );
    expect(summary).toContain(', a 50% FOIR leaves');
    expect(shown({ foir: '80' }).summary).toContain(', an 80% FOIR leaves');
  });

  it("keeps the loan's digits at a tiny rate on a huge income", () => {
    // ₹80 crore a month for 360 months at 0.01%: 8 × 10⁸ × (1 − (1 + r)^−360) ÷ r with
    // r = 0.01 ÷ 1,200 is ₹2,87,56,72,35,277.44 (mpmath, 40 digits), so ₹2,87,56,72,35,277.
    const { results } = run({
      income: '1000000000',
      existing: '0',
      foir: '80',
      tenure: '30',
      rate: '0.01',
    });
    expect(results).toMatchObject({ maxEmi: 800000000, maxLoan: 287567235277 });
  });

  it('says when existing EMIs take the whole FOIR', () => {
    expect(run({ existing: '50000' }).errors).toEqual({
      existing: 'Your existing EMIs already take all the income your FOIR allows',
    });
    expect(run({ tenure: '31' }).errors.tenure).toBe('The tenure can be at most 30 years');
    expect(run({ income: '0' }).errors.income).toBe('The income must be more than ₹0');
  });

  it('matches every published example', () => {
    const checks = referenceChecks(eligibility, '2026-11-29');
    expect(checks).toHaveLength(6);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      expect(check.matches).toBe(true);
    }
  });
});
