import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 40,
  name: 'Heart Rate Zones Calculator',
  description:
    'Find your maximum heart rate and training zones from your age, with the Karvonen method when you know your resting rate.',
  category: 'health',
  group: 'Fitness',
  icon: 'heart',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'pace-calculator',
    'bmr-calculator',
    'calorie-calculator',
    'blood-pressure-calculator',
    'one-rep-max-calculator',
  ],
  keywords: 'heart rate zones hr max bpm karvonen training',
} satisfies CalculatorRecord;

// Heart-rate training zones. Maximum heart rate is estimated as 220 − age (the figure the CDC
// and ACSM use); Tanaka's 208 − 0.7 × age (Tanaka, Monahan and Seals, J Am Coll Cardiol 2001;
// 37: 153–156) is shown beside it. Five zones run from 50 to 100 % in steps of 10 %:
//   without a resting heart rate, as a share of the maximum: bpm = max × % ;
//   with one, of the heart-rate reserve (Karvonen): bpm = rest + (max − rest) × %.
// Each bound is rounded half-up to a whole beat, from whole-number arithmetic (185 × 70 % is
// exactly 129.5, so 130 bpm, as the CDC gives it).

/** The zones' lower bounds in %, and the top of the last one. */
const PERCENTS = [50, 60, 70, 80, 90, 100] as const;

const fields = {
  age: {
    kind: 'integer',
    label: 'Age',
    unit: 'years',
    default: '40',
    min: 10,
    max: 100,
    messages: {
      required: 'Enter your age',
      min: 'The age must be at least 10',
      max: 'The age can be at most 100',
      invalid: 'Enter your age in whole years',
    },
  },
  resting: {
    kind: 'integer',
    label: 'Resting heart rate (optional)',
    unit: 'bpm',
    default: '',
    min: 30,
    max: 120,
    blankValue: 0,
    help: 'Count your pulse for a minute on waking. With it, the zones use your heart-rate reserve.',
    messages: {
      required: 'Enter your resting heart rate, or leave it blank',
      invalid: 'Enter whole beats per minute',
    },
  },
} as const;

type ZoneValues = Values<typeof fields>;

/** A bound in bpm: rest + reserve × percent ÷ 100, rounded half-up (rest 0 without Karvonen). */
function bound(rest: number, reserve: number, percent: number): number {
  return Math.round(rest + (reserve * percent) / 100);
}

/** The maximum heart rate by 220 − age. */
const maxOf = (v: ZoneValues) => 220 - v.age;

/** The zone bounds in bpm, lowest first (six of them: five zones). */
export function zoneBounds(age: number, resting: number): number[] {
  const max = 220 - age;
  const reserve = max - resting;
  return PERCENTS.map((percent) => bound(resting, reserve, percent));
}

const karvonen = (v: ZoneValues) => v.resting > 0;

export default defineCalculator({
  slug: 'heart-rate-zones-calculator',
  fields,
  validate: (v) =>
    v.resting > 0 && v.resting >= maxOf(v)
      ? { resting: `The resting heart rate must be below your maximum, ${maxOf(v)} bpm` }
      : {},
  outputs: {
    maxHr: { label: 'Maximum heart rate (bpm)', format: 'integer' },
    tanaka: { label: 'Tanaka estimate (bpm)', format: 'integer' },
    reserve: { label: 'Heart-rate reserve (bpm)', format: 'integer' },
    z1From: { label: 'Zone 1 from (bpm)', format: 'integer' },
    z2From: { label: 'Zone 2 from (bpm)', format: 'integer' },
    z3From: { label: 'Zone 3 from (bpm)', format: 'integer' },
    z4From: { label: 'Zone 4 from (bpm)', format: 'integer' },
    z5From: { label: 'Zone 5 from (bpm)', format: 'integer' },
  },
  compute(v) {
    const [z1From, z2From, z3From, z4From, z5From] = zoneBounds(v.age, v.resting);
    return {
      maxHr: maxOf(v),
      tanaka: 208 - (7 * v.age) / 10,
      reserve: karvonen(v) ? maxOf(v) - v.resting : 0,
      z1From: z1From!,
      z2From: z2From!,
      z3From: z3From!,
      z4From: z4From!,
      z5From: z5From!,
    };
  },
  headline: {
    label: 'Maximum heart rate',
    text: (_v, r) => `${formatPlain(r.maxHr)} bpm`,
    caption: (v) =>
      karvonen(v)
        ? `220 − ${v.age}. Zones by heart-rate reserve (Karvonen), resting ${v.resting} bpm`
        : `220 − ${v.age}. Zones as a share of your maximum heart rate`,
  },
  facts(v, r) {
    const facts = [
      {
        label: 'Tanaka estimate (208 − 0.7 × age)',
        text: `${formatNumber(Math.round(r.tanaka), 0)} bpm`,
      },
    ];
    if (karvonen(v)) {
      facts.push({
        label: 'Heart-rate reserve (maximum − resting)',
        text: `${formatPlain(r.reserve)} bpm`,
      });
    }
    return facts;
  },
  table: {
    caption: 'Heart-rate zones: 1 very light, 2 light, 3 moderate, 4 hard, 5 maximum',
    columns: [
      { id: 'zone', label: 'Zone', format: 'integer' },
      { id: 'fromPercent', label: 'From (%)', format: 'integer' },
      { id: 'toPercent', label: 'To (%)', format: 'integer' },
      { id: 'fromBpm', label: 'From (bpm)', format: 'integer' },
      { id: 'toBpm', label: 'To (bpm)', format: 'integer' },
    ],
    rows(v) {
      const bounds = zoneBounds(v.age, v.resting);
      return PERCENTS.slice(0, -1).map((_percent, index) => ({
        zone: index + 1,
        fromPercent: PERCENTS[index]!,
        toPercent: PERCENTS[index + 1]!,
        fromBpm: bounds[index]!,
        toBpm: bounds[index + 1]!,
      }));
    },
  },
  summary: (v) =>
    karvonen(v)
      ? `Age ${v.age}, resting heart rate ${v.resting} bpm: Karvonen method`
      : `Age ${v.age}: zones as a share of the maximum (add a resting heart rate for Karvonen)`,
  notes: [
    'Zone 1 (very light) suits warming up and recovery, zone 2 (light) easy endurance, zone 3 ' +
      '(moderate) steady aerobic work, zone 4 (hard) threshold training and zone 5 (maximum) ' +
      'short intervals.',
    '220 − age can be 10 to 20 beats out for any one person, and medicines such as beta ' +
      'blockers lower the heart rate. If you have a heart condition, ask your doctor before ' +
      'training by heart rate. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const lines = [
      `Maximum heart rate = 220 − ${v.age} = ${r.maxHr} bpm`,
      `Tanaka: 208 − 0.7 × ${v.age} = ${formatPlain(r.tanaka)} ≈ ${Math.round(r.tanaka)} bpm`,
    ];
    const bounds = zoneBounds(v.age, v.resting);
    if (karvonen(v)) {
      lines.push(
        `Heart-rate reserve = ${r.maxHr} − ${v.resting} = ${r.reserve} bpm`,
        `Each bound = ${v.resting} + ${r.reserve} × % ÷ 100, rounded to a whole beat: ` +
          PERCENTS.map(
            (percent, index) =>
              `${percent}% → ${formatPlain(v.resting + (r.reserve * percent) / 100)} ≈ ${bounds[index]}`,
          ).join('; '),
      );
    } else {
      lines.push(
        `Each bound = ${r.maxHr} × % ÷ 100, rounded to a whole beat: ` +
          PERCENTS.map(
            (percent, index) =>
              `${percent}% → ${formatPlain((r.maxHr * percent) / 100)} ≈ ${bounds[index]}`,
          ).join('; '),
      );
    }
    return lines;
  },
  about: [
    'Maximum heart rate is estimated as 220 − age, the formula the CDC and the American ' +
      'College of Sports Medicine use for a quick estimate. Tanaka, Monahan and Seals (Journal ' +
      'of the American College of Cardiology 2001; 37: 153–156) found 208 − 0.7 × age fits ' +
      'measured maxima better, especially over 40; it is shown for comparison.',
    'Five zones run from 50% to 100% in steps of 10%. Without a resting heart rate each bound ' +
      'is that share of the maximum. With one, the calculator uses the Karvonen method: the ' +
      'heart-rate reserve is the maximum minus the resting rate, and each bound is the resting ' +
      'rate plus that share of the reserve. It fits fitter people, whose resting rate is low, ' +
      'better.',
    'Bounds are rounded half-up to a whole beat per minute; neighbouring zones share a bound.',
  ],
  faq: [
    {
      question: 'How do I find my resting heart rate?',
      answer:
        'Count your pulse for a full minute on waking, before getting up, on a few mornings, ' +
        'and take the average. Most adults are between 60 and 100 bpm; fit people lower.',
    },
    {
      question: 'Which zone burns the most fat?',
      answer:
        'Zone 2 uses the largest share of fat for fuel, but harder zones burn more calories ' +
        'in total per minute. For weight, total time and effort matter more than the zone.',
    },
    {
      question: 'Why are my zones different on my watch?',
      answer:
        'Watches may use another maximum (a measured one, or Tanaka’s formula), the heart-rate ' +
        'reserve, or other zone boundaries. A maximum measured in a supervised test is best.',
    },
  ],
  references: [
    {
      source:
        'CDC, "Target Heart Rate and Estimated Maximum Heart Rate" (earlier version of the page, ' +
        'with 50–70% for moderate activity): for a 50-year-old, 220 − 50 ' +
        '= 170 bpm; 50% = 85 bpm and 70% = 119 bpm ' +
        '(cdc.gov/physicalactivity/basics/measuring/heartrate.htm)',
      inputs: { age: '50', resting: '' },
      expected: { maxHr: 170, z1From: 85, z3From: 119 },
      tolerance: 0,
    },
    {
      source:
        'CDC (as above): for a 35-year-old, 220 − 35 = 185 bpm, and 70% is 185 × 0.70 = 130 bpm',
      inputs: { age: '35', resting: '' },
      expected: { maxHr: 185, z3From: 130 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Anatomy and Physiology 2e (Betts et al., 2022), section 19.4 "Cardiac ' +
        'Physiology", "Heart Rates": the maximum rate "may be estimated by taking the maximal ' +
        'value of 220 bpm and subtracting the individual’s age. So a 40-year-old individual ' +
        'would be expected to hit a maximum rate of approximately 180" ' +
        '(openstax.org/books/anatomy-and-physiology-2e/pages/19-4-cardiac-physiology)',
      inputs: { age: '40', resting: '' },
      expected: { maxHr: 180 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Anatomy and Physiology 2e, section 19.4 (as above): "a 60-year-old person ' +
        'would achieve a HR of 160"',
      inputs: { age: '60', resting: '' },
      expected: { maxHr: 160 },
      tolerance: 0,
    },
    {
      source:
        'Tyrone Holmes (ACE-certified trainer), "Train Smarter: Know Your Target Heart Rate ' +
        'Zone", Active.com: at 40, MHR 180; zones 90–108, 108–126, 126–144, 144–162 and ' +
        '162–180 bpm (active.com/fitness/articles/train-smarter-know-your-target-heart-rate-zone)',
      inputs: { age: '40', resting: '' },
      expected: { maxHr: 180, z1From: 90, z2From: 108, z3From: 126, z4From: 144, z5From: 162 },
      tolerance: 0,
    },
    {
      source:
        'Training with Fausto, "Karvonen heart rate formula": at 40 with a resting rate of 60, ' +
        'reserve 120 bpm; 60–70% is 132–144, 70–80% is 144–156, and 90% is 168 bpm ' +
        '(trainingwithfausto.com/fitness-blog/karvonen-heart-rate-formula)',
      inputs: { age: '40', resting: '60' },
      expected: { reserve: 120, z2From: 132, z3From: 144, z4From: 156, z5From: 168 },
      tolerance: 0,
    },
  ],
});
