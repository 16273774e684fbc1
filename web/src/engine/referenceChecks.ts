import { clock, formatCount, formatNumber, formatPlain, unitAfter } from '../domain/format.ts';
import { formatIndianNumber } from '../domain/indianNumbers.ts';
import type { AnyMode, FieldSpec, OutputFormat, OutputSpec, ReferenceCase } from './definition.ts';
import {
  choiceOf,
  evaluate,
  hasIo,
  isShown,
  readNumber,
  unknownOf,
  type Evaluation,
} from './evaluate.ts';
import { outputDecimals } from './resultRows.ts';
import { formatOutput, showsWholeNumbers } from './format.ts';
import { amountCurrency, moneyPrefix, roundHalfUp, type Currency } from './money.ts';

// A calculator's published reference cases as its page shows them ("Checked against published
// examples"): each case's inputs as a visitor would type them, the published figures, and the
// figures this calculator gives for the same inputs, worked out now by evaluate(), the same call
// the page's form makes and CI's definitions.test.ts runs. Pure: the page section only draws it.

/** A piece of a source's text: plain, or an address to link to. */
export type SourcePart = { text: string; href?: string };

export interface CheckedFigure {
  label: string;
  published: string;
  ours: string;
  matches: boolean;
}

export interface CheckedCase {
  source: SourcePart[];
  /** The inputs used, as a visitor types them ('Initial deposit', '$1,500'); `code` for a text
   * kept as typed in every locale (a JSON text, an expression, a colour). */
  inputs: { label: string; text: string; code?: true }[];
  /** The field solved for, by its label. */
  solvedFor: string | null;
  figures: CheckedFigure[];
  /** How close the figures must be: 'to the cent', 'within ₹1', 'exactly'. */
  tolerance: string;
  /** Why the calculator gave no figures for these inputs (it never should: CI checks). */
  problem: string | null;
  matches: boolean;
}

/** The published cases of a calculator (or of one tab), checked with this calculator now. */
export function referenceChecks(mode: AnyMode, today: string): CheckedCase[] {
  const cases = mode.references as readonly ReferenceCase<never, string>[];
  return cases.map((reference) => checkCase(mode, reference, today));
}

function checkCase(
  mode: AnyMode,
  reference: ReferenceCase<never, string>,
  today: string,
): CheckedCase {
  const texts: Record<string, string> = { ...(reference.inputs as Record<string, string>) };
  if (reference.solve) texts.solve = reference.solve;
  const evaluation = evaluate(mode, texts, today);
  const currency = currencyOf(mode, texts);
  const unknown = unknownOf(mode, texts);
  const fields = mode.fields as Record<string, FieldSpec>;

  const inputs = Object.entries(fields).flatMap(([id, field]) => {
    if (id === unknown || !isShown(mode, field, texts)) return [];
    // The currency shows in the amounts themselves.
    if (id === 'currency' && mode.currencyChoice) return [];
    if (hasIo(field)) return field.io.shown(field, id, texts);
    const text = texts[id] ?? field.default;
    if (text.trim() === '') return [];
    const typed = { label: field.label, text: inputText(field, text, currency) };
    return [field.kind === 'text' && !field.numbers ? { ...typed, code: true as const } : typed];
  });

  const { values, results } = evaluation;
  const expected = Object.entries(reference.expected as Record<string, number>);
  const formats = new Set(expected.map(([id]) => figureFormat(mode, id).format));
  const figures = expected.map(([id, published]) => {
    const shown = figureFormat(mode, id);
    const actual = results?.[id] ?? values?.[id];
    const ours = typeof actual === 'number' ? actual : NaN;
    const { publishedDecimals, oursDecimals } = figureDecimals(
      published,
      ours,
      shown,
      values,
      reference.tolerance,
    );
    const text = (value: number, decimals: number) =>
      shown.nameOf
        ? shown.nameOf(value)
        : withUnit(formatFigure(value, shown.format, currency, decimals), shown.unit);
    return {
      label: shown.label(values),
      published: text(published, publishedDecimals),
      ours: Number.isFinite(ours) ? text(ours, oursDecimals) : '—',
      // As definitions.test.ts checks it.
      matches: Math.abs(ours - published) <= reference.tolerance,
    };
  });
  const problem =
    evaluation.unsolvable ??
    (Object.keys(evaluation.errors).length > 0 ? Object.values(evaluation.errors).join(' ') : null);
  return {
    source: sourceParts(reference.source),
    inputs,
    solvedFor: reference.solve ? (fields[reference.solve]?.label ?? reference.solve) : null,
    figures,
    tolerance: toleranceText(
      reference.tolerance,
      formats.size === 1 ? [...formats][0]! : 'number',
      currency,
    ),
    problem,
    matches: problem === null && figures.every((figure) => figure.matches),
  };
}

/** The currency a case's amounts are in: the one its inputs name, where the visitor picks one. */
function currencyOf(mode: AnyMode, texts: Record<string, string>): Currency {
  const field = (mode.fields as Record<string, FieldSpec>).currency;
  if (!mode.currencyChoice || field?.kind !== 'choice') return amountCurrency(mode);
  return choiceOf(field, texts.currency) as Currency;
}

/**
 * The decimals of a published figure and of ours. The published one is written as its source
 * wrote it (2.699, not 2.6990000000), money to its cents unless compared in whole units ($115).
 * Ours is as this page shows it, or to the places the tolerance needs, without zeros at its end
 * past the published figure's: a count of 75,000 is 75,000, not 75,000.00; 2.6989700043 stays
 * as the page shows it.
 */
function figureDecimals(
  published: number,
  ours: number,
  shown: FigureFormat,
  values: Evaluation['values'],
  tolerance: number,
): { publishedDecimals: number; oursDecimals: number } {
  const pageDecimals = shown.decimals(values);
  const money = shown.format === 'money';
  // Whole money compared to the unit ('to the dollar', or exactly) is written whole: $115.
  const wholeMoney = money && decimalsOf(published) === 0 && toleranceDecimals(tolerance) === 0;
  const least = (money && !wholeMoney) || shown.format === 'duration' ? pageDecimals : 0;
  const publishedDecimals = Math.min(12, Math.max(least, decimalsOf(published)));
  const oursAt = Math.min(
    12,
    Math.max(pageDecimals, publishedDecimals, toleranceDecimals(tolerance)),
  );
  const oursNeeded = Number.isFinite(ours) ? decimalsOf(roundHalfUp(ours, oursAt).toNumber()) : 0;
  const oursDecimals = Math.min(oursAt, Math.max(publishedDecimals, oursNeeded));
  return {
    publishedDecimals,
    // Money has its cents or none: $114.69, never $114.7.
    oursDecimals: money && oursDecimals > 0 ? Math.max(oursDecimals, pageDecimals) : oursDecimals,
  };
}

/** How a figure is named and shown: an output's label and format, or a solved field's. */
interface FigureFormat {
  label: (values: Record<string, unknown> | null) => string;
  format: OutputFormat;
  /** Decimals shown, for these values (an output's may depend on them). */
  decimals: (values: Evaluation['values']) => number;
  /** A solved field's unit ('years'). */
  unit?: string;
  /** The name of the category a coded value stands for (OutputSpec.nameOf). */
  nameOf?: (value: number) => string;
}

function figureFormat(mode: AnyMode, id: string): FigureFormat {
  const output = (mode.outputs as Record<string, OutputSpec>)[id];
  const whole = mode.wholeMoney ? 0 : 2;
  if (output) {
    const { label, format } = output;
    return {
      label: (values) => (typeof label === 'string' ? label : values ? label(values as never) : id),
      format,
      nameOf: output.nameOf,
      decimals: (values) =>
        format === 'money'
          ? whole
          : showsWholeNumbers(format)
            ? 0
            : (outputDecimals(output, values) ?? 2),
    };
  }
  const field = (mode.fields as Record<string, FieldSpec>)[id];
  // A quantity solved for is given in its base unit, a duration in seconds.
  if (field?.kind === 'quantity') {
    const base = field.units.find((unit) => unit.code === field.base)?.symbol;
    const decimals = field.decimals ?? 2;
    return { label: () => field.label, format: 'number', decimals: () => decimals, unit: base };
  }
  if (field?.kind === 'duration') {
    const decimals = field.decimals ?? 0;
    return { label: () => field.label, format: 'duration', decimals: () => decimals };
  }
  const kind = field && 'kind' in field ? field.kind : 'number';
  const format: OutputFormat =
    kind === 'money' || kind === 'percent' || kind === 'integer' ? kind : 'number';
  const decimals =
    field && field.kind !== 'choice' && 'decimals' in field && field.decimals !== undefined
      ? field.decimals
      : format === 'money'
        ? whole
        : format === 'integer'
          ? 0
          : 2;
  const unit =
    field && (field.kind === 'number' || field.kind === 'integer') ? field.unit : undefined;
  return { label: () => field?.label ?? id, format, decimals: () => decimals, unit };
}

/** An input's text as a visitor types it: '$1,500', '4.3%', '6 years', 'Quarterly'. */
function inputText(field: FieldSpec, text: string, currency: Currency): string {
  if (hasIo(field)) return text;
  if (field.kind === 'choice') {
    return field.options.find((option) => option.value === choiceOf(field, text))?.label ?? text;
  }
  if (field.kind === 'month' || field.kind === 'date' || field.kind === 'text') return text;
  const value = readNumber(field, text);
  if (typeof value !== 'number') return text;
  if (field.kind === 'money') return money(value, currency, decimalsOf(value));
  if (field.kind === 'percent') {
    return field.unit ? `${formatPlain(value)}${field.unit}` : `${formatPlain(value)}%`;
  }
  return field.unit ? formatCount(value, field.unit) : formatPlain(value);
}

/** A figure to `decimals` places, in its format. */
function formatFigure(
  value: number,
  format: OutputFormat,
  currency: Currency,
  decimals: number,
): string {
  if (format === 'money') return money(value, currency, decimals);
  if (format === 'duration') return clock(value, decimals);
  if (format === 'yesno' || format === 'digits') return formatOutput(value, format, currency);
  const text = formatNumber(value, decimals);
  return format === 'percent' ? `${text}%` : text;
}

const withUnit = (text: string, unit: string | undefined) =>
  unit ? `${text} ${unitAfter(text, unit)}` : text;

function money(value: number, currency: Currency, decimals: number): string {
  const digits =
    currency === 'INR'
      ? formatIndianNumber(Math.abs(value), decimals)
      : formatNumber(Math.abs(value), decimals);
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${moneyPrefix[currency]}${digits}`;
}

/** The decimals a number is written with (1938.84 → 2, 1500 → 0), at most 12. */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  // The shortest text that reads back as the number: 16288.95, 1e-9, 1.5e-7.
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.min(12, Math.max(0, fraction.length - Number(exponent)));
}

/**
 * Below this a tolerance only absorbs binary floating point's error in an exact figure: the
 * figures are compared exactly, as far as a visitor can tell.
 */
const ROUNDING_ERROR = 1e-6;

/** The decimals that show a difference of `tolerance`: 0.005 → 2, 0.5 or 1 → 0, 0.0001 → 4. */
export function toleranceDecimals(tolerance: number): number {
  if (tolerance < ROUNDING_ERROR) return 0;
  return Math.max(0, Math.ceil(-Math.log10(2 * tolerance) - 1e-9));
}

const UNITS: Record<Currency, { major: string; minor: string }> = {
  USD: { major: 'dollar', minor: 'cent' },
  EUR: { major: 'euro', minor: 'cent' },
  GBP: { major: 'pound', minor: 'penny' },
  INR: { major: 'rupee', minor: 'paisa' },
  CAD: { major: 'dollar', minor: 'cent' },
  AUD: { major: 'dollar', minor: 'cent' },
  NZD: { major: 'dollar', minor: 'cent' },
  SGD: { major: 'dollar', minor: 'cent' },
  CHF: { major: 'franc', minor: 'centime' },
  ZAR: { major: 'rand', minor: 'cent' },
};

/**
 * How close the published and computed figures must be, in words: 0 (or floating point's error
 * alone) 'exactly'; half a unit of
 * the last place a source rounds to, as that rounding ('to the cent', 'to the rupee', 'to 4
 * decimal places'); any other tolerance as a distance ('within ₹1', 'within 0.02').
 */
export function toleranceText(tolerance: number, format: OutputFormat, currency: Currency): string {
  if (tolerance < ROUNDING_ERROR) return 'exactly';
  const decimals = toleranceDecimals(tolerance);
  const halfUnit = Math.abs(tolerance / (0.5 * 10 ** -decimals) - 1) < 1e-9;
  if (format === 'money') {
    if (halfUnit && decimals === 2) return `to the ${UNITS[currency].minor}`;
    if (halfUnit && decimals === 0) return `to the ${UNITS[currency].major}`;
    return `within ${money(tolerance, currency, decimalsOf(tolerance))}`;
  }
  if (format === 'duration') {
    if (halfUnit && decimals === 0) return 'to the second';
    return `within ${formatPlain(tolerance)} s`;
  }
  if (halfUnit) {
    if (decimals === 0) return 'to the whole number';
    return `to ${decimals} decimal place${decimals === 1 ? '' : 's'}`;
  }
  const distance = formatPlain(tolerance);
  return format === 'percent' ? `within ${distance} percentage points` : `within ${distance}`;
}

// An address in a source: a full URL, or a host name in lower case with a path
// ('godigit.com/calculators/retirement-calculator') or alone ('mathleaks.com'). A capitalised
// name ('Algebra.com') is the site's name, not its address, and stays text.
const ADDRESS =
  /https?:\/\/[^\s;,()“”"]+|(?<![\w.@/-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s;,()“”"]*)?(?![\w@-])/g;

/** A source's text, its addresses made links ('https://' added where it names none). */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  let at = 0;
  for (const match of source.matchAll(ADDRESS)) {
    // A sentence's full stop or colon after an address is not part of it.
    const address = match[0].replace(/[.:]+$/, '');
    // An address shortened with an ellipsis leads nowhere.
    if (address.includes('…')) continue;
    const start = match.index;
    if (start > at) parts.push({ text: source.slice(at, start) });
    parts.push({
      text: address,
      href: /^https?:\/\//.test(address) ? address : `https://${address}`,
    });
    at = start + address.length;
  }
  if (at < source.length) parts.push({ text: source.slice(at) });
  return parts;
}
