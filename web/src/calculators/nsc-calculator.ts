import { dayInWords } from '../domain/calendar.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';
import { laterQuarterNote, rateOn, schemeRules, yearsAfter } from './shared/smallSavingsRates.ts';

export const record = {
  id: 121,
  name: 'NSC Calculator',
  description:
    'Find the maturity value of a National Savings Certificate and the interest it earns each year, at the rate in force when you buy it.',
  category: 'finance',
  icon: 'receipt',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['ppf-calculator', 'fd-calculator', 'scss-calculator', 'post-office-mis-calculator'],
  group: 'Savings and deposits',
  keywords:
    'nsc national savings certificate viii issue post office 80c tax saving small savings scheme',
} satisfies CalculatorRecord;

// National Savings Certificate (VIII Issue), under the National Savings Certificate (VIII Issue)
// Scheme, 2019: a 5-year certificate; interest at the rate in force on the day it is bought,
// compounded annually and paid with the deposit at maturity:
//   A = P × (1 + r)^5
// Each year's interest is the value at the end of the year less the value at its start; the
// interest of years 1 to 4 is deemed reinvested and counts towards the section 80C deduction
// (old tax regime). The rate is notified by the Ministry of Finance every quarter
// (shared/smallSavingsRates.ts).

export const NSC_RULES = schemeRules('nsc', 'NSC (VIII Issue)');

/** The term in years. */
const TERM = 5;

const rupees = (value: number) => formatMoney(value, 'INR');

const fields = {
  amount: {
    kind: 'money',
    label: 'Amount invested',
    default: '100000',
    min: 1000,
    max: 1_000_000_000,
    help: 'At least ₹1,000, in multiples of ₹100; there is no upper limit.',
    messages: {
      min: 'An NSC is at least ₹1,000',
      max: 'The calculator goes up to ₹100 crore',
    },
  },
  date: {
    kind: 'date',
    label: 'Date of purchase',
    default: '',
    blankIsToday: true,
    help: 'The rate in force on this day applies for all five years.',
    invalid: 'Enter a valid date of purchase.',
  },
} as const;

type NscValues = Values<typeof fields>;

interface NscYear {
  year: number;
  opening: number;
  interest: number;
  closing: number;
}

/** The rate (% a year) of a certificate bought on the day. */
export const nscRate = (v: Pick<NscValues, 'date'>) => rateOn(NSC_RULES, v.date);

/** The certificate's value year by year, each to the paisa; the interest shown adds up. */
const yearsOf = rememberLast((v: NscValues): NscYear[] => {
  const growth = 1 + nscRate(v) / 100;
  const rows: NscYear[] = [];
  let opening = v.amount;
  for (let year = 1; year <= TERM; year++) {
    const closing = cents(v.amount * growth ** year);
    rows.push({
      year,
      opening,
      interest: decimal(closing).minus(opening).toNumber(),
      closing,
    });
    opening = closing;
  }
  return rows;
});

export default defineCalculator({
  slug: 'nsc-calculator',
  currency: 'INR',
  fields,
  rules: { table: NSC_RULES, field: 'date' },
  validate: (v) =>
    decimal(v.amount).mod(100).eq(0)
      ? {}
      : { amount: 'NSCs are bought in multiples of ₹100: enter ₹1,000, ₹1,100, ₹1,200 …' },
  outputs: {
    maturity: { label: 'Maturity value', format: 'money', emphasis: true },
    interest: { label: 'Interest earned', format: 'money' },
    rate: { label: 'Interest rate', format: 'percent' },
    deductible: { label: 'Interest reinvested, years 1 to 4 (80C)', format: 'money' },
  },
  compute(v) {
    const rows = yearsOf(v);
    const maturity = rows.at(-1)!.closing;
    const deductible = rows
      .slice(0, TERM - 1)
      .reduce((sum, row) => sum.plus(row.interest), decimal(0));
    return {
      maturity,
      interest: decimal(maturity).minus(v.amount).toNumber(),
      rate: nscRate(v),
      deductible: deductible.toNumber(),
    };
  },
  summary: (v, r) =>
    `${rupees(v.amount)} in an NSC bought on ${dayInWords(v.date)} earns ${plainIndian(r.rate)}% a year, ` +
    `compounded yearly, and pays ${rupees(r.maturity)} on ${yearsAfter(v.date, TERM)}.`,
  facts(v, r) {
    const facts = [
      { label: 'Matures on', text: yearsAfter(v.date, TERM) },
      {
        label: 'Tax',
        text: `Under the old regime the ${rupees(v.amount)} you invest, and the ${rupees(r.deductible)} of interest reinvested in years 1 to 4, count towards the ₹1,50,000 section 80C limit. All the interest is taxable; the 5th year’s is declared in the year the certificate matures`,
      },
    ];
    const later = laterQuarterNote(v.date, NSC_RULES);
    if (later) facts.push({ label: 'Rate', text: later });
    return facts;
  },
  breakdown: (v, r) => [
    { label: 'Invested', value: v.amount, palette: 'blue' },
    { label: 'Interest', value: r.interest, palette: 'green' },
  ],
  steps(v, r) {
    const rate = r.rate / 100;
    return [
      `The NSC rate in force on ${dayInWords(v.date)} is ${plainIndian(r.rate)}% a year; it holds for the whole 5 years`,
      `Maturity value A = P × (1 + r)^5 = ${plainIndian(v.amount)} × (1 + ${plainIndian(rate)})^5 = ` +
        `${plainIndian(v.amount)} × ${plainIndian(Number(((1 + rate) ** TERM).toFixed(6)))} ≈ ${rupees(r.maturity)}`,
      `Interest earned = ${rupees(r.maturity)} − ${rupees(v.amount)} = ${rupees(r.interest)}`,
      `Interest of years 1 to 4, reinvested and deductible under section 80C: ${rupees(r.deductible)}`,
    ];
  },
  table: {
    caption: 'Interest year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'opening', label: 'Value at the start', format: 'money' },
      { id: 'interest', label: 'Interest for the year', format: 'money' },
      { id: 'closing', label: 'Value at the end', format: 'money' },
    ],
    rows: (v) => yearsOf(v).map((row) => ({ ...row })),
  },
  about: [
    'The National Savings Certificate (VIII Issue) Scheme, 2019 sets the terms: a certificate runs 5 years from the day it is bought; interest is compounded annually and paid with the deposit at maturity. The maturity value is A = P × (1 + r)^5, where P is the amount invested and r the yearly rate.',
    'The rate is the one in force on the day of purchase, notified every quarter by the Ministry of Finance, and it holds for all five years even if later quarters change it. The date of purchase, today unless you enter another, picks the rate from the table under the results, from April 2020 on (6.8% until December 2022, 7% in January–March 2023, 7.7% since April 2023).',
    'Each year’s value is rounded half-up to the paisa, and each year’s interest is that value less the one before, so the table adds up to the maturity value. India Post’s tables round to the rupee (₹10,000 grows to ₹14,490 at 7.7%).',
    'Tax: the amount invested qualifies for the section 80C deduction under the old regime. The interest is taxable, but the interest of years 1 to 4 is deemed reinvested and also counts towards 80C in the year it accrues.',
  ],
  faq: [
    {
      question: 'Does a rate change after I buy affect my NSC?',
      answer:
        'No. The rate in force on the day of purchase applies for the whole 5 years. A certificate bought in March 2023 earns 7% a year; one bought in April 2023 earns 7.7%.',
    },
    {
      question: 'How much can I invest in NSC?',
      answer:
        'At least ₹1,000, in multiples of ₹100, with no upper limit. Only ₹1,50,000 a year (with other 80C investments) is deductible under section 80C.',
    },
    {
      question: 'Why is the interest of years 1 to 4 deductible?',
      answer:
        'The interest is not paid out each year: it is deemed reinvested in the certificate. Income tax treats the reinvested interest as a fresh investment, so you declare it as income and claim it under section 80C (old regime). The 5th year’s interest is paid at maturity and is only taxable.',
    },
    {
      question: 'Can I close an NSC early?',
      answer:
        'Only in a few cases: the death of a holder, forfeiture by a pledgee, or a court order. Otherwise the certificate runs the full 5 years.',
    },
  ],
  references: [
    {
      source:
        'Zee Business, “5-year post office NSC deposit scheme” (20 March 2024), from the India Post rate table: Rs 10,000 grows to Rs 14,490 at 7.7% (zeebiz.com/personal-finance/news-rs-10000-investment-grows-to-inr-14490-rs-25000-investment-to-36226-rupees-50000-investment-to-72452-in-5-years-in-guaranteed-income-small-savings-scheme-calculation-shows-how-your-money-grows-each-year-281013)',
      inputs: { amount: '10000', date: '2024-03-20' },
      expected: { maturity: 14490, rate: 7.7 },
      tolerance: 0.5,
    },
    {
      source:
        'Zee Business (as above): Rs 25,000 grows to Rs 36,226 and Rs 50,000 to Rs 72,452 in 5 years at 7.7%; the case below is Rs 50,000',
      inputs: { amount: '50000', date: '2024-03-20' },
      expected: { maturity: 72452, interest: 22452 },
      tolerance: 0.5,
    },
    {
      source:
        'Financial Express, “NSC calculator: how much can you get by investing Rs 1 lakh to Rs 1 crore” (28 May 2023): Rs 1 lakh earns Rs 44,903 in 5 years at 7.7% (financialexpress.com/money/national-savings-certificate-nsc-calculator-how-much-can-you-get-by-investing-rs-1-lakh-to-rs-1-crore/3104695/)',
      inputs: { amount: '100000', date: '2023-05-28' },
      expected: { interest: 44903 },
      tolerance: 0.5,
    },
    {
      source:
        'Zee Business, “Post Office NSC small savings scheme: Rs 11,000, Rs 21,000, Rs 51,000 investment grows into Rs 15,939, Rs 30,430, Rs 73,901” (2024); the case below is Rs 11,000 (zeebiz.com/personal-finance/news-nsc-2024-national-savings-certificate-interest-rate-calculator-interest-latest-rs-11000-inr-21000-51000-rupee-investment-grows-into-15939-30430-73901-rupees-in-5-years-maturity-calculation-examples-282031)',
      inputs: { amount: '11000', date: '2024-03-28' },
      expected: { maturity: 15939 },
      tolerance: 0.5,
    },
    {
      source:
        'Goodreturns, “This government backed scheme offers an interest rate of 6.8%”: Rs 1,000 at 6.8% compounded annually is Rs 1,389.49 after 5 years (goodreturns.in/personal-finance/this-government-backed-scheme-offers-an-interest-rate-of-6-8-1227604.html), a certificate bought while 6.8% was in force (April 2020 to December 2022)',
      inputs: { amount: '1000', date: '2021-06-01' },
      expected: { maturity: 1389.49, rate: 6.8 },
      tolerance: 0.005,
    },
  ],
});
