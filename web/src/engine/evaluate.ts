import { parseNumber } from '../domain/format.ts';
import type { AnyDefinition, FieldSpec, NumberField } from './definition.ts';
import { findRoot } from './findRoot.ts';
import { cents } from './money.ts';

// From the texts in a calculator's fields to its results: each field read and checked, the
// unknown solved for, the outputs computed. Pure; the frame and the tests both call it.

export type FieldValues = Record<string, number | string>;

export interface Evaluation {
  /** The message under each field that is not valid (fields solved for are not checked). */
  errors: Record<string, string>;
  /** Every value, the solved one included; null while a field is invalid or nothing fits. */
  values: FieldValues | null;
  results: Record<string, number> | null;
  /** Why no value of the unknown fits, when none does. */
  unsolvable?: string;
}

/** The field solved for: the URL's `solve` when it names an unknown, else the default. */
export function unknownOf(definition: AnyDefinition, solve: string | undefined): string | null {
  const unknowns: readonly string[] = definition.solve?.unknowns ?? [];
  if (solve && unknowns.includes(solve)) return solve;
  return unknowns[0] ?? null;
}

/** The value of a number field's text, or the message to show under it. */
export function readNumber(field: NumberField, text: string): number | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: field.messages.required };
  // Amounts may be typed with thousands separators (10,00,000 or 1,000,000).
  const value = parseNumber(field.kind === 'money' ? trimmed.replace(/,/g, '') : trimmed);
  const invalid = field.messages.invalid ?? 'Enter a number';
  if (value === null) return { error: invalid };
  if (field.kind === 'integer' && !Number.isInteger(value)) {
    return { error: field.messages.invalid ?? 'Enter a whole number' };
  }
  if (value < field.min || (field.minExclusive && value === field.min)) {
    return { error: field.messages.min };
  }
  if (value > field.max) return { error: field.messages.max };
  return value;
}

function readField(field: FieldSpec, text: string): number | string | { error: string } {
  if (field.kind !== 'choice') return readNumber(field, text);
  return field.options.some((option) => option.value === text) ? text : field.default;
}

/** Reads the texts, solves for the unknown (when the calculator solves) and computes. */
export function evaluate(
  definition: AnyDefinition,
  texts: Readonly<Record<string, string>>,
  solve?: string,
): Evaluation {
  const unknown = unknownOf(definition, solve);
  const errors: Record<string, string> = {};
  const values: FieldValues = {};
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (id === unknown) continue;
    const read = readField(field, texts[id] ?? field.default);
    if (typeof read === 'object') errors[id] = read.error;
    else values[id] = read;
  }
  if (Object.keys(errors).length > 0) return { errors, values: null, results: null };

  if (unknown !== null) {
    const field = definition.fields[unknown] as NumberField;
    const solved = solveFor(definition, unknown, values);
    if (solved === null || solved < field.min || solved > field.max) {
      return {
        errors,
        values: null,
        results: null,
        unsolvable: `No ${field.label.toLowerCase()} from ${field.min} to ${field.max} fits these numbers.`,
      };
    }
    // A solved amount is shown to the cent, and the other results are made from what is shown.
    values[unknown] = field.kind === 'money' ? cents(solved) : solved;
  }
  return { errors, values, results: definition.compute(values) };
}

function solveFor(definition: AnyDefinition, unknown: string, known: FieldValues): number | null {
  const solve = definition.solve!;
  const closedForm = solve.closedForms?.[unknown];
  if (closedForm) {
    const value = closedForm(known);
    return value !== null && Number.isFinite(value) ? value : null;
  }
  const field = definition.fields[unknown] as NumberField;
  return findRoot((x) => solve.residual({ ...known, [unknown]: x }), field.min, field.max);
}
