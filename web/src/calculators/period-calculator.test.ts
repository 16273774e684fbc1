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
    // The maths of the date typed alone: no counting on from it to today (see below).
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

  describe('with a last period more than a cycle ago', () => {
    // Worked by hand (and with Python's datetime): 2026-09-01 + 28 = 09-29, + 28 = 10-27,
    // + 28 = 11-24, all before 2026-12-04, + 28 = 12-22, its period to 12-26; that cycle's
    // ovulation 11-24 + 13 = 12-07, fertile 12-02 to 12-08.
    const today = '2026-12-04';
    function shownOn(texts: Record<string, string>) {
      const { values, results } = evaluate(period, texts, today);
      return {
        results,
        headline: period.headline!.text(values as never, results as never, today),
        caption: period.headline!.caption(values as never, results as never, today),
        facts: period.facts!(values as never, results as never, today),
        steps: period.steps(values as never, results as never, { advice: true, today }),
      };
    }

    it('shows the next period still to come, and says it counted on from the date typed', () => {
      const shown = shownOn({ lmp: '2026-09-01' });
      expect(shown.headline).toBe('Tuesday, December 22, 2026');
      expect(shown.caption).toBe(
        'Expected to last until December 26, 2026. Ovulation about December 7, 2026; fertile ' +
          'December 2 – 8, 2026. Your last period entered, September 1, 2026, was 94 days ago: ' +
          'these dates are counted on 3 cycles of 28 days from it. If a period has started since, ' +
          'enter its first day.',
      );
      expect(shown.facts[0]?.text).toMatch(/^December 22 – 26, 2026; ovulation January 4, 2027/);
      expect(shown.steps.slice(1, 3)).toEqual([
        'Today, Friday, December 4, 2026, is 94 days after it: the periods due since would have ' +
          'started on September 29, October 27 and November 24, 2026, every 28 days; the dates ' +
          'below count from the last of them.',
        'Next period = November 24, 2026 + 28 days = Tuesday, December 22, 2026, lasting to ' +
          'December 22, 2026 + 4 days = December 26, 2026.',
      ]);
      // The published maths of the date typed is unchanged: its next period, September 29.
      expect(shown.results?.nextPeriod).toBe(20260929);
    });

    it('keeps a next period due today, and moves one due yesterday a cycle on', () => {
      const dueToday = shownOn({ lmp: '2026-11-06' });
      expect(dueToday.headline).toBe('Friday, December 4, 2026');
      expect(dueToday.caption).not.toMatch(/entered/);
      expect(dueToday.steps).toHaveLength(5);
      // 2026-11-05 + 28 = 12-03 (yesterday), + 28 = 12-31, its period to 2027-01-04.
      const dueYesterday = shownOn({ lmp: '2026-11-05' });
      expect(dueYesterday.headline).toBe('Thursday, December 31, 2026');
      expect(dueYesterday.caption).toMatch(/^Expected to last until January 4, 2027\./);
      expect(dueYesterday.steps[1]).toBe(
        'Today, Friday, December 4, 2026, is 29 days after it: the period due since would have ' +
          'started on December 3, 2026; the dates below count from it.',
      );
    });

    it('sums up many cycles gone by instead of listing each', () => {
      // 2024-01-01 + 38 × 28 = 1,064 days = 2026-11-30 (1,068 days before today); + 28 = 12-28.
      const shown = shownOn({ lmp: '2024-01-01' });
      expect(shown.headline).toBe('Monday, December 28, 2026');
      expect(shown.steps[1]).toBe(
        'Today, Friday, December 4, 2026, is 1,068 days after it: the 38 periods due since ' +
          'would have started every 28 days from January 29, 2024, the last on November 30, ' +
          '2026; the dates below count from it.',
      );
    });
  });
});
