// Calendar dates and months as the forms type them ('YYYY-MM-DD', 'YYYY-MM'), read and
// written. Pure, and small: the calculator engine reads every date and month field with these, so
// they are on every calculator page, apart from the age and mortgage maths that use them too.

/** A date on the calendar, without time or time zone. `month` is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Gregorian leap years: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number of days in a month (month 1–12): 28–31. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_LENGTHS[month - 1] ?? 0);
}

function isValidDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date written 'YYYY-MM-DD' (what an <input type="date"> gives), or null when the text is not
 * such a date or names a day that does not exist ('2001-02-29'). Years 0001–9999.
 */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDate(date) ? date : null;
}

/** 'YYYY-MM-DD': { 2025, 5, 15 } → '2025-05-15'. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A calendar month. */
export interface YearMonth {
  year: number;
  /** 1 (January) to 12. */
  month: number;
}

/** 'YYYY-MM' (as an <input type="month"> gives it) as a month, or null (years 1000 to 9999). */
export function parseYearMonth(text: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 1000 || month < 1 || month > 12) return null;
  return { year, month };
}

/** A month as 'YYYY-MM'. */
export function formatYearMonth({ year, month }: YearMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day written 'YYYY-MM-DD', in words, day first as Indian and British laws write it: '22 September 2025'. */
export function dayInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
