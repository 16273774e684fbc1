import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './energy-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const energy: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for energies, worked by hand or with Python's decimal module.

function show(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(energy, inputs);
  if (!values || !results) return { errors };
  return {
    text: energy.headline!.text(values, results, ''),
    steps: energy.steps(values, results),
    results,
  };
}

describe('energy converter', () => {
  it('opens on a kilowatt-hour in BTU', () => {
    // 3600000 ÷ 1055.05585262 = 3412.14163312794…
    const shown = show({});
    expect(shown.text).toBe('1 kilowatt-hour ≈ 3,412.141633 British thermal units');
    expect(shown.results).toEqual({ result: 3412.14163312794, factor: 3412.14163312794 });
    expect(shown.steps).toEqual([
      'Factors (exact, NIST SP 811): 1 kWh = 3,600,000 J; 1 BTU = 1,055.05585262 J.',
      'In joules: 1 × 3,600,000 = 3,600,000 J.',
      'In British thermal units: 3,600,000 ÷ 1,055.05585262 ≈ 3,412.141633 BTU.',
      'Factor from kilowatt-hours to British thermal units: 3,600,000 ÷ 1,055.05585262 ≈ 3,412.141633.',
    ]);
  });

  it('uses the thermochemical calorie, and offers the IT one beside it', () => {
    // 2000 × 4.184 = 8368.
    expect(show({ value: '2000', from: 'kcal', to: 'kj' }).text).toBe(
      '2,000 kilocalories = 8,368 kilojoules',
    );
    // 4186.8 ÷ 4184 = 1.000669216…
    expect(show({ value: '1', from: 'kcalit', to: 'kcal' }).text).toBe(
      '1 International Table kilocalorie ≈ 1.000669216 kilocalories',
    );
    expect(show({ value: '1', from: 'calit', to: 'j' }).text).toBe(
      '1 International Table calorie = 4.1868 joules',
    );
  });

  it('makes a kilowatt-hour 3.6 MJ and a therm 100,000 BTU, exactly', () => {
    expect(show({ value: '1', from: 'kwh', to: 'mj' }).text).toBe(
      '1 kilowatt-hour = 3.6 megajoules',
    );
    expect(show({ value: '2.5', from: 'therm', to: 'btu' }).text).toBe(
      '2.5 therms = 250,000 British thermal units',
    );
    expect(show({ value: '1', from: 'wh', to: 'j' }).steps).toEqual([
      'Factors (exact, NIST SP 811): 1 Wh = 3,600 J.',
      'In joules: 1 × 3,600 = 3,600 J.',
    ]);
  });

  it('takes 0, and says what is wrong with a negative or missing energy', () => {
    expect(show({ value: '0' }).text).toBe('0 kilowatt-hours = 0 British thermal units');
    expect(show({ value: '-5' }).errors?.value).toBe('The energy cannot be negative');
    expect(show({ value: '' }).errors?.value).toBe('Enter the energy to convert');
  });
  it('matches every published reference case, within its stated rounding', () => {
    const checks = referenceChecks(energy, '2026-11-29');
    expect(checks).toHaveLength(energy.references.length);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      for (const figure of check.figures) {
        expect(figure.matches, `${figure.published} vs ${figure.ours}`).toBe(true);
      }
    }
  });
});
