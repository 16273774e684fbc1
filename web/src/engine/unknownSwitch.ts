import type { AnyMode, DurationField, NumberField, QuantityField } from './definition.ts';
import { unknownOf, type Evaluation } from './evaluate.ts';
import { fieldText } from './format.ts';
import { canonicalIn, LINK_LOCALE, type NumberLocale } from './numberText.ts';

// Switching the field solved for never changes what the visitor typed. The field that was
// solved for takes its value as shown (so the numbers on screen still agree), and the new
// unknown's typed text is kept: switching back, with nothing edited in between, restores the
// form as it was (₹10,00,000 stays 10,00,000; it does not come back as the 9,99,999.73 solved
// from the rounded EMI).

type Texts = Readonly<Record<string, string>>;

/** The forms before each switch of the unknown, and the form after the last one. */
export interface UnknownSwitches {
  before: readonly Texts[];
  after: Texts;
}

function sameTexts(a: Texts, b: Texts): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => (a[id] ?? '') === (b[id] ?? ''));
}

/**
 * The form after choosing `next` as the unknown, and the switches to remember. `switches` are
 * those of the last switch; they count only while the form is as that switch left it. The value
 * solved for is written as the visitor's locale writes numbers.
 */
export function switchUnknown(
  definition: AnyMode,
  texts: Texts,
  evaluation: Evaluation,
  next: string,
  switches: UnknownSwitches | null,
  locale: NumberLocale = LINK_LOCALE,
): { texts: Record<string, string>; switches: UnknownSwitches } {
  const before = switches && sameTexts(switches.after, texts) ? switches.before : [];
  // Back to an unknown solved for earlier, nothing edited since: the form as it was then.
  const earlier = before.findIndex((form) => unknownOf(definition, form) === next);
  if (earlier >= 0) {
    const restored = { ...before[earlier]!, solve: next };
    return { texts: restored, switches: { before: before.slice(0, earlier), after: restored } };
  }
  const unknown = unknownOf(definition, texts);
  const patched: Record<string, string> = { ...texts, solve: next };
  const value = evaluation.values?.[unknown ?? ''];
  if (unknown && typeof value === 'number') {
    const field = definition.fields[unknown] as NumberField | QuantityField | DurationField;
    patched[unknown] =
      'io' in field
        ? field.io.solve!.fieldText(field, value, evaluation.values!, unknown, locale)
        : canonicalIn(fieldText(value, field), locale);
  }
  return { texts: patched, switches: { before: [...before, texts], after: patched } };
}
