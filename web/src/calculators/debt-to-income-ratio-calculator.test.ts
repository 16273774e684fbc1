import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { ratioOf } from './debt-to-income-ratio-calculator.ts';

// Expected values worked by hand: 2,000 ÷ 6,000 × 100 = 33.333…% (shown 33.33%);
// 1,500 ÷ 6,000 × 100 = 25%; 2,580 ÷ 6,000 × 100 = 43%; 2,581 ÷ 6,000 × 100 = 43.0166…%;
// 2,160 ÷ 6,000 × 100 = 36%; 3,600 ÷ 6,000 × 100 = 60%.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null;
  return {
    ...evaluation,
    summary: ok ? calculator.summary!(values, results, '') : null,
    steps: ok ? calculator.steps(values, results) : [],
  };
}

const bandOf = (dti: number) =>
  calculator.outputs.dti.bands!.bands.find((band) => dti >= band.from && dti < band.to)!.label;

describe('debt-to-income ratio calculator', () => {
  it('works the CFPB example by default: $2,000 on $6,000 is 33.33%', () => {
    const { results, errors, summary, steps } = run({});
    expect(errors).toEqual({});
    expect(results!.dti).toBeCloseTo(33.333333333, 8);
    expect(results!.frontEnd).toBe(25);
    expect(results!.totalDebt).toBe(2000);
    expect(summary).toBe(
      'Your debt payments take 33.33% of your gross income: at or below the 36% the CFPB suggests for all debts.',
    );
    expect(steps).toEqual([
      'Total monthly debt payments = housing + other debts = $1,500.00 + $500.00 = $2,000.00.',
      'Debt-to-income ratio = total debt payments ÷ gross monthly income × 100 = $2,000.00 ÷ $6,000.00 × 100 = 33.33%.',
      'Housing (front-end) ratio = housing payment ÷ gross monthly income × 100 = $1,500.00 ÷ $6,000.00 × 100 = 25.00%.',
    ]);
  });

  it('puts 36% and 43% exactly in the lower band, and just over in the next', () => {
    expect(bandOf(ratioOf(2160, 6000))).toBe('At or below 36%');
    expect(bandOf(ratioOf(2580, 6000))).toBe('Above 36%, up to 43%');
    expect(bandOf(ratioOf(2581, 6000))).toBe('Above 43%, up to 50%');
    expect(bandOf(60)).toBe('Above 50%');
    expect(run({ housing: '1500', otherDebts: '1081', income: '6000' }).summary).toBe(
      'Your debt payments take 43.02% of your gross income: above 43%; some lenders go up to 45% or 50% with strong credit or savings.',
    );
  });

  it('gives 0% with no debts', () => {
    const { results } = run({ housing: '0', otherDebts: '0' });
    expect(results!.dti).toBe(0);
    expect(results!.frontEnd).toBe(0);
  });

  it('refuses an income of 0 and negative payments', () => {
    expect(run({ income: '0' }).errors.income).toBe(
      'The gross monthly income must be more than $0',
    );
    expect(run({ housing: '-5' }).errors.housing).toBe('The housing payment cannot be negative');
    expect(run({ otherDebts: '' }).errors.otherDebts).toBe('Enter the other debt payments');
  });
  it('does not show a ratio that is not 0 as 0.00%', () => {
    // $500.01 ÷ $1,000,000,000 × 100 = 0.000050001%.
    const { values, results } = evaluate(calculator as unknown as AnyMode, {
      income: '1000000000',
      housing: '0.01',
    });
    expect(calculator.summary!(values as never, results as never, '')).toMatch(
      /^Your debt payments take 0\.00005% of your gross income/,
    );
  });
});
