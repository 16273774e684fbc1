import { Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { parseNumber } from '../domain/format.ts';
import { CalculatorField } from '../features/calculators/shared/CalculatorField.tsx';
import { primaryButton } from '../features/calculators/shared/resultPanel.ts';
import type { NumberField } from './definition.ts';
import type { Currency } from './money.ts';
import { currencySymbol } from './format.ts';

// A number field of a definition as the frame draws it: a labelled input with its unit, its
// message or hint, and the field's preset buttons, − / + stepper or slider when it has them.
// The stepper and the slider load only on the pages that draw them.

const StepperInput = lazy(() => import('./StepperInput.tsx'));
const SliderInput = lazy(() => import('./SliderInput.tsx'));

export function NumberInput({
  id,
  field,
  currency,
  text,
  error,
  onChange,
}: {
  id: string;
  field: NumberField;
  currency: Currency;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const input = field.stepper ? (
    <Suspense>
      <StepperInput id={id} field={field} text={text} error={error} onChange={onChange} />
    </Suspense>
  ) : (
    <CalculatorField
      name={id}
      label={field.label}
      value={text}
      onChange={onChange}
      type={field.kind === 'money' && !field.spin ? 'text' : 'number'}
      inputMode={field.kind === 'integer' || field.whole ? 'numeric' : 'decimal'}
      min={String(field.spin?.min ?? field.min)}
      max={field.spin && String(field.spin.max)}
      step={field.spin && String(field.spin.step)}
      start={field.kind === 'money' ? currencySymbol[currency] : undefined}
      end={field.unit ?? (field.kind === 'percent' ? '%' : undefined)}
      placeholder={field.placeholder}
      helper={field.help}
      error={error}
      control={
        field.slider && (
          <Suspense>
            <SliderInput field={field} currency={currency} text={text} onChange={onChange} />
          </Suspense>
        )
      }
    />
  );
  if (!field.presets) return input;
  const typed = parseNumber(text);
  return (
    <Stack gap="2">
      {input}
      <HStack gap="2" role="group" aria-label={field.presets.label} className="no-print">
        {field.presets.values.map((preset) => {
          const active = typed === preset;
          return (
            <Button
              key={preset}
              type="button"
              size="sm"
              flex="1"
              minW="0"
              px="2"
              aria-pressed={active}
              variant={active ? 'solid' : 'outline'}
              {...(active
                ? { ...primaryButton, borderColor: 'brand.solid' }
                : { color: 'brand.fg', borderColor: 'border.emphasized' })}
              onClick={() => onChange(String(preset))}
            >
              {preset}
              {field.kind === 'percent' ? '%' : ''}
            </Button>
          );
        })}
      </HStack>
    </Stack>
  );
}
