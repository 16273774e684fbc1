import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { decimal } from '../engine/money.ts';
import ppf from './ppf-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(ppf, texts);
const rowsOf = (texts: Record<string, string>) => {
  const { values, results } = run(texts);
  return ppf.table!.rows(values as never, results as never);
};

describe('PPF calculator', () => {
  it('matches Groww’s first three years for ₹1,00,000 a year at 7.1%', () => {
    // Groww's PPF table, quoted on Stack Overflow (question 68813878): 1,07,100 after year 1,
    // 2,21,804 after year 2 and 3,44,652 after year 3. By hand: 100000 × 1.071; (107100 +
    // 100000) × 1.071 = 221804.10; (221804.10 + 100000) × 1.071 = 344652.19.
    const rows = rowsOf({ deposit: '100000', rate: '7.1', years: '15' });
    expect(rows.slice(0, 3)).toEqual([
      { year: 1, deposit: 100000, interest: 7100, balance: 107100 },
      { year: 2, deposit: 100000, interest: 14704.1, balance: 221804.1 },
      { year: 3, deposit: 100000, interest: 22848.09, balance: 344652.19 },
    ]);
  });

  it('has a table that adds up to the results', () => {
    const texts = { deposit: '150000', rate: '7.1', years: '25' };
    const rows = rowsOf(texts);
    const { results } = run(texts);
    expect(rows).toHaveLength(25);
    expect(rows.at(-1)?.balance).toBe(results?.maturity);
    const interest = rows.reduce((sum, row) => sum.plus(row.interest!), decimal(0));
    expect(interest.toNumber()).toBe(results?.interest);
  });

  it('adds up the deposits at 0%', () => {
    expect(run({ deposit: '500', rate: '0', years: '15' }).results).toEqual({
      maturity: 7500,
      invested: 7500,
      interest: 0,
    });
  });

  it('accepts 15 years and extensions of 5, up to 50', () => {
    for (const years of ['15', '20', '45', '50']) expect(run({ years }).errors).toEqual({});
    const blocks = 'PPF runs 15 years, then extends in blocks of 5: enter 15, 20, 25 … 50';
    expect(run({ years: '17' }).errors.years).toBe(blocks);
    expect(run({ years: '14' }).errors.years).toBe('A PPF account runs at least 15 years');
    expect(run({ years: '55' }).errors.years).toBe(
      'The calculator goes up to 50 years (15 plus seven extensions)',
    );
  });

  it('keeps the deposit within the PPF limits', () => {
    expect(run({ deposit: '499' }).errors.deposit).toBe('The PPF needs at least ₹500 a year');
    expect(run({ deposit: '500' }).errors).toEqual({});
    expect(run({ deposit: '1,50,000' }).errors).toEqual({});
    expect(run({ deposit: '150001' }).errors.deposit).toBe(
      'The PPF accepts at most ₹1,50,000 a year',
    );
  });
});
