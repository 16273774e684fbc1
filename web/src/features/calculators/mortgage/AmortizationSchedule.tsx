import {
  Box,
  Button,
  HStack,
  NativeSelect,
  Tabs,
  Text,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { formatDollars } from '../../../domain/format.ts';
import {
  formatMonth,
  paymentMonth,
  scheduleByYear,
  type Amortization,
  type ScheduleYear,
  type YearMonth,
} from '../../../domain/mortgage.ts';

// The amortization schedule (beyond the spec, as calculator.net has it): an Annual view (one row a
// loan year) and a Monthly view shown a year at a time on screen, so a phone never scrolls through
// 360 rows, while a printout has every month. Both tables scroll sideways inside their own box.
//
// The tables are plain <table> markup styled once from the table's root (not a styled component a
// cell): the monthly view holds every month (up to 1,200 rows) so that it prints in full, and
// per-cell styled components would make each calculation noticeably slow on a phone.

const tableCss: SystemStyleObject = {
  width: 'full',
  minWidth: '32rem',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'lining-nums tabular-nums',
  textStyle: 'sm',
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
    px: { base: '2', md: '3' },
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
  '& th[scope=rowgroup]': { textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' },
  '& tfoot th, & tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
  '& tfoot th': { bg: 'surface' },
  '& .label': { fontWeight: 'semibold' },
  '& .sub': { display: 'block', textStyle: 'xs', color: 'fg.muted' },
  '@media print': { minWidth: '0', '& tr': { breakInside: 'avoid' } },
};

function yearRange(start: YearMonth, year: ScheduleYear): string {
  const first = formatMonth(paymentMonth(start, year.firstPeriod));
  const last = formatMonth(paymentMonth(start, year.lastPeriod));
  return first === last ? first : `${first} – ${last}`;
}

/** A table that scrolls sideways in its box on screen and prints whole. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      css={{ '@media print': { overflow: 'visible', maxHeight: 'none', borderWidth: '0' } }}
    >
      <Box as="table" css={tableCss}>
        {children}
      </Box>
    </Box>
  );
}

function FigureHeaders({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">Payment</th>
        <th scope="col">Principal</th>
        <th scope="col">Interest</th>
        <th scope="col">Balance</th>
      </tr>
    </thead>
  );
}

function TotalRow({ schedule }: { schedule: Amortization }) {
  return (
    <tfoot>
      <tr>
        <th scope="row">Total</th>
        <td>{formatDollars(schedule.totalPayment)}</td>
        <td>{formatDollars(schedule.principal)}</td>
        <td>{formatDollars(schedule.totalInterest)}</td>
        <td>{formatDollars(0)}</td>
      </tr>
    </tfoot>
  );
}

function AnnualTable({
  schedule,
  years,
  start,
}: {
  schedule: Amortization;
  years: ScheduleYear[];
  start: YearMonth;
}) {
  return (
    <ScrollTable label="Annual schedule">
      <caption>
        By loan year: {years.length} {years.length === 1 ? 'year' : 'years'} from{' '}
        {formatMonth(start, 'long')}
      </caption>
      <FigureHeaders first="Year" />
      <tbody>
        {years.map((year) => (
          <tr key={year.year}>
            <th scope="row">
              <span className="label">Year {year.year}</span>
              <span className="sub">{yearRange(start, year)}</span>
            </th>
            <td>{formatDollars(year.payment)}</td>
            <td>{formatDollars(year.principal)}</td>
            <td>{formatDollars(year.interest)}</td>
            <td>{formatDollars(year.balance)}</td>
          </tr>
        ))}
      </tbody>
      <TotalRow schedule={schedule} />
    </ScrollTable>
  );
}

/**
 * One loan year of the monthly view. Hidden on screen unless chosen (inline, so no stylesheet
 * order can undo it); a printout overrides that and shows every year. Memoised: choosing another
 * year re-renders only the two groups whose visibility changes.
 */
const YearGroup = memo(function YearGroup({
  schedule,
  year,
  start,
  visible,
}: {
  schedule: Amortization;
  year: ScheduleYear;
  start: YearMonth;
  visible: boolean;
}) {
  return (
    <Box
      as="tbody"
      data-year={year.year}
      style={visible ? undefined : { display: 'none' }}
      css={{ '@media print': { display: 'table-row-group !important' } }}
    >
      <tr>
        <th scope="rowgroup" colSpan={5}>
          Year {year.year}: {yearRange(start, year)}
        </th>
      </tr>
      {schedule.rows.slice(year.firstPeriod - 1, year.lastPeriod).map((row) => (
        <tr key={row.period}>
          <th scope="row">
            {formatMonth(paymentMonth(start, row.period))}
            <span className="sub">Payment {row.period}</span>
          </th>
          <td>{formatDollars(row.payment)}</td>
          <td>{formatDollars(row.principal)}</td>
          <td>{formatDollars(row.interest)}</td>
          <td>{formatDollars(row.balance)}</td>
        </tr>
      ))}
    </Box>
  );
});

function MonthlyTable({
  schedule,
  years,
  start,
}: {
  schedule: Amortization;
  years: ScheduleYear[];
  start: YearMonth;
}) {
  const [chosen, setChosen] = useState(1);
  // A new calculation can shorten the schedule: stay within it.
  const shown = Math.min(chosen, years.length);
  const current = years[shown - 1];
  const count = schedule.rows.length;
  return (
    <Box>
      <HStack className="no-print" gap="2" mb="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setChosen(shown - 1)}
          disabled={shown <= 1}
        >
          Previous year
        </Button>
        <NativeSelect.Root size="sm" width="auto" flex="1" minW="12rem" maxW="20rem">
          <NativeSelect.Field
            aria-label="Year to show"
            value={String(shown)}
            onChange={(event) => setChosen(Number(event.target.value))}
            bg="surface"
          >
            {years.map((year) => (
              <option key={year.year} value={year.year}>
                Year {year.year} ({yearRange(start, year)})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setChosen(shown + 1)}
          disabled={shown >= years.length}
        >
          Next year
        </Button>
      </HStack>
      <Text srOnly aria-live="polite">
        {current ? `Showing year ${shown} of ${years.length}: ${yearRange(start, current)}` : ''}
      </Text>
      <ScrollTable label="Monthly schedule">
        <caption>
          By month: {count} {count === 1 ? 'payment' : 'payments'} from {formatMonth(start, 'long')}
        </caption>
        <FigureHeaders first="Month" />
        {years.map((year) => (
          <YearGroup
            key={year.year}
            schedule={schedule}
            year={year}
            start={start}
            visible={year.year === shown}
          />
        ))}
        <TotalRow schedule={schedule} />
      </ScrollTable>
    </Box>
  );
}

/**
 * The schedule of the payments the visitor would make (with the extra payment, if any), in whole
 * cents that add up: each row's payment = principal + interest, each balance = the previous one −
 * principal, the last balance $0.00, and the Total row equals the totals shown above it.
 */
export function AmortizationSchedule({
  schedule,
  start,
}: {
  schedule: Amortization;
  start: YearMonth;
}) {
  const years = useMemo(() => scheduleByYear(schedule.rows), [schedule]);
  const last = schedule.rows[schedule.rows.length - 1];
  const first = schedule.rows[0];
  const lastDiffers = last && first && schedule.rows.length > 1 && last.payment !== first.payment;
  return (
    <Box>
      <Tabs.Root defaultValue="annual" variant="subtle" colorPalette="blue" lazyMount size="sm">
        <Tabs.List className="no-print" aria-label="Schedule view" mb="3">
          <Tabs.Trigger value="annual">Annual</Tabs.Trigger>
          <Tabs.Trigger value="monthly">Monthly</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="annual" pt="0">
          <AnnualTable schedule={schedule} years={years} start={start} />
        </Tabs.Content>
        <Tabs.Content value="monthly" pt="0">
          <MonthlyTable schedule={schedule} years={years} start={start} />
        </Tabs.Content>
      </Tabs.Root>
      {lastDiffers && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          Figures are rounded to the cent. The last payment, {formatDollars(last.payment)}, settles
          the balance to exactly {formatDollars(0)}, so the payments add up to the total to the
          cent.
        </Text>
      )}
    </Box>
  );
}
