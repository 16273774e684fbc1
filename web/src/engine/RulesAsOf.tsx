import { Box, List, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { dayInWords } from '../domain/calendar.ts';
import { ruleOn } from './datedRules.ts';
import type { AnyMode, FieldSpec, FieldValue } from './definition.ts';
import { rulesDateOf } from './evaluate.ts';

// "Rules as of …": the rules a calculation was made under (a calculator with rules by date), with
// their official reference and source, and what changed over time, newest first. Loaded only by
// the calculators that have rules by date.

export default function RulesAsOf({
  definition,
  value,
}: {
  definition: AnyMode;
  /** The calculation's value of the field the rules follow (its date, its tax year). */
  value: FieldValue | undefined;
}) {
  const titleId = useId();
  const { table, field } = definition.rules!;
  const date = rulesDateOf(definition.fields[field] as FieldSpec, value);
  const rule = date === null ? null : ruleOn(table, date);
  if (date === null || !rule) return null;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      fontSize="sm"
    >
      <Text id={titleId} fontWeight="semibold" color="fg" mb="1">
        {`Rules as of ${dayInWords(date)}`}
      </Text>
      <Text color="fg">{`${rule.title}, in force from ${dayInWords(rule.from)}. ${rule.summary}`}</Text>
      <Text color="fg.muted" mt="1">
        {`Official reference: ${rule.reference}. Source: ${rule.source}.`}
      </Text>
      {table.length > 1 && (
        <>
          <Text fontWeight="semibold" color="fg" mt="3" mb="1">
            What changed
          </Text>
          <List.Root gap="1" ps="5" color="fg.muted">
            {[...table].reverse().map((entry) => (
              <List.Item key={entry.from}>
                <Text as="span" fontWeight={entry === rule ? 'semibold' : undefined} color="fg">
                  {dayInWords(entry.from)}
                </Text>
                {`: ${entry.change} (${entry.reference})`}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}
