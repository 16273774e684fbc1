import type { NumberKind } from './definition.ts';
import { canonicalIn, readTypedNumber, type NumberLocale } from './numberText.ts';

// Stepping a typed number by the arrow keys (a field's `spin`, the crypto amount) and writing a
// slider's value: loaded only by the inputs that step.

/**
 * The text one step up or down from a typed number (the arrow keys of a field with `spin`):
 * onto the next multiple of `step` from `min`, kept within [min, max]; a blank field steps to
 * `min`. Null for a text that is not a number, which is never overwritten.
 */
export function steppedText(
  text: string,
  locale: NumberLocale,
  kind: NumberKind,
  spin: { min: number; max: number; step: number },
  direction: 1 | -1,
): string | null {
  const decimals = Math.max(decimalsOf(spin.step), decimalsOf(spin.min));
  let next: number;
  if (text.trim() === '') next = spin.min;
  else {
    const read = readTypedNumber(text, locale, kind);
    if (!read.ok) return null;
    const steps = (read.value - spin.min) / spin.step;
    // Within a rounding error of a multiple of the step counts as on it (12.3 at steps of 0.1).
    const on = Math.round(steps);
    const at = Math.abs(steps - on) < 1e-9 ? on : steps;
    const count = direction > 0 ? Math.floor(at) + 1 : Math.ceil(at) - 1;
    next = spin.min + count * spin.step;
  }
  next = Math.min(spin.max, Math.max(spin.min, next));
  return canonicalIn(String(Number(next.toFixed(decimals))), locale);
}

/** Decimals of a step: 0.1 → 1, so 12.299999… is written 12.3. */
export function decimalsOf(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}
