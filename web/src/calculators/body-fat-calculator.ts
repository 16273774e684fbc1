import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Band, type Values } from '../engine/definition.ts';
import { inUnitOf, quantityField } from '../engine/quantity.ts';
import { ESTIMATE_NOTE, sexField, type Sex } from './shared/health.ts';
import {
  conversionLine,
  heightField,
  imperialLinks,
  typedMeasure,
  weightField,
} from './shared/bodyMeasures.ts';
import { decimal } from '../engine/money.ts';
import { LENGTH, unitsOf } from './shared/scales.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 35,
  name: 'Body Fat Calculator',
  description:
    'Estimate your body fat percentage from a few tape measurements with the US Navy method.',
  category: 'health',
  group: 'Body and weight',
  icon: 'weight',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'bmi-calculator',
    'ideal-weight-calculator',
    'bmr-calculator',
    'lean-body-mass-calculator',
  ],
  keywords: 'body fat percentage navy method',
} satisfies CalculatorRecord;

// Body fat by the US Navy circumference method (Hodgdon and Beckett, Naval Health Research
// Center reports 84-11 and 84-29, 1984). In centimetres, their body-density equations with
// Siri's 495 ÷ density − 450:
//   men   495 ÷ (1.0324 − 0.19077 log10(waist − neck) + 0.15456 log10(height)) − 450
//   women 495 ÷ (1.29579 − 0.35004 log10(waist + hip − neck) + 0.22100 log10(height)) − 450
// In inches, the Navy's published percentage equations:
//   men   86.010 log10(waist − neck) − 70.041 log10(height) + 36.76
//   women 163.205 log10(waist + hip − neck) − 97.684 log10(height) − 78.387
// The two forms agree to within about 0.3 percentage points. Tape measures taken in inches (the
// neck and waist, and the hip for women) use the inch equations, as on calculator.net each unit
// system uses its own; any in centimetres, the centimetre ones. The category is the American
// Council on Exercise's.

/** A circumference in cm or inches, received in cm (for women only, with `female`). */
function girth(
  label: string,
  what: string,
  defaultText: string,
  [min, max]: readonly [number, number],
  female = false,
) {
  return quantityField({
    label,
    units: unitsOf(LENGTH, 'cm', 'in'),
    base: 'cm',
    default: defaultText,
    defaultUnit: 'cm',
    min,
    max,
    noun: what,
    required: `Enter your ${what} measurement`,
    ...(female ? { when: { sex: 'female' } } : {}),
  });
}

const fields = {
  sex: sexField,
  height: { ...heightField, default: '178' },
  neck: girth('Neck', 'neck', '38', [20, 80]),
  waist: {
    ...girth('Waist', 'waist', '86', [40, 200]),
    help: 'Men: around the navel. Women: at the narrowest point.',
  },
  hip: { ...girth('Hip', 'hip', '97', [50, 200], true), help: 'At the widest point.' },
  weight: {
    ...weightField,
    label: 'Weight, optional',
    noun: 'weight',
    default: '75',
    blankValue: 0,
    help: 'For your fat mass and lean mass; leave blank to skip.',
    required: 'Enter your weight, or leave it blank',
  },
} as const;

type BodyFatValues = Values<typeof fields>;

/** The imperial fields' defaults, for links made when they were fields of their own. */
const IMPERIAL_DEFAULTS = { weightLbs: '165', heightFt: '5', heightIn: '10' };

/** Whether the tape measures were taken in inches: the Navy's inch equations are used. */
function inInches(v: BodyFatValues): boolean {
  const units = [v.neckUnit, v.waistUnit, ...(v.sex === 'female' ? [v.hipUnit] : [])];
  return units.every((unit) => unit === 'in');
}

/** A length received in cm, in the unit the equations take (cm, or inches exactly). */
function inEquationUnit(v: BodyFatValues, cm: number): number {
  return inInches(v) ? Number(decimal(cm).div('2.54')) : cm;
}

/** The measurements in the equations' unit (cm or inches), height included. */
function measures(v: BodyFatValues) {
  return {
    height: inEquationUnit(v, v.height),
    neck: inEquationUnit(v, v.neck),
    waist: inEquationUnit(v, v.waist),
    hip: v.hip === undefined ? 0 : inEquationUnit(v, v.hip),
  };
}

/** The circumference the equations take the logarithm of: waist − neck, or + hip for women. */
function girthTerm(sex: Sex, m: { neck: number; waist: number; hip: number }): number {
  return sex === 'male' ? m.waist - m.neck : m.waist + m.hip - m.neck;
}

/** Body fat % by the Navy equations in cm or inches, or NaN outside 0–100 %. */
export function navyBodyFat(
  sex: Sex,
  unit: 'cm' | 'in',
  m: { height: number; neck: number; waist: number; hip: number },
): number {
  const term = Math.log10(girthTerm(sex, m));
  const height = Math.log10(m.height);
  let percent: number;
  if (unit === 'cm') {
    const density =
      sex === 'male'
        ? 1.0324 - 0.19077 * term + 0.15456 * height
        : 1.29579 - 0.35004 * term + 0.221 * height;
    percent = 495 / density - 450;
  } else {
    percent =
      sex === 'male'
        ? 86.01 * term - 70.041 * height + 36.76
        : 163.205 * term - 97.684 * height - 78.387;
  }
  return percent > 0 && percent < 100 ? percent : NaN;
}

/** ACE categories as bands; the outer bands are drawn from their published ends. */
function aceBands(
  ends: readonly [number, number, number, number, number, number],
): readonly Band[] {
  const [low, athletes, fitness, average, obese, high] = ends;
  return [
    {
      label: 'Essential fat',
      range: `${low}–${athletes - 1}%`,
      from: -Infinity,
      to: athletes,
      scale: [low, athletes],
      palette: 'blue',
    },
    {
      label: 'Athletes',
      range: `${athletes}–${fitness - 1}%`,
      from: athletes,
      to: fitness,
      scale: [athletes, fitness],
      palette: 'green',
    },
    {
      label: 'Fitness',
      range: `${fitness}–${average - 1}%`,
      from: fitness,
      to: average,
      scale: [fitness, average],
      palette: 'green',
    },
    {
      label: 'Average',
      range: `${average}–${obese - 1}%`,
      from: average,
      to: obese,
      scale: [average, obese],
      palette: 'yellow',
    },
    {
      label: 'Obese',
      range: `${obese}% and over`,
      from: obese,
      to: Infinity,
      scale: [obese, high],
      palette: 'red',
    },
  ];
}

const MEN_BANDS = aceBands([2, 6, 14, 18, 25, 35]);
const WOMEN_BANDS = aceBands([10, 14, 21, 25, 32, 42]);

/** The weight as typed, in its unit ('lb'), or 0 when left blank. */
function typedWeight(v: BodyFatValues): number {
  return inUnitOf(fields.weight, v.weight, v.weightUnit);
}

const logSign = (value: number): '=' | '≈' =>
  Number.isInteger(Math.log10(value)) && 10 ** Math.log10(value) === value ? '=' : '≈';

export default defineCalculator({
  slug: 'body-fat-calculator',
  fields,
  formerLinks: {
    // Links of the days of metric and imperial fields: inches had fields of their own.
    params: [...imperialLinks(IMPERIAL_DEFAULTS).params, 'neckIn', 'waistIn', 'hipIn'],
    read(former) {
      const texts = imperialLinks(IMPERIAL_DEFAULTS).read(former);
      if (!texts.heightUnit) return texts;
      for (const [id, fallback] of [
        ['neck', '15'],
        ['waist', '34'],
        ['hip', '38'],
      ] as const) {
        texts[id] = former[`${id}In`]?.trim() || fallback;
        texts[`${id}Unit`] = 'in';
      }
      return texts;
    },
  },
  validate(v) {
    if (girthTerm(v.sex, measures(v)) <= 0) {
      return {
        waist:
          v.sex === 'male'
            ? 'The waist must be larger than the neck'
            : 'The waist and hip together must be larger than the neck',
      };
    }
    return {};
  },
  outputs: {
    bodyFatMen: {
      label: 'Body fat (%)',
      format: 'number',
      decimals: 1,
      bands: {
        name: 'Body fat categories for men (ACE)',
        yours: 'your body fat',
        bands: MEN_BANDS,
      },
    },
    bodyFatWomen: {
      label: 'Body fat (%)',
      format: 'number',
      decimals: 1,
      bands: {
        name: 'Body fat categories for women (ACE)',
        yours: 'your body fat',
        bands: WOMEN_BANDS,
      },
    },
    fatMass: { label: (v) => `Fat mass (${v.weightUnit})`, format: 'number', decimals: 1 },
    leanMass: { label: (v) => `Lean mass (${v.weightUnit})`, format: 'number', decimals: 1 },
  },
  compute(v) {
    const percent = navyBodyFat(v.sex, inInches(v) ? 'in' : 'cm', measures(v));
    // Masses in the visitor's unit: the weight as typed times the share of fat, to one decimal
    // as shown, and the lean mass the rest, so the two shown add up to the weight.
    const weight = typedWeight(v);
    const fat = Math.round((weight * percent) / 10) / 10;
    return { bodyFatMen: percent, bodyFatWomen: percent, fatMass: fat, leanMass: weight - fat };
  },
  hiddenOutputs(v) {
    const hidden: ('bodyFatMen' | 'bodyFatWomen' | 'fatMass' | 'leanMass')[] = [
      v.sex === 'male' ? 'bodyFatWomen' : 'bodyFatMen',
    ];
    if (v.weight === 0) hidden.push('fatMass', 'leanMass');
    return hidden;
  },
  overflowMessage:
    'These measurements give no body fat estimate between 0% and 100%. Please check them.',
  summary(v) {
    const hip = v.sex === 'female' ? `, ${typedMeasure(fields.hip, v.hip!, v.hipUnit)} hip` : '';
    return (
      `For a ${v.sex === 'male' ? 'man' : 'woman'} ` +
      `${typedMeasure(fields.height, v.height, v.heightUnit)} tall: ` +
      `${typedMeasure(fields.neck, v.neck, v.neckUnit)} neck, ` +
      `${typedMeasure(fields.waist, v.waist, v.waistUnit)} waist${hip}`
    );
  },
  facts(v) {
    const kg = v.weight;
    if (kg === 0) return [];
    const bmi = kg / (v.height / 100) ** 2;
    return [{ label: 'BMI, for comparison', text: formatNumber(bmi, 1) }];
  },
  notes: [
    'Categories are the American Council on Exercise’s: for men, essential fat 2–5%, athletes ' +
      '6–13%, fitness 14–17%, average 18–24%, obese 25% and over; for women 10–13%, 14–20%, ' +
      '21–24%, 25–31% and 32% and over.',
    'The tape method is usually within about 3 to 4 percentage points of a laboratory ' +
      'measurement. Measure on bare skin, tape level and snug, and repeat the same way to ' +
      'follow a change. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const m = measures(v);
    const unit = inInches(v) ? 'in' : 'cm';
    const term = girthTerm(v.sex, m);
    const termText =
      v.sex === 'male'
        ? `waist − neck = ${formatPlain(m.waist)} − ${formatPlain(m.neck)} = ${formatPlain(term)} ${unit}`
        : `waist + hip − neck = ${formatPlain(m.waist)} + ${formatPlain(m.hip)} − ` +
          `${formatPlain(m.neck)} = ${formatPlain(term)} ${unit}`;
    const lines: string[] = [];
    if (unit === 'in' && v.heightUnit !== 'in') {
      lines.push(
        `Height in inches = ${typedMeasure(fields.height, v.height, v.heightUnit)} = ` +
          `${formatPlain(v.height)} cm ÷ 2.54 = ${formatPlain(m.height)} in`,
      );
    }
    if (unit === 'cm') {
      for (const id of ['height', 'neck', 'waist', 'hip'] as const) {
        const value = v[id];
        if (value === undefined) continue;
        const line = conversionLine(
          fields[id],
          value,
          v[`${id}Unit`],
          id[0]!.toUpperCase() + id.slice(1),
        );
        if (line) lines.push(line);
      }
    }
    lines.push(`Circumference term: ${termText}`);
    const logTerm = formatNumber(Math.log10(term), 5);
    const logHeight = formatNumber(Math.log10(m.height), 5);
    // A common log is a whole number for a power of 10 (log10(100) = 2), else irrational.
    const logs =
      `log10(${formatPlain(term)}) ${logSign(term)} ${logTerm}; ` +
      `log10(${formatPlain(m.height)}) ${logSign(m.height)} ${logHeight}`;
    if (unit === 'cm') {
      const density =
        v.sex === 'male'
          ? `1.0324 − 0.19077 × ${logTerm} + 0.15456 × ${logHeight}`
          : `1.29579 − 0.35004 × ${logTerm} + 0.22100 × ${logHeight}`;
      lines.push(
        logs,
        `Body density = ${density} = ${formatNumber(495 / (r.bodyFatMen + 450), 5)}`,
        `Body fat = 495 ÷ density − 450 = ${formatNumber(r.bodyFatMen, 2)}% ≈ ` +
          `${formatNumber(r.bodyFatMen, 1)}%`,
      );
    } else {
      lines.push(
        logs,
        v.sex === 'male'
          ? `Body fat = 86.010 × ${logTerm} − 70.041 × ${logHeight} + 36.76 = ` +
              `${formatNumber(r.bodyFatMen, 2)}% ≈ ${formatNumber(r.bodyFatMen, 1)}%`
          : `Body fat = 163.205 × ${logTerm} − 97.684 × ${logHeight} − 78.387 = ` +
              `${formatNumber(r.bodyFatMen, 2)}% ≈ ${formatNumber(r.bodyFatMen, 1)}%`,
      );
    }
    if (v.weight > 0) {
      const weight = typedWeight(v);
      const wunit = v.weightUnit;
      lines.push(
        `Fat mass = ${formatPlain(weight)} × ${formatNumber(r.bodyFatMen, 2)}% ≈ ` +
          `${formatNumber(r.fatMass, 1)} ${wunit}; lean mass = ${formatPlain(weight)} − ` +
          `${formatNumber(r.fatMass, 1)} = ${formatNumber(r.leanMass, 1)} ${wunit}`,
      );
    }
    return lines;
  },
  about: [
    'The US Navy method estimates body fat from height and tape measurements: the neck and ' +
      'waist for men, and the neck, waist and hip for women. Its equations come from Hodgdon ' +
      'and Beckett, "Prediction of percent body fat for U.S. Navy men and women from body ' +
      'circumferences and height" (Naval Health Research Center, San Diego, reports 84-11 and ' +
      '84-29, 1984).',
    'Tape measures in centimetres use their body-density equations, turned into body fat ' +
      'with Siri’s formula 495 ÷ density − 450. Men: density = 1.0324 − 0.19077 × ' +
      'log10(waist − neck) + 0.15456 × log10(height). Women: density = 1.29579 − 0.35004 × ' +
      'log10(waist + hip − neck) + 0.22100 × log10(height).',
    'Tape measures all in inches (the neck and waist, and the hip for women) use the Navy’s ' +
      'percentage equations, with the height in inches too. Men: 86.010 × log10(waist − neck) − ' +
      '70.041 × log10(height) + 36.76. Women: 163.205 × log10(waist + hip − neck) − 97.684 × ' +
      'log10(height) − 78.387. The two forms agree to within about 0.3 percentage points, so ' +
      'switching units can move the last decimal. Units are converted exactly (1 in = 2.54 cm, ' +
      '1 lb = 0.45359237 kg).',
    'Fat mass is your weight times the body fat percentage, and lean mass is the rest. The ' +
      'percentage is shown to one decimal, and its category is that of the figure shown.',
  ],
  faq: [
    {
      question: 'Where do I measure?',
      answer:
        'Neck: just below the larynx (Adam’s apple), the tape sloping slightly down at the ' +
        'front. Waist: at the navel for men, at the narrowest point for women. Hip (women): ' +
        'at the widest point of the buttocks. Stand relaxed and do not pull in your stomach.',
    },
    {
      question: 'How accurate is the Navy method?',
      answer:
        'In Hodgdon and Beckett’s study it predicted laboratory body fat with a typical error ' +
        'of about 3.5 percentage points. It is less accurate for very lean or very muscular ' +
        'people, and small tape errors matter, so measure twice.',
    },
    {
      question: 'What is a healthy body fat percentage?',
      answer:
        'The American Council on Exercise calls 18–24% average for men and 25–31% for women, ' +
        'and 25% and over (men) or 32% and over (women) obese. Some fat is essential: about ' +
        '2–5% for men and 10–13% for women.',
    },
    {
      question: 'Why does the result change slightly when I switch units?',
      answer:
        'Each unit system uses its own published form of the Navy equations, which differ by a ' +
        'few tenths of a percentage point, and measurements rounded to whole inches or ' +
        'centimetres are not quite the same length.',
    },
  ],
  references: [
    {
      source:
        'QCalculator, "Body Fat Calculator", worked example: a man 70 in tall with a 34 in ' +
        'waist and 15 in neck has about 17.5% body fat, "Fitness" ' +
        '(qcalculator.pages.dev/health/body-fat-calculator)',
      inputs: {
        sex: 'male',
        height: '70',
        heightUnit: 'in',
        neck: '15',
        neckUnit: 'in',
        waist: '34',
        waistUnit: 'in',
        weight: '',
      },
      expected: { bodyFatMen: 17.5 },
      tolerance: 0.05,
    },
    {
      source:
        'Calcs4all, "Body fat calculator", female example: height 65 in, waist + hip − neck = ' +
        '55 in, body fat 28.6% (calcs4all.com/calculator/body-fat-calculator); entered as waist ' +
        '30, hip 38 and neck 13 in, which give that term',
      inputs: {
        sex: 'female',
        height: '65',
        heightUnit: 'in',
        neck: '13',
        neckUnit: 'in',
        waist: '30',
        waistUnit: 'in',
        hip: '38',
        hipUnit: 'in',
        weight: '',
      },
      expected: { bodyFatWomen: 28.6 },
      tolerance: 0.05,
    },
    {
      source:
        'Calculator City, "Body Fat Percentage Calculator", example: a man 180 cm tall with a ' +
        '40 cm neck and a 90 cm waist, about 18.4%, "Average" ' +
        '(costcalculator.calculator.city/?p=78469)',
      inputs: {
        sex: 'male',
        height: '180',
        neck: '40',
        waist: '90',
        weight: '',
      },
      expected: { bodyFatMen: 18.4 },
      tolerance: 0.05,
    },
  ],
});
