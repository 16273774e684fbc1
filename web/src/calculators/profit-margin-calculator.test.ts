import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import margin from './profit-margin-calculator.ts';

// Expected values worked by hand: profit = price − cost, margin = profit ÷ price,
// markup = profit ÷ cost, price = cost ÷ (1 − margin), cost = price × (1 − margin).

function run(texts: Record<string, string>) {
  return evaluate(margin, texts);
}

describe('the profit margin calculator', () => {
  it('opens on a cost of $75 and a price of $100: $25 profit, 25% margin, 33.33% markup', () => {
    const { values, results } = run({});
    expect(results?.profit).toBe(25);
    expect(results?.margin).toBe(25);
    // 25 ÷ 75 = 0.3333…
    expect(results?.markup).toBeCloseTo(33.3333, 4);
    expect(margin.summary!(values as never, results as never, '')).toBe(
      'Selling for $100.00 what costs $75.00 makes $25.00: a margin of 25.00% of the price, ' +
        'or a markup of 33.33% on the cost.',
    );
    expect(margin.steps(values as never, results as never)).toEqual([
      'Gross profit = price − cost = $100.00 − $75.00 = $25.00',
      'Margin = profit ÷ price × 100 = $25.00 ÷ $100.00 × 100 ≈ 25.00%',
      'Markup = profit ÷ cost × 100 = $25.00 ÷ $75.00 × 100 ≈ 33.33%',
      'Price for a margin of 25% = cost ÷ (1 − margin ÷ 100) = $75.00 ÷ (1 − 0.25) = $100.00',
    ]);
  });

  it('solves for the price from a wanted margin, rounded to the cent', () => {
    // 10 ÷ 0.7 = 14.2857… → $14.29; its margin is 4.29 ÷ 14.29 = 30.02%, its markup 42.90%.
    const { values, results } = run({ cost: '10', margin: '30', solve: 'price' });
    expect(values?.price).toBe(14.29);
    expect(results?.profit).toBe(4.29);
    expect(results?.margin).toBeCloseTo(30.021, 3);
    expect(results?.markup).toBeCloseTo(42.9, 10);
    expect(margin.steps(values as never, results as never)[3]).toBe(
      'Price for a margin of 30% = cost ÷ (1 − margin ÷ 100) = $10.00 ÷ (1 − 0.3) ≈ $14.29',
    );
  });

  it('solves for the cost from a price and a margin', () => {
    // 80 × (1 − 0.35) = 52
    const { values, results } = run({ price: '80', margin: '35', solve: 'cost' });
    expect(values?.cost).toBe(52);
    expect(results?.profit).toBe(28);
  });

  it('shows a loss as a negative profit, margin and markup', () => {
    // 80 − 100 = −20; −20 ÷ 80 = −25%; −20 ÷ 100 = −20%
    const { values, results } = run({ cost: '100', price: '80' });
    expect(results).toEqual({ profit: -20, margin: -25, markup: -20 });
    expect(margin.summary!(values as never, results as never, '')).toBe(
      'Selling for $80.00 what costs $100.00 is a loss of $20.00: a margin of -25.00% and a markup of -20.00%.',
    );
    expect(margin.steps(values as never, results as never)[3]).toBe(
      'Price for a margin of -25% = cost ÷ (1 − margin ÷ 100) = $100.00 ÷ (1 + 0.25) = $80.00',
    );
  });

  it('gives no profit when the price is the cost', () => {
    expect(run({ cost: '19.99', price: '19.99' }).results).toEqual({
      profit: 0,
      margin: 0,
      markup: 0,
    });
  });

  it('writes amounts in the currency chosen', () => {
    const { values, results } = run({ currency: 'EUR', cost: '60', price: '100' });
    expect(margin.summary!(values as never, results as never, '')).toBe(
      'Selling for €100.00 what costs €60.00 makes €40.00: a margin of 40.00% of the price, ' +
        'or a markup of 66.67% on the cost.',
    );
  });

  it('refuses a margin of 100% or more and amounts of 0 with the fields’ messages', () => {
    expect(run({ cost: '10', margin: '100', solve: 'price' }).errors.margin).toBe(
      'The margin can be at most 99.99%: at 100% the cost would be 0',
    );
    expect(run({ cost: '0' }).errors.cost).toBe('The cost must be more than 0');
    expect(run({ price: '0' }).errors.price).toBe('The price must be more than 0');
    expect(run({ price: '' }).errors.price).toBe('Enter the price');
  });

  it('works out the margin of any cost and price, beyond what a visitor may type as one', () => {
    // (1 − 200) ÷ 1 = −19,900%, below the −10,000% the field takes when typed: a loss of $199.
    expect(run({ cost: '200', price: '1' }).results).toEqual({
      profit: -199,
      margin: -19900,
      markup: -99.5,
    });
    // 19,999 ÷ 20,000 = 99.995%, above the 99.99% a margin typed may be (AccountingCoach's
    // definitions): a markup of 19,999 ÷ 1 = 1,999,900%.
    expect(run({ cost: '1', price: '20000' }).results).toEqual({
      profit: 19999,
      margin: 99.995,
      markup: 1999900,
    });
  });

  it('writes a margin a hair below 100% as it is, not as 100.00%', () => {
    const { values, results } = run({ cost: '1', price: '20000' });
    expect(margin.summary!(values as never, results as never, '')).toContain(
      'a margin of 99.995% of the price',
    );
    expect(margin.steps(values as never, results as never, { advice: true })[1]).toBe(
      'Margin = profit ÷ price × 100 = $19,999.00 ÷ $20,000.00 × 100 ≈ 99.995%',
    );
  });
});
