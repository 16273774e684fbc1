import { decimal, Big } from './money.ts';
import type { OutputFormat, Schedule } from './definition.ts';

// Tables as CSV files a spreadsheet or a script reads (RFC 4180): a header row, records ended by
// CRLF, a field quoted when it holds a comma, a quote or a line break (its quotes doubled), and
// numbers in plain machine-readable form: a point for decimals, no grouping, no currency sign,
// rounded as the page shows them (half-up). Pure: the page makes the file from this text.

/** One cell: a text as given, a number as plain digits (null for an empty cell). */
export type CsvCell = string | null;

/** A field of a record, quoted when it must be. */
function csvField(cell: CsvCell): string {
  const text = cell ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the rows (the header first), each ended by CRLF. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * A number as plain digits, rounded half-up to `decimals` (1234567.891 → '1234567.89'); empty
 * for a value that is not a number.
 */
export function csvNumber(value: number, decimals: number): CsvCell {
  if (!Number.isFinite(value)) return null;
  const text = decimal(value).round(decimals, Big.roundHalfUp).toFixed(decimals);
  // A tiny negative rounded to zero is zero, not '-0.00'.
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The decimals of a value in a table, as it is shown (money in whole units or to the cent). */
export function csvDecimals(format: OutputFormat, moneyDecimals: 0 | 2, decimals = 2): number {
  switch (format) {
    case 'money':
      return moneyDecimals;
    case 'percent':
      return 2;
    case 'integer':
    case 'digits':
    case 'yesno':
      return 0;
    case 'number':
    case 'duration':
      return decimals;
  }
}

/** A definition's table (columns shown, rows of numbers) as CSV. */
export function tableCsv(
  columns: readonly { id: string; label: string; format: OutputFormat }[],
  rows: readonly Record<string, number>[],
  moneyDecimals: 0 | 2,
): string {
  return csvText([
    columns.map((column) => column.label),
    ...rows.map((row) =>
      columns.map((column) =>
        csvNumber(row[column.id] ?? NaN, csvDecimals(column.format, moneyDecimals)),
      ),
    ),
  ]);
}

/**
 * A schedule as CSV, a row a year ('annual': the year, its months in words, its amounts) or a
 * row a month ('monthly': the year, the month, its detail such as 'Payment 1', its amounts),
 * then the totals. Amounts to the cent, as the schedule shows them.
 */
export function scheduleCsv(schedule: Schedule, view: 'annual' | 'monthly'): string {
  const amounts = (cells: readonly number[]) => cells.map((cell) => csvNumber(cell, 2));
  if (view === 'annual') {
    return csvText([
      ['Year', 'Months', ...schedule.columns],
      ...schedule.years.map((year) => [year.label, year.range, ...amounts(year.cells)]),
      ['Total', null, ...amounts(schedule.total)],
    ]);
  }
  return csvText([
    ['Year', 'Month', 'Detail', ...schedule.columns],
    ...schedule.years.flatMap((year) =>
      year.months.map((month) => [year.label, month.label, month.sub, ...amounts(month.cells)]),
    ),
    ['Total', null, null, ...amounts(schedule.total)],
  ]);
}

/**
 * A table of fixed texts (the currency converter's rates) as CSV: the first column as given,
 * the figures after it without their grouping commas ('1,234.50' → '1234.50').
 */
export function fixedTableCsv(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const figure = (cell: string) =>
    /^[+-]?\d{1,3}(,\d{3})*(\.\d+)?$/.test(cell) ? cell.replace(/,/g, '') : cell;
  return csvText([
    columns,
    ...rows.map((row) => row.map((cell, index) => (index === 0 ? cell : figure(cell)))),
  ]);
}

/** A file name for a calculator's table: its slug, and which table when it has several. */
export function csvFileName(slug: string, part?: string): string {
  const name = part ? `${slug}-${part}` : slug;
  return `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
}
