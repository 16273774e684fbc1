import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { decimal } from '../engine/money.ts';
import lumpsum from './lumpsum-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(lumpsum, texts);

describe('Lumpsum calculator', () => {
  it('compounds once a year', () => {
    // ₹1,00,000 at 10% for 3 years: 1,10,000 → 1,21,000 → 1,33,100.
    const { values, results } = run({ investment: '100000', rate: '10', years: '3' });
    expect(results).toEqual({ futureValue: 133100, invested: 100000, returns: 33100 });
    expect(lumpsum.table!.rows(values as never, results as never)).toEqual([
      { year: 1, growth: 10000, value: 110000 },
      { year: 2, growth: 11000, value: 121000 },
      { year: 3, growth: 12100, value: 133100 },
    ]);
  });

  it('keeps the amount at 0% and shrinks it at a negative return', () => {
    expect(run({ rate: '0' }).results).toEqual({
      futureValue: 100000,
      invested: 100000,
      returns: 0,
    });
    // 1,00,000 × 0.9² = 81,000: a loss of 19,000, said in the facts.
    const loss = run({ rate: '-10', years: '2' });
    expect(loss.results).toEqual({ futureValue: 81000, invested: 100000, returns: -19000 });
    expect(lumpsum.facts!(loss.values as never, loss.results as never)).toHaveLength(1);
  });

  it('has a table whose growth adds up to the returns', () => {
    const { values, results } = run({ investment: '123456.78', rate: '11.3', years: '37' });
    const rows = lumpsum.table!.rows(values as never, results as never);
    const growth = rows.reduce((sum, row) => sum.plus(row.growth!), decimal(0));
    expect(growth.toNumber()).toBe(results?.returns);
  });

  it('checks each field’s bounds', () => {
    expect(run({ years: '0' }).errors.years).toBe('The period must be at least 1 year');
    expect(run({ years: '2.5' }).errors.years).toBe('Enter a whole number of years, e.g. 10');
    expect(run({ rate: '-51' }).errors.rate).toBe('The return cannot be below −50%');
    expect(run({ investment: '₹5,00,000' }).values?.investment).toBe(500000);
  });

  it('says one year in the singular', () => {
    const { values, results } = run({ years: '1' });
    expect(lumpsum.steps(values as never, results as never).join(' ')).toMatch(/n = 1 year\b/);
  });
});
