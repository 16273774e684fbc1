import type { ComponentProps, KeyboardEvent } from 'react';
import { CalculatorField } from './CalculatorField.tsx';
import type { NumberField } from './definition.ts';
import { steppedText } from './numberStep.ts';
import type { NumberLocale } from './numberText.ts';

// A number field whose arrow keys step it (the SIP's ₹500), as a number input's arrows did,
// loaded only by the pages that draw one.

/** The field's input; ArrowUp and ArrowDown step its text by `field.spin`, never over a text that is not a number. */
export default function SpinInput({
  field,
  locale,
  ...input
}: ComponentProps<typeof CalculatorField> & { field: NumberField; locale: NumberLocale }) {
  const spin = field.spin!;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const direction = event.key === 'ArrowUp' ? 1 : -1;
    const next = steppedText(input.value, locale, field.kind, spin, direction);
    if (next === null) return;
    event.preventDefault();
    input.onChange(next);
  };
  return <CalculatorField {...input} onKeyDown={onKeyDown} />;
}
