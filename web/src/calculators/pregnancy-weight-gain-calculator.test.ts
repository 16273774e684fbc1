import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gain, { gainByWeek, GUIDELINES, guidelineFor } from './pregnancy-weight-gain-calculator.ts';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(gain, texts);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: gain.headline!.text(values as never, results as never, ''),
    caption: gain.headline!.caption(values as never, results as never, ''),
    summary: gain.summary!(values as never, results as never, ''),
    hidden: gain.hiddenOutputs!(values as never),
    facts: gain.facts!(values as never, results as never),
    steps: gain.steps!(values as never, results as never),
  };
}

describe('the pregnancy weight gain calculator', () => {
  it('starts at 70 kg and 175 cm, week 20, one baby', () => {
    // BMI 70 ÷ 1.75² = 22.857: healthy weight, 11.5–16 kg. Week 20: 0.5 + 7 × 0.35 = 2.95 to
    // 2 + 7 × 0.5 = 5.5 kg.
    const shown = run({});
    expect(shown.results?.bmi).toBeCloseTo(22.857142857, 8);
    expect(shown.results).toMatchObject({ totalLow: 11.5, totalHigh: 16 });
    expect(shown.results?.weekLow).toBeCloseTo(2.95, 9);
    expect(shown.results?.weekHigh).toBeCloseTo(5.5, 9);
    expect(shown.headline).toBe('11.5 to 16 kg');
    expect(shown.caption).toBe(
      'BMI before pregnancy 22.9: healthy weight. By the end of week 20: 2.95 to 5.5 kg.',
    );
    expect(shown.summary).toBe('One baby, week 20');
    expect(shown.hidden).toEqual(['totalLowLb', 'totalHighLb', 'weekLowLb', 'weekHighLb']);
    expect(shown.steps).toEqual([
      // 70 ÷ 3.0625 = 22.857142…: '≈ 22.86'.
      'BMI before pregnancy = 70 ÷ 1.75² ≈ 22.86, shown as 22.9: healthy weight (18.5–24.9).',
      'IOM 2009 Table S-1, healthy weight: total 11.5 to 16 kg (25 to 35 lb); 0.35 to 0.5 kg a ' +
        'week after the first trimester, which assumes 0.5 to 2 kg.',
      'By week 20: 0.5 + 7 × 0.35 to 2 + 7 × 0.5 = 2.95 to 5.5 kg.',
    ]);
    // Week 1: 0.5 ÷ 13 = 0.0385 and 2 ÷ 13 = 0.1538, shown 0.04 and 0.15: '≈'.
    expect(run({ week: '1' }).steps?.at(-1)).toBe(
      'By week 1 (first trimester): 0.5 × 1 ÷ 13 to 2 × 1 ÷ 13 ≈ 0.04 to 0.15 kg.',
    );
  });

  it('uses the report’s pound figures when the weight is in pounds', () => {
    // 140 lb at 65 in: 63.5029 kg ÷ 1.651² = 23.297. Week 20: 1.1 + 7 × 0.8 = 6.7 to 4.4 + 7 = 11.4 lb.
    const shown = run({ weight: '140', weightUnit: 'lb', height: '65', heightUnit: 'in' });
    expect(shown.results?.bmi).toBeCloseTo(23.297, 3);
    expect(shown.headline).toBe('25 to 35 lb');
    expect(shown.results?.weekLowLb).toBeCloseTo(6.7, 9);
    expect(shown.results?.weekHighLb).toBeCloseTo(11.4, 9);
    expect(shown.hidden).toEqual(['totalLow', 'totalHigh', 'weekLow', 'weekHigh']);
    expect(shown.facts?.[1]).toEqual({
      label: 'Weekly gain in the 2nd and 3rd trimesters',
      text: '0.8 to 1 lb a week',
    });
  });

  it('spreads the first-trimester 0.5–2 kg over weeks 1 to 13', () => {
    const healthy = GUIDELINES[1]!;
    // Week 1: 0.5 ÷ 13 = 0.03846 to 2 ÷ 13 = 0.15385; week 13: 0.5 to 2.
    const [low1, high1] = gainByWeek(healthy, 1, 'kg');
    expect(low1).toBeCloseTo(0.0384615, 6);
    expect(high1).toBeCloseTo(0.1538462, 6);
    expect(gainByWeek(healthy, 13, 'kg')).toEqual([0.5, 2]);
    // Week 14, obese: 0.5 + 0.17 = 0.67 to 2 + 0.27 = 2.27.
    const [low, high] = gainByWeek(GUIDELINES[3]!, 14, 'kg');
    expect(low).toBeCloseTo(0.67, 9);
    expect(high).toBeCloseTo(2.27, 9);
    // Week 42, underweight: 0.5 + 29 × 0.44 = 13.26 to 2 + 29 × 0.58 = 18.82.
    const [low42, high42] = gainByWeek(GUIDELINES[0]!, 42, 'kg');
    expect(low42).toBeCloseTo(13.26, 9);
    expect(high42).toBeCloseTo(18.82, 9);
  });

  it('reads the category from the BMI rounded to one decimal', () => {
    expect(guidelineFor(18.449).name).toBe('Underweight');
    expect(guidelineFor(18.45).name).toBe('Healthy weight');
    expect(guidelineFor(24.96).name).toBe('Overweight');
    expect(guidelineFor(29.94).name).toBe('Overweight');
    expect(guidelineFor(29.95).name).toBe('Obese');
  });

  it('gives the provisional twin totals, without a weekly range', () => {
    // 70 kg, 175 cm, healthy: twins 17–25 kg (37–54 lb).
    const shown = run({ twins: 'yes' });
    expect(shown.results).toMatchObject({
      totalLow: 17,
      totalHigh: 25,
      totalLowLb: 37,
      totalHighLb: 54,
    });
    expect(shown.headline).toBe('17 to 25 kg');
    expect(shown.caption).toBe(
      'BMI before pregnancy 22.9: healthy weight. Provisional range for twins, to term.',
    );
    expect(shown.hidden).toEqual(
      expect.arrayContaining(['weekLow', 'weekHigh', 'weekLowLb', 'weekHighLb']),
    );
    expect(shown.steps?.at(-1)).toBe(
      'IOM 2009 provisional guideline for twins, healthy weight: 17 to 25 kg (37 to 54 lb) to term.',
    );
  });

  it('refuses twins with a BMI under 18.5, and weeks out of range', () => {
    expect(run({ weight: '50', height: '175', twins: 'yes' }).errors).toEqual({
      twins:
        'The IOM guidelines give no twin range for a BMI under 18.5: ask your midwife or doctor',
    });
    expect(run({ week: '0' }).errors).toEqual({ week: 'The week must be at least 1' });
    expect(run({ week: '43' }).errors).toEqual({ week: 'The week can be at most 42' });
    expect(run({ week: '20.5' }).errors).toEqual({ week: 'Enter the week in whole weeks' });
    expect(run({ weight: '' }).errors).toEqual({ weight: 'Enter your weight' });
  });
});
