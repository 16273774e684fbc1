import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './electrical-power-calculator.ts';

// Expected values worked out independently with Python (math.sqrt(3) = 1.7320508…):
//   DC 12 V × 5 A = 60 W, R = 2.4 Ω;  DC 6 V, 30 W → I = 5 A;
//   single-phase 230 V × 10 A = 2300 VA; × 0.85 = 1955 W; Q = √(2300² − 1955²) = 1211.600 var;
//   three-phase √3 × 400 × 20 = 13856.406 VA; × 0.85 = 11777.945 W (shown 11777.95 W);
//     Q = √(13856.406² − 11777.95²) = 7299.31 var;
//   5000 / (√3 × 400 × 8.6) = 0.83917 (shown 0.839);  1200 / (120 × 0.9) = 11.111 A;
//   3000 / (230 × 0.9) = 14.4928 A;  11777.95 / (√3 × 20 × 0.85) = 400.0 V.

const TODAY = '2026-11-29';
const [dcTab, singleTab] = calculator.tabs;
const threeTab = calculator.tabs[2]!;

function run(mode: AnyMode, texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values!;
  const results = evaluation.results!;
  return {
    values: values as Record<string, number>,
    results,
    summary: mode.summary!(values, results, TODAY),
    steps: mode.steps(values, results),
  };
}

const errorsOf = (mode: AnyMode, texts: Record<string, string>) =>
  evaluate(mode, texts, TODAY).errors;

describe('the electrical power calculator', () => {
  it('has DC, single-phase and three-phase tabs', () => {
    expect(calculator.param).toBe('system');
    expect(calculator.tabs.map((tab) => tab.id)).toEqual(['dc', 'single', 'three']);
  });

  it('works out DC power by default: 12 V × 5 A = 60 W', () => {
    const { values, results, summary, steps } = run(dcTab.mode, {});
    expect(values.power).toBe(60);
    expect(results).toEqual({ kw: 0.06, ohms: 2.4 });
    expect(summary).toBe('12 V at 5 A is 60 W (0.06 kW) of DC power.');
    expect(steps).toEqual([
      'P = V × I = 12 × 5 = 60 W',
      'In kilowatts: 60 ÷ 1,000 = 0.06 kW',
      'Load resistance R = V ÷ I = 12 ÷ 5 = 2.4 Ω',
    ]);
  });

  it('solves DC for the current or the voltage', () => {
    const current = run(dcTab.mode, { solve: 'current', voltage: '6', power: '30' });
    expect(current.values.current).toBe(5);
    const voltage = run(dcTab.mode, { solve: 'voltage', current: '0.5', power: '2.5' });
    expect(voltage.values.voltage).toBe(5);
  });

  it('solves a power too small for its 2 decimals, not refusing it as 0 W', () => {
    // 0.001 V × 0.001 A = 0.000001 W; 1 V × 1 A × 0.001 = 0.001 W.
    expect(run(dcTab.mode, { voltage: '0.001', current: '0.001' }).values.power).toBeCloseTo(
      0.000001,
      15,
    );
    const single = run(singleTab!.mode, { voltage: '1', current: '1', powerFactor: '0.001' });
    expect(single.values.power).toBeCloseTo(0.001, 15);
  });

  it('works the other figures from a solved value as found, not as rounded to show', () => {
    // √3 × V × 15 = 1,800 W at PF 1: V = 69.282032 (shown 69.28 V); S = 1,800 VA exactly, not the
    // 1,799.95 VA of 69.28 V, which put the real power above the apparent and the PF at 1.00003.
    const { results, summary, steps } = run(threeTab.mode, {
      solve: 'voltage',
      current: '15',
      power: '1800',
      powerFactor: '1',
    });
    expect(results.kva).toBeCloseTo(1.8, 12);
    expect(results.kvar).toBeCloseTo(0, 9);
    expect(summary).toContain('1.8 kW of real power and 1.8 kVA apparent power');
    expect(steps[2]).toBe('Power factor PF = P ÷ S = 1,800 ÷ 1,800 = 1');
  });

  it('works out single-phase power with the power factor by default', () => {
    const { values, results, summary, steps } = run(singleTab.mode, {});
    expect(values.power).toBe(1955);
    expect(results.kw).toBeCloseTo(1.955, 12);
    expect(results.kva).toBeCloseTo(2.3, 12);
    expect(results.kvar).toBeCloseTo(1.2116, 4);
    expect(summary).toBe(
      'Single-phase 230 V at 10 A and a power factor of 0.85 is 1.955 kW of real power and 2.3 kVA apparent power.',
    );
    expect(steps).toEqual([
      'Apparent power S = V × I = 230 × 10 = 2,300 VA = 2.3 kVA',
      'Real power P = S × PF = 2,300 × 0.85 = 1,955 W = 1.955 kW',
      'Power factor PF = P ÷ S = 1,955 ÷ 2,300 = 0.85',
      'Reactive power Q = √(S² − P²) = √(2,300² − 1,955²) ≈ 1,211.6 var = 1.2116 kvar',
    ]);
  });

  it('rounds an exact half up in the summary and steps, as in the result row', () => {
    // 230 V × 100.5 A × 0.85 = 19,647.75 W exactly: 19.64775 kW, 19.6478 to 4 decimals half up
    // (as a double 19.64775 sits a hair below, which rounding its binary value would cut).
    const { results, summary, steps } = run(singleTab.mode, { current: '100.5' });
    expect(results.kw).toBeCloseTo(19.64775, 12);
    expect(summary).toBe(
      'Single-phase 230 V at 100.5 A and a power factor of 0.85 is 19.6478 kW of real power and 23.115 kVA apparent power.',
    );
    expect(steps[1]).toBe('Real power P = S × PF = 23,115 × 0.85 ≈ 19,647.8 W = 19.6478 kW');
  });

  it('solves single-phase for the current', () => {
    expect(
      run(singleTab.mode, { solve: 'current', voltage: '120', powerFactor: '0.9', power: '1200' })
        .values.current,
    ).toBeCloseTo(1200 / 108, 12);
    expect(
      run(singleTab.mode, { solve: 'current', voltage: '230', powerFactor: '0.9', power: '3000' })
        .values.current,
    ).toBeCloseTo(3000 / 207, 12);
  });

  it('works out three-phase power with √3 by default', () => {
    const { values, results, steps } = run(threeTab.mode, {});
    // √3 × 400 × 20 × 0.85 = 11,777.9455 W (shown 11,777.95 W).
    expect(values.power).toBeCloseTo(11777.945491468, 8);
    expect(results.kw).toBeCloseTo(11.777945491468, 11);
    expect(results.kva).toBeCloseTo(13.856406, 6);
    expect(results.kvar).toBeCloseTo(7.29931, 4);
    expect(steps[0]).toBe(
      'Apparent power S = √3 × V × I = √3 × 400 × 20 ≈ 13,856.4 VA = 13.8564 kVA',
    );
  });

  it('solves three-phase for the power factor and the voltage', () => {
    const pf = run(threeTab.mode, {
      solve: 'powerFactor',
      voltage: '400',
      current: '8.6',
      power: '5000',
    });
    // 5,000 ÷ (√3 × 400 × 8.6) = 0.83917 (shown 0.839).
    expect(pf.values.powerFactor).toBeCloseTo(0.8391719029, 9);
    const volts = run(threeTab.mode, {
      solve: 'voltage',
      current: '20',
      powerFactor: '0.85',
      power: '11777.95',
    });
    // 11,777.95 ÷ (√3 × 20 × 0.85) = 400.00015 (shown 400 V).
    expect(volts.values.voltage).toBeCloseTo(400.00015, 5);
  });

  it('finds no power factor above 1', () => {
    const evaluation = evaluate(
      singleTab.mode,
      { solve: 'powerFactor', voltage: '230', current: '10', power: '3000' },
      TODAY,
    );
    expect(evaluation.results).toBeNull();
    expect(evaluation.unsolvable).toMatch(/^No power factor/);
  });

  it('refuses zero, negative and out-of-range inputs', () => {
    expect(errorsOf(dcTab.mode, { voltage: '0' }).voltage).toBe('The voltage must be more than 0');
    expect(errorsOf(singleTab.mode, { current: '-2' }).current).toBe(
      'The current must be more than 0',
    );
    expect(errorsOf(singleTab.mode, { powerFactor: '1.2' }).powerFactor).toBe(
      'The power factor can be at most 1',
    );
    expect(errorsOf(threeTab.mode, { powerFactor: '' }).powerFactor).toBe('Enter the power factor');
  });

  it('passes its published reference cases', () => {
    for (const tab of calculator.tabs) {
      expect(referenceChecks(tab.mode, TODAY).filter((c) => !c.matches)).toEqual([]);
    }
  });
  it('says ≈ where a step shows a figure rounded: a solved 142.857 V × 7 A is not 1,000 W as written', () => {
    // 1,000 W ÷ 7 A = 142.857142… V; 142.857 × 7 = 999.999, and 1,000 ÷ 7 ÷ 7 = 20.408163… Ω.
    expect(run(dcTab.mode, { solve: 'voltage', power: '1000', current: '7' }).steps).toEqual([
      'P = V × I = 142.857 × 7 ≈ 1,000 W',
      'In kilowatts: 1,000 ÷ 1,000 = 1 kW',
      'Load resistance R = V ÷ I = 142.857 ÷ 7 ≈ 20.4082 Ω',
    ]);
    // 0.1 × 3 is 0.3 (0.30000000000000004 as doubles); 0.1 ÷ 3 = 0.0333…
    expect(run(dcTab.mode, { voltage: '0.1', current: '3' }).steps).toEqual([
      'P = V × I = 0.1 × 3 = 0.3 W',
      'In kilowatts: 0.3 ÷ 1,000 = 0.0003 kW',
      'Load resistance R = V ÷ I = 0.1 ÷ 3 ≈ 0.0333333 Ω',
    ]);
  });
});
