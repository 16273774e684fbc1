import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, formatMoneyAsIs, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { CPI_U, FIRST_YEAR, LAST_YEAR } from './historical-inflation-calculator/cpiU.ts';

export const record = {
  id: 149,
  name: 'Historical Inflation Calculator',
  description:
    'What a US dollar amount from one year is worth in another, by the official CPI-U annual averages from 1913.',
  category: 'finance',
  icon: 'trending-up',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['inflation-calculator', 'cagr-calculator', 'present-value-calculator'],
  group: 'Savings and deposits',
  keywords:
    'cpi cpi-u consumer price index bls historical inflation dollar value then and now buying power purchasing power us dollar worth in today’s dollars constant dollars real value',
} satisfies CalculatorRecord;

// What an amount in one year is worth in another: amount × CPI(to year) ÷ CPI(from year), with
// the US CPI-U annual averages (BLS series CUUR0000SA0, 1982-84 = 100) in
// historical-inflation-calculator/cpiU.ts, as BLS publishes them. The change in prices is
// CPI(to) ÷ CPI(from) − 1, and the average rate a year (CPI(later) ÷ CPI(earlier))^(1/years) − 1.
// The amount is worked in decimal and rounded half-up to the cent once.

const money = (value: number) => formatMoney(value, 'USD');

/** The CPI-U annual average of a year, as published. */
function cpiOf(year: number): number {
  const cpi = CPI_U[year];
  if (cpi === undefined) throw new RangeError(`No CPI-U annual average for ${year}`);
  return cpi;
}

/** The figures for an amount moved from one year to another. */
export function adjust(amount: number, from: number, to: number) {
  const cpiFrom = cpiOf(from);
  const cpiTo = cpiOf(to);
  const ratio = cpiTo / cpiFrom;
  const years = Math.abs(to - from);
  const earlier = Math.min(from, to);
  const later = Math.max(from, to);
  const yearly = years === 0 ? 0 : ((cpiOf(later) / cpiOf(earlier)) ** (1 / years) - 1) * 100;
  return {
    value: roundToCents(decimal(amount).times(cpiTo).div(cpiFrom)).toNumber(),
    change: (ratio - 1) * 100,
    averageRate: yearly,
    cpiFrom,
    cpiTo,
  };
}

const yearField = (label: string, fallback: string, help: string) =>
  ({
    kind: 'integer',
    label,
    default: fallback,
    min: FIRST_YEAR,
    max: LAST_YEAR,
    help,
    messages: {
      required: 'Enter a year from 1913 to 2025',
      min: 'The CPI-U starts in 1913',
      max: 'The latest annual average is for 2025',
    },
  }) as const;

export default defineCalculator({
  slug: 'historical-inflation-calculator',
  currency: 'USD',
  fields: {
    amount: {
      kind: 'money',
      label: 'Amount',
      default: '100',
      min: 0,
      max: 1e13,
      help: 'In US dollars of the first year.',
    },
    fromYear: yearField('In the year', '1970', 'The year the amount is from, 1913 to 2025.'),
    toYear: yearField('Worth in the year', '2024', 'The year to express it in, 1913 to 2025.'),
  },
  outputs: {
    value: { label: 'Equivalent amount', format: 'money', emphasis: true },
    change: { label: 'Change in prices', format: 'percent' },
    averageRate: { label: 'Average inflation a year', format: 'percent' },
    cpiFrom: { label: 'CPI-U in the first year', format: 'number', decimals: 3 },
    cpiTo: { label: 'CPI-U in the second year', format: 'number', decimals: 3 },
  },
  compute: (v) => adjust(v.amount, v.fromYear, v.toYear),
  summary(v, r) {
    if (v.fromYear === v.toYear) {
      return `${money(v.amount)} in ${v.fromYear} is ${money(r.value)} in the same year.`;
    }
    const percent = `${formatNumber(Math.abs(r.change), 2)}%`;
    // Looking back, prices are compared as they were, not said to have "fallen" from 2025 to 1913.
    const prices =
      v.fromYear < v.toYear
        ? `Prices ${r.change >= 0 ? 'rose' : 'fell'} ${percent} from ${v.fromYear} to ${v.toYear}`
        : `Prices in ${v.toYear} were ${percent} ${r.change >= 0 ? 'higher' : 'lower'} than in ${v.fromYear}`;
    return [
      `${money(v.amount)} in ${v.fromYear} buys what ${money(r.value)} bought in ${v.toYear}.`,
      `${prices}, by the US CPI-U annual averages.`,
    ];
  },
  facts: (v, r) =>
    v.fromYear === v.toYear
      ? []
      : [
          {
            label: 'One dollar',
            text: `$1 in ${v.fromYear} = ${money(r.cpiTo / r.cpiFrom)} in ${v.toYear}`,
          },
        ],
  steps(v, r) {
    const from = formatPlain(r.cpiFrom);
    const to = formatPlain(r.cpiTo);
    const years = Math.abs(v.toYear - v.fromYear);
    const lines = [
      `CPI-U annual average: ${v.fromYear} = ${from}; ${v.toYear} = ${to}`,
      // The amount as typed, a fraction of a cent included, so the product holds as written.
      `Equivalent amount = ${formatMoneyAsIs(v.amount, 'USD')} × ${to} ÷ ${from} ≈ ${money(r.value)}`,
      `Change in prices = ${to} ÷ ${from} − 1 ≈ ${formatNumber(r.change, 2)}%`,
    ];
    if (years > 0) {
      const [early, late] = v.fromYear < v.toYear ? [from, to] : [to, from];
      lines.push(
        `Average inflation = (${late} ÷ ${early})^(1/${years}) − 1 ≈ ${formatNumber(r.averageRate, 2)}% a year`,
      );
    }
    return lines;
  },
  dataTable: {
    caption: 'US CPI-U annual averages (1982-84 = 100), BLS series CUUR0000SA0',
    columns: ['Year', 'CPI-U'],
    rows: Object.entries(CPI_U)
      .sort(([a], [b]) => Number(b) - Number(a))
      .map(([year, cpi]) => [year, Number(year) >= 2007 ? cpi.toFixed(3) : cpi.toFixed(1)]),
  },
  about: [
    'Equivalent amount = amount × CPI(second year) ÷ CPI(first year), where CPI is the annual average of the US Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted, 1982-84 = 100: Bureau of Labor Statistics series CUUR0000SA0. The change in prices is the ratio less 1, and the average inflation a year is the ratio’s n-th root less 1 over the n years between. The amount is rounded half-up to the cent.',
    'The table is the one BLS publishes: its historical CPI-U table (cpiai.txt) for 1913 to 2013, and the annual averages of series CUUR0000SA0 for 2014 to 2025. BLS gave annual averages to one decimal until 2006 and to three decimals from 2007. The 2025 average is of 11 months, as BLS collected no October 2025 index. An annual average compares whole years; the BLS CPI Inflation Calculator compares single months, so its answers differ a little.',
    'The CPI-U measures the prices urban consumers pay for a fixed basket of goods and services; a single item (a house, tuition, a loaf of bread) may have risen faster or slower. Before 1978 the CPI-U series carries the one CPI that BLS then published, for urban wage earners and clerical workers.',
  ],
  faq: [
    {
      question: 'How do I adjust a past amount for inflation?',
      answer:
        'Multiply it by the CPI of the year you want and divide by the CPI of its own year. $100 in 1970 (CPI 38.8) is $100 × 313.689 ÷ 38.8 ≈ $808.48 in 2024 dollars.',
    },
    {
      question: 'Why does the BLS CPI Inflation Calculator give a slightly different answer?',
      answer:
        'It compares one month with another (January 1970 with January 2024, say). This calculator compares annual averages, the usual basis for comparing years, so the two differ by the price changes within the years.',
    },
    {
      question: 'Can I go back in time?',
      answer:
        'Yes: put the later year first. $100 in 2024 is worth what $12.37 was in 1970, since 100 × 38.8 ÷ 313.689 ≈ 12.37.',
    },
    {
      question: 'Which CPI is this?',
      answer:
        'The CPI-U, U.S. city average, all items, not seasonally adjusted (series CUUR0000SA0), the headline US consumer price index. Social Security adjustments use the CPI-W instead, and other countries’ prices need their own indexes.',
    },
  ],
  references: [
    {
      source:
        'US Department of Labor, Federal Register 88 FR 43147 (6 July 2023, doc. 2023-14213): the CPI-U increased 181.8 percent from its 1984 annual average to its 2022 annual average (certified on the 1967 = 100 index, whose 1984 average carries more digits, hence a tolerance of 0.15 points)',
      inputs: { amount: '100', fromYear: '1984', toYear: '2022' },
      expected: { change: 181.8 },
      tolerance: 0.15,
    },
    {
      source:
        'US Department of Labor, Federal Register 86 FR 56985 (13 October 2021, doc. 2021-22202): the CPI-U increased 149.2 percent from its 1984 annual average to its 2020 annual average (1967 = 100 index, as above)',
      inputs: { amount: '100', fromYear: '1984', toYear: '2020' },
      expected: { change: 149.2 },
      tolerance: 0.15,
    },
    {
      source:
        'US Department of Labor, Federal Register 83 FR 27026 (11 June 2018, doc. 2018-12484): the CPI-U increased 397.1 percent from its 1974 annual average to its 2017 annual average (1967 = 100 index, as above)',
      inputs: { amount: '100', fromYear: '1974', toYear: '2017' },
      expected: { change: 397.1 },
      tolerance: 0.15,
    },
    {
      source:
        'US Department of Labor, Federal Register 83 FR 27026 (as above): the CPI increased 38.4 percent from its 2001 annual average, and 21.6 percent from its 2006 annual average, to its 2017 annual average',
      inputs: { amount: '100', fromYear: '2006', toYear: '2017' },
      expected: { change: 21.6 },
      tolerance: 0.05,
    },
    {
      source:
        'US Department of Labor, Federal Register 83 FR 27026 (as above): 38.4 percent from 2001 to 2017',
      inputs: { amount: '100', fromYear: '2001', toYear: '2017' },
      expected: { change: 38.4 },
      tolerance: 0.05,
    },
  ],
});
