import { formatNumber, formatPlain } from '../../domain/format.ts';
import type { Big } from '../../engine/money.ts';
import { readShown } from './exactDecimal.ts';

// Maths and form fields shared by the health calculators (BMR, calories, body fat, ideal
// weight, due date, ovulation, heart-rate zones); the weight and height fields are in
// bodyMeasures.ts and the dates of pregnancy and cycles in pregnancyDates.ts, so that each page
// loads only what it uses. Pure functions, no React.

export type Sex = 'male' | 'female';

// ---------------------------------------------------------------------------------------------
// Energy

/**
 * Resting energy in kcal a day by the Mifflin-St Jeor equation (Mifflin et al. 1990, Am J Clin
 * Nutr 51:241): 10 × kg + 6.25 × cm − 5 × age + 5 for men, − 161 for women.
 */
export function mifflinStJeor(sex: Sex, kg: number, cm: number, age: number): number {
  return 10 * kg + 6.25 * cm - 5 * age + (sex === 'male' ? 5 : -161);
}

/**
 * Basal energy in kcal a day by the Harris-Benedict equation as revised by Roza and Shizgal
 * (1984): men 88.362 + 13.397 kg + 4.799 cm − 5.677 age; women 447.593 + 9.247 kg + 3.098 cm
 * − 4.330 age.
 */
export function harrisBenedictRevised(sex: Sex, kg: number, cm: number, age: number): number {
  return sex === 'male'
    ? 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age
    : 447.593 + 9.247 * kg + 3.098 * cm - 4.33 * age;
}

/** The activity factors that multiply a BMR into the calories burnt in a day. */
export const ACTIVITY_LEVELS = {
  sedentary: { factor: 1.2, label: 'Sedentary: little or no exercise' },
  light: { factor: 1.375, label: 'Lightly active: light exercise 1–3 days a week' },
  moderate: { factor: 1.55, label: 'Moderately active: moderate exercise 3–5 days a week' },
  very: { factor: 1.725, label: 'Very active: hard exercise 6–7 days a week' },
  extra: { factor: 1.9, label: 'Extra active: very hard exercise or a physical job' },
} as const;

export type ActivityLevel = keyof typeof ACTIVITY_LEVELS;

/** Kilocalories in a kilogram of body weight, the usual rule of thumb (about 3,500 per pound). */
export const KCAL_PER_KG = 7700;

/** The sex choice, drawn as two radio buttons. */
export const sexField = {
  kind: 'choice',
  label: 'Sex',
  default: 'male' as Sex,
  display: 'radio',
  options: [
    { value: 'male', label: 'Male' },
    { value: 'female', label: 'Female' },
  ],
} as const;

/** Age in whole years, 15 to 100 (the energy equations are for adults and older teenagers). */
export const ageField = {
  kind: 'integer',
  label: 'Age',
  unit: 'years',
  default: '30',
  min: 15,
  max: 100,
  messages: {
    required: 'Enter your age',
    min: 'These equations are for ages 15 and over',
    max: 'The age can be at most 100',
    invalid: 'Enter your age in whole years',
  },
} as const;

/** The note every health calculator carries. */
export const ESTIMATE_NOTE =
  'This is an estimate from a published formula, not medical advice. Talk to a doctor or ' +
  'another qualified health professional about your own health.';

/** '1,649 kcal'. */
export function kcal(value: number): string {
  return `${formatNumber(value, 0)} kcal`;
}

/**
 * The end of a step whose figures work out to `worked`, for a result of `value` kcal: '= 168 kcal',
 * '= 176.4 ≈ 176 kcal', or '≈ 112 kcal' where a figure shown is itself rounded.
 */
export function kcalAfter(worked: Big, value: number): string {
  const [full, rounded] = [formatPlain(value), kcal(value)];
  if (worked.eq(readShown(rounded.replace(/ kcal$/, ''))!)) return `= ${rounded}`;
  return worked.eq(readShown(full)!) ? `= ${full} ≈ ${rounded}` : `≈ ${rounded}`;
}
