import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './us-income-tax-calculator.ts';

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(calculator, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Parameters<typeof calculator.steps>[1];
  return { results: r, summary: calculator.summary!(v, r, TODAY), steps: calculator.steps(v, r) };
}

describe('the US income tax calculator', () => {
  it('opens on $75,000, single, 2026', () => {
    const { results, summary, steps } = shown({});
    // Taxable 75,000 − 16,100 = 58,900; tax 1,240 + 4,560 + 22% × 8,500 (1,870) = 7,670;
    // effective 7,670 ÷ 75,000 = 10.2267%.
    expect(results.tax).toBe(7670);
    expect(results.taxableIncome).toBe(58900);
    expect(results.marginalRate).toBe(22);
    expect(results.effectiveRate).toBeCloseTo(10.226667, 5);
    expect(results.afterTax).toBe(67330);
    expect(summary).toBe(
      'For 2026, filing single, the federal income tax on $75,000.00 is $7,670.00: 10.23% of your income, with the next dollar taxed at 22%.',
    );
    expect(steps[0]).toBe(
      'Taxable income = gross income − standard deduction (2026, single) = $75,000.00 − $16,100 = $58,900.00',
    );
    expect(steps).toContain('22% × ($58,900.00 − $50,400) = $1,870.00');
    expect(steps).toContain('Tax = $1,240.00 + $4,560.00 + $1,870.00 = $7,670.00');
    expect(steps.at(-1)).toBe(
      'Effective rate = $7,670.00 ÷ $75,000.00 ≈ 10.23%; marginal rate (the next dollar) = 22%',
    );
  });

  it('uses the One Big Beautiful Bill Act deduction for 2025', () => {
    // Head of household 2025: 23,625; 50,000 − 23,625 = 26,375;
    // 10% × 17,000 = 1,700 + 12% × 9,375 = 1,125 → 2,825.
    const { results } = shown({ taxYear: '2025', status: 'head-of-household', income: '50000' });
    expect(results.taxableIncome).toBe(26375);
    expect(results.tax).toBe(2825);
  });

  it('owes nothing within the standard deduction, and nothing on $0', () => {
    const { results, summary, steps } = shown({ taxYear: '2024', income: '10000' });
    expect(results).toMatchObject({ tax: 0, taxableIncome: 0, effectiveRate: 0 });
    expect(summary).toBe(
      'For 2024, filing single, $10,000.00 is within the $14,600 standard deduction: no federal income tax.',
    );
    expect(steps[0]).toContain('= $0.00 (not below $0)');
    const none = shown({ income: '0' });
    expect(none.results.effectiveRate).toBe(0);
    expect(none.steps.at(-1)).toMatch(/^Effective rate = 0\.00% \(no income to divide by\);/);
  });

  it('gives a 0% marginal rate under the standard deduction, and 10% from it', () => {
    // The next dollar of a $10,000 gross income is still within 2024's $14,600 deduction.
    const under = shown({ taxYear: '2024', income: '10000' });
    expect(under.results.marginalRate).toBe(0);
    expect(under.steps.at(-1)).toBe(
      'Effective rate = $0.00 ÷ $10,000.00 = 0.00%; marginal rate (the next dollar) = 0% (10% from $14,600)',
    );
    expect(shown({ taxYear: '2024', income: '14600' }).results.marginalRate).toBe(10);
  });

  it('taxes cents in the last slice, rounded half-up', () => {
    // MFJ 2026: 32,200 + 10,000.05 = 42,200.05 → taxable 10,000.05; 10% → 1,000.005 → 1,000.01.
    expect(shown({ status: 'married-jointly', income: '42200.05' }).results.tax).toBe(1000.01);
  });

  it('refuses a negative or missing income', () => {
    expect(evaluate(calculator, { income: '-1' }, TODAY).errors.income).toBe(
      'The income cannot be negative',
    );
    expect(evaluate(calculator, { income: '' }, TODAY).errors.income).toBe(
      'Enter your income (0 if none)',
    );
  });
});
