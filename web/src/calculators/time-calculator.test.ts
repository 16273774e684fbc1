import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { hms, inWords } from './time-calculator.ts';

// Expected values by hand: seconds = d × 86,400 + h × 3,600 + m × 60 + s.
//   2:45:00 = 9,900 s; 1:30:00 = 5,400 s; sum 15,300 s = 4 h 15 min = 4.25 h.
//   1 d 23:59:59 + 0:00:01 = 86,400 + 86,399 + 1 = 172,800 s = 2 days exactly.
//   2026-12-31T23:30 + 1 h = 2027-01-01T00:30 (a Friday).
//   2028-02-28T12:00 + 1 day = 2028-02-29 (2028 is a leap year).

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
    steps: calculator.steps(values, results as never),
    hidden: calculator.hiddenOutputs!(values),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('time calculator', () => {
  it('adds 2 h 45 min and 1 h 30 min by default', () => {
    const { results, headline, caption, steps, hidden } = run({});
    expect(results).toMatchObject({
      days: 0,
      hours: 4,
      minutes: 15,
      seconds: 0,
      totalSeconds: 15300,
      decimalHours: 4.25,
      negative: 0,
    });
    expect(headline).toBe('4 hours 15 minutes');
    expect(caption).toBe('2:45:00 + 1:30:00 = 4:15:00 (h:mm:ss).');
    expect(hidden).toContain('endYear');
    expect(steps).toEqual([
      'First: 0 × 86,400 + 2 × 3,600 + 45 × 60 + 0 = 9,900 seconds.',
      'Second: 0 × 86,400 + 1 × 3,600 + 30 × 60 + 0 = 5,400 seconds.',
      'Sum: 9,900 + 5,400 = 15,300 seconds.',
      '15,300 ÷ 86,400 = 0 days; the rest ÷ 3,600 = 4 hours; the rest ÷ 60 = 15 minutes, leaving 0 seconds.',
      'In decimal hours: 15,300 ÷ 3,600 = 4.2500 hours.',
    ]);
    // 100 ÷ 3,600 = 0.02777…, shown 0.0278.
    const seconds = { h1: '0', m1: '0', s1: '100', h2: '0', m2: '0' };
    expect(run(seconds).steps.at(-1)).toBe('In decimal hours: 100 ÷ 3,600 ≈ 0.0278 hours.');
  });

  it('carries seconds, minutes and hours into a day', () => {
    const { results, headline } = run({
      d1: '1',
      h1: '23',
      m1: '59',
      s1: '59',
      h2: '0',
      m2: '0',
      s2: '1',
    });
    expect(results).toMatchObject({ days: 2, hours: 0, minutes: 0, seconds: 0 });
    expect(results.totalSeconds).toBe(172800);
    expect(headline).toBe('2 days');
  });

  it('reads 90 minutes as 1 hour 30 minutes', () => {
    const { results } = run({ h1: '0', m1: '90', h2: '0', m2: '0' });
    expect(results).toMatchObject({ hours: 1, minutes: 30 });
  });

  it('shows a negative difference with a minus sign', () => {
    const { results, headline, caption } = run({ op: 'subtract', h1: '1', m1: '0', h2: '2' });
    // 3,600 − 9,000 = −5,400 s = −1 h 30 min.
    expect(results).toMatchObject({ hours: 1, minutes: 30, negative: 1, totalSeconds: -5400 });
    expect(results.decimalHours).toBe(-1.5);
    expect(headline).toBe('−1 hour 30 minutes');
    expect(caption).toBe('1:00:00 − 2:30:00 = −1:30:00 (h:mm:ss).');
  });

  it('gives zero for two equal durations', () => {
    const { results, headline } = run({ op: 'subtract', h2: '2', m2: '45' });
    expect(results.totalSeconds).toBe(0);
    expect(headline).toBe('0 seconds');
  });

  it('adds the result to a start date and time across a new year', () => {
    const { results, headline, caption, steps, hidden } = run({
      start: '2026-12-31T23:30',
      h1: '1',
      m1: '0',
      h2: '0',
      m2: '0',
    });
    expect(results).toMatchObject({
      endYear: 2027,
      endMonth: 1,
      endDay: 1,
      endHour: 0,
      endMinute: 30,
    });
    expect(hidden).toEqual([]);
    expect(headline).toBe('Friday, 1 January 2027 at 00:30');
    expect(caption).toBe(
      'Thursday, 31 December 2026 at 23:30 + 1 hour; 1:00:00 + 0:00:00 = 1:00:00 (h:mm:ss).',
    );
    expect(steps.at(-1)).toBe(
      'Start Thursday, 31 December 2026 at 23:30 + 1 hour = Friday, 1 January 2027 at 00:30 (every day 24 hours, no time zone).',
    );
  });

  it('counts a leap day, and moves back for a negative result', () => {
    expect(
      run({ start: '2028-02-28T12:00', d1: '1', h1: '0', m1: '0', h2: '0', m2: '0' }).results,
    ).toMatchObject({ endMonth: 2, endDay: 29, endHour: 12 });
    const back = run({ start: '2026-03-01T00:00', op: 'subtract', h1: '0', m1: '0', h2: '1' });
    // 0 − 1 h 30 min: 2026-02-28 22:30.
    expect(back.results).toMatchObject({ endMonth: 2, endDay: 28, endHour: 22, endMinute: 30 });
    expect(back.caption).toMatch(/^Sunday, 1 March 2026 at 00:00 − 1 hour 30 minutes;/);
  });

  it('refuses bad input with the field’s message', () => {
    expect(errorsOf({ m1: '-5' }).m1).toBeTruthy();
    expect(errorsOf({ h1: '1.5' }).h1).toBe('Enter a whole number');
    expect(errorsOf({ start: '2026-02-30T10:00' }).start).toBe('There is no day 2026-02-30');
    expect(errorsOf({ start: 'tomorrow' }).start).toBe(
      'Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-12-01T09:00',
    );
  });

  it('writes durations in words and as h:mm:ss', () => {
    expect(inWords(90061)).toBe('1 day 1 hour 1 minute 1 second');
    expect(hms(90061)).toBe('25:01:01');
    expect(hms(-59)).toBe('−0:00:59');
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
});
