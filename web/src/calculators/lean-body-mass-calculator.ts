import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { inUnitOf } from '../engine/quantity.ts';
import { ESTIMATE_NOTE, sexField, type Sex } from './shared/health.ts';
import { conversionLine, heightField, typedMeasure, weightField } from './shared/bodyMeasures.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 80,
  name: 'Lean Body Mass Calculator',
  description:
    'Estimate your lean body mass, and the body fat it implies, from your weight and height with the Boer, James or Hume formula.',
  category: 'health',
  group: 'Body and weight',
  icon: 'weight',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'body-fat-calculator',
    'bmr-calculator',
    'ideal-weight-calculator',
    'bmi-calculator',
    'protein-calculator',
  ],
  keywords: 'lbm lean body mass fat free mass ffm lean mass boer james hume body composition',
} satisfies CalculatorRecord;

// Lean body mass (LBM) in kg from the weight W in kg and the height H in cm:
//   Boer (1984)   men 0.407 W + 0.267 H − 19.2        women 0.252 W + 0.473 H − 48.3
//   James (1976)  men 1.1 W − 128 (W/H)²              women 1.07 W − 148 (W/H)²
//   Hume (1966)   men 0.32810 W + 0.33929 H − 29.5336  women 0.29569 W + 0.41813 H − 43.2933
// The body fat implied is (W − LBM) ÷ W. Weights and heights typed in other units are received
// in kg and cm (exact factors); results are shown in the weight's unit. A formula that gives no
// lean mass between 0 and the weight (out of its range) gives no result.

const FORMULAS = {
  boer: {
    name: 'Boer (1984)',
    male: (kg: number, cm: number) => 0.407 * kg + 0.267 * cm - 19.2,
    female: (kg: number, cm: number) => 0.252 * kg + 0.473 * cm - 48.3,
    text: {
      male: (kg: string, cm: string) => `0.407 × ${kg} + 0.267 × ${cm} − 19.2`,
      female: (kg: string, cm: string) => `0.252 × ${kg} + 0.473 × ${cm} − 48.3`,
    },
  },
  james: {
    name: 'James (1976)',
    male: (kg: number, cm: number) => 1.1 * kg - 128 * (kg / cm) ** 2,
    female: (kg: number, cm: number) => 1.07 * kg - 148 * (kg / cm) ** 2,
    text: {
      male: (kg: string, cm: string) => `1.1 × ${kg} − 128 × (${kg} ÷ ${cm})²`,
      female: (kg: string, cm: string) => `1.07 × ${kg} − 148 × (${kg} ÷ ${cm})²`,
    },
  },
  hume: {
    name: 'Hume (1966)',
    male: (kg: number, cm: number) => 0.3281 * kg + 0.33929 * cm - 29.5336,
    female: (kg: number, cm: number) => 0.29569 * kg + 0.41813 * cm - 43.2933,
    text: {
      male: (kg: string, cm: string) => `0.32810 × ${kg} + 0.33929 × ${cm} − 29.5336`,
      female: (kg: string, cm: string) => `0.29569 × ${kg} + 0.41813 × ${cm} − 43.2933`,
    },
  },
} as const;

type FormulaId = keyof typeof FORMULAS;
const FORMULA_IDS = Object.keys(FORMULAS) as FormulaId[];

/** Lean body mass in kg by one formula, or NaN when it is not between 0 and the weight. */
export function leanBodyMass(formula: FormulaId, sex: Sex, kg: number, cm: number): number {
  const lean = FORMULAS[formula][sex](kg, cm);
  return lean > 0 && lean < kg ? lean : NaN;
}

const fields = {
  sex: sexField,
  weight: weightField,
  height: heightField,
  formula: {
    kind: 'choice',
    label: 'Formula',
    default: 'boer' as FormulaId,
    display: 'radio',
    options: FORMULA_IDS.map((id) => ({ value: id, label: FORMULAS[id].name })),
  },
} as const;

type LeanValues = Values<typeof fields>;

/** A mass in kg in the weight's unit (kg, lb or st). */
function inWeightUnit(v: LeanValues, kg: number): number {
  return inUnitOf(weightField, kg, v.weightUnit);
}

/** '56.0 kg'. */
function massText(v: LeanValues, kg: number): string {
  return `${formatNumber(inWeightUnit(v, kg), 1)} ${v.weightUnit}`;
}

export default defineCalculator({
  slug: 'lean-body-mass-calculator',
  fields,
  outputs: {
    leanMass: {
      label: (v) => `Lean body mass (${v.weightUnit})`,
      format: 'number',
      decimals: 1,
      emphasis: true,
    },
    bodyFat: { label: 'Body fat implied (%)', format: 'number', decimals: 1 },
    fatMass: { label: (v) => `Fat mass (${v.weightUnit})`, format: 'number', decimals: 1 },
  },
  compute(v) {
    const lean = leanBodyMass(v.formula, v.sex, v.weight, v.height);
    if (Number.isNaN(lean)) return { leanMass: NaN, bodyFat: NaN, fatMass: NaN };
    const leanShown = inWeightUnit(v, lean);
    // The fat mass is the weight as typed less the lean mass as shown (to 0.1), so that the two
    // shown add up to the weight.
    const fat = inWeightUnit(v, v.weight) - Math.round(leanShown * 10) / 10;
    return {
      leanMass: leanShown,
      bodyFat: ((v.weight - lean) / v.weight) * 100,
      fatMass: fat,
    };
  },
  overflowMessage:
    'This formula gives no lean body mass between 0 and your weight for these measurements. ' +
    'Please check them, or try another formula.',
  summary: (v) =>
    `For a ${v.sex === 'male' ? 'man' : 'woman'} of ${typedMeasure(weightField, v.weight, v.weightUnit)}, ` +
    `${typedMeasure(heightField, v.height, v.heightUnit)} tall, by the ${FORMULAS[v.formula].name} formula`,
  facts(v) {
    return FORMULA_IDS.map((id) => {
      const lean = leanBodyMass(id, v.sex, v.weight, v.height);
      return {
        label: FORMULAS[id].name,
        text: Number.isFinite(lean)
          ? `${massText(v, lean)} lean, ${formatNumber(((v.weight - lean) / v.weight) * 100, 1)}% fat`
          : 'Out of its range for these measurements',
      };
    });
  },
  notes: [
    'These formulas estimate lean mass from weight and height alone, for adults of ordinary build: ' +
      'they cannot tell muscle from fat, so they understate lean mass for muscular people and are ' +
      'less reliable at a high BMI. A body fat measurement (the Body Fat Calculator’s tape method, ' +
      'or a scan) tells you more.',
    ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const kg = v.weight;
    const cm = v.height;
    const formula = FORMULAS[v.formula];
    const lean = leanBodyMass(v.formula, v.sex, kg, cm);
    const lines = [
      ...[
        conversionLine(weightField, kg, v.weightUnit, 'Weight'),
        conversionLine(heightField, cm, v.heightUnit, 'Height'),
      ].filter((line) => line !== null),
      `${formula.name}, ${v.sex === 'male' ? 'men' : 'women'}: LBM = ` +
        formula.text[v.sex]('weight', 'height') +
        ' (weight in kg, height in cm)',
      `LBM = ${formula.text[v.sex](formatPlain(kg), formatPlain(cm))} ${Number(lean.toFixed(2)) === lean ? '=' : '≈'} ${formatNumber(lean, 2)} kg`,
    ];
    if (v.weightUnit !== 'kg') {
      lines.push(`In ${v.weightUnit}: ${formatNumber(lean, 2)} kg = ${massText(v, lean)}`);
    }
    lines.push(
      `Body fat = (weight − LBM) ÷ weight = (${formatPlain(kg)} − ${formatNumber(lean, 2)}) ÷ ` +
        `${formatPlain(kg)} = ${formatNumber(r.bodyFat, 1)}%`,
    );
    return lines;
  },
  about: [
    'Lean body mass (LBM) is everything in the body that is not fat: muscle, bone, organs, blood ' +
      'and water. Doctors use it to dose some medicines, and it sets how much energy the body uses ' +
      'at rest. This calculator estimates it from your weight and height with one of three ' +
      'published formulas; Boer’s is the default.',
    'The formulas, with the weight W in kg and the height H in cm. Boer: men 0.407W + 0.267H − ' +
      '19.2, women 0.252W + 0.473H − 48.3. James: men 1.1W − 128(W ÷ H)², women 1.07W − 148(W ÷ ' +
      'H)². Hume: men 0.32810W + 0.33929H − 29.5336, women 0.29569W + 0.41813H − 43.2933. The body ' +
      'fat shown is the rest of the weight: (W − LBM) ÷ W.',
    'Sources: Boer P. Estimated lean body mass as an index for normalization of body fluid volumes ' +
      'in humans. American Journal of Physiology 1984; 247(4): F632–F636. James WPT. Research on ' +
      'Obesity: a report of the DHSS/MRC group. London: Her Majesty’s Stationery Office, 1976. ' +
      'Hume R. Prediction of lean body mass from height and weight. Journal of Clinical Pathology ' +
      '1966; 19(4): 389–391.',
    'Weights and heights may be typed in any unit offered; they are converted exactly (1 lb = ' +
      '0.45359237 kg, 1 st = 14 lb, 1 in = 2.54 cm), and the results are given in the weight’s ' +
      'unit, to one decimal. The fat mass is the weight less the lean mass as shown, so the two ' +
      'add up. James’s formula has a squared term that makes its lean mass fall as weight rises ' +
      'past a point, so it is not meant for obesity; where a formula gives no lean mass between 0 ' +
      'and the weight, the page says so.',
  ],
  faq: [
    {
      question: 'Which formula should I use?',
      answer:
        'Boer’s is widely used and is the default here. For most adults the three agree within a ' +
        'few kilograms; Hume’s usually gives men a little less. James’s has a squared term that ' +
        'makes it unreliable at a high BMI, so prefer Boer or Hume there.',
    },
    {
      question: 'Is lean body mass the same as muscle mass?',
      answer:
        'No. Lean mass includes bone, organs, blood and water as well as muscle. Skeletal muscle ' +
        'is usually a little under half of it.',
    },
    {
      question: 'How accurate is the body fat figure here?',
      answer:
        'Only roughly. It is the weight the formula does not count as lean, so it carries the ' +
        'formula’s error, often several percentage points. A muscular person will be shown more ' +
        'fat than they have.',
    },
    {
      question: 'Why does the result change with sex?',
      answer:
        'On average women carry more of their weight as fat than men of the same height and ' +
        'weight, so each formula has its own coefficients for men and for women.',
    },
  ],
  references: [
    {
      source:
        'CalculatorHub, "Lean Body Mass (Boer) Calculator", worked example: an 80 kg, 180 cm ' +
        'man, LBM = 61.42 kg (calculatorhub.com/tools/lean-body-mass-boer-calculator/)',
      inputs: { sex: 'male', weight: '80', height: '180', formula: 'boer' },
      expected: { leanMass: 61.42 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorLib, "Lean Body Mass Calculator", example: a 70 kg, 170 cm man, Boer LBM ' +
        '54.68 kg and body fat 21.89% (calculatorlib.com/lean-body-mass-calculator)',
      inputs: { sex: 'male', weight: '70', height: '170', formula: 'boer' },
      expected: { leanMass: 54.68, bodyFat: 21.89 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorLib, "Lean Body Mass Calculator", example: a 70 kg, 170 cm man, Hume LBM ' +
        '51.11 kg (calculatorlib.com/lean-body-mass-calculator)',
      inputs: { sex: 'male', weight: '70', height: '170', formula: 'hume' },
      expected: { leanMass: 51.11 },
      tolerance: 0.005,
    },
    {
      source:
        'Super-Calc, "Lean Body Mass Calculator", example 1: an 80 kg, 180 cm man, James 62.7 kg ' +
        '(super-calc.com/calculators/lean-body-mass-calculator)',
      inputs: { sex: 'male', weight: '80', height: '180', formula: 'james' },
      expected: { leanMass: 62.7 },
      tolerance: 0.05,
    },
    {
      source:
        'Super-Calc, "Lean Body Mass Calculator", example 2: a 62 kg, 165 cm woman, Boer 45.4 kg ' +
        '(super-calc.com/calculators/lean-body-mass-calculator)',
      inputs: { sex: 'female', weight: '62', height: '165', formula: 'boer' },
      expected: { leanMass: 45.4 },
      tolerance: 0.05,
    },
    {
      source:
        'Super-Calc, "Lean Body Mass Calculator", example 2: a 62 kg, 165 cm woman, James ' +
        '45.4 kg and Hume 44 kg; Hume here (super-calc.com/calculators/lean-body-mass-calculator)',
      inputs: { sex: 'female', weight: '62', height: '165', formula: 'hume' },
      expected: { leanMass: 44 },
      tolerance: 0.05,
    },
    {
      source:
        'The Prime Calculator, "Lean Body Mass (Boer Formula) Formula", worked example: a 180 lb, ' +
        '70 in man, LBM 61.5 kg (135.6 lbs) (theprimecalculator.com/health/lean-body-mass-' +
        'advanced/formula)',
      inputs: {
        sex: 'male',
        weight: '180',
        weightUnit: 'lb',
        height: '70',
        heightUnit: 'in',
        formula: 'boer',
      },
      expected: { leanMass: 135.6 },
      tolerance: 0.05,
    },
  ],
});
