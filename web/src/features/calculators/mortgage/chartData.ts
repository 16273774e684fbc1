// The data behind the mortgage charts and their written summaries. Kept apart from
// MortgageCharts.tsx so the page can build both without loading the chart code.

import { formatDollars } from '../../../domain/format.ts';
import { scheduleByYear, type Amortization } from '../../../domain/mortgage.ts';

/** The fixed height of a chart, shared by the chart and the skeleton shown while it loads. */
export const CHART_HEIGHT = { base: '64', md: '80' } as const;

export interface YearBar {
  /** The loan year, '1' to '30'. */
  year: string;
  principal: number;
  interest: number;
}

export interface BalancePoint {
  /** The loan year the balance is at the end of ('0' is the start). */
  year: string;
  withExtra: number;
  withoutExtra: number;
}

/** Principal and interest paid in each loan year of a schedule. */
export function yearBars(schedule: Amortization): YearBar[] {
  return scheduleByYear(schedule.rows).map((year) => ({
    year: String(year.year),
    principal: year.principal,
    interest: year.interest,
  }));
}

/** The balance at the end of each loan year, with and without the extra payment. */
export function balancePoints(plain: Amortization, withExtra: Amortization): BalancePoint[] {
  const plainYears = scheduleByYear(plain.rows);
  const extraYears = scheduleByYear(withExtra.rows);
  return [
    { year: '0', withExtra: withExtra.principal, withoutExtra: plain.principal },
    ...plainYears.map((year, index) => ({
      year: String(year.year),
      withExtra: extraYears[index]?.balance ?? 0,
      withoutExtra: year.balance,
    })),
  ];
}

/** The bar chart in words, for everyone who cannot see it. */
export function paymentsSummary(schedule: Amortization): string {
  const years = scheduleByYear(schedule.rows);
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return '';
  const span = `${years.length} ${years.length === 1 ? 'year' : 'years'}`;
  const overall =
    `Over ${span} you repay ${formatDollars(schedule.principal)} of principal and ` +
    `${formatDollars(schedule.totalInterest)} of interest.`;
  if (years.length === 1) return overall;
  return (
    `${overall} In year 1, ${formatDollars(first.principal)} of your payments goes to principal ` +
    `and ${formatDollars(first.interest)} to interest; in year ${last.year}, ` +
    `${formatDollars(last.principal)} to principal and ${formatDollars(last.interest)} to interest.`
  );
}
