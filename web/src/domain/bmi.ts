// Body Mass Index maths (spec sections 3, 4 and 9). Pure functions: no React, no I/O.
// BMI = weight in kg ÷ (height in m)². Imperial inputs are converted first: feet × 30.48 +
// inches × 2.54 gives centimetres, pounds × 0.453592 gives kilograms. Every function accepts any
// number (NaN, ±Infinity, negative, zero, huge, tiny) and never throws: when there is no
// meaningful answer it returns null, and the caller decides what to say.

import { formatNumber } from './format.ts';

/** Centimetres in one foot (spec section 9). */
export const CM_PER_FOOT = 30.48;
/** Centimetres in one inch (spec section 9). */
export const CM_PER_INCH = 2.54;
/** Kilograms in one pound (spec section 9). */
export const KG_PER_POUND = 0.453592;

/** The lowest BMI of a healthy weight (the bottom of the band '18.5-24.9'). */
export const HEALTHY_BMI_MIN = 18.5;
/** The highest BMI of a healthy weight (the top of the band '18.5-24.9'). */
export const HEALTHY_BMI_MAX = 24.9;
/** BMI Prime divides a BMI by this, the upper limit of a normal weight. */
export const BMI_PRIME_DIVISOR = 25;

export type BmiCategory = 'Underweight' | 'Normal weight' | 'Overweight' | 'Obese';

export interface BmiBand {
  category: BmiCategory;
  /** The band as the spec writes it (section 9): 'Below 18.5', '18.5-24.9', … */
  range: string;
  /** The lowest BMI in the band (inclusive); the first band starts at −Infinity. */
  from: number;
  /** Where the next band begins (exclusive); the last band ends at Infinity. */
  to: number;
  /** The Chakra colour palette of the category (spec section 4). */
  palette: 'blue' | 'green' | 'yellow' | 'red';
}

/** The four adult bands, lowest first (WHO classification; spec sections 4 and 9). */
export const BMI_BANDS: readonly BmiBand[] = [
  { category: 'Underweight', range: 'Below 18.5', from: -Infinity, to: 18.5, palette: 'blue' },
  { category: 'Normal weight', range: '18.5-24.9', from: 18.5, to: 25, palette: 'green' },
  { category: 'Overweight', range: '25-29.9', from: 25, to: 30, palette: 'yellow' },
  { category: 'Obese', range: '30 and above', from: 30, to: Infinity, palette: 'red' },
];

function allFinite(...values: number[]): boolean {
  return values.every((v) => Number.isFinite(v));
}

/**
 * BMI from kilograms and centimetres: kg ÷ (cm ÷ 100)². Null unless both are finite and above
 * zero and the answer is finite (a height of 1e-200 cm would give Infinity).
 */
export function bmiMetric(weightKg: number, heightCm: number): number | null {
  if (!allFinite(weightKg, heightCm) || weightKg <= 0 || heightCm <= 0) return null;
  const heightM = heightCm / 100;
  const bmi = weightKg / (heightM * heightM);
  return Number.isFinite(bmi) && bmi > 0 ? bmi : null;
}

/** Centimetres from feet and inches: feet × 30.48 + inches × 2.54 (5 ft 10 in = 177.8 cm). */
export function feetInchesToCm(feet: number, inches: number): number {
  return feet * CM_PER_FOOT + inches * CM_PER_INCH;
}

/** Kilograms from pounds: pounds × 0.453592 (154 lb = 69.853168 kg). */
export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_POUND;
}

/** Pounds from kilograms: kilograms ÷ 0.453592. */
export function kgToPounds(kg: number): number {
  return kg / KG_PER_POUND;
}

/** BMI from pounds, feet and inches, converted to metric first (spec section 9). */
export function bmiImperial(weightLbs: number, heightFt: number, heightIn: number): number | null {
  return bmiMetric(poundsToKg(weightLbs), feetInchesToCm(heightFt, heightIn));
}

/**
 * The category of a BMI (spec section 9): below 18.5 Underweight; 18.5 to under 25 Normal
 * weight; 25 to under 30 Overweight; 30 or more Obese. Null for NaN.
 */
export function bmiCategory(bmi: number): BmiCategory | null {
  return bmiBand(bmi)?.category ?? null;
}

/** The band a BMI falls in, or null for NaN. */
export function bmiBand(bmi: number): BmiBand | null {
  if (Number.isNaN(bmi)) return null;
  return BMI_BANDS.find((band) => bmi >= band.from && bmi < band.to) ?? null;
}

/**
 * A BMI rounded to one decimal, the way it is shown (24.2215 → 24.2, 24.96 → 25, 29.95 → 30).
 * It rounds as the displayed text does, so the category of the rounded BMI always agrees with
 * the number the visitor reads.
 */
export function roundBmi(bmi: number): number {
  if (!Number.isFinite(bmi)) return bmi;
  // The text shown rounds half away from zero on the number's shortest decimal form (the one
  // JavaScript prints: 29.95, not 29.9499999…).
  return Number(formatNumber(bmi, 1).replaceAll(',', ''));
}

/** BMI Prime: BMI ÷ 25, the BMI as a share of the upper limit of a normal weight (1.0). */
export function bmiPrime(bmi: number): number {
  return bmi / BMI_PRIME_DIVISOR;
}

/**
 * The ponderal index (Rohrer's index) in kg/m³: weight ÷ height³. People of one build weigh
 * roughly in proportion to height cubed, so it differs less between tall and short than BMI.
 */
export function ponderalIndex(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  return weightKg / (heightM * heightM * heightM);
}

/** The weight in kg that gives `bmi` at `heightCm`: bmi × (cm ÷ 100)². Null for a bad height. */
export function weightForBmi(bmi: number, heightCm: number): number | null {
  if (!allFinite(bmi, heightCm) || heightCm <= 0) return null;
  const heightM = heightCm / 100;
  const weight = bmi * heightM * heightM;
  return Number.isFinite(weight) ? weight : null;
}

export interface BmiResult {
  /** The BMI as calculated, unrounded. */
  bmi: number;
  /** The BMI to one decimal, as shown. */
  rounded: number;
  /** The band of the shown (one-decimal) BMI. */
  band: BmiBand;
  /** BMI ÷ 25. */
  prime: number;
  /** Weight ÷ height³, in kg/m³. */
  ponderal: number;
  weightKg: number;
  heightCm: number;
  /** The healthy weight range for the height, in kg (BMI 18.5 to 24.9). */
  healthyMinKg: number;
  healthyMaxKg: number;
  /**
   * Kilograms to gain (positive) or lose (negative) to reach the healthy range: to a BMI of 18.5
   * when underweight, to 24.9 when above it; 0 within the range.
   */
  toHealthyKg: number;
}

/**
 * Everything the BMI calculator shows for a weight and height in metric units, or null when
 * either is not a positive finite number or the BMI is not finite.
 */
export function calculateBmi(weightKg: number, heightCm: number): BmiResult | null {
  const bmi = bmiMetric(weightKg, heightCm);
  if (bmi === null) return null;
  const rounded = roundBmi(bmi);
  const band = bmiBand(rounded);
  const healthyMinKg = weightForBmi(HEALTHY_BMI_MIN, heightCm);
  const healthyMaxKg = weightForBmi(HEALTHY_BMI_MAX, heightCm);
  if (band === null || healthyMinKg === null || healthyMaxKg === null) return null;
  const toHealthyKg =
    rounded < HEALTHY_BMI_MIN
      ? healthyMinKg - weightKg
      : rounded > HEALTHY_BMI_MAX
        ? healthyMaxKg - weightKg
        : 0;
  return {
    bmi,
    rounded,
    band,
    prime: bmiPrime(bmi),
    ponderal: ponderalIndex(weightKg, heightCm),
    weightKg,
    heightCm,
    healthyMinKg,
    healthyMaxKg,
    toHealthyKg,
  };
}
