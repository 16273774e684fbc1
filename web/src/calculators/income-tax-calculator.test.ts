import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import incomeTax, { regimeTax } from './income-tax-calculator.ts';

// Expected values worked by hand from the FY 2025-26 slabs (Finance Act 2025), the 87A rebate
// and marginal relief, the surcharge with marginal relief and the 4% cess.

function run(texts: Record<string, string>) {
  return evaluate(incomeTax, texts);
}

/** Only other income (no standard deduction), no old-regime deductions. */
const income = (amount: string, extra: Record<string, string> = {}) =>
  run({ salary: '0', otherIncome: amount, section80C: '0', section80D: '0', ...extra });

describe('the income tax calculator', () => {
  it('compares the regimes for the defaults', () => {
    // New: 15,00,000 − 75,000 = 14,25,000 → 20,000 + 40,000 + 33,750 = 93,750 + 3,750 cess.
    // Old: 15,00,000 − 50,000 − 1,50,000 − 25,000 = 12,75,000 → 12,500 + 1,00,000 + 82,500
    // = 1,95,000 + 7,800 cess.
    const fy2025 = run({ taxYear: '2025-26' });
    expect(fy2025.results).toEqual({
      newTax: 97500,
      oldTax: 202800,
      saving: 105300,
      newTaxable: 1425000,
      newBeforeCess: 93750,
      oldTaxable: 1275000,
      oldBeforeCess: 195000,
    });
    expect(incomeTax.summary!(fy2025.values as never, fy2025.results as never, '')).toBe(
      'For FY 2025-26 the new regime is lower, by ₹1,05,300: ₹97,500 in the new regime against ₹2,02,800 in the old.',
    );
  });

  it('offers FY 2025-26 and tax year 2026-27, starting at the year of today’s date', () => {
    const year = (texts: Record<string, string>, today: string) =>
      evaluate(incomeTax, texts, today).values?.taxYear;
    expect(year({}, '2026-03-31')).toBe('2025-26');
    expect(year({}, '2026-04-01')).toBe('2026-27');
    // After the last year offered, the last; before the first, the first.
    expect(year({}, '2027-05-01')).toBe('2026-27');
    expect(year({}, '2025-01-01')).toBe('2025-26');
    // A link's year stands, whatever the day; one that names no year is today's.
    expect(year({ taxYear: '2025-26' }, '2026-11-28')).toBe('2025-26');
    expect(year({ taxYear: '2030-31' }, '2026-11-28')).toBe('2026-27');
    expect(year({ taxYear: '2030-31' }, '2025-11-28')).toBe('2025-26');
  });

  it('taxes tax year 2026-27 by the same figures, which the Budget 2026-27 kept', () => {
    for (const amount of ['0', '1200000', '1210000', '1600000', '5090000', '60000000']) {
      const texts = { salary: '1000000', otherIncome: amount, hraExemption: '100000' };
      expect(run({ ...texts, taxYear: '2026-27' }).results).toEqual(
        run({ ...texts, taxYear: '2025-26' }).results,
      );
    }
    const next = run({ taxYear: '2026-27' });
    expect(incomeTax.summary!(next.values as never, next.results as never, '')).toBe(
      'For tax year 2026-27 the new regime is lower, by ₹1,05,300: ₹97,500 in the new regime against ₹2,02,800 in the old.',
    );
  });

  it('rebates all tax up to ₹12 lakh and applies marginal relief just above it', () => {
    expect(regimeTax(1200000, 'new', 'below-60')).toMatchObject({ slabTax: 60000, total: 0 });
    // 12,70,000: slab tax 70,500, but no more than the 70,000 above ₹12 lakh.
    expect(regimeTax(1270000, 'new', 'below-60')).toMatchObject({
      slabTax: 70500,
      rebate: 500,
      beforeCess: 70000,
      total: 72800,
    });
    // 12,80,000: slab tax 72,000 is below the 80,000 above ₹12 lakh: no relief.
    expect(regimeTax(1280000, 'new', 'below-60')).toMatchObject({ rebate: 0, beforeCess: 72000 });
  });

  it('uses the old regime’s slabs by age', () => {
    // Taxable 10,00,000: below 60, 12,500 + 1,00,000; 60 to 79, 10,000 + 1,00,000; 80+, 1,00,000.
    expect(regimeTax(1000000, 'old', 'below-60').total).toBe(117000);
    expect(regimeTax(1000000, 'old', '60-79').total).toBe(114400);
    expect(regimeTax(1000000, 'old', '80-plus').total).toBe(104000);
    // Up to ₹5 lakh the 87A rebate clears it; 6,00,000 for a senior: 10,000 + 20,000 + cess.
    expect(regimeTax(500000, 'old', '60-79').total).toBe(0);
    expect(regimeTax(600000, 'old', '60-79').total).toBe(31200);
    // Age changes nothing in the new regime.
    expect(income('1600000', { age: '80-plus' }).results?.newBeforeCess).toBe(120000);
  });

  it('charges surcharge with marginal relief at ₹1 crore', () => {
    // New regime, 1,01,00,000: tax 26,10,000; full 15% surcharge 3,91,500; capped at the tax and
    // 10% surcharge on ₹1 crore (25,80,000 × 1.1 = 28,38,000) plus the 1,00,000 above it.
    expect(regimeTax(10100000, 'new', 'below-60')).toMatchObject({
      slabTax: 2610000,
      surcharge: 328000,
      beforeCess: 2938000,
    });
  });

  it('charges 37% above ₹5 crore in the old regime only', () => {
    // 6 crore. New: 1,75,80,000 + 25% = 2,19,75,000. Old: 1,78,12,500 + 37% = 2,44,03,125.
    expect(regimeTax(60000000, 'new', 'below-60').beforeCess).toBe(21975000);
    expect(regimeTax(60000000, 'old', 'below-60').beforeCess).toBe(24403125);
  });

  it('limits the standard deduction to the salary and never taxes below zero', () => {
    expect(run({ salary: '50000', section80C: '0', section80D: '0' }).results).toMatchObject({
      newTaxable: 0,
      oldTaxable: 0,
      newTax: 0,
      oldTax: 0,
    });
    // Home-loan interest larger than the income leaves nothing taxable in the old regime.
    expect(income('100000', { homeLoanInterest: '200000' }).results?.oldTaxable).toBe(0);
  });

  it('says in the steps when the old regime’s sum is not the taxable income', () => {
    const oldStep = (texts: Record<string, string>) => {
      const { values, results } = run(texts);
      return incomeTax
        .steps(values as never, results as never, { advice: true })
        .find((step) => step.startsWith('Old regime: taxable'));
    };
    // ₹1,00,000 of other income less ₹2,00,000 of home-loan interest: −₹1,00,000, taxed as ₹0.
    expect(
      oldStep({
        salary: '0',
        otherIncome: '100000',
        section80C: '0',
        section80D: '0',
        homeLoanInterest: '200000',
      }),
    ).toMatch(
      / = -₹1,00,000, taken as ₹0: neither the salary after its deductions nor the taxable income goes below ₹0$/,
    );
    // Salary ₹40,000 − HRA ₹30,000 − its ₹40,000 standard deduction is −₹30,000, taken as ₹0;
    // with ₹1,00,000 of other income the taxable income is ₹1,00,000, not the ₹70,000 written.
    expect(
      oldStep({
        salary: '40000',
        hraExemption: '30000',
        otherIncome: '100000',
        section80C: '0',
        section80D: '0',
      }),
    ).toMatch(/ = ₹70,000, taken as ₹1,00,000: neither/);
    expect(oldStep({})).toMatch(/ − ₹25,000 − ₹0 = ₹12,75,000$/);
  });

  it('lets deductions change only the old regime', () => {
    const without = income('1500000');
    const withDeductions = income('1500000', {
      hraExemption: '0',
      section80C: '150000',
      otherDeductions: '50000',
    });
    expect(withDeductions.results?.newTax).toBe(without.results?.newTax);
    expect(withDeductions.results?.oldTaxable).toBe(1300000);
  });

  it('gives the HRA exemption only out of salary', () => {
    // Salary 10,00,000 − HRA 2,00,000 − 50,000 = 7,50,000 → 12,500 + 50,000 + 2,500 cess.
    expect(
      run({ salary: '1000000', hraExemption: '200000', section80C: '0', section80D: '0' }).results,
    ).toMatchObject({ oldTaxable: 750000, oldTax: 65000 });
    expect(run({ salary: '100000', hraExemption: '200000' }).errors.hraExemption).toBe(
      'The HRA exemption cannot be more than your salary',
    );
  });

  it('rejects deductions above their limits with their messages', () => {
    expect(run({ section80C: '150001' }).errors.section80C).toBe(
      'The 80C deduction can be at most ₹1,50,000',
    );
    expect(run({ homeLoanInterest: '250000' }).errors.homeLoanInterest).toBe(
      'The home-loan interest can be at most ₹2,00,000 for a home you live in',
    );
    expect(run({ salary: '-1' }).errors.salary).toBe('The salary cannot be negative');
    expect(run({ otherDeductions: '' }).results?.oldTax).toBe(202800);
  });
});
