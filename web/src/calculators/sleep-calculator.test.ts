import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import sleep, { clockText } from './sleep-calculator.ts';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(sleep, texts);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: sleep.headline!.text(values as never, results as never, ''),
    caption: sleep.headline!.caption(values as never, results as never, ''),
    summary: sleep.summary!(values as never, results as never, ''),
    facts: sleep.facts!(values as never, results as never),
    steps: sleep.steps!(values as never, results as never),
  };
}

describe('the sleep calculator', () => {
  it('offers as best only the cycles within the age group’s recommended hours', () => {
    // NSF (Hirshkowitz 2015): older adults 7–8 h, so only 5 cycles (7.5 h); teenagers 8–10 h
    // and school age 9–11 h, so only 6 cycles (9 h); a newborn's 14–17 h is more than any.
    const older = run({ age: 'older' });
    expect(older.headline).toBe('Go to bed at 23:15');
    expect(older.caption).toBe(
      'For 5 full 90-minute cycles (7.5 hours of sleep), plus 15 minutes to fall asleep.',
    );
    expect(run({ age: 'teen', mode: 'bed', time: '22:00' }).headline).toBe('Wake up at 07:15');
    expect(run({ age: 'school' }).headline).toBe('Go to bed at 21:45');
    const newborn = run({ age: 'newborn' });
    expect(newborn.headline).toBe('Go to bed at 21:45');
    expect(newborn.caption).toBe(
      'For 6 full 90-minute cycles (9 hours of sleep), plus 15 minutes to fall asleep. That is less than the 14 to 17 hours a day, naps included, recommended for newborn, 0–3 months.',
    );
    // An adult keeps both, in the order of their times.
    expect(run({ mode: 'bed', time: '22:00' }).headline).toBe('Wake up at 05:45 or 07:15');
  });

  it('starts on a 07:00 wake-up: bedtimes 21:45, 23:15 and 00:45', () => {
    // 7:00 − 15 min − 540 min = 21:45; − 450 = 23:15; − 360 = 00:45 (45 minutes after midnight).
    const shown = run({});
    expect(shown.results).toEqual({ cycles6: 1305, cycles5: 1395, cycles4: 45 });
    expect(shown.headline).toBe('Go to bed at 21:45 or 23:15');
    expect(shown.caption).toBe(
      'For 6 or 5 full 90-minute cycles (9 or 7.5 hours of sleep), plus 15 minutes to fall asleep.',
    );
    expect(shown.summary).toBe('Waking up at 07:00');
    expect(shown.facts).toEqual([
      {
        label: '6 cycles (9 hours of sleep)',
        text: 'Go to bed at 21:45 (9:45 pm), within the recommended hours',
      },
      {
        label: '5 cycles (7 hours 30 minutes of sleep)',
        text: 'Go to bed at 23:15 (11:15 pm), within the recommended hours',
      },
      { label: '4 cycles (6 hours of sleep)', text: 'Go to bed at 00:45 (12:45 am)' },
      { label: 'Recommended for adult, 26–64 years', text: '7 to 9 hours a day' },
    ]);
  });

  it('finds wake-up times from a bedtime, across midnight', () => {
    // 23:00 + 15 + 540 = 08:15; + 450 = 06:45; + 360 = 05:15.
    const shown = run({ mode: 'bed', time: '23:00' });
    expect(shown.results).toEqual({ cycles6: 495, cycles5: 405, cycles4: 315 });
    expect(shown.headline).toBe('Wake up at 06:45 or 08:15');
    // In the order of the times: 06:45 is 5 cycles, 08:15 is 6.
    expect(shown.caption).toBe(
      'For 5 or 6 full 90-minute cycles (7.5 or 9 hours of sleep), plus 15 minutes to fall asleep.',
    );
    expect(shown.steps).toEqual([
      'Bedtime: 23:00; time to fall asleep: 15 minutes; one cycle: 90 minutes.',
      '6 cycles: 23:00 + 15 min + 6 × 90 min (9 hours) = 08:15 wake-up time',
      '5 cycles: 23:00 + 15 min + 5 × 90 min (7 hours 30 minutes) = 06:45 wake-up time',
      '4 cycles: 23:00 + 15 min + 4 × 90 min (6 hours) = 05:15 wake-up time',
      'Times before midnight or after it wrap around the 24-hour clock.',
    ]);
  });

  it('reads 12-hour times and a time to fall asleep of 0', () => {
    // 6:30 am with no time to fall asleep: 6:30 − 9 h = 21:30; − 7 h 30 = 23:00; − 6 h = 00:30.
    expect(run({ time: '6:30 am', latency: '0' }).results).toEqual({
      cycles6: 1290,
      cycles5: 1380,
      cycles4: 30,
    });
    // Midnight bedtime with 120 minutes to fall asleep: 00:00 + 2 h + 6 h = 08:00.
    expect(run({ mode: 'bed', time: '12:00 am', latency: '120' }).results?.cycles4).toBe(480);
  });

  it('marks the hours recommended for the age group chosen', () => {
    // Teenagers 8–10 hours: only 6 cycles (9 hours) is within.
    const facts = run({ age: 'teen' }).facts!;
    expect(facts.filter((f) => f.text.endsWith('within the recommended hours'))).toHaveLength(1);
    expect(facts.at(-1)).toEqual({
      label: 'Recommended for teenager, 14–17 years',
      text: '8 to 10 hours a day',
    });
    // Older adults 7–8 hours: only 5 cycles (7.5 hours).
    const older = run({ age: 'older' }).facts!;
    expect(older[1]?.text).toMatch(/within the recommended hours$/);
    expect(older[0]?.text).toBe('Go to bed at 21:45 (9:45 pm)');
  });

  it('wraps times around the clock', () => {
    expect(clockText(-15)).toBe('23:45');
    expect(clockText(1440 + 61)).toBe('01:01');
  });

  it('refuses a time it cannot read and a time to fall asleep out of range', () => {
    expect(run({ time: '25:00' }).errors).toEqual({
      time: 'The hour can be at most 23 (24-hour clock: midnight is 00:00)',
    });
    expect(run({ time: '' }).errors).toEqual({ time: 'Enter the time as HH:MM, such as 07:00' });
    expect(run({ latency: '121' }).errors).toEqual({
      latency: 'The time to fall asleep can be at most 120 minutes',
    });
    expect(run({ latency: '-1' }).errors).toEqual({
      latency: 'The time to fall asleep cannot be negative',
    });
  });
});
