import { describe, expect, it } from 'vitest';
import {
  convertedDuration,
  durationField,
  durationTextIn,
  readClock,
  readDuration,
  shownDuration,
} from './duration.ts';
import { clock } from '../domain/format.ts';
import { LINK_LOCALE, numberLocaleOf } from './numberText.ts';

// Durations typed and shared as clocks (h:mm:ss, m:ss), received in seconds; a duration per unit
// (a pace) in seconds per the base unit. Expected values worked by hand.

const KM = {
  code: 'km',
  symbol: 'km',
  singular: 'kilometre',
  plural: 'kilometres',
  factor: '1000',
};
const MI = { code: 'mi', symbol: 'mi', singular: 'mile', plural: 'miles', factor: '1609.344' };

const time = durationField({
  label: 'Time',
  default: '50:00',
  min: 0,
  minExclusive: true,
  max: 24 * 3600,
});
const pace = durationField({
  label: 'Pace',
  default: '5:00',
  min: 120,
  max: 3599,
  decimals: 1,
  per: { units: [KM, MI], base: 'km', defaultUnit: 'km' },
});
const GERMANY = numberLocaleOf('de-DE');

const seconds = (text: string, locale = LINK_LOCALE) => {
  const read = readClock(text, locale);
  return read.ok ? [read.seconds, read.canonical] : (read.message ?? 'not a clock');
};

describe('clocks', () => {
  it('writes seconds as a clock, with tenths only when they are not whole', () => {
    expect(clock(300)).toBe('5:00');
    expect(clock(12600 / 42.195)).toBe('4:58.6');
    expect(clock(59)).toBe('0:59');
    expect(clock(3599.96)).toBe('1:00:00'); // carries into the hour
    expect(clock(13924.3)).toBe('3:52:04.3');
    expect(clock(36000)).toBe('10:00:00');
    expect(clock(13924.35, 0)).toBe('3:52:04');
  });

  it('reads h:mm:ss and m:ss, writing them canonically for links', () => {
    expect(seconds('3:30:00')).toEqual([12600, '3:30:00']);
    expect(seconds(' 52:30 ')).toEqual([3150, '52:30']);
    expect(seconds('0:05')).toEqual([5, '0:05']);
    // Minutes from 60 up, typed as m:ss, are hours and minutes.
    expect(seconds('90:00')).toEqual([5400, '1:30:00']);
    expect(seconds('4:58.6')).toEqual([298.6, '4:58.6']);
    expect(seconds('0:00:07.25')).toEqual([7.25, '0:07.25']);
  });

  it('reads the seconds’ decimals in the visitor’s signs', () => {
    expect(seconds('4:58,6', GERMANY)).toEqual([298.6, '4:58.6']);
    expect(seconds('4:58.6', GERMANY)).toBe('Use a comma for decimals: 58,6');
    expect(durationTextIn('4:58.6', LINK_LOCALE, GERMANY)).toBe('4:58,6');
    expect(durationTextIn('3:30:00', LINK_LOCALE, GERMANY)).toBe('3:30:00');
  });

  it('reads no text that is not a clock, nor minutes or seconds past 59', () => {
    for (const text of ['50', '5:3', '1:5:00', '-5:00', '5:00:00:00', '5:0a', ':30', '']) {
      expect(seconds(text)).toBe('not a clock');
    }
    expect(seconds('1:60:00')).toBe('Enter 0 to 59 minutes after the hours');
    expect(seconds('4:60')).toBe('Enter 0 to 59 seconds');
  });
});

describe('duration fields', () => {
  const read = (field: typeof time | typeof pace, text: string, unit?: string) => {
    const reading = readDuration(field, text, unit, LINK_LOCALE);
    return 'error' in reading ? reading.error : reading.value;
  };

  it('give their messages with the field’s own example and limits', () => {
    expect(read(time, '50')).toBe('Enter the time as h:mm:ss or m:ss, such as 50:00');
    expect(read(time, '')).toBe('Enter the time');
    expect(read(time, '0:00')).toBe('The time must be more than 0:00');
    expect(read(time, '24:00:01')).toBe('The time can be at most 24:00:00');
  });

  it('read a time per unit in the base unit, with its limits in the unit chosen', () => {
    // 8:00 per mile is 480 s ÷ 1.609344 km = 298.258… s per km.
    expect(read(pace, '8:00', 'mi')).toBeCloseTo(480 / 1.609344, 9);
    expect(read(pace, '1:59', 'km')).toBe('The pace must be at least 2:00 per km');
    // 120 s per km is 193.12… s per mile: 3:14 would be too fast, so 3:14 is not the limit said.
    expect(read(pace, '3:13', 'mi')).toBe('The pace must be at least 3:13.2 per mi');
    // 3,599 s per km is 5,792.03… s per mile.
    expect(read(pace, '1:40:00', 'mi')).toBe('The pace can be at most 1:36:32 per mi');
  });

  it('convert what is typed when the unit changes, and round a solved value as shown', () => {
    // 300 s per km × 1.609344 = 482.8032 s per mile.
    expect(convertedDuration(pace, '5:00', KM, MI, LINK_LOCALE)).toBe('8:02.8');
    expect(convertedDuration(pace, '8:02,8', MI, KM, GERMANY)).toBe('5:00');
    expect(convertedDuration(pace, 'soon', KM, MI, LINK_LOCALE)).toBe('soon');
    // A pace solved for is shown to the tenth of a second, in the unit chosen.
    expect(shownDuration(pace, 298.61, KM)).toBe(298.6);
    expect(shownDuration(pace, 298.61, MI)).toBeCloseTo(480.6 / 1.609344, 9);
    expect(shownDuration(time, 3000.4, null)).toBe(3000);
  });

  it('carry the clock and its unit in links', () => {
    const { io } = pace;
    expect(io.params(pace, 'pace')).toEqual({ pace: '5:00', paceUnit: 'km' });
    expect(io.params(time, 'time')).toEqual({ time: '50:00' });
    expect(io.canonical(pace, 'pace', { pace: '8:00,5', paceUnit: 'MI' }, GERMANY)).toEqual({
      pace: '8:00.5',
      paceUnit: 'mi',
    });
    expect(io.canonical(time, 'time', { time: '90:00' }, LINK_LOCALE)).toEqual({
      time: '1:30:00',
    });
    expect(io.canonical(time, 'time', { time: '90' }, LINK_LOCALE)).toBeNull();
    expect(io.solve!.text(pace, 298.258, { paceUnit: 'mi' }, 'pace')).toBe('8:00 per mi');
  });
});
