// The interest rates of India's small savings schemes, quarter by quarter, as the Ministry of
// Finance (Department of Economic Affairs, Budget Division) notifies them by office memorandum
// before each quarter, and India Post and the National Savings Institute publish them. The NSC,
// SCSS and POMIS calculators take the rate in force on the day of deposit (it then holds for the
// whole term); the Sukanya Samriddhi calculator takes the rate in force on the day the account is
// opened. `schemeRules` turns the quarters into one dated rule table per scheme
// (engine/datedRules.ts), a rule for each run of quarters at the same rate.

import { dayInWords } from '../../domain/calendar.ts';
import { formatPlain } from '../../domain/format.ts';
import { ruleOn, type DatedRule, type RuleTable } from '../../engine/datedRules.ts';
import { decimal, roundHalfUp } from '../../engine/money.ts';
import { addMonths, dateOf } from './dates.ts';

export type Scheme = 'nsc' | 'scss' | 'mis' | 'ssy' | 'ppf';

/** One quarter's notified rates (% a year), from its first day until the next quarter's. */
export interface SmallSavingsQuarter {
  /** The first day the rates apply, YYYY-MM-DD. */
  from: string;
  /** The quarter in words ('April–June 2023 (Q1 of FY 2023-24)'). */
  quarter: string;
  /** The day of the office memorandum that notified them, YYYY-MM-DD. */
  notified: string;
  rates: Readonly<Record<Scheme, number>>;
}

/** Where the rates are published. */
export const RATES_SOURCE =
  'Ministry of Finance, Department of Economic Affairs (Budget Division), office memoranda on the revision of interest rates for small savings schemes; published by India Post (indiapost.gov.in) and the National Savings Institute (nsiindia.gov.in)';

/**
 * The quarters, oldest first. From April 2020 to September 2022 the rates of these five schemes
 * did not change; from January 2023 every quarter is listed with its memorandum.
 */
export const SMALL_SAVINGS_QUARTERS: readonly [SmallSavingsQuarter, ...SmallSavingsQuarter[]] = [
  {
    from: '2020-04-01',
    quarter: 'April–June 2020 (Q1 of FY 2020-21)',
    notified: '2020-03-31',
    rates: { nsc: 6.8, scss: 7.4, mis: 6.6, ssy: 7.6, ppf: 7.1 },
  },
  {
    from: '2022-10-01',
    quarter: 'October–December 2022 (Q3 of FY 2022-23)',
    notified: '2022-09-29',
    rates: { nsc: 6.8, scss: 7.6, mis: 6.7, ssy: 7.6, ppf: 7.1 },
  },
  {
    from: '2023-01-01',
    quarter: 'January–March 2023 (Q4 of FY 2022-23)',
    notified: '2022-12-30',
    rates: { nsc: 7.0, scss: 8.0, mis: 7.1, ssy: 7.6, ppf: 7.1 },
  },
  {
    from: '2023-04-01',
    quarter: 'April–June 2023 (Q1 of FY 2023-24)',
    notified: '2023-03-31',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.0, ppf: 7.1 },
  },
  {
    from: '2023-07-01',
    quarter: 'July–September 2023 (Q2 of FY 2023-24)',
    notified: '2023-06-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.0, ppf: 7.1 },
  },
  {
    from: '2023-10-01',
    quarter: 'October–December 2023 (Q3 of FY 2023-24)',
    notified: '2023-09-29',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.0, ppf: 7.1 },
  },
  {
    from: '2024-01-01',
    quarter: 'January–March 2024 (Q4 of FY 2023-24)',
    notified: '2023-12-29',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2024-04-01',
    quarter: 'April–June 2024 (Q1 of FY 2024-25)',
    notified: '2024-03-08',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2024-07-01',
    quarter: 'July–September 2024 (Q2 of FY 2024-25)',
    notified: '2024-06-28',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2024-10-01',
    quarter: 'October–December 2024 (Q3 of FY 2024-25)',
    notified: '2024-09-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2025-01-01',
    quarter: 'January–March 2025 (Q4 of FY 2024-25)',
    notified: '2024-12-31',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2025-04-01',
    quarter: 'April–June 2025 (Q1 of FY 2025-26)',
    notified: '2025-03-28',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2025-07-01',
    quarter: 'July–September 2025 (Q2 of FY 2025-26)',
    notified: '2025-06-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2025-10-01',
    quarter: 'October–December 2025 (Q3 of FY 2025-26)',
    notified: '2025-09-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  {
    from: '2026-01-01',
    quarter: 'January–March 2026 (Q4 of FY 2025-26)',
    notified: '2025-12-31',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  // Office memorandum F.No.1/4/2019-NS of 30 March 2026 (dea.gov.in, RoI_Q1_2627.pdf): the rates
  // for 1 April to 30 June 2026 remain unchanged from January–March 2026.
  {
    from: '2026-04-01',
    quarter: 'April–June 2026 (Q1 of FY 2026-27)',
    notified: '2026-03-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
  // Office memorandum F.No.1/4/2019-NS of 30 June 2026 (dea.gov.in/files/budget_division_documents/
  // Q2ROI.pdf): the rates for 1 July to 30 September 2026 remain unchanged from April–June 2026.
  {
    from: '2026-07-01',
    quarter: 'July–September 2026 (Q2 of FY 2026-27)',
    notified: '2026-06-30',
    rates: { nsc: 7.7, scss: 8.2, mis: 7.4, ssy: 8.2, ppf: 7.1 },
  },
];

/** The last quarter notified in the table. */
export const LATEST_QUARTER = SMALL_SAVINGS_QUARTERS.at(-1)!;

/** The figures a scheme's calculator works with. */
export interface SchemeRate {
  /** % a year. */
  rate: number;
}

const memorandum = (quarter: SmallSavingsQuarter) =>
  `Ministry of Finance (DEA, Budget Division) office memorandum of ${dayInWords(quarter.notified)}, for ${quarter.quarter}`;

/**
 * One scheme's rates as a dated rule table: a rule for each run of quarters at the same rate,
 * from the run's first quarter, citing the memorandum that set the rate and the last one that
 * kept it.
 */
export function schemeRules(scheme: Scheme, name: string): RuleTable<SchemeRate> {
  const runs: SmallSavingsQuarter[][] = [];
  for (const quarter of SMALL_SAVINGS_QUARTERS) {
    const run = runs.at(-1);
    if (run && run[0]!.rates[scheme] === quarter.rates[scheme]) run.push(quarter);
    else runs.push([quarter]);
  }
  const rules = runs.map((run, index): DatedRule<SchemeRate> => {
    const first = run[0]!;
    const last = run.at(-1)!;
    const rate = first.rates[scheme];
    const before = index > 0 ? runs[index - 1]![0]!.rates[scheme] : null;
    const current = index === runs.length - 1;
    const kept =
      run.length === 1
        ? ''
        : current
          ? ` It was kept every quarter since; the latest memorandum in this calculator, of ${dayInWords(last.notified)}, is for ${last.quarter}.`
          : ` It was kept until ${last.quarter}.`;
    return {
      from: first.from,
      title: `${name} at ${formatPlain(rate)}%`,
      summary: `${name}: ${formatPlain(rate)}% a year from ${first.quarter}.${kept}`,
      change:
        before === null
          ? `${formatPlain(rate)}% a year, the rate in force from ${dayInWords(first.from)}`
          : `The rate went from ${formatPlain(before)}% to ${formatPlain(rate)}% a year`,
      reference: memorandum(first),
      source: RATES_SOURCE,
      rules: { rate },
    };
  });
  return rules as unknown as RuleTable<SchemeRate>;
}

const iso = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The day `years` years after a day (YYYY-MM-DD; 29 February goes to 28 February), in words. */
export function yearsAfter(date: string, years: number): string {
  return dayInWords(iso(addMonths(dateOf(date), years * 12).date));
}

/** The first day after the last quarter notified in the table. */
export const NOTIFIED_UNTIL = iso(addMonths(dateOf(LATEST_QUARTER.from), 3).date);

/**
 * For a day after the last quarter in the table, a sentence saying which rate is used; null for
 * a day the table covers.
 */
export function laterQuarterNote(date: string, table: RuleTable<SchemeRate>): string | null {
  if (date < NOTIFIED_UNTIL) return null;
  const last = table[table.length - 1]!;
  return `The rate for ${dayInWords(date)} is not in this calculator yet: it uses the latest rate it holds, ${formatPlain(last.rules.rate)}%, notified for ${LATEST_QUARTER.quarter}. Check the rate with India Post.`;
}

/**
 * The step naming the rate a deposit made on `date` earns for its 5 years ('The NSC rate in force
 * on 20 March 2024 is 7.7% a year…'); past the quarters in the table, the latest rate, as such.
 */
export function rateInForceStep(name: string, date: string, rate: number): string {
  const holds = 'it holds for the whole 5 years';
  return date < NOTIFIED_UNTIL
    ? `The ${name} rate in force on ${dayInWords(date)} is ${formatPlain(rate)}% a year; ${holds}`
    : `The latest ${name} rate this calculator holds, ${formatPlain(rate)}% a year, notified for ${LATEST_QUARTER.quarter}, is taken for ${dayInWords(date)}; ${holds}`;
}

/** The rate of a scheme's table on a day (the first rule's before the table starts). */
export function rateOn(table: RuleTable<SchemeRate>, date: string): number {
  return (ruleOn(table, date) ?? table[0]).rules.rate;
}

/**
 * A 5-year deposit that pays its interest out `perYear` times a year at `rate` % a year (SCSS
 * quarterly, MIS monthly), each payout rounded half-up to `places` decimals: 0, the nearest
 * rupee, as both schemes lay down (Senior Citizens' Savings Scheme, 2019, paragraph 5(5);
 * National Savings (Monthly Income Account) Scheme, 2019, paragraph 5(4): fifty paisa or more
 * counts as a rupee, less is ignored), or 2 for the paisa. `exact` is the payout before rounding;
 * the year's and five years' figures are 12 or 4, and 60 or 20, of the rounded payouts.
 */
export function fiveYearPayouts(amount: number, rate: number, perYear: number, places: number) {
  const exact = decimal(amount)
    .times(rate)
    .div(100 * perYear);
  const each = roundHalfUp(exact, places);
  const total = each.times(5 * perYear);
  return {
    exact: exact.toNumber(),
    each: each.toNumber(),
    yearly: each.times(perYear).toNumber(),
    total: total.toNumber(),
    received: total.plus(amount).toNumber(),
  };
}
