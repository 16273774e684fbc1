import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
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
  updatedAt: '2026-11-25',
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
      max: 1e15,
    },
    end: {
      kind: 'money',
      label: 'Ending value',
      default: '19500',
      min: 0,
      minExclusive: true,
      max: 1e15,
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
    `${r.cagr < 0 ? 'Shrinking' : 'Growing'} ${formatNumber(Math.abs(r.cagr), 2)}% a year ` +
    `for ${formatPlain(v.years)} years takes ${formatMoney(v.start, v.currency)} to ` +
    `${formatMoney(v.end, v.currency)}.`,
  facts: (v, r) => [
    {
      label: 'Simple average per year',
      text: `${formatNumber(r.totalGrowth / v.years, 2)}% (total growth ÷ years, which ignores compounding)`,
    },
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const ratio = v.end / v.start;
    return [
      `Ratio = ending value ÷ starting value = ${money(v.end)} ÷ ${money(v.start)} = ${formatPlain(Number(ratio.toPrecision(10)))}`,
      `Power = 1 ÷ years = 1 ÷ ${formatPlain(v.years)} = ${formatPlain(Number((1 / v.years).toPrecision(10)))}`,
      `CAGR = ratio^power − 1 = ${formatPlain(Number((ratio ** (1 / v.years)).toPrecision(10)))} − 1 ≈ ${formatNumber(r.cagr, 2)}%`,
      `Gain = ${money(v.end)} − ${money(v.start)} = ${money(r.gain)}, a total growth of ${formatNumber(r.totalGrowth, 2)}%`,
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
        'Reference.com, "What does CAGR mean?" (after Investopedia): $10,000 growing to $19,500 in 3 years is a CAGR of 24.93% (reference.com/business-finance/cagr-mean-financial-terms-32a8d1b8c810e9fa)',
      inputs: { start: '10000', end: '19500', years: '3' },
      expected: { cagr: 24.93 },
      tolerance: 0.005,
    },
    {
      source:
        'HTUse, "How to calculate CAGR": (200 ÷ 100)^(1 ÷ 3) − 1 = 26.0% (htuse.com/how-to-calculate-cagr)',
      inputs: { start: '100', end: '200', years: '3' },
      expected: { cagr: 26 },
      tolerance: 0.05,
    },
    {
      source:
        'ZCubes wiki, CAGR function: from 1,000 to 10,000 over 3 years is 115.44% (wiki.zcubes.com, CAGR)',
      inputs: { start: '1000', end: '10000', years: '3' },
      expected: { cagr: 115.44 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStudy question on CAGR: from 9.5 in year 1 to 54.8 in year 5 (4 years) is (54.8 ÷ 9.5)^(1/4) − 1 = 55% (openstudy.com/updates/4dcc18818bbf8b0b69f6f17a)',
      inputs: { start: '9.5', end: '54.8', years: '4' },
      expected: { cagr: 55 },
      tolerance: 0.5,
    },
    {
      source:
        'Power One, Compound Annual Growth Rate calculator example: net income from 10,000,000 to 42,998,000 over 2009–2017 (8 years) grew 20% a year (power.one)',
      inputs: { start: '10000000', end: '42998000', years: '8' },
      expected: { cagr: 20 },
      tolerance: 0.005,
    },
    {
      source: 'Reference.com (as above), solved for the ending value',
      inputs: { start: '10000', cagr: '24.93', years: '3' },
      solve: 'end',
      expected: { end: 19500 },
      // The published rate is rounded to 0.01%: ±0.005% moves 19,500 by about ±2.35.
      tolerance: 2.5,
    },
    {
      source: 'Power One (as above), solved for the years',
      inputs: { start: '10000000', end: '42998000', cagr: '20' },
      solve: 'years',
      expected: { years: 8 },
      tolerance: 0.001,
    },
  ],
});
