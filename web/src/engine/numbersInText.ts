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
  // The characters that group digits inside one number: never a comma in a list (it separates
  // numbers there), and a plain space only in lines (a list's spaces separate its numbers).
  let group = locale.group;
  if (/\s/.test(group)) group = kind === 'lines' ? ` ${NO_BREAK_SPACES}` : NO_BREAK_SPACES;
  else if (group === "'") group = "'\u2019";
  else if (group === ',' && kind === 'list') group = '';
  const groupClass = group ? `[${escaped(group)}]` : '(?!)';
  const decimal = `[${escaped(locale.decimal)}]`;
  return new RegExp(
    `[+\\-\\u2212]?(?:\\d|${decimal}(?=\\d))(?:\\d|${groupClass}(?=\\d)|${decimal}(?=\\d))*(?:[eE][+\\-]?\\d+)?`,
    'g',
  );
}

/**
 * A number grouped by commas in a list, where commas separate numbers: "1,000" or "1,00,000"
 * (a group of digits after a comma that starts with 0 is never a number of its own).
 */
const GROUPED_BY_COMMAS = /\d+(?:,\d{2,3})*,0\d{1,2}(?:,\d{2,3})*(?![\d.])/;

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
): { text: string } | { error: string } {
  if (kind === 'list' && from.decimal === '.' && from.group === ',') {
    const grouped = GROUPED_BY_COMMAS.exec(text);
    if (grouped) {
      const digits = grouped[0].replace(/,/g, '');
      return {
        error: `“${grouped[0]}”: write ${digits}, without commas between its digits`,
      };
    }
  }
  if (from === to) return { text };
  // Where commas separate a list's numbers but are to mark decimals, each is followed by a
  // space, so "12,15" stays two numbers and is not read as 12.15.
  const source =
    kind === 'list' && from.decimal === '.' && to.decimal === ','
      ? text.replace(/,(?!\s)/g, ', ')
      : text;
  let error: string | null = null;
  const moved = source.replace(numberPattern(from, kind), (typed) => {
    const read = readTypedNumber(typed, from, 'number');
    if (read.ok) return canonicalIn(read.canonical, to);
    error ??= read.message
      ? `“${typed}”: ${read.message.charAt(0).toLowerCase()}${read.message.slice(1)}`
      : `“${typed}” is not a number`;
    return typed;
  });
  return error === null ? { text: moved } : { error };
}

/** A text field's numbers read in the visitor's signs, for its check and compute (and links). */
export function numbersForLink(
  text: string,
  locale: NumberLocale,
  kind: NumbersInText,
): { text: string } | { error: string } {
  return numbersIn(text, locale, LINK_LOCALE, kind);
}
