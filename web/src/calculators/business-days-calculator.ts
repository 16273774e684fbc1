import {
  dayNumber,
  formatLongDate,
  formatShortDate,
  WEEKDAY_NAMES,
  weekdayOf,
} from '../domain/age.ts';
import { parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatCount, formatNumber } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { addDays, count, dateOf, isoWeekday, workingDaysIn } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';
import {
  US_FEDERAL_HOLIDAYS_FROM,
  usFederalHolidays,
  type Holiday,
} from './shared/usFederalHolidays.ts';
import { UK_BANK_HOLIDAYS_FROM, ukBankHolidays } from './shared/ukBankHolidays.ts';
import {
  INDIA_CENTRAL_HOLIDAY_YEARS,
  indiaCentralHolidays,
} from './shared/indiaCentralHolidays.ts';

export const record = {
  id: 59,
  name: 'Business Days Calculator',
  description: 'Count the working days between two dates, leaving out weekends and holidays.',
  category: 'date',
  icon: 'briefcase',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'days-between-dates-calculator',
    'add-days-to-date-calculator',
    'week-number-calculator',
    'hours-calculator',
  ],
  keywords:
    'business days working days weekdays networkdays public holidays bank holidays federal gazetted holidays india central government uk bank holidays england wales',
} satisfies CalculatorRecord;

// Business days: the working days from a start date to an end date, Monday to Friday (or Monday
// to Saturday), the start date counted and the end date counted unless left out, as Excel's
// NETWORKDAYS counts them. Holidays on working days come off: the US federal holidays as observed
// (shared/usFederalHolidays.ts), the bank holidays of England and Wales
// (shared/ukBankHolidays.ts), India's central government holidays as DoPT lists them for each
// year (shared/indiaCentralHolidays.ts), or the dates the visitor lists, as NETWORKDAYS' third
// argument.
// An end before the start counts the same days backwards and gives a negative number, as
// NETWORKDAYS does.

/** The dates of a list of holidays, or the first text of it that is not a date. */
function listedDates(text: string): { dates: CalendarDate[]; wrong?: string } {
  const dates: CalendarDate[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    const date = parseIsoDate(part);
    if (!date) return { dates, wrong: part };
    dates.push(date);
  }
  return { dates };
}

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
  holidays: {
    kind: 'choice',
    label: 'Public holidays left out',
    default: 'none',
    display: 'radio',
    options: [
      { value: 'none', label: 'None' },
      { value: 'us-federal', label: 'US federal holidays' },
      { value: 'uk-england-wales', label: 'UK bank holidays (England and Wales)' },
      { value: 'india-central', label: 'India: central government holidays (Delhi)' },
      { value: 'listed', label: 'Dates I list' },
    ],
  },
  holidayDates: {
    kind: 'text',
    label: 'Holiday dates',
    default: '',
    multiline: true,
    rows: 3,
    maxLength: 4000,
    placeholder: '2026-12-24, 2026-12-31',
    help: 'Dates as YYYY-MM-DD, separated by commas, spaces or new lines.',
    when: { holidays: 'listed' },
    check(text: string) {
      const { wrong } = listedDates(text);
      return wrong === undefined
        ? null
        : `“${wrong.slice(0, 20)}” is not a date: write each as YYYY-MM-DD, such as 2026-12-24.`;
    },
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

/** The range's last day counted. */
const lastOf = (range: Range) => addDays(range.first, Math.max(range.days - 1, 0));

/** The years the days counted fall in. */
function yearsOf(range: Range): number[] {
  const first = range.first.year;
  return Array.from({ length: lastOf(range).year - first + 1 }, (_, i) => first + i);
}

/** The holidays chosen, in date order, for the years of the days counted. */
function chosenHolidays(v: BusinessValues, range: Range): Holiday[] {
  const years = yearsOf(range);
  if (v.holidays === 'us-federal') {
    // A year's New Year's Day may be observed on the last day of the year before.
    return [...years, years.at(-1)! + 1].flatMap(usFederalHolidays);
  }
  if (v.holidays === 'uk-england-wales') return years.flatMap(ukBankHolidays);
  if (v.holidays === 'india-central') return years.flatMap(indiaCentralHolidays);
  return listedDates(v.holidayDates ?? '')
    .dates.map((date) => ({ name: '', date, observed: false }))
    .sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
}

const { first: INDIA_FIRST, last: INDIA_LAST } = INDIA_CENTRAL_HOLIDAY_YEARS;

/** The years of the days counted whose central government holidays are not known here. */
function unknownIndiaYears(v: BusinessValues, range: Range): number[] {
  if (v.holidays !== 'india-central' || range.days === 0) return [];
  return yearsOf(range).filter((year) => year < INDIA_FIRST || year > INDIA_LAST);
}

/** '2026', '2025 and 2026', '2025 to 2027': a run of years in words. */
function yearsText(first: number, last: number): string {
  if (first === last) return String(first);
  return last === first + 1 ? `${first} and ${last}` : `${first} to ${last}`;
}

/** Years in order as their runs in words: [2020, …, 2024, 2027] is '2020 to 2024 and 2027'. */
function runsText(years: number[]): string {
  const runs: [number, number][] = [];
  for (const year of years) {
    const run = runs.at(-1);
    if (run && run[1] === year - 1) run[1] = year;
    else runs.push([year, year]);
  }
  return runs.map(([first, last]) => yearsText(first, last)).join(' and ');
}

/**
 * The holidays left out: those chosen that fall on a working day of the days counted, in date
 * order, each day once.
 */
function holidaysIn(v: BusinessValues, range: Range): Holiday[] {
  if (range.days === 0 || v.holidays === 'none') return [];
  const first = dayNumber(range.first);
  const last = first + range.days - 1;
  const perWeek = v.week === 'mon-sat' ? 6 : 5;
  const candidates = chosenHolidays(v, range);
  const seen = new Set<number>();
  return candidates.filter(({ date }) => {
    const day = dayNumber(date);
    if (day < first || day > last || isoWeekday(date) > perWeek || seen.has(day)) return false;
    seen.add(day);
    return true;
  });
}

/** How the holidays are left out, in a sentence's words. */
function holidayWords(v: BusinessValues): string {
  if (v.holidays === 'us-federal') return 'US federal holidays left out';
  if (v.holidays === 'uk-england-wales') return 'bank holidays of England and Wales left out';
  if (v.holidays === 'india-central') return 'India’s central government holidays left out';
  if (v.holidays === 'listed') return 'the holidays listed left out';
  return '';
}

/**
 * A holiday as a step lists it (a listed one by its date alone), a day off moved from a weekend
 * marked as its list calls it: OPM's observed day, GOV.UK's substitute day.
 */
function holidayText(v: BusinessValues, { name, date, observed }: Holiday): string {
  const moved = observed
    ? v.holidays === 'uk-england-wales'
      ? ' (substitute day)'
      : ' (observed)'
    : '';
  return `${name ? `${name}${moved}, ` : ''}${formatLongDate(date)}`;
}

/** The holidays worked out by rule, and the first year each list knows. */
const KNOWN_FROM = {
  'us-federal': { name: 'US federal holidays', year: US_FEDERAL_HOLIDAYS_FROM },
  'uk-england-wales': { name: 'Bank holidays of England and Wales', year: UK_BANK_HOLIDAYS_FROM },
} as const;

/** What a step calls a holiday of each kind when none falls on a working day. */
const NO_HOLIDAY = {
  'us-federal': 'federal holiday',
  'uk-england-wales': 'bank holiday',
  'india-central': 'central government holiday',
  listed: 'holiday listed',
} as const;

/** The most holidays a step names one by one. */
const NAMED_HOLIDAYS = 15;

/** Microsoft's NETWORKDAYS examples: 1 October 2012 to 1 March 2013, holidays as listed. */
const MICROSOFT_SPAN = {
  from: '2012-10-01',
  to: '2013-03-01',
  week: 'mon-fri',
  end: 'include',
  holidays: 'listed',
};

export default defineCalculator({
  slug: 'business-days-calculator',
  fields,
  outputs: {
    workingDays: { label: 'Working days', format: 'integer' },
    calendarDays: { label: 'Calendar days counted', format: 'integer' },
    weekendDays: { label: 'Weekend days left out', format: 'integer' },
    holidaysOff: { label: 'Holidays left out', format: 'integer' },
  },
  hiddenOutputs: (v) => (v.holidays === 'none' ? ['holidaysOff'] : []),
  validate(v) {
    const known = KNOWN_FROM[v.holidays as keyof typeof KNOWN_FROM];
    if (!known) return {};
    const earlier = dateOf(v.from).year <= dateOf(v.to).year ? 'from' : 'to';
    const year = dateOf(v[earlier]).year;
    return year < known.year
      ? {
          [earlier]: `${known.name} are known here from ${known.year}: choose a date in ${known.year} or later, or list the holidays.`,
        }
      : {};
  },
  compute(v) {
    const range = rangeOf(v);
    const weekdaysIn = workingDaysIn(range.first, range.days, v.week === 'mon-sat');
    const holidaysOff = holidaysIn(v, range).length;
    const working = weekdaysIn - holidaysOff;
    return {
      workingDays: range.backwards ? -working : working,
      calendarDays: range.days,
      weekendDays: range.days - weekdaysIn,
      holidaysOff,
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
      const week = [weekdays(v), holidayWords(v)].filter(Boolean).join(', ');
      if (range.backwards) {
        return `Counted back from ${name(range.from, v.from)} to ${name(range.to, v.to)}, ${week} (${end}): the end date is before the start date.`;
      }
      return `From ${name(range.from, v.from)} to ${name(range.to, v.to)}, ${week} (${end}).`;
    },
  },
  facts: (v, r) => [
    { label: 'Calendar days counted', text: count(r.calendarDays, 'day') },
    {
      label: v.week === 'mon-sat' ? 'Sundays left out' : 'Weekend days left out',
      text: count(r.weekendDays, 'day'),
    },
    ...(v.holidays === 'none'
      ? []
      : [{ label: 'Holidays left out', text: `${count(r.holidaysOff, 'day')} (on working days)` }]),
  ],
  highlight(v) {
    const unknown = unknownIndiaYears(v, rangeOf(v));
    if (unknown.length === 0) return null;
    const years = runsText(unknown);
    return {
      title: `No holidays left out in ${years}`,
      text:
        `India’s central government holidays are known here for ${yearsText(INDIA_FIRST, INDIA_LAST)}, ` +
        `from the lists the Department of Personnel and Training publishes for each year. Every ` +
        `weekday of ${years} is counted as a working day: to leave out its holidays, choose ` +
        `"Dates I list" and type them.`,
      facts: [],
    };
  },
  notes: [
    'Public holidays differ by country, region and employer: choose the US federal holidays, the UK bank holidays of England and Wales or India’s central government holidays, or list your own, to leave them out. Holidays that fall on a weekend day are not counted twice.',
  ],
  steps(v, r) {
    const range = rangeOf(v);
    const last = lastOf(range);
    const perWeek = v.week === 'mon-sat' ? 6 : 5;
    const weeks = Math.floor(range.days / 7);
    const rest = range.days % 7;
    const working = Math.abs(r.workingDays) + r.holidaysOff;
    const steps = [
      range.days === 0
        ? 'No days are counted: the start and end are the same day and the end date is not counted.'
        : `Days counted: ${formatShortDate(range.first)} to ${formatShortDate(last)}, ${count(range.days, 'calendar day')}` +
          (range.backwards ? ' (the end date comes first, so they are counted backwards).' : '.'),
      `${formatCount(range.days, 'days')} = ${count(weeks, 'whole week')} and ${count(rest, 'day')}. Each whole week holds ${perWeek} working days: ${formatNumber(weeks, 0)} × ${perWeek} = ${formatNumber(weeks * perWeek, 0)}.`,
    ];
    if (rest > 0) {
      const start = addDays(range.first, weeks * 7);
      const extra = working - weeks * perWeek;
      const restDays = Array.from({ length: rest }, (_, i) => addDays(start, i));
      const names = restDays.map((day) => WEEKDAY_NAMES[weekdayOf(day)]).join(', ');
      const weekend = restDays.some((day) => isoWeekday(day) > perWeek);
      steps.push(
        rest === 1
          ? `The 1 day left over (${names}) is a ${weekend ? 'weekend day' : 'working day'}.`
          : `The ${count(rest, 'day')} left over (${names}) include ${count(extra, 'working day')}` +
              `${weekend ? '; the rest are weekend days' : ''}.`,
      );
    }
    const holidays = holidaysIn(v, range);
    const unknown = unknownIndiaYears(v, range);
    if (v.holidays !== 'none') {
      const named = holidays
        .slice(0, NAMED_HOLIDAYS)
        .map((holiday) => holidayText(v, holiday))
        .join('; ');
      const more = holidays.length - NAMED_HOLIDAYS;
      steps.push(
        holidays.length === 0
          ? unknown.length > 0
            ? `India’s central government holidays of ${runsText(unknown)} are not known here: 0 left out.`
            : `No ${NO_HOLIDAY[v.holidays]} falls on a working day of these: 0 left out.`
          : `${count(holidays.length, 'holiday')} on working days left out: ${named}${more > 0 ? `; and ${formatNumber(more, 0)} more` : ''}. ${formatNumber(working, 0)} − ${formatNumber(holidays.length, 0)} = ${formatNumber(working - holidays.length, 0)}.`,
      );
    }
    const net = working - holidays.length;
    steps.push(
      `Working days: ${formatNumber(net, 0)}${range.backwards && net !== 0 ? ', shown as −' + formatNumber(net, 0) + ' because the end date is before the start date' : ''}. Weekend days left out: ${formatNumber(r.weekendDays, 0)}.`,
    );
    return steps;
  },
  about: [
    'A working day is a Monday to Friday, or a Monday to Saturday if you choose a six-day week. The start date is counted, and the end date too unless you choose "No", as in Excel’s NETWORKDAYS function: Monday to Friday of one week is 5 working days.',
    'The count is worked out by whole weeks (5 or 6 working days each) and the days left over, so it is exact for any span from year 1 to 9999. Holidays then come off, each once, if they fall on a working day of the span: a holiday on a Sunday is already left out with the weekend.',
    'The US federal holidays are the eleven of 5 U.S.C. § 6103, on the days federal employees observe them: one falling on a Saturday is observed on the Friday before, one on a Sunday on the Monday after, as OPM lists them (so New Year’s Day 2022 was taken on Friday 31 December 2021). They are known from 1971, when the Monday holidays began, with Martin Luther King Jr.’s Birthday from 1986 and Juneteenth from 2021.',
    'The UK bank holidays are those of England and Wales as GOV.UK lists them: New Year’s Day, Good Friday, Easter Monday, the first and last Mondays of May, the last Monday of August, Christmas Day and Boxing Day, with the days a Royal Proclamation added or moved (the jubilees of 2002, 2012 and 2022, the royal wedding of 2011, VE Day in 2020, the State Funeral of 2022 and the coronation of 2023). One that falls on a weekend is taken on a substitute day, the next weekday not already a holiday: Boxing Day 2026, a Saturday, is taken on Monday 28 December. They are known from 2000; a year whose proclamation is not yet made follows the usual days. Scotland and Northern Ireland have bank holidays of their own.',
    `India’s central government holidays are the 17 closed holidays of the Central Government’s offices at Delhi and New Delhi, as the Department of Personnel and Training lists them for each year: Republic Day, Independence Day, Mahatma Gandhi’s Birthday and 14 festivals, known here for ${yearsText(INDIA_FIRST, INDIA_LAST)}. One on a Saturday or Sunday is not moved to a weekday, and two on one day (Mahatma Gandhi’s Birthday and Dussehra on 2 October 2025) make one day off. Offices in other states keep 14 of them and choose 3 more, state holidays and banks differ, and the dates of Id-ul-Fitr, Id-ul-Zuha, Muharram and Milad-un-Nabi may be moved when the moon is sighted. For these, and for any other country, region or employer, choose "Dates I list" and type the holidays, as NETWORKDAYS takes them.`,
    'When the end date is before the start date, the days are counted backwards and the result is negative, as NETWORKDAYS gives it. Leave the start date blank for today, and the end date for 30 days from today.',
  ],
  faq: [
    {
      question: 'Are public holidays left out?',
      answer:
        'Only if you choose them. "US federal holidays" leaves out the eleven federal holidays on the days they are observed; "UK bank holidays (England and Wales)" the eight bank holidays, substitute days included, and any a proclamation adds (the coronation’s in 2023); "India: central government holidays (Delhi)" the 17 holidays DoPT lists for the year; "Dates I list" the dates you type, for any country or employer. With "None", every Monday to Friday counts.',
    },
    {
      question: 'Are the start and end dates counted?',
      answer:
        'The start date is always counted if it is a working day. The end date is counted too unless you choose "No" under "Count the end date". So Monday to the next Monday is 6 working days with the end date, 5 without.',
    },
    {
      question: 'How many working days are in a year?',
      answer:
        'A common year has 260 or 261 weekdays (Monday to Friday) and a leap year 260 to 262, depending on the weekday it starts on: 2026 has 261. Less its 11 federal holidays, all on weekdays, a US federal employee works 250 days in 2026; less the 14 of India’s 17 central government holidays that fall on weekdays, a central government office in Delhi works 247.',
    },
    {
      question: 'What if a holiday falls on a weekend?',
      answer:
        'A federal holiday on a Saturday is observed on the Friday before, and one on a Sunday on the Monday after, so that day comes off instead; a UK bank holiday on a weekend is taken on the next weekday that is not already one. India’s central government holidays are not moved. A date you list that falls on a weekend day changes nothing: that day was not a working day.',
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
    {
      source:
        'Microsoft Support, "NETWORKDAYS function": from 10/1/2012 to 3/1/2013 with the 11/22/2012 holiday as a non-working day, 109 working days',
      inputs: {
        ...MICROSOFT_SPAN,
        holidayDates: '2012-11-22',
      },
      expected: { workingDays: 109, holidaysOff: 1 },
      tolerance: 0,
    },
    {
      source:
        'Microsoft Support, "NETWORKDAYS function": from 10/1/2012 to 3/1/2013 with the holidays 11/22/2012, 12/4/2012 and 1/21/2013, 107 working days',
      inputs: {
        ...MICROSOFT_SPAN,
        holidayDates: '2012-11-22, 2012-12-04, 2013-01-21',
      },
      expected: { workingDays: 107, holidaysOff: 3 },
      tolerance: 0,
    },
    {
      source:
        'OPM, "Federal Holidays" 2026 (opm.gov/policy-data-oversight/pay-leave/federal-holidays): eleven holidays, Independence Day observed on Friday 3 July, all on weekdays; 2026 has 261 weekdays, so 250 working days',
      inputs: {
        from: '2026-01-01',
        to: '2026-12-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'us-federal',
      },
      expected: { workingDays: 250, holidaysOff: 11, weekendDays: 104 },
      tolerance: 0,
    },
    {
      source:
        'OPM, "Federal Holidays" 2021: Christmas Day observed on Friday 24 December and New Year’s Day 2022 on Friday 31 December 2021; the week of 27–31 December has 4 working days',
      inputs: {
        from: '2021-12-27',
        to: '2021-12-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'us-federal',
      },
      expected: { workingDays: 4, holidaysOff: 1 },
      tolerance: 0,
    },
    {
      source:
        'GOV.UK, "UK bank holidays" (gov.uk/bank-holidays), England and Wales 2026: 1 January, 3 and 6 April, 4 and 25 May, 31 August, 25 December and Boxing Day’s substitute day on Monday 28 December, all weekdays; 2026 has 261 weekdays, so 253 working days',
      inputs: {
        from: '2026-01-01',
        to: '2026-12-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'uk-england-wales',
      },
      expected: { workingDays: 253, holidaysOff: 8 },
      tolerance: 0,
    },
    {
      source:
        'GOV.UK, "UK bank holidays", England and Wales 2022: ten, the New Year’s substitute day on 3 January, the spring bank holiday moved to Thursday 2 June with the Platinum Jubilee on Friday 3 June, the State Funeral on 19 September and Christmas’s substitute day on 27 December; 2022 has 260 weekdays, so 250 working days',
      inputs: {
        from: '2022-01-01',
        to: '2022-12-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'uk-england-wales',
      },
      expected: { workingDays: 250, holidaysOff: 10 },
      tolerance: 0,
    },
    {
      source:
        'DoPT, Office Memorandum of 3 July 2025, Annexure I: the 17 holidays of 2026 for the Central Government’s offices at Delhi / New Delhi (as reported by Sakshi Post, 8 July 2025), of which Id-ul-Fitr (Saturday 21 March), Independence Day (Saturday 15 August) and Diwali (Sunday 8 November) fall on a weekend; 2026 has 261 weekdays, so 247 working days',
      inputs: {
        from: '2026-01-01',
        to: '2026-12-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'india-central',
      },
      expected: { workingDays: 247, holidaysOff: 14, weekendDays: 104 },
      tolerance: 0,
    },
    {
      source:
        'DoPT, list of holidays for 2025, Annexure I (Delhi / New Delhi; republished at cgstaffportal.in/2024/07/central-government-gazetted-holidays-in-2025): Mahatma Gandhi’s Birthday and Dussehra both on Thursday 2 October, Diwali on Monday 20 October; October 2025 has 23 weekdays, so 21 working days',
      inputs: {
        from: '2025-10-01',
        to: '2025-10-31',
        week: 'mon-fri',
        end: 'include',
        holidays: 'india-central',
      },
      expected: { workingDays: 21, holidaysOff: 2 },
      tolerance: 0,
    },
  ],
});
