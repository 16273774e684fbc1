import { Field, NativeSelect } from '@chakra-ui/react';
import { useRef } from 'react';
import { CalculatorField } from './CalculatorField.tsx';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { DurationField, FieldInputProps, QuantityField } from './definition.ts';
import {
  chosenUnit,
  perText,
  switchUnit,
  unitMenuOf,
  unitParam,
  type TypedSource,
} from './quantity.ts';
import { useNumberLocale } from './useNumberLocale.ts';

// A quantity (a number with a menu of units) or a duration (h:mm:ss, a pace with its menu of
// units) as the frame draws it: a labelled text input, and the menu beside it, named "<label>
// unit" for screen readers. Changing the unit converts what is typed (70 kg becomes 154.32 lb),
// so the quantity stays the one the visitor meant. While the field is solved for, only its menu
// is drawn: the unit the result is shown in. Loaded only on the pages that have one; the field's
// own module reads and converts its texts (its `io`).

export default function QuantityInput({
  id,
  field: spec,
  texts,
  textLocale,
  errors,
  notes,
  solved = false,
  onChange,
}: FieldInputProps) {
  const field = spec as QuantityField | DurationField;
  const error = errors[id];
  const note = notes[id];
  const locale = useNumberLocale();
  // The texts in the visitor's signs: a link's 4.5 is shown 4,5 in Germany from hydration on.
  const own = { ...texts, ...field.io.textsIn(field, id, texts, textLocale, locale) };
  const shown = own[id] ?? field.default;
  const menu = unitMenuOf(field);
  const param = unitParam(id);
  const unit = menu && chosenUnit(menu, texts[param]);
  const selectRef = useRef<HTMLSelectElement>(null);
  // What the visitor typed, so switching units back and forth does not drift (see switchUnit).
  const typedSource = useRef<TypedSource | null>(null);
  // A unit chosen before the page's code loaded is kept (what was typed is not converted then).
  useTypedBeforeHydration(selectRef, unit?.code ?? '', (code) => onChange({ [param]: code }));

  const select = menu && unit && (
    <NativeSelect.Root width={solved ? 'full' : 'auto'} flexShrink={0}>
      <NativeSelect.Field
        ref={selectRef}
        name={param}
        aria-label={solved ? undefined : `${field.label} unit`}
        value={unit.code}
        onChange={(event) => {
          const to = event.currentTarget.value;
          if (solved || !unit) return onChange({ [param]: to });
          const convert = (text: string, from: string) =>
            field.io.convert!(field, id, { ...own, [id]: text, [param]: from }, to, locale)[id] ??
            text;
          typedSource.current = switchUnit(typedSource.current, shown, unit.code, to, convert);
          onChange({ [id]: typedSource.current.wrote, [param]: to });
        }}
        bg="surface"
      >
        {menu.units.map((option) => (
          <option key={option.code} value={option.code}>
            {field.kind === 'duration' ? perText(option) : option.symbol}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (solved) {
    if (!select) return null;
    return (
      <Field.Root>
        <Field.Label color="fg">{`${field.label} unit`}</Field.Label>
        {select}
      </Field.Root>
    );
  }
  return (
    <CalculatorField
      name={id}
      label={field.label}
      value={shown}
      onChange={(typed) => onChange({ [id]: typed })}
      type="text"
      inputMode={field.kind === 'duration' ? 'text' : 'decimal'}
      placeholder={field.kind === 'duration' ? 'h:mm:ss' : field.placeholder}
      helper={field.help}
      error={error}
      note={note}
      beside={select || undefined}
    />
  );
}
