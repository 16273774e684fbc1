import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './week-number-calculator.ts';

// Expected weeks: Python's date.isocalendar(), worked apart from this code.

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25';

function run(date?: string) {
  const evaluation = evaluate(mode, date ? { date } : {}, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, TODAY),
    caption: calculator.headline!.caption(values, results as never, TODAY),
    facts: calculator.facts!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

describe('ISO week number', () => {
  it('gives today’s week by default', () => {
    const { headline, caption } = run();
    expect(headline).toBe('Week 48 of 2026');
    expect(caption).toBe('Today, Wednesday, November 25, 2026, is 2026-W48-3');
  });

  it.each([
    // [date, week-year, week, weeks in that year, Monday, Sunday]
    ['2020-12-31', 2020, 53, 53, 'Monday, December 28, 2020', 'Sunday, January 3, 2021'],
    ['2021-01-03', 2020, 53, 53, 'Monday, December 28, 2020', 'Sunday, January 3, 2021'],
    ['2021-01-04', 2021, 1, 52, 'Monday, January 4, 2021', 'Sunday, January 10, 2021'],
    ['2026-01-01', 2026, 1, 53, 'Monday, December 29, 2025', 'Sunday, January 4, 2026'],
    ['2024-12-30', 2025, 1, 52, 'Monday, December 30, 2024', 'Sunday, January 5, 2025'],
    ['2026-12-31', 2026, 53, 53, 'Monday, December 28, 2026', 'Sunday, January 3, 2027'],
  ])('%s is in week %i-W%i', (date, weekYear, week, weeks, monday, sunday) => {
    const { results, facts } = run(date);
    expect(results).toMatchObject({ weekYear, week, weeksInYear: weeks });
    expect(facts[0]).toEqual({ label: 'Week starts', text: monday });
    expect(facts[1]).toEqual({ label: 'Week ends', text: sunday });
  });

  it('explains a date that belongs to the other year', () => {
    const { facts, steps } = run('2021-01-03');
    expect(facts[3]).toEqual({
      label: 'Year boundary',
      text: 'This day of 2021 belongs to week 53 of 2020, because that week’s Thursday falls in 2020.',
    });
    expect(steps[1]).toBe(
      'The week’s Thursday is December 31, 2020, so it belongs to 2020, where that Thursday is day 366 of the year.',
    );
    expect(steps[2]).toBe('Week number = ⌈366 ÷ 7⌉ = 53. ISO form: 2020-W53-7.');
    expect(run('2021-06-15').facts.map((fact) => fact.label)).not.toContain('Year boundary');
  });

  it('numbers the first and last dates the form accepts', () => {
    expect(run('0001-01-01').results).toMatchObject({ weekYear: 1, week: 1, weekday: 1 });
    expect(run('9999-12-31').results).toMatchObject({ weekYear: 9999, week: 52, weekday: 5 });
  });
});
