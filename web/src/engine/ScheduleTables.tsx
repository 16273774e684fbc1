import { NativeTabs } from '../components/NativeTabs.tsx';
import { memo, useState, type ReactNode } from 'react';
import { csvFileName, scheduleCsv } from './csv.ts';
import type { Schedule } from './definition.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { formatMoney, type Currency } from './money.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';
import { SelectIndicator } from './SelectIndicator.tsx';
import { SidewaysScroll } from './SidewaysScroll.tsx';

// A definition's payment schedule, as calculator.net has it: an Annual view (one row a year) and
// a Monthly view shown a year at a time on screen, so a phone never scrolls through 360 rows,
// while a printout has every month. Each view downloads as CSV. On a phone the figures are set
// small enough that most columns fit; a table still wider than the screen scrolls sideways in
// its own box, with a cue that it does.
//
// The tables are plain <table> markup styled once from the table's root (not a styled component a
// cell): the monthly view holds every month (up to 1,200 rows) so that it prints in full, and
// per-cell styled components would make each calculation noticeably slow on a phone. All of it is
// plain elements with the classes of tablesCss.ts: it needs no Chakra system.

type ScheduleYear = Schedule['years'][number];

/** A table that scrolls sideways in its box on screen and prints whole. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SidewaysScroll label={label} className="schedule-scroll">
      <table className="schedule-table">{children}</table>
    </SidewaysScroll>
  );
}

/** A view's Download CSV button, at the end of the row over its table. */
function CsvRow({
  slug,
  schedule,
  view,
}: {
  slug: string;
  schedule: Schedule;
  view: 'annual' | 'monthly';
}) {
  return (
    <div className="no-print schedule-csv">
      <DownloadCsvButton
        fileName={csvFileName(slug, `${view} schedule`)}
        table={`the ${view} schedule`}
        csv={() => scheduleCsv(schedule, view)}
      />
    </div>
  );
}

function Headers({ first, columns }: { first: string; columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {columns.map((column) => (
          <th scope="col" key={column}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Cells({ cells, currency }: { cells: readonly number[]; currency: Currency }) {
  const inLocale = useFiguresInLocale();
  return cells.map((cell, index) => <td key={index}>{inLocale(formatMoney(cell, currency))}</td>);
}

function TotalRow({ schedule, currency }: { schedule: Schedule; currency: Currency }) {
  return (
    <tfoot>
      <tr>
        <th scope="row">Total</th>
        <Cells cells={schedule.total} currency={currency} />
      </tr>
    </tfoot>
  );
}

function AnnualTable({
  slug,
  schedule,
  currency,
}: {
  slug: string;
  schedule: Schedule;
  currency: Currency;
}) {
  return (
    <div>
      <CsvRow slug={slug} schedule={schedule} view="annual" />
      <ScrollTable label="Annual schedule">
        <caption>{schedule.annualCaption}</caption>
        <Headers first="Year" columns={schedule.columns} />
        <tbody>
          {schedule.years.map((year, index) => (
            <tr key={index}>
              <th scope="row">
                <span className="label">{year.label}</span>
                <span className="sub">{year.range}</span>
              </th>
              <Cells cells={year.cells} currency={currency} />
            </tr>
          ))}
        </tbody>
        <TotalRow schedule={schedule} currency={currency} />
      </ScrollTable>
    </div>
  );
}

/**
 * One year of the monthly view. Hidden on screen unless chosen (inline, so no stylesheet order
 * can undo it); a printout overrides that and shows every year. Memoised: choosing another year
 * re-renders only the two groups whose visibility changes.
 */
const YearGroup = memo(function YearGroup({
  year,
  number,
  columns,
  currency,
  visible,
}: {
  year: ScheduleYear;
  number: number;
  columns: number;
  currency: Currency;
  visible: boolean;
}) {
  return (
    <tbody data-year={number} style={visible ? undefined : { display: 'none' }}>
      <tr>
        <th scope="rowgroup" colSpan={columns + 1}>
          {year.label}: {year.range}
        </th>
      </tr>
      {year.months.map((month) => (
        <tr key={month.sub}>
          <th scope="row">
            {month.label}
            <span className="sub">{month.sub}</span>
          </th>
          <Cells cells={month.cells} currency={currency} />
        </tr>
      ))}
    </tbody>
  );
});

function MonthlyTable({
  slug,
  schedule,
  currency,
}: {
  slug: string;
  schedule: Schedule;
  currency: Currency;
}) {
  const years = schedule.years;
  const [chosen, setChosen] = useState(1);
  // A new calculation can shorten the schedule: stay within it.
  const shown = Math.min(chosen, years.length);
  const current = years[shown - 1];
  return (
    <div>
      {/* On a phone the year's list takes a row of its own, so its text is never cut off, and
          the buttons share the row under it. */}
      <div className="no-print schedule-years">
        <button
          type="button"
          className="schedule-previous"
          onClick={() => setChosen(shown - 1)}
          disabled={shown <= 1}
        >
          Previous year
        </button>
        <div className="schedule-year">
          <select
            aria-label="Year to show"
            value={String(shown)}
            onChange={(event) => setChosen(Number(event.target.value))}
          >
            {years.map((year, index) => (
              <option key={index} value={index + 1}>
                {year.label} ({year.range})
              </option>
            ))}
          </select>
          <SelectIndicator />
        </div>
        <button
          type="button"
          className="schedule-next"
          onClick={() => setChosen(shown + 1)}
          disabled={shown >= years.length}
        >
          Next year
        </button>
      </div>
      <CsvRow slug={slug} schedule={schedule} view="monthly" />
      <p aria-live="polite" className="visually-hidden">
        {current ? `Showing year ${shown} of ${years.length}: ${current.range}` : ''}
      </p>
      <ScrollTable label="Monthly schedule">
        <caption>{schedule.monthlyCaption}</caption>
        <Headers first="Month" columns={schedule.columns} />
        {years.map((year, index) => (
          <YearGroup
            key={index}
            year={year}
            number={index + 1}
            columns={schedule.columns.length}
            currency={currency}
            visible={index + 1 === shown}
          />
        ))}
        <TotalRow schedule={schedule} currency={currency} />
      </ScrollTable>
    </div>
  );
}

/** A schedule's annual and monthly tables, as tabs, with its note and footnote. */
export default function ScheduleTables({
  slug,
  schedule,
  currency,
}: {
  /** The calculator's, for the CSV files' names. */
  slug: string;
  schedule: Schedule;
  currency: Currency;
}) {
  const inLocale = useFiguresInLocale();
  return (
    <div>
      {schedule.note && <p className="schedule-note">{inLocale(schedule.note)}</p>}
      <NativeTabs
        label="Schedule view"
        defaultValue="annual"
        look="schedule"
        lazyMount
        className="no-print"
        items={[
          {
            value: 'annual',
            label: 'Annual',
            content: <AnnualTable slug={slug} schedule={schedule} currency={currency} />,
          },
          {
            value: 'monthly',
            label: 'Monthly',
            content: <MonthlyTable slug={slug} schedule={schedule} currency={currency} />,
          },
        ]}
      />
      {schedule.footnote && <p className="schedule-footnote">{inLocale(schedule.footnote)}</p>}
    </div>
  );
}
