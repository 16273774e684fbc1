import { Button, chakra, Field, Group, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { LuMinus, LuPlus } from 'react-icons/lu';
import { formatPlain, parseNumber } from '../domain/format.ts';
import { CalculatorField } from '../features/calculators/shared/CalculatorField.tsx';
import { primaryButton } from '../features/calculators/shared/resultPanel.ts';
import { useTypedBeforeHydration } from '../ssr/useTypedBeforeHydration.ts';
import type { NumberField } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';
import { currencySymbol } from './format.ts';

// A number field of a definition as the frame draws it: a labelled input with its unit, its
// message or hint, and the field's preset buttons or − / + stepper when it has them.

const errorColor = { base: 'red.700', _dark: 'red.300' } as const;

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
    <StepperInput id={id} field={field} text={text} error={error} onChange={onChange} />
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
          <SliderInput field={field} currency={currency} text={text} onChange={onChange} />
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

/** An integer input between − and + buttons that step it by one, never below the field's min. */
function StepperInput({
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
          <LuMinus />
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
          <LuPlus />
        </IconButton>
      </Group>
      {error && <Field.ErrorText color={errorColor}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Decimals of a step: 0.1 → 1, so a slider's 12.299999… is written 12.3. */
function decimalsOf(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}

/**
 * A native range input under a field, over the field's slider range: it works before hydration
 * and from the keyboard, and it rests at the nearer end for a typed value outside its range.
 */
function SliderInput({
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
