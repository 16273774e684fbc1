import { describe, expect, it } from 'vitest';
import { dayNumber } from '../domain/age.ts';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { posixSeconds, readDateTime } from './unix-timestamp-converter.ts';

// Expected values worked out independently with Python's datetime (proleptic Gregorian, UTC):
//   datetime.fromtimestamp(1700000000, timezone.utc) → 2023-11-14T22:13:20, a Tuesday, day 318,
//     19,675 days and 80,000 seconds (1700000000 // 86400, 1700000000 % 86400);
//   fromtimestamp(-1) → 1969-12-31T23:59:59 (Wednesday); fromtimestamp(253402300799) →
//     9999-12-31T23:59:59 (Friday); fromtimestamp(-62135596800) → 0001-01-01T00:00:00 (Monday);
//   datetime.fromisoformat('2026-11-29T12:00:00+00:00').timestamp() → 1795953600 (a Sunday);
//   '1985-04-12T23:20:50.52+00:00' → 482196050.52; '1990-12-31T23:59:59Z' → 662687999.

const [toDateTab, toTimestampTab] = calculator.tabs;
const toDate = toDateTab.mode;
const toTimestamp = toTimestampTab.mode;

function run(mode: AnyMode, texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values!;
  const results = evaluation.results!;
  return {
    results,
    headline: mode.headline!.text(values, results, ''),
    caption: mode.headline!.caption(values, results, ''),
    facts: mode.facts!(values, results),
    steps: mode.steps(values, results),
  };
}

const errorsOf = (mode: AnyMode, texts: Record<string, string>) =>
  evaluate(mode, texts, '2026-11-29').errors;

describe('timestamp to date', () => {
  it('shows 1700000000 by default as 2023-11-14T22:13:20Z, a Tuesday', () => {
    const { results, headline, caption, facts, steps } = run(toDate, {});
    expect(headline).toBe('2023-11-14T22:13:20Z');
    expect(caption).toBe('Tuesday, 14 November 2023, 22:13:20 UTC');
    expect(results).toMatchObject({ weekday: 2, dayOfYear: 318, days: 19675, millisecond: 0 });
    expect(facts).toEqual([
      { label: 'Day of the week', text: 'Tuesday' },
      { label: 'In milliseconds', text: '1700000000000' },
      { label: 'Day of the year', text: '318 of 2023' },
      { label: 'Days since 1 January 1970', text: '19,675' },
    ]);
    expect(steps).toEqual([
      'Whole days since 1 January 1970: ⌊1,700,000,000 ÷ 86,400⌋ = 19,675 (every Unix day has 86,400 seconds).',
      'Seconds of that day: 1,700,000,000 − 19,675 × 86,400 = 80,000 = 22 h 13 min 20 s, so 22:13:20 UTC.',
      'Day 19,675 after 1 January 1970 is 14 November 2023. 1 January 1970 was a Thursday and 19,675 mod 7 = 5, so it is a Tuesday.',
      'Check with the POSIX formula: 1700000000 seconds.',
      'Result: 2023-11-14T22:13:20Z.',
    ]);
  });

  it('gives the epoch for 0 and counts back for negative timestamps', () => {
    expect(run(toDate, { timestamp: '0' }).headline).toBe('1970-01-01T00:00:00Z');
    const before = run(toDate, { timestamp: '-1' });
    expect(before.headline).toBe('1969-12-31T23:59:59Z');
    expect(before.caption).toBe('Wednesday, 31 December 1969, 23:59:59 UTC');
    expect(before.results.days).toBe(-1);
    // ⌊-1 ÷ 86,400⌋ = -1 and -1 − (-1) × 86,400 = 86,399 s into 31 December 1969.
    expect(before.steps.slice(1, 3)).toEqual([
      'Seconds of that day: -1 − (-1) × 86,400 = 86,399 = 23 h 59 min 59 s, so 23:59:59 UTC.',
      '1 day before 1 January 1970 is 31 December 1969. 1 January 1970 was a Thursday and -1 mod 7 = 6, so it is a Wednesday.',
    ]);
    // 1 second after the epoch: the POSIX check says '1 second'.
    expect(run(toDate, { timestamp: '1' }).steps).toContain(
      'Check with the POSIX formula: 1 second.',
    );
  });

  it('reaches the first and last seconds of years 1 to 9999, and no further', () => {
    expect(run(toDate, { timestamp: '253402300799' }).caption).toBe(
      'Friday, 31 December 9999, 23:59:59 UTC',
    );
    expect(run(toDate, { timestamp: '-62135596800' }).caption).toBe(
      'Monday, 1 January 1, 00:00:00 UTC',
    );
    expect(run(toDate, { timestamp: '-62135596800' }).headline).toBe('0001-01-01T00:00:00Z');
    expect(errorsOf(toDate, { timestamp: '253402300800' })).toEqual({
      timestamp:
        'The timestamp is after the year 9999: the latest is 253402300799 seconds (or choose milliseconds)',
    });
    expect(errorsOf(toDate, { timestamp: '-62135596801' })).toEqual({
      timestamp:
        'The timestamp is before the year 1: the earliest is -62135596800 seconds (or choose milliseconds)',
    });
  });

  it('reads milliseconds, with their fraction of a second', () => {
    const { headline, facts, steps } = run(toDate, { timestamp: '1700000000123', unit: 'ms' });
    expect(headline).toBe('2023-11-14T22:13:20.123Z');
    expect(facts[1]).toEqual({ label: 'In seconds', text: '1700000000.123' });
    expect(steps[0]).toBe(
      'In seconds: 1700000000123 ÷ 1,000 = 1,700,000,000 seconds and 123 milliseconds.',
    );
    // -1 ms is the last millisecond of 1969.
    expect(run(toDate, { timestamp: '-1', unit: 'ms' }).headline).toBe('1969-12-31T23:59:59.999Z');
  });

  it('asks for a whole number', () => {
    expect(errorsOf(toDate, { timestamp: '' })).toEqual({
      timestamp: 'Enter a Unix timestamp, such as 1700000000',
    });
    expect(errorsOf(toDate, { timestamp: '1.5' })).toEqual({
      timestamp: 'Enter a whole number of seconds (or milliseconds), such as 1700000000',
    });
  });

  it('matches every published example', () => {
    expect(referenceChecks(toDate, '2026-11-29').filter((c) => !c.matches)).toEqual([]);
  });
});

describe('date to timestamp', () => {
  it('shows 2026-11-29T12:00:00Z by default as 1795953600', () => {
    const { results, headline, caption, facts, steps } = run(toTimestamp, {});
    expect(headline).toBe('1795953600');
    expect(caption).toBe('Sunday, 29 November 2026, 12:00:00 UTC.');
    expect(results).toMatchObject({ milliseconds: 1795953600000, weekday: 7 });
    expect(facts).toEqual([
      { label: 'In UTC (ISO 8601)', text: '2026-11-29T12:00:00Z' },
      { label: 'In milliseconds', text: '1795953600000' },
      { label: 'Day of the week (UTC)', text: 'Sunday' },
      { label: 'Offset', text: '+00:00' },
    ]);
    // tm_year = 126, tm_yday = 332 (29 November is day 333 of 2026).
    expect(steps[0]).toBe(
      'tm_year = 2026 − 1900 = 126; tm_yday = 332 (days of the year before 29 November 2026).',
    );
    expect(steps[1]).toBe(
      'POSIX: 0 + 0 × 60 + 12 × 3,600 + 332 × 86,400 + (126 − 70) × 31,536,000 + ⌊(126 − 69) ÷ 4⌋ × 86,400 − ⌊(126 − 1) ÷ 100⌋ × 86,400 + ⌊(126 + 299) ÷ 400⌋ × 86,400 = 1795953600.',
    );
  });

  it('takes an offset off, and reads a time without one as UTC', () => {
    // RFC 3339 5.8: 1996-12-19T16:39:57-08:00 = 1996-12-20T00:39:57Z (a Friday).
    const pacific = run(toTimestamp, { date: '1996-12-19T16:39:57-08:00' });
    expect(pacific.facts[0]!.text).toBe('1996-12-20T00:39:57Z');
    expect(pacific.facts[3]!.text).toBe('-08:00');
    expect(pacific.steps[2]).toBe('The time is -08:00 from UTC, so add 28,800 seconds: 851042397.');
    const bare = run(toTimestamp, { date: '2026-11-29T12:00' });
    expect(bare.headline).toBe('1795953600');
    expect(bare.caption).toBe('Sunday, 29 November 2026, 12:00:00 UTC, reading the time as UTC.');
    expect(run(toTimestamp, { date: '2026-11-29' }).results.hour).toBe(0);
  });

  it('keeps fractions of a second and counts a leap second as the next second', () => {
    const fraction = run(toTimestamp, { date: '1985-04-12T23:20:50.52Z' });
    expect(fraction.headline).toBe('482196050.52');
    expect(fraction.results.milliseconds).toBe(482196050520);
    // 1990-12-31T23:59:59Z is 662687999, so the leap second 23:59:60 is 662688000.
    const leap = run(toTimestamp, { date: '1990-12-31T23:59:60Z' });
    expect(leap.headline).toBe('662688000');
    expect(leap.caption).toBe(
      'Tuesday, 1 January 1991, 00:00:00 UTC (the leap second is not counted in Unix time).',
    );
  });

  it('explains a date it cannot read', () => {
    expect(errorsOf(toTimestamp, { date: '2023-02-29T00:00:00Z' })).toEqual({
      date: 'There is no day 2023-02-29',
    });
    expect(errorsOf(toTimestamp, { date: '29/11/2026' })).toEqual({
      date: 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-29T12:00:00Z',
    });
    expect(errorsOf(toTimestamp, { date: '2026-11-29T24:00:00Z' })).toEqual({
      date: 'The hour can be at most 23',
    });
    expect(errorsOf(toTimestamp, { date: '2026-11-29T12:00:00.1234Z' })).toEqual({
      date: 'Give the seconds to 3 decimals at most (milliseconds)',
    });
    expect(errorsOf(toTimestamp, { date: '9999-12-31T23:59:59-01:00' })).toEqual({
      date: 'The date in UTC must be from the year 1 to 9999',
    });
    expect(errorsOf(toTimestamp, { date: '' })).toEqual({
      date: 'Enter a date and time, such as 2026-11-29T12:00:00Z',
    });
    expect(readDateTime('2026-11-29T12:00:00+05:30')).toMatchObject({ offset: 330 });
  });

  it('agrees with the day count for every year (the POSIX formula, floored)', () => {
    // Midnight UTC of 1 January and 1 March of each year = its day number × 86,400.
    for (let year = 1; year <= 9999; year += 7) {
      for (const month of [1, 3]) {
        const date = { year, month, day: 1 };
        expect(posixSeconds(date, 0, 0, 0)).toBe(dayNumber(date) * 86400);
      }
    }
  });

  it('matches every published example', () => {
    expect(referenceChecks(toTimestamp, '2026-11-29').filter((c) => !c.matches)).toEqual([]);
  });
});
