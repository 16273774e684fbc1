import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import depreciation, { schedule } from './depreciation-calculator.ts';

function run(texts: Record<string, string>) {
  return evaluate(depreciation, texts);
}

const rows = (texts: Record<string, string>) => {
  const { values, results } = run(texts);
  return depreciation.table!.rows(values as never, results as never);
};

describe('the depreciation calculator', () => {
  it('depreciates $50,000 to $5,000 over 5 years double-declining by default', () => {
    // 40% a year: 20,000; 12,000; 7,200; then 4,320 vs (10,800 − 5,000) ÷ 2 = 2,900 → 4,320;
    // year 5: 6,480 × 0.4 = 2,592 > 1,480 left → 1,480.
    expect(run({}).results).toEqual({
      firstYear: 20000,
      secondYear: 12000,
      lastYear: 1480,
      total: 45000,
      finalBook: 5000,
    });
    expect(rows({}).map((row) => row.depreciation)).toEqual([20000, 12000, 7200, 4320, 1480]);
    expect(rows({}).map((row) => row.accumulated)).toEqual([20000, 32000, 39200, 43520, 45000]);
    expect(rows({}).map((row) => row.book)).toEqual([30000, 18000, 10800, 6480, 5000]);
  });

  it('switches to straight-line when that gives more (JSU example: year 5)', () => {
    // 10,500, 500, 5 years: 4,200; 2,520; 1,512; 907.20; then 1,360.80 × 0.4 = 544.32 <
    // (1,360.80 − 500) ÷ 1 = 860.80.
    const texts = { cost: '10500', salvage: '500', life: '5', method: 'double-declining' };
    expect(rows(texts).map((row) => row.depreciation)).toEqual([4200, 2520, 1512, 907.2, 860.8]);
    const { values, results } = run({ ...texts, currency: 'USD' });
    expect(depreciation.steps(values as never, results as never)).toEqual([
      'Depreciable amount = cost − salvage = $10,500.00 − $500.00 = $10,000.00',
      'Declining-balance rate = 2 ÷ 5 of the book value a year',
      'Year 1: $10,500.00 × 2 ÷ 5 ≈ $4,200.00; book value $10,500.00 − $4,200.00 = $6,300.00',
      'Year 2: $6,300.00 × 2 ÷ 5 ≈ $2,520.00; book value $6,300.00 − $2,520.00 = $3,780.00',
      'Year 3: $3,780.00 × 2 ÷ 5 ≈ $1,512.00; book value $3,780.00 − $1,512.00 = $2,268.00',
      'Year 4: $2,268.00 × 2 ÷ 5 ≈ $907.20; book value $2,268.00 − $907.20 = $1,360.80',
      'Year 5: straight-line over the last year, ($1,360.80 − $500.00) ÷ 1 ≈ $860.80, more than $1,360.80 × 2 ÷ 5 ≈ $544.32; book value $1,360.80 − $860.80 = $500.00',
    ]);
    expect(depreciation.facts!(values as never, results as never)).toEqual([
      { label: 'Declining-balance rate', text: '40% of the book value a year' },
      { label: 'Switch to straight-line', text: 'From year 5' },
    ]);
  });

  it('uses 150% for declining balance', () => {
    // 1,000, 0 salvage, 3 years: rate 50%: 500; then 250 vs 500 ÷ 2 = 250 → 250; 250 left.
    expect(rows({ cost: '1000', salvage: '0', life: '3', method: 'declining-balance' })).toEqual([
      { year: 1, opening: 1000, depreciation: 500, accumulated: 500, book: 500 },
      { year: 2, opening: 500, depreciation: 250, accumulated: 750, book: 250 },
      { year: 3, opening: 250, depreciation: 250, accumulated: 1000, book: 0 },
    ]);
  });

  it('puts the cents of rounding in the last year of a straight-line schedule', () => {
    // 1,000 ÷ 3 = 333.333… → 333.33, 333.33, then 333.34.
    expect(
      rows({ cost: '1000', salvage: '0', life: '3', method: 'straight-line' }).map(
        (row) => row.depreciation,
      ),
    ).toEqual([333.33, 333.33, 333.34]);
  });

  it('weights sum-of-the-years’-digits by the years left', () => {
    // 15,000 over 5 years: 5,000; 4,000; 3,000; 2,000; 1,000.
    const texts = { cost: '16000', salvage: '1000', life: '5', method: 'sum-of-years' };
    expect(rows(texts).map((row) => row.depreciation)).toEqual([5000, 4000, 3000, 2000, 1000]);
    const { values, results } = run({ ...texts, currency: 'EUR' });
    expect(depreciation.summary!(values as never, results as never, '')).toBe(
      'By sum-of-the-years’-digits, the asset depreciates €5,000.00 in year 1 and €15,000.00 over 5 years, down to its salvage value of €1,000.00.',
    );
  });

  it('takes the whole amount in one year, and nothing when the salvage is the cost', () => {
    expect(run({ life: '1', method: 'double-declining' }).results).toMatchObject({
      firstYear: 45000,
      finalBook: 5000,
    });
    expect(depreciation.hiddenOutputs!(run({ life: '1' }).values as never)).toEqual([
      'secondYear',
      'lastYear',
    ]);
    expect(
      schedule({ cost: 800, salvage: 800, life: 4, method: 'sum-of-years' }).every((y) =>
        y.depreciation.eq(0),
      ),
    ).toBe(true);
  });

  it('refuses a salvage value above the cost and other bad input', () => {
    expect(run({ cost: '1000', salvage: '1200' }).errors.salvage).toBe(
      'The salvage value cannot be more than the cost',
    );
    expect(run({ life: '0' }).errors.life).toBe('The useful life must be at least 1 year');
    expect(run({ life: '2.5' }).errors.life).toBe('Enter a whole number');
    expect(run({ cost: '0' }).errors.cost).toBe('The cost must be more than 0');
  });
});
