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
  id: 122,
  name: 'SCSS Calculator',
  description:
    'Find the quarterly interest of a Senior Citizens’ Savings Scheme deposit, with the yearly and five-year totals, at the rate in force when you deposit.',
  category: 'finance',
  icon: 'sunset',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'post-office-mis-calculator',
    'nsc-calculator',
    'fd-calculator',
    'retirement-calculator',
  ],
  group: 'Savings and deposits',
  keywords:
    'scss senior citizens savings scheme senior citizen post office quarterly interest retirement pension 80c',
} satisfies CalculatorRecord;

// Senior Citizens' Savings Scheme, 2019 (as amended from 1 April 2023): one deposit of ₹1,000 to
// ₹30 lakh in multiples of ₹1,000 (₹15 lakh before 1 April 2023), for 5 years; interest at the
// rate in force on the day of deposit, paid every quarter (on the first working day of April,
// July, October and January), not compounded:
//   quarterly interest = P × r ÷ 4, rounded to the nearest rupee (the scheme's paragraph 5(5):
//   fifty paisa or more counts as a rupee, less is ignored); a year's = 4 and five years' = 20 ×
//   the quarterly interest.
// The deposit is repaid at maturity. Rates: shared/smallSavingsRates.ts.

export const SCSS_RULES = schemeRules('scss', 'SCSS');

/** The highest deposit from 1 April 2023, and before it. */
const LIMIT = 3_000_000;
const LIMIT_BEFORE_2023 = 1_500_000;
const LIMIT_RAISED = '2023-04-01';

/** The scheme's interest is whole rupees (paragraph 5(5)), and so is every amount shown. */
const rupees = (value: number) => formatMoney(value, 'INR', 0);
const SCHEME_RULE = 'paragraph 5(5) of the scheme';

const fields = {
  amount: {
    kind: 'money',
    label: 'Deposit',
    default: '1500000',
    min: 1000,
    max: LIMIT,
    help: '₹1,000 to ₹30,00,000 in multiples of ₹1,000 (₹15,00,000 before 1 April 2023).',
    messages: {
      min: 'The SCSS needs at least ₹1,000',
      max: 'The SCSS accepts at most ₹30,00,000 in all your accounts',
    },
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
  slug: 'scss-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: SCSS_RULES, field: 'date' },
  validate(v) {
    if (!decimal(v.amount).mod(1000).eq(0)) {
      return { amount: 'SCSS deposits are in multiples of ₹1,000' };
    }
    if (v.date < LIMIT_RAISED && v.amount > LIMIT_BEFORE_2023) {
      return { amount: 'Before 1 April 2023 the SCSS accepted at most ₹15,00,000' };
    }
    return {};
  },
  outputs: {
    quarterly: { label: 'Interest every quarter', format: 'money', emphasis: true },
    yearly: { label: 'Interest a year', format: 'money' },
    total: { label: 'Interest over 5 years', format: 'money' },
    received: { label: 'Total received (deposit + interest)', format: 'money' },
    rate: { label: 'Interest rate', format: 'percent' },
  },
  compute(v) {
    const rate = rateOn(SCSS_RULES, v.date);
    const payouts = fiveYearPayouts(v.amount, rate, 4, 0);
    return {
      quarterly: payouts.each,
      yearly: payouts.yearly,
      total: payouts.total,
      received: payouts.received,
      rate,
    };
  },
  summary: (v, r) =>
    `${rupees(v.amount)} deposited on ${dayInWords(v.date)} at ${plainIndian(r.rate)}% pays ` +
    `${rupees(r.quarterly)} every quarter, ${rupees(r.total)} in 5 years, and the deposit back on ${yearsAfter(v.date, 5)}.`,
  facts(v, r) {
    const facts = [
      { label: 'Matures on', text: yearsAfter(v.date, 5) },
      { label: 'A month, on average', text: rupees(decimal(r.yearly).div(12).toNumber()) },
    ];
    const later = laterQuarterNote(v.date, SCSS_RULES);
    if (later) facts.push({ label: 'Rate', text: later });
    return facts;
  },
  notes: [
    'Interest is paid on the first working day of April, July, October and January. The first payment covers only the days from the deposit to the end of that quarter, and the last the days from the last payment to maturity, so real payments differ a little from these 20 full quarters. Interest is taxable, and tax is deducted at source when a year’s interest passes the limit for senior citizens.',
  ],
  steps(v, r) {
    const { exact } = fiveYearPayouts(v.amount, r.rate, 4, 0);
    const quarterly =
      exact === r.quarterly
        ? `= ${rupees(r.quarterly)}`
        : `${cents(exact) === exact ? '=' : '≈'} ${formatMoney(exact, 'INR')}, rounded to the nearest rupee (${SCHEME_RULE}: 50 paise or more counts as a rupee) = ${rupees(r.quarterly)}`;
    return [
      rateInForceStep('SCSS', v.date, r.rate),
      `Interest every quarter = deposit × rate ÷ 4 = ${plainIndian(v.amount)} × ${plainIndian(r.rate)}% ÷ 4 ${quarterly}`,
      `Interest a year = 4 × ${rupees(r.quarterly)} = ${rupees(r.yearly)}`,
      `Interest over 5 years = 20 × ${rupees(r.quarterly)} = ${rupees(r.total)}`,
      `Total received = ${rupees(v.amount)} + ${rupees(r.total)} = ${rupees(r.received)}`,
    ];
  },
  table: {
    caption: 'Interest year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'quarterly', label: 'Each quarter', format: 'money' },
      { id: 'yearly', label: 'Interest in the year', format: 'money' },
      { id: 'paid', label: 'Interest paid so far', format: 'money' },
    ],
    rows: (_v, r) =>
      [1, 2, 3, 4, 5].map((year) => ({
        year,
        quarterly: r.quarterly,
        yearly: r.yearly,
        paid: decimal(r.yearly).times(year).toNumber(),
      })),
  },
  about: [
    'The Senior Citizens’ Savings Scheme, 2019 (amended from 1 April 2023) takes one deposit of ₹1,000 to ₹30 lakh, in multiples of ₹1,000, for 5 years. The ₹30 lakh limit covers all of a depositor’s SCSS accounts; it was ₹15 lakh before 1 April 2023. It is open to people aged 60 or more, and from 55 (civil) or 50 (defence) to those who retired and deposit their retirement benefits within a month.',
    'Interest is simple, paid every quarter and not compounded: quarterly interest = deposit × rate ÷ 4. The rate is the one in force on the day of deposit, notified every quarter by the Ministry of Finance, and it holds for all five years. The date of deposit, today unless you enter another, picks it from the table under the results (7.4% from April 2020; 7.6% in October–December 2022; 8% in January–March 2023; 8.2% since April 2023).',
    'Rounding: paragraph 5(5) of the Senior Citizens’ Savings Scheme, 2019 rounds any fraction of a rupee in the interest off to the nearest rupee, fifty paisa or more counting as one rupee and less than fifty paisa ignored. So each quarter’s interest is deposit × rate ÷ 4 rounded half-up to the rupee (₹20.50 becomes ₹21 for ₹1,000 at 8.2%), and the yearly and 5-year figures are 4 and 20 of those payments. They are full quarters: the first and last payments in fact cover part quarters, for which paragraph 5(9) pays the quarter’s interest × days in the period ÷ days in the quarter.',
    'Tax: the deposit qualifies for the section 80C deduction under the old regime. The interest is taxable as income.',
  ],
  faq: [
    {
      question: 'When is SCSS interest paid?',
      answer:
        'On the first working day of April, July, October and January, into your savings account. The first payment covers the days from your deposit to the end of that quarter.',
    },
    {
      question: 'Does the rate change during the five years?',
      answer:
        'No. The rate in force on the day you deposit applies until maturity. A later change applies only to new deposits and extensions.',
    },
    {
      question: 'Can the account be extended?',
      answer:
        'Yes. Within a year of maturity you can extend it by 3 years, as often as you like, at the rate in force on the day of maturity.',
    },
    {
      question: 'How much can a couple deposit?',
      answer:
        'Each spouse who qualifies can hold up to ₹30 lakh in their own accounts. A joint account with a spouse counts in full against the first holder’s limit.',
    },
  ],
  references: [
    {
      source:
        'India Post (Department of Posts), interest-rate table for 1 July to 30 September 2022: “Senior Citizen Savings Scheme 7.4% (Quarterly interest Rs. 185 on Rs. 10000 deposit)”, reproduced at indiainfoz.com/blog-post/india-post-office-schemes-kisan-vikas-patra-sukanya-samruddhi-senior-citizen-plans-monthly-returns (the same row, credited to www.indiapost.gov.in, at newspepper.in/check-latest-post-office-small-savings-scheme-interest-rates-here)',
      inputs: { amount: '10000', date: '2022-07-01' },
      expected: { quarterly: 185, rate: 7.4 },
      tolerance: 0.005,
    },
    {
      source:
        'India Post (Department of Posts), interest-rate table for 1 January to 31 March 2024, marked “Source: India Post”: “Senior Citizen Savings Scheme 8.2 (Quarterly Interest ₹205 for ₹10,000/-)”, reproduced at postaldost.blogspot.com/2023/12/post-office-latest-interest-rates.html',
      inputs: { amount: '10000', date: '2024-01-01' },
      expected: { quarterly: 205, rate: 8.2 },
      tolerance: 0.005,
    },
    {
      source:
        'Zee News, “From PPF, KVP to Sukanya Samriddhi: interest rates of 11 post office savings schemes for April–June 2025” (31 March 2025), from the India Post rate table: SCSS 8.2%, quarterly interest Rs 205 for Rs 10,000 (zeenews.india.com/personal-finance/from-ppf-kvp-to-sukanya-samriddhi-and-more-check-interest-rates-of-11-post-office-savings-scheme-for-april-june-2025-quarter-2879778.html)',
      inputs: { amount: '10000', date: '2025-04-01' },
      expected: { quarterly: 205, rate: 8.2 },
      tolerance: 0.005,
    },
    {
      source:
        'Siddhi Jain, “Senior citizens can earn over ₹12 lakh just from interest in this scheme” (22 April 2025): ₹30,00,000 at 8.2% pays ₹61,500 a quarter, ₹2,46,000 a year and ₹12,30,000 in 5 years, ₹42,30,000 in all (feed.ilidea.com/index.php/Index/details.html?id=10048348)',
      inputs: { amount: '3000000', date: '2025-04-22' },
      expected: { quarterly: 61500, yearly: 246000, total: 1230000, received: 4230000 },
      tolerance: 0.005,
    },
    {
      source:
        'The same article: ₹15,00,000 at 8.2% pays ₹30,750 a quarter, ₹1,23,000 a year and ₹6,15,000 in 5 years, ₹21,15,000 in all',
      inputs: { amount: '1500000', date: '2025-04-22' },
      expected: { quarterly: 30750, yearly: 123000, total: 615000, received: 2115000 },
      tolerance: 0.005,
    },
    {
      source:
        'Kalam Times, “Schemes for senior citizens: earn over 12 lakhs from interest alone” (2024): ₹30,00,000 at 8.2% earns about ₹12,30,000 in 5 years, a maturity amount of ₹42,30,000 (kalamtimes.com/news/lifestyle/schemes-for-senior-citizens-senior-citizens-can-earn-over-12-lakhs-from-interest-alone-with-100-safe-capital-274274)',
      inputs: { amount: '3000000', date: '2024-10-30' },
      expected: { total: 1230000, received: 4230000 },
      tolerance: 0.005,
    },
  ],
});
