import { formatLongDate, formatShortDate } from '../domain/age.ts';
import { parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { todayField } from '../engine/dateFields.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  countedOnNote,
  cycleFrom,
  cyclesPassed,
  dateRange,
  LUTEAL_DAYS,
  ovulationDay,
  passedStep,
  type Cycle,
} from './ovulation-calculator.ts';
import { addDays, count } from './shared/dates.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { dateCode } from './shared/pregnancyDates.ts';

export const record = {
  id: 154,
  name: 'Period Calculator',
  description:
    'Predict your next six periods, with ovulation and the fertile window of each cycle, from your last period and cycle length.',
  category: 'health',
  group: 'Pregnancy and cycle',
  icon: 'calendar-heart',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['ovulation-calculator', 'due-date-calculator', 'days-between-dates-calculator'],
  keywords:
    'period menstrual cycle menstruation next period tracker menses lmp fertile window ovulation',
} satisfies CalculatorRecord;

// The calendar method: each period starts one cycle length after the one before; it lasts the
// period length typed (its last day is start + length − 1). Ovulation is on cycle day (cycle
// length − 14), day 1 being the first day of the period, as ACOG counts (the 14 days after it are
// the luteal phase), and the fertile window runs from 5 days before ovulation to 1 day after it:
// the same cycle maths as the ovulation calculator (cycleFrom, ovulationDay), for 6 cycles.

/** How many cycles are listed. */
export const CYCLES = 6;

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
    max: 45,
    stepper: { fewer: 'Shorter cycle', more: 'Longer cycle' },
    help: 'From the first day of one period to the first day of the next: 21 to 45 days.',
    messages: {
      required: 'Enter your cycle length, or 28 if unsure',
      min: 'The cycle length must be at least 21 days',
      max: 'The cycle length can be at most 45 days; see a doctor about longer cycles',
      invalid: 'Enter the cycle length in whole days',
    },
  },
  period: {
    kind: 'integer',
    label: 'Period length',
    unit: 'days',
    default: '5',
    min: 1,
    max: 10,
    stepper: { fewer: 'Shorter period', more: 'Longer period' },
    help: 'How many days your bleeding usually lasts: most often 2 to 7.',
    messages: {
      required: 'Enter how many days your period lasts, or 5 if unsure',
      min: 'The period length must be at least 1 day',
      max: 'The period length can be at most 10 days; see a doctor about longer periods',
      invalid: 'Enter the period length in whole days',
    },
  },
} as const;

type PeriodValues = Values<typeof fields>;

interface PeriodCycle extends Cycle {
  /** Last day of bleeding of the period that starts the cycle. */
  end: CalendarDate;
}

/**
 * The cycle that starts with the last period, and the next ones: CYCLES + 1 in all. With today
 * known and whole cycles passed since the last period typed, the first is the one they lead to
 * (cyclesPassed), so the next period listed is never past.
 */
export function periodCycles(v: PeriodValues, today?: string): PeriodCycle[] {
  const all: PeriodCycle[] = [];
  const lmp = parseIsoDate(v.lmp)!;
  let start = addDays(lmp, cyclesPassed(lmp, v.cycle, today) * v.cycle);
  while (all.length <= CYCLES) {
    all.push({ ...cycleFrom(start, v.cycle), end: addDays(start, v.period - 1) });
    start = all.at(-1)!.nextPeriod;
  }
  return all;
}

export default defineCalculator({
  slug: 'period-calculator',
  fields,
  outputs: {
    nextPeriod: { label: 'Period after the one typed starts (YYYYMMDD)', format: 'digits' },
    nextPeriodEnd: { label: 'Period after the one typed ends (YYYYMMDD)', format: 'digits' },
    ovulation: { label: 'Ovulation in the cycle typed (YYYYMMDD)', format: 'digits' },
    fertileStart: { label: 'Fertile window of the cycle typed from (YYYYMMDD)', format: 'digits' },
    fertileEnd: { label: 'Fertile window of the cycle typed to (YYYYMMDD)', format: 'digits' },
  },
  compute(v) {
    const [first, second] = periodCycles(v);
    return {
      nextPeriod: dateCode(first!.nextPeriod),
      nextPeriodEnd: dateCode(second!.end),
      ovulation: dateCode(first!.ovulation),
      fertileStart: dateCode(first!.fertileStart),
      fertileEnd: dateCode(first!.fertileEnd),
    };
  },
  headline: {
    label: 'Next period',
    text: (v, _r, today) => formatLongDate(periodCycles(v, today)[1]!.start),
    caption(v, _r, today) {
      const [first, next] = periodCycles(v, today);
      const note = countedOnNote(parseIsoDate(v.lmp)!, v.cycle, today);
      return (
        `Expected to last until ${formatShortDate(next!.end)}. Ovulation about ` +
        `${formatShortDate(first!.ovulation)}; fertile ` +
        dateRange(first!.fertileStart, first!.fertileEnd) +
        (note ? `. ${note}` : '')
      );
    },
  },
  summary: (v) =>
    `A ${formatPlain(v.cycle)}-day cycle with ${formatPlain(v.period)}-day periods, from ` +
    `${formatShortDate(parseIsoDate(v.lmp)!)}`,
  facts(v, _r, today) {
    const all = periodCycles(v, today);
    return all.slice(1).map((c, index) => ({
      label: `Period ${index + 1}`,
      text:
        `${dateRange(c.start, c.end)}; ovulation ${formatShortDate(c.ovulation)}; fertile ` +
        dateRange(c.fertileStart, c.fertileEnd),
    }));
  },
  notes: [
    'Cycles vary from month to month, so later dates are less certain than the next one. ' +
      'Do not use these dates as contraception. See a doctor if your periods are usually ' +
      'less than 21 or more than 45 days apart, last more than 7 days, or stop. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, _r, shown) {
    const [c, next] = periodCycles(v, shown?.today);
    const lmp = parseIsoDate(v.lmp)!;
    return [
      `First day of the last period: ${formatLongDate(lmp)}; cycle ${count(v.cycle, 'day')}; ` +
        `period ${count(v.period, 'day')}.`,
      ...passedStep(lmp, v.cycle, shown?.today),
      `Next period = ${formatShortDate(c!.start)} + ${count(v.cycle, 'day')} = ` +
        `${formatLongDate(next!.start)}` +
        (v.period > 1
          ? `, lasting to ${formatShortDate(next!.start)} + ${count(v.period - 1, 'day')} = ` +
            `${formatShortDate(next!.end)}.`
          : ', lasting that day.'),
      `Ovulation = cycle day (${formatPlain(v.cycle)} − ${formatPlain(LUTEAL_DAYS)}) = day ` +
        `${formatPlain(ovulationDay(v.cycle))} (the first day of the period is day 1) = ` +
        `${formatShortDate(c!.ovulation)}.`,
      `Fertile window = 5 days before ovulation to 1 day after: ` +
        `${formatShortDate(c!.fertileStart)} to ${formatShortDate(c!.fertileEnd)}.`,
      `Each later period starts ${formatPlain(v.cycle)} days after the one before, for ` +
        `${formatPlain(CYCLES)} periods.`,
    ];
  },
  about: [
    'The next period is the first day of your last period plus your usual cycle length, counted ' +
      'from the first day of one period to the first day of the next. Each later period follows ' +
      'one cycle length after the one before, and is shown lasting the period length you enter ' +
      '(its last day is its first day plus the length minus 1). When the next period after the ' +
      'date you enter was due before today, the dates are counted on from it by whole cycles, so the ' +
      'next period shown is today or later, and the page says how many cycles it counted.',
    'ACOG (the American College of Obstetricians and Gynecologists, "Your Changing Body: ' +
      'Puberty in Girls" and "Heavy and Abnormal Periods") and the NHS ("Periods", nhs.uk) ' +
      'describe a cycle of about 28 days, usually 21 to 35 days in adults and up to 45 days in ' +
      'teenagers, with bleeding for 2 to 7 days. The calculator accepts cycles of 21 to 45 days.',
    'Days are counted as ACOG counts them: day 1 is the first day of bleeding. Ovulation is ' +
      'estimated on cycle day (cycle length − 14), the 14 being the days after ovulation before ' +
      'the next period starts (the luteal phase, which changes little with cycle length): day 14 ' +
      'of a 28-day cycle, day 7 of a 21-day one, as in ACOG’s "Trying to Get Pregnant? Here’s ' +
      'When to Have Sex". Counting 14 days back from the date the next period is due gives a day ' +
      'later (day 15 of a 28-day cycle), which is why some calculators differ by a day; either ' +
      'is an estimate. The fertile window is the 5 days before ovulation, ovulation day and the ' +
      'day after (Wilcox, Weinberg and Baird, New England Journal of Medicine 1995; 333: ' +
      '1517–1521). Dates are calendar dates, leap days included.',
  ],
  faq: [
    {
      question: 'How do I work out my cycle length?',
      answer:
        'Count the days from the first day of one period to the day before the next one starts. ' +
        'If it changes, use the average of your last three to six cycles.',
    },
    {
      question: 'Is a cycle longer or shorter than 28 days normal?',
      answer:
        'Yes. Cycles of 21 to 35 days are normal in adults, and up to 45 days in the first few ' +
        'years after periods start. What matters most is your usual pattern.',
    },
    {
      question: 'Why did my period not come on the date shown?',
      answer:
        'Stress, illness, travel, weight change, breastfeeding, contraception and pregnancy can ' +
        'all move a period. A few days either way is common. If a period is late and you might ' +
        'be pregnant, take a pregnancy test.',
    },
    {
      question: 'Can I use the fertile window to avoid pregnancy?',
      answer:
        'No. Calendar estimates miss the real ovulation day too often to be reliable ' +
        'contraception. Ask a doctor or a sexual health service about methods that work.',
    },
  ],
  references: [
    {
      source:
        'ACOG (American College of Obstetricians and Gynecologists), "Trying to Get Pregnant? ' +
        'Here’s When to Have Sex": "if your period starts on July 1, that’s day 1 … If your cycle ' +
        'is normally 21 days long, then you likely ovulate around day 7 (21 minus 14 equals 7)": ' +
        'July 7 (year not given; 2025 here) ' +
        '(https://www.acog.org/womens-health/experts-and-stories/the-latest/trying-to-get-pregnant-heres-when-to-have-sex)',
      inputs: { lmp: '2025-07-01', cycle: '21', period: '5' },
      expected: { ovulation: 20250707 },
      tolerance: 0,
    },
    {
      source:
        'ACOG (as above): "If your cycle is on the longer side, say 35 days, you ovulate around ' +
        'day 21": July 21 for a period starting on July 1',
      inputs: { lmp: '2025-07-01', cycle: '35', period: '5' },
      expected: { ovulation: 20250721 },
      tolerance: 0,
    },
    {
      source:
        'ACOG (as above): "If your cycle ranges between 26 and 28 days long, then ovulation ' +
        'happens between days 12 and 14": day 14 of a 28-day cycle, July 14',
      inputs: { lmp: '2025-07-01', cycle: '28', period: '5' },
      expected: { ovulation: 20250714 },
      tolerance: 0,
    },
  ],
});
