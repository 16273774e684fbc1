import { useId } from 'react';
import { fixedTableCsv } from './csv.ts';
import type { AnyMode } from './definition.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import { TableHeading } from './TableHeading.tsx';
import { useFiguresInLocale } from './useNumberLocale.ts';

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
  const inLocale = useFiguresInLocale();
  // Plain elements with the classes of tablesCss.ts: figures at the end of their cells.
  const cell = (index: number) => (index === 0 ? 'table-cell' : 'table-cell end');
  return (
    <section aria-labelledby={headingId} className="result-table-part">
      <TableHeading
        id={headingId}
        caption={table.caption}
        slug={slug}
        csv={() => fixedTableCsv(table.columns, table.rows)}
        narrow
      />
      {/* A chart of many columns (a pension for each age) scrolls in its box on a phone. */}
      <SidewaysScroll role="group" labelledBy={headingId} className="data-table-scroll">
        <table aria-labelledby={headingId} className="table data-table">
          <thead>
            <tr className="table-row">
              {table.columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? 'table-head' : 'table-head end'}
                >
                  {inLocale(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]} className="table-row">
                {row.map((text, index) => (
                  <td key={index} className={cell(index)}>
                    {inLocale(text)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </section>
  );
}
