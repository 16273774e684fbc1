import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import debtPayoff, { plan } from './debt-payoff-calculator.ts';
import { amortize } from './shared/amortize.ts';

function run(texts: Record<string, string>) {
  return evaluate(debtPayoff, texts);
}

// Expected figures from an independent month-by-month simulation in Python (decimal, interest
// rounded half-up to the cent each month, minimums first, the rest to the target debt, cleared
// minimums rolled on).

describe('the debt payoff calculator', () => {
  it('clears the default debts in 29 months by the avalanche', () => {
    const { values, results } = run({ currency: 'USD' });
    expect(results).toEqual({
      months: 29,
      totalInterest: 1439.56,
      totalPaid: 13139.56,
      monthlyPayment: 465,
      firstPaidOff: 13,
    });
    expect(debtPayoff.summary!(values as never, results as never, '')).toBe(
      'Paying $465.00 a month, highest rate first, clears the debts in 2 years 5 months (29 months), with $1,439.56 of interest.',
    );
    expect(debtPayoff.facts!(values as never, results as never)).toEqual([
      { label: 'Payoff order', text: 'Debt 1 (month 13), Debt 2 (month 17), Debt 3 (month 29)' },
    ]);
    const steps = debtPayoff.steps(values as never, results as never);
    expect(steps[0]).toBe(
      'Paid each month = minimums $75.00 + $40.00 + $200.00 + extra $150.00 = $465.00',
    );
    expect(steps[1]).toBe(
      'Target order (highest rate first): Debt 1 (24%, $2,500.00), Debt 2 (18%, $1,200.00), Debt 3 (7%, $8,000.00)',
    );
    // 2,500 × 24% ÷ 12 = 50; 1,200 × 18% ÷ 12 = 18; 8,000 × 7% ÷ 12 = 46.666… → 46.67.
    expect(steps[2]).toBe(
      'Each month: interest = balance × rate ÷ 12, to the cent; first month $2,500.00 × 24% ÷ 12 ≈ $50.00; $1,200.00 × 18% ÷ 12 ≈ $18.00; $8,000.00 × 7% ÷ 12 ≈ $46.67',
    );
    expect(steps.at(-1)).toBe('Total interest = $355.95 + $232.91 + $850.70 = $1,439.56');
  });

  it('pays more interest by the snowball, clearing the smallest balance first', () => {
    const { values, results } = run({ currency: 'USD', strategy: 'snowball' });
    expect(results).toMatchObject({ months: 29, totalInterest: 1506.89, firstPaidOff: 7 });
    expect(debtPayoff.facts!(values as never, results as never)).toEqual([
      { label: 'Payoff order', text: 'Debt 2 (month 7), Debt 1 (month 17), Debt 3 (month 29)' },
    ]);
    const rows = debtPayoff.table!.rows(values as never, results as never);
    expect(rows.map((row) => [row.debt, row.paidOff, row.interest])).toEqual([
      [2, 7, 70.45],
      [1, 17, 581.2],
      [3, 29, 855.24],
    ]);
  });

  it('is the one loan schedule for a single debt', () => {
    // $400 at 18% paid at $15: 35 months, $114.69 of interest, as amortize() schedules it.
    const single = plan([{ balance: 400, rate: 18, payment: 15 }], 0, 'avalanche');
    const loan = amortize({ principal: 400, rate: 18, payment: 15, maxMonths: 600 })!;
    expect(single.months).toBe(35);
    expect(single.months).toBe(loan.count);
    expect(single.interest.toNumber()).toBe(114.69);
    expect(single.interest.toNumber()).toBe(
      loan.months.reduce((sum, month) => Math.round((sum + month.interest) * 100) / 100, 0),
    );
  });

  it('rolls leftover money on within the month, and handles 0% debts', () => {
    // Ramsey's example, no interest: $844 a month; medical bill cleared in month 1, the card in
    // month 5 (113 in month 1, then 613 a month: 2,387 ÷ 613 → 4 more months), all by month 24
    // (20,000 ÷ 844 = 23.7).
    const result = plan(
      [
        { balance: 500, rate: 0, payment: 50 },
        { balance: 2500, rate: 0, payment: 63 },
        { balance: 7000, rate: 0, payment: 135 },
        { balance: 10000, rate: 0, payment: 96 },
      ],
      500,
      'snowball',
    );
    expect(result.debts.map((d) => d.paidOff)).toEqual([1, 5, 14, 24]);
    expect(result.months).toBe(24);
    expect(result.interest.toNumber()).toBe(0);
    expect(result.paid.toNumber()).toBe(20000);
  });

  it('says when the payments never clear the debts', () => {
    // $10,000 at 24% costs $200 of interest in the first month; $150 never clears it.
    expect(run({ balance: '10000', rate: '24', payment: '150', extra: '0' }).errors.extra).toBe(
      'These payments do not cover the interest ($200.00 in the first month): pay more each month',
    );
  });

  it('checks each cell with its message', () => {
    const errors = run({ balance: '2500~~8000', payment: '75~40~0' }).errors;
    expect(errors['balance.2']).toBe('Enter the balance');
    expect(errors['payment.3']).toBe('The minimum payment must be more than 0');
    expect(run({ rate: '24~101~7' }).errors['rate.2']).toBe(
      'The interest rate can be at most 100%',
    );
  });
});
