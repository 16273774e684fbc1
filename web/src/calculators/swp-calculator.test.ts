import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { decimal } from '../engine/money.ts';
import swp, { monthlyRateOf } from './swp-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(swp, texts);

describe('SWP calculator', () => {
  it('uses the monthly rate that compounds to the annual return', () => {
    expect((1 + monthlyRateOf(8)) ** 12).toBeCloseTo(1.08, 14);
    expect(monthlyRateOf(0)).toBe(0);
  });

  it('agrees with the closed form B = P(1 + i)^n − W((1 + i)^n − 1) ÷ i', () => {
    const i = 1.09 ** (1 / 12) - 1;
    const growth = (1 + i) ** 84;
    const closed = 2_000_000 * growth - 15_000 * ((growth - 1) / i);
    const { results } = run({ investment: '2000000', withdrawal: '15000', rate: '9', years: '7' });
    expect(results?.finalValue).toBe(Math.round(closed * 100) / 100);
    expect(results?.totalWithdrawn).toBe(15_000 * 84);
  });

  it('says when the money runs out', () => {
    // ₹1,00,000 less ₹10,000 a month at 8%: month 11's balance is only ₹3,701.66, paid out in
    // full (worked month by month at i = 1.08^(1/12) − 1).
    const texts = { investment: '100000', withdrawal: '10000', rate: '8', years: '2' };
    const { values, results } = run(texts);
    expect(results).toEqual({ finalValue: 0, totalWithdrawn: 103701.66, returns: 3701.66 });
    const highlight = swp.highlight!(values as never, results as never);
    expect(highlight?.facts).toEqual([
      { label: 'Runs out in', text: 'month 11 of year 1 (month 11)' },
      { label: 'Last withdrawal', text: '₹3,701.66' },
      // 1,00,000 × i ÷ (1 − (1 + i)^−24): the withdrawal that lasts exactly 2 years.
      { label: 'To last the whole period', text: 'withdraw at most ₹4,510.00 a month' },
    ]);
    expect(swp.summary!(values as never, results as never, '2026-01-01')).toContain(
      'the money runs out in month 11 of year 1',
    );
    expect(swp.table!.rows(values as never, results as never)).toHaveLength(1);
  });

  it('does not call a plan that ends at exactly zero on its last month short', () => {
    const { values, results } = run({
      investment: '120000',
      withdrawal: '10000',
      rate: '0',
      years: '1',
    });
    expect(results).toEqual({ finalValue: 0, totalWithdrawn: 120000, returns: 0 });
    expect(swp.highlight!(values as never, results as never)).toBeNull();
    // One rupee less and the twelfth withdrawal is cut short.
    const short = run({ investment: '119999', withdrawal: '10000', rate: '0', years: '1' });
    expect(swp.highlight!(short.values as never, short.results as never)?.facts[0]?.text).toBe(
      'month 12 of year 1 (month 12)',
    );
  });

  it('grows the fund when the withdrawals are below its returns', () => {
    const { results } = run({ investment: '1000000', withdrawal: '1000', rate: '12', years: '5' });
    expect(results!.finalValue).toBeGreaterThan(1000000);
  });

  it('has a table that adds up', () => {
    const { values, results } = run({});
    const rows = swp.table!.rows(values as never, results as never);
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)?.balance).toBe(results?.finalValue);
    const returns = rows.reduce((sum, row) => sum.plus(row.returns!), decimal(0));
    expect(returns.toNumber()).toBe(results?.returns);
  });

  it('checks each field’s bounds', () => {
    expect(run({ withdrawal: '0' }).errors.withdrawal).toBe('The withdrawal must be more than ₹0');
    expect(run({ years: '51' }).errors.years).toBe('The period can be at most 50 years');
    expect(run({ rate: '-1' }).errors.rate).toBe('The return cannot be negative');
  });
  it('says the monthly rate is about 1.08^(1/12) − 1, an irrational number', () => {
    // 1.08^(1/12) − 1 = 0.00643403011…
    const { values, results } = run({});
    expect(swp.steps(values as never, results as never)[0]).toBe(
      'Monthly rate i = (1 + 0.08)^(1/12) − 1 ≈ 0.0064340301, which compounds to 8% over a year',
    );
  });
});
