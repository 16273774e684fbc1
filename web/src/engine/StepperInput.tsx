import { Field, Group, IconButton, Input, Text } from '@chakra-ui/react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { NumberField } from './definition.ts';
import { canonicalIn, readTypedNumber, type NumberLocale } from './numberText.ts';

// A number field with − and + buttons (the tip calculator's people), loaded only by the pages
// that draw one.

const errorColor = { base: 'red.700', _dark: 'red.300' } as const;

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
  const errorId = `${useId()}-error`;
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
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label color="fg">{field.label}</Field.Label>
      <Group attached w="full">
        <IconButton
          type="button"
          variant="outline"
          className="no-print"
          aria-label={field.stepper!.fewer}
          disabled={typeof value === 'number' && value <= field.min}
          onClick={() => step(-1)}
        >
          <MinusIcon />
        </IconButton>
        <Input
          ref={inputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          name={id}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? errorId : shownNote ? noteId : undefined}
          bg="surface"
          textAlign="center"
          flex="1"
        />
        <IconButton
          type="button"
          variant="outline"
          className="no-print"
          aria-label={field.stepper!.more}
          onClick={() => step(1)}
        >
          <PlusIcon />
        </IconButton>
      </Group>
      {shownNote && (
        <Text id={noteId} fontSize="sm" color={{ base: 'orange.800', _dark: 'orange.200' }}>
          {shownNote}
        </Text>
      )}
      {error && <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
