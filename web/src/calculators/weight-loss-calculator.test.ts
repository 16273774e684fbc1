import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import weightLoss from './weight-loss-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected figures worked out by hand: weight to lose × 7,700 kcal a kg (3,500 kcal a lb with
// both weights in pounds) ÷ the daily deficit, rounded up to whole days; dates counted on a
// calendar (29 November 2026 + 154 days: 1 + 31 + 31 + 28 + 31 + 30 + 2 = 154, 2 May 2027).

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(weightLoss, texts, TODAY);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results)
    return { ...evaluation, summary: '', steps: [], facts: [], highlight: null };
  return {
    ...evaluation,
    summary: weightLoss.summary!(values, results, TODAY),
    steps: weightLoss.steps(values, results),
    facts: weightLoss.facts!(values, results),
    highlight: weightLoss.highlight!(values, results),
  };
}

describe('the weight loss calculator', () => {
  it('opens on 90 kg to 80 kg at 500 kcal a day: 154 days, from today', () => {
    const { results, summary, steps, facts, highlight } = shown({});
    // 10 kg × 7,700 = 77,000 kcal ÷ 500 = 154 days = 22 weeks; 3,500 ÷ 7,700 = 0.4545 kg a week.
    expect(results).toEqual({
      days: 154,
      weeks: 22,
      perWeek: 3500 / 7700,
      toLose: 10,
      energy: 77000,
    });
    expect(summary).toBe(
      'At 500 kcal a day below what you burn, you would reach 80 kg on Sunday, May 2, 2027, ' +
        '154 days after November 29, 2026',
    );
    expect(steps).toEqual([
      'Weight to lose = 90 kg − 80 kg = 10 kg',
      'Total deficit = 10 kg × 7,700 kcal = 77,000 kcal',
      'Days = 77,000 ÷ 500 kcal a day = 154 days',
      'Weeks = 154.00 ÷ 7 = 22.0',
      'Loss a week = 500 × 7 ÷ 7,700 = 0.45 kg',
      'Goal date = November 29, 2026 + 154 days = Sunday, May 2, 2027',
    ]);
    expect(facts).toEqual([
      { label: 'Goal date', text: 'Sunday, May 2, 2027' },
      { label: 'Rule used', text: '7,700 kcal a kilogram' },
    ]);
    expect(highlight).toBeNull();
  });

  it('uses 3,500 kcal a pound with both weights in pounds', () => {
    const texts = {
      weight: '180',
      weightUnit: 'lb',
      goalWeight: '160',
      goalWeightUnit: 'lb',
      deficit: '500',
    };
    const { results, steps, facts } = shown(texts);
    // 20 lb × 3,500 = 70,000 kcal ÷ 500 = 140 days, 20 weeks, 1 lb a week.
    expect(results!.days).toBe(140);
    expect(results!.weeks).toBeCloseTo(20, 9);
    expect(results!.perWeek).toBeCloseTo(1, 9);
    expect(results!.toLose).toBeCloseTo(20, 9);
    expect(results!.energy).toBeCloseTo(70000, 6);
    expect(steps.slice(0, 2)).toEqual([
      'Weight to lose = 180 − 160 = 20 lb',
      'Total deficit = 20 lb × 3,500 kcal = 70,000 kcal',
    ]);
    expect(facts[1]).toEqual({ label: 'Rule used', text: '3,500 kcal a pound' });
  });

  it('rounds a part day up, and counts the date from a chosen start', () => {
    const texts = {
      weight: '215',
      weightUnit: 'lb',
      goalWeight: '145',
      goalWeightUnit: 'lb',
      deficit: '862',
      start: '2026-01-01',
    };
    const { results, steps, facts } = shown(texts);
    // 245,000 ÷ 862 = 284.22 → 285 days; 1 January 2026 + 285 days = 13 October 2026, a Tuesday.
    expect(results!.days).toBe(285);
    expect(results!.weeks).toBeCloseTo(245000 / 862 / 7, 9);
    expect(steps[2]).toBe('Days = 245,000 ÷ 862 kcal a day = 284.22, rounded up to 285 days');
    expect(facts[0]).toEqual({ label: 'Goal date', text: 'Tuesday, October 13, 2026' });
  });

  it('says the deficit as typed, decimals included', () => {
    // 10 kg × 7,700 = 77,000 kcal ÷ 499.5 = 154.15 → 155 days; the sentence said "500 kcal".
    const { results, summary } = shown({ deficit: '499.5' });
    expect(results!.days).toBe(155);
    expect(summary).toMatch(/^At 499\.5 kcal a day below what you burn/);
  });

  it('uses the kilogram rule for stones, and shows the loss in stones', () => {
    const texts = { weight: '14', weightUnit: 'st', goalWeight: '12', goalWeightUnit: 'st' };
    const { results, steps } = shown(texts);
    // 2 st = 12.70058636 kg × 7,700 = 97,794.51 kcal ÷ 500 = 195.59 → 196 days.
    expect(results!.energy).toBeCloseTo(97794.514972, 5);
    expect(results!.days).toBe(196);
    expect(results!.toLose).toBeCloseTo(2, 9);
    // 0.454545 kg a week ÷ 6.35029318 kg a stone = 0.0716 st.
    expect(results!.perWeek).toBeCloseTo(0.0715786566, 8);
    expect(steps[0]).toBe('Weight to lose in kg = 14 st − 12 st = 12.70058636 kg');
    expect(steps[4]).toBe('Loss a week = 500 × 7 ÷ 7,700 = 0.45 kg = 0.07 st');
  });

  it('warns about a deficit over 1,000 kcal a day', () => {
    const { highlight, results } = shown({ deficit: '1100' });
    // 77,000 ÷ 1,100 = 70 days.
    expect(results!.days).toBe(70);
    expect(highlight?.title).toBe('A large deficit');
    expect(highlight?.facts).toEqual([{ label: 'Your deficit', text: '1,100 kcal a day' }]);
    expect(shown({ deficit: '1000' }).highlight).toBeNull();
  });

  it('says the calorie rule overestimates long-term loss (Hall et al. 2011)', () => {
    expect(weightLoss.notes?.[0]).toMatch(/^The calorie rule overestimates long-term weight loss/);
    expect(weightLoss.notes?.[0]).toMatch(/Hall et al., The Lancet 2011/);
  });

  it('refuses a goal that is not below the current weight, and a zero deficit', () => {
    const errors = (texts: Record<string, string>) => evaluate(weightLoss, texts, TODAY).errors;
    expect(errors({ goalWeight: '90' })).toEqual({
      goalWeight: 'The goal weight must be below your current weight',
    });
    expect(errors({ goalWeight: '95' })).toEqual({
      goalWeight: 'The goal weight must be below your current weight',
    });
    expect(errors({ deficit: '0' })).toEqual({
      deficit: 'The daily deficit must be more than 0 kcal a day',
    });
    expect(errors({ deficit: '' })).toEqual({ deficit: 'Enter the daily deficit' });
    expect(errors({ deficit: '2501' })).toEqual({
      deficit: 'The daily deficit can be at most 2,500 kcal a day',
    });
    expect(errors({ weight: '' })).toEqual({ weight: 'Enter your current weight' });
    expect(errors({ goalWeight: '19' })).toEqual({
      goalWeight: 'The goal weight must be at least 20 kg',
    });
    expect(errors({ start: '2026-02-30' })).toEqual({ start: 'Enter a valid start date.' });
  });

  it('takes the smallest loss and deficit accepted', () => {
    // 0.1 kg × 7,700 = 770 kcal ÷ 1 = 770 days.
    const { results } = shown({ weight: '80.1', goalWeight: '80', deficit: '1' });
    expect(results!.days).toBe(770);
  });
});

describe('the weight loss calculator’s words', () => {
  it('shows a tiny weekly loss by its digits, not as 0.00', () => {
    // 3 kcal × 7 ÷ 7,700 = 0.0027272… kg a week.
    expect(wordsShown(weightLoss, { deficit: '3', weightUnit: 'kg' })).toMatch(
      /Loss a week = 3 × 7 ÷ 7,700 = 0\.002727 kg/,
    );
  });
});
