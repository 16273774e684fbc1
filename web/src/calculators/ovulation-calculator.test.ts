import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import ovulation, { dateRange } from './ovulation-calculator.ts';

const TODAY = '2026-11-25';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(ovulation, texts, TODAY);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: ovulation.headline!.text(values as never, results as never, TODAY),
    caption: ovulation.headline!.caption(values as never, results as never, TODAY),
    facts: ovulation.facts!(values as never, results as never),
  };
}

describe('the ovulation calculator', () => {
  it('starts on a period beginning today, with a 28-day cycle', () => {
    // 2026-11-25 + 14 = 2026-12-09.
    const shown = run({});
    expect(shown.results?.ovulation).toBe(20261209);
    expect(shown.headline).toBe('Wednesday, December 9, 2026');
    expect(shown.caption).toBe('Day 15 of your cycle. Most fertile: December 4 – 10, 2026');
  });

  it('counts over 29 February in a leap year', () => {
    expect(run({ lmp: '2024-02-15', cycle: '28' }).results).toEqual({
      ovulation: 20240229,
      fertileStart: 20240224,
      fertileEnd: 20240301,
      nextPeriod: 20240314,
      cycleDay: 15,
    });
    // In 2023 the same days run into March.
    expect(run({ lmp: '2023-02-15', cycle: '28' }).results?.ovulation).toBe(20230301);
  });

  it('puts ovulation 14 days before the next period at both ends of the range', () => {
    expect(run({ lmp: '2026-01-01', cycle: '21' }).results).toMatchObject({
      ovulation: 20260108,
      nextPeriod: 20260122,
      cycleDay: 8,
    });
    expect(run({ lmp: '2026-01-01', cycle: '35' }).results).toMatchObject({
      ovulation: 20260122,
      nextPeriod: 20260205,
      cycleDay: 22,
    });
  });

  it('lists the next three cycles, across the new year', () => {
    const { facts, caption } = run({ lmp: '2025-12-20', cycle: '28' });
    expect(caption).toBe('Day 15 of your cycle. Most fertile: December 29, 2025 – January 4, 2026');
    expect(facts).toEqual([
      { label: 'Fertile window', text: 'December 29, 2025 – January 4, 2026' },
      { label: 'Next period due', text: 'Saturday, January 17, 2026' },
      {
        label: 'Cycle 2, from January 17, 2026',
        text: 'Ovulation January 31, 2026; fertile January 26 – February 1, 2026; next period February 14, 2026',
      },
      {
        label: 'Cycle 3, from February 14, 2026',
        text: 'Ovulation February 28, 2026; fertile February 23 – March 1, 2026; next period March 14, 2026',
      },
      {
        label: 'Cycle 4, from March 14, 2026',
        text: 'Ovulation March 28, 2026; fertile March 23 – 29, 2026; next period April 11, 2026',
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
});
