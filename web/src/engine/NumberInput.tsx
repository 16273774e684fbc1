import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { CalculatorField } from './CalculatorField.tsx';
import type { NumberField } from './definition.ts';
import type { Currency } from './money.ts';
import { currencySymbol } from './format.ts';
import { canonicalIn, readTypedNumber, textIn, type NumberLocale } from './numberText.ts';
import { useNumberLocale } from './useNumberLocale.ts';

// A number field of a definition as the frame draws it: a labelled text input with its unit,
// its message, note or hint, and the field's preset buttons, − / + stepper or slider when it has
// them. A text input, never type="number", which drops what it cannot read (4,5 became 45): the
// engine reads the text in the visitor's locale (numberText.ts). The stepper and the slider load
// only on the pages that draw them, as do the arrow keys of a field with `spin` steps.

const StepperInput = lazy(() => import('./StepperInput.tsx'));
const SpinInput = lazy(() => import('./SpinInput.tsx'));
const SliderInput = lazy(() => import('./SliderInput.tsx'));

/**
 * Drawn again only when its own props change: a keystroke in one field leaves the others be.
 * Where `onChange` is stable (it is told the field's id with the text).
 */
export const NumberInput = memo(function NumberInput({
  id,
  field,
  currency,
  text,
  textLocale,
  error,
  note,
  onChange: onEdit,
}: {
  id: string;
  field: NumberField;
  currency: Currency;
  /** The field's text, written in `textLocale`'s signs. */
  text: string;
  textLocale: NumberLocale;
  error?: string;
  note?: string;
  /** Told the text typed, in the visitor's signs, and the field's id. */
  onChange: (text: string, id: string) => void;
}) {
  const onChange = useCallback((typed: string) => onEdit(typed, id), [id, onEdit]);
  // The text in the visitor's signs: a link's 4.5 is shown 4,5 in Germany from hydration on.
  const locale = useNumberLocale();
  const shown = textIn(text, textLocale, locale, field.kind);
  // The same element for the field's life, so that a keystroke leaves the field's frame be: the
  // slider reads the text from the field (useFieldText).
  const slider = useMemo(
    () =>
      field.slider && (
        <Suspense>
          <SliderInput field={field} currency={currency} locale={locale} onChange={onChange} />
        </Suspense>
      ),
    [field, currency, locale, onChange],
  );
  const fieldProps = {
    name: id,
    label: field.label,
    value: shown,
    onChange,
    type: 'text',
    inputMode: 'decimal',
    start: field.kind === 'money' ? currencySymbol[currency] : undefined,
    end: field.unit ?? (field.kind === 'percent' ? '%' : undefined),
    placeholder: field.placeholder,
    helper: field.help,
    error,
    note,
    control: slider,
  } as const;
  const input = field.stepper ? (
    <Suspense>
      <StepperInput
        id={id}
        field={field}
        text={shown}
        locale={locale}
        error={error}
        note={note}
        onChange={onChange}
      />
    </Suspense>
  ) : field.spin ? (
    <Suspense>
      <SpinInput {...fieldProps} field={field} locale={locale} />
    </Suspense>
  ) : (
    <CalculatorField {...fieldProps} />
  );
  if (!field.presets) return input;
  const read = readTypedNumber(shown, locale, field.kind);
  const typed = read.ok ? read.value : null;
  // Plain buttons with the classes of fieldsCss.ts; the one pressed is drawn solid.
  return (
    <div className="field-with-presets">
      {input}
      <div role="group" aria-label={field.presets.label} className="no-print field-presets">
        {field.presets.values.map((preset) => (
          <button
            key={preset}
            type="button"
            className="preset-button"
            aria-pressed={typed === preset}
            onClick={() => onChange(canonicalIn(String(preset), locale))}
          >
            {canonicalIn(String(preset), locale)}
            {field.kind === 'percent' ? '%' : ''}
          </button>
        ))}
      </div>
    </div>
  );
});
