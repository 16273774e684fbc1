import { describe, expect, it } from 'vitest';
import { Big } from '../engine/money.ts';
import { evaluate } from '../engine/evaluate.ts';
import card, { payoff } from './credit-card-payoff-calculator.ts';
import { inYears } from './shared/amortize.ts';

// Expected values worked by hand: each month interest = balance × APR ÷ 1200 (to the cent) is
// added, then the payment is taken off; the last payment is what is left.

function run(texts: Record<string, string>) {
  return evaluate(card, texts);
}

describe('the credit card payoff calculator', () => {
  it('refuses a payment that does not beat the first month’s interest, naming it', () => {
    // 5,000 × 24% ÷ 12 = 100.00
    const { errors, results } = run({ balance: '5000', apr: '24', payment: '100' });
    expect(results).toBeNull();
    expect(errors.payment).toBe(
      'The payment must be more than the first month’s interest, $100.00, or the balance never falls',
    );
    expect(
      run({ currency: 'EUR', balance: '5000', apr: '24', payment: '100' }).errors.payment,
    ).toBe(
      'The payment must be more than the first month’s interest, €100.00, or the balance never falls',
    );
  });

  it('refuses a payment that would take more than 50 years', () => {
    // 10,000 at 6%: 50.00 of interest a month; 50.01 repays a cent at first (about 1,700 months).
    expect(run({ balance: '10000', apr: '6', payment: '50.01' }).errors.payment).toBe(
      'At this payment the balance takes more than 50 years to clear: enter a larger payment',
    );
  });

  it('clears a balance in one month when the payment covers it', () => {
    // 1,000 + 10.00 of interest at 12%: one payment of 1,010.
    const { values, results } = run({ balance: '1000', apr: '12', payment: '5000' });
    expect(values?.months).toBe(1);
    expect(results).toEqual({
      totalInterest: 10,
      totalPaid: 1010,
      firstInterest: 10,
      lastPayment: 1010,
    });
    expect(card.summary!(values as never, results as never, '')).toBe(
      'One payment of $1,010.00 clears $1,000.00 with $10.00 of interest.',
    );
  });

  it('charges nothing at 0% APR: 1,000 at 300 a month is 4 payments, the last 100', () => {
    const { values, results } = run({ balance: '1000', apr: '0', payment: '300' });
    expect(values?.months).toBe(4);
    expect(results).toMatchObject({ totalInterest: 0, totalPaid: 1000, lastPayment: 100 });
  });

  it('works a short payoff month by month', () => {
    // 1,000 at 12%, 400 a month: 10.00 → 610; 6.10 → 216.10; 2.16 → last 218.26.
    const { values, results } = run({ balance: '1000', apr: '12', payment: '400' });
    expect(values?.months).toBe(3);
    expect(results).toMatchObject({
      totalInterest: 18.26,
      totalPaid: 1018.26,
      lastPayment: 218.26,
    });
  });

  it('writes amounts in the currency chosen', () => {
    const { values, results } = run({
      currency: 'CHF',
      balance: '1000',
      apr: '12',
      payment: '400',
    });
    expect(card.summary!(values as never, results as never, '')).toBe(
      '3 payments (3 months) of CHF 400.00, the last CHF 218.26, clear CHF 1,000.00 with CHF 18.26 of interest.',
    );
    const steps = card.steps(values as never, results as never);
    expect(steps[1]).toBe(
      'First month’s interest = CHF 1,000.00 × 12% ÷ 12 = 10 ≈ CHF 10.00, so CHF 390.00 of the first payment repays the balance',
    );
    expect(steps[3]).toBe('Payments: 2 × CHF 400.00 + a last payment of CHF 218.26 = CHF 1,018.26');
    expect(steps[4]).toBe(
      'Total interest = total paid − balance = CHF 1,018.26 − CHF 1,000.00 = CHF 18.26',
    );
  });

  it('solves for the payment, clearing the balance in exactly the months chosen', () => {
    // 1,200 at 0% over 12 months: 100 a month.
    expect(run({ balance: '1200', apr: '0', months: '12', solve: 'payment' }).values?.payment).toBe(
      100,
    );
    // 5,000 at 22.99% over 24 months: the annuity payment is 261.8417…; worked independently
    // month by month (Python's decimal, interest rounded half-up each month), 261.84 takes 25
    // payments (the last 0.04), 261.85 clears it in 24, the last 261.62.
    const { values, results } = run({
      balance: '5000',
      apr: '22.99',
      months: '24',
      solve: 'payment',
    });
    expect(values?.payment).toBe(261.85);
    expect(results).toMatchObject({ lastPayment: 261.62, totalPaid: 6284.17 });
    expect(payoff(5000, 22.99, 261.85)?.count).toBe(24);
    const halfUp = run({ balance: '5000', apr: '22.99', payment: '261.84', solve: 'months' });
    expect(halfUp.values?.months).toBe(25);
    expect(halfUp.results?.lastPayment).toBe(0.04);
  });

  it('tabulates years that add up to the totals and end at a zero balance', () => {
    const { values, results } = run({});
    const rows = card.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(Math.ceil((values!.months as number) / 12));
    expect(rows.at(-1)?.balance).toBe(0);
    const paid = rows.reduce((sum, row) => sum.plus(row.paid!), new Big(0));
    const interest = rows.reduce((sum, row) => sum.plus(row.interest!), new Big(0));
    expect(paid.eq(results!.totalPaid!)).toBe(true);
    expect(interest.eq(results!.totalInterest!)).toBe(true);
    expect(paid.minus(interest).eq(5000)).toBe(true);
  });

  it('rounds interest from the exact product everywhere: 30 × 14.2% ÷ 12 = 0.355 → 0.36', () => {
    // Worked by hand: interest 0.36, 0.24, 0.13, 0.01 (see shared/amortize.test.ts): 0.74 in all.
    const { values, results } = run({ balance: '30', apr: '14.2', payment: '10' });
    expect(values?.months).toBe(4);
    expect(results).toEqual({
      firstInterest: 0.36,
      totalInterest: 0.74,
      totalPaid: 30.74,
      lastPayment: 0.74,
    });
    const rows = card.table!.rows(values as never, results as never);
    expect(rows).toEqual([{ year: 1, paid: 30.74, interest: 0.74, balance: 0 }]);
    expect(card.steps(values as never, results as never)[1]).toBe(
      'First month’s interest = $30.00 × 14.2% ÷ 12 = 0.355 ≈ $0.36, so $9.64 of the first payment repays the balance',
    );
  });

  it('says the payoff time in years and months', () => {
    expect(inYears(35)).toBe('2 years 11 months');
    expect(inYears(12)).toBe('1 year');
    expect(inYears(13)).toBe('1 year 1 month');
    expect(inYears(5)).toBe('5 months');
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ balance: '0' }).errors.balance).toBe('The balance must be more than 0');
    expect(run({ apr: '101' }).errors.apr).toBe('The APR can be at most 100%');
    expect(run({ months: '601', solve: 'payment' }).errors.months).toBe(
      'The payoff can be at most 600 months (50 years)',
    );
  });
});
