import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { recordCalculatorUsage } from '../analytics/track.ts';
import { HowCalculated } from '../features/calculators/shared/HowCalculated.tsx';
import {
  OUT_OF_DATE_TEXT,
  resultPanel,
  toolPanel,
} from '../features/calculators/shared/resultPanel.ts';
import { useSettledUsage } from '../features/calculators/shared/useSettledUsage.ts';
import { useUrlInputs } from '../features/calculators/shared/useUrlInputs.ts';
import type { AnyDefinition, FieldSpec, NumberField, OutputSpec } from './definition.ts';
import { evaluate, unknownOf, type Evaluation } from './evaluate.ts';
import { fieldText, formatOutput } from './format.ts';
import { NumberInput } from './NumberInput.tsx';

// One frame for every calculator definition: the form (with "Solve for" where the calculator
// solves), the results, how they were calculated and the table. Inputs live in the URL under
// the field ids, so a shared link shows its result, on the server's HTML too.

/** The URL's defaults: every field's default, and the default unknown under `solve`. */
function urlDefaults(definition: AnyDefinition): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    defaults[id] = field.default;
  }
  if (definition.solve) defaults.solve = definition.solve.unknowns[0];
  return defaults;
}

export function DefinitionCalculator({
  definition,
  calculatorId,
  name,
}: {
  definition: AnyDefinition;
  calculatorId: number;
  name: string;
}) {
  // Stable while the definition is, as useUrlInputs needs.
  const defaults = useMemo(() => urlDefaults(definition), [definition]);
  const [url, setUrl] = useUrlInputs(defaults);
  // The fields keep their own text (never rewritten by the page) and mirror each edit to the URL.
  const [texts, setTexts] = useState<Record<string, string>>(url);
  const unknown = unknownOf(definition, texts.solve);
  const current = useMemo(() => evaluate(definition, texts, texts.solve), [definition, texts]);
  // The last good result stays on screen, marked out of date, while a field is invalid.
  const [lastGood, setLastGood] = useState<Evaluation | null>(current.results ? current : null);
  if (current.results && current !== lastGood) setLastGood(current);
  const shown = current.results ? current : lastGood;
  const outOfDate = !current.results;

  const payload =
    current.values && current.results
      ? definition.usage
        ? definition.usage(current.values, current.results)
        : { ...current.values, ...(unknown ? { solve: unknown } : {}), ...current.results }
      : null;
  // A calculation already recorded by the Calculate button is not recorded again on settling.
  const payloadKey = payload ? JSON.stringify(payload) : null;
  const [recordedKey, setRecordedKey] = useState<string | null>(null);
  useSettledUsage(calculatorId, definition.slug, payloadKey === recordedKey ? null : payload);

  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!definition.calculateLabel || !payload) return;
    setRecordedKey(payloadKey);
    void recordCalculatorUsage(calculatorId, definition.slug, payload);
  };

  const update = (patch: Record<string, string>) => {
    setTexts((previous) => ({ ...previous, ...patch }));
    setUrl(patch);
  };

  const chooseUnknown = (next: string) => {
    // The field that was solved for gets its value, so the numbers on screen still agree.
    const patch: Record<string, string> = { solve: next };
    const value = current.values?.[unknown ?? ''];
    if (unknown && typeof value === 'number') {
      patch[unknown] = fieldText(value, (definition.fields[unknown] as NumberField).kind);
    }
    update(patch);
  };

  const fields = Object.entries(definition.fields as Record<string, FieldSpec>);
  return (
    <Box {...toolPanel}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '5', md: '6' }}>
        <form noValidate aria-label={name} onSubmit={calculate}>
          <Stack gap="4">
            {definition.solve && unknown && (
              <ChoiceInput
                name="solve"
                label="Solve for"
                value={unknown}
                options={definition.solve.unknowns.map((id: string) => ({
                  value: id,
                  label: definition.fields[id].label,
                }))}
                onChange={chooseUnknown}
              />
            )}
            {fields
              .filter(([id]) => id !== unknown)
              .map(([id, field]) =>
                field.kind === 'choice' ? (
                  <ChoiceInput
                    key={id}
                    name={id}
                    label={field.label}
                    value={texts[id] ?? field.default}
                    options={field.options}
                    onChange={(text) => update({ [id]: text })}
                  />
                ) : (
                  <NumberInput
                    key={id}
                    id={id}
                    field={field}
                    currency={definition.currency}
                    text={texts[id] ?? field.default}
                    error={current.errors[id]}
                    onChange={(text) => update({ [id]: text })}
                  />
                ),
              )}
            {definition.calculateLabel && (
              <Button
                type="submit"
                className="no-print"
                alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                bg="brand.solid"
                color={{ base: 'white', _dark: 'gray.950' }}
                _hover={{ bg: 'brand.fg' }}
              >
                {definition.calculateLabel}
              </Button>
            )}
          </Stack>
        </form>

        <Stack gap="4">
          <Results
            definition={definition}
            evaluation={shown}
            unknown={unknown}
            outOfDate={outOfDate}
            unsolvable={current.unsolvable}
          />
          {shown?.values && shown.results && !outOfDate && (
            <HowCalculated steps={definition.steps(shown.values, shown.results)} />
          )}
          <Button
            type="button"
            variant="outline"
            className="no-print"
            alignSelf="flex-start"
            onClick={() => window.print()}
          >
            <LuPrinter aria-hidden /> Print
          </Button>
        </Stack>
      </SimpleGrid>
      {definition.table && shown?.values && shown.results && !outOfDate && (
        <ResultTable definition={definition} evaluation={shown} />
      )}
    </Box>
  );
}

/** A labelled native select: works before hydration and reads well with any screen reader. */
function ChoiceInput({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label color="fg">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          bg="surface"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The headline (the value solved for, or the first output, or those marked emphasised) and the
 * other outputs; dashes where no valid inputs were ever given, so the layout never jumps.
 */
function Results({
  definition,
  evaluation,
  unknown,
  outOfDate,
  unsolvable,
}: {
  definition: AnyDefinition;
  evaluation: Evaluation | null;
  unknown: string | null;
  outOfDate: boolean;
  unsolvable?: string;
}) {
  const values = evaluation?.values ?? null;
  const results = evaluation?.results ?? null;
  const hidden: readonly string[] = values ? (definition.hiddenOutputs?.(values) ?? []) : [];
  const outputs = Object.entries(definition.outputs as Record<string, OutputSpec>);
  const anyEmphasis = outputs.some(([, output]) => output.emphasis);
  const rows: { id: string; label: string; text: string; big: boolean }[] = [];
  if (values && unknown && !(unknown in definition.outputs)) {
    const field = definition.fields[unknown] as NumberField;
    const text = formatOutput(values[unknown] as number, field.kind, definition.currency);
    rows.push({
      id: unknown,
      label: field.label,
      text: field.unit ? `${text} ${field.unit}` : text,
      big: true,
    });
  }
  for (const [id, output] of outputs) {
    if (hidden.includes(id)) continue;
    rows.push({
      id,
      label: output.label,
      text: results ? formatOutput(results[id] ?? NaN, output.format, definition.currency) : '—',
      big: anyEmphasis ? Boolean(output.emphasis) : rows.length === 0,
    });
  }
  return (
    <Box {...resultPanel}>
      {unsolvable ? (
        <Text fontWeight="medium">{unsolvable}</Text>
      ) : outOfDate ? (
        <Text fontWeight="medium" mb="3">
          {evaluation ? OUT_OF_DATE_TEXT : 'Correct the marked field to see the result.'}
        </Text>
      ) : null}
      {!unsolvable && (
        <Stack as="dl" gap="2">
          {rows.map((row) => (
            <Flex key={row.id} justify="space-between" align="baseline" gap="3" wrap="wrap">
              <Text as="dt" color="fg.muted" fontSize="sm">
                {row.label}
              </Text>
              <Text
                as="dd"
                fontWeight="bold"
                fontSize={row.big ? { base: 'xl', md: '3xl' } : { base: 'lg', md: 'xl' }}
                color={row.big ? 'brand.fg' : 'fg'}
                overflowWrap="anywhere"
              >
                {row.text}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
      {!unsolvable && values && results && definition.summary && (
        <Text mt="3" fontWeight="medium" overflowWrap="anywhere">
          {definition.summary(values, results)}
        </Text>
      )}
    </Box>
  );
}

function ResultTable({
  definition,
  evaluation,
}: {
  definition: AnyDefinition;
  evaluation: Evaluation;
}) {
  const headingId = useId();
  const table = definition.table!;
  const rows = table.rows(evaluation.values!, evaluation.results!);
  if (rows.length === 0) return null;
  return (
    <Box mt={{ base: '5', md: '6' }}>
      <Heading as="h2" id={headingId} size="md" mb="3">
        {table.caption}
      </Heading>
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
      >
        <Table.Root size="sm" striped aria-labelledby={headingId} fontVariantNumeric="tabular-nums">
          <Table.Header>
            <Table.Row>
              {table.columns.map((column, index) => (
                <Table.ColumnHeader
                  key={column.id}
                  scope="col"
                  textAlign={index === 0 ? 'start' : 'end'}
                >
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, rowIndex) => (
              <Table.Row key={rowIndex}>
                {table.columns.map((column, index) => (
                  <Table.Cell key={column.id} textAlign={index === 0 ? 'start' : 'end'}>
                    {formatOutput(row[column.id] ?? NaN, column.format, definition.currency)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
