import {
  ageOn,
  formatLongDate,
  formatShortDate,
  nextBirthday,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../domain/age.ts';
import { parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 5,
  name: 'Age Calculator',
  description:
    'Find your exact age in years, months and days, and in total months, weeks and days.',
  category: 'date',
  icon: 'calendar-alt',
  iconBg: 'orange',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: ['percentage-calculator', 'bmi-calculator', 'tip-calculator'],
  keywords: 'age birthday date of birth dob how old',
} satisfies CalculatorRecord;

// The age calculator (spec sections 3, 4, 5 and 9): a date of birth (required: 'Calculate Age'
// is disabled while it is empty) and an "Age on" date, today unless chosen. It calculates on the
// button: years, months and days, total months, weeks and days, the weekday of birth and the
// next birthday. A birth date after today gives no result. Dates are calendar dates in the
// visitor's own time zone (a birthday is a local date).

const fields = {
  dob: {
    kind: 'date',
    label: 'Date of birth',
    default: '',
    required: 'Please enter your date of birth.',
    invalid: 'Please enter a valid date of birth.',
    future: 'The date of birth cannot be in the future.',
  },
  on: todayField('Age on', { invalid: 'Please enter a valid "Age on" date.' }),
} as const;

type AgeValues = Values<typeof fields>;

/** The two dates as calendar dates (both checked by the frame before any use). */
function datesOf(v: AgeValues): { birth: CalendarDate; on: CalendarDate } {
  return { birth: parseIsoDate(v.dob)!, on: parseIsoDate(v.on)! };
}

/** '1 year', '3 years', '1,840 weeks'. */
function count(value: number, unit: string): string {
  return `${formatNumber(value, 0)} ${unit}${value === 1 ? '' : 's'}`;
}

/** '1st', '2nd', '3rd', '11th', '22nd', '100th'. */
function ordinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${formatNumber(value, 0)}${suffix}`;
}

export default defineCalculator({
  slug: 'age-calculator',
  fields,
  validate: (v) =>
    // ISO dates of four-digit years compare as text.
    v.on < v.dob ? { on: 'The "Age on" date cannot be before the date of birth.' } : {},
  outputs: {
    years: { label: 'Years', format: 'integer' },
    months: { label: 'Months', format: 'integer' },
    days: { label: 'Days', format: 'integer' },
    totalMonths: { label: 'Total months', format: 'integer' },
    totalWeeks: { label: 'Total weeks', format: 'integer' },
    totalDays: { label: 'Total days', format: 'integer' },
  },
  compute(v) {
    const { birth, on } = datesOf(v);
    const age = ageOn(birth, on)!;
    return {
      years: age.years,
      months: age.months,
      days: age.days,
      totalMonths: age.totalMonths,
      totalWeeks: age.totalWeeks,
      totalDays: age.totalDays,
    };
  },
  // The headline and the facts say the outputs in words.
  headline: {
    label: 'Age',
    text: (_v, r) =>
      `${count(r.years, 'year')}, ${count(r.months, 'month')}, ${count(r.days, 'day')}`,
    caption: (v, _r, today) =>
      `${v.on === today ? 'Age today, ' : 'Age on '}${formatLongDate(datesOf(v).on)}`,
  },
  facts: (_v, r) => [
    { label: 'Total months', text: `${count(r.totalMonths, 'month')} ${count(r.days, 'day')}` },
    {
      label: 'Total weeks',
      text: `${count(r.totalWeeks, 'week')} ${count(r.totalDays % 7, 'day')}`,
    },
    { label: 'Total days', text: count(r.totalDays, 'day') },
  ],
  summary(v, _r, today) {
    const { birth, on } = datesOf(v);
    const next = nextBirthday(birth, on)!;
    const isToday = v.on === today;
    const born = `Born on a ${WEEKDAY_NAMES[weekdayOf(birth)]} (${formatShortDate(birth)}).`;
    if (next.daysUntil === 0) {
      return [
        born,
        `Happy birthday! ${isToday ? 'Today is' : 'That day is'} the ${ordinal(next.turning)} birthday.`,
      ];
    }
    const when = isToday
      ? `in ${count(next.daysUntil, 'day')}.`
      : `${count(next.daysUntil, 'day')} after ${formatShortDate(on)}.`;
    return [
      born,
      `Next birthday: ${formatLongDate(next.date)}, the ${ordinal(next.turning)}, ${when}`,
    ];
  },
  calculateLabel: 'Calculate Age',
  updates: 'on-calculate',
  startsEmpty: 'Enter a date of birth, then press Calculate Age.',
  usage: (v, r) => ({ birthDate: v.dob, ageYears: r.years, ageMonths: r.months, ageDays: r.days }),
  steps(v) {
    const { birth, on } = datesOf(v);
    const age = ageOn(birth, on)!;
    const onShort = formatShortDate(on);
    const years =
      age.years > 0
        ? `Years: the ${ordinal(age.years)} birthday, ${formatShortDate(age.lastBirthday)}, is the last on or before ${onShort} → ${count(age.years, 'year')}.`
        : `Years: the first birthday comes after ${onShort} → 0 years.`;
    return [
      `Date of birth: ${formatLongDate(birth)}. Age on: ${formatLongDate(on)}.`,
      years,
      `Months: whole months from ${formatShortDate(age.lastBirthday)} to ${formatShortDate(age.lastMonthDay)} → ${count(age.months, 'month')}.`,
      `Days: from ${formatShortDate(age.lastMonthDay)} to ${onShort} → ${count(age.days, 'day')}.`,
      `Total days: the calendar days from ${formatShortDate(birth)} to ${onShort} = ${formatNumber(age.totalDays, 0)}; ` +
        `${formatNumber(age.totalDays, 0)} ÷ 7 = ${count(age.totalWeeks, 'week')} ${count(age.weeksRemainderDays, 'day')}.`,
      `Total months: ${formatNumber(age.years, 0)} × 12 + ${formatNumber(age.months, 0)} = ${count(age.totalMonths, 'month')}.`,
      'Month ends: when a month lacks the day of birth (the 31st in a 30-day month, the 29th to 31st ' +
        'in February), that month is reached on the 1st of the next month. So a 29 February ' +
        'birthday falls on 1 March in common years, as in UK law.',
    ];
  },
  about: [
    'Your age is counted in whole years since your last birthday, then whole months since the last month-day reached, then the days left over. Totals count calendar days from the date of birth to the chosen date in the Gregorian calendar; weeks are those days ÷ 7.',
    'When a month has no day matching the day of birth (the 31st in a 30-day month, or 29 February in a common year), that month is reached on the 1st of the next month: a 29 February birthday falls on 1 March in common years, as in UK law.',
    'Dates are calendar dates in your own time zone, so your age changes at your local midnight. Leave "Age on" as today to share a link that shows the age on the day it is opened.',
  ],
  faq: [
    {
      question: 'How is a 29 February birthday counted?',
      answer:
        'In common years the birthday is taken to be 1 March, the day after 28 February, as UK law does. So someone born on 29 February 2000 turned 1 on 1 March 2001.',
    },
    {
      question: 'Can I find my age on a past or future date?',
      answer:
        'Yes. Choose the date under "Age on" and press Calculate Age. The date of birth itself cannot be in the future.',
    },
    {
      question: 'Why do total days not equal years × 365?',
      answer:
        'Total days count real calendar days, including every 29 February you have lived through, so they are more than years × 365.',
    },
  ],
  references: [
    {
      source:
        'LibreOffice Help, DATEDIF function, example (help.libreoffice.org/latest/en-US/text/scalc/01/func_datedif.html): a man born on 1974-04-17 is, on 2012-06-13, 38 years, 1 month and 27 days old; he has been living for 457 months and 13937 days',
      inputs: { dob: '1974-04-17', on: '2012-06-13' },
      expected: { years: 38, months: 1, days: 27, totalMonths: 457, totalDays: 13937 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9 Date/Time Functions and Operators (postgresql.org/docs/current/functions-datetime.html): age(timestamptz '2013-07-01 12:00:00', timestamptz '2013-03-01 12:00:00') → 4 mons",
      inputs: { dob: '2013-03-01', on: '2013-07-01' },
      expected: { years: 0, months: 4, days: 0, totalMonths: 4 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html), "Examples of usage: date", counting days to an event: from today, date(2007, 12, 5), to my_birthday, date(2008, 6, 24), time_to_birthday.days is 202',
      inputs: { dob: '2007-12-05', on: '2008-06-24' },
      expected: { totalDays: 202 },
      tolerance: 0,
    },
    {
      source: 'Wikipedia, “Jeanne Calment”: born 21 February 1875, died 4 August 1997 (aged 122)',
      inputs: { dob: '1875-02-21', on: '1997-08-04' },
      expected: { years: 122 },
      tolerance: 0,
    },
    {
      source: 'Wikipedia, “Unix time”: 2000-01-01 is 946,684,800 s = 10,957 days after 1970-01-01',
      inputs: { dob: '1970-01-01', on: '2000-01-01' },
      expected: { years: 30, months: 0, days: 0, totalDays: 10957 },
      tolerance: 0,
    },
    {
      source: 'Gregorian calendar: 2000 is a leap year of 366 days (divisible by 400)',
      inputs: { dob: '2000-01-01', on: '2001-01-01' },
      expected: { years: 1, totalMonths: 12, totalDays: 366, totalWeeks: 52 },
      tolerance: 0,
    },
  ],
});
