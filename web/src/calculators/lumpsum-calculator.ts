import { formatCount } from '../domain/format.ts';
import { amountInWords } from '../domain/indianNumbers.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 19,
  name: 'Lumpsum Calculator',
  description: 'See what a one-time investment grows to at an expected annual return.',
  category: 'finance',
  icon: 'trending-up',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: ['sip-calculator', 'swp-calculator', 'cagr-calculator', 'sip-vs-lumpsum-calculator'],
  group: 'Investing',
  keywords: 'lumpsum lump sum one time mutual fund investment',
} satisfies CalculatorRecord;

// Lumpsum: a one-time investment P left to grow for n years at an expected annual return r,
// compounded once a year:
//   A = P × (1 + r)^n
// the convention of Indian mutual fund lumpsum calculators (a return quoted as a CAGR).

const rupees = (value: number) => formatMoney(value, 'INR');

const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** The value of `investment` after `years` at `rate` % a year, to the paisa. */
function valueAfter(investment: number, rate: number, years: number): number {
  return cents(investment * (1 + rate / 100) ** years);
}

export default defineCalculator({
  slug: 'lumpsum-calculator',
  currency: 'INR',
  fields: {
    investment: {
      kind: 'money',
      label: 'Investment amount',
      default: '100000',
      min: 0,
      minExclusive: true,
      max: 100_000_000_000,
      messages: {
        min: 'The investment must be more than ₹0',
        max: 'The investment can be at most ₹10,000 crore',
      },
    },
    rate: {
      kind: 'percent',
      label: 'Expected return (per year)',
      unit: '% a year',
      default: '12',
      min: -50,
      max: 50,
      help: 'An assumed average yearly return; it may be negative.',
      messages: {
        min: 'The return cannot be below −50%',
        max: 'The return can be at most 50%',
      },
    },
    years: {
      kind: 'integer',
      label: 'Time period',
      unit: 'years',
      default: '10',
      min: 1,
      max: 60,
      noun: 'period',
      messages: {
        required: 'Enter the number of years',
        invalid: 'Enter a whole number of years, e.g. 10',
      },
    },
  },
  outputs: {
    futureValue: {
      label: 'Future value',
      format: 'money',
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    invested: { label: 'Amount invested', format: 'money', caption: inWords },
    returns: { label: 'Estimated returns', format: 'money', caption: inWords },
  },
  compute(v) {
    const futureValue = valueAfter(v.investment, v.rate, v.years);
    return {
      futureValue,
      invested: cents(v.investment),
      returns: decimal(futureValue).minus(cents(v.investment)).toNumber(),
    };
  },
  summary: (v, results) =>
    `${rupees(v.investment)} invested once at ${plainIndian(v.rate)}% a year could be worth ` +
    `${rupees(results.futureValue)} after ${yearsText(v.years)}.`,
  facts: (_v, results) =>
    results.returns < 0
      ? [{ label: 'A loss', text: 'At a negative return the investment shrinks' }]
      : [],
  breakdown: (_v, results) =>
    results.returns > 0
      ? [
          { label: 'Invested', value: results.invested, palette: 'blue' },
          { label: 'Returns', value: results.returns, palette: 'green' },
        ]
      : [],
  notes: [
    'An estimate, not a promise: market returns vary from year to year, and the figures are before the fund’s expense ratio, exit load and capital gains tax.',
  ],
  steps(v, results) {
    const growth = (1 + v.rate / 100) ** v.years;
    return [
      `r = ${plainIndian(v.rate)} ÷ 100 = ${plainIndian(v.rate / 100)}; n = ${formatCount(v.years, 'years')}`,
      `Future value A = P × (1 + r)^n = ${plainIndian(v.investment)} × ${plainIndian(1 + v.rate / 100)}^${v.years} = ` +
        `${plainIndian(v.investment)} × ${plainIndian(Number(growth.toFixed(8)))} ≈ ${rupees(results.futureValue)}`,
      `Estimated returns = ${rupees(results.futureValue)} − ${rupees(results.invested)} = ${rupees(results.returns)}`,
    ];
  },
  table: {
    caption: 'Value at the end of each year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'growth', label: 'Growth that year', format: 'money' },
      { id: 'value', label: 'Value', format: 'money' },
    ],
    rows(v) {
      let previous = cents(v.investment);
      return Array.from({ length: v.years }, (_, i) => {
        const value = valueAfter(v.investment, v.rate, i + 1);
        const row = { year: i + 1, growth: decimal(value).minus(previous).toNumber(), value };
        previous = value;
        return row;
      });
    },
  },
  about: [
    'Future value A = P × (1 + r)^n: P is the amount invested, r the expected annual return and n the number of years. Returns are compounded once a year, so r is the yearly growth rate (CAGR) of the investment, as mutual fund lumpsum calculators assume.',
    'The future value is rounded half-up to the paisa, and estimated returns are the future value less the amount invested, so the figures add up. The return is the same every year; expense ratios, exit loads, taxes and inflation are left out.',
  ],
  faq: [
    {
      question: 'Lumpsum or SIP: which is better?',
      answer:
        'At the same steady return a lumpsum earns more, because all the money is invested from the first day. A SIP spreads the buying over time, so you need not pick the moment to invest and can invest from your monthly income.',
    },
    {
      question: 'What return should I assume?',
      answer:
        'Nobody knows future returns. Equity funds have returned roughly 10–12% a year over long periods in the past and debt funds 6–8%, with wide swings. Try a lower and a higher rate to see a range.',
    },
    {
      question: 'Are taxes and fund costs included?',
      answer:
        'No. The fund’s expense ratio is taken out of its returns before you see them, and capital gains tax is due when you redeem. To allow for costs roughly, lower the return by the expense ratio.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 "Methods for Solving Time Value of Money Problems", Example 1 "Future Value of a Single Payment or Lump Sum" (openstax.org/books/principles-finance-2e/pages/7-3-methods-for-solving-time-value-of-money-problems): $1,000 in a savings account earning 3% annually for four years, on a TI BA II Plus: FV = 1,125.51',
      inputs: { investment: '1000', rate: '3', years: '4' },
      expected: { futureValue: 1125.51 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.3 (as above), example "How to Determine Future Value When Other Variables Are Known": $2,000 in a money market account expected to earn 4% annually, after five years: "The result … is $2,433.31"',
      inputs: { investment: '2000', rate: '4', years: '5' },
      expected: { futureValue: 2433.31 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 7.2 "Time Value of Money (TVM) Basics" (openstax.org/books/principles-finance-2e/pages/7-2-time-value-of-money-tvm-basics): $1,000 at 4% a year for 50 years, FV = $1,000 × (1.04)^50 = $7,106.68',
      inputs: { investment: '1000', rate: '4', years: '50' },
      expected: { futureValue: 7106.68 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.7 "Investments", example "Buying Stock in Company ABC" (openstax.org/books/contemporary-mathematics/pages/6-7-investments): Haniah invests $13,000 growing 12.3% a year, compounded annually: "After 20 years, her stock is now worth $132,293.49"',
      inputs: { investment: '13000', rate: '12.3', years: '20' },
      expected: { futureValue: 132293.49 },
      tolerance: 0.005,
    },
    {
      source:
        'Angel One, “₹5 lakh can grow to ₹1.49 crore”: ₹5,00,000 at 12% for 30 years is ₹1,49,79,961 (angelone.in/news/swp-calculator-check-how-5-lakh-can-grow-to-1-49-crore-and-provide-1-42-lakh-monthly-income-during-retirement)',
      inputs: { investment: '500000', rate: '12', years: '30' },
      expected: { futureValue: 14979961, returns: 14479961 },
      tolerance: 1,
    },
  ],
});
