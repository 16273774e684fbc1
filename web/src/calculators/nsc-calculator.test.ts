import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import nsc from './nsc-calculator.ts';

// Worked by hand (python3): A = P × 1.077^y, each year's value rounded half-up to the paisa.
// ₹1,00,000 at 7.7%: 1,07,700.00; 1,15,992.90; 1,24,924.35; 1,34,543.53; 1,44,903.38.

const run = (texts: Record<string, string>) => evaluate(nsc, texts, '2026-11-29');
const shown = (texts: Record<string, string>) => {
  const { values, results } = run(texts);
  return {
    results,
    rows: nsc.table!.rows(values as never, results as never),
    steps: nsc.steps(values as never, results as never),
    summary: nsc.summary!(values as never, results as never, '2026-11-29'),
    facts: nsc.facts!(values as never, results as never),
  };
};

describe('NSC calculator', () => {
  it('grows ₹1,00,000 bought in April 2023 to ₹1,44,903.38 at 7.7%', () => {
    const { results, rows } = shown({ amount: '100000', date: '2023-04-01' });
    expect(results).toEqual({
      maturity: 144903.38,
      interest: 44903.38,
      rate: 7.7,
      // 7,700 + 8,292.90 + 8,931.45 + 9,619.18
      deductible: 34543.53,
    });
    expect(rows).toEqual([
      { year: 1, opening: 100000, interest: 7700, closing: 107700 },
      { year: 2, opening: 107700, interest: 8292.9, closing: 115992.9 },
      { year: 3, opening: 115992.9, interest: 8931.45, closing: 124924.35 },
      { year: 4, opening: 124924.35, interest: 9619.18, closing: 134543.53 },
      { year: 5, opening: 134543.53, interest: 10359.85, closing: 144903.38 },
    ]);
  });

  it('takes the rate of the day of purchase: 6.8%, then 7% from January 2023', () => {
    // 1,00,000 × 1.068^5 = 1,38,949.27; 1,00,000 × 1.07^5 = 1,40,255.17.
    expect(run({ amount: '100000', date: '2022-12-31' }).results?.maturity).toBe(138949.27);
    expect(run({ amount: '100000', date: '2023-01-01' }).results?.maturity).toBe(140255.17);
    expect(run({ amount: '100000', date: '2023-03-31' }).results?.rate).toBe(7);
  });

  it('says what was calculated, with the visitor’s numbers', () => {
    const { steps, summary, facts } = shown({ amount: '100000', date: '2024-03-20' });
    expect(summary).toBe(
      '₹1,00,000.00 in an NSC bought on 20 March 2024 earns 7.7% a year, compounded yearly, and pays ₹1,44,903.38 on 20 March 2029.',
    );
    expect(steps[0]).toBe(
      'The NSC rate in force on 20 March 2024 is 7.7% a year; it holds for the whole 5 years',
    );
    expect(steps[1]).toBe(
      'Maturity value A = P × (1 + r)^5 = 1,00,000 × (1 + 0.077)^5 = 1,00,000 × 1.449034 ≈ ₹1,44,903.38',
    );
    expect(steps[2]).toBe('Interest earned = ₹1,44,903.38 − ₹1,00,000.00 = ₹44,903.38');
    expect(facts[0]).toEqual({ label: 'Matures on', text: '20 March 2029' });
    expect(facts).toHaveLength(2);
  });

  it('says when the rate used is the last one it holds', () => {
    const { facts } = shown({ amount: '100000', date: '2026-11-29' });
    expect(facts[2]?.text).toContain('uses the latest rate it holds, 7.7%');
  });

  it('accepts ₹1,000 and more in multiples of ₹100 only', () => {
    expect(run({ amount: '999', date: '2024-01-01' }).errors.amount).toBe(
      'An NSC is at least ₹1,000',
    );
    expect(run({ amount: '1000', date: '2024-01-01' }).errors).toEqual({});
    expect(run({ amount: '1050', date: '2024-01-01' }).errors.amount).toBe(
      'NSCs are bought in multiples of ₹100: enter ₹1,000, ₹1,100, ₹1,200 …',
    );
    expect(run({ amount: '', date: '2024-01-01' }).errors.amount).toBeDefined();
  });

  it('refuses a date before the rates it holds', () => {
    expect(run({ amount: '1000', date: '2020-03-31' }).errors.date).toBe(
      'Enter a date from 1 April 2020, when the rules here begin',
    );
  });
});
