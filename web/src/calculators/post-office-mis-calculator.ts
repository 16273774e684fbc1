import { dayInWords } from '../domain/calendar.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';
import {
  fiveYearPayouts,
  laterQuarterNote,
  rateInForceStep,
  rateOn,
  schemeRules,
  yearsAfter,
} from './shared/smallSavingsRates.ts';

export const record = {
  id: 123,
  name: 'Post Office MIS Calculator',
  description:
    'Find the monthly income from a Post Office Monthly Income Scheme deposit, single or joint, at the rate in force when you deposit.',
  category: 'finance',
  icon: 'wallet',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['scss-calculator', 'nsc-calculator', 'fd-calculator', 'rd-calculator'],
  group: 'Savings and deposits',
  keywords:
    'pomis mis monthly income scheme post office monthly income account india post joint account',
} satisfies CalculatorRecord;

// Post Office Monthly Income Account Scheme, 2019 (as amended from 1 April 2023): one deposit of
// at least ₹1,000 in multiples of ₹1,000, at most ₹9 lakh in single and ₹15 lakh in joint
// accounts (₹4.5 lakh and ₹9 lakh before 1 April 2023), for 5 years; interest at the rate in force
// on the day of deposit, paid every month, not compounded:
//   monthly interest = P × r ÷ 12, rounded to the nearest rupee (the scheme's paragraph 5(4):
//   fifty paisa or more counts as a rupee, less is ignored); five years' = 60 × the monthly
//   interest.
// The deposit is repaid at maturity. Rates: shared/smallSavingsRates.ts.

export const MIS_RULES = schemeRules('mis', 'Monthly Income Scheme');

/** The highest deposit by account type, from 1 April 2023 and before it. */
const LIMITS = {
  single: { now: 900_000, before: 450_000 },
  joint: { now: 1_500_000, before: 900_000 },
} as const;
const LIMITS_RAISED = '2023-04-01';

/** The scheme's interest is whole rupees (paragraph 5(4)), and so is every amount shown. */
const rupees = (value: number) => formatMoney(value, 'INR', 0);
const SCHEME_RULE = 'paragraph 5(4) of the scheme';

const fields = {
  amount: {
    kind: 'money',
    label: 'Deposit',
    default: '900000',
    min: 1000,
    max: LIMITS.joint.now,
    help: 'At least ₹1,000, in multiples of ₹1,000: up to ₹9,00,000 single or ₹15,00,000 joint.',
    messages: {
      min: 'The MIS needs at least ₹1,000',
      max: 'The MIS accepts at most ₹15,00,000 (a joint account)',
    },
  },
  accountType: {
    kind: 'choice',
    label: 'Account',
    default: 'single',
    display: 'radio',
    options: [
      { value: 'single', label: 'Single (up to ₹9 lakh)' },
      { value: 'joint', label: 'Joint, 2 or 3 holders (up to ₹15 lakh)' },
    ],
  },
  date: {
    kind: 'date',
    label: 'Date of deposit',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rate in force on this day applies for all five years.',
    invalid: 'Enter a valid date of deposit.',
  },
} as const;

export default defineCalculator({
  slug: 'post-office-mis-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: MIS_RULES, field: 'date' },
  validate(v) {
    if (!decimal(v.amount).mod(1000).eq(0)) {
      return { amount: 'MIS deposits are in multiples of ₹1,000' };
    }
    const before = v.date < LIMITS_RAISED;
    const limit = LIMITS[v.accountType][before ? 'before' : 'now'];
    if (v.amount > limit) {
      const account = v.accountType === 'single' ? 'A single' : 'A joint';
      return {
        amount: `${account} account takes at most ${rupees(limit)}${before ? ' before 1 April 2023' : ''}`,
      };
    }
    return {};
  },
  outputs: {
    monthly: { label: 'Income every month', format: 'money', emphasis: true },
    yearly: { label: 'Income a year', format: 'money' },
    total: { label: 'Interest over 5 years', format: 'money' },
    received: { label: 'Total received (deposit + interest)', format: 'money' },
    rate: { label: 'Interest rate', format: 'percent' },
  },
  compute(v) {
    const rate = rateOn(MIS_RULES, v.date);
    const payouts = fiveYearPayouts(v.amount, rate, 12, 0);
    return {
      monthly: payouts.each,
      yearly: payouts.yearly,
      total: payouts.total,
      received: payouts.received,
      rate,
    };
  },
  summary: (v, r) =>
    `${rupees(v.amount)} deposited on ${dayInWords(v.date)} at ${plainIndian(r.rate)}% pays ` +
    `${rupees(r.monthly)} every month for 5 years, and the deposit back on ${yearsAfter(v.date, 5)}.`,
  facts(v) {
    const facts = [
      { label: 'Matures on', text: yearsAfter(v.date, 5) },
      {
        label: 'Limit',
        text:
          v.accountType === 'single'
            ? '₹9,00,000 in all your single accounts (your share of joint accounts counts too)'
            : '₹15,00,000 in a joint account; each holder’s share counts towards their ₹9,00,000 limit',
      },
    ];
    const later = laterQuarterNote(v.date, MIS_RULES);
    if (later) facts.push({ label: 'Rate', text: later });
    return facts;
  },
  notes: [
    'Interest is paid at the end of each month from the date of deposit, into a savings account. It is taxable, and there is no section 80C deduction for the deposit.',
  ],
  steps(v, r) {
    const { exact } = fiveYearPayouts(v.amount, r.rate, 12, 0);
    const before = formatMoney(exact, 'INR');
    const monthly =
      exact === r.monthly
        ? `= ${rupees(r.monthly)}`
        : `${cents(exact) === exact ? '=' : '≈'} ${before}, rounded to the nearest rupee (${SCHEME_RULE}: 50 paise or more counts as a rupee) = ${rupees(r.monthly)}`;
    return [
      rateInForceStep('MIS', v.date, r.rate),
      `Income every month = deposit × rate ÷ 12 = ${plainIndian(v.amount)} × ${plainIndian(r.rate)}% ÷ 12 ${monthly}`,
      `Income a year = 12 × ${rupees(r.monthly)} = ${rupees(r.yearly)}`,
      `Interest over 5 years = 60 × ${rupees(r.monthly)} = ${rupees(r.total)}`,
      `Total received = ${rupees(v.amount)} + ${rupees(r.total)} = ${rupees(r.received)}`,
    ];
  },
  about: [
    'The Post Office Monthly Income Account Scheme, 2019 (amended from 1 April 2023) takes one deposit of at least ₹1,000, in multiples of ₹1,000, for 5 years: at most ₹9 lakh in a single account and ₹15 lakh in a joint account of 2 or 3 adults (₹4.5 lakh and ₹9 lakh before 1 April 2023).',
    'Interest is simple, paid every month and not compounded: monthly income = deposit × rate ÷ 12. The rate is the one in force on the day of deposit, notified every quarter by the Ministry of Finance, and it holds for all five years. The date of deposit, today unless you enter another, picks it from the table under the results (6.6% from April 2020; 6.7% in October–December 2022; 7.1% in January–March 2023; 7.4% since April 2023).',
    'Rounding: paragraph 5(4) of the National Savings (Monthly Income Account) Scheme, 2019 rounds the interest off to the nearest multiple of one rupee, fifty paisa or more counting as one rupee and less than fifty paisa ignored. So the monthly income is deposit × rate ÷ 12 rounded half-up to the rupee (₹61.67 becomes ₹62 for ₹10,000 at 7.4%, as in India Post’s table), and the yearly and 5-year figures are 12 and 60 of those payments.',
  ],
  faq: [
    {
      question: 'Can I close the account before 5 years?',
      answer:
        'Not in the first year. After one year and before three, 2% of the deposit is deducted; after three years, 1%. The deposit is then repaid.',
    },
    {
      question: 'What if I do not draw the monthly interest?',
      answer:
        'Interest left in the post office savings account earns only the savings rate; it is not added to the MIS deposit. Many depositors move it into a recurring deposit.',
    },
    {
      question: 'Is MIS interest taxable?',
      answer:
        'Yes, as income at your slab rate, in the year it is paid. There is no section 80C deduction for the deposit.',
    },
  ],
  references: [
    {
      source:
        'India Post (Department of Posts), interest-rate table for 1 July to 30 September 2022: “Monthly Income Account 6.6% (Monthly int. Rs. 55 on Rs. 10000 deposit)”, reproduced at indiainfoz.com/blog-post/india-post-office-schemes-kisan-vikas-patra-sukanya-samruddhi-senior-citizen-plans-monthly-returns (the same row, credited to www.indiapost.gov.in, at newspepper.in/check-latest-post-office-small-savings-scheme-interest-rates-here)',
      inputs: { amount: '10000', accountType: 'single', date: '2022-07-01' },
      expected: { monthly: 55, rate: 6.6 },
      tolerance: 0.005,
    },
    {
      source:
        'India Post (Department of Posts), interest-rate table for 1 January to 31 March 2024, marked “Source: India Post”: “Monthly Income Account 7.4 (Monthly Interest ₹62 for ₹10,000/-)”, ₹61.67 rounded to the rupee as the scheme rounds it, reproduced at postaldost.blogspot.com/2023/12/post-office-latest-interest-rates.html',
      inputs: { amount: '10000', accountType: 'single', date: '2024-01-01' },
      expected: { monthly: 62, rate: 7.4 },
      tolerance: 0.005,
    },
    {
      source:
        'Zee News, “From PPF, KVP to Sukanya Samriddhi: interest rates of 11 post office savings schemes for April–June 2025” (31 March 2025), from the India Post rate table: Monthly Income Account 7.4%, monthly interest Rs 62 for Rs 10,000, rounded to the rupee as the scheme rounds it (zeenews.india.com/personal-finance/from-ppf-kvp-to-sukanya-samriddhi-and-more-check-interest-rates-of-11-post-office-savings-scheme-for-april-june-2025-quarter-2879778.html)',
      inputs: { amount: '10000', accountType: 'single', date: '2025-04-01' },
      expected: { monthly: 62, rate: 7.4 },
      tolerance: 0.005,
    },
    {
      source:
        'MyNation, “Post Office Monthly Income Scheme: get good returns with 7.4 percent interest”: a joint account of Rs 15 lakh pays Rs 9,250 a month, Rs 1,11,000 a year and Rs 5,55,000 in five years (mynation.com/lifestyle/this-is-the-best-post-office-savings-scheme-get-good-returns-with-7-4-percent-interest-rate-post-office-monthly-income-scheme-iwh-s9ar0r), at the 7.4% in force since April 2023',
      inputs: { amount: '1500000', accountType: 'joint', date: '2024-06-01' },
      expected: { monthly: 9250, yearly: 111000, total: 555000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same article: a single account of Rs 9 lakh pays Rs 5,550 a month and Rs 3,33,000 over five years',
      inputs: { amount: '900000', accountType: 'single', date: '2024-06-01' },
      expected: { monthly: 5550, total: 333000 },
      tolerance: 0.005,
    },
    {
      source:
        'Asianet Newsable, “Post Office scheme: how Rs 10 lakh can fetch you steady monthly returns” (21 November 2025): Rs 10 lakh in a joint account at 7.4% pays Rs 6,166 a month, the paise cut off; the scheme rounds Rs 6,166.67 to the nearest rupee, Rs 6,167 (newsable.asianetnews.com/gallery/business/post-office-scheme-how-rs-10-lakh-can-fetch-you-steady-monthly-returns-m2vrm8e)',
      inputs: { amount: '1000000', accountType: 'joint', date: '2025-11-21' },
      expected: { monthly: 6166 },
      tolerance: 1,
    },
  ],
});
