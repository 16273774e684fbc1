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
