import { formatFigure, shownFigure, unitAfter } from '../domain/format.ts';
import type {
  AnyMode,
  Band,
  DurationField,
  NumberField,
  OutputSpec,
  QuantityField,
} from './definition.ts';
import { bandOf, outputShown, type Evaluation } from './evaluate.ts';
import { formatOutput, moneyDecimals } from './format.ts';
import { amountCurrency } from './money.ts';

// The results a calculation shows, as text: the value solved for, then each output not hidden,
// the headline among them big. Pure, for the page and for the browser tests that look for them.

export interface ResultRow {
  id: string;
  label: string;
  text: string;
  big: boolean;
  band?: Band;
  caption?: string | null;
}

/** An output's decimals for these values, if it names them (erased as AnyMode is). */
export function outputDecimals(
  output: AnyMode['outputs'][string],
  values: Evaluation['values'],
): number | undefined {
  if (typeof output.decimals !== 'function') return output.decimals;
  return values ? output.decimals(values) : undefined;
}

/** An output's value as the visitor reads it: rounded to what is shown. */
function shownValue(value: number, output: OutputSpec, decimals = 2): number {
  if (output.format !== 'number') return value;
  return shownFigure(value, decimals);
}

/** An output's label, made from the values when it depends on them (erased as AnyMode is). */
function outputLabel(output: AnyMode['outputs'][string], values: Evaluation['values']): string {
  if (typeof output.label === 'string') return output.label;
  return values ? output.label(values) : '';
}

/**
 * The rows of a calculation's results (dashes for outputs while there are no results) and the
 * output whose bands are drawn as a scale, if any. A band is advice: none is given while a field
 * holds an implausible value (a BMI from a height of 17 cm is in no category).
 */
export function resultRows(
  definition: AnyMode,
  evaluation: Evaluation | null,
  results: Evaluation['results'],
): {
  rows: ResultRow[];
  scale: { output: OutputSpec; value: number; decimals: number } | null;
} {
  const unknown = evaluation?.unknown ?? null;
  const values = evaluation?.values ?? null;
  const hidden: readonly string[] = values ? (definition.hiddenOutputs?.(values) ?? []) : [];
  const headline = definition.headline;
  const outputs = Object.entries(definition.outputs as Record<string, OutputSpec>);
  const anyEmphasis = outputs.some(([, output]) => output.emphasis);
  const advice = !evaluation?.implausible.length;
  const rows: ResultRow[] = [];
  if (results && values && unknown && !(unknown in definition.outputs)) {
    const field = definition.fields[unknown] as NumberField | QuantityField | DurationField;
    const value = values[unknown] as number;
    const text =
      'io' in field
        ? field.io.solve!.text(field, value, values, unknown)
        : field.decimals !== undefined
          ? formatFigure(value, field.decimals)
          : formatOutput(value, field.kind, amountCurrency(definition));
    rows.push({
      id: unknown,
      label: field.label,
      text: 'unit' in field && field.unit ? `${text} ${unitAfter(text, field.unit)}` : text,
      big: true,
    });
  }
  let scale: { output: OutputSpec; value: number; decimals: number } | null = null;
  for (const [id, output] of headline ? [] : outputs) {
    if (hidden.includes(id) || !outputShown(output, values ?? evaluation?.choices ?? {})) continue;
    const decimals = outputDecimals(output, values);
    const value = results ? shownValue(results[id] ?? NaN, output, decimals) : NaN;
    const band = output.bands && results && advice ? bandOf(output.bands.bands, value) : null;
    if (band && !scale) scale = { output, value, decimals: decimals ?? 2 };
    rows.push({
      id,
      label: outputLabel(definition.outputs[id]!, values),
      text: !results
        ? '—'
        : output.nameOf
          ? output.nameOf(value)
          : formatOutput(
              value,
              output.format,
              amountCurrency(definition),
              output.format === 'money' ? (decimals ?? moneyDecimals(definition)) : decimals,
            ),
      big: anyEmphasis ? Boolean(output.emphasis) : rows.length === 0,
      band: band ?? undefined,
      caption: results ? output.caption?.(value) : null,
    });
  }
  return { rows, scale };
}

/** A figure a calculation leads with, named: what the results box shows largest. */
export interface Headline {
  label: string;
  text: string;
}

/**
 * A calculation's headline figures: its headline in words ('35 years, 3 months, 5 days'), else
 * the value solved for or the big outputs ('Monthly payment' '$1,013.37'; both regimes' tax);
 * none without results. The bar that keeps them in view on a phone repeats exactly these.
 */
export function headlineFigures(
  definition: AnyMode,
  evaluation: Evaluation | null,
  results: Evaluation['results'],
  today: string,
): Headline[] {
  const values = evaluation?.values;
  if (!values || !results) return [];
  if (definition.headline) {
    return [
      { label: definition.headline.label, text: definition.headline.text(values, results, today) },
    ];
  }
  return resultRows(definition, evaluation, results)
    .rows.filter((row) => row.big)
    .map((row) => ({ label: row.label, text: row.text }));
}

/**
 * Whether a headline holds a figure too long for its large type on a small phone: a run of more
 * than 16 characters without a space ('123,456,789,000,000'), which at that size broke inside
 * its digits on a 360 px screen. Such a headline is set a size smaller there.
 */
export function hasLongFigure(text: string): boolean {
  return text.split(/\s+/).some((word) => word.length > 16);
}
