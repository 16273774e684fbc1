import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import ovulation, { dateRange } from './ovulation-calculator.ts';

const TODAY = '2026-11-25';

/** What the page shows for these texts on `today`. */
function run(texts: Record<string, string>, today = TODAY) {
  const { values, results, errors } = evaluate(ovulation, texts, today);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: ovulation.headline!.text(values as never, results as never, today),
    caption: ovulation.headline!.caption(values as never, results as never, today),
    facts: ovulation.facts!(values as never, results as never, today),
  };
}

describe('the ovulation calculator', () => {
  it('starts on a period beginning today, with a 28-day cycle', () => {
    // Cycle day 28 − 14 = 14 (ACOG's count, day 1 = the first day of the period):
    // 2026-11-25 + 13 = 2026-12-08.
    const shown = run({});
    expect(shown.results?.ovulation).toBe(20261208);
    expect(shown.headline).toBe('Tuesday, December 8, 2026');
    expect(shown.caption).toBe('Day 14 of your cycle. Most fertile: December 3 – 9, 2026');
  });

  it('counts over 29 February in a leap year', () => {
    expect(run({ lmp: '2024-02-16', cycle: '28' }).results).toEqual({
      ovulation: 20240229,
      fertileStart: 20240224,
      fertileEnd: 20240301,
      nextPeriod: 20240315,
      cycleDay: 14,
    });
    // In 2023 the same days run into March.
    expect(run({ lmp: '2023-02-16', cycle: '28' }).results?.ovulation).toBe(20230301);
  });

  it('puts ovulation on cycle day (length − 14) at both ends of the range, as ACOG counts', () => {
    // ACOG: a 21-day cycle ovulates around day 7, a 35-day cycle around day 21, day 1 being the
    // first day of the period; 14 days follow ovulation before the next period.
    expect(run({ lmp: '2026-01-01', cycle: '21' }).results).toMatchObject({
      ovulation: 20260107,
      nextPeriod: 20260122,
      cycleDay: 7,
    });
    expect(run({ lmp: '2026-01-01', cycle: '35' }).results).toMatchObject({
      ovulation: 20260121,
      nextPeriod: 20260205,
      cycleDay: 21,
    });
  });

  it('says how it counts in its steps', () => {
    const { values, results } = evaluate(ovulation, { lmp: '2026-01-01', cycle: '28' }, TODAY);
    expect(ovulation.steps!(values as never, results as never)[2]).toBe(
      'Ovulation = cycle day (28 − 14) = day 14, counting the first day of the period as day 1: ' +
        'January 1, 2026 + 13 days = Wednesday, January 14, 2026. The 14 days after it run to ' +
        'the day before the next period.',
    );
  });

  it('lists the next three cycles, across the new year', () => {
    // Seen on a day of that cycle (later days count on to the cycle they fall in).
    const { facts, caption } = run({ lmp: '2025-12-20', cycle: '28' }, '2025-12-22');
    expect(caption).toBe('Day 14 of your cycle. Most fertile: December 28, 2025 – January 3, 2026');
    expect(facts).toEqual([
      { label: 'Fertile window', text: 'December 28, 2025 – January 3, 2026' },
      { label: 'Next period due', text: 'Saturday, January 17, 2026' },
      {
        label: 'Cycle 2, from January 17, 2026',
        text: 'Ovulation January 30, 2026; fertile January 25 – 31, 2026; next period February 14, 2026',
      },
      {
        label: 'Cycle 3, from February 14, 2026',
        text: 'Ovulation February 27, 2026; fertile February 22 – 28, 2026; next period March 14, 2026',
      },
      {
        label: 'Cycle 4, from March 14, 2026',
        text: 'Ovulation March 27, 2026; fertile March 22 – 28, 2026; next period April 11, 2026',
      },
    ]);
  });

  it('writes a date range within a month, across months and across years', () => {
    expect(dateRange({ year: 2026, month: 1, day: 10 }, { year: 2026, month: 1, day: 16 })).toBe(
      'January 10 – 16, 2026',
    );
    expect(dateRange({ year: 2026, month: 1, day: 29 }, { year: 2026, month: 2, day: 4 })).toBe(
      'January 29 – February 4, 2026',
    );
  });

  it('refuses cycles out of range and a period in the future', () => {
    expect(run({ cycle: '20' }).errors).toEqual({
      cycle: 'The cycle length must be at least 21 days',
    });
    expect(run({ cycle: '36' }).errors).toEqual({
      cycle: 'The cycle length can be at most 35 days; longer cycles are hard to predict',
    });
    expect(run({ cycle: '28.5' }).errors).toEqual({
      cycle: 'Enter the cycle length in whole days',
    });
    expect(run({ lmp: '2026-11-26' }).errors).toEqual({
      lmp: 'The first day of your last period cannot be in the future.',
    });
  });

  it('counts on to the cycle today falls in when whole cycles have passed since the date typed', () => {
    // Worked with Python's datetime: 2026-10-01 + 28 = 10-29, + 28 = 11-26 (both before
    // 2026-12-04); that cycle's ovulation 11-26 + 13 = 12-09, fertile 12-04 to 12-10, next
    // period 11-26 + 28 = 12-24.
    const today = '2026-12-04';
    const { values, results } = evaluate(ovulation, { lmp: '2026-10-01' }, today);
    expect(ovulation.headline!.text(values as never, results as never, today)).toBe(
      'Wednesday, December 9, 2026',
    );
    expect(ovulation.headline!.caption(values as never, results as never, today)).toBe(
      'Day 14 of your cycle. Most fertile: December 4 – 10, 2026. Your last period entered, ' +
        'October 1, 2026, was 64 days ago: these dates are counted on 2 cycles of 28 days from it. If ' +
        'a period has started since, enter its first day.',
    );
    expect(ovulation.facts!(values as never, results as never, today).slice(0, 2)).toEqual([
      { label: 'Fertile window', text: 'December 4 – 10, 2026' },
      { label: 'Next period due', text: 'Thursday, December 24, 2026' },
    ]);
    expect(ovulation.steps(values as never, results as never, { advice: true, today })[1]).toBe(
      'Today, Friday, December 4, 2026, is 64 days after it: the periods due since would have ' +
        'started on October 29 and November 26, 2026, every 28 days; the dates below count from ' +
        'the last of them.',
    );
    // The date typed still gives its own cycle's published dates.
    expect(results?.ovulation).toBe(20261014);
  });
});
