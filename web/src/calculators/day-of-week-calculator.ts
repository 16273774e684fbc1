import { formatShortDate, WEEKDAY_NAMES, weekdayOf } from '../domain/age.ts';
import { isLeapYear, type CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { count, dateOf, dayOfYear, isoWeekday, isoWeekdayName, ordinal } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 60,
  name: 'Day of the Week Calculator',
  description: 'Find the day of the week of any date, past or future.',
  category: 'date',
  icon: 'calendar-alt',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'week-number-calculator',
    'days-between-dates-calculator',
    'age-calculator',
    'unix-timestamp-converter',
    'time-zone-converter',
  ],
  keywords: 'day of the week weekday what day',
} satisfies CalculatorRecord;

// Day of the week of any date from year 1 to 9999 of the Gregorian calendar (proleptic: the
// Gregorian rules are used before 1582 too), with the day of the year and whether the year is a
// leap year. The weekday comes from the day count since 1 January 1970 (a Thursday); the steps
// show Zeller's congruence, which gives the same day.

/** Zeller's congruence for the Gregorian calendar, with its terms for the steps. */
export function zeller({ year, month, day }: CalendarDate) {
  // January and February are months 13 and 14 of the previous year.
  const m = month < 3 ? month + 12 : month;
  const y = month < 3 ? year - 1 : year;
  const K = y % 100;
  const J = Math.floor(y / 100);
  const terms = [day, Math.floor((13 * (m + 1)) / 5), K, Math.floor(K / 4), Math.floor(J / 4)];
  const sum = terms.reduce((a, b) => a + b, 0) - 2 * J;
  // 0 = Saturday, 1 = Sunday, 2 = Monday … 6 = Friday.
  const h = ((sum % 7) + 7) % 7;
  return { q: day, m, y, K, J, terms, sum, h };
}

/** Why a year is or is not a leap year, in words. */
function leapReason(year: number): string {
  if (year % 400 === 0) return `${year} is a leap year: it is divisible by 400.`;
  if (year % 100 === 0) return `${year} is not a leap year: it is divisible by 100 but not by 400.`;
  if (year % 4 === 0) return `${year} is a leap year: it is divisible by 4 and not by 100.`;
  return `${year} is not a leap year: it is not divisible by 4.`;
}

export default defineCalculator({
  slug: 'day-of-week-calculator',
  fields: {
    date: todayField('Date'),
  },
  outputs: {
    weekday: { label: 'Weekday', format: 'integer', nameOf: isoWeekdayName },
    dayOfYear: { label: 'Day of the year', format: 'integer' },
    daysInYear: { label: 'Days in the year', format: 'integer' },
    leapYear: { label: 'Leap year', format: 'yesno' },
  },
  compute(v) {
    const date = dateOf(v.date);
    const leap = isLeapYear(date.year);
    return {
      weekday: isoWeekday(date),
      dayOfYear: dayOfYear(date),
      daysInYear: leap ? 366 : 365,
      leapYear: leap ? 1 : 0,
    };
  },
  headline: {
    label: 'Day of the week',
    text: (v) => WEEKDAY_NAMES[weekdayOf(dateOf(v.date))]!,
    caption: (v, _r, today) =>
      `${v.date === today ? 'Today, ' : ''}${formatShortDate(dateOf(v.date))}`,
  },
  facts(v, r) {
    const date = dateOf(v.date);
    return [
      {
        label: 'Day of the year',
        text: `The ${ordinal(r.dayOfYear)} of ${formatNumber(r.daysInYear, 0)} days; ${count(r.daysInYear - r.dayOfYear, 'day')} left in ${date.year}`,
      },
      { label: 'Leap year', text: leapReason(date.year) },
      { label: 'ISO weekday number', text: `${r.weekday} (Monday = 1, Sunday = 7)` },
    ];
  },
  steps(v) {
    const date = dateOf(v.date);
    const z = zeller(date);
    const shifted =
      date.month < 3
        ? `${formatShortDate(date)} falls in January or February, so it counts as month ${z.m} of ${z.y}.`
        : `Month m = ${z.m}, year ${z.y}.`;
    const [q, monthTerm, K, K4, J4] = z.terms;
    return [
      'Zeller’s congruence: h = (q + ⌊13(m + 1) ÷ 5⌋ + K + ⌊K ÷ 4⌋ + ⌊J ÷ 4⌋ − 2J) mod 7, where h = 0 is Saturday, 1 Sunday, 2 Monday … 6 Friday.',
      shifted,
      `q = ${q} (the day), K = ${K} (the year of the century), J = ${z.J} (the century).`,
      `h = (${q} + ${monthTerm} + ${K} + ${K4} + ${J4} − ${2 * z.J}) mod 7 = ${z.sum} mod 7 = ${z.h}: ${WEEKDAY_NAMES[(z.h + 6) % 7]}.`,
    ];
  },
  about: [
    'The weekday is found from the number of days between the date and 1 January 1970, a Thursday, in the Gregorian calendar. "How this was calculated" shows the same result by Zeller’s congruence, a formula Christian Zeller published in the 1880s.',
    'Leap years follow the Gregorian rule: a year divisible by 4 is a leap year, except years divisible by 100, which are leap years only when divisible by 400. So 2000 was a leap year and 1900 was not. The day of the year counts 1 January as day 1.',
    'Dates before 15 October 1582, when the Gregorian calendar began, are given in the proleptic Gregorian calendar (the same rules carried back), as ISO 8601 allows; historical records of that time usually use the Julian calendar, whose dates differ by 10 days or more. Leave the date blank for today.',
  ],
  faq: [
    {
      question: 'What day of the week was 1 January 2000?',
      answer:
        'A Saturday. By Zeller’s congruence it counts as month 13 of 1999: h = (1 + 36 + 99 + 24 + 4 − 38) mod 7 = 126 mod 7 = 0, which is Saturday.',
    },
    {
      question: 'Why do the weekdays of a date move by one day each year?',
      answer:
        'A common year has 365 days, which is 52 weeks and 1 day, so a date falls one weekday later the next year; after 29 February in a leap year it moves by two.',
    },
    {
      question: 'Does it work for dates centuries ago?',
      answer:
        'Yes, for years 1 to 9999, in the Gregorian calendar. For dates before 1582, records often use the Julian calendar, so the weekday given there may differ from this one.',
    },
  ],
  references: [
    {
      source:
        'ISO 8601:2000 (ISO/TC 154 N 362, final draft), section 5.2 (webaugur.com/bibliotheca/standards/iso8601/154N362/): all its date examples show 12 April 1985, as the ordinal date 1985-102 (5.2.2.1) and the week date 1985-W15-5 (5.2.3.1), where Monday is day 1 and Sunday day 7',
      inputs: { date: '1985-04-12' },
      expected: { weekday: 5, dayOfYear: 102, leapYear: 0 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html): EXTRACT(ISODOW FROM TIMESTAMP '2001-02-18 20:38:40') → 7 (Monday 1 to Sunday 7)",
      inputs: { date: '2001-02-18' },
      expected: { weekday: 7 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html): EXTRACT(DOW FROM TIMESTAMP '2001-02-16 20:38:40') → 5 (Sunday 0 to Saturday 6: a Friday) and EXTRACT(DOY ...) → 47",
      inputs: { date: '2001-02-16' },
      expected: { weekday: 5, dayOfYear: 47 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html): date(2002, 12, 4).isoweekday() == 3, a Wednesday (Monday 1, Sunday 7)',
      inputs: { date: '2002-12-04' },
      expected: { weekday: 3 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html), "Examples of usage: date": date.fromordinal(730920) is 2002-03-11, "Monday 11. March 2002", the 70th day of the year',
      inputs: { date: '2002-03-11' },
      expected: { weekday: 1, dayOfYear: 70 },
      tolerance: 0,
    },
    {
      source:
        'LibreOffice Help, WEEKDAY function (help.libreoffice.org/latest/en-US/text/scalc/01/func_weekday.html): =WEEKDAY("1996-07-24";2) returns 3, July 24, 1996 was a Wednesday (Monday is day 1)',
      inputs: { date: '1996-07-24' },
      expected: { weekday: 3, leapYear: 1 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Zeller’s congruence", examples: 1 January 2000 gives h = 126 mod 7 = 0, a Saturday',
      inputs: { date: '2000-01-01' },
      expected: { weekday: 6, dayOfYear: 1, leapYear: 1 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Zeller’s congruence", examples: 1 March 2000 gives h = −24 mod 7 = 4, a Wednesday',
      inputs: { date: '2000-03-01' },
      expected: { weekday: 3 },
      tolerance: 0,
    },
  ],
});
