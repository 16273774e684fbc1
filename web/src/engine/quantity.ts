import { lazy } from 'react';
import { formatFigure, formatPlain } from '../domain/format.ts';
import type { FieldIo, FieldSpec, FieldValue, QuantityField, QuantityUnit } from './definition.ts';
import { inLowerCase } from './messages.ts';
import { Big } from './money.ts';
import {
  canonicalIn,
  figuresIn,
  limitWithReading,
  LINK_LOCALE,
  readTypedNumber,
  textIn,
  type NumberLocale,
} from './numberText.ts';

// Quantities: a number with a menu of units (a weight in kg, lb or st), and durations per unit
// (a pace per km or per mile), which have the same menu. The visitor types in any unit offered;
// compute receives the value in the field's base unit. Conversions multiply and divide the exact
// factors of calculators/shared/units.ts as decimals (big.js), so 154 lb is 69.85322498 kg, not
// 69.85322498000001. Pure functions, no React.

/** Decimals a conversion is worked to before it is held as a number. */
const Exact = Big();
Exact.DP = 40;
Exact.RM = Big.roundHalfUp;

/** The URL parameter (and value) of a field's unit: `weight` → `weightUnit`. */
export function unitParam(id: string): string {
  return `${id}Unit`;
}

/** A field's menu of units: a quantity's, or a duration's per unit. */
export interface UnitMenu {
  units: readonly QuantityUnit[];
  base: string;
  defaultUnit: string;
  /** A time per unit (a pace): converting to a larger unit makes the value larger, not smaller. */
  per: boolean;
}

/** The menu of units of a field, or null for a field without one. */
export function unitMenuOf(field: FieldSpec | undefined): UnitMenu | null {
  if (field?.kind === 'quantity') {
    return { units: field.units, base: field.base, defaultUnit: field.defaultUnit, per: false };
  }
  if (field?.kind === 'duration' && field.per) return { ...field.per, per: true };
  return null;
}

/** The unit a text names, in any case (a link's `LB`), or the menu's default. */
export function chosenUnit(menu: UnitMenu, text: string | undefined): QuantityUnit {
  return unitNamed(menu, text) ?? unitIn(menu, menu.defaultUnit);
}

/** The unit a text names, in any case; undefined when it names none of the menu's. */
export function unitNamed(menu: UnitMenu, text: string | undefined): QuantityUnit | undefined {
  const lower = text?.trim().toLowerCase();
  return (
    menu.units.find((unit) => unit.code === text) ??
    menu.units.find((unit) => unit.code.toLowerCase() === lower)
  );
}

function unitIn(menu: UnitMenu, code: string): QuantityUnit {
  const unit = menu.units.find((each) => each.code === code);
  if (!unit) throw new Error(`No unit ${code} in the menu`);
  return unit;
}

/**
 * A decimal held as a number: itself when a number holds it exactly, else rounded to 15
 * significant digits, so no binary noise is carried (69.85322498, not 69.85322498000001).
 */
function held(value: Big): number {
  const number = value.toNumber();
  return new Exact(number).eq(value) ? number : value.prec(15, Big.roundHalfUp).toNumber();
}

/** A value in `unit` as a decimal in the base unit. */
function exactToBase(menu: UnitMenu, value: number | Big, unit: QuantityUnit): Big {
  const base = unitIn(menu, menu.base);
  const exact = new Exact(value);
  // A time per mile is a time per 1.609344 km: divided by the factors, not multiplied.
  return menu.per
    ? exact.times(base.factor).div(unit.factor)
    : exact.times(unit.factor).div(base.factor);
}

/** A value in the base unit as a decimal in `unit`. */
function exactFromBase(menu: UnitMenu, value: number | Big, unit: QuantityUnit): Big {
  const base = unitIn(menu, menu.base);
  const exact = new Exact(value);
  return menu.per
    ? exact.times(unit.factor).div(base.factor)
    : exact.times(base.factor).div(unit.factor);
}

/** A value typed in `unit`, in the base unit. */
export function toBase(menu: UnitMenu, value: number, unit: QuantityUnit): number {
  return held(exactToBase(menu, value, unit));
}

/** A value in the base unit, in `unit` (to show a result in the visitor's unit). */
export function fromBase(menu: UnitMenu, value: number, unit: QuantityUnit): number {
  return held(exactFromBase(menu, value, unit));
}

/**
 * A value in the unit a definition receives alongside it (`v.weightUnit`), for results shown in
 * the visitor's unit: `inUnitOf(field, v.weight, v.weightUnit)`.
 */
export function inUnitOf(field: QuantityField, value: number, code: string): number {
  const menu = unitMenuOf(field)!;
  return fromBase(menu, value, chosenUnit(menu, code));
}

/**
 * A limit in the base unit as the visitor's unit shows it, rounded inwards so that the value
 * shown is itself accepted (20 kg is at least 44.1 lb, not 44.09, which is less than 20 kg): to
 * 2 decimals below 10 and 1 from there, or exactly when it has no more.
 */
export function limitIn(
  menu: UnitMenu,
  limit: number,
  unit: QuantityUnit,
  which: 'min' | 'max',
): number {
  const value = exactFromBase(menu, limit, unit);
  const decimals = value.abs().lt(10) ? 2 : 1;
  const rounded = value.round(decimals, which === 'min' ? Big.roundUp : Big.roundDown);
  // roundUp and roundDown round away from and towards zero: for a negative limit, the other.
  const inward = value.lt(0)
    ? value.round(decimals, which === 'min' ? Big.roundDown : Big.roundUp)
    : rounded;
  return inward.toNumber();
}

/** The noun a message names a field by ('weight'). */
export function nounOf(field: { label: string; noun?: string }): string {
  return field.noun ?? inLowerCase(field.label);
}

/** The messages for a quantity below or above its limits, in the unit chosen. */
function rangeMessage(field: QuantityField, unit: QuantityUnit, which: 'min' | 'max'): string {
  const menu = unitMenuOf(field)!;
  const limit = `${formatPlain(limitIn(menu, field[which], unit, which))} ${unit.symbol}`;
  if (which === 'max') return `The ${nounOf(field)} can be at most ${limit}`;
  return field.minExclusive
    ? `The ${nounOf(field)} must be more than ${limit}`
    : `The ${nounOf(field)} must be at least ${limit}`;
}

/** What a quantity's texts read as: its value in the base unit, or the message to show. */
export type QuantityReading =
  { value: number; unit: QuantityUnit; canonical: string; note?: string } | { error: string };

/** A quantity's text, typed in the unit its unit text names, read in a locale and checked. */
export function readQuantity(
  field: QuantityField,
  text: string,
  unitText: string | undefined,
  locale: NumberLocale,
): QuantityReading {
  const menu = unitMenuOf(field)!;
  const unit = chosenUnit(menu, unitText);
  const trimmed = text.trim();
  if (trimmed === '' && field.blankValue !== undefined) {
    return { value: field.blankValue, unit, canonical: '' };
  }
  if (trimmed === '') return { error: field.required ?? `Enter the ${nounOf(field)}` };
  const read = readTypedNumber(trimmed, locale, 'number');
  if (!read.ok) return { error: read.message ?? 'Enter a number' };
  const value = toBase(menu, read.value, unit);
  // A limit in the visitor's signs, with the reading taken where a link would read it otherwise.
  const limit = (which: 'min' | 'max') =>
    limitWithReading(
      figuresIn(rangeMessage(field, unit, which), locale),
      read.note,
      trimmed,
      locale,
    );
  if (value < field.min || (field.minExclusive && value === field.min)) {
    return { error: limit('min') };
  }
  if (value > field.max) return { error: limit('max') };
  return { value, unit, canonical: read.canonical, ...(read.note ? { note: read.note } : {}) };
}

/** Whether a value in the base unit is within a quantity's limits. */
export function quantityInRange(field: QuantityField, value: number): boolean {
  if (Number.isNaN(value) || value > field.max) return false;
  return field.minExclusive ? value > field.min : value >= field.min;
}

/**
 * A value solved for, as the visitor's unit shows it: rounded to the field's decimals (2 unless
 * told) in that unit, and back in the base unit, so the other results are made from what is shown.
 */
export function shownQuantity(field: QuantityField, value: number, unit: QuantityUnit): number {
  const menu = unitMenuOf(field)!;
  const shown = exactFromBase(menu, value, unit).round(field.decimals ?? 2, Big.roundHalfUp);
  return held(exactToBase(menu, shown, unit));
}

/** A value in the base unit as a result shows it in `unit`: '16.09 km'. */
export function quantityText(field: QuantityField, value: number, unit: QuantityUnit): string {
  const menu = unitMenuOf(field)!;
  return `${formatFigure(fromBase(menu, value, unit), field.decimals ?? 2)} ${unit.symbol}`;
}

/**
 * A value in the base unit as the field's text in `unit` (a solved value written into its field
 * when the visitor solves for another): to the field's decimals, without grouping.
 */
export function quantityFieldText(
  field: QuantityField,
  value: number,
  unit: QuantityUnit,
  locale: NumberLocale,
): string {
  const menu = unitMenuOf(field)!;
  const shown = exactFromBase(menu, value, unit).round(field.decimals ?? 2, Big.roundHalfUp);
  return canonicalIn(String(shown.toNumber()), locale);
}

/**
 * A number typed in one unit, written in another (the visitor changed the unit: 70 kg becomes
 * 154.32 lb): the same quantity to 2 decimals, or to 3 significant digits below 1, shown exactly
 * when it has no more (175 cm is 1.75 m). A text that is not a number is kept as typed.
 */
export function convertedText(
  menu: UnitMenu,
  text: string,
  from: QuantityUnit,
  to: QuantityUnit,
  locale: NumberLocale,
): string {
  const read = readTypedNumber(text.trim(), locale, 'number');
  if (!read.ok || from.code === to.code) return text;
  const converted = exactFromBase(menu, exactToBase(menu, read.value, from), to);
  const rounded = converted.abs().lt(1)
    ? converted.prec(3, Big.roundHalfUp)
    : converted.round(2, Big.roundHalfUp);
  return canonicalIn(String(rounded.toNumber()), locale);
}

/**
 * Where a unit switch converts from. Each switch rounds (10 ft is 3.33 yd), so converting what a
 * switch wrote drifts: 10 ft → yd → ft would read 9.99. While the field still shows what the last
 * switch wrote, the next one converts the text the visitor typed, in the unit it was typed in, and
 * going back to that unit gives that text again.
 */
export interface TypedSource {
  /** The text as typed, and its unit. */
  text: string;
  unit: string;
  /** What the last switch wrote, and in which unit. */
  wrote: string;
  wroteUnit: string;
}

/** What a unit switch writes in the field, converted from the typed text (see TypedSource). */
export function switchUnit(
  source: TypedSource | null,
  shown: string,
  unit: string,
  to: string,
  convert: (text: string, from: string) => string,
): TypedSource {
  const from =
    source && source.wrote === shown && source.wroteUnit === unit ? source : { text: shown, unit };
  const wrote = to === from.unit ? from.text : convert(from.text, from.unit);
  return { text: from.text, unit: from.unit, wrote, wroteUnit: to };
}

/** How a duration per unit is named after its value ('5:00 per km'), and in its menu. */
export function perText(unit: QuantityUnit): string {
  return `per ${unit.symbol}`;
}

type Texts = Readonly<Record<string, string | undefined>>;
type FieldValues = Readonly<Record<string, FieldValue>>;

/**
 * Declares a quantity field (see QuantityField): `weight: quantityField({ label: 'Weight',
 * units: unitsOf(WEIGHT, 'kg', 'lb', 'st'), base: 'kg', defaultUnit: 'kg', … })`.
 */
export function quantityField<const U extends string>(
  spec: Omit<QuantityField<U>, 'kind' | 'io' | 'base' | 'defaultUnit'> & {
    base: NoInfer<U>;
    defaultUnit: NoInfer<U>;
  },
): QuantityField<U> {
  return { ...spec, kind: 'quantity', io: quantityIo };
}

/** The unit of a quantity's values (`<id>Unit`). */
function unitOf(field: QuantityField, values: FieldValues, id: string): QuantityUnit {
  return chosenUnit(unitMenuOf(field)!, String(values[unitParam(id)] ?? ''));
}

/** A quantity's texts read: a text the URL does not give is its default, as links write it. */
function readTexts(field: QuantityField, id: string, texts: Texts, locale: NumberLocale) {
  const text = texts[id];
  return readQuantity(
    field,
    text ?? field.default,
    texts[unitParam(id)],
    text === undefined ? LINK_LOCALE : locale,
  );
}

/** The input of a quantity, and of a duration (a time, or a pace with its unit). */
export const QuantityInput = lazy(() => import('./QuantityInput.tsx'));

const quantityIo: FieldIo = {
  Input: QuantityInput,
  params: (spec, id) => {
    const field = spec as QuantityField;
    return { [id]: field.default, [unitParam(id)]: field.defaultUnit };
  },
  read(spec, id, texts, locale) {
    const reading = readTexts(spec as QuantityField, id, texts, locale);
    if ('error' in reading) return { errors: { [id]: reading.error } };
    return {
      values: { [id]: reading.value, [unitParam(id)]: reading.unit.code },
      ...(reading.note ? { note: reading.note } : {}),
    };
  },
  extras: (spec, id, texts) => ({
    [unitParam(id)]: chosenUnit(unitMenuOf(spec)!, texts[unitParam(id)]).code,
  }),
  owns: (_spec, id, key) => key === id,
  canonical(spec, id, texts, locale) {
    const field = spec as QuantityField;
    const reading = readTexts(field, id, texts, locale);
    if ('error' in reading) return null;
    // A blank read as a number is written as that number where the number is one the field
    // accepts (a blank that is 0 in): a calculator that starts empty reads a link's blank as
    // its default. Else it is written blank (an optional weight left out), read back as blank.
    const value = fromBase(unitMenuOf(field)!, reading.value, reading.unit);
    const asNumber = reading.canonical === '' && quantityInRange(field, reading.value);
    return {
      [id]: asNumber ? String(value) : reading.canonical,
      [unitParam(id)]: reading.unit.code,
    };
  },
  textsIn: (_spec, id, texts, from, to) =>
    texts[id] === undefined ? {} : { [id]: textIn(texts[id], from, to, 'number') },
  convert(spec, id, texts, code, locale) {
    const menu = unitMenuOf(spec)!;
    const [from, to] = [chosenUnit(menu, texts[unitParam(id)]), chosenUnit(menu, code)];
    const text = texts[id] ?? (spec as QuantityField).default;
    return { [id]: convertedText(menu, text, from, to, locale), [unitParam(id)]: to.code };
  },
  shown(spec, id, texts) {
    const field = spec as QuantityField;
    const reading = readTexts(field, id, texts, LINK_LOCALE);
    if ('error' in reading || reading.canonical === '') return [];
    const typed = fromBase(unitMenuOf(field)!, reading.value, reading.unit);
    return [{ label: field.label, text: `${formatPlain(typed)} ${reading.unit.symbol}` }];
  },
  solve: {
    inRange: (spec, value) => quantityInRange(spec as QuantityField, value),
    shown: (spec, value, values, id) => {
      const field = spec as QuantityField;
      return shownQuantity(field, value, unitOf(field, values, id));
    },
    range(spec, values, id) {
      const field = spec as QuantityField;
      const menu = unitMenuOf(field)!;
      const unit = unitOf(field, values, id);
      const min = formatPlain(limitIn(menu, field.min, unit, 'min'));
      const max = formatPlain(limitIn(menu, field.max, unit, 'max'));
      return ` from ${min} to ${max} ${unit.symbol}`;
    },
    text: (spec, value, values, id) => {
      const field = spec as QuantityField;
      return quantityText(field, value, unitOf(field, values, id));
    },
    fieldText: (spec, value, values, id, locale) => {
      const field = spec as QuantityField;
      return quantityFieldText(field, value, unitOf(field, values, id), locale);
    },
  },
};
