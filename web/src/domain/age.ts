// Age maths (spec sections 3, 5 and 9): years, months and days between a date of birth and a
// chosen date, the totals in months, weeks and days, and the next birthday. Pure functions, no
// React, no clock: "today" is always passed in.
//
// Everything works on calendar dates (year, month, day) of the proleptic Gregorian calendar, never
// on Date objects or milliseconds, so no time zone or daylight-saving change can shift a day.
//
// The rules, as timeanddate counts an age:
// - Whole years and months are counted from the birth date to each "month-day": the same day of
//   the month, n months later (15 May → 15 June → 15 July …).
// - A month-day that a month lacks (the 29th–31st of February, the 31st of a 30-day month) falls on
//   the 1st of the following month. So someone born on 31 January is 1 month old on 1 March (on
//   28 February they are 0 months 28 days old), and someone born on 29 February has their
//   birthday on 1 March in common years, as in UK law (on 28 February 2001 a baby born on
//   29 February 2000 is 0 years 11 months 30 days old).
// - The days are the calendar days from the last month-day reached to the chosen date.
// - Total days are the calendar days between the two dates; total weeks are those days ÷ 7
//   (whole weeks and the days left over); total months are years × 12 + months.

import { daysInMonth, MONTH_NAMES, parseIsoDate, type CalendarDate } from './calendar.ts';

/** Weekday names, Sunday first (the index weekdayOf returns). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * The days since 1 January 1970 (negative before it). Howard Hinnant's days_from_civil, in whole
 * numbers only: exact for any Gregorian date.
 */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400; // 0–399
  const monthFromMarch = (month + 9) % 12; // March 0 … February 11
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1; // 0–365
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Negative when a is before b, 0 on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The calendar days from a to b (negative when b is before a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** The weekday, 0 = Sunday … 6 = Saturday (1 January 1970 was a Thursday). */
export function weekdayOf(date: CalendarDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** 'Thursday, May 15, 2025'. */
export function formatLongDate(date: CalendarDate): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${formatShortDate(date)}`;
}

/** 'May 15, 2025'. */
export function formatShortDate({ year, month, day }: CalendarDate): string {
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/**
 * The date `months` whole months after `start`, on the same day of the month; when that month is
 * too short, the 1st of the month after it (31 January + 1 month in 2001 → 1 March 2001;
 * 29 February 2000 + 12 months → 1 March 2001).
 */
export function monthDayAfter(start: CalendarDate, months: number): CalendarDate {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  if (start.day <= daysInMonth(year, month)) return { year, month, day: start.day };
  return month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
}

/** The birthday in a given year: the birth month and day, or 1 March for 29 February in a common year. */
export function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  return monthDayAfter(birth, (year - birth.year) * 12);
}

export interface Age {
  years: number;
  /** Whole months after the last birthday, 0–11. */
  months: number;
  /** Days after the last month-day reached. */
  days: number;
  /** years × 12 + months. */
  totalMonths: number;
  /** Whole weeks in totalDays … */
  totalWeeks: number;
  /** … and the days left over, 0–6. */
  weeksRemainderDays: number;
  /** Calendar days from the birth date to the chosen date. */
  totalDays: number;
  /** The last birthday on or before the chosen date (the birth date itself under 1 year old). */
  lastBirthday: CalendarDate;
  /** The last month-day on or before the chosen date, from which `days` are counted. */
  lastMonthDay: CalendarDate;
}

/** The age on `on` of someone born on `birth`, or null when `on` is before the birth. */
export function ageOn(birth: CalendarDate, on: CalendarDate): Age | null {
  if (compareDates(on, birth) < 0) return null;
  let totalMonths = (on.year - birth.year) * 12 + (on.month - birth.month);
  // The month-day in on's month (or rolled to the next month) may lie after `on`: then the one a
  // month earlier is the last reached, and it always lies on or before `on`.
  if (compareDates(monthDayAfter(birth, totalMonths), on) > 0) totalMonths -= 1;
  const lastMonthDay = monthDayAfter(birth, totalMonths);
  const years = Math.floor(totalMonths / 12);
  const totalDays = daysBetween(birth, on);
  return {
    years,
    months: totalMonths - years * 12,
    days: daysBetween(lastMonthDay, on),
    totalMonths,
    totalWeeks: Math.floor(totalDays / 7),
    weeksRemainderDays: totalDays % 7,
    totalDays,
    lastBirthday: monthDayAfter(birth, years * 12),
    lastMonthDay,
  };
}

export interface NextBirthday {
  date: CalendarDate;
  /** The age reached on that birthday. */
  turning: number;
  /** Days from the chosen date; 0 when the chosen date is a birthday. */
  daysUntil: number;
}

/**
 * The first birthday on or after `on` (at least the first birthday: someone born on `on` has
 * their next birthday a year later), or null when `on` is before the birth.
 */
export function nextBirthday(birth: CalendarDate, on: CalendarDate): NextBirthday | null {
  if (compareDates(on, birth) < 0) return null;
  let year = Math.max(on.year, birth.year + 1);
  let date = birthdayIn(birth, year);
  if (compareDates(date, on) < 0) {
    year += 1;
    date = birthdayIn(birth, year);
  }
  return { date, turning: year - birth.year, daysUntil: daysBetween(on, date) };
}

/** Why no age can be given for the typed dates. */
export type AgeProblem =
  'missing-birth' | 'invalid-birth' | 'future-birth' | 'invalid-on' | 'on-before-birth';

export type AgeCalculation =
  | {
      ok: true;
      birth: CalendarDate;
      on: CalendarDate;
      age: Age;
      next: NextBirthday;
    }
  | { ok: false; problem: AgeProblem };

/**
 * The age for the dates as typed ('YYYY-MM-DD'): `onText` blank means today. A birth date after
 * today yields no result (spec section 5), nor does a chosen date before the birth.
 */
export function calculateAge(
  birthText: string,
  onText: string,
  today: CalendarDate,
): AgeCalculation {
  if (birthText.trim() === '') return { ok: false, problem: 'missing-birth' };
  const birth = parseIsoDate(birthText);
  if (!birth) return { ok: false, problem: 'invalid-birth' };
  if (compareDates(birth, today) > 0) return { ok: false, problem: 'future-birth' };
  const on = onText.trim() === '' ? today : parseIsoDate(onText);
  if (!on) return { ok: false, problem: 'invalid-on' };
  const age = ageOn(birth, on);
  const next = nextBirthday(birth, on);
  if (!age || !next) return { ok: false, problem: 'on-before-birth' };
  return { ok: true, birth, on, age, next };
}
