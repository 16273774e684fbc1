import { formatCount, formatPlain, percentDecimals } from '../domain/format.ts';
import type { AnyMode, FieldSpec, NumberField, OutputSpec } from './definition.ts';
import {
  choiceOf,
  hasIo,
  isNumberField,
  isShown,
  outputShown,
  readNumber,
  readText,
  unknownOf,
  type Evaluation,
} from './evaluate.ts';
import { formatOutput, moneyDecimals, showsWholeNumbers } from './format.ts';
import { amountCurrency, formatMoney, roundHalfUp } from './money.ts';
import { figuresIn, LINK_LOCALE, type NumberLocale } from './numberText.ts';
import { outputDecimals } from './resultRows.ts';

// A second scenario beside the first: any calculator's results for other values of some of its
// fields, side by side with the first's and the difference. In links the second scenario's own
// values carry the prefix `b.` (`?principal=1000000&rate=9&b.rate=8.5`); every other value is the
// first scenario's. Pure: the frame (DefinitionCalculator.tsx) keeps the texts, the lazily loaded
// ScenarioCompare.tsx draws them.

/** One result of both scenarios as shown, with the difference B − A (null where there is none). */
export interface ScenarioRow {
  id: string;
  label: string;
  a: string;
  b: string;
  difference: string | null;
}

/** One input the second scenario changes: its label, and its value in each scenario. */
export interface ScenarioChange {
  label: string;
  a: string;
  b: string;
}

type Texts = Readonly<Record<string, string>>;

/** An output's label for an evaluation's values (erased as AnyMode is). */
function labelOf(output: OutputSpec, evaluation: Evaluation): string | null {
  if (typeof output.label === 'string') return output.label;
  return evaluation.values ? output.label(evaluation.values as never) : null;
}

/** The outputs an evaluation shows: none without results, else those not hidden. */
function shownOutputs(definition: AnyMode, evaluation: Evaluation): Set<string> {
  if (!evaluation.values || !evaluation.results) return new Set();
  const values = evaluation.values;
  const hidden: readonly string[] = definition.hiddenOutputs?.(values) ?? [];
  return new Set(
    Object.entries(definition.outputs as Record<string, OutputSpec>)
      .filter(([id, output]) => !hidden.includes(id) && outputShown(output, values))
      .map(([id]) => id),
  );
}

/** A figure as shown, and the value it shows (rounded as shown), for a difference. */
function figure(
  value: number,
  format: OutputSpec['format'],
  definition: AnyMode,
  decimals: number | undefined,
): { text: string; shown: number } {
  const places =
    format === 'money'
      ? (decimals ?? moneyDecimals(definition))
      : showsWholeNumbers(format)
        ? 0
        : format === 'percent'
          ? (decimals ?? percentDecimals(value))
          : (decimals ?? 2);
  return {
    text: formatOutput(value, format, amountCurrency(definition), places),
    shown: roundHalfUp(value, places).toNumber(),
  };
}

/** B − A as shown, signed ('+₹1,200.00', '−0.50 pp', 'Same'). */
function differenceText(
  a: number,
  b: number,
  format: OutputSpec['format'],
  definition: AnyMode,
  decimals: number | undefined,
): string {
  // Percentages near 100% differ in the decimals they are shown with (99.996% and 99.999%).
  const places =
    format === 'percent' && decimals === undefined
      ? Math.max(percentDecimals(a), percentDecimals(b))
      : decimals;
  const { shown } = figure(b - a, format, definition, places);
  if (shown === 0) return 'Same';
  if (format === 'yesno') return 'Differs';
  const size = figure(Math.abs(b - a), format, definition, places).text;
  const sign = b > a ? '+' : '−';
  // A difference of two percentages is in percentage points.
  return format === 'percent' ? `${sign}${size.replace(/%$/, '')} pp` : `${sign}${size}`;
}

/**
 * The results of both scenarios, row by row: the headline in words (without a difference), the
 * value solved for, then each output either scenario shows, with the difference where both do.
 */
export function scenarioRows(
  definition: AnyMode,
  a: Evaluation,
  b: Evaluation,
  today: string,
): ScenarioRow[] {
  const rows: ScenarioRow[] = [];
  const headline = definition.headline;
  if (headline) {
    const text = (evaluation: Evaluation) =>
      evaluation.values && evaluation.results
        ? headline.text(evaluation.values, evaluation.results, today)
        : '—';
    rows.push({ id: 'headline', label: headline.label, a: text(a), b: text(b), difference: null });
  }
  const unknown = a.unknown;
  if (unknown && !(unknown in definition.outputs)) {
    const field = definition.fields[unknown] as FieldSpec;
    if (isNumberField(field)) {
      const kind = field.kind === 'integer' ? 'integer' : field.kind;
      const value = (evaluation: Evaluation) =>
        evaluation.results ? (evaluation.values?.[unknown] as number | undefined) : undefined;
      const [va, vb] = [value(a), value(b)];
      const text = (v: number | undefined) =>
        v === undefined ? '—' : figure(v, kind, definition, field.decimals).text;
      rows.push({
        id: unknown,
        label: field.label,
        a: text(va),
        b: text(vb),
        difference:
          va === undefined || vb === undefined
            ? null
            : differenceText(va, vb, kind, definition, field.decimals),
      });
    }
  }
  const [inA, inB] = [shownOutputs(definition, a), shownOutputs(definition, b)];
  for (const [id, output] of Object.entries(definition.outputs as Record<string, OutputSpec>)) {
    if (!inA.has(id) && !inB.has(id)) continue;
    const decimalsA = outputDecimals(output, a.values);
    const decimalsB = outputDecimals(output, b.values);
    const valueA = inA.has(id) ? a.results![id] : undefined;
    const valueB = inB.has(id) ? b.results![id] : undefined;
    const text = (value: number | undefined, decimals: number | undefined) =>
      value === undefined
        ? '—'
        : output.nameOf
          ? output.nameOf(value)
          : figure(value, output.format, definition, decimals).text;
    const [labelA, labelB] = [labelOf(output, a), labelOf(output, b)];
    const label =
      labelA && labelB && labelA !== labelB ? `${labelA} / ${labelB}` : (labelA ?? labelB ?? id);
    rows.push({
      id,
      label,
      a: text(valueA, decimalsA),
      b: text(valueB, decimalsB),
      difference:
        valueA === undefined || valueB === undefined
          ? null
          : output.nameOf
            ? valueA === valueB
              ? 'Same'
              : 'Differs'
            : differenceText(valueA, valueB, output.format, definition, decimalsA ?? decimalsB),
    });
  }
  return rows;
}

/** A number field's value as shown in a sentence: '₹10,00,000.00', '8.5%', '240 months'. */
function valueText(definition: AnyMode, field: NumberField, value: number): string {
  if (field.kind === 'money')
    return formatMoney(value, amountCurrency(definition), moneyDecimals(definition));
  if (field.kind === 'percent') return `${formatPlain(value)}%`;
  return field.unit ? formatCount(value, field.unit) : formatPlain(value);
}

/** A text's numbers, line by line, whatever separates them ('4.5, 3.2' is '4.5 3.2'). */
function numbersByLine(text: string): string {
  return text
    .trim()
    .split(/\s*\n\s*/)
    .map((line) =>
      line
        .split(/[\s,;]+/)
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
}

/** Whether two texts of numbers (in a link's signs) hold the same numbers in the same lines. */
function sameNumbers(a: string, b: string): boolean {
  return numbersByLine(a) === numbersByLine(b);
}

/**
 * The inputs the second scenario changes: those in use whose values differ, in the form's order,
 * each in both scenarios (A's texts in `aLocale`'s signs, B's in `bLocale`'s), their figures
 * written in `shownIn`'s signs (a list as typed). The field solved for is a result, not an input.
 */
export function scenarioChanges(
  definition: AnyMode,
  a: Texts,
  aLocale: NumberLocale,
  b: Texts,
  bLocale: NumberLocale,
  shownIn: NumberLocale = LINK_LOCALE,
): ScenarioChange[] {
  const changes: ScenarioChange[] = [];
  const unknown = unknownOf(definition, a);
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (id === unknown || !isShown(definition, field, b)) continue;
    if (hasIo(field)) {
      // A quantity, a duration or a list of rows: changed when what a link would write is.
      const [linkA, linkB] = [
        field.io.canonical(field, id, a, aLocale),
        field.io.canonical(field, id, b, bLocale),
      ];
      if (JSON.stringify(linkA) === JSON.stringify(linkB)) continue;
      // As a visitor reads them, whatever the signs they were typed in.
      const text = (texts: Texts, locale: NumberLocale) =>
        field.io
          .shown(field, id, {
            ...texts,
            ...field.io.textsIn(field, id, texts, locale, LINK_LOCALE),
          })
          .map((line) => figuresIn(line.text, shownIn))
          .join('; ') || '—';
      changes.push({ label: field.label, a: text(a, aLocale), b: text(b, bLocale) });
      continue;
    }
    const [textA, textB] = [a[id] ?? field.default, b[id] ?? field.default];
    if (field.kind === 'choice') {
      const [optionA, optionB] = [choiceOf(field, textA), choiceOf(field, textB)];
      if (optionA === optionB) continue;
      const label = (value: string) => field.options.find((o) => o.value === value)!.label;
      changes.push({ label: field.label, a: label(optionA), b: label(optionB) });
    } else if (isNumberField(field)) {
      const [valueA, valueB] = [
        readNumber(field, textA, aLocale),
        readNumber(field, textB, bLocale),
      ];
      if (valueA === valueB) continue;
      const text = (value: number | { error: string }, typed: string) =>
        typeof value === 'number'
          ? figuresIn(valueText(definition, field, value), shownIn)
          : typed.trim() || '—';
      changes.push({ label: field.label, a: text(valueA, textA), b: text(valueB, textB) });
    } else if (field.kind === 'text' && field.numbers) {
      // The same numbers, whatever the signs they were typed in.
      const [readA, readB] = [readText(field, textA, aLocale), readText(field, textB, bLocale)];
      if (typeof readA === 'string' && typeof readB === 'string') {
        if (sameNumbers(readA, readB)) continue;
      } else if (readA === readB) continue;
      changes.push({ label: field.label, a: textA || '—', b: textB || '—' });
    } else if (textA !== textB) {
      changes.push({ label: field.label, a: textA || '—', b: textB || '—' });
    }
  }
  return changes;
}
