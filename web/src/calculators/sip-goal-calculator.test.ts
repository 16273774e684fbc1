import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import goal, { sipForGoal } from './sip-goal-calculator.ts';
import sip from './sip-calculator.ts';

const run = (texts: Record<string, string>) => evaluate(goal, texts);

/** What the SIP calculator shows for this monthly SIP. */
function sipCalculator(monthly: number, rate: number, years: number, stepup: number) {
  return evaluate(sip, {
    monthly: String(monthly),
    rate: String(rate),
    period: String(years),
    stepup: String(stepup),
  }).results;
}

describe('SIP goal calculator', () => {
  it('gives a SIP that reaches the target in the SIP calculator, and a rupee less falls short', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 10_000, max: 100_000_000 }),
          fc.integer({ min: 1_000_000, max: 100_000_000 }).map((paise) => paise / 100),
        ),
        fc.integer({ min: 0, max: 300 }).map((r) => r / 10),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(0, 0, 5, 10),
        (target, rate, years, stepup) => {
          const monthly = sipForGoal(target, rate, years, stepup);
          fc.pre(monthly >= 2 && monthly <= 10_000_000);
          const reached = sipCalculator(monthly, rate, years, stepup);
          const short = sipCalculator(monthly - 1, rate, years, stepup);
          expect(reached?.futureValue).toBeGreaterThanOrEqual(target);
          expect(short?.futureValue).toBeLessThan(target);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('shows the same figures as the SIP calculator', () => {
    const { results } = run({ target: '2500000', years: '12', rate: '11', stepup: '5' });
    const same = sipCalculator(results!.monthly!, 11, 12, 5);
    expect(results).toEqual({ monthly: results!.monthly, ...same });
  });

  it('divides the target evenly at 0%', () => {
    // ₹1,20,000 in 10 years with no growth: 120 instalments of ₹1,000.
    expect(run({ target: '120000', years: '10', rate: '0' }).results).toEqual({
      monthly: 1000,
      invested: 120000,
      returns: 0,
      futureValue: 120000,
    });
    // ₹1,00,001 over 120 months: ₹833.34… rounds up to ₹834.
    expect(run({ target: '100001', years: '10', rate: '0' }).results?.monthly).toBe(834);
  });

  it('names the year-1 SIP and the last year’s with a step-up', () => {
    const texts = { target: '10000000', years: '15', rate: '12', stepup: '10' };
    const { values, results } = run(texts);
    // ₹1 crore in 15 years at 12% with a 10% step-up: 1e7 ÷ 868.38 ≈ 11,515.63 → ₹11,516.
    expect(results?.monthly).toBe(11516);
    const label = goal.outputs.monthly.label as (v: never) => string;
    expect(label(values as never)).toBe('Monthly SIP in year 1');
    // 11,516 × 1.1^14 = 43,731.99 → ₹43,732 in year 15.
    expect(goal.facts!(values as never, results as never)).toEqual([
      { label: 'Monthly SIP in year 15', text: '₹43,732' },
    ]);
  });

  it('checks each field’s bounds', () => {
    expect(run({ years: '41' }).errors.years).toBe('Enter a whole number of years from 1 to 40');
    expect(run({ target: '0' }).errors.target).toBe('The target must be more than ₹0');
    expect(run({ stepup: '' }).errors).toEqual({});
    expect(run({ rate: '31' }).errors.rate).toBe('The return can be at most 30%');
  });
});
