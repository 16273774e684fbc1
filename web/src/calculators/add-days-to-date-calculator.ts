import {
  dayNumber,
  formatLongDate,
  formatShortDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../domain/age.ts';
import { formatIsoDate, MONTH_NAMES, type CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import {
  addDays,
  addMonths,
  count,
  dateOf,
  isoWeekday,
  isoWeekdayName,
  isoWeekOf,
  ordinal,
} from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 58,
  name: 'Add Days to Date Calculator',
  description:
    'Add or subtract days, weeks, months or years to a date and see the date you land on.',
  category: 'date',
  icon: 'calendar-plus',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['days-between-dates-calculator', 'business-days-calculator', 'day-of-week-calculator'],
  keywords: 'add days subtract days date plus days',
} satisfies CalculatorRecord;

// Add to or subtract from a date: days and weeks are calendar days (a week is 7), months and
// years are calendar months (a year is 12) landing on the same day of the month, or on the last
// day of a month too short for it (31 January + 1 month = 28 or 29 February; 29 February + 1
// year = 28 February), as date-fns, Excel's EDATE and timeanddate do. Dates run from year 1 to
// 9999 of the Gregorian calendar.

const fields = {
  start: todayField('Start date'),
  op: {
    kind: 'choice',
    label: 'Add or subtract',
    default: 'add',
    display: 'radio',
    options: [
      { value: 'add', label: 'Add' },
      { value: 'subtract', label: 'Subtract' },
    ],
  },
  amount: {
    kind: 'integer',
    label: 'How many',
    default: '30',
    min: 0,
    max: 3_652_059,
    messages: {
      required: 'Enter how many days, weeks, months or years',
      min: 'Enter 0 or more (choose Subtract to go back in time)',
      max: 'Enter at most 3,652,059 (the days from year 1 to 9999)',
      invalid: 'Enter a whole number',
    },
  },
  unit: {
    kind: 'choice',
    label: 'Unit',
    default: 'days',
    options: [
      { value: 'days', label: 'Days' },
      { value: 'weeks', label: 'Weeks' },
      { value: 'months', label: 'Months' },
      { value: 'years', label: 'Years' },
    ],
  },
} as const;

type AddValues = Values<typeof fields>;

interface Landed {
  start: CalendarDate;
  date: CalendarDate;
  /** The signed amount in the unit. */
  signed: number;
  /** A month or year added landed past the end of a shorter month. */
  clamped: boolean;
  /** The day of the month the start date asked for, when clamped. */
  wanted: number;
}

/** The date reached, or null when it falls outside the years 1 to 9999. */
function landOn(v: AddValues): Landed | null {
  const start = dateOf(v.start);
  const signed = v.op === 'subtract' ? -v.amount : v.amount;
  const unit = v.unit;
  let date: CalendarDate;
  let clamped = false;
  if (unit === 'days' || unit === 'weeks') {
    date = addDays(start, unit === 'weeks' ? signed * 7 : signed);
  } else {
    const added = addMonths(start, unit === 'years' ? signed * 12 : signed);
    date = added.date;
    clamped = added.clamped;
  }
  if (date.year < 1 || date.year > 9999) return null;
  return { start, date, signed, clamped, wanted: start.day };
}

/** '30 days', '1 month', in the unit chosen. */
function amountText(v: AddValues): string {
  return count(v.amount, v.unit.slice(0, -1));
}

export default defineCalculator({
  slug: 'add-days-to-date-calculator',
  fields,
  validate: (v) =>
    landOn(v) === null
      ? { amount: 'That date is outside the years 1 to 9999. Enter a smaller number.' }
      : {},
  outputs: {
    year: { label: 'Year', format: 'digits' },
    month: { label: 'Month', format: 'integer' },
    day: { label: 'Day', format: 'integer' },
    weekday: { label: 'Weekday', format: 'integer', nameOf: isoWeekdayName },
    days: { label: 'Calendar days from the start date', format: 'integer' },
  },
  compute(v) {
    const landed = landOn(v)!;
    return {
      year: landed.date.year,
      month: landed.date.month,
      day: landed.date.day,
      weekday: isoWeekday(landed.date),
      days: dayNumber(landed.date) - dayNumber(landed.start),
    };
  },
  headline: {
    label: 'Date',
    text: (v) => formatLongDate(landOn(v)!.date),
    caption(v, _r, today) {
      const landed = landOn(v)!;
      const start = `${v.start === today ? 'today, ' : ''}${formatLongDate(landed.start)}`;
      return `${amountText(v)} ${v.op === 'subtract' ? 'before' : 'after'} ${start}`;
    },
  },
  facts(v, r) {
    const landed = landOn(v)!;
    const week = isoWeekOf(landed.date);
    const facts = [
      { label: 'As YYYY-MM-DD', text: formatIsoDate(landed.date) },
      { label: 'Calendar days from the start date', text: count(r.days, 'day') },
      { label: 'ISO week', text: `Week ${week.week} of ${week.weekYear}` },
    ];
    if (landed.clamped) {
      const month = `${MONTH_NAMES[landed.date.month - 1]} ${landed.date.year}`;
      facts.push({
        label: 'End of the month',
        text: `${month} has no ${ordinal(landed.wanted)}, so the date is its last day, the ${ordinal(landed.date.day)}.`,
      });
    }
    return facts;
  },
  steps(v, r) {
    const landed = landOn(v)!;
    const sign = v.op === 'subtract' ? '−' : '+';
    const start = formatShortDate(landed.start);
    const steps = [`Start date: ${formatLongDate(landed.start)}.`];
    if (v.unit === 'days' || v.unit === 'weeks') {
      if (v.unit === 'weeks') {
        steps.push(
          `${amountText(v)} × 7 = ${count(v.amount * 7, 'day')} (a week is 7 calendar days).`,
        );
      }
      steps.push(
        `${start} ${sign} ${count(Math.abs(r.days), 'day')} = ${formatShortDate(landed.date)}, counting every calendar day, 29 February included in leap years.`,
      );
    } else {
      const months = v.unit === 'years' ? v.amount * 12 : v.amount;
      if (v.unit === 'years') {
        steps.push(`${amountText(v)} × 12 = ${count(months, 'month')}.`);
      }
      const target = addMonths(landed.start, landed.signed * (v.unit === 'years' ? 12 : 1));
      const monthName = `${MONTH_NAMES[target.date.month - 1]} ${target.date.year}`;
      steps.push(
        `${start} ${sign} ${count(months, 'month')} lands in ${monthName}, on day ${landed.wanted}.`,
      );
      steps.push(
        landed.clamped
          ? `${monthName} has only ${formatNumber(target.date.day, 0)} days, so the date is its last day: ${formatShortDate(landed.date)}.`
          : `That day exists in ${monthName}: ${formatShortDate(landed.date)}.`,
      );
    }
    steps.push(`${formatShortDate(landed.date)} is a ${WEEKDAY_NAMES[weekdayOf(landed.date)]}.`);
    return steps;
  },
  about: [
    'Days and weeks count calendar days, every day of every month, 29 February included in leap years; a week is 7 days. Months and years move the calendar month and keep the day of the month: 15 January + 1 month is 15 February. A year is 12 months.',
    'End-of-month rule: when the month reached is too short for the day (31 January + 1 month, or 29 February + 1 year), the date is that month’s last day: 28 February 2023, or 29 February in a leap year. Excel’s EDATE, the date-fns library’s addMonths and timeanddate.com do the same. Adding 1 month and then subtracting 1 month may therefore not return to the start: 31 January → 28 February → 28 January.',
    'Dates are calendar dates of the Gregorian calendar from year 1 to 9999, with no time of day, so daylight saving time changes nothing. Leave the start date blank for today.',
  ],
  faq: [
    {
      question: 'What is 31 January plus one month?',
      answer:
        'The last day of February: 28 February, or 29 February in a leap year. February has no 31st, so the date is moved back to the month’s last day, as Excel’s EDATE and date-fns do.',
    },
    {
      question: 'What is 29 February plus one year?',
      answer:
        '28 February of the next year, which has no 29 February. Adding four years lands on 29 February again.',
    },
    {
      question: 'Is adding 30 days the same as adding one month?',
      answer:
        'Only for months of 30 days. 1 January + 30 days is 31 January, but 1 January + 1 month is 1 February. Choose the unit that matches your deadline’s wording.',
    },
    {
      question: 'Does the start date count as day 0 or day 1?',
      answer:
        'Day 0: adding 1 day to Monday gives Tuesday. If a rule counts the start date as day 1, add one day fewer.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, "EDATE function" (support.microsoft.com/en-us/office/edate-function): EDATE(15-Jan-11, 1) = 15-Feb-11',
      inputs: { start: '2011-01-15', op: 'add', amount: '1', unit: 'months' },
      expected: { year: 2011, month: 2, day: 15 },
      tolerance: 0,
    },
    {
      source: 'Microsoft Support, "EDATE function": EDATE(15-Jan-11, -1) = 15-Dec-10',
      inputs: { start: '2011-01-15', op: 'subtract', amount: '1', unit: 'months' },
      expected: { year: 2010, month: 12, day: 15 },
      tolerance: 0,
    },
    {
      source: 'Microsoft Support, "EDATE function": EDATE(15-Jan-11, 2) = 15-Mar-11',
      inputs: { start: '2011-01-15', op: 'add', amount: '2', unit: 'months' },
      expected: { year: 2011, month: 3, day: 15 },
      tolerance: 0,
    },
    {
      source:
        'date-fns 3.6.0, addMonths documentation (date-fns.org/docs/addMonths; unpkg.com/date-fns@3.6.0/addMonths.d.mts): one month added to 30 January 2023 is Tue Feb 28 2023',
      inputs: { start: '2023-01-30', op: 'add', amount: '1', unit: 'months' },
      expected: { year: 2023, month: 2, day: 28, weekday: 2 },
      tolerance: 0,
    },
    {
      source:
        'date-fns, addMonths documentation: 5 months added to 1 September 2014 is Sun Feb 01 2015',
      inputs: { start: '2014-09-01', op: 'add', amount: '5', unit: 'months' },
      expected: { year: 2015, month: 2, day: 1, weekday: 7 },
      tolerance: 0,
    },
    {
      source:
        'Python Tutor mailing list, "timedelta doesnt do month" (python.org/pipermail/tutor/2007-February/052475.html): dateutil gives 2005-01-31 + 1 month = 2005-02-28',
      inputs: { start: '2005-01-31', op: 'add', amount: '1', unit: 'months' },
      expected: { year: 2005, month: 2, day: 28 },
      tolerance: 0,
    },
    {
      source:
        'GitHub gist brutasse/a9e3f1b6fb156bff823c (monthdelta): date(2012, 2, 29) + monthdelta(12) = date(2013, 2, 28)',
      inputs: { start: '2012-02-29', op: 'add', amount: '1', unit: 'years' },
      expected: { year: 2013, month: 2, day: 28 },
      tolerance: 0,
    },
    {
      source:
        'GitHub gist brutasse/a9e3f1b6fb156bff823c (monthdelta): date(2012, 1, 31) + monthdelta(1) = date(2012, 2, 29), a leap February',
      inputs: { start: '2012-01-31', op: 'add', amount: '1', unit: 'months' },
      expected: { year: 2012, month: 2, day: 29 },
      tolerance: 0,
    },
    {
      source: 'Wikipedia, "Unix time": 2000-01-01 is 946,684,800 s = 10,957 days after 1970-01-01',
      inputs: { start: '1970-01-01', op: 'add', amount: '10957', unit: 'days' },
      expected: { year: 2000, month: 1, day: 1, days: 10957 },
      tolerance: 0,
    },
  ],
});
