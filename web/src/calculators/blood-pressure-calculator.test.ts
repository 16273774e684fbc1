import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import bloodPressure, { bloodPressureCategory } from './blood-pressure-calculator.ts';

// Categories from Whelton et al. 2017 (Table 6) and the AHA chart; MAP = DBP + (SBP − DBP) ÷ 3,
// worked by hand.

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(bloodPressure, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results) {
    return {
      ...evaluation,
      headline: '',
      caption: '',
      summary: '',
      facts: [],
      steps: [],
      highlight: null,
    };
  }
  return {
    ...evaluation,
    headline: bloodPressure.headline!.text(values, results, '2026-11-29'),
    caption: bloodPressure.headline!.caption(values, results, '2026-11-29'),
    summary: bloodPressure.summary!(values, results, '2026-11-29'),
    facts: bloodPressure.facts!(values, results),
    steps: bloodPressure.steps(values, results),
    highlight: bloodPressure.highlight!(values, results),
  };
}

const categoryOf = (systolic: number, diastolic: number) =>
  ['Normal', 'Elevated', 'Stage 1 hypertension', 'Stage 2 hypertension', 'Hypertensive crisis'][
    bloodPressureCategory(systolic, diastolic) - 1
  ];

describe('the blood pressure calculator', () => {
  it('opens on 118/76: normal, MAP 90.0 and pulse pressure 42 mmHg', () => {
    const page = shown({});
    expect(page.results).toEqual({ category: 1, meanArterial: 90, pulsePressure: 42 });
    expect(page.headline).toBe('Normal');
    expect(page.caption).toBe(
      'Systolic under 120 and diastolic under 80 mmHg. Both numbers are in this range.',
    );
    expect(page.summary).toBe('For a reading of 118/76 mmHg');
    expect(page.facts).toEqual([
      { label: 'Mean arterial pressure', text: '90.0 mmHg' },
      { label: 'Pulse pressure', text: '42 mmHg' },
    ]);
    expect(page.highlight).toBeNull();
    expect(page.steps).toEqual([
      'Systolic 118 mmHg on its own: Normal',
      'Diastolic 76 mmHg on its own: Normal',
      'The higher of the two: Normal',
      'Pulse pressure = systolic − diastolic = 118 − 76 = 42 mmHg',
      'Mean arterial pressure = diastolic + pulse pressure ÷ 3 = 76 + 42 ÷ 3 = 90.0 mmHg',
    ]);
  });

  it('moves up a category at each systolic boundary', () => {
    expect(categoryOf(119, 79)).toBe('Normal');
    expect(categoryOf(120, 79)).toBe('Elevated');
    expect(categoryOf(129, 79)).toBe('Elevated');
    expect(categoryOf(130, 79)).toBe('Stage 1 hypertension');
    expect(categoryOf(139, 79)).toBe('Stage 1 hypertension');
    expect(categoryOf(140, 79)).toBe('Stage 2 hypertension');
    expect(categoryOf(180, 79)).toBe('Stage 2 hypertension');
    expect(categoryOf(181, 79)).toBe('Hypertensive crisis');
  });

  it('moves up a category at each diastolic boundary, with no elevated range', () => {
    expect(categoryOf(110, 79)).toBe('Normal');
    expect(categoryOf(110, 80)).toBe('Stage 1 hypertension');
    expect(categoryOf(119, 89)).toBe('Stage 1 hypertension');
    expect(categoryOf(119, 90)).toBe('Stage 2 hypertension');
    expect(categoryOf(150, 120)).toBe('Stage 2 hypertension');
    expect(categoryOf(150, 121)).toBe('Hypertensive crisis');
  });

  it('takes the higher category of the two numbers and says which set it', () => {
    const diastolic = shown({ systolic: '125', diastolic: '85' });
    expect(diastolic.headline).toBe('Stage 1 hypertension');
    expect(diastolic.caption).toBe(
      'Systolic 130–139 or diastolic 80–89 mmHg. Your diastolic number, 85, puts the reading ' +
        'here: the higher category of the two counts.',
    );
    expect(diastolic.steps.slice(0, 3)).toEqual([
      'Systolic 125 mmHg on its own: Elevated',
      'Diastolic 85 mmHg on its own: Stage 1 hypertension',
      'The higher of the two: Stage 1 hypertension',
    ]);
    const systolic = shown({ systolic: '145', diastolic: '85' });
    expect(systolic.headline).toBe('Stage 2 hypertension');
    expect(systolic.caption).toBe(
      'Systolic 140 or more, or diastolic 90 or more. Your systolic number, 145, puts the ' +
        'reading here.',
    );
  });

  it('works out the mean arterial and pulse pressures', () => {
    // 120/80: 80 + 40/3 = 93.33; 130/85: 85 + 45/3 = 100.
    expect(shown({ systolic: '120', diastolic: '80' }).results).toEqual({
      category: 3,
      meanArterial: 80 + 40 / 3,
      pulsePressure: 40,
    });
    const page = shown({ systolic: '130', diastolic: '85' });
    expect(page.results!.meanArterial).toBe(100);
    expect(page.facts[0]).toEqual({ label: 'Mean arterial pressure', text: '100.0 mmHg' });
  });

  it('warns of a hypertensive crisis in a boxed note', () => {
    const page = shown({ systolic: '185', diastolic: '110' });
    expect(page.headline).toBe('Hypertensive crisis');
    expect(page.highlight?.title).toBe('A reading this high needs attention now');
    expect(page.highlight?.text).toMatch(/^Wait five minutes and measure again\./);
  });

  it('notes a low reading under 90/60', () => {
    const page = shown({ systolic: '85', diastolic: '55' });
    expect(page.headline).toBe('Normal');
    // 55 + 30/3 = 65.
    expect(page.facts).toEqual([
      { label: 'Mean arterial pressure', text: '65.0 mmHg' },
      { label: 'Pulse pressure', text: '30 mmHg' },
      {
        label: 'Low reading',
        text:
          'Under 90/60 mmHg is usually called low blood pressure. It is often harmless, but see ' +
          'a doctor if you feel dizzy or faint.',
      },
    ]);
    expect(shown({ systolic: '90', diastolic: '60' }).facts).toHaveLength(2);
  });

  it('checks each number and that the diastolic is the lower', () => {
    const errors = (texts: Record<string, string>) => evaluate(bloodPressure, texts).errors;
    expect(errors({ systolic: '' })).toEqual({ systolic: 'Enter the systolic (top) number' });
    expect(errors({ diastolic: '' })).toEqual({ diastolic: 'Enter the diastolic (bottom) number' });
    expect(errors({ systolic: '49' })).toEqual({
      systolic: 'The systolic pressure must be at least 50 mmHg',
    });
    expect(errors({ systolic: '301' })).toEqual({
      systolic: 'The systolic pressure can be at most 300 mmHg',
    });
    expect(errors({ diastolic: '29' })).toEqual({
      diastolic: 'The diastolic pressure must be at least 30 mmHg',
    });
    expect(errors({ systolic: '120.5' })).toEqual({
      systolic: 'Enter the systolic pressure in whole mmHg',
    });
    const message = 'The diastolic (bottom) number must be lower than the systolic (top) one';
    expect(errors({ systolic: '80', diastolic: '80' })).toEqual({ diastolic: message });
    expect(errors({ systolic: '80', diastolic: '120' })).toEqual({ diastolic: message });
    expect(errors({ systolic: '81', diastolic: '80' })).toEqual({});
  });
});
