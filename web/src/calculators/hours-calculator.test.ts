import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { readClockTime } from './hours-calculator.ts';

// Expected hours worked by hand: minutes after midnight (h × 60 + m), end − start (+ 1,440 when
// the end is the next day), less the break; decimal hours = minutes ÷ 60.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, ''),
    caption: calculator.headline!.caption(values, results as never, ''),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('hours calculator', () => {
  it('shows 09:00 to 17:30 less a 30-minute break by default: 8 hours', () => {
    // 17:30 = 1,050 min, 09:00 = 540 min; 1,050 − 540 = 510; 510 − 30 = 480 = 8 h 0 min.
    const { results, headline, caption, facts, steps } = run({});
    expect(results).toMatchObject({
      hours: 8,
      minutes: 0,
      totalMinutes: 480,
      spanMinutes: 510,
      decimalHours: 8,
      nextDay: 0,
    });
    expect(headline).toBe('8 hours 0 minutes');
    expect(caption).toBe('From 09:00 to 17:30, less an unpaid break of 30 minutes.');
    expect(facts).toEqual([
      { label: 'In decimal hours', text: '8.00 hours' },
      { label: 'In hours and minutes (h:mm)', text: '8:00' },
      { label: 'In minutes', text: '480 minutes' },
      { label: 'Start to end, before the break', text: '8 hours 30 minutes (8.50 hours)' },
      { label: 'On a 12-hour clock', text: '9:00 am to 5:30 pm' },
    ]);
    expect(steps).toEqual([
      'Start: 09:00 is 9 × 60 + 0 = 540 minutes after midnight.',
      'End: 17:30 is 17 × 60 + 30 = 1,050 minutes after midnight.',
      'From start to end: 1,050 − 540 = 510 minutes.',
      'Less the unpaid break: 510 − 30 = 480 minutes worked.',
      '480 ÷ 60 = 8 hours, with 0 minutes left over.',
      'In decimal hours: 480 ÷ 60 = 8.00 hours.',
    ]);
    // 7 ÷ 60 = 0.11666…: shown 0.12, so '≈' and the rounding said.
    expect(run({ start: '09:00', end: '09:07', break: '0' }).steps.at(-1)).toBe(
      'In decimal hours: 7 ÷ 60 ≈ 0.12 hours (rounded to 2 decimals).',
    );
  });

  it('takes an end before the start to be the next day (a night shift)', () => {
    // 06:00 = 360, 22:00 = 1,320: 360 + 1,440 − 1,320 = 480; − 30 = 450 = 7 h 30 min = 7.5 h.
    const { results, caption, facts, steps } = run({ start: '22:00', end: '06:00', break: '30' });
    expect(results).toMatchObject({ totalMinutes: 450, decimalHours: 7.5, nextDay: 1 });
    expect(caption).toBe('From 22:00 to 06:00 the next day, less an unpaid break of 30 minutes.');
    expect(facts[4]!.text).toBe('10:00 pm to 6:00 am (next day)');
    expect(steps[2]).toBe(
      'The end is before the start, so it is the next day: 360 + 1,440 − 1,320 = 480 minutes.',
    );
  });

  it('gives 0 for the same time twice, and 23 h 59 min at most', () => {
    expect(run({ start: '08:00', end: '08:00', break: '0' }).results).toMatchObject({
      totalMinutes: 0,
      nextDay: 0,
    });
    // 00:00 − 00:01 + 1,440 = 1,439 minutes.
    expect(run({ start: '00:01', end: '00:00', break: '' }).results).toMatchObject({
      hours: 23,
      minutes: 59,
      nextDay: 1,
    });
  });

  it('reads a blank break as none, and says so', () => {
    const { results, caption } = run({ start: '9:00', end: '17:00', break: '' });
    expect(results.totalMinutes).toBe(480);
    expect(caption).toBe('From 09:00 to 17:00, with no break taken off.');
  });

  it('shows decimal hours to 2 decimals', () => {
    // 08:45 to 17:20 = 1,040 − 525 = 515 minutes = 8.58333… hours.
    const { results, facts } = run({ start: '08:45', end: '17:20', break: '0' });
    expect(results.decimalHours).toBeCloseTo(515 / 60, 12);
    expect(facts[0]!.text).toBe('8.58 hours');
    expect(facts[1]!.text).toBe('8:35');
  });

  it('reads 24-hour and am/pm times', () => {
    expect(readClockTime('09:05')).toBe(545);
    expect(readClockTime('9:05')).toBe(545);
    expect(readClockTime('0:00')).toBe(0);
    expect(readClockTime('23:59')).toBe(1439);
    expect(readClockTime('5:30 pm')).toBe(1050);
    expect(readClockTime('5:30PM')).toBe(1050);
    expect(readClockTime('12:00 am')).toBe(0);
    expect(readClockTime('12:15 p.m.')).toBe(735);
    expect(readClockTime('9 am')).toBe(540);
    expect(run({ start: '8:30 am', end: '5:00 pm', break: '60' }).results.decimalHours).toBe(7.5);
  });

  it('explains a time it cannot read', () => {
    expect(errorsOf({ start: '24:00' })).toEqual({
      start: 'The hour can be at most 23 (24-hour clock: midnight is 00:00)',
    });
    expect(errorsOf({ end: '9:75' })).toEqual({
      end: 'The minutes after the colon can be at most 59',
    });
    expect(errorsOf({ end: 'noon' })).toEqual({
      end: 'Enter a time as HH:MM on the 24-hour clock, such as 17:30',
    });
    expect(errorsOf({ start: '13:00 pm' })).toEqual({
      start: 'With am or pm, the hour is 1 to 12',
    });
    expect(errorsOf({ start: '' })).toEqual({
      start: 'Enter the start time as HH:MM, such as 09:00',
    });
  });

  it('checks the break', () => {
    expect(errorsOf({ break: '-5' })).toEqual({ break: 'The break cannot be negative' });
    expect(errorsOf({ break: '7.5' })).toEqual({ break: 'Enter the break in whole minutes' });
    // 09:00 to 09:30 is 30 minutes: a 45-minute break cannot fit.
    expect(errorsOf({ start: '09:00', end: '09:30', break: '45' })).toEqual({
      break: 'The break is longer than the time from start to end (0 hours 30 minutes)',
    });
    expect(run({ start: '09:00', end: '09:30', break: '30' }).results.totalMinutes).toBe(0);
  });

  it('matches every published example', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
});
