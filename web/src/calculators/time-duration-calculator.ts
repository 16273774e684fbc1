import { formatCount, formatNumber, formatPlain, unitAfter } from '../domain/format.ts';
import { defineCalculator, type NumberField, type Values } from '../engine/definition.ts';
import { count } from './shared/dates.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 62,
  name: 'Time Duration Calculator',
  description:
    'Work out the time between a start and an end time, in hours and minutes, across midnight too.',
  category: 'date',
  icon: 'clock',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'days-between-dates-calculator',
    'pace-calculator',
    'add-days-to-date-calculator',
    'hours-calculator',
    'time-calculator',
  ],
  keywords: 'time duration hours minutes elapsed time',
} satisfies CalculatorRecord;

// The time between two clock times on a 24-hour clock, in hours and minutes, in decimal hours
// and in minutes. An end time before the start time is taken to be on the next day (a night
// shift from 22:00 to 06:00 is 8 hours); the same time twice is 0 minutes. Clock times only: no
// dates, and no change of clocks for daylight saving time.

const MINUTES_A_DAY = 24 * 60;

function hourField(label: string, defaultText: string, help?: string) {
  return {
    kind: 'integer',
    label,
    default: defaultText,
    min: 0,
    max: 23,
    unit: 'h',
    ...(help ? { help } : {}),
    messages: {
      required: `Enter the ${label.toLowerCase()} (0 to 23)`,
      min: 'The hour must be 0 or more',
      max: 'The hour can be at most 23 (24-hour clock)',
      invalid: 'Enter a whole hour from 0 to 23',
    },
  } as const satisfies NumberField;
}

function minuteField(label: string, defaultText: string) {
  return {
    kind: 'integer',
    label,
    default: defaultText,
    min: 0,
    max: 59,
    unit: 'min',
    blankValue: 0,
    sameRow: true,
    messages: {
      min: 'The minutes must be 0 or more',
      max: 'The minutes can be at most 59',
      invalid: 'Enter whole minutes from 0 to 59',
    },
  } as const satisfies NumberField;
}

const fields = {
  startHour: hourField('Start hour', '9', '24-hour clock: 1 pm is 13, midnight is 0.'),
  startMinute: minuteField('Start minute', '15'),
  endHour: hourField('End hour', '17'),
  endMinute: minuteField('End minute', '45'),
} as const;

type TimeValues = Values<typeof fields>;

/** '09:05'. */
function clock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** '9:05 am', '12:00 pm' (noon), '12:30 am' (after midnight). */
function twelveHour(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

function minutesOf(v: TimeValues) {
  const start = v.startHour * 60 + v.startMinute;
  const end = v.endHour * 60 + v.endMinute;
  const nextDay = end < start;
  return { start, end, nextDay, total: end - start + (nextDay ? MINUTES_A_DAY : 0) };
}

/** Hours to 4 decimals, singular for 1: '8.5 hours', '1 hour', '8.5833 hours'. */
function decimalHoursText(hours: number): string {
  const shown = formatPlain(Number(hours.toFixed(4)));
  return `${shown} ${unitAfter(shown, 'hours')}`;
}

/** '510 ÷ 60 = 8.5 hours.', or '≈ 8.5833 hours (rounded to 4 decimals).' where it is rounded. */
function decimalHoursStep(totalMinutes: number, hours: number): string {
  const text = decimalHoursText(hours);
  const sign = equalsOrAbout(exact(totalMinutes).div(60), text.split(' ')[0]!);
  return `In decimal hours: ${formatNumber(totalMinutes, 0)} ÷ 60 ${sign} ${text}${sign === '≈' ? ' (rounded to 4 decimals)' : ''}.`;
}

export default defineCalculator({
  slug: 'time-duration-calculator',
  fields,
  outputs: {
    hours: { label: 'Hours', format: 'integer' },
    minutes: { label: 'Minutes', format: 'integer' },
    decimalHours: { label: 'Decimal hours', format: 'number' },
    totalMinutes: { label: 'Total minutes', format: 'integer' },
    nextDay: { label: 'Ends the next day', format: 'yesno' },
  },
  compute(v) {
    const { total, nextDay } = minutesOf(v);
    return {
      hours: Math.floor(total / 60),
      minutes: total % 60,
      decimalHours: total / 60,
      totalMinutes: total,
      nextDay: nextDay ? 1 : 0,
    };
  },
  headline: {
    label: 'Duration',
    text: (_v, r) => `${count(r.hours, 'hour')} ${count(r.minutes, 'minute')}`,
    caption: (v, r) =>
      `From ${clock(v.startHour, v.startMinute)} to ${clock(v.endHour, v.endMinute)} ` +
      (r.nextDay === 1
        ? 'the next day: the end time is before the start time, so it is taken to be after midnight.'
        : 'the same day.'),
  },
  facts: (v, r) => [
    { label: 'In decimal hours', text: decimalHoursText(r.decimalHours) },
    { label: 'In minutes', text: count(r.totalMinutes, 'minute') },
    {
      label: 'On a 12-hour clock',
      text: `${twelveHour(v.startHour, v.startMinute)} to ${twelveHour(v.endHour, v.endMinute)}${r.nextDay === 1 ? ' (next day)' : ''}`,
    },
  ],
  steps(v, r) {
    const { start, end, nextDay } = minutesOf(v);
    return [
      `Start: ${v.startHour} × 60 + ${v.startMinute} = ${formatCount(start, 'minutes')} after midnight.`,
      `End: ${v.endHour} × 60 + ${v.endMinute} = ${formatCount(end, 'minutes')} after midnight.`,
      nextDay
        ? `The end is before the start, so it is the next day: ${formatNumber(end, 0)} + 1,440 − ${formatNumber(start, 0)} = ${count(r.totalMinutes, 'minute')}.`
        : `${formatNumber(end, 0)} − ${formatNumber(start, 0)} = ${count(r.totalMinutes, 'minute')}.`,
      `${formatNumber(r.totalMinutes, 0)} ÷ 60 = ${count(r.hours, 'hour')}, with ${count(r.minutes, 'minute')} left over.`,
      decimalHoursStep(r.totalMinutes, r.decimalHours),
    ];
  },
  about: [
    'Times are on the 24-hour clock: 9 am is 9:00, 1 pm is 13:00 and midnight is 0:00. Each time is turned into minutes after midnight (hours × 60 + minutes), and the start is subtracted from the end.',
    'When the end time is earlier than the start time, the end is taken to be on the next day, so 24 hours (1,440 minutes) are added: 22:30 to 06:15 is 7 hours 45 minutes. The same start and end time gives 0 minutes. For spans longer than a day, use the days between dates calculator.',
    'Decimal hours are the minutes ÷ 60, as timesheets and payroll use them: 7 hours 45 minutes is 7.75 hours. Clock changes for daylight saving time are not taken into account; on those nights a span across the change is an hour longer or shorter.',
  ],
  faq: [
    {
      question: 'How do I work out the hours of a night shift?',
      answer:
        'Enter the start and end times as they are, for example 22:00 and 06:00. The end is before the start, so the calculator counts it as the next morning: 8 hours.',
    },
    {
      question: 'How do I turn minutes into decimal hours?',
      answer:
        'Divide the minutes by 60: 15 minutes is 0.25 hours, 30 is 0.5 and 45 is 0.75. So 8 hours 35 minutes is 8 + 35 ÷ 60 ≈ 8.5833 hours.',
    },
    {
      question: 'How do I enter pm times?',
      answer:
        'Add 12 to the hour from 1 pm on: 1:30 pm is 13:30, 5:45 pm is 17:45. Noon is 12:00 and midnight is 0:00.',
    },
    {
      question: 'Does it take off a lunch break?',
      answer:
        'No. Subtract the break from the result yourself: 8 hours 30 minutes with a 30-minute break is 8 hours of work.',
    },
  ],
  references: [
    {
      source:
        'LibreOffice Help, "Calculating Time Differences" (help.libreoffice.org/latest/en-US/text/scalc/guide/calc_timevalues.html): the time between 23:30 and 01:10 in the same night is 01:40, or 1 hour and 40 minutes',
      inputs: { startHour: '23', startMinute: '30', endHour: '1', endMinute: '10' },
      expected: { hours: 1, minutes: 40, totalMinutes: 100, nextDay: 1 },
      tolerance: 0,
    },
    {
      source:
        "PostgreSQL documentation, section 9.9 Date/Time Functions and Operators (postgresql.org/docs/current/functions-datetime.html), Table 9.31 Date/Time Operators: time '05:00' - time '03:00' → 02:00:00",
      inputs: { startHour: '3', startMinute: '0', endHour: '5', endMinute: '0' },
      expected: { hours: 2, minutes: 0, totalMinutes: 120, nextDay: 0 },
      tolerance: 0,
    },
    {
      source:
        'Go standard library documentation, package time, example "Time.Sub" (pkg.go.dev/time#example-Time.Sub; ' +
        'source src/time/example_test.go, ExampleTime_Sub): start 2000-01-01 00:00, end 2000-01-01 12:00 → ' +
        '"difference = 12h0m0s"',
      inputs: { startHour: '0', startMinute: '0', endHour: '12', endMinute: '0' },
      expected: { hours: 12, minutes: 0, totalMinutes: 720, decimalHours: 12, nextDay: 0 },
      tolerance: 0,
    },
    {
      source:
        'AJ Design Software, "Time Duration Between Two Clock Times" (ajdesigner.com/time-duration): 09:15 to 17:45 is 510 minutes, 8 hours 30 minutes, 8.5 hours',
      inputs: { startHour: '9', startMinute: '15', endHour: '17', endMinute: '45' },
      expected: { hours: 8, minutes: 30, totalMinutes: 510, decimalHours: 8.5, nextDay: 0 },
      tolerance: 0,
    },
    {
      source:
        'MyCalculators, Time Duration Calculator FAQ (mycalculators.app/time-duration-calculator): a shift from 10:30 PM to 6:15 AM is 7 hours 45 minutes, 7.75 hours',
      inputs: { startHour: '22', startMinute: '30', endHour: '6', endMinute: '15' },
      expected: { hours: 7, minutes: 45, decimalHours: 7.75 },
      tolerance: 0,
    },
    {
      source:
        'ConvertWithMi, Time Duration Calculator (convertwithmi.com/tools/time-duration-calculator): 8:45 AM to 5:20 PM is 8 hours 35 minutes = 8.583 decimal hours',
      inputs: { startHour: '8', startMinute: '45', endHour: '17', endMinute: '20' },
      expected: { hours: 8, minutes: 35, decimalHours: 8.583 },
      tolerance: 0.0005,
    },
  ],
});
