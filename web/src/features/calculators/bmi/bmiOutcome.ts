// Turns the BMI calculator's typed text into what it shows: a result with its worked steps and
// usage payload, or a short prompt when there is nothing to calculate. No React.
import {
  calculateBmi,
  CM_PER_FOOT,
  CM_PER_INCH,
  feetInchesToCm,
  HEALTHY_BMI_MAX,
  HEALTHY_BMI_MIN,
  KG_PER_POUND,
  kgToPounds,
  poundsToKg,
  type BmiResult,
} from '../../../domain/bmi.ts';
import { formatNumber, formatPlain, parseNumber } from '../../../domain/format.ts';

export type Unit = 'metric' | 'imperial';

export type BmiField = 'weight' | 'heightCm' | 'weightLbs' | 'heightFt' | 'heightIn';

/** The inputs of each unit system, in the order shown. */
export const UNIT_FIELDS: Record<Unit, readonly BmiField[]> = {
  metric: ['weight', 'heightCm'],
  imperial: ['weightLbs', 'heightFt', 'heightIn'],
};

/** The form's starting values (spec section 4): 70 kg, 170 cm; or 154 lbs, 5 ft, 10 in. */
export const FORM_DEFAULTS: Readonly<Record<BmiField, string>> = {
  weight: '70',
  heightCm: '170',
  weightLbs: '154',
  heightFt: '5',
  heightIn: '10',
};

export function isUnit(value: string): value is Unit {
  return value === 'metric' || value === 'imperial';
}

export type BmiOutcome =
  | {
      kind: 'result';
      unit: Unit;
      result: BmiResult;
      /** The inputs as a phrase: '70 kg, 170 cm' or '154 lbs, 5 ft 10 in'. */
      inputsText: string;
      /** The weight unit shown to the visitor: 'kg' or 'lbs'. */
      weightUnit: 'kg' | 'lbs';
      /** The healthy weight range for the height, in the visitor's unit. */
      healthyMin: number;
      healthyMax: number;
      /** To gain (positive) or lose (negative) to reach the healthy range, in the visitor's unit. */
      toHealthy: number;
      /** "How this was calculated", one step a line. */
      steps: string[];
      /** The usage payload (spec section 3). */
      usage: Record<string, string | number>;
    }
  | {
      kind: 'prompt';
      /** Said instead of a result (never NaN or Infinity). */
      message: string;
      /** The fields to mark. */
      fields: BmiField[];
    };

/** '= 24.22' when the value has at most `digits` decimals, else '≈ 24.22'. */
function equals(value: number, digits = 2): string {
  const rounded = formatNumber(value, digits);
  const exact = Math.abs(Number(rounded.replace(/,/g, '')) - value) <= Math.abs(value) * 1e-12;
  return exact ? `= ${formatPlain(value)}` : `≈ ${rounded}`;
}

/** A positive number typed in a field, or null. */
function positive(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && value > 0 ? value : null;
}

const TOO_EXTREME =
  'These numbers are too large or too small to give a BMI. Please check your weight and height.';

function weightPrompt(weightOk: boolean, heightOk: boolean): string {
  if (!weightOk && !heightOk) return 'Enter a weight and a height above 0 to see your BMI.';
  return weightOk
    ? 'Enter a height above 0 to see your BMI.'
    : 'Enter a weight above 0 to see your BMI.';
}

/** What the calculator shows for the values of a unit system. */
export function evaluateBmi(unit: Unit, values: Readonly<Record<BmiField, string>>): BmiOutcome {
  return unit === 'metric' ? evaluateMetric(values) : evaluateImperial(values);
}

function evaluateMetric(values: Readonly<Record<BmiField, string>>): BmiOutcome {
  const weight = positive(values.weight);
  const heightCm = positive(values.heightCm);
  if (weight === null || heightCm === null) {
    const fields: BmiField[] = [];
    if (weight === null) fields.push('weight');
    if (heightCm === null) fields.push('heightCm');
    return { kind: 'prompt', message: weightPrompt(weight !== null, heightCm !== null), fields };
  }
  const result = calculateBmi(weight, heightCm);
  if (result === null) return { kind: 'prompt', message: TOO_EXTREME, fields: [] };

  const metres = heightCm / 100;
  const squared = metres * metres;
  return {
    kind: 'result',
    unit: 'metric',
    result,
    inputsText: `${formatPlain(weight)} kg, ${formatPlain(heightCm)} cm`,
    weightUnit: 'kg',
    healthyMin: result.healthyMinKg,
    healthyMax: result.healthyMaxKg,
    toHealthy: result.toHealthyKg,
    steps: [
      `Height in metres = ${formatPlain(heightCm)} ÷ 100 = ${formatPlain(metres)} m`,
      `BMI = weight ÷ height² = ${formatPlain(weight)} ÷ ${formatPlain(metres)}² = ` +
        `${formatPlain(weight)} ÷ ${formatPlain(squared)} ${equals(result.bmi)}`,
      ...commonSteps(result, squared, 'kg'),
    ],
    usage: { unit: 'metric', weight, heightCm },
  };
}

function evaluateImperial(values: Readonly<Record<BmiField, string>>): BmiOutcome {
  const weightLbs = positive(values.weightLbs);
  // A blank feet or inches field counts as 0 (5 ft and blank inches is 5 ft 0 in).
  const heightFt = parseNumber(values.heightFt) ?? 0;
  const heightIn = parseNumber(values.heightIn) ?? 0;
  const heightCm = feetInchesToCm(heightFt, heightIn);
  const heightOk = Number.isFinite(heightCm) && heightCm > 0;
  if (weightLbs === null || !heightOk) {
    const fields: BmiField[] = [];
    if (weightLbs === null) fields.push('weightLbs');
    if (!heightOk) fields.push('heightFt', 'heightIn');
    return { kind: 'prompt', message: weightPrompt(weightLbs !== null, heightOk), fields };
  }
  const weightKg = poundsToKg(weightLbs);
  const result = calculateBmi(weightKg, heightCm);
  if (result === null) return { kind: 'prompt', message: TOO_EXTREME, fields: [] };

  const metres = heightCm / 100;
  const squared = metres * metres;
  return {
    kind: 'result',
    unit: 'imperial',
    result,
    inputsText: `${formatPlain(weightLbs)} lbs, ${formatPlain(heightFt)} ft ${formatPlain(heightIn)} in`,
    weightUnit: 'lbs',
    healthyMin: kgToPounds(result.healthyMinKg),
    healthyMax: kgToPounds(result.healthyMaxKg),
    toHealthy: kgToPounds(result.toHealthyKg),
    steps: [
      `Weight in kg = ${formatPlain(weightLbs)} × ${formatPlain(KG_PER_POUND)} = ` +
        `${formatPlain(weightKg)} kg`,
      `Height in cm = ${formatPlain(heightFt)} × ${formatPlain(CM_PER_FOOT)} + ` +
        `${formatPlain(heightIn)} × ${formatPlain(CM_PER_INCH)} = ${formatPlain(heightCm)} cm ` +
        `= ${formatPlain(metres)} m`,
      `BMI = weight ÷ height² = ${formatPlain(weightKg)} ÷ ${formatPlain(metres)}² = ` +
        `${formatPlain(weightKg)} ÷ ${formatPlain(squared)} ${equals(result.bmi)}`,
      ...commonSteps(result, squared, 'lbs'),
    ],
    usage: { unit: 'imperial', weightLbs, heightFt, heightIn },
  };
}

/** The steps after the BMI: rounding and category, BMI Prime, the healthy weight range. */
function commonSteps(result: BmiResult, squared: number, unit: 'kg' | 'lbs'): string[] {
  const toUnit = unit === 'kg' ? (kg: number) => kg : kgToPounds;
  const perPound = unit === 'lbs' ? ` ÷ ${formatPlain(KG_PER_POUND)}` : '';
  return [
    `Rounded to one decimal: ${formatNumber(result.rounded, 1)}, in the band ` +
      `${result.band.range}: ${result.band.category}`,
    `BMI Prime = BMI ÷ 25 = ${formatNumber(result.bmi, 2)} ÷ 25 ${equals(result.prime)}`,
    `Healthy weight = ${formatPlain(HEALTHY_BMI_MIN)} × ${formatPlain(squared)}${perPound} to ` +
      `${formatPlain(HEALTHY_BMI_MAX)} × ${formatPlain(squared)}${perPound} = ` +
      `${formatNumber(toUnit(result.healthyMinKg), 1)} to ` +
      `${formatNumber(toUnit(result.healthyMaxKg), 1)} ${unit}`,
  ];
}

/**
 * What to gain or lose to reach a healthy weight ('Lose 18.0 kg to reach a BMI of 24.9.'), or
 * null within the healthy range.
 */
export function weightChangeText(outcome: Extract<BmiOutcome, { kind: 'result' }>): string | null {
  const { toHealthy, weightUnit } = outcome;
  const size = formatNumber(Math.abs(toHealthy), 1);
  const amount = size === '0.0' ? `less than 0.1 ${weightUnit}` : `${size} ${weightUnit}`;
  if (toHealthy > 0) return `Gain ${amount} to reach a BMI of ${HEALTHY_BMI_MIN}.`;
  if (toHealthy < 0) return `Lose ${amount} to reach a BMI of ${HEALTHY_BMI_MAX}.`;
  return null;
}

/** A unit system's field values, for writing to the URL. */
export function unitValues(
  unit: Unit,
  values: Readonly<Record<BmiField, string>>,
): Partial<Record<BmiField, string>> {
  const picked: Partial<Record<BmiField, string>> = {};
  for (const field of UNIT_FIELDS[unit]) picked[field] = values[field];
  return picked;
}
