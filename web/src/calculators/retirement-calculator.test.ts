import { describe, expect, it } from 'vitest';
import { calculateSip } from '../domain/sip.ts';
import { evaluate } from '../engine/evaluate.ts';
import retirement, { corpusFor } from './retirement-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(retirement, texts);

describe('Retirement corpus', () => {
  it('is the expenses added up when the return equals inflation', () => {
    // ₹10,000 a month at 59, retiring at 60: ₹11,000 a month, ₹1,32,000 a year, for 2 years,
    // rising 10% a year and earning 10%: 1,32,000 + 1,45,200 ÷ 1.1 = 2,64,000.
    expect(corpusFor(132000, 2, 10, 10)).toBe(264000);
    const { results } = run({
      age: '59',
      retirementAge: '60',
      lifeExpectancy: '62',
      expenses: '10000',
      inflation: '10',
      postReturn: '10',
      savings: '0',
    });
    expect(results).toMatchObject({ corpus: 264000, expenseAtRetirement: 11000 });
  });

  it('discounts each year’s expenses taken at the start of the year', () => {
    // No inflation, 10% return, 3 years of ₹1,20,000: 1,20,000 × (1 + 1/1.1 + 1/1.21)
    // = 1,20,000 + 1,09,090.91 + 99,173.55 = 3,28,264.46.
    expect(corpusFor(120000, 3, 0, 10)).toBeCloseTo(328264.46, 2);
    // With 5% inflation and 8% return: 1,20,000 × (1 + 1.05/1.08 + (1.05/1.08)²).
    const g = 1.05 / 1.08;
    expect(corpusFor(120000, 3, 5, 8)).toBeCloseTo(120000 * (1 + g + g * g), 6);
  });

  it('runs the corpus down to zero at the life expectancy', () => {
    const { values, results } = run({});
    const rows = retirement.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toMatchObject({ age: 60, start: results?.corpus });
    expect(rows.at(-1)?.age).toBe(84);
    expect(Math.abs(rows.at(-1)!.end!)).toBeLessThanOrEqual(1);
    for (const row of rows) expect(row.start! - row.withdrawn! + row.growth!).toBe(row.end);
  });

  it('builds the shortfall with the SIP calculator’s model', () => {
    const texts = { savings: '500000' };
    const { results } = run(texts);
    const r = results as Record<'corpus' | 'sip' | 'savingsAtRetirement', number>;
    // Savings: 5,00,000 × (1 + 0.12/12)^360.
    expect(r.savingsAtRetirement).toBe(Math.round(500000 * 1.01 ** 360));
    const built = calculateSip({ monthlyInvestment: r.sip, annualReturnRate: 12, years: 30 });
    const less = calculateSip({ monthlyInvestment: r.sip - 1, annualReturnRate: 12, years: 30 });
    const shortfall = r.corpus - 500000 * 1.01 ** 360;
    // As the SIP calculator shows them, in whole rupees: the SIP reaches it, a rupee less not.
    expect(Math.round(built.futureValue)).toBeGreaterThanOrEqual(shortfall);
    expect(Math.round(less.futureValue)).toBeLessThan(shortfall);
  });

  it('needs no SIP when savings already cover the corpus', () => {
    const { values, results } = run({ savings: '100000000' });
    expect(results?.sip).toBe(0);
    const summary = retirement.summary!(values as never, results as never, '2026-01-01');
    expect([summary].flat().join(' ')).toContain('no further SIP is needed');
    expect(retirement.hiddenOutputs!(run({ savings: '0' }).values as never)).toEqual([
      'savingsAtRetirement',
    ]);
  });

  it('asks for ages in order', () => {
    expect(run({ age: '60', retirementAge: '60' }).errors).toEqual({
      retirementAge: 'The retirement age must be more than your current age',
    });
    expect(run({ retirementAge: '85', lifeExpectancy: '85' }).errors).toEqual({
      lifeExpectancy: 'The life expectancy must be more than the retirement age',
    });
    expect(run({ savings: '' }).errors).toEqual({});
  });
});
