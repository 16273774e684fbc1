import { formatCount, formatNumber, formatPlain, formatSignificant } from '../domain/format.ts';
import {
  calculateInvestment,
  MAX_YEARS,
  PERIODS_PER_YEAR,
  roundToCents,
  type CompoundingFrequency,
  type InvestmentResult,
} from '../domain/investment.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 11,
  name: 'Investment Calculator',
  description:
    'Project the growth of a lump sum and regular contributions with compound interest, year by year.',
  category: 'finance',
  icon: 'calculator',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2025-03-28',
  updatedAt: '2025-03-28',
  related: ['sip-calculator', 'compound-interest-calculator', 'mortgage-calculator'],
  group: 'Investing',
  keywords: 'investment savings growth contributions interest',
} satisfies CalculatorRecord;

// The investment calculator: a lump sum plus monthly contributions at a fixed expected return,
// with the compounding frequency and the contribution timing as choices (the model and its
// sources are at the top of domain/investment.ts). It recalculates as the visitor types. The
// model holds in any country, so the visitor picks the currency (by default the browser locale's).

const MAX_AMOUNT = 1e12;

/** The messages of an amount field ('initial investment', e.g. 10000). */
function amountMessages(noun: string, example: string) {
  return {
    required: `Enter the ${noun} (0 if none).`,
    invalid: `Enter the ${noun} as a number, e.g. ${example}.`,
    min: `The ${noun} cannot be negative.`,
    max: 'Enter an amount up to 1,000,000,000,000.',
  };
}

const RATE_RANGE = 'Enter a return from -99% to 100%.';
const YEARS_RANGE = `Enter a whole number of years from 1 to ${MAX_YEARS}.`;

const fields = {
  currency: currencyField,
  initial: {
    kind: 'money',
    label: 'Initial investment',
    default: '10000',
    min: 0,
    max: MAX_AMOUNT,
    messages: amountMessages('initial investment', '10000'),
  },
  monthly: {
    kind: 'money',
    label: 'Monthly contribution',
    default: '200',
    min: 0,
    max: MAX_AMOUNT,
    messages: amountMessages('monthly contribution', '200'),
  },
  rate: {
    kind: 'percent',
    label: 'Expected annual return',
    default: '7',
    min: -99,
    max: 100,
    help: 'Average yearly return; may be negative.',
    messages: {
      required: 'Enter the expected annual return.',
      invalid: 'Enter the return as a number, e.g. 7.',
      min: RATE_RANGE,
      max: RATE_RANGE,
    },
  },
  years: {
    kind: 'integer',
    label: 'Investment period',
    unit: 'years',
    default: '10',
    min: 1,
    max: MAX_YEARS,
    help: `Whole years, 1 to ${MAX_YEARS}.`,
    messages: {
      required: 'Enter the number of years.',
      invalid: YEARS_RANGE,
      min: YEARS_RANGE,
      max: YEARS_RANGE,
    },
  },
  compound: {
    kind: 'choice',
    label: 'Compounding frequency',
    default: 'monthly',
    options: [
      { value: 'annually', label: 'Annually' },
      { value: 'semiannually', label: 'Semi-annually' },
      { value: 'quarterly', label: 'Quarterly' },
      { value: 'monthly', label: 'Monthly' },
      { value: 'daily', label: 'Daily (365 days a year)' },
    ],
  },
  timing: {
    kind: 'choice',
    label: 'Monthly contributions are made at the',
    default: 'end',
    display: 'radio',
    options: [
      { value: 'end', label: 'End of each month' },
      { value: 'start', label: 'Start of each month' },
    ],
  },
} as const;

type InvestmentValues = Values<typeof fields>;

/** The growth year by year, worked out once for the results, summary, steps, chart and table. */
const growthOf = rememberLast((v: InvestmentValues): InvestmentResult | null =>
  calculateInvestment({
    initialInvestment: v.initial,
    monthlyContribution: v.monthly,
    annualReturnRate: v.rate,
    years: v.years,
    compounding: v.compound,
    timing: v.timing,
  }),
);

const COMPOUNDED: Readonly<Record<CompoundingFrequency, string>> = {
  annually: 'compounded annually',
  semiannually: 'compounded semi-annually',
  quarterly: 'compounded quarterly',
  monthly: 'compounded monthly',
  daily: 'compounded daily',
};

/** A rate as a decimal with up to 8 significant digits: 0.0058333333, 8.33333e-13. */
function formatRate(value: number): string {
  // Written out, never as 8.33333e-8 (a return of 0.0001% a year).
  return formatSignificant(value, 8);
}

const yearsText = (years: number) => (years === 1 ? '1 year' : `${formatPlain(years)} years`);

/** 'After 10 years, $10,000.00 plus $200.00 a month at 7% a year (compounded monthly) grows to …' */
function summarize(v: InvestmentValues, result: InvestmentResult): string {
  const money = [
    v.initial > 0 ? formatMoney(v.initial, v.currency) : null,
    v.monthly > 0 ? `${formatMoney(v.monthly, v.currency)} a month` : null,
  ]
    .filter(Boolean)
    .join(' plus ');
  const verb =
    result.finalBalance > result.totalContributions
      ? 'grows to'
      : result.finalBalance < result.totalContributions
        ? 'shrinks to'
        : 'adds up to';
  return (
    `After ${yearsText(v.years)}, ${money} at ${formatPlain(v.rate)}% a year ` +
    `(${COMPOUNDED[v.compound]}) ${verb} ${formatMoney(result.finalBalance, v.currency)}.`
  );
}

/** The calculation step by step, with the visitor's numbers. */
function explain(v: InvestmentValues, result: InvestmentResult): string[] {
  const m = PERIODS_PER_YEAR[v.compound];
  const r = formatPlain(v.rate / 100);
  const n = result.months;
  const i = formatRate(result.monthlyRate);
  const steps: string[] = [];

  // 1. The monthly rate the contributions earn.
  if (v.rate === 0) {
    steps.push('Return of 0%: nothing grows, so the balance is the sum of the contributions.');
  } else if (m === 12) {
    steps.push(`Monthly rate (compounded monthly, like the contributions): i = ${r} ÷ 12 = ${i}`);
  } else {
    steps.push(
      `Interest is ${COMPOUNDED[v.compound]} (${formatCount(m, 'times a year')}${m === 365 ? ', 365 days' : ''}) ` +
        `but contributions are monthly, so they use the equivalent monthly rate ` +
        `i = (1 + r ÷ m)^(m ÷ 12) − 1 = (1 + ${r} ÷ ${m})^(${m} ÷ 12) − 1 = ${i}`,
    );
  }
  if (v.rate !== 0) {
    steps.push(
      `Effective annual return: (1 + ${r} ÷ ${m})^${m} − 1 = ` +
        `${formatPlain(Number((result.effectiveAnnualRate * 100).toPrecision(8)))}%`,
    );
  }

  // 2. What each part grows to.
  steps.push(`Number of monthly contributions: n = ${formatPlain(v.years)} × 12 = ${n}`);
  const parts: number[] = [];
  if (v.initial > 0) {
    const value = roundToCents(result.initialFutureValue);
    parts.push(value);
    steps.push(
      v.rate === 0
        ? `Initial investment: ${formatMoney(v.initial, v.currency)} stays ${formatMoney(value, v.currency)}`
        : `Initial investment: ${formatMoney(v.initial, v.currency)} × (1 + ${r} ÷ ${m})^(${m} × ` +
            `${formatPlain(v.years)}) = ${formatMoney(value, v.currency)}`,
    );
  }
  if (v.monthly > 0) {
    const value = roundToCents(result.contributionsFutureValue);
    parts.push(value);
    const c = formatMoney(v.monthly, v.currency);
    if (v.rate === 0) {
      steps.push(`Monthly contributions: ${c} × ${n} = ${formatMoney(value, v.currency)}`);
    } else if (v.timing === 'end') {
      steps.push(
        `Monthly contributions at the end of each month (future value of an ordinary annuity): ` +
          `${c} × ((1 + i)^${n} − 1) ÷ i = ${formatMoney(value, v.currency)}`,
      );
    } else {
      steps.push(
        `Monthly contributions at the start of each month (future value of an annuity due): ` +
          `${c} × ((1 + i)^${n} − 1) ÷ i × (1 + i) = ${formatMoney(value, v.currency)}`,
      );
    }
  }

  // 3. The totals.
  if (parts.length === 2) {
    const [a = 0, b = 0] = parts;
    const addsUp = roundToCents(a + b) === result.finalBalance;
    steps.push(
      `Final balance: ${formatMoney(a, v.currency)} + ${formatMoney(b, v.currency)} ${addsUp ? '=' : '≈'} ` +
        `${formatMoney(result.finalBalance, v.currency)}` +
        (addsUp
          ? ''
          : ` (unrounded: ${formatNumber(result.initialFutureValue, 4)} + ` +
            `${formatNumber(result.contributionsFutureValue, 4)} = ` +
            `${formatNumber(result.initialFutureValue + result.contributionsFutureValue, 4)})`),
    );
  } else {
    steps.push(`Final balance: ${formatMoney(result.finalBalance, v.currency)}`);
  }
  steps.push(
    `Total contributions: ${formatMoney(v.initial, v.currency)} + ` +
      `${formatMoney(v.monthly, v.currency)} × ${n} = ${formatMoney(result.totalContributions, v.currency)}`,
  );
  steps.push(
    `Total interest: ${formatMoney(result.finalBalance, v.currency)} − ` +
      `${formatMoney(result.totalContributions, v.currency)} = ${formatMoney(result.totalInterest, v.currency)}`,
  );
  return steps;
}

export default defineCalculator({
  slug: 'investment-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate: (v) =>
    v.initial === 0 && v.monthly === 0
      ? {
          monthly: 'Enter an initial investment or a monthly contribution: both cannot be 0.',
        }
      : {},
  outputs: {
    finalBalance: { label: 'Final balance', format: 'money' },
    totalContributions: { label: 'Total contributions', format: 'money' },
    totalInterest: { label: 'Total interest earned', format: 'money' },
  },
  compute(v) {
    const result = growthOf(v);
    if (!result) return { finalBalance: NaN, totalContributions: NaN, totalInterest: NaN };
    const { finalBalance, totalContributions, totalInterest } = result;
    return { finalBalance, totalContributions, totalInterest };
  },
  summary: (v) => summarize(v, growthOf(v)!),
  facts: (v, results) => [
    {
      label: 'Contributions',
      text: `${formatMoney(v.initial, v.currency)} initial + ${formatMoney(v.monthly * v.years * 12, v.currency)} monthly`,
    },
    ...(results.totalInterest > 0
      ? []
      : [
          {
            label: 'Growth',
            text:
              results.totalInterest < 0
                ? 'A loss: the balance is below what was put in'
                : 'No growth at this rate',
          },
        ]),
  ],
  breakdown: (_v, results) =>
    results.totalInterest > 0
      ? [
          { label: 'Contributions', value: results.totalContributions, palette: 'blue' },
          { label: 'Interest', value: results.totalInterest, palette: 'green' },
        ]
      : [],
  notes: [
    'This is an estimate, not a promise: returns are not guaranteed. It assumes the same return every year, while real investments rise and fall, and it leaves out fees, taxes and inflation.',
  ],
  usage: (v, results) => ({
    currency: v.currency,
    initialInvestment: v.initial,
    monthlyContribution: v.monthly,
    annualReturnRate: v.rate,
    years: v.years,
    compoundingFrequency: v.compound,
    contributionTiming: v.timing,
    finalBalance: results.finalBalance,
    totalContributions: results.totalContributions,
    totalInterest: results.totalInterest,
  }),
  steps: (v) => explain(v, growthOf(v)!),
  charts: {
    title: 'Growth year by year',
    build(v, results) {
      const { schedule } = growthOf(v)!;
      return [
        {
          kind: 'lines',
          caption:
            `Balance and total contributions by year. After ${yearsText(v.years)} the balance ` +
            `is ${formatMoney(results.finalBalance, v.currency)} and contributions total ` +
            `${formatMoney(results.totalContributions, v.currency)}. The table lists every year.`,
          x: { key: 'year', label: 'Year', tooltip: 'End of year' },
          series: [
            { id: 'balance', label: 'Balance', color: 'green.solid' },
            {
              id: 'contributions',
              label: 'Total contributions',
              color: 'blue.solid',
              dashed: true,
            },
          ],
          data: [
            { year: '0', balance: v.initial, contributions: v.initial },
            ...schedule.map((row) => ({
              year: String(row.year),
              balance: row.balance,
              contributions: row.contributions,
            })),
          ],
        },
      ];
    },
  },
  table: {
    caption: 'Year-by-year growth, at the end of each year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'contributions', label: 'Contributions to date', format: 'money' },
      { id: 'interestThisYear', label: 'Interest this year', format: 'money' },
      { id: 'interest', label: 'Interest to date', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows: (v) => growthOf(v)!.schedule.map((row) => ({ ...row })),
  },
  about: [
    'The initial investment grows at the expected annual return r, compounded m times a year: P × (1 + r/m)^(m × t). Contributions are monthly, so they earn the equivalent monthly rate i = (1 + r/m)^(m/12) − 1 (exactly r/12 with monthly compounding), which earns over a year what the chosen compounding does. Daily compounding counts 365 days a year.',
    'Contributions made at the end of each month grow as an ordinary annuity, C × ((1 + i)^n − 1) ÷ i with n = 12 × years; made at the start of each month, as an annuity due, that times (1 + i).',
    'The balance at the end of each year is rounded half-up to the cent, and interest is the rounded balance − the contributions, so the figures shown add up. The return is the same every year; fees, taxes and inflation are left out.',
  ],
  faq: [
    {
      question: 'What return should I expect?',
      answer:
        'Nobody knows: returns rise and fall from year to year. Long-run averages are often quoted (stocks have historically returned more than bonds, and bonds more than savings accounts), but try a lower and a higher rate to see the range your plan might land in.',
    },
    {
      question: 'Does it matter when in the month I contribute?',
      answer:
        'A little: paying at the start of each month gives every contribution one more month of growth, so the balance ends slightly higher than with payments at the end of each month.',
    },
    {
      question: 'Why does compounding frequency change the result so little?',
      answer:
        'Compounding more often adds interest on interest sooner, but at ordinary rates the difference is small: 7% a year is an effective 7% compounded annually and about 7.23% compounded monthly.',
    },
    {
      question: 'Are fees, taxes and inflation included?',
      answer:
        'No. To allow for them roughly, lower the expected return: for example by the fund’s yearly fee, or by the inflation rate to see the result in today’s money.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.6 "Methods of Savings", example "Future Value of an Ordinary Annuity" (openstax.org/books/contemporary-mathematics/pages/6-6-methods-of-savings): Jill deposits $250.00 at the end of each month into an account bearing 3.75% compounded monthly: “The account, after 8 years, will contain $27,938.20”',
      inputs: {
        initial: '0',
        monthly: '250',
        rate: '3.75',
        years: '8',
        compound: 'monthly',
        timing: 'end',
      },
      expected: { finalBalance: 27938.2, totalContributions: 24000 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.4 "Compound Interest", example "Computing Future Value for Compound Interest", part 1 (openstax.org/books/contemporary-mathematics/pages/6-4-compound-interest): $5,000 at 3.8% compounded monthly for 5 years: “The future value of the investment is $6,044.43”',
      inputs: { initial: '5000', monthly: '0', rate: '3.8', years: '5', compound: 'monthly' },
      expected: { finalBalance: 6044.43 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.6 (as above), example "Single Deposit to a Money Market Account": Marietta’s $2,500.00 at 1.76% compounded monthly “will be worth $2,682.20 after 4 years”',
      inputs: { initial: '2500', monthly: '0', rate: '1.76', years: '4', compound: 'monthly' },
      expected: { finalBalance: 2682.2 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Interest Compounded Annually": Abena’s $1,000 CD at 4% compounded annually: “After 3 years, Abena’s CD is worth $1,124.86”',
      inputs: { initial: '1000', monthly: '0', rate: '4', years: '3', compound: 'annually' },
      expected: { finalBalance: 1124.86 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Interest Compounded Quarterly": Cody’s $7,500 at 4.5% compounded quarterly, A = 7,500 × 1.564376865391 = 11,732.8265 (the book then rounds cents down, “worth $11,732.82”; here its unrounded figure, to the cent)',
      inputs: { initial: '7500', monthly: '0', rate: '4.5', years: '10', compound: 'quarterly' },
      expected: { finalBalance: 11732.8265 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Interest Compounded Daily": Kathy’s $10,000 at 5.6% compounded daily (n = 365), A = 10,000 × 3.06459091598 = 30,645.909 (then “worth $30,645.90”, cents rounded down as above; here the unrounded figure, to the cent)',
      inputs: { initial: '10000', monthly: '0', rate: '5.6', years: '20', compound: 'daily' },
      expected: { finalBalance: 30645.909 },
      tolerance: 0.005,
    },
  ],
});
