import { lazy } from 'react';
import { formatPlain } from '../domain/format.ts';
import type { ChoiceField, FieldIo, NumberField, RowColumn, RowsField } from './definition.ts';
import { choiceOf, readNumberField } from './evaluate.ts';
import { LINK_LOCALE, textIn, type NumberLocale } from './numberText.ts';

// Lists of rows (the courses of a GPA): their texts live under the columns' URL parameters, each
// holding the rows' texts joined by `~` in row order (`grade=a~b-plus~c&credits=3~4~2`), so a
// link carries the whole list and the form's texts are the URL's. A `~` is never part of a
// number or an option, and is dropped from a typed cell so that it cannot split a row in two.
// Pure functions, no React.

/** What joins the rows' texts of a column in a link. */
export const ROW_SEPARATOR = '~';

type Texts = Readonly<Record<string, string | undefined>>;

/** The key of a cell's message among a calculation's errors: 'credits.2' (row 2's credits). */
export function cellKey(column: string, row: number): string {
  return `${column}.${row + 1}`;
}

/** The columns' ids of a list of rows: its URL parameters. */
export function columnIds(field: RowsField): string[] {
  return Object.keys(field.columns);
}

/** Whether a link may leave a column out (RowsField.optional). */
function isOptional(field: RowsField, column: string): boolean {
  return field.optional?.includes(column) ?? false;
}

/**
 * A column's text of some rows, joined as a link writes it: blank for an optional column whose
 * every cell is its default, so that a link carries it only when a row says otherwise.
 */
function columnText(
  field: RowsField,
  id: string,
  rows: readonly Readonly<Record<string, string>>[],
): string {
  const column = field.columns[id]!;
  const cells = rows.map((row) => row[id] ?? '');
  if (isOptional(field, id) && cells.every((text) => isDefaultCell(column, text))) return '';
  return cells.join(ROW_SEPARATOR);
}

/** Whether a cell's text is its column's default (a choice's by the option it names). */
function isDefaultCell(column: RowColumn, text: string): boolean {
  return isChoice(column) ? choiceOf(column, text) === column.default : text === column.default;
}

/** A column's text of the rows the list starts with, joined as a link writes it. */
export function defaultColumnText(field: RowsField, column: string): string {
  return columnText(field, column, field.default);
}

/** Each column's text (its default's when there is none) split at `~` into its cells. */
function columnCells(field: RowsField, texts: Texts): { id: string; cells: string[] }[] {
  return columnIds(field).map((id) => ({
    id,
    cells: (texts[id] ?? defaultColumnText(field, id)).split(ROW_SEPARATOR),
  }));
}

/**
 * How many rows the texts name, before `min` and `max` apply: as many as the longest column has.
 * An optional column does not count: a link without it has its rows all the same, and one whose
 * optional column is longer than the others names no more rows for it.
 */
export function namedRowCount(field: RowsField, texts: Texts): number {
  const columns = columnCells(field, texts);
  const making = columns.filter((column) => !isOptional(field, column.id));
  return Math.max(0, ...(making.length > 0 ? making : columns).map((c) => c.cells.length));
}

/**
 * The rows' texts, cell by cell: each column's text split at `~`, as many rows as namedRowCount
 * (a shorter column's missing cells are blank, an optional column's its default), at least `min`
 * and at most `max`: a link naming more rows opens on the first `max`.
 */
export function rowTexts(field: RowsField, texts: Texts): Record<string, string>[] {
  const columns = columnCells(field, texts);
  const count = Math.min(field.max, Math.max(field.min, namedRowCount(field, texts)));
  // An optional column's blank or missing cell is its default, as a link written without it.
  const blank = (id: string) => (isOptional(field, id) ? field.columns[id]!.default : '');
  return Array.from({ length: count }, (_, row) =>
    Object.fromEntries(columns.map((column) => [column.id, column.cells[row] || blank(column.id)])),
  );
}

/** The rows' texts as the columns' texts (the patch of an edit). */
export function joinedRows(
  field: RowsField,
  rows: readonly Readonly<Record<string, string>>[],
): Record<string, string> {
  return Object.fromEntries(columnIds(field).map((id) => [id, columnText(field, id, rows)]));
}

/** A row as it is added: each column's default. */
function newRow(field: RowsField): Record<string, string> {
  return Object.fromEntries(
    Object.entries(field.columns).map(([id, column]) => [id, column.default]),
  );
}

/** The texts with a row added at the end (none beyond `max`). */
export function addRow(field: RowsField, texts: Texts): Record<string, string> {
  const rows = rowTexts(field, texts);
  return joinedRows(field, rows.length < field.max ? [...rows, newRow(field)] : rows);
}

/** The texts with a row removed (none below `min`). */
export function removeRow(field: RowsField, texts: Texts, row: number): Record<string, string> {
  const rows = rowTexts(field, texts);
  if (rows.length <= field.min) return joinedRows(field, rows);
  return joinedRows(
    field,
    rows.filter((_, index) => index !== row),
  );
}

/** The texts with a cell typed in (a `~` typed is dropped: it separates rows). */
export function editCell(
  field: RowsField,
  texts: Texts,
  row: number,
  column: string,
  text: string,
): Record<string, string> {
  const rows = rowTexts(field, texts);
  const cleaned = text.split(ROW_SEPARATOR).join('');
  return joinedRows(
    field,
    rows.map((cells, index) => (index === row ? { ...cells, [column]: cleaned } : cells)),
  );
}

function isChoice(column: RowColumn): column is ChoiceField {
  return column.kind === 'choice';
}

/** The locale a column's texts are read in: a link's for a column the texts do not give. */
function localeOf(texts: Texts, column: string, locale: NumberLocale): NumberLocale {
  return texts[column] === undefined ? LINK_LOCALE : locale;
}

/**
 * The rows read and checked in a locale (a column the texts do not give is its default, as links
 * write it): their values, and the message of each cell at fault.
 */
export function readRows(
  field: RowsField,
  texts: Texts,
  locale: NumberLocale,
): { value: Record<string, number | string>[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const value = rowTexts(field, texts).map((cells, row) => {
    const values: Record<string, number | string> = {};
    let valid = true;
    for (const [id, column] of Object.entries(field.columns)) {
      const text = cells[id] ?? '';
      if (isChoice(column)) {
        values[id] = choiceOf(column, text);
        continue;
      }
      const read = readNumberField(column, text, localeOf(texts, id, locale));
      if ('error' in read) {
        errors[cellKey(id, row)] = read.error;
        valid = false;
      } else values[id] = read.value;
    }
    if (valid && field.checkRow) {
      for (const [id, message] of Object.entries(field.checkRow(values as never))) {
        if (typeof message === 'string') errors[cellKey(id, row)] = message;
      }
    }
    return values;
  });
  return { value, errors };
}

/** Whether a key of a calculation's errors is a cell of the list's. */
function isCellKey(field: RowsField, key: string): boolean {
  return Object.hasOwn(field.columns, key.slice(0, key.lastIndexOf('.')));
}

/**
 * The columns' texts as a link carries them: each number in its canonical form (a decimal point,
 * no grouping), whatever the locale it was typed in; null while a cell is not valid.
 */
export function canonicalRows(
  field: RowsField,
  texts: Texts,
  locale: NumberLocale,
): Record<string, string> | null {
  const rows = rowTexts(field, texts);
  const canonical: Record<string, string>[] = [];
  for (const cells of rows) {
    const row: Record<string, string> = {};
    for (const [id, column] of Object.entries(field.columns)) {
      const text = cells[id] ?? '';
      if (isChoice(column)) {
        row[id] = choiceOf(column, text);
        continue;
      }
      const read = readNumberField(column, text, localeOf(texts, id, locale));
      if ('error' in read) return null;
      row[id] = read.canonical;
    }
    canonical.push(row);
  }
  return joinedRows(field, canonical);
}

/** The number cells' texts, written in one locale's signs, in another's. */
export function rowsTextIn(
  field: RowsField,
  texts: Texts,
  from: NumberLocale,
  to: NumberLocale,
): Record<string, string> {
  const rows = rowTexts(field, texts).map((cells) =>
    Object.fromEntries(
      Object.entries(cells).map(([id, text]) => {
        const column = field.columns[id];
        return [
          id,
          column && !isChoice(column) ? textIn(text, from, to, (column as NumberField).kind) : text,
        ];
      }),
    ),
  );
  // Only the columns the texts give: the others are still their defaults.
  const moved = joinedRows(field, rows);
  return Object.fromEntries(Object.entries(moved).filter(([id]) => texts[id] !== undefined));
}

/** A number cell as the published cases show it: grouped as the other inputs ('-70,000'). */
function cellShown(column: NumberField, text: string): string {
  const read = readNumberField(column, text, LINK_LOCALE);
  if (text.trim() === '' || 'error' in read) return text;
  return column.kind === 'percent' ? `${formatPlain(read.value)}%` : formatPlain(read.value);
}

/**
 * A row as the published cases show it: 'Grade B+ (3.3), credits 3'; an optional column's cell
 * only when it is not its default ('…, level AP, IB or college'), as a link leaves it out.
 */
function rowShown(field: RowsField, cells: Readonly<Record<string, string>>): string {
  return Object.entries(field.columns)
    .filter(([id, column]) => !isOptional(field, id) || !isDefaultCell(column, cells[id] ?? ''))
    .map(([id, column], index) => {
      const text = cells[id] ?? '';
      const shown = isChoice(column)
        ? (column.options.find((option) => option.value === choiceOf(column, text))?.label ?? text)
        : cellShown(column, text);
      const name = index === 0 ? column.label : column.label.toLowerCase();
      return `${name} ${shown}`;
    })
    .join(', ');
}

/**
 * Declares a list of rows (see RowsField): `courses: rowsField({ label: 'Courses', row:
 * 'Course', add: 'Add a course', columns: { grade: …, credits: … }, default: [ … ], … })`.
 */
export function rowsField<const C extends Record<string, RowColumn>>(
  spec: Omit<RowsField<C>, 'kind' | 'io'>,
): RowsField<C> {
  return { ...spec, kind: 'rows', io: rowsIo };
}

const rowsIo: FieldIo = {
  Input: lazy(() => import('./RowsInput.tsx')),
  params: (spec) => {
    const field = spec as RowsField;
    return Object.fromEntries(columnIds(field).map((id) => [id, defaultColumnText(field, id)]));
  },
  read(spec, id, texts, locale) {
    const { value, errors } = readRows(spec as RowsField, texts, locale);
    return Object.keys(errors).length > 0 ? { errors } : { values: { [id]: value } };
  },
  extras: () => ({}),
  owns: (spec, id, key) => key === id || isCellKey(spec as RowsField, key),
  canonical: (spec, _id, texts, locale) => canonicalRows(spec as RowsField, texts, locale),
  textsIn: (spec, _id, texts, from, to) => rowsTextIn(spec as RowsField, texts, from, to),
  shown: (spec, _id, texts) => {
    const field = spec as RowsField;
    return rowTexts(field, texts).map((cells, row) => ({
      label: `${field.row} ${formatPlain(row + 1)}`,
      text: rowShown(field, cells),
    }));
  },
};
