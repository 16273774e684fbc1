import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import oneRepMax, { oneRepMaxFactor, repsAtPercent } from './one-rep-max-calculator.ts';

// Expected figures worked out by hand and checked in python3 from the published formulas.

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(oneRepMax, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results) return { ...evaluation, summary: '', steps: [], facts: [], rows: [] };
  return {
    ...evaluation,
    summary: oneRepMax.summary!(values, results, '2026-11-29'),
    steps: oneRepMax.steps(values, results),
    facts: oneRepMax.facts!(values, results),
    rows: oneRepMax.table!.rows(values, results),
  };
}

describe('the one rep max calculator', () => {
  it('opens on 100 kg for 5 reps by Epley: 116.7 kg', () => {
    const { results, summary, steps } = shown({});
    // 100 × (1 + 5/30) = 116.666…; the set is 100 ÷ 116.667 = 85.714% of it.
    expect(results!.oneRepMax).toBeCloseTo(116.6666667, 6);
    expect(results!.setPercent).toBeCloseTo(85.7142857, 6);
    expect(summary).toBe('100 kg for 5 reps, by the Epley (1985) formula');
    expect(steps).toEqual([
      'Epley (1985): 1RM = w × (1 + r ÷ 30), with w = 100 kg and r = 5',
      '1RM = 100 × (1 + 5 ÷ 30) = 100 × 1.16667 ≈ 116.67 kg',
      'Your set: 100 ÷ 116.67 ≈ 85.7% of your one-rep max',
      'Each load in the table = 1RM × percentage, e.g. 80%: 116.67 × 0.80 ≈ 93.33 kg',
    ]);
  });

  it('gives each of the seven formulas for 100 kg × 5 reps', () => {
    const at = (formula: string) => shown({ formula }).results!.oneRepMax;
    expect(at('brzycki')).toBeCloseTo(112.5, 9); // 100 × 36 ÷ 32
    expect(at('lombardi')).toBeCloseTo(117.4618943, 6); // 100 × 5^0.1
    expect(at('lander')).toBeCloseTo(113.7089177, 6); // 10000 ÷ (101.3 − 13.35615)
    expect(at('oconner')).toBeCloseTo(112.5, 9); // 100 × 1.125
    expect(at('wathan')).toBeCloseTo(116.5825053, 6); // 10000 ÷ (48.8 + 53.8 e^−0.375)
    expect(at('mayhew')).toBeCloseTo(119.0106805, 6); // 10000 ÷ (52.2 + 41.9 e^−0.275)
  });

  it('lists every formula and their average as facts', () => {
    const { facts } = shown({});
    expect(facts.map((fact) => fact.label)).toEqual([
      'Epley (1985)',
      'Brzycki (1993)',
      'Lombardi (1989)',
      'Lander (1985)',
      'O’Conner et al. (1989)',
      'Wathan (1994)',
      'Mayhew et al. (1992)',
      'Average of the seven formulas',
    ]);
    expect(facts[1]).toEqual({ label: 'Brzycki (1993)', text: '112.5 kg' });
    // (116.667 + 112.5 + 117.462 + 113.709 + 112.5 + 116.583 + 119.011) ÷ 7 = 115.489.
    expect(facts[7]!.text).toBe('115.5 kg');
  });

  it('agrees for Epley and Brzycki at 10 reps, as both authors intended', () => {
    // 1 + 10/30 = 36/27 = 4/3.
    expect(oneRepMaxFactor('epley', 10)).toBeCloseTo(4 / 3, 12);
    expect(oneRepMaxFactor('brzycki', 10)).toBeCloseTo(4 / 3, 12);
  });

  it('takes the weight itself as the 1RM at one rep, whatever the formula', () => {
    for (const formula of [
      'epley',
      'brzycki',
      'lombardi',
      'lander',
      'oconner',
      'wathan',
      'mayhew',
    ]) {
      const { results } = shown({ weight: '140', reps: '1', formula });
      expect(results!.oneRepMax).toBe(140);
      expect(results!.setPercent).toBe(100);
    }
    const { steps } = shown({ weight: '140', reps: '1' });
    expect(steps[0]).toBe(
      'One rep: the weight lifted is the one-rep max itself, 140.00 kg. The formulas are used for 2 reps or more.',
    );
  });

  it('works in pounds when the weight is typed in pounds', () => {
    const { results, summary, steps } = shown({
      weight: '185',
      weightUnit: 'lb',
      reps: '8',
      formula: 'brzycki',
    });
    // 185 × 36 ÷ 29 = 229.655 lb.
    expect(results!.oneRepMax).toBeCloseTo(229.6551724, 6);
    expect(summary).toBe('185 lb for 8 reps, by the Brzycki (1993) formula');
    expect(steps[1]).toBe('1RM = 185 × 36 ÷ (37 − 8) = 185 × 1.24138 ≈ 229.66 lb');
    const label = oneRepMax.outputs.oneRepMax.label as (v: never) => string;
    expect(label({ weightUnit: 'lb' } as never)).toBe('Estimated one-rep max (lb)');
  });

  it('tables loads from 100% to 50% with the reps Epley expects at each', () => {
    const { rows } = shown({});
    expect(rows.map((row) => row.percent)).toEqual([100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50]);
    expect(rows[0]!.load).toBeCloseTo(116.6666667, 6);
    expect(rows[3]!.load).toBeCloseTo(99.1666667, 6); // 85% of 116.667
    expect(rows[10]!.load).toBeCloseTo(58.3333333, 6);
    // r = 30 × (1/p − 1): 1.58, 3.33, 5.29, 7.5 (up to 8), 10, 12.86, 16.15, 20, 24.55, 30.
    expect(rows.map((row) => row.reps)).toEqual([1, 2, 3, 5, 8, 10, 13, 16, 20, 25, 30]);
  });

  it('leaves out reps a formula puts past 30 or never reaches', () => {
    // Lombardi: r = p^−10, 35.4 reps at 70%; Mayhew levels off at 52.2%, never 50%.
    expect(repsAtPercent('lombardi', 75)).toBe(18); // 0.75^−10 = 17.76
    expect(repsAtPercent('lombardi', 70)).toBeNaN();
    expect(repsAtPercent('mayhew', 50)).toBeNaN();
    expect(repsAtPercent('mayhew', 60)).toBeNaN(); // 30.57
    // Brzycki: r = 37 − 36p, 19 at 50%. Mayhew at 95% is below one rep: shown as 1.
    expect(repsAtPercent('brzycki', 50)).toBe(19);
    expect(repsAtPercent('mayhew', 95)).toBe(1);
  });

  it('accepts 1 to 12 reps and says above 10 that the estimate is rough', () => {
    expect(shown({ reps: '0' }).errors).toEqual({
      reps: 'The number of reps must be at least 1 rep',
    });
    expect(shown({ reps: '13' }).errors).toEqual({
      reps: 'The formulas go up to 12 reps: use a heavier weight',
    });
    expect(shown({ reps: '5.5' }).errors).toEqual({ reps: 'Enter whole reps' });
    expect(shown({ reps: '' }).errors).toEqual({ reps: 'Enter the number of reps you did' });
    const twelve = shown({ reps: '12' });
    expect(twelve.results!.oneRepMax).toBeCloseTo(140, 9); // 100 × (1 + 12/30)
    expect(twelve.implausible).toEqual(['reps']);
    expect(twelve.notes.reps).toBe(
      'Above 10 reps the formulas are much less accurate: a heavier set gives a better estimate',
    );
    expect(shown({ reps: '10' }).implausible).toEqual([]);
  });

  it('checks the weight lifted', () => {
    expect(shown({ weight: '' }).errors).toEqual({ weight: 'Enter the weight you lifted' });
    expect(shown({ weight: '0' }).errors).toEqual({
      weight: 'The weight lifted must be at least 1 kg',
    });
    expect(shown({ weight: '1001' }).errors).toEqual({
      weight: 'The weight lifted can be at most 1,000 kg',
    });
  });

  it('reads an unknown formula in a link as Epley', () => {
    expect(shown({ formula: 'nonsense' }).results!.oneRepMax).toBeCloseTo(116.6666667, 6);
    expect(shown({ formula: 'BRZYCKI' }).results!.oneRepMax).toBeCloseTo(112.5, 9);
  });
});
