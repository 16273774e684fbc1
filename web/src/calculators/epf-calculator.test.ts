import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import epf, { monthlyContributions } from './epf-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(epf, texts);

describe('EPF contributions', () => {
  it('splits the employer’s 12% between EPS and EPF', () => {
    // Up to the ₹15,000 ceiling: 3.67% to EPF, 8.33% to EPS (The News Wagon: on ₹10,000,
    // ₹1,200, ₹367 and ₹833).
    expect(monthlyContributions(10000, 12, 'full', 30)).toEqual({
      employee: 1200,
      employer: 367,
      pension: 833,
    });
    // On the ₹15,000 ceiling EPFO's returns show ₹1,800, ₹1,250 (8.33% = 1,249.50, rounded to
    // the rupee) and ₹550 (1,800 − 1,250), not ₹1,249.50 and ₹550.50.
    expect(monthlyContributions(15000, 12, 'full', 30)).toEqual({
      employee: 1800,
      employer: 550,
      pension: 1250,
    });
  });

  it('caps the pension share at ₹1,250 above the ceiling', () => {
    // CiteHR (citehr.com/amp.php?t=549607): on ₹25,000 the employer's EPF share is ₹1,750.
    expect(monthlyContributions(25000, 12, 'full', 30)).toEqual({
      employee: 3000,
      employer: 1750,
      pension: 1250,
    });
    // An employer paying only on ₹15,000: 12% of 15,000 less 1,250 to EPS.
    expect(monthlyContributions(25000, 12, 'ceiling', 30).employer).toBe(550);
  });

  it('keeps the employer at 12% when you pay voluntary PF', () => {
    expect(monthlyContributions(20000, 20, 'full', 30)).toEqual({
      employee: 4000,
      employer: 1150,
      pension: 1250,
    });
  });

  it('rounds each contribution to the rupee, as EPFO does', () => {
    // On ₹12,345: 12% = 1,481.40 → ₹1,481; EPS 8.33% = 1,028.3385 → ₹1,028; the employer's
    // EPF share 1,481 − 1,028 = ₹453.
    expect(monthlyContributions(12345, 12, 'full', 30)).toEqual({
      employee: 1481,
      employer: 453,
      pension: 1028,
    });
  });

  it('stops the pension share at 58: the employer’s whole 12% goes to EPF', () => {
    expect(monthlyContributions(25000, 12, 'full', 58)).toEqual({
      employee: 3000,
      employer: 3000,
      pension: 0,
    });
    // From 57 to 60 on ₹15,000 with no increase and 0% interest: at 57, 12 × (1,800 + 550);
    // at 58 and 59, 12 × (1,800 + 1,800) each. Employer's total 6,600 + 2 × 21,600 = 49,800.
    const { results } = run({
      basic: '15000',
      age: '57',
      retirementAge: '60',
      rate: '0',
      salaryIncrease: '0',
    });
    expect(results).toEqual({
      corpus: 64800 + 49800,
      employeeTotal: 64800,
      employerTotal: 49800,
      interestTotal: 0,
    });
  });
});

describe('EPF balance', () => {
  it('puts the employer’s whole 12% into EPF for a member outside the pension scheme', () => {
    // Paragraph 6A of the EPS, 1995: no pension share at all, whatever the age.
    expect(monthlyContributions(25000, 12, 'full', 30, false)).toEqual({
      employee: 3000,
      employer: 3000,
      pension: 0,
    });
    // One year on ₹25,000 at 8.25%: 6,000 a month in; interest 8.25% ÷ 12 × 66 × 6,000 =
    // 2,722.50, so 72,000 + 2,722.50 = 74,722.50, shown as ₹74,723 (in the scheme: 4,750 a
    // month, 57,000 + 2,155.31 = ₹59,155).
    const texts = { age: '30', retirementAge: '31', salaryIncrease: '0', rate: '8.25' };
    const outside = run({ ...texts, pension: 'no' });
    expect(outside.results).toMatchObject({ corpus: 74723, employerTotal: 36000 });
    expect(run(texts).results).toMatchObject({ corpus: 59155, employerTotal: 21000 });
    expect(epf.facts!(outside.values as never, outside.results as never)[2]).toEqual({
      label: 'Employer’s share to pension (EPS)',
      text: 'None: not in the pension scheme',
    });
    expect(epf.steps!(outside.values as never, outside.results as never)[1]).toBe(
      'Employer’s 12% of ₹25,000 = ₹3,000, all to EPF: not in the pension scheme',
    );
  });

  it('earns interest on each month’s opening balance, credited at the year’s end', () => {
    // One year on ₹15,000 at 8.5%: 1,800 + 550 = 2,350 a month; interest = 8.5% ÷ 12 ×
    // (0 + 1 + … + 11) × 2,350 = 0.0070833 × 66 × 2,350 = 1,098.63; balance 28,200 + 1,098.63.
    const { results } = run({
      basic: '15000',
      age: '57',
      retirementAge: '58',
      rate: '8.5',
      salaryIncrease: '0',
    });
    expect(results).toEqual({
      corpus: 29299,
      employeeTotal: 21600,
      employerTotal: 6600,
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
