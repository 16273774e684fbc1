import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './pressure-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const pressure: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for pressures, worked independently with Python's decimal module:
//   psi = Decimal('4.4482216152605') / Decimal('0.00064516')   # 6894.757293168361…
//   torr = Decimal(101325) / 760                                # 133.3223684210526…

function show(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(pressure, inputs);
  if (!values || !results) return { errors };
  return {
    text: pressure.headline!.text(values, results, ''),
    caption: pressure.headline!.caption!(values, results, ''),
    steps: pressure.steps(values, results),
    results,
  };
}

describe('pressure converter', () => {
  it('opens on a 32 psi tyre in bar', () => {
    // 32 × 6894.757293168361… ÷ 100000 = 2.2063223338138…
    const shown = show({});
    expect(shown.text).toBe('32 pounds-force per square inch ≈ 2.206322334 bars');
    expect(shown.caption).toBe('Rounded to 10 significant digits. 1 psi ≈ 0.06894757293 bar');
    expect(shown.results).toEqual({ result: 2.20632233381388, factor: 0.0689475729316836 });
  });

  it('shows how psi, a quotient, was converted', () => {
    expect(show({}).steps).toEqual([
      'Factors (exact, NIST SP 811): 1 psi = 4.4482216152605 ÷ 0.00064516 Pa; 1 bar = 100,000 Pa.',
      'In pascals: 32 × (4.4482216152605 ÷ 0.00064516) ≈ 220,632.2334 Pa.',
      'In bars: 32 × (4.4482216152605 ÷ 0.00064516) ÷ 100,000 ≈ 2.206322334 bar.',
      'Factor from pounds-force per square inch to bars: (4.4482216152605 ÷ 0.00064516) ÷ 100,000 ≈ 0.06894757293.',
    ]);
  });

  it('knows when a quotient unit gives an exact result', () => {
    // 0.00064516 psi is one pound-force on a square metre: 4.4482216152605 Pa exactly.
    expect(show({ value: '0.00064516', from: 'psi', to: 'pa' }).text).toBe(
      '0.00064516 pounds-force per square inch = 4.4482216152605 pascals',
    );
    // 760 torr is one atmosphere by definition.
    expect(show({ value: '760', from: 'torr', to: 'atm' }).text).toBe(
      '760 torr = 1 standard atmosphere',
    );
    expect(show({ value: '1', from: 'torr', to: 'pa' }).text).toBe('1 torr ≈ 133.3223684 pascals');
  });

  it('converts the exact units exactly', () => {
    expect(show({ value: '1', from: 'atm', to: 'kpa' }).text).toBe(
      '1 standard atmosphere = 101.325 kilopascals',
    );
    expect(show({ value: '1013.25', from: 'hpa', to: 'atm' }).text).toBe(
      '1,013.25 hectopascals = 1 standard atmosphere',
    );
    // 133.322387415 × 25.4 = 3386.388640341.
    expect(show({ value: '1', from: 'inhg', to: 'mmhg' }).text).toBe(
      '1 inch of mercury = 25.4 millimetres of mercury',
    );
    expect(show({ value: '2', from: 'kgfcm2', to: 'kpa' }).text).toBe(
      '2 kilograms-force per square centimetre = 196.133 kilopascals',
    );
  });

  it('keeps the millimetre of mercury and the torr apart', () => {
    // 133.322387415 ÷ (101325 ÷ 760) = 1.00000014247…
    expect(show({ value: '1', from: 'mmhg', to: 'torr' }).text).toBe(
      '1 millimetre of mercury ≈ 1.000000142 torr',
    );
    // 101325 ÷ 6894.757293168361… = 14.695948775…
    expect(show({ value: '1', from: 'atm', to: 'psi' }).text).toBe(
      '1 standard atmosphere ≈ 14.69594878 pounds-force per square inch',
    );
  });

  it('lists the psi in pascals in its table, as a quotient', () => {
    const row = pressure.dataTable!.rows.find((each) => each[0]!.startsWith('Pounds-force'));
    expect(row).toEqual([
      'Pounds-force per square inch (psi)',
      '4.4482216152605 ÷ 0.00064516 ≈ 6,894.757293',
    ]);
    expect(pressure.dataTable!.rows[0]).toEqual(['Pascals (Pa)', '1']);
  });

  it('takes 0, and says what is wrong with a negative or missing pressure', () => {
    expect(show({ value: '0', from: 'psi', to: 'bar' }).text).toBe(
      '0 pounds-force per square inch = 0 bars',
    );
    expect(show({ value: '-1' }).errors?.value).toBe('The pressure cannot be negative');
    expect(show({ value: '' }).errors?.value).toBe('Enter the pressure to convert');
    expect(show({ value: 'high' }).errors?.value).toBe(
      'Enter the pressure as a number, such as 2.5',
    );
  });
  it('matches every published reference case, within its stated rounding', () => {
    const checks = referenceChecks(pressure, '2026-11-29');
    expect(checks).toHaveLength(pressure.references.length);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      for (const figure of check.figures) {
        expect(figure.matches, `${figure.published} vs ${figure.ours}`).toBe(true);
      }
    }
  });
});
