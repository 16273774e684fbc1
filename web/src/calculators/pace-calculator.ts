import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineMode, defineTabs } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 39,
  name: 'Pace Calculator',
  description:
    'Work out running pace, finish time or distance from the other two, in kilometres or miles.',
  category: 'health',
  icon: 'timer',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['heart-rate-zones-calculator', 'calorie-calculator', 'speed-converter'],
  keywords: 'pace running marathon min per km mile speed',
} satisfies CalculatorRecord;

// Running pace, finish time or distance from the other two, each on its own tab:
//   pace = time ÷ distance, time = pace × distance, distance = time ÷ pace,
// in seconds and kilometres; a mile is 1.609344 km exactly (the international mile, NIST SP 811).
// Speed is distance ÷ time in km/h and mph. Times are typed as hours, minutes and seconds, paces
// as minutes and seconds per kilometre or per mile, whichever unit the distance is in. Paces and
// times are shown as m:ss or h:mm:ss, with tenths of a second when they are not whole.

/** Kilometres in a mile (exact). */
export const KM_PER_MILE = 1.609344;

/** Standard race distances in km, for the equivalent times shown under a pace. */
const RACES = [
  { name: '5K', km: 5 },
  { name: '10K', km: 10 },
  { name: 'Half marathon', km: 21.0975 },
  { name: 'Marathon', km: 42.195 },
] as const;

/**
 * Seconds as a clock: 'm:ss' under an hour, 'h:mm:ss' from an hour, with tenths when the value
 * rounded to a tenth is not whole (298.614 → '4:58.6', 300 → '5:00', 13924.35 → '3:52:04.4').
 */
export function clock(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
  return fraction === 0 ? text : `${text}.${fraction}`;
}

const unitField = {
  kind: 'choice',
  label: 'Distance unit',
  default: 'km' as 'km' | 'mi',
  display: 'radio',
  options: [
    { value: 'km', label: 'Kilometres' },
    { value: 'mi', label: 'Miles' },
  ],
} as const;

const distanceField = {
  kind: 'number',
  label: 'Distance',
  default: '10',
  min: 0,
  minExclusive: true,
  max: 10000,
  help: 'A marathon is 42.195 km (26.219 miles), a half marathon 21.0975 km.',
  messages: {
    required: 'Enter the distance',
    min: 'The distance must be more than 0',
    max: 'The distance can be at most 10,000',
  },
} as const;

/** The hours, minutes and seconds of a time, in one row; blank parts are 0. */
const timeFields = {
  hours: {
    kind: 'integer',
    label: 'Time (h)',
    default: '0',
    min: 0,
    max: 999,
    blankValue: 0,
    messages: {
      required: 'Enter the hours',
      min: 'The hours cannot be negative',
      max: 'The hours can be at most 999',
      invalid: 'Enter whole hours',
    },
  },
  minutes: {
    kind: 'integer',
    label: 'Time (min)',
    default: '50',
    min: 0,
    max: 59,
    blankValue: 0,
    sameRow: true,
    messages: {
      required: 'Enter the minutes',
      min: 'The minutes cannot be negative',
      max: 'Enter 0 to 59 minutes; put whole hours under hours',
      invalid: 'Enter whole minutes',
    },
  },
  seconds: {
    kind: 'integer',
    label: 'Time (s)',
    default: '0',
    min: 0,
    max: 59,
    blankValue: 0,
    sameRow: true,
    messages: {
      required: 'Enter the seconds',
      min: 'The seconds cannot be negative',
      max: 'Enter 0 to 59 seconds',
      invalid: 'Enter whole seconds',
    },
  },
} as const;

/** The minutes and seconds of a pace per km or per mile, in one row. */
const paceFields = {
  paceMin: {
    kind: 'integer',
    label: 'Pace (min)',
    default: '5',
    min: 0,
    max: 999,
    blankValue: 0,
    help: 'Per kilometre or per mile, in the distance unit chosen.',
    messages: {
      required: 'Enter the minutes of the pace',
      min: 'The minutes cannot be negative',
      max: 'The pace can be at most 999 minutes',
      invalid: 'Enter whole minutes',
    },
  },
  paceSec: {
    kind: 'integer',
    label: 'Pace (s)',
    default: '0',
    min: 0,
    max: 59,
    blankValue: 0,
    sameRow: true,
    messages: {
      required: 'Enter the seconds of the pace',
      min: 'The seconds cannot be negative',
      max: 'Enter 0 to 59 seconds',
      invalid: 'Enter whole seconds',
    },
  },
} as const;

type Unit = 'km' | 'mi';

interface Run {
  /** Seconds. */
  time: number;
  km: number;
}

/** Seconds of a time typed as hours, minutes and seconds. */
function secondsOf(v: { hours: number; minutes: number; seconds: number }): number {
  return v.hours * 3600 + v.minutes * 60 + v.seconds;
}

/** Seconds of a pace per km, from minutes and seconds per `unit`. */
function paceKmOf(v: { paceMin: number; paceSec: number; unit: Unit }): number {
  const perUnit = v.paceMin * 60 + v.paceSec;
  return v.unit === 'km' ? perUnit : perUnit / KM_PER_MILE;
}

/** Distance in km of a distance in `unit`. */
function kmOf(distance: number, unit: Unit): number {
  return unit === 'km' ? distance : distance * KM_PER_MILE;
}

/** The paces and speeds of a run. */
function rates({ time, km }: Run) {
  const paceKm = time / km;
  return {
    paceKm,
    paceMile: paceKm * KM_PER_MILE,
    speedKmh: km / (time / 3600),
    speedMph: km / KM_PER_MILE / (time / 3600),
  };
}

type Rates = ReturnType<typeof rates>;

const unitName = (unit: Unit) => (unit === 'km' ? 'km' : 'mile');

/** Pace, speed and race-equivalent lines for any run. */
function rateFacts(r: Rates) {
  return [
    { label: 'Pace per km', text: `${clock(r.paceKm)} per km` },
    { label: 'Pace per mile', text: `${clock(r.paceMile)} per mile` },
    {
      label: 'Speed',
      text: `${formatNumber(r.speedKmh, 2)} km/h (${formatNumber(r.speedMph, 2)} mph)`,
    },
    ...RACES.map((race) => ({
      label: `${race.name} at this pace`,
      text: clock(race.km * r.paceKm),
    })),
  ];
}

/** The lines of the steps that turn a run into paces and speeds. */
function rateSteps({ time, km }: Run, r: Rates): string[] {
  return [
    `Pace per km = ${formatPlain(time)} s ÷ ${formatPlain(km)} km = ` +
      `${formatNumber(r.paceKm, 2)} s = ${clock(r.paceKm)} per km`,
    `Pace per mile = ${formatNumber(r.paceKm, 2)} × ${formatPlain(KM_PER_MILE)} = ` +
      `${formatNumber(r.paceMile, 2)} s = ${clock(r.paceMile)} per mile`,
    `Speed = ${formatPlain(km)} km ÷ ${formatNumber(time / 3600, 4)} h = ` +
      `${formatNumber(r.speedKmh, 2)} km/h; ÷ ${formatPlain(KM_PER_MILE)} = ` +
      `${formatNumber(r.speedMph, 2)} mph`,
  ];
}

const rateOutputs = {
  paceKm: { label: 'Pace per km (s)', format: 'number', decimals: 1 },
  paceMile: { label: 'Pace per mile (s)', format: 'number', decimals: 1 },
  speedKmh: { label: 'Speed (km/h)', format: 'number' },
  speedMph: { label: 'Speed (mph)', format: 'number' },
} as const;

const timeText = (v: { hours: number; minutes: number; seconds: number }) => clock(secondsOf(v));

const paceMode = defineMode({
  intro: 'What pace is a distance in a time?',
  currency: 'USD',
  fields: { distance: distanceField, unit: unitField, ...timeFields },
  validate: (v) => (secondsOf(v) > 0 ? {} : { hours: 'Enter a time of more than 0 seconds' }),
  outputs: rateOutputs,
  compute: (v) => rates({ time: secondsOf(v), km: kmOf(v.distance, v.unit) }),
  headline: {
    label: 'Pace',
    text: (v, r) => `${clock(v.unit === 'km' ? r.paceKm : r.paceMile)} per ${unitName(v.unit)}`,
    caption: (v, r) =>
      `${v.unit === 'km' ? `${clock(r.paceMile)} per mile` : `${clock(r.paceKm)} per km`}; ` +
      `${formatNumber(r.speedKmh, 2)} km/h (${formatNumber(r.speedMph, 2)} mph)`,
  },
  summary: (v) => `${formatPlain(v.distance)} ${v.unit} in ${timeText(v)}`,
  facts: (_v, r) => rateFacts(r),
  calculateLabel: 'Calculate',
  steps(v, r) {
    const time = secondsOf(v);
    const km = kmOf(v.distance, v.unit);
    return [
      `Time = ${formatPlain(v.hours)} × 3,600 + ${formatPlain(v.minutes)} × 60 + ` +
        `${formatPlain(v.seconds)} = ${formatPlain(time)} s`,
      ...(v.unit === 'mi'
        ? [
            `Distance = ${formatPlain(v.distance)} × ${formatPlain(KM_PER_MILE)} = ` +
              `${formatPlain(km)} km`,
          ]
        : []),
      ...rateSteps({ time, km }, r),
    ];
  },
  references: [
    {
      source:
        'D’Angelo, "Sub 3:30 marathon pace": 42.195 km in 3:30:00 needs 4:59 per km (8:01 per ' +
        'mile), 12.1 km/h, 7.5 mph (dangelo.app/pace-calculator/3-hour-30-marathon); by hand ' +
        '12,600 s ÷ 42.195 = 298.6 s = 4:58.6',
      inputs: { distance: '42.195', unit: 'km', hours: '3', minutes: '30', seconds: '0' },
      expected: { paceKm: 299, paceMile: 481 },
      tolerance: 0.5,
    },
    {
      source: 'D’Angelo (as above): the speeds, 12.1 km/h and 7.5 mph',
      inputs: { distance: '42.195', unit: 'km', hours: '3', minutes: '30', seconds: '0' },
      expected: { speedKmh: 12.1, speedMph: 7.5 },
      tolerance: 0.05,
    },
    {
      source:
        'HaceCuentas, "Running Pace Calculator", example: 10 km in 52 minutes is 5:12 per km, ' +
        '11.54 km/h, 8:22 per mile, 7.17 mph (hacecuentas.com/en/running-pace-calculator)',
      inputs: { distance: '10', unit: 'km', hours: '0', minutes: '52', seconds: '0' },
      expected: { paceKm: 312, paceMile: 502 },
      tolerance: 0.5,
    },
    {
      source: 'HaceCuentas (as above): the speeds, 11.54 km/h and 7.17 mph',
      inputs: { distance: '10', unit: 'km', hours: '0', minutes: '52', seconds: '0' },
      expected: { speedKmh: 11.54, speedMph: 7.17 },
      tolerance: 0.005,
    },
    {
      source:
        'Konvertibly, "Pace Calculator" guide, worked example: 10K in 55 minutes is 5:30 per ' +
        'km, 10.9 km/h (konvertibly.com/blog/pace-calculator-guide)',
      inputs: { distance: '10', unit: 'km', hours: '0', minutes: '55', seconds: '0' },
      expected: { paceKm: 330, speedKmh: 10.9 },
      tolerance: 0.05,
    },
    {
      source:
        'Roboculator, "10K Pace Calculator": a 50-minute 10K is 5:00 per km, roughly 8:03 per ' +
        'mile, 12 km/h (roboculator.com/calculator/old-10k-pace-calculator)',
      inputs: { distance: '10', unit: 'km', hours: '0', minutes: '50', seconds: '0' },
      expected: { paceKm: 300, paceMile: 483, speedKmh: 12 },
      tolerance: 0.5,
    },
  ],
});

const timeMode = defineMode({
  intro: 'How long does a distance take at a pace?',
  currency: 'USD',
  fields: { distance: distanceField, unit: unitField, ...paceFields },
  validate: (v) =>
    v.paceMin * 60 + v.paceSec > 0 ? {} : { paceMin: 'Enter a pace of more than 0 seconds' },
  outputs: { time: { label: 'Finish time (s)', format: 'number', decimals: 1 }, ...rateOutputs },
  compute(v) {
    const km = kmOf(v.distance, v.unit);
    const time = paceKmOf(v) * km;
    return { time, ...rates({ time, km }) };
  },
  headline: {
    label: 'Finish time',
    text: (_v, r) => clock(r.time),
    caption: (v) =>
      `${formatPlain(v.distance)} ${v.unit} at ${clock(v.paceMin * 60 + v.paceSec)} per ` +
      unitName(v.unit),
  },
  facts: (_v, r) => rateFacts(r),
  calculateLabel: 'Calculate',
  steps(v, r) {
    const perUnit = v.paceMin * 60 + v.paceSec;
    return [
      `Pace = ${formatPlain(v.paceMin)} × 60 + ${formatPlain(v.paceSec)} = ` +
        `${formatPlain(perUnit)} s per ${unitName(v.unit)}`,
      `Time = pace × distance = ${formatPlain(perUnit)} × ${formatPlain(v.distance)} = ` +
        `${formatNumber(r.time, 2)} s = ${clock(r.time)}`,
      ...rateSteps({ time: r.time, km: kmOf(v.distance, v.unit) }, r).slice(1),
    ];
  },
  references: [
    {
      source:
        'Konvertibly, "Pace Calculator" guide, worked example: a marathon at 5:30 per km takes ' +
        '5.5 × 42.195 = 232 min = 3:52:04 (konvertibly.com/blog/pace-calculator-guide)',
      inputs: { distance: '42.195', unit: 'km', paceMin: '5', paceSec: '30' },
      expected: { time: 13924 },
      tolerance: 0.5,
    },
    {
      source:
        'EveryCalc, "Running pace", time from pace: a half marathon (21.0975 km) at 5:00 per km ' +
        'is about 1:45:29 (everycalc.io/pl/wiki/running-pace)',
      inputs: { distance: '21.0975', unit: 'km', paceMin: '5', paceSec: '0' },
      expected: { time: 6329 },
      tolerance: 0.5,
    },
    {
      source:
        'Roboculator, "10K Pace Calculator": 5:00 per kilometre over 10 km is a 50-minute 10K ' +
        '(roboculator.com/calculator/old-10k-pace-calculator)',
      inputs: { distance: '10', unit: 'km', paceMin: '5', paceSec: '0' },
      expected: { time: 3000 },
      tolerance: 0,
    },
  ],
});

const distanceMode = defineMode({
  intro: 'How far does a time go at a pace?',
  currency: 'USD',
  fields: {
    ...timeFields,
    minutes: { ...timeFields.minutes, default: '30' },
    unit: unitField,
    ...paceFields,
  },
  validate(v) {
    if (secondsOf(v) <= 0) return { hours: 'Enter a time of more than 0 seconds' };
    if (v.paceMin * 60 + v.paceSec <= 0) return { paceMin: 'Enter a pace of more than 0 seconds' };
    return {};
  },
  outputs: {
    distanceKm: { label: 'Distance (km)', format: 'number', decimals: 3 },
    distanceMi: { label: 'Distance (miles)', format: 'number', decimals: 3 },
    ...rateOutputs,
  },
  compute(v) {
    const time = secondsOf(v);
    const km = time / paceKmOf(v);
    return { distanceKm: km, distanceMi: km / KM_PER_MILE, ...rates({ time, km }) };
  },
  headline: {
    label: 'Distance',
    text: (v, r) =>
      v.unit === 'km'
        ? `${formatNumber(r.distanceKm, 2)} km`
        : `${formatNumber(r.distanceMi, 2)} miles`,
    caption: (v, r) =>
      (v.unit === 'km'
        ? `${formatNumber(r.distanceMi, 2)} miles`
        : `${formatNumber(r.distanceKm, 2)} km`) +
      ` in ${timeText(v)} at ${clock(v.paceMin * 60 + v.paceSec)} per ${unitName(v.unit)}`,
  },
  facts: (_v, r) => rateFacts(r).slice(0, 3),
  calculateLabel: 'Calculate',
  steps(v, r) {
    const time = secondsOf(v);
    const perUnit = v.paceMin * 60 + v.paceSec;
    const distance = v.unit === 'km' ? r.distanceKm : r.distanceMi;
    return [
      `Time = ${formatPlain(v.hours)} × 3,600 + ${formatPlain(v.minutes)} × 60 + ` +
        `${formatPlain(v.seconds)} = ${formatPlain(time)} s`,
      `Pace = ${formatPlain(v.paceMin)} × 60 + ${formatPlain(v.paceSec)} = ` +
        `${formatPlain(perUnit)} s per ${unitName(v.unit)}`,
      `Distance = time ÷ pace = ${formatPlain(time)} ÷ ${formatPlain(perUnit)} = ` +
        `${formatNumber(distance, 3)} ${v.unit === 'km' ? 'km' : 'miles'}`,
      v.unit === 'km'
        ? `In miles: ${formatNumber(r.distanceKm, 3)} ÷ ${formatPlain(KM_PER_MILE)} = ` +
          `${formatNumber(r.distanceMi, 3)} miles`
        : `In km: ${formatNumber(r.distanceMi, 3)} × ${formatPlain(KM_PER_MILE)} = ` +
          `${formatNumber(r.distanceKm, 3)} km`,
    ];
  },
  references: [
    {
      // The published time is to the second: ±0.5 s ÷ 300 s per km.
      source: 'EveryCalc (as above), solved for the distance: 1:45:29 at 5:00 per km',
      inputs: { hours: '1', minutes: '45', seconds: '29', unit: 'km', paceMin: '5', paceSec: '0' },
      expected: { distanceKm: 21.0975 },
      tolerance: 0.002,
    },
    {
      source: 'Konvertibly (as above), solved for the distance: 3:52:04 at 5:30 per km',
      inputs: { hours: '3', minutes: '52', seconds: '4', unit: 'km', paceMin: '5', paceSec: '30' },
      expected: { distanceKm: 42.195 },
      tolerance: 0.002,
    },
    {
      source: 'Roboculator (as above), solved for the distance: 50 minutes at 5:00 per km',
      inputs: { hours: '0', minutes: '50', seconds: '0', unit: 'km', paceMin: '5', paceSec: '0' },
      expected: { distanceKm: 10 },
      tolerance: 0,
    },
  ],
});

export default defineTabs({
  slug: 'pace-calculator',
  param: 'find',
  label: 'What to work out',
  tabs: [
    { id: 'pace', label: 'Pace', mode: paceMode },
    { id: 'time', label: 'Finish time', mode: timeMode },
    { id: 'distance', label: 'Distance', mode: distanceMode },
  ],
  about: [
    'Pace is time per unit of distance, speed is distance per unit of time, and each tab works ' +
      'out one of pace, finish time and distance from the other two: pace = time ÷ distance, ' +
      'time = pace × distance, distance = time ÷ pace. The pace is that of an even run: the ' +
      'average over the whole distance.',
    'A mile is exactly 1.609344 km (the international mile; NIST Special Publication 811). A ' +
      'marathon is 42.195 km (26.219 miles) and a half marathon 21.0975 km, as World Athletics ' +
      'measures them.',
    'Paces and times are shown as minutes:seconds, or hours:minutes:seconds, with tenths of a ' +
      'second when they are not whole; speeds to two decimals. The race times under a pace are ' +
      'those distances run at the same pace, not a prediction of what you would run.',
  ],
  faq: [
    {
      question: 'What pace do I need for a 4-hour marathon?',
      answer:
        '4 hours is 14,400 seconds; 14,400 ÷ 42.195 km = 341.3 s, about 5:41 per km, or 9:09 ' +
        'per mile.',
    },
    {
      question: 'How do I turn pace into speed?',
      answer:
        'Divide 60 by the pace in minutes: 5:00 per km is 60 ÷ 5 = 12 km/h, and 8:00 per mile ' +
        'is 60 ÷ 8 = 7.5 mph.',
    },
    {
      question: 'How do I convert a pace per km to a pace per mile?',
      answer:
        'Multiply by 1.609344: 5:00 per km (300 s) is 482.8 s, or 8:02.8 per mile. To go the ' +
        'other way, divide by 1.609344.',
    },
    {
      question: 'Can I predict my marathon time from a 10K?',
      answer:
        'Not by pace alone: runners slow over longer distances. The race times shown are the ' +
        'same pace kept up, which is faster than most people manage over a longer race.',
    },
  ],
});
