import { formatLongDate, formatShortDate } from '../domain/age.ts';
import { defineCalculator } from '../engine/definition.ts';
import { dateOf, dayOfYear, isoWeekOf, isoWeekdayName, isoWeeksInYear } from './shared/dates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 61,
  name: 'Week Number Calculator',
  description: 'Find the ISO 8601 week number of a date, and the dates that week starts and ends.',
  category: 'date',
  icon: 'calendar-alt',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['day-of-week-calculator', 'business-days-calculator', 'days-between-dates-calculator'],
  keywords: 'week number iso week calendar week',
} satisfies CalculatorRecord;

// The ISO 8601 week of a date: weeks run Monday to Sunday, and each belongs to the year its
// Thursday falls in (the week-numbering year), so week 1 is the week with the year's first
// Thursday, the one that holds 4 January. The first days of January can be in week 52 or 53 of
// the year before, and the last days of December in week 1 of the next.

const weekCode = (weekYear: number, week: number, weekday: number) =>
  `${weekYear}-W${String(week).padStart(2, '0')}-${weekday}`;

export default defineCalculator({
  slug: 'week-number-calculator',
  fields: {
    date: todayField('Date'),
  },
  outputs: {
    week: { label: 'Week number', format: 'integer' },
    weekYear: { label: 'Week-numbering year', format: 'digits' },
    weekday: { label: 'Weekday', format: 'integer', nameOf: isoWeekdayName },
    weeksInYear: { label: 'Weeks in the year', format: 'integer' },
  },
  compute(v) {
    const week = isoWeekOf(dateOf(v.date));
    return {
      week: week.week,
      weekYear: week.weekYear,
      weekday: week.weekday,
      weeksInYear: isoWeeksInYear(week.weekYear),
    };
  },
  headline: {
    label: 'ISO week',
    text: (_v, r) => `Week ${r.week} of ${r.weekYear}`,
    caption: (v, r, today) =>
      `${v.date === today ? 'Today, ' : ''}${formatLongDate(dateOf(v.date))}, is ${weekCode(r.weekYear, r.week, r.weekday)}`,
  },
  facts(v, r) {
    const date = dateOf(v.date);
    const week = isoWeekOf(date);
    const facts = [
      { label: 'Week starts', text: formatLongDate(week.monday) },
      { label: 'Week ends', text: formatLongDate(week.sunday) },
      { label: `Weeks in ${r.weekYear}`, text: String(r.weeksInYear) },
    ];
    if (r.weekYear !== date.year) {
      facts.push({
        label: 'Year boundary',
        text: `This day of ${date.year} belongs to week ${r.week} of ${r.weekYear}, because that week’s Thursday falls in ${r.weekYear}.`,
      });
    }
    return facts;
  },
  steps(v, r) {
    const date = dateOf(v.date);
    const week = isoWeekOf(date);
    const n = dayOfYear(week.thursday);
    return [
      `${formatLongDate(date)} is weekday ${r.weekday} (Monday = 1). Its week runs from ${formatShortDate(week.monday)} to ${formatShortDate(week.sunday)}.`,
      `The week’s Thursday is ${formatShortDate(week.thursday)}, so it belongs to ${r.weekYear}, where that Thursday is day ${n} of the year.`,
      `Week number = ⌈${n} ÷ 7⌉ = ${r.week}. ISO form: ${weekCode(r.weekYear, r.week, r.weekday)}.`,
      `${r.weekYear} has ${r.weeksInYear} weeks: the week of 28 December is always the year’s last.`,
    ];
  },
  about: [
    'Week numbers follow ISO 8601, widely used in Europe and in business software: weeks start on Monday, and week 1 of a year is the week with its first Thursday, which is also the week that holds 4 January. Each week belongs wholly to one week-numbering year, the year of its Thursday.',
    'So a year has 52 or 53 weeks, and dates near New Year can belong to the other year: Thursday 31 December 2020 is in week 53 of 2020, as is Sunday 3 January 2021, while Monday 30 December 2024 is in week 1 of 2025. The ISO form writes the year, the week and the weekday: 2020-W53-4.',
    'Other systems number weeks differently, for example weeks starting on Sunday with week 1 holding 1 January (common in the United States); their numbers can differ from these by one. Leave the date blank for today.',
  ],
  faq: [
    {
      question: 'What is week 1 of a year?',
      answer:
        'The week (Monday to Sunday) that holds the year’s first Thursday, which is the same as the week that holds 4 January. It can start as early as 29 December of the year before.',
    },
    {
      question: 'Which years have 53 weeks?',
      answer:
        'Years that start on a Thursday, and leap years that start on a Wednesday: 2020 and 2026 have 53 weeks, 2021 to 2025 have 52. About 71 years in every 400 have 53 weeks.',
    },
    {
      question: 'Why is 1 January in week 53?',
      answer:
        'When 1 January falls on a Friday, Saturday or Sunday, its week’s Thursday is in December, so the week belongs to the year before: 3 January 2021 is in week 53 of 2020.',
    },
  ],
  references: [
    {
      source:
        'ISO 8601:2000 (ISO/TC 154 N 362, final draft), section 5.2 (webaugur.com/bibliotheca/standards/iso8601/154N362/): all its date examples show 12 April 1985: 12 April 1985 is the week date 1985-W15-5 (5.2.3.1, week 15, day 5)',
      inputs: { date: '1985-04-12' },
      expected: { weekYear: 1985, week: 15, weekday: 5 },
      tolerance: 0,
    },
    {
      source:
        'PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html), field week: 2005-01-01 is part of the 53rd week of year 2004',
      inputs: { date: '2005-01-01' },
      expected: { weekYear: 2004, week: 53 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html), fields week and isoyear: 2006-01-01 is part of the 52nd week of year 2005; EXTRACT(ISOYEAR FROM DATE '2006-01-01') → 2005",
      inputs: { date: '2006-01-01' },
      expected: { weekYear: 2005, week: 52 },
      tolerance: 0,
    },
    {
      source:
        'PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html), field week: 2012-12-31 is part of the first week of 2013',
      inputs: { date: '2012-12-31' },
      expected: { weekYear: 2013, week: 1 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9.1 EXTRACT (postgresql.org/docs/current/functions-datetime.html): EXTRACT(WEEK FROM TIMESTAMP '2001-02-16 20:38:40') → 7",
      inputs: { date: '2001-02-16' },
      expected: { weekYear: 2001, week: 7 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html), date.isocalendar(): 2004 begins on a Thursday, so the first week of ISO year 2004 begins on Monday, 29 Dec 2003: date(2003, 12, 29).isocalendar() is year=2004, week=1, weekday=1',
      inputs: { date: '2003-12-29' },
      expected: { weekYear: 2004, week: 1, weekday: 1 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, datetime module (docs.python.org/3/library/datetime.html), date.isocalendar(): the first week of ISO year 2004 ends on Sunday, 4 Jan 2004: date(2004, 1, 4).isocalendar() is year=2004, week=1, weekday=7',
      inputs: { date: '2004-01-04' },
      expected: { weekYear: 2004, week: 1, weekday: 7 },
      tolerance: 0,
    },
    {
      source:
        'LibreOffice Help, ISOWEEKNUM function (help.libreoffice.org/latest/en-US/text/scalc/01/func_isoweeknum.html): =ISOWEEKNUM(DATE(1999;1;1)) returns 53; week 1 starts on Monday, 1999-01-04',
      inputs: { date: '1999-01-01' },
      expected: { week: 53 },
      tolerance: 0,
    },
    {
      source:
        'LibreOffice Help, ISOWEEKNUM function: =ISOWEEKNUM(DATE(1995;1;1)) returns 52; week 1 starts on Monday, 1995-01-02',
      inputs: { date: '1995-01-01' },
      expected: { week: 52 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "ISO week date": the Gregorian date 31 December 2006 is the Sunday of the 52nd week of 2006, 2006-W52-7',
      inputs: { date: '2006-12-31' },
      expected: { weekYear: 2006, week: 52, weekday: 7 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "ISO week date", examples around New Year’s Day: Saturday 1 January 2005 is 2004-W53-6',
      inputs: { date: '2005-01-01' },
      expected: { weekYear: 2004, week: 53, weekday: 6, weeksInYear: 53 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "ISO week date", examples around New Year’s Day: Sunday 3 January 2010 is 2009-W53-7',
      inputs: { date: '2010-01-03' },
      expected: { weekYear: 2009, week: 53, weekday: 7 },
      tolerance: 0,
    },
  ],
});
