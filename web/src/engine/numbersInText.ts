import { LINK_LOCALE, canonicalIn, readTypedNumber, type NumberLocale } from './numberText.ts';

// The numbers inside a text field (a list of numbers, a matrix, a column of amounts) in the
// visitor's signs. A German types 4,5; 3,2 and 1.234,5 in a list as in any number field; the
// calculators' own readers take the link's signs (a decimal point, no grouping), so the engine
// moves each number from the visitor's signs to the link's before it is checked and computed,
// and links carry that form. Read as typed, "4,5 3,2" was six numbers in Germany.
//
// Two ways a text holds numbers:
// - 'list': commas (with or without a space), semicolons, spaces and new lines separate the
//   numbers. Where the comma groups thousands (the United States, India), "1,000" is refused
//   rather than read as 1 and 000; where it marks decimals, a comma is a decimal sign only
//   between digits ("4,5, 6" is 4.5 and 6).
// - 'lines': one number a line, grouped as the locale groups ("-10.000,50" in Germany,
//   "-10 000,50" in France), which the calculator reads without its grouping.

export type NumbersInText = 'list' | 'lines';

const NO_BREAK_SPACES = '\u00A0\u202F';

function escaped(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/** A pattern for the numbers of a text written in a locale. */
function numberPattern(locale: NumberLocale, kind: NumbersInText): RegExp {
  // The characters that group digits inside one number, as every number field reads them: the
  // locale's sign, no-break spaces and apostrophes anywhere, and plain spaces in lines (a list's
  // spaces separate its numbers). Never a comma in a list: it separates numbers there.
  const own =
    /\s/.test(locale.group) || (locale.group === ',' && kind === 'list') ? '' : locale.group;
  // A point between digits where it is neither sign (France) is part of the number, so the
  // number is read (and refused) as a number field reads it: "1.000" is not 1 and 000.
  const foreign = locale.decimal === ',' && locale.group !== '.' ? '.' : '';
  const group = `${own}${foreign}${NO_BREAK_SPACES}'\u2019${kind === 'lines' ? ' ' : ''}`;
  const decimal = `[${escaped(locale.decimal)}]`;
  // A sign belongs to the number only as a minus: a plus is kept as typed (x+2y is not x2y).
  return new RegExp(
    `[\\-\\u2212]?(?:\\d|${decimal}(?=\\d))(?:\\d|[${escaped(group)}](?=\\d)|${decimal}(?=\\d))*(?:[eE][+\\-]?\\d+)?`,
    'g',
  );
}

/** Digits joined by commas, with a decimal part: "1,000.50", "12,15,11", "4,05". */
const JOINED_BY_COMMAS = /(?<![\d.])\d+(?:,\d+)+(?:\.\d+)?(?!\d)/g;

/**
 * Why a list whose numbers commas separate holds one that is not a list of numbers: digits after
 * a comma that start with 0 are never a number of their own ("1,000" is not 1 and 000, "4,05"
 * not 4 and 05), or null.
 */
function commaProblem(text: string): string | null {
  for (const [joined] of text.matchAll(JOINED_BY_COMMAS)) {
    const [whole = '', fraction] = joined.split('.');
    const groups = whole.split(',');
    if (!groups.slice(1).some((group) => /^0\d/.test(group))) continue;
    const last = groups.at(-1)!;
    const middle = groups.slice(1, -1);
    const grouped =
      last.length === 3 &&
      groups[0]!.length <= 3 &&
      (middle.every((group) => group.length === 3) || middle.every((group) => group.length === 2));
    if (grouped) {
      const digits = `${groups.join('')}${fraction === undefined ? '' : `.${fraction}`}`;
      return `“${joined}”: write ${digits}, without commas between its digits`;
    }
    return `“${joined}”: use a point for decimals (${joined.replace(',', '.')}), and a comma and a space between numbers`;
  }
  return null;
}

/**
 * Where a space groups thousands (France), the first run of a list's numbers spaced as one
 * grouped number ('1 234,5'), said as it is read: a list's spaces separate its numbers (a
 * no-break space groups them, as in a number field), or undefined.
 */
function spacedAsGroups(text: string, locale: NumberLocale): string | undefined {
  if (!/\s/.test(locale.group)) return undefined;
  const decimal = escaped(locale.decimal);
  const runs = [
    ...text.matchAll(
      new RegExp(
        `(?<!\\d|\\d[${decimal}])-?\\d{1,3}(?: \\d{3})+(?:[${decimal}]\\d+)?(?!\\d|[${decimal}]\\d)`,
        'g',
      ),
    ),
  ];
  // A list of whole numbers of three digits (100 200 300) is likely that: only digits that end
  // in decimals or groups of 000 (1 234,5; 12 000) are likely one number, or any spaced digits
  // in a list whose numbers a comma and a space separate (1 400, 250).
  const separated = /,\s/.test(text);
  const run = runs.find(([digits]) => separated || /[,.]\d|\s000/.test(digits))?.[0];
  if (run === undefined) return undefined;
  const one = run.replace(/ /g, '');
  return `Read “${run}” as ${run.split(' ').length} numbers: spaces separate the numbers of a list; write ${one} for one`;
}

/**
 * The text with each number moved from one locale's signs to another's (no grouping), or the
 * message for a number that does not fit the first: '4,5; 1.234,5' in Germany is '4.5; 1234.5'
 * for a link. Other characters are kept, and in a list written for comma decimals a separating
 * comma is followed by a space ('4.5,6' → '4,5, 6').
 */
export function numbersIn(
  text: string,
  from: NumberLocale,
  to: NumberLocale,
  kind: NumbersInText,
): { text: string; note?: string } | { error: string } {
  if (kind === 'list' && from.decimal === '.') {
    const problem = commaProblem(text);
    if (problem) return { error: problem };
  }
  if (from === to) return { text };
  // Where commas separate a list's numbers but are to mark decimals, each is followed by a
  // space, so "12,15" stays two numbers and is not read as 12.15.
  const source =
    kind === 'list' && from.decimal === '.' && to.decimal === ','
      ? text.replace(/,(?!\s)/g, ', ')
      : text;
  let error: string | null = null;
  // The first reading a link would not take, said as a number field says it (1.250 is 1250).
  let note = kind === 'list' ? spacedAsGroups(text, from) : undefined;
  const moved = source.replace(numberPattern(from, kind), (typed) => {
    const read = readTypedNumber(typed, from, 'number');
    if (read.ok) {
      note ??= read.note?.replace(/^Read as /, `Read “${typed}” as `);
      return canonicalIn(read.canonical, to);
    }
    const decimals = typed.split(from.decimal).length - 1;
    error ??= read.message
      ? `“${typed}”: ${read.message.charAt(0).toLowerCase()}${read.message.slice(1)}`
      : decimals > 1 && kind === 'list'
        ? `“${typed}”: ${from.decimal === ',' ? 'a comma' : 'a point'} between digits marks decimals; put a space or ; between numbers`
        : `“${typed}” is not a number`;
    return typed;
  });
  if (error !== null) return { error };
  return note === undefined ? { text: moved } : { text: moved, note };
}

/** A text field's numbers read in the visitor's signs, for its check and compute (and links). */
export function numbersForLink(
  text: string,
  locale: NumberLocale,
  kind: NumbersInText,
): { text: string; note?: string } | { error: string } {
  return numbersIn(text, locale, LINK_LOCALE, kind);
}

/** The text with its numbers in another locale's signs, or as it was where one cannot be read. */
export function numbersShownIn(
  text: string,
  from: NumberLocale,
  to: NumberLocale,
  kind: NumbersInText,
): string {
  const moved = numbersIn(text, from, to, kind);
  return 'text' in moved ? moved.text : text;
}
