import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import bmr from './bmr-calculator.ts';

const metric = { sex: 'male', age: '30', unit: 'metric', weight: '70', height: '175' };

describe('the BMR calculator', () => {
  it('starts on a 30-year-old man of 70 kg and 175 cm: 1,648.75 kcal', () => {
    const { results } = evaluate(bmr, {});
    // 700 + 1,093.75 − 150 + 5.
    expect(results?.bmr).toBe(1648.75);
    // 88.362 + 937.79 + 839.825 − 170.31.
    expect(results?.harrisBenedict).toBeCloseTo(1695.667, 9);
  });

  it('converts imperial measures first: 154 lbs, 5 ft 9 in', () => {
    const { results } = evaluate(bmr, {
      ...metric,
      unit: 'imperial',
      weightLbs: '154',
      heightFt: '5',
      heightIn: '9',
    });
    // 10 × 69.853168 + 6.25 × 175.26 − 150 + 5.
    expect(results?.bmr).toBeCloseTo(1648.90668, 9);
  });

  it('takes 166 kcal off for a woman of the same measures', () => {
    const man = evaluate(bmr, metric).results!.bmr!;
    const woman = evaluate(bmr, { ...metric, sex: 'female' }).results!.bmr!;
    expect(man - woman).toBe(166);
  });

  it('lists the calories of each activity level, BMR × factor to the kcal', () => {
    const { values, results } = evaluate(bmr, metric);
    const facts = bmr.facts!(values as never, results as never);
    expect(facts.map((fact) => fact.text)).toEqual([
      '1,979 kcal a day', // 1,978.5
      '2,267 kcal a day', // 2,267.03
      '2,556 kcal a day', // 2,555.56
      '2,844 kcal a day', // 2,844.09
      '3,133 kcal a day', // 3,132.63
    ]);
  });

  it('checks each field at its bounds', () => {
    const errors = (texts: Record<string, string>) => evaluate(bmr, { ...metric, ...texts }).errors;
    expect(errors({ age: '15' })).toEqual({});
    expect(errors({ age: '14' })).toEqual({ age: 'These equations are for ages 15 and over' });
    expect(errors({ age: '101' })).toEqual({ age: 'The age can be at most 100' });
    expect(errors({ age: '30.5' })).toEqual({ age: 'Enter your age in whole years' });
    expect(errors({ weight: '19.9' })).toEqual({ weight: 'The weight must be at least 20 kg' });
    expect(errors({ height: '250' })).toEqual({});
    expect(errors({ height: '250.1' })).toEqual({ height: 'The height can be at most 250 cm' });
    expect(errors({ weight: '' })).toEqual({ weight: 'Enter your weight' });
  });

  it('checks an imperial height as a whole, and reads blank inches as 0', () => {
    const imperial = { ...metric, unit: 'imperial', weightLbs: '154' };
    expect(evaluate(bmr, { ...imperial, heightFt: '3', heightIn: '3' }).errors).toEqual({
      heightFt: 'Enter a height of at least 3 ft 4 in',
    });
    const { results } = evaluate(bmr, { ...imperial, heightFt: '6', heightIn: '' });
    // 6 ft = 182.88 cm: 698.53168 + 1,143 − 150 + 5.
    expect(results?.bmr).toBeCloseTo(1696.53168, 9);
  });
});
