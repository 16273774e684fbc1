import {
  BMI_BANDS,
  calculateBmi,
  CM_PER_FOOT,
  CM_PER_INCH,
  feetInchesToCm,
  HEALTHY_BMI_MAX,
  HEALTHY_BMI_MIN,
  KG_PER_POUND,
  kgToPounds,
  poundsToKg,
  weightForBmi,
  type BmiResult,
} from '../domain/bmi.ts';
import { formatNumber, formatPlain, formatSignificant } from '../domain/format.ts';
import { decimal } from '../engine/money.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';
import { defineCalculator, type Band } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 1,
  name: 'BMI Calculator',
  description:
    'Calculate your Body Mass Index from your height and weight, in metric or imperial units.',
  category: 'health',
  group: 'Body and weight',
  icon: 'weight',
  iconBg: 'red',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: [
    'age-calculator',
    'percentage-calculator',
    'blood-pressure-calculator',
    'weight-loss-calculator',
    'child-bmi-percentile-calculator',
  ],
  keywords: 'bmi body mass index obesity overweight underweight bmi prime ponderal index rohrer',
} satisfies CalculatorRecord;

// Body Mass Index (spec sections 3, 4, 5 and 9): kg ÷ m², in metric or imperial units (feet ×
// 30.48 + inches × 2.54 cm, pounds × 0.453592 kg, the spec's factors), with the WHO adult
// categories; or, solved the other way, the weight that gives a chosen BMI. Nothing is shown
// before the first 'Calculate BMI' (or a link carrying inputs); each press records the
// calculation (calculator 1).

// The ends of each category's segment on the scale: the outer bands are open-ended, so the bar
// shows 15 to 40, and a BMI outside that sits at its end.
const SEGMENT_ENDS: Record<string, readonly [number, number]> = {
  Underweight: [15, 18.5],
  'Normal weight': [18.5, 25],
  Overweight: [25, 30],
  Obese: [30, 40],
};

const bands: readonly Band[] = BMI_BANDS.map((band) => ({
  label: band.category,
  range: band.range,
  from: band.from,
  to: band.to,
  scale: SEGMENT_ENDS[band.category]!,
  palette: band.palette,
}));

const positive = (what: string) => ({
  required: `Enter a ${what} above 0`,
  min: `Enter a ${what} above 0`,
  max: `Enter a smaller ${what}`,
});

// What a body can measure, from the records (Guinness World Records): the shortest adult,
// Chandra Bahadur Dangi, 54.6 cm (1 ft 9.5 in); the tallest, Robert Wadlow, 272 cm (8 ft 11.1
// in); the heaviest, Jon Brower Minnoch, about 635 kg (1,400 lbs). Below 20 kg (44 lbs) an adult
// is all but unknown. The form accepts any positive number (spec: no validation), but a BMI, its
// category and the weight to gain or lose are not read from a height of 17 cm.
const PLAUSIBLE_CM = { min: 54.6, max: 272 } as const;
const HEIGHT_NOTE = 'Check the height: adults on record measure from 54.6 cm to 272 cm';
const HEIGHT_NOTE_IMPERIAL =
  'Check the height: adults on record measure from 1 ft 9.5 in to 8 ft 11.1 in';
const WEIGHT_NOTE = 'Check the weight: an adult weighs from about 20 kg to 635 kg';
const WEIGHT_NOTE_IMPERIAL = 'Check the weight: an adult weighs from about 44 lbs to 1,400 lbs';

/** '= 24.22' when the value has at most `digits` decimals, else '≈ 24.22'. */
function equals(value: number, digits = 2): string {
  const rounded = formatNumber(value, digits);
  const exact = Math.abs(Number(rounded.replace(/,/g, '')) - value) <= Math.abs(value) * 1e-12;
  // Exact to 15 digits: 70 ÷ 0.000001 is 70,000,000, which a double holds as 69,999,999.99999999.
  return exact ? `= ${formatPlain(Number(value.toPrecision(15)))}` : `≈ ${rounded}`;
}

interface Measures {
  unit: 'metric' | 'imperial';
  weight?: number;
  heightCm?: number;
  weightLbs?: number;
  heightFt?: number;
  heightIn?: number;
}

/** Weight in kg and height in cm from the unit system in use. */
function metric(v: Measures): { kg: number; cm: number } {
  if (v.unit === 'metric') return { kg: v.weight!, cm: v.heightCm! };
  return { kg: poundsToKg(v.weightLbs!), cm: feetInchesToCm(v.heightFt!, v.heightIn!) };
}

/** Everything shown for these measures, or null when the numbers are too extreme for a BMI. */
function bmiOf(v: Measures): BmiResult | null {
  const { kg, cm } = metric(v);
  return calculateBmi(kg, cm);
}

/** A weight in kg in the visitor's unit, to one decimal with the unit. */
function inUnit(
  v: Measures,
  kg: number,
  figure = (value: number) => formatNumber(value, 1),
): string {
  return v.unit === 'metric' ? `${figure(kg)} kg` : `${figure(kgToPounds(kg))} lbs`;
}

/**
 * A weight of the healthy range: to 0.1, but to 2 significant digits below 0.05 (0.0019 kg for
 * a height of 1 cm, which 0.1 showed as 0.0).
 */
const rangeFigure = (value: number) =>
  Math.abs(value) >= 0.05 ? formatNumber(value, 1) : formatSignificant(value, 2);

export default defineCalculator({
  slug: 'bmi-calculator',
  currency: 'USD',
  fields: {
    unit: {
      kind: 'choice',
      label: 'Unit system',
      default: 'metric',
      display: 'tabs',
      options: [
        { value: 'metric', label: 'Metric' },
        { value: 'imperial', label: 'Imperial' },
      ],
    },
    weight: {
      kind: 'number',
      label: 'Weight (kg)',
      default: '70',
      min: 0,
      minExclusive: true,
      max: Infinity,
      decimals: 1,
      when: { unit: 'metric' },
      plausible: { min: 20, max: 635, note: WEIGHT_NOTE },
      messages: positive('weight'),
    },
    heightCm: {
      kind: 'number',
      label: 'Height (cm)',
      default: '170',
      min: 0,
      minExclusive: true,
      max: Infinity,
      when: { unit: 'metric' },
      plausible: { ...PLAUSIBLE_CM, note: HEIGHT_NOTE },
      messages: positive('height'),
    },
    weightLbs: {
      kind: 'number',
      label: 'Weight (lbs)',
      default: '154',
      min: 0,
      minExclusive: true,
      max: Infinity,
      decimals: 1,
      when: { unit: 'imperial' },
      plausible: { min: 44, max: 1400, note: WEIGHT_NOTE_IMPERIAL },
      messages: positive('weight'),
    },
    heightFt: {
      kind: 'number',
      label: 'Height (ft)',
      default: '5',
      min: 0,
      max: Infinity,
      blankValue: 0,
      when: { unit: 'imperial' },
      messages: positive('height'),
    },
    heightIn: {
      kind: 'number',
      label: 'Height (in)',
      default: '10',
      min: 0,
      max: Infinity,
      blankValue: 0,
      sameRow: true,
      when: { unit: 'imperial' },
      messages: positive('height'),
    },
    bmi: {
      kind: 'number',
      label: 'BMI',
      noun: 'BMI',
      default: '22',
      min: 0,
      minExclusive: true,
      max: Infinity,
      decimals: 1,
      help: 'The BMI to find the weight for: 18.5 to 24.9 is a healthy weight.',
      messages: positive('BMI'),
    },
  },
  solve: {
    unknowns: ['bmi', 'weight', 'weightLbs'],
    residual: (v) => v.bmi - (bmiOf(v)?.bmi ?? NaN),
    closedForms: {
      bmi: (v) => {
        const { kg, cm } = metric(v);
        return kg / (cm / 100) ** 2;
      },
      // weightForBmi's null is a weight too large to hold.
      weight: (v) => weightForBmi(v.bmi, v.heightCm!) ?? Infinity,
      weightLbs: (v) =>
        kgToPounds(weightForBmi(v.bmi, feetInchesToCm(v.heightFt!, v.heightIn!)) ?? Infinity),
    },
  },
  validate(v) {
    // Feet and inches may each be 0 or blank, but not the height they make.
    if (v.unit === 'imperial' && feetInchesToCm(v.heightFt!, v.heightIn!) <= 0) {
      return { heightFt: 'Enter a height above 0' };
    }
    return {};
  },
  // Feet and inches make a height together (0 ft 70 in is 5 ft 10 in).
  plausibility(v) {
    if (v.unit !== 'imperial') return {};
    const cm = feetInchesToCm(v.heightFt!, v.heightIn!);
    return cm < PLAUSIBLE_CM.min || cm > PLAUSIBLE_CM.max ? { heightFt: HEIGHT_NOTE_IMPERIAL } : {};
  },
  outputs: {
    bmi: {
      label: 'Your BMI',
      format: 'number',
      decimals: 1,
      bands: { name: 'BMI categories', yours: 'your BMI', bands },
    },
  },
  compute: (v) => ({ bmi: bmiOf(v)?.bmi ?? NaN }),
  overflowMessage:
    'These numbers are too large or too small to give a BMI. Please check your weight and height.',
  calculateLabel: 'Calculate BMI',
  updates: 'on-calculate',
  startsEmpty: 'Enter your weight and height, then press Calculate BMI to see your result.',
  // Spec section 3: metric gives unit, weight, heightCm; imperial unit, weightLbs, heightFt,
  // heightIn (a weight solved for included).
  usage(v): Record<string, string | number> {
    return v.unit === 'metric'
      ? { unit: 'metric', weight: v.weight!, heightCm: v.heightCm! }
      : { unit: 'imperial', weightLbs: v.weightLbs!, heightFt: v.heightFt!, heightIn: v.heightIn! };
  },
  summary: (v) =>
    v.unit === 'metric'
      ? `For ${formatPlain(v.weight!)} kg, ${formatPlain(v.heightCm!)} cm`
      : `For ${formatPlain(v.weightLbs!)} lbs, ${formatPlain(v.heightFt!)} ft ${formatPlain(v.heightIn!)} in`,
  facts(v) {
    const result = bmiOf(v)!;
    const facts = [
      {
        label: 'Healthy weight for your height',
        text: `${inUnit(v, result.healthyMinKg, rangeFigure)} – ${inUnit(v, result.healthyMaxKg, rangeFigure)}`,
      },
    ];
    const change = result.toHealthyKg;
    if (change !== 0) {
      const size = inUnit(v, Math.abs(change));
      const amount = size.startsWith('0.0 ') ? `less than 0.1 ${size.slice(4)}` : size;
      facts.push({
        label: 'To reach a healthy weight',
        text:
          change > 0
            ? `Gain ${amount} to reach a BMI of ${HEALTHY_BMI_MIN}.`
            : `Lose ${amount} to reach a BMI of ${HEALTHY_BMI_MAX}.`,
      });
    }
    facts.push(
      { label: 'BMI Prime', text: formatNumber(result.prime, 2) },
      { label: 'Ponderal Index', text: `${formatNumber(result.ponderal, 1)} kg/m³` },
    );
    return facts;
  },
  notes: [
    'The healthy range is a BMI of 18.5 to 24.9; BMI Prime is your BMI divided by 25, so 1.00 ' +
      'is the top of a normal weight. These categories are for adults: for children and ' +
      'teenagers, BMI is read against charts for their age and sex.',
  ],
  steps(v, _r, shown) {
    const advice = shown?.advice ?? true;
    const result = bmiOf(v)!;
    const { kg, cm } = metric(v);
    const metres = cm / 100;
    const squared = metres * metres;
    const unit = v.unit === 'metric' ? 'kg' : 'lbs';
    const perPound = unit === 'lbs' ? ` ÷ ${formatPlain(KG_PER_POUND)}` : '';
    const toUnit = unit === 'kg' ? (value: number) => value : kgToPounds;
    // Each end of the healthy range as shown, and '=' only when both are worked exactly from
    // the figures the step shows (18.5 × 2.89 = 53.465, shown 53.5: '≈').
    const [healthyMin, healthyMax] = [result.healthyMinKg, result.healthyMaxKg].map((kg) =>
      rangeFigure(toUnit(kg)),
    ) as [string, string];
    const healthySign = [HEALTHY_BMI_MIN, HEALTHY_BMI_MAX].every((bmi, end) => {
      const worked = decimal(bmi).times(readShown(formatPlain(squared))!);
      const inUnitWorked = unit === 'lbs' ? worked.div(KG_PER_POUND) : worked;
      return equalsOrAbout(inUnitWorked, end === 0 ? healthyMin : healthyMax) === '=';
    })
      ? '='
      : '≈';
    const conversion =
      v.unit === 'metric'
        ? [`Height in metres = ${formatPlain(cm)} ÷ 100 = ${formatPlain(metres)} m`]
        : [
            `Weight in kg = ${formatPlain(v.weightLbs!)} × ${formatPlain(KG_PER_POUND)} = ` +
              `${formatPlain(kg)} kg`,
            `Height in cm = ${formatPlain(v.heightFt!)} × ${formatPlain(CM_PER_FOOT)} + ` +
              `${formatPlain(v.heightIn!)} × ${formatPlain(CM_PER_INCH)} = ${formatPlain(cm)} cm ` +
              `= ${formatPlain(metres)} m`,
          ];
    return [
      ...conversion,
      `BMI = weight ÷ height² = ${formatPlain(kg)} ÷ ${formatPlain(metres)}² = ` +
        `${formatPlain(kg)} ÷ ${formatPlain(squared)} ${equals(result.bmi)}`,
      // The category and the healthy weight are advice: none from an implausible measure.
      advice
        ? `Rounded to one decimal: ${formatNumber(result.rounded, 1)}, in the band ` +
          `${result.band.range}: ${result.band.category}`
        : `Rounded to one decimal: ${formatNumber(result.rounded, 1)}`,
      `BMI Prime = BMI ÷ 25 = ${formatNumber(result.bmi, 2)} ÷ 25 ${equals(result.prime)}`,
      `Ponderal Index = weight ÷ height³ = ${formatPlain(kg)} ÷ ${formatPlain(metres)}³ = ` +
        `${formatPlain(kg)} ÷ ${formatSignificant(squared * metres, 10)} ${equals(result.ponderal, 1)} kg/m³`,
      ...(advice
        ? [
            `Healthy weight = ${formatPlain(HEALTHY_BMI_MIN)} × ${formatPlain(squared)}${perPound} to ` +
              `${formatPlain(HEALTHY_BMI_MAX)} × ${formatPlain(squared)}${perPound} ${healthySign} ` +
              `${healthyMin} to ${healthyMax} ${unit}`,
          ]
        : []),
    ];
  },
  about: [
    'Body Mass Index (BMI) is a quick screening measure of body weight relative to height. BMI = ' +
      'weight in kg divided by height in metres squared. Imperial measurements (pounds, feet and ' +
      'inches) are converted to metric first.',
    'The BMI shown is rounded to one decimal, and its category is that of the rounded figure, so ' +
      'a BMI of 24.96 shows as 25.0, Overweight. To find the weight for a BMI, choose Weight ' +
      'under "Solve for": the weight is the BMI times the height in metres squared.',
    'The Ponderal Index (Rohrer’s index) is weight in kg divided by height in metres cubed, in ' +
      'kg/m³. People of the same build weigh roughly in proportion to their height cubed, so ' +
      'the index differs less between tall and short people of one build than BMI does.',
    'BMI does not tell muscle from fat, so it is a guide rather than a diagnosis; talk to a ' +
      'health professional about your own health.',
  ],
  faq: [
    {
      question: 'How is BMI calculated?',
      answer:
        'Divide your weight in kilograms by your height in metres squared. At 70 kg and 1.70 m, ' +
        'BMI = 70 ÷ 2.89 = 24.2. In pounds and inches the same figure is weight × 703 ÷ inches².',
    },
    {
      question: 'What is a healthy BMI?',
      answer:
        'For adults, the World Health Organization calls 18.5 to 24.9 a normal weight, 25 to 29.9 ' +
        'overweight and 30 or more obese; below 18.5 is underweight.',
    },
    {
      question: 'What weight should I aim for?',
      answer:
        'Any weight that puts your BMI from 18.5 to 24.9 is in the healthy range for your height; ' +
        'the calculator shows that range, and under "Solve for" it finds the weight for any BMI.',
    },
    {
      question: 'Does BMI apply to children?',
      answer:
        'Not these categories: for children and teenagers BMI is compared with growth charts for ' +
        'their age and sex, as percentiles.',
    },
  ],
  references: [
    {
      source:
        'CDC, "Adult BMI Calculator: formula", metric example: 68 kg at 165 cm is a BMI of 24.98',
      inputs: { unit: 'metric', weight: '68', heightCm: '165' },
      expected: { bmi: 24.98 },
      tolerance: 0.005,
    },
    {
      source:
        'CDC, "Adult BMI Calculator: formula", imperial example: 150 lbs at 5 ft 5 in is 24.96',
      inputs: { unit: 'imperial', weightLbs: '150', heightFt: '5', heightIn: '5' },
      expected: { bmi: 24.96 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), ' +
        'section 3.5 "Relations and Functions", exercises: the mapping of weight to BMI "for a ' +
        'woman of height 5′4″" pairs 100 lbs with a BMI of 17.2 ' +
        '(openstax.org/books/intermediate-algebra-2e/pages/3-5-relations-and-functions)',
      inputs: { unit: 'imperial', weightLbs: '100', heightFt: '5', heightIn: '4' },
      expected: { bmi: 17.2 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e, section 3.5 (as above), the same mapping for a woman ' +
        'of 5′4″: 150 lbs, BMI 25.7',
      inputs: { unit: 'imperial', weightLbs: '150', heightFt: '5', heightIn: '4' },
      expected: { bmi: 25.7 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e, section 3.5 (as above), the next exercise: the ' +
        'mapping "for a man of height 5′11″" pairs 200 lbs with a BMI of 27.9',
      inputs: { unit: 'imperial', weightLbs: '200', heightFt: '5', heightIn: '11' },
      expected: { bmi: 27.9 },
      tolerance: 0.05,
    },
    {
      source:
        'calculator.net BMI Calculator, healthy weight at 5 ft 10 in: up to 173.5 lbs (BMI 24.9)',
      inputs: { unit: 'imperial', heightFt: '5', heightIn: '10', bmi: '24.9' },
      solve: 'weightLbs',
      expected: { weightLbs: 173.5 },
      tolerance: 0.05,
    },
  ],
});
