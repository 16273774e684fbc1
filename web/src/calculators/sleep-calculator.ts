import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { readClockTime } from './hours-calculator.ts';
import { count } from './shared/dates.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';

export const record = {
  id: 155,
  name: 'Sleep Calculator',
  description:
    'Find bedtimes for a wake-up time, or wake-up times for a bedtime, by 90-minute sleep cycles, and the hours of sleep recommended for your age.',
  category: 'health',
  group: 'Everyday health',
  icon: 'clock',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['hours-calculator', 'time-duration-calculator', 'age-calculator', 'bmi-calculator'],
  keywords:
    'sleep cycle bedtime wake up time when to go to bed when to wake up rem 90 minutes nap sleep hours nsf aasm',
} satisfies CalculatorRecord;

// Sleep by cycles: a cycle is taken as 90 minutes (the usual average of the 80 to 120 minute
// cycles of non-REM and REM sleep), after the minutes it takes to fall asleep (15 by default).
// Bedtime = wake-up time − minutes to fall asleep − n × 90; wake-up time = bedtime + minutes to
// fall asleep + n × 90, for n = 6, 5 and 4 cycles, on a 24-hour clock that wraps at midnight.
// Recommended hours by age: National Sleep Foundation (Hirshkowitz et al., Sleep Health 2015).

/** Minutes in a sleep cycle, the convention sleep calculators use. */
export const CYCLE_MINUTES = 90;
const DAY = 24 * 60;

/** The recommended hours of sleep for each age group (Hirshkowitz et al. 2015, Table 1). */
export const SLEEP_NEEDS = {
  newborn: { label: 'Newborn, 0–3 months', from: 14, to: 17 },
  infant: { label: 'Infant, 4–11 months', from: 12, to: 15 },
  toddler: { label: 'Toddler, 1–2 years', from: 11, to: 14 },
  preschool: { label: 'Preschool, 3–5 years', from: 10, to: 13 },
  school: { label: 'School age, 6–13 years', from: 9, to: 11 },
  teen: { label: 'Teenager, 14–17 years', from: 8, to: 10 },
  young: { label: 'Young adult, 18–25 years', from: 7, to: 9 },
  adult: { label: 'Adult, 26–64 years', from: 7, to: 9 },
  older: { label: 'Older adult, 65 years and over', from: 7, to: 8 },
} as const;

type AgeGroup = keyof typeof SLEEP_NEEDS;

const fields = {
  mode: {
    kind: 'choice',
    label: 'I want to',
    default: 'wake',
    display: 'radio',
    options: [
      { value: 'wake', label: 'Wake up at a set time: find bedtimes' },
      { value: 'bed', label: 'Go to bed at a set time: find wake-up times' },
    ],
  },
  time: {
    kind: 'text',
    label: 'Wake-up time or bedtime',
    default: '07:00',
    maxLength: 12,
    placeholder: 'HH:MM',
    help: 'The time chosen above, on the 24-hour clock (HH:MM): 11 pm is 23:00.',
    required: 'Enter the time as HH:MM, such as 07:00',
    check(text: string) {
      const read = readClockTime(text);
      return typeof read === 'number' ? null : read.error;
    },
  },
  latency: {
    kind: 'integer',
    label: 'Time to fall asleep',
    unit: 'min',
    default: '15',
    min: 0,
    max: 120,
    help: 'Most people take 10 to 20 minutes.',
    messages: {
      min: 'The time to fall asleep cannot be negative',
      max: 'The time to fall asleep can be at most 120 minutes',
      invalid: 'Enter the time to fall asleep in whole minutes',
    },
  },
  age: {
    kind: 'choice',
    label: 'Age group',
    default: 'adult' as AgeGroup,
    options: (Object.keys(SLEEP_NEEDS) as AgeGroup[]).map((value) => ({
      value,
      label: SLEEP_NEEDS[value].label,
    })),
  },
} as const;

type SleepValues = Values<typeof fields>;

/** '07:05', from minutes after midnight (any whole number, wrapped to one day). */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** '9:45 pm', '12:45 am'. */
function twelveHour(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  const hour = Math.floor(m / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '7 hours 30 minutes', '9 hours'. */
function sleepLength(cycles: number): string {
  const minutes = cycles * CYCLE_MINUTES;
  const hours = count(Math.floor(minutes / 60), 'hour');
  return minutes % 60 === 0 ? hours : `${hours} ${count(minutes % 60, 'minute')}`;
}

/** The bedtime (mode wake) or wake-up time (mode bed) for `cycles` cycles, minutes after midnight. */
export function timeFor(v: Pick<SleepValues, 'mode' | 'time' | 'latency'>, cycles: number) {
  const given = readClockTime(v.time) as number;
  const span = v.latency + cycles * CYCLE_MINUTES;
  const at = v.mode === 'wake' ? given - span : given + span;
  return ((at % DAY) + DAY) % DAY;
}

const CYCLE_COUNTS = [6, 5, 4] as const;
const OUTPUT = { 6: 'cycles6', 5: 'cycles5', 4: 'cycles4' } as const;
type CycleCount = (typeof CYCLE_COUNTS)[number];

const hoursOf = (cycles: number) => (cycles * CYCLE_MINUTES) / 60;

/**
 * The cycles the headline offers: those whose hours are within the age group's recommended
 * hours (6 and 5 for an adult, only 5 for an older adult, only 6 for a teenager), or the longest,
 * 6, for a young child, who needs more than any of them.
 */
function bestCycles(age: AgeGroup): CycleCount[] {
  const need = SLEEP_NEEDS[age];
  const within = CYCLE_COUNTS.filter((n) => hoursOf(n) >= need.from && hoursOf(n) <= need.to);
  return within.length > 0 ? within : [6];
}

/** The best cycles in the order of their times: bedtimes earliest first, wake-ups earliest first. */
function bestInTimeOrder(v: Pick<SleepValues, 'mode' | 'age'>): CycleCount[] {
  const best = bestCycles(v.age);
  return v.mode === 'wake' ? best : [...best].reverse();
}

const orList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : items[0]!;

export default defineCalculator({
  slug: 'sleep-calculator',
  fields,
  outputs: {
    cycles6: { label: '6 cycles, 9 hours (minutes after midnight)', format: 'integer' },
    cycles5: { label: '5 cycles, 7 hours 30 minutes (minutes after midnight)', format: 'integer' },
    cycles4: { label: '4 cycles, 6 hours (minutes after midnight)', format: 'integer' },
  },
  compute: (v) => ({
    cycles6: timeFor(v, 6),
    cycles5: timeFor(v, 5),
    cycles4: timeFor(v, 4),
  }),
  headline: {
    label: 'Best times',
    text: (v, r) =>
      `${v.mode === 'wake' ? 'Go to bed at' : 'Wake up at'} ${orList(bestInTimeOrder(v).map((n) => clockText(r[OUTPUT[n]])))}`,
    caption: (v) => {
      const cycles = bestInTimeOrder(v);
      const need = SLEEP_NEEDS[v.age];
      const short = hoursOf(cycles[0]!) < need.from;
      return (
        `For ${orList(cycles.map(String))} full 90-minute cycles ` +
        `(${orList(cycles.map((n) => formatPlain(hoursOf(n))))} hours of sleep), plus ` +
        `${count(v.latency, 'minute')} to fall asleep.` +
        (short
          ? ` That is less than the ${need.from} to ${need.to} hours a day, naps included, recommended for ${need.label.toLowerCase()}.`
          : '')
      );
    },
  },
  summary: (v) =>
    v.mode === 'wake'
      ? `Waking up at ${clockText(readClockTime(v.time) as number)}`
      : `Going to bed at ${clockText(readClockTime(v.time) as number)}`,
  facts(v, r) {
    const need = SLEEP_NEEDS[v.age];
    const verb = v.mode === 'wake' ? 'Go to bed at' : 'Wake up at';
    const rows = CYCLE_COUNTS.map((n) => {
      const at = r[OUTPUT[n]];
      const hours = (n * CYCLE_MINUTES) / 60;
      const within = hours >= need.from && hours <= need.to ? ', within the recommended hours' : '';
      return {
        label: `${n} cycles (${sleepLength(n)} of sleep)`,
        text: `${verb} ${clockText(at)} (${twelveHour(at)})${within}`,
      };
    });
    return [
      ...rows,
      {
        label: `Recommended for ${need.label.toLowerCase()}`,
        text: `${need.from} to ${need.to} hours a day`,
      },
    ];
  },
  notes: [
    'Cycles are not exactly 90 minutes and change through the night, so the times are a guide. ' +
      'A regular sleep and wake time every day matters more than the exact minute. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const given = readClockTime(v.time) as number;
    const sign = v.mode === 'wake' ? '−' : '+';
    return [
      `${v.mode === 'wake' ? 'Wake-up time' : 'Bedtime'}: ${clockText(given)}; time to fall ` +
        `asleep: ${count(v.latency, 'minute')}; one cycle: 90 minutes.`,
      ...CYCLE_COUNTS.map(
        (n) =>
          `${n} cycles: ${clockText(given)} ${sign} ${formatPlain(v.latency)} min ${sign} ${n} × 90 ` +
          `min (${sleepLength(n)}) = ${clockText(r[OUTPUT[n]])}` +
          (v.mode === 'wake' ? ' bedtime' : ' wake-up time'),
      ),
      'Times before midnight or after it wrap around the 24-hour clock.',
    ];
  },
  about: [
    'Sleep runs in cycles of non-REM and REM sleep of about 90 minutes (80 to 120 minutes in ' +
      'most people). Waking at the end of a cycle, in light sleep, tends to feel easier than ' +
      'waking from deep sleep. This calculator takes a cycle as exactly 90 minutes, as most ' +
      'sleep calculators do, and adds the minutes you take to fall asleep (15 unless you change it).',
    'Bedtime = wake-up time − time to fall asleep − number of cycles × 90 minutes; wake-up time = ' +
      'bedtime + time to fall asleep + number of cycles × 90 minutes. It shows 6, 5 and 4 cycles ' +
      '(9, 7.5 and 6 hours of sleep) on the 24-hour clock.',
    'The recommended hours are the National Sleep Foundation’s (Hirshkowitz M, et al. "National ' +
      'Sleep Foundation’s sleep time duration recommendations: methodology and results summary." ' +
      'Sleep Health 2015; 1(1): 40–43): 7 to 9 hours for adults of 18 to 64, 7 to 8 from 65, 8 ' +
      'to 10 for teenagers and 9 to 11 for children of 6 to 13. The American Academy of Sleep ' +
      'Medicine also recommends at least 7 hours for adults (Watson et al., Sleep 2015).',
  ],
  faq: [
    {
      question: 'What time should I go to bed to wake up at 7 am?',
      answer:
        'At 21:45 for 6 cycles (9 hours) or 23:15 for 5 cycles (7.5 hours), if you take 15 ' +
        'minutes to fall asleep. At 00:45 you would get only 6 hours.',
    },
    {
      question: 'Why 90 minutes?',
      answer:
        'It is the average length of one cycle of non-REM and REM sleep in adults. Real cycles ' +
        'run from about 80 to 120 minutes, so treat the times as a guide and adjust by a few ' +
        'minutes if you wake groggy.',
    },
    {
      question: 'How much sleep do I need?',
      answer:
        'Adults need 7 to 9 hours, older adults 7 to 8, teenagers 8 to 10 and school-age ' +
        'children 9 to 11, by the National Sleep Foundation’s recommendations. Choose your age ' +
        'group to see yours.',
    },
    {
      question: 'Is 4 cycles (6 hours) enough?',
      answer:
        'Not regularly for adults: it is below the 7 hours recommended. It may do for one night, ' +
        'but lasting short sleep is linked to poorer health and concentration.',
    },
  ],
  references: [
    {
      source:
        'University of Wisconsin–Madison, University Health Services, "Sleep": 5 cycles (7.5 ' +
        'hours), 6 cycles (9 hours) or 4 cycles (6 hours) of 90 minutes; "Add a safety cushion of ' +
        '30 minutes and voilà! You end up with 8 or 9.5 hours of sleep!"; for 4 cycles "Shoot for ' +
        '6.5 hours in practice"; section "Sleep Cycles": "Add 20-30 minutes to account for ' +
        'falling asleep. If you want 7.5 hours of sleep, set your alarm for 8 hours from the time ' +
        'you get in bed." In bed at midnight (00:00) with 30 minutes to fall asleep: alarms 8 h ' +
        '(480 min), 9.5 h (570 min) and 6.5 h (390 min) later (uhs.wisc.edu/medical/sleep; the ' +
        'alarm sentence in its earlier version, uhs.wisc.edu/?p=408)',
      inputs: { mode: 'bed', time: '00:00', latency: '30' },
      expected: { cycles5: 8 * 60, cycles6: 9 * 60 + 30, cycles4: 6 * 60 + 30 },
      tolerance: 0,
    },
    {
      source:
        'UseCalcPro, "Sleep Calculator", example 1: bedtime 11:00 PM, 15 minutes to fall asleep: ' +
        'wake at 8:15 AM (6 cycles), 6:45 AM (5 cycles), 5:15 AM (4 cycles) ' +
        '(usecalcpro.com/health/sleep-calculator)',
      inputs: { mode: 'bed', time: '23:00', latency: '15' },
      expected: { cycles6: 8 * 60 + 15, cycles5: 6 * 60 + 45, cycles4: 5 * 60 + 15 },
      tolerance: 0,
    },
    {
      source:
        'UseCalcPro (as above), example 2: wake-up 7:00 AM, 15 minutes to fall asleep: go to bed ' +
        'at 9:45 PM (6 cycles), 11:15 PM (5 cycles) or 12:45 AM (4 cycles)',
      inputs: { mode: 'wake', time: '7:00 am', latency: '15' },
      expected: { cycles6: 21 * 60 + 45, cycles5: 23 * 60 + 15, cycles4: 45 },
      tolerance: 0,
    },
  ],
});
