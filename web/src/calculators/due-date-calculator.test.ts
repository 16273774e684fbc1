import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import dueDate from './due-date-calculator.ts';

const TODAY = '2026-11-25';

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(dueDate, texts, TODAY);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: dueDate.headline!.text(values as never, results as never, TODAY),
    caption: dueDate.headline!.caption(values as never, results as never, TODAY),
    facts: Object.fromEntries(
      dueDate.facts!(values as never, results as never).map((f) => [f.label, f.text]),
    ),
  };
}

/** The calendar form of Naegele's rule (+ 9 months + 7 days), by JavaScript's UTC dates. */
function calendarForm(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1 + 9, day + 7);
}

describe('the due date calculator', () => {
  it('starts on today: due in 280 days, 0 weeks 0 days pregnant today', () => {
    const shown = run({});
    expect(shown.results?.dueDate).toBe(20270901);
    expect(shown.headline).toBe('Wednesday, September 1, 2027');
    expect(shown.caption).toBe('0 weeks 0 days pregnant today');
    expect(shown.facts?.['Days to go']).toBe('280 days (40 weeks 0 days)');
  });

  it('lands on 29 February in a leap year, and on 1 March a day later', () => {
    expect(run({ lmp: '2023-05-25' }).results?.dueDate).toBe(20240229);
    expect(run({ lmp: '2023-05-26' }).results?.dueDate).toBe(20240301);
  });

  it('moves the due date and conception by cycle − 28 days', () => {
    const at = (cycle: string) => run({ lmp: '2026-01-01', cycle, on: '2026-01-01' }).results!;
    expect(at('28')).toMatchObject({ dueDate: 20261008, conception: 20260115 });
    expect(at('35')).toMatchObject({ dueDate: 20261015, conception: 20260122 });
    expect(at('21')).toMatchObject({ dueDate: 20261001, conception: 20260108 });
  });

  it('says how its conception estimate stands to the ovulation calculator’s day', () => {
    // 35-day cycle: conception at 2 weeks 0 days = 1 January + 14 + 7 = 22 January; the
    // ovulation calculator's cycle day 35 − 14 = 21 is 21 January, the day before.
    const { values, results } = evaluate(
      dueDate,
      { lmp: '2026-01-01', cycle: '35', on: '2026-01-01' },
      TODAY,
    );
    expect(dueDate.steps(values as never, results as never)[2]).toBe(
      'Conception (estimate) = January 1, 2026 + 14 days + 7 days (a 35-day cycle is 7 days longer than 28) = Thursday, January 22, 2026, when pregnancy is counted as 2 weeks 0 days (ovulation is around then: the ovulation calculator counts cycle day 21, the day before).',
    );
  });

  it('counts a longer cycle so that the due date is 40 weeks 0 days', () => {
    const onDue = run({ lmp: '2026-01-01', cycle: '32', on: '2026-10-12' });
    expect(onDue.results).toMatchObject({
      dueDate: 20261012,
      gestationWeeks: 40,
      gestationDays: 0,
      daysToGo: 0,
      trimester: 3,
    });
    expect(onDue.facts?.['Days to go']).toBe('The due date is that day');
    // On the last period itself a 32-day cycle has not started the count: it starts 4 days on.
    const early = run({ lmp: '2026-01-01', cycle: '32', on: '2026-01-01' });
    expect(early.results).toMatchObject({ gestationWeeks: 0, gestationDays: 0, trimester: 0 });
    expect(early.caption).toBe(
      'Not yet counted on January 1, 2026: for a 32-day cycle the count starts on January 5, 2026',
    );
    expect(early.facts?.Trimester).toBe('Not started');
  });

  it('changes trimester at 14 weeks 0 days and 28 weeks 0 days', () => {
    const at = (on: string) => run({ lmp: '2026-01-01', on }).results!;
    expect(at('2026-04-08')).toMatchObject({ gestationWeeks: 13, gestationDays: 6, trimester: 1 });
    expect(at('2026-04-09')).toMatchObject({ gestationWeeks: 14, gestationDays: 0, trimester: 2 });
    expect(at('2026-07-15')).toMatchObject({ gestationWeeks: 27, gestationDays: 6, trimester: 2 });
    expect(at('2026-07-16')).toMatchObject({ gestationWeeks: 28, gestationDays: 0, trimester: 3 });
  });

  it('says how far past the due date and past 42 weeks a later date is', () => {
    const late = run({ lmp: '2026-01-01', on: '2026-10-23' });
    expect(late.results?.daysToGo).toBe(-15);
    expect(late.facts?.['Days to go']).toBe('15 days past the due date');
    expect(late.facts?.Trimester).toBe('Past 42 weeks');
    expect(late.caption).toBe(
      'Past 42 weeks on October 23, 2026: 42 weeks 1 day since the count began',
    );
  });

  it('shows the window from 37 to 42 weeks', () => {
    // Due 2026-10-08: 21 days before and 14 after.
    expect(run({ lmp: '2026-01-01' }).facts?.['Due date window (37 to 42 weeks)']).toBe(
      'September 17, 2026 – October 22, 2026',
    );
  });

  it('refuses a period in the future, a date before it and cycles out of range', () => {
    expect(run({ lmp: '2026-11-26' }).errors).toEqual({
      lmp: 'The first day of your last period cannot be in the future.',
    });
    expect(run({ lmp: '2026-06-01', on: '2026-05-31' }).errors).toEqual({
      on: 'This date cannot be before the first day of your last period.',
    });
    expect(run({ cycle: '19' }).errors).toEqual({
      cycle: 'The cycle length must be at least 20 days',
    });
    expect(run({ cycle: '46' }).errors).toEqual({
      cycle: 'The cycle length can be at most 45 days',
    });
    expect(run({ lmp: '2026-02-30' }).errors).toEqual({
      lmp: 'Please enter a valid date for the first day of your last period.',
    });
  });

  it('agrees with the calendar form of Naegele’s rule as About says, and is otherwise 1 to 3 days earlier', () => {
    for (let year = 2017; year <= 2024; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= new Date(Date.UTC(year, month, 0)).getUTCDate(); day += 1) {
          const lmp = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const code = run({ lmp, on: lmp }).results!.dueDate!;
          const ours = Date.UTC(
            Math.floor(code / 10000),
            (Math.floor(code / 100) % 100) - 1,
            code % 100,
          );
          const later = (calendarForm(year, month, day) - ours) / 86_400_000;
          // A 29 February between the period and the due date.
          const leapDay = [year, year + 1].some(
            (y) =>
              new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1 &&
              Date.UTC(y, 1, 29) >= Date.UTC(year, month - 1, day) &&
              Date.UTC(y, 1, 29) < ours,
          );
          if ([1, 2, 6, 8, 9, 10, 11].includes(month) && !leapDay) expect(later, lmp).toBe(0);
          else expect(later, lmp).toBeGreaterThanOrEqual(1);
          expect(later, lmp).toBeLessThanOrEqual(3);
        }
      }
    }
  });
});
