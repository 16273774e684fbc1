import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import cooking, { convert } from './cooking-converter.ts';

function run(texts: Record<string, string>) {
  return evaluate(cooking, texts);
}

function shown(texts: Record<string, string>) {
  const { values, results } = run(texts);
  return {
    text: cooking.headline!.text(values as never, results as never, ''),
    caption: cooking.headline!.caption(values as never, results as never, ''),
    facts: cooking.facts!(values as never, results as never),
    steps: cooking.steps(values as never, results as never),
  };
}

describe('the cooking converter', () => {
  it('weighs a US cup of all-purpose flour by default: 120 g', () => {
    expect(run({}).results).toEqual({ result: 120, millilitres: 236.5882365, grams: 120 });
    expect(shown({})).toEqual({
      text: '1 US cup of all-purpose flour = 120 grams',
      caption: 'All-purpose flour at 120 g a US cup (King Arthur Baking)',
      facts: [
        { label: 'Volume', text: '236.588 mL' },
        { label: 'Weight', text: '120 g' },
      ],
      steps: [
        '1 US cup × 236.5882365 mL = 236.5882365 mL',
        'all-purpose flour: 236.5882365 mL × 120 g per 236.5882365 mL cup = 120 g',
      ],
    });
  });

  it('converts between spoons and cups exactly', () => {
    // 3 tsp = 1 tbsp; 16 tbsp = 1 cup; so 1 tbsp = 1/16 cup = 0.0625.
    expect(run({ value: '3', from: 'tsp', to: 'tbsp' }).results?.result).toBe(1);
    expect(run({ value: '1', from: 'tbsp', to: 'cup' }).results?.result).toBe(0.0625);
    // A metric cup is 250 ÷ 236.5882365 = 1.05668820… US cups.
    expect(run({ value: '1', from: 'metric-cup', to: 'cup' }).results?.result).toBeCloseTo(
      1.056688209,
      9,
    );
    // An imperial cup is 10 imperial fl oz = 284.130625 mL; 284.130625 ÷ 29.5735295625 = 9.6076…
    expect(run({ value: '1', from: 'uk-cup', to: 'floz' }).results?.result).toBeCloseTo(
      9.607599,
      6,
    );
    expect(shown({ value: '2', from: 'cup', to: 'ml' })).toMatchObject({
      text: '2 US cups ≈ 473.176 millilitres',
      caption: '1 US cup ≈ 236.588 millilitres',
      facts: [{ label: 'Volume', text: '473.176 mL' }],
    });
  });

  it('turns a weight into a volume with the ingredient', () => {
    // 100 g of granulated sugar at 198 g a cup: 100 ÷ 198 = 0.50505… cups.
    expect(
      run({ value: '100', from: 'g', to: 'cup', ingredient: 'sugar' }).results?.result,
    ).toBeCloseTo(0.505050505, 9);
    // Butter is 8 oz a cup (King Arthur: 16 tbsp = 8 oz = 227 g), so 1 lb (16 oz) is 2 cups,
    // and half a cup 4 oz = 113.398 g.
    expect(
      run({ value: '1', from: 'lb', to: 'cup', ingredient: 'butter' }).results?.result,
    ).toBeCloseTo(2, 9);
    expect(
      run({ value: '0.5', from: 'cup', to: 'g', ingredient: 'butter' }).results?.result,
    ).toBeCloseTo(113.3980925, 6);
    // Water: 1 g per mL, so 500 g is 500 mL.
    expect(run({ value: '500', from: 'g', to: 'ml', ingredient: 'water' }).results?.result).toBe(
      500,
    );
    expect(shown({ value: '500', from: 'g', to: 'ml', ingredient: 'water' })).toMatchObject({
      caption: 'Water at 1 g per mL',
      steps: ['water: 500 g ÷ 236.5882365 g per 236.5882365 mL cup = 500 mL'],
    });
    expect(shown({ value: '2', from: 'g', to: 'g' }).steps).toEqual(['2 grams: the same unit']);
  });

  it('ignores the ingredient between two weights', () => {
    expect(convert(1, 'lb', 'g', 'flour').result.toNumber()).toBe(453.59237);
    expect(convert(1, 'lb', 'g', 'cocoa').result.toNumber()).toBe(453.59237);
    expect(cooking.hiddenOutputs!(run({ from: 'oz', to: 'g' }).values as never)).toEqual([
      'millilitres',
    ]);
  });

  it('converts nothing to nothing, and refuses bad amounts', () => {
    expect(run({ value: '0' }).results).toEqual({ result: 0, millilitres: 0, grams: 0 });
    expect(run({ value: '-1' }).errors.value).toBe('The amount cannot be negative');
    expect(run({ value: '' }).errors.value).toBe('Enter the amount to convert');
    expect(run({ value: 'abc' }).errors.value).toBe('Enter the amount as a number, such as 1.5');
  });
  it('writes its steps with each figure whole where it has up to 12 digits, and ≈ only where one is rounded', () => {
    // 2 US tbsp = 2 × 14.78676478125 mL = 29.5735295625 mL = 6 × 4.92892159375 mL (NIST HB 44).
    const tbsp = evaluate(cooking, { value: '2', from: 'tbsp', to: 'tsp' });
    expect(cooking.steps!(tbsp.values as never, tbsp.results as never)).toEqual([
      '2 US tablespoons × 14.78676478125 mL = 29.5735295625 mL',
      '29.5735295625 mL ÷ 4.92892159375 mL = 6 US teaspoons',
    ]);
    // 250 g of sugar at 198 g a cup: 250 ÷ 198 × 236.5882365 = 298.7225208… mL.
    const sugar = evaluate(cooking, { value: '250', from: 'g', to: 'cup', ingredient: 'sugar' });
    expect(cooking.steps!(sugar.values as never, sugar.results as never)[0]).toBe(
      'granulated sugar: 250 g ÷ 198 g per 236.5882365 mL cup ≈ 298.723 mL',
    );
  });
});
