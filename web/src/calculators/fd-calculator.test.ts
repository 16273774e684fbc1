import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { decimal } from '../engine/money.ts';
import fd, { fdGrowth } from './fd-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(fd, texts);

describe('FD calculator', () => {
  it('starts with ₹1,00,000 at 7% for 5 years, compounded quarterly', () => {
    // 100000 × 1.0175^20 = 141,477.8196 (worked by hand: 1.0175^4 = 1.0718590, ^5 of that).
    expect(run({}).results).toMatchObject({ maturity: 141477.82, interest: 41477.82 });
  });

  it('matches DYclassroom’s year-by-year table for ₹1,00,000 at 7.3% quarterly', () => {
    const texts = { principal: '100000', rate: '7.3', years: '5' };
    const { values, results } = run(texts);
    const rows = fd.table!.rows(values as never, results as never);
    expect(rows.map((row) => row.balance)).toEqual([
      107502.28, 115567.4, 124237.59, 133558.24, 143578.16,
    ]);
    expect(rows.map((row) => row.interest)).toEqual([7502.28, 8065.12, 8670.19, 9320.65, 10019.92]);
    // The table's interest adds up to the interest shown.
    const total = rows.reduce((sum, row) => sum.plus(row.interest!), decimal(0));
    expect(total.toNumber()).toBe(results?.interest);
  });

  it('compounds whole quarters of a fractional tenure exactly', () => {
    // 1.25 years = 5 quarters: 100000 × 1.02^5 = 110,408.08.
    expect(run({ principal: '100000', rate: '8', years: '1.25' }).results?.maturity).toBe(
      110408.08,
    );
  });

  it('adds simple interest for a part quarter, as banks do', () => {
    // 1.1 years = 4 quarters and 0.4 of one: 100000 × 1.02^4 × (1 + 0.02 × 0.4) = 109,109.16.
    expect(run({ principal: '100000', rate: '8', years: '1.1' }).results?.maturity).toBe(109109.16);
    expect(fdGrowth(8, 1.1, 'quarterly')).toBeCloseTo(1.08243216 * 1.008, 12);
  });

  it('pays simple interest when chosen: ₹50,000 at 6% for 6 months is ₹51,500', () => {
    const { results } = run({ principal: '50000', rate: '6', years: '0.5', compounding: 'simple' });
    expect(results).toMatchObject({ maturity: 51500, interest: 1500 });
    expect(fd.hiddenOutputs!(evaluate(fd, { compounding: 'simple' }).values as never)).toEqual([
      'effectiveRate',
    ]);
  });

  it('pays simple interest on a deposit of less than six months, whatever the compounding', () => {
    // Worked by hand: 100000 × (1 + 0.07 × 0.4) = 102,800 (compounded, one quarter and 0.6 of
    // the next would give 102,818.38); 50000 × (1 + 0.065 × 0.25) = 50,812.50.
    const short = run({ years: '0.4' });
    expect(short.results).toMatchObject({ maturity: 102800, interest: 2800 });
    expect(fd.hiddenOutputs!(short.values as never)).toEqual(['effectiveRate']);
    expect(fd.summary!(short.values as never, short.results as never, '')).toBe(
      '₹1,00,000.00 for 0.4 years at 7% a year (simple interest, as banks pay on deposits of ' +
        'less than six months) matures to ₹1,02,800.00.',
    );
    expect(fd.steps(short.values as never, short.results as never)[0]).toBe(
      '0.4 years is less than six months: the deposit earns simple interest, paid at maturity, ' +
        'not interest compounded quarterly',
    );
    const monthly = run({ principal: '50000', rate: '6.5', years: '0.25', compounding: 'monthly' });
    expect(monthly.results).toMatchObject({ maturity: 50812.5, interest: 812.5 });
    // Six months is compounded: 100000 × 1.0175² = 103,530.63.
    expect(run({ years: '0.5' }).results?.maturity).toBe(103530.63);
  });

  it('gives the effective yield of each compounding', () => {
    // (1 + 0.07/4)^4 − 1 = 7.1859%; (1 + 0.07/12)^12 − 1 = 7.2290%.
    expect(run({ rate: '7' }).results?.effectiveRate).toBeCloseTo(7.1859, 4);
    expect(run({ rate: '7', compounding: 'monthly' }).results?.effectiveRate).toBeCloseTo(7.229, 3);
    expect(run({ rate: '7', compounding: 'yearly' }).results?.effectiveRate).toBeCloseTo(7, 10);
  });

  it('keeps the deposit unchanged at 0%', () => {
    expect(run({ principal: '25000', rate: '0', years: '3' }).results).toMatchObject({
      maturity: 25000,
      interest: 0,
    });
  });

  it('ends the table at maturity for a part year', () => {
    const { values, results } = run({ principal: '100000', rate: '7', years: '2.5' });
    const rows = fd.table!.rows(values as never, results as never);
    // Years 1 and 2 at 1.0175^4 and ^8, then 2.5 years (10 quarters) as year 3.
    expect(rows).toEqual([
      { year: 1, interest: 7185.9, balance: 107185.9 },
      { year: 2, interest: 7702.28, balance: 114888.18 },
      { year: 3, interest: 4056.27, balance: 118944.45 },
    ]);
    expect(rows.at(-1)?.balance).toBe(results?.maturity);
  });

  it('checks each field’s bounds', () => {
    expect(run({ years: '0' }).errors.years).toBe('The tenure must be more than 0 years');
    expect(run({ years: '20' }).errors).toEqual({});
    expect(run({ years: '20.5' }).errors.years).toBe('The tenure can be at most 20 years');
    expect(run({ rate: '50.5' }).errors.rate).toBe('The rate can be at most 50%');
    expect(run({ principal: '0' }).errors.principal).toBe('The deposit must be more than ₹0');
    expect(run({ principal: '10,00,000' }).values?.principal).toBe(1_000_000);
  });

  it('says ≈ where the periods are rounded: 1 × 1.6666667 shown as 1.6667', () => {
    const steps = (texts: Record<string, string>) => {
      const { values, results } = run(texts);
      return fd.steps(values as never, results as never, { advice: true });
    };
    expect(steps({ years: '1.6666667', compounding: 'yearly' })).toContain(
      '1 × 1.6666667 ≈ 1.6667 periods: 1 whole, then 0.6667 of a period at simple interest',
    );
    expect(steps({ years: '1.5', compounding: 'yearly' })).toContain(
      '1 × 1.5 = 1.5000 periods: 1 whole, then 0.5000 of a period at simple interest',
    );
  });
});
