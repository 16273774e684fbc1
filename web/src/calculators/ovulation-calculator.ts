import { formatLongDate, formatShortDate } from '../domain/age.ts';
import { MONTH_NAMES, parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { addDays } from './shared/dates.ts';
import { dateCode, dateOfCode } from './shared/pregnancyDates.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { todayField } from '../engine/dateFields.ts';

export const record = {
  id: 38,
  name: 'Ovulation Calculator',
  description:
    'Predict your fertile window and ovulation day from your last period and cycle length.',
  category: 'health',
  group: 'Pregnancy and cycle',
  icon: 'calendar-heart',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'due-date-calculator',
    'days-between-dates-calculator',
    'add-days-to-date-calculator',
    'period-calculator',
  ],
  keywords: 'ovulation fertile window fertility period cycle',
} satisfies CalculatorRecord;

// Ovulation by the calendar method: the luteal phase, from ovulation to the next period, lasts
// about 14 days whatever the cycle length, so ovulation is the next period (last period + cycle
// length) − 14 days. The fertile window runs from 5 days before ovulation to 1 day after it
// (sperm live up to 5 days, an egg about a day). The same dates follow for the next 3 cycles.

/** Days from ovulation to the next period (the luteal phase). */
const LUTEAL_DAYS = 14;

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
    min: 21,
    max: 35,
    stepper: { fewer: 'Shorter cycle', more: 'Longer cycle' },
    help: 'From the first day of one period to the first day of the next: 21 to 35 days.',
    messages: {
      required: 'Enter your cycle length, or 28 if unsure',
      min: 'The cycle length must be at least 21 days',
      max: 'The cycle length can be at most 35 days; longer cycles are hard to predict',
      invalid: 'Enter the cycle length in whole days',
    },
  },
} as const;

type OvulationValues = Values<typeof fields>;

export interface Cycle {
  /** First day of the period that starts the cycle. */
  start: CalendarDate;
  ovulation: CalendarDate;
  fertileStart: CalendarDate;
  fertileEnd: CalendarDate;
  /** First day of the next period. */
  nextPeriod: CalendarDate;
}

/** The dates of the cycle starting on `start`, `cycle` days long. */
export function cycleFrom(start: CalendarDate, cycle: number): Cycle {
  const ovulation = addDays(start, cycle - LUTEAL_DAYS);
  return {
    start,
    ovulation,
    fertileStart: addDays(ovulation, -5),
    fertileEnd: addDays(ovulation, 1),
    nextPeriod: addDays(start, cycle),
  };
}

/** This cycle and the next three. */
function cycles(v: OvulationValues): Cycle[] {
  const first = cycleFrom(parseIsoDate(v.lmp)!, v.cycle);
  const all = [first];
  while (all.length < 4) all.push(cycleFrom(all.at(-1)!.nextPeriod, v.cycle));
  return all;
}

/** 'January 10 – 16, 2026', 'January 29 – February 4, 2026', 'December 28, 2025 – January 3, 2026'. */
export function dateRange(from: CalendarDate, to: CalendarDate): string {
  if (from.year !== to.year) return `${formatShortDate(from)} – ${formatShortDate(to)}`;
  const start = `${MONTH_NAMES[from.month - 1]} ${from.day}`;
  const end = from.month === to.month ? `${to.day}` : `${MONTH_NAMES[to.month - 1]} ${to.day}`;
  return `${start} – ${end}, ${to.year}`;
}

export default defineCalculator({
  slug: 'ovulation-calculator',
  fields,
  outputs: {
    ovulation: { label: 'Ovulation (YYYYMMDD)', format: 'integer' },
    fertileStart: { label: 'Fertile window from (YYYYMMDD)', format: 'integer' },
    fertileEnd: { label: 'Fertile window to (YYYYMMDD)', format: 'integer' },
    nextPeriod: { label: 'Next period (YYYYMMDD)', format: 'integer' },
    cycleDay: { label: 'Cycle day of ovulation', format: 'integer' },
  },
  compute(v) {
    const [first] = cycles(v);
    return {
      ovulation: dateCode(first!.ovulation),
      fertileStart: dateCode(first!.fertileStart),
      fertileEnd: dateCode(first!.fertileEnd),
      nextPeriod: dateCode(first!.nextPeriod),
      cycleDay: v.cycle - LUTEAL_DAYS + 1,
    };
  },
  headline: {
    label: 'Estimated ovulation',
    text: (_v, r) => formatLongDate(dateOfCode(r.ovulation)),
    caption: (_v, r) =>
      `Day ${r.cycleDay} of your cycle. Most fertile: ` +
      dateRange(dateOfCode(r.fertileStart), dateOfCode(r.fertileEnd)),
  },
  facts(v) {
    const [first, ...later] = cycles(v);
    return [
      {
        label: 'Fertile window',
        text: dateRange(first!.fertileStart, first!.fertileEnd),
      },
      { label: 'Next period due', text: formatLongDate(first!.nextPeriod) },
      ...later.map((c, index) => ({
        label: `Cycle ${index + 2}, from ${formatShortDate(c.start)}`,
        text:
          `Ovulation ${formatShortDate(c.ovulation)}; fertile ` +
          `${dateRange(c.fertileStart, c.fertileEnd)}; next period ${formatShortDate(c.nextPeriod)}`,
      })),
    ];
  },
  notes: [
    'Cycles vary, and ovulation can come several days earlier or later than the calendar ' +
      'says. Ovulation tests, basal body temperature and cervical mucus show it more reliably. ' +
      'Do not use these dates as contraception. ' +
      ESTIMATE_NOTE,
  ],
  steps(v) {
    const [first, second] = cycles(v);
    const c = first!;
    return [
      `First day of the last period: ${formatLongDate(c.start)}; cycle length ${formatPlain(v.cycle)} days.`,
      `Next period = ${formatShortDate(c.start)} + ${formatPlain(v.cycle)} days = ` +
        `${formatLongDate(c.nextPeriod)}.`,
      `Ovulation = next period − 14 days = ${formatShortDate(c.start)} + ` +
        `${formatPlain(v.cycle - LUTEAL_DAYS)} days = ${formatLongDate(c.ovulation)}, day ` +
        `${formatPlain(v.cycle - LUTEAL_DAYS + 1)} of the cycle.`,
      `Fertile window = 5 days before ovulation to 1 day after: ` +
        `${formatShortDate(c.fertileStart)} to ${formatShortDate(c.fertileEnd)}.`,
      `Later cycles repeat every ${formatPlain(v.cycle)} days: the next ovulation is ` +
        `${formatShortDate(second!.ovulation)}.`,
    ];
  },
  about: [
    'After ovulation the body takes about 14 days (the luteal phase) to start the next period, ' +
      'whatever the cycle length, while the days before ovulation vary. So ovulation is ' +
      'estimated as the next period minus 14 days: the first day of your last period plus ' +
      'your cycle length minus 14. In a 28-day cycle that is 14 days after the period starts, ' +
      'day 15 counting the first day of the period as day 1.',
    'The fertile window is the 5 days before ovulation, ovulation day and the day after it: ' +
      'sperm can live up to 5 days and an egg about a day (Wilcox, Weinberg and Baird, New ' +
      'England Journal of Medicine 1995; 333: 1517–1521, found conception only from intercourse ' +
      'in the 6 days ending on ovulation day). The next three cycles repeat the same pattern, ' +
      'assuming the same cycle length.',
    'The calculator accepts cycles of 21 to 35 days, the usual range; for irregular cycles a ' +
      'calendar estimate is unreliable. Dates are calendar dates, leap days included.',
  ],
  faq: [
    {
      question: 'When am I most fertile?',
      answer:
        'In the two or three days before ovulation and on ovulation day itself. The window ' +
        'shown starts five days before, because sperm can survive that long.',
    },
    {
      question: 'Does ovulation always happen on day 14?',
      answer:
        'Only in a 28-day cycle, and even then not always. In a 32-day cycle it is around day ' +
        '19, in a 24-day cycle around day 11: the count runs back 14 days from the next period.',
    },
    {
      question: 'Can I use this to avoid pregnancy?',
      answer:
        'No. Calendar estimates miss the real ovulation day often enough that they are not a ' +
        'reliable contraceptive. Talk to a doctor or a family planning service.',
    },
    {
      question: 'What if my cycles are irregular?',
      answer:
        'Use an average of your last few cycles, and treat the dates as rough. Ovulation tests ' +
        'that detect the LH surge are more reliable for irregular cycles.',
    },
  ],
  references: [
    {
      source:
        'CalcSrc, "Ovulation Calculator", example 1: last period 2026-01-01, 28-day cycle: ' +
        'ovulation 2026-01-15, fertile 2026-01-10 to 2026-01-16, next period 2026-01-29 ' +
        '(calcsrc.com/health/pregnancy/ovulation-calculator)',
      inputs: { lmp: '2026-01-01', cycle: '28' },
      expected: {
        ovulation: 20260115,
        fertileStart: 20260110,
        fertileEnd: 20260116,
        nextPeriod: 20260129,
      },
      tolerance: 0,
    },
    {
      source:
        'CalcSrc (as above), example 2: last period 2026-03-10, 32-day cycle: ovulation ' +
        '2026-03-28, fertile from 2026-03-23, next period 2026-04-11',
      inputs: { lmp: '2026-03-10', cycle: '32' },
      expected: { ovulation: 20260328, fertileStart: 20260323, nextPeriod: 20260411 },
      tolerance: 0,
    },
    {
      source:
        'Super-Calc, "Ovulation Calculator", example 2 (long cycle): first day 2024-02-01, ' +
        '35-day cycle, luteal phase 14: ovulation 2024-02-22, fertile window 2024-02-17 to ' +
        '2024-02-23 (super-calc.com/calculators/ovulation-calculator)',
      inputs: { lmp: '2024-02-01', cycle: '35' },
      expected: { ovulation: 20240222, fertileStart: 20240217, fertileEnd: 20240223 },
      tolerance: 0,
    },
    {
      source:
        'HaceCuentas, "Ovulation and Menstrual Cycle Calendar Calculator", example: LMP April 1, ' +
        '2026, 28-day cycle: ovulation April 15, 2026, next period April 29, 2026 ' +
        '(hacecuentas.com/en/ovulation-calculator)',
      inputs: { lmp: '2026-04-01', cycle: '28' },
      expected: { ovulation: 20260415, nextPeriod: 20260429 },
      tolerance: 0,
    },
  ],
});
