import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import pace, { KM_PER_MILE } from './pace-calculator.ts';

// Expected figures worked by hand: time = pace × distance, in seconds and kilometres.

const TODAY = '2026-11-25';

function run(texts: Record<string, string>) {
  const evaluation = evaluate(pace, texts, TODAY);
  const { values, results, errors, unsolvable } = evaluation;
  if (!values || !results) return { errors, unsolvable };
  const rows = resultRows(pace, evaluation, results).rows;
  return {
    errors,
    values,
    results,
    /** The value solved for, as shown, and the other rows. */
    solved: rows[0]!.text,
    rows: Object.fromEntries(rows.slice(1).map((row) => [row.label, row.text])),
    summary: pace.summary!(values as never, results as never, TODAY),
  };
}

describe('the pace calculator', () => {
  it('starts with 10 km in 50:00, solving for the pace: 5:00 per km', () => {
    const shown = run({});
    expect(shown.solved).toBe('5:00 per km');
    // 300 × 1.609344 = 482.8032 s; 10 km in 5/6 h = 12 km/h; ÷ 1.609344 = 7.456 mph.
    expect(shown.rows).toEqual({
      'Pace per km': '5:00',
      'Pace per mile': '8:02.8',
      'Speed (km/h)': '12.00',
      'Speed (mph)': '7.46',
    });
    expect(shown.summary).toBe('10 km in 50:00 at 5:00 per km');
  });

  it('works in miles: 10 miles in 1:20:00 is 8:00 per mile', () => {
    const shown = run({ distance: '10', distanceUnit: 'mi', time: '1:20:00', paceUnit: 'mi' });
    expect(shown.solved).toBe('8:00 per mi');
    expect(shown.values?.pace).toBeCloseTo(480 / KM_PER_MILE, 9);
    expect(shown.results?.paceMile).toBeCloseTo(480, 9);
    expect(shown.results?.speedMph).toBeCloseTo(7.5, 9);
    expect(shown.summary).toBe('10 mi in 1:20:00 at 8:00 per mile');
  });

  it('takes the distance and the pace each in its own unit', () => {
    // A marathon in km at 8:00 per mile: 42.195 ÷ 1.609344 × 480 = 12,585.0 s = 3:29:45.0.
    const shown = run({ solve: 'time', distance: '42.195', pace: '8:00', paceUnit: 'mi' });
    expect(shown.values?.time).toBeCloseTo(12585, 1);
    expect(shown.solved).toBe('3:29:45');
  });

  it('solves for the time and the distance, in the units chosen', () => {
    // 26.2 miles at 8:00 per mile is 12,576 s = 3:29:36 …
    const time = run({
      solve: 'time',
      distance: '26.2',
      distanceUnit: 'mi',
      pace: '8:00',
      paceUnit: 'mi',
    });
    expect(time.values?.time).toBeCloseTo(12576, 9);
    expect(time.solved).toBe('3:29:36');
    // … and 3:29:36 at 8:00 per mile is 26.2 miles, 42.1648 km.
    const distance = run({
      solve: 'distance',
      distanceUnit: 'mi',
      time: '3:29:36',
      pace: '8:00',
      paceUnit: 'mi',
    });
    expect(distance.values?.distance).toBeCloseTo(26.2 * KM_PER_MILE, 9);
    expect(distance.solved).toBe('26.200 mi');
  });

  it('finds the distance of an hour at 10:00 per mile: 6 miles, 9.656 km', () => {
    const texts = { solve: 'distance', time: '1:00:00', pace: '10:00', paceUnit: 'mi' };
    expect(run(texts).solved).toBe('9.656 km');
    expect(run({ ...texts, distanceUnit: 'mi' }).solved).toBe('6.000 mi');
  });

  it('rounds a pace solved for to the tenth of a second, and works on from it', () => {
    // 12,600 s ÷ 42.195 km = 298.613… s, shown 4:58.6; the pace per mile is 298.6 × 1.609344
    // = 480.55 s, and the speed 3,600 ÷ 298.6 = 12.056 km/h.
    const shown = run({ distance: '42.195', time: '3:30:00' });
    expect(shown.values?.pace).toBe(298.6);
    expect(shown.results?.paceMile).toBeCloseTo(480.5501184, 9);
    expect(shown.rows?.['Speed (km/h)']).toBe('12.06');
  });

  it('needs a time, a pace and a distance of more than 0', () => {
    expect(run({ time: '0:00' }).errors).toEqual({ time: 'The time must be more than 0:00' });
    expect(run({ solve: 'time', pace: '0:00' }).errors).toEqual({
      pace: 'The pace must be more than 0:00 per km',
    });
    expect(run({ distance: '0' }).errors).toEqual({
      distance: 'The distance must be more than 0 km',
    });
  });

  it('reads times as h:mm:ss or m:ss, and says how to write one it cannot read', () => {
    const message = 'Enter the time as h:mm:ss or m:ss, such as 50:00';
    expect(run({ time: '50' }).errors).toEqual({ time: message });
    expect(run({ time: '5:3' }).errors).toEqual({ time: message });
    expect(run({ time: '1:60:00' }).errors).toEqual({
      time: 'Enter 0 to 59 minutes after the hours',
    });
    expect(run({ time: '4:60' }).errors).toEqual({ time: 'Enter 0 to 59 seconds' });
    // 90 minutes is read as 1:30:00.
    expect(run({ time: '90:00' }).values?.time).toBe(5400);
  });

  it('says when no pace fits the numbers', () => {
    // 10 hours for 1 km is 10:00:00 per km, slower than the 59:59 the field accepts.
    expect(run({ distance: '1', time: '10:00:00' }).unsolvable).toBe(
      'No pace from 0:00 per km to 59:59 per km fits these numbers.',
    );
  });

  it('opens links of its three tabs on the same run', () => {
    const read = pace.formerLinks!.read;
    // The finish time tab: 26.2 miles at 8:00 per mile.
    expect(read({ find: 'time', distance: '26.2', unit: 'mi', paceMin: '8', paceSec: '' })).toEqual(
      { solve: 'time', distanceUnit: 'mi', paceUnit: 'mi', pace: '8:00' },
    );
    // The distance tab, whose time was 30 minutes unless the link said otherwise.
    expect(read({ find: 'distance', hours: '', minutes: '', paceMin: '6' })).toEqual({
      solve: 'distance',
      time: '30:00',
      pace: '6:00',
    });
    // The pace tab, the first.
    expect(read({ hours: '3', minutes: '30', seconds: '0' })).toEqual({ time: '3:30:00' });
  });
});

describe('the pace calculator’s steps', () => {
  const steps = (texts: Record<string, string>) => {
    const evaluation = evaluate(pace, texts, TODAY);
    return pace.steps(evaluation.values as never, evaluation.results as never, {
      advice: true,
      unknown: evaluation.unknown,
    });
  };

  it('works a pace solved for from the time and distance typed, then says it is rounded', () => {
    // By hand: 26.2 × 1.609344 = 42.1648128 km; 14,400 ÷ 42.1648128 = 341.5170 s per km,
    // × 1.609344 = 549.6183 s per mile, shown as 9:09.6. The steps said time = pace ×
    // distance = 14,399.52 s beside the 4:00:00 typed.
    expect(
      steps({
        solve: 'pace',
        distance: '26.2',
        distanceUnit: 'mi',
        time: '4:00:00',
        paceUnit: 'mi',
      }),
    ).toEqual([
      'Time = 4:00:00 = 14,400 s',
      'Distance = 26.2 mi × 1.609344 = 42.1648128 km',
      'Pace = time ÷ distance = 14,400 s ÷ 42.1648128 km ≈ 341.52 s per km × 1.609344 ≈ ' +
        '549.62 s per mile, shown as 9:09.6 per mile; the race times use the pace as shown',
      'Pace per mile = 341.51 s × 1.609344 = 549.60 s = 9:09.6 per mile',
      'Speed = 3,600 s ÷ 341.51 s per km = 10.54 km/h; ÷ 1.609344 = 6.55 mph',
    ]);
  });

  it('works a time or a distance solved for from the other two', () => {
    // 300 s × 10 km = 3,000 s; 8:00 per mile = 480 ÷ 1.609344 = 298.258 s per km, and
    // 3,600 s ÷ 298.258 = 12.07008 km = 7.5 mi.
    expect(steps({ solve: 'time' }).slice(0, 3)).toEqual([
      'Distance = 10 km',
      'Pace = 5:00 per km = 300 s per km',
      'Time = pace × distance = 300 s × 10 km = 3,000 s = 50:00',
    ]);
    expect(
      steps({
        solve: 'distance',
        time: '1:00:00',
        pace: '8:00',
        paceUnit: 'mi',
        distanceUnit: 'mi',
      })[2],
    ).toBe('Distance = time ÷ pace = 3,600 s ÷ 298.26 s per km ≈ 12.070 km ÷ 1.609344 = 7.5 mi');
  });
});
