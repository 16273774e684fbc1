import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './401k-calculator.ts';

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(calculator, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Parameters<typeof calculator.steps>[1];
  return {
    results: r,
    summary: calculator.summary!(v, r, TODAY),
    steps: calculator.steps(v, r),
    rows: calculator.table!.rows(v, r),
  };
}

describe('the 401(k) calculator', () => {
  it('opens on $75,000 at 10% with a 50% match up to 6%, 30 years at 7%', () => {
    // Worked in python3 (decimal, half-up to the cent each year): salary 75,000 × 1.03^(k−1),
    // you 10%, employer 50% of the smaller of that and 6% of salary, balance × 1.07 + both:
    // 1,263,842.12 after 30 years; yours 356,815.64, employer 107,044.70.
    const { results, summary, steps } = shown({});
    expect(results.firstYearContribution).toBe(7500);
    expect(results.firstYearMatch).toBe(2250);
    expect(results.finalBalance).toBeCloseTo(1263842.12, 0);
    expect(results.totalEmployee).toBeCloseTo(356815.64, 0);
    expect(results.totalEmployer).toBeCloseTo(107044.7, 0);
    expect(summary).toEqual([
      'In 30 years, at age 65, your 401(k) could hold about $1,263,842, of which $107,045 came from your employer.',
    ]);
    expect(steps[1]).toBe(
      'Year 1 match = 50% × the smaller of $7,500.00 and 6% of salary ($4,500.00) = $2,250.00',
    );
  });

  it('adds raises and contributions without growth at a 0% return', () => {
    // Year 2 salary 77,250: you 7,725, employer 50% × 4,635 = 2,317.50.
    // Balance 7,500 + 2,250 + 7,725 + 2,317.50 = 19,792.50.
    const { results, rows } = shown({ returnRate: '0', years: '2' });
    expect(results).toMatchObject({ finalBalance: 19792.5, growth: 0 });
    expect(rows[1]).toMatchObject({ age: 36, salary: 77250, employee: 7725, employer: 2317.5 });
  });

  it('caps at the limit, with the catch-up from 50 and at 60 to 63', () => {
    const big = { salary: '400000', contribution: '10', returnRate: '0', salaryGrowth: '0' };
    // 2026: age 49 → 24,500; 50 → 24,500 + 8,000 = 32,500.
    expect(shown({ ...big, age: '49', years: '2' }).rows.map((r) => r.employee)).toEqual([
      24500, 32500,
    ]);
    // Age 63 → 24,500 + 11,250 = 35,750; 64 → back to 32,500.
    expect(shown({ ...big, age: '63', years: '2' }).rows.map((r) => r.employee)).toEqual([
      35750, 32500,
    ]);
    // 2024 had no age 60–63 catch-up: 23,000 + 7,500 = 30,500.
    const y2024 = shown({ ...big, age: '61', years: '1', taxYear: '2024' });
    expect(y2024.results.firstYearContribution).toBe(30500);
    expect(y2024.summary[1]).toBe(
      'Your contribution is capped at the IRS limit in some years ($23,000 under 50, more with the catch-up).',
    );
  });

  it('grows a balance with no contributions', () => {
    // 10,000 × 1.05 = 10,500, no contribution, no match.
    const { results } = shown({ balance: '10000', contribution: '0', returnRate: '5', years: '1' });
    expect(results).toMatchObject({ finalBalance: 10500, growth: 500, totalEmployer: 0 });
  });

  it('refuses 0 years and an age under 16', () => {
    const errors = (texts: Record<string, string>) => evaluate(calculator, texts, TODAY).errors;
    expect(errors({ years: '0' }).years).toBe('The years until retirement must be at least 1 year');
    expect(errors({ age: '15' }).age).toBe('The current age must be at least 16 years');
  });
});
