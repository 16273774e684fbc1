import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import simple from './simple-interest-calculator.ts';

// Expected values worked by hand: I = P × r × t, rounded half-up to the cent; total = P + I.

function run(texts: Record<string, string>) {
  return evaluate(simple, texts);
}

describe('the simple interest calculator', () => {
  it('works out the defaults: 10,000 at 5% for 3 years earns 1,500', () => {
    expect(run({}).results).toEqual({ interest: 1500, total: 11500, perYear: 500 });
  });

  it('writes amounts in dollars by default, or in the currency chosen', () => {
    const dollars = run({});
    expect(simple.summary!(dollars.values as never, dollars.results as never, '')).toBe(
      '5% a year on $10,000.00 for 3 years earns $1,500.00 of simple interest.',
    );
    const { values, results } = run({ currency: 'EUR' });
    expect(simple.summary!(values as never, results as never, '')).toBe(
      '5% a year on €10,000.00 for 3 years earns €1,500.00 of simple interest.',
    );
    expect(simple.steps(values as never, results as never)).toEqual([
      'r = 5 ÷ 100 = 0.05',
      'Interest I = P × r × t = €10,000.00 × 0.05 × 3 = €1,500.00',
      'Total = P + I = €10,000.00 + €1,500.00 = €11,500.00',
      'Interest per year = P × r = €500.00',
    ]);
  });

  it('earns nothing at 0% or over no time', () => {
    expect(run({ rate: '0' }).results).toEqual({ interest: 0, total: 10000, perYear: 0 });
    expect(run({ years: '0' }).results?.total).toBe(10000);
  });

  it('rounds half-up to the cent: 0.70 at 15% for a year is 0.105, shown 0.11', () => {
    expect(run({ principal: '0.70', rate: '15', years: '1' }).results).toEqual({
      interest: 0.11,
      total: 0.81,
      perYear: 0.11,
    });
  });

  it('counts part of a year: 1,200 at 6% for 9 months (0.75 years) is 54', () => {
    expect(run({ principal: '1200', rate: '6', years: '0.75' }).results?.interest).toBe(54);
  });

  it('says so when nothing fits a closed form', () => {
    // No rate or no time: no principal gives interest; no rate: no time does.
    expect(run({ interest: '100', rate: '0', years: '2', solve: 'principal' }).unsolvable).toMatch(
      /^No principal/,
    );
    expect(
      run({ principal: '1000', interest: '100', rate: '0', solve: 'years' }).results,
    ).toBeNull();
    expect(
      run({ principal: '1000', interest: '100', years: '0', solve: 'rate' }).results,
    ).toBeNull();
  });

  it('solves for the time: 50 of interest on 1,000 at 4% takes 1.25 years', () => {
    expect(
      run({ principal: '1000', interest: '50', rate: '4', solve: 'years' }).values?.years,
    ).toBe(1.25);
  });

  it('tabulates whole years only', () => {
    const { values, results } = run({ principal: '1000', rate: '5', years: '2.5' });
    expect(simple.table!.rows(values as never, results as never)).toEqual([
      { year: 1, interest: 50, total: 1050 },
      { year: 2, interest: 100, total: 1100 },
    ]);
    expect(results?.interest).toBe(125);
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ principal: '0' }).errors.principal).toBe('The principal must be more than 0');
    expect(run({ rate: '-1' }).errors.rate).toBe('The interest rate cannot be negative');
    expect(run({ rate: '100.5' }).errors.rate).toBe('The interest rate can be at most 100%');
    expect(run({ years: '' }).errors.years).toBe('Enter the time in years');
  });
});
