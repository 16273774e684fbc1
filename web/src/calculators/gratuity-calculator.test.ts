import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gratuity from './gratuity-calculator.ts';

// Expected values worked by hand: salary × 15 × years ÷ 26 (covered) or ÷ 30 (not covered),
// rounded half-up to the paisa; tax-free up to ₹20,00,000.

function run(texts: Record<string, string>) {
  return evaluate(gratuity, texts);
}

describe('the gratuity calculator', () => {
  it('works out the defaults: 50,000 for 10 years is 2,88,461.54', () => {
    // 50,000 × 15 × 10 ÷ 26 = 2,88,461.538…
    expect(run({}).results).toEqual({
      gratuity: 288461.54,
      countedYears: 10,
      taxFree: 288461.54,
      taxable: 0,
    });
  });

  it('counts a part year over six months as a year under the Act, and six months exactly not', () => {
    expect(run({ years: '5', months: '6' }).results?.countedYears).toBe(5);
    expect(run({ years: '5', months: '7' }).results?.countedYears).toBe(6);
    expect(run({ years: '5', months: '' }).results?.countedYears).toBe(5);
  });

  it('ignores part years and divides by 30 when not covered by the Act', () => {
    // 30,000 × 15 × 5 ÷ 30 = 75,000, the 11 months left out.
    expect(
      run({ covered: 'not-covered', salary: '30000', years: '5', months: '11' }).results,
    ).toEqual({ gratuity: 75000, countedYears: 5, taxFree: 75000, taxable: 0 });
  });

  it('taxes what is above ₹20 lakh and says so', () => {
    // 3,00,000 × 15 × 30 ÷ 26 = 51,92,307.69…
    const { values, results } = run({ salary: '300000', years: '30' });
    expect(results).toEqual({
      gratuity: 5192307.69,
      countedYears: 30,
      taxFree: 2000000,
      taxable: 3192307.69,
    });
    const facts = gratuity.facts!(values as never, results as never);
    expect(facts.map((fact) => fact.label)).toEqual(['Eligibility', 'The ₹20 lakh limit']);
  });

  it('notes that under five years gratuity is due only in some cases', () => {
    const { values, results } = run({ years: '4', months: '11' });
    expect(results?.countedYears).toBe(5);
    expect(gratuity.facts!(values as never, results as never)[0]?.text).toMatch(
      /^Under five years/,
    );
  });

  it('rejects a service of nothing and months past 11', () => {
    expect(run({ years: '0', months: '0' }).errors.years).toBe('Enter the length of your service');
    expect(run({ months: '12' }).errors.months).toBe('Enter 0 to 11 months; 12 months is a year');
    expect(run({ years: '2.5' }).errors.years).toBe('Enter whole years; put the rest in months');
    expect(run({ salary: '0' }).errors.salary).toBe('The salary must be more than ₹0');
  });
});
