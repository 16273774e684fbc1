import { dayNumber } from '../../domain/age.ts';
import {
  CM_PER_FOOT,
  CM_PER_INCH,
  feetInchesToCm,
  KG_PER_POUND,
  poundsToKg,
} from '../../domain/bmi.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import { formatNumber, formatPlain } from '../../domain/format.ts';

// Maths and form fields shared by the health calculators (BMR, calories, body fat, ideal
// weight, due date, ovulation, pace, heart-rate zones). Pure functions, no React.
//
// Body measures are typed in metric (kg, cm) or imperial (lbs, ft + in) units and worked in
// metric: pounds × 0.453592 kg, feet × 30.48 + inches × 2.54 cm (the BMI calculator's factors).
// Dates are calendar dates (year, month, day) worked through whole day numbers, so no time zone
// or daylight-saving change can shift a day.

export type Sex = 'male' | 'female';
export type UnitSystem = 'metric' | 'imperial';

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

// ---------------------------------------------------------------------------------------------
// Body measures in either unit system

/** The fields of a weight and height typed in metric or imperial units. */
export interface BodyMeasures {
  unit: UnitSystem;
  weight?: number;
  height?: number;
  weightLbs?: number;
  heightFt?: number;
  heightIn?: number;
}

/** The height in cm from the unit system in use (feet × 30.48 + inches × 2.54). */
export function heightCmOf(v: BodyMeasures): number {
  return v.unit === 'metric' ? v.height! : feetInchesToCm(v.heightFt!, v.heightIn!);
}

/** The weight in kg from the unit system in use (pounds × 0.453592). */
export function weightKgOf(v: BodyMeasures): number {
  return v.unit === 'metric' ? v.weight! : poundsToKg(v.weightLbs!);
}

/** Heights the calculators accept, in cm: 100 cm (3 ft 3.4 in) to 250 cm (8 ft 2.4 in). */
export const HEIGHT_CM = { min: 100, max: 250 } as const;

/**
 * The message for an imperial height (feet and inches, each valid) outside 3 ft 4 in to 8 ft 2 in,
 * or null; a metric height is checked by its own field.
 */
export function imperialHeightProblem(v: BodyMeasures): string | null {
  if (v.unit !== 'imperial') return null;
  const cm = heightCmOf(v);
  if (cm < HEIGHT_CM.min - 1e-9) return 'Enter a height of at least 3 ft 4 in';
  if (cm > HEIGHT_CM.max + 1e-9) return 'Enter a height of at most 8 ft 2 in';
  return null;
}

/** The conversion lines of an imperial weight and height ('Weight in kg = 154 × 0.453592 …'). */
export function conversionSteps(v: BodyMeasures, withWeight = true): string[] {
  if (v.unit === 'metric') return [];
  const lines: string[] = [];
  if (withWeight) {
    lines.push(
      `Weight in kg = ${formatPlain(v.weightLbs!)} × ${formatPlain(KG_PER_POUND)} = ` +
        `${formatPlain(weightKgOf(v))} kg`,
    );
  }
  lines.push(
    `Height in cm = ${formatPlain(v.heightFt!)} × ${formatPlain(CM_PER_FOOT)} + ` +
      `${formatPlain(v.heightIn!)} × ${formatPlain(CM_PER_INCH)} = ${formatPlain(heightCmOf(v))} cm`,
  );
  return lines;
}

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

/**
 * The unit system, as two radio buttons (native, so the page loads no tabs component for it);
 * the weight and height fields follow it.
 */
export const unitSystemField = {
  kind: 'choice',
  label: 'Units',
  default: 'metric' as UnitSystem,
  display: 'radio',
  options: [
    { value: 'metric', label: 'Metric' },
    { value: 'imperial', label: 'Imperial' },
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

/** Weight in kg (metric units). */
export const weightKgField = {
  kind: 'number',
  label: 'Weight (kg)',
  default: '70',
  min: 20,
  max: 400,
  when: { unit: 'metric' },
  messages: {
    required: 'Enter your weight',
    min: 'The weight must be at least 20 kg',
    max: 'The weight can be at most 400 kg',
  },
} as const;

/** Height in cm (metric units). */
export const heightCmField = {
  kind: 'number',
  label: 'Height (cm)',
  default: '175',
  min: HEIGHT_CM.min,
  max: HEIGHT_CM.max,
  when: { unit: 'metric' },
  messages: {
    required: 'Enter your height',
    min: 'The height must be at least 100 cm',
    max: 'The height can be at most 250 cm',
  },
} as const;

/** Weight in pounds (imperial units). */
export const weightLbsField = {
  kind: 'number',
  label: 'Weight (lbs)',
  default: '154',
  min: 44,
  max: 880,
  when: { unit: 'imperial' },
  messages: {
    required: 'Enter your weight',
    min: 'The weight must be at least 44 lbs',
    max: 'The weight can be at most 880 lbs',
  },
} as const;

/** Height in feet (imperial units); the inches field sits beside it. */
export const heightFtField = {
  kind: 'integer',
  label: 'Height (ft)',
  default: '5',
  min: 0,
  max: 8,
  blankValue: 0,
  when: { unit: 'imperial' },
  messages: {
    required: 'Enter the feet of your height',
    min: 'The feet cannot be negative',
    max: 'The height can be at most 8 ft 2 in',
    invalid: 'Enter whole feet, and the rest in inches',
  },
} as const;

/** The inches of the height beside the feet (imperial units); blank is 0 in. */
export const heightInField = {
  kind: 'number',
  label: 'Height (in)',
  default: '9',
  min: 0,
  max: 11.99,
  blankValue: 0,
  sameRow: true,
  when: { unit: 'imperial' },
  messages: {
    required: 'Enter the inches of your height',
    min: 'The inches cannot be negative',
    max: 'Enter less than 12 inches; put whole feet under feet',
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

// ---------------------------------------------------------------------------------------------
// Calendar dates

/**
 * The date of a day number (days since 1 January 1970, as `dayNumber` counts them). Howard
 * Hinnant's civil_from_days, in whole numbers only: exact for any Gregorian date.
 */
export function dateOfDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097; // 0–146096
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  ); // 0–399
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153); // March 0 … February 11
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/**
 * A date as the number the calculators return for it, YYYYMMDD (15 January 2026 → 20260115),
 * so that results stay numbers and published dates can be compared in the reference cases.
 */
export function dateCode({ year, month, day }: CalendarDate): number {
  return year * 10000 + month * 100 + day;
}

/** The date of a YYYYMMDD number. */
export function dateOfCode(code: number): CalendarDate {
  return { year: Math.floor(code / 10000), month: Math.floor(code / 100) % 100, day: code % 100 };
}

/** '1 day', '3 days', '1 week'. */
export function count(value: number, unit: string): string {
  return `${formatNumber(value, 0)} ${unit}${value === 1 ? '' : 's'}`;
}
