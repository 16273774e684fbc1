import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calorie, { dailyChange } from './calorie-calculator.ts';

const base = { sex: 'male', age: '30', weight: '70', height: '175' };

describe('the calorie calculator', () => {
  it('moves the intake by 275 and 550 kcal a day for 0.25 and 0.5 kg a week', () => {
    // 7,700 × 0.25 ÷ 7 and 7,700 × 0.5 ÷ 7.
    expect(dailyChange(0.25)).toBe(275);
    expect(dailyChange(0.5)).toBe(550);
  });

  it('starts moderately active: 1,648.75 × 1.55, and the intakes around it', () => {
    const { results } = evaluate(calorie, {});
    expect(results).toEqual({
      maintain: 2555.5625,
      loseSlow: 2280.5625,
      loseFast: 2005.5625,
      gainSlow: 2830.5625,
      gainFast: 3105.5625,
      bmr: 1648.75,
    });
  });

  it.each([
    ['sedentary', 1.2],
    ['light', 1.375],
    ['moderate', 1.55],
    ['very', 1.725],
    ['extra', 1.9],
  ])('multiplies the BMR by the %s factor, %d', (activity, factor) => {
    const { results } = evaluate(calorie, { ...base, activity });
    expect(results?.maintain).toBeCloseTo(1648.75 * factor, 9);
  });

  it('reads an unknown activity in a link as the default, moderately active', () => {
    const { values } = evaluate(calorie, { ...base, activity: 'couch' });
    expect(values?.activity).toBe('moderate');
  });

  it('warns when the lowest intake falls under 1,200 kcal for a woman', () => {
    const texts = { sex: 'female', age: '60', weight: '45', height: '150' };
    const { values, results } = evaluate(calorie, { ...texts, activity: 'sedentary' });
    // BMR 450 + 937.5 − 300 − 161 = 926.5; × 1.2 = 1,111.8; − 550 = 561.8.
    expect(results?.loseFast).toBeCloseTo(561.8, 9);
    const box = calorie.highlight!(values as never, results as never);
    expect(box?.facts).toEqual([{ label: 'Lowest intake shown', text: '562 kcal a day' }]);
    expect(box?.text).toMatch(/^Eating fewer than about 1,200 kcal a day is not advised for women/);
  });

  it('says nothing when every intake is at least 1,500 kcal for a man', () => {
    const { values, results } = evaluate(calorie, base);
    expect(calorie.highlight!(values as never, results as never)).toBeNull();
  });
  it('writes the maintenance product in full before rounding it to a whole kcal', () => {
    // 1,648.75 × 1.55 = 2,555.5625 exactly (it read 2,555.56, rounded, with '=').
    const { values, results } = evaluate(calorie, {});
    expect(calorie.steps(values as never, results as never)).toContain(
      'Calories to keep your weight = BMR × 1.55 = 1,648.75 × 1.55 = 2,555.5625 ≈ 2,556 kcal',
    );
  });
});
