import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './overtime-calculator.ts';

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(calculator, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Parameters<typeof calculator.steps>[1];
  return { results: r, summary: calculator.summary!(v, r, TODAY), steps: calculator.steps(v, r) };
}

describe('the overtime calculator', () => {
  it('opens on $20 an hour, 40 regular and 6 overtime hours: $980', () => {
    // 40 × 20 = 800; 6 × 30 = 180; total 980.
    const { results, summary, steps } = shown({});
    expect(results).toMatchObject({ regularPay: 800, overtimePay: 180, totalPay: 980 });
    expect(summary).toBe('46 hours at $20.00 an hour, with overtime, pay $980.00 for the week.');
    expect(steps).toEqual([
      'Regular pay = 40 h × $20.00 = $800.00',
      'Overtime rate = 1.5 × $20.00 = $30.00; overtime pay = 6 h × that = $180.00',
      'Total = $800.00 + $180.00 = $980.00',
    ]);
  });

  it('keeps a tenth of a cent in the overtime rate and rounds the pay', () => {
    // 12.25 × 1.5 = 18.375; 7 × 18.375 = 128.625 → 128.63; 40 × 12.25 = 490; 2 × 24.50 = 49.
    const { results, steps } = shown({
      rate: '12.25',
      overtimeHours: '7',
      doubleTimeHours: '2',
    });
    expect(results).toMatchObject({
      overtimeRate: 18.375,
      overtimePay: 128.63,
      doubleTimePay: 49,
      totalPay: 667.63,
    });
    expect(steps[1]).toBe(
      'Overtime rate = 1.5 × $12.25 = $18.375; overtime pay = 7 h × that = $128.63',
    );
    expect(steps[2]).toBe(
      'Double-time rate = 2 × $12.25 = $24.50; double-time pay = 2 h × that = $49.00',
    );
  });

  it('pays no overtime for a short week, and does not say it does', () => {
    // 32 × $20 = $640.
    const week = shown({ regularHours: '32', overtimeHours: '0' });
    expect(week.results).toMatchObject({ totalPay: 640, overtimePay: 0 });
    expect(week.summary).toBe('32 hours at $20.00 an hour pay $640.00 for the week.');
    expect(shown({ regularHours: '1', overtimeHours: '0' }).summary).toBe(
      '1 hour at $20.00 an hour pays $20.00 for the week.',
    );
  });

  it('says why regular hours stop at 40, and refuses a rate of 0 or a week over 168 hours', () => {
    const errors = (texts: Record<string, string>) => evaluate(calculator, texts, TODAY).errors;
    expect(errors({ regularHours: '45' }).regularHours).toBe(
      'Hours over 40 in a workweek are overtime: enter at most 40 regular hours',
    );
    expect(errors({ rate: '0' }).rate).toBe('The hourly rate must be more than $0');
    expect(errors({ overtimeHours: '100', doubleTimeHours: '30' }).doubleTimeHours).toBe(
      'A week has only 168 hours',
    );
  });
  it('shows a rate past the cent as typed, and 1.5 times it to its digits', () => {
    // 40 × $15.333 = $613.32; 1.5 × 15.333 = 22.9995.
    const { steps } = shown({ rate: '15.333', overtimeHours: '2.5' });
    expect(steps[0]).toBe('Regular pay = 40 h × $15.333 = $613.32');
    expect(steps[1]).toMatch(/^Overtime rate = 1\.5 × \$15\.333 = \$22\.9995;/);
  });
});
