import { useId, useRef, type KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
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
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, onChange);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const noteId = `${errorId}-note`;
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
  const shownNote = error ? undefined : note;
  const invalid = Boolean(error);
  // Plain elements with the classes of fieldsCss.ts, as Chakra's Field, attached Group,
  // IconButton and Input draw them: a keystroke then draws the input again without working out
  // styles (Chakra's components did, a keystroke here took 128 ms at the median on a phone).
  return (
    <div role="group" className="field" data-invalid={invalid ? '' : undefined}>
      <label htmlFor={inputId} className="field-label" data-invalid={invalid ? '' : undefined}>
        {field.label}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="no-print stepper-button"
          aria-label={field.stepper!.fewer}
          disabled={typeof value === 'number' && value <= field.min}
          onClick={() => step(-1)}
        >
          <MinusIcon aria-hidden />
        </button>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          name={id}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? errorId : shownNote ? noteId : undefined}
          data-invalid={invalid ? '' : undefined}
          className="field-input stepper-input"
        />
        <button
          type="button"
          className="no-print stepper-button"
          aria-label={field.stepper!.more}
          onClick={() => step(1)}
        >
          <PlusIcon aria-hidden />
        </button>
      </div>
      {shownNote && (
        <p id={noteId} className="field-note">
          {shownNote}
        </p>
      )}
      {error && (
        <span id={errorId} aria-live="polite" className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
