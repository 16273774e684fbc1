import { dayNumber, daysBetween, formatLongDate, formatShortDate } from '../domain/age.ts';
import { MONTH_NAMES, parseIsoDate, type CalendarDate } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { addDays, count } from './shared/dates.ts';
import { dateCode } from './shared/pregnancyDates.ts';
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
  updatedAt: '2026-12-04',
  related: [
    'due-date-calculator',
    'days-between-dates-calculator',
    'add-days-to-date-calculator',
    'period-calculator',
  ],
  keywords: 'ovulation fertile window fertility period cycle',
} satisfies CalculatorRecord;

// Ovulation by the calendar method, counted as ACOG counts it: day 1 is the first day of the
// period, and ovulation is about cycle day (cycle length − 14): day 14 of a 28-day cycle, day 7 of
// a 21-day one. The 14 days are the days after ovulation before the next period starts (the luteal
// phase, which changes little with cycle length), so the date is the first day of the period +
// cycle length − 15 days, the day before "next period − 14 days". The fertile window runs from 5
// days before ovulation to 1 day after it (sperm live up to 5 days, an egg about a day). The same
// dates follow for the next 3 cycles.

/** Days after ovulation before the next period starts (the luteal phase). */
export const LUTEAL_DAYS = 14;

/** The cycle day of ovulation, day 1 being the first day of the period (ACOG's count). */
export function ovulationDay(cycle: number): number {
  return cycle - LUTEAL_DAYS;
}

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
  // Cycle day n is n − 1 days after the first day of the period.
  const ovulation = addDays(start, ovulationDay(cycle) - 1);
  return {
    start,
    ovulation,
    fertileStart: addDays(ovulation, -5),
    fertileEnd: addDays(ovulation, 1),
    nextPeriod: addDays(start, cycle),
  };
}

/**
 * The whole cycles gone by since the last period typed, by today: none until its next period is
 * due (that day included), then one more each cycle. A visitor who types a period of months ago
 * is shown the cycles ahead, counted on from it, not the dates gone by. Without a day known (the
 * maths alone, the published cases), none.
 */
export function cyclesPassed(lmp: CalendarDate, cycle: number, today?: string): number {
  if (today === undefined) return 0;
  const days = daysBetween(lmp, parseIsoDate(today)!);
  return days > 0 ? Math.floor((days - 1) / cycle) : 0;
}

/**
 * When cycles have passed since the last period typed, what the page says of it: 'Your last
 * period entered, September 1, 2026, was 94 days ago: these dates are counted on 3 cycles of 28 days
 * from it. If a period has started since, enter its first day.'; '' when none have.
 */
export function countedOnNote(lmp: CalendarDate, cycle: number, today?: string): string {
  const passed = cyclesPassed(lmp, cycle, today);
  if (passed === 0) return '';
  return (
    `Your last period entered, ${formatShortDate(lmp)}, was ` +
    `${count(daysBetween(lmp, parseIsoDate(today!)!), 'day')} ago: these dates are counted on ` +
    `${count(passed, 'cycle')} of ${formatPlain(cycle)} days from it. If a period has started ` +
    'since, enter its first day.'
  );
}

/**
 * The cycle of today's dates and the next three: the one the last period typed starts, or, when
 * whole cycles have passed since it, the one they lead to.
 */
function cycles(v: OvulationValues, today?: string): Cycle[] {
  const lmp = parseIsoDate(v.lmp)!;
  const first = cycleFrom(addDays(lmp, cyclesPassed(lmp, v.cycle, today) * v.cycle), v.cycle);
  const all = [first];
  while (all.length < 4) all.push(cycleFrom(all.at(-1)!.nextPeriod, v.cycle));
  return all;
}

/** 'January 10 – 16, 2026', 'January 29 – February 4, 2026', 'December 28, 2025 – January 3, 2026'. */
export function dateRange(from: CalendarDate, to: CalendarDate): string {
  // A one-day span is that day, not 'January 10 – 10, 2027'.
  if (dayNumber(from) === dayNumber(to)) return formatShortDate(from);
  if (from.year !== to.year) return `${formatShortDate(from)} – ${formatShortDate(to)}`;
  const start = `${MONTH_NAMES[from.month - 1]} ${from.day}`;
  const end = from.month === to.month ? `${to.day}` : `${MONTH_NAMES[to.month - 1]} ${to.day}`;
  return `${start} – ${end}, ${to.year}`;
}

/**
 * The step that counts on over the cycles passed since the last period typed ('Today, December 4,
 * 2026, is 94 days after it: the periods due since would have started on September 29, October
 * 27 and November 24, 2026, every 28 days; the dates below count from the last of them.'), or none.
 */
export function passedStep(lmp: CalendarDate, cycle: number, today?: string): string[] {
  const passed = cyclesPassed(lmp, cycle, today);
  if (passed === 0) return [];
  const due = (n: number) => addDays(lmp, n * cycle);
  const since =
    passed === 1
      ? `the period due since would have started on ${formatShortDate(due(1))}; the dates ` +
        'below count from it.'
      : passed <= 3
        ? `the periods due since would have started on ` +
          `${listOfDates(Array.from({ length: passed }, (_, i) => due(i + 1)))}, every ` +
          `${formatPlain(cycle)} days; the dates below count from the last of them.`
        : `the ${formatPlain(passed)} periods due since would have started every ` +
          `${formatPlain(cycle)} days from ${formatShortDate(due(1))}, the last on ` +
          `${formatShortDate(due(passed))}; the dates below count from it.`;
  return [
    `Today, ${formatLongDate(parseIsoDate(today!)!)}, is ` +
      `${count(daysBetween(lmp, parseIsoDate(today!)!), 'day')} after it: ${since}`,
  ];
}

/** 'September 29 and October 27, 2026'; 'December 29, 2025 and January 26, 2026'. */
function listOfDates(dates: CalendarDate[]): string {
  const words = dates.map((d, i) =>
    i < dates.length - 1 && dates[i + 1]!.year === d.year
      ? `${MONTH_NAMES[d.month - 1]} ${d.day}`
      : formatShortDate(d),
  );
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export default defineCalculator({
  slug: 'ovulation-calculator',
  fields,
  outputs: {
    ovulation: { label: 'Ovulation in the cycle typed (YYYYMMDD)', format: 'digits' },
    fertileStart: { label: 'Fertile window of the cycle typed from (YYYYMMDD)', format: 'digits' },
    fertileEnd: { label: 'Fertile window of the cycle typed to (YYYYMMDD)', format: 'digits' },
    nextPeriod: { label: 'Period after the one typed (YYYYMMDD)', format: 'digits' },
    cycleDay: { label: 'Cycle day of ovulation', format: 'integer' },
  },
  compute(v) {
    const [first] = cycles(v);
    return {
      ovulation: dateCode(first!.ovulation),
      fertileStart: dateCode(first!.fertileStart),
      fertileEnd: dateCode(first!.fertileEnd),
      nextPeriod: dateCode(first!.nextPeriod),
      cycleDay: ovulationDay(v.cycle),
    };
  },
  headline: {
    label: 'Estimated ovulation',
    text: (v, _r, today) => formatLongDate(cycles(v, today)[0]!.ovulation),
    caption(v, r, today) {
      const [first] = cycles(v, today);
      const note = countedOnNote(parseIsoDate(v.lmp)!, v.cycle, today);
      return (
        `Day ${r.cycleDay} of your cycle. Most fertile: ` +
        dateRange(first!.fertileStart, first!.fertileEnd) +
        (note ? `. ${note}` : '')
      );
    },
  },
  facts(v, _r, today) {
    const [first, ...later] = cycles(v, today);
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
  steps(v, _r, shown) {
    const [first, second] = cycles(v, shown?.today);
    const c = first!;
    const lmp = parseIsoDate(v.lmp)!;
    return [
      `First day of the last period: ${formatLongDate(lmp)}; cycle length ${formatPlain(v.cycle)} days.`,
      ...passedStep(lmp, v.cycle, shown?.today),
      `Next period = ${formatShortDate(c.start)} + ${formatPlain(v.cycle)} days = ` +
        `${formatLongDate(c.nextPeriod)}.`,
      `Ovulation = cycle day (${formatPlain(v.cycle)} − ${formatPlain(LUTEAL_DAYS)}) = day ` +
        `${formatPlain(ovulationDay(v.cycle))}, counting the first day of the period as day 1: ` +
        `${formatShortDate(c.start)} + ${formatPlain(ovulationDay(v.cycle) - 1)} days = ` +
        `${formatLongDate(c.ovulation)}. The ${formatPlain(LUTEAL_DAYS)} days after it run to the day before the next period.`,
      `Fertile window = 5 days before ovulation to 1 day after: ` +
        `${formatShortDate(c.fertileStart)} to ${formatShortDate(c.fertileEnd)}.`,
      `Later cycles repeat every ${formatPlain(v.cycle)} days: the next ovulation is ` +
        `${formatShortDate(second!.ovulation)}.`,
    ];
  },
  about: [
    'Days are counted as ACOG (the American College of Obstetricians and Gynecologists) counts ' +
      'them: day 1 is the first day of your period, and the cycle length is counted from the ' +
      'first day of one period to the first day of the next. Ovulation is estimated on cycle ' +
      'day (cycle length − 14): day 14 of a 28-day cycle, day 7 of a 21-day cycle and day 21 of ' +
      'a 35-day cycle, the figures ACOG gives in ' +
      '"Trying to Get Pregnant? Here’s When to Have Sex". Its date is the first day of your last ' +
      'period plus (cycle length − 15) days: a period starting on July 1 with a 28-day cycle gives ' +
      'ovulation on July 14.',
    'The 14 are the days after ovulation before the next period starts (the luteal phase), which ' +
      'change little with cycle length while the days before ovulation vary; ACOG and NHS inform ' +
      'put it as ovulation happening about 14 days before the period starts. Counting 14 days back ' +
      'from the date the next period is due lands one day later, on day 15 of a 28-day cycle, ' +
      'which is why some calculators show a day later than this one; this page follows the ' +
      'day-numbering of ACOG’s worked examples. Either way it is an estimate: real ovulation ' +
      'varies by several days.',
    'The fertile window is the 5 days before ovulation, ovulation day and the day after it: ' +
      'sperm can live up to 5 days and an egg about a day (Wilcox, Weinberg and Baird, New ' +
      'England Journal of Medicine 1995; 333: 1517–1521, found conception only from intercourse ' +
      'in the 6 days ending on ovulation day). The next three cycles repeat the same pattern, ' +
      'assuming the same cycle length. When the next period after the date you enter was due ' +
      'before today, the dates are counted on from it by whole cycles to the cycle today falls in, and ' +
      'the page says how many cycles it counted.',
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
        'Only in a 28-day cycle, and even then not always. Ovulation is around day (cycle length ' +
        '− 14): day 18 in a 32-day cycle, day 10 in a 24-day cycle, counting the first day of ' +
        'your period as day 1.',
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
        'ACOG (American College of Obstetricians and Gynecologists), "Trying to Get Pregnant? ' +
        'Here’s When to Have Sex": "if your period starts on July 1, that’s day 1 … If your cycle ' +
        'is normally 21 days long, then you likely ovulate around day 7 (21 minus 14 equals 7)": ' +
        'day 7, July 7 (year not given; 2025 here) ' +
        '(https://www.acog.org/womens-health/experts-and-stories/the-latest/trying-to-get-pregnant-heres-when-to-have-sex)',
      inputs: { lmp: '2025-07-01', cycle: '21' },
      expected: { cycleDay: 7, ovulation: 20250707 },
      tolerance: 0,
    },
    {
      source:
        'ACOG (as above): "If your cycle is on the longer side, say 35 days, you ovulate around ' +
        'day 21": July 21 for a period starting on July 1',
      inputs: { lmp: '2025-07-01', cycle: '35' },
      expected: { cycleDay: 21, ovulation: 20250721 },
      tolerance: 0,
    },
    {
      source:
        'ACOG (as above): "If your cycle ranges between 26 and 28 days long, then ovulation ' +
        'happens between days 12 and 14": day 14 of a 28-day cycle, July 14',
      inputs: { lmp: '2025-07-01', cycle: '28' },
      expected: { cycleDay: 14, ovulation: 20250714 },
      tolerance: 0,
    },
    {
      source: 'ACOG (as above): the 26-day end of the same range, day 12, July 12',
      inputs: { lmp: '2025-07-01', cycle: '26' },
      expected: { cycleDay: 12, ovulation: 20250712 },
      tolerance: 0,
    },
  ],
});
