import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import { LATEST_QUARTER, schemeRules } from './shared/smallSavingsRates.ts';
import { dayInWords } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 17,
  name: 'PPF Calculator',
  description:
    'Project your Public Provident Fund balance over its 15-year term from yearly deposits.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'fd-calculator',
    'epf-calculator',
    'sip-calculator',
    'nsc-calculator',
    'sukanya-samriddhi-calculator',
  ],
  group: 'Savings and deposits',
  keywords: 'ppf public provident fund tax saving 80c',
} satisfies CalculatorRecord;

// Public Provident Fund: a yearly deposit D made at the start of each financial year (by 5 April,
// so it earns interest for the whole year), interest at the PPF rate r compounded yearly and
// credited on 31 March. After year y the balance is B(y) = (B(y − 1) + D) × (1 + r), so after n
// years
//   F = D × ((1 + r)^n − 1) ÷ r × (1 + r)
// (an annuity due). The account runs 15 years and may be extended in blocks of 5 years with
// deposits (PPF Scheme, 2019). The rate is set by the Ministry of Finance every quarter.

/** The PPF rate the form starts with, and the quarter it was last notified for. */
export const PPF_RATE = LATEST_QUARTER.rates.ppf;
/** The latest notified PPF rate, and since when it has held, from the small savings table. */
const RATE_NOTIFIED = `${formatPlain(PPF_RATE)}% a year for ${LATEST_QUARTER.quarter}, notified by the Ministry of Finance on ${dayInWords(LATEST_QUARTER.notified)}; it has been ${formatPlain(PPF_RATE)}% since ${dayInWords(schemeRules('ppf', 'PPF').at(-1)!.from)}`;

const rupees = (value: number) => formatMoney(value, 'INR');

const fields = {
  deposit: {
    kind: 'money',
    label: 'Yearly deposit',
    default: '150000',
    min: 500,
    max: 150_000,
    help: 'From ₹500 to ₹1,50,000 in a financial year, made by 5 April.',
    messages: {
      min: 'The PPF needs at least ₹500 a year',
      max: 'The PPF accepts at most ₹1,50,000 a year',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    unit: '% a year',
    default: String(PPF_RATE),
    min: 0,
    max: 20,
    help: 'The current PPF rate is 7.1%; the government reviews it every quarter.',
    messages: {
      min: 'The rate cannot be negative',
      max: 'The rate can be at most 20%',
    },
  },
  years: {
    kind: 'integer',
    label: 'Years',
    unit: 'years',
    default: '15',
    min: 15,
    max: 50,
    help: '15 years, or 20, 25 … 50 with extensions of 5 years.',
    stepper: { fewer: 'Fewer years', more: 'More years' },
    messages: {
      required: 'Enter the number of years',
      invalid: 'Enter a whole number of years: 15, 20, 25 … 50',
      min: 'A PPF account runs at least 15 years',
      max: 'The calculator goes up to 50 years (15 plus seven extensions)',
    },
  },
} as const;

type PpfValues = Values<typeof fields>;

interface PpfYear {
  year: number;
  deposit: number;
  interest: number;
  balance: number;
}

/** The account year by year, each balance to the paisa; the interest shown adds up to it. */
const scheduleOf = rememberLast((v: PpfValues): PpfYear[] => {
  const growth = 1 + v.rate / 100;
  const rows: PpfYear[] = [];
  let exact = 0;
  let shown = 0;
  for (let year = 1; year <= v.years; year++) {
    exact = (exact + v.deposit) * growth;
    const balance = cents(exact);
    rows.push({
      year,
      deposit: v.deposit,
      interest: decimal(balance).minus(shown).minus(v.deposit).toNumber(),
      balance,
    });
    shown = balance;
  }
  return rows;
});

export default defineCalculator({
  slug: 'ppf-calculator',
  currency: 'INR',
  fields,
  validate: (v) =>
    (v.years - 15) % 5 === 0
      ? {}
      : { years: 'PPF runs 15 years, then extends in blocks of 5: enter 15, 20, 25 … 50' },
  outputs: {
    maturity: { label: 'Maturity value', format: 'money' },
    invested: { label: 'Total deposited', format: 'money' },
    interest: { label: 'Interest earned', format: 'money' },
  },
  compute(v) {
    const maturity = scheduleOf(v).at(-1)?.balance ?? 0;
    const invested = cents(decimal(v.deposit).times(v.years));
    return { maturity, invested, interest: decimal(maturity).minus(invested).toNumber() };
  },
  summary: (v, results) =>
    `${rupees(v.deposit)} every year for ${v.years} years at ${plainIndian(v.rate)}% grows to ` +
    `${rupees(results.maturity)}, tax-free.`,
  breakdown: (_v, results) =>
    results.interest > 0
      ? [
          { label: 'Deposited', value: results.invested, palette: 'blue' },
          { label: 'Interest', value: results.interest, palette: 'green' },
        ]
      : [],
  notes: [
    `The rate is assumed to stay the same every year. It is ${RATE_NOTIFIED}. A future revision changes the result.`,
  ],
  steps(v, results) {
    const r = v.rate / 100;
    const growth = (1 + r) ** v.years;
    return [
      `Each deposit is made at the start of the year and earns ${plainIndian(v.rate)}% for the whole year; interest is added on 31 March`,
      r === 0
        ? `At 0% nothing grows: maturity = ${rupees(v.deposit)} × ${v.years} = ${rupees(results.maturity)}`
        : `Maturity F = D × ((1 + r)^n − 1) ÷ r × (1 + r) = ${plainIndian(v.deposit)} × ((1 + ${plainIndian(r)})^${v.years} − 1) ÷ ` +
          `${plainIndian(r)} × ${plainIndian(1 + r)} = ${plainIndian(v.deposit)} × ` +
          `${plainIndian(Number((((growth - 1) / r) * (1 + r)).toFixed(6)))} ≈ ${rupees(results.maturity)}`,
      `Total deposited = ${rupees(v.deposit)} × ${v.years} = ${rupees(results.invested)}`,
      `Interest earned = ${rupees(results.maturity)} − ${rupees(results.invested)} = ${rupees(results.interest)}`,
    ];
  },
  table: {
    caption: 'Account year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'deposit', label: 'Deposit', format: 'money' },
      { id: 'interest', label: 'Interest credited', format: 'money' },
      { id: 'balance', label: 'Balance on 31 March', format: 'money' },
    ],
    rows: (v) => scheduleOf(v).map((row) => ({ ...row })),
  },
  about: [
    'Deposits are made once a year at the start of the financial year (by 5 April, so that they earn interest for every month of the year), and interest is compounded yearly and credited on 31 March. The maturity value is then F = D × ((1 + r)^n − 1) ÷ r × (1 + r), where D is the yearly deposit, r the rate and n the number of years.',
    `The account matures after 15 full financial years and can be extended in blocks of 5 years with deposits, so 15, 20, 25 … years are accepted. The rate is the one you enter, the same every year; the PPF rate is ${RATE_NOTIFIED}.`,
    'PPF interest is worked out on the lowest balance between the 5th and the last day of each month, which is why a deposit made after 5 April earns less; this calculator assumes deposits by 5 April. Balances are rounded half-up to the paisa, and each year’s interest is the rounded balance less the previous one and the deposit, so the table adds up.',
  ],
  faq: [
    {
      question: 'Why deposit before 5 April?',
      answer:
        'Interest for each month is paid on the lowest balance between the 5th and the end of the month. A deposit made by 5 April counts for all twelve months of the financial year; one made later misses at least one month’s interest.',
    },
    {
      question: 'Is PPF interest taxable?',
      answer:
        'No. The interest and the maturity amount are tax-free under either tax regime. Under the old regime, deposits up to ₹1,50,000 a year are also deductible under section 80C.',
    },
    {
      question: 'What happens after 15 years?',
      answer:
        'You can close the account and take the money, keep it without deposits (it still earns interest), or extend it in blocks of 5 years with deposits by submitting Form 4 within a year of maturity. Enter 20, 25 or more years to see an extension.',
    },
    {
      question: 'How often does the PPF rate change?',
      answer:
        'The Ministry of Finance notifies small savings rates every quarter. The PPF rate has been 7.1% since April 2020; a change applies to the whole balance from that quarter on.',
    },
  ],
  references: [
    {
      source:
        'Zee News, “PPF tax benefits and maturity”: Rs 1,50,000 a year for 15 years at 7.1% is Rs 40,68,209, interest Rs 18,18,209 (zeenews.india.com/photos/business/ppf-tax-benefits-and-maturity-do-you-know-extending-ppf-tenure-can-yield-massive-returns-check-interest-rate-withdrawals-rules-2883454)',
      inputs: { deposit: '150000', rate: '7.1', years: '15' },
      expected: { maturity: 4068209, invested: 2250000, interest: 1818209 },
      tolerance: 1,
    },
    {
      source:
        'Asianet News Kannada, post office PPF scheme: Rs 90,000 a year for 15 years at 7.1% grows to Rs 24,40,926 (kannada.asianetnews.com/amp/gallery/business/post-office-ppf-scheme-earn-up-to-rs-24-lakh-with-this-simple-savings-plan-mrq-skb7vv)',
      inputs: { deposit: '90000', rate: '7.1', years: '15' },
      expected: { maturity: 2440926, invested: 1350000 },
      tolerance: 1,
    },
    {
      // “Approx Rs 66.5 lakh”: the figure is cut to a tenth of a lakh (₹10,000).
      source:
        'Financial Express, PPF account extension calculation: Rs 1.5 lakh a year for 20 years at 7.1% is approx Rs 66.5 lakh (financialexpress.com/money/public-provident-fund-ppf-account-extension-calculation-rs-50-lakh-to-rs-1-crore-more-in-5-15-years-3125456)',
      inputs: { deposit: '150000', rate: '7.1', years: '20' },
      expected: { maturity: 6650000 },
      tolerance: 10000,
    },
  ],
});
