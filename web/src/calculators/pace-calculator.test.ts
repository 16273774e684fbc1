import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import pace, { clock, KM_PER_MILE } from './pace-calculator.ts';

const TODAY = '2026-11-25';
const mode = (id: string) => pace.tabs.find((tab) => tab.id === id)!.mode as AnyMode;

function run(id: string, texts: Record<string, string>) {
  const definition = mode(id);
  const { values, results, errors } = evaluate(definition, texts, TODAY);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    headline: definition.headline!.text(values, results, TODAY),
    caption: definition.headline!.caption(values, results, TODAY),
  };
}

describe('the pace calculator', () => {
  it('writes seconds as a clock, with tenths only when they are not whole', () => {
    expect(clock(300)).toBe('5:00');
    expect(clock(12600 / 42.195)).toBe('4:58.6');
    expect(clock(59)).toBe('0:59');
    expect(clock(3599.96)).toBe('1:00:00'); // carries into the hour
    expect(clock(13924.3)).toBe('3:52:04.3');
    expect(clock(36000)).toBe('10:00:00');
  });

  it('starts with 10 km in 50 minutes: 5:00 per km', () => {
    const shown = run('pace', {});
    expect(shown.headline).toBe('5:00 per km');
    // 300 × 1.609344 = 482.8032 s; 10 km in 5/6 h; ÷ 1.609344 = 7.456 mph.
    expect(shown.caption).toBe('8:02.8 per mile; 12.00 km/h (7.46 mph)');
  });

  it('works in miles: 10 miles in 1:20:00 is 8:00 per mile', () => {
    const shown = run('pace', { distance: '10', unit: 'mi', hours: '1', minutes: '20' });
    expect(shown.results?.paceMile).toBeCloseTo(480, 9);
    expect(shown.results?.paceKm).toBeCloseTo(480 / 1.609344, 9);
    expect(shown.results?.speedMph).toBeCloseTo(7.5, 9);
    expect(shown.headline).toBe('8:00 per mile');
  });

  it('round-trips pace, time and distance', () => {
    // 26.2 miles at 8:00 per mile is 12,576 s = 3:29:36 …
    const time = run('time', { distance: '26.2', unit: 'mi', paceMin: '8', paceSec: '0' });
    expect(time.results?.time).toBeCloseTo(12576, 9);
    expect(time.headline).toBe('3:29:36');
    // … and 3:29:36 at 8:00 per mile is 26.2 miles, 42.1648 km.
    const distance = run('distance', {
      hours: '3',
      minutes: '29',
      seconds: '36',
      unit: 'mi',
      paceMin: '8',
      paceSec: '0',
    });
    expect(distance.results?.distanceMi).toBeCloseTo(26.2, 9);
    expect(distance.results?.distanceKm).toBeCloseTo(26.2 * KM_PER_MILE, 9);
    expect(distance.headline).toBe('26.20 miles');
    expect(distance.caption).toBe('42.16 km in 3:29:36 at 8:00 per mile');
  });

  it('finds the distance of an hour at 10:00 per mile: 6 miles, 9.656 km', () => {
    const shown = run('distance', { hours: '1', minutes: '0', unit: 'mi', paceMin: '10' });
    expect(shown.results?.distanceMi).toBeCloseTo(6, 9);
    expect(shown.results?.distanceKm).toBeCloseTo(9.656064, 9);
  });

  it('needs a time and a pace of more than 0', () => {
    expect(run('pace', { hours: '0', minutes: '0', seconds: '' }).errors).toEqual({
      hours: 'Enter a time of more than 0 seconds',
    });
    expect(run('time', { paceMin: '0', paceSec: '0' }).errors).toEqual({
      paceMin: 'Enter a pace of more than 0 seconds',
    });
    expect(run('distance', { paceMin: '', paceSec: '' }).errors).toEqual({
      paceMin: 'Enter a pace of more than 0 seconds',
    });
  });

  it('keeps minutes and seconds under 60, and whole', () => {
    expect(run('pace', { minutes: '60' }).errors).toEqual({
      minutes: 'Enter 0 to 59 minutes; put whole hours under hours',
    });
    expect(run('pace', { seconds: '12.5' }).errors).toEqual({ seconds: 'Enter whole seconds' });
    expect(run('time', { paceSec: '60' }).errors).toEqual({ paceSec: 'Enter 0 to 59 seconds' });
    expect(run('pace', { distance: '0' }).errors).toEqual({
      distance: 'The distance must be more than 0',
    });
  });
});
