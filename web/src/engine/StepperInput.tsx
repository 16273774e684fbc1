import type { KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { CalculatorField } from './CalculatorField.tsx';
import type { NumberField } from './definition.ts';
import { canonicalIn, readTypedNumber, type NumberLocale } from './numberText.ts';

// A number field with − and + buttons (the tip calculator's people), loaded only by the pages
// that draw one.

/**
 * An integer text input between − and + buttons that step it by one, never below the field's
 * min; the arrow keys step it too. The text is in the visitor's signs (`locale`).
 */
export default function StepperInput({
  id,
  field,
  text,
  locale,
  error,
  note,
  onChange,
}: {
  id: string;
  field: NumberField;
  text: string;
  locale: NumberLocale;
  error?: string;
  note?: string;
  onChange: (text: string) => void;
}) {
  const read = readTypedNumber(text, locale, field.kind);
  const value = text.trim() === '' ? null : read.ok ? read.value : undefined;
  /** Steps by one; a text that is not a number is never overwritten. */
  const step = (delta: 1 | -1) => {
    if (value === undefined) return;
    const from = value === null || value < field.min ? field.min - delta : value;
    const next = delta > 0 ? Math.floor(from) + 1 : Math.max(field.min, Math.ceil(from) - 1);
    onChange(canonicalIn(String(next), locale));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  // The field's frame and input are CalculatorField's, plain elements with the classes of
  // fieldsCss.ts: a keystroke draws the input again without working out styles (Chakra's Field,
  // Group, IconButton and Input did, 128 ms a keystroke at the median on a phone).
  return (
    <CalculatorField
      name={id}
      label={field.label}
      value={text}
      onChange={onChange}
      type="text"
      inputMode="decimal"
      error={error}
      note={note}
      onKeyDown={onKeyDown}
      around={{
        start: (
          <button
            type="button"
            className="no-print stepper-button"
            aria-label={field.stepper!.fewer}
            disabled={typeof value === 'number' && value <= field.min}
            onClick={() => step(-1)}
          >
            <MinusIcon aria-hidden />
          </button>
        ),
        end: (
          <button
            type="button"
            className="no-print stepper-button"
            aria-label={field.stepper!.more}
            onClick={() => step(1)}
          >
            <PlusIcon aria-hidden />
          </button>
        ),
      }}
    />
  );
}
