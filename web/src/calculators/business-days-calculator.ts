import {
  dayNumber,
  formatLongDate,
  formatShortDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../domain/age.ts';
import type { CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { addDays, count, dateOf, isoWeekday, workingDaysIn } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 59,
  name: 'Business Days Calculator',
  description: 'Count the working days between two dates, leaving out weekends.',
  category: 'date',
  icon: 'briefcase',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'days-between-dates-calculator',
    'add-days-to-date-calculator',
    'week-number-calculator',
    'hours-calculator',
  ],
  keywords: 'business days working days weekdays',
} satisfies CalculatorRecord;

// Business days: the working days from a start date to an end date, Monday to Friday (or Monday
// to Saturday), the start date counted and the end date counted unless left out, as Excel's
// NETWORKDAYS counts them. No public holidays are known to it. An end before the start counts
// the same days backwards and gives a negative number, as NETWORKDAYS does.

const fields = {
  from: todayField('Start date'),
  to: todayField('End date', { blankDays: 30 }),
  week: {
    kind: 'choice',
    label: 'Working days',
    default: 'mon-fri',
    display: 'radio',
    options: [
      { value: 'mon-fri', label: 'Monday to Friday' },
      { value: 'mon-sat', label: 'Monday to Saturday' },
    ],
  },
  end: {
    kind: 'choice',
    label: 'Count the end date',
    default: 'include',
    display: 'radio',
    options: [
      { value: 'include', label: 'Yes' },
      { value: 'exclude', label: 'No' },
    ],
  },
} as const;

type BusinessValues = Values<typeof fields>;

interface Range {
  from: CalendarDate;
  to: CalendarDate;
  backwards: boolean;
  /** The first of the days counted, and how many calendar days are counted. */
  first: CalendarDate;
  days: number;
}

/** The calendar days counted: from the start to the end (or back to it), end date as chosen. */
function rangeOf(v: BusinessValues): Range {
  const from = dateOf(v.from);
  const to = dateOf(v.to);
  const gap = dayNumber(to) - dayNumber(from);
  const include = v.end === 'include';
  const days = Math.abs(gap) + (include ? 1 : 0);
  // Backwards, the days run from the end date (or the day after it) up to the start date.
  const first = gap >= 0 ? from : include ? to : addDays(to, 1);
  return { from, to, backwards: gap < 0, first, days };
}

const weekdays = (v: BusinessValues) =>
  v.week === 'mon-sat' ? 'Monday to Saturday' : 'Monday to Friday';

export default defineCalculator({
  slug: 'business-days-calculator',
  fields,
  outputs: {
    workingDays: { label: 'Working days', format: 'integer' },
    calendarDays: { label: 'Calendar days counted', format: 'integer' },
    weekendDays: { label: 'Weekend days left out', format: 'integer' },
  },
  compute(v) {
    const range = rangeOf(v);
    const working = workingDaysIn(range.first, range.days, v.week === 'mon-sat');
    return {
      workingDays: range.backwards ? -working : working,
      calendarDays: range.days,
      weekendDays: range.days - working,
    };
  },
  headline: {
    label: 'Working days',
    text: (_v, r) =>
      r.workingDays < 0
        ? `−${count(-r.workingDays, 'working day')}`
        : count(r.workingDays, 'working day'),
    caption(v, _r, today) {
      const range = rangeOf(v);
      const name = (date: CalendarDate, text: string) =>
        `${text === today ? 'today, ' : ''}${formatLongDate(date)}`;
      const end = v.end === 'include' ? 'both dates counted' : 'end date not counted';
      if (range.backwards) {
        return `Counted back from ${name(range.from, v.from)} to ${name(range.to, v.to)}, ${weekdays(v)} (${end}): the end date is before the start date.`;
      }
      return `From ${name(range.from, v.from)} to ${name(range.to, v.to)}, ${weekdays(v)} (${end}).`;
    },
  },
  facts: (v, r) => [
    { label: 'Calendar days counted', text: count(r.calendarDays, 'day') },
    {
      label: v.week === 'mon-sat' ? 'Sundays left out' : 'Weekend days left out',
      text: count(r.weekendDays, 'day'),
    },
  ],
  notes: [
    'Public holidays are not taken off: they differ by country, region and employer. Subtract the holidays that fall on working days in your range yourself.',
  ],
  steps(v, r) {
    const range = rangeOf(v);
    const last = addDays(range.first, Math.max(range.days - 1, 0));
    const perWeek = v.week === 'mon-sat' ? 6 : 5;
    const weeks = Math.floor(range.days / 7);
    const rest = range.days % 7;
    const working = Math.abs(r.workingDays);
    const steps = [
      range.days === 0
        ? 'No days are counted: the start and end are the same day and the end date is not counted.'
        : `Days counted: ${formatShortDate(range.first)} to ${formatShortDate(last)}, ${count(range.days, 'calendar day')}` +
          (range.backwards ? ' (the end date comes first, so they are counted backwards).' : '.'),
      `${formatNumber(range.days, 0)} days = ${count(weeks, 'whole week')} and ${count(rest, 'day')}. Each whole week holds ${perWeek} working days: ${formatNumber(weeks, 0)} × ${perWeek} = ${formatNumber(weeks * perWeek, 0)}.`,
    ];
    if (rest > 0) {
      const start = addDays(range.first, weeks * 7);
      const extra = working - weeks * perWeek;
      const restDays = Array.from({ length: rest }, (_, i) => addDays(start, i));
      const names = restDays.map((day) => WEEKDAY_NAMES[weekdayOf(day)]).join(', ');
      steps.push(
        `The ${count(rest, 'day')} left over (${names}) include ${count(extra, 'working day')}` +
          `${restDays.some((day) => isoWeekday(day) > perWeek) ? '; the rest are weekend days' : ''}.`,
      );
    }
    steps.push(
      `Working days: ${formatNumber(working, 0)}${range.backwards ? ', shown as −' + formatNumber(working, 0) + ' because the end date is before the start date' : ''}. Weekend days left out: ${formatNumber(r.weekendDays, 0)}.`,
    );
    return steps;
  },
  about: [
    'A working day is a Monday to Friday, or a Monday to Saturday if you choose a six-day week. The start date is counted, and the end date too unless you choose "No", as in Excel’s NETWORKDAYS function: Monday to Friday of one week is 5 working days.',
    'The count is worked out by whole weeks (5 or 6 working days each) and the days left over, so it is exact for any span from year 1 to 9999. Public holidays are not known to this calculator, so they are counted as working days when they fall from Monday to Friday.',
    'When the end date is before the start date, the days are counted backwards and the result is negative, as NETWORKDAYS gives it. Leave the start date blank for today, and the end date for 30 days from today.',
  ],
  faq: [
    {
      question: 'Are public holidays left out?',
      answer:
        'No. Holidays differ by country, region and employer, so the calculator counts only weekdays. Take off the holidays in your range that fall on working days.',
    },
    {
      question: 'Are the start and end dates counted?',
      answer:
        'The start date is always counted if it is a working day. The end date is counted too unless you choose "No" under "Count the end date". So Monday to the next Monday is 6 working days with the end date, 5 without.',
    },
    {
      question: 'How many working days are in a year?',
      answer:
        'A common year has 260 or 261 weekdays (Monday to Friday) and a leap year 260 to 262, depending on the weekday it starts on: 2026 has 261. Public holidays then come off that.',
    },
    {
      question: 'Why is my result negative?',
      answer:
        'The end date is before the start date. The calculator counts the same days backwards and shows them with a minus sign, as Excel’s NETWORKDAYS does.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, "NETWORKDAYS function" (support.microsoft.com/en-us/office/networkdays-function): from 10/1/2012 to 3/1/2013 there are 110 working days',
      inputs: { from: '2012-10-01', to: '2013-03-01', week: 'mon-fri', end: 'include' },
      expected: { workingDays: 110 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Support, "NETWORKDAYS.INTL function" (support.microsoft.com/en-us/office/networkdays-intl-function): NETWORKDAYS.INTL(DATE(2006,1,1),DATE(2006,1,31)) = 22, the 31 days less 9 weekend days',
      inputs: { from: '2006-01-01', to: '2006-01-31', week: 'mon-fri', end: 'include' },
      expected: { workingDays: 22, calendarDays: 31, weekendDays: 9 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Support, "NETWORKDAYS.INTL function": NETWORKDAYS.INTL(DATE(2006,2,28),DATE(2006,1,31)) = −21, 21 working days in the past',
      inputs: { from: '2006-02-28', to: '2006-01-31', week: 'mon-fri', end: 'include' },
      expected: { workingDays: -21 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Excel 2013 Step by Step, "Working with specialized date functions" (jabsto.com/Tutorial/topic-25/Microsoft-Excel-2013-607.html): NETWORKDAYS("1/15/14", "6/30/14") = 119',
      inputs: { from: '2014-01-15', to: '2014-06-30', week: 'mon-fri', end: 'include' },
      expected: { workingDays: 119 },
      tolerance: 0,
    },
    {
      source:
        "Qlik Cloud help, \"networkdays\" (help.qlik.com/de-DE/cloud-services/Subsystems/Hub/Content/Sense_Hub/Scripting/DateAndTimeFunctions/networkdays.htm): networkdays('12/19/2013', '01/07/2014') returns 14",
      inputs: { from: '2013-12-19', to: '2014-01-07', week: 'mon-fri', end: 'include' },
      expected: { workingDays: 14 },
      tolerance: 0,
    },
    {
      source:
        'FanRuan help, "NETWORKDAYS" (help.fanruan.com/eshutong/edition-view-1511-0.html): NETWORKDAYS("2024-11-1","2024-11-4") = 2, 2 and 3 November being a weekend',
      inputs: { from: '2024-11-01', to: '2024-11-04', week: 'mon-fri', end: 'include' },
      expected: { workingDays: 2, weekendDays: 2 },
      tolerance: 0,
    },
  ],
});
