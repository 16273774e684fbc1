import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import bmr from './bmr-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

const metric = { sex: 'male', age: '30', weight: '70', height: '175' };

describe('the BMR calculator', () => {
  it('starts on a 30-year-old man of 70 kg and 175 cm: 1,648.75 kcal', () => {
    const { results } = evaluate(bmr, {});
    // 700 + 1,093.75 − 150 + 5.
    expect(results?.bmr).toBe(1648.75);
    // 88.362 + 937.79 + 839.825 − 170.31.
    expect(results?.harrisBenedict).toBeCloseTo(1695.667, 9);
  });

  it('works in kg and cm whatever the units typed: 154 lb, 69 in', () => {
    const { results } = evaluate(bmr, {
      ...metric,
      weight: '154',
      weightUnit: 'lb',
      height: '69',
      heightUnit: 'in',
    });
    // 154 × 0.45359237 = 69.85322498 kg, 69 × 2.54 = 175.26 cm:
    // 10 × 69.85322498 + 6.25 × 175.26 − 150 + 5.
    expect(results?.bmr).toBeCloseTo(1648.9072498, 9);
  });

  it('says the conversions in its steps, and the measures as typed', () => {
    const texts = { ...metric, weight: '11', weightUnit: 'st', height: '1.75', heightUnit: 'm' };
    const { values, results } = evaluate(bmr, texts);
    expect(bmr.summary!(values as never, results as never, '')).toBe(
      'For a 30-year-old man, 11 st and 1.75 m',
    );
    expect(bmr.steps(values as never, results as never).slice(0, 2)).toEqual([
      'Weight in kg = 11 st × 6.35029318 = 69.85322498 kg',
      'Height in cm = 1.75 m × 100 = 175 cm',
    ]);
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

  it('opens a link of its imperial fields on the same measures', () => {
    const texts = bmr.formerLinks!.read({
      unit: 'imperial',
      weightLbs: '154',
      heightFt: '5',
      heightIn: '9',
    });
    expect(texts).toEqual({ weight: '154', weightUnit: 'lb', height: '69', heightUnit: 'in' });
    expect(evaluate(bmr, { ...metric, ...texts }).results?.bmr).toBeCloseTo(1648.9072498, 9);
  });
});

describe('the BMR calculator’s words', () => {
  it('says “an 18-year-old”, as it is read aloud', () => {
    expect(wordsShown(bmr, { age: '18' })).toMatch(/For an 18-year-old/);
    expect(wordsShown(bmr, { age: '30' })).toMatch(/For a 30-year-old/);
  });
});
