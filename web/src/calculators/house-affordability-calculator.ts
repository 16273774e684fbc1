import { monthlyRateText, stepDigits } from './shared/loanSteps.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { annuityFactor, annuityPayment } from './shared/amortize.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 145,
  name: 'House Affordability Calculator',
  description:
    'Find the most house you can afford under the 28/36 rule from your income, debts, down payment, rate, taxes and insurance.',
  category: 'finance',
  icon: 'home',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'mortgage-calculator',
    'debt-to-income-ratio-calculator',
    'home-loan-eligibility-calculator',
    'amortization-calculator',
    'rent-vs-buy-calculator',
  ],
  group: 'Loans',
  keywords:
    'how much house can i afford home affordability 28/36 rule dti debt to income front end back end piti mortgage qualify',
} satisfies CalculatorRecord;

// House affordability by the 28/36 rule: the monthly housing payment (principal, interest,
// property tax, homeowners insurance and HOA dues: PITI) may take at most 28 % of gross monthly
// income (the front-end ratio), and all debt payments with it at most 36 % (the back-end ratio).
//   housing = min(income ÷ 12 × 28 %, income ÷ 12 × 36 % − other debts)
//   P&I = housing − tax ÷ 12 − insurance ÷ 12 − HOA
//   loan = P&I × (1 − (1 + r)^−n) ÷ r, r = rate ÷ 12 ÷ 100, n = years × 12
//   price = loan + down payment
// Caps are in cents; the loan is rounded down to the dollar so that its payment (to the cent)
// fits the budget. The ratios may be changed (FHA: 31/43).

const dollars = (value: number) => formatMoney(value, 'USD');
const whole = (value: number) => formatMoney(value, 'USD', 0);

const fields = {
  income: {
    kind: 'money',
    label: 'Annual income (before tax)',
    default: '90000',
    min: 0,
    minExclusive: true,
    max: 1e9,
    help: 'Gross yearly income of everyone on the loan.',
    noun: 'annual income',
  },
  debts: {
    kind: 'money',
    label: 'Monthly debt payments',
    default: '500',
    min: 0,
    max: 1e8,
    blankValue: 0,
    help: 'Car, student and personal loans, card minimums, support: 0 if none.',
    noun: 'monthly debts',
  },
  down: {
    kind: 'money',
    label: 'Down payment',
    default: '50000',
    min: 0,
    max: 1e10,
    blankValue: 0,
    noun: 'down payment',
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate',
    unit: '% a year',
    default: '6.5',
    min: 0,
    max: 30,
    noun: 'interest rate',
  },
  term: {
    kind: 'integer',
    label: 'Loan term',
    unit: 'years',
    default: '30',
    min: 1,
    max: 40,
    noun: 'loan term',
  },
  tax: {
    kind: 'money',
    label: 'Property tax (per year)',
    default: '3600',
    min: 0,
    max: 1e8,
    blankValue: 0,
    noun: 'property tax',
  },
  insurance: {
    kind: 'money',
    label: 'Homeowners insurance (per year)',
    default: '1200',
    min: 0,
    max: 1e8,
    blankValue: 0,
    noun: 'insurance',
  },
  frontRatio: {
    kind: 'percent',
    label: 'Front-end ratio (housing)',
    default: '28',
    min: 1,
    max: 60,
    noun: 'front-end ratio',
  },
  backRatio: {
    kind: 'percent',
    label: 'Back-end ratio (all debts)',
    default: '36',
    min: 1,
    max: 65,
    noun: 'back-end ratio',
  },
  hoa: {
    kind: 'money',
    label: 'HOA dues (per month, optional)',
    default: '',
    placeholder: '0',
    min: 0,
    max: 1e7,
    blankValue: 0,
    noun: 'HOA dues',
  },
} as const;

type Afford = Values<typeof fields>;

/** A yearly amount's month, to the cent: $3,650 of property tax is $304.17. */
const monthlyPart = (yearly: number) => cents(decimal(yearly).div(12));

/** The caps, the budget for principal and interest, and the loan and price it buys. */
const planOf = rememberLast((v: Afford) => {
  const monthlyIncome = decimal(v.income).div(12);
  const frontCap = cents(monthlyIncome.times(v.frontRatio).div(100));
  const backCap = cents(monthlyIncome.times(v.backRatio).div(100).minus(v.debts));
  const housing = Math.min(frontCap, backCap);
  const limitedBy: 'front' | 'back' = frontCap <= backCap ? 'front' : 'back';
  // Each monthly part to the cent, as a statement lists them, the breakdown shows them and the
  // steps subtract them (rounded as a sum, $304.17 + $104.17 of tax and insurance was $408.33).
  const escrow = decimal(monthlyPart(v.tax)).plus(monthlyPart(v.insurance)).plus(v.hoa).toNumber();
  const pi = decimal(housing).minus(escrow).toNumber();
  const n = v.term * 12;
  const exact = pi <= 0 ? 0 : pi * annuityFactor(v.rate, n);
  let loan = Math.max(0, Math.floor(exact + 1e-6));
  while (loan > 0 && cents(annuityPayment(loan, v.rate, n)) > pi) loan -= 1;
  return { frontCap, backCap, housing, limitedBy, escrow, pi, loan, exact, n };
});

const ratioName = (v: Afford, limit: 'front' | 'back') =>
  limit === 'front'
    ? `the front-end ratio (${formatPlain(v.frontRatio)}% of income for housing)`
    : `the back-end ratio (${formatPlain(v.backRatio)}% of income for all debts)`;

export default defineCalculator({
  slug: 'house-affordability-calculator',
  currency: 'USD',
  fields,
  validate(v) {
    const plan = planOf(v);
    if (plan.backCap <= 0) {
      return {
        debts: 'Your debts already take all of the back-end ratio: no mortgage payment fits',
      };
    }
    if (plan.pi <= 0) {
      return {
        tax: 'Taxes, insurance and HOA dues take the whole housing budget: no loan payment fits',
      };
    }
    return {};
  },
  outputs: {
    price: { label: 'Home price you can afford', format: 'money', emphasis: true },
    loan: { label: 'Loan amount', format: 'money' },
    housing: { label: 'Monthly housing payment (PITI)', format: 'money' },
    pi: { label: 'Principal and interest', format: 'money' },
    frontCap: { label: 'Front-end limit', format: 'money' },
    backCap: { label: 'Back-end limit (after debts)', format: 'money' },
  },
  compute(v) {
    const plan = planOf(v);
    return {
      price: plan.loan + v.down,
      loan: plan.loan,
      housing: plan.housing,
      pi: plan.pi,
      frontCap: plan.frontCap,
      backCap: plan.backCap,
    };
  },
  summary: (v, r) =>
    `You could afford a home of about ${whole(r.price)} with ${whole(v.down)} down: a ` +
    `${whole(r.loan)} loan and ${dollars(r.housing)} a month for housing, limited by ` +
    `${ratioName(v, planOf(v).limitedBy)}.`,
  facts: (v) => [
    {
      label: 'Limited by',
      text: planOf(v).limitedBy === 'front' ? 'The front-end ratio' : 'The back-end ratio',
    },
  ],
  breakdown: (v, r) => [
    { label: 'Principal and interest', value: r.pi, palette: 'blue' },
    { label: 'Property tax', value: monthlyPart(v.tax), palette: 'orange' },
    { label: 'Insurance', value: monthlyPart(v.insurance), palette: 'teal' },
    ...(v.hoa > 0 ? [{ label: 'HOA dues', value: v.hoa, palette: 'purple' as const }] : []),
  ],
  notes: [
    'A guide, not a loan offer: lenders also weigh your credit score, savings and the loan program, and a down payment under 20% usually adds mortgage insurance, which is not included.',
  ],
  steps(v, r) {
    const plan = planOf(v);
    const monthly = decimal(v.income).div(12).toNumber();
    const rate = v.rate / 1200;
    const rText = monthlyRateText(v.rate, stepDigits(Number(plan.exact)));
    return [
      `Gross monthly income = ${whole(v.income)} ÷ 12 = ${dollars(monthly)}`,
      `Front-end limit = ${dollars(monthly)} × ${formatPlain(v.frontRatio)}% = ${dollars(r.frontCap)}`,
      `Back-end limit = ${dollars(monthly)} × ${formatPlain(v.backRatio)}% − ${dollars(v.debts)} of debts = ${dollars(r.backCap)}`,
      `Housing budget = the smaller, ${dollars(r.housing)}, set by ${ratioName(v, plan.limitedBy)}`,
      `Principal and interest = ${dollars(r.housing)} − ${dollars(monthlyPart(v.tax))} tax − ${dollars(monthlyPart(v.insurance))} insurance` +
        (v.hoa > 0 ? ` − ${dollars(v.hoa)} HOA` : '') +
        ` = ${dollars(r.pi)}`,
      rate === 0
        ? `At 0% the loan is the payments added up: ${dollars(r.pi)} × ${plan.n} = ` +
          (decimal(r.pi).times(plan.n).eq(r.loan)
            ? whole(r.loan)
            : `${dollars(decimal(r.pi).times(plan.n).toNumber())}, rounded down to ${whole(r.loan)}`)
        : `Loan = ${dollars(r.pi)} × (1 − (1 + ${rText})^−${plan.n}) ÷ ${rText} = ${dollars(cents(plan.exact))}, rounded down to ${whole(r.loan)}`,
      `Home price = ${whole(r.loan)} + ${whole(v.down)} down = ${whole(r.price)}`,
    ];
  },
  about: [
    'The 28/36 rule: housing costs (principal, interest, property tax, homeowners insurance and HOA dues, PITI) at most 28% of gross monthly income, and all monthly debt payments including housing at most 36%. The Consumer Financial Protection Bureau defines the debt-to-income ratio this way; Fannie Mae’s Selling Guide (B3-6-02) takes 36% as the usual maximum for manually underwritten loans. FHA loans use 31/43: change the two ratios to compare.',
    'Housing budget = the smaller of income ÷ 12 × 28% and income ÷ 12 × 36% − other debts; the calculator says which one limits you. The loan is the present value of what is left for principal and interest: P&I × (1 − (1 + r)^−n) ÷ r with r = rate ÷ 12 ÷ 100 and n = years × 12 (the standard fixed-rate mortgage payment formula solved for the loan). It is rounded down to the dollar, and the home price is the loan plus the down payment.',
    'Property tax and insurance are taken as yearly amounts you enter; closing costs and private mortgage insurance are not included.',
  ],
  faq: [
    {
      question: 'What is the 28/36 rule?',
      answer:
        'A guideline lenders use: spend at most 28% of your gross monthly income on housing and at most 36% on all debt payments together. On $90,000 a year that is $2,100 for housing and $2,700 for all debts.',
    },
    {
      question: 'Which ratio limits me?',
      answer:
        'The front-end ratio limits you when your other debts are small (under 8% of income at 28/36); otherwise the back-end ratio does. The results say which one it is.',
    },
    {
      question: 'Does a bigger down payment raise the price?',
      answer:
        'Dollar for dollar: the loan your income supports stays the same, and the down payment is added on top. Putting 20% down also avoids private mortgage insurance.',
    },
    {
      question: 'What about FHA loans?',
      answer:
        'FHA guidelines allow 31% for housing and 43% for all debts. Enter 31 and 43 as the ratios to see the larger price they allow.',
    },
  ],
  references: [
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook, “Buyer Qualification”, example “Finding the Qualifying Loan Amount”, page 54 (manualshelf.com/manual/texas-instruments/ba/user-manual-english/page-55.html): a combined monthly income of $6,500 (here $78,000 a year), a car payment of $320 and other debts of $175, 28/36 ratios: “PITI= –1,820.00”, the front-end limit',
      inputs: { income: '78000', debts: '495' },
      expected: { frontCap: 1820, housing: 1820 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook, “Buyer Qualification”, example “Finding the Minimum Income Required”, page 56 (manualshelf.com/manual/texas-instruments/ba/user-manual-english/page-57.html): a $250,000 home, $50,000 down, taxes $3,750 and insurance $1,250 a year, $635 of monthly debts, 30 years at 8%, 28/36: “LN = 200,000.00”, “PMT= -1,467.53”, “PITI = -1,884.20” at the qualifying income “QI = 6,997.78” a month (here $83,973.36 a year), where the back-end limit binds',
      inputs: {
        income: '83973.36',
        debts: '635',
        down: '50000',
        rate: '8',
        term: '30',
        tax: '3750',
        insurance: '1250',
      },
      expected: { backCap: 1884.2, housing: 1884.2, pi: 1467.53, loan: 200000, price: 250000 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook, “Buyer Qualification”, example “Finding the Maximum Allowable Debt”, page 58 (manualshelf.com/manual/texas-instruments/ba/user-manual-english/page-59.html): a $125,000 home, 10% down, 8% for 30 years, tax 1.5% and insurance 0.5% of the price a year ($1,875 and $625), 28/36: “PMT= - 825.49”, “PITI = - 1,033.82”, “QI = 3,692.21” a month (here $44,306.52 a year) and a maximum debt of “295.38”, at which both limits are equal',
      inputs: {
        income: '44306.52',
        debts: '295.38',
        down: '12500',
        rate: '8',
        term: '30',
        tax: '1875',
        insurance: '625',
      },
      expected: { frontCap: 1033.82, backCap: 1033.82, housing: 1033.82, pi: 825.49 },
      tolerance: 0.005,
    },
    {
      source:
        'Rajeev Prakash house affordability calculator (finance.rajeevprakash.com/calculators/house-affordability): $12,500 a month, no debts, caps 28% and 32%: front-end cap $3,500, back-end cap $4,000, binding cap $3,500',
      inputs: { income: '150000', debts: '0', frontRatio: '28', backRatio: '32' },
      expected: { frontCap: 3500, backCap: 4000, housing: 3500 },
      tolerance: 0.005,
    },
  ],
});
