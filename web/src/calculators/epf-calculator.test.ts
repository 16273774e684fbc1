import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import epf, { monthlyContributions } from './epf-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(epf, texts);

describe('EPF contributions', () => {
  it('splits the employer’s 12% between EPS and EPF', () => {
    // Up to the ₹15,000 ceiling: 3.67% to EPF, 8.33% to EPS (The News Wagon: on ₹10,000,
    // ₹1,200, ₹367 and ₹833).
    expect(monthlyContributions(10000, 12, 'full')).toEqual({
      employee: 1200,
      employer: 367,
      pension: 833,
    });
    const atCeiling = monthlyContributions(15000, 12, 'full');
    expect(atCeiling.employer).toBeCloseTo(550.5, 9);
    expect(atCeiling.pension).toBeCloseTo(1249.5, 9);
  });

  it('caps the pension share at ₹1,250 above the ceiling', () => {
    // CiteHR (citehr.com/amp.php?t=549607): on ₹25,000 the employer's EPF share is ₹1,750.
    expect(monthlyContributions(25000, 12, 'full')).toEqual({
      employee: 3000,
      employer: 1750,
      pension: 1250,
    });
    // An employer paying only on ₹15,000: 12% of 15,000 less 1,250 to EPS.
    expect(monthlyContributions(25000, 12, 'ceiling').employer).toBe(550);
  });

  it('keeps the employer at 12% when you pay voluntary PF', () => {
    expect(monthlyContributions(20000, 20, 'full')).toEqual({
      employee: 4000,
      employer: 1150,
      pension: 1250,
    });
  });
});

describe('EPF balance', () => {
  it('earns interest on each month’s opening balance, credited at the year’s end', () => {
    // One year on ₹15,000 at 8.5%: 2,350.50 a month; interest = 8.5% ÷ 12 × (0 + 1 + … + 11)
    // × 2,350.50 = 0.0070833 × 66 × 2,350.50 = 1,098.86; balance 28,206 + 1,098.86.
    const { results } = run({
      basic: '15000',
      age: '57',
      retirementAge: '58',
      rate: '8.5',
      salaryIncrease: '0',
    });
    expect(results).toEqual({
      corpus: 29305,
      employeeTotal: 21600,
      employerTotal: 6606,
      interestTotal: 1099,
    });
  });

  it('grows an opening balance at the yearly-credited rate', () => {
    // The balance's own share after 2 years is B × 1.0825² (12 months of simple interest a
    // year, credited and compounded yearly): 1,00,000 → 1,17,180.63.
    const base = { basic: '20000', age: '56', retirementAge: '58', salaryIncrease: '5' };
    const without = run({ ...base, balance: '0' }).results!.corpus!;
    const withBalance = run({ ...base, balance: '100000' }).results!.corpus!;
    expect(withBalance - without).toBeGreaterThanOrEqual(117180);
    expect(withBalance - without).toBeLessThanOrEqual(117182);
  });

  it('shows parts that add up, and a table that ends at the balance', () => {
    const { values, results } = run({ balance: '250000' });
    const r = results as Record<
      'corpus' | 'employeeTotal' | 'employerTotal' | 'interestTotal',
      number
    >;
    expect(250000 + r.employeeTotal + r.employerTotal + r.interestTotal).toBe(r.corpus);
    const rows = epf.table!.rows(values as never, r as never);
    expect(rows).toHaveLength(28);
    expect(rows[0]?.age).toBe(30);
    expect(rows.at(-1)?.balance).toBe(r.corpus);
    let previous = 250000;
    for (const row of rows) {
      expect(previous + row.contributions! + row.interest!).toBe(row.balance);
      previous = row.balance!;
    }
  });

  it('needs a retirement age above the current age', () => {
    expect(run({ age: '58', retirementAge: '58' }).errors).toEqual({
      retirementAge: 'The retirement age must be more than your age',
    });
    expect(run({ employeeRate: '9' }).errors.employeeRate).toBe(
      'Your contribution must be at least 10%',
    );
    expect(run({ balance: '' }).errors).toEqual({});
  });
});
