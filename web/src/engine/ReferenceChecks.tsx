import { Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useToday } from '../ssr/renderEnvironment.tsx';
import { isTabs, type AnyCalculator, type AnyMode } from './definition.ts';
import { referenceChecks, type CheckedCase } from './referenceChecks.ts';

// "Checked against published examples": each published case of the calculator (of each tab),
// worked out by the page now with the same engine as its form. Loaded as it scrolls near
// (DefinitionPage puts it in HydrateWhenVisible), so it adds nothing to the page's first load.

export default function ReferenceChecks({ calculator }: { calculator: AnyCalculator }) {
  const today = useToday();
  const groups: { label: string | null; mode: AnyMode }[] = isTabs(calculator)
    ? calculator.tabs.map((tab) => ({ label: tab.label, mode: tab.mode }))
    : [{ label: null, mode: calculator }];
  return (
    <Stack gap="5">
      <Text color="fg.muted" lineHeight="tall">
        Worked examples published elsewhere, each typed into this calculator. The figures under
        “This page” are worked out by this page as you read them, with the same code as the form
        above; the same examples are checked automatically before every release.
      </Text>
      {groups.map(({ label, mode }) => (
        <Stack key={label ?? ''} gap="4">
          {label && (
            <Heading as="h3" size="md">
              {label}
            </Heading>
          )}
          {referenceChecks(mode, today).map((check, index) => (
            <CheckedExample key={index} check={check} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function CheckedExample({ check }: { check: CheckedCase }) {
  return (
    <Box as="figure" borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '3', md: '4' }}>
      <Text as="figcaption" fontWeight="medium" color="fg" overflowWrap="anywhere">
        {check.source.map((part, index) =>
          part.href ? (
            <Link
              key={index}
              href={part.href}
              rel="nofollow noopener"
              color="brand.fg"
              overflowWrap="anywhere"
            >
              {part.text}
            </Link>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="2" overflowWrap="anywhere">
        {check.inputs.map((input, index) => (
          <span key={input.label}>
            {index > 0 && ' · '}
            {input.label}:{' '}
            <Box as="span" color="fg" whiteSpace="pre-wrap">
              {input.text}
            </Box>
          </span>
        ))}
        {check.solvedFor && ` · solved for ${check.solvedFor}`}
      </Text>
      <Table.Root
        size="sm"
        mt="3"
        // Long figures wrap rather than widen a phone's page; the headings are single words
        // that stay whole ("Publishe/d" on a phone otherwise).
        css={{ fontVariantNumeric: 'tabular-nums', '& td': { overflowWrap: 'anywhere' } }}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Result</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Published</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">This page</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {check.figures.map((figure) => (
            <Table.Row key={figure.label}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {figure.label}
              </Table.Cell>
              <Table.Cell textAlign="end">{figure.published}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {figure.ours}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text
        mt="2"
        fontSize="sm"
        // A figure of many digits (52!) breaks rather than widening a phone's page.
        overflowWrap="anywhere"
        display="flex"
        alignItems="center"
        gap="1.5"
        colorPalette={check.matches ? 'green' : 'red'}
        color="colorPalette.fg"
      >
        {check.matches ? (
          <CircleCheckIcon aria-hidden size="16" />
        ) : (
          <CircleXIcon aria-hidden size="16" />
        )}
        {check.problem
          ? `No result for these inputs: ${check.problem}`
          : check.matches
            ? `Matches ${check.tolerance}.`
            : `Does not match ${check.tolerance}.`}
      </Text>
    </Box>
  );
}
