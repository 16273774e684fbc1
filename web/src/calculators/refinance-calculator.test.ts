import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import refinance from './refinance-calculator.ts';

// Values worked out independently with Python's decimal module (payments rounded half-up to the
// cent, each month's interest rounded half-up, the last payment clearing the balance).
const run = (texts: Record<string, string>) => evaluate(refinance, texts);

describe('refinance calculator', () => {
  it('starts with $250,000 at 6.8% (300 months left) refinanced to 5.8%, $5,000 of costs', () => {
    const { results } = run({ currency: 'USD' });
    expect(results).toMatchObject({
      currentPayment: 1735.18,
      newPayment: 1580.33,
      monthlySaving: 154.85,
      // 5,000 ÷ 154.85 = 32.29 → month 33.
      breakEven: 33,
      // Python: the schedules' totals differ by 46,456.17; less the $5,000 of costs.
      netSaving: 41456.17,
    });
  });

  it('breaks even at once without closing costs, and never when the payment rises', () => {
    expect(run({ closingCosts: '0' }).results!.breakEven).toBe(0);
    const { values, results } = run({ currency: 'USD', newRate: '7' });
    expect(results!.monthlySaving).toBeLessThan(0);
    expect(refinance.hiddenOutputs!(values as never)).toContain('breakEven');
    expect((refinance.summary!(values as never, results as never, '') as string[])[0]).toBe(
      'Refinancing does not lower the monthly payment, so the closing costs are never paid back by it.',
    );
  });

  it('says when there are no costs to pay back', () => {
    const { values, results } = run({ currency: 'USD', closingCosts: '0' });
    expect((refinance.summary!(values as never, results as never, '') as string[])[0]).toBe(
      'Refinancing lowers the payment by $154.85 a month, with no closing costs to pay back.',
    );
  });

  it('does not call the costs paid back after both loans have ended', () => {
    // $100,000 over 60 months: 1,933.28 at 6%, 1,887.12 at 5% (PMT). 5,000 ÷ 46.16 = 108.3:
    // month 109, but the saving stops with the loans at month 60.
    const texts = {
      currency: 'USD',
      balance: '100000',
      rate: '6',
      remainingMonths: '60',
      newRate: '5',
      newMonths: '60',
      closingCosts: '5000',
    };
    const { values, results } = run(texts);
    expect(results).toMatchObject({ monthlySaving: 46.16, breakEven: 109 });
    expect(refinance.hiddenOutputs!(values as never)).toContain('breakEven');
    expect((refinance.summary!(values as never, results as never, '') as string[])[0]).toBe(
      'Refinancing lowers the payment by $46.16 a month, but that saving does not pay back the ' +
        'closing costs in the 60 months both loans run.',
    );
    expect(refinance.steps(values as never, results as never)[3]).toBe(
      'Break-even = closing costs ÷ monthly saving = $5,000.00 ÷ $46.16, rounded up = month 109, ' +
        'after month 60, when the shorter loan ends: not paid back while both run',
    );
    // Within the months both run, it is shown as before.
    expect(
      refinance.hiddenOutputs!(run({ ...texts, closingCosts: '2000' }).values as never),
    ).toEqual([]);
  });

  it('refuses a term of 0 months and blank costs', () => {
    expect(run({ newMonths: '0' }).errors.newMonths).toBeTruthy();
    expect(run({ closingCosts: '' }).errors.closingCosts).toBe(
      'Enter the closing costs (0 if none)',
    );
  });

  it('states the break-even in the steps', () => {
    const { values, results } = run({ currency: 'USD' });
    expect(refinance.steps(values as never, results as never)[3]).toBe(
      'Break-even = closing costs ÷ monthly saving = $5,000.00 ÷ $154.85, rounded up = month 33',
    );
  });
});
