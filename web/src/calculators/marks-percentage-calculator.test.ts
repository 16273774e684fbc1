import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { marksFor, percentOf, totalFor } from './marks-percentage-calculator.ts';

// Expected values worked by hand: 481 ÷ 500 × 100 = 96.2; 345 ÷ 400 × 100 = 86.25;
// 75 × 500 ÷ 100 = 375; 90 × 100 ÷ 75 = 120; 1 ÷ 3 × 100 = 33.33… (python3: 100/3 =
// 33.333333333333336, shown 33.33).

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>, unknown?: 'percentage' | 'obtained' | 'total') {
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

describe('marks percentage calculator', () => {
  it('shows 481 out of 500 as 96.2% by default', () => {
    const { values, results, errors, summary, steps } = run({});
    expect(errors).toEqual({});
    expect(values!.percentage).toBe(96.2);
    expect(results!.lost).toBe(19);
    expect(summary).toBe('481 out of 500 marks is 96.20%.');
    expect(steps).toEqual([
      'Percentage = marks obtained ÷ total marks × 100 = 481 ÷ 500 × 100.',
      '481 ÷ 500 = 0.962, and 0.962 × 100 = 96.2%.',
      'Marks for a percentage = percentage × total ÷ 100 = 96.2 × 500 ÷ 100 = 481.',
    ]);
    // Python: Decimal(481) / Decimal('999.99') = 0.48100481004810…: rounded, so '≈' throughout.
    expect(run({ obtained: '481', total: '999.99' }).steps.slice(1)).toEqual([
      '481 ÷ 999.99 ≈ 0.48100481, so the percentage is 481 × 100 ÷ 999.99 ≈ 48.1004810048%.',
      'Marks for a percentage = percentage × total ÷ 100 = 48.1004810048 × 999.99 ÷ 100 ≈ 481.',
    ]);
  });

  it('works for aggregates, zero and full marks', () => {
    expect(percentOf(345, 400)).toBe(86.25);
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(100, 100)).toBe(100);
    expect(run({ obtained: '1', total: '3' }).summary).toBe('1 out of 3 marks is 33.33%.');
  });

  it('solves for the marks needed and for the total', () => {
    const needed = run({ percentage: '75', total: '500' }, 'obtained');
    expect(needed.errors).toEqual({});
    expect(needed.values!.obtained).toBe(375);
    expect(marksFor(75, 500)).toBe(375);
    const total = run({ obtained: '90', percentage: '75' }, 'total');
    expect(total.values!.total).toBe(120);
    expect(totalFor(90, 0)).toBeNaN();
    expect(run({ obtained: '90', percentage: '0' }, 'total').unsolvable).toMatch(/fits/);
  });

  it('refuses marks above the total, and a total of 0', () => {
    expect(run({ obtained: '510', total: '500' }).errors.obtained).toBe(
      'The marks obtained cannot be more than the total marks',
    );
    expect(run({ total: '0' }).errors.total).toBe('The total marks must be more than 0');
    expect(run({ obtained: '' }).errors.obtained).toBe('Enter the marks obtained');
  });
  it('does not round a result to 0% or 100% that is neither, and says 1 mark', () => {
    const said = (texts: Record<string, string>) => {
      const { values, results } = evaluate(calculator, texts);
      return calculator.summary!(values as never, results as never, '');
    };
    // 1 ÷ 1,000,000 × 100 = 0.0001%; 999,999 of them 99.9999%.
    expect(said({ obtained: '1', total: '1000000' })).toBe('1 out of 1,000,000 marks is 0.0001%.');
    expect(said({ obtained: '999999', total: '1000000' })).toBe(
      '999,999 out of 1,000,000 marks is 99.9999%.',
    );
    expect(said({ obtained: '0.5', total: '1' })).toBe('0.5 out of 1 mark is 50.00%.');
    // 999,999.99 ÷ 1,000,000 × 100 = 99.999999%.
    expect(said({ obtained: '999999.99', total: '1000000' })).toBe(
      '999,999.99 out of 1,000,000 marks is 99.999999%.',
    );
  });
});
