import { dayNumber } from '../../domain/age.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import { dateOfDayNumber } from './dates.ts';

// Wall-clock times in IANA time zones, by the platform's Intl (no time-zone data of our own):
// reading 'YYYY-MM-DDTHH:MM', a zone's offset at an instant, and the instant a wall time in a
// zone stands for across changes of clocks. Shared by the time zone converter, the countdown and
// the time calculator, so that their pages load these and not each other.

/** A wall-clock date and time (no zone), to the minute or second. */
export interface WallTime {
  date: CalendarDate;
  hour: number;
  minute: number;
  second: number;
}

/** 'YYYY-MM-DDTHH:MM' (a space for the T, and ':SS', are read too), or the message to show. */
export function readWallTime(text: string): WallTime | { error: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match)
    return { error: 'Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-12-01T09:00' };
  const [, y, mo, d, h, mi, s = '0'] = match;
  const date = { year: Number(y), month: Number(mo), day: Number(d) };
  const back = dateOfDayNumber(dayNumber(date));
  if (back.month !== date.month || back.day !== date.day) {
    return { error: `There is no day ${y}-${mo}-${d}` };
  }
  if (date.year < 1900 || date.year > 2100) return { error: 'Enter a year from 1900 to 2100' };
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (hour > 23) return { error: 'The hour can be at most 23 (24-hour clock: midnight is 00:00)' };
  if (minute > 59) return { error: 'The minutes can be at most 59' };
  if (second > 59) return { error: 'The seconds can be at most 59' };
  return { date, hour, minute, second };
}

/** Seconds since 1970-01-01T00:00:00 of a wall time read as if it were UTC. */
export function wallSeconds(w: WallTime): number {
  return dayNumber(w.date) * 86400 + w.hour * 3600 + w.minute * 60 + w.second;
}

/** The wall time at `seconds` since 1970-01-01T00:00:00 read as UTC. */
export function wallOfSeconds(seconds: number): WallTime {
  const days = Math.floor(seconds / 86400);
  const rest = seconds - days * 86400;
  return {
    date: dateOfDayNumber(days),
    hour: Math.floor(rest / 3600),
    minute: Math.floor((rest % 3600) / 60),
    second: rest % 60,
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The platform's formatter of a zone's wall clock, in numbers (made once per zone). */
function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the platform knows a zone (Intl throws a RangeError for one it does not). */
export function zoneKnown(zone: string): boolean {
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** A zone's UTC offset in seconds at an instant (seconds since the epoch), by Intl. */
export function offsetAt(zone: string, instant: number): number {
  const parts = formatOf(zone).formatToParts(new Date(instant * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = {
    date: { year: part('year'), month: part('month'), day: part('day') },
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
  return wallSeconds(wall) - instant;
}

/** A wall time in a zone as an instant, with what happened to it at a change of clocks. */
export interface Placed {
  /** Seconds since the epoch (UTC). */
  instant: number;
  /** The wall time was skipped (clocks went forward): moved on by the gap. */
  skipped: boolean;
  /** The wall time happened twice (clocks went back): the first is taken; the second is here. */
  later: number | null;
  /** The offsets before and after a change of clocks around it (seconds), when there is one. */
  before: number;
  after: number;
}

/**
 * The instant a wall time in a zone stands for. The zone's offsets a day before and after are
 * tried (a zone changes its clocks at most once in two days); each that gives the wall time back
 * is an instant it names.
 */
export function placeWallTime(zone: string, wall: WallTime): Placed {
  const local = wallSeconds(wall);
  const before = offsetAt(zone, local - 86400);
  const after = offsetAt(zone, local + 86400);
  const fits = [...new Set([before, after, offsetAt(zone, local)])]
    .map((offset) => local - offset)
    .filter((instant) => instant + offsetAt(zone, instant) === local)
    .sort((a, b) => a - b);
  const unique = [...new Set(fits)];
  if (unique.length === 0) {
    // Skipped: the offset before the change, which lands after it by the gap.
    return { instant: local - before, skipped: true, later: null, before, after };
  }
  return {
    instant: unique[0]!,
    skipped: false,
    later: unique.length > 1 ? unique[unique.length - 1]! : null,
    before,
    after,
  };
}

/** '+05:30', '−05:00', '+00:00' (seconds too for a historical offset such as +05:53:28). */
export function offsetText(seconds: number): string {
  const sign = seconds < 0 ? '−' : '+';
  const size = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = size % 60 === 0 ? '' : `:${pad(size % 60)}`;
  return `${sign}${pad(Math.floor(size / 3600))}:${pad(Math.floor((size % 3600) / 60))}${rest}`;
}
