import { Field, Input, Textarea } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { TextField } from './definition.ts';
import { figuresIn, LINK_LOCALE, type NumberLocale } from './numberText.ts';
import { numbersShownIn } from './numbersInText.ts';
import { useNumberLocale, useShownSigns } from './useNumberLocale.ts';

// A text field of a definition: one line or a box of several, its hint or message under it.

export function TextInput({
  id,
  field,
  text: written,
  textLocale,
  error,
  note,
  onChange,
}: {
  id: string;
  field: TextField;
  /** The field's text; its numbers, if it holds some, in `textLocale`'s signs. */
  text: string;
  textLocale: NumberLocale;
  error?: string;
  /** Said under a valid text: how a number of it was read (1.250 is 1250 in Germany). */
  note?: string;
  onChange: (text: string) => void;
}) {
  const uid = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // A link's list 1.5, 2.5 is shown 1,5, 2,5 in Germany from hydration on.
  const locale = useNumberLocale();
  // A hint's figures as the results are shown (as written on a page of code input), except a
  // code field's, which are code.
  const shownSigns = useShownSigns();
  const text = field.numbers ? numbersShownIn(written, textLocale, locale, field.numbers) : written;
  useTypedBeforeHydration(ref, text, onChange);
  const errorId = `${uid}-error`;
  const helperId = `${uid}-helper`;
  const noteId = `${uid}-note`;
  const shownNote = error ? undefined : note;
  const shared = {
    ref,
    name: id,
    value: text,
    placeholder:
      field.placeholder && field.numbers
        ? numbersShownIn(field.placeholder, LINK_LOCALE, locale, field.numbers)
        : field.placeholder,
    // A little over the limit may be typed, so the message says what is wrong.
    maxLength: field.maxLength + 1,
    autoComplete: 'off',
    spellCheck: !field.code,
    autoCapitalize: field.code ? 'off' : undefined,
    fontFamily: field.code ? 'mono' : undefined,
    'aria-describedby': error
      ? errorId
      : [shownNote && noteId, field.help && helperId].filter(Boolean).join(' ') || undefined,
    bg: 'surface',
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={Boolean(field.required)}
      ids={{ errorText: errorId, helperText: helperId }}
    >
      <Field.Label color="fg">{field.label}</Field.Label>
      {field.multiline ? (
        <Textarea {...shared} rows={field.rows ?? 6} resize="vertical" />
      ) : (
        <Input {...shared} type="text" />
      )}
      {shownNote && (
        <p id={noteId} className="field-note">
          {shownNote}
        </p>
      )}
      {error ? (
        <Field.ErrorText color={{ base: 'red.700', _dark: 'red.300' }}>{error}</Field.ErrorText>
      ) : (
        field.help && (
          <Field.HelperText color="fg.muted">
            {field.numbers
              ? figuresIn(field.help, locale)
              : field.code
                ? field.help
                : figuresIn(field.help, shownSigns)}
          </Field.HelperText>
        )
      )}
    </Field.Root>
  );
}
