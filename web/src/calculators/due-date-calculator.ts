import { daysBetween, formatLongDate, formatShortDate } from '../domain/age.ts';
import { parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { addDays, count } from './shared/dates.ts';
import { dateCode, dateOfCode } from './shared/pregnancyDates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 37,
  name: 'Due Date Calculator',
  description:
    'Estimate a baby’s due date from the first day of the last period with Naegele’s rule, and how far along you are.',
  category: 'health',
  group: 'Pregnancy and cycle',
  icon: 'baby',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'ovulation-calculator',
    'days-between-dates-calculator',
    'add-days-to-date-calculator',
    'pregnancy-weight-gain-calculator',
  ],
  keywords: 'due date pregnancy baby conception edd naegele',
} satisfies CalculatorRecord;

// The due date by Naegele's rule in its 280-day form: the first day of the last menstrual
// period (LMP) + 280 days (40 weeks). A cycle longer or shorter than 28 days moves ovulation, and
// so the due date, by the difference (cycle − 28 days), as in Parikh's adjustment of the rule.
// The estimated conception is 2 weeks 0 days of pregnancy, LMP + 14 days moved by the same
// difference, as pregnancy weeks count it; the ovulation calculator's cycle day 14 (the period's
// first day being day 1) is the day before, and the page says so. How far along a
// pregnancy is on a chosen day (today unless chosen) is counted from the LMP, moved by the same
// difference, so that the due date is always 40 weeks 0 days. Dates are calendar dates.

/** Days in pregnancy before the first day of the second and third trimesters (ACOG). */
const SECOND_TRIMESTER = 14 * 7;
const THIRD_TRIMESTER = 28 * 7;
const POST_TERM = 42 * 7;

const fields = {
  lmp: todayField('First day of your last period', {
    invalid: 'Please enter a valid date for the first day of your last period.',
    future: 'The first day of your last period cannot be in the future.',
  }),
  cycle: {
    kind: 'integer',
    label: 'Usual cycle length',
    unit: 'days',
    default: '28',
    min: 20,
    max: 45,
    stepper: { fewer: 'Shorter cycle', more: 'Longer cycle' },
    help: 'From the first day of one period to the first day of the next; 28 if unsure.',
    noun: 'cycle length',
    messages: {
      required: 'Enter your cycle length, or 28 if unsure',
      invalid: 'Enter the cycle length in whole days',
    },
  },
  on: todayField('How far along on', { invalid: 'Please enter a valid date.' }),
} as const;

type DueValues = Values<typeof fields>;

export interface Pregnancy {
  lmp: CalendarDate;
  on: CalendarDate;
  /** cycle − 28: the days the due date is moved by. */
  shift: number;
  due: CalendarDate;
  conception: CalendarDate;
  /** Days pregnant on `on`, counted so that the due date is day 280 (negative before day 0). */
  gestation: number;
}

/** Everything shown, from an LMP, a cycle length and the day to count to. */
export function pregnancyOf(lmp: CalendarDate, cycle: number, on: CalendarDate): Pregnancy {
  const shift = cycle - 28;
  return {
    lmp,
    on,
    shift,
    due: addDays(lmp, 280 + shift),
    conception: addDays(lmp, 14 + shift),
    gestation: daysBetween(lmp, on) - shift,
  };
}

function pregnancy(v: DueValues): Pregnancy {
  return pregnancyOf(parseIsoDate(v.lmp)!, v.cycle, parseIsoDate(v.on)!);
}

/** 1, 2 or 3 (0 before the count starts). */
function trimesterOf(gestation: number): number {
  if (gestation < 0) return 0;
  return gestation < SECOND_TRIMESTER ? 1 : gestation < THIRD_TRIMESTER ? 2 : 3;
}

/** '10 weeks 0 days'. */
function weeksAndDays(days: number): string {
  return `${count(Math.floor(days / 7), 'week')} ${count(days % 7, 'day')}`;
}

/** 'May 17 – June 21, 2027': the days from 37 weeks 0 days to 42 weeks 0 days. */
function dueWindow(p: Pregnancy): string {
  const from = addDays(p.due, -21);
  const to = addDays(p.due, 14);
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}

const TRIMESTER_NAMES = [
  '',
  'First trimester (up to 13 weeks 6 days)',
  'Second trimester (14 weeks to 27 weeks 6 days)',
  'Third trimester (28 weeks on)',
];

export default defineCalculator({
  slug: 'due-date-calculator',
  fields,
  validate: (v) =>
    // ISO dates of four-digit years compare as text.
    v.on < v.lmp ? { on: 'This date cannot be before the first day of your last period.' } : {},
  outputs: {
    dueDate: { label: 'Due date (YYYYMMDD)', format: 'digits' },
    gestationWeeks: { label: 'Weeks pregnant', format: 'integer' },
    gestationDays: { label: 'And days', format: 'integer' },
    trimester: { label: 'Trimester', format: 'integer' },
    daysToGo: { label: 'Days to the due date', format: 'integer' },
    conception: { label: 'Conception (YYYYMMDD)', format: 'digits' },
  },
  compute(v) {
    const p = pregnancy(v);
    const counted = Math.max(p.gestation, 0);
    return {
      dueDate: dateCode(p.due),
      gestationWeeks: Math.floor(counted / 7),
      gestationDays: counted % 7,
      trimester: trimesterOf(p.gestation),
      daysToGo: daysBetween(p.on, p.due),
      conception: dateCode(p.conception),
    };
  },
  headline: {
    label: 'Estimated due date',
    text: (_v, r) => formatLongDate(dateOfCode(r.dueDate)),
    caption(v, _r, today) {
      const p = pregnancy(v);
      const when = v.on === today ? 'today' : `on ${formatShortDate(p.on)}`;
      if (p.gestation < 0) {
        return `Not yet counted ${when}: for a ${v.cycle}-day cycle the count starts on ${formatShortDate(addDays(p.lmp, p.shift))}`;
      }
      if (p.gestation >= POST_TERM) {
        return `Past 42 weeks ${when}: ${weeksAndDays(p.gestation)} since the count began`;
      }
      return `${weeksAndDays(p.gestation)} pregnant ${when}`;
    },
  },
  facts(v, r) {
    const p = pregnancy(v);
    const toGo =
      r.daysToGo > 0
        ? `${count(r.daysToGo, 'day')} (${weeksAndDays(r.daysToGo)})`
        : r.daysToGo === 0
          ? 'The due date is that day'
          : `${count(-r.daysToGo, 'day')} past the due date`;
    const trimester =
      p.gestation < 0
        ? 'Not started'
        : p.gestation >= POST_TERM
          ? 'Past 42 weeks'
          : TRIMESTER_NAMES[r.trimester]!;
    return [
      { label: 'Trimester', text: trimester },
      { label: 'Days to go', text: toGo },
      { label: 'Conception (estimate)', text: formatLongDate(p.conception) },
      { label: 'Due date window (37 to 42 weeks)', text: dueWindow(p) },
    ];
  },
  notes: [
    'Only about 1 baby in 20 is born on its due date; most arrive between 37 and 42 weeks. An ' +
      'early ultrasound scan dates a pregnancy more accurately, and your midwife or doctor may ' +
      'change the date after it. ' +
      ESTIMATE_NOTE,
  ],
  steps(v) {
    const p = pregnancy(v);
    const shift =
      p.shift === 0
        ? ''
        : ` ${p.shift > 0 ? '+' : '−'} ${count(Math.abs(p.shift), 'day')} (a ${v.cycle}-day cycle is ` +
          `${count(Math.abs(p.shift), 'day')} ${p.shift > 0 ? 'longer' : 'shorter'} than 28)`;
    const elapsed = daysBetween(p.lmp, p.on);
    return [
      `First day of the last period: ${formatLongDate(p.lmp)}.`,
      `Due date = ${formatShortDate(p.lmp)} + 280 days${shift} = ${formatLongDate(p.due)}.`,
      `Conception (estimate) = ${formatShortDate(p.lmp)} + 14 days${shift} = ` +
        `${formatLongDate(p.conception)}, when pregnancy is counted as 2 weeks 0 days ` +
        `(ovulation is around then: the ovulation calculator counts cycle day ${v.cycle - 14}, the day before).`,
      `From ${formatShortDate(p.lmp)} to ${formatShortDate(p.on)}: ${count(elapsed, 'day')}` +
        (p.shift === 0
          ? ''
          : ` ${p.shift > 0 ? '−' : '+'} ${formatPlain(Math.abs(p.shift))} = ${count(p.gestation, 'day')}`) +
        (p.gestation >= 0 ? ` = ${weeksAndDays(p.gestation)}.` : ', before the count starts.'),
      'Trimesters: the first runs to 13 weeks 6 days, the second from 14 weeks to 27 weeks 6 ' +
        'days, the third from 28 weeks.',
    ];
  },
  about: [
    'The due date is 280 days (40 weeks) after the first day of your last menstrual period: ' +
      'Naegele’s rule in the form obstetricians and ACOG use. Pregnancy is counted from that ' +
      'day, about two weeks before conception, so at conception you are already "2 weeks" ' +
      'pregnant.',
    'Naegele’s rule is often written as "add one year, take away three months and add seven ' +
      'days". That calendar form gives the same date as 280 days when the last period starts ' +
      'in January, February, June or August to November with no 29 February on the way; ' +
      'otherwise it lands one to three days later. This calculator counts the 280 days.',
    'The rule assumes a 28-day cycle with ovulation on day 14. For another cycle length the ' +
      'due date and the conception estimate are moved by the difference, cycle − 28 days, as ' +
      'in Parikh’s adjustment of Naegele’s rule: a 32-day cycle moves them 4 days later. How ' +
      'far along you are is counted so that the due date is exactly 40 weeks 0 days.',
    'Trimesters follow ACOG: the first up to 13 weeks 6 days, the second from 14 weeks 0 days ' +
      'to 27 weeks 6 days, the third from 28 weeks. Dates are calendar dates, leap days ' +
      'included. Leave the dates blank to use today: a shared link then shows the day it is ' +
      'opened.',
  ],
  faq: [
    {
      question: 'How is the due date calculated?',
      answer:
        'Add 280 days (40 weeks) to the first day of your last period. A last period starting ' +
        'on 1 January 2014 gives a due date of 8 October 2014.',
    },
    {
      question: 'Why count from my last period rather than conception?',
      answer:
        'The first day of a period is a date most people know, while the day of conception is ' +
        'rarely known. Counting from it makes pregnancy about 40 weeks long rather than 38.',
    },
    {
      question: 'My cycle is longer than 28 days. Does that change the date?',
      answer:
        'Usually ovulation comes later in a longer cycle, so the due date moves later by the ' +
        'same number of days: enter your usual cycle length and the calculator adjusts it.',
    },
    {
      question: 'How accurate is the due date?',
      answer:
        'It is an estimate: only about 5% of babies are born on the day. A first-trimester ' +
        'ultrasound scan dates a pregnancy more accurately, and your care team may change the ' +
        'date after it.',
    },
  ],
  references: [
    {
      source:
        'MSD Manual, Consumer Version, "Detecting and Dating a Pregnancy" (Women’s Health Issues, ' +
        'Normal Pregnancy): "if the last menstrual period was January 1, the doctor counts back 3 ' +
        'months to October 1, then adds 1 year and 7 days. The calculated due date is October 8" ' +
        '(msdmanuals.com/home/women-s-health-issues/normal-pregnancy/detecting-and-dating-a-pregnancy). ' +
        'The page gives no year; 2021 (not a leap year) is used here',
      inputs: { lmp: '2021-01-01', cycle: '28' },
      expected: { dueDate: 20211008 },
      tolerance: 0,
    },
    {
      source:
        'MSD Manual, Consumer Version, "Detecting and Dating a Pregnancy" (as above): the ovaries ' +
        'release an egg "about 2 weeks after a woman’s menstrual period starts", so "a woman who ' +
        'is 4 weeks pregnant is carrying a 2-week-old embryo". Here 4 weeks after a last period ' +
        'on 1 January 2021 (29 January 2021): 4 weeks 0 days pregnant, conception 2 weeks ' +
        'earlier, on 15 January 2021',
      inputs: { lmp: '2021-01-01', cycle: '28', on: '2021-01-29' },
      expected: { gestationWeeks: 4, gestationDays: 0, conception: 20210115 },
      tolerance: 0,
    },
    {
      source:
        'Kaiser Permanente Health Encyclopedia, "Due date" (Healthwise, clinically reviewed): ' +
        '"if a pregnant woman’s last period started on March 20 … 40 weeks counted from March 20 ' +
        'is December 25" (m.kp.org/health-wellness/health-encyclopedia/he.std120930; its other ' +
        'example, December 27, is the "+7 days − 3 months" calendar form this calculator does ' +
        'not use). The page gives no year; 2025 is used here',
      inputs: { lmp: '2025-03-20', cycle: '28' },
      expected: { dueDate: 20251225 },
      tolerance: 0,
    },
    {
      source:
        'CalculationTime, "Pregnancy Due Date Calculator", default example: LMP 2026-06-01, ' +
        '28-day cycle, as of 2026-06-20: due 2027-03-08, 2 weeks 5 days, first trimester ' +
        '(calculationtime.com/calculators/pregnancy-due-date-calculator)',
      inputs: { lmp: '2026-06-01', cycle: '28', on: '2026-06-20' },
      expected: { dueDate: 20270308, gestationWeeks: 2, gestationDays: 5, trimester: 1 },
      tolerance: 0,
    },
    {
      source:
        'CalculatorLib, "Pregnancy Week Calculator", worked example: LMP January 1, 2024, on ' +
        'March 11, 2024 (70 days, over 29 February), 28-day cycle: 10 weeks 0 days, first ' +
        'trimester (calculatorlib.com/pregnancy-week-by-week-calculator)',
      inputs: { lmp: '2024-01-01', cycle: '28', on: '2024-03-11' },
      expected: { gestationWeeks: 10, gestationDays: 0, trimester: 1 },
      tolerance: 0,
    },
  ],
});
