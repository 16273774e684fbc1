import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import fire from './fire-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected values worked by hand and with python3: F = E ÷ w;
// n = ln((F + Y ÷ r) ÷ (S + Y ÷ r)) ÷ ln(1 + r).

function run(texts: Record<string, string>) {
  const evaluation = evaluate(fire, texts);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    values,
    results,
    summary: fire.summary!(values, results as never, ''),
    steps: fire.steps(values, results as never),
    facts: fire.facts!(values, results as never),
  };
}

describe('the FIRE calculator', () => {
  it('works out the defaults', () => {
    // F = 40,000 ÷ 0.04 = 1,000,000; n = ln(1,600,000 ÷ 700,000) ÷ ln(1.05) = 16.943549735.
    const { results, summary, steps, facts } = run({});
    expect(results.fireNumber).toBe(1_000_000);
    expect(results.years).toBeCloseTo(16.943549735018056, 9);
    expect(results.gap).toBe(900_000);
    expect(results.progress).toBeCloseTo(10, 12);
    expect(summary).toEqual([
      'At 4% a year, $40,000.00 of expenses needs $1,000,000.00 invested.',
      'Saving $30,000.00 a year at 5% after inflation, you reach it in about 16.9 years.',
    ]);
    expect(steps).toEqual([
      'FIRE number = yearly expenses ÷ withdrawal rate = $40,000.00 ÷ 0.04 = $1,000,000.00',
      'Savings a year ÷ return = $30,000.00 ÷ 0.05 = $600,000.00',
      'Years = ln(($1,000,000.00 + $600,000.00) ÷ ($100,000.00 + $600,000.00)) ÷ ln(1 + 0.05) ≈ 16.9',
    ]);
    expect(facts).toEqual([
      { label: 'Reached at the end of year', text: '17' },
      { label: 'Multiple of your expenses', text: '25 × a year’s expenses' },
    ]);
  });

  it('counts years without a return as a plain division', () => {
    // (1,000,000 − 100,000) ÷ 30,000 = 30 years, reached exactly at the end of year 30.
    const { results, steps, facts, values } = run({ returnRate: '0' });
    expect(results.years).toBe(30);
    expect(steps[1]).toBe(
      'With no return: years = ($1,000,000.00 − $100,000.00) ÷ $30,000.00 = 30.0',
    );
    expect(facts[0]).toEqual({ label: 'Reached at the end of year', text: '30' });
    const rows = fire.table!.rows(values, results as never);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toEqual({ year: 30, balance: 1_000_000, progress: 100 });
  });

  it('is 0 years when the savings already reach it', () => {
    const { results, summary, facts } = run({ savings: '1500000' });
    expect(results.years).toBe(0);
    expect(results.gap).toBe(0);
    expect(results.progress).toBeCloseTo(150, 10);
    expect(summary).toEqual([
      'At 4% a year, $40,000.00 of expenses needs $1,000,000.00 invested.',
      'Your savings already reach it.',
    ]);
    expect(facts).toEqual([]);
  });

  it('grows savings alone when nothing is added', () => {
    // 250,000 × 1.05^n = 1,000,000: n = ln 4 ÷ ln 1.05 = 28.4133981657…
    expect(run({ savings: '250000', contribution: '0' }).results.years).toBeCloseTo(
      28.4133981658,
      7,
    );
  });

  it('uses another withdrawal rate: 3% is 33⅓ times the expenses', () => {
    const { results, facts } = run({ withdrawalRate: '3' });
    expect(results.fireNumber).toBeCloseTo(1_333_333.3333, 4);
    expect(facts[1]).toEqual({
      label: 'Multiple of your expenses',
      text: '33.3333 × a year’s expenses',
    });
  });

  it('says when the number is never reached, and checks the fields', () => {
    // A return is entered, but there is nothing for it to grow.
    expect(evaluate(fire, { savings: '0', contribution: '0' }).errors).toEqual({
      contribution:
        'With nothing saved yet and nothing saved a year, there is nothing to grow toward the FIRE number: enter your savings or savings a year',
    });
    expect(evaluate(fire, { contribution: '0', returnRate: '0' }).errors.contribution).toBe(
      'With nothing saved a year and no growth, the savings never reach the FIRE number: enter savings a year or a return',
    );
    expect(evaluate(fire, { withdrawalRate: '0' }).errors.withdrawalRate).toBe(
      'The withdrawal rate must be more than 0%',
    );
    expect(evaluate(fire, { expenses: '0' }).errors.expenses).toBe(
      'The yearly expenses in retirement must be more than 0',
    );
  });
});

describe('the FIRE calculator’s words', () => {
  it('does not say a goal nearly reached takes “about 0.0 years”', () => {
    expect(wordsShown(fire, { savings: '999500' })).not.toMatch(/about 0\.0 years/);
  });
});
