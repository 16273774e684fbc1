import { Alert, Box, Flex, Heading, Table } from '@chakra-ui/react';
import { useId } from 'react';
import { csvFileName, fixedTableCsv } from './csv.ts';
import type { AnyMode } from './definition.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';

// The parts of a calculator that never change with its inputs: a notice over the form, the notice
// of a form filled in from a link, and a table of the data it works from (the currency
// converter's demonstration rates). Loaded only by the calculators that draw them.

/** A boxed notice, always shown: its title and text. */
export function Notice({ notice }: { notice: NonNullable<AnyMode['notice']> }) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg" mb={{ base: '5', md: '6' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>{notice.text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Said over the form when a link's inputs filled it in (the SIP's), and still after an edit. */
export function LinkedNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="info" variant="subtle" className="no-print" mb={{ base: '4', md: '5' }}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The fixed data table under its caption: texts as given, figures aligned to the end; it
 * downloads as CSV.
 */
export function DataTable({
  table,
  slug,
}: {
  table: NonNullable<AnyMode['dataTable']>;
  /** The calculator's, for the CSV file's name. */
  slug: string;
}) {
  const headingId = useId();
  const align = (index: number) => (index === 0 ? 'start' : 'end');
  return (
    <Box as="section" aria-labelledby={headingId} mt={{ base: '5', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3" maxW="md">
        <Heading as="h2" id={headingId} size="md">
          {table.caption}
        </Heading>
        <DownloadCsvButton
          fileName={csvFileName(slug)}
          table={table.caption}
          csv={() => fixedTableCsv(table.columns, table.rows)}
        />
      </Flex>
      <Table.Root
        size="sm"
        variant="outline"
        maxW="md"
        aria-labelledby={headingId}
        fontVariantNumeric="tabular-nums"
      >
        <Table.Header>
          <Table.Row>
            {table.columns.map((column, index) => (
              <Table.ColumnHeader key={column} scope="col" color="fg" textAlign={align(index)}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row[0]}>
              {row.map((cell, index) => (
                <Table.Cell key={index} textAlign={align(index)}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
