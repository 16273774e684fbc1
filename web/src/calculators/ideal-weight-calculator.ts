import { HEALTHY_BMI_MAX, HEALTHY_BMI_MIN, weightForBmi } from '../domain/bmi.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { inUnitOf } from '../engine/quantity.ts';
import { ESTIMATE_NOTE, sexField, type Sex } from './shared/health.ts';
import {
  conversionLine,
  heightField,
  imperialLinks,
  typedMeasure,
  weightField,
} from './shared/bodyMeasures.ts';
import { decimal } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 36,
  name: 'Ideal Weight Calculator',
  description:
    'See ideal weight estimates for your height from the Devine, Robinson, Miller and Hamwi formulas.',
  category: 'health',
  group: 'Body and weight',
  icon: 'weight',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: ['bmi-calculator', 'body-fat-calculator', 'calorie-calculator'],
  keywords: 'ideal weight ibw healthy weight',
} satisfies CalculatorRecord;

// Ideal body weight by the four classic formulas, each a weight at 5 ft (60 in) plus so much an
// inch above it, in kg:
//   Hamwi (1964)     men 48 + 2.7/in      women 45.5 + 2.2/in
//   Devine (1974)    men 50 + 2.3/in      women 45.5 + 2.3/in
//   Robinson (1983)  men 52 + 1.9/in      women 49 + 1.7/in
//   Miller (1983)    men 56.2 + 1.41/in   women 53.1 + 1.36/in
// and the healthy BMI range 18.5–24.9 for the height (weight = BMI × metres²). The height may be
// typed in cm, m, in or ft (received in cm, exactly); results in pounds are the kg figures
// ÷ 0.45359237, except Hamwi's. Hamwi's rule was published in pounds (men 106 lb + 6 lb an inch,
// women 100 lb + 5 lb an inch); its kg form above is a rounding of it (6 lb is 2.72 kg, 5 lb
// 2.27 kg), so the two drift apart (for a woman by 0.6 lb at 5 ft 6 in and 1.5 lb at 6 ft).
// Results in pounds use the pound rule and results in kg the kg form, each as published. The
// formulas start at 5 ft: below it only the BMI range is shown.

const FORMULAS = {
  devine: { name: 'Devine (1974)', male: [50, 2.3], female: [45.5, 2.3] },
  robinson: { name: 'Robinson (1983)', male: [52, 1.9], female: [49, 1.7] },
  miller: { name: 'Miller (1983)', male: [56.2, 1.41], female: [53.1, 1.36] },
  hamwi: { name: 'Hamwi (1964)', male: [48, 2.7], female: [45.5, 2.2] },
} as const;

/** Hamwi's rule as he published it, in pounds: the weight at 5 ft and the pounds an inch. */
const HAMWI_POUNDS = { male: [106, 6], female: [100, 5] } as const;

type Formula = keyof typeof FORMULAS;
const FORMULA_IDS = Object.keys(FORMULAS) as Formula[];

/** An ideal weight in kg by one formula for a height in inches. */
export function idealWeightKg(formula: Formula, sex: Sex, inches: number): number {
  const [base, perInch] = FORMULAS[formula][sex];
  return base + perInch * (inches - 60);
}

/** Hamwi's ideal weight in pounds by his pound rule, for a height in inches. */
export function hamwiPounds(sex: Sex, inches: number): number {
  const [base, perInch] = HAMWI_POUNDS[sex];
  return base + perInch * (inches - 60);
}

const fields = {
  sex: sexField,
  height: heightField,
  weights: {
    kind: 'choice',
    label: 'Show weights in',
    default: 'kg' as 'kg' | 'lb',
    display: 'radio',
    options: [
      { value: 'kg', label: 'Kilograms (kg)' },
      { value: 'lb', label: 'Pounds (lb)' },
    ],
  },
} as const;

type IdealValues = Values<typeof fields>;

/** The height in inches: the cm received ÷ 2.54, exactly (70 in typed is 70, not 69.999…). */
function inchesOf(v: IdealValues): number {
  return Number(decimal(v.height).div('2.54'));
}

/** A weight in kg in the unit chosen for results (kg, or lb at 0.45359237 kg a pound). */
function inUnit(v: IdealValues, kg: number): number {
  return v.weights === 'kg' ? kg : inUnitOf(weightField, kg, 'lb');
}

/** '73.0 kg' or '160.9 lb'. */
function weightText(v: IdealValues, value: number): string {
  return `${formatNumber(value, 1)} ${v.weights}`;
}

/** Whether the formulas apply: 5 ft (60 in) and over, allowing for rounding in the conversion. */
function formulasApply(v: IdealValues): boolean {
  return inchesOf(v) >= 60 - 1e-9;
}

const KG_PER_LB = '0.45359237';

export default defineCalculator({
  slug: 'ideal-weight-calculator',
  fields,
  formerLinks: {
    // Links of the days of metric and imperial fields: imperial results were in pounds.
    params: imperialLinks({ heightFt: '5', heightIn: '9' }).params,
    read(former) {
      const texts = imperialLinks({ heightFt: '5', heightIn: '9' }).read(former);
      return texts.heightUnit ? { ...texts, weights: 'lb' } : texts;
    },
  },
  outputs: {
    devine: { label: 'Devine', format: 'number', decimals: 1 },
    robinson: { label: 'Robinson', format: 'number', decimals: 1 },
    miller: { label: 'Miller', format: 'number', decimals: 1 },
    hamwi: { label: 'Hamwi', format: 'number', decimals: 1 },
    healthyMin: { label: 'Healthy BMI range, from', format: 'number', decimals: 1 },
    healthyMax: { label: 'Healthy BMI range, to', format: 'number', decimals: 1 },
  },
  compute(v) {
    const inches = inchesOf(v);
    const cm = v.height;
    return {
      devine: inUnit(v, idealWeightKg('devine', v.sex, inches)),
      robinson: inUnit(v, idealWeightKg('robinson', v.sex, inches)),
      miller: inUnit(v, idealWeightKg('miller', v.sex, inches)),
      // Hamwi in each unit by the form published in it: the pound rule for pounds.
      hamwi:
        v.weights === 'kg' ? idealWeightKg('hamwi', v.sex, inches) : hamwiPounds(v.sex, inches),
      healthyMin: inUnit(v, weightForBmi(HEALTHY_BMI_MIN, cm)!),
      healthyMax: inUnit(v, weightForBmi(HEALTHY_BMI_MAX, cm)!),
    };
  },
  headline: {
    label: 'Ideal weight',
    text(v, r) {
      if (!formulasApply(v)) {
        return `${weightText(v, r.healthyMin)} – ${weightText(v, r.healthyMax)}`;
      }
      const values = FORMULA_IDS.map((id) => r[id]);
      return `${weightText(v, Math.min(...values))} – ${weightText(v, Math.max(...values))}`;
    },
    caption: (v) =>
      formulasApply(v)
        ? 'The range of the four formulas below'
        : 'The healthy BMI range: the formulas start at 5 ft (152.4 cm)',
  },
  facts(v, r) {
    const formulas = formulasApply(v)
      ? FORMULA_IDS.map((id) => ({ label: FORMULAS[id].name, text: weightText(v, r[id]) }))
      : [];
    return [
      ...formulas,
      {
        label: 'Healthy BMI range (18.5–24.9)',
        text: `${weightText(v, r.healthyMin)} – ${weightText(v, r.healthyMax)}`,
      },
    ];
  },
  summary: (v) =>
    `For a ${v.sex === 'male' ? 'man' : 'woman'} ${typedMeasure(heightField, v.height, v.heightUnit)} tall`,
  notes: [
    'These formulas were made for adults; Devine’s was made to dose medicines, not as a ' +
      'target. Muscle, frame and age all change what is healthy for you. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const inches = inchesOf(v);
    const over = inches - 60;
    const unit = v.weights;
    const inCm = conversionLine(heightField, v.height, v.heightUnit, 'Height');
    const lines =
      v.heightUnit === 'in'
        ? []
        : [
            ...(inCm ? [inCm] : []),
            `Height in inches = ${formatPlain(v.height)} ÷ 2.54 ${equalsOrAbout(exact(v.height).div('2.54'), formatNumber(inches, 2))} ${formatNumber(inches, 2)} in`,
          ];
    if (formulasApply(v)) {
      lines.push(`Inches over 5 ft = ${formatNumber(inches, 2)} − 60 = ${formatNumber(over, 2)}`);
      for (const id of FORMULA_IDS) {
        if (id === 'hamwi' && unit === 'lb') {
          const [base, perInch] = HAMWI_POUNDS[v.sex];
          lines.push(
            `${FORMULAS[id].name}, in pounds as published: ${formatPlain(base)} + ` +
              `${formatPlain(perInch)} × ${formatNumber(over, 2)} = ${formatNumber(r[id], 1)} lb`,
          );
          continue;
        }
        const [base, perInch] = FORMULAS[id][v.sex];
        const kg = idealWeightKg(id, v.sex, inches);
        lines.push(
          `${FORMULAS[id].name}: ${formatPlain(base)} + ${formatPlain(perInch)} × ` +
            `${formatNumber(over, 2)} ${equalsOrAbout(exact(base).plus(exact(perInch).times(formatNumber(over, 2).replace(/,/g, ''))), formatNumber(kg, 2))} ${formatNumber(kg, 2)} kg` +
            (unit === 'lb' ? ` (${formatNumber(r[id], 1)} lb)` : ''),
        );
      }
    } else {
      lines.push('Below 5 ft the four formulas do not apply, so only the BMI range is shown.');
    }
    const metres = v.height / 100;
    const perPound = unit === 'lb' ? ' ÷ 0.45359237' : '';
    const squared = formatNumber(metres, 4);
    // '=' only where both ends work out exactly from the figures shown (18.5 × 1.7500² = 56.65625,
    // shown 56.7, is '≈').
    const end = (bmi: string, value: number) => {
      const worked = exact(bmi).times(exact(squared.replace(/,/g, '')).pow(2));
      return equalsOrAbout(unit === 'lb' ? worked.div(KG_PER_LB) : worked, formatNumber(value, 1));
    };
    const sign = end('18.5', r.healthyMin) === '=' && end('24.9', r.healthyMax) === '=' ? '=' : '≈';
    lines.push(
      `Healthy range = 18.5 × ${squared}²${perPound} to 24.9 × ${squared}²${perPound} ${sign} ` +
        `${weightText(v, r.healthyMin)} to ${weightText(v, r.healthyMax)}`,
    );
    return lines;
  },
  about: [
    'Each formula gives a weight for a height of 5 ft (60 inches) and adds a fixed amount for ' +
      'every inch above it. In kg, for men and women: Hamwi (1964) 48 + 2.7 and 45.5 + 2.2 an ' +
      'inch; Devine (1974) 50 + 2.3 and 45.5 + 2.3; Robinson (1983) 52 + 1.9 and 49 + 1.7; ' +
      'Miller (1983) 56.2 + 1.41 and 53.1 + 1.36.',
    'Hamwi published his rule in pounds: 106 lb for a man of 5 ft and 6 lb for each inch above, ' +
      '100 lb and 5 lb an inch for a woman. The kg form above is a rounding of it (6 lb is 2.72 ' +
      'kg and 5 lb 2.27 kg), so the two drift apart: for a woman by 0.6 lb at 5 ft 6 in and ' +
      '1.5 lb at 6 ft. Here each unit uses the form published in it: weights in pounds use Hamwi’s ' +
      'pound rule (5 ft 6 in: 130 lb for a woman, 142 lb for a man) and weights in kg the kg ' +
      'form (58.7 kg and 64.2 kg), so switching units moves the Hamwi figure slightly.',
    'Sources: Hamwi GJ, in Diabetes Mellitus: Diagnosis and Treatment, American Diabetes ' +
      'Association 1964; Devine BJ, Drug Intelligence and Clinical Pharmacy 1974; 8: 650–655; ' +
      'Robinson JD et al., American Journal of Hospital Pharmacy 1983; 40: 1016–1019; Miller ' +
      'DR et al., same journal 1983; 40: 1622–1625.',
    'The healthy range is the weight that gives a BMI of 18.5 to 24.9 at your height (the ' +
      'World Health Organization’s normal range): BMI × height in metres squared. Heights in ' +
      'centimetres are divided by 2.54 for the formulas (heights may be typed in cm, m, in or ' +
      'ft, converted exactly); results in pounds, other than Hamwi’s, are the kg figures ' +
      'divided by 0.45359237, shown to one decimal.',
    'The formulas were made for heights of 5 ft and over; below that only the BMI range is ' +
      'shown.',
  ],
  faq: [
    {
      question: 'Which formula is best?',
      answer:
        'None is best for everyone. Devine’s is the one doctors and pharmacists use most, to ' +
        'dose medicines. Robinson and Miller revised it with later data. The healthy BMI range ' +
        'is the broadest guide.',
    },
    {
      question: 'Why do the formulas disagree?',
      answer:
        'Each was fitted to different data and starts from a different weight at 5 ft, with a ' +
        'different amount per inch, so they drift apart at heights far from 5 ft 6 in.',
    },
    {
      question: 'Does ideal weight depend on age or muscle?',
      answer:
        'The formulas ignore both. A muscular person can be healthy above every figure, so use ' +
        'them as a rough guide with your waist size, body fat and a doctor’s advice.',
    },
  ],
  references: [
    {
      source:
        'CDC, "Defining Adult Overweight & Obesity", example for a person 5′ 9″ tall: "125 lbs ' +
        'to 168 lbs", BMI "18.5 to 24.9", healthy weight (cdc.gov/obesity/basics/' +
        'adult-defining.html). The table is in whole pounds (169 lbs starts the overweight ' +
        'row), hence ±1 lb',
      inputs: { sex: 'female', height: '69', heightUnit: 'in', weights: 'lb' },
      expected: { healthyMin: 125, healthyMax: 168 },
      tolerance: 1,
    },
    {
      source:
        'S. G. Dudek, "Nutrition Essentials for Nursing Practice" (Lippincott Williams & ' +
        'Wilkins), chapter 7, p. 162, the Hamwi method: "Allow 100 pounds for the first 5 ft ' +
        'of height, add 5 pounds for each additional inch … a 5 ft 6 in tall women would have ' +
        "an 'ideal' weight of 130 pounds\" (library.buc.edu.eg/flipping/nutrition-essentials-" +
        'for-nursing-practice/files/basic-html/page174.html); whole pounds',
      inputs: { sex: 'female', height: '66', heightUnit: 'in', weights: 'lb' },
      expected: { hamwi: 130 },
      tolerance: 0.5,
    },
    {
      source:
        'S. G. Dudek, "Nutrition Essentials for Nursing Practice" (as above), p. 162: "Allow 106 ' +
        'pounds for the first 5 ft of height, add 6 pounds for each additional inch … a man of ' +
        "the same height [5 ft 6 in] would have an 'ideal' weight of 142 pounds\"; whole pounds",
      inputs: { sex: 'male', height: '66', heightUnit: 'in', weights: 'lb' },
      expected: { hamwi: 142 },
      tolerance: 0.5,
    },
    {
      source:
        'AJ Design Software, "Ideal Weight Calculator", example problem: a 5 ft 10 in (70 in) ' +
        'man: Hamwi 75 kg, Devine 73 kg, Robinson 71 kg, Miller 70.3 kg ' +
        '(ajdesigner.com/ideal-weight); 70 in typed as 177.8 cm',
      inputs: { sex: 'male', height: '177.8' },
      expected: { hamwi: 75, devine: 73, robinson: 71, miller: 70.3 },
      tolerance: 0.005,
    },
    {
      source:
        'OurDailyCalc, "How Ideal Weight is Calculated", worked example: a woman of 5 ft 6 in ' +
        '(66 in): Devine 59.3 kg, Robinson 59.2 kg, Miller 61.3 kg, Hamwi 58.7 kg ' +
        '(ourdailycalc.com/blog/ideal-weight-formulas); 66 in typed as 167.64 cm',
      inputs: { sex: 'female', height: '167.64' },
      expected: { devine: 59.3, robinson: 59.2, miller: 61.3, hamwi: 58.7 },
      tolerance: 0.05,
    },
    {
      source:
        'WorldlyCalc, "Ideal Body Weight Calculator — Devine Formula", worked example: a ' +
        '5 ft 10 in man, IBW 73 kg (160.9 lbs) (worldlycalc.com/ideal-body-weight-calculator)',
      inputs: { sex: 'male', height: '70', heightUnit: 'in', weights: 'lb' },
      expected: { devine: 160.9 },
      tolerance: 0.05,
    },
    {
      source:
        'Had2Know, "How to Calculate BMI and Ideal Body Weight", example: at 68 inches a BMI ' +
        'of 18.5 to 24.9 is 121.68 to 163.78 lbs (had2know.com/health/' +
        'bmi-ideal-body-weight-calculator.html; it uses 703.01, hence ±0.02)',
      inputs: { sex: 'female', height: '68', heightUnit: 'in', weights: 'lb' },
      expected: { healthyMin: 121.68, healthyMax: 163.78 },
      tolerance: 0.02,
    },
  ],
});
