import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import salary from './in-hand-salary-calculator.ts';

// Expected values worked by hand (python3): basic = CTC × share ÷ 12; EPF = 12% of the basic
// (or of ₹15,000); gross = CTC − 12 × employer EPF; taxable = gross − 75,000; new-regime slabs
// 0/5/10/15/20/25/30 % in steps of ₹4 lakh, 87A rebate to ₹12 lakh, 4% cess; in hand = gross −
// 12 × EPF − professional tax − tax.

const run = (texts: Record<string, string>) => evaluate(salary, texts, '2026-11-29');

describe('the in-hand salary calculator', () => {
  it('works out the defaults: ₹12 lakh CTC, 50% basic, EPF on the whole basic', () => {
    // basic 50,000; EPF 6,000; gross 12,00,000 − 72,000 = 11,28,000; taxable 10,53,000; slab tax
    // 5% × 4,00,000 + 10% × 2,53,000 = 45,300, and the rebate
    // clears the tax; in hand 11,28,000 − 72,000 − 2,500 (Karnataka's and Maharashtra's
    // professional tax) = 10,53,500; ÷ 12 = 87,791.67, half-up 87,792.
    const { values, results } = run({});
    expect(values!.taxYear).toBe('2026-27');
    expect(results).toEqual({
      monthly: 87792,
      yearly: 1053500,
      grossMonthly: 94000,
      basicMonthly: 50000,
      epfEmployee: 6000,
      epfEmployer: 6000,
      taxYearly: 0,
      taxMonthly: 0,
    });
    expect(salary.summary!(values as never, results as never, '')).toBe(
      'On a CTC of ₹12,00,000 you take home about ₹87,792 a month (₹10,53,500 a year), with no income tax in the new regime.',
    );
    expect(salary.steps!(values as never, results as never)).toEqual([
      'Basic pay = ₹12,00,000 × 50% ÷ 12 = ₹50,000 a month',
      'EPF = 12% × ₹50,000 = ₹6,000 a month from you and ₹6,000 from the employer',
      'Gross salary = CTC − employer’s EPF = ₹12,00,000 − 12 × ₹6,000 = ₹11,28,000 a year',
      'Taxable income = gross − standard deduction = ₹11,28,000 − ₹75,000 = ₹10,53,000',
      'Income tax (new regime): tax on the slabs ₹45,300 − 87A rebate ₹45,300 + 4% cess ₹0 = ₹0',
      'In hand = gross − your EPF − professional tax − income tax = ₹11,28,000 − ₹72,000 − ₹2,500 − ₹0 = ₹10,53,500 a year',
      'A month = ₹10,53,500 ÷ 12 ≈ ₹87,792',
    ]);
  });

  it('taxes a ₹24 lakh CTC with EPF capped at the wage ceiling', () => {
    // EPF 1,800; gross 24,00,000 − 21,600 = 23,78,400; taxable 23,03,400.
    // Slab tax: 20,000 + 40,000 + 60,000 + 80,000 + 25% × 3,03,400 = 75,850 → 2,75,850;
    // cess 11,034 → 2,86,884. In hand 23,78,400 − 21,600 − 2,500 − 2,86,884 = 20,67,416;
    // ÷ 12 = 1,72,284.67, half-up 1,72,285.
    const { results } = run({ ctc: '2400000', epf: 'capped' });
    expect(results).toMatchObject({
      epfEmployee: 1800,
      taxYearly: 286884,
      taxMonthly: 23907,
      yearly: 2067416,
      monthly: 172285,
    });
  });

  it('taxes the employer’s EPF above ₹7.5 lakh a year as a perquisite', () => {
    // ₹2 crore CTC, 50% basic: basic 8,33,333 a month; EPF 12% = 99,999.96 → 1,00,000, so the
    // employer puts in 12,00,000 a year, 4,50,000 above the limit of section 17(2)(vii).
    // Gross 1,88,00,000; taxable 1,88,00,000 + 4,50,000 − 75,000 = 1,91,75,000. Slab tax
    // 3,00,000 to ₹24 lakh + 30% × 1,67,75,000 = 53,32,500; surcharge 15% (₹1–2 crore)
    // 7,99,875; cess 4% of 61,32,375 = 2,45,295; tax 63,77,670. In hand 1,88,00,000 − 12,00,000
    // − 2,500 − 63,77,670 = 1,12,19,830; ÷ 12 = 9,34,985.83, half-up 9,34,986.
    const { values, results } = run({ ctc: '20000000' });
    expect(results).toMatchObject({ taxYearly: 6377670, yearly: 11219830, monthly: 934986 });
    expect(salary.steps!(values as never, results as never)[3]).toBe(
      'Taxable income = gross + employer’s EPF above ₹7,50,000 a year (taxed as a perquisite) − standard deduction = ₹1,88,00,000 + ₹4,50,000 − ₹75,000 = ₹1,91,75,000',
    );
    // At ₹7,50,000 exactly (EPF 62,500 a month on a basic of 5,20,833) nothing is added.
    const atLimit = run({ ctc: '12500000' });
    expect(atLimit.results).toMatchObject({ epfEmployer: 62500 });
    expect(salary.steps!(atLimit.values as never, atLimit.results as never)[3]).toBe(
      'Taxable income = gross − standard deduction = ₹1,17,50,000 − ₹75,000 = ₹1,16,75,000',
    );
  });

  it('leaves EPF out when there is none, and uses the chosen year', () => {
    // gross 15,00,000; taxable 14,25,000 → 20,000 + 40,000 + 15% × 2,25,000 = 93,750; cess 3,750
    // → 97,500. In hand 15,00,000 − 0 − 97,500 = 14,02,500.
    const { results } = run({
      ctc: '1500000',
      epf: 'none',
      professionalTax: '0',
      taxYear: '2025-26',
    });
    expect(results).toMatchObject({ epfEmployee: 0, taxYearly: 97500, yearly: 1402500 });
  });

  it('says what is wrong with bad input', () => {
    expect(run({ ctc: '0' }).errors.ctc).toBe('The CTC must be more than ₹0');
    expect(run({ ctc: '' }).errors.ctc).toBe('Enter the CTC');
    expect(run({ basicPercent: '5' }).errors.basicPercent).toBe(
      'The basic pay share must be at least 10%',
    );
    expect(run({ professionalTax: '3000' }).errors.professionalTax).toBe(
      'The professional tax can be at most ₹2,500',
    );
    // ₹3,000 CTC at 100% basic: basic 250, EPF 30; gross 2,640; 2,640 − 360 − 2,500 < 0.
    expect(run({ ctc: '3000', epf: 'full', basicPercent: '100' }).errors.ctc).toBe(
      'The CTC is too small to pay the EPF and professional tax',
    );
  });
});
