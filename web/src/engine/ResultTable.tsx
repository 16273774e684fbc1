import { useId } from 'react';
import type { AnyMode } from './definition.ts';
import type { Evaluation } from './evaluate.ts';
import { tableCsv } from './csv.ts';
import { formatOutput, moneyDecimals } from './format.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';
import { amountCurrency } from './money.ts';
import { TableHeading } from './TableHeading.tsx';
import { useFiguresInLocale } from './useNumberLocale.ts';

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
  const inLocale = useFiguresInLocale();
  const table = definition.table!;
  const rows = table.rows(evaluation.values!, evaluation.results!);
  if (rows.length === 0) return null;
  const hidden: readonly string[] = table.hiddenColumns?.(evaluation.values!) ?? [];
  const columns = table.columns.filter((column) => !hidden.includes(column.id));
  return (
    <div className="result-table-part">
      <TableHeading
        id={headingId}
        caption={table.caption}
        slug={slug}
        csv={() => tableCsv(columns, rows, moneyDecimals(definition))}
      />
      {/* A long table (60 years) scrolls in its own box on screen, under its header row; in
          print every row is on paper. On a phone the figures are set small and the headings
          wrap, so that most tables fit; a wider one scrolls sideways, with a cue that it does. */}
      <SidewaysScroll role="group" labelledBy={headingId} className="result-table-scroll">
        {/* Plain elements with the classes of tablesCss.ts, as Chakra's small, striped table
            with a sticky header draws them: a 20-row table was 80 Chakra cells, each worked out
            again on every keystroke (a phone at 4x CPU spent most of a slow key on them). */}
        <table aria-labelledby={headingId} className="table result-table">
          <thead className="result-table-head">
            <tr className="table-row">
              {columns.map((column, index) => (
                <th
                  key={column.id}
                  scope="col"
                  className={index === 0 ? 'table-head' : 'table-head end'}
                >
                  {inLocale(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column) => (
                  <td key={column.id}>
                    {inLocale(
                      formatOutput(
                        row[column.id] ?? NaN,
                        column.format,
                        amountCurrency(definition),
                        // A percentage as formatPercent writes it (99.995%, not 100.00%).
                        column.format === 'percent' ? undefined : moneyDecimals(definition),
                      ),
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </div>
  );
}
