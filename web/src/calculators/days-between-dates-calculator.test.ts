import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './days-between-dates-calculator.ts';

// Expected values worked apart from the code: Python's date subtraction for days
// ((date(2025, 1, 1) - date(2024, 1, 1)).days == 366), and the calendar by hand for months.

const mode = calculator as unknown as AnyMode;
const TODAY = '2026-11-25';

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, TODAY);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values!;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values as never, results as never, TODAY),
    caption: calculator.headline!.caption(values as never, results as never, TODAY),
    facts: calculator.facts!(values as never, results as never),
    steps: calculator.steps(values as never, results as never),
  };
}

describe('days between dates', () => {
  it('opens on today to 100 days from today, both dates blank', () => {
    // Python: date(2026, 11, 25) + timedelta(100) == date(2027, 3, 5), a Friday.
    const { results, headline } = run({});
    expect(results.days).toBe(100);
    expect(headline).toBe('100 days');
  });

  it('shows 0 days for the same date twice and asks for another date', () => {
    const { results, headline, caption } = run({ to: TODAY });
    expect(results.days).toBe(0);
    expect(headline).toBe('0 days');
    expect(caption).toBe(
      'Both dates are today, Wednesday, November 25, 2026. Choose another date.',
    );
  });

  it('counts to a date from today when only the end date is given', () => {
    const { results, caption } = run({ to: '2026-12-25' });
    expect(results.days).toBe(30);
    expect(caption).toBe(
      'From today, Wednesday, November 25, 2026 to Friday, December 25, 2026 (end date not counted).',
    );
  });

  it('says 1 month, not 1 months', () => {
    // 31 January to 28 February 2026: 28 days, 1 calendar month (end of month kept).
    const { steps } = run({ from: '2026-01-31', to: '2026-02-28' });
    expect(steps).toContain('Years: 1 month = 0 years and 1 month.');
  });

  it('counts 366 days across a leap year and 365 across a common one', () => {
    expect(run({ from: '2024-01-01', to: '2025-01-01' }).results).toMatchObject({
      days: 366,
      weeks: 52,
      weeksDays: 2,
      years: 1,
      yearsMonths: 0,
      monthsDays: 0,
    });
    expect(run({ from: '2025-01-01', to: '2026-01-01' }).results.days).toBe(365);
    expect(run({ from: '2100-02-01', to: '2100-03-01' }).results.days).toBe(28); // 2100 is common
  });

  it('adds one day, to the weeks and months too, when the end date is counted', () => {
    const { results, steps } = run({ from: '2025-01-01', to: '2025-01-31', end: 'include' });
    expect(results).toMatchObject({ days: 31, weeks: 4, weeksDays: 3, months: 1, monthsDays: 0 });
    expect(steps[1]).toBe(
      'Calendar days from January 1, 2025 to January 31, 2025: 30, + 1 for the end date = 31 days.',
    );
  });

  it('gives a minus sign when the end date is before the start, and the span’s length', () => {
    const { results, headline, caption, facts } = run({ from: '2021-03-15', to: '2021-02-01' });
    expect(results).toMatchObject({ days: -42, weeks: 6, weeksDays: 0, months: 1, monthsDays: 14 });
    expect(headline).toBe('−42 days');
    expect(caption).toContain('is before the start date');
    expect(facts[1]).toEqual({ label: 'In months and days', text: '1 month, 14 days' });
  });

  it('counts the end date backwards too: one more day of length', () => {
    const { results } = run({ from: '2021-03-15', to: '2021-02-01', end: 'include' });
    expect(results.days).toBe(-43);
  });

  it('counts one day for the same date with the end date counted', () => {
    expect(run({ from: '2024-02-29', to: '2024-02-29', end: 'include' }).results.days).toBe(1);
  });

  it('counts months to the last day of a short month', () => {
    // 31 January + 1 month = 29 February 2024 (leap), then 1 day to 1 March.
    expect(run({ from: '2024-01-31', to: '2024-03-01' }).results).toMatchObject({
      days: 30,
      months: 1,
      monthsDays: 1,
    });
    // 29 February 2024 + 12 months = 28 February 2025: one whole year.
    expect(run({ from: '2024-02-29', to: '2025-02-28' }).results).toMatchObject({
      days: 365,
      years: 1,
      yearsMonths: 0,
      monthsDays: 0,
    });
  });

  it('spans the whole calendar the form accepts', () => {
    const { results, facts } = run({ from: '0001-01-01', to: '9999-12-31', end: 'include' });
    // Python: (date(9999, 12, 31) - date(1, 1, 1)).days + 1 == 3652059
    expect(results.days).toBe(3652059);
    expect(results.years).toBe(9999);
    expect(facts[3]).toEqual({ label: 'In hours', text: '87,649,416 hours' });
  });

  it('refuses a date that does not exist', () => {
    const { errors } = evaluate(mode, { from: '2023-02-29' }, TODAY);
    expect(errors).toEqual({ from: 'Enter a valid start date.' });
  });
});
