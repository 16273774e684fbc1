import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import converter from './salary-converter.ts';

const TODAY = '2026-11-29';

// Expected amounts worked with python3's decimal module, half-up to the cent:
//   annual = amount × periods a year (hours × 52, days × 52, 52, 26, 24, 12 or 1);
//   each period = annual ÷ its periods a year.

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(converter, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof converter.steps>[0];
  const r = results as Parameters<typeof converter.steps>[1];
  return {
    results: r,
    summary: converter.summary!(v, r, TODAY),
    facts: Object.fromEntries(converter.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: converter.steps(v, r),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(converter, texts, TODAY).errors;

describe('the salary converter', () => {
  it('opens on $25 an hour at 40 hours a week: $52,000 a year', () => {
    const { results, summary, facts, steps } = shown({});
    // 25 × 40 × 52 = 52,000; ÷ 260 = 200; ÷ 52 = 1,000; ÷ 26 = 2,000; ÷ 24 = 2,166.666… → 2,166.67;
    // ÷ 12 = 4,333.333… → 4,333.33.
    expect(results).toEqual({
      hourly: 25,
      daily: 200,
      weekly: 1000,
      biweekly: 2000,
      semimonthly: 2166.67,
      monthly: 4333.33,
      annual: 52000,
    });
    expect(summary).toBe(
      '$25.00 an hour for 40 hours a week is $52,000.00 a year and $4,333.33 a month.',
    );
    expect(facts).toEqual({
      'Hours paid a year': '2,080 (40 × 52 weeks)',
      'Working days a year': '260 (5 × 52 weeks)',
      'Hours a day': '8',
    });
    expect(steps).toEqual([
      'Annual pay = $25.00 × 40 hours × 52 weeks = $52,000.00',
      'Hourly = $52,000.00 ÷ 2,080 hours (40 × 52) = $25.00',
      'Daily = $52,000.00 ÷ 260 days (5 × 52) = $200.00',
      'Weekly = $52,000.00 ÷ 52 = $1,000.00',
      'Bi-weekly = $52,000.00 ÷ 26 = $2,000.00',
      'Semi-monthly = $52,000.00 ÷ 24 = $2,166.67',
      'Monthly = $52,000.00 ÷ 12 = $4,333.33',
      'Each amount is rounded to the cent once, from the exact annual pay.',
    ]);
  });

  it('converts a monthly salary to every period', () => {
    // 5,000 × 12 = 60,000; ÷ 2,080 = 28.846… → 28.85; ÷ 260 = 230.769… → 230.77;
    // ÷ 52 = 1,153.846… → 1,153.85; ÷ 26 = 2,307.692… → 2,307.69; ÷ 24 = 2,500.
    const { results, summary, steps } = shown({ amount: '5000', period: 'monthly' });
    expect(results).toEqual({
      hourly: 28.85,
      daily: 230.77,
      weekly: 1153.85,
      biweekly: 2307.69,
      semimonthly: 2500,
      monthly: 5000,
      annual: 60000,
    });
    expect(summary).toBe(
      '$5,000.00 a month for 40 hours a week is $60,000.00 a year and $28.85 an hour.',
    );
    expect(steps[0]).toBe('Annual pay = $5,000.00 × 12 months = $60,000.00');
  });

  it('uses the hours and days a week given', () => {
    // 1,234.56 × 26 = 32,098.56; 37.5 × 52 = 1,950 hours → 16.46; 4 × 52 = 208 days → 154.32;
    // ÷ 52 = 617.28; ÷ 24 = 1,337.44; ÷ 12 = 2,674.88.
    const { results, facts, steps } = shown({
      amount: '1234.56',
      period: 'biweekly',
      hoursPerWeek: '37.5',
      daysPerWeek: '4',
    });
    expect(results).toEqual({
      hourly: 16.46,
      daily: 154.32,
      weekly: 617.28,
      biweekly: 1234.56,
      semimonthly: 1337.44,
      monthly: 2674.88,
      annual: 32098.56,
    });
    expect(facts['Hours paid a year']).toBe('1,950 (37.5 × 52 weeks)');
    expect(facts['Hours a day']).toBe('9.38');
    expect(steps[0]).toBe('Annual pay = $1,234.56 × 26 pay periods = $32,098.56');
    // Daily pay is weekly pay ÷ days a week: $400 a day over 5 days is $2,000 a week.
    expect(shown({ amount: '400', period: 'daily' }).results).toMatchObject({
      weekly: 2000,
      annual: 104000,
      hourly: 50,
    });
  });

  it('turns an annual salary into hourly pay, in the currency chosen', () => {
    const { results, summary, steps } = shown({
      currency: 'EUR',
      amount: '60000',
      period: 'annual',
    });
    expect(results.hourly).toBe(28.85);
    expect(summary).toBe(
      '€60,000.00 a year for 40 hours a week is €5,000.00 a month and €28.85 an hour.',
    );
    expect(steps[0]).toBe('Annual pay = €60,000.00');
  });

  it('rounds half-up from the exact annual pay', () => {
    // 0.01 an hour × 2,080 = 20.80 a year; a month is 1.7333… → 1.73, a semi-monthly 0.8666… → 0.87.
    expect(shown({ amount: '0.01' }).results).toMatchObject({
      annual: 20.8,
      monthly: 1.73,
      semimonthly: 0.87,
      daily: 0.08,
    });
    // A week of 168 hours over 7 days: 24 hours a day is the most accepted.
    expect(shown({ hoursPerWeek: '168', daysPerWeek: '7' }).results.daily).toBe(600);
  });

  it('refuses pay and hours it cannot use', () => {
    expect(errorsOf({ amount: '0' }).amount).toBe('The pay must be more than 0');
    expect(errorsOf({ amount: '' }).amount).toBe('Enter the pay to convert');
    expect(errorsOf({ hoursPerWeek: '0' }).hoursPerWeek).toBe(
      'The hours per week must be more than 0 hours',
    );
    expect(errorsOf({ daysPerWeek: '8' }).daysPerWeek).toBe(
      'The days per week can be at most 7 days',
    );
    expect(errorsOf({ hoursPerWeek: '60', daysPerWeek: '2' }).hoursPerWeek).toBe(
      '60 hours over 2 days is more than 24 hours a day',
    );
  });
  it('says 1 hour and 1 day as one', () => {
    // $25 × 1 hour × 52 weeks = $1,300.
    const { values, results } = evaluate(converter, { hoursPerWeek: '1', daysPerWeek: '1' });
    expect(converter.summary!(values as never, results as never, '')).toMatch(
      /^\$25\.00 an hour for 1 hour a week is \$1,300\.00 a year/,
    );
    expect(converter.steps(values as never, results as never)).toContain(
      'Annual pay = $25.00 × 1 hour × 52 weeks = $1,300.00',
    );
  });
  it('shows pay past the cent as typed, so its steps hold as written', () => {
    // $25.125 × 40 × 52 = $52,260 (the step read "$25.13 × 40 hours × 52 weeks").
    const { values, results } = evaluate(converter, { amount: '25.125' });
    expect(converter.steps(values as never, results as never)).toContain(
      'Annual pay = $25.125 × 40 hours × 52 weeks = $52,260.00',
    );
  });
});
