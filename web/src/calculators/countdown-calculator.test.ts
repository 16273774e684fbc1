import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { weekdaysBetween } from './countdown-calculator.ts';

// Expected values with python3 (datetime and zoneinfo, converted to UTC before subtracting):
//   2026-11-29 00:00 to 2027-01-01 00:00 (UTC): 33 days = 792 h; weekdays 30 Nov … 1 Jan: 25.
//   2026-11-29 00:00 to 2026-12-25 00:00 in Asia/Kolkata: 26 days.
//   2026-11-29 18:30 GMT to 2027-03-28 12:00 BST (London): 118 days 16:30:00 = 10,254,600 s
//   (an hour less than the wall clocks show: BST starts on 28 March 2027).
//   Unix time of 2026-11-29T00:00Z: 1,795,910,400.

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-29';

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: calculator.summary!(values, results as never, TODAY),
    steps: calculator.steps(values, results as never),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, TODAY).errors;

describe('countdown calculator', () => {
  it('counts down to New Year from the start of today (UTC) by default', () => {
    const { results, summary, steps } = run({});
    expect(results).toMatchObject({
      days: 33,
      hours: 0,
      minutes: 0,
      seconds: 0,
      past: 0,
      totalHours: 792,
      calendarDays: 33,
      weekdays: 25,
    });
    expect(summary).toBe(
      'From Sunday, 29 November 2026, 00:00 it is 33 days, 0 hours, 0 minutes and 0 seconds until New Year’s Day, Friday, 1 January 2027, 00:00 (UTC, UTC+00:00).',
    );
    expect(steps[0]).toBe(
      'Start: Sunday, 29 November 2026, 00:00 in UTC is at UTC+00:00, Unix time 1795910400.',
    );
    expect(steps.at(-1)).toBe(
      '2,851,200 ÷ 86,400 = 33 days; the rest ÷ 3,600 = 0 hours; the rest ÷ 60 = 0 minutes, leaving 0 seconds.',
    );
  });

  it('counts to Christmas in India', () => {
    const { results } = run({ event: 'christmas', zone: 'Asia/Kolkata' });
    expect(results).toMatchObject({ days: 26, hours: 0 });
  });

  it('counts an hour less across the start of British Summer Time', () => {
    const { results, steps } = run({
      zone: 'Europe/London',
      fromTime: '18:30',
      target: '2027-03-28T12:00',
    });
    expect(results).toMatchObject({ days: 118, hours: 16, minutes: 30, seconds: 0 });
    expect(results.totalSeconds).toBe(10254600);
    expect(steps).toContain(
      'The clocks change between the two (UTC+00:00 to UTC+01:00), so the time is 60 minutes shorter than the calendar shows.',
    );
  });

  it('says a passed target across a change of clocks is that much longer or shorter', () => {
    // zoneinfo: 2026-03-01 00:00 EST (−05:00) to 2026-04-01 00:00 EDT (−04:00) is 31 calendar
    // days but 30 d 23 h; 2026-10-01 BST to 2026-11-01 GMT in London is 31 d 1 h.
    const spring = run({
      zone: 'America/New_York',
      from: '2026-04-01',
      target: '2026-03-01T00:00',
    });
    expect(spring.results).toMatchObject({ past: 1, days: 30, hours: 23 });
    expect(spring.steps).toContain(
      'The clocks change between the two (UTC−04:00 to UTC−05:00), so the time is 60 minutes shorter than the calendar shows.',
    );
    const autumn = run({ zone: 'Europe/London', from: '2026-11-01', target: '2026-10-01T00:00' });
    expect(autumn.results).toMatchObject({ past: 1, days: 31, hours: 1 });
    expect(autumn.steps).toContain(
      'The clocks change between the two (UTC+00:00 to UTC+01:00), so the time is 60 minutes longer than the calendar shows.',
    );
  });

  it('shows a clock time skipped when the clocks go forward as it is read', () => {
    // 02:30 on 8 March 2026 in New York does not exist; read as 03:30 EDT = 07:30Z, Unix
    // 1,772,955,000: 2 h 30 min after 00:00 EST (05:00Z).
    const { results, summary, steps } = run({
      zone: 'America/New_York',
      from: '2026-03-08',
      target: '2026-03-08T02:30',
    });
    expect(results).toMatchObject({ days: 0, hours: 2, minutes: 30, totalSeconds: 9000 });
    expect(summary).toContain('Sunday, 8 March 2026, 03:30 (America/New_York, UTC−04:00)');
    expect(steps[0]).toBe(
      '02:30 on 8 March 2026 does not exist in America/New_York: the clocks went forward past it, so it is read as 03:30.',
    );
    expect(steps).toContain(
      'Target: Sunday, 8 March 2026, 03:30 is at UTC−04:00, Unix time 1772955000.',
    );
  });

  it('says which of a clock time that came twice it counts to', () => {
    // Sydney's clocks go back from 03:00 AEDT to 02:00 AEST on 4 April 2027: 02:30 comes twice.
    // The first is 02:30 AEDT = 15:30Z on 3 April, 2 h 30 min after 00:00 AEDT (13:00Z).
    const { results, steps } = run({
      zone: 'Australia/Sydney',
      from: '2027-04-04',
      target: '2027-04-04T02:30',
    });
    expect(results).toMatchObject({ days: 0, hours: 2, minutes: 30, totalSeconds: 9000 });
    expect(steps[0]).toBe(
      '02:30 on 4 April 2027 came twice in Australia/Sydney, as the clocks went back: the first, at UTC+11:00, is used.',
    );
  });

  it('shows the time since a target that has passed', () => {
    const { results, summary } = run({ target: '2026-11-28T12:00' });
    expect(results).toMatchObject({ past: 1, days: 0, hours: 12, totalSeconds: -43200 });
    expect(summary).toBe(
      'The target, Saturday, 28 November 2026, 12:00 (UTC, UTC+00:00), was 0 days, 12 hours, 0 minutes and 0 seconds before the start, Sunday, 29 November 2026, 00:00.',
    );
  });

  it('gives zero at the target itself, and rolls a passed day of the year to next year', () => {
    expect(run({ target: '2026-11-29T00:00' }).results.totalSeconds).toBe(0);
    // From New Year's Day at 00:00 the next New Year is a year on: 365 days.
    expect(run({ from: '2026-01-01' }).results.days).toBe(365);
  });

  it('refuses a bad time or target with the field’s message', () => {
    expect(errorsOf({ fromTime: '25:00' }).fromTime).toBe(
      'The hour can be at most 23 (midnight is 00:00)',
    );
    expect(errorsOf({ target: '2027-02-29T00:00' }).target).toBe('There is no day 2027-02-29');
  });

  it('counts weekdays after the start day', () => {
    // Friday 2026-12-04 to Monday 2026-12-07: only the Monday.
    expect(
      weekdaysBetween({ year: 2026, month: 12, day: 4 }, { year: 2026, month: 12, day: 7 }),
    ).toBe(1);
    expect(
      weekdaysBetween({ year: 2026, month: 12, day: 7 }, { year: 2026, month: 12, day: 4 }),
    ).toBe(0);
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, TODAY);
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
});
