import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import amortization from './amortization-calculator.ts';

// Expected values worked out independently with python3 (decimal module): the payment
// P × r ÷ (1 − (1 + r)^−n), r = rate ÷ 1200, rounded half-up to the cent; each month's interest
// = balance × rate ÷ 1200 rounded half-up to the cent; the n-th payment (or one larger than what
// is owed) clears the balance; extra payments go straight off the balance after the payment.
// The published reference cases run in definitions.test.ts.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(amortization, texts, TODAY);

describe('the amortization calculator', () => {
  it('opens on $200,000 at 6% over 30 years: $1,199.10 a month, $231,677.04 of interest', () => {
    // python3: payment 1199.10, last 1200.14, interest 231,677.04, total 431,677.04;
    // month 1: interest 1,000.00, principal 199.10, balance 199,800.90.
    const { values, results } = run({ start: '2027-01' });
    expect(results).toEqual({
      payment: 1199.1,
      totalInterest: 231677.04,
      totalPayments: 431677.04,
      lastPayment: 1200.14,
      firstInterest: 1000,
      firstPrincipal: 199.1,
      interestSaved: 0,
      payoffMonth: 360,
      finalPayment: 1199.1,
    });
    expect(amortization.hiddenOutputs!(values as never)).toEqual([
      'interestSaved',
      'payoffMonth',
      'finalPayment',
    ]);
    expect(amortization.summary!(values as never, results as never, TODAY)).toBe(
      '360 payments of $1,199.10, the last $1,200.14, repay $200,000.00 at 6% with $231,677.04 of interest, paid off in December 2056.',
    );
    expect(amortization.facts!(values as never, results as never)).toEqual([
      { label: 'First payment', text: 'January 2027' },
      { label: 'Payoff date', text: 'December 2056' },
    ]);
    const steps = amortization.steps(values as never, results as never);
    expect(steps[0]).toBe('Payments n = 30 × 12 + 0 = 360; monthly rate r = 6 ÷ 12 ÷ 100 = 0.005');
    expect(steps[2]).toBe(
      'Payment 1: interest (IPMT) = $200,000.00 × 0.005 ≈ $1,000.00; principal (PPMT) = $1,199.10 − $1,000.00 = $199.10; balance $199,800.90',
    );
    expect(steps[4]).toBe('Total of payments = 359 × $1,199.10 + the last $1,200.14 = $431,677.04');
    expect(steps[5]).toBe(
      'Total interest = the interest of every month = $431,677.04 − $200,000.00 = $231,677.04',
    );
    expect(steps[6]).toBe('Payoff: payment 360, counted from January 2027, falls in December 2056');
    const label = amortization.outputs.totalPayments.label;
    expect(typeof label === 'function' && label(values as never)).toBe('Total of 360 payments');
  });

  it('dates the schedule from the current month when none is given', () => {
    const { values, results } = run({});
    expect(values?.start).toBe('2026-11');
    expect(amortization.facts!(values as never, results as never)[1]).toEqual({
      label: 'Payoff date',
      text: 'October 2056',
    });
  });

  it('builds yearly and monthly schedules whose rows add up to the totals', () => {
    const { values, results } = run({ start: '2027-01' });
    const schedule = amortization.schedule!.build(values as never, results as never);
    expect(schedule.columns).toEqual(['Payment', 'Principal', 'Interest', 'Balance']);
    expect(schedule.years).toHaveLength(30);
    // python3, year 1: payments 14,389.20, principal 2,456.01, interest 11,933.19, balance
    // 197,543.99 (January – December 2027).
    const year1 = schedule.years[0]!;
    expect(year1.label).toBe('Year 1');
    expect(year1.range).toBe('Jan 2027 – Dec 2027');
    expect(year1.cells).toEqual([14389.2, 2456.01, 11933.19, 197543.99]);
    expect(year1.months[0]).toEqual({
      label: 'Jan 2027',
      sub: 'Payment 1',
      cells: [1199.1, 199.1, 1000, 199800.9],
    });
    expect(schedule.years[29]!.months.at(-1)!.cells.at(-1)).toBe(0);
    expect(schedule.total).toEqual([431677.04, 200000, 231677.04, 0]);
    const cents = (pick: number) =>
      schedule.years.reduce((sum, year) => sum + Math.round(year.cells[pick]! * 100), 0) / 100;
    expect(cents(2)).toBe(231677.04);
    expect(cents(1)).toBe(200000);
    expect(schedule.annualCaption).toBe('By loan year: 30 years from January 2027');
  });

  it('takes years and months: 10 months at 8% is Excel’s PMT example', () => {
    // python3: payment 1,037.03, last 1,037.07, interest 370.34.
    const { values, results } = run({
      principal: '10000',
      rate: '8',
      years: '0',
      months: '10',
      start: '2027-03',
    });
    expect(results).toMatchObject({
      payment: 1037.03,
      lastPayment: 1037.07,
      totalInterest: 370.34,
      firstInterest: 66.67,
      firstPrincipal: 970.36,
    });
    const schedule = amortization.schedule!.build(values as never, results as never);
    expect(schedule.years).toHaveLength(1);
    expect(schedule.years[0]!.range).toBe('Mar 2027 – Dec 2027');
  });

  it('charges nothing at 0% and settles the cents in the last payment', () => {
    // $12,000 ÷ 12 = $1,000.00 exactly; $1,000 ÷ 3 = 333.33…: 333.33, 333.33 and 333.34.
    expect(run({ principal: '12000', rate: '0', years: '1' }).results).toMatchObject({
      payment: 1000,
      totalInterest: 0,
      totalPayments: 12000,
    });
    const { values, results } = run({ principal: '1000', rate: '0', years: '0', months: '3' });
    expect(results).toMatchObject({ payment: 333.33, lastPayment: 333.34, totalInterest: 0 });
    expect(amortization.steps(values as never, results as never)[1]).toBe(
      'Payment (PMT) = P ÷ n = $1,000.00 ÷ 3 ≈ $333.33',
    );
  });

  it('repays a one-month loan with one payment', () => {
    // $1,000 at 12%: interest 10.00, one payment of 1,010.00.
    const { values, results } = run({ principal: '1000', rate: '12', years: '0', months: '1' });
    expect(results).toMatchObject({ payment: 1010, totalInterest: 10, totalPayments: 1010 });
    expect(amortization.summary!(values as never, results as never, TODAY)).toBe(
      '1 payment of $1,010.00 repays $1,000.00 at 12% with $10.00 of interest, paid off in November 2026.',
    );
  });

  it('saves interest with $100 extra a month: repaid with payment 295', () => {
    // python3: 295 payments, interest 182,538.19 (saved 49,138.85), last payment 602.79,
    // extra payments 29,400.00, total paid 382,538.19.
    const { values, results } = run({ extraMonthly: '100', start: '2027-01' });
    expect(results).toMatchObject({
      payment: 1199.1,
      totalInterest: 182538.19,
      totalPayments: 382538.19,
      lastPayment: 602.79,
      interestSaved: 49138.85,
      payoffMonth: 295,
    });
    expect(amortization.hiddenOutputs!(values as never)).toEqual(['finalPayment']);
    expect(amortization.summary!(values as never, results as never, TODAY)).toEqual([
      'Without extra payments, 360 payments of $1,199.10, the last $1,200.14, repay $200,000.00 at 6% with $231,677.04 of interest, paid off in December 2056.',
      'With the extra payments, the loan is repaid in month 295 (24 years 7 months), 5 years 5 months sooner, with $49,138.85 less interest. Paid off in July 2051.',
    ]);
    const schedule = amortization.schedule!.build(values as never, results as never);
    expect(schedule.columns).toEqual([
      'Payment',
      'Extra payments',
      'Principal',
      'Interest',
      'Balance',
    ]);
    expect(schedule.total).toEqual([353138.19, 29400, 200000, 182538.19, 0]);
    const label = amortization.outputs.totalPayments.label;
    expect(typeof label === 'function' && label(values as never)).toBe(
      'Total paid, extra payments included',
    );
  });

  it('lowers the payment instead when asked: a yearly extra and a prepayment', () => {
    // python3, $1,000 with every 12th payment and $5,000 with payment 12, the payment worked
    // out again after each: it ends at 754.71; interest 210,507.76, extra 34,000.00.
    const { results } = run({
      extraYearly: '1000',
      prepayMonth: '12',
      prepayAmount: '5000',
      reduce: 'payment',
    });
    expect(results).toMatchObject({
      payoffMonth: 360,
      finalPayment: 754.71,
      totalInterest: 210507.76,
      totalPayments: 410507.76,
      interestSaved: 21169.28,
    });
  });

  it('refuses a term of 0 months, over 50 years, and a prepayment after the last payment', () => {
    expect(run({ years: '0' }).errors).toEqual({ years: 'The loan term must be at least 1 month' });
    expect(run({ years: '50', months: '6' }).errors).toEqual({
      months: 'The loan term can be at most 50 years',
    });
    expect(run({ years: '51' }).errors.years).toBe('The loan term can be at most 50 years');
    expect(run({ months: '12' }).errors.months).toBe('Enter 0 to 11 months; 12 months are a year');
    expect(run({ years: '2.5' }).errors.years).toBe(
      'Enter the years as a whole number; add months in the next box',
    );
    expect(run({ years: '1', prepayMonth: '13', prepayAmount: '500' }).errors).toEqual({
      prepayMonth: 'Correct the month of the prepayment marked',
    });
  });

  it('refuses a blank or zero loan and a negative rate with the fields’ messages', () => {
    expect(run({ principal: '' }).errors.principal).toBe('Enter the loan amount');
    expect(run({ principal: '0' }).errors.principal).toBe('The loan amount must be more than 0');
    // Less than half a cent would be a loan of $0.00; it stopped the calculator.
    // (In the currency the visitor chooses, limits are numbers alone.)
    expect(run({ principal: '0.0001' }).errors.principal).toBe(
      'The loan amount must be at least 0.01',
    );
    expect(run({ principal: '0.005', years: '0', months: '1' }).results?.payment).toBe(0.01);
    expect(run({ rate: '-1' }).errors.rate).toBe('The interest rate cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The interest rate can be at most 100%');
  });

  it('shows amounts in the currency chosen', () => {
    const { values, results } = run({ currency: 'GBP', principal: '2000', rate: '10', years: '2' });
    expect(results).toMatchObject({ payment: 92.29, firstPrincipal: 75.62, firstInterest: 16.67 });
    expect(amortization.summary!(values as never, results as never, TODAY)).toBe(
      '24 payments of £92.29, the last £92.28, repay £2,000.00 at 10% with £214.95 of interest, paid off in October 2028.',
    );
  });
});
