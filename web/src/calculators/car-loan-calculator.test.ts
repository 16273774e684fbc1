import { describe, expect, it } from 'vitest';
import { Big } from '../engine/money.ts';
import { evaluate } from '../engine/evaluate.ts';
import carLoan from './car-loan-calculator.ts';

// Expected values worked by hand (python3 for the annuity): amount financed = price + tax − down
// − trade-in; payment = L × r ÷ (1 − (1 + r)^−n), rounded half-up to the cent.

function run(texts: Record<string, string>) {
  return evaluate(carLoan, texts);
}

describe('the car loan calculator', () => {
  it('works out the defaults: 30,000 + 7% tax − 3,000 down at 6.5% over 60 months', () => {
    // Tax 2,100; financed 29,100; payment 569.37. The lender's schedule worked independently
    // (Python's decimal: interest = balance × 6.5 ÷ 1200 rounded half-up each month, the 60th
    // payment clearing the rest): the last payment is 569.69, and the payments add up to
    // 34,162.52 (59 × 569.37 + 569.69), not 60 × 569.37 = 34,162.20.
    expect(run({}).results).toEqual({
      payment: 569.37,
      loan: 29100,
      salesTax: 2100,
      totalInterest: 5062.52,
      totalPayments: 34162.52,
      lastPayment: 569.69,
      totalCost: 37162.52,
      // No extra payments: nothing saved, repaid in month 60, the payment unchanged.
      interestSaved: 0,
      payoffMonth: 60,
      finalPayment: 569.37,
    });
  });

  it('writes amounts in dollars by default, or in the currency chosen', () => {
    const dollars = run({});
    expect(carLoan.summary!(dollars.values as never, dollars.results as never, '')).toBe(
      '60 payments of $569.37, the last $569.69, repay $29,100.00 at 6.5% with $5,062.52 of interest.',
    );
    const { values, results } = run({ currency: 'EUR' });
    expect(carLoan.summary!(values as never, results as never, '')).toBe(
      '60 payments of €569.37, the last €569.69, repay €29,100.00 at 6.5% with €5,062.52 of interest.',
    );
    const steps = carLoan.steps(values as never, results as never);
    expect(steps[0]).toBe('Sales tax = (price − trade-in) × 7% = €30,000.00 × 0.07 ≈ €2,100.00');
    expect(steps[1]).toBe(
      'Amount financed L = price + tax − down payment − trade-in = €30,000.00 + €2,100.00 − €3,000.00 − €0.00 = €29,100.00',
    );
    expect(steps[4]).toBe(
      'Total of payments = 59 × €569.37 + the last €569.69 = €34,162.52; interest = €34,162.52 − €29,100.00 = €5,062.52',
    );
    expect(steps[5]).toBe(
      'Total cost = price + tax + interest = €30,000.00 + €2,100.00 + €5,062.52 = €37,162.52',
    );
  });

  it('repays at 0% in equal parts with no interest', () => {
    const { values, results } = run({
      price: '12000',
      down: '0',
      taxRate: '0',
      rate: '0',
      months: '12',
    });
    expect(results).toMatchObject({ payment: 1000, totalInterest: 0, totalCost: 12000 });
    expect(carLoan.steps(values as never, results as never)[2]).toBe(
      'Payment = L ÷ n = $12,000.00 ÷ 12 ≈ $1,000.00',
    );
    expect(carLoan.table!.rows(values as never, results as never)).toEqual([
      { year: 1, principalPaid: 12000, interestPaid: 0, extraPaid: 0, balance: 0 },
    ]);
  });

  it('taxes the price less the trade-in, or the full price, as chosen', () => {
    const common = { price: '30000', down: '0', tradeIn: '10000', taxRate: '6' };
    expect(run({ ...common, taxOn: 'net' }).results).toMatchObject({ salesTax: 1200, loan: 21200 });
    expect(run({ ...common, taxOn: 'price' }).results).toMatchObject({
      salesTax: 1800,
      loan: 21800,
    });
  });

  it('says when the down payment and trade-in leave nothing to borrow', () => {
    const { errors, results } = run({
      price: '20000',
      down: '15000',
      tradeIn: '5000',
      taxRate: '0',
    });
    expect(results).toBeNull();
    expect(errors.down).toBe(
      'The down payment and trade-in cover the whole cost: there is nothing to borrow',
    );
  });

  it('repays the amount financed exactly in its schedule, within the term', () => {
    for (const [rate, months] of [
      ['6.5', '60'],
      ['19.99', '84'],
      ['2.9', '36'],
      ['12', '1'],
    ] as const) {
      const { values, results } = run({ rate, months });
      const rows = carLoan.table!.rows(values as never, results as never);
      expect(rows).toHaveLength(Math.ceil(Number(months) / 12));
      expect(rows.at(-1)?.balance).toBe(0);
      const repaid = rows.reduce((sum, row) => sum.plus(row.principalPaid!), new Big(0));
      expect(repaid.eq(results!.loan!)).toBe(true);
    }
  });

  it('draws a breakdown that adds up to the total cost, leaving out empty parts', () => {
    const { values, results } = run({});
    const parts = carLoan.breakdown!(values as never, results as never);
    const sum = parts.reduce((total, part) => total.plus(part.value), new Big(0));
    expect(sum.eq(results!.totalCost!)).toBe(true);
    const free = run({ down: '0', rate: '0' });
    expect(carLoan.breakdown!(free.values as never, free.results as never)).toHaveLength(1);
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ price: '0' }).errors.price).toBe('The car price must be more than 0');
    expect(run({ months: '121' }).errors.months).toBe(
      'The loan term can be at most 120 months (10 years)',
    );
    expect(run({ months: '60.5' }).errors.months).toBe(
      'Enter the loan term as a whole number of months',
    );
    expect(run({ taxRate: '31' }).errors.taxRate).toBe('The sales tax can be at most 30%');
    expect(run({ taxRate: '' }).results?.salesTax).toBe(0);
  });

  describe('with extra payments', () => {
    // The default loan (29,100 at 6.5% over 60 months, 5,062.52 of interest without extras),
    // worked independently month by month with Python's decimal, as shared/amortize.test.ts says.
    it('$100 extra a month: repaid in month 50, 890.90 of interest saved', () => {
      const { values, results } = run({ extraMonthly: '100' });
      expect(results).toMatchObject({
        payment: 569.37,
        totalInterest: 4171.62,
        totalPayments: 33271.62,
        lastPayment: 472.49,
        totalCost: 36271.62,
        interestSaved: 890.9,
        payoffMonth: 50,
      });
      expect(carLoan.outputs.totalPayments.label).toBeTypeOf('function');
      const label = carLoan.outputs.totalPayments.label as (v: never) => string;
      expect(label(values as never)).toBe('Total paid, extra payments included');
      expect(carLoan.summary!(values as never, results as never, '')).toEqual([
        'Without extra payments, 60 payments of $569.37, the last $569.69, repay $29,100.00 at 6.5% with $5,062.52 of interest.',
        'With the extra payments, the loan is repaid in month 50 (4 years 2 months), 10 months sooner, with $890.90 less interest.',
      ]);
    });

    it('$2,000 in month 12, lowering the payment: $521.95 from month 13, 276.64 saved', () => {
      const { values, results } = run({
        prepayMonth: '12',
        prepayAmount: '2000',
        reduce: 'payment',
      });
      expect(results).toMatchObject({
        finalPayment: 521.95,
        payoffMonth: 60,
        totalInterest: 4785.88,
        interestSaved: 276.64,
      });
      expect(carLoan.hiddenOutputs!(values as never)).toEqual([]);
    });

    it('$50 a month and $1,000 with every twelfth payment: repaid in month 48', () => {
      const { values, results } = run({ extraMonthly: '50', extraYearly: '1000' });
      expect(results).toMatchObject({ payoffMonth: 48, interestSaved: 987.17 });
      const rows = carLoan.table!.rows(values as never, results as never);
      expect(rows.map((row) => row.extraPaid)).toEqual([1600, 1600, 1600, 1045.59]);
      expect(rows.at(-1)?.balance).toBe(0);
    });

    it('names a prepayment after the last payment', () => {
      expect(run({ months: '36', prepayMonth: '40', prepayAmount: '500' }).errors).toEqual({
        prepayMonth: 'Correct the month of the prepayment marked',
      });
    });
  });

  it('says ≈ where the monthly rate is rounded: 6.5 ÷ 1200 = 0.00541666…', () => {
    const { values, results } = evaluate(carLoan, {}, '2026-12-04');
    const steps = carLoan.steps(values as never, results as never, { advice: true });
    expect(steps.some((step) => step.includes('r = 6.5 ÷ 1200 ≈ 0.0054166667, n = 60'))).toBe(true);
  });
});
