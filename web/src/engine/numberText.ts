import type { NumberKind } from './definition.ts';

// How a number typed into a field is read: with the decimal and grouping signs of the visitor's
// locale (4,5 and 200.000 in Germany, 4.5 and 200,000 in the United States, 10,00,000 in India,
// 200 000,5 in France, 1'234.5 in Switzerland), never dropping or reinterpreting a character.
// Pure functions, no React; evaluate.ts reads every number field through them.
//
// A point or a comma means opposite things in different locales, so:
// - a text that fits the locale is read the locale's way. Where a link would read it otherwise
//   (200.000 in Germany; links are written with a decimal point), a note says which reading was
//   taken;
// - a text that does not fit is not read at all: its message shows the reading a visitor most
//   likely meant, written the locale's way ("Use a point for decimals: 4.5"), or both readings
//   where two are as likely (1.234 in France);
// - spaces (any kind) and apostrophes only ever group digits, so they are read as such anywhere.
// Links carry numbers in one form whatever the locale: a decimal point and no grouping ("the
// canonical text"), so a link made in Germany opens right in India.

/** How a locale writes numbers: its decimal sign and the sign it groups thousands with. */
export interface NumberLocale {
  decimal: '.' | ',';
  /** ',', '.', a space (often a no-break one) or an apostrophe. */
  group: string;
}

/**
 * How links are written and read (a decimal point, thousands grouped by commas), and how the
 * server reads the fields it renders: it cannot know the visitor's locale.
 */
export const LINK_LOCALE: NumberLocale = { decimal: '.', group: ',' };

/** The other common convention: a decimal comma, thousands grouped by points. */
const COMMA_DECIMALS: NumberLocale = { decimal: ',', group: '.' };

/** The kind of a grouping sign: every space is ' ', either apostrophe "'"; others are themselves. */
function groupKind(char: string): string {
  return /^\s$/.test(char) ? ' ' : char === '\u2019' ? "'" : char;
}

/** How a message names a sign: 'a point', 'a comma', 'a space' or 'an apostrophe'. */
function nameOf(sign: string): string {
  return { '.': 'a point', ',': 'a comma', ' ': 'a space', "'": 'an apostrophe' }[groupKind(sign)]!;
}

const locales = new Map<string, NumberLocale>();

/**
 * The signs a locale writes numbers with (`Intl.NumberFormat`), or LINK_LOCALE for a locale
 * that writes them the links' way or with signs of its own (Arabic digits). The same object for
 * the same signs, so a browser's locale compares equal to the server's when they agree.
 */
export function numberLocaleOf(tag: string | undefined): NumberLocale {
  const key = tag ?? '';
  let locale = locales.get(key);
  if (!locale) {
    locale = signsOf(tag);
    locales.set(key, locale);
  }
  return locale;
}

/**
 * Browser languages that write numbers as links do (numberText.test.ts checks each against
 * Intl.NumberFormat): known without asking Intl, whose first use loads the browser's locale data
 * (150 ms at 4x CPU), which their pages then never need as they start.
 */
export const LINK_LOCALE_TAGS = new Set([
  'en',
  'en-US',
  'en-GB',
  'en-IN',
  'en-AU',
  'en-CA',
  'en-NZ',
  'en-IE',
  'en-SG',
]);

function signsOf(tag: string | undefined): NumberLocale {
  if (tag !== undefined && LINK_LOCALE_TAGS.has(tag)) return LINK_LOCALE;
  let signs: string;
  try {
    // '1,234,567.5' → ',,.'; a locale of other digits (Arabic) leaves them in.
    signs = new Intl.NumberFormat(tag).format(1234567.5).replace(/\d/g, '');
  } catch {
    return LINK_LOCALE; // not a locale tag
  }
  if (signs.length > 3) return LINK_LOCALE;
  return theSigns(signs.at(-1), signs.length > 1 ? signs[0]! : ' ');
}

const bySigns = new Map<string, NumberLocale>([
  [signsKey(LINK_LOCALE), LINK_LOCALE],
  [signsKey(COMMA_DECIMALS), COMMA_DECIMALS],
]);

/**
 * The one object of these signs, so locales that write numbers alike compare equal; LINK_LOCALE
 * where they are no way of writing numbers this site reads.
 */
function theSigns(decimal: string | undefined, group: string): NumberLocale {
  const valid =
    (decimal === '.' || decimal === ',') && group !== decimal && ",.' ".includes(groupKind(group));
  if (!valid) return LINK_LOCALE;
  const key = signsKey({ decimal, group });
  let locale = bySigns.get(key);
  if (!locale) {
    locale = { decimal, group };
    bySigns.set(key, locale);
  }
  return locale;
}

/** A locale's signs as two characters, decimal then group ('.,' for links', ',.' in Germany). */
export function signsKey(locale: NumberLocale): string {
  return `${locale.decimal}${locale.group}`;
}

/** The signs of links as a signsKey, in which pages are written unless a visitor's differ. */
export const LINK_SIGNS = signsKey(LINK_LOCALE);

/** The signs a signsKey names (from a page the server rendered), or LINK_LOCALE if none. */
export function localeOfSignsKey(key: unknown): NumberLocale {
  if (typeof key !== 'string' || key.length !== 2) return LINK_LOCALE;
  return theSigns(key[0], key[1]!);
}

/**
 * The signs of the language a request's Accept-Language header prefers ('de-DE,de;q=0.9,en;q=0.8'
 * → Germany's), as the browser's first language gives them; LINK_LOCALE without one.
 */
export function numberLocaleOfLanguages(header: string | undefined): NumberLocale {
  let best: { tag: string; q: number } | undefined;
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || !(q > 0)) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  // Not kept per tag, as numberLocaleOf keeps a browser's few: any client can name new ones.
  return best ? signsOf(best.tag) : LINK_LOCALE;
}

/** A number's digits as read from a text. */
interface Parsed {
  negative: boolean;
  /** The digits before the decimal sign, without grouping ('' for '.5'). */
  whole: string;
  /** The digits after the decimal sign; undefined when there is no decimal sign. */
  fraction?: string;
  /** The power of ten after an 'e' ('1e5'), as typed. */
  exponent?: string;
  /** Whether the whole part was grouped (1,000). */
  grouped: boolean;
}

/** Thousands (1,234,567) or Indian lakhs and crores (12,34,567): groups of valid sizes. */
function validGroups(groups: readonly string[]): boolean {
  const [first, ...rest] = groups;
  if (!first || rest.length === 0) return Boolean(first);
  // A grouped number never starts with 0: 0.125 is not 125 in Germany.
  if (first.startsWith('0')) return false;
  const last = rest.at(-1)!;
  const thousands = first.length <= 3 && rest.every((group) => group.length === 3);
  const indian =
    first.length <= 2 && last.length === 3 && rest.slice(0, -1).every((g) => g.length === 2);
  return thousands || indian;
}

/** A number's text (sign, digits, signs) read with a locale's decimal and grouping signs. */
function parseWith(body: string, locale: NumberLocale): Parsed | null {
  const signed = /^([+\-\u2212]?)(.*)$/su.exec(body)!;
  const negative = signed[1] === '-' || signed[1] === '\u2212';
  const [, mantissa, exponent] = /^(.*?)(?:[eE]([+-]?\d+))?$/su.exec(signed[2]!)!;
  const decimalAt = mantissa!.indexOf(locale.decimal);
  if (decimalAt !== mantissa!.lastIndexOf(locale.decimal)) return null;
  const wholeText = decimalAt < 0 ? mantissa! : mantissa!.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? undefined : mantissa!.slice(decimalAt + 1);
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return null;
  if (wholeText === '' && !fraction) return null;
  // Split the whole part at its grouping signs, all of one kind.
  const groups: string[] = [];
  let kind: string | null = null;
  let current = '';
  for (const char of wholeText) {
    if (char >= '0' && char <= '9') {
      current += char;
      continue;
    }
    // The locale's grouping sign, a space or an apostrophe, the same kind throughout.
    const each = groupKind(char);
    if ((char !== locale.group && !" '".includes(each)) || (kind !== null && each !== kind)) {
      return null;
    }
    kind = each;
    groups.push(current);
    current = '';
  }
  groups.push(current);
  if (wholeText !== '' && !validGroups(groups)) return null;
  return { negative, whole: groups.join(''), fraction, exponent, grouped: groups.length > 1 };
}

/** The canonical text of parsed digits: '-1234.50', '0.5', '1e5'. */
function canonicalOf(parsed: Parsed): string {
  const whole = parsed.whole.replace(/^0+(?=\d)/, '') || '0';
  const fraction = parsed.fraction ? `.${parsed.fraction}` : '';
  const exponent = parsed.exponent !== undefined ? `e${parsed.exponent}` : '';
  return `${parsed.negative ? '-' : ''}${whole}${fraction}${exponent}`;
}

/** Parsed digits written in a locale, grouped in thousands when asked ('1.234,5'). */
function writeIn(parsed: Parsed, locale: NumberLocale, grouped: boolean): string {
  const canonical = canonicalOf(parsed);
  const [, sign, whole, fraction, exponent] = /^(-?)(\d+)(?:\.(\d+))?(e.*)?$/.exec(canonical)!;
  const digits = grouped ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, locale.group) : whole!;
  return `${sign}${digits}${fraction ? `${locale.decimal}${fraction}` : ''}${exponent ?? ''}`;
}

/** The text without what the field's kind allows around the number: '$250' → '250', '7 %' → '7'. */
function bodyOf(text: string, kind: NumberKind): string {
  const trimmed = text.trim();
  if (kind === 'percent') return trimmed.replace(/\s*%$/, '');
  if (kind !== 'money') return trimmed;
  // A currency sign before the number (after its sign, if any) or after it: $250, -$5, 250 €.
  return trimmed
    .replace(/^([+\-\u2212]?)\s*[$₹€£¥]\s*/, '$1')
    .replace(/(\d)\s*[$₹€£¥]$/, '$1')
    .replace(/^\s+/, '');
}

/** What a typed number reads as in a locale. */
export type TypedNumber =
  | {
      ok: true;
      value: number;
      /** The text a link carries for it: a decimal point, no grouping ('1234.56'). */
      canonical: string;
      /** Which reading was taken, where a link would read the same text otherwise. */
      note?: string;
    }
  | {
      ok: false;
      /** The reading it would take, written the locale's way, when the text fits another one. */
      message?: string;
      /** It fits another way of writing numbers, only as one with decimals (in a whole field). */
      decimals?: true;
    };

function valueOf(parsed: Parsed): number | null {
  const value = Number(canonicalOf(parsed));
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads a number typed in a locale, in a field of this kind (money may carry a currency sign,
 * a percentage its % sign). A blank text is not a number (the field decides what a blank is).
 * A text the locale does not write is told the reading meant, only among whole numbers in a
 * field of them: '7.5' in Germany is not told to be written 7,5, which the field refuses too.
 */
export function readTypedNumber(
  text: string,
  locale: NumberLocale,
  kind: NumberKind,
  whole = kind === 'integer',
): TypedNumber {
  const body = bodyOf(text, kind);
  const own = parseWith(body, locale);
  const ownValue = own && valueOf(own);
  if (own && ownValue !== null) {
    const typed = { ok: true as const, value: ownValue, canonical: canonicalOf(own) };
    if (locale === LINK_LOCALE) return typed;
    // Where a link would read the same text as another number (200.000 is 200 there), say so.
    const asLink = parseWith(body, LINK_LOCALE);
    const linkValue = asLink && valueOf(asLink);
    if (linkValue === null || linkValue === ownValue) return typed;
    const note =
      own.fraction !== undefined && body.includes(locale.decimal)
        ? `Read as ${writeIn(own, locale, false)}: ${nameOf(locale.decimal).replace(/^an? /, 'the ')} marks decimals`
        : `Read as ${canonicalOf(own)}: ${nameOf(locale.group).replace(/^an? /, 'the ')} separates thousands`;
    return { ...typed, note };
  }
  if (own) return { ok: false }; // too large to hold
  // The readings of the conventions other than the locale's, each written the locale's way:
  // where the text's point or comma is a decimal sign, the locale's decimal sign is named, else
  // its grouping sign.
  const readings: [advice: string, reading: string][] = [];
  const values: number[] = [];
  let onlyDecimals = false;
  for (const other of [LINK_LOCALE, COMMA_DECIMALS]) {
    if (other.decimal === locale.decimal && other.group === locale.group) continue;
    const parsed = parseWith(body, other);
    const value = parsed && valueOf(parsed);
    if (!parsed || value === null || values.includes(value)) continue;
    if (whole && parsed.fraction !== undefined) {
      onlyDecimals = true;
      continue;
    }
    values.push(value);
    // Its decimal sign the locale's own ('1.000,5' in France), only the grouping is foreign.
    const decimals =
      parsed.fraction !== undefined &&
      body.includes(other.decimal) &&
      other.decimal !== locale.decimal;
    readings[decimals ? 'unshift' : 'push']([
      decimals ? `${nameOf(locale.decimal)} for decimals` : `${nameOf(locale.group)} for thousands`,
      writeIn(parsed, locale, !decimals || parsed.grouped),
    ]);
  }
  if (readings.length === 0) return onlyDecimals ? { ok: false, decimals: true } : { ok: false };
  const [[advice, reading]] = readings as [[string, string]];
  return {
    ok: false,
    message:
      readings.length === 1
        ? `Use ${advice}: ${reading}`
        : `Use ${readings.map(([each, as]) => `${each} (${as})`).join(' or ')}`,
  };
}

/**
 * A figure written with a link's signs inside a sentence: grouped by commas (10,000; 10,00,000),
 * or with a decimal point (42.195), standing alone (not a part of 192.168.1.1, 2024-01-01 or a
 * time's seconds in ISO form, 2023-11-14T22:13:20.123Z or 22:13:20.123Z, which programs read).
 * Grouped figures end in three digits, so a pair written without a space ('LCM(12,15)') is not
 * one.
 */
const FIGURE =
  /(?<![\d.,])(?<!T\d\d:\d\d:)(?:\d{1,3}(?:,\d{2,3})*,\d{3}(?:\.\d+)?|\d+\.\d+)(?![.,]?\d)(?!Z)/g;

/**
 * A sentence's figures, written with a link's signs, in a locale's: results read as the fields
 * beside them are typed, and a field's hint and limits as the visitor types numbers ("at most
 * 10,000 km" would read as 10 km in Germany, where it is "at most 10.000 km"; "A marathon is
 * 42.195 km" is 42,195 km there).
 */
export function figuresIn(text: string, locale: NumberLocale): string {
  if (locale === LINK_LOCALE) return text;
  let written = '';
  let from = 0;
  for (const kept of text.matchAll(KEPT_AS_WRITTEN)) {
    written += figuresOutside(text.slice(from, kept.index), locale) + kept[0];
    from = kept.index + kept[0].length;
  }
  return written + figuresOutside(text.slice(from), locale);
}

/**
 * Numbers that name rather than count, kept as written: a citation's sections ('§7.5', 'section
 * 11.2', '§7.7–7.8', '29 CFR 778.107 and 778.110(b)', 'HUD Handbook 4000.1', 'Example 2.53'; '§7,5'
 * is no section of the book), a name's or a version's number ('SECURE 2.0 Act', 'GST 2.0',
 * 'WCAG 2.1', 'HTTP/1.1', 'version 0.1', 'v2.0'), an address ('https://…/v1.2/'), a colour as
 * code ('rgb(255,128,0)', 'hsl(270, 50%, 40.5%)') and a date as the United States writes it
 * ('December 4, 2026', whose comma is no list's). A quotation is not kept: a message quotes the
 * visitor's own entry (“4,5”), written as they type numbers.
 */
const KEPT_AS_WRITTEN = new RegExp(
  [
    /(?:§\s?|\b(?:[Ss]ections?|[Cc]hapters?|Examples?|Tables?|Figures?|CFR|Handbook)\s)/.source +
      /\d[\d.]*(?:\([a-z\d]+\))*(?:(?:\s?[–-]\s?|,?\s(?:and|or)\s)\d[\d.]*(?:\([a-z\d]+\))*)*/
        .source,
    /\b(?:SECURE|GST|WCAG)\s\d+\.\d+\b|\bHTTP\/\d\.\d\b|\b(?:version\s|v)\d+(?:\.\d+)+/.source,
    /\bhttps?:\/\/\S+|\bwww\.\S+|\b(?:rgba?|hsla?|hsv|hsb|cmyk)\([^)]*\)/.source,
    /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t|tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?\s\d{1,2},\s\d{4}(?![.,]?\d)/
      .source,
  ].join('|'),
  'g',
);

function figuresOutside(text: string, locale: NumberLocale): string {
  const moved = text.replace(FIGURE, (figure) => {
    const [whole = '', fraction] = figure.split('.');
    // Grouped in thousands, as every locale but the links' groups them (₹10,00,000 is
    // ₹1.000.000 in Germany, where 10.00.000 is no number).
    const digits = whole.replace(/,/g, '');
    const grouped = whole.includes(',') ? digits.replace(/\B(?=(\d{3})+$)/g, locale.group) : digits;
    return fraction === undefined ? grouped : `${grouped}${locale.decimal}${fraction}`;
  });
  if (locale.decimal !== ',') return moved;
  // With decimal commas, a list of numbers, one of them with decimals, is separated by
  // semicolons, as those locales write it: '(1,5, 2,5)' would read as three numbers. A list is
  // three numbers or more, a pair in brackets, two before 'and' a third ('sides 62,4; 43,5 and
  // 34,1') or two standing alone ('Heights: 5,87; 4,89'). Two in a sentence are its comma ('you
  // save 89,28 $, 32,00 % in all', 'In year 1, 3.226,45 $ goes to principal'); texts that list
  // clauses separate them by semicolons in English too. Where one pair in brackets is, so is
  // every other: '(1,5; 3,25) and (4; 9)', and a point's formula '((1 + 4) ÷ 2; (3 + 9) ÷ 2)'.
  const runs = [...moved.matchAll(NUMBERS_BY_COMMAS)].map((match) => {
    const [run] = match;
    const end = match.index + run.length;
    const bracketed = moved[match.index - 1] === '(';
    const after = moved.slice(end, end + 200);
    const alone =
      (match.index === 0 ||
        LIST_STARTS.test(moved.slice(Math.max(0, match.index - 4), match.index))) &&
      LIST_ENDS.test(after);
    const list = bracketed || alone || run.split(/,\s+/).length > 2 || AND_A_THIRD.test(after);
    return { run, at: match.index, end, bracketed, list, decimals: /\d,\d/.test(run) };
  });
  const pairs = runs.some((each) => each.bracketed && each.decimals);
  let written = '';
  let from = 0;
  for (const { run, at, end, bracketed, list, decimals } of runs) {
    if (!(list && decimals) && !(pairs && bracketed)) continue;
    written += moved.slice(from, at) + run.replace(/,(\s+)/g, ';$1');
    from = end;
  }
  written += moved.slice(from);
  return pairs ? pairsInBrackets(written) : written;
}

/** A number in a list: signed, maybe after a currency sign or before %, maybe a power of ten. */
const NUMBER_ITEM = String.raw`[-\u2212]?(?:[A-Z]{0,3}[$₹€£¥])?\d[\d.\u00a0\u202f’']*(?:,\d+)?(?:e[-+]?\d+|\s×\s10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?%?`;

/** Numbers, as written with decimal commas, separated by a comma and a space ('1,5, 2, 3,25'). */
const NUMBERS_BY_COMMAS = new RegExp(`(?<![\\w.,])${NUMBER_ITEM}(?:,\\s+${NUMBER_ITEM})+`, 'g');

/**
 * Two numbers standing alone: a clause's start before them (tested on the few characters before,
 * so a long text is not searched from its start for each run), its end after.
 */
const LIST_STARTS = /[:=;]\s*$/;
const LIST_ENDS = /^(?:$|[.;)])/;

/** Two numbers and a third after 'and' or 'or' are a list. */
const AND_A_THIRD = new RegExp(`^\\s(?:and|or)\\s${NUMBER_ITEM}`);

/**
 * A text's commas between the two terms of a bracketed pair written with formulas ('((1 + 4) ÷ 2,
 * (3 + 9) ÷ 2)') as semicolons, like its pairs of numbers: a comma inside brackets after a number
 * or a closing bracket and before one or an opening bracket, in brackets that hold no word (not
 * '(12% of 1,000, 200)').
 */
function pairsInBrackets(text: string): string {
  // Each bracket's partner, so that a comma is judged by the brackets around it.
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '(') open.push(at);
    if (text[at] === ')' && open.length > 0) closing.set(open.pop()!, at);
  }
  const around: number[] = [];
  let written = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '(') around.push(at);
    if (char === ')') around.pop();
    const inner = around.at(-1);
    const between =
      char === ',' &&
      inner !== undefined &&
      /[\d)]/.test(text[at - 1] ?? '') &&
      /^\s+[-\u2212]?[\d(]/.test(text.slice(at + 1, at + 4)) &&
      !/[A-Za-z]{2}/.test(text.slice(inner, closing.get(inner) ?? text.length));
    written += between ? ';' : char;
  }
  return written;
}

/**
 * A limit's message for a number read with a grouping sign a link would read as a decimal one
 * (3.875 is 3875 in Germany, above a rate's 50%): the reading taken, and how to write the
 * decimal the visitor more likely meant.
 */
export function limitWithReading(
  message: string,
  note: string | undefined,
  typed: string,
  locale: NumberLocale,
): string {
  if (!note || typed.split(locale.group).length !== 2 || !note.includes('thousands')) {
    return message;
  }
  const sign = locale.decimal === ',' ? 'a comma' : 'a point';
  const decimal = typed.replace(locale.group, locale.decimal);
  return `${message.replace(/\.$/, '')}. ${note}; use ${sign} for decimals: ${decimal}`;
}

/** A canonical text ('4.5') as typed in a locale ('4,5'). */
export function canonicalIn(canonical: string, locale: NumberLocale): string {
  return locale.decimal === '.' ? canonical : canonical.replace('.', locale.decimal);
}

/**
 * A field's text, written for one locale, as the same number is written for another: unchanged
 * when the other reads it the same (30, 200000, 1,000 read the same in India and the United
 * States), else the canonical text in the other's signs ('4.5' → '4,5' in Germany). A text that
 * the first cannot read is left as it is.
 */
export function textIn(
  text: string,
  from: NumberLocale,
  to: NumberLocale,
  kind: NumberKind,
): string {
  if (from === to) return text;
  const read = readTypedNumber(text, from, kind);
  if (!read.ok) return text;
  const there = readTypedNumber(text, to, kind);
  if (there.ok && there.value === read.value && !there.note) return text;
  return canonicalIn(read.canonical, to);
}
