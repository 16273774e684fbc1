import { Box, Button, RadioGroup, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryParams } from '../../../ssr/queryParams.ts';
import { recordCalculatorUsage } from '../../../analytics/track.ts';
import { formatNumber, formatPercent, formatPlain, parseNumber } from '../../../domain/format.ts';
import {
  decreaseBy,
  increaseBy,
  percentageDifference,
  percentChange,
  percentOf,
  whatPercent,
} from '../../../domain/percentage.ts';
import { resultPanel, toolPanel } from '../shared/resultPanel.ts';
import { CalculatorField } from '../shared/CalculatorField.tsx';

// The percentage calculator (spec sections 3, 4 and 9): three modes from the spec ('Percent of',
// 'What percent', 'Percent change') and two more ('Difference', 'Increase / decrease'). Each tab
// shows its default result at once and recalculates only when its 'Calculate' button is pressed;
// each press with valid numbers records usage (calculator 6, percentage-calculator).

const CALCULATOR_ID = 6;
const CALCULATOR_SLUG = 'percentage-calculator';

/** What a tab shows in its result area after a calculation. */
type Outcome =
  | {
      kind: 'result';
      /** The answer, big: '30.00', '15.00%', '25.00% increase'. */
      headline: string;
      /** Further figures, one per line: 'Change: 50.00'. */
      details?: string[];
      /** The answer as a sentence: '15% of 200 is 30.00.' */
      summary: string;
      /** The formula with the visitor's own numbers: '200 × 15 ÷ 100 = 30'. */
      formula: string;
    }
  | {
      kind: 'invalid';
      /** Said under the result instead of NaN or Infinity. */
      message: string;
      /** The fields to mark as invalid. */
      fields: string[];
    };

interface Calculation {
  outcome: Outcome;
  /** The usage payload (spec section 3), present only for a valid calculation. */
  usage?: Record<string, unknown>;
}

interface FieldSpec {
  name: string;
  label: string;
  /** How a message names the field: 'the percentage'. */
  noun: string;
  /** A percentage field shows '%' inside its input. */
  percent?: boolean;
}

type Values = Record<string, string>;

const TOO_LARGE = 'The result is too large to calculate. Please try smaller numbers.';

/** A number as written in a formula: negatives after an operator go in parentheses. */
function term(value: number): string {
  return value < 0 ? `(${formatPlain(value)})` : formatPlain(value);
}

/** The numbers typed in the fields, or the message naming every blank or non-numeric one. */
function parseFields(
  fields: FieldSpec[],
  values: Values,
): { numbers: Record<string, number> } | { invalid: Calculation } {
  const numbers: Record<string, number> = {};
  const bad: FieldSpec[] = [];
  for (const field of fields) {
    const parsed = parseNumber(values[field.name] ?? '');
    if (parsed === null) bad.push(field);
    else numbers[field.name] = parsed;
  }
  if (bad.length === 0) return { numbers };
  return {
    invalid: {
      outcome: {
        kind: 'invalid',
        message: `Please enter a valid number for ${bad.map((f) => f.noun).join(' and ')}.`,
        fields: bad.map((f) => f.name),
      },
    },
  };
}

function invalid(message: string, fields: string[] = []): Calculation {
  return { outcome: { kind: 'invalid', message, fields } };
}

// ---------------------------------------------------------------------------------------------
// The five modes: fields, defaults and the calculation that turns typed text into an outcome.

const PERCENT_OF_FIELDS: FieldSpec[] = [
  { name: 'percentage', label: 'Percentage (X)', noun: 'the percentage', percent: true },
  { name: 'value', label: 'Value (Y)', noun: 'the value' },
];

function calculatePercentOf(values: Values): Calculation {
  const parsed = parseFields(PERCENT_OF_FIELDS, values);
  if ('invalid' in parsed) return parsed.invalid;
  const { percentage = 0, value = 0 } = parsed.numbers;
  const result = percentOf(percentage, value);
  if (result === null) return invalid(TOO_LARGE);
  return {
    outcome: {
      kind: 'result',
      headline: formatNumber(result),
      summary: `${formatPlain(percentage)}% of ${formatPlain(value)} is ${formatNumber(result)}.`,
      formula: `${formatPlain(value)} × ${term(percentage)} ÷ 100 = ${formatPlain(result)}`,
    },
    usage: { calculationType: 'percent-of', percentage, value, result },
  };
}

const WHAT_PERCENT_FIELDS: FieldSpec[] = [
  { name: 'valueX', label: 'Value (X)', noun: 'X' },
  { name: 'valueY', label: 'Total (Y)', noun: 'Y' },
];

function calculateWhatPercent(values: Values): Calculation {
  const parsed = parseFields(WHAT_PERCENT_FIELDS, values);
  if ('invalid' in parsed) return parsed.invalid;
  const { valueX = 0, valueY = 0 } = parsed.numbers;
  if (valueY === 0) return invalid('Cannot divide by zero: Y must not be 0.', ['valueY']);
  const result = whatPercent(valueX, valueY);
  if (result === null) return invalid(TOO_LARGE);
  return {
    outcome: {
      kind: 'result',
      headline: formatPercent(result),
      summary: `${formatPlain(valueX)} is ${formatPercent(result)} of ${formatPlain(valueY)}.`,
      formula: `${formatPlain(valueX)} ÷ ${term(valueY)} × 100 = ${formatPlain(result)}%`,
    },
    usage: { calculationType: 'what-percent', valueX, valueY, result },
  };
}

const PERCENT_CHANGE_FIELDS: FieldSpec[] = [
  { name: 'originalValue', label: 'Original value (X)', noun: 'the original value' },
  { name: 'newValue', label: 'New value (Y)', noun: 'the new value' },
];

function calculatePercentChange(values: Values): Calculation {
  const parsed = parseFields(PERCENT_CHANGE_FIELDS, values);
  if ('invalid' in parsed) return parsed.invalid;
  const { originalValue = 0, newValue = 0 } = parsed.numbers;
  if (originalValue === 0) {
    return invalid('Cannot divide by zero: the original value must not be 0.', ['originalValue']);
  }
  const change = percentChange(originalValue, newValue);
  if (change === null) return invalid(TOO_LARGE);
  const { changeAmount, percentageChange } = change;
  const size = formatPercent(Math.abs(percentageChange));
  const from = `From ${formatPlain(originalValue)} to ${formatPlain(newValue)}`;
  const direction = percentageChange > 0 ? 'increase' : percentageChange < 0 ? 'decrease' : null;
  return {
    outcome: {
      kind: 'result',
      headline: direction ? `${size} ${direction}` : `${size} (no change)`,
      details: [`Change: ${formatNumber(changeAmount)}`],
      summary: direction ? `${from} is a ${size} ${direction}.` : `${from} there is no change.`,
      formula:
        `${formatPlain(newValue)} − ${term(originalValue)} = ${formatPlain(changeAmount)}, and ` +
        `${formatPlain(changeAmount)} ÷ |${formatPlain(originalValue)}| × 100 = ` +
        `${formatPlain(percentageChange)}%`,
    },
    usage: {
      calculationType: 'percent-change',
      originalValue,
      newValue,
      changeAmount,
      percentageChange,
    },
  };
}

const DIFFERENCE_FIELDS: FieldSpec[] = [
  { name: 'valueX', label: 'First value (X)', noun: 'the first value' },
  { name: 'valueY', label: 'Second value (Y)', noun: 'the second value' },
];

function calculateDifference(values: Values): Calculation {
  const parsed = parseFields(DIFFERENCE_FIELDS, values);
  if ('invalid' in parsed) return parsed.invalid;
  const { valueX = 0, valueY = 0 } = parsed.numbers;
  const mean = valueX / 2 + valueY / 2;
  if (mean === 0) {
    return invalid('Cannot divide by zero: the average of the two values must not be 0.');
  }
  const result = percentageDifference(valueX, valueY);
  if (result === null) return invalid(TOO_LARGE);
  const average = `(${formatPlain(valueX)} + ${term(valueY)}) ÷ 2`;
  return {
    outcome: {
      kind: 'result',
      headline: formatPercent(result),
      summary:
        `The percentage difference between ${formatPlain(valueX)} and ` +
        `${formatPlain(valueY)} is ${formatPercent(result)}.`,
      formula:
        `|${formatPlain(valueX)} − ${term(valueY)}| ÷ ` +
        `${mean > 0 ? `(${average})` : `|${average}|`} × 100 = ${formatPlain(result)}%`,
    },
    usage: { calculationType: 'difference', valueX, valueY, result },
  };
}

const INCREASE_DECREASE_FIELDS: FieldSpec[] = [
  { name: 'value', label: 'Value (X)', noun: 'the value' },
  { name: 'percentage', label: 'Percentage (Y)', noun: 'the percentage', percent: true },
];

function calculateIncreaseDecrease(values: Values): Calculation {
  const parsed = parseFields(INCREASE_DECREASE_FIELDS, values);
  if ('invalid' in parsed) return parsed.invalid;
  const { value = 0, percentage = 0 } = parsed.numbers;
  const increase = values.direction !== 'decrease';
  const result = increase ? increaseBy(value, percentage) : decreaseBy(value, percentage);
  if (result === null) return invalid(TOO_LARGE);
  const changeAmount = result - value;
  return {
    outcome: {
      kind: 'result',
      headline: formatNumber(result),
      details: [`Change: ${formatNumber(changeAmount)}`],
      summary:
        `${formatPlain(value)} ${increase ? 'increased' : 'decreased'} by ` +
        `${formatPlain(percentage)}% is ${formatNumber(result)}.`,
      formula:
        `${formatPlain(value)} ${increase ? '+' : '−'} ${term(value)} × ${term(percentage)} ÷ 100` +
        ` = ${formatPlain(result)}`,
    },
    usage: { calculationType: 'increase-decrease', value, percentage, changeAmount, result },
  };
}

// ---------------------------------------------------------------------------------------------
// The shared pieces of a tab.

/**
 * On the calculator's own page the calculated mode and values live in the URL (?mode=…&…), so a
 * shared link opens that tab with that result. The home page's embedded copy leaves the URL alone.
 */
interface UrlSync {
  mode: string | null;
  params: URLSearchParams;
  save(mode: string, values: Values): void;
}
const UrlSyncContext = createContext<UrlSync | null>(null);

/** A tab's starting values: its defaults, overridden by the URL when the URL names this tab. */
function startingValues(mode: string, defaults: Values, sync: UrlSync | null): Values {
  if (!sync || sync.mode !== mode) return defaults;
  const values = { ...defaults };
  for (const name of Object.keys(defaults)) values[name] = sync.params.get(name) ?? defaults[name]!;
  return values;
}

/** A tab's typed values and its last outcome; `submit` recalculates and records usage. */
function useCalculation(
  mode: string,
  defaults: Values,
  calculate: (values: Values) => Calculation,
) {
  const sync = useContext(UrlSyncContext);
  const [values, setValues] = useState(() => startingValues(mode, defaults, sync));
  // The starting result is shown on first render without recording usage.
  const [outcome, setOutcome] = useState<Outcome>(() => calculate(values).outcome);

  const setValue = (name: string, text: string) =>
    setValues((current) => ({ ...current, [name]: text }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { outcome: next, usage } = calculate(values);
    setOutcome(next);
    sync?.save(mode, values);
    if (usage) void recordCalculatorUsage(CALCULATOR_ID, CALCULATOR_SLUG, usage);
  };

  return { values, setValue, outcome, submit };
}

function ResultArea({ outcome }: { outcome: Outcome }) {
  return (
    <Box {...resultPanel}>
      <Text fontSize="sm" color="fg.muted">
        Result
      </Text>
      {outcome.kind === 'result' ? (
        <Stack gap="1">
          <Text
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.fg"
            overflowWrap="anywhere"
          >
            {outcome.headline}
          </Text>
          {outcome.details?.map((line) => (
            <Text key={line} fontWeight="medium" overflowWrap="anywhere">
              {line}
            </Text>
          ))}
          <Text overflowWrap="anywhere">{outcome.summary}</Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            <Text as="span" fontWeight="semibold">
              How this was calculated:
            </Text>{' '}
            {outcome.formula}
          </Text>
        </Stack>
      ) : (
        <Stack gap="1">
          <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" aria-hidden="true">
            —
          </Text>
          <Text color={{ base: 'red.700', _dark: 'red.300' }} fontWeight="medium">
            {outcome.message}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

function ModeForm({
  question,
  fields,
  values,
  onChange,
  outcome,
  onSubmit,
  children,
}: {
  question: string;
  fields: FieldSpec[];
  values: Values;
  onChange: (name: string, text: string) => void;
  outcome: Outcome;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const invalidFields = outcome.kind === 'invalid' ? outcome.fields : [];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text fontWeight="semibold" color="fg">
          {question}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {fields.map((field) => (
            <CalculatorField
              key={field.name}
              name={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={(text) => onChange(field.name, text)}
              end={field.percent ? '%' : undefined}
              error={invalidFields.includes(field.name)}
            />
          ))}
        </SimpleGrid>
        {children}
        <Button
          type="submit"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          bg="brand.solid"
          color={{ base: 'white', _dark: 'gray.950' }}
          _hover={{ bg: 'brand.fg' }}
        >
          Calculate
        </Button>
        <ResultArea outcome={outcome} />
      </Stack>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// The tabs.

function PercentOfTab() {
  const { values, setValue, outcome, submit } = useCalculation(
    'percent-of',
    { percentage: '15', value: '200' },
    calculatePercentOf,
  );
  return (
    <ModeForm
      question="What is X% of Y?"
      fields={PERCENT_OF_FIELDS}
      values={values}
      onChange={setValue}
      outcome={outcome}
      onSubmit={submit}
    />
  );
}

function WhatPercentTab() {
  const { values, setValue, outcome, submit } = useCalculation(
    'what-percent',
    { valueX: '30', valueY: '200' },
    calculateWhatPercent,
  );
  return (
    <ModeForm
      question="X is what percent of Y?"
      fields={WHAT_PERCENT_FIELDS}
      values={values}
      onChange={setValue}
      outcome={outcome}
      onSubmit={submit}
    />
  );
}

function PercentChangeTab() {
  const { values, setValue, outcome, submit } = useCalculation(
    'percent-change',
    { originalValue: '200', newValue: '250' },
    calculatePercentChange,
  );
  return (
    <ModeForm
      question="What is the percentage change from X to Y?"
      fields={PERCENT_CHANGE_FIELDS}
      values={values}
      onChange={setValue}
      outcome={outcome}
      onSubmit={submit}
    />
  );
}

function DifferenceTab() {
  const { values, setValue, outcome, submit } = useCalculation(
    'difference',
    { valueX: '50', valueY: '75' },
    calculateDifference,
  );
  return (
    <ModeForm
      question="What is the percentage difference between X and Y?"
      fields={DIFFERENCE_FIELDS}
      values={values}
      onChange={setValue}
      outcome={outcome}
      onSubmit={submit}
    />
  );
}

function IncreaseDecreaseTab() {
  const { values, setValue, outcome, submit } = useCalculation(
    'increase-decrease',
    { value: '200', percentage: '15', direction: 'increase' },
    calculateIncreaseDecrease,
  );
  return (
    <ModeForm
      question="What is X increased or decreased by Y%?"
      fields={INCREASE_DECREASE_FIELDS}
      values={values}
      onChange={setValue}
      outcome={outcome}
      onSubmit={submit}
    >
      <RadioGroup.Root
        value={values.direction ?? 'increase'}
        onValueChange={(details) => setValue('direction', details.value ?? 'increase')}
        colorPalette="blue"
        name="direction"
      >
        <RadioGroup.Label color="fg" fontWeight="medium" mb="2">
          Increase or decrease
        </RadioGroup.Label>
        <Stack direction="row" gap="6">
          {[
            { value: 'increase', label: 'Increase' },
            { value: 'decrease', label: 'Decrease' },
          ].map((item) => (
            <RadioGroup.Item key={item.value} value={item.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText color="fg">{item.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </ModeForm>
  );
}

const TABS = [
  { value: 'percent-of', label: 'Percent of', Panel: PercentOfTab },
  { value: 'what-percent', label: 'What percent', Panel: WhatPercentTab },
  { value: 'percent-change', label: 'Percent change', Panel: PercentChangeTab },
  { value: 'difference', label: 'Difference', Panel: DifferenceTab },
  { value: 'increase-decrease', label: 'Increase / decrease', Panel: IncreaseDecreaseTab },
] as const;

/**
 * The percentage calculator: five modes as tabs. On its own page the calculated inputs live in
 * the URL; the copy embedded on the home page passes syncUrl={false}.
 */
export function PercentageCalculator({ syncUrl = true }: { syncUrl?: boolean }) {
  return syncUrl ? <UrlSyncedCalculator /> : <CalculatorTabs />;
}

function UrlSyncedCalculator() {
  const [params, setParams] = useQueryParams();
  const requested = params.get('mode');
  const sync: UrlSync = {
    mode: TABS.some((tab) => tab.value === requested) ? requested : null,
    params,
    save: (mode, values) => setParams(new URLSearchParams({ mode, ...values }), { replace: true }),
  };
  return (
    <UrlSyncContext.Provider value={sync}>
      <CalculatorTabs initialMode={sync.mode ?? undefined} />
    </UrlSyncContext.Provider>
  );
}

function CalculatorTabs({ initialMode = 'percent-of' }: { initialMode?: string }) {
  return (
    <Box {...toolPanel}>
      <Tabs.Root
        defaultValue={initialMode}
        variant="subtle"
        size={{ base: 'sm', md: 'md' }}
        colorPalette="blue"
      >
        <Tabs.List flexWrap="wrap" gap="1" aria-label="Percentage calculations">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
