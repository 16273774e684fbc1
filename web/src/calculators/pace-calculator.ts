import { clock, formatNumber, formatPlain, formatUpTo } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { durationField } from '../engine/duration.ts';
import { quantityField } from '../engine/quantity.ts';
import { LENGTH, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 39,
  name: 'Pace Calculator',
  description:
    'Work out running pace, finish time or distance from the other two, in kilometres or miles.',
  category: 'health',
  group: 'Fitness',
  icon: 'timer',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: ['heart-rate-zones-calculator', 'calorie-calculator', 'speed-converter'],
  keywords: 'pace running marathon min per km mile speed',
} satisfies CalculatorRecord;

// Running pace, finish time and distance: one relation, time = pace × distance, in seconds and
// kilometres, any one of the three solved from the other two. A mile is 1.609344 km exactly (the
// international mile, NIST SP 811). Speed is distance ÷ time in km/h and mph. Times and paces are
// typed and shown as h:mm:ss or m:ss (engine/duration.ts), paces per km or per mile, distances
// in km or miles, each in its own unit; compute receives seconds, seconds per km and km.

/** Kilometres in a mile (exact). */
export const KM_PER_MILE = 1.609344;

/** Standard race distances in km, for the equivalent times shown under a pace. */
const RACES = [
  { name: '5K', km: 5 },
  { name: '10K', km: 10 },
  { name: 'Half marathon', km: 21.0975 },
  { name: 'Marathon', km: 42.195 },
] as const;

const fields = {
  distance: quantityField({
    label: 'Distance',
    units: unitsOf(LENGTH, 'km', 'mi'),
    base: 'km',
    default: '10',
    defaultUnit: 'km',
    min: 0,
    minExclusive: true,
    max: 10000,
    decimals: 3,
    help: 'A marathon is 42.195 km (26.219 miles), a half marathon 21.0975 km.',
  }),
  time: durationField({
    label: 'Time',
    default: '50:00',
    min: 0,
    minExclusive: true,
    // 999:59:59.
    max: 999 * 3600 + 59 * 60 + 59,
    decimals: 1,
    help: 'Hours, minutes and seconds (3:30:00), or minutes and seconds under an hour (52:30).',
  }),
  pace: durationField({
    label: 'Pace',
    default: '5:00',
    min: 0,
    minExclusive: true,
    // 59:59 per km: slower is not a run or a walk.
    max: 59 * 60 + 59,
    decimals: 1,
    per: { units: unitsOf(LENGTH, 'km', 'mi'), base: 'km', defaultUnit: 'km' },
    help: 'Minutes and seconds per kilometre or per mile (5:30).',
  }),
} as const;

/** The paces and speeds of a run at `paceKm` seconds per km (as typed, or as solved and shown). */
function rates(paceKm: number) {
  return {
    paceKm,
    paceMile: paceKm * KM_PER_MILE,
    speedKmh: 3600 / paceKm,
    speedMph: 3600 / paceKm / KM_PER_MILE,
  };
}

/** '10 km', '26.2 mi': a distance in km in the unit it was typed in. */
function distanceText(km: number, unit: 'km' | 'mi'): string {
  return unit === 'km' ? `${formatPlain(km)} km` : `${formatPlain(km / KM_PER_MILE)} mi`;
}

/** '= 300' for a value exact to `decimals`, else '≈ 341.52' (rounded to them). */
function equalsNumber(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  // Within a double's rounding of it (7.499999999999999 mi is 7.5 mi).
  return Math.abs(rounded - value) <= 1e-9 * Math.max(1, Math.abs(value))
    ? `= ${formatPlain(rounded)}`
    : `≈ ${formatNumber(value, decimals)}`;
}

/**
 * The pace solved for: time ÷ distance as typed, then rounded to a tenth of a second in the
 * pace's unit, as it is shown and used ('≈ 341.52 s per km × 1.609344 ≈ 549.62 s per mile, shown
 * as 9:09.6 per mile; the race times use the pace as shown').
 */
function paceStep(time: number, km: number, perMile: boolean): string {
  const paceKm = time / km;
  const pace = perMile ? paceKm * KM_PER_MILE : paceKm;
  const unit = perMile ? 'mile' : 'km';
  const rounded = Math.round(pace * 10) / 10 !== Number(pace.toFixed(12));
  return (
    `Pace = time ÷ distance = ${formatPlain(time)} s ÷ ${formatPlain(km)} km ` +
    `${equalsNumber(paceKm, 2)} s per km` +
    (perMile ? ` × ${formatPlain(KM_PER_MILE)} ${equalsNumber(pace, 2)} s per mile` : '') +
    `, shown as ${clock(pace)} per ${unit}` +
    (rounded ? '; the race times use the pace as shown' : '')
  );
}

export default defineCalculator({
  slug: 'pace-calculator',
  intro: 'Enter two of distance, time and pace to work out the third.',
  fields,
  solve: {
    unknowns: ['pace', 'time', 'distance'],
    residual: (v) => v.pace * v.distance - v.time,
    closedForms: {
      pace: (v) => v.time / v.distance,
      time: (v) => v.pace * v.distance,
      distance: (v) => v.time / v.pace,
    },
  },
  formerLinks: {
    // The calculator had a tab for each of pace, finish time and distance (`find`), one distance
    // unit (`unit`), and a field for each part of a time and a pace.
    params: ['find', 'unit', 'hours', 'minutes', 'seconds', 'paceMin', 'paceSec'],
    read(former) {
      const tab = former.find?.trim().toLowerCase();
      const texts: Record<string, string> =
        tab === 'time' || tab === 'distance' ? { solve: tab } : {};
      if (former.unit?.trim().toLowerCase() === 'mi') {
        texts.distanceUnit = 'mi';
        texts.paceUnit = 'mi';
      }
      /** A part as the link gave it, or that tab's default when it left it out. */
      const part = (param: string, fallback: string) => Number(former[param]?.trim() || fallback);
      if (tab !== 'time') {
        const seconds =
          part('hours', '0') * 3600 +
          part('minutes', tab === 'distance' ? '30' : '50') * 60 +
          part('seconds', '0');
        if (Number.isFinite(seconds)) texts.time = clock(seconds);
      }
      if (tab === 'time' || tab === 'distance') {
        const seconds = part('paceMin', '5') * 60 + part('paceSec', '0');
        if (Number.isFinite(seconds)) texts.pace = clock(seconds);
      }
      return texts;
    },
  },
  outputs: {
    paceKm: { label: 'Pace per km', format: 'duration', decimals: 1 },
    paceMile: { label: 'Pace per mile', format: 'duration', decimals: 1 },
    speedKmh: { label: 'Speed (km/h)', format: 'number' },
    speedMph: { label: 'Speed (mph)', format: 'number' },
  },
  compute: (v) => rates(v.pace),
  summary: (v) =>
    `${distanceText(v.distance, v.distanceUnit)} in ${clock(v.time)} at ` +
    `${clock(v.paceUnit === 'km' ? v.pace : v.pace * KM_PER_MILE)} per ${v.paceUnit === 'km' ? 'km' : 'mile'}`,
  facts: (_v, r) =>
    RACES.map((race) => ({ label: `${race.name} at this pace`, text: clock(race.km * r.paceKm) })),
  calculateLabel: 'Calculate',
  steps(v, r, shown) {
    const unknown = shown?.unknown ?? 'pace';
    const perMile = v.paceUnit === 'mi';
    const given = [
      ...(unknown === 'time' ? [] : [`Time = ${clock(v.time)} = ${formatPlain(v.time)} s`]),
      ...(unknown === 'distance'
        ? []
        : v.distanceUnit === 'mi'
          ? [
              `Distance = ${distanceText(v.distance, 'mi')} × ${formatPlain(KM_PER_MILE)} = ` +
                `${formatPlain(v.distance)} km`,
            ]
          : [`Distance = ${formatPlain(v.distance)} km`]),
      ...(unknown === 'pace'
        ? []
        : perMile
          ? [
              `Pace = ${clock(r.paceMile)} per mile = ${formatUpTo(r.paceMile, 2)} s ÷ ` +
                `${formatPlain(KM_PER_MILE)} ${equalsNumber(v.pace, 2)} s per km`,
            ]
          : [`Pace = ${clock(v.pace)} per km = ${formatUpTo(v.pace, 2)} s per km`]),
    ];
    // The one solved for, from the other two as typed; a pace, time or distance solved for is
    // then shown rounded (a tenth of a second, three decimals), and what follows uses it so.
    const solved =
      unknown === 'time'
        ? `Time = pace × distance = ${formatUpTo(v.pace, 2)} s × ${formatPlain(v.distance)} km ` +
          `${equalsNumber(v.pace * v.distance, 2)} s = ${clock(v.time)}`
        : unknown === 'distance'
          ? `Distance = time ÷ pace = ${formatPlain(v.time)} s ÷ ${formatUpTo(v.pace, 2)} s ` +
            `per km ${equalsNumber(v.time / v.pace, 3)} km` +
            (v.distanceUnit === 'mi'
              ? ` ÷ ${formatPlain(KM_PER_MILE)} ${equalsNumber(v.time / v.pace / KM_PER_MILE, 3)} mi`
              : '')
          : paceStep(v.time, v.distance, perMile);
    return [
      ...given,
      solved,
      `Pace per mile = ${formatNumber(r.paceKm, 2)} s × ${formatPlain(KM_PER_MILE)} = ` +
        `${formatNumber(r.paceMile, 2)} s = ${clock(r.paceMile)} per mile`,
      `Speed = 3,600 s ÷ ${formatNumber(r.paceKm, 2)} s per km = ` +
        `${formatNumber(r.speedKmh, 2)} km/h; ÷ ${formatPlain(KM_PER_MILE)} = ` +
        `${formatNumber(r.speedMph, 2)} mph`,
    ];
  },
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 5.4 "Ratios and ' +
        'Proportions", example "Applying a Constant of Proportionality: Running mph": Zac runs ' +
        'at 4 miles per hour from noon to 4:30 PM and "ran 18 miles" ' +
        '(openstax.org/books/contemporary-mathematics/pages/5-4-ratios-and-proportions)',
      inputs: { distance: '18', distanceUnit: 'mi', time: '4:30:00', paceUnit: 'mi' },
      expected: { speedMph: 4 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek and Anthony-Smith, 2020), section 9.7 "Solve a ' +
        'Formula for a Specific Variable", Try It: "Trinh walked for 2 1/3 hours at 3 miles per ' +
        'hour. How far did she walk?" 7 mi ' +
        '(openstax.org/books/prealgebra-2e/pages/9-7-solve-a-formula-for-a-specific-variable)',
      inputs: { distance: '7', distanceUnit: 'mi', time: '2:20:00', paceUnit: 'mi' },
      expected: { speedMph: 3 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 9.7 (as above), Section Exercises: "Yuki walked for ' +
        '1 3/4 hours at 4 miles per hour. How far did she walk?" 7 mi',
      inputs: { distance: '7', distanceUnit: 'mi', time: '1:45:00', paceUnit: 'mi' },
      expected: { speedMph: 4 },
      tolerance: 0.005,
    },
    {
      source:
        'D’Angelo, "Sub 3:30 marathon pace": 42.195 km in 3:30:00 needs 4:59 per km (8:01 per ' +
        'mile), 12.1 km/h, 7.5 mph (dangelo.app/pace-calculator/3-hour-30-marathon); by hand ' +
        '12,600 s ÷ 42.195 = 298.6 s = 4:58.6',
      inputs: { distance: '42.195', time: '3:30:00' },
      expected: { paceKm: 299, paceMile: 481 },
      tolerance: 0.5,
    },
    {
      source: 'D’Angelo (as above): the speeds, 12.1 km/h and 7.5 mph',
      inputs: { distance: '42.195', time: '3:30:00' },
      expected: { speedKmh: 12.1, speedMph: 7.5 },
      tolerance: 0.05,
    },
    {
      source:
        'HaceCuentas, "Running Pace Calculator", example: 10 km in 52 minutes is 5:12 per km, ' +
        '11.54 km/h, 8:22 per mile, 7.17 mph (hacecuentas.com/en/running-pace-calculator)',
      inputs: { distance: '10', time: '52:00' },
      expected: { paceKm: 312, paceMile: 502 },
      tolerance: 0.5,
    },
    {
      source: 'HaceCuentas (as above): the speeds, 11.54 km/h and 7.17 mph',
      inputs: { distance: '10', time: '52:00' },
      expected: { speedKmh: 11.54, speedMph: 7.17 },
      tolerance: 0.005,
    },
    {
      source:
        'Roboculator, "10K Pace Calculator": a 50-minute 10K is 5:00 per km, roughly 8:03 per ' +
        'mile, 12 km/h (roboculator.com/calculator/old-10k-pace-calculator)',
      inputs: { distance: '10', time: '50:00' },
      expected: { paceKm: 300, paceMile: 483, speedKmh: 12 },
      tolerance: 0.5,
    },
    {
      source:
        'Konvertibly, "Pace Calculator" guide, worked example: a marathon at 5:30 per km takes ' +
        '5.5 × 42.195 = 232 min = 3:52:04 (konvertibly.com/blog/pace-calculator-guide)',
      inputs: { distance: '42.195', pace: '5:30' },
      solve: 'time',
      expected: { time: 13924 },
      tolerance: 0.5,
    },
    {
      source:
        'EveryCalc, "Running pace", time from pace: a half marathon (21.0975 km) at 5:00 per km ' +
        'is about 1:45:29 (everycalc.io/pl/wiki/running-pace)',
      inputs: { distance: '21.0975', pace: '5:00' },
      solve: 'time',
      expected: { time: 6329 },
      tolerance: 0.5,
    },
    {
      source:
        'Roboculator, "10K Pace Calculator": 5:00 per kilometre over 10 km is a 50-minute 10K ' +
        '(roboculator.com/calculator/old-10k-pace-calculator)',
      inputs: { distance: '10', pace: '5:00' },
      solve: 'time',
      expected: { time: 3000 },
      tolerance: 0,
    },
    {
      // The published time is to the second: ±0.5 s ÷ 300 s per km.
      source: 'EveryCalc (as above), solved for the distance: 1:45:29 at 5:00 per km',
      inputs: { time: '1:45:29', pace: '5:00' },
      solve: 'distance',
      expected: { distance: 21.0975 },
      tolerance: 0.002,
    },
    {
      source: 'Konvertibly (as above), solved for the distance: 3:52:04 at 5:30 per km',
      inputs: { time: '3:52:04', pace: '5:30' },
      solve: 'distance',
      expected: { distance: 42.195 },
      tolerance: 0.002,
    },
    {
      source: 'Roboculator (as above), solved for the distance: 50 minutes at 5:00 per km',
      inputs: { time: '50:00', pace: '5:00' },
      solve: 'distance',
      expected: { distance: 10 },
      tolerance: 0,
    },
  ],
  about: [
    'Pace is time per unit of distance, and speed is distance per unit of time. The calculator ' +
      'works out any one of pace, time and distance from the other two (choose it under Solve ' +
      'for): time = pace × distance, so pace = time ÷ distance and distance = time ÷ pace. The ' +
      'pace is that of an even run: the average over the whole distance.',
    'A mile is exactly 1.609344 km (the international mile; NIST Special Publication 811). A ' +
      'marathon is 42.195 km (26.219 miles) and a half marathon 21.0975 km, as World Athletics ' +
      'measures them.',
    'Times and paces are typed and shown as minutes:seconds, or hours:minutes:seconds (3:30:00), ' +
      'with tenths of a second when they are not whole; a distance solved for to three ' +
      'decimals, speeds to two. The distance and the pace each have their own unit, km or mile. The race times under a pace are ' +
      'those distances run at the same pace, not a prediction of what you would run; a pace ' +
      'worked out is rounded to a tenth of a second, and the race times are worked from the pace ' +
      'as shown, so you can check them by hand.',
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
