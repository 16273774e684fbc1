import { Table } from '@chakra-ui/react';
import { formatRupees } from '../../../domain/indianNumbers.ts';
import type { SipYear } from '../../../domain/sip.ts';

/**
 * The year-by-year table: invested to date, returns to date and value at each year's end (and the
 * monthly amount of each year when it steps up). It scrolls sideways inside its own box on a
 * narrow screen, and prints in full.
 */
export function SipYearTable({
  schedule,
  showMonthly,
  labelledBy,
}: {
  schedule: SipYear[];
  showMonthly: boolean;
  labelledBy: string;
}) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      // Focusable so a keyboard user can scroll it when it is wider than the screen.
      tabIndex={0}
      role="group"
      aria-label="Year-by-year table"
    >
      <Table.Root size="sm" striped aria-labelledby={labelledBy} fontVariantNumeric="tabular-nums">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Year</Table.ColumnHeader>
            {showMonthly && (
              <Table.ColumnHeader scope="col" textAlign="end">
                Monthly investment
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader scope="col" textAlign="end">
              Invested to date
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Returns to date
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Value at year end
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {schedule.map((row) => {
            const invested = Math.round(row.invested);
            const value = Math.round(row.value);
            return (
              <Table.Row key={row.year}>
                <Table.Cell>{row.year}</Table.Cell>
                {showMonthly && (
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatRupees(row.monthlyInvestment)}
                  </Table.Cell>
                )}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRupees(invested)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRupees(value - invested)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                  {formatRupees(value)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
