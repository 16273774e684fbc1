import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import prepayment from './loan-prepayment-calculator.ts';

// Values worked out independently with Python's decimal module: the EMI rounded half-up to the
// paisa, each month's interest = balance × rate ÷ 1200 rounded half-up, the last EMI clearing it.
const run = (texts: Record<string, string>) => evaluate(prepayment, texts);

/** ₹1 lakh at 12% for 1 year, with ₹1,000 extra every month from month 1. */
const MONTHLY_FROM_MONTH_1 = {
  principal: '100000',
  rate: '12',
  years: '1',
  prepayType: 'monthly',
  prepayment: '1000',
  prepayMonth: '1',
};

describe('loan prepayment calculator', () => {
  it('starts with ₹30 lakh at 8.5% for 20 years and ₹3 lakh prepaid in month 13', () => {
    const { results } = run({});
    // Python: EMI 26,034.70; interest 32,48,326.07 without, 22,93,629.52 with; 192 months.
    expect(results).toMatchObject({
      emi: 26034.7,
      interestBefore: 3248326.07,
      interestAfter: 2293629.52,
      interestSaved: 954696.55,
      monthsSaved: 48,
      payoffMonth: 192,
    });
  });

  it('pays an extra amount every month from the month given', () => {
    // ₹1 lakh at 12% for 1 year, ₹1,000 extra with every EMI from month 1 (Python schedule):
    // EMI 8,884.88; the loan ends in month 11 with ₹5,963.75 of interest (₹6,618.53 without).
    const { results } = run(MONTHLY_FROM_MONTH_1);
    expect(results).toMatchObject({
      emi: 8884.88,
      interestBefore: 6618.53,
      interestAfter: 5963.75,
      payoffMonth: 11,
    });
  });

  it('lists the extra payments as made: a run of months, none past the payoff', () => {
    // The same schedule: ₹1,000 with EMIs 1 to 10; month 11's EMI of ₹7,114.95 clears the rest.
    const { values, results } = run(MONTHLY_FROM_MONTH_1);
    expect(prepayment.steps(values as never, results as never)).toContain(
      'Extra payments, each made with its month’s EMI and taken straight off the balance: ₹1,000.00 in each of months 1 to 10',
    );
    // ₹2 lakh in month 1 of a ₹1 lakh loan: what is owed after the EMI, 1,00,000 + 1,000
    // − 8,884.88 = ₹92,115.12, is what is paid.
    const lump = run({ ...MONTHLY_FROM_MONTH_1, prepayType: 'once', prepayment: '200000' });
    expect(prepayment.steps(lump.values as never, lump.results as never)).toContain(
      'Extra payments, each made with its month’s EMI and taken straight off the balance: ₹92,115.12 in month 1',
    );
  });

  it('says when a prepayment changes nothing, and a 1-month loan’s one EMI', () => {
    // In the last month the EMI clears the loan: nothing is left to prepay.
    const last = run({ prepayMonth: '240' });
    const summary = prepayment.summary!(
      last.values as never,
      last.results as never,
      '',
    ) as string[];
    expect(summary[1]).toBe(
      'With the extra payments, the loan is repaid in month 240 (20 years), no sooner, with the same interest.',
    );
    expect(prepayment.steps(last.values as never, last.results as never)).toContain(
      'The EMI stays ₹26,034.70, so the balance reaches 0 in month 240, as without them',
    );
    // ₹5,000 at 3.99% for a month: 5,000 × 1.003325 = ₹5,016.625, half-up ₹5,016.63.
    const one = run({ principal: '5000', rate: '3.99', years: '0', months: '1', prepayMonth: '1' });
    expect(
      (prepayment.summary!(one.values as never, one.results as never, '') as string[])[0],
    ).toBe('Without the prepayment, 1 EMI of ₹5,016.63 repays ₹5,000.00 with ₹16.63 of interest.');
  });

  it('says an EMI reworked to the paisa that costs a little more interest costs more', () => {
    // ₹0.01 a month from month 13 with the EMI reduced. Python's decimal, the same model (the EMI
    // worked again for the balance over the months left, half-up to the paisa, whenever lower):
    // interest ₹32,48,326.07 without, ₹32,48,326.24 with: ₹0.17 more.
    const { values, results } = run({
      prepayType: 'monthly',
      prepayment: '0.01',
      reduce: 'payment',
    });
    expect(results!.interestSaved).toBeCloseTo(-0.17, 9);
    expect((prepayment.summary!(values as never, results as never, '') as string[])[1]).toMatch(
      /with ₹0\.17 more interest\.$/,
    );
  });

  it('refuses a prepayment month after the tenure, and a zero prepayment', () => {
    expect(run({ years: '1', prepayMonth: '13' }).errors.prepayMonth).toBe(
      'The month must be within the tenure: at most 12',
    );
    expect(run({ prepayment: '0' }).errors.prepayment).toBe('The prepayment must be more than 0');
  });

  it('says the saving in the summary and the steps', () => {
    const { values, results } = run({});
    const summary = prepayment.summary!(values as never, results as never, '') as string[];
    // Python's decimal module: the 240th EMI, which clears the balance, is ₹26,032.77; 239 ×
    // ₹26,034.70 + ₹26,032.77 = ₹62,48,326.07, the loan and ₹32,48,326.07 of interest.
    expect(summary[0]).toBe(
      'Without the prepayment, 239 EMIs of ₹26,034.70 and a last one of ₹26,032.77 repay ₹30,00,000.00 with ₹32,48,326.07 of interest.',
    );
    // A ₹1 loan: an EMI of ₹0.01 only pays each month's interest (₹0.0071, rounded to the
    // paisa), so the last EMI repays the rupee with it: 239 × ₹0.01 + ₹1.01 = ₹1.00 + ₹2.40.
    const tiny = run({ principal: '1' });
    expect(
      (prepayment.summary!(tiny.values as never, tiny.results as never, '') as string[])[0],
    ).toBe(
      'Without the prepayment, 239 EMIs of ₹0.01 and a last one of ₹1.01 repay ₹1.00 with ₹2.40 of interest.',
    );
    expect(summary[1]).toContain('₹9,54,696.55 less interest');
    expect(prepayment.steps(values as never, results as never)).toContain(
      'Interest saved = the interest without extra payments − with them = ₹32,48,326.07 − ₹22,93,629.52 = ₹9,54,696.55',
    );
  });
});
