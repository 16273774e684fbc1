import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gains from './capital-gains-tax-calculator.ts';

// Expected values worked by hand: gain = sale − expenses − cost; equity long-term after 12
// months (12.5% above ₹1.25 lakh from 23 July 2024; 10% above ₹1 lakh / ₹1.25 lakh before),
// short-term 20% (15% before); other assets long-term after 24 months (36 for gold before
// 23 July 2024) at 12.5% (20% indexed before); property bought before 23 July 2024: the lower of
// 12.5% and 20% indexed; cess 4%; each rounded to the rupee.

const TODAY = '2026-11-29';
const run = (texts: Record<string, string>) => evaluate(gains, texts, TODAY);

describe('the capital gains tax calculator', () => {
  it('works out the defaults: shares held about three years, ₹3 lakh gain, sold today', () => {
    // Bought 1,100 days before 29 Nov 2026 = 25 Nov 2023. Gain 3,00,000; taxed 1,75,000 × 12.5%
    // = 21,875; cess 875; total 22,750.
    const { values, results } = run({});
    expect(values!.buyDate).toBe('2023-11-25');
    expect(results).toMatchObject({
      totalTax: 22750,
      gain: 300000,
      taxableGain: 175000,
      rate: 12.5,
      tax: 21875,
      cess: 875,
    });
    expect(gains.hiddenOutputs!(values as never)).toEqual([
      'indexedCost',
      'taxWithoutIndexation',
      'taxWithIndexation',
    ]);
    expect(gains.summary!(values as never, results as never, TODAY)).toBe(
      'A long-term gain of ₹3,00,000 on listed shares or equity funds: tax ₹22,750 with cess, at 12.5%.',
    );
    expect(gains.steps!(values as never, results as never)).toEqual([
      'Capital gain = sale value − transfer expenses − cost = ₹8,00,000 − ₹0 − ₹5,00,000 = ₹3,00,000',
      'Held from 25 November 2023 to 29 November 2026: more than 12 months, so long-term',
      'Gain taxed = gain − exemption = ₹3,00,000 − ₹1,25,000 = ₹1,75,000 (at least ₹0)',
      'Tax = ₹1,75,000 × 12.5% = ₹21,875',
      'Cess = 4% × ₹21,875 = ₹875; total = ₹22,750',
    ]);
  });

  it('says why there is no tax as it is: within the exemption, rounded away, or no gain', () => {
    const said = (texts: Record<string, string>) => {
      const { values, results } = run(texts);
      return gains.summary!(values as never, results as never, TODAY);
    };
    // ₹1 over the ₹1,25,000 exemption: 12.5% of ₹1 is ₹0.125, no tax, but not "within" it.
    expect(said({ sellPrice: '625001' })).toBe(
      'A long-term gain of ₹1,25,001: the tax on the ₹1 taxed is less than half a rupee, so none is due.',
    );
    expect(said({ sellPrice: '600000' })).toBe(
      'A long-term gain of ₹1,00,000: no tax, as it is within the ₹1,25,000 exemption for the year.',
    );
    // Sold for what it cost: no loss to carry forward.
    expect(said({ sellPrice: '500000' })).toBe('No gain and no loss: no tax.');
    // Taxed at a slab rate of 0%, not "less than half a rupee".
    expect(
      said({ asset: 'gold', buyDate: '2025-01-01', sellDate: '2025-06-01', slabRate: '0' }),
    ).toBe(
      'A short-term gain of ₹3,00,000 on gold or another asset: no tax, at your slab rate of 0%.',
    );
    // Property bought in FY 2014-15 (CII 240), sold in 2023-24 (348): 5,00,000 × 348 ÷ 240 =
    // 7,25,000 indexed cost, above the ₹6,00,000 sale: nothing to tax, and no exemption.
    expect(
      said({
        asset: 'property',
        buyDate: '2015-01-01',
        sellDate: '2024-03-01',
        buyPrice: '500000',
        sellPrice: '600000',
      }),
    ).toBe('A long-term gain of ₹1,00,000: no tax, as indexation leaves no gain to tax.');
  });

  it('counts exactly 12 months as short-term, a day more as long-term', () => {
    const base = { buyDate: '2025-01-15', buyPrice: '100000', sellPrice: '150000' };
    // 50,000 × 20% = 10,000; cess 400.
    expect(run({ ...base, sellDate: '2026-01-15' }).results).toMatchObject({
      rate: 20,
      tax: 10000,
      totalTax: 10400,
    });
    // Long-term: 50,000 within the exemption.
    expect(run({ ...base, sellDate: '2026-01-16' }).results).toMatchObject({ totalTax: 0 });
  });

  it('uses the old equity rates before 23 July 2024', () => {
    // Short-term, sold 22 July 2024: 50,000 × 15% = 7,500. Long-term in FY 2023-24: 1,80,000 −
    // 1,00,000 = 80,000 × 10% = 8,000. In FY 2024-25 before 23 July: (1,80,000 − 1,25,000) ×
    // 10% = 5,500.
    expect(
      run({
        buyDate: '2024-03-01',
        sellDate: '2024-07-22',
        buyPrice: '100000',
        sellPrice: '150000',
      }).results,
    ).toMatchObject({ tax: 7500 });
    expect(
      run({
        buyDate: '2022-01-10',
        sellDate: '2024-03-20',
        buyPrice: '100000',
        sellPrice: '280000',
      }).results,
    ).toMatchObject({ taxableGain: 80000, tax: 8000 });
    expect(
      run({
        buyDate: '2022-01-10',
        sellDate: '2024-06-20',
        buyPrice: '100000',
        sellPrice: '280000',
      }).results,
    ).toMatchObject({ taxableGain: 55000, tax: 5500 });
  });

  it('takes the lower of 12.5% and 20% indexed for older property', () => {
    // Bought 1 June 2005 (CII 117) for 25,00,000, sold 1 June 2025 (CII 376) for 1,20,00,000.
    // Flat: 95,00,000 × 12.5% = 11,87,500. Indexed cost 25,00,000 × 376 ÷ 117 = 80,34,188;
    // gain 39,65,812 × 20% = 7,93,162 (lower). Cess 31,726; total 8,24,888.
    const { values, results } = run({
      asset: 'property',
      buyDate: '2005-06-01',
      sellDate: '2025-06-01',
      buyPrice: '2500000',
      sellPrice: '12000000',
    });
    expect(results).toEqual({
      totalTax: 824888,
      gain: 9500000,
      taxableGain: 3965812,
      rate: 20,
      tax: 793162,
      cess: 31726,
      indexedCost: 8034188,
      taxWithoutIndexation: 1187500,
      taxWithIndexation: 793162,
    });
    expect(gains.hiddenOutputs!(values as never)).toEqual([]);
    expect(gains.steps!(values as never, results as never)).toContain(
      'Land or building bought before 23 July 2024: the lower of 12.5% × ₹95,00,000 = ₹11,87,500 and 20% of the indexed gain = ₹7,93,162',
    );
  });

  it('taxes property bought after 23 July 2024, gold and debt funds as the law says', () => {
    // Property bought 1 Aug 2024, sold 1 Sep 2026: 25 months → long-term, 12.5% flat on 10 lakh.
    expect(
      run({
        asset: 'property',
        buyDate: '2024-08-01',
        sellDate: '2026-09-01',
        buyPrice: '5000000',
        sellPrice: '6000000',
      }).results,
    ).toMatchObject({ rate: 12.5, tax: 125000 });
    // Gold held 20 months: short-term at the 30% slab: 1,00,000 → 30,000.
    expect(
      run({
        asset: 'gold',
        buyDate: '2025-01-01',
        sellDate: '2026-09-01',
        buyPrice: '400000',
        sellPrice: '500000',
      }).results,
    ).toMatchObject({ rate: 30, tax: 30000 });
    // Debt fund bought after 1 April 2023, held 3 years: still short-term at a 20% slab.
    const debt = run({
      asset: 'debt',
      buyDate: '2023-05-01',
      sellDate: '2026-06-01',
      buyPrice: '100000',
      sellPrice: '130000',
      slabRate: '20',
    });
    expect(debt.results).toMatchObject({ rate: 20, tax: 6000 });
    expect(gains.steps!(debt.values as never, debt.results as never)[1]).toBe(
      'Debt fund units bought from 1 April 2023 are always short-term (section 50AA)',
    );
  });

  it('keeps the indexation choice for property sold before its year has an index', () => {
    // FY 2026-27's CII is not in the table: the latest, 376 (2025-26), stands in. Bought June
    // 2005 (CII 117) for ₹25 lakh: indexed cost 25,00,000 × 376 ÷ 117 = 80,34,188 > ₹60 lakh sale,
    // so the 20% choice is ₹0 and no tax is due, as for the same sale on 31 March 2026.
    const plot = {
      asset: 'property',
      buyDate: '2005-06-01',
      buyPrice: '2500000',
      sellPrice: '6000000',
    };
    const early = run({ ...plot, sellDate: '2026-04-01' });
    expect(early.results).toMatchObject({
      totalTax: 0,
      indexedCost: 8034188,
      taxWithIndexation: 0,
    });
    expect(run({ ...plot, sellDate: '2026-03-31' }).results).toMatchObject({ totalTax: 0 });
    expect(gains.steps!(early.values as never, early.results as never)[2]).toBe(
      'Indexed cost = ₹25,00,000 × CII 376 (FY 2025-26, the latest published: FY 2026-27’s is not out yet) ÷ CII 117 (FY 2005-06) = ₹80,34,188; indexed gain = ₹60,00,000 − ₹80,34,188',
    );
    // Bought June 2015 (CII 254) for ₹40 lakh, sold for ₹1 crore: indexed cost 59,21,260, 20% of
    // 40,78,740 = 8,15,748 against 12.5% of 60 lakh = 7,50,000; a higher 2026-27 index can only
    // lower the first, so the ₹7,80,000 with cess is at most what is due.
    const flat = run({
      asset: 'property',
      buyDate: '2015-06-01',
      sellDate: '2026-09-01',
      buyPrice: '4000000',
      sellPrice: '10000000',
    });
    expect(flat.results).toMatchObject({
      rate: 12.5,
      taxWithoutIndexation: 750000,
      taxWithIndexation: 815748,
      totalTax: 780000,
    });
    expect(gains.summary!(flat.values as never, flat.results as never, TODAY)).toBe(
      'A long-term gain of ₹60,00,000 on land or a building: tax ₹7,80,000 with cess, at 12.5%; at most that, as FY 2026-27’s index is not out yet.',
    );
    expect(gains.steps!(flat.values as never, flat.results as never)).toContain(
      'A higher index for FY 2026-27, as every year has had, lowers the indexed gain: the tax here is at most what will be due',
    );
  });

  it('charges nothing on a loss', () => {
    const { values, results } = run({ buyPrice: '500000', sellPrice: '400000' });
    expect(results).toMatchObject({ gain: -100000, totalTax: 0 });
    expect(gains.summary!(values as never, results as never, TODAY)).toBe(
      'A long-term loss of ₹1,00,000: no tax. A loss may be set off against other capital gains and carried forward for 8 years.',
    );
  });

  it('says what is wrong with bad input', () => {
    expect(run({ buyDate: '2026-01-01', sellDate: '2025-01-01' }).errors.buyDate).toBe(
      'The date bought must be on or before the date sold',
    );
    expect(run({ sellDate: '2023-03-31' }).errors.sellDate).toBe(
      'Enter a date from 1 April 2023, when the rules here begin',
    );
    expect(run({ sellPrice: '' }).errors.sellPrice).toBe('Enter the sale value');
    expect(run({ slabRate: '31' }).errors.slabRate).toBe('The slab rate can be at most 30%');
  });
});
