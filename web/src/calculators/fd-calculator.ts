import { formatNumber } from '../domain/format.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import { BANK_INTEREST_TDS_WORDS } from './shared/interestTds.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 15,
  name: 'FD Calculator',
  description:
    'Find the maturity value and interest of a fixed deposit, compounded quarterly as Indian banks do.',
  category: 'finance',
  icon: 'piggy-bank',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'rd-calculator',
    'compound-interest-calculator',
    'ppf-calculator',
    'effective-interest-rate-calculator',
    'scss-calculator',
    'post-office-mis-calculator',
    'tds-calculator',
  ],
  group: 'Savings and deposits',
  keywords: 'fd fixed deposit term deposit bank interest',
} satisfies CalculatorRecord;

// Fixed deposit: the maturity value of a cumulative FD, interest compounded quarterly as Indian
// banks do (SBI, following the RBI's directions on interest on deposits):
//   A = P × (1 + r/4)^(4t)
// with P the deposit, r the annual rate and t the tenure in years. Monthly, half-yearly and yearly
// compounding are offered too, and simple interest (A = P × (1 + r·t)), which banks pay on
// deposits of less than six months whatever the compounding chosen (SBI's cumulative deposit, the
// Reinvestment Plan, runs from 6 months to 10 years; shorter ones earn simple interest, paid at
// maturity). For a part period left over after the last whole
// compounding period (a tenure of 1 year and 2 months compounded quarterly), banks add simple
// interest for the part period: A = P × (1 + r/m)^n × (1 + r/m × f), n whole periods and f the
// fraction of the next one. For whole periods this is the formula above.

const PERIODS_PER_YEAR = {
  quarterly: 4,
  monthly: 12,
  'half-yearly': 2,
  yearly: 1,
  simple: 0,
} as const;

export type Compounding = keyof typeof PERIODS_PER_YEAR;

const COMPOUNDED: Record<Compounding, string> = {
  quarterly: 'compounded quarterly',
  monthly: 'compounded monthly',
  'half-yearly': 'compounded half-yearly',
  yearly: 'compounded yearly',
  simple: 'simple interest',
};

/** Deposits shorter than this (in years) earn simple interest, paid at maturity. */
const COMPOUNDED_FROM_YEARS = 0.5;

/** How the deposit earns: simple interest under six months, else as chosen. */
function earnedAs(v: { years: number; compounding: Compounding }): Compounding {
  return v.years < COMPOUNDED_FROM_YEARS ? 'simple' : v.compounding;
}

/** A deposit too short to compound though a compounding was chosen. */
const tooShortToCompound = (v: { years: number; compounding: Compounding }) =>
  earnedAs(v) !== v.compounding;

/** Whole periods and the fraction of the next in m × t (1.5 years quarterly: 6 and 0). */
function periodsIn(m: number, years: number): { whole: number; fraction: number } {
  const periods = m * years;
  const nearest = Math.round(periods);
  // 0.1 × 12 is 1.2000000000000002: a whole count within rounding error is whole.
  if (Math.abs(periods - nearest) < 1e-9) return { whole: nearest, fraction: 0 };
  const whole = Math.floor(periods);
  return { whole, fraction: periods - whole };
}

/** What 1 rupee grows to in `years` at `rate` % a year, as the chosen compounding pays it. */
export function fdGrowth(rate: number, years: number, compounding: Compounding): number {
  const r = rate / 100;
  const m = PERIODS_PER_YEAR[compounding];
  if (m === 0) return 1 + r * years;
  const { whole, fraction } = periodsIn(m, years);
  return (1 + r / m) ** whole * (1 + (r / m) * fraction);
}

const rupees = (value: number) => formatMoney(value, 'INR');

/** Said after 'simple interest' when a compounding chosen does not apply. */
const SHORT_DEPOSIT = ', as banks pay on deposits of less than six months';

const yearsText = (years: number) => (years === 1 ? '1 year' : `${plainIndian(years)} years`);

const fields = {
  principal: {
    kind: 'money',
    label: 'Deposit amount',
    default: '100000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    messages: {
      min: 'The deposit must be more than ₹0',
      max: 'The deposit can be at most ₹10,000 crore',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    unit: '% a year',
    default: '7',
    min: 0,
    max: 50,
    help: 'The rate the bank quotes for your tenure; senior citizens usually get 0.5% more.',
    messages: {
      min: 'The rate cannot be negative',
      max: 'The rate can be at most 50%',
    },
  },
  years: {
    kind: 'number',
    label: 'Tenure',
    unit: 'years',
    default: '5',
    min: 0,
    minExclusive: true,
    max: 20,
    help: 'Fractions are fine: 18 months is 1.5 years, 90 days about 0.25.',
    messages: {
      required: 'Enter the tenure in years',
    },
  },
  compounding: {
    kind: 'choice',
    label: 'Interest compounded',
    default: 'quarterly',
    options: [
      { value: 'quarterly', label: 'Quarterly (as banks do)' },
      { value: 'monthly', label: 'Monthly' },
      { value: 'half-yearly', label: 'Half-yearly' },
      { value: 'yearly', label: 'Yearly' },
      { value: 'simple', label: 'Not compounded (simple interest)' },
    ],
  },
} as const;

type FdValues = Values<typeof fields>;

/** The maturity value to the paisa. */
const maturityOf = (v: FdValues) => cents(v.principal * fdGrowth(v.rate, v.years, earnedAs(v)));

export default defineCalculator({
  slug: 'fd-calculator',
  currency: 'INR',
  fields,
  outputs: {
    maturity: { label: 'Maturity amount', format: 'money' },
    interest: { label: 'Interest earned', format: 'money' },
    effectiveRate: { label: 'Effective annual yield', format: 'percent' },
  },
  compute(v) {
    const maturity = maturityOf(v);
    return {
      maturity,
      interest: decimal(maturity).minus(v.principal).toNumber(),
      effectiveRate:
        v.compounding === 'simple' ? v.rate : (fdGrowth(v.rate, 1, v.compounding) - 1) * 100,
    };
  },
  hiddenOutputs: (v) => (earnedAs(v) === 'simple' ? ['effectiveRate'] : []),
  summary: (v, results) =>
    `${rupees(v.principal)} for ${yearsText(v.years)} at ${plainIndian(v.rate)}% a year ` +
    `(${COMPOUNDED[earnedAs(v)]}${tooShortToCompound(v) ? SHORT_DEPOSIT : ''}) matures to ` +
    `${rupees(results.maturity)}.`,
  breakdown: (v, results) =>
    results.interest > 0
      ? [
          { label: 'Deposit', value: v.principal, palette: 'blue' },
          { label: 'Interest', value: results.interest, palette: 'green' },
        ]
      : [],
  notes: [
    `Interest is shown before tax. Banks deduct TDS (10%) once your interest from one bank passes ${BANK_INTEREST_TDS_WORDS}, unless you submit Form 121 (Form 15G or 15H before April 2026) because your income is not taxable, and FD interest is taxed at your slab rate.`,
  ],
  steps(v, results) {
    const m = PERIODS_PER_YEAR[earnedAs(v)];
    const r = v.rate / 100;
    if (m === 0) {
      return [
        ...(tooShortToCompound(v)
          ? [
              `${yearsText(v.years)} is less than six months: the deposit earns simple interest, ` +
                `paid at maturity, not interest ${COMPOUNDED[v.compounding]}`,
            ]
          : []),
        `Simple interest: I = P × r × t = ${plainIndian(v.principal)} × ${plainIndian(r)} × ${plainIndian(v.years)} ${equalsOrAbout(exact(v.principal).times(plainIndian(r).replace(/,/g, '')).times(v.years), rupees(results.interest).replace(/[₹,]/g, ''))} ${rupees(results.interest)}`,
        `Maturity amount = P + I = ${rupees(v.principal)} + ${rupees(results.interest)} = ${rupees(results.maturity)}`,
      ];
    }
    const { whole, fraction } = periodsIn(m, v.years);
    const periodRate = r / m;
    const growth = fdGrowth(v.rate, v.years, v.compounding);
    const steps = [
      `Rate per period = ${plainIndian(v.rate)}% ÷ ${m} = ${plainIndian(Number((periodRate * 100).toPrecision(10)))}% (${m === 1 ? '1 period' : `${m} periods`} a year)`,
    ];
    if (fraction === 0) {
      steps.push(
        `Periods n = ${m} × ${plainIndian(v.years)} = ${whole}`,
        `Maturity amount A = P × (1 + r/${m})^n = ${plainIndian(v.principal)} × ${plainIndian(1 + periodRate)}^${whole} = ` +
          `${plainIndian(v.principal)} × ${plainIndian(Number(growth.toFixed(10)))} ≈ ${rupees(results.maturity)}`,
      );
    } else {
      steps.push(
        `${m} × ${plainIndian(v.years)} ${equalsOrAbout(exact(m).times(v.years), formatNumber(m * v.years, 4))} ${formatNumber(m * v.years, 4)} periods: ${whole} whole, then ${formatNumber(fraction, 4)} of a period at simple interest`,
        `Maturity amount A = P × (1 + r/${m})^${whole} × (1 + r/${m} × ${formatNumber(fraction, 4)}) = ` +
          `${plainIndian(v.principal)} × ${plainIndian(Number(growth.toFixed(10)))} ≈ ${rupees(results.maturity)}`,
      );
    }
    steps.push(
      `Interest earned = A − P = ${rupees(results.maturity)} − ${rupees(v.principal)} = ${rupees(results.interest)}`,
    );
    return steps;
  },
  table: {
    caption: 'Balance year by year (the last row is at maturity)',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'interest', label: 'Interest that year', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows(v) {
      const ends = Array.from({ length: Math.floor(v.years + 1e-9) }, (_, i) => i + 1);
      if (ends.at(-1) !== v.years) ends.push(v.years);
      let previous = v.principal;
      return ends.map((t) => {
        const balance = cents(v.principal * fdGrowth(v.rate, t, earnedAs(v)));
        const row = {
          year: Math.ceil(t - 1e-9),
          interest: decimal(balance).minus(previous).toNumber(),
          balance,
        };
        previous = balance;
        return row;
      });
    },
  },
  about: [
    'Maturity amount A = P × (1 + r/4)^(4 × t) for quarterly compounding, the way Indian banks such as SBI pay interest on cumulative (reinvestment) deposits: P is the deposit, r the annual rate and t the tenure in years. With monthly, half-yearly or yearly compounding, 4 becomes 12, 2 or 1.',
    'When the tenure is not a whole number of periods (1 year and 2 months, compounded quarterly), the whole quarters are compounded and simple interest is added for the days left over, as banks do: A = P × (1 + r/4)^n × (1 + r/4 × f), with n whole quarters and f the part of the next. Simple interest, A = P × (1 + r × t), is what banks pay on payout deposits and on deposits of less than six months, so a tenure under half a year is worked with it whatever the compounding chosen: SBI’s cumulative deposit (its Reinvestment Plan, interest compounded quarterly) runs from 6 months to 10 years.',
    'The maturity amount is rounded half-up to the paisa, and interest earned is the maturity amount less the deposit, so the figures add up. The effective annual yield is what the rate earns in one year once compounding is counted. Interest is before TDS and tax.',
  ],
  faq: [
    {
      question: 'Why do banks compound FD interest quarterly?',
      answer:
        'It is the long-standing practice of Indian banks for cumulative deposits: interest is worked out and added to the deposit every three months, so later interest is earned on it. At 7% a year, quarterly compounding gives an effective yield of about 7.19%.',
    },
    {
      question: 'What is the difference between a cumulative and a payout FD?',
      answer:
        'A cumulative FD adds the interest to the deposit and pays it all at maturity: this calculator shows that amount. A payout FD pays the interest out monthly or quarterly instead, so the deposit does not grow; choose simple interest to see the total interest it pays.',
    },
    {
      question: 'Is FD interest taxable?',
      answer: `Yes. It is added to your income and taxed at your slab rate, and the bank deducts TDS once your interest from it passes ${BANK_INTEREST_TDS_WORDS}; the TDS calculator works it out. The figures here are before tax.`,
    },
    {
      question: 'Why is my bank’s figure a few rupees different?',
      answer:
        'Banks count the exact days of a part quarter, may round interest to the rupee each quarter, and some compound monthly for senior citizens’ schemes. The difference is usually a few rupees; your deposit receipt shows the bank’s own figure.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.4 "Compound Interest", ' +
        'example "Computing Future Value for Compound Interest", part 1: principal $5,000 at 3.8% ' +
        'compounded monthly for 5 years, A = 6,044.4332, "The future value of the investment is ' +
        '$6,044.43" (openstax.org/books/contemporary-mathematics/pages/6-4-compound-interest)',
      inputs: { principal: '5000', rate: '3.8', years: '5', compounding: 'monthly' },
      expected: { maturity: 6044.43 },
      tolerance: 0.005,
    },
    {
      // The book cuts A = 53,093.5481 down to $53,093.54 (it rounds interest down); checked
      // against its unrounded A, to our rounding to the paisa.
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), the same example, part 2: ' +
        '$18,500 at 6.25% compounded quarterly for 17 years, A = 53,093.5481, "The future value ' +
        'of the investment is $53,093.54"',
      inputs: { principal: '18500', rate: '6.25', years: '17', compounding: 'quarterly' },
      expected: { maturity: 53093.5481 },
      tolerance: 0.005,
    },
    {
      // The book cuts A = 11,732.8265 down to $11,732.82; checked against its unrounded A.
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Interest Compounded ' +
        'Quarterly": Cody invests $7,500 at 4.5% compounded quarterly, A = 11,732.8265; "After 10 ' +
        'years, Cody’s initial investment of $7,500 is worth $11,732.82"',
      inputs: { principal: '7500', rate: '4.5', years: '10', compounding: 'quarterly' },
      expected: { maturity: 11732.8265 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Interest Compounded ' +
        'Annually": Abena’s $1,000 CD at 4% compounded annually is worth $1,124.86 after 3 years ' +
        '(interest $40.00, $41.60 and $43.26)',
      inputs: { principal: '1000', rate: '4', years: '3', compounding: 'yearly' },
      expected: { maturity: 1124.86, interest: 124.86 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.4 (as above), example "Determine and ' +
        'Interpret Effective Annual Yield for 6% Compounded Quarterly": Y = (1 + 0.06/4)^4 − 1 = ' +
        '6.14%',
      inputs: { principal: '1', rate: '6', years: '1', compounding: 'quarterly' },
      expected: { effectiveRate: 6.14 },
      tolerance: 0.005,
    },
    {
      source:
        'Groww FD calculator, simple interest example: Rs. 1,00,000 for 5 years at 10% gives Rs. 1,50,000 (groww.in/calculators/fd-calculator)',
      inputs: { principal: '100000', rate: '10', years: '5', compounding: 'simple' },
      expected: { maturity: 150000, interest: 50000 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation, fixed deposit tutorial: ₹15,000 for 2 years at 5% compounded quarterly is Rs. 16567.29, interest Rs. 1567.29 (easycalculation.com/finance/learn-fixed-deposit.php)',
      inputs: { principal: '15000', rate: '5', years: '2', compounding: 'quarterly' },
      expected: { maturity: 16567.29, interest: 1567.29 },
      tolerance: 0.005,
    },
    {
      source:
        'DYclassroom, “What is fixed deposit”: INR 100,000 for 5 years at 7.3% compounded quarterly matures to INR 143,578.16 (dyclassroom.com/money/what-is-fixed-deposit)',
      inputs: { principal: '100000', rate: '7.3', years: '5', compounding: 'quarterly' },
      expected: { maturity: 143578.16, interest: 43578.16 },
      tolerance: 0.005,
    },
    {
      source:
        'Lilutils FD calculator example: ₹100,000 for 5 years at 7.5% quarterly is about ₹144,995, interest ₹44,995 (lilutils.com/tools/finance/fd)',
      inputs: { principal: '100000', rate: '7.5', years: '5', compounding: 'quarterly' },
      expected: { maturity: 144995, interest: 44995 },
      tolerance: 1,
    },
    {
      source:
        'InstantKhoj FD calculator, compound example: ₹1,00,000 for 5 years at 10% compounded yearly is about ₹1,61,051 (instantkhoj.com/calculators/fd-calculator)',
      inputs: { principal: '100000', rate: '10', years: '5', compounding: 'yearly' },
      expected: { maturity: 161051 },
      tolerance: 1,
    },
  ],
});
