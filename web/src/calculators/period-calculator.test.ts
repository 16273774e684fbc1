import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import period from './period-calculator.ts';

const TODAY = '2026-11-29';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(period, texts, TODAY);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: period.headline!.text(values as never, results as never, TODAY),
    caption: period.headline!.caption(values as never, results as never, TODAY),
    summary: period.summary!(values as never, results as never, TODAY),
    facts: period.facts!(values as never, results as never),
    steps: period.steps!(values as never, results as never),
  };
}

describe('the period calculator', () => {
  it('starts on a period beginning today, 28-day cycle, 5-day periods', () => {
    // 2026-11-29 + 28 = 2026-12-27 (a Sunday), + 4 = 2026-12-31; ovulation on cycle day
    // 28 − 14 = 14, 2026-11-29 + 13 = 2026-12-12, fertile 2026-12-07 to 2026-12-13.
    const shown = run({});
    expect(shown.results).toEqual({
      nextPeriod: 20261227,
      nextPeriodEnd: 20261231,
      ovulation: 20261212,
      fertileStart: 20261207,
      fertileEnd: 20261213,
    });
    expect(shown.headline).toBe('Sunday, December 27, 2026');
    expect(shown.caption).toBe(
      'Expected to last until December 31, 2026. Ovulation about December 12, 2026; fertile ' +
        'December 7 – 13, 2026',
    );
    expect(shown.summary).toBe('A 28-day cycle with 5-day periods, from November 29, 2026');
  });

  it('lists six periods, each one cycle after the one before', () => {
    // 2026-01-01 + 30 k: Jan 31, Mar 2, Apr 1, May 1, May 31, Jun 30 (2026 is not a leap year).
    const { facts } = run({ lmp: '2026-01-01', cycle: '30', period: '4' });
    expect(facts?.map((f) => f.label)).toEqual([
      'Period 1',
      'Period 2',
      'Period 3',
      'Period 4',
      'Period 5',
      'Period 6',
    ]);
    expect(facts?.map((f) => f.text.split(';')[0])).toEqual([
      'January 31 – February 3, 2026',
      'March 2 – 5, 2026',
      'April 1 – 4, 2026',
      'May 1 – 4, 2026',
      'May 31 – June 3, 2026',
      'June 30 – July 3, 2026',
    ]);
    // Period 6 starts June 30: ovulation on its cycle day 30 − 14 = 16, 15 days after it, July 15.
    expect(facts?.[5]?.text).toBe(
      'June 30 – July 3, 2026; ovulation July 15, 2026; fertile July 10 – 16, 2026',
    );
  });

  it('counts over 29 February in a leap year, and a 1-day period ends the day it starts', () => {
    const { results } = run({ lmp: '2024-02-10', cycle: '21', period: '1' });
    // 2024-02-10 + 21 = 2024-03-02; ovulation on day 21 − 14 = 7, + 6 = 2024-02-16.
    expect(results?.nextPeriod).toBe(20240302);
    expect(results?.nextPeriodEnd).toBe(20240302);
    expect(results?.ovulation).toBe(20240216);
    // Said as one day, not '1 days' or 'March 2 – 2, 2024'.
    const { steps, facts } = run({ lmp: '2024-02-10', cycle: '21', period: '1' });
    expect(steps?.[0]).toBe(
      'First day of the last period: Saturday, February 10, 2024; cycle 21 days; period 1 day.',
    );
    expect(steps?.[1]).toBe(
      'Next period = February 10, 2024 + 21 days = Saturday, March 2, 2024, lasting that day.',
    );
    expect(facts?.[0]?.text).toMatch(/^March 2, 2024; ovulation/);
  });

  it('handles the longest cycle, 45 days, over a year end', () => {
    const { results } = run({ lmp: '2026-11-20', cycle: '45', period: '10' });
    // 2026-11-20 + 45 = 2027-01-04, ends 2027-01-13; ovulation on day 31, + 30 = 2026-12-20.
    expect(results).toMatchObject({
      nextPeriod: 20270104,
      nextPeriodEnd: 20270113,
      ovulation: 20261220,
    });
  });

  it('shows the steps with the visitor’s numbers', () => {
    expect(run({ lmp: '2026-01-01', cycle: '28', period: '5' }).steps).toEqual([
      'First day of the last period: Thursday, January 1, 2026; cycle 28 days; period 5 days.',
      'Next period = January 1, 2026 + 28 days = Thursday, January 29, 2026, lasting to ' +
        'January 29, 2026 + 4 days = February 2, 2026.',
      'Ovulation = cycle day (28 − 14) = day 14 (the first day of the period is day 1) = ' +
        'January 14, 2026.',
      'Fertile window = 5 days before ovulation to 1 day after: January 9, 2026 to January 15, 2026.',
      'Each later period starts 28 days after the one before, for 6 periods.',
    ]);
  });

  it('refuses lengths out of range with the field’s message', () => {
    expect(run({ cycle: '20' }).errors).toEqual({
      cycle: 'The cycle length must be at least 21 days',
    });
    expect(run({ cycle: '46' }).errors).toEqual({
      cycle: 'The cycle length can be at most 45 days; see a doctor about longer cycles',
    });
    expect(run({ period: '0' }).errors).toEqual({
      period: 'The period length must be at least 1 day',
    });
    expect(run({ period: '11' }).errors).toEqual({
      period: 'The period length can be at most 10 days; see a doctor about longer periods',
    });
    expect(run({ period: '4.5' }).errors).toEqual({
      period: 'Enter the period length in whole days',
    });
    expect(run({ lmp: '2026-11-30' }).errors).toEqual({
      lmp: 'The first day of your last period cannot be in the future.',
    });
  });
});
