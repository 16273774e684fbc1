import { Field, HStack, Input, InputGroup, Text, type InputProps } from '@chakra-ui/react';
import {
  createContext,
  memo,
  use,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';

const adornment = { color: 'fg.muted', 'aria-hidden': true } as const;

/**
 * Room at the input's end for a unit word ('years'): Chakra's group leaves room for one
 * character only, so a longer unit was drawn over the value on a phone.
 */
export function unitRoom(unit: ReactNode): { pe?: string } {
  return typeof unit === 'string' && unit.length > 1
    ? { pe: `calc(${unit.length}ch + 1.5rem)` }
    : {};
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
}

/** The field's text, read by its input and its second control only. */
const FieldText = createContext('');

/**
 * A calculator's labelled input, with an optional unit inside it ('$', '%', 'years'), a hint,
 * a note and an error. `error` is the message shown under the field, or `true` to mark the
 * field when the calculator shows its message elsewhere; `note` is said under a valid value (the
 * reading taken of a number, a value outside what is plausible).
 *
 * A keystroke draws again only the input (and the control under it): the label, the unit, the
 * hint and the field's frame are Chakra parts whose styles are worked out on each render, some
 * 1 ms each on a phone, and they change only with the message or the note. Their props are
 * compared (memo), so callers pass stable `onChange`, `onKeyDown` and `control` where they can.
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
}: Omit<FieldProps, 'value'> & { id: string; inputRef: RefObject<HTMLInputElement | null> }) {
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
  const input = (
    <FieldInput
      ref={inputRef}
      type={type}
      {...typed}
      name={name}
      placeholder={placeholder}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      aria-describedby={describedBy}
      bg="surface"
      {...unitRoom(end)}
    />
  );
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      ids={{ errorText: errorId, helperText: helperId }}
    >
      <Field.Label color="fg">{label}</Field.Label>
      {beside ? (
        <HStack gap="2" align="stretch" w="full">
          {input}
          {beside}
        </HStack>
      ) : start || end ? (
        <InputGroup
          startElement={start}
          startElementProps={adornment}
          endElement={end}
          endElementProps={{ ...adornment, whiteSpace: 'nowrap' }}
        >
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {control}
      {shownNote && (
        <Text id={noteId} fontSize="sm" color={{ base: 'orange.800', _dark: 'orange.200' }}>
          {shownNote}
        </Text>
      )}
      {message ? (
        <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{message}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText color="fg.muted">{helper}</Field.HelperText>
      )}
    </Field.Root>
  );
});

/**
 * The field's input, with its text: the one part drawn again when the text changes. It takes
 * the props a group around it adds (InputGroup's room for the unit) as Chakra's Input does.
 */
function FieldInput(
  props: Omit<InputProps, 'value'> & { ref: RefObject<HTMLInputElement | null> },
) {
  return <Input {...props} value={useFieldText()} />;
}

/** The text of the field around: for its second control (`control`). */
export function useFieldText(): string {
  return use(FieldText);
}
