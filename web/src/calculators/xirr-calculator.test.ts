import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import xirr from './xirr-calculator.ts';

// Expected rates worked out with python3 (datetime day counts, bisection on
// Σ amount ÷ (1 + r)^(days ÷ 365) = 0), independently of this module.

function run(texts: Record<string, string>) {
  const evaluation = evaluate(xirr, texts);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: xirr.summary!(values, results as never, ''),
    steps: xirr.steps(values, results as never),
  };
}

describe('the XIRR calculator', () => {
  it('works out the default half-yearly instalments', () => {
    // 4 × -10,000 on 2024-01-01, 2024-07-01, 2025-01-01, 2025-07-01, then 44,000 on 2026-01-01
    // (731 days after the first): 7.828618627065886 %.
    const { results, summary, steps } = run({});
    expect(results.xirr).toBeCloseTo(7.828618627065886, 8);
    expect(results).toMatchObject({ invested: 40000, received: 44000, gain: 4000 });
    expect(summary).toBe(
      '$40,000.00 paid in and $44,000.00 received over 731 days is a return of 7.83% a year.',
    );
    expect(steps[0]).toBe(
      'XIRR: the yearly rate r at which Σ amount ÷ (1 + r)^(days since 2024-01-01 ÷ 365) = 0. Found by bisection: r ≈ 7.8286%.',
    );
    // 731 ÷ 365 = 2.0027397…, shown to 6 decimals; the amount follows its date, so a decimal
    // comma never stands next to a sentence's.
    expect(steps[1]).toBe('2024-01-01, the first date: -$10,000.00, not discounted');
    expect(steps[5]).toMatch(
      /^2026-01-01, 731 days after 2024-01-01 \(731 ÷ 365 ≈ 2\.00274 years\): \$44,000\.00 ÷ \(1 \+ r\)\^2\.00274 ≈ /,
    );
  });

  it('reads a link’s two lists joined by ~ (a year of 366 days is 366 ÷ 365 years)', () => {
    // 1.1^(365/366) − 1 = 9.971358593414126 %.
    const { results } = run({ date: '2024-01-01~2025-01-01', amount: '-1000~1100' });
    expect(results.xirr).toBeCloseTo(9.9713585934, 8);
  });

  it('gives exactly the yearly rate over 365 days, and 0% with no gain', () => {
    expect(run({ date: '2023-01-01~2024-01-01', amount: '-1000~1100' }).results.xirr).toBeCloseTo(
      10,
      9,
    );
    expect(run({ date: '2023-01-01~2024-01-01', amount: '-1000~1000' }).results.xirr).toBeCloseTo(
      0,
      9,
    );
  });

  it('reads amounts with grouping and minus signs, dates in any order', () => {
    const { results } = run({
      date: '2015-06-11\n2015-07-21\n2018-06-10\n2015-10-17',
      amount: '−1,000\n-9000\n20,000\n-3000',
    });
    expect(results.xirr).toBeCloseTo(16.3537158443, 8);
  });

  it('says why when every amount has one sign or the lists differ in length', () => {
    expect(evaluate(xirr, { date: '2024-01-01~2025-01-01', amount: '1000~1100' }).errors).toEqual({
      amount:
        'Enter at least one negative amount (money paid in) and one positive amount (money received or the value today): with every amount of one sign, no return fits',
    });
    expect(
      evaluate(xirr, { date: '2024-01-01~2025-01-01', amount: '-1000~500~600' }).errors,
    ).toEqual({ amount: 'There are 2 dates and 3 amounts: enter one amount for each date' });
  });

  it('says when no rate in its range fits', () => {
    // Doubling in one day is far beyond 10,000% a year.
    expect(evaluate(xirr, { date: '2024-01-01~2024-01-02', amount: '-1000~2000' }).errors).toEqual({
      amount: 'No yearly return from -99% to 10,000% fits these cash flows',
    });
  });

  it('refuses amounts that cancel out on each date, which every return fits', () => {
    expect(evaluate(xirr, { date: '2024-01-01~2024-01-01', amount: '-100~100' }).errors).toEqual({
      amount:
        'The amounts on each date add up to 0, so every return fits them: enter money paid in and received on different dates',
    });
    expect(
      evaluate(xirr, {
        date: '2024-01-01~2024-01-01~2025-01-01~2025-01-01',
        amount: '-100~100~-50~50',
      }).errors.amount,
    ).toMatch(/^The amounts on each date add up to 0/);
  });

  it('says 1 day and 1 year as one', () => {
    // -100 on 1 January 2025, then -1 a day later and 150 on 1 January 2026 (365 days: 1 year).
    const { summary, steps } = run({
      date: '2025-01-01~2025-01-02~2026-01-01',
      amount: '-100~-1~150',
    });
    expect(summary).toContain('received over 365 days');
    expect(steps[2]).toContain('1 day after 2025-01-01 (1 ÷ 365 ≈ 0.00274 years): -$1.00 ÷');
    expect(steps[3]).toContain('365 days after 2025-01-01 (365 ÷ 365 = 1 year)');
  });

  it('checks each date and amount', () => {
    expect(evaluate(xirr, { date: '2024-01-01~2024-02-30' }).errors.date).toBe(
      '“2024-02-30” (the 2nd date) is not a date: write it as YYYY-MM-DD, such as 2024-01-31',
    );
    expect(evaluate(xirr, { amount: '-1000~abc' }).errors.amount).toBe(
      '“abc” (the 2nd amount) is not an amount: write it as -5000 or 12500.50',
    );
    expect(evaluate(xirr, { date: '2024-01-01', amount: '5' }).errors).toMatchObject({
      date: 'Enter at least two dates',
      amount: 'Enter at least two amounts',
    });
    expect(evaluate(xirr, { date: '' }).errors.date).toBe('Enter the date of each cash flow');
  });
});
