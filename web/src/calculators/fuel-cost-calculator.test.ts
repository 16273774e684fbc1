import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './fuel-cost-calculator.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const fuel: AnyMode = calculator;

// Each unit of fuel economy and price, a round trip, and the bounds. Expected values worked by
// hand (1 mi = 1.609344 km, 1 US gal = 3.785411784 L, 1 imperial gal = 4.54609 L).

function run(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(fuel, inputs);
  return { values, results: results!, errors };
}

const metric = { distanceUnit: 'km', priceUnit: 'l' };

describe('fuel cost calculator', () => {
  it('opens on 300 miles at 25 mpg and 3.50 a gallon: 12 gallons, 42.00', () => {
    const { results, values } = run({});
    expect(results).toEqual({ cost: 42, fuel: 12, costPerDistance: 0.14, oneWayCost: 42 });
    expect(fuel.hiddenOutputs!(values!)).toEqual(['oneWayCost']);
    // "a US gallon": U is said "you".
    expect(fuel.summary!(values as never, results as never, '')).toContain('$3.50 a US gallon');
  });

  it('rounds an exact half cent up: 100 miles at 30 mpg and 63.7065 a gallon is 212.36', () => {
    // 100 ÷ 30 = 3⅓ gallons; 3⅓ × 63.7065 = 212.355 exactly (63.7065 ÷ 3 = 21.2355), a half
    // cent, rounded half-up to 212.36 (the division cut at 20 places gave 212.35499… → 212.35).
    const { results } = run({ distance: '100', economy: '30', price: '63.7065' });
    expect(results.cost).toBe(212.36);
  });

  it('gives the same litres for the same economy in L/100 km and km/L', () => {
    // 8 L/100 km is 12.5 km/L: 300 km uses 24 L; at 1.80 a litre, 43.20.
    const per100 = run({
      ...metric,
      distance: '300',
      economy: '8',
      economyUnit: 'l100km',
      price: '1.80',
    });
    const perLitre = run({
      ...metric,
      distance: '300',
      economy: '12.5',
      economyUnit: 'kml',
      price: '1.80',
    });
    expect(per100.results).toMatchObject({ fuel: 24, cost: 43.2 });
    expect(perLitre.results).toMatchObject({ fuel: 24, cost: 43.2 });
  });

  it('converts miles to km and km to miles exactly', () => {
    // 100 mi = 160.9344 km; × 5 ÷ 100 = 8.04672 L; × 2.00 = 16.09344 → 16.09.
    expect(
      run({
        distance: '100',
        distanceUnit: 'mi',
        economy: '5',
        economyUnit: 'l100km',
        price: '2',
        priceUnit: 'l',
      }).results,
    ).toMatchObject({ fuel: 8.04672, cost: 16.09 });
    // 100 km ÷ 1.609344 ÷ 30 mpg = 2.0712… US gal × 3.785411784 = 7.840486… L → 7.84 at 1.00.
    const kmMpg = run({
      ...metric,
      distance: '100',
      economy: '30',
      economyUnit: 'mpgus',
      price: '1',
    });
    expect(kmMpg.results.cost).toBe(7.84);
    expect(kmMpg.results.fuel).toBeCloseTo(7.840486111, 8);
  });

  it('uses the imperial gallon for UK mpg, and prices per imperial gallon', () => {
    // 100 mi ÷ 40 mpg (UK) = 2.5 imperial gallons; at 7.00 a gallon, 17.50.
    const { results, values } = run({
      distance: '100',
      economy: '40',
      economyUnit: 'mpguk',
      price: '7',
      priceUnit: 'ukgal',
    });
    expect(results).toMatchObject({ fuel: 2.5, cost: 17.5 });
    const label = fuel.outputs.fuel!.label;
    expect(typeof label === 'function' && label(values!)).toBe('Fuel used (imperial gallons)');
  });

  it('makes a round trip twice the one-way cost as shown, to the cent', () => {
    // 815 km at 9 L/100 km = 73.35 L × 1.50 = 110.025 → 110.03 one way; 220.06 both ways
    // (not 220.05, the unrounded double).
    const { results, values } = run({
      ...metric,
      distance: '815',
      economy: '9',
      economyUnit: 'l100km',
      price: '1.50',
      trip: 'round',
    });
    expect(results).toMatchObject({ oneWayCost: 110.03, cost: 220.06, fuel: 146.7 });
    expect(fuel.hiddenOutputs!(values!)).toEqual([]);
    expect(fuel.steps(values!, results)).toContain('Round trip = 2 × $110.03 = $220.06');
  });

  it('echoes a price per litre as typed, in the currency picked', () => {
    const { values, results } = run({
      ...metric,
      distance: '100',
      economy: '6',
      economyUnit: 'l100km',
      price: '1.899',
      currency: 'gbp',
    });
    // 6 L × 1.899 = 11.394 → £11.39.
    expect(results.cost).toBe(11.39);
    expect(fuel.summary!(values!, results, '')).toBe(
      '100 km at 6 L/100 km uses 6 litres, which at £1.899 a litre costs £11.39.',
    );
  });

  it('says one mile and one gallon in the singular', () => {
    // 1 mi ÷ 1 mpg = 1 US gallon, at $3.50.
    const { values, results } = run({ distance: '1', economy: '1' });
    expect(fuel.summary!(values!, results, '')).toBe(
      '1 mile at 1 mpg (US) uses 1 US gallon, which at $3.50 a US gallon costs $3.50.',
    );
  });

  it('costs nothing when fuel is free', () => {
    expect(run({ price: '0' }).results).toMatchObject({ cost: 0, fuel: 12, costPerDistance: 0 });
  });

  it('says what is wrong with each field', () => {
    expect(run({ distance: '0' }).errors.distance).toBe('The distance must be more than 0');
    expect(run({ economy: '0' }).errors.economy).toBe('The fuel economy must be more than 0');
    expect(run({ economy: '' }).errors.economy).toBe('Enter your car’s fuel economy');
    expect(run({ price: '-1' }).errors.price).toBe('The fuel price cannot be negative');
    expect(run({ distance: '1e8' }).errors.distance).toBe('The distance can be at most 10,000,000');
  });
});
