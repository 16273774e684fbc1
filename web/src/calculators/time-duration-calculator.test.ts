import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './time-duration-calculator.ts';

// Expected durations worked by hand: minutes after midnight, end − start, + 1,440 when the end
// is the next day.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-25');
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

const times = (startHour: number, startMinute: number, endHour: number, endMinute: number) => ({
  startHour: String(startHour),
  startMinute: String(startMinute),
  endHour: String(endHour),
  endMinute: String(endMinute),
});

describe('time duration', () => {
  it('shows 09:15 to 17:45 by default', () => {
    const { headline, caption, facts } = run({});
    expect(headline).toBe('8 hours 30 minutes');
    expect(caption).toBe('From 09:15 to 17:45 the same day.');
    expect(facts).toEqual([
      { label: 'In decimal hours', text: '8.5 hours' },
      { label: 'In minutes', text: '510 minutes' },
      { label: 'On a 12-hour clock', text: '9:15 am to 5:45 pm' },
    ]);
  });

  it('takes an end before the start to be the next day, and says so', () => {
    const { results, headline, caption, facts, steps } = run(times(23, 50, 0, 10));
    expect(results).toMatchObject({ hours: 0, minutes: 20, totalMinutes: 20, nextDay: 1 });
    expect(headline).toBe('0 hours 20 minutes');
    expect(caption).toContain('the next day: the end time is before the start time');
    expect(facts[2]!.text).toBe('11:50 pm to 12:10 am (next day)');
    expect(steps[2]).toBe(
      'The end is before the start, so it is the next day: 10 + 1,440 − 1,430 = 20 minutes.',
    );
  });

  it("says the decimal hours exactly where they end, and 'rounded' only where they are", () => {
    // 60 ÷ 60 = 1 hour; 515 ÷ 60 = 8.58333…, shown to 4 decimals.
    const hour = run(times(0, 0, 1, 0));
    expect(hour.facts[0]).toEqual({ label: 'In decimal hours', text: '1 hour' });
    expect(hour.steps.at(-1)).toBe('In decimal hours: 60 ÷ 60 = 1 hour.');
    expect(run({}).steps.at(-1)).toBe('In decimal hours: 510 ÷ 60 = 8.5 hours.');
    expect(run(times(9, 0, 17, 35)).steps.at(-1)).toBe(
      'In decimal hours: 515 ÷ 60 ≈ 8.5833 hours (rounded to 4 decimals).',
    );
  });

  it('gives 0 for the same time twice, and 23 h 59 min at most', () => {
    expect(run(times(8, 0, 8, 0)).results).toMatchObject({ totalMinutes: 0, nextDay: 0 });
    expect(run(times(0, 1, 0, 0)).results).toMatchObject({ hours: 23, minutes: 59, nextDay: 1 });
    expect(run(times(0, 0, 23, 59)).results).toMatchObject({ totalMinutes: 1439, nextDay: 0 });
  });

  it('reads blank minutes as :00 and names noon and midnight on a 12-hour clock', () => {
    const { results, facts } = run({
      startHour: '0',
      startMinute: '',
      endHour: '12',
      endMinute: '',
    });
    expect(results.totalMinutes).toBe(720);
    expect(facts[2]!.text).toBe('12:00 am to 12:00 pm');
  });

  it('rounds decimal hours for reading only', () => {
    const { results, facts } = run(times(8, 45, 17, 20));
    expect(results.decimalHours).toBeCloseTo(515 / 60, 12);
    expect(facts[0]!.text).toBe('8.5833 hours');
  });

  it('checks the hours and minutes', () => {
    const errors = evaluate(mode, { startHour: '24', endMinute: '60', endHour: '' }).errors;
    expect(errors).toEqual({
      startHour: 'The hour can be at most 23 (24-hour clock)',
      endHour: 'Enter the end hour (0 to 23)',
      endMinute: 'The minutes can be at most 59',
    });
    expect(evaluate(mode, { startMinute: '7.5' }).errors.startMinute).toBe(
      'Enter whole minutes from 0 to 59',
    );
  });
});
