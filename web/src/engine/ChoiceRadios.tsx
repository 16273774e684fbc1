import { memo } from 'react';
import type { ChoiceProps } from './DefinitionFields.tsx';
import { figuresIn } from './numberText.ts';
import { useNumberLocale } from './useNumberLocale.ts';

// Native radio buttons: they work before hydration, need no state machine of their own (Chakra's
// RadioGroup is some 5 kB gzip), and every browser and screen reader knows them. Plain elements
// with the classes of fieldsCss.ts.

/** A choice of two or three options as labelled radio buttons in a row. */
export default memo(function ChoiceRadios({ name, label, value, options, onChange }: ChoiceProps) {
  // Figures in the visitor's signs, as a field's label and hint are ("3,5 ml" in Germany).
  const locale = useNumberLocale();
  return (
    <fieldset className="choice-radios">
      <legend>{figuresIn(label, locale)}</legend>
      <div className="choice-radios-options">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value, name)}
            />
            <span>{figuresIn(option.label, locale)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
