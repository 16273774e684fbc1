import {
  createContext,
  memo,
  use,
  useId,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import { figuresIn } from './numberText.ts';
import { useNumberLocale } from './useNumberLocale.ts';

/**
 * Room at the input's end for a unit word ('years'): the group leaves room for one character
 * only (class field-group, fieldsCss.ts), so a longer unit was drawn over the value on a phone.
 */
function unitRoom(unit: ReactNode): CSSProperties | undefined {
  return typeof unit === 'string' && unit.length > 1
    ? { paddingInlineEnd: `calc(${unit.length}ch + 1.5rem)` }
    : undefined;
}

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** 'text' for amounts typed freely (e.g. '1,000') and checked by the calculator. */
  type?: 'number' | 'text' | 'month' | 'date';
  /** The keyboard a phone shows; 'text' for texts with signs of their own (3:30:00). */
  inputMode?: 'decimal' | 'numeric' | 'text';
  step?: string;
  min?: string;
  /** The latest date a date field offers, or a number input's largest value. */
  max?: string;
  required?: boolean;
  placeholder?: string;
  start?: ReactNode;
  end?: ReactNode;
  helper?: string;
  error?: string | boolean;
  note?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /**
   * A second control of the same value, drawn under the input (a slider): it reads the text with
   * useFieldText, so that the same element serves while the text changes.
   */
  control?: ReactNode;
  /** A control drawn beside the input, in one row (a quantity's menu of units). */
  beside?: ReactNode;
  /** Buttons attached at the input's two ends (a − / + stepper). */
  around?: { start: ReactNode; end: ReactNode };
}

/** The field's text, read by its input and its second control only. */
const FieldText = createContext('');

/**
 * A calculator's labelled input, with an optional unit inside it ('$', '%', 'years'), a hint,
 * a note and an error. `error` is the message shown under the field, or `true` to mark the
 * field when the calculator shows its message elsewhere; `note` is said under a valid value (the
 * reading taken of a number, a value outside what is plausible).
 *
 * Drawn as Chakra's Field, Input and InputGroup draw them, in plain elements with the classes
 * of fieldsCss.ts: a calculator page hydrates without Chakra's system. A keystroke draws again
 * only the input (and the control under it); the label, the unit, the hint and the field's frame
 * change only with the message or the note. Their props are compared (memo), so callers pass
 * stable `onChange`, `onKeyDown` and `control` where they can.
 */
export function CalculatorField({ value, ...props }: FieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, props.onChange);
  return (
    <FieldText value={value}>
      <FieldFrame id={id} inputRef={inputRef} {...props} />
    </FieldText>
  );
}

const FieldFrame = memo(function FieldFrame({
  id,
  inputRef,
  name,
  label,
  onChange,
  type = 'number',
  inputMode = 'decimal',
  step = 'any',
  min,
  max,
  required,
  placeholder,
  start,
  end,
  helper,
  error,
  note,
  onKeyDown,
  control,
  beside,
  around,
}: Omit<FieldProps, 'value'> & { id: string; inputRef: RefObject<HTMLInputElement | null> }) {
  // A label's, a hint's and a placeholder's figures as the visitor writes numbers (42,195 km and
  // "Overtime hours (1,5×)" in Germany).
  const locale = useNumberLocale();
  const shownLabel = figuresIn(label, locale);
  const hint = helper && figuresIn(helper, locale);
  const example = placeholder && figuresIn(placeholder, locale);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const noteId = `${id}-note`;
  const message = typeof error === 'string' ? error : undefined;
  const shownNote = message ? undefined : note;
  // The message (or else the note and the hint) is the input's description, so a screen reader
  // reads it with the field; Ark's aria-errormessage alone is not read by every screen reader.
  const describedBy = message
    ? errorId
    : [shownNote && noteId, helper && helperId].filter(Boolean).join(' ') || undefined;
  const typed =
    type === 'month'
      ? {}
      : type === 'date'
        ? { min, max }
        : type === 'text'
          ? { inputMode, autoComplete: 'off', spellCheck: false }
          : { inputMode, step, min, max };
  const invalid = Boolean(error);
  const input = (
    <FieldInput
      ref={inputRef}
      id={id}
      type={type}
      {...typed}
      name={name}
      placeholder={example}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-invalid={invalid ? '' : undefined}
      className="field-input"
      {...(start && !beside ? { 'data-start': '' } : {})}
      {...(end && !beside ? { 'data-end': '' } : {})}
      style={unitRoom(end)}
    />
  );
  return (
    <div role="group" className="field" data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className="field-label" data-invalid={invalid ? '' : undefined}>
        {shownLabel}
      </label>
      {beside ? (
        <div className="field-beside">
          {input}
          {beside}
        </div>
      ) : around ? (
        <div className="stepper">
          {around.start}
          {input}
          {around.end}
        </div>
      ) : start || end ? (
        <div className="field-group">
          {start && (
            <div aria-hidden className="field-unit-start">
              {start}
            </div>
          )}
          {input}
          {end && (
            <div aria-hidden className="field-unit-end">
              {end}
            </div>
          )}
        </div>
      ) : (
        input
      )}
      {control}
      {shownNote && (
        <p id={noteId} className="field-note">
          {shownNote}
        </p>
      )}
      {message ? (
        <span id={errorId} aria-live="polite" className="field-error">
          {message}
        </span>
      ) : (
        helper && (
          <span id={helperId} className="field-helper">
            {hint}
          </span>
        )
      )}
    </div>
  );
});

/** The field's input, with its text: the one part drawn again when the text changes. */
function FieldInput(
  props: Omit<ComponentProps<'input'>, 'value'> & {
    ref: RefObject<HTMLInputElement | null>;
    'data-invalid'?: string;
  },
) {
  return <input {...props} value={useFieldText()} />;
}

/** The text of the field around: for its second control (`control`). */
export function useFieldText(): string {
  return use(FieldText);
}
