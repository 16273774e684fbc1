import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import zones, { zoneBounds } from './heart-rate-zones-calculator.ts';

const TODAY = '2026-11-25';

describe('the heart-rate zones calculator', () => {
  it('starts at 40 without a resting rate: zones as a share of 180 bpm', () => {
    const { values, results } = evaluate(zones, {});
    expect(results).toMatchObject({ maxHr: 180, tanaka: 180, reserve: 0, z1From: 90 });
    expect(zones.headline!.caption(values as never, results as never, TODAY)).toBe(
      '220 − 40. Zones as a share of your maximum heart rate',
    );
    expect(zones.table!.rows(values as never, results as never)).toEqual([
      { zone: 1, fromPercent: 50, toPercent: 60, fromBpm: 90, toBpm: 108 },
      { zone: 2, fromPercent: 60, toPercent: 70, fromBpm: 108, toBpm: 126 },
      { zone: 3, fromPercent: 70, toPercent: 80, fromBpm: 126, toBpm: 144 },
      { zone: 4, fromPercent: 80, toPercent: 90, fromBpm: 144, toBpm: 162 },
      { zone: 5, fromPercent: 90, toPercent: 100, fromBpm: 162, toBpm: 180 },
    ]);
  });

  it('rounds Karvonen bounds half-up to whole beats', () => {
    // Age 45: max 175, resting 66, reserve 109: 66 + 54.5, 65.4, 76.3, 87.2, 98.1, 109.
    expect(zoneBounds(45, 66)).toEqual([121, 131, 142, 153, 164, 175]);
    const { values, results } = evaluate(zones, { age: '45', resting: '66' });
    expect(results?.reserve).toBe(109);
    expect(zones.headline!.caption(values as never, results as never, TODAY)).toBe(
      '220 − 45. Zones by heart-rate reserve (Karvonen), resting 66 bpm',
    );
  });

  it('rounds an exact half up: 70% of 185 is 129.5, so 130', () => {
    expect(zoneBounds(35, 0)[2]).toBe(130);
    expect(zoneBounds(20, 0)).toEqual([100, 120, 140, 160, 180, 200]);
  });

  it('shows Tanaka’s 208 − 0.7 × age beside it', () => {
    const at = (age: string) => evaluate(zones, { age }).results!.tanaka;
    expect(at('40')).toBe(180);
    expect(at('35')).toBe(183.5);
    expect(at('70')).toBe(159);
    const { values, results } = evaluate(zones, { age: '35' });
    expect(zones.facts!(values as never, results as never)[0]).toEqual({
      label: 'Tanaka estimate (208 − 0.7 × age)',
      text: '184 bpm',
    });
  });

  it('needs the resting rate below the maximum', () => {
    expect(evaluate(zones, { age: '100', resting: '120' }).errors).toEqual({
      resting: 'The resting heart rate must be below your maximum, 120 bpm',
    });
    expect(evaluate(zones, { age: '100', resting: '119' }).errors).toEqual({});
  });

  it('checks the age and the resting rate at their bounds', () => {
    const errors = (texts: Record<string, string>) => evaluate(zones, texts).errors;
    expect(errors({ age: '9' })).toEqual({ age: 'The age must be at least 10' });
    expect(errors({ age: '101' })).toEqual({ age: 'The age can be at most 100' });
    expect(errors({ resting: '29' })).toEqual({
      resting: 'The resting heart rate must be at least 30 bpm',
    });
    expect(errors({ resting: '121' })).toEqual({
      resting: 'The resting heart rate can be at most 120 bpm',
    });
    expect(errors({ resting: '' })).toEqual({});
  });
});
