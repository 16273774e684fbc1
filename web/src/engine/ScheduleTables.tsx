import {
  Box,
  Button,
  Flex,
  Grid,
  NativeSelect,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { NativeTabs } from '../components/NativeTabs.tsx';
import { memo, useState, type ReactNode } from 'react';
import { csvFileName, scheduleCsv } from './csv.ts';
import type { Schedule } from './definition.ts';
import { DownloadCsvButton } from './DownloadCsvButton.tsx';
import { formatMoney, type Currency } from './money.ts';
import { SidewaysScroll } from './SidewaysScroll.tsx';

// A definition's payment schedule, as calculator.net has it: an Annual view (one row a year) and
// a Monthly view shown a year at a time on screen, so a phone never scrolls through 360 rows,
// while a printout has every month. Each view downloads as CSV. On a phone the figures are set
// small enough that most columns fit; a table still wider than the screen scrolls sideways in
// its own box, with a cue that it does.
//
// The tables are plain <table> markup styled once from the table's root (not a styled component a
// cell): the monthly view holds every month (up to 1,200 rows) so that it prints in full, and
// per-cell styled components would make each calculation noticeably slow on a phone.

type ScheduleYear = Schedule['years'][number];

const tableCss: SystemStyleObject = {
  width: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'lining-nums tabular-nums',
  textStyle: { base: 'xs', md: 'sm' },
  color: 'fg',
  '& caption': {
    captionSide: 'top',
    textAlign: 'start',
    color: 'fg.muted',
    textStyle: 'xs',
    px: '3',
    py: '2',
  },
  '& th, & td': {
    px: { base: '1.5', md: '3' },
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'end',
    whiteSpace: 'nowrap',
    verticalAlign: 'top',
  },
  '& thead th': { bg: 'bg.muted', fontWeight: 'semibold' },
  // The first column stays put while a phone scrolls the figures sideways.
  '& thead th:first-of-type, & th[scope=row]': {
    textAlign: 'start',
    position: 'sticky',
    insetStart: '0',
    zIndex: '1',
  },
  '& th[scope=row]': { bg: 'surface', fontWeight: 'normal' },
  // On a phone a year's months in words ('Nov 2026 – Oct 2027') take two lines, not a column's
  // worth of width.
  '& tbody th[scope=row]': { whiteSpace: { base: 'normal', md: 'nowrap' }, minWidth: '5rem' },
  '& th[scope=rowgroup]': { textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' },
  '& tfoot th, & tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
  '& tfoot th': { bg: 'surface' },
  '& .label': { fontWeight: 'semibold' },
  '& .sub': { display: 'block', textStyle: 'xs', color: 'fg.muted' },
  '@media print': { minWidth: '0', '& tr': { breakInside: 'avoid' } },
};

/** A table that scrolls sideways in its box on screen and prints whole. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SidewaysScroll label={label} className="schedule-scroll">
      <Box as="table" css={tableCss}>
        {children}
      </Box>
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
    <Flex justify="flex-end" mb="3" className="no-print">
      <DownloadCsvButton
        fileName={csvFileName(slug, `${view} schedule`)}
        table={`the ${view} schedule`}
        csv={() => scheduleCsv(schedule, view)}
      />
    </Flex>
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
  return cells.map((cell, index) => <td key={index}>{formatMoney(cell, currency)}</td>);
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
    <Box>
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
    </Box>
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
    <Box
      as="tbody"
      data-year={number}
      style={visible ? undefined : { display: 'none' }}
      css={{ '@media print': { display: 'table-row-group !important' } }}
    >
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
    </Box>
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
    <Box>
      {/* On a phone the year's list takes a row of its own, so its text is never cut off, and
          the buttons share the row under it. */}
      <Grid
        className="no-print"
        gap="2"
        mb="3"
        templateColumns={{ base: '1fr 1fr', sm: 'auto minmax(12rem, 20rem) auto' }}
        templateAreas={{ base: '"year year" "previous next"', sm: '"previous year next"' }}
        justifyContent="start"
      >
        <Button
          size="sm"
          variant="outline"
          gridArea="previous"
          onClick={() => setChosen(shown - 1)}
          disabled={shown <= 1}
        >
          Previous year
        </Button>
        <NativeSelect.Root size="sm" gridArea="year">
          <NativeSelect.Field
            aria-label="Year to show"
            value={String(shown)}
            onChange={(event) => setChosen(Number(event.target.value))}
            bg="surface"
          >
            {years.map((year, index) => (
              <option key={index} value={index + 1}>
                {year.label} ({year.range})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          gridArea="next"
          onClick={() => setChosen(shown + 1)}
          disabled={shown >= years.length}
        >
          Next year
        </Button>
      </Grid>
      <CsvRow slug={slug} schedule={schedule} view="monthly" />
      <Text srOnly aria-live="polite">
        {current ? `Showing year ${shown} of ${years.length}: ${current.range}` : ''}
      </Text>
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
    </Box>
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
  return (
    <Box>
      {schedule.note && (
        <Text mb="3" fontSize="sm" color="fg.muted">
          {schedule.note}
        </Text>
      )}
      <NativeTabs
        label="Schedule view"
        defaultValue="annual"
        variant="subtle"
        size="sm"
        lazyMount
        className="no-print"
        listCss={{ mb: '3' }}
        contentCss={{ pt: '0' }}
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
      {schedule.footnote && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {schedule.footnote}
        </Text>
      )}
    </Box>
  );
}
