import { dayInWords } from '../domain/calendar.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { decimal, formatMoney, roundHalfUp, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';
import {
  laterQuarterNote,
  rateInForceStep,
  rateOn,
  schemeRules,
  yearsAfter,
} from './shared/smallSavingsRates.ts';

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

// National Savings Certificate (VIII Issue), under the National Savings Certificates (VIII Issue)
// Scheme, 2019 (G.S.R. 919(E), as amended by G.S.R. 284(E) of 5 May 2020): a 5-year certificate;
// interest at the rate in force on the day it is bought, compounded annually and paid with the
// deposit at maturity. The scheme works on a ₹1,000 certificate:
//   - paragraph 5(3), Table-2: each year's interest on ₹1,000 is the rate × the value at the start
//     of the year, to the paisa (at 6.8%: 68, 72.62, 77.56, 82.84, 88.47);
//   - paragraph 5(2A): the ₹1,000 certificate matures at the sum (₹1,389.49 at 6.8%), any other
//     amount in proportion, "rounded off to the nearest rupee" (50 paise or more up).
// The later rates were set the same way; this module works the ₹1,000 table out for the rate in
// force. A year's interest on the amount is the ₹1,000 figure in proportion, to the paisa; the
// 5th year's is what is left to the maturity value, so it takes up the rounding to the rupee.
// The interest of years 1 to 4 is deemed reinvested and counts towards the section 80C deduction
// (old tax regime). The rate is notified by the Ministry of Finance every quarter
// (shared/smallSavingsRates.ts).

export const NSC_RULES = schemeRules('nsc', 'NSC (VIII Issue)');

/** The term in years. */
const TERM = 5;

const rupees = (value: number) => formatMoney(value, 'INR');
/** The maturity value, and the amount bought (multiples of ₹100), are whole rupees. */
const wholeRupees = (value: number) => formatMoney(value, 'INR', 0);

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
    help: 'Today unless you choose another date. The rate in force on this day applies for all five years.',
    invalid: 'Enter a valid date of purchase.',
  },
} as const;

type NscValues = Values<typeof fields>;

interface NscYear {
  year: number;
  /** The year's interest on a ₹1,000 certificate (the scheme's table). */
  perThousand: number;
  opening: number;
  interest: number;
  closing: number;
}

/** The rate (% a year) of a certificate bought on the day. */
export const nscRate = (v: Pick<NscValues, 'date'>) => rateOn(NSC_RULES, v.date);

/**
 * The interest of each of the 5 years on a ₹1,000 certificate at `rate` % a year, as the scheme's
 * tables give it (paragraph 5(3)): the rate × the value at the start of the year, rounded half-up
 * to the paisa and added to the value. At 6.8%: 68, 72.62, 77.56, 82.84, 88.47 (Table-2).
 */
export function thousandTable(rate: number): { interests: number[]; maturity: number } {
  const interests: number[] = [];
  let value = decimal(1000);
  for (let year = 1; year <= TERM; year++) {
    const interest = roundToCents(value.times(rate).div(100));
    interests.push(interest.toNumber());
    value = value.plus(interest);
  }
  return { interests, maturity: value.toNumber() };
}

/**
 * The maturity value of `amount` rupees (paragraph 5(2A)): the ₹1,000 certificate's in
 * proportion, rounded half-up to the rupee.
 */
export function nscMaturity(amount: number, rate: number): number {
  return roundHalfUp(decimal(amount).div(1000).times(thousandTable(rate).maturity), 0).toNumber();
}

/**
 * The certificate year by year: each year's interest the ₹1,000 figure in proportion, to the
 * paisa, and the 5th year's what is left to the maturity value, so the table adds up to it.
 */
const yearsOf = rememberLast((v: NscValues): NscYear[] => {
  const rate = nscRate(v);
  const { interests } = thousandTable(rate);
  const maturity = nscMaturity(v.amount, rate);
  const share = decimal(v.amount).div(1000);
  const rows: NscYear[] = [];
  let opening = decimal(v.amount);
  interests.forEach((perThousand, index) => {
    const year = index + 1;
    const interest =
      year < TERM ? roundToCents(share.times(perThousand)) : decimal(maturity).minus(opening);
    const closing = opening.plus(interest);
    rows.push({
      year,
      perThousand,
      opening: opening.toNumber(),
      interest: interest.toNumber(),
      closing: closing.toNumber(),
    });
    opening = closing;
  });
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
    maturity: { label: 'Maturity value', format: 'money', emphasis: true, decimals: 0 },
    interest: { label: 'Interest earned', format: 'money', decimals: 0 },
    rate: { label: 'Interest rate', format: 'percent' },
    deductible: { label: 'Interest reinvested, years 1 to 4 (80C)', format: 'money' },
    thousand: { label: 'Maturity value of ₹1,000 (the scheme’s table)', format: 'money' },
  },
  compute(v) {
    const rows = yearsOf(v);
    const rate = nscRate(v);
    const maturity = rows.at(-1)!.closing;
    const deductible = rows
      .slice(0, TERM - 1)
      .reduce((sum, row) => sum.plus(row.interest), decimal(0));
    return {
      maturity,
      interest: decimal(maturity).minus(v.amount).toNumber(),
      rate,
      deductible: deductible.toNumber(),
      thousand: thousandTable(rate).maturity,
    };
  },
  summary: (v, r) =>
    `${wholeRupees(v.amount)} in an NSC bought on ${dayInWords(v.date)} earns ${plainIndian(r.rate)}% a year, ` +
    `compounded yearly, and pays ${wholeRupees(r.maturity)} on ${yearsAfter(v.date, TERM)}.`,
  facts(v, r) {
    const facts = [
      { label: 'Matures on', text: yearsAfter(v.date, TERM) },
      {
        label: 'Tax',
        text: `Under the old regime the ${wholeRupees(v.amount)} you invest, and the ${rupees(r.deductible)} of interest reinvested in years 1 to 4, count towards the ₹1,50,000 section 80C limit. All the interest is taxable; the 5th year’s is declared in the year the certificate matures`,
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
    const rows = yearsOf(v);
    const share = plainIndian(decimal(v.amount).div(1000).toNumber());
    const proportionate = decimal(v.amount).div(1000).times(r.thousand).toNumber();
    const perThousand = rows.map((row) => rupees(row.perThousand));
    return [
      rateInForceStep('NSC', v.date, r.rate),
      `A ₹1,000 certificate earns ${plainIndian(r.rate)}% of its value at the start of each year, rounded to the paisa: ` +
        `${perThousand.slice(0, -1).join(', ')} and ${perThousand.at(-1)}, so it is worth ${rupees(r.thousand)} after 5 years (paragraph 5(3) of the scheme)`,
      `Maturity value = ${plainIndian(v.amount)} ÷ 1,000 × ${rupees(r.thousand)} = ${share} × ${rupees(r.thousand)} = ` +
        (proportionate === r.maturity
          ? wholeRupees(r.maturity)
          : `${formatMoney(proportionate, 'INR', proportionate === roundToCents(proportionate).toNumber() ? 2 : 3)}, ` +
            `rounded to the nearest rupee (paragraph 5(2A): 50 paise or more counts as a rupee) = ${wholeRupees(r.maturity)}`),
      `Interest earned = ${wholeRupees(r.maturity)} − ${wholeRupees(v.amount)} = ${wholeRupees(r.interest)}`,
      `Each year’s interest is the ₹1,000 figure × ${share}, to the paisa; years 1 to 4, reinvested and deductible under section 80C: ${rupees(r.deductible)}. ` +
        `The 5th year’s is what is left to the maturity value, ${rupees(rows.at(-1)!.interest)}, so it takes up the rounding to the rupee`,
    ];
  },
  table: {
    caption: 'Interest year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'perThousand', label: 'Interest on ₹1,000 (the scheme’s table)', format: 'money' },
      { id: 'opening', label: 'Value at the start', format: 'money' },
      { id: 'interest', label: 'Interest for the year', format: 'money' },
      { id: 'closing', label: 'Value at the end', format: 'money' },
    ],
    rows: (v) => yearsOf(v).map((row) => ({ ...row })),
  },
  about: [
    'The National Savings Certificates (VIII Issue) Scheme, 2019 sets the terms: a certificate runs 5 years from the day it is bought; interest is compounded annually and paid with the deposit at maturity. The scheme states its figures for a ₹1,000 certificate: each year’s interest is the rate × the value at the start of the year, to the paisa (paragraph 5(3), Table-2: at 6.8%, ₹68, ₹72.62, ₹77.56, ₹82.84 and ₹88.47), and the certificate matures at the sum (₹1,389.49 at 6.8%, paragraph 5(2A)). This calculator works that ₹1,000 table out the same way at the rate in force.',
    'The rate is the one in force on the day of purchase, notified every quarter by the Ministry of Finance, and it holds for all five years even if later quarters change it. The date of purchase, today unless you enter another, picks the rate from the table under the results, from April 2020 on (6.8% until December 2022; 7% in January–March 2023; 7.7% since April 2023).',
    'Rounding: paragraph 5(2A) makes the maturity value of any other amount proportionate to the ₹1,000 figure, with any fraction of a rupee rounded off to the nearest rupee (fifty paisa or more counts as one rupee, less is ignored): maturity value = amount ÷ 1,000 × the ₹1,000 maturity value, rounded half-up to the rupee (₹10,000 at 7.7% gives ₹14,490.30, paid as ₹14,490, as in India Post’s table). In the table each year’s interest is the ₹1,000 figure in proportion (the scheme’s note to the tables), rounded half-up to the paisa; the 5th year’s interest is what is left to the maturity value, so it takes up the rounding to the rupee and the table adds up to the maturity value shown.',
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
      question: 'Why is the maturity value a whole number of rupees?',
      answer:
        'The scheme fixes the maturity value of a ₹1,000 certificate (₹1,389.49 at 6.8%, ₹1,449.03 at 7.7%) and makes other amounts proportionate, rounded to the nearest rupee: 50 paise or more counts as a rupee, less is dropped. ₹50,000 at 7.7% is 50 × ₹1,449.03 = ₹72,451.50, paid as ₹72,452.',
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
      tolerance: 0.005,
    },
    {
      source:
        'Zee Business (as above): Rs 25,000 grows to Rs 36,226 and Rs 50,000 to Rs 72,452 in 5 years at 7.7%; the case below is Rs 50,000',
      inputs: { amount: '50000', date: '2024-03-20' },
      expected: { maturity: 72452, interest: 22452 },
      tolerance: 0.005,
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
      tolerance: 0.005,
    },
    {
      source:
        'Ministry of Finance (DEA), National Savings Certificates (VIII Issue) Scheme, 2019 (G.S.R. 919(E) of 12 December 2019, as amended by G.S.R. 284(E) of 5 May 2020), paragraph 5(2A), as published by the National Savings Institute (nsiindia.gov.in, Rules) and India Post: the maturity value of an account opened on or after 1 April 2020 with ₹1,000 is ₹1,389.49 (the 6.8% rate), any fraction of a rupee rounded off to the nearest rupee, so ₹1,389 is paid; Table-2 under paragraph 5(3) gives the interest of years 1 to 4 as ₹68, ₹72.62, ₹77.56 and ₹82.84, ₹301.02 together',
      inputs: { amount: '1000', date: '2021-06-01' },
      expected: { thousand: 1389.49, maturity: 1389, deductible: 301.02, rate: 6.8 },
      tolerance: 0.005,
    },
  ],
});
