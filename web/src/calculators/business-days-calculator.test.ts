import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './business-days-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected counts: Python's date.weekday() walked day by day over the range, worked apart from
// this code (e.g. 2026 has 261 days Monday to Friday and 313 Monday to Saturday).

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25'; // a Wednesday

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, TODAY),
    caption: calculator.headline!.caption(values, results as never, TODAY),
    steps: calculator.steps(values, results as never),
  };
}

describe('business days', () => {
  it('opens on the working days from today to 30 days from today, both dates blank', () => {
    // Wednesday 25 November to Friday 25 December 2026, both counted: 31 days, 4 weeks of 5
    // working days and Wednesday to Friday of the fifth (Python's weekday() over the range).
    const { results, headline } = run({});
    expect(results).toEqual({ workingDays: 23, calendarDays: 31, weekendDays: 8, holidaysOff: 0 });
    expect(headline).toBe('23 working days');
  });

  it('counts today as 1 working day from today to today (a Wednesday)', () => {
    const { results, headline } = run({ to: '2026-11-25' });
    expect(results).toEqual({ workingDays: 1, calendarDays: 1, weekendDays: 0, holidaysOff: 0 });
    expect(headline).toBe('1 working day');
  });

  it('counts a whole year Monday to Friday, and Monday to Saturday', () => {
    const year = { from: '2026-01-01', to: '2026-12-31' };
    expect(run(year).results).toEqual({
      workingDays: 261,
      calendarDays: 365,
      weekendDays: 104,
      holidaysOff: 0,
    });
    expect(run({ ...year, week: 'mon-sat' }).results.workingDays).toBe(313);
    expect(run({ from: '2024-01-01', to: '2024-12-31' }).results.workingDays).toBe(262);
  });

  it('counts Saturdays as working days in a six-day week', () => {
    // January 2006: 31 days, 5 Sundays.
    const { results, steps } = run({ from: '2006-01-01', to: '2006-01-31', week: 'mon-sat' });
    expect(results).toEqual({ workingDays: 26, calendarDays: 31, weekendDays: 5, holidaysOff: 0 });
    expect(steps[1]).toBe(
      '31 days = 4 whole weeks and 3 days. Each whole week holds 6 working days: 4 × 6 = 24.',
    );
    expect(steps[2]).toBe(
      'The 3 days left over (Sunday, Monday, Tuesday) include 2 working days; the rest are weekend days.',
    );
  });

  it('leaves the end date out when asked', () => {
    // Monday 24 November 2025 to Monday 1 December 2025.
    const week = { from: '2025-11-24', to: '2025-12-01' };
    expect(run(week).results.workingDays).toBe(6);
    expect(run({ ...week, end: 'exclude' }).results.workingDays).toBe(5);
    expect(run({ from: '2025-11-24', to: '2025-11-24', end: 'exclude' }).results.calendarDays).toBe(
      0,
    );
  });

  it('counts backwards with a minus sign when the end date is before the start', () => {
    const { results, headline, caption } = run({ from: '2006-02-28', to: '2006-01-31' });
    expect(results.workingDays).toBe(-21);
    expect(headline).toBe('−21 working days');
    expect(caption).toContain('the end date is before the start date');
    // Without the end date (31 January, a Tuesday): February 2006 alone, 20 working days.
    expect(run({ from: '2006-02-28', to: '2006-01-31', end: 'exclude' }).results.workingDays).toBe(
      -20,
    );
  });

  it('says what one day left over is', () => {
    // 5 to 17 January 2026: 13 days, a week and Monday to Saturday; 5 to 12 January: a week and
    // a Monday; 3 to 10 January: a week and a Saturday.
    expect(run({ from: '2026-01-05', to: '2026-01-17' }).steps[2]).toBe(
      'The 6 days left over (Monday, Tuesday, Wednesday, Thursday, Friday, Saturday) include 5 working days; the rest are weekend days.',
    );
    expect(run({ from: '2026-01-05', to: '2026-01-12' }).steps[2]).toBe(
      'The 1 day left over (Monday) is a working day.',
    );
    expect(run({ from: '2026-01-03', to: '2026-01-10' }).steps[2]).toBe(
      'The 1 day left over (Saturday) is a weekend day.',
    );
  });

  it('finds no working days in a weekend', () => {
    expect(run({ from: '2024-11-02', to: '2024-11-03' }).results).toEqual({
      workingDays: 0,
      calendarDays: 2,
      weekendDays: 2,
      holidaysOff: 0,
    });
  });

  it('leaves nothing out for holidays unless they are chosen, and says how to', () => {
    expect(run({ from: '2026-12-21', to: '2026-12-31' }).results.workingDays).toBe(9);
    expect(calculator.notes?.[0]).toMatch(
      /choose the US federal holidays, the UK bank holidays of England and Wales or India’s central government holidays, or list your own/,
    );
  });
});

describe('business days less holidays', () => {
  // OPM's list for 2026: Thursday 1 January, 19 January, 16 February, 25 May, Friday 19 June,
  // Friday 3 July (4 July a Saturday), 7 September, 12 October, Wednesday 11 November,
  // 26 November, Friday 25 December.
  it('leaves out the federal holidays of December 2026, and names them', () => {
    // 21–31 December 2026: 9 weekdays, Christmas Day (a Friday) among them.
    const { results, headline, caption, steps } = run({
      from: '2026-12-21',
      to: '2026-12-31',
      holidays: 'us-federal',
    });
    expect(results).toEqual({ workingDays: 8, calendarDays: 11, weekendDays: 2, holidaysOff: 1 });
    expect(headline).toBe('8 working days');
    expect(caption).toBe(
      'From Monday, December 21, 2026 to Thursday, December 31, 2026, Monday to Friday, US federal holidays left out (both dates counted).',
    );
    expect(steps).toContain(
      '1 holiday on working days left out: Christmas Day, Friday, December 25, 2026. 9 − 1 = 8.',
    );
    expect(steps.at(-1)).toBe('Working days: 8. Weekend days left out: 2.');
  });

  it('takes an observed day off, even across the new year', () => {
    // New Year's Day 2022 was a Saturday: OPM lists Friday 31 December 2021.
    const { steps } = run({ from: '2021-12-27', to: '2022-01-07', holidays: 'us-federal' });
    expect(steps).toContain(
      '1 holiday on working days left out: New Year’s Day (observed), Friday, December 31, 2021. 10 − 1 = 9.',
    );
    // Independence Day 2026 is a Saturday: Friday 3 July is off, Saturday 4 July is not.
    const july = { from: '2026-07-01', to: '2026-07-10', holidays: 'us-federal' };
    expect(run(july).results.workingDays).toBe(7);
    expect(run({ ...july, week: 'mon-sat' }).results.workingDays).toBe(8);
  });

  it('counts the holidays of a span backwards too', () => {
    expect(run({ from: '2026-12-31', to: '2026-12-21', holidays: 'us-federal' }).results).toEqual({
      workingDays: -8,
      calendarDays: 11,
      weekendDays: 2,
      holidaysOff: 1,
    });
  });

  it('leaves out each listed date once, and only on a working day', () => {
    // 22 November 2012 (a Thursday) twice, and Saturday 24 November: one day off.
    const { results, steps } = run({
      from: '2012-11-19',
      to: '2012-11-23',
      holidays: 'listed',
      holidayDates: '2012-11-22\n2012-11-22; 2012-11-24',
    });
    expect(results).toEqual({ workingDays: 4, calendarDays: 5, weekendDays: 0, holidaysOff: 1 });
    expect(steps).toContain(
      '1 holiday on working days left out: Thursday, November 22, 2012. 5 − 1 = 4.',
    );
    expect(run({ from: '2012-11-19', to: '2012-11-23', holidays: 'listed' }).steps).toContain(
      'No holiday listed falls on a working day of these: 0 left out.',
    );
  });

  it('names fifteen holidays, then says how many more', () => {
    const { results, steps } = run({
      from: '2026-01-01',
      to: '2027-12-31',
      holidays: 'us-federal',
    });
    // 2027: 261 weekdays; 11 holidays, Juneteenth (a Saturday) observed Friday 18 June, and
    // Christmas Day (a Saturday) Friday 24 December; New Year's Day 2028 (a Saturday) is
    // observed on Friday 31 December 2027.
    expect(results.holidaysOff).toBe(23);
    expect(results.workingDays).toBe(261 + 261 - 23);
    expect(steps.find((step) => step.includes('and 8 more'))).toMatch(
      /^23 holidays on working days left out: New Year’s Day, Thursday, January 1, 2026; .*; and 8 more\. 522 − 23 = 499\.$/,
    );
  });

  it('asks for a date a listed holiday can be read as', () => {
    const evaluation = evaluate(
      mode,
      { holidays: 'listed', holidayDates: '2026-12-24, 24/12/2026' },
      TODAY,
    );
    expect(evaluation.errors).toEqual({
      holidayDates: '“24/12/2026” is not a date: write each as YYYY-MM-DD, such as 2026-12-24.',
    });
  });

  it('asks for a year the federal holidays are known in', () => {
    const evaluation = evaluate(
      mode,
      { from: '2026-01-01', to: '1970-06-01', holidays: 'us-federal' },
      TODAY,
    );
    expect(evaluation.errors).toEqual({
      to: 'US federal holidays are known here from 1971: choose a date in 1971 or later, or list the holidays.',
    });
  });
});

describe('business days less India’s central government holidays', () => {
  // DoPT's Delhi / New Delhi lists, weekdays checked with Python's date.weekday(): in 2026, 17
  // holidays, Id-ul-Fitr (21 March) and Independence Day (15 August) on Saturdays and Diwali
  // (8 November) on a Sunday; in 2025, Mahatma Gandhi's Birthday and Dussehra both on Thursday
  // 2 October.
  const india = { holidays: 'india-central' };

  it('leaves out the 14 holidays of 2026 that fall on weekdays, and names them', () => {
    const { results, caption, steps } = run({ ...india, from: '2026-01-01', to: '2026-12-31' });
    expect(results).toEqual({
      workingDays: 247,
      calendarDays: 365,
      weekendDays: 104,
      holidaysOff: 14,
    });
    expect(caption).toContain('India’s central government holidays left out');
    const named = steps.find((step) => step.startsWith('14 holidays on working days left out'));
    expect(named).toContain('Republic Day, Monday, January 26, 2026; Holi, Wednesday, March 4');
    expect(named).toContain('Christmas Day, Friday, December 25, 2026. 261 − 14 = 247.');
    expect(named).not.toContain('Diwali');
    // 365 days = 52 weeks and Thursday 31 December.
    expect(steps).toContain('The 1 day left over (Thursday) is a working day.');
  });

  it('takes two holidays on one day as one day off, named together', () => {
    const { results, steps } = run({ ...india, from: '2025-10-01', to: '2025-10-31' });
    expect(results).toEqual({ workingDays: 21, calendarDays: 31, weekendDays: 8, holidaysOff: 2 });
    expect(steps).toContain(
      '2 holidays on working days left out: Mahatma Gandhi’s Birthday and Dussehra, Thursday, October 2, 2025; Diwali (Deepavali), Monday, October 20, 2025. 23 − 2 = 21.',
    );
  });

  it('says which years it knows no holidays for, and counts their weekdays', () => {
    const evaluate2027 = evaluate(mode, { ...india, from: '2026-12-21', to: '2027-01-08' }, TODAY);
    // 21 December 2026 to 8 January 2027: 15 weekdays, Christmas Day 2026 off; 2027's list is
    // not known here, so New Year's Day 2027 is not.
    expect(evaluate2027.results).toEqual({
      workingDays: 14,
      calendarDays: 19,
      weekendDays: 4,
      holidaysOff: 1,
    });
    const highlight = (texts: Record<string, string>) =>
      calculator.highlight!(evaluate(mode, texts, TODAY).values as never, {} as never);
    expect(highlight({ ...india, from: '2026-12-21', to: '2027-01-08' })).toEqual({
      title: 'No holidays left out in 2027',
      text: 'India’s central government holidays are known here for 2025 and 2026, from the lists the Department of Personnel and Training publishes for each year. Every weekday of 2027 is counted as a working day: to leave out its holidays, choose "Dates I list" and type them.',
      facts: [],
    });
    expect(highlight({ ...india, from: '2020-03-01', to: '2027-02-01' })?.title).toBe(
      'No holidays left out in 2020 to 2024 and 2027',
    );
    expect(highlight({ ...india, from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(run({ ...india, from: '2024-01-01', to: '2024-12-31' }).steps).toContain(
      'India’s central government holidays of 2024 are not known here: 0 left out.',
    );
    expect(highlight({ holidays: 'us-federal', from: '2026-12-21', to: '2027-01-08' })).toBeNull();
  });
});

describe('business days less the bank holidays of England and Wales', () => {
  const uk = { holidays: 'uk-england-wales' };

  it('leaves out Christmas and Boxing Day’s substitute day at the end of 2026', () => {
    // 21–31 December 2026: 9 weekdays; Christmas Day a Friday, Boxing Day a Saturday taken on
    // Monday 28 December (GOV.UK).
    const { results, caption, steps } = run({ ...uk, from: '2026-12-21', to: '2026-12-31' });
    expect(results).toEqual({ workingDays: 7, calendarDays: 11, weekendDays: 2, holidaysOff: 2 });
    expect(caption).toContain('Monday to Friday, bank holidays of England and Wales left out');
    expect(steps).toContain(
      '2 holidays on working days left out: Christmas Day, Friday, December 25, 2026; Boxing Day (substitute day), Monday, December 28, 2026. 9 − 2 = 7.',
    );
  });

  it('counts the ten days off of 2022, the jubilee and the State Funeral among them', () => {
    expect(run({ ...uk, from: '2022-01-01', to: '2022-12-31' }).results).toEqual({
      workingDays: 250,
      calendarDays: 365,
      weekendDays: 105,
      holidaysOff: 10,
    });
    expect(run({ ...uk, from: '2022-06-01', to: '2022-06-03' }).steps).toContain(
      '2 holidays on working days left out: Spring bank holiday, Thursday, June 2, 2022; Platinum Jubilee bank holiday, Friday, June 3, 2022. 3 − 2 = 1.',
    );
    expect(run({ ...uk, from: '2026-06-01', to: '2026-06-05' }).steps).toContain(
      'No bank holiday falls on a working day of these: 0 left out.',
    );
  });

  it('asks for a year the bank holidays are known in', () => {
    expect(evaluate(mode, { ...uk, from: '1999-12-01', to: '2000-01-31' }, TODAY).errors).toEqual({
      from: 'Bank holidays of England and Wales are known here from 2000: choose a date in 2000 or later, or list the holidays.',
    });
  });
});

describe('the business days calculator’s words', () => {
  it('never says “shown as −0”', () => {
    const text = wordsShown(calculator, { from: '2026-12-05', to: '2026-12-04', end: 'exclude' });
    expect(text).toMatch(/Working days: 0\./);
    expect(text).not.toMatch(/−0/);
  });
});
