import { describe, expect, it } from 'vitest';
import {
  isTabs,
  type AnyCalculator,
  type AnyMode,
  type FieldSpec,
  type NumberField,
} from '../engine/definition.ts';
import { evaluate, isNumberField } from '../engine/evaluate.ts';

// Every number field of every calculator, typed at the edges a visitor reaches (its limits,
// a hair inside them, amounts below a cent, very large numbers), each on its own with the other
// fields at their defaults: the page gives results or a message, and never fails to draw. A
// loan of $0.0001 and an ROI on $0.004 invested stopped their calculators ("could not be
// loaded") before this test.

const modules = import.meta.glob<AnyCalculator>(
  ['./*.ts', '!./index.ts', '!./*.test.ts', '!./shared/**'],
  { import: 'default', eager: true },
);

const TODAY = '2026-12-01';

/** The texts a visitor may type at a field's edges, each written as a link writes numbers. */
function edgeTexts(field: NumberField): string[] {
  const { min, max } = field;
  const values = [min, max, 0, 0.0001, 0.004, 0.5, 1, 999999999999, Math.min(max, 1e12) / 3];
  if (Number.isFinite(min) && Number.isFinite(max)) values.push(min + (max - min) * 1e-9);
  return [...new Set(values)]
    .filter((value) => Number.isFinite(value))
    .map((value) => (field.kind === 'integer' || field.whole ? Math.round(value) : value))
    .map((value) => String(value));
}

function modesOf(calculator: AnyCalculator): { name: string; mode: AnyMode }[] {
  return isTabs(calculator)
    ? calculator.tabs.map((tab) => ({ name: tab.id, mode: tab.mode }))
    : [{ name: '', mode: calculator }];
}

/** Everything the page draws from an evaluation, so that a failure anywhere shows here. */
function drawAll(mode: AnyMode, texts: Record<string, string>): void {
  const evaluation = evaluate(mode, texts, TODAY);
  const { values, results } = evaluation;
  if (!values || !results) {
    expect(evaluation.unsolvable ?? Object.values(evaluation.errors)[0]).toBeTruthy();
    return;
  }
  for (const value of Object.values(results)) expect(Number.isFinite(value)).toBe(true);
  const sentences = [
    ...[mode.summary?.(values, results, TODAY) ?? []].flat(),
    ...mode.steps(values, results, { advice: true }),
    ...(mode.facts?.(values, results) ?? []).map((fact) => fact.text),
  ];
  mode.breakdown?.(values, results);
  mode.highlight?.(values, results);
  mode.headline?.text(values, results, TODAY);
  mode.charts?.build(values, results);
  mode.schedule?.build(values, results);
  // "Its slope is undefined" is mathematics, not a missing value.
  for (const text of sentences) expect(text).not.toMatch(/NaN|Infinity|(?<!is )undefined|\[object/);
}

describe('every number field at its edges', () => {
  for (const [file, calculator] of Object.entries(modules)) {
    const slug = file.replace(/^\.\/(.*)\.ts$/, '$1');
    for (const { name, mode } of modesOf(calculator)) {
      it(`${slug}${name ? ` (${name})` : ''} draws a result or a message`, () => {
        for (const [id, field] of Object.entries(mode.fields as Record<string, FieldSpec>)) {
          if (!isNumberField(field)) continue;
          for (const text of edgeTexts(field)) {
            try {
              drawAll(mode, { [id]: text });
            } catch (error) {
              throw new Error(`${id} = ${text}: ${String(error)}`, { cause: error });
            }
          }
        }
      });
    }
  }
});
