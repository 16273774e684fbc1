import { formatNumber, formatPlain } from '../domain/format.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { unitsOf, WEIGHT } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 79,
  name: 'One Rep Max Calculator',
  description:
    'Estimate your one-rep max from the weight and reps of a hard set, with the Epley, Brzycki and five other formulas, and a table of training loads.',
  category: 'health',
  group: 'Fitness',
  icon: 'weight',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'heart-rate-zones-calculator',
    'lean-body-mass-calculator',
    'calorie-calculator',
    'protein-calculator',
  ],
  keywords:
    '1rm one rep max one repetition maximum rep max bench press squat deadlift epley brzycki lombardi strength training load percentage',
} satisfies CalculatorRecord;

// The one-repetition maximum (1RM) from a set of r reps to failure with a weight w, by the seven
// prediction equations compared by LeSuer, McCormick, Mayhew, Wasserstein and Arnold (J Strength
// Cond Res 1997; 11(4): 211–213):
//   Epley (1985)            w × (1 + r/30)
//   Brzycki (1993)          w × 36/(37 − r)
//   Lombardi (1989)         w × r^0.10
//   Lander (1985)           100 w/(101.3 − 2.67123 r)
//   O'Conner et al. (1989)  w × (1 + 0.025 r)
//   Wathan (1994)           100 w/(48.8 + 53.8 e^(−0.075 r))
//   Mayhew et al. (1992)    100 w/(52.2 + 41.9 e^(−0.055 r))
// One rep is the 1RM itself, for every formula. The formulas are linear in w, so the result is
// worked out in the unit typed (kg or lb). The load table's reps come from the same formula
// solved for r at each share of the 1RM, rounded to the nearest whole rep.

interface Formula {
  name: string;
  /** The formula in words, with w and r. */
  text: string;
  /** The 1RM as a multiple of the weight lifted for r reps. */
  factor(reps: number): number;
  /** The factor with the visitor's reps written in ('1 + 5 ÷ 30'). */
  terms(reps: number): string;
  /** The reps the formula expects at a share p (0–1] of the 1RM; NaN where none. */
  repsAt(share: number): number;
}

const FORMULAS = {
  epley: {
    name: 'Epley (1985)',
    text: '1RM = w × (1 + r ÷ 30)',
    factor: (r) => 1 + r / 30,
    terms: (r) => `(1 + ${r} ÷ 30)`,
    repsAt: (p) => 30 * (1 / p - 1),
  },
  brzycki: {
    name: 'Brzycki (1993)',
    text: '1RM = w × 36 ÷ (37 − r)',
    factor: (r) => 36 / (37 - r),
    terms: (r) => `36 ÷ (37 − ${r})`,
    repsAt: (p) => 37 - 36 * p,
  },
  lombardi: {
    name: 'Lombardi (1989)',
    text: '1RM = w × r^0.10',
    factor: (r) => r ** 0.1,
    terms: (r) => `${r}^0.10`,
    repsAt: (p) => p ** -10,
  },
  lander: {
    name: 'Lander (1985)',
    text: '1RM = 100 × w ÷ (101.3 − 2.67123 × r)',
    factor: (r) => 100 / (101.3 - 2.67123 * r),
    terms: (r) => `100 ÷ (101.3 − 2.67123 × ${r})`,
    repsAt: (p) => (101.3 - 100 * p) / 2.67123,
  },
  oconner: {
    name: 'O’Conner et al. (1989)',
    text: '1RM = w × (1 + 0.025 × r)',
    factor: (r) => 1 + 0.025 * r,
    terms: (r) => `(1 + 0.025 × ${r})`,
    repsAt: (p) => (1 / p - 1) / 0.025,
  },
  wathan: {
    name: 'Wathan (1994)',
    text: '1RM = 100 × w ÷ (48.8 + 53.8 × e^(−0.075 × r))',
    factor: (r) => 100 / (48.8 + 53.8 * Math.exp(-0.075 * r)),
    terms: (r) => `100 ÷ (48.8 + 53.8 × e^(−0.075 × ${r}))`,
    repsAt: (p) => -Math.log((100 * p - 48.8) / 53.8) / 0.075,
  },
  mayhew: {
    name: 'Mayhew et al. (1992)',
    text: '1RM = 100 × w ÷ (52.2 + 41.9 × e^(−0.055 × r))',
    factor: (r) => 100 / (52.2 + 41.9 * Math.exp(-0.055 * r)),
    terms: (r) => `100 ÷ (52.2 + 41.9 × e^(−0.055 × ${r}))`,
    repsAt: (p) => -Math.log((100 * p - 52.2) / 41.9) / 0.055,
  },
} as const satisfies Record<string, Formula>;

type FormulaId = keyof typeof FORMULAS;
const FORMULA_IDS = Object.keys(FORMULAS) as FormulaId[];

/** The shares of the 1RM in the load table, in %. */
const PERCENTS = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50] as const;

/** Reps above this are shown as '—' in the table: past every formula's tested range. */
const MAX_TABLE_REPS = 30;

/** The 1RM as a multiple of the weight lifted: 1 for a single rep, whatever the formula. */
export function oneRepMaxFactor(formula: FormulaId, reps: number): number {
  return reps === 1 ? 1 : FORMULAS[formula].factor(reps);
}

/**
 * The whole reps a formula expects at `percent` of the 1RM: 1 at 100 %, at least 1 elsewhere,
 * NaN (shown '—') where the formula never reaches that share or puts it past 30 reps.
 */
export function repsAtPercent(formula: FormulaId, percent: number): number {
  if (percent >= 100) return 1;
  const reps = FORMULAS[formula].repsAt(percent / 100);
  if (!Number.isFinite(reps) || reps > MAX_TABLE_REPS) return NaN;
  // Rounded to 9 decimals first, so that 7.5 worked out as 7.4999… still rounds up.
  return Math.max(1, Math.round(Math.round(reps * 1e9) / 1e9));
}

const fields = {
  weight: quantityField({
    label: 'Weight lifted',
    units: unitsOf(WEIGHT, 'kg', 'lb'),
    base: 'kg',
    default: '100',
    defaultUnit: 'kg',
    min: 1,
    max: 1000,
    required: 'Enter the weight you lifted',
  }),
  reps: {
    kind: 'integer',
    label: 'Repetitions',
    unit: 'reps',
    default: '5',
    min: 1,
    max: 12,
    noun: 'number of reps',
    help: 'Reps done to failure with good form. Most accurate at 10 or fewer.',
    messages: {
      required: 'Enter the number of reps you did',
      max: 'The formulas go up to 12 reps: use a heavier weight',
      invalid: 'Enter whole reps',
    },
    plausible: {
      min: 1,
      max: 10,
      note: 'Above 10 reps the formulas are much less accurate: a heavier set gives a better estimate',
    },
  },
  formula: {
    kind: 'choice',
    label: 'Formula',
    default: 'epley' as FormulaId,
    options: FORMULA_IDS.map((id) => ({ value: id, label: FORMULAS[id].name })),
  },
} as const;

type OneRepValues = Values<typeof fields>;

/** The weight as typed, in its unit (kg or lb). */
function typedWeight(v: OneRepValues): number {
  return inUnitOf(fields.weight, v.weight, v.weightUnit);
}

/** '116.7 kg'. */
function weightText(v: OneRepValues, value: number, decimals = 1): string {
  return `${formatNumber(value, decimals)} ${v.weightUnit}`;
}

export default defineCalculator({
  slug: 'one-rep-max-calculator',
  fields,
  outputs: {
    oneRepMax: {
      label: (v) => `Estimated one-rep max (${v.weightUnit})`,
      format: 'number',
      decimals: 1,
      emphasis: true,
    },
    setPercent: { label: 'Your set, as a share of your 1RM (%)', format: 'number', decimals: 1 },
  },
  compute(v) {
    const factor = oneRepMaxFactor(v.formula, v.reps);
    return { oneRepMax: typedWeight(v) * factor, setPercent: 100 / factor };
  },
  summary: (v) =>
    `${formatPlain(typedWeight(v))} ${v.weightUnit} for ${v.reps} ${v.reps === 1 ? 'rep' : 'reps'}, ` +
    `by the ${FORMULAS[v.formula].name} formula`,
  facts(v) {
    const weight = typedWeight(v);
    const estimates = FORMULA_IDS.map((id) => weight * oneRepMaxFactor(id, v.reps));
    const mean = estimates.reduce((sum, each) => sum + each, 0) / estimates.length;
    return [
      ...FORMULA_IDS.map((id, index) => ({
        label: FORMULAS[id].name,
        text: weightText(v, estimates[index]!),
      })),
      { label: 'Average of the seven formulas', text: weightText(v, mean) },
    ];
  },
  table: {
    caption:
      'Training loads as a share of your one-rep max, with the reps the formula expects at each (— where it puts them past 30 reps or never reaches that share)',
    columns: [
      { id: 'percent', label: '% of 1RM', format: 'integer' },
      { id: 'load', label: 'Load', format: 'number' },
      { id: 'reps', label: 'Reps (about)', format: 'integer' },
    ],
    rows: (v, r) =>
      PERCENTS.map((percent) => ({
        percent,
        load: (r.oneRepMax * percent) / 100,
        reps: repsAtPercent(v.formula, percent),
      })),
  },
  notes: [
    'Lift a weight you can move with good form for 2 to 10 reps, stopping at the last rep you can ' +
      'complete. The estimate is for the same exercise only. Warm up, and use a spotter or safety ' +
      'bars for heavy sets.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const formula = FORMULAS[v.formula];
    const weight = typedWeight(v);
    const lines: string[] = [];
    if (v.reps === 1) {
      lines.push(
        `One rep: the weight lifted is the one-rep max itself, ${weightText(v, weight, 2)}. The ` +
          'formulas are used for 2 reps or more.',
      );
    } else {
      const factor = oneRepMaxFactor(v.formula, v.reps);
      lines.push(
        `${formula.name}: ${formula.text}, with w = ${formatPlain(weight)} ${v.weightUnit} and r = ${v.reps}`,
        `1RM = ${formatPlain(weight)} × ${formula.terms(v.reps)} = ${formatPlain(weight)} × ` +
          `${formatNumber(factor, 5)} ${equalsOrAbout(exact(weight).times(formatNumber(factor, 5)), formatNumber(r.oneRepMax, 2))} ${weightText(v, r.oneRepMax, 2)}`,
      );
    }
    lines.push(
      `Your set: ${formatPlain(weight)} ÷ ${formatNumber(r.oneRepMax, 2)} ${equalsOrAbout(exact(weight).div(formatNumber(r.oneRepMax, 2).replace(/,/g, '')).times(100), formatNumber(r.setPercent, 1))} ` +
        `${formatNumber(r.setPercent, 1)}% of your one-rep max`,
      `Each load in the table = 1RM × percentage, e.g. 80%: ${formatNumber(r.oneRepMax, 2)} × 0.80 ${equalsOrAbout(exact(formatNumber(r.oneRepMax, 2).replace(/,/g, '')).times('0.8'), formatNumber(r.oneRepMax * 0.8, 2))} ` +
        weightText(v, r.oneRepMax * 0.8, 2),
    );
    return lines;
  },
  about: [
    'Your one-rep max (1RM) is the heaviest weight you can lift once with good form. Lifting it is ' +
      'hard and risky, so it is usually estimated from a lighter set taken to failure: the weight ' +
      'lifted (w) and the reps done (r). This calculator offers the seven equations compared by ' +
      'LeSuer and colleagues (1997); Epley’s is the default.',
    'The formulas: Epley 1RM = w × (1 + r ÷ 30); Brzycki 1RM = w × 36 ÷ (37 − r); Lombardi 1RM = ' +
      'w × r^0.10; Lander 1RM = 100w ÷ (101.3 − 2.67123r); O’Conner 1RM = w × (1 + 0.025r); ' +
      'Wathan 1RM = 100w ÷ (48.8 + 53.8e^(−0.075r)); Mayhew 1RM = 100w ÷ (52.2 + 41.9e^(−0.055r)).',
    'Sources: Epley B, Poundage Chart, Boyd Epley Workout, Body Enterprises, Lincoln, Nebraska, ' +
      '1985; Brzycki M, Strength testing: predicting a one-rep max from reps-to-fatigue, Journal ' +
      'of Physical Education, Recreation and Dance 1993; 64(1): 88–90; Lombardi VP, Beginning ' +
      'Weight Training, W.C. Brown 1989; Lander J, Maximums based on reps, NSCA Journal 1985; 6: ' +
      '60–61; O’Conner B, Simmons J, O’Shea P, Weight Training Today, West Publishing 1989; Wathan ' +
      'D, Load assignment, in Baechle TR (ed.), Essentials of Strength Training and Conditioning, ' +
      'Human Kinetics 1994; Mayhew JL et al., Journal of Applied Sport Science Research 1992; 6: ' +
      '200–206. All seven are compared in LeSuer DA, McCormick JH, Mayhew JL, Wasserstein RL, ' +
      'Arnold MD, Journal of Strength and Conditioning Research 1997; 11(4): 211–213.',
    'Conventions: one rep is the 1RM itself, whatever the formula. Reps from 1 to 12 are accepted; ' +
      'the formulas were fitted to sets of about 10 reps or fewer, and above 10 the page says the ' +
      'estimate is rough. The weight is worked in the unit you type (kg or lb). The result is ' +
      'shown to 0.1, the loads in the table to 0.01; the reps in the table are the chosen formula ' +
      'solved for r at each percentage, rounded to the nearest whole rep (at least 1).',
  ],
  faq: [
    {
      question: 'Which formula is the most accurate?',
      answer:
        'No formula fits everyone. In LeSuer’s 1997 comparison the Mayhew and Wathan equations ' +
        'came closest for the bench press, and every equation underestimated the deadlift. Epley ' +
        'and Brzycki are the most widely used, and agree exactly at 10 reps.',
    },
    {
      question: 'How many reps should my test set have?',
      answer:
        'Between about 3 and 10. The fewer the reps, the closer the set is to a true maximum and ' +
        'the smaller the error. Above 10 reps endurance matters more than strength, and the ' +
        'estimates spread apart.',
    },
    {
      question: 'How do I use the percentage table?',
      answer:
        'Training plans give loads as a share of the 1RM: roughly 85% and above for strength, 67 to ' +
        '85% for muscle size, and below 67% for endurance. The table gives each load and about how ' +
        'many reps the formula expects you can do with it.',
    },
    {
      question: 'Why does one rep give the weight itself?',
      answer:
        'A single lift to failure is a one-rep max. Some formulas would still add a little (Epley ' +
        'gives 1.033 times the weight), so the page takes the weight itself at one rep.',
    },
  ],
  references: [
    {
      source:
        'NSCA, "Training Load Chart" (National Strength and Conditioning Association; ' +
        'from Baechle TR, Earle RW (eds.), Essentials of Strength Training and Conditioning, ' +
        'Human Kinetics): a 10-rep max is 75% of the 1RM, the row for a 1RM of 100 giving a load ' +
        'of 75 at 10 reps; Epley, 75 × (1 + 10 ÷ 30) = 100 ' +
        '(online.documentine.com/rep-ranges-for-strength/1/nsca-training-load-chart.html)',
      inputs: { weight: '75', reps: '10', formula: 'epley' },
      expected: { oneRepMax: 100, setPercent: 75 },
      tolerance: 0.05,
    },
    {
      source:
        'NSCA, "Training Load Chart" (as above): 75 for 10 reps is 75% of a 1RM of 100; ' +
        'Brzycki, 75 × 36 ÷ (37 − 10) = 100',
      inputs: { weight: '75', reps: '10', formula: 'brzycki' },
      expected: { oneRepMax: 100, setPercent: 75 },
      tolerance: 0.05,
    },
    {
      source:
        'NSCA, "Training Load Chart" (as above): a 1-rep max is 100% of the 1RM, so a single ' +
        'rep of 100 is a 1RM of 100, whatever the formula (here Lombardi)',
      inputs: { weight: '100', reps: '1', formula: 'lombardi' },
      expected: { oneRepMax: 100, setPercent: 100 },
      tolerance: 0.05,
    },
    {
      source:
        'Calculation Hub, "How to calculate Brzycki one-rep max", eight-rep example: 185 lb for 8 ' +
        'reps, 1RM = 229.7 lb (calculation-hub.com/formulas/one-rep-max-brzycki-formula)',
      inputs: { weight: '185', weightUnit: 'lb', reps: '8', formula: 'brzycki' },
      expected: { oneRepMax: 229.7 },
      tolerance: 0.05,
    },
    {
      source:
        'e1RM, "Brzycki formula", example: a squat of 225 lb for 5 reps, 1RM = 8100 ÷ 32 = ' +
        '253.125 lb (e1rm.com/formulas/brzycki/)',
      inputs: { weight: '225', weightUnit: 'lb', reps: '5', formula: 'brzycki' },
      expected: { oneRepMax: 253.125 },
      tolerance: 0.0005,
    },
    {
      source:
        'e1RM, "Wathan formula for 1RM estimation", example: a squat of 225 lb for 5 reps, 1RM = ' +
        '262.3 lb (e1rm.com/formulas/wathan/)',
      inputs: { weight: '225', weightUnit: 'lb', reps: '5', formula: 'wathan' },
      expected: { oneRepMax: 262.3 },
      tolerance: 0.05,
    },
    {
      source:
        'EasyCalculation, "One Rep Max Calculator", example: 50 kg for 8 reps, Lombardi 1RM = 62 ' +
        '(rounded to whole kg) (easycalculation.com/health/rm-calculator.php)',
      inputs: { weight: '50', reps: '8', formula: 'lombardi' },
      expected: { oneRepMax: 62 },
      tolerance: 0.5,
    },
    {
      source:
        'EasyCalculation, "One Rep Max Calculator", example: 50 kg for 8 reps, Mayhew et al. 1RM ' +
        '= 63 (rounded to whole kg) (easycalculation.com/health/rm-calculator.php)',
      inputs: { weight: '50', reps: '8', formula: 'mayhew' },
      expected: { oneRepMax: 63 },
      tolerance: 0.5,
    },
    {
      source:
        'EasyCalculation, "One Rep Max Calculator", example: 50 kg for 8 reps, O’Conner et al. ' +
        '1RM = 60 (easycalculation.com/health/rm-calculator.php)',
      inputs: { weight: '50', reps: '8', formula: 'oconner' },
      expected: { oneRepMax: 60 },
      tolerance: 0.005,
    },
  ],
});
