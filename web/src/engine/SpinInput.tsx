import { useCallback, type ComponentProps, type KeyboardEvent } from 'react';
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
  const { onChange } = input;
  // One function while the field is the same, so that a keystroke leaves the field's frame be:
  // it steps the text the input holds, which is the field's.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      const direction = event.key === 'ArrowUp' ? 1 : -1;
      const text = event.currentTarget.value;
      const next = steppedText(text, locale, field.kind, field.spin!, direction);
      if (next === null) return;
      event.preventDefault();
      onChange(next);
    },
    [field, locale, onChange],
  );
  return <CalculatorField {...input} onKeyDown={onKeyDown} />;
}
