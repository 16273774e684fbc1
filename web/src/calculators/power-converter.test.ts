import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './power-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const power: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for powers, worked by hand or with Python's decimal module:
//   hp = 550 × 0.3048 × 0.45359237 × 9.80665 = 745.69987158227022 W, exactly.

function show(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(power, inputs);
  if (!values || !results) return { errors };
  return {
    text: power.headline!.text(values, results, ''),
    steps: power.steps(values, results),
    results,
  };
}

describe('power converter', () => {
  it('opens on 100 hp in kW, exactly', () => {
    const shown = show({});
    expect(shown.text).toBe('100 horsepower = 74.569987158227022 kilowatts');
    expect(shown.results).toEqual({ result: 74.569987158227, factor: 0.74569987158227 });
    expect(shown.steps).toEqual([
      'Factors (exact, NIST SP 811): 1 hp = 745.69987158227022 W; 1 kW = 1,000 W.',
      'In watts: 100 × 745.69987158227022 = 74,569.987158227022 W.',
      'In kilowatts: 74,569.987158227022 ÷ 1,000 = 74.569987158227022 kW.',
      'Factor from horsepower to kilowatts: 745.69987158227022 ÷ 1,000 = 0.74569987158227022.',
    ]);
  });

  it('tells the three horsepowers apart', () => {
    // 150000 ÷ 745.69987158227022 = 201.153313…; ÷ 735.49875 = 203.943242…
    expect(show({ value: '150', from: 'kw', to: 'hp' }).text).toBe(
      '150 kilowatts ≈ 201.1533134 horsepower',
    );
    expect(show({ value: '150', from: 'kw', to: 'ps' }).text).toBe(
      '150 kilowatts ≈ 203.9432426 metric horsepower',
    );
    expect(show({ value: '1', from: 'hpe', to: 'w' }).text).toBe(
      '1 electric horsepower = 746 watts',
    );
  });

  it('works BTU per hour and tons of refrigeration as exact quotients', () => {
    // 12000 BTU/h is one ton: (12660670.23144 ÷ 3600) ÷ (1055.05585262 ÷ 3600) = 12000 exactly.
    expect(show({ value: '1', from: 'tr', to: 'btuh' }).text).toBe(
      '1 ton of refrigeration = 12,000 BTU per hour',
    );
    // 1055.05585262 ÷ 3600 = 0.29307107017222…
    expect(show({ value: '1', from: 'btuh', to: 'w' }).text).toBe(
      '1 BTU per hour ≈ 0.2930710702 watts',
    );
    expect(show({ value: '1.5', from: 'tr', to: 'kw' }).steps).toEqual([
      'Factors (exact, NIST SP 811): 1 TR = 12,660,670.23144 ÷ 3,600 W; 1 kW = 1,000 W.',
      'In watts: 1.5 × (12,660,670.23144 ÷ 3,600) = 5,275.2792631 W.',
      'In kilowatts: 1.5 × (12,660,670.23144 ÷ 3,600) ÷ 1,000 = 5.2752792631 kW.',
      'Factor from tons of refrigeration to kilowatts: (12,660,670.23144 ÷ 3,600) ÷ 1,000 ≈ 3.516852842.',
    ]);
  });

  it('takes 0, and says what is wrong with a negative or missing power', () => {
    expect(show({ value: '0' }).text).toBe('0 horsepower = 0 kilowatts');
    expect(show({ value: '-1' }).errors?.value).toBe('The power cannot be negative');
    expect(show({ value: 'lots' }).errors?.value).toBe('Enter the power as a number, such as 2.5');
  });
  it('matches every published reference case, within its stated rounding', () => {
    const checks = referenceChecks(power, '2026-11-29');
    expect(checks).toHaveLength(power.references.length);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      for (const figure of check.figures) {
        expect(figure.matches, `${figure.published} vs ${figure.ours}`).toBe(true);
      }
    }
  });
});
