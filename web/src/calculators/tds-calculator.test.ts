import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import tds from './tds-calculator.ts';

// Expected values worked by hand: a payment above its section's threshold has the section's rate
// deducted from the whole of it (the higher of that rate and 20% without a PAN, s.206AA),
// rounded to the rupee; thresholds and rates by the date of payment.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(tds, texts, TODAY);

describe('the TDS calculator', () => {
  it('works out the defaults: ₹1,00,000 of professional fees with a PAN, today', () => {
    // 1,00,000 > 50,000; 10% = 10,000; paid 90,000.
    const { values, results } = run({});
    expect(results).toEqual({ tds: 10000, net: 90000, rate: 10, threshold: 50000 });
    expect(tds.summary!(values as never, results as never, TODAY)).toBe(
      'Deduct ₹10,000 (10%) from ₹1,00,000 of professional fees or royalty (194J) and pay ₹90,000.',
    );
    expect(tds.steps!(values as never, results as never)).toEqual([
      '₹1,00,000 is more than the ₹50,000 threshold of professional fees or royalty (194J) on 29 November 2026',
      'Rate of the section with a PAN: 10%',
      'TDS = ₹1,00,000 × 10% = ₹10,000 (to the rupee)',
      'Amount paid = ₹1,00,000 − ₹10,000 = ₹90,000',
    ]);
  });

  it('deducts nothing up to the threshold, and on the whole amount just above it', () => {
    const at = run({ amount: '50000' });
    expect(at.results).toMatchObject({ tds: 0, net: 50000, rate: 0 });
    expect(tds.summary!(at.values as never, at.results as never, TODAY)).toBe(
      'No TDS: ₹50,000 of professional fees or royalty (194J) is not more than the ₹50,000 threshold.',
    );
    expect(tds.steps!(at.values as never, at.results as never)).toEqual([
      '₹50,000 is not more than the ₹50,000 threshold of professional fees or royalty (194J) on 29 November 2026',
      'So no TDS is deducted: TDS = ₹0',
    ]);
    // 50,001 × 10% = 5,000.1 → ₹5,000.
    expect(run({ amount: '50001' }).results).toMatchObject({ tds: 5000 });
    expect(run({ amount: '0' }).results).toMatchObject({ tds: 0, net: 0 });
  });

  it('writes an amount with paise to the paisa, so it reads as above the threshold', () => {
    // 30,000.01 > 30,000 (194C, an individual, before April 2025): 1% = 300.0001 → ₹300;
    // paid 29,700.01.
    const texts = { section: '194C-individual', amount: '30000.01', date: '2025-01-15' };
    const { values, results } = run(texts);
    expect(results).toMatchObject({ tds: 300, net: 29700.01 });
    expect(tds.steps!(values as never, results as never)[0]).toMatch(
      /^₹30,000\.01 is more than the ₹30,000 threshold/,
    );
    expect(tds.summary!(values as never, results as never, TODAY)).toMatch(
      /from ₹30,000\.01 of .* and pay ₹29,700\.01\.$/,
    );
  });

  it('uses the thresholds before April 2025: ₹30,000 for fees', () => {
    // 40,000 > 30,000 on 1 March 2025: 10% = 4,000; from 1 April 2025, below ₹50,000: none.
    expect(run({ amount: '40000', date: '2025-03-01' }).results).toMatchObject({
      tds: 4000,
      threshold: 30000,
    });
    expect(run({ amount: '40000', date: '2025-04-01' }).results).toMatchObject({ tds: 0 });
  });

  it('compares rent a month from April 2025, a year before', () => {
    // 25,000 a month: 3,00,000 a year > 2,40,000 in 2025-03 → 10% = 2,500; from April ≤ 50,000.
    const before = run({ section: '194I-building', amount: '25000', date: '2025-03-01' });
    expect(before.results).toMatchObject({ tds: 2500, threshold: 240000 });
    expect(tds.steps!(before.values as never, before.results as never)[0]).toBe(
      'Rent for a year = 12 × ₹25,000 = ₹3,00,000, more than the ₹2,40,000 threshold',
    );
    expect(
      run({ section: '194I-building', amount: '25000', date: '2025-04-01' }).results,
    ).toMatchObject({ tds: 0, threshold: 50000 });
    // Plant and machinery, 60,000 a month: 2% = 1,200.
    expect(run({ section: '194I-machinery', amount: '60000' }).results).toMatchObject({
      tds: 1200,
    });
  });

  it('takes 20% without a PAN, but keeps a higher rate', () => {
    // 1% contract work without PAN → 20%: 40,000 × 20% = 8,000. Winnings 30% stay 30%.
    const noPan = run({ section: '194C-individual', amount: '40000', pan: 'no' });
    expect(noPan.results).toMatchObject({ tds: 8000, rate: 20 });
    expect(tds.steps!(noPan.values as never, noPan.results as never)[1]).toBe(
      'No PAN: section 206AA takes the higher of the section’s 1% and 20% = 20%',
    );
    expect(run({ section: '194B', amount: '20000', pan: 'no' }).results).toMatchObject({
      tds: 6000,
      rate: 30,
    });
  });

  it('applies commission at 2% and the senior citizens’ interest threshold', () => {
    // 194H: 25,000 > 20,000 → 2% = 500. Senior interest 90,000 ≤ 1,00,000 → none.
    expect(run({ section: '194H', amount: '25000' }).results).toMatchObject({ tds: 500 });
    expect(run({ section: '194A-senior', amount: '90000' }).results).toMatchObject({ tds: 0 });
    expect(run({ section: '194A-bank', amount: '90000' }).results).toMatchObject({ tds: 9000 });
  });

  it('says what is wrong with bad input', () => {
    expect(run({ amount: '' }).errors.amount).toBe('Enter the amount');
    expect(run({ amount: '-5' }).errors.amount).toBe('The amount cannot be negative');
    expect(run({ section: '194T', date: '2025-01-10' }).errors.section).toBe(
      'Section 194T applies to payments from 1 April 2025 on; pick another payment',
    );
    expect(run({ date: '2024-09-30' }).errors.date).toBe(
      'Enter a date from 1 October 2024, when the rules here begin',
    );
  });
});

describe('the TDS rules as the page states them', () => {
  // The Income Tax Department's TDS rate charts: before and after the Finance Act 2025; 194D
  // fell from 5% to 2% on 1 April 2025 (Finance (No. 2) Act 2024).
  it('deducts insurance commission at 5% until 31 March 2025 and 2% from 1 April 2025', () => {
    // ₹50,000 of insurance commission: 5% = 2,500 in January 2025, 2% = 1,000 in April 2025.
    const commission = { section: '194D', amount: '50000' };
    expect(run({ ...commission, date: '2025-01-15' }).results).toMatchObject({
      tds: 2500,
      rate: 5,
    });
    expect(run({ ...commission, date: '2025-04-15' }).results).toMatchObject({
      tds: 1000,
      rate: 2,
    });
  });

  it('says each rule’s thresholds in the figures of the Acts', () => {
    const [october2024, april2025] = tds.rules!.table;
    expect(october2024!.summary).toBe(
      'Thresholds: interest ₹40,000 from a bank (₹50,000 for senior citizens), ₹5,000 otherwise; dividends ₹5,000; contract work ₹30,000 a payment; commission ₹15,000; rent ₹2,40,000 a year; professional fees ₹30,000. Commission at 2%, insurance commission at 5%.',
    );
    expect(april2025!.summary).toBe(
      'Thresholds: interest ₹50,000 from a bank (₹1,00,000 for senior citizens), ₹10,000 otherwise; dividends ₹10,000; contract work ₹30,000 a payment; commission ₹20,000; rent ₹50,000 a month; professional fees ₹50,000; partners’ pay (194T) ₹20,000.',
    );
  });
});
