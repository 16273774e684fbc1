import { Box, Table } from '@chakra-ui/react';
import { useId } from 'react';
import type { AnyMode } from './definition.ts';
import type { Evaluation } from './evaluate.ts';
import { tableCsv } from './csv.ts';
import { formatOutput, moneyDecimals } from './format.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import { amountCurrency } from './money.ts';
import { TableHeading } from './TableHeading.tsx';

// A definition's table under its results (a year-by-year growth, a list of dates), with its CSV
// download. Loaded on its own when it nears the screen: on a phone it is below the first screen.

export default function ResultTable({
  definition,
  evaluation,
  slug,
}: {
  definition: AnyMode;
  evaluation: Evaluation;
  /** The calculator's, for the CSV file's name. */
  slug: string;
}) {
  const headingId = useId();
  const table = definition.table!;
  const rows = table.rows(evaluation.values!, evaluation.results!);
  if (rows.length === 0) return null;
  const hidden: readonly string[] = table.hiddenColumns?.(evaluation.values!) ?? [];
  const columns = table.columns.filter((column) => !hidden.includes(column.id));
  return (
    <Box mt={{ base: '5', md: '6' }}>
      <TableHeading
        id={headingId}
        caption={table.caption}
        slug={slug}
        csv={() => tableCsv(columns, rows, moneyDecimals(definition))}
      />
      {/* A long table (60 years) scrolls in its own box on screen, under its header row; in
          print every row is on paper. On a phone the figures are set small and the headings
          wrap, so that most tables fit; a wider one scrolls sideways, with a cue that it does. */}
      <SidewaysScroll
        role="group"
        labelledBy={headingId}
        overflowY="auto"
        maxH={{ base: '22rem', md: '26rem' }}
        css={{ '@media print': { maxHeight: 'none', overflow: 'visible' } }}
      >
        <Table.Root
          size="sm"
          striped
          stickyHeader
          aria-labelledby={headingId}
          fontVariantNumeric="tabular-nums"
          whiteSpace="nowrap"
          css={{
            '& th, & td': { px: { base: '1.5', md: '3' }, textStyle: { base: 'xs', md: 'sm' } },
            '& th': { whiteSpace: { base: 'normal', md: 'nowrap' } },
            // The first column stays put while the figures scroll sideways (under the header).
            '& tr > :first-of-type': { position: 'sticky', insetStart: '0', bg: 'bg' },
            '& tbody tr:nth-of-type(odd) > :first-of-type': { bg: 'bg.muted' },
            // The body's rows and cells are plain elements, looking as Chakra's small, striped
            // table rows and cells do: a 20-row table was 80 Chakra cells, each worked out
            // again on every keystroke (a phone at 4x CPU spent most of a slow key on them).
            '& tbody tr': { bg: 'bg' },
            '& tbody tr:nth-of-type(odd) td': { bg: 'bg.muted' },
            '& tbody td': { borderBottomWidth: '1px', py: '2', textAlign: 'end' },
            '& tbody td:first-of-type': { textAlign: 'start' },
          }}
        >
          <Table.Header>
            <Table.Row>
              {columns.map((column, index) => (
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
              <tr key={rowIndex}>
                {columns.map((column) => (
                  <td key={column.id}>
                    {formatOutput(
                      row[column.id] ?? NaN,
                      column.format,
                      amountCurrency(definition),
                      moneyDecimals(definition),
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </Table.Body>
        </Table.Root>
      </SidewaysScroll>
    </Box>
  );
}
