import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import apr from './apr-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected values worked out with python3: the payment P × r ÷ (1 − (1 + r)^−n) rounded half-up
// to the cent, each month's interest rounded half-up to the cent with the last payment clearing
// the balance, and the monthly rate i solving Σ payment_k ÷ (1 + i)^k = loan − fees by bisection.

function run(texts: Record<string, string>) {
  return evaluate(apr, texts);
}

describe('the APR calculator', () => {
  it('opens on $200,000 over 30 years at 6% with $4,000 of fees: an APR of 6.19%', () => {
    // Payment 1,199.10, last 1,200.14, interest 231,677.04; APR 6.189476%.
    const { values, results } = run({});
    expect(results?.payment).toBe(1199.1);
    expect(results?.apr).toBeCloseTo(6.189476, 5);
    expect(results?.totalInterest).toBe(231677.04);
    expect(results?.financeCharge).toBe(235677.04);
    expect(results?.amountFinanced).toBe(196000);
    expect(results?.totalPayments).toBe(431677.04);
    expect(apr.summary!(values as never, results as never, '')).toBe(
      'With $4,000.00 of fees, a $200,000.00 loan at 6% costs an APR of 6.19% a year (0.19 percentage points more than its rate).',
    );
    const steps = apr.steps(values as never, results as never);
    expect(steps[0]).toBe('Months n = 30 × 12 = 360; monthly rate r = 6 ÷ 12 ÷ 100 = 0.005');
    expect(steps[2]).toBe(
      "Each month's interest is rounded to the cent; the last payment, $1,200.14, clears the balance: total interest $231,677.04",
    );
    expect(steps[3]).toBe(
      'Amount financed A = loan − fees = $200,000.00 − $4,000.00 = $196,000.00',
    );
    expect(steps[5]).toBe('APR = 12 × i = 12 × 0.515790% ≈ 6.19%');
    expect(steps[6]).toBe('Total interest and fees = $231,677.04 + $4,000.00 = $235,677.04');
    const label = apr.outputs.totalPayments.label;
    expect(typeof label === 'function' && label(values as never)).toBe('Total of 360 payments');
  });

  it('works a short loan: $1,000 over a year at 12% with $50 of fees', () => {
    // Payment 88.85, last 88.84, interest 66.19; APR 21.856900%.
    const { values, results } = run({
      principal: '1000',
      rate: '12',
      years: '1',
      fees: '50',
      currency: 'GBP',
    });
    expect(results?.payment).toBe(88.85);
    expect(results?.totalInterest).toBe(66.19);
    expect(results?.financeCharge).toBe(116.19);
    expect(results?.apr).toBeCloseTo(21.8569, 3);
    expect(apr.table!.rows(values as never, results as never)).toEqual([
      { year: 1, principalPaid: 1000, interestPaid: 66.19, balance: 0 },
    ]);
    expect(apr.summary!(values as never, results as never, '')).toBe(
      'With £50.00 of fees, a £1,000.00 loan at 12% costs an APR of 21.86% a year (9.86 percentage points more than its rate).',
    );
  });

  it('gives the interest rate itself without fees', () => {
    // $10,000 over 5 years at 8%: the rounded payments give 8.000086%.
    const { results } = run({ principal: '10000', rate: '8', years: '5', fees: '0' });
    expect(results?.apr).toBeCloseTo(8.000086, 5);
    expect(results?.financeCharge).toBe(2165.92);
    const free = run({ principal: '12000', rate: '0', years: '1', fees: '0' });
    expect(free.results).toMatchObject({ apr: 0, payment: 1000, totalInterest: 0 });
  });

  it('counts fees on a 0% loan: $5,000 financed, repaid by 24 payments of $230', () => {
    // $5,520 at 0% is 24 × $230; with $520 of fees, 5,000 = Σ 230 ÷ (1 + i)^k: APR 9.685708%.
    const { results } = run({ principal: '5520', rate: '0', years: '2', fees: '520' });
    expect(results?.payment).toBe(230);
    expect(results?.apr).toBeCloseTo(9.685708, 5);
    expect(results?.financeCharge).toBe(520);
  });

  it('finds the APR of fees that leave one cent financed, however large it is', () => {
    // $10⁹ at 5% for a year: 11 payments of $85,607,481.79 and a last of .78, worth $0.01 today
    // at a monthly rate of 8,560,748,179 (mpmath, 40 digits): an APR of 1.02728978148 × 10¹³ %.
    // The search had stopped at 134,217,728% a month.
    const { results } = run({
      principal: '1000000000',
      rate: '5',
      years: '1',
      fees: '999999999.99',
    });
    expect(results?.amountFinanced).toBe(0.01);
    expect(results!.apr! / 10272897814800).toBeCloseTo(1, 10);
  });

  it('asks for fees that leave a cent financed, where fewer leave nothing to the cent', () => {
    expect(run({ principal: '1000', fees: '999.999' }).errors.fees).toBe(
      'The fees must leave at least a cent of the loan financed',
    );
    expect(run({ principal: '1000', fees: '999.99' }).errors).toEqual({});
  });

  it('takes part of a year in whole months only', () => {
    expect(run({ years: '2.5' }).errors).toEqual({});
    expect(run({ years: '2.55' }).errors.years).toBe(
      'Enter a term of whole months: years × 12 must be a whole number',
    );
  });

  it('rejects fees that take the whole loan, and values out of range', () => {
    expect(run({ fees: '200000' }).errors.fees).toBe('The fees must be less than the loan amount');
    expect(run({ fees: '' }).errors.fees).toBe('Enter the upfront fees (0 if none)');
    expect(run({ fees: '-1' }).errors.fees).toBe('The upfront fees cannot be negative');
    expect(run({ principal: '0' }).errors.principal).toBe('The loan amount must be more than 0');
    expect(run({ years: '51' }).errors.years).toBe('The loan term can be at most 50 years');
    expect(run({ rate: '101' }).errors.rate).toBe('The interest rate can be at most 100%');
  });
});

describe('the APR calculator’s words', () => {
  it('says “an $8,000.00 loan”', () => {
    expect(wordsShown(apr, { principal: '8000' })).toMatch(/, an \$8,000\.00 loan/);
  });
});
