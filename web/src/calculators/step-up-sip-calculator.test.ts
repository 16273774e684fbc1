import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import stepUp from './step-up-sip-calculator.ts';

// Expected values worked independently in python3, month by month: value = (value + instalment)
// × (1 + r) with r = rate ÷ 1200, the instalment P × (1 + s)^(year − 1); rounded to the rupee.

function run(texts: Record<string, string>) {
  return evaluate(stepUp, texts);
}

describe('the step-up SIP calculator', () => {
  it('opens on ₹5,000 a month rising 10% a year at 12% for 10 years', () => {
    // Step-up: 16,87,163.13 on 9,56,245.48; flat: 11,61,695.38; year 10's instalment 11,789.74
    const { values, results } = run({});
    expect(results).toMatchObject({
      futureValue: 1687163,
      invested: 956245,
      returns: 730918,
      flatValue: 1161695,
      extraValue: 525468,
    });
    expect(results?.lastMonthly).toBeCloseTo(11789.74, 2);
    expect(stepUp.hiddenOutputs!(values as never)).toEqual([]);
    expect(stepUp.summary!(values as never, results as never, '')).toBe(
      '₹5,000 a month, rising 10% every year, for 10 years at 12% a year could grow to ₹16,87,163, ' +
        'against ₹11,61,695 from a flat SIP of ₹5,000.',
    );
    expect(stepUp.steps(values as never, results as never)).toEqual([
      'r = 12 ÷ 12 ÷ 100 = 0.01 (the monthly rate)',
      'Monthly investment in year y = ₹5,000 × (1 + 10 ÷ 100)^(y − 1): ₹5,000 in year 1, ₹5,500 in year 2 … ₹11,790 in year 10',
      // 1.01^12 = 1.126825…; (1.01^12 − 1) ÷ 0.01 × 1.01 = 12.809328…
      "Each year's 12 instalments of P are worth P × ((1 + 0.01)^12 − 1) ÷ 0.01 × (1 + 0.01) = P × 12.8093 at the year's end, and grow by (1 + 0.01)^12 = 1.1268 in every later year",
      'Future value = the sum over the 10 years = ₹16,87,163',
      'Invested = 12 × the sum of the monthly investments = ₹9,56,245',
      'Returns = ₹16,87,163 − ₹9,56,245 = ₹7,30,918',
      'A flat SIP of ₹5,000 for 120 months: 5,000 × ((1 + 0.01)^120 − 1) ÷ 0.01 × (1 + 0.01) = ₹11,61,695',
      'The step-up adds ₹16,87,163 − ₹11,61,695 = ₹5,25,468',
    ]);
  });

  it('lists every year beside a flat SIP', () => {
    const { values, results } = run({});
    const rows = stepUp.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(10);
    // Year 2: 5,500 a month; 60,000 + 66,000 invested; 64,047.16 × 1.01^12 + 5,500 × 12.8093 = 1,42,621
    expect(rows[1]).toMatchObject({
      year: 2,
      monthly: 5500,
      invested: 126000,
      value: 142621,
      flatInvested: 120000,
      flatValue: 136216,
    });
    expect(rows[9]).toMatchObject({ invested: 956245, value: 1687163, flatValue: 1161695 });
  });

  it('is a flat SIP with a step-up of 0, and says so', () => {
    // 10,000 × (1.01^180 − 1) ÷ 0.01 × 1.01 = 50,45,760.0
    const { values, results } = run({ monthly: '10000', years: '15', stepUp: '0' });
    expect(results).toMatchObject({ futureValue: 5045760, flatValue: 5045760, extraValue: 0 });
    expect(stepUp.hiddenOutputs!(values as never)).toEqual([
      'flatValue',
      'extraValue',
      'lastMonthly',
    ]);
    expect(stepUp.summary!(values as never, results as never, '')).toBe(
      'A flat ₹10,000 a month for 15 years at 12% a year could grow to ₹50,45,760. ' +
        'Add a step-up to see how much more a rising SIP builds.',
    );
  });

  it('over one year gives the flat SIP, as the first step-up is in year 2', () => {
    // 1,000 × (1.01^12 − 1) ÷ 0.01 × 1.01 = 12,809.33 (Groww's ₹12,809)
    const { values, results } = run({ monthly: '1000', years: '1', stepUp: '25' });
    expect(results).toMatchObject({ futureValue: 12809, flatValue: 12809, invested: 12000 });
    expect(stepUp.hiddenOutputs!(values as never)).toEqual(['lastMonthly']);
    expect(stepUp.summary!(values as never, results as never, '')).toBe(
      '₹1,000 a month, rising 25% every year, for 1 year at 12% a year could grow to ₹12,809. ' +
        'The first step-up comes in year 2, so over 1 year it is the same as a flat SIP.',
    );
  });

  it('adds up the instalments when the rate is 0', () => {
    // 12 × (5,000 + 5,500 + 6,050) = 1,98,600
    const { values, results } = run({ rate: '0', years: '3' });
    expect(results).toMatchObject({
      futureValue: 198600,
      invested: 198600,
      returns: 0,
      flatValue: 180000,
    });
    expect(stepUp.steps(values as never, results as never)[2]).toBe(
      'r is 0, so nothing grows: future value = invested = ₹1,98,600',
    );
  });

  it('handles the longest, steepest plan the form accepts', () => {
    // 5,000 rising 50% a year at 30% for 40 years (python3, month by month): about
    // 4.976103e12 on 1.326880e12 invested; the flat SIP about 2.878765e10.
    const { results } = run({ rate: '30', years: '40', stepUp: '50' });
    expect((results?.futureValue ?? NaN) / 4.976103e12).toBeCloseTo(1, 6);
    expect((results?.invested ?? NaN) / 1.32688e12).toBeCloseTo(1, 5);
    expect((results?.flatValue ?? NaN) / 2.878765e10).toBeCloseTo(1, 6);
  });

  it('refuses values outside the fields’ ranges with their messages', () => {
    expect(run({ monthly: '0' }).errors.monthly).toBe(
      'The monthly investment must be more than ₹0',
    );
    expect(run({ monthly: '500.5' }).errors.monthly).toBe('Enter a whole number');
    expect(run({ rate: '31' }).errors.rate).toBe('The return rate can be at most 30%');
    expect(run({ years: '0' }).errors.years).toBe('The time period must be at least 1 year');
    expect(run({ stepUp: '51' }).errors.stepUp).toBe('The step-up can be at most 50%');
    expect(run({ stepUp: '' }).errors.stepUp).toBe('Enter the step-up');
  });
});
