import { Box, Table } from '@chakra-ui/react';
import { useId } from 'react';
import { fixedTableCsv } from './csv.ts';
import type { AnyMode } from './definition.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import { TableHeading } from './TableHeading.tsx';

// A table of the data a calculator works from (a converter's units, the currency converter's
// demonstration rates), which never changes with its inputs. Loaded only by the calculators that
// have one, as it nears the screen.

/**
 * The fixed data table under its caption: texts as given, figures aligned to the end; it
 * downloads as CSV.
 */
export default function DataTable({
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
      <TableHeading
        id={headingId}
        caption={table.caption}
        slug={slug}
        csv={() => fixedTableCsv(table.columns, table.rows)}
        maxW="md"
      />
      {/* A chart of many columns (a pension for each age) scrolls in its box on a phone. */}
      <SidewaysScroll role="group" labelledBy={headingId} maxW="md">
        <Table.Root
          size="sm"
          aria-labelledby={headingId}
          fontVariantNumeric="tabular-nums"
          css={{ '& th, & td': { px: { base: '2', md: '3' } } }}
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
      </SidewaysScroll>
    </Box>
  );
}
