import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import bac from './bac-calculator.ts';

// Expected figures worked out by hand (checked in python3) from the Widmark formula:
// grams ÷ (body weight in g × r) × 100 − 0.015 × hours, r 0.68 for men and 0.55 for women.

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(bac, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results) return { ...evaluation, summary: '', steps: [], facts: [] };
  return {
    ...evaluation,
    summary: bac.summary!(values, results, '2026-11-29'),
    steps: bac.steps(values, results),
    facts: bac.facts!(values, results),
  };
}

describe('the BAC calculator', () => {
  it('opens on a man of 80 kg, 3 drinks over 2 hours: about 0.047%', () => {
    const { results, summary, steps, facts } = shown({});
    // 42 ÷ (80,000 × 0.68) × 100 = 0.0772059; − 0.03 = 0.0472059; 0.0772059 ÷ 0.015 − 2 = 3.147.
    expect(results!.grams).toBe(42);
    expect(results!.peak).toBeCloseTo(0.0772059, 6);
    expect(results!.bac).toBeCloseTo(0.0472059, 6);
    expect(results!.hoursToZero).toBeCloseTo(3.1470588, 6);
    expect(summary).toBe('About 0.047% for a man of 80 kg, 3 standard drinks over 2 hours');
    expect(steps).toEqual([
      'Alcohol = 3 × 14 g = 42 g',
      'Peak BAC = 42 ÷ (80,000 g × 0.68) × 100 = 0.0772%',
      'Broken down = 0.015 × 2 h = 0.03%',
      'BAC = 0.0772 − 0.03 ≈ 0.0472% ≈ 0.047%',
      'Hours until about 0% = 0.0772 ÷ 0.015 − 2 ≈ 3.1 h',
    ]);
    expect(facts).toEqual([{ label: 'In other units', text: '0.47 g/L, 47 mg/100 ml' }]);
  });

  it('uses r = 0.55 for a woman', () => {
    const { results, summary } = shown({ sex: 'female', weight: '60', drinks: '2', hours: '1' });
    // 28 ÷ (60,000 × 0.55) × 100 = 0.0848485; − 0.015 = 0.0698485; 5.657 − 1 = 4.657 h.
    expect(results!.peak).toBeCloseTo(0.0848485, 6);
    expect(results!.bac).toBeCloseTo(0.0698485, 6);
    expect(results!.hoursToZero).toBeCloseTo(4.6565657, 6);
    expect(summary).toBe('About 0.070% for a woman of 60 kg, 2 standard drinks over 1 hour');
  });

  it('works in pounds', () => {
    const { results, steps } = shown({ weight: '180', weightUnit: 'lb', drinks: '4', hours: '3' });
    // 180 lb = 81.6466266 kg; 56 ÷ (81,646.6266 × 0.68) × 100 = 0.1008650; − 0.045 = 0.0558650.
    expect(results!.bac).toBeCloseTo(0.055865, 6);
    expect(steps[0]).toBe('Weight in kg = 180 lb × 0.45359237 = 81.6466266 kg');
  });

  it('never goes below 0%, and says so', () => {
    const late = shown({ drinks: '3', hours: '10' });
    // Peak 0.0772% is gone after 0.0772 ÷ 0.015 = 5.1 hours.
    expect(late.results!.bac).toBe(0);
    expect(late.results!.hoursToZero).toBe(0);
    expect(late.steps).toContain('BAC = 0.0772 − 0.15 is below zero, so 0%');
    // Not "0.0772 ÷ 0.015 − 10 = 0.0 h" (as written, −4.9).
    expect(late.steps).toContain(
      'Hours until about 0%: none, the alcohol is already broken down (0.0772 ÷ 0.015 = 5.1 h, not more than the 10 h since the first drink)',
    );
    // 0.015 × 1.5 h = 0.0225, shown to its digits so the subtraction holds as written.
    const woman = shown({ sex: 'female', weight: '60', drinks: '2', hours: '1.5' });
    expect(woman.steps).toContain('BAC = 0.0848 − 0.0225 ≈ 0.0623% ≈ 0.062%');
    const none = shown({ drinks: '0', hours: '0' });
    expect(none.results).toEqual({ bac: 0, peak: 0, grams: 0, hoursToZero: 0 });
    expect(none.summary).toBe('About 0.000% for a man of 80 kg, 0 standard drinks over 0 hours');
  });

  it('counts one drink and one hour in the singular', () => {
    expect(shown({ drinks: '1', hours: '1' }).summary).toBe(
      'About 0.011% for a man of 80 kg, 1 standard drink over 1 hour',
    );
    // 14 ÷ 54,400 × 100 = 0.025735; − 0.015 = 0.010735.
  });

  it('checks the drinks and hours at their limits', () => {
    const errors = (texts: Record<string, string>) => evaluate(bac, texts).errors;
    expect(errors({ drinks: '' })).toEqual({ drinks: 'Enter the number of drinks' });
    expect(errors({ drinks: '-1' })).toEqual({ drinks: 'The number of drinks cannot be negative' });
    expect(errors({ drinks: '41' })).toEqual({ drinks: 'The number of drinks can be at most 40' });
    expect(errors({ hours: '' })).toEqual({
      hours: 'Enter the hours since your first drink (0 if just now)',
    });
    expect(errors({ hours: '49' })).toEqual({
      hours: 'The time since your first drink can be at most 48 hours',
    });
    expect(errors({ weight: '19' })).toEqual({ weight: 'The weight must be at least 20 kg' });
    expect(errors({ drinks: '40', hours: '48' })).toEqual({});
  });

  it('always shows the notice that it is not for deciding whether to drive', () => {
    expect(bac.notice?.text).toMatch(/Never use it to decide whether you can drive/);
  });
});
