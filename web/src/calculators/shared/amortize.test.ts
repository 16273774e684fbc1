import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import carLoan from '../car-loan-calculator.ts';
import card from '../credit-card-payoff-calculator.ts';
import loanEmi from '../loan-emi-calculator.ts';
import { evaluate } from '../../engine/evaluate.ts';
import { Big } from '../../engine/money.ts';
import { amortize, monthInterest, paymentClearingIn, type Schedule } from './amortize.ts';

// The one amortization model of the loan calculators, checked over the whole range each loan
// form accepts: the schedule's sums are the headline totals, and its last balance is 0.

const sum = (values: readonly number[]) =>
  values.reduce((total, value) => total.plus(value), new Big(0));

/** Every month repays principal (never negative) and the schedule ends owing nothing. */
function expectRepaid(plan: Schedule, principal: Big | number) {
  expect(plan.months.at(-1)?.balance).toBe(0);
  expect(plan.years.at(-1)?.balance).toBe(0);
  expect(sum(plan.months.map((m) => m.principal)).eq(principal)).toBe(true);
  expect(sum(plan.months.map((m) => m.payment)).eq(plan.totalPaid)).toBe(true);
  expect(sum(plan.months.map((m) => m.interest)).eq(plan.totalInterest)).toBe(true);
  expect(sum(plan.years.map((y) => y.paid)).eq(plan.totalPaid)).toBe(true);
  expect(sum(plan.years.map((y) => y.interestPaid)).eq(plan.totalInterest)).toBe(true);
  for (const month of plan.months) expect(month.principal).toBeGreaterThanOrEqual(0);
}

/** A decimal text with up to `digits` decimals, over [min, max] of a field. */
const decimalText = (min: number, max: number, digits: number) =>
  fc
    .integer({ min: Math.ceil(min * 10 ** digits), max: Math.floor(max * 10 ** digits) })
    .map((n) => new Big(n).div(10 ** digits).toString());

describe('the loan schedule', () => {
  it('rounds each month’s interest from the exact product: 30 × 14.2% ÷ 12 = 0.355 → 0.36', () => {
    // 30 × 14.2 = 426; 426 ÷ 1200 = 0.355 exactly, a half cent, rounded up.
    expect(monthInterest(30, 14.2).toNumber()).toBe(0.36);
    // Worked by hand: 30 → 0.36 interest, 20.36 left; 20.36 × 14.2 ÷ 1200 = 0.2409… → 0.24,
    // 10.60 left; 10.60 × 14.2 ÷ 1200 = 0.1254… → 0.13, 0.73 left; 0.73 × 14.2 ÷ 1200 =
    // 0.0086… → 0.01, a last payment of 0.74. Interest 0.36 + 0.24 + 0.13 + 0.01 = 0.74.
    const plan = amortize({ principal: 30, rate: 14.2, payment: 10 })!;
    expect(plan.months.map((m) => m.interest)).toEqual([0.36, 0.24, 0.13, 0.01]);
    expect(plan).toMatchObject({ count: 4, lastPayment: 0.74, totalInterest: 0.74 });
  });

  it('finds the least payment that keeps its promise: $5,000 at 22.99% in 24 months is $261.85', () => {
    // The annuity payment is 261.8417…; worked independently month by month (Python's decimal,
    // interest rounded half-up each month): 261.84 leaves 0.04 for a 25th month, 261.85 clears
    // the balance in 24, the last payment 261.62.
    expect(paymentClearingIn(5000, 22.99, 24).toNumber()).toBe(261.85);
    expect(amortize({ principal: 5000, rate: 22.99, payment: 261.84 })).toMatchObject({
      count: 25,
      lastPayment: 0.04,
    });
    expect(amortize({ principal: 5000, rate: 22.99, payment: 261.85 })).toMatchObject({
      count: 24,
      lastPayment: 261.62,
      totalInterest: 1284.17,
    });
  });

  it('EMI: over the whole range the form accepts, the totals are the schedule’s sums', () => {
    const { principal, rate, months } = loanEmi.fields;
    fc.assert(
      fc.property(
        decimalText(principal.min, principal.max, 2),
        decimalText(rate.min, rate.max, 2),
        fc.integer({ min: months.min, max: months.max }),
        (loan, annualRate, term) => {
          const texts = { principal: loan, rate: annualRate, months: String(term) };
          const { values, results, unsolvable } = evaluate(loanEmi, texts);
          // An EMI below a paisa (₹1 over 480 months at 0%) is out of the EMI field's range.
          if (unsolvable) return;
          const rows = loanEmi.table!.rows(values as never, results as never);
          expect(rows.length).toBeLessThanOrEqual(Math.ceil(term / 12));
          expect(rows.at(-1)?.balance).toBe(0);
          const principalPaid = sum(rows.map((row) => row.principalPaid!));
          const interestPaid = sum(rows.map((row) => row.interestPaid!));
          expect(principalPaid.eq(new Big(loan).round(2, Big.roundHalfUp))).toBe(true);
          expect(interestPaid.eq(results!.totalInterest!)).toBe(true);
          expect(principalPaid.plus(interestPaid).eq(results!.totalPayment!)).toBe(true);
          for (const row of rows) expect(row.principalPaid).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('EMI: solved for the tenure, a whole number of months repays the loan', () => {
    const { principal, rate } = loanEmi.fields;
    fc.assert(
      fc.property(
        decimalText(principal.min, 1e9, 2),
        decimalText(rate.min, rate.max, 2),
        fc.integer({ min: 1, max: 100_000 }).map((n) => String(n)),
        (loan, annualRate, emi) => {
          const texts = { principal: loan, rate: annualRate, emi, solve: 'months' };
          const { values, results } = evaluate(loanEmi, texts);
          if (!results) return; // the EMI never repays the loan within 480 months
          const months = values!.months as number;
          expect(Number.isInteger(months)).toBe(true);
          const plan = amortize({
            principal: Number(loan),
            rate: Number(annualRate),
            payment: Number(emi),
            term: months,
          })!;
          expect(plan.count).toBe(months);
          expectRepaid(plan, new Big(loan));
          expect(results.totalPayment).toBe(plan.totalPaid);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('car loan: over the whole range the form accepts, the totals are the schedule’s sums', () => {
    const { price, down, rate, months } = carLoan.fields;
    fc.assert(
      fc.property(
        decimalText(price.min + 0.01, price.max, 2),
        decimalText(down.min, 1e6, 2),
        decimalText(rate.min, rate.max, 3),
        fc.integer({ min: months.min, max: months.max }),
        (carPrice, downPayment, annualRate, term) => {
          const texts = {
            price: carPrice,
            down: downPayment,
            tradeIn: '0',
            taxRate: '0',
            rate: annualRate,
            months: String(term),
          };
          const { values, results } = evaluate(carLoan, texts);
          if (!results) return; // the down payment covers the price
          const rows = carLoan.table!.rows(values as never, results as never);
          expect(rows.at(-1)?.balance).toBe(0);
          const principalPaid = sum(rows.map((row) => row.principalPaid!));
          const interestPaid = sum(rows.map((row) => row.interestPaid!));
          expect(principalPaid.eq(results.loan!)).toBe(true);
          expect(interestPaid.eq(results.totalInterest!)).toBe(true);
          expect(principalPaid.plus(interestPaid).eq(results.totalPayments!)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('credit card: a solved payment clears the balance in the months asked, and no cent less does', () => {
    const { balance, apr, months } = card.fields;
    fc.assert(
      fc.property(
        decimalText(0.01, balance.max, 2),
        decimalText(apr.min, apr.max, 2),
        fc.integer({ min: months.min, max: months.max }),
        (owed, annualRate, term) => {
          const texts = { balance: owed, apr: annualRate, months: String(term), solve: 'payment' };
          const { values, results } = evaluate(card, texts);
          if (!results) return; // a payment above the field's 10,000,000
          const payment = values!.payment as number;
          const plan = amortize({ principal: Number(owed), rate: Number(annualRate), payment })!;
          expect(plan.count).toBeLessThanOrEqual(term);
          expectRepaid(plan, new Big(owed));
          expect(results).toMatchObject({
            totalPaid: plan.totalPaid,
            totalInterest: plan.totalInterest,
            lastPayment: plan.lastPayment,
          });
          const lower = new Big(payment).minus('0.01');
          if (lower.gt(0)) {
            const slower = amortize({
              principal: Number(owed),
              rate: Number(annualRate),
              payment: lower,
            });
            expect(slower === null || slower.count > term).toBe(true);
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('credit card: a typed payment’s schedule over the form’s range', () => {
    const { balance, apr } = card.fields;
    fc.assert(
      fc.property(
        decimalText(0.01, balance.max, 2),
        decimalText(apr.min, apr.max, 2),
        fc.integer({ min: 1, max: 2_000_000 }).map((n) => new Big(n).div(100).toString()),
        (owed, annualRate, payment) => {
          const texts = { balance: owed, apr: annualRate, payment, solve: 'months' };
          const { values, results } = evaluate(card, texts);
          if (!results) return; // the payment does not clear the balance within 50 years
          const rows = card.table!.rows(values as never, results as never);
          expect(rows.at(-1)?.balance).toBe(0);
          expect(sum(rows.map((row) => row.paid!)).eq(results.totalPaid!)).toBe(true);
          expect(sum(rows.map((row) => row.interest!)).eq(results.totalInterest!)).toBe(true);
          expect(new Big(results.totalPaid!).minus(results.totalInterest!).eq(new Big(owed))).toBe(
            true,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('at the extremes: ₹10,000 crore at 50% over 480 months, and 0% over 6 months', () => {
    const high = evaluate(loanEmi, { principal: '100000000000', rate: '50', months: '480' });
    const rows = loanEmi.table!.rows(high.values as never, high.results as never);
    expect(rows).toHaveLength(40);
    expect(rows.at(-1)?.balance).toBe(0);
    const free = amortize({ principal: 1200, rate: 0, payment: 200, term: 6 })!;
    expect(free.years).toEqual([
      { year: 1, paid: 1200, principalPaid: 1200, interestPaid: 0, balance: 0 },
    ]);
  });
});
