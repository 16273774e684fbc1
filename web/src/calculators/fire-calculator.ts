import { formatFigure, formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 104,
  name: 'FIRE Calculator',
  description:
    'Find your FIRE number (yearly expenses ÷ safe withdrawal rate) and how many years of saving and investing it takes to reach it.',
  category: 'finance',
  icon: 'flame',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['retirement-calculator', 'swp-calculator', 'investment-calculator', 'sip-calculator'],
  group: 'Investing',
  keywords:
    'fire financial independence retire early 4% rule safe withdrawal rate swr 25x rule lean fire fat fire',
} satisfies CalculatorRecord;

// FIRE (financial independence, retire early):
// - FIRE number F = yearly expenses E ÷ safe withdrawal rate w; at the 4 % rule (Bengen 1994;
//   the Trinity study, Cooley, Hubbard & Walz 1998) F = 25 × E.
// - Years to reach it: savings S grow at the real return r a year and Y is added at the end of
//   each year (an ordinary annuity, as in "The Shockingly Simple Math Behind Early Retirement"):
//     B(n) = S × (1 + r)^n + Y × ((1 + r)^n − 1) ÷ r,
//   so n = ln((F + Y ÷ r) ÷ (S + Y ÷ r)) ÷ ln(1 + r), and (F − S) ÷ Y when r = 0.
// All in today's money: the return is after inflation.

const fields = {
  currency: currencyField,
  expenses: {
    kind: 'money',
    label: 'Yearly expenses in retirement',
    default: '40000',
    min: 0,
    minExclusive: true,
    max: 1e12,
    help: 'What you expect to spend a year, in today’s money.',
  },
  withdrawalRate: {
    kind: 'percent',
    label: 'Safe withdrawal rate',
    unit: '% a year',
    default: '4',
    min: 0,
    minExclusive: true,
    max: 20,
    noun: 'withdrawal rate',
    help: 'The 4% rule: 4% of the savings in the first year, then the same amount raised with inflation.',
  },
  savings: {
    kind: 'money',
    label: 'Invested savings today',
    default: '100000',
    min: 0,
    max: 1e12,
    blankValue: 0,
    noun: 'savings',
    messages: { required: 'Enter your savings (0 if none)' },
  },
  contribution: {
    kind: 'money',
    label: 'Savings a year',
    default: '30000',
    min: 0,
    max: 1e12,
    blankValue: 0,
    noun: 'savings a year',
    help: 'What you add at the end of each year until you reach the FIRE number.',
    messages: { required: 'Enter what you save a year (0 if nothing)' },
  },
  returnRate: {
    kind: 'percent',
    label: 'Return after inflation',
    unit: '% a year',
    default: '5',
    min: 0,
    max: 20,
    noun: 'return',
    help: 'The real return: the investments’ return minus inflation.',
  },
} as const;

type FireValues = Values<typeof fields>;

/** The FIRE number: expenses ÷ withdrawal rate. */
export function fireNumberOf(expenses: number, withdrawalRate: number): number {
  return expenses / (withdrawalRate / 100);
}

/** Years (fractional) for S, plus Y at each year's end, growing at r %, to reach F. */
export function yearsToReach(target: number, savings: number, yearly: number, rate: number) {
  if (savings >= target) return 0;
  const r = rate / 100;
  if (r === 0) return yearly > 0 ? (target - savings) / yearly : Infinity;
  if (savings === 0 && yearly === 0) return Infinity;
  return Math.log((target + yearly / r) / (savings + yearly / r)) / Math.log1p(r);
}

/** The balance after `year` whole years. */
function balanceAfter(v: FireValues, year: number): number {
  const r = v.returnRate / 100;
  const growth = (1 + r) ** year;
  return (
    v.savings * growth + (r === 0 ? v.contribution * year : (v.contribution * (growth - 1)) / r)
  );
}

const target = (v: FireValues) => fireNumberOf(v.expenses, v.withdrawalRate);

export default defineCalculator({
  slug: 'fire-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    if (!Number.isFinite(yearsToReach(target(v), v.savings, v.contribution, v.returnRate))) {
      return {
        contribution:
          v.savings === 0 && v.contribution === 0
            ? 'With nothing saved yet and nothing saved a year, there is nothing to grow toward the FIRE number: enter your savings or savings a year'
            : 'With nothing saved a year and no growth, the savings never reach the FIRE number: enter savings a year or a return',
      };
    }
    return {};
  },
  outputs: {
    fireNumber: { label: 'FIRE number', format: 'money', emphasis: true },
    years: { label: 'Years to reach it', format: 'number', decimals: 1 },
    gap: { label: 'Still to save and grow', format: 'money' },
    progress: { label: 'Progress so far', format: 'percent' },
  },
  compute(v) {
    const fireNumber = target(v);
    return {
      fireNumber,
      years: yearsToReach(fireNumber, v.savings, v.contribution, v.returnRate),
      gap: Math.max(0, fireNumber - v.savings),
      progress: (v.savings / fireNumber) * 100,
    };
  },
  summary(v, r) {
    const number = `At ${formatPlain(v.withdrawalRate)}% a year, ${formatMoney(v.expenses, v.currency)} of expenses needs ${formatMoney(r.fireNumber, v.currency)} invested.`;
    return r.years === 0
      ? [number, 'Your savings already reach it.']
      : [
          number,
          `Saving ${formatMoney(v.contribution, v.currency)} a year at ${formatPlain(v.returnRate)}% after inflation, you reach it in about ${formatFigure(r.years, 1)} years.`,
        ];
  },
  facts(v, r) {
    return r.years > 0
      ? [
          {
            label: 'Reached at the end of year',
            text: formatPlain(Math.ceil(r.years - 1e-9)),
          },
          {
            label: 'Multiple of your expenses',
            text: `${formatPlain(Number((100 / v.withdrawalRate).toFixed(4)))} × a year’s expenses`,
          },
        ]
      : [];
  },
  notes: [
    'An estimate, not advice: the 4% rule comes from past US returns over 30-year retirements. Returns vary from year to year, and a retirement of 40 or 50 years may need a lower rate (3 to 3.5%). Taxes and fees are not counted.',
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const rate = v.returnRate / 100;
    const steps = [
      `FIRE number = yearly expenses ÷ withdrawal rate = ${money(v.expenses)} ÷ ${formatPlain(v.withdrawalRate / 100)} = ${money(r.fireNumber)}`,
    ];
    if (r.years === 0) {
      steps.push(`Your savings of ${money(v.savings)} already reach it.`);
    } else if (rate === 0) {
      steps.push(
        `With no return: years = (${money(r.fireNumber)} − ${money(v.savings)}) ÷ ${money(v.contribution)} = ${formatFigure(r.years, 1)}`,
      );
    } else {
      const add = v.contribution / rate;
      steps.push(
        `Savings a year ÷ return = ${money(v.contribution)} ÷ ${formatPlain(rate)} = ${money(add)}`,
        `Years = ln((${money(r.fireNumber)} + ${money(add)}) ÷ (${money(v.savings)} + ${money(add)})) ÷ ln(1 + ${formatPlain(rate)}) ≈ ${formatNumber(r.years, 1)}`,
      );
    }
    return steps;
  },
  table: {
    caption: 'Savings at the end of each year until the FIRE number is reached',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'balance', label: 'Savings', format: 'money' },
      { id: 'progress', label: 'Of the FIRE number', format: 'percent' },
    ],
    rows(v, r) {
      const last = Math.min(100, Math.ceil(r.years - 1e-9));
      return Array.from({ length: last }, (_, i) => {
        const balance = balanceAfter(v, i + 1);
        return { year: i + 1, balance, progress: (balance / r.fireNumber) * 100 };
      });
    },
  },
  about: [
    'FIRE number = yearly expenses ÷ safe withdrawal rate. At 4% it is 25 times a year’s expenses. The 4% rule is from William Bengen, "Determining Withdrawal Rates Using Historical Data", Journal of Financial Planning, October 1994: a first-year withdrawal of 4% of the savings, raised with inflation each year, lasted at least 30 years in every period of US market history he tested. The Trinity study (Cooley, Hubbard and Walz, "Retirement Savings: Choosing a Withdrawal Rate That Is Sustainable", AAII Journal, February 1998) found the same for portfolios of stocks and bonds.',
    'Years to reach it: your savings grow at the return after inflation, and what you save each year is added at its end. After n years the savings are S × (1 + r)^n + Y × ((1 + r)^n − 1) ÷ r, so n = ln((F + Y ÷ r) ÷ (S + Y ÷ r)) ÷ ln(1 + r), or (F − S) ÷ Y with no return. This is the savings-rate arithmetic of "The Shockingly Simple Math Behind Early Retirement" (Mr. Money Mustache, 2012).',
    'Everything is in today’s money: enter the return after inflation, so the FIRE number need not be raised with prices. Years are shown to one decimal; the table shows the savings at the end of each whole year. Amounts are shown rounded to the cent.',
  ],
  faq: [
    {
      question: 'What is the 4% rule?',
      answer:
        'Withdraw 4% of your savings in the first year of retirement and the same amount raised with inflation after that. In Bengen’s and the Trinity study’s tests on past US returns, this lasted 30 years in almost every case.',
    },
    {
      question: 'Should I use a lower withdrawal rate for early retirement?',
      answer:
        'Many do. The 4% rule was tested over 30 years; a retirement at 40 may last 50. At 3.5% the FIRE number is about 28.6 times a year’s expenses, at 3% about 33.3 times.',
    },
    {
      question: 'Why does the savings rate matter so much?',
      answer:
        'Spending less both raises what you save and lowers the FIRE number. Saving half of your income at 5% after inflation reaches 25 times your spending in about 17 years; saving 10% takes about 51.',
    },
    {
      question: 'Which return should I enter?',
      answer:
        'The return after inflation. A mix of shares and bonds has returned about 5% a year above inflation over long periods in the US, but the future may differ.',
    },
  ],
  references: [
    {
      source:
        'Charles Schwab (Schwab Center for Financial Research), "Beyond the 4% Rule: How Much Can You Safely Spend in Retirement?", 1 May 2017 (schwab.com/insights/retirement/beyond-4-rule-how-much-can-you-safely-spend-retirement): "let’s say your portfolio at retirement totals $1 million. You would withdraw $40,000 in your first year of retirement": $40,000 a year at 4% needs $1 million',
      inputs: { expenses: '40000', withdrawalRate: '4' },
      expected: { fireNumber: 1_000_000 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), Section 6.7 "Investments", example "Constant Deposits into a 401(k) Plan" (openstax.org/books/contemporary-mathematics/pages/6-7-investments): $7,200 deposited at the end of each year at 10% compounded annually is worth $7,200 × 164.494022689 = $1,184,356.96 after 30 years. Here that sum is the FIRE number (4% of it, $47,374.2784, as yearly expenses), so the years to reach it are the book’s 30 (its sum is to the cent, so within 0.001 years)',
      inputs: {
        expenses: '47374.2784',
        withdrawalRate: '4',
        savings: '0',
        contribution: '7200',
        returnRate: '10',
      },
      expected: { fireNumber: 1_184_356.96, years: 30 },
      tolerance: 0.001,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.6 "Methods of Savings", example "Saving for College" (openstax.org/books/contemporary-mathematics/pages/6-6-methods-of-savings): $2,500 each year in a savings account bearing 3.4% compounded annually (an ordinary annuity) is $2,500 × 24.2779109798 = $60,694.77 after 18 years. Here that sum is the FIRE number (4% of it, $2,427.7908, as yearly expenses), so the years to reach it are the book’s 18 (within 0.001 years)',
      inputs: {
        expenses: '2427.7908',
        withdrawalRate: '4',
        savings: '0',
        contribution: '2500',
        returnRate: '3.4',
      },
      expected: { fireNumber: 60_694.77, years: 18 },
      tolerance: 0.001,
    },
    {
      source:
        'OpenStax, Principles of Finance 2e, section 8.2 "Annuities", "Calculating the Future Value of an Annuity" (openstax.org/books/principles-finance-2e/pages/8-2-annuities): $15,000 at the end of each year for 10 years at 8% compounded annually: FVa = $15,000 × 14.486563 ≈ $217,298. Taken as the FIRE number (4% of it, $8,691.92, as yearly expenses), the years to reach it are the book’s 10 (its sum is to the dollar, so within 0.001 years)',
      inputs: {
        expenses: '8691.92',
        withdrawalRate: '4',
        savings: '0',
        contribution: '15000',
        returnRate: '8',
      },
      expected: { fireNumber: 217_298, years: 10 },
      tolerance: 0.001,
    },
    {
      source:
        'The Prime Calculator, "FIRE Calculator — Formula" (theprimecalculator.com/finance/fire-number/formula): $40,000 a year at 4% with $200,000 saved: FIRE number $1,000,000, $800,000 to go, 20% there',
      inputs: { expenses: '40000', withdrawalRate: '4', savings: '200000' },
      expected: { fireNumber: 1_000_000, gap: 800_000, progress: 20 },
      tolerance: 0.005,
    },
  ],
});
