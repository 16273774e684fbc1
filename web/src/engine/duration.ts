import { clock } from '../domain/format.ts';
import type { DurationField, FieldIo, FieldValue, QuantityUnit } from './definition.ts';
import { Big } from './money.ts';
import { canonicalIn, LINK_LOCALE, readTypedNumber, type NumberLocale } from './numberText.ts';
import {
  chosenUnit,
  fromBase,
  nounOf,
  perText,
  toBase,
  unitMenuOf,
  unitParam,
  QuantityInput,
} from './quantity.ts';

// Durations typed and shared as a clock: h:mm:ss, or m:ss under an hour (`?time=3:30:00`),
// seconds with decimals in the visitor's signs (4:58,6 in Germany). compute receives seconds.
// The minutes and seconds after a colon have two digits, so 5:3 is not read as 5:03 or 5:30.
// Pure functions, no React.

/** A clock typed in a locale: its seconds and its canonical text ('1:30:00' for '90:00'). */
export type ClockReading =
  { ok: true; seconds: number; canonical: string } | { ok: false; message?: string };

/**
 * Reads h:mm:ss or m:ss typed in a locale. The hours or minutes before the first colon are
 * any whole number; after a colon, two digits below 60, and the seconds may have decimals.
 */
export function readClock(text: string, locale: NumberLocale): ClockReading {
  const parts = text
    .trim()
    .split(':')
    .map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3) return { ok: false };
  const [first, ...rest] = parts as [string, ...string[]];
  const secondsText = rest.at(-1)!;
  const minutesText = rest.length === 2 ? rest[0]! : null;
  if (!/^\d+$/.test(first)) return { ok: false };
  if (minutesText !== null && !/^\d\d$/.test(minutesText)) return { ok: false };
  // Two digits, then the locale's decimals if any (checked by the reader).
  if (!/^\d\d(?:[.,]\d+)?$/.test(secondsText)) return { ok: false };
  const read = readTypedNumber(secondsText, locale, 'number');
  if (!read.ok) return { ok: false, message: read.message };
  const minutes = minutesText === null ? 0 : Number(minutesText);
  if (minutes >= 60) return { ok: false, message: 'Enter 0 to 59 minutes after the hours' };
  if (read.value >= 60) return { ok: false, message: 'Enter 0 to 59 seconds' };
  const hours = minutesText === null ? 0 : Number(first);
  const allMinutes = hours * 60 + (minutesText === null ? Number(first) : minutes);
  const seconds = allMinutes * 60 + read.value;
  const pad = (value: number) => String(value).padStart(2, '0');
  const secondsCanonical = (read.value < 10 ? '0' : '') + read.canonical.replace(/^0+(?=\d)/, '');
  const h = Math.floor(allMinutes / 60);
  const m = allMinutes % 60;
  const canonical = h > 0 ? `${h}:${pad(m)}:${secondsCanonical}` : `${m}:${secondsCanonical}`;
  return { ok: true, seconds, canonical };
}

/** What a duration's text reads as: seconds (per the base unit), or the message to show. */
export type DurationReading =
  { value: number; unit: QuantityUnit | null; canonical: string } | { error: string };

/** The limit of a duration in the unit chosen, rounded inwards to the seconds shown. */
function limitText(field: DurationField, unit: QuantityUnit | null, which: 'min' | 'max'): string {
  const menu = unitMenuOf(field);
  const limit = menu && unit ? fromBase(menu, field[which], unit) : field[which];
  const decimals = field.decimals ?? 0;
  const rounded = new Big(limit).round(decimals, which === 'min' ? Big.roundUp : Big.roundDown);
  return `${clock(rounded.toNumber(), decimals)}${unit ? ` ${perText(unit)}` : ''}`;
}

/** A duration's text (in the unit its unit text names, if it has a menu), read and checked. */
export function readDuration(
  field: DurationField,
  text: string,
  unitText: string | undefined,
  locale: NumberLocale,
): DurationReading {
  const menu = unitMenuOf(field);
  const unit = menu ? chosenUnit(menu, unitText) : null;
  const noun = nounOf(field);
  if (text.trim() === '') return { error: field.required ?? `Enter the ${noun}` };
  const read = readClock(text, locale);
  if (!read.ok) {
    return {
      error: read.message ?? `Enter the ${noun} as h:mm:ss or m:ss, such as ${field.default}`,
    };
  }
  const value = menu && unit ? toBase(menu, read.seconds, unit) : read.seconds;
  if (value < field.min || (field.minExclusive && value === field.min)) {
    const limit = limitText(field, unit, 'min');
    return {
      error: field.minExclusive
        ? `The ${noun} must be more than ${limit}`
        : `The ${noun} must be at least ${limit}`,
    };
  }
  if (value > field.max) {
    return { error: `The ${noun} can be at most ${limitText(field, unit, 'max')}` };
  }
  return { value, unit, canonical: read.canonical };
}

/** Whether seconds (per the base unit) are within a duration's limits. */
export function durationInRange(field: DurationField, value: number): boolean {
  if (Number.isNaN(value) || value > field.max) return false;
  return field.minExclusive ? value > field.min : value >= field.min;
}

/** Seconds in the unit shown (per km, per mile), from seconds per the base unit. */
function inShownUnit(field: DurationField, value: number, unit: QuantityUnit | null): number {
  const menu = unitMenuOf(field);
  return menu && unit ? fromBase(menu, value, unit) : value;
}

/**
 * A duration solved for, as shown: rounded to the field's decimals of a second (0 unless told)
 * in the unit shown, and back per the base unit, so the other results are made from it.
 */
export function shownDuration(field: DurationField, value: number, unit: QuantityUnit | null) {
  const menu = unitMenuOf(field);
  const shown = new Big(inShownUnit(field, value, unit))
    .round(field.decimals ?? 0, Big.roundHalfUp)
    .toNumber();
  return menu && unit ? toBase(menu, shown, unit) : shown;
}

/** A duration as a result shows it: '3:52:04', '4:58.6 per km'. */
export function durationText(field: DurationField, value: number, unit: QuantityUnit | null) {
  const text = clock(inShownUnit(field, value, unit), field.decimals ?? 0);
  return unit ? `${text} ${perText(unit)}` : text;
}

/** A duration as its field's text, in a locale's signs (a solved value written into its field). */
export function durationFieldText(
  field: DurationField,
  value: number,
  unit: QuantityUnit | null,
  locale: NumberLocale,
): string {
  return canonicalIn(clock(inShownUnit(field, value, unit), field.decimals ?? 0), locale);
}

/**
 * A duration typed per one unit, written per another (the visitor changed a pace from per km to
 * per mile: 5:00 becomes 8:02.8, to the field's decimals of a second, a tenth at least). A text
 * that is not a clock is kept as typed.
 */
export function convertedDuration(
  field: DurationField,
  text: string,
  from: QuantityUnit,
  to: QuantityUnit,
  locale: NumberLocale,
): string {
  const menu = unitMenuOf(field);
  const read = readClock(text, locale);
  if (!menu || !read.ok || from.code === to.code) return text;
  const converted = fromBase(menu, toBase(menu, read.seconds, from), to);
  return canonicalIn(clock(converted, Math.max(field.decimals ?? 0, 1)), locale);
}

/** A clock written in one locale's signs, in another's (4:58.6 is 4:58,6 in Germany). */
export function durationTextIn(text: string, from: NumberLocale, to: NumberLocale): string {
  if (from === to) return text;
  const read = readClock(text, from);
  if (!read.ok) return text;
  const there = readClock(text, to);
  if (there.ok && there.seconds === read.seconds) return text;
  return canonicalIn(read.canonical, to);
}

/** The unit a duration per unit is typed in, for its texts (null without a menu). */
export function durationUnit(
  field: DurationField,
  unitText: string | undefined,
): QuantityUnit | null {
  const menu = unitMenuOf(field);
  return menu ? chosenUnit(menu, unitText) : null;
}

type Texts = Readonly<Record<string, string | undefined>>;
type FieldValues = Readonly<Record<string, FieldValue>>;

/**
 * Declares a duration field (see DurationField): `time: durationField({ label: 'Time', default:
 * '50:00', min: 0, minExclusive: true, max: 3_599_999 })`.
 */
export function durationField<const U extends string = never>(
  spec: Omit<DurationField<U>, 'kind' | 'io' | 'per'> & {
    per?: { units: readonly QuantityUnit<U>[]; base: NoInfer<U>; defaultUnit: NoInfer<U> };
  },
): DurationField<U> {
  return { ...spec, kind: 'duration', io: durationIo };
}

/** The unit of a duration's values, where it has a menu of units. */
function unitOf(field: DurationField, values: FieldValues, id: string): QuantityUnit | null {
  return durationUnit(field, field.per ? String(values[unitParam(id)] ?? '') : undefined);
}

/** The unit's parameter, with a value, where the field has a menu of units. */
function unitEntry(field: DurationField, id: string, code: string | undefined) {
  return field.per && code !== undefined ? { [unitParam(id)]: code } : {};
}

/** A duration's texts read: a text the URL does not give is its default, as links write it. */
function readTexts(field: DurationField, id: string, texts: Texts, locale: NumberLocale) {
  const text = texts[id];
  return readDuration(
    field,
    text ?? field.default,
    texts[unitParam(id)],
    text === undefined ? LINK_LOCALE : locale,
  );
}

const durationIo: FieldIo = {
  Input: QuantityInput,
  params: (spec, id) => {
    const field = spec as DurationField;
    return { [id]: field.default, ...unitEntry(field, id, field.per?.defaultUnit) };
  },
  read(spec, id, texts, locale) {
    const field = spec as DurationField;
    const reading = readTexts(field, id, texts, locale);
    if ('error' in reading) return { errors: { [id]: reading.error } };
    return { values: { [id]: reading.value, ...unitEntry(field, id, reading.unit?.code) } };
  },
  extras: (spec, id, texts) => {
    const field = spec as DurationField;
    return unitEntry(field, id, durationUnit(field, texts[unitParam(id)])?.code);
  },
  owns: (_spec, id, key) => key === id,
  canonical(spec, id, texts, locale) {
    const field = spec as DurationField;
    const reading = readTexts(field, id, texts, locale);
    if ('error' in reading) return null;
    return { [id]: reading.canonical, ...unitEntry(field, id, reading.unit?.code) };
  },
  textsIn: (_spec, id, texts, from, to) =>
    texts[id] === undefined ? {} : { [id]: durationTextIn(texts[id], from, to) },
  convert(spec, id, texts, code, locale) {
    const field = spec as DurationField;
    const [from, to] = [durationUnit(field, texts[unitParam(id)]), durationUnit(field, code)];
    if (!from || !to) return {};
    const text = texts[id] ?? field.default;
    return { [id]: convertedDuration(field, text, from, to, locale), [unitParam(id)]: to.code };
  },
  shown(spec, id, texts) {
    const field = spec as DurationField;
    const reading = readTexts(field, id, texts, LINK_LOCALE);
    if ('error' in reading) return [];
    const per = reading.unit ? ` ${perText(reading.unit)}` : '';
    return [{ label: field.label, text: `${reading.canonical}${per}` }];
  },
  solve: {
    inRange: (spec, value) => durationInRange(spec as DurationField, value),
    shown: (spec, value, values, id) => {
      const field = spec as DurationField;
      return shownDuration(field, value, unitOf(field, values, id));
    },
    range(spec, values, id) {
      const field = spec as DurationField;
      const unit = unitOf(field, values, id);
      return ` from ${limitText(field, unit, 'min')} to ${limitText(field, unit, 'max')}`;
    },
    text: (spec, value, values, id) => {
      const field = spec as DurationField;
      return durationText(field, value, unitOf(field, values, id));
    },
    fieldText: (spec, value, values, id, locale) => {
      const field = spec as DurationField;
      return durationFieldText(field, value, unitOf(field, values, id), locale);
    },
  },
};
