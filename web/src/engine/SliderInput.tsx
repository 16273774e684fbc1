import { chakra } from '@chakra-ui/react';
import { formatPlain, parseNumber } from '../domain/format.ts';
import type { NumberField } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';

// The slider under a number field (the SIP calculator's), loaded only by the pages that draw one.

/** Decimals of a step: 0.1 → 1, so a slider's 12.299999… is written 12.3. */
function decimalsOf(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}

/**
 * A native range input under a field, over the field's slider range: it works before hydration
 * and from the keyboard, and it rests at the nearer end for a typed value outside its range.
 */
export default function SliderInput({
  field,
  currency,
  text,
  onChange,
}: {
  field: NumberField;
  currency: Currency;
  text: string;
  onChange: (text: string) => void;
}) {
  const { min, max, step, label } = field.slider!;
  const value = Math.min(max, Math.max(min, parseNumber(text) ?? Number(field.default)));
  const spoken =
    field.kind === 'money'
      ? formatMoney(value, currency, Number.isInteger(value) ? 0 : 2)
      : field.kind === 'percent'
        ? `${formatPlain(value)}%`
        : `${formatPlain(value)}${field.unit ? ` ${field.unit}` : ''}`;
  return (
    <chakra.input
      type="range"
      className="no-print"
      aria-label={label}
      aria-valuetext={spoken}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => {
        const next = Number(event.currentTarget.value);
        onChange(String(Number(next.toFixed(decimalsOf(step)))));
      }}
      w="full"
      h="6"
      cursor="pointer"
      accentColor="brand.solid"
    />
  );
}
