import { formatNumber } from '../domain/format.ts';
import { defineCalculator, type TextField, type Values } from '../engine/definition.ts';
import { count } from './shared/dates.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 97,
  name: 'Hours Calculator',
  description:
    'Work out the hours worked between a start and an end time, less an unpaid break, in hours and minutes and in decimal hours.',
  category: 'date',
  icon: 'timer',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'time-duration-calculator',
    'time-zone-converter',
    'days-between-dates-calculator',
    'business-days-calculator',
    'overtime-calculator',
    'sleep-calculator',
    'time-card-calculator',
    'time-calculator',
  ],
  keywords:
    'hours worked work hours shift timesheet time card clock in clock out lunch break decimal hours payroll overtime night shift',
} satisfies CalculatorRecord;

// Hours worked: the time from a start to an end clock time on a 24-hour clock, less an unpaid
// break in minutes, in hours and minutes, in decimal hours (minutes ÷ 60, shown to 2 decimals as
// payroll does) and in minutes. An end time before the start time is on the next day (a night
// shift); the same time twice is 0 minutes. Times are typed as HH:MM (an am or pm after the time
// is read too); there is no time-of-day field kind in the engine, so each is a text field read
// here. No dates, and no change of clocks for daylight saving time.

const MINUTES_A_DAY = 24 * 60;

/**
 * A clock time typed as 'HH:MM' or 'H:MM' on the 24-hour clock ('09:00', '17:30', '0:15'), or
 * with am or pm on the 12-hour clock ('5:30 pm', '12:00 am'): its minutes after midnight, or the
 * message to show. A lone hour ('9', '9 pm') is read as on the hour.
 */
export function readClockTime(text: string): number | { error: string } {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/([ap])\.?m\.?$/, '$1m');
  if (t === '') return { error: 'Enter a time as HH:MM, such as 09:00' };
  const match = /^(\d{1,2})(?:[:.h](\d{2}))? ?(am|pm)?$/.exec(t);
  if (!match) return { error: 'Enter a time as HH:MM on the 24-hour clock, such as 17:30' };
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const suffix = match[3];
  if (minute > 59) return { error: 'The minutes after the colon can be at most 59' };
  if (suffix) {
    if (hour < 1 || hour > 12) return { error: 'With am or pm, the hour is 1 to 12' };
    return ((hour % 12) + (suffix === 'pm' ? 12 : 0)) * 60 + minute;
  }
  if (hour > 23) return { error: 'The hour can be at most 23 (24-hour clock: midnight is 00:00)' };
  return hour * 60 + minute;
}

function checkClockTime(text: string): string | null {
  const read = readClockTime(text);
  return typeof read === 'number' ? null : read.error;
}

function timeField(label: string, defaultText: string, help?: string): TextField {
  return {
    kind: 'text',
    label,
    default: defaultText,
    maxLength: 12,
    placeholder: 'HH:MM',
    required: `Enter the ${label.toLowerCase()} as HH:MM, such as ${defaultText}`,
    check: checkClockTime,
    ...(help ? { help } : {}),
  };
}

const fields = {
  start: timeField('Start time', '09:00', '24-hour clock (HH:MM): 1:30 pm is 13:30.'),
  end: timeField(
    'End time',
    '17:30',
    'An end time before the start time is on the next day (a night shift).',
  ),
  break: {
    kind: 'integer',
    label: 'Unpaid break',
    default: '30',
    min: 0,
    max: 1439,
    unit: 'min',
    blankValue: 0,
    noun: 'break',
    help: 'Minutes of unpaid breaks in all (lunch); 0 or blank for none.',
    messages: {
      min: 'The break cannot be negative',
      max: 'The break can be at most 1,439 minutes (23 hours 59 minutes)',
      invalid: 'Enter the break in whole minutes',
    },
  },
} as const;

type HoursValues = Values<typeof fields>;

/** '09:05'. */
function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '9:05 am', '12:00 pm' (noon), '12:30 am' (after midnight). */
function twelveHour(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '8 hours 30 minutes'. */
function hoursAndMinutes(minutes: number): string {
  return `${count(Math.floor(minutes / 60), 'hour')} ${count(minutes % 60, 'minute')}`;
}

/** '8:30' (hours and minutes, as a timesheet writes a duration). */
function hMm(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start, the end, whether the end is the next day, the span and the time worked. */
export function shiftOf(v: Pick<HoursValues, 'start' | 'end' | 'break'>) {
  const start = readClockTime(v.start) as number;
  const end = readClockTime(v.end) as number;
  const nextDay = end < start;
  const span = end - start + (nextDay ? MINUTES_A_DAY : 0);
  return { start, end, nextDay, span, worked: span - v.break };
}

export default defineCalculator({
  slug: 'hours-calculator',
  fields,
  validate(v) {
    const { span } = shiftOf(v);
    return v.break > span
      ? {
          break: `The break is longer than the time from start to end (${hoursAndMinutes(span)})`,
        }
      : {};
  },
  outputs: {
    hours: { label: 'Hours', format: 'integer' },
    minutes: { label: 'Minutes', format: 'integer' },
    decimalHours: { label: 'Decimal hours', format: 'number', decimals: 2 },
    totalMinutes: { label: 'Minutes worked', format: 'integer' },
    spanMinutes: { label: 'Minutes from start to end', format: 'integer' },
    nextDay: { label: 'Ends the next day', format: 'yesno' },
  },
  compute(v) {
    const { span, worked, nextDay } = shiftOf(v);
    return {
      hours: Math.floor(worked / 60),
      minutes: worked % 60,
      decimalHours: worked / 60,
      totalMinutes: worked,
      spanMinutes: span,
      nextDay: nextDay ? 1 : 0,
    };
  },
  headline: {
    label: 'Hours worked',
    text: (_v, r) => hoursAndMinutes(r.totalMinutes),
    caption(v, r) {
      const { start, end } = shiftOf(v);
      const when =
        r.nextDay === 1
          ? `From ${clockText(start)} to ${clockText(end)} the next day`
          : `From ${clockText(start)} to ${clockText(end)}`;
      return v.break > 0
        ? `${when}, less an unpaid break of ${count(v.break, 'minute')}.`
        : `${when}, with no break taken off.`;
    },
  },
  facts(v, r) {
    const { start, end } = shiftOf(v);
    return [
      { label: 'In decimal hours', text: `${formatNumber(r.decimalHours, 2)} hours` },
      { label: 'In hours and minutes (h:mm)', text: hMm(r.totalMinutes) },
      { label: 'In minutes', text: count(r.totalMinutes, 'minute') },
      {
        label: 'Start to end, before the break',
        text: `${hoursAndMinutes(r.spanMinutes)} (${formatNumber(r.spanMinutes / 60, 2)} hours)`,
      },
      {
        label: 'On a 12-hour clock',
        text: `${twelveHour(start)} to ${twelveHour(end)}${r.nextDay === 1 ? ' (next day)' : ''}`,
      },
    ];
  },
  steps(v, r) {
    const { start, end, nextDay } = shiftOf(v);
    const startHour = Math.floor(start / 60);
    const endHour = Math.floor(end / 60);
    const hoursShown = formatNumber(r.decimalHours, 2);
    const hoursSign = equalsOrAbout(exact(r.totalMinutes).div(60), hoursShown);
    return [
      `Start: ${clockText(start)} is ${startHour} × 60 + ${start % 60} = ${count(start, 'minute')} after midnight.`,
      `End: ${clockText(end)} is ${endHour} × 60 + ${end % 60} = ${count(end, 'minute')} after midnight.`,
      nextDay
        ? `The end is before the start, so it is the next day: ${formatNumber(end, 0)} + 1,440 − ${formatNumber(start, 0)} = ${count(r.spanMinutes, 'minute')}.`
        : `From start to end: ${formatNumber(end, 0)} − ${formatNumber(start, 0)} = ${count(r.spanMinutes, 'minute')}.`,
      `Less the unpaid break: ${formatNumber(r.spanMinutes, 0)} − ${formatNumber(v.break, 0)} = ${count(r.totalMinutes, 'minute')} worked.`,
      `${formatNumber(r.totalMinutes, 0)} ÷ 60 = ${count(r.hours, 'hour')}, with ${count(r.minutes, 'minute')} left over.`,
      `In decimal hours: ${formatNumber(r.totalMinutes, 0)} ÷ 60 ${hoursSign} ${hoursShown} hours${hoursSign === '≈' ? ' (rounded to 2 decimals)' : ''}.`,
    ];
  },
  about: [
    'Hours worked = (end time − start time) − unpaid breaks. Each time is turned into minutes after midnight (hours × 60 + minutes), the start is subtracted from the end, and the break in minutes is subtracted from that. Times are on the 24-hour clock (HH:MM): 9 am is 09:00, 1:30 pm is 13:30 and midnight is 00:00; a time typed with am or pm is read on the 12-hour clock.',
    'When the end time is earlier than the start time, the shift is taken to end on the next day, so 24 hours (1,440 minutes) are added: 22:00 to 06:00 is 8 hours. The same start and end time gives 0 minutes, not 24 hours. Only breaks that are not paid are taken off; paid rest breaks count as time worked. A break longer than the time from start to end is refused.',
    'Decimal hours are the minutes worked ÷ 60, as timesheets and payroll use them (7 hours 45 minutes is 7.75 hours), shown to 2 decimals; they are not rounded to the quarter hour, which some employers do under their own rules. Clock changes for daylight saving time are not taken into account: a night shift across the change is an hour longer or shorter.',
    'The method is the one payroll and time-clock guides publish: elapsed time from clock-in to clock-out, less unpaid meal breaks, converted to decimal hours by dividing the minutes by 60.',
  ],
  faq: [
    {
      question: 'How do I work out the hours of a night shift?',
      answer:
        'Enter the times as they are, for example 22:00 and 06:00. The end is before the start, so it is counted as the next morning: 8 hours, or 7 hours 30 minutes with a 30-minute break.',
    },
    {
      question: 'How do I turn hours and minutes into decimal hours?',
      answer:
        'Divide the minutes by 60 and add them to the hours: 15 minutes is 0.25; 30 is 0.50; 45 is 0.75; and 20 is 0.33. So 8 hours 45 minutes is 8.75 hours.',
    },
    {
      question: 'Should I take off my lunch break?',
      answer:
        'Take off breaks that are not paid, usually the meal break; leave short paid breaks in. From 08:00 to 16:30 with a 30-minute unpaid lunch is 8 hours of work.',
    },
    {
      question: 'How do I enter pm times?',
      answer:
        'Add 12 to the hour from 1 pm on: 5:30 pm is 17:30. You can also type the time with pm, as 5:30 pm, and it is read the same. Noon is 12:00 and midnight is 00:00.',
    },
  ],
  references: [
    {
      source:
        'The Open University, OpenLearn, Everyday maths 1 (Wales), §6.1 "Calculate time difference", worked example (www.open.edu/openlearn/mod/oucontent/view.php?id=84738&section=6.1): "So the time between 08:45 to 10:30 is: 15 minutes + 30 minutes + 1 hour = 1 hour 45 minutes"',
      inputs: { start: '08:45', end: '10:30', break: '0' },
      expected: { hours: 1, minutes: 45, totalMinutes: 105 },
      tolerance: 0,
    },
    {
      source:
        'The Open University, OpenLearn, Everyday maths 1 (Wales), §6.1, Activity 21 (as above): 7:55 a.m. to 1:10 p.m. is 5 hours 15 minutes (times typed with am and pm)',
      inputs: { start: '7:55 am', end: '1:10 pm', break: '0' },
      expected: { hours: 5, minutes: 15, decimalHours: 5.25 },
      tolerance: 0,
    },
    {
      source:
        'The Open University, OpenLearn, Everyday maths 1 (Wales), §6.1, Activity 21 (as above): 3:15 am to midnight is 20 hours 45 minutes (midnight typed as 00:00, so the end is read as the next day)',
      inputs: { start: '03:15', end: '00:00', break: '0' },
      expected: { hours: 20, minutes: 45, nextDay: 1 },
      tolerance: 0,
    },
    {
      source:
        'The University of Texas at Austin, time sheet instructions (utexas.atlassian.net/wiki, "Official Time Reports"): "If you work 8 hours and 15 minutes that would be recorded as 8.25 hours worked" (here 09:00 to 17:15 with no break)',
      inputs: { start: '09:00', end: '17:15', break: '0' },
      expected: { totalMinutes: 495, decimalHours: 8.25 },
      tolerance: 0,
    },
    {
      source:
        'The University of Texas at Austin, time sheet instructions (as above): "If you work 7 hours and 45 minutes, that would be recorded as 7.75 hours worked" (here 09:00 to 17:15 less a 30-minute unpaid lunch)',
      inputs: { start: '09:00', end: '17:15', break: '30' },
      expected: { hours: 7, minutes: 45, decimalHours: 7.75 },
      tolerance: 0,
    },
    {
      source:
        'Calculate Hours from Timeclock, worked-examples table (calculator7.snowdaycalculatornow.com/calculate-hours-from-timeclock): 8:00 AM to 4:30 PM with a 30 min unpaid break is 8 hr 0 min, 8.00',
      inputs: { start: '08:00', end: '16:30', break: '30' },
      expected: { hours: 8, minutes: 0, decimalHours: 8 },
      tolerance: 0,
    },
  ],
});
