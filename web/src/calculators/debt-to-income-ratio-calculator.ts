import { formatFigure } from '../domain/format.ts';
import { defineCalculator, type Band } from '../engine/definition.ts';
import { decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 118,
  name: 'Debt-to-Income Ratio Calculator',
  description:
    'Find your debt-to-income ratio (DTI): monthly debt payments as a share of gross monthly income, front-end and back-end, against the 36% and 43% limits lenders use.',
  category: 'finance',
  group: 'Loans',
  icon: 'percent',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'mortgage-calculator',
    'loan-emi-calculator',
    'credit-card-payoff-calculator',
    'car-loan-calculator',
    'house-affordability-calculator',
  ],
  keywords:
    'dti debt to income ratio front end back end housing ratio mortgage qualification qualified mortgage qm 43 36 28 fha fannie mae lender',
} satisfies CalculatorRecord;

// The debt-to-income ratio as the CFPB defines it ("What is a debt-to-income ratio?"): all
// monthly debt payments divided by gross monthly income (before taxes). The back-end ratio counts
// housing and every other debt payment; the front-end (housing) ratio counts the housing payment
// alone. Worked in decimal (big.js); shown to 2 decimals. Limits: the CFPB suggests 36% or less
// for all debts; 43% was the Qualified Mortgage limit (12 CFR 1026.43(e)(2)(vi), 2014) and is
// FHA's back-end benchmark; Fannie Mae's Desktop Underwriter goes up to 50%.

/** x ÷ income × 100, in decimal. */
export function ratioOf(payments: number, income: number): number {
  return decimal(payments).div(income).times(100).toNumber();
}

/** A band up to and including its upper limit (as shown, to 2 decimals). */
const upTo = (limit: number) => limit + 1e-9;

const bands: readonly Band[] = [
  {
    label: 'At or below 36%',
    range: '36% or less',
    from: -Infinity,
    to: upTo(36),
    scale: [0, 36],
    palette: 'green',
  },
  {
    label: 'Above 36%, up to 43%',
    range: '36%–43%',
    from: upTo(36),
    to: upTo(43),
    scale: [36, 43],
    palette: 'yellow',
  },
  {
    label: 'Above 43%, up to 50%',
    range: '43%–50%',
    from: upTo(43),
    to: upTo(50),
    scale: [43, 50],
    palette: 'orange',
  },
  {
    label: 'Above 50%',
    range: 'over 50%',
    from: upTo(50),
    to: Infinity,
    scale: [50, 70],
    palette: 'red',
  },
];

/** What a ratio means against the limits, in a sentence. */
function reading(dti: number): string {
  const shown = Number(dti.toFixed(2));
  if (shown <= 36) return 'at or below the 36% the CFPB suggests for all debts';
  if (shown <= 43) return 'above 36% but within 43%, the limit many mortgage lenders use';
  if (shown <= 50)
    return 'above 43%; some lenders go up to 45% or 50% with strong credit or savings';
  return 'above 50%, more than most mortgage lenders accept';
}

const money = (value: number) => formatMoney(value, 'USD');

export default defineCalculator({
  slug: 'debt-to-income-ratio-calculator',
  currency: 'USD',
  fields: {
    housing: {
      kind: 'money',
      label: 'Monthly housing payment',
      default: '1500',
      min: 0,
      max: 1e9,
      noun: 'housing payment',
      help: 'Rent, or the mortgage payment with property tax, home insurance and HOA dues. 0 if none.',
    },
    otherDebts: {
      kind: 'money',
      label: 'Other monthly debt payments',
      default: '500',
      min: 0,
      max: 1e9,
      noun: 'other debt payments',
      help: 'Car and student loans, minimum credit card payments, child support, alimony. 0 if none.',
    },
    income: {
      kind: 'money',
      label: 'Gross monthly income',
      default: '6000',
      min: 0,
      minExclusive: true,
      max: 1e9,
      noun: 'gross monthly income',
      help: 'Your monthly income before taxes and deductions (with a co-borrower’s, if applying together).',
    },
  },
  outputs: {
    dti: {
      label: 'Debt-to-income ratio (back-end)',
      format: 'percent',
      bands: { name: 'Debt-to-income limits', yours: 'your ratio', bands },
    },
    frontEnd: { label: 'Housing ratio (front-end)', format: 'percent' },
    totalDebt: { label: 'Total monthly debt payments', format: 'money' },
  },
  compute(v) {
    const totalDebt = decimal(v.housing).plus(v.otherDebts).toNumber();
    return {
      dti: ratioOf(totalDebt, v.income),
      frontEnd: ratioOf(v.housing, v.income),
      totalDebt,
    };
  },
  summary: (_v, r) =>
    `Your debt payments take ${formatFigure(r.dti, 2)}% of your gross income: ${reading(r.dti)}.`,
  steps(v, r) {
    return [
      `Total monthly debt payments = housing + other debts = ${money(v.housing)} + ${money(v.otherDebts)} = ${money(r.totalDebt)}.`,
      `Debt-to-income ratio = total debt payments ÷ gross monthly income × 100 = ${money(r.totalDebt)} ÷ ${money(v.income)} × 100 = ${formatFigure(r.dti, 2)}%.`,
      `Housing (front-end) ratio = housing payment ÷ gross monthly income × 100 = ${money(v.housing)} ÷ ${money(v.income)} × 100 = ${formatFigure(r.frontEnd, 2)}%.`,
    ];
  },
  about: [
    'Your debt-to-income ratio (DTI) is all your monthly debt payments divided by your gross monthly income, the income before taxes and deductions (Consumer Financial Protection Bureau, "What is a debt-to-income ratio?"). Lenders use it to judge whether you can take on another monthly payment. This is the back-end ratio. The front-end, or housing, ratio counts only the housing payment.',
    'Count the monthly housing payment (rent, or the mortgage with property tax, insurance and HOA dues), car and student loan payments, minimum credit card payments, and child support or alimony you pay. Do not count groceries, utilities, phone bills or other living costs, nor taxes. Results are worked in decimal and shown to 2 decimals.',
    'Limits: the CFPB suggests keeping the ratio for all debts at 36% or less. 43% was the most a borrower could have for a Qualified Mortgage under the CFPB’s 2014 ability-to-repay rule (12 CFR 1026.43(e)(2)(vi)); the rule’s 2021 revision replaced it with a price test, but 43% is still a common lender limit and FHA’s benchmark with 31% for housing (HUD Handbook 4000.1). Fannie Mae allows 36% for manually underwritten loans, up to 45% with compensating factors, and up to 50% through its Desktop Underwriter (Selling Guide B3-6-02). A lender’s own limits decide.',
  ],
  faq: [
    {
      question: 'What is a good debt-to-income ratio?',
      answer:
        '36% or less for all debts, as the CFPB suggests, leaves room in your budget. Many mortgage lenders accept up to 43%, and some up to 50% with strong credit or savings.',
    },
    {
      question: 'Is the ratio worked out on gross or net income?',
      answer:
        'On gross income, before taxes and other deductions. With $6,000 gross a month and $2,000 of debt payments, the ratio is 33%, even if your take-home pay is lower.',
    },
    {
      question: 'What is the difference between front-end and back-end DTI?',
      answer:
        'The front-end ratio counts only your housing payment; the back-end ratio counts housing and every other debt payment. FHA looks for about 31% and 43%; a common older rule of thumb was 28% and 36%.',
    },
    {
      question: 'How can I lower my debt-to-income ratio?',
      answer:
        'Pay down debts with the largest monthly payments, avoid new debt before applying for a loan, or raise your income. Paying off a $400-a-month car loan on $6,000 of income lowers the ratio by 6.67 points.',
    },
  ],
  references: [
    {
      source:
        'Consumer Financial Protection Bureau, "What is a debt-to-income ratio?" (consumerfinance.gov/ask-cfpb/what-is-a-debt-to-income-ratio-en-1791): $1,500 mortgage + $100 auto loan + $400 other debts = $2,000 on $6,000 gross monthly income, 33%',
      inputs: { housing: '1500', otherDebts: '500', income: '6000' },
      expected: { dti: 33, totalDebt: 2000 },
      tolerance: 0.5,
    },
    {
      source:
        'University of Minnesota Extension (adapted by Cindy M. Petersen from MasterCard’s Debt Know How and Garman & Forgue, Personal Finance), "Debt-to-Income Ratio Worksheet", Step 3 example: $400 of monthly debt payments ÷ $2,500 take-home pay = 16% (copy at studylib.net/doc/8750961/debt-know-how). Its ratio leaves out the first mortgage and divides by take-home pay rather than gross income; the division is the same',
      inputs: { housing: '0', otherDebts: '400', income: '2500' },
      expected: { dti: 16, totalDebt: 400 },
      tolerance: 0,
    },
    {
      source:
        'JPMorgan Chase, “How to Calculate Debt-to-Income Ratio | Chase”, example: $1,900 a month for rent or mortgage, $400 car loan, $100 student loans and $200 credit card payments, $2,600 in all, on $5,500 gross monthly income: 2,600/5,500, or 47% (a stored copy of the Chase article at shouraku.net/article/how-to-calculate-debt-to-income-ratio-chase/3719; the chase.com original was not seen)',
      inputs: { housing: '1900', otherDebts: '700', income: '5500' },
      expected: { dti: 47, totalDebt: 2600 },
      tolerance: 0.5,
    },
    {
      source:
        'Private Wealth Academy, "What is a front-end ratio (housing ratio)?" (support.privatewealth.academy/portal/en/kb/articles/what-is-a-front-end-ratio-housing-ratio): a $1,000 mortgage payment on $5,000 gross monthly income is a 20% front-end ratio',
      inputs: { housing: '1000', otherDebts: '0', income: '5000' },
      expected: { frontEnd: 20 },
      tolerance: 0,
    },
  ],
});
