import { formatCount, formatPercent, formatPlain, readingOf } from '../domain/format.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 24,
  name: 'CAGR Calculator',
  description:
    'Find the compound annual growth rate between a starting and an ending value over a number of years.',
  category: 'finance',
  icon: 'chart-line',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'lumpsum-calculator',
    'roi-calculator',
    'inflation-calculator',
    'present-value-calculator',
    'xirr-calculator',
    'capital-gains-tax-calculator',
  ],
  group: 'Investing',
  keywords: 'cagr compound annual growth rate returns',
} satisfies CalculatorRecord;

// CAGR, the compound annual growth rate: the steady yearly rate that takes a starting value to
// an ending value over a number of years, CAGR = (end ÷ start)^(1 ÷ years) − 1 (the formula of
// Investopedia's "Compound Annual Growth Rate (CAGR)"). Solved the other way, it gives the ending
// value a rate leads to, the starting value needed, or the years a growth takes. Amounts are
// shown in the currency the visitor picks.

/** The growth factor of `years` at `cagr` % a year. */
export function growthOf(cagr: number, years: number): number {
  return (1 + cagr / 100) ** years;
}

/** The CAGR, in %, from `start` to `end` over `years`. */
export function cagrOf(start: number, end: number, years: number): number {
  return ((end / start) ** (1 / years) - 1) * 100;
}

export default defineCalculator({
  slug: 'cagr-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    start: {
      kind: 'money',
      label: 'Starting value',
      default: '10000',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
    },
    end: {
      kind: 'money',
      label: 'Ending value',
      default: '19500',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
    },
    years: {
      kind: 'number',
      label: 'Time',
      unit: 'years',
      default: '3',
      min: 0,
      minExclusive: true,
      max: 100,
      help: 'Months ÷ 12 for part of a year: 18 months is 1.5 years.',
      messages: {
        required: 'Enter the number of years',
      },
    },
    cagr: {
      kind: 'percent',
      label: 'CAGR',
      default: '24.93',
      min: -99.99,
      max: 10_000,
      noun: 'growth rate',
      messages: {
        min: 'The growth rate must be above -100%',
      },
    },
  },
  solve: {
    unknowns: ['cagr', 'end', 'start', 'years'],
    residual: (v) => v.start * growthOf(v.cagr, v.years) - v.end,
    closedForms: {
      cagr: (v) => cagrOf(v.start, v.end, v.years),
      end: (v) => v.start * growthOf(v.cagr, v.years),
      start: (v) => v.end / growthOf(v.cagr, v.years),
      years: (v) => {
        // No growth at all: no number of years changes the value.
        if (v.cagr === 0) return null;
        const years = Math.log(v.end / v.start) / Math.log(1 + v.cagr / 100);
        return years > 0 ? years : null;
      },
    },
  },
  outputs: {
    cagr: { label: 'CAGR (per year)', format: 'percent' },
    gain: { label: 'Gain or loss', format: 'money' },
    totalGrowth: { label: 'Total growth', format: 'percent' },
    multiple: { label: 'Ending value ÷ starting value', format: 'number', decimals: 4 },
  },
  compute(v) {
    return {
      cagr: v.cagr,
      gain: decimal(cents(v.end)).minus(cents(v.start)).toNumber(),
      totalGrowth: (v.end / v.start - 1) * 100,
      multiple: v.end / v.start,
    };
  },
  summary: (v, r) =>
    `${r.cagr < 0 ? 'Shrinking' : 'Growing'} ${formatPercent(Math.abs(r.cagr))} a year ` +
    `for ${formatCount(readingOf(v.years, 6), 'years')} takes ${formatMoney(v.start, v.currency)} to ` +
    `${formatMoney(v.end, v.currency)}.`,
  facts: (v, r) => [
    {
      label: 'Simple average per year',
      text: `${formatPercent(r.totalGrowth / v.years)} (total growth ÷ years, which ignores compounding)`,
    },
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const ratio = v.end / v.start;
    return [
      `Ratio = ending value ÷ starting value = ${money(v.end)} ÷ ${money(v.start)} ${equalsOrAbout(exact(v.end).div(v.start), formatPlain(Number(ratio.toPrecision(10))))} ${formatPlain(Number(ratio.toPrecision(10)))}`,
      `Power = 1 ÷ years = 1 ÷ ${formatPlain(v.years)} ${equalsOrAbout(exact(1).div(v.years), formatPlain(Number((1 / v.years).toPrecision(10))))} ${formatPlain(Number((1 / v.years).toPrecision(10)))}`,
      `CAGR = ratio^power − 1 = ${formatPlain(Number((ratio ** (1 / v.years)).toPrecision(10)))} − 1 ≈ ${formatPercent(r.cagr)}`,
      `Gain = ${money(v.end)} − ${money(v.start)} = ${money(r.gain)}, a total growth of ${formatPercent(r.totalGrowth)}`,
    ];
  },
  table: {
    caption: 'Value at the end of each year at this CAGR',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'growth', label: 'Growth that year', format: 'money' },
      { id: 'value', label: 'Value', format: 'money' },
    ],
    rows(v) {
      const rows: Record<string, number>[] = [];
      let previous = cents(v.start);
      for (let year = 1; year <= Math.floor(v.years); year++) {
        const value = cents(v.start * growthOf(v.cagr, year));
        rows.push({ year, growth: decimal(value).minus(previous).toNumber(), value });
        previous = value;
      }
      return rows;
    },
  },
  about: [
    'CAGR = (ending value ÷ starting value)^(1 ÷ years) − 1. It is the one yearly rate that, compounded once a year, turns the starting value into the ending value over the time given. Real investments rise and fall from year to year; CAGR smooths that path into one rate, and it ignores money added or taken out along the way.',
    'Pick what to solve for: the CAGR, the ending value a rate leads to (start × (1 + CAGR)^years), the starting value needed for a goal, or the years a growth takes (log(end ÷ start) ÷ log(1 + CAGR)). Each has a closed form. Time may be part of a year: 18 months is 1.5 years.',
    'The CAGR is worked out in floating point and shown to two decimals; amounts are rounded half-up to the cent. The formula is the one Investopedia gives for the compound annual growth rate.',
  ],
  faq: [
    {
      question: 'What is a good CAGR?',
      answer:
        'It depends on what is measured and the risk taken. Compare a CAGR with the rates of other choices over the same years, such as a deposit rate or an index fund, and with inflation.',
    },
    {
      question: 'How is CAGR different from an average return?',
      answer:
        'A simple average adds each year’s return and divides by the years, which overstates growth when returns swing. +50% then −50% averages 0%, yet 100 becomes 75: a CAGR of about −13.4%.',
    },
    {
      question: 'Can CAGR be negative?',
      answer:
        'Yes. When the ending value is below the starting value, the CAGR is negative: the value shrank by that rate each year on average.',
    },
    {
      question: 'Is CAGR the same as annualised ROI?',
      answer:
        'For a single sum invested once and valued once at the end, yes: both are (end ÷ start)^(1 ÷ years) − 1.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 "Methods for Solving Time Value of Money Problems", example "Determining Interest or Growth Rate" (openstax.org/books/principles-finance-2e/pages/7-3-methods-for-solving-time-value-of-money-problems): $15,000 growing to $25,000 in 8.5 years needs, on a TI BA II Plus, I/Y = 6.1940 (“a necessary interest rate of 6.194%”)',
      inputs: { start: '15000', end: '25000', years: '8.5' },
      expected: { cagr: 6.194 },
      // The calculator shows four decimals.
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.7 "Investments", example "Annual Return on Investment for a Bond" (openstax.org/books/contemporary-mathematics/pages/6-7-investments): $3,000 becoming $3,660 in 4 years is an annual return of (3,660 ÷ 3,000)^(1/4) − 1 = 0.050969, “or 5.10%”',
      inputs: { start: '3000', end: '3660', years: '4' },
      expected: { cagr: 5.0969 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.7 (as above), example "Return on Investment for Stock in Company ABC": $13,000 worth $132,293.49 after 20 years is an annual return of 0.1230, or 12.3%',
      inputs: { start: '13000', end: '132293.49', years: '20' },
      expected: { cagr: 12.3 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 12.2 "Historical Picture of Inflation", table "Changing Consumer Price Levels—Selected Goods" (openstax.org/books/principles-finance-2e/pages/12-2-historical-picture-of-inflation; source: US Bureau of Labor Statistics, Consumer Price Index): the CPI went from 82.4 in 1980 to 258.8 in 2020, an annual change of 2.90%',
      inputs: { start: '82.4', end: '258.8', years: '40' },
      expected: { cagr: 2.9 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 (as above), example "Determining Periods of Time": $15,000 earning 6% every year takes N = 8.7667 years to grow to $25,000 (solved for the years)',
      inputs: { start: '15000', end: '25000', cagr: '6' },
      solve: 'years',
      expected: { years: 8.7667 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 (as above), Example 1 "Future Value of a Single Payment or Lump Sum": $1,000 at 3% annually for four years, FV = 1,125.51 (solved for the ending value)',
      inputs: { start: '1000', cagr: '3', years: '4' },
      solve: 'end',
      expected: { end: 1125.51 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 (as above), example "How to Determine Present Value When Other Variables Are Known": $50,000 five years from now at 5% is worth PV = 39,176.31 today (solved for the starting value)',
      inputs: { end: '50000', cagr: '5', years: '5' },
      solve: 'start',
      expected: { start: 39176.31 },
      tolerance: 0.005,
    },
  ],
});
