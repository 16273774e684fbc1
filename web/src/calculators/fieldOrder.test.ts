import { describe, expect, it } from 'vitest';
import { isTabs, type AnyMode, type FieldSpec } from '../engine/definition.ts';
import { definitionLoaders } from './index.ts';

// A phone shows the form before the results: optional inputs come after the required ones, so a
// visitor reaches the result without scrolling past what they may leave alone.

const modes = (
  await Promise.all(
    Object.entries(definitionLoaders).map(async ([slug, load]) => {
      const calculator = await load();
      return isTabs(calculator)
        ? calculator.tabs.map((tab) => ({ slug: `${slug}: ${tab.id}`, mode: tab.mode }))
        : [{ slug, mode: calculator as AnyMode }];
    }),
  )
).flat();

/** A field the visitor must fill in: one with no value when left blank. */
function isRequired(field: FieldSpec): boolean {
  switch (field.kind) {
    case 'month':
    case 'choice':
      return false;
    case 'date':
      return !field.blankIsToday;
    case 'text':
      return field.required !== undefined;
    case 'rows':
      return false;
    default:
      return !('blankValue' in field && field.blankValue !== undefined);
  }
}

/** Whether two fields can be on the form at once (their `when` choices do not conflict). */
function together(a: FieldSpec, b: FieldSpec): boolean {
  const when = (field: FieldSpec) => ('when' in field && field.when ? field.when : {});
  const [first, second] = [when(a), when(b)];
  return Object.entries(first).every(([id, value]) => !(id in second) || second[id] === value);
}

describe('the order of a form’s fields', () => {
  it.each(modes)('$slug puts its optional fields after the required ones', ({ mode }) => {
    const fields = Object.values(mode.fields as Record<string, FieldSpec>);
    const misplaced = fields.flatMap((field, index) =>
      /optional/i.test(field.label)
        ? fields
            .slice(index + 1)
            .filter((later) => isRequired(later) && together(field, later))
            .map((later) => `${later.label} after ${field.label}`)
        : [],
    );
    expect(misplaced).toEqual([]);
  });
});
