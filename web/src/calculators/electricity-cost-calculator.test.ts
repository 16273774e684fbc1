import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './electricity-cost-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const electricity: AnyMode = calculator;

// Watts or kilowatts, several appliances, the month as a twelfth of the year, half-up cents and
// the bounds. Expected values worked by hand.

function run(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(electricity, inputs);
  return { values, results: results!, errors };
}

describe('electricity cost calculator', () => {
  it('opens on a 1,500 W heater, 3 hours a day: 4.5 kWh and 0.68 a day at 0.15', () => {
    // 1,500 × 3 ÷ 1,000 = 4.5 kWh; × 365 = 1,642.5; ÷ 12 = 136.875; × 0.15 = 246.375 → 246.38.
    expect(run({}).results).toEqual({
      costYear: 246.38,
      costMonth: 20.53,
      costDay: 0.68,
      kwhYear: 1642.5,
      kwhMonth: 136.875,
      kwhDay: 4.5,
    });
  });

  it('reads kilowatts as 1,000 watts', () => {
    expect(run({ power: '1.5', powerUnit: 'kw' }).results).toEqual(run({ power: '1500' }).results);
  });

  it('multiplies by the number of appliances and the days used', () => {
    // 3 × 100 W × 10 h = 3 kWh a day; 120 days = 360 kWh; × 0.20 = 72.00 a year, 6.00 a month.
    expect(
      run({ power: '100', hours: '10', quantity: '3', days: '120', price: '0.20' }).results,
    ).toEqual({
      costYear: 72,
      costMonth: 6,
      costDay: 0.6,
      kwhYear: 360,
      kwhMonth: 30,
      kwhDay: 3,
    });
  });

  it('makes a month a twelfth of the year, not 30 days', () => {
    const { results } = run({});
    expect(results.costMonth).toBe(20.53);
    expect(results.costMonth).not.toBe(Math.round(results.costDay! * 30 * 100) / 100);
  });

  it('rounds half-up to the cent', () => {
    // 1 kWh a day at 0.125 = 0.125 → 0.13 (half-up, not half-even 0.12).
    const { values, results } = run({ power: '1000', hours: '1', price: '0.125', currency: 'EUR' });
    expect(results.costDay).toBe(0.13);
    expect(electricity.steps(values!, results)).toContain(
      'Cost per day = 1 × €0.125 = €0.125 ≈ €0.13',
    );
  });

  it('says what is wrong with each field', () => {
    expect(run({ hours: '24' }).errors).toEqual({});
    expect(run({ hours: '24.5' }).errors.hours).toBe('A day has at most 24 hours');
    expect(run({ hours: '0' }).errors.hours).toBe('The hours must be more than 0');
    expect(run({ days: '367' }).errors.days).toBe('A year has at most 366 days');
    expect(run({ days: '1.5' }).errors.days).toBe('Enter a whole number of days');
    expect(run({ quantity: '0' }).errors.quantity).toBe('At least 1 appliance');
    expect(run({ power: '' }).errors.power).toBe('Enter the appliance’s power');
    expect(run({ price: '-0.1' }).errors.price).toBe('The price cannot be negative');
  });

  it('sums it up in a sentence', () => {
    const { values, results } = run({ power: '250', hours: '5', price: '0.17' });
    expect(electricity.summary!(values!, results, '')).toBe(
      'A 250 W appliance used 5 hours a day on 365 days a year uses 456.25 kWh a year, costing $77.56 at $0.17 per kWh.',
    );
  });
});

describe('the electricity cost calculator’s words', () => {
  it('says “An 800 W appliance” and “1 day”', () => {
    expect(wordsShown(calculator, { power: '800' })).toMatch(/An 800 W appliance/);
    expect(wordsShown(calculator, { days: '1' })).toMatch(/× 1 day =/);
  });
});
