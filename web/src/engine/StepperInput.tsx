import { Field, Group, IconButton, Input } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { parseNumber } from '../domain/format.ts';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { NumberField } from './definition.ts';

// A number field with − and + buttons (the tip calculator's people), loaded only by the pages
// that draw one.

const errorColor = { base: 'red.700', _dark: 'red.300' } as const;

/** An integer input between − and + buttons that step it by one, never below the field's min. */
export default function StepperInput({
  id,
  field,
  text,
  error,
  onChange,
}: {
  id: string;
  field: NumberField;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, text, onChange);
  const errorId = `${useId()}-error`;
  const value = parseNumber(text);
  const step = (delta: 1 | -1) => {
    const from = value === null || value < field.min ? field.min - delta : value;
    const next = delta > 0 ? Math.floor(from) + 1 : Math.max(field.min, Math.ceil(from) - 1);
    onChange(String(next));
  };
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label color="fg">{field.label}</Field.Label>
      <Group attached w="full">
        <IconButton
          type="button"
          variant="outline"
          className="no-print"
          aria-label={field.stepper!.fewer}
          disabled={value !== null && value <= field.min}
          onClick={() => step(-1)}
        >
          <MinusIcon />
        </IconButton>
        <Input
          ref={inputRef}
          type="number"
          inputMode="numeric"
          step="1"
          min={field.min}
          name={id}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={error ? errorId : undefined}
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
      {error && <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
