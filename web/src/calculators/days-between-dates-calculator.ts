import { dayNumber, formatLongDate, formatShortDate } from '../domain/age.ts';
import type { CalendarDate } from '../domain/calendar.ts';
import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { addDays, count, dateOf, spanOf } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 57,
  name: 'Days Between Dates Calculator',
  description:
    'Count the days between two dates, also in weeks, months and years, with or without the end day.',
  category: 'date',
  icon: 'calendar-alt',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'add-days-to-date-calculator',
    'business-days-calculator',
    'age-calculator',
    'unix-timestamp-converter',
    'countdown-calculator',
  ],
  keywords: 'days between dates date difference count days',
} satisfies CalculatorRecord;

// Days between two dates: the calendar days from the start to the end (the end date counted
// only when asked, which adds one day, as timeanddate's duration calculator does), and the same
// span in weeks and days, months and days, and years, months and days. Months are added to the
// earlier date first (31 January + 1 month = 28 February), then the days left are counted. An end
// before the start gives a negative count of days; the other parts measure the span's length.

const fields = {
  from: todayField('Start date'),
  to: todayField('End date', { blankDays: 100 }),
  end: {
    kind: 'choice',
    label: 'Count the end date',
    default: 'exclude',
    display: 'radio',
    options: [
      { value: 'exclude', label: 'No' },
      { value: 'include', label: 'Yes (adds 1 day)' },
    ],
  },
} as const;

type SpanValues = Values<typeof fields>;

interface Counted {
  from: CalendarDate;
  to: CalendarDate;
  /** The end date is before the start date. */
  backwards: boolean;
  /** The span measured forwards: from the earlier date to the later one (plus a day). */
  early: CalendarDate;
  late: CalendarDate;
  /** Its length in days. */
  length: number;
}

/** The span the visitor asked for, measured from the earlier date. */
function counted(v: SpanValues): Counted {
  const from = dateOf(v.from);
  const to = dateOf(v.to);
  const backwards = dayNumber(to) < dayNumber(from);
  const [early, last] = backwards ? [to, from] : [from, to];
  const late = v.end === 'include' ? addDays(last, 1) : last;
  return { from, to, backwards, early, late, length: dayNumber(late) - dayNumber(early) };
}

export default defineCalculator({
  slug: 'days-between-dates-calculator',
  fields,
  outputs: {
    days: { label: 'Days', format: 'integer' },
    weeks: { label: 'Weeks', format: 'integer' },
    weeksDays: { label: 'Days after the weeks', format: 'integer' },
    months: { label: 'Months', format: 'integer' },
    monthsDays: { label: 'Days after the months', format: 'integer' },
    years: { label: 'Years', format: 'integer' },
    yearsMonths: { label: 'Months after the years', format: 'integer' },
  },
  compute(v) {
    const span = counted(v);
    const months = spanOf(span.early, span.late);
    return {
      days: span.backwards ? -span.length : span.length,
      weeks: Math.floor(span.length / 7),
      weeksDays: span.length % 7,
      months: months.totalMonths,
      monthsDays: months.days,
      years: Math.floor(months.totalMonths / 12),
      yearsMonths: months.totalMonths % 12,
    };
  },
  headline: {
    label: 'Duration',
    text: (_v, r) => (r.days < 0 ? `−${count(-r.days, 'day')}` : count(r.days, 'day')),
    caption(v, r, today) {
      const span = counted(v);
      const name = (date: CalendarDate, text: string) =>
        `${text === today ? 'today, ' : ''}${formatLongDate(date)}`;
      const end = v.end === 'include' ? 'end date counted' : 'end date not counted';
      if (span.backwards) {
        return `The end date, ${name(span.to, v.to)}, is before the start date, ${name(span.from, v.from)}: the days are counted backwards (${end}).`;
      }
      if (r.days === 0) return `Both dates are ${name(span.from, v.from)}. Choose another date.`;
      return `From ${name(span.from, v.from)} to ${name(span.to, v.to)} (${end}).`;
    },
  },
  facts: (_v, r) => [
    { label: 'In weeks and days', text: `${count(r.weeks, 'week')}, ${count(r.weeksDays, 'day')}` },
    {
      label: 'In months and days',
      text: `${count(r.months, 'month')}, ${count(r.monthsDays, 'day')}`,
    },
    {
      label: 'In years, months and days',
      text: `${count(r.years, 'year')}, ${count(r.yearsMonths, 'month')}, ${count(r.monthsDays, 'day')}`,
    },
    { label: 'In hours', text: count(Math.abs(r.days) * 24, 'hour') },
  ],
  steps(v, r) {
    const span = counted(v);
    const months = spanOf(span.early, span.late);
    const last = span.backwards ? span.from : span.to;
    const days = dayNumber(last) - dayNumber(span.early);
    const steps = [
      span.backwards
        ? `The end date comes first, so the span is measured from ${formatShortDate(span.early)} to ${formatShortDate(last)} and given a minus sign.`
        : `Start: ${formatLongDate(span.from)}. End: ${formatLongDate(span.to)}.`,
      `Calendar days from ${formatShortDate(span.early)} to ${formatShortDate(last)}: ${formatNumber(days, 0)}` +
        (v.end === 'include'
          ? `, + 1 for the end date = ${count(span.length, 'day')}.`
          : ' (the end date is not counted).'),
      `Weeks: ${formatNumber(span.length, 0)} ÷ 7 = ${count(r.weeks, 'week')}, ${count(r.weeksDays, 'day')} left over.`,
      months.totalMonths > 0
        ? `Months: ${count(months.totalMonths, 'month')} after ${formatShortDate(span.early)} is ${formatShortDate(months.reached)}; from there to ${formatShortDate(span.late)} is ${count(months.days, 'day')}.`
        : `Months: a whole month after ${formatShortDate(span.early)} comes after ${formatShortDate(span.late)}, so 0 months and ${count(months.days, 'day')}.`,
      `Years: ${count(months.totalMonths, 'month')} = ${count(r.years, 'year')} and ${count(r.yearsMonths, 'month')}.`,
    ];
    if (v.end === 'include') {
      steps.push(
        `Counting the end date counts up to ${formatShortDate(span.late)}, the day after it, for the weeks, months and years too.`,
      );
    }
    return steps;
  },
  about: [
    'The days are the calendar days from the start date to the end date in the Gregorian calendar: the start date is counted and the end date is not, so from 1 to 4 March is 3 days. Choose "Yes" under "Count the end date" to include it as well, which adds one day (1 to 4 March is then 4 days): use it for how long an event lasted, and leave it off for an age or a time between two events.',
    'Months are counted first and the days after them: whole calendar months are added to the earlier date, and when a month is too short for its day, the month’s last day is used (31 January + 1 month = 28 February in a common year). So from 31 January to 1 March 2023 is 1 month and 1 day, as timeanddate.com’s date duration calculator counts it; years are 12 months. Weeks are the days ÷ 7 with the days left over.',
    'When the end date is before the start date the days are shown with a minus sign; the weeks, months and years give the length of the span. Dates are plain calendar dates, so a change of clocks or time zone does not change the count. Leave the start date blank for today, and the end date for 100 days from today.',
  ],
  faq: [
    {
      question: 'Is the start date or the end date counted?',
      answer:
        'The start date is counted and the end date is not, as in Excel’s DAYS function and timeanddate.com: from Monday to Friday of one week is 4 days. Choose "Yes" under "Count the end date" to count both, which gives 5.',
    },
    {
      question: 'How many days are there between two dates a year apart?',
      answer:
        '365 days, or 366 when the span includes a 29 February: 1 January 2024 to 1 January 2025 is 366 days because 2024 is a leap year.',
    },
    {
      question: 'Why is 31 January to 28 February one whole month?',
      answer:
        'Adding a month to 31 January lands on the last day of February, as there is no 31 February. From there the days are counted, so 31 January to 1 March 2023 is 1 month and 1 day.',
    },
    {
      question: 'What if the end date is before the start date?',
      answer:
        'The calculator counts back from the start date to the end date and shows the days with a minus sign, as Excel’s DAYS function does when its end date is the earlier one: 15 March to 1 February 2021 is −42 days.',
    },
  ],
  references: [
    {
      source:
        'LibreOffice Help, DATEDIF function, example (help.libreoffice.org/latest/en-US/text/scalc/01/func_datedif.html): from 1974-04-17 to 2012-06-13 DATEDIF gives 13937 days ("d"), 457 months ("m"), 38 years ("y"), 1 month ("ym") and 27 days ("md")',
      inputs: { from: '1974-04-17', to: '2012-06-13', end: 'exclude' },
      expected: { days: 13937, months: 457, years: 38, yearsMonths: 1, monthsDays: 27 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9 Date/Time Functions and Operators (postgresql.org/docs/current/functions-datetime.html), Table 9.31 Date/Time Operators: date '2001-10-01' - date '2001-09-28' → 3",
      inputs: { from: '2001-09-28', to: '2001-10-01', end: 'exclude' },
      expected: { days: 3 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html), "Examples of usage: date", counting days to an event: from date(2007, 12, 5) to date(2008, 6, 24), time_to_birthday.days is 202',
      inputs: { from: '2007-12-05', to: '2008-06-24', end: 'exclude' },
      expected: { days: 202 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Support, "DAYS function" (support.microsoft.com/en-us/office/days-function): DAYS("15-MAR-2021","1-FEB-2021") = 42',
      inputs: { from: '2021-02-01', to: '2021-03-15', end: 'exclude' },
      expected: { days: 42, weeks: 6, weeksDays: 0 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Support, "DAYS function": the days from 1 January 2021 to 31 December 2021 are 364',
      inputs: { from: '2021-01-01', to: '2021-12-31', end: 'exclude' },
      expected: { days: 364 },
      tolerance: 0,
    },
    {
      source:
        'FanRuan help, "DATEDIF" (help.fanruan.com/shukuajing/edition-view-2145-3.html): 2001/2/28 to 2004/3/20 is 1116 "D", 36 "M", 3 "Y" and 21 "MD"',
      inputs: { from: '2001-02-28', to: '2004-03-20', end: 'exclude' },
      expected: { days: 1116, months: 36, years: 3, monthsDays: 21 },
      tolerance: 0,
    },
    {
      source:
        'timeanddate.com, Date Duration Calculator help (timeanddate.com/date/duration.html): 28 January to 1 March in a common year is 1 month and 1 day',
      inputs: { from: '2023-01-28', to: '2023-03-01', end: 'exclude' },
      expected: { months: 1, monthsDays: 1 },
      tolerance: 0,
    },
    {
      source:
        'timeanddate.com, Date Duration Calculator help: 31 January to 1 March in a common year is also 1 month and 1 day (31 January + 1 month lands on 28 February)',
      inputs: { from: '2023-01-31', to: '2023-03-01', end: 'exclude' },
      expected: { months: 1, monthsDays: 1, days: 29 },
      tolerance: 0,
    },
    {
      source:
        'timeanddate.com, Date Duration Calculator help: an event from the 1st to and including the 4th of a month lasted 4 days with the end date included',
      inputs: { from: '2025-03-01', to: '2025-03-04', end: 'include' },
      expected: { days: 4 },
      tolerance: 0,
    },
    {
      source:
        'timeanddate.com, Date Duration Calculator help: the same event without the end date is 3 days',
      inputs: { from: '2025-03-01', to: '2025-03-04', end: 'exclude' },
      expected: { days: 3 },
      tolerance: 0,
    },
    {
      source: 'Wikipedia, "Unix time": 2000-01-01 is 946,684,800 s = 10,957 days after 1970-01-01',
      inputs: { from: '1970-01-01', to: '2000-01-01', end: 'exclude' },
      expected: { days: 10957, years: 30, yearsMonths: 0, monthsDays: 0 },
      tolerance: 0,
    },
  ],
});
