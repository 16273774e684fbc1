import { useFieldText } from './CalculatorField.tsx';
import { formatCount, formatPlain } from '../domain/format.ts';
import type { NumberField } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';
import { decimalsOf } from './numberStep.ts';
import { canonicalIn, figuresIn, readTypedNumber, type NumberLocale } from './numberText.ts';

// The slider under a number field (the SIP calculator's), loaded only by the pages that draw one:
// a plain range input with the class of fieldsCss.ts.

/**
 * A native range input under a field, over the field's slider range: it works before hydration
 * and from the keyboard, and it rests at the nearer end for a typed value outside its range. The
 * field's text is in the visitor's signs (`locale`), and so is the text it writes.
 */
export default function SliderInput({
  field,
  currency,
  locale,
  onChange,
}: {
  field: NumberField;
  currency: Currency;
  locale: NumberLocale;
  onChange: (text: string) => void;
}) {
  const text = useFieldText();
  const { min, max, step, label } = field.slider!;
  const read = readTypedNumber(text, locale, field.kind);
  const value = Math.min(max, Math.max(min, read.ok ? read.value : Number(field.default)));
  const spoken =
    field.kind === 'money'
      ? formatMoney(value, currency, Number.isInteger(value) ? 0 : 2)
      : field.kind === 'percent'
        ? `${formatPlain(value)}%`
        : field.unit
          ? formatCount(value, field.unit)
          : formatPlain(value);
  return (
    <input
      type="range"
      className="no-print field-slider"
      aria-label={label}
      aria-valuetext={figuresIn(spoken, locale)}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        onChange(canonicalIn(String(Number(next.toFixed(decimalsOf(step)))), locale));
      }}
    />
  );
}
