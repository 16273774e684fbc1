import type { AnyMode, ChoiceField, FieldSpec, RowsField } from './definition.ts';
import { choiceOf, isShown, optionNamed, unknownOf } from './evaluate.ts';
import { chosenUnit, unitMenuOf, unitNamed, unitParam } from './quantity.ts';
import { columnIds, namedRowCount, ROW_SEPARATOR } from './rows.ts';

// What a link asks for that the page cannot show as asked: an option no choice has
// (`pension=6000`), a unit no menu has, more rows than a list takes. The page opens on its nearest
// reading (the default option, the first rows) and says so, rather than change a shared
// calculation without a word. Pure functions, no React.

type Texts = Readonly<Record<string, string | undefined>>;

/** A note, and the URL parameters it is about: an edit of one of them settles it. */
export interface LinkNote {
  params: readonly string[];
  text: string;
}

/** A link's text as quoted in a note: trimmed, and cut short when long. */
function quoted(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 24 ? `${trimmed.slice(0, 24)}…` : trimmed;
}

/** The note on a choice's text that names no option, or null when it names one (or is blank). */
function choiceNote(
  param: string,
  field: ChoiceField,
  text: string | undefined,
  today: string,
  where = '',
): string | null {
  if (!text?.trim() || optionNamed(field, text)) return null;
  const shown = choiceOf(field, text, today);
  const label = field.options.find((option) => option.value === shown)?.label ?? shown;
  return (
    `The link’s ${param}=${quoted(text)}${where} is not one of the choices for ` +
    `“${field.label}”, so the page shows “${label}”.`
  );
}

/** The notes on a list's rows: more than it takes, or a row's choice that names no option. */
function rowsNotes(field: RowsField, url: Texts, today: string): LinkNote[] {
  const notes: LinkNote[] = [];
  const params = columnIds(field);
  const rows = namedRowCount(field, url);
  const noun = field.row.toLowerCase();
  if (rows > field.max) {
    notes.push({
      params,
      text:
        `The link lists ${rows} ${noun}s; a calculation takes at most ${field.max}, so the ` +
        `page shows the first ${field.max}.`,
    });
  }
  for (const [id, column] of Object.entries(field.columns)) {
    if (column.kind !== 'choice') continue;
    // Only the rows the page shows: an optional column's cells past them are not read.
    const cells = (url[id] ?? '').split(ROW_SEPARATOR).slice(0, Math.min(rows, field.max));
    cells.forEach((cell, row) => {
      const text = choiceNote(id, column, cell, today, ` (${noun} ${row + 1})`);
      if (text) notes.push({ params, text });
    });
  }
  return notes;
}

/**
 * The notes on a link's texts (the URL's parameters, as a link of a former shape reads today) that
 * the page reads otherwise than they ask, for the fields it shows; none for a link it reads as it
 * is.
 */
export function linkNotes(definition: AnyMode, url: Texts, today: string): LinkNote[] {
  const notes: LinkNote[] = [];
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (!isShown(definition, field, url)) continue;
    if (field.kind === 'choice') {
      const text = choiceNote(id, field, url[id], today);
      if (text) notes.push({ params: [id], text });
    } else if (field.kind === 'rows') notes.push(...rowsNotes(field, url, today));
    const menu = unitMenuOf(field);
    const param = unitParam(id);
    const unitText = url[param];
    if (menu && unitText?.trim() && !unitNamed(menu, unitText)) {
      notes.push({
        params: [param],
        text:
          `The link’s ${param}=${quoted(unitText)} is not a unit of “${field.label}”, so the ` +
          `page shows it in ${chosenUnit(menu, unitText).plural}.`,
      });
    }
  }
  // Only a value never solved for: one its other choices hide (weight, in imperial units) is
  // the link of a page that solved for the first it offers, as the sender saw.
  const solve = url.solve?.trim();
  const unknowns: readonly string[] = definition.solve?.unknowns ?? [];
  if (solve && unknowns.length > 0 && !unknowns.includes(solve)) {
    const unknown = unknownOf(definition, url);
    const label = unknown
      ? (definition.fields[unknown] as FieldSpec | undefined)?.label
      : undefined;
    if (label) {
      notes.push({
        params: ['solve'],
        text:
          `The link’s solve=${quoted(solve)} is not a value this calculator solves for, so it ` +
          `solves for “${label}”.`,
      });
    }
  }
  return notes;
}
