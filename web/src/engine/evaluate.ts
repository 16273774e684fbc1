import {
  formatIsoDate,
  formatYearMonth,
  parseIsoDate,
  parseYearMonth,
} from '../domain/calendar.ts';
import { formatPlain, parseNumber } from '../domain/format.ts';
import { localIsoDate } from '../ssr/renderEnvironment.tsx';
import type {
  AnyMode,
  Band,
  ChoiceField,
  DateField,
  FieldSpec,
  NumberField,
  TextField,
} from './definition.ts';
import { findRoot } from './findRoot.ts';
import { cents } from './money.ts';

// From the texts in a calculator's fields to its results: each field read and checked, the
// unknown solved for, the outputs computed. Pure; the frame and the tests both call it.

export type FieldValues = Record<string, number | string>;

export interface Evaluation {
  /** The field solved for, if the calculator solves. */
  unknown: string | null;
  /** The message under each field that is not valid (fields solved for are not checked). */
  errors: Record<string, string>;
  /** Every value, the solved one included; null while a field is invalid or nothing fits. */
  values: FieldValues | null;
  results: Record<string, number> | null;
  /** Why no value of the unknown fits, when none does. */
  unsolvable?: string;
  /** A sentence for each number typed with more digits than it is worked with (see below). */
  rounded?: readonly string[];
}

const TOO_LARGE = 'The result is too large to calculate. Please try smaller numbers.';

/**
 * The option a choice field's text names, in any case (a link's 'cad' is 'CAD'), or the field's
 * default when it names none.
 */
export function choiceOf(field: ChoiceField, text: string | undefined): string {
  const lower = text?.trim().toLowerCase();
  const option =
    field.options.find((o) => o.value === text) ??
    field.options.find((o) => o.value.toLowerCase() === lower);
  return option?.value ?? field.default;
}

/** The value a choice field's text stands for (see choiceOf). */
function choiceValue(definition: AnyMode, id: string, texts: Texts): string {
  const field = definition.fields[id] as FieldSpec;
  return field.kind === 'choice' ? choiceOf(field, texts[id]) : '';
}

type Texts = Readonly<Record<string, string | undefined>>;

/** Whether a field holds a number (money, percent, number or integer). */
export function isNumberField(field: FieldSpec | undefined): field is NumberField {
  return (
    field !== undefined &&
    field.kind !== 'choice' &&
    field.kind !== 'month' &&
    field.kind !== 'date' &&
    field.kind !== 'text'
  );
}

/** Whether a field is in use: its `when` matches the choices made (always, without one). */
export function isShown(definition: AnyMode, field: FieldSpec, texts: Texts): boolean {
  if (!isNumberField(field) || !field.when) return true;
  return Object.entries(field.when).every(
    ([id, value]) => choiceValue(definition, id, texts) === value,
  );
}

/** The unknowns offered with these choices (a hidden field cannot be solved for). */
export function shownUnknowns(definition: AnyMode, texts: Texts): string[] {
  const unknowns: readonly string[] = definition.solve?.unknowns ?? [];
  return unknowns.filter((id) => isShown(definition, definition.fields[id] as FieldSpec, texts));
}

/** The field solved for: the URL's `solve` when it names an unknown in use, else the first. */
export function unknownOf(definition: AnyMode, texts: Texts): string | null {
  const unknowns = shownUnknowns(definition, texts);
  const solve = texts.solve;
  if (solve && unknowns.includes(solve)) return solve;
  return unknowns[0] ?? null;
}

/** The value of a number field's text, or the message to show under it. */
export function readNumber(field: NumberField, text: string): number | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' && field.blankValue !== undefined) return field.blankValue;
  if (trimmed === '') return { error: field.messages.required };
  // Amounts may be typed as written: with thousands separators (10,00,000, 1,000,000 or
  // 1 000 000) and a currency sign ($250); a percentage with its sign (7%).
  const value = parseNumber(
    field.kind === 'money'
      ? trimmed.replace(/[,\s]/g, '').replace(/^[$₹€£¥]/, '')
      : field.kind === 'percent'
        ? trimmed.replace(/\s*%$/, '')
        : trimmed,
  );
  const invalid = field.messages.invalid ?? 'Enter a number';
  if (value === null) return { error: invalid };
  if ((field.kind === 'integer' || field.whole) && !Number.isInteger(value)) {
    return { error: field.messages.invalid ?? 'Enter a whole number' };
  }
  if (value < field.min || (field.minExclusive && value === field.min)) {
    return { error: field.messages.min };
  }
  if (value > field.max) return { error: field.messages.max };
  return value;
}

/** The significant digits of a number as written: '0.012300' → '123', '1.5e3' → '15'. */
function significantDigits(text: string): string {
  const [mantissa = ''] = text.split(/e/i);
  return mantissa.replace(/\D/g, '').replace(/^0+/, '').replace(/0+$/, '');
}

/**
 * The sentence that says a typed number was rounded on reading, or null when it was read
 * exactly. A number is worked with in binary floating point, which carries 15 to 17
 * significant digits: 12345678901234567890123 is worked with as 1.2345678901234568e+22, and the
 * visitor is told so rather than shown a conversion of digits they did not type.
 */
export function roundedReading(field: NumberField, text: string, value: number): string | null {
  const typed = significantDigits(text);
  if (typed.length <= 15) return null; // every number of 15 digits is carried exactly
  if (typed === significantDigits(String(value))) return null;
  return (
    `${field.label} has ${typed.length} significant digits, more than a number is worked with ` +
    `here (15 to 17): it was rounded to ${String(value)} first.`
  );
}

/** A text field's text, or the message to show under it. */
export function readText(field: TextField, text: string): string | { error: string } {
  if (text.trim() === '' && field.required) return { error: field.required };
  if (text.length > field.maxLength) {
    return { error: `Enter at most ${formatPlain(field.maxLength)} characters` };
  }
  const message = field.check?.(text);
  return message ? { error: message } : text;
}

/** The date a blank "today" date field stands for: today, or its `blankDays` after it. */
export function blankDateOf(field: DateField, today: string): string {
  if (!field.blankDays) return today;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + field.blankDays)).toISOString().slice(0, 10);
}

/** The current month of a calendar date ('2026-11-24' → '2026-11'). */
export function monthOfDay(today: string): string {
  return today.slice(0, 7);
}

function readField(
  field: FieldSpec,
  text: string,
  today: string,
): number | string | { error: string } {
  if (field.kind === 'month') {
    if (text.trim() === '') return monthOfDay(today);
    const month = parseYearMonth(text);
    return month ? formatYearMonth(month) : { error: field.invalid };
  }
  if (field.kind === 'date') {
    if (text.trim() === '') {
      return field.blankIsToday
        ? blankDateOf(field, today)
        : { error: field.required ?? field.invalid };
    }
    const parsed = parseIsoDate(text);
    if (parsed === null) return { error: field.invalid };
    const date = formatIsoDate(parsed);
    // ISO dates of four-digit years compare as text.
    if (field.future && date > today) return { error: field.future };
    return date;
  }
  if (field.kind === 'text') return readText(field, text);
  if (field.kind !== 'choice') return readNumber(field, text);
  return choiceOf(field, text);
}

/**
 * Reads the texts (the unknown under `solve`), solves for the unknown (when the calculator
 * solves) and computes. `today` (YYYY-MM-DD) is what a blank month field stands for.
 */
export function evaluate(
  definition: AnyMode,
  texts: Texts,
  today: string = localIsoDate(),
): Evaluation {
  const unknown = unknownOf(definition, texts);
  const errors: Record<string, string> = {};
  const values: FieldValues = {};
  const rounded: string[] = [];
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (id === unknown || !isShown(definition, field, texts)) continue;
    const text = texts[id] ?? field.default;
    const read = readField(field, text, today);
    if (typeof read === 'object') errors[id] = read.error;
    else values[id] = read;
    const note =
      typeof read === 'number' && isNumberField(field) && roundedReading(field, text, read);
    if (note) rounded.push(note);
  }
  if (Object.keys(errors).length === 0 && definition.validate) {
    Object.assign(errors, definition.validate(values));
  }
  if (Object.keys(errors).length > 0) return { unknown, errors, values: null, results: null };

  if (unknown !== null) {
    const field = definition.fields[unknown] as NumberField;
    const solved = solveFor(definition, unknown, values);
    if (solved === Infinity || solved === -Infinity) return overflow(definition, unknown, errors);
    // A solved amount is shown to the cent (a number to its field's decimals), and the other
    // results are made from what is shown. What is shown must be a value the field accepts: an
    // EMI of ₹0.004 is shown as ₹0.00, below the field's ₹0.01, so no EMI fits.
    const shown =
      solved === null || Number.isNaN(solved)
        ? NaN
        : field.kind === 'money'
          ? cents(solved)
          : field.decimals !== undefined
            ? Number(solved.toFixed(field.decimals))
            : solved;
    if (!inRange(field, solved ?? NaN) || !inRange(field, shown)) {
      return {
        unknown,
        errors,
        values: null,
        results: null,
        unsolvable: `No ${field.noun ?? field.label.toLowerCase()}${rangeText(field)} fits these numbers.`,
      };
    }
    values[unknown] = shown;
  }
  const results: Record<string, number> = definition.compute(values);
  if (!Object.values(results).every(Number.isFinite)) return overflow(definition, unknown, errors);
  return { unknown, errors, values, results, ...(rounded.length > 0 ? { rounded } : {}) };
}

/** Whether a value is within a field's limits (above `min`, with `minExclusive`); not NaN. */
function inRange(field: NumberField, value: number): boolean {
  if (Number.isNaN(value) || value > field.max) return false;
  return field.minExclusive ? value > field.min : value >= field.min;
}

/** ' from 1 to 10' for a field with a range a visitor would read; nothing for any number. */
function rangeText(field: NumberField): string {
  const readable = Math.abs(field.min) < 1e15 && Math.abs(field.max) < 1e15;
  return readable ? ` from ${field.min} to ${field.max}` : '';
}

/** No result: the numbers are too large or small for one. */
function overflow(
  definition: AnyMode,
  unknown: string | null,
  errors: Record<string, string>,
): Evaluation {
  const message = definition.overflowMessage ?? TOO_LARGE;
  return { unknown, errors, values: null, results: null, unsolvable: message };
}

function solveFor(definition: AnyMode, unknown: string, known: FieldValues): number | null {
  const solve = definition.solve!;
  const closedForm = solve.closedForms?.[unknown];
  // A closed form's NaN means no value fits; its Infinity, that the numbers are too extreme.
  if (closedForm) return closedForm(known);
  const field = definition.fields[unknown] as NumberField;
  return findRoot((x) => solve.residual({ ...known, [unknown]: x }), field.min, field.max);
}

/** The band a value falls in (from included, to excluded), or null for NaN. */
export function bandOf(bands: readonly Band[], value: number): Band | null {
  return bands.find((band) => value >= band.from && value < band.to) ?? null;
}
