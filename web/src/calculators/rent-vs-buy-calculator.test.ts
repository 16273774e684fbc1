import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import rentVsBuy, { cheaperToBuy } from './rent-vs-buy-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts. The figures here
// were worked out apart from this code: by hand, or by a separate Python script of the same
// model (the loan scheduled with decimal cents, then year by year:
// buying = buying × (1 + r) + mortgage + (tax + maintenance) × value at the year's start + insurance,
// renting = renting × (1 + r) + 12 × rent × (1 + k)^(year − 1), proceeds = value × (1 − selling)
// − loan owed).

const run = (texts: Record<string, string>) => evaluate(rentVsBuy, texts);

describe('rent vs buy calculator', () => {
  it('compares the defaults: renting is cheaper over 10 years, buying from year 14', () => {
    // $320,000 at 6.5% over 360 months: 2,022.62 a month. Up front 80,000 + 3% × 400,000 =
    // 92,000. Python: net cost of buying 359,670.25, of renting 341,973.90; rent paid
    // 24,000 × (1.03^10 − 1) / 0.03 = 275,133.10; 92,000 × (1.05^10 − 1) = 57,858.31;
    // 400,000 × 1.03^10 = 537,566.55.
    const { results, values } = run({});
    expect(results).toMatchObject({
      monthlyPayment: 2022.62,
      netCostBuying: 359670.25,
      netCostRenting: 341973.9,
      difference: -17696.35,
      breakEvenYear: 14,
      homeValue: 537566.55,
      totalRent: 275133.1,
      upfrontOpportunityCost: 57858.31,
    });
    expect(rentVsBuy.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Over 10 years, renting costs $17,696.35 less than buying. Buying becomes cheaper than ' +
        'renting if you stay 14 years or more (from year 14).',
    );
    const steps = rentVsBuy.steps(values as never, results as never);
    expect(steps[0]).toBe(
      'Loan = $400,000.00 − $80,000.00 = $320,000.00; monthly payment over 360 months at 6.5% = ' +
        '$2,022.62',
    );
    expect(steps[1]).toBe(
      'Paid when you buy = down payment $80,000.00 + buying costs 3% × $400,000.00 = $92,000.00',
    );
    // Year 1: 12 × 2,022.62 = 24,271.44 + 2.1% × 400,000 = 8,400 + 1,500 = 34,171.44.
    expect(steps[2]).toBe(
      'Year 1 of owning: mortgage $24,271.44 + property tax and maintenance 2.1% × $400,000.00 + ' +
        'insurance $1,500.00 = $34,171.44',
    );
    expect(steps).toContain(
      'Year 14 is the first in which the net cost of buying is at most that of renting',
    );
  });

  it('shows the year table as if the visitor left at the end of each year', () => {
    const { values, results } = run({});
    const rows = rentVsBuy.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(10);
    // Python, year 1: value 412,000; owed 316,423.24; net buying 59,914.68; renting 24,000.
    expect(rows[0]).toEqual({
      year: 1,
      homeValue: 412000,
      balance: 316423.24,
      owning: 34171.44,
      rent: 24000,
      netBuying: 59914.68,
      netRenting: 24000,
      difference: -35914.68,
    });
  });

  it('an all-cash home with no costs and no return costs nothing; renting costs the rent', () => {
    // No loan: payment 0. Up front 300,000, sold for 300,000: net 0. Rent 3 × 12,000.
    const { results, values } = run({
      price: '300000',
      down: '300000',
      propertyTax: '0',
      maintenance: '0',
      insurance: '0',
      appreciation: '0',
      sellingCosts: '0',
      buyingCosts: '0',
      rent: '1000',
      rentIncrease: '0',
      investmentReturn: '0',
      years: '3',
    });
    expect(results).toMatchObject({
      monthlyPayment: 0,
      netCostBuying: 0,
      netCostRenting: 36000,
      difference: 36000,
      breakEvenYear: 1,
    });
    expect(rentVsBuy.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Over 3 years, buying costs $36,000.00 less than renting. Buying becomes cheaper than ' +
        'renting if you stay 1 year or more.',
    );
  });

  it('counts the return the cash would have earned (by hand)', () => {
    // Buying: 300,000 × 1.04 + 3,000 = 315,000; × 1.04 + 3,000 = 330,600; less the 300,000 sale:
    // 30,600. Renting: 12,000 × 1.04 + 12,000 = 24,480. Buying never catches up: each year it
    // gives up 12,000 of return and pays 3,000 of tax against 12,000 of rent.
    const { results, values } = run({
      price: '300000',
      down: '300000',
      propertyTax: '1',
      maintenance: '0',
      insurance: '0',
      appreciation: '0',
      sellingCosts: '0',
      buyingCosts: '0',
      rent: '1000',
      rentIncrease: '0',
      investmentReturn: '4',
      years: '2',
    });
    expect(results).toMatchObject({
      netCostBuying: 30600,
      netCostRenting: 24480,
      difference: -6120,
      upfrontOpportunityCost: 24480,
    });
    expect(rentVsBuy.hiddenOutputs!(values as never)).toEqual(['breakEvenYear']);
    expect(rentVsBuy.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Over 2 years, renting costs $6,120.00 less than buying. Buying does not become cheaper ' +
        'within 50 years.',
    );
  });

  it('says when buying is cheaper only for a while, and renting cheaper again after', () => {
    // Python (the model above, loan scheduled to the cent): buying costs no more than renting
    // after a stay of 7 to 17 years only; from year 18 the 5% the cash would earn wins again.
    const texts = {
      price: '200000',
      down: '0',
      rate: '3',
      years: '18',
      rent: '800',
      rentIncrease: '0',
    };
    const { results, values } = run(texts);
    expect(results).toMatchObject({ difference: -909.57, breakEvenYear: 7 });
    expect(rentVsBuy.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Over 18 years, renting costs $909.57 less than buying. Buying is cheaper than renting ' +
        'only if you stay 7 to 17 years.',
    );
    // A 10-year loan at 3% and an 8% return: cheaper to buy after 6 to 10 years only.
    const short = run({ rate: '3', term: '10', years: '11', investmentReturn: '8' });
    expect(rentVsBuy.summary!(short.values as never, short.results as never, '2026-11-29')).toBe(
      'Over 11 years, renting costs $3,540.70 less than buying. Buying is cheaper than renting ' +
        'only if you stay 6 to 10 years.',
    );
  });

  it('lists every span of stays in which buying is cheaper', () => {
    const years = (cheaper: boolean[]) =>
      cheaper.map((isCheaper, index) => ({
        year: index + 1,
        netBuying: isCheaper ? 1 : 2,
        netRenting: 1.5,
      })) as never;
    expect(cheaperToBuy(years([false, true, true, false, true]))).toEqual([
      { from: 2, to: 3 },
      { from: 5, to: null },
    ]);
    expect(cheaperToBuy(years([true, false, false]))).toEqual([{ from: 1, to: 1 }]);
    expect(cheaperToBuy(years([false, false]))).toEqual([]);
  });

  it('writes the sale and the net cost so they add up as written', () => {
    // 50 years: $1,753,562.41 × 6% = $105,213.74; − $0 owed = $1,648,348.67 (it read .66 beside
    // parts that subtract to .67); the net cost $6,974,353.70 + that = $8,622,702.37.
    const long = run({ years: '50' });
    const steps = rentVsBuy.steps(long.values as never, long.results as never);
    expect(steps).toContain(
      'Sale at the end of year 50: $1,753,562.41 − selling costs 6% ($105,213.74) − loan owed $0.00 = $1,648,348.67',
    );
    expect(steps).toContain('Net cost of buying = $8,622,702.37 − $1,648,348.67 = $6,974,353.70');
    // A sale for less than the loan owed adds to the cost: "+ $270,916.05", not "− -$270,916.05".
    const falling = run({ appreciation: '-50' });
    expect(rentVsBuy.steps(falling.values as never, falling.results as never)).toContain(
      'Net cost of buying = $498,871.46 + $270,916.05 = $769,787.51',
    );
  });

  it('takes a falling home price', () => {
    // Python, prices falling 5% a year: value 400,000 × 0.95^5 = 309,512.375, shown 309,512.38, after 5 years, net buying 310,644.77,
    // renting 140,408.99; buying first catches up in year 33.
    const { results } = run({ appreciation: '-5', years: '5' });
    expect(results).toMatchObject({
      homeValue: 309512.38,
      netCostBuying: 310644.77,
      netCostRenting: 140408.99,
      breakEvenYear: 33,
    });
  });

  it('refuses a down payment above the price, and values out of range', () => {
    expect(run({ down: '500000' }).errors).toEqual({
      down: 'The down payment cannot be more than the home price',
    });
    expect(run({ down: '' }).errors.down).toBe('Enter the down payment (0 if none)');
    expect(run({ years: '51' }).errors.years).toMatch(/at most 50 years/);
    expect(run({ term: '0' }).errors.term).toMatch(/at least 1 year/);
    expect(run({ price: '0' }).errors.price).toBeDefined();
  });

  it('shows amounts in the currency chosen', () => {
    const { values, results } = run({ currency: 'gbp' });
    expect(rentVsBuy.steps(values as never, results as never)[0]).toBe(
      'Loan = £400,000.00 − £80,000.00 = £320,000.00; monthly payment over 360 months at 6.5% = ' +
        '£2,022.62',
    );
  });
});
