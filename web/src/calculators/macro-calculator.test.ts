import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import macro from './macro-calculator.ts';

// Expected grams worked out by hand: calories × share ÷ 4 (protein, carbohydrate) or ÷ 9 (fat).

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(macro, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results)
    return { ...evaluation, summary: '', steps: [], facts: [], highlight: null };
  return {
    ...evaluation,
    summary: macro.summary!(values, results, '2026-11-29'),
    steps: macro.steps(values, results),
    facts: macro.facts!(values, results),
    highlight: macro.highlight!(values, results),
  };
}

describe('the macro calculator', () => {
  it('opens on 2,000 kcal, balanced: 100 g protein, 250 g carbohydrate, 67 g fat', () => {
    const { results, summary, steps, facts, highlight } = shown({});
    // 2,000 × 20% ÷ 4 = 100; 2,000 × 50% ÷ 4 = 250; 2,000 × 30% ÷ 9 = 66.67.
    expect(results!.protein).toBe(100);
    expect(results!.carbs).toBe(250);
    expect(results!.fat).toBeCloseTo(66.6666667, 6);
    expect(summary).toBe(
      '2,000 kcal a day, balanced split: 100 g protein, 250 g carbohydrate and 67 g fat',
    );
    expect(steps).toEqual([
      'Split: Balanced, 50% carbohydrate, 20% protein, 30% fat',
      'Protein = 2,000 × 20% = 400 kcal ÷ 4 kcal/g = 100.00 g ≈ 100 g',
      'Carbohydrate = 2,000 × 50% = 1,000 kcal ÷ 4 kcal/g = 250.00 g ≈ 250 g',
      'Fat = 2,000 × 30% = 600 kcal ÷ 9 kcal/g = 66.67 g ≈ 67 g',
    ]);
    expect(facts![2]).toEqual({ label: 'Fat calories', text: '600 kcal (30%; AMDR 20–35%)' });
    expect(highlight).toBeNull();
  });

  it('uses each preset split', () => {
    // Keto on 1,800 kcal: 90 ÷ 4 = 22.5, 450 ÷ 4 = 112.5, 1,260 ÷ 9 = 140.
    expect(shown({ calories: '1800', split: 'keto' }).results).toEqual({
      protein: 112.5,
      carbs: 22.5,
      fat: 140,
    });
    // High protein on 2,500 kcal: 1,000 ÷ 4 = 250, 750 ÷ 4 = 187.5, 750 ÷ 9 = 83.33.
    const high = shown({ calories: '2500', split: 'high-protein' }).results!;
    expect(high.protein).toBe(250);
    expect(high.carbs).toBe(187.5);
    expect(high.fat).toBeCloseTo(83.3333333, 6);
  });

  it('warns when a split leaves the AMDR, naming what is outside', () => {
    const { highlight } = shown({ split: 'low-carb' });
    // Low carb: carbohydrate 25% (< 45%) and fat 40% (> 35%) are out; protein 35% is at the top.
    expect(highlight?.title).toBe('Outside the usual ranges');
    expect(highlight?.facts).toEqual([
      { label: 'Carbohydrate', text: '25% (advised 45–65%)' },
      { label: 'Fat', text: '40% (advised 20–35%)' },
    ]);
  });

  it('takes a custom split that adds up to 100%, and refuses one that does not', () => {
    const custom = { split: 'custom', carbsPercent: '45', proteinPercent: '35', fatPercent: '20' };
    // 2,000 × 45% ÷ 4 = 225; × 35% ÷ 4 = 175; × 20% ÷ 9 = 44.44.
    const { results, steps } = shown(custom);
    expect(results!.carbs).toBe(225);
    expect(results!.protein).toBe(175);
    expect(results!.fat).toBeCloseTo(44.4444444, 6);
    expect(steps[0]).toBe('Split: Custom, 45% carbohydrate, 35% protein, 20% fat');
    expect(evaluate(macro, { ...custom, fatPercent: '15' }).errors).toEqual({
      fatPercent: 'The three shares must add up to 100% (now 95%)',
    });
  });

  it('gives 0 g of a macronutrient with a 0% share', () => {
    const texts = { split: 'custom', carbsPercent: '0', proteinPercent: '30', fatPercent: '70' };
    const { results } = shown(texts);
    expect(results!.carbs).toBe(0);
    // 2,000 × 70% ÷ 9 = 155.56.
    expect(results!.fat).toBeCloseTo(155.5555556, 6);
  });

  it('checks the calorie target and the shares at their limits', () => {
    const errors = (texts: Record<string, string>) => evaluate(macro, texts).errors;
    expect(errors({ calories: '' })).toEqual({ calories: 'Enter the calorie target' });
    expect(errors({ calories: '499' })).toEqual({
      calories: 'The calorie target must be at least 500 kcal a day',
    });
    expect(errors({ calories: '10001' })).toEqual({
      calories: 'The calorie target can be at most 10,000 kcal a day',
    });
    expect(errors({ calories: 'lots' })).toEqual({ calories: 'Enter a number' });
    expect(errors({ split: 'custom', carbsPercent: '-1' })).toEqual({
      carbsPercent: 'The carbohydrate share cannot be negative',
    });
    expect(errors({ calories: '500' })).toEqual({});
    expect(errors({ calories: '10000' })).toEqual({});
  });

  it('ignores the custom shares unless the split is custom', () => {
    const { results } = shown({ split: 'balanced', carbsPercent: '90', fatPercent: '90' });
    expect(results!.carbs).toBe(250);
  });
});
