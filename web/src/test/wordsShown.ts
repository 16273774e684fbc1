import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';

/**
 * What a calculator says for these field texts on `today`, one line each: its summary, its facts
 * ('label: text') and its steps. For tests of wording (plurals, articles, figures shown as 0).
 */
export function wordsShown(
  definition: unknown,
  texts: Record<string, string>,
  today = '2026-12-04',
): string {
  const d = definition as AnyMode;
  const { values, results, unknown } = evaluate(d, texts, today);
  if (!values || !results) throw new Error(`No result for ${JSON.stringify(texts)}`);
  const summary = d.summary?.(values, results, today) ?? [];
  return [
    ...(typeof summary === 'string' ? [summary] : summary),
    ...(d.facts?.(values, results, today) ?? []).map((f) => `${f.label}: ${f.text}`),
    ...d.steps(values, results, { advice: true, today, unknown }),
  ].join('\n');
}
