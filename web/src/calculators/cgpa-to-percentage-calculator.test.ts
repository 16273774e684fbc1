import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { cgpaOf, percentageOf } from './cgpa-to-percentage-calculator.ts';

// Expected values worked by hand: 8.6 × 9.5 = 81.7; 10 × 9.5 = 95; 76 ÷ 9.5 = 8;
// (8.2 − 0.75) × 10 = 74.5; (10 − 0.75) × 10 = 92.5; 72.5 ÷ 10 + 0.75 = 8;
// 0.5 × 9.5 = 4.75; python3: 7.3 * 9.5 = 69.35 (69.35 in decimal).

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>, unknown?: 'percentage' | 'cgpa') {
  const evaluation = evaluate(
    mode,
    { ...texts, ...(unknown ? { solve: unknown } : {}) },
    '2026-11-29',
  );
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null && !evaluation.unsolvable;
  return {
    ...evaluation,
    summary: ok ? calculator.summary!(values, results, '') : null,
    steps: ok ? calculator.steps(values, results) : [],
  };
}

describe('CGPA to percentage calculator', () => {
  it('converts the default CBSE CGPA of 8.6 to 81.7%', () => {
    const { values, errors, summary, steps } = run({});
    expect(errors).toEqual({});
    expect(values!.percentage).toBe(81.7);
    expect(summary).toBe('By the CBSE rule, a CGPA of 8.60 is 81.70%.');
    expect(steps).toEqual([
      'CBSE rule: percentage = CGPA × 9.5.',
      'Percentage = 8.6 × 9.5 = 81.7%.',
      'Back the other way: CGPA = percentage ÷ 9.5 = 81.7 ÷ 9.5 = 8.6.',
    ]);
  });

  it('is exact in decimal and covers the ends of the scale', () => {
    expect(percentageOf(7.3, 'cbse')).toBe(69.35);
    expect(percentageOf(10, 'cbse')).toBe(95);
    expect(percentageOf(0, 'cbse')).toBe(0);
    expect(percentageOf(10, 'vtu')).toBe(92.5);
    expect(cgpaOf(76, 'cbse')).toBe(8);
    expect(cgpaOf(72.5, 'vtu')).toBe(8);
  });

  it('uses the VTU rule when chosen, with its steps', () => {
    const { values, summary, steps } = run({ scale: 'vtu', cgpa: '8.2' });
    expect(values!.percentage).toBe(74.5);
    expect(summary).toBe('By the VTU rule, a CGPA of 8.20 is 74.50%.');
    expect(steps[1]).toBe('Percentage = (8.2 − 0.75) × 10 = 7.45 × 10 = 74.5%.');
  });

  it('solves for the CGPA from a percentage', () => {
    const cbse = run({ scale: 'cbse', percentage: '76' }, 'cgpa');
    expect(cbse.errors).toEqual({});
    expect(cbse.values!.cgpa).toBe(8);
    const vtu = run({ scale: 'vtu', percentage: '72.5' }, 'cgpa');
    expect(vtu.values!.cgpa).toBe(8);
    // 80 ÷ 9.5 = 160/19 = 8.42105263157…: shown to 10 decimals, so '≈' both ways.
    expect(run({ scale: 'cbse', percentage: '80' }, 'cgpa').steps.slice(1)).toEqual([
      'Percentage = 8.4210526316 × 9.5 ≈ 80%.',
      'Back the other way: CGPA = percentage ÷ 9.5 = 80 ÷ 9.5 ≈ 8.4210526316.',
    ]);
  });

  it('says when nothing on the scale fits', () => {
    // 98% by CBSE would be a CGPA of 10.3, above 10.
    expect(run({ scale: 'cbse', percentage: '98' }, 'cgpa').unsolvable).toMatch(/fits/);
    // A VTU CGPA of 0.5 would be −2.5%, below 0%.
    expect(run({ scale: 'vtu', cgpa: '0.5' }).unsolvable).toMatch(/fits/);
  });

  it('refuses a CGPA outside 0 to 10 and a blank one', () => {
    expect(run({ cgpa: '10.5' }).errors.cgpa).toBe('The CGPA can be at most 10');
    expect(run({ cgpa: '-1' }).errors.cgpa).toBe('The CGPA cannot be negative');
    expect(run({ cgpa: '' }).errors.cgpa).toBe('Enter the CGPA');
  });
});
