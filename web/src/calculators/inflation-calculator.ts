import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney, type Currency } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { powerEqualsOrAbout } from './shared/exactDecimal.ts';

export const record = {
  id: 23,
  name: 'Inflation Calculator',
  description:
    'See what an amount today will cost in future at a steady inflation rate, and what it loses in buying power.',
  category: 'finance',
  icon: 'trending-up',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'retirement-calculator',
    'cagr-calculator',
    'compound-interest-calculator',
    'historical-inflation-calculator',
  ],
  group: 'Investing',
  keywords: 'inflation cpi price rise purchasing power buying power',
} satisfies CalculatorRecord;

// Inflation: at a steady inflation rate i a year, what costs A today costs
//   A × (1 + i)^n      after n years (its future cost), and A today will buy then what
//   A ÷ (1 + i)^n      buys today (its purchasing power in today's money).
// Both are compound growth at the inflation rate, once a year. Inflation is not tied to one
// country, so the visitor picks the currency (by default the browser locale's: rupees in India).

const money = (value: number, currency: Currency) => formatMoney(value, currency);
const yearsText = (years: number) => (years === 1 ? '1 year' : `${formatPlain(years)} years`);

export default defineCalculator({
  slug: 'inflation-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    amount: {
      kind: 'money',
      label: 'Amount today',
      default: '100000',
      min: 0,
      minExclusive: true,
      max: 1e13,
      help: 'A price or a sum of money in today’s terms.',
      noun: 'amount',
    },
    rate: {
      kind: 'percent',
      label: 'Inflation rate',
      unit: '% a year',
      default: '6',
      min: -10,
      max: 50,
      help: 'An average for the years ahead.',
      // Each central bank's inflation target (2026), for the currency the amounts are in.
      helpByCurrency: {
        USD: 'An average for the years ahead; the US Federal Reserve aims for 2%.',
        EUR: 'An average for the years ahead; the European Central Bank aims for 2%.',
        GBP: 'An average for the years ahead; the Bank of England’s target is 2%.',
        INR: 'An average for the years ahead; India’s RBI targets 4% (within 2% to 6%).',
        CAD: 'An average for the years ahead; the Bank of Canada aims for 2% (within 1% to 3%).',
        AUD: 'An average for the years ahead; the Reserve Bank of Australia aims for 2% to 3%.',
        NZD: 'An average for the years ahead; the Reserve Bank of New Zealand aims for 2% (within 1% to 3%).',
        SGD: 'An average for the years ahead; Singapore’s MAS sees core inflation just under 2% as stable prices.',
        CHF: 'An average for the years ahead; the Swiss National Bank takes 0% to 2% as stable prices.',
        ZAR: 'An average for the years ahead; the South African Reserve Bank aims for 3% (within 2% to 4%).',
      },
      messages: {
        min: 'The rate cannot be below −10% (deflation)',
        max: 'The rate can be at most 50%',
      },
    },
    years: {
      kind: 'number',
      label: 'Years from now',
      unit: 'years',
      default: '10',
      min: 0,
      max: 100,
      help: 'Fractions are fine: 18 months is 1.5 years.',
      messages: {
        required: 'Enter the number of years',
        min: 'The years cannot be negative',
        max: 'The years can be at most 100',
      },
    },
  },
  outputs: {
    futureCost: { label: 'Future cost', format: 'money' },
    purchasingPower: { label: 'What it will buy then, in today’s money', format: 'money' },
    costIncrease: { label: 'Rise in cost', format: 'money' },
    powerLost: { label: 'Buying power lost', format: 'money' },
  },
  compute(v) {
    const growth = (1 + v.rate / 100) ** v.years;
    const futureCost = cents(v.amount * growth);
    const purchasingPower = cents(v.amount / growth);
    return {
      futureCost,
      purchasingPower,
      costIncrease: decimal(futureCost).minus(cents(v.amount)).toNumber(),
      powerLost: decimal(cents(v.amount)).minus(purchasingPower).toNumber(),
    };
  },
  summary: (v, results) => [
    `What costs ${money(v.amount, v.currency)} today will cost ${money(results.futureCost, v.currency)} in ${yearsText(v.years)} at ${formatPlain(v.rate)}% inflation.`,
    // Falling prices (a negative rate) make cash buy more, not 'only' less.
    `${money(v.amount, v.currency)} kept as cash will then buy ${v.rate > 0 ? 'only ' : ''}what ${money(results.purchasingPower, v.currency)} buys today.`,
  ],
  facts(v) {
    if (v.rate <= 0) return [];
    const doubling = Math.log(2) / Math.log1p(v.rate / 100);
    return [
      {
        label: 'Prices double in',
        text: `${formatNumber(doubling, 1)} years at ${formatPlain(v.rate)}% a year`,
      },
    ];
  },
  notes: [
    'Real inflation changes from year to year and differs between goods: education and medical costs have often risen faster than the overall rate.',
  ],
  steps(v, results) {
    const factor = 1 + v.rate / 100;
    const growth = factor ** v.years;
    return [
      `Growth factor = (1 + ${formatPlain(v.rate / 100)})^${formatPlain(v.years)} = ${formatPlain(factor)}^${formatPlain(v.years)} ${powerEqualsOrAbout(formatPlain(factor), v.years, formatPlain(Number(growth.toFixed(8))))} ${formatPlain(Number(growth.toFixed(8)))}`,
      `Future cost = ${money(v.amount, v.currency)} × ${formatPlain(Number(growth.toFixed(8)))} ≈ ${money(results.futureCost, v.currency)}`,
      `What it will buy then = ${money(v.amount, v.currency)} ÷ ${formatPlain(Number(growth.toFixed(8)))} ≈ ${money(results.purchasingPower, v.currency)} in today’s money`,
      `Rise in cost = ${money(results.futureCost, v.currency)} − ${money(v.amount, v.currency)} = ${money(results.costIncrease, v.currency)}; buying power lost = ${money(v.amount, v.currency)} − ${money(results.purchasingPower, v.currency)} = ${money(results.powerLost, v.currency)}`,
    ];
  },
  table: {
    caption: 'Year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'futureCost', label: 'Cost of the same things', format: 'money' },
      { id: 'purchasingPower', label: 'What the amount buys, in today’s money', format: 'money' },
    ],
    rows(v) {
      return Array.from({ length: Math.floor(v.years + 1e-9) }, (_, i) => {
        const growth = (1 + v.rate / 100) ** (i + 1);
        return {
          year: i + 1,
          futureCost: cents(v.amount * growth),
          purchasingPower: cents(v.amount / growth),
        };
      });
    },
  },
  about: [
    'Future cost = A × (1 + i)^n and purchasing power = A ÷ (1 + i)^n, where A is the amount today, i the yearly inflation rate and n the number of years (fractions of a year allowed). Prices are taken to rise by the same rate every year, compounded once a year.',
    'The future cost is what the same goods will cost; the purchasing power is what the amount, kept as cash, will buy then, valued at today’s prices. Amounts are rounded half-up to the cent (paisa); the rise in cost and the buying power lost are differences of the rounded amounts.',
  ],
  faq: [
    {
      question: 'What inflation rate should I use?',
      answer:
        'For India, 5–6% a year is a common planning figure; the RBI’s target is 4% with a band of 2% to 6%. Costs such as education and healthcare have risen faster, often 8–10% a year.',
    },
    {
      question: 'Why are the future cost and the purchasing power different numbers?',
      answer:
        'They answer two questions. The future cost is how many rupees the same things will cost later; the purchasing power is how much today’s money will be worth later. At 6% for 10 years, ₹1,00,000 of goods will cost ₹1,79,085, and ₹1,00,000 will buy what ₹55,839 buys today.',
    },
    {
      question: 'How does inflation affect my savings?',
      answer:
        'Money that earns less than inflation loses buying power every year. To grow in real terms, savings must earn more than the inflation rate after tax.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.2 "Time Value of Money (TVM) Basics", example "Calculating Future Values" (openstax.org/books/principles-finance-2e/pages/7-2-time-value-of-money-tvm-basics): a $400,000 house, with values rising at an annual inflation rate of 4%, after six years: FV = $400,000 × (1.04)^6 = $400,000 × (1.265319) = $506,127.61',
      inputs: { amount: '400000', rate: '4', years: '6' },
      expected: { futureCost: 506127.61 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 3.4 "Interest Rates" (openstax.org/books/principles-finance-2e/pages/3-4-interest-rates): “If there is a 2% inflation rate, you would expect the TV that costs $1,000 today to cost $1,020 in one year”',
      inputs: { amount: '1000', rate: '2', years: '1' },
      expected: { futureCost: 1020, costIncrease: 20 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 12.2 "Historical Picture of Inflation", table "Changing Consumer Price Levels—Selected Goods" (openstax.org/books/principles-finance-2e/pages/12-2-historical-picture-of-inflation; source: US Bureau of Labor Statistics, Consumer Price Index): the CPI (1982 to 1984 = 100) went from 82.4 in 1980 to 258.8 in 2020, an annual change of 2.90%. The rate is printed to 0.01%, which over 40 years moves 258.8 by about ±0.5',
      inputs: { amount: '82.4', rate: '2.90', years: '40' },
      expected: { futureCost: 258.8 },
      tolerance: 0.5,
    },
    {
      source:
        'DrJack the Tutor, retirement planning answer: $3,000 in 30 years at 2.45% inflation is $3,000 ÷ (1.0245)^30 = $1,451.32 in today’s money (drjackthetutor.com/questions/2654652)',
      inputs: { amount: '3000', rate: '2.45', years: '30' },
      expected: { purchasingPower: 1451.32 },
      tolerance: 0.005,
    },
  ],
});
