import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import stock from './stock-average-calculator.ts';

// Expected figures worked out by hand: average = Σ shares × price ÷ Σ shares; one more buy:
// q = (C − T × S) ÷ (T − p) shares at price p, or p = (T × (S + q) − C) ÷ q for q shares.

const run = (texts: Record<string, string>) => evaluate(stock, texts, '2026-11-29');

function shown(texts: Record<string, string>) {
  const { values, results, errors } = run(texts);
  expect(errors).toEqual({});
  const summary = stock.summary!(values as never, results as never, '2026-11-29');
  return {
    results: results!,
    summary: Array.isArray(summary) ? summary : [summary],
    facts: stock.facts!(values as never, results as never),
    hidden: stock.hiddenOutputs!(values as never),
    steps: stock.steps(values as never, results as never),
  };
}

const target = { goal: 'target', target: '11.5' };

describe('Stock average calculator', () => {
  it('averages the three default purchases', () => {
    // 100 × 15 + 100 × 10 + 100 × 12 = 3,700 for 300 shares = 12.333… → $12.33.
    const { results, summary, hidden, steps } = shown({});
    expect(results).toMatchObject({ totalShares: 300, totalCost: 3700 });
    expect(results.average).toBeCloseTo(12.333333333333, 10);
    expect(hidden).toEqual(['buyShares', 'buyPrice', 'buyCost']);
    expect(summary).toEqual(['300 shares for $3,700.00 in all: an average of $12.33 a share.']);
    expect(steps).toEqual([
      'Purchase 1: 100 × $15.00 = $1,500.00',
      'Purchase 2: 100 × $10.00 = $1,000.00',
      'Purchase 3: 100 × $12.00 = $1,200.00',
      'Total shares: 100 + 100 + 100 = 300',
      'Total cost: $1,500.00 + $1,000.00 + $1,200.00 = $3,700.00',
      'Average = $3,700.00 ÷ 300 ≈ $12.33',
    ]);
  });

  it('reads a link’s rows, skips blank ones and counts bonus shares at no cost', () => {
    // 40 × 2.5 = 100 and 10 × 0 (bonus): 100 ÷ 50 = 2 exactly; the blank middle row is skipped.
    const { results, steps } = shown({ shares: '40~~10', price: '2.5~~0', currency: 'INR' });
    expect(results).toMatchObject({ average: 2, totalShares: 50, totalCost: 100 });
    expect(steps).toEqual([
      'Purchase 1: 40 × ₹2.50 = ₹100.00',
      'Purchase 3: 10 × ₹0.00 = ₹0.00',
      'Total shares: 40 + 10 = 50',
      'Total cost: ₹100.00 + ₹0.00 = ₹100.00',
      'Average = ₹100.00 ÷ 50 = ₹2.00',
    ]);
  });

  it('shows prices and costs below a cent as they are, so the steps add up', () => {
    // 3 × 0.335 = 1.005 twice: 2.01 for 6 shares, 0.335 a share. To the cent each lot would
    // read "3 × $0.34 = $1.01", and $1.01 + $1.01 is not $2.01.
    expect(shown({ shares: '3~3', price: '0.335~0.335' }).steps).toEqual([
      'Purchase 1: 3 × $0.335 = $1.005',
      'Purchase 2: 3 × $0.335 = $1.005',
      'Total shares: 3 + 3 = 6',
      'Total cost: $1.005 + $1.005 = $2.01',
      'Average = $2.01 ÷ 6 ≈ $0.34',
    ]);
    // 2.5 × 0.3337 = 0.83425, past 4 decimals: rounded, with ≈.
    expect(shown({ shares: '2.5~3.333', price: '0.3337~10' }).steps.slice(0, 4)).toEqual([
      'Purchase 1: 2.5 × $0.3337 ≈ $0.8343',
      'Purchase 2: 3.333 × $10.00 = $33.33',
      'Total shares: 2.5 + 3.333 = 5.833',
      'Total cost: $0.8343 + $33.33 ≈ $34.1643',
    ]);
  });

  it('finds the shares to buy at a price to reach a target average', () => {
    // (3,700 − 11.5 × 300) ÷ (11.5 − 9) = 250 ÷ 2.5 = 100 shares, costing $900.
    const { results, summary, facts, hidden, steps } = shown({ ...target, buyPrice: '9' });
    expect(results).toMatchObject({ buyShares: 100, buyPrice: 9, buyCost: 900 });
    expect(hidden).toEqual(['buyPrice']);
    expect(summary[1]).toBe('Buying 100 more at $9.00 brings the average to $11.50.');
    expect(facts).toEqual([
      { label: 'In whole shares', text: '100 shares give an average of $11.50' },
    ]);
    expect(steps.slice(-2)).toEqual([
      'Shares to buy = ($3,700.00 − $11.50 × 300) ÷ ($11.50 − $9.00) = 100',
      'Cost of the next buy = 100 × $9.00 = $900.00',
    ]);
  });

  it('rounds a fractional answer up to whole shares in the facts', () => {
    // (3,700 − 11.9 × 300) ÷ 2.9 = 130 ÷ 2.9 = 44.8276; 45 shares: (3,700 + 405) ÷ 345 = 11.899 → $11.90.
    const { results, facts } = shown({ goal: 'target', target: '11.9', buyPrice: '9' });
    expect(results.buyShares).toBeCloseTo(44.827586, 5);
    expect(results.buyCost).toBe(403.45);
    expect(facts).toEqual([
      { label: 'In whole shares', text: '45 shares give an average of $11.90' },
    ]);
  });

  it('finds the price to pay for a number of shares', () => {
    // (11.5 × 400 − 3,700) ÷ 100 = $9.00.
    const { results, hidden, summary } = shown({ ...target, find: 'price', buyShares: '100' });
    expect(results).toMatchObject({ buyPrice: 9, buyShares: 100, buyCost: 900 });
    expect(hidden).toEqual(['buyShares']);
    expect(summary[1]).toBe('Buying 100 more at $9.00 brings the average to $11.50.');
  });

  it('says when a target cannot be reached', () => {
    expect(run({ goal: 'target', target: '8', buyPrice: '9' }).errors).toEqual({
      target: 'A buy at $9.00 can only move the average between $12.33 and $9.00',
    });
    // 3,700 ÷ 400 = 9.25 is the lowest 100 free shares can reach.
    expect(run({ goal: 'target', target: '5', find: 'price', buyShares: '100' }).errors).toEqual({
      target: 'Even free, 100 more shares bring the average down only to $9.25',
    });
    // Already at the target: no shares to buy.
    const level = shown({
      shares: '100',
      price: '10',
      goal: 'target',
      target: '10',
      buyPrice: '8',
    });
    expect(level.results.buyShares).toBe(0);
    expect(level.facts).toEqual([]);
  });

  it('checks the rows', () => {
    expect(run({ shares: '~', price: '~' }).errors).toEqual({
      buys: 'Enter the shares and price of at least one purchase',
    });
    expect(run({ shares: '10~', price: '5~7' }).errors).toEqual({
      'shares.2': 'Enter the shares bought, or remove the purchase',
    });
    // A cleared price is asked for, not read as free shares.
    expect(run({ shares: '10~20', price: '5~' }).errors).toEqual({
      'price.2': 'Enter the price per share (0 if free)',
    });
    expect(run({ shares: '-1', price: '5' }).errors).toEqual({
      'shares.1': 'Shares cannot be negative',
    });
  });

  it('matches every published example', () => {
    const checks = referenceChecks(stock, '2026-11-29');
    expect(checks).toHaveLength(4);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      expect(check.matches).toBe(true);
    }
  });
});
