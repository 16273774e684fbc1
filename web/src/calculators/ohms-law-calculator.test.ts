import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import ohm, { decimalsFor } from './ohms-law-calculator.ts';

// Expected values worked out by hand (V = I × R, P = V × I = I²R = V²/R):
//   12 V, 2.5 A → R = 12 / 2.5 = 4.8 Ω, P = 30 W (OpenStax's headlight);
//   8 V, 4 Ω → I = 2 A, P = 64 / 4 = 16 W;  6 V, 30 W → I = 5 A, R = 36 / 30 = 1.2 Ω;
//   5 A, 15 Ω → V = 75 V, P = 25 × 15 = 375 W;  2 A, 50 W → V = 25 V, R = 50 / 4 = 12.5 Ω;
//   10 Ω, 2.5 W → V = √25 = 5 V, I = √0.25 = 0.5 A;  5 V, 1 MΩ → I = 5e-6 A, P = 2.5e-5 W.

const TODAY = '2026-11-29';
const BLANK = { voltage: '', current: '', resistance: '', power: '' };

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(ohm, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof ohm.steps>[0];
  const r = results as Parameters<typeof ohm.steps>[1];
  return {
    results: r,
    hidden: ohm.hiddenOutputs!(v),
    summary: ohm.summary!(v, r, TODAY),
    steps: ohm.steps(v, r),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(ohm, texts, TODAY).errors;

describe('the Ohm’s law calculator', () => {
  it('finds the resistance and power of 12 V at 2.5 A by default', () => {
    const { results, hidden, summary, steps } = shown({});
    expect(results).toEqual({ volts: 12, amps: 2.5, ohms: 4.8, watts: 30 });
    expect(hidden).toEqual(['volts', 'amps']);
    expect(summary).toBe('At 12 V and 2.5 A the resistance is 4.8 Ω and the power 30 W.');
    expect(steps).toEqual([
      'Given: voltage and current',
      'R = V ÷ I = 12 ÷ 2.5 = 4.8 Ω',
      'P = V × I = 12 × 2.5 = 30 W',
    ]);
  });

  it('works out the other two from any pair', () => {
    const vr = shown({ ...BLANK, voltage: '8', resistance: '4' });
    expect(vr.results).toEqual({ volts: 8, amps: 2, ohms: 4, watts: 16 });
    expect(vr.steps).toContain('P = V² ÷ R = 8² ÷ 4 = 16 W');

    const vp = shown({ ...BLANK, voltage: '6', power: '30' });
    expect(vp.results.amps).toBe(5);
    expect(vp.results.ohms).toBeCloseTo(1.2, 12);
    expect(vp.steps).toContain('R = V² ÷ P = 6² ÷ 30 = 1.2 Ω');

    const ir = shown({ ...BLANK, current: '5', resistance: '15' });
    expect(ir.results).toEqual({ volts: 75, amps: 5, ohms: 15, watts: 375 });
    expect(ir.hidden).toEqual(['amps', 'ohms']);

    const ip = shown({ ...BLANK, current: '2', power: '50' });
    expect(ip.results).toEqual({ volts: 25, amps: 2, ohms: 12.5, watts: 50 });
    expect(ip.steps).toContain('R = P ÷ I² = 50 ÷ 2² = 12.5 Ω');

    const rp = shown({ ...BLANK, resistance: '10', power: '2.5' });
    expect(rp.results).toEqual({ volts: 5, amps: 0.5, ohms: 10, watts: 2.5 });
    expect(rp.steps).toEqual([
      'Given: resistance and power',
      'V = √(P × R) = √(2.5 × 10) = 5 V',
      'I = √(P ÷ R) = √(2.5 ÷ 10) = 0.5 A',
    ]);
    expect(rp.summary).toBe('At 5 V and 0.5 A the resistance is 10 Ω and the power 2.5 W.');
  });

  it('reads a 0 as blank and shows tiny results to 4 significant digits', () => {
    const zero = shown({ voltage: '12', current: '0', resistance: '4', power: '0' });
    expect(zero.results).toEqual({ volts: 12, amps: 3, ohms: 4, watts: 36 });

    const tiny = shown({ ...BLANK, voltage: '5', resistance: '1000000' });
    expect(tiny.results.amps).toBeCloseTo(5e-6, 18);
    expect(tiny.results.watts).toBeCloseTo(2.5e-5, 18);
    expect(tiny.steps).toContain('I = V ÷ R = 5 ÷ 1,000,000 = 0.000005 A');
    expect(decimalsFor(5e-6)).toBe(9);
    expect(decimalsFor(4.8)).toBe(3);
    expect(decimalsFor(375)).toBe(2);
  });

  it('asks for exactly two values', () => {
    expect(errorsOf({ ...BLANK, voltage: '12' })).toEqual({
      current:
        'Enter one more of voltage, current, resistance and power: any two give the other two',
    });
    expect(errorsOf(BLANK)).toEqual({
      voltage: 'Enter two of voltage, current, resistance and power: any two give the other two',
    });
    expect(errorsOf({ voltage: '12', current: '2', resistance: '6', power: '' })).toEqual({
      resistance:
        'Only two values are needed: leave the resistance blank (or enter 0) to work it out from voltage and current',
    });
  });

  it('refuses negative and too large values', () => {
    expect(errorsOf({ voltage: '-5' }).voltage).toBe('The voltage cannot be negative');
    expect(errorsOf({ current: '2000000000' }).current).toBe(
      'The current can be at most 1,000,000,000 A',
    );
    expect(errorsOf({ current: 'abc' }).current).toBe('Enter a number');
  });

  it('passes its published reference cases', () => {
    expect(referenceChecks(ohm, TODAY).filter((c) => !c.matches)).toEqual([]);
  });

  it('says ≈ where a figure of the step is rounded: 1,000,000 ÷ 12 = 83,333.33… A', () => {
    const { steps } = shown({ ...BLANK, voltage: '12', power: '1000000' });
    expect(steps).toEqual([
      'Given: voltage and power',
      'I = P ÷ V = 1,000,000 ÷ 12 ≈ 83,333.3 A',
      'R = V² ÷ P = 12² ÷ 1,000,000 = 0.000144 Ω',
    ]);
  });
});
