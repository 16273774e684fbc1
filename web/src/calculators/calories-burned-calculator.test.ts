import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import burned, { ACTIVITIES } from './calories-burned-calculator.ts';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(burned, texts);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    summary: burned.summary!(values as never, results as never, ''),
    facts: burned.facts!(values as never, results as never),
    steps: burned.steps!(values as never, results as never),
  };
}

describe('the calories burned calculator', () => {
  it('starts on 30 minutes of brisk walking at 70 kg: 4.8 × 70 × 0.5 = 168 kcal', () => {
    const shown = run({});
    expect(shown.results?.calories).toBeCloseTo(168, 9);
    expect(shown.results?.perHour).toBeCloseTo(336, 9);
    expect(shown.results?.perMinute).toBeCloseTo(5.6, 9);
    expect(shown.results?.met).toBe(4.8);
    expect(shown.summary).toBe(
      'Walking, 3.5–3.9 mph (5.6–6.3 km/h), brisk for 30 minutes at 70 kg',
    );
    expect(shown.steps).toEqual([
      'Walking, 3.5–3.9 mph (5.6–6.3 km/h), brisk: 4.8 MET (2024 Adult Compendium, code 17200).',
      'Time in hours = 30 ÷ 60 = 0.5 h',
      'Calories = MET × weight in kg × hours = 4.8 × 70 × 0.5 = 168 kcal',
      'Per hour = 4.8 × 70 = 336 kcal; per minute 5.6 kcal',
    ]);
    // 168 − 168 ÷ 4.8 = 168 − 35 = 133 kcal above resting.
    expect(shown.facts).toEqual([
      { label: 'Compendium code', text: '17200 (2024 Adult Compendium)' },
      { label: 'Intensity', text: '4.8 MET: moderate (light under 3, vigorous from 6)' },
      {
        label: 'Above resting',
        text: '133 kcal more than sitting still (1 MET) for the same time',
      },
    ]);
  });

  it('converts pounds exactly and says so in the steps', () => {
    // 154 lb × 0.45359237 = 69.85322498 kg; × 9.3 × 1 h = 649.6349923 kcal.
    const shown = run({ activity: 'running-6', weight: '154', weightUnit: 'lb', minutes: '60' });
    expect(shown.results?.calories).toBeCloseTo(649.6349923, 6);
    expect(shown.steps?.[1]).toBe('Weight in kg = 154 lb × 0.45359237 = 69.85322498 kg');
  });

  it('uses the 2024 values, which differ from 2011 for running and walking', () => {
    expect(ACTIVITIES['running-6']).toMatchObject({ code: '12050', met: 9.3 });
    expect(ACTIVITIES['walking-brisk']).toMatchObject({ code: '17200', met: 4.8 });
    expect(ACTIVITIES['cycling-fast']).toMatchObject({ code: '01040', met: 10 });
    // Every code is five digits, and the list has about 30 activities.
    for (const each of Object.values(ACTIVITIES)) expect(each.code).toMatch(/^\d{5}$/);
    expect(Object.keys(ACTIVITIES).length).toBeGreaterThanOrEqual(30);
  });

  it('takes the MET value of an activity not listed, and says it was typed', () => {
    // Health@work.hk's example: 7 MET × 70 kg × 0.5 h = 245 kcal.
    const shown = run({ activity: 'other', met: '7', weight: '70', minutes: '30' });
    expect(shown.results?.calories).toBeCloseTo(245, 9);
    expect(shown.results?.met).toBe(7);
    expect(shown.summary).toBe('Your activity for 30 minutes at 70 kg');
    expect(shown.steps?.[0]).toBe('Your activity: 7 MET, as typed.');
    expect(shown.facts?.map((fact) => fact.label)).toEqual(['Intensity', 'Above resting']);
    expect(run({ activity: 'other', met: '' }).errors).toEqual({
      met: 'Enter the MET value of the activity',
    });
    expect(run({ activity: 'other', met: '0.5' }).errors).toEqual({
      met: 'The MET value must be at least 1 (sitting quietly)',
    });
    // A listed activity ignores a MET value left in the address.
    expect(run({ activity: 'yoga', met: '12' }).results?.met).toBe(2.3);
  });

  it('takes 1 MET as 3.5 ml of oxygen per kg per minute when asked: 5% more', () => {
    // ACE's example: 10 × 3.5 × 68 ÷ 200 = 11.9 kcal a minute, × 30 = 357 kcal; × 60 = 714 an hour.
    const shown = run({
      activity: 'other',
      met: '10',
      weight: '68',
      perMet: 'oxygen',
      minutes: '30',
    });
    expect(shown.results?.perMinute).toBeCloseTo(11.9, 9);
    expect(shown.results?.calories).toBeCloseTo(357, 9);
    expect(shown.results?.perHour).toBeCloseTo(714, 9);
    expect(shown.summary).toBe(
      'Your activity for 30 minutes at 68 kg, 1 MET taken as 3.5 ml of oxygen per kg per minute',
    );
    expect(shown.steps?.slice(1)).toEqual([
      'Per minute = MET × 3.5 × weight in kg ÷ 200 = 10 × 3.5 × 68 ÷ 200 = 11.9 kcal',
      'Calories = per minute × minutes = 11.9 × 30 = 357 kcal',
      'Per hour = 11.9 × 60 = 714 kcal',
    ]);
    // The Compendium's 1 kcal per kg per hour: 10 × 68 × 0.5 = 340 kcal.
    expect(run({ activity: 'other', met: '10', weight: '68' }).results?.calories).toBeCloseTo(
      340,
      9,
    );
  });

  it('calls light, moderate and vigorous by the MET thresholds', () => {
    expect(run({ activity: 'yoga' }).facts?.[1]?.text).toBe(
      '2.3 MET: light (light under 3, vigorous from 6)',
    );
    expect(run({ activity: 'hiit' }).facts?.[1]?.text).toBe(
      '11 MET: vigorous (light under 3, vigorous from 6)',
    );
  });

  it('takes the whole day at most and refuses 0 minutes', () => {
    // 14.8 × 400 kg × 24 h = 142,080 kcal at the limits.
    expect(
      run({ activity: 'running-10', weight: '400', minutes: '1440' }).results?.calories,
    ).toBeCloseTo(142080, 6);
    expect(run({ minutes: '0' }).errors).toEqual({
      minutes: 'The time must be more than 0 minutes',
    });
    expect(run({ minutes: '1441' }).errors).toEqual({
      minutes: 'The time can be at most 1,440 minutes (24 hours)',
    });
    expect(run({ minutes: '' }).errors).toEqual({
      minutes: 'Enter the minutes you spent on the activity',
    });
    expect(run({ weight: '' }).errors).toEqual({ weight: 'Enter your weight' });
  });

  it('reads an unknown activity in a link as the default', () => {
    expect(run({ activity: 'couch' }).results?.met).toBe(4.8);
  });

  it('says = where the figures shown work out exactly and ≈ where one is rounded', () => {
    const stepsOf = (texts: Record<string, string>) => {
      const { values, results } = evaluate(burned, texts, '2026-12-04');
      return burned.steps(values as never, results as never, { advice: true });
    };
    // 5.88 kcal a minute × 60 = 352.8, shown whole as 353.
    expect(stepsOf({ met: '25', perMet: 'oxygen' })).toContain(
      'Per hour = 5.88 × 60 = 352.8 ≈ 353 kcal',
    );
    // 154 lb × 0.45359237 = 69.85322498 kg exactly; 20 minutes are 1/3 h, rounded where shown, so the
    // product is written with 20 ÷ 60: 4.8 × 69.85322498 × 20 ÷ 60 = 111.765159968 exactly;
    // 4.8 × 69.85322498 = 335.295479904 kcal an hour.
    expect(stepsOf({ weight: '154', weightUnit: 'lb', minutes: '20' }).slice(1)).toEqual([
      'Weight in kg = 154 lb × 0.45359237 = 69.85322498 kg',
      'Time in hours = 20 ÷ 60 ≈ 0.3333333333 h',
      'Calories = MET × weight in kg × hours = 4.8 × 69.85322498 × 20 ÷ 60 = 111.765159968 ≈ 112 kcal',
      'Per hour = 4.8 × 69.85322498 = 335.295479904 ≈ 335 kcal; per minute 5.6 kcal',
    ]);
    // 154.3 lb = 69.9893026910 kg… to 10 decimals (exactly 69.989302691); per minute
    // 4.8 × 3.5 × 69.989302691 ÷ 200 = 5.879101426044, shown 5.879101426: the rest say ≈.
    expect(
      stepsOf({ weight: '154.3', weightUnit: 'lb', minutes: '17', perMet: 'oxygen' }).slice(2),
    ).toEqual([
      'Per minute = MET × 3.5 × weight in kg ÷ 200 = 4.8 × 3.5 × 69.989302691 ÷ 200 ≈ 5.879101426 kcal',
      'Calories = per minute × minutes = 5.879101426 × 17 ≈ 100 kcal',
      'Per hour = 5.879101426 × 60 ≈ 353 kcal',
    ]);
    // 154.123 lb × 0.45359237 = 69.90901684151…, past the 10 decimals shown.
    expect(stepsOf({ weight: '154.123', weightUnit: 'lb' })[1]).toBe(
      'Weight in kg = 154.123 lb × 0.45359237 ≈ 69.9090168415 kg',
    );
  });

  it('says ≈ where the hours are rounded: 1 minute is 0.01666… h', () => {
    const steps = (texts: Record<string, string>) => {
      const { values, results } = evaluate(burned, texts, '2026-12-04');
      return burned.steps(values as never, results as never, { advice: true });
    };
    expect(steps({ minutes: '1' })).toContain('Time in hours = 1 ÷ 60 ≈ 0.0166666667 h');
    expect(steps({ minutes: '30' })).toContain('Time in hours = 30 ÷ 60 = 0.5 h');
  });
});
