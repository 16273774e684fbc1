import { Field, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

/**
 * A calculator's labelled input, with an optional unit inside it ('$', '%', 'years'), a hint,
 * a note and an error. `error` is the message shown under the field, or `true` to mark the
 * field when the calculator shows its message elsewhere; `note` is said under a valid value (the
 * reading taken of a number, a value outside what is plausible).
 */
export function CalculatorField({
  name,
  label,
  value,
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
}: {
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
  /** A second control of the same value, drawn under the input (a slider). */
  control?: ReactNode;
  /** A control drawn beside the input, in one row (a quantity's menu of units). */
  beside?: ReactNode;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onChange);
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
    <Input
      ref={inputRef}
      type={type}
      {...typed}
      name={name}
      value={value}
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
}
