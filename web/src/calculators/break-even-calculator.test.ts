import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import breakEven from './break-even-calculator.ts';

// Expected values worked by hand: margin = price − variable cost, units = fixed ÷ margin rounded
// up to a whole unit, revenue = fixed ÷ (margin ÷ price), to the cent.

function run(texts: Record<string, string>) {
  return evaluate(breakEven, texts);
}

describe('the break-even calculator', () => {
  it('opens on $10,000 of fixed costs, a $50 price and a $20 variable cost', () => {
    // 10,000 ÷ 30 = 333.33… → 334 units; 10,000 ÷ 0.6 = 16,666.666… → $16,666.67
    const { values, results } = run({});
    expect(results).toMatchObject({
      units: 334,
      revenue: 16666.67,
      contributionMargin: 30,
      marginRatio: 60,
    });
    expect(results?.exactUnits).toBeCloseTo(333.3333, 4);
    expect(breakEven.hiddenOutputs!(values as never)).toEqual([]);
    expect(breakEven.summary!(values as never, results as never, '')).toBe(
      'Selling 334 units at $50.00 covers $10,000.00 of fixed costs: each unit contributes $30.00, ' +
        'and break-even sales are $16,666.67.',
    );
    expect(breakEven.steps(values as never, results as never)).toEqual([
      'Contribution margin per unit = price − variable cost = $50.00 − $20.00 = $30.00',
      'Contribution margin ratio = $30.00 ÷ $50.00 × 100 = 60.00%',
      'Break-even units = fixed costs ÷ contribution margin = $10,000.00 ÷ $30.00 ≈ 333.33, rounded up to 334 whole units',
      'Break-even sales revenue = fixed costs ÷ contribution margin ratio = $10,000.00 ÷ 0.6 ≈ $16,666.67',
    ]);
    // 334 × 50 = 16,700; 334 × 30 − 10,000 = 20
    expect(breakEven.facts!(values as never, results as never)).toEqual([
      { label: 'Selling 334 units', text: 'brings $16,700.00 in sales and a profit of $20.00' },
    ]);
  });

  it('shows a whole break-even as it is, without the exact figure', () => {
    // 300,000 ÷ 4 = 75,000; 300,000 ÷ 0.4 = 750,000
    const { values, results } = run({ fixedCosts: '300000', price: '10', variableCost: '6' });
    expect(results).toMatchObject({ units: 75000, revenue: 750000, marginRatio: 40 });
    expect(breakEven.hiddenOutputs!(values as never)).toEqual(['exactUnits']);
    expect(breakEven.facts!(values as never, results as never)).toEqual([]);
    expect(breakEven.steps(values as never, results as never).slice(2)).toEqual([
      'Break-even units = fixed costs ÷ contribution margin = $300,000.00 ÷ $4.00 = 75,000 units',
      'Break-even sales revenue = fixed costs ÷ contribution margin ratio = $300,000.00 ÷ 0.4 = $750,000.00',
    ]);
  });

  it('rounds up even a sliver over a whole unit', () => {
    // 1,000.01 ÷ 10 = 100.001 → 101 units
    expect(run({ fixedCosts: '1000.01', price: '15', variableCost: '5' }).results?.units).toBe(101);
  });

  it('needs no sales when there are no fixed costs', () => {
    const { results } = run({ fixedCosts: '0' });
    expect(results).toMatchObject({ units: 0, revenue: 0 });
  });

  it('works with no variable cost: every sale is margin', () => {
    // 900 ÷ 12 = 75 units; revenue 900; ratio 100%
    const { results } = run({ fixedCosts: '900', price: '12', variableCost: '0' });
    expect(results).toMatchObject({ units: 75, revenue: 900, marginRatio: 100 });
  });

  it('writes amounts in the currency chosen', () => {
    const { values, results } = run({
      currency: 'GBP',
      fixedCosts: '20000',
      price: '50',
      variableCost: '30',
    });
    expect(breakEven.summary!(values as never, results as never, '')).toBe(
      'Selling 1,000 units at £50.00 covers £20,000.00 of fixed costs: each unit contributes £20.00, ' +
        'and break-even sales are £50,000.00.',
    );
  });

  it('refuses a variable cost at or above the price, and bad amounts, with messages', () => {
    const message =
      'The variable cost must be below the price: otherwise no number of sales covers the fixed costs';
    expect(run({ price: '20', variableCost: '20' }).errors.variableCost).toBe(message);
    expect(run({ price: '20', variableCost: '25' }).results).toBeNull();
    expect(run({ price: '0' }).errors.price).toBe('The price must be more than 0');
    expect(run({ fixedCosts: '-1' }).errors.fixedCosts).toBe('The fixed costs cannot be negative');
    expect(run({ variableCost: '' }).errors.variableCost).toBe(
      'Enter the variable cost per unit (0 if none)',
    );
  });
  it('says 1 unit as one', () => {
    // $30 of fixed costs ÷ ($50 − $20) = 1 unit.
    const { values, results } = evaluate(breakEven, { fixedCosts: '30' });
    expect(breakEven.steps(values as never, results as never)).toContain(
      'Break-even units = fixed costs ÷ contribution margin = $30.00 ÷ $30.00 = 1 unit',
    );
  });
});
