import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import prepayment from './loan-prepayment-calculator.ts';

// Values worked out independently with Python's decimal module: the EMI rounded half-up to the
// paisa, each month's interest = balance × rate ÷ 1200 rounded half-up, the last EMI clearing it.
const run = (texts: Record<string, string>) => evaluate(prepayment, texts);

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
    const { results } = run({
      principal: '100000',
      rate: '12',
      years: '1',
      prepayType: 'monthly',
      prepayment: '1000',
      prepayMonth: '1',
    });
    expect(results).toMatchObject({
      emi: 8884.88,
      interestBefore: 6618.53,
      interestAfter: 5963.75,
      payoffMonth: 11,
    });
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
    expect(summary[0]).toBe(
      'Without the prepayment, 240 EMIs of ₹26,034.70 repay ₹30,00,000.00 with ₹32,48,326.07 of interest.',
    );
    expect(summary[1]).toContain('₹9,54,696.55 less interest');
    expect(prepayment.steps(values as never, results as never)).toContain(
      'Interest saved = the interest without extra payments − with them = ₹32,48,326.07 − ₹22,93,629.52 = ₹9,54,696.55',
    );
  });
});
