import { formatPlain } from '../domain/format.ts';
import { amountInWords, formatIndianNumber, formatRupees } from '../domain/indianNumbers.ts';
import { calculateSip, roundSipAmounts, type SipResult } from '../domain/sip.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 3,
  name: 'SIP Calculator',
  description:
    'See what a monthly investment (Systematic Investment Plan) grows to at an expected rate of return.',
  category: 'finance',
  icon: 'coins',
  iconBg: 'green',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: ['mortgage-calculator', 'investment-calculator', 'percentage-calculator'],
  group: 'Investing',
  keywords: 'sip systematic investment plan mutual fund monthly',
} satisfies CalculatorRecord;

// The SIP calculator (spec sections 2, 3, 5 and 9): a fixed monthly investment, made at the
// start of each month and compounded monthly, with an optional yearly step-up (the model and its
// sources are at the top of domain/sip.ts). Amounts are in whole rupees. It recalculates as the
// visitor types or slides; Calculate records the calculation at once.

const MAX_MONTHLY = 10_000_000;

const RATE_RANGE = 'Enter a return from 0% to 30% a year.';
const PERIOD_RANGE = 'Enter a whole number of years from 1 to 40.';
const STEP_UP_RANGE = 'Enter a step-up from 0% to 50%.';

const fields = {
  monthly: {
    kind: 'money',
    label: 'Monthly investment',
    default: '5000',
    min: 0,
    max: MAX_MONTHLY,
    whole: true,
    spin: { min: 500, max: MAX_MONTHLY, step: 500 },
    slider: { min: 500, max: 100_000, step: 500, label: 'Adjust monthly investment' },
    help: 'Whole rupees from ₹0 to ₹1,00,00,000. The slider covers ₹500 to ₹1,00,000.',
    messages: {
      required: 'Enter the monthly investment.',
      invalid: 'Enter the monthly investment in whole rupees, e.g. 5000.',
      min: 'The monthly investment cannot be negative.',
      max: 'Enter a monthly investment up to ₹1,00,00,000.',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Expected return rate (p.a.)',
    default: '12',
    min: 0,
    max: 30,
    spin: { min: 1, max: 30, step: 0.1 },
    slider: { min: 1, max: 30, step: 0.1, label: 'Adjust expected return rate' },
    help: 'From 0% to 30% a year. The slider covers 1% to 30%.',
    messages: {
      required: 'Enter the expected return rate.',
      invalid: 'Enter the return rate as a number, e.g. 12.',
      min: RATE_RANGE,
      max: RATE_RANGE,
    },
  },
  period: {
    kind: 'integer',
    label: 'Time period',
    unit: 'years',
    default: '10',
    min: 1,
    max: 40,
    spin: { min: 1, max: 40, step: 1 },
    slider: { min: 1, max: 40, step: 1, label: 'Adjust time period' },
    help: 'Whole years from 1 to 40.',
    messages: {
      required: 'Enter the number of years.',
      invalid: PERIOD_RANGE,
      min: PERIOD_RANGE,
      max: PERIOD_RANGE,
    },
  },
  stepup: {
    kind: 'percent',
    label: 'Annual step-up (optional)',
    default: '0',
    min: 0,
    max: 50,
    blankValue: 0,
    placeholder: '0',
    spin: { min: 0, max: 50, step: 1 },
    slider: { min: 0, max: 50, step: 1, label: 'Adjust annual step-up' },
    help: 'From 0% to 50%. Each year your monthly investment rises by this percentage.',
    messages: {
      required: STEP_UP_RANGE,
      invalid: 'Enter the step-up as a number, e.g. 10.',
      min: STEP_UP_RANGE,
      max: STEP_UP_RANGE,
    },
  },
} as const;

type SipValues = Values<typeof fields>;

/** The SIP year by year, worked out once for the results, steps, chart and table. */
const sipOf = rememberLast((v: SipValues): SipResult =>
  calculateSip({
    monthlyInvestment: v.monthly,
    annualReturnRate: v.rate,
    years: v.period,
    stepUpPercent: v.stepup,
  }),
);

const yearsText = (years: number) => (years === 1 ? '1 year' : `${formatPlain(years)} years`);

/** '11.62 lakh' under an amount of a lakh or more, as Indian readers count. */
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

/** A number in a formula: Indian grouping, up to 10 decimals. */
function plain(value: number): string {
  return Number.isInteger(value) ? formatIndianNumber(value) : formatPlain(value);
}

/** '= 0.01' when the monthly rate is exact to 10 decimals, else '≈ 0.0083333333'. */
function rateTerm(r: number): string {
  const rounded = Number(r.toFixed(10));
  return `${rounded === r ? '=' : '≈'} ${formatPlain(rounded)}`;
}

type Amounts = Record<'invested' | 'returns' | 'futureValue', number>;

/** "How this was calculated", with the visitor's own numbers. */
function explain(v: SipValues, result: SipResult, amounts: Amounts): string[] {
  const r = result.monthlyRate;
  const n = result.months;
  const rText = formatPlain(Number(r.toFixed(10)));
  const nothingGrows = `r is 0, so nothing grows: future value = invested = ${formatRupees(amounts.futureValue)}`;
  const steps = [
    `r = ${formatPlain(v.rate)} ÷ 12 ÷ 100 ${rateTerm(r)} (the monthly rate)`,
    `n = ${v.period} × 12 = ${n} monthly payments`,
  ];
  if (v.stepup === 0) {
    steps.push(
      r === 0
        ? nothingGrows
        : `Future value = ${plain(v.monthly)} × ((1 + ${rText})^${n} − 1) ÷ ${rText} × ` +
            `(1 + ${rText}) = ${formatRupees(amounts.futureValue)}`,
      `Invested = ${plain(v.monthly)} × ${n} = ${formatRupees(amounts.invested)}`,
    );
  } else {
    const last = result.schedule.at(-1);
    steps.push(
      `The monthly investment rises ${formatPlain(v.stepup)}% a year: ` +
        `${formatRupees(v.monthly)} in year 1` +
        (last && v.period > 1
          ? ` to ${formatRupees(last.monthlyInvestment)} in year ${v.period}`
          : ''),
      r === 0
        ? nothingGrows
        : `Each year's 12 payments of P are worth P × ((1 + ${rText})^12 − 1) ÷ ${rText} × ` +
            `(1 + ${rText}) at the year's end, then grow by (1 + ${rText})^12 every later year; ` +
            `added up, future value = ${formatRupees(amounts.futureValue)}`,
      `Invested = 12 × the sum of the monthly amounts = ${formatRupees(amounts.invested)}`,
    );
  }
  steps.push(
    `Returns = ${formatRupees(amounts.futureValue)} − ${formatRupees(amounts.invested)} = ` +
      formatRupees(amounts.returns),
  );
  return steps;
}

/** The results as text for the clipboard, with the link that shows them again. */
function resultsText(v: SipValues, amounts: Amounts, link: string): string {
  const words = inWords(amounts.futureValue);
  return [
    'SIP Calculator results',
    `Monthly investment: ${formatRupees(v.monthly)}`,
    `Expected return rate: ${formatPlain(v.rate)}% a year`,
    `Time period: ${yearsText(v.period)}`,
    ...(v.stepup !== 0 ? [`Annual step-up: ${formatPlain(v.stepup)}%`] : []),
    `Invested amount: ${formatRupees(amounts.invested)}`,
    `Estimated returns: ${formatRupees(amounts.returns)}`,
    `Future value: ${formatRupees(amounts.futureValue)}${words ? ` (${words})` : ''}`,
    `See these results: ${link}`,
  ].join('\n');
}

export default defineCalculator({
  slug: 'sip-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  calculateLabel: 'Calculate',
  linkedNotice:
    'This calculator was pre-filled from shared results. You can adjust the values below.',
  outputs: {
    invested: { label: 'Invested amount', format: 'money', caption: inWords },
    returns: { label: 'Estimated returns', format: 'money', caption: inWords },
    futureValue: {
      label: 'Future value',
      format: 'money',
      emphasis: true,
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
  },
  // Whole rupees, and returns made from the rounded figures, so the three shown add up.
  compute: (v) => roundSipAmounts(sipOf(v)),
  summary: (v, results) =>
    `${formatRupees(v.monthly)} a month` +
    (v.stepup !== 0 ? `, rising ${formatPlain(v.stepup)}% every year,` : '') +
    ` for ${yearsText(v.period)} at ${formatPlain(v.rate)}% a year could grow to ` +
    `${formatRupees(results.futureValue)}.`,
  breakdown: (_v, results) =>
    results.futureValue > 0
      ? [
          { label: 'Principal', value: results.invested, palette: 'blue' },
          { label: 'Returns', value: results.returns, palette: 'green' },
        ]
      : [],
  copy: {
    toast: 'SIP calculation results copied to clipboard',
    text: resultsText,
  },
  usage: (v, results) => ({
    monthlyInvestment: v.monthly,
    annualReturnRate: v.rate,
    investmentPeriod: v.period,
    invested: results.invested,
    returns: results.returns,
    futureValue: results.futureValue,
    ...(v.stepup !== 0 ? { stepUpPercent: v.stepup } : {}),
  }),
  steps: (v, results) => explain(v, sipOf(v), results),
  charts: {
    title: 'Growth over time',
    build(v, results) {
      return [
        {
          kind: 'lines',
          caption:
            `Invested money and its value at the end of each year. After ${yearsText(v.period)}, ` +
            `${formatRupees(results.invested)} invested is worth ` +
            `${formatRupees(results.futureValue)}. The table lists every year.`,
          x: { key: 'year', label: 'Year', tooltip: 'End of year' },
          series: [
            { id: 'value', label: 'Value', color: 'green.solid' },
            { id: 'invested', label: 'Invested', color: 'blue.solid', dashed: true },
          ],
          data: [
            { year: '0', value: 0, invested: 0 },
            ...sipOf(v).schedule.map((row) => ({
              year: String(row.year),
              value: Math.round(row.value),
              invested: Math.round(row.invested),
            })),
          ],
        },
      ];
    },
  },
  table: {
    caption: 'Year-by-year growth',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'monthly', label: 'Monthly investment', format: 'money' },
      { id: 'invested', label: 'Invested to date', format: 'money' },
      { id: 'returns', label: 'Returns to date', format: 'money' },
      { id: 'value', label: 'Value at year end', format: 'money' },
    ],
    // The monthly amount is a column only when it changes from year to year.
    hiddenColumns: (v) => (v.stepup === 0 ? ['monthly'] : []),
    rows: (v) =>
      sipOf(v).schedule.map((row) => {
        const { invested, futureValue, returns } = roundSipAmounts({
          invested: row.invested,
          futureValue: row.value,
        });
        return {
          year: row.year,
          monthly: row.monthlyInvestment,
          invested,
          returns,
          value: futureValue,
        };
      }),
  },
  guide: [
    {
      heading: 'What is a SIP?',
      blocks: [
        'A Systematic Investment Plan (SIP) is a way of investing a fixed amount in a mutual fund at regular intervals, usually every month, instead of putting in a lump sum at once. Each instalment buys units of the fund at that day’s price (its NAV), and the units add up over the years.',
        'This SIP calculator estimates what those monthly instalments could be worth at the end of your investment period if the fund earned a steady annual return. It shows how much you put in, how much the returns add, and the total future value.',
      ],
    },
    {
      heading: 'How to use this SIP calculator',
      blocks: [
        {
          ordered: true,
          list: [
            'Enter your monthly investment, or drag its slider.',
            'Set the expected return rate you assume the fund earns each year.',
            'Choose the time period in years.',
            'If you plan to invest more every year, for example as your salary rises, add an annual step-up.',
            'Read the invested amount, estimated returns and future value: they update as you type, and the chart and year-by-year table show how the money grows. Press Calculate at any time, copy the results, print them, or share a link that opens the calculator with your values.',
          ],
        },
      ],
    },
    {
      heading: 'The SIP formula',
      blocks: [
        'The calculator uses the standard formula for payments made at the start of each month:',
        { formula: 'FV = P × ((1 + r)^n − 1) ÷ r × (1 + r)' },
        {
          list: [
            { term: 'FV', text: 'is the future value of your SIP;' },
            { term: 'P', text: 'is the monthly investment;' },
            { term: 'r', text: 'is the monthly rate: the annual rate ÷ 12 ÷ 100;' },
            { term: 'n', text: 'is the number of monthly payments: years × 12.' },
          ],
        },
        'The last factor, (1 + r), is there because each instalment is invested at the start of its month and earns a full month of returns. The amount invested is P × n, and the estimated returns are the future value less the amount invested. At a rate of 0 the future value is simply the amount invested.',
        'For example, ₹5,000 a month at 12% for 10 years: r = 0.01 and n = 120, so the future value is ₹11,61,695 on ₹6,00,000 invested, or ₹5,61,695 of estimated returns.',
        'With an annual step-up, each year’s twelve instalments are valued with the same formula at that year’s monthly amount and then grow for the remaining years; the calculator adds them up.',
      ],
    },
    {
      heading: 'Benefits of investing through a SIP',
      blocks: [
        {
          list: [
            {
              term: 'Rupee cost averaging:',
              text: 'the same amount buys more units when prices are low and fewer when they are high, so you need not time the market.',
            },
            {
              term: 'The power of compounding:',
              text: 'returns earn returns of their own, and the longer you stay invested the more of your future value comes from them.',
            },
            {
              term: 'Discipline:',
              text: 'an automatic monthly instalment turns investing into a habit.',
            },
            {
              term: 'A small start:',
              text: 'many funds accept SIPs from ₹500 a month, and you can raise, pause or stop them.',
            },
            {
              term: 'Convenience:',
              text: 'instalments are debited from your bank account on a fixed date with no paperwork each month.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Factors that affect your SIP returns',
      blocks: [
        {
          list: [
            {
              term: 'Rate of return:',
              text: 'the fund’s actual return varies from year to year with the market and with the kind of fund (equity, debt or hybrid).',
            },
            {
              term: 'Investment period:',
              text: 'compounding needs time; a few extra years can add more than many extra rupees a month.',
            },
            {
              term: 'Amount and step-up:',
              text: 'a larger instalment, or one that rises every year, builds a larger future value.',
            },
            {
              term: 'Market ups and downs:',
              text: 'the order of good and bad years changes the final value even when the average return is the same.',
            },
            {
              term: 'Costs:',
              text: 'the fund’s expense ratio and any exit load reduce what you keep.',
            },
            {
              term: 'Taxes and inflation:',
              text: 'capital gains tax lowers the amount you take home, and inflation lowers what it can buy.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Disclaimer',
      printed: true,
      blocks: [
        'This calculator is for illustration only. It assumes a constant rate of return, which real investments do not deliver, and its figures are before taxes, expense ratios and exit loads. Mutual fund investments are subject to market risks; read all scheme-related documents carefully. Past performance does not guarantee future returns. Nothing here is investment advice: consider speaking with a SEBI-registered investment adviser before you invest.',
      ],
    },
  ],
  about: [
    'Conventions: each instalment is invested at the start of its month (an annuity due) and earns the monthly rate r = annual rate ÷ 12 ÷ 100, compounded monthly. With a step-up, the monthly amount rises by the step-up once a year, at the start of each new year.',
    'Amounts are rounded half-up to whole rupees; the estimated returns are the rounded future value less the rounded amount invested, so the three figures add up. Lakh and crore are written out under amounts of a lakh or more.',
  ],
  faq: [
    {
      question: 'Is the future value guaranteed?',
      answer:
        'No. It is what your instalments would grow to if the fund earned the same return every year. Real mutual fund returns rise and fall, so treat the figure as an estimate and try a lower and a higher rate to see a range.',
    },
    {
      question: 'Why does the calculator multiply by (1 + r) at the end?',
      answer:
        'Because a SIP instalment is invested at the start of its month, so every instalment earns one more month of returns than a payment made at the month’s end would. Fund houses and most Indian SIP calculators use the same convention.',
    },
    {
      question: 'What is a step-up SIP?',
      answer:
        'A SIP whose monthly amount rises by a fixed percentage every year, for example by 10% as your salary grows. ₹5,000 a month rising 10% a year at 12% for 10 years grows to about ₹16.87 lakh, against ₹11.62 lakh without the step-up.',
    },
    {
      question: 'Are taxes and fund costs included?',
      answer:
        'No. The figures are before capital gains tax, the fund’s expense ratio and any exit load. To allow for costs roughly, lower the expected return by the fund’s expense ratio.',
    },
  ],
  references: [
    {
      source:
        'Groww, SIP calculator worked example: ₹1,000 a month at 12% for 12 months is ₹12,809',
      inputs: { monthly: '1000', rate: '12', period: '1' },
      expected: { futureValue: 12809, invested: 12000 },
      tolerance: 1,
    },
    {
      source:
        'Bajaj Finserv Asset Management (Bajaj Finserv Mutual Fund), “How to Shape Your Investment Strategy with Bajaj Finserv Mutual Fund’s Online SIP Calculator”, brand story on livemint.com (livemint.com/brand-stories/how-to-shape-your-investment-strategy-with-bajaj-finserv-mutual-fund-s-online-sip-calculator-11688390481709.html): Rs. 1,000 a month for 10 years at 10%, the AMC’s SIP calculator shows Rs. 2,06,552 on Rs. 1,20,000 invested, a growth of Rs. 86,552',
      inputs: { monthly: '1000', rate: '10', period: '10' },
      expected: { futureValue: 206552, invested: 120000, returns: 86552 },
      tolerance: 1,
    },
    {
      source:
        'Bajaj Broking (Bajaj Financial Securities, a SEBI-registered stockbroker), SIP Calculator, “SIP Calculation Formula” example (bajajbroking.in/calculators/sip-calculator): 2,000 × {[(1.01)^60 − 1] ÷ 0.01} × 1.01, “Final Value: ≈ ₹1.65 lakh”, i.e. ₹2,000 a month at 12% for 5 years. Its ₹1,64,832 comes from rounding (1.01)^60 to 1.816; the lakh figure, to ₹1,000, is compared',
      inputs: { monthly: '2000', rate: '12', period: '5' },
      expected: { futureValue: 165000 },
      tolerance: 500,
    },
    {
      source:
        'hashmatic.in step-up SIP calculator: ₹5,000 a month rising 10% a year at 12% for 10 years, ₹16,87,163 on ₹9,56,245',
      inputs: { monthly: '5000', rate: '12', period: '10', stepup: '10' },
      expected: { futureValue: 1687163, invested: 956245 },
      tolerance: 1,
    },
  ],
});
