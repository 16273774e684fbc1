import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import effective from './effective-interest-rate-calculator.ts';

// Expected values worked out with python3: EAR = (1 + r/m)^m − 1, e^r − 1 continuously.

function run(texts: Record<string, string>) {
  return evaluate(effective, texts);
}

describe('the effective interest rate calculator', () => {
  it('opens on 5% compounded monthly: an EAR of 5.116190%', () => {
    // (1 + 0.05/12)^12 − 1 = 0.051161897881732976
    const { values, results } = run({});
    expect(results?.effectiveRate).toBeCloseTo(5.1161897882, 9);
    expect(results?.periodRate).toBeCloseTo(0.4166666667, 9);
    expect(results?.extra).toBeCloseTo(0.1161897882, 9);
    expect(effective.summary!(values as never, results as never, '')).toBe(
      '5% a year compounded monthly earns 5.12% in a year: the effective annual rate.',
    );
    expect(effective.steps(values as never, results as never)).toEqual([
      'Periods a year m = 12; rate per period = 5 ÷ 100 ÷ 12 ≈ 0.0041666667',
      'EAR = (1 + r/m)^m − 1 = (1 + 0.0041666667)^12 − 1 ≈ 5.116190%',
      'Compounding adds 0.1162 percentage points to the nominal rate',
    ]);
    const facts = effective.facts!(values as never, results as never);
    expect(facts[0]).toEqual({ label: 'Effective annual rate to 6 decimals', text: '5.116190%' });
    // (1 + 0.05/365)^365 − 1 = 0.05126749646744733
    expect(facts).toContainEqual({ label: '5% compounded daily', text: '5.126750%' });
    expect(facts).toContainEqual({ label: '5% compounded yearly', text: '5.000000%' });
  });

  it('compounds continuously with e^r − 1, without a rate per period', () => {
    // e^0.05 − 1 = 0.05127109637602412
    const { values, results } = run({ compounding: 'continuous' });
    expect(results?.effectiveRate).toBeCloseTo(5.1271096376, 9);
    expect(effective.hiddenOutputs!(values as never)).toEqual(['periodRate']);
    expect(effective.hiddenOutputs!(run({}).values as never)).toEqual([]);
    expect(effective.steps(values as never, results as never)[1]).toBe(
      'Continuous compounding: EAR = e^r − 1 = e^0.05 − 1 ≈ 5.127110%',
    );
    expect(effective.summary!(values as never, results as never, '')).toBe(
      '5% a year compounded continuously earns 5.13% in a year: the effective annual rate.',
    );
  });

  it('leaves a yearly rate as it is, and 0% at 0%', () => {
    expect(run({ rate: '7.5', compounding: 'yearly' }).results?.effectiveRate).toBeCloseTo(7.5, 12);
    expect(run({ rate: '0', compounding: 'daily' }).results?.effectiveRate).toBe(0);
    expect(run({ rate: '0', compounding: 'continuous' }).results?.effectiveRate).toBe(0);
  });

  it('reads a compounding in any case, and an unknown one as monthly', () => {
    // (1 + 0.12/4)^4 − 1 = 0.12550881
    expect(run({ rate: '12', compounding: 'QUARTERLY' }).results?.effectiveRate).toBeCloseTo(
      12.550881,
      6,
    );
    expect(run({ rate: '12', compounding: 'fortnightly' }).values?.compounding).toBe('monthly');
  });

  it('solves for the nominal rate from an effective one', () => {
    // 1.01^12 − 1 = 12.682503013%: 1% a month, 12% a year nominal.
    const monthly = run({ effectiveRate: '12.682503013', compounding: 'monthly', solve: 'rate' });
    expect(monthly.values?.rate).toBeCloseTo(12, 7);
    // ln(1.1) = 9.531018% continuously
    const continuous = run({ effectiveRate: '10', compounding: 'continuous', solve: 'rate' });
    expect(continuous.values?.rate).toBeCloseTo(9.531018, 6);
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ rate: '-1' }).errors.rate).toBe('The nominal rate cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The nominal rate can be at most 100%');
    expect(run({ rate: '' }).errors.rate).toBe('Enter the nominal rate');
    expect(run({ effectiveRate: '201', solve: 'rate' }).errors.effectiveRate).toBe(
      'The effective rate can be at most 200%',
    );
  });
  it("says '=' where the rate per period and the EAR are shown exactly", () => {
    // 12 ÷ 100 ÷ 4 = 0.03; 1.03^4 − 1 = 0.12550881 exactly (python3 fractions).
    const { values, results } = evaluate(effective, { rate: '12', compounding: 'quarterly' });
    expect(effective.steps(values as never, results as never).slice(0, 2)).toEqual([
      'Periods a year m = 4; rate per period = 12 ÷ 100 ÷ 4 = 0.03',
      'EAR = (1 + r/m)^m − 1 = (1 + 0.03)^4 − 1 = 12.550881%',
    ]);
  });
});
