import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './us-paycheck-calculator.ts';

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(calculator, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Parameters<typeof calculator.steps>[1];
  return { results: r, summary: calculator.summary!(v, r, TODAY), steps: calculator.steps(v, r) };
}

describe('the US paycheck calculator', () => {
  it('enters 0 for an adjusted annual wage below the Worksheet 1A adjustment (line 1i)', () => {
    // $100 every two weeks, 5% to a 401(k): 95 × 26 = 2,470, less than the 8,600 of line 1g.
    const { results, steps } = shown({ pay: '100' });
    expect(results.federalWithholding).toBe(0);
    expect(steps).toContain(
      'Adjusted annual wage (Pub 15-T Worksheet 1A) = $2,470.00 − $8,600, 0 if less (line 1i) = $0.00',
    );
  });

  it('opens on $2,500 every two weeks, single, 5% to a 401(k), 2026', () => {
    // 401(k) 5% × 2,500 = 125; wages 2,375 × 26 = 61,750; − 8,600 = 53,150; above the table's
    // 7,500: 45,650 → 10% × 12,400 = 1,240 + 12% × 33,250 = 3,990 → 5,230 a year; ÷ 26 =
    // 201.153… → 201.15. Social Security 6.2% × 65,000 = 4,030 ÷ 26 = 155; Medicare 1.45% ×
    // 65,000 = 942.50 ÷ 26 = 36.25. Net 2,500 − 125 − 201.15 − 155 − 36.25 = 1,982.60.
    const { results, summary, steps } = shown({});
    expect(results).toEqual({
      netPay: 1982.6,
      federalWithholding: 201.15,
      socialSecurity: 155,
      medicare: 36.25,
      contribution401k: 125,
      yearWithholding: 5230,
      yearSocialSecurity: 4030,
    });
    expect(summary).toBe(
      'Paid $2,500.00 every two weeks, you take home about $1,982.60 a paycheck in 2026, before state and local taxes.',
    );
    expect(steps).toContain(
      'Adjusted annual wage (Pub 15-T Worksheet 1A) = $61,750.00 − $8,600 = $53,150.00',
    );
    expect(steps).toContain('Federal withholding = $5,230.00 ÷ 26 = $201.15');
    expect(steps.at(-1)).toBe(
      'Take-home = $2,500.00 − $125.00 − $201.15 − $155.00 − $36.25 = $1,982.60',
    );
  });

  it('withholds nothing below the table’s start, married filing jointly', () => {
    // 2026 MFJ: 1,500 × 12 = 18,000 − 12,900 = 5,100, below 32,200 − 12,900 = 19,300.
    const { results } = shown({
      pay: '1500',
      frequency: 'monthly',
      status: 'married-jointly',
      contribution: '0',
    });
    expect(results.federalWithholding).toBe(0);
    // 6.2% × 1,500 = 93; 1.45% × 1,500 = 21.75.
    expect(results).toMatchObject({ socialSecurity: 93, medicare: 21.75, netPay: 1385.25 });
  });

  it('stops Social Security at the wage base and adds 0.9% Medicare over $200,000', () => {
    // 25,000 × 12 = 300,000: Social Security 6.2% × 184,500 = 11,439 ÷ 12 = 953.25; Medicare
    // 1.45% × 300,000 = 4,350 + 0.9% × 100,000 = 900 → 5,250 ÷ 12 = 437.50.
    const { results, steps } = shown({ pay: '25000', frequency: 'monthly', contribution: '0' });
    expect(results).toMatchObject({ socialSecurity: 953.25, medicare: 437.5 });
    expect(steps).toContain(
      'Medicare = 1.45% × $300,000.00 + 0.9% × $100,000.00 over $200,000 = $5,250.00 a year ÷ 12 = $437.50',
    );
  });

  it('caps the 401(k) at the yearly limit spread over the paychecks', () => {
    // 10% × 30,000 = 3,000 a month, capped at 24,500 ÷ 12 = 2,041.666… → 2,041.67.
    const { results, steps } = shown({ pay: '30000', frequency: 'monthly', contribution: '10' });
    expect(results.contribution401k).toBe(2041.67);
    expect(steps[0]).toBe(
      '401(k) = 10% × $30,000.00 = $2,041.67 (capped at the $24,500 yearly limit ÷ 12 paychecks)',
    );
  });

  it('uses the pre-OBBBA 2025 withholding table', () => {
    // 2025 single: 2,000 weekly × 52 = 104,000 − 8,600 = 95,400; above 6,400: 89,000 →
    // 1,192.50 + 12% × 36,550 = 4,386 + 22% × (89,000 − 48,475) = 8,915.50 → 14,494 a year.
    const { results } = shown({
      taxYear: '2025',
      pay: '2000',
      frequency: 'weekly',
      contribution: '0',
    });
    expect(results.yearWithholding).toBe(14494);
    // 14,494 ÷ 52 = 278.730… → 278.73.
    expect(results.federalWithholding).toBe(278.73);
  });

  it('refuses a pay of $0 and a contribution over 100%', () => {
    const errors = (texts: Record<string, string>) => evaluate(calculator, texts, TODAY).errors;
    expect(errors({ pay: '0' }).pay).toBe('The gross pay must be more than $0');
    expect(errors({ contribution: '101' }).contribution).toBe(
      'The 401(k) contribution can be at most 100%',
    );
  });
  it('lists the brackets by semicolons, so decimal commas elsewhere never run into them', () => {
    // $45,650 above the table's start: 10% of the first $12,400 = $1,240; 12% of the other
    // $33,250 = $3,990; $5,230 in all.
    expect(shown({}).steps).toContain(
      'The 2026 annual table taxes nothing up to $7,500; the $45,650.00 above it is taxed at the bracket rates: 10% → $1,240.00; 12% → $3,990.00. Tentative withholding: $5,230.00 a year',
    );
  });
});
