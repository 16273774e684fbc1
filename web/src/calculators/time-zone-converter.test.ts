import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import { offsetText, placeWallTime, zoneKnown } from './shared/wallTime.ts';
import calculator from './time-zone-converter.ts';

// Expected conversions worked out independently with Python's zoneinfo (the IANA database):
//   datetime(2026-12-01 09:00, New_York).astimezone(Kolkata) → 19:30+05:30 Tuesday, 14:00Z,
//     timestamp 1796133600;
//   2026-07-01 09:00 New_York → 18:30 Kolkata (EDT, −04:00);
//   2021-03-14 02:30 New_York (skipped; fold=0 takes the offset before, −05:00) → 07:30Z;
//   2021-11-07 01:30 New_York → fold=0 05:30Z (11:00 Kolkata), fold=1 06:30Z (12:00 Kolkata);
//   2026-03-29 12:00 London (BST) → 22:00 Sydney (AEDT, +11:00);
//   2026-01-15 23:30 Kolkata → 10:00 Los_Angeles the same day; 12:00 Kathmandu → 06:15Z.

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
    facts: calculator.facts!(values, results as never),
    highlight: calculator.highlight!(values, results as never),
    steps: calculator.steps(values, results as never),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('time zone converter', () => {
  it('shows 09:00 in New York on 1 December 2026 in India by default', () => {
    const { results, headline, caption, facts, highlight, steps } = run({});
    expect(headline).toBe('19:30, Tuesday, 1 December 2026');
    expect(caption).toBe('09:00 in New York (UTC−05:00) is 19:30 in India (UTC+05:30).');
    expect(results).toMatchObject({
      fromOffset: -300,
      toOffset: 330,
      difference: 10.5,
      dayShift: 0,
      unix: 1796133600,
      skipped: 0,
      repeated: 0,
    });
    expect(facts).toEqual([
      { label: 'In India', text: '7:30 pm, Tuesday, 1 December 2026' },
      { label: 'Time difference', text: 'India is 10 hours 30 minutes ahead of New York' },
      { label: 'New York', text: 'UTC−05:00, standard time' },
      { label: 'India', text: 'UTC+05:30, standard time' },
      { label: 'In UTC', text: '14:00, Tuesday, 1 December 2026 (2026-12-01T14:00Z)' },
      { label: 'Unix timestamp', text: '1796133600' },
    ]);
    expect(highlight).toBeNull();
    expect(steps).toEqual([
      'New York (America/New_York) on 1 December 2026 at 09:00 is at UTC−05:00 (the IANA time zone rules, read with Intl.DateTimeFormat).',
      'To UTC: add 05:00 → 14:00 UTC on 1 December 2026.',
      'India (Asia/Kolkata) is at UTC+05:30 then: add 05:30 → 19:30 on 1 December 2026.',
      'Difference: +05:30 − (−05:00) = 10.5 hours.',
    ]);
  });

  it('applies daylight saving time for the date chosen', () => {
    const summer = run({ time: '2026-07-01T09:00' });
    expect(summer.results).toMatchObject({ hour: 18, minute: 30, fromOffset: -240 });
    expect(summer.facts[1]!.text).toBe('India is 9 hours 30 minutes ahead of New York');
    expect(summer.facts[2]!.text).toBe('UTC−04:00, daylight saving (summer) time');
    const sydney = run({ time: '2026-03-29T12:00', from: 'Europe/London', to: 'Australia/Sydney' });
    expect(sydney.results).toMatchObject({ hour: 22, minute: 0, fromOffset: 60, toOffset: 660 });
  });

  it('says ≈ for a difference in hours that 2 decimals round (Madras time, 1900)', () => {
    // Asia/Kolkata kept Madras time, UTC+05:21:10, until 1941: 19,270 s ÷ 3,600 = 5.3527… h.
    const { steps } = run({ time: '1900-06-01T12:00', from: 'UTC', to: 'Asia/Kolkata' });
    expect(steps).toContain('Difference: +05:21:10 − (+00:00) ≈ 5.35 hours.');
  });

  it('says when a time was skipped by clocks going forward', () => {
    const { results, caption, highlight, steps } = run({
      time: '2021-03-14T02:30',
      from: 'America/New_York',
      to: 'UTC',
    });
    expect(results).toMatchObject({ skipped: 1, repeated: 0, utcHour: 7, utcMinute: 30 });
    expect(results.fromOffset).toBe(-240);
    expect(caption).toBe(
      '02:30 does not exist in New York; read as 03:30 (UTC−04:00) is 07:30 in UTC (UTC+00:00).',
    );
    expect(highlight!.title).toBe('02:30 does not exist in New York on 14 March 2021');
    expect(highlight!.text).toContain('The clocks went forward by 60 minutes');
    expect(highlight!.text).toContain('It is read as 03:30');
    // EST (UTC−05:00) until 2:00 a.m. on the second Sunday in March, EDT (UTC−04:00) after.
    expect(steps[0]).toBe(
      'New York (America/New_York) went from UTC−05:00 to UTC−04:00 on 14 March 2021, and its clocks skipped 02:30 (the IANA time zone rules, read with Intl.DateTimeFormat).',
    );
    expect(steps[1]).toBe(
      '02:30 was skipped when the clocks went forward, so it is read with the offset before the change, UTC−05:00, which is 03:30 on the new clocks.',
    );
    expect(steps[2]).toBe('To UTC: add 05:00 → 07:30 UTC on 14 March 2021.');
  });

  it('says when a time happens twice, and shows both', () => {
    const { results, highlight } = run({
      time: '2021-11-07T01:30',
      from: 'America/New_York',
      to: 'Asia/Kolkata',
    });
    expect(results).toMatchObject({ repeated: 1, skipped: 0, hour: 11, minute: 0, utcHour: 5 });
    expect(highlight).toEqual({
      title: '01:30 happens twice in New York on 7 November 2021',
      text: 'The clocks went back by 60 minutes, so this time came twice. The first time (UTC−04:00) is shown; the second (UTC−05:00) is 60 minutes later.',
      facts: [
        { label: 'First time', text: '11:00 in India' },
        { label: 'Second time', text: '12:00, Sunday, 7 November 2021, in India' },
      ],
    });
  });

  it('names the day when the result is on another day', () => {
    const next = run({ time: '2026-01-15T20:00' });
    expect(next.results).toMatchObject({ day: 16, dayShift: 1 });
    expect(next.caption).toBe(
      '20:00 in New York (UTC−05:00) is 06:30 in India (UTC+05:30) (the next day).',
    );
    const before = run({
      time: '2026-01-01T03:00',
      from: 'Asia/Kolkata',
      to: 'America/Los_Angeles',
    });
    // 03:00 IST = 21:30Z on 31 December = 13:30 PST on 31 December 2025.
    expect(before.results).toMatchObject({ year: 2025, month: 12, day: 31, hour: 13, minute: 30 });
    expect(before.results.dayShift).toBe(-1);
    expect(before.caption).toContain('(the day before)');
  });

  it('converts quarter-hour zones, and the same zone to itself', () => {
    expect(
      run({ time: '2026-01-15T12:00', from: 'Asia/Kathmandu', to: 'UTC' }).results,
    ).toMatchObject({ hour: 6, minute: 15, fromOffset: 345 });
    const same = run({ time: '2026-01-15T12:00', from: 'Europe/Paris', to: 'Europe/Paris' });
    expect(same.results).toMatchObject({ hour: 12, minute: 0, difference: 0 });
    expect(same.facts[1]!.text).toBe('Paris is the same time as Paris');
  });

  it('warns that some cities have a neighbour’s history before 1970', () => {
    const note = expect.stringMatching(/^Before 1970 the tz data browsers carry gives some cities/);
    expect(
      run({ time: '1969-12-31T23:00', from: 'UTC', to: 'Europe/London' }).steps,
    ).toContainEqual(note);
    expect(
      run({ time: '1970-01-01T00:00', from: 'UTC', to: 'Europe/London' }).steps,
    ).not.toContainEqual(note);
  });

  it('explains a time it cannot read', () => {
    expect(errorsOf({ time: '2026-02-30T09:00' })).toEqual({ time: 'There is no day 2026-02-30' });
    expect(errorsOf({ time: '01/12/2026 09:00' })).toEqual({
      time: 'Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-12-01T09:00',
    });
    expect(errorsOf({ time: '2026-12-01T24:00' })).toEqual({
      time: 'The hour can be at most 23 (24-hour clock: midnight is 00:00)',
    });
    expect(errorsOf({ time: '1850-01-01T00:00' })).toEqual({
      time: 'Enter a year from 1900 to 2100',
    });
    expect(errorsOf({ time: '' })).toEqual({
      time: 'Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-12-01T09:00',
    });
  });

  it('reads a space for the T, and a zone named in any case in a link', () => {
    expect(run({ time: '2026-12-01 09:00', from: 'america/new_york' }).results.hour).toBe(19);
  });

  it('offers only zones the platform knows', () => {
    const options = (calculator.fields.from.options as readonly { value: string }[]).map(
      (o) => o.value,
    );
    expect(options.length).toBeGreaterThan(50);
    expect(options.filter((zone) => !zoneKnown(zone))).toEqual([]);
    expect(zoneKnown('Mars/Olympus_Mons')).toBe(false);
  });

  it('finds the instant of a plain wall time and writes offsets', () => {
    const wall = { date: { year: 2026, month: 12, day: 1 }, hour: 9, minute: 0, second: 0 };
    expect(placeWallTime('America/New_York', wall)).toMatchObject({
      instant: 1796133600,
      skipped: false,
      later: null,
    });
    expect(offsetText(19800)).toBe('+05:30');
    expect(offsetText(-12600)).toBe('−03:30');
    expect(offsetText(0)).toBe('+00:00');
  });

  it('matches every published example', () => {
    expect(referenceChecks(mode, '2026-11-29').filter((c) => !c.matches)).toEqual([]);
  });

  it('says the difference in hours as a person would: 0 hours, 1 hour, -5.75 hours', () => {
    const difference = (texts: Record<string, string>) =>
      run(texts).steps.find((step) => step.startsWith('Difference:'));
    expect(difference({ from: 'Europe/Madrid', to: 'Europe/Warsaw' })).toBe(
      'Difference: +01:00 − (+01:00) = 0 hours.',
    );
    expect(difference({ from: 'Europe/London', to: 'Europe/Paris' })).toBe(
      'Difference: +01:00 − (+00:00) = 1 hour.',
    );
    // Nepal is UTC+05:45.
    expect(difference({ from: 'Asia/Kathmandu', to: 'UTC' })).toBe(
      'Difference: +00:00 − (+05:45) = -5.75 hours.',
    );
    // Paris to London, one hour behind: "-1 hour", not "-1 hours".
    expect(difference({ from: 'Europe/Paris', to: 'Europe/London' })).toBe(
      'Difference: +00:00 − (+01:00) = -1 hour.',
    );
  });
});
