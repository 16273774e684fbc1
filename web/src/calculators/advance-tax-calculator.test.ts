import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import advance from './advance-tax-calculator.ts';

// Expected values worked by hand: instalments of 15%, 45%, 75% and 100% of the tax in all
// (rounded to the rupee); 234C interest 1% a month, 3 months on each of the first three
// shortfalls (none if 12% / 36% was paid by June / September) and 1 month on the last, each
// shortfall cut to whole ₹100s (rule 119A).

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(advance, texts, TODAY);

describe('the advance tax calculator', () => {
  it('works out the defaults: ₹1,50,000 of tax, nothing paid yet', () => {
    // Dues 22,500, 45,000, 45,000, 37,500. Interest: 22,500 × 3% = 675; 67,500 × 3% = 2,025;
    // 1,12,500 × 3% = 3,375; 1,50,000 × 1% = 1,500; total 7,575.
    const { values, results } = run({});
    expect(values!.taxYear).toBe('2026-27');
    expect(results).toEqual({
      due1: 22500,
      due2: 45000,
      due3: 45000,
      due4: 37500,
      interest: 7575,
    });
    expect(advance.summary!(values as never, results as never, TODAY)).toBe(
      'Pay ₹22,500, ₹45,000, ₹45,000 and ₹37,500 by 15 June, September, December and March. With the payments entered, 234C interest is ₹7,575.',
    );
    expect(advance.steps!(values as never, results as never)).toEqual([
      'By 15 June 2026: 15% × ₹1,50,000 = ₹22,500 in all (this instalment ₹22,500); paid by then ₹0: shortfall ₹22,500 (in whole ₹100s) × 1% × 3 months = ₹675',
      'By 15 September 2026: 45% × ₹1,50,000 = ₹67,500 in all (this instalment ₹45,000); paid by then ₹0: shortfall ₹67,500 (in whole ₹100s) × 1% × 3 months = ₹2,025',
      'By 15 December 2026: 75% × ₹1,50,000 = ₹1,12,500 in all (this instalment ₹45,000); paid by then ₹0: shortfall ₹1,12,500 (in whole ₹100s) × 1% × 3 months = ₹3,375',
      'By 15 March 2027: 100% × ₹1,50,000 = ₹1,50,000 in all (this instalment ₹37,500); paid by then ₹0: shortfall ₹1,50,000 (in whole ₹100s) × 1% × 1 month = ₹1,500',
    ]);
  });

  it('spares June and September at 12% and 36% paid', () => {
    // Tax 2,00,000: June 20,000 (10% < 12%) → (30,000 − 20,000) × 3% = 300; by September 80,000
    // (40% ≥ 36%) → none; by December 1,50,000 = 75% → none; by March 2,00,000 → none.
    const { values, results } = run({
      tax: '200000',
      paidJune: '20000',
      paidSeptember: '60000',
      paidDecember: '70000',
      paidMarch: '50000',
    });
    expect(results!.interest).toBe(300);
    // 12% exactly by June: 24,000 → no June interest.
    expect(
      run({
        tax: '200000',
        paidJune: '24000',
        paidSeptember: '66000',
        paidDecember: '60000',
        paidMarch: '50000',
      }).results!.interest,
    ).toBe(0);
    expect(advance.summary!(values as never, results as never, TODAY)).toBe(
      'Pay ₹30,000, ₹60,000, ₹60,000 and ₹50,000 by 15 June, September, December and March. With the payments entered, 234C interest is ₹300.',
    );
  });

  it('cuts each shortfall to whole hundreds', () => {
    // 15% of 1,23,457 = 18,518.55 → 18,519 due; shortfall 18,500 × 3% = 555 for June.
    const { results } = run({ tax: '123457', paidSeptember: '200000' });
    expect(results).toMatchObject({ due1: 18519, interest: 555 });
  });

  it('takes the shortfall from the share of the tax, not from the instalment rounded to the rupee', () => {
    // Tax ₹67,330, nothing paid (s.234C, rule 119A): 15% = 10,099.50 → 10,000 × 3% = 300;
    // 45% = 30,298.50 → 30,200 × 3% = 906; 75% = 50,497.50 → 50,400 × 3% = 1,512;
    // 67,330 → 67,300 × 1% = 673. Total ₹3,391 (from the rounded ₹10,100 it was ₹3,394).
    const { results } = run({ tax: '67330' });
    expect(results).toMatchObject({ due1: 10100, interest: 3391 });
  });

  it('asks presumptive taxpayers for one instalment by 15 March', () => {
    // 60,000 due by 15 March; 40,000 paid by then → 20,000 × 1% = 200.
    const { values, results } = run({ tax: '60000', scheme: 'presumptive', paidJune: '40000' });
    expect(results).toEqual({ due1: 0, due2: 0, due3: 0, due4: 60000, interest: 200 });
    expect(advance.steps!(values as never, results as never)).toEqual([
      'By 15 March 2027: 100% × ₹60,000 = ₹60,000 in all (this instalment ₹60,000); paid by then ₹40,000: shortfall ₹20,000 (in whole ₹100s) × 1% × 1 month = ₹200',
    ]);
  });

  it('needs no advance tax below ₹10,000, and instalments from ₹10,000', () => {
    const below = run({ tax: '9999' });
    expect(below.results).toEqual({ due1: 0, due2: 0, due3: 0, due4: 0, interest: 0 });
    expect(advance.summary!(below.values as never, below.results as never, TODAY)).toBe(
      'No advance tax: ₹9,999 is below ₹10,000 (section 208). Pay it as self-assessment tax before you file.',
    );
    expect(run({ tax: '10000', paidJune: '10000' }).results).toEqual({
      due1: 1500,
      due2: 3000,
      due3: 3000,
      due4: 2500,
      interest: 0,
    });
  });

  it('says what is wrong with bad input', () => {
    expect(run({ tax: '' }).errors.tax).toBe('Enter the tax');
    expect(run({ tax: '-1' }).errors.tax).toBe('The tax cannot be negative');
    expect(run({ paidJune: '-1' }).errors.paidJune).toBe('The amount paid cannot be negative');
  });
});
