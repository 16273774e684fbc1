import { dayInWords } from '../domain/calendar.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';
import { laterQuarterNote, rateOn, schemeRules, yearsAfter } from './shared/smallSavingsRates.ts';

export const record = {
  id: 124,
  name: 'Sukanya Samriddhi Yojana Calculator',
  description:
    'Project a Sukanya Samriddhi account year by year: yearly deposits for 15 years, maturity 21 years after opening.',
  category: 'finance',
  icon: 'baby',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['ppf-calculator', 'nsc-calculator', 'sip-calculator', 'fd-calculator'],
  group: 'Savings and deposits',
  keywords:
    'ssy sukanya samriddhi account ssa girl child daughter beti bachao beti padhao selvamagal 80c tax free',
} satisfies CalculatorRecord;

// Sukanya Samriddhi Account Scheme, 2019: an account for a girl under 10, deposits of ₹250 to
// ₹1,50,000 in a financial year for 15 years from opening, maturity 21 years from opening.
// Interest is worked out on the lowest balance between the 5th and the end of each month and
// credited at the end of each financial year, so it compounds yearly. This calculator takes each
// year's deposit as made by the 5th of the year's first month (earning the whole year's interest),
// and the rate in force on the opening day as kept for all 21 years:
//   B(y) = (B(y − 1) + D) × (1 + r) for years 1 to 15, B(y) = B(y − 1) × (1 + r) for 16 to 21.
// Rates: shared/smallSavingsRates.ts.

export const SSY_RULES = schemeRules('ssy', 'Sukanya Samriddhi');

/** Years of deposits, and years to maturity, from opening. */
const DEPOSIT_YEARS = 15;
const TERM = 21;

const rupees = (value: number) => formatMoney(value, 'INR');

const fields = {
  yearly: {
    kind: 'money',
    label: 'Deposit every year',
    default: '150000',
    min: 250,
    max: 150_000,
    help: '₹250 to ₹1,50,000 in a financial year.',
    messages: {
      min: 'The account needs at least ₹250 a year',
      max: 'The account accepts at most ₹1,50,000 a year',
    },
  },
  age: {
    kind: 'integer',
    label: 'Girl’s age at opening',
    unit: 'years',
    default: '0',
    min: 0,
    // "Till she attains the age of ten years" (SSA Scheme 2019, para 3): 9 in completed years.
    max: 9,
    help: 'In completed years: an account can be opened until she turns 10.',
    stepper: { fewer: 'Younger', more: 'Older' },
    messages: {
      required: 'Enter the girl’s age (0 for a baby)',
      max: 'An account can be opened only before she turns 10 (enter 0 to 9)',
    },
  },
  date: {
    kind: 'date',
    label: 'Date of opening',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rate in force on this day is taken for all 21 years.',
    invalid: 'Enter a valid date of opening.',
  },
} as const;

type SsyValues = Values<typeof fields>;

interface SsyYear {
  year: number;
  age: number;
  deposit: number;
  interest: number;
  balance: number;
}

/** The account year by year, each balance to the paisa; the interest shown adds up to it. */
const scheduleOf = rememberLast((v: SsyValues): SsyYear[] => {
  const growth = 1 + rateOn(SSY_RULES, v.date) / 100;
  const rows: SsyYear[] = [];
  let exact = 0;
  let shown = 0;
  for (let year = 1; year <= TERM; year++) {
    const deposit = year <= DEPOSIT_YEARS ? v.yearly : 0;
    exact = (exact + deposit) * growth;
    const balance = cents(exact);
    rows.push({
      year,
      age: v.age + year,
      deposit,
      interest: decimal(balance).minus(shown).minus(deposit).toNumber(),
      balance,
    });
    shown = balance;
  }
  return rows;
});

export default defineCalculator({
  slug: 'sukanya-samriddhi-calculator',
  currency: 'INR',
  fields,
  rules: { table: SSY_RULES, field: 'date' },
  outputs: {
    maturity: { label: 'Maturity value', format: 'money', emphasis: true },
    invested: { label: 'Total deposited', format: 'money' },
    interest: { label: 'Interest earned', format: 'money' },
    rate: { label: 'Interest rate', format: 'percent' },
    maturityAge: { label: 'Her age at maturity', format: 'integer' },
  },
  compute(v) {
    const maturity = scheduleOf(v).at(-1)!.balance;
    const invested = cents(decimal(v.yearly).times(DEPOSIT_YEARS));
    return {
      maturity,
      invested,
      interest: decimal(maturity).minus(invested).toNumber(),
      rate: rateOn(SSY_RULES, v.date),
      maturityAge: v.age + TERM,
    };
  },
  summary: (v, r) =>
    `${rupees(v.yearly)} a year for 15 years at ${plainIndian(r.rate)}% grows to ${rupees(r.maturity)}, ` +
    `tax-free, on ${yearsAfter(v.date, TERM)}, when she is ${r.maturityAge}.`,
  facts(v, r) {
    const facts = [
      { label: 'Last deposit', text: `In year 15, when she is ${v.age + DEPOSIT_YEARS - 1}` },
      {
        label: 'Withdrawal at 18',
        text: `Up to half of the balance at the end of the year before, for her education, once she is 18 (about ${yearsAfter(v.date, 18 - v.age)}) or has passed class 10`,
      },
      { label: 'Matures on', text: `${yearsAfter(v.date, TERM)}, at age ${r.maturityAge}` },
    ];
    const later = laterQuarterNote(v.date, SSY_RULES);
    if (later) facts.push({ label: 'Rate', text: later });
    return facts;
  },
  breakdown: (_v, r) =>
    r.interest > 0
      ? [
          { label: 'Deposited', value: r.invested, palette: 'blue' },
          { label: 'Interest', value: r.interest, palette: 'green' },
        ]
      : [],
  notes: [
    'The Sukanya Samriddhi rate is set every quarter and applies to the whole balance, so the real maturity value moves with every change. This projection keeps the rate in force on the date of opening for all 21 years.',
  ],
  steps(v, r) {
    const rate = r.rate / 100;
    const growth = 1 + rate;
    const afterDeposits =
      rate === 0
        ? v.yearly * DEPOSIT_YEARS
        : ((v.yearly * (growth ** DEPOSIT_YEARS - 1)) / rate) * growth;
    return [
      `The Sukanya Samriddhi rate in force on ${dayInWords(v.date)} is ${plainIndian(r.rate)}% a year, taken for all 21 years`,
      `Each deposit is made at the start of the year and earns interest for the whole year; interest is added at the end of each year`,
      rate === 0
        ? `At 0% nothing grows: after 15 years the balance is ${rupees(v.yearly)} × 15`
        : `After 15 years of deposits: D × ((1 + r)^15 − 1) ÷ r × (1 + r) = ${plainIndian(v.yearly)} × ((${plainIndian(growth)})^15 − 1) ÷ ${plainIndian(rate)} × ${plainIndian(growth)} ≈ ${rupees(cents(afterDeposits))}`,
      `Six more years without deposits: × (${plainIndian(growth)})^6 ≈ ${rupees(r.maturity)}`,
      `Total deposited = ${rupees(v.yearly)} × 15 = ${rupees(r.invested)}; interest = ${rupees(r.maturity)} − ${rupees(r.invested)} = ${rupees(r.interest)}`,
    ];
  },
  table: {
    caption: 'Account year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'age', label: 'Her age at the end', format: 'integer' },
      { id: 'deposit', label: 'Deposit', format: 'money' },
      { id: 'interest', label: 'Interest credited', format: 'money' },
      { id: 'balance', label: 'Balance at the end', format: 'money' },
    ],
    rows: (v) => scheduleOf(v).map((row) => ({ ...row })),
  },
  about: [
    'The Sukanya Samriddhi Account Scheme, 2019 lets a parent or guardian open an account for a girl under 10. Deposits of ₹250 to ₹1,50,000 a financial year are made for 15 years from opening, and the account matures 21 years from opening.',
    'Interest, under the scheme, is worked out on the lowest balance between the 5th and the end of each month and credited at the end of each financial year, so it compounds yearly. This calculator takes each year’s deposit as made at the start of the year, by the 5th, so that it earns the whole year’s interest: after year y the balance is (balance before + deposit) × (1 + r), and from year 16 to 21 it only grows by (1 + r). A deposit made later in the year earns less.',
    'The rate is notified every quarter by the Ministry of Finance and applies to the whole balance. The date of opening, today unless you enter another, picks the rate from the table under the results (7.6% from April 2020; 8% from April 2023; 8.2% since January 2024), and the projection keeps it for all 21 years. Balances are rounded half-up to the paisa.',
    'Tax: deposits qualify for the section 80C deduction under the old regime, and the interest and the maturity value are tax-free.',
  ],
  faq: [
    {
      question: 'Why do deposits stop after 15 years but the account runs 21?',
      answer:
        'The scheme asks for deposits for 15 years from opening; for the last 6 years the balance keeps earning interest without deposits until maturity, 21 years from opening.',
    },
    {
      question: 'Can the money be taken out before 21 years?',
      answer:
        'Up to half of the balance at the end of the previous year can be withdrawn for her education once she is 18 or has passed class 10. The account can be closed early for her marriage after she turns 18, or on compassionate grounds.',
    },
    {
      question: 'What if a year’s deposit is missed?',
      answer:
        'The account becomes inactive. It can be revived before the 15 years end by paying ₹50 for each year missed plus the ₹250 minimum for each of those years.',
    },
    {
      question: 'Which rate applies to my account?',
      answer:
        'Unlike NSC or SCSS, the rate is not fixed at opening: each quarter’s notified rate applies to the whole balance. The calculator shows one rate for all 21 years; enter a date in another quarter to see another rate.',
    },
  ],
  references: [
    {
      source:
        'Hashmatic, SSY calculator, worked table: ₹1,50,000 a year at 8.2%, balance ₹1,62,300 after the first year and ₹71,82,119 after 21 years (hashmatic.in/calculators/ssy-calculator)',
      inputs: { yearly: '150000', age: '0', date: '2026-03-01' },
      expected: { maturity: 7182119, invested: 2250000 },
      tolerance: 1,
    },
    {
      source:
        'Times Bull, “Girls will get ₹72 lakh when they turn 21” (2025): ₹1.5 lakh a year for 15 years at 8.2%, ₹22,50,000 deposited, ₹71,82,119 at maturity (timesbull.com/business/girls-will-get-%e2%82%b972-lakh-when-they-turn-21-apply-in-this-central-govt-scheme-657653.html). Its interest figure, ₹49,32,319, disagrees with its own totals (₹71,82,119 − ₹22,50,000 = ₹49,32,119), so only the totals are checked',
      inputs: { yearly: '150000', age: '0', date: '2025-10-15' },
      expected: { maturity: 7182119, invested: 2250000 },
      tolerance: 1,
    },
    {
      source:
        'Investment Bangla, “Sukanya Samriddhi Yojana”: ₹1,00,000 a year at 8.2% (January–March 2024) for 15 years, a corpus of ₹47,88,080 after 21 years (investmentbangla.in/sukanya-samriddhi-yojana)',
      inputs: { yearly: '100000', age: '0', date: '2024-02-01' },
      expected: { maturity: 4788080, invested: 1500000 },
      tolerance: 1,
    },
    {
      // These three check the rate the page takes from the date of opening (the maturity value is
      // not in the memoranda); rates are notified to one decimal.
      source:
        'Ministry of Finance, Department of Economic Affairs (Budget Division), office memorandum F.No.1/4/2019-NS of 31 March 2023, "Revision of interest rates for Small Savings Schemes", as reproduced by IGE Corner (igecorner.com/small-savings-schemes-interest-rate-from-april-2023): Sukanya Samriddhi Account Scheme 7.6% from 01.01.2023 to 31.03.2023',
      inputs: { yearly: '150000', age: '0', date: '2023-02-15' },
      expected: { rate: 7.6 },
      tolerance: 0.005,
    },
    {
      source:
        'The same office memorandum of 31 March 2023 (as reproduced by IGE Corner, as above): Sukanya Samriddhi Account Scheme 8.0% from 01.04.2023 to 30.06.2023',
      inputs: { yearly: '150000', age: '0', date: '2023-05-01' },
      expected: { rate: 8 },
      tolerance: 0.005,
    },
    {
      source:
        'Ministry of Finance office memorandum on the rates for the first quarter of FY 2024-25 (1 April to 30 June 2024), unchanged from January–March 2024, as reported by East Coast Daily, "Union government announces interest rates on small savings schemes" (31 March 2024): Sukanya Samriddhi Account 8.2% (eastcoastdaily.in/2024/03/31/union-government-announces-interest-rates-on-small-savings-schemes-2.html)',
      inputs: { yearly: '150000', age: '0', date: '2024-05-01' },
      expected: { rate: 8.2 },
      tolerance: 0.005,
    },
  ],
});
