import { defineCalculator, type Values } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import { BANK_INTEREST_TDS_WORDS } from './shared/interestTds.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 16,
  name: 'RD Calculator',
  description:
    'See what a recurring deposit’s monthly instalments grow to at maturity, with quarterly compounding.',
  category: 'finance',
  icon: 'piggy-bank',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-03',
  related: ['fd-calculator', 'sip-calculator', 'ppf-calculator', 'post-office-mis-calculator'],
  group: 'Savings and deposits',
  keywords: 'rd recurring deposit monthly deposit bank',
} satisfies CalculatorRecord;

// Recurring deposit: a fixed instalment R paid at the start of every month for n months, each
// instalment compounded quarterly at the annual rate r for the months it stays in the deposit:
//   M = Σ (k = 1 … n) R × (1 + r/4)^(k/3)
// (the instalment paid k months before maturity earns k/3 quarters of interest). For n a multiple
// of 3 this is the Indian Banks' Association formula that banks and ClearTax quote,
//   M = R × ((1 + i)^q − 1) ÷ (1 − (1 + i)^(−1/3)),  i = r/4, q = n/3 quarters,
// the same geometric sum in closed form, which is what is computed here for any n.

const rupees = (value: number) => formatMoney(value, 'INR');

/** The maturity value of `monthly` paid for `months` months at `rate` % compounded quarterly. */
export function rdMaturity(monthly: number, rate: number, months: number): number {
  const i = rate / 400;
  if (i === 0) return monthly * months;
  // Σ x^k for k = 1 … n with x = (1 + i)^(1/3): x × (x^n − 1) ÷ (x − 1), written with expm1
  // and log1p so a tiny rate loses no digits.
  const logX = Math.log1p(i) / 3;
  return (monthly * Math.exp(logX) * Math.expm1(months * logX)) / Math.expm1(logX);
}

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

const fields = {
  monthly: {
    kind: 'money',
    label: 'Monthly instalment',
    default: '5000',
    min: 0,
    minExclusive: true,
    max: 100_000_000,
    help: 'Paid at the start of every month; banks accept from ₹100.',
    messages: {
      min: 'The instalment must be more than ₹0',
      max: 'The instalment can be at most ₹10 crore a month',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    unit: '% a year',
    default: '7',
    min: 0,
    max: 50,
    messages: {
      min: 'The rate cannot be negative',
      max: 'The rate can be at most 50%',
    },
  },
  months: {
    kind: 'integer',
    label: 'Tenure',
    unit: 'months',
    default: '60',
    min: 1,
    max: 600,
    help: 'Whole months: banks offer 6 to 120 (1 year is 12, 5 years 60).',
    messages: {
      required: 'Enter the tenure in months',
      invalid: 'Enter the tenure as a whole number of months, e.g. 60',
      max: 'The tenure can be at most 600 months (50 years)',
    },
  },
} as const;

type RdValues = Values<typeof fields>;

export default defineCalculator({
  slug: 'rd-calculator',
  currency: 'INR',
  fields,
  outputs: {
    maturity: { label: 'Maturity amount', format: 'money' },
    invested: { label: 'Total deposited', format: 'money' },
    interest: { label: 'Interest earned', format: 'money' },
  },
  compute(v) {
    const maturity = cents(rdMaturity(v.monthly, v.rate, v.months));
    const invested = cents(decimal(v.monthly).times(v.months));
    return {
      maturity,
      invested,
      interest: decimal(maturity).minus(invested).toNumber(),
    };
  },
  summary: (v, results) =>
    `${rupees(v.monthly)} a month for ${monthsText(v.months)} at ${plainIndian(v.rate)}% a year ` +
    `grows to ${rupees(results.maturity)}, of which ${rupees(results.interest)} is interest.`,
  breakdown: (_v, results) =>
    results.interest > 0
      ? [
          { label: 'Deposited', value: results.invested, palette: 'blue' },
          { label: 'Interest', value: results.interest, palette: 'green' },
        ]
      : [],
  notes: [
    `Interest is shown before tax: RD interest is taxed at your slab rate, and banks deduct TDS once your deposit interest from them passes ${BANK_INTEREST_TDS_WORDS}. A missed instalment draws a penalty and changes the maturity amount.`,
  ],
  steps(v, results) {
    const i = v.rate / 400;
    const quarters = v.months / 3;
    const steps = [
      `Quarterly rate i = ${plainIndian(v.rate)}% ÷ 4 = ${plainIndian(Number((i * 100).toPrecision(10)))}%`,
      `Each instalment earns interest for the months it is in the deposit: the first for ${monthsText(v.months)} (${plainIndian(Number(quarters.toFixed(4)))} quarters), the last for 1 month (1/3 of a quarter)`,
    ];
    steps.push(
      i === 0
        ? `At 0% nothing grows: maturity = ${rupees(v.monthly)} × ${v.months} = ${rupees(results.maturity)}`
        : `Maturity M = R × ((1 + i)^q − 1) ÷ (1 − (1 + i)^(−1/3)) with q = ${v.months} ÷ 3 = ` +
            `${plainIndian(Number(quarters.toFixed(4)))}: ${plainIndian(v.monthly)} × ((1 + ${plainIndian(i)})^` +
            `${plainIndian(Number(quarters.toFixed(4)))} − 1) ÷ (1 − (1 + ${plainIndian(i)})^(−1/3)) ≈ ${rupees(results.maturity)}`,
      `Total deposited = ${rupees(v.monthly)} × ${v.months} = ${rupees(results.invested)}`,
      `Interest earned = ${rupees(results.maturity)} − ${rupees(results.invested)} = ${rupees(results.interest)}`,
    );
    return steps;
  },
  table: {
    caption: 'Balance at the end of each year (the last row is at maturity)',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'invested', label: 'Deposited to date', format: 'money' },
      { id: 'interest', label: 'Interest to date', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows: (v: RdValues) => {
      const ends = Array.from({ length: Math.floor(v.months / 12) }, (_, i) => (i + 1) * 12);
      if (ends.at(-1) !== v.months) ends.push(v.months);
      return ends.map((month) => {
        const balance = cents(rdMaturity(v.monthly, v.rate, month));
        const invested = cents(decimal(v.monthly).times(month));
        return {
          year: Math.ceil(month / 12),
          invested,
          interest: decimal(balance).minus(invested).toNumber(),
          balance,
        };
      });
    },
  },
  about: [
    'Each monthly instalment R is paid at the start of its month and earns interest compounded quarterly, at the quarterly rate i = r ÷ 4, for the months it stays in the deposit: the first instalment for the whole tenure, the last for one month. Added up, this is the Indian Banks’ Association formula M = R × ((1 + i)^q − 1) ÷ (1 − (1 + i)^(−1/3)), where q is the number of quarters (months ÷ 3), which SBI and other banks use.',
    'For a tenure that is not a whole number of quarters the same sum is used: an instalment in for 4 months earns (1 + i)^(4/3). Banks may handle such part quarters slightly differently.',
    'The maturity amount is rounded half-up to the paisa; interest earned is the maturity amount less the total deposited, so the figures add up. Interest is before TDS and tax.',
  ],
  faq: [
    {
      question: 'How is RD interest calculated?',
      answer:
        'Each instalment is treated as a small fixed deposit that runs until the RD matures, with interest compounded every quarter. The first instalment earns the most, the last the least, and the maturity amount is the sum of them all.',
    },
    {
      question: 'Is an RD better than an FD?',
      answer:
        'At the same rate an FD earns more, because the whole amount is invested from the first day. An RD suits you when you save a fixed sum every month rather than having a lump sum now.',
    },
    {
      question: 'What happens if I miss an instalment?',
      answer:
        'Banks charge a small penalty for a late instalment, and after several missed ones they may close the RD and pay interest at a lower rate. This calculator assumes every instalment is paid on time.',
    },
    {
      question: 'Is RD interest taxable?',
      answer: `Yes, at your income tax slab rate, and banks deduct TDS once your deposit interest passes ${BANK_INTEREST_TDS_WORDS}. The figures here are before tax.`,
    },
  ],
  references: [
    {
      source:
        'ICICI Bank, Recurring Deposit Calculator page: "if you invest in an RD with Rs 5,000 per month for a year at an Interest Rate of 8% … M = Rs 62, 647 in one year", by M = R[(1+i)^n−1]/(1−(1+i)^(−1/3)), n = 4 quarters, i = 8/400 (icicibank.com/calculator/rd-calculator)',
      inputs: { monthly: '5000', rate: '8', months: '12' },
      expected: { maturity: 62647, invested: 60000 },
      tolerance: 0.5,
    },
    {
      source:
        'Gazette of India, Ministry of Finance (Department of Economic Affairs) notification G.S.R. 818(E) of 3 November 2023, National Savings Recurring Deposit (Third Amendment) Scheme, 2023, paragraph 2, TABLE-1.1, amount repayable at 5-year maturity on an account of 100 rupees denomination (egazette.gov.in; text reproduced at abcaus.in/finmin/national-savings-recurring-deposit-3rd-amendment-scheme-2023.html): accounts opened from 12.12.2019 to 31.03.2020: Rs 7231.38, at the 7.2% in force from 1 July 2019 to 31 March 2020',
      inputs: { monthly: '100', rate: '7.2', months: '60' },
      expected: { maturity: 7231.38, invested: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same Gazette table: accounts opened from 01.04.2020 to 31.03.2023: Rs 6969.67, at the 5.8% in force from 1 April 2020',
      inputs: { monthly: '100', rate: '5.8', months: '60' },
      expected: { maturity: 6969.67, invested: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same Gazette table: accounts opened from 01.04.2023 to 30.06.2023: Rs 7043.27, at the 6.2% notified for April–June 2023',
      inputs: { monthly: '100', rate: '6.2', months: '60' },
      expected: { maturity: 7043.27, invested: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same Gazette table: accounts opened from 01.07.2023 to 30.09.2023: Rs 7099.08, at the 6.5% notified for July–September 2023',
      inputs: { monthly: '100', rate: '6.5', months: '60' },
      expected: { maturity: 7099.08, invested: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same Gazette table: accounts opened on or after 01.10.2023: Rs 7136.58, at the 6.7% in force since 1 October 2023',
      inputs: { monthly: '100', rate: '6.7', months: '60' },
      expected: { maturity: 7136.58, invested: 6000 },
      tolerance: 0.005,
    },
    {
      source:
        'Gazette of India, Ministry of Finance (DEA) notification G.S.R. 502(E) of 16 July 2019, National Savings Recurring Deposit (Amendment) Rules, 2019, paragraph 2(a), the Schedule to rule 9(1)(a): amount repayable at maturity on a Rs 10 account opened from 01.10.2018 to 30.06.2019, Rs 725.05, at the 7.3% then in force (text reproduced at taxguru.in/finance/national-savings-recurring-deposit-amendment-rules-2019.html)',
      inputs: { monthly: '10', rate: '7.3', months: '60' },
      expected: { maturity: 725.05, invested: 600 },
      tolerance: 0.005,
    },
    {
      source:
        'Gazette notification G.S.R. 502(E) (as above): Rs 723.14 on a Rs 10 account opened from 01.07.2019, at the 7.2% then in force',
      inputs: { monthly: '10', rate: '7.2', months: '60' },
      expected: { maturity: 723.14, invested: 600 },
      tolerance: 0.005,
    },
    {
      source:
        'kbsbng blog, RD maturity by the Indian Banks’ Association formula: Rs. 5,000 a month for 1.5 years at 7.5% is Rs. 95502.35 (blog.kbsbng.com/2011/01/maturity-amount-calculation-for.html)',
      inputs: { monthly: '5000', rate: '7.5', months: '18' },
      expected: { maturity: 95502.35 },
      tolerance: 0.005,
    },
    {
      source:
        'StockGro, Indian Bank RD calculator example: ₹3,500 a month for 3 years at 7% returns ₹1,40,481, interest ₹14,481 (stockgro.club/calculators/indian-bank-rd-calculator)',
      inputs: { monthly: '3500', rate: '7', months: '36' },
      expected: { maturity: 140481, invested: 126000, interest: 14481 },
      tolerance: 1,
    },
    {
      source:
        'StockGro (as above): ₹3,500 a month for 3 years at 6% returns ₹1,38,300, interest ₹12,300',
      inputs: { monthly: '3500', rate: '6', months: '36' },
      expected: { maturity: 138300, interest: 12300 },
      tolerance: 1,
    },
  ],
});
