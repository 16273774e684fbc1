import { formatPlain } from '../../domain/format.ts';
import type { QuantityField } from '../../engine/definition.ts';
import { decimal } from '../../engine/money.ts';
import { inUnitOf, quantityField } from '../../engine/quantity.ts';
import { equalsOrAbout, readShown } from './exactDecimal.ts';
import { LENGTH, unitsOf, WEIGHT } from './scales.ts';

// The weight and height of the health calculators (BMR, calories, body fat, ideal weight):
// quantity fields typed in any unit their menus offer (kg, lb, st; cm, m, in, ft), received in
// kg and cm, converted with the exact factors of scales.ts (1 lb = 0.45359237 kg, 1 in = 2.54
// cm). Pure functions, no React.

/** A weight: kg, lb or st, received in kg (20 to 400 kg). */
export const weightField = quantityField({
  label: 'Weight',
  units: unitsOf(WEIGHT, 'kg', 'lb', 'st'),
  base: 'kg',
  default: '70',
  defaultUnit: 'kg',
  min: 20,
  max: 400,
  required: 'Enter your weight',
});

/** Heights the calculators accept, in cm: 100 cm (3 ft 3.4 in) to 250 cm (8 ft 2.4 in). */
export const HEIGHT_CM = { min: 100, max: 250 } as const;

/** A height: cm, m, in or ft, received in cm. */
export const heightField = quantityField({
  label: 'Height',
  units: unitsOf(LENGTH, 'cm', 'm', 'in', 'ft'),
  base: 'cm',
  default: '175',
  defaultUnit: 'cm',
  min: HEIGHT_CM.min,
  max: HEIGHT_CM.max,
  required: 'Enter your height',
});

/** A body measure as typed, and its conversion when it was not typed in the base unit. */
export function conversionLine(
  field: QuantityField,
  value: number,
  unitCode: string,
  noun: string,
): string | null {
  const unit = field.units.find((each) => each.code === unitCode);
  const base = field.units.find((each) => each.code === field.base)!;
  if (!unit || unit.code === base.code) return null;
  const typed = formatPlain(inUnitOf(field, value, unit.code));
  const factor = formatPlain(Number(decimal(unit.factor).div(base.factor)));
  const inBase = formatPlain(value);
  // '≈' where the weight shown is rounded to 10 decimals (154.123 lb × 0.45359237).
  const sign = equalsOrAbout(readShown(typed)!.times(readShown(factor)!), inBase);
  return (
    `${noun} in ${base.symbol} = ${typed} ${unit.symbol} × ${factor} ${sign} ` +
    `${inBase} ${base.symbol}`
  );
}

/** A weight and height as typed ('154 lb', '69 in'). */
export function typedMeasure(field: QuantityField, value: number, unitCode: string): string {
  const unit = field.units.find((each) => each.code === unitCode) ?? field.units[0]!;
  return `${formatPlain(inUnitOf(field, value, unit.code))} ${unit.symbol}`;
}

/**
 * Links made when weights and heights had metric and imperial fields of their own (`unit=
 * imperial&weightLbs=154&heightFt=5&heightIn=9`) open on the same measures, in pounds and inches.
 * A parameter left out of such a link held that form's default (154 lb, 5 ft 9 in).
 */
export function imperialLinks(defaults: {
  weightLbs?: string;
  heightFt: string;
  heightIn: string;
}) {
  const params = ['unit', 'heightFt', 'heightIn', ...(defaults.weightLbs ? ['weightLbs'] : [])];
  return {
    params,
    read(former: Readonly<Record<string, string>>): Record<string, string> {
      if (former.unit?.trim().toLowerCase() !== 'imperial') return {};
      const given = (param: 'weightLbs' | 'heightFt' | 'heightIn') =>
        former[param]?.trim() || defaults[param]!;
      const inches = Number(given('heightFt')) * 12 + Number(given('heightIn'));
      return {
        ...(Number.isFinite(inches) ? { height: String(inches), heightUnit: 'in' } : {}),
        ...(defaults.weightLbs ? { weight: given('weightLbs'), weightUnit: 'lb' } : {}),
      };
    },
  };
}
