import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import presentValue from './present-value-calculator.ts';

// Expected values worked out with python3: PV = FV ÷ (1 + r/m)^(m·t), PV = FV × e^(−r·t).

function run(texts: Record<string, string>) {
  return evaluate(presentValue, texts);
}

describe('the present value calculator', () => {
  it('opens on $10,000 due in 10 years at 5% compounded yearly', () => {
    // 1.05^10 = 1.628894626777442; 10,000 ÷ 1.628894626777442 = 6,139.1325…
    const { values, results } = run({});
    expect(results?.pv).toBe(6139.13);
    expect(results?.discount).toBe(3860.87);
    expect(results?.factor).toBeCloseTo(0.6139132535, 10);
    expect(presentValue.summary!(values as never, results as never, '')).toBe(
      '$10,000.00 in 10 years is worth $6,139.13 today at 5% a year, compounded yearly.',
    );
    expect(presentValue.steps(values as never, results as never)).toEqual([
      'Periods a year m = 1; rate per period = 5 ÷ 100 ÷ 1 = 0.05',
      'Periods n = m × t = 1 × 10 = 10; growth = (1 + r/m)^n ≈ 1.628894627',
      'Discount factor = 1 ÷ growth ≈ 0.61391325',
      'Present value = future value × discount factor = $10,000.00 × 0.61391325 ≈ $6,139.13',
      'Discount = $10,000.00 − $6,139.13 = $3,860.87',
    ]);
  });

  it('writes the discount factor with digits enough for the cent', () => {
    // 1 ÷ 1.05^10 = 0.61391325354075… (Python's decimal): $1,000,000 × 0.6139132535 = $613,913.25.
    const million = run({ fv: '1000000' });
    expect(million.results?.pv).toBe(613913.25);
    const steps = presentValue.steps(million.values as never, million.results as never);
    expect(steps).toContain(
      'Present value = future value × discount factor = $1,000,000.00 × 0.6139132535 ≈ $613,913.25',
    );
  });

  it('discounts continuously with e^(−r·t)', () => {
    // 10,000 × e^(−0.5) = 6,065.3066
    const { values, results } = run({ compounding: 'continuous', currency: 'EUR' });
    expect(results?.pv).toBe(6065.31);
    expect(presentValue.summary!(values as never, results as never, '')).toBe(
      '€10,000.00 in 10 years is worth €6,065.31 today at 5% a year, compounded continuously.',
    );
    expect(presentValue.steps(values as never, results as never)[0]).toBe(
      'Continuous compounding: growth = e^(r × t) = e^(5 ÷ 100 × 10) ≈ 1.648721271',
    );
  });

  it('discounts nothing at 0% or over no time', () => {
    expect(run({ rate: '0' }).results).toMatchObject({ pv: 10000, discount: 0, factor: 1 });
    expect(run({ years: '0' }).results).toMatchObject({ pv: 10000, discount: 0, factor: 1 });
    const single = run({ years: '1' });
    // 10,000 ÷ 1.05 = 9,523.8095…
    expect(single.results?.pv).toBe(9523.81);
    expect(presentValue.summary!(single.values as never, single.results as never, '')).toMatch(
      /^\$10,000\.00 in 1 year is worth/,
    );
  });

  it('solves for the future value, the rate and the years', () => {
    // 6,139.13 × 1.05^10 = 9,999.99587…, shown to the cent as 10,000.00.
    expect(run({ pv: '6139.13', solve: 'fv' }).values?.fv).toBe(10000);
    // 5,000 × (1 + 0.06/12)^120 = 9,096.9837…
    expect(run({ pv: '5000', rate: '6', compounding: 'monthly', solve: 'fv' }).values?.fv).toBe(
      9096.98,
    );
    // ln 2 ÷ 10 = 6.931472% continuously
    const rate = run({ pv: '10000', fv: '20000', compounding: 'continuous', solve: 'rate' });
    expect(rate.values?.rate).toBeCloseTo(6.931472, 6);
    // ln 2 ÷ ln 1.07 = 10.244768 years
    const years = run({ pv: '10000', fv: '20000', rate: '7', solve: 'years' });
    expect(years.values?.years).toBeCloseTo(10.244768, 6);
  });

  it('says when no rate or time fits', () => {
    const flat = run({ pv: '5000', fv: '10000', rate: '0', solve: 'years' });
    expect(flat.results).toBeNull();
    expect(flat.unsolvable).toMatch(/^No time/);
    // Discounting cannot make a future sum larger today.
    expect(run({ pv: '12000', fv: '10000', solve: 'rate' }).results).toBeNull();
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ fv: '0' }).errors.fv).toBe('The future value must be more than 0');
    expect(run({ rate: '101' }).errors.rate).toBe('The discount rate can be at most 100%');
    expect(run({ rate: '-1' }).errors.rate).toBe('The discount rate cannot be negative');
    expect(run({ years: '' }).errors.years).toBe('Enter the number of years');
    expect(run({ years: '101' }).errors.years).toBe('The time can be at most 100 years');
  });
  it("says '=' where the growth and its discount factor are shown exactly", () => {
    // 1.25² = 1.5625 and 1 ÷ 1.5625 = 0.64, both exact.
    const { values, results } = evaluate(presentValue, { rate: '25', years: '2' });
    expect(presentValue.steps(values as never, results as never).slice(1, 3)).toEqual([
      'Periods n = m × t = 1 × 2 = 2; growth = (1 + r/m)^n = 1.5625',
      'Discount factor = 1 ÷ growth = 0.64',
    ]);
  });
});
