import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import compare from './sip-vs-lumpsum-calculator.ts';

// Expected figures worked out with python3: SIP = P × ((1 + r)^n − 1) ÷ r × (1 + r), r = rate ÷ 1200,
// P = total ÷ months; lump sum = T × (1 + R)^Y; both rounded half-up to the rupee.

const run = (texts: Record<string, string>) => evaluate(compare, texts, '2026-11-29');

function shown(texts: Record<string, string>) {
  const { values, results, errors } = run(texts);
  expect(errors).toEqual({});
  return {
    values,
    results: results!,
    summary: compare.summary!(values as never, results as never, '2026-11-29'),
    steps: compare.steps(values as never, results as never),
  };
}

describe('SIP vs lumpsum calculator', () => {
  it('compares ₹12 lakh over 10 years at 12% (the defaults)', () => {
    // Lump sum 12,00,000 × 1.12^10 = 37,27,017.85 → 37,27,018; SIP 10,000 a month = 23,23,390.76
    // → 23,23,391; difference 14,03,627.
    const { results, summary, steps } = shown({});
    expect(results).toEqual({
      lumpValue: 3727018,
      sipValue: 2323391,
      difference: 1403627,
      monthly: 10000,
    });
    expect(summary).toBe(
      'Invested at once, ₹12,00,000 could grow to ₹37,27,018 in 10 years; as a SIP of ₹10,000 a month, to ₹23,23,391. The lump sum ends ₹14,03,627 ahead.',
    );
    expect(steps).toEqual([
      'SIP instalment = 12,00,000 ÷ (10 × 12) = ₹10,000 a month for 120 months',
      'SIP value = 10,000 × ((1 + 0.01)^120 − 1) ÷ 0.01 × (1 + 0.01) = ₹23,23,391',
      'Lump sum value = 12,00,000 × (1 + 0.12)^10 = ₹37,27,018',
      'Difference = ₹37,27,018 − ₹23,23,391 = ₹14,03,627',
    ]);
  });

  it('has a year-by-year table and a chart that end on the results', () => {
    // ₹1,00,000 over 3 years at 8%: 2,777.78 a month; SIP 34,814 / 72,517 / 1,13,349 at each
    // year's end (python3), lump sum 1,08,000 / 1,16,640 / 1,25,971.
    const { values, results } = shown({ amount: '100000', rate: '8', years: '3' });
    const rows = compare.table!.rows(values as never, results as never);
    expect(rows.map((row) => [row.year, row.sip, row.lump])).toEqual([
      [1, 34814, 108000],
      [2, 72517, 116640],
      [3, 113349, 125971],
    ]);
    expect(rows.at(-1)).toMatchObject({ sipInvested: 100000 });
    expect(results).toMatchObject({ lumpValue: 125971, sipValue: 113349, difference: 12622 });
    const [chart] = compare.charts!.build(values as never, results as never);
    expect(chart!.data.at(-1)).toEqual({ year: '3', lump: 125971, sip: results.sipValue });
  });

  it('shows an instalment that is not whole rupees to the paisa, with ≈', () => {
    // 1,00,000 ÷ 84 = 1,190.476… a month: ₹1,190.48 (it read "= ₹1,190").
    const { summary, steps } = shown({ amount: '100000', years: '7' });
    expect(steps[0]).toBe('SIP instalment = 1,00,000 ÷ (7 × 12) ≈ ₹1,190.48 a month for 84 months');
    expect(summary).toContain('as a SIP of ₹1,190.48 a month');
  });

  it('ends level at a 0% return', () => {
    const { results, summary, steps } = shown({ amount: '60000', rate: '0', years: '5' });
    expect(results).toEqual({ lumpValue: 60000, sipValue: 60000, difference: 0, monthly: 1000 });
    expect(summary).toBe('At 0% a year both ways end with ₹60,000.');
    expect(steps[1]).toBe('The return is 0, so the SIP is worth what was paid in: ₹60,000');
  });

  it('checks its fields', () => {
    expect(run({ amount: '0' }).errors.amount).toBe('The amount must be more than ₹0');
    expect(run({ years: '41' }).errors.years).toBe('The period can be at most 40 years');
    expect(run({ rate: '-1' }).errors.rate).toBe('The return cannot be negative');
  });

  it('matches every published example', () => {
    const checks = referenceChecks(compare, '2026-11-29');
    expect(checks).toHaveLength(7);
    for (const check of checks) {
      expect(check.problem).toBeNull();
      expect(check.figures.length).toBeGreaterThan(0);
      expect(check.matches).toBe(true);
    }
  });
});
