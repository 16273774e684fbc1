import { amountInWords, formatRupees } from '../domain/indianNumbers.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { sipForGoal } from './sip-goal-calculator.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 22,
  name: 'Retirement Calculator',
  description:
    'Work out the savings you need to retire from today’s expenses, inflation and expected returns.',
  category: 'finance',
  icon: 'sunset',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'inflation-calculator',
    'sip-goal-calculator',
    'epf-calculator',
    'fire-calculator',
    'nps-calculator',
    '401k-calculator',
    'atal-pension-yojana-calculator',
  ],
  group: 'Investing',
  keywords: 'retirement corpus pension planning fire',
} satisfies CalculatorRecord;

// Retirement: the corpus needed on the day you retire to pay your expenses until the life
// expectancy you set, and the monthly SIP that builds it.
// - Today's monthly expenses E grow with inflation i until retirement, N years away:
//   E × (1 + i)^N a month, 12 × that a year.
// - In retirement each year's expenses are taken out at the start of the year and rise with
//   inflation every year; the rest earns the post-retirement return r₂. The corpus is the present
//   value of those M withdrawals, a growing annuity due:
//     C = X × Σ (k = 0 … M − 1) ((1 + i) ÷ (1 + r₂))^k
//       = X × (1 − g^M) ÷ (1 − g) with g = (1 + i) ÷ (1 + r₂), and M × X when r₂ = i,
//   so the corpus runs down to exactly zero at the life expectancy.
// - Current savings grow until retirement at the pre-retirement return r₁, compounded monthly
//   at r₁ ÷ 12 like the SIP; the SIP (start of each month, r₁ ÷ 12, as in the SIP calculator)
//   builds the rest: the smallest whole-rupee SIP that reaches it (sip-goal-calculator.ts).

const fields = {
  age: {
    kind: 'integer',
    label: 'Current age',
    unit: 'years',
    default: '30',
    min: 18,
    max: 89,
    messages: {
      required: 'Enter your age',
      invalid: 'Enter your age in whole years, e.g. 30',
      min: 'The age must be at least 18',
      max: 'The age can be at most 89',
    },
  },
  retirementAge: {
    kind: 'integer',
    label: 'Retirement age',
    unit: 'years',
    default: '60',
    min: 19,
    max: 90,
    messages: {
      required: 'Enter the age you plan to retire at',
      invalid: 'Enter the retirement age in whole years, e.g. 60',
      min: 'The retirement age must be at least 19',
      max: 'The retirement age can be at most 90',
    },
  },
  lifeExpectancy: {
    kind: 'integer',
    label: 'Life expectancy',
    unit: 'years',
    default: '85',
    min: 20,
    max: 110,
    help: 'Plan for a long life: the money must last until this age.',
    messages: {
      required: 'Enter the age the money must last to',
      invalid: 'Enter the life expectancy in whole years, e.g. 85',
      min: 'The life expectancy must be at least 20',
      max: 'The life expectancy can be at most 110',
    },
  },
  expenses: {
    kind: 'money',
    label: 'Current monthly expenses',
    default: '50000',
    min: 0,
    minExclusive: true,
    max: 100_000_000,
    help: 'What you spend a month today, in today’s rupees.',
    messages: {
      required: 'Enter your monthly expenses',
      min: 'The expenses must be more than ₹0',
      max: 'The expenses can be at most ₹10 crore a month',
    },
  },
  inflation: {
    kind: 'percent',
    label: 'Inflation',
    unit: '% a year',
    default: '6',
    min: 0,
    max: 20,
    messages: {
      required: 'Enter the expected inflation',
      min: 'Inflation cannot be negative here',
      max: 'Inflation can be at most 20%',
    },
  },
  preReturn: {
    kind: 'percent',
    label: 'Expected return before retirement',
    unit: '% a year',
    default: '12',
    min: 0,
    max: 30,
    messages: {
      min: 'The return cannot be negative',
      max: 'The return can be at most 30%',
    },
  },
  postReturn: {
    kind: 'percent',
    label: 'Expected return after retirement',
    unit: '% a year',
    default: '8',
    min: 0,
    max: 30,
    help: 'Usually lower: retirees hold more debt and less equity.',
    messages: {
      min: 'The return cannot be negative',
      max: 'The return can be at most 30%',
    },
  },
  savings: {
    kind: 'money',
    label: 'Current retirement savings',
    default: '500000',
    min: 0,
    max: 100_000_000_000,
    blankValue: 0,
    help: 'What you have already set aside for retirement (EPF, PPF, funds); 0 if none.',
    noun: 'savings',
    messages: {
      required: 'Enter your savings (0 if none)',
    },
  },
} as const;

type RetirementValues = Values<typeof fields>;

interface RetirementPlan {
  /** Monthly expenses in the first year of retirement. */
  expenseAtRetirement: number;
  corpus: number;
  savingsAtRetirement: number;
  shortfall: number;
  sip: number;
}

/** The corpus for `years` of yearly withdrawals starting at `first`, growing at `inflation` %. */
export function corpusFor(first: number, years: number, inflation: number, postReturn: number) {
  const g = (1 + inflation / 100) / (1 + postReturn / 100);
  if (Math.abs(g - 1) < 1e-12) return first * years;
  return (first * -Math.expm1(years * Math.log(g))) / (1 - g);
}

const planOf = rememberLast((v: RetirementValues): RetirementPlan => {
  const yearsToGo = v.retirementAge - v.age;
  const expenseAtRetirement = v.expenses * (1 + v.inflation / 100) ** yearsToGo;
  const corpus = corpusFor(
    12 * expenseAtRetirement,
    v.lifeExpectancy - v.retirementAge,
    v.inflation,
    v.postReturn,
  );
  const savingsAtRetirement = v.savings * (1 + v.preReturn / 1200) ** (12 * yearsToGo);
  const shortfall = Math.max(0, corpus - savingsAtRetirement);
  return {
    expenseAtRetirement,
    corpus,
    savingsAtRetirement,
    shortfall,
    sip: shortfall > 0 ? sipForGoal(shortfall, v.preReturn, yearsToGo) : 0,
  };
});

const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);
const money = (value: number) => formatRupees(value);
const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

export default defineCalculator({
  slug: 'retirement-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  validate(v) {
    if (v.retirementAge <= v.age) {
      return { retirementAge: 'The retirement age must be more than your current age' };
    }
    if (v.lifeExpectancy <= v.retirementAge) {
      return { lifeExpectancy: 'The life expectancy must be more than the retirement age' };
    }
    return {};
  },
  outputs: {
    corpus: {
      label: 'Corpus needed at retirement',
      format: 'money',
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    sip: { label: 'Monthly SIP needed from now', format: 'money', caption: inWords },
    expenseAtRetirement: {
      label: 'Monthly expenses when you retire',
      format: 'money',
      caption: inWords,
    },
    savingsAtRetirement: {
      label: 'Your savings by then',
      format: 'money',
      caption: inWords,
    },
  },
  compute(v) {
    const plan = planOf(v);
    return {
      corpus: Math.round(plan.corpus),
      sip: plan.sip,
      expenseAtRetirement: Math.round(plan.expenseAtRetirement),
      savingsAtRetirement: Math.round(plan.savingsAtRetirement),
    };
  },
  hiddenOutputs: (v) => (v.savings === 0 ? ['savingsAtRetirement'] : []),
  summary(v, results) {
    const years = v.lifeExpectancy - v.retirementAge;
    const corpus =
      `To retire at ${v.retirementAge} and cover ${yearsText(years)} of expenses, you need about ` +
      `${money(results.corpus)}.`;
    return results.sip > 0
      ? [corpus, `Invest ${money(results.sip)} a month from now to build it.`]
      : [
          corpus,
          'Your current savings are expected to grow to that much: no further SIP is needed.',
        ];
  },
  facts(v) {
    const plan = planOf(v);
    return [
      {
        label: 'Yearly expenses in the first year of retirement',
        text: money(12 * plan.expenseAtRetirement),
      },
      ...(v.savings > 0
        ? [
            {
              label: plan.shortfall > 0 ? 'Left for the SIP to build' : 'Surplus at retirement',
              text: money(
                plan.shortfall > 0 ? plan.shortfall : plan.savingsAtRetirement - plan.corpus,
              ),
            },
          ]
        : []),
    ];
  },
  notes: [
    'An estimate for planning, not advice: returns and inflation will vary, medical costs often rise faster than inflation, and the figures are before tax. Pensions, rent or other income in retirement would lower the corpus needed.',
  ],
  steps(v, results) {
    const plan = planOf(v);
    const n = v.retirementAge - v.age;
    const m = v.lifeExpectancy - v.retirementAge;
    const g = (1 + v.inflation / 100) / (1 + v.postReturn / 100);
    const steps = [
      `Expenses at retirement = ${money(v.expenses)} × (1 + ${plainIndian(v.inflation / 100)})^${n} = ${money(results.expenseAtRetirement)} a month, ${money(12 * plan.expenseAtRetirement)} a year`,
      `Each retirement year’s expenses are taken at the start of the year and rise ${plainIndian(v.inflation)}% a year; the rest earns ${plainIndian(v.postReturn)}%. ` +
        (Math.abs(g - 1) < 1e-12
          ? `Return equals inflation, so corpus = ${m} × ${money(12 * plan.expenseAtRetirement)} = ${money(results.corpus)}`
          : `Corpus = X × (1 − g^${m}) ÷ (1 − g) with g = ${plainIndian(1 + v.inflation / 100)} ÷ ${plainIndian(1 + v.postReturn / 100)} ≈ ${plainIndian(Number(g.toFixed(6)))}: ${money(results.corpus)}`),
    ];
    if (v.savings > 0) {
      steps.push(
        `Savings at retirement = ${money(v.savings)} × (1 + ${plainIndian(v.preReturn)}% ÷ 12)^${12 * n} = ${money(results.savingsAtRetirement)}`,
      );
    }
    steps.push(
      plan.shortfall > 0
        ? `SIP = ${money(plan.shortfall)} to build ÷ what ₹1 a month grows to in ${12 * n} months at ${plainIndian(v.preReturn)}% ÷ 12 (invested at the start of each month) ≈ ${money(results.sip)} a month in whole rupees`
        : 'Your savings cover the corpus: no SIP is needed',
    );
    return steps;
  },
  table: {
    caption: 'The corpus in retirement, year by year',
    columns: [
      { id: 'age', label: 'Age', format: 'integer' },
      { id: 'start', label: 'Balance at the start', format: 'money' },
      { id: 'withdrawn', label: 'Expenses for the year', format: 'money' },
      { id: 'growth', label: 'Returns', format: 'money' },
      { id: 'end', label: 'Balance at the end', format: 'money' },
    ],
    rows(v) {
      const plan = planOf(v);
      const rows: Record<string, number>[] = [];
      let balance = plan.corpus;
      let expense = 12 * plan.expenseAtRetirement;
      for (let age = v.retirementAge; age < v.lifeExpectancy; age++) {
        const after = Math.max(0, balance - expense);
        const end = after * (1 + v.postReturn / 100);
        const start = Math.round(balance);
        const withdrawn = Math.round(expense);
        const shownEnd = Math.round(end);
        rows.push({
          age,
          start,
          withdrawn,
          growth: shownEnd - start + withdrawn,
          end: shownEnd,
        });
        balance = end;
        expense *= 1 + v.inflation / 100;
      }
      return rows;
    },
  },
  about: [
    'Your monthly expenses today grow with inflation until you retire: E × (1 + i)^N after N years. In retirement, each year’s expenses (12 times the monthly figure, rising with inflation every year) are taken out at the start of the year, and the rest of the corpus earns the post-retirement return. The corpus is the present value of those withdrawals, a growing annuity due: C = X × (1 − g^M) ÷ (1 − g) with X the first year’s expenses, g = (1 + inflation) ÷ (1 + return) and M the years from retirement to the life expectancy. It runs down to zero at that age; the table shows it year by year.',
    'Your current savings grow until retirement at the pre-retirement return, compounded monthly at the rate ÷ 12. The SIP builds the rest: it is invested at the start of each month at the pre-retirement return ÷ 12, as in our SIP calculator, and is the smallest whole-rupee amount that reaches the corpus.',
    'Assumed throughout: the same inflation and returns every year, no tax, no pension or other income in retirement, no lump sums spent at retirement, and nothing left over at the end. Amounts are shown in whole rupees.',
  ],
  faq: [
    {
      question: 'Why is the corpus so large?',
      answer:
        'Because of inflation. At 6% a year, ₹50,000 of monthly expenses today becomes about ₹2.87 lakh a month in 30 years, and it keeps rising throughout a retirement that may last 25 years or more.',
    },
    {
      question: 'What return should I assume after retirement?',
      answer:
        'Lower than before: most retirees move to debt funds, deposits and government schemes, which might earn 7–8% a year. If the return after retirement is below inflation, the corpus must be larger than all the expenses added up in today’s terms.',
    },
    {
      question: 'Should I count my EPF and PPF?',
      answer:
        'Yes: enter what they hold today as current savings, or work out their value at retirement with the EPF and PPF calculators. Future EPF contributions also lower the SIP you need.',
    },
    {
      question: 'What life expectancy should I use?',
      answer:
        'Plan for longer than the average, 85 to 90, so that the money does not run out if you live long. A few extra years of cover add less to the corpus than running short would cost.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.2 “Annuities”, “Calculating the Present Value of an Annuity Due”, the lottery example (openstax.org/books/principles-finance/pages/8-2-annuities): ten payments of $120,000 a year, the first right away, discounted at 9%: PVa = $120,000 × 6.4176578 × 1.09 ≈ $839,429. Entered as ₹10,000 a month (₹1,20,000 a year, taken at the start of each year) for 10 years of retirement at 9% with no inflation; the book’s figure is to the dollar, ours to the rupee',
      inputs: {
        expenses: '10000',
        age: '30',
        retirementAge: '60',
        lifeExpectancy: '70',
        inflation: '0',
        postReturn: '9',
      },
      expected: { corpus: 839429 },
      tolerance: 1,
    },
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.2 “Annuities”, “Calculating Annuities Used in Structured Settlements” (openstax.org/books/principles-finance/pages/8-2-annuities): ten distributions of $45,000 a year at 6%, the first made immediately (an annuity due): PVa = $45,000 × 7.360089 × 1.06 ≈ $351,076. Entered as ₹3,750 a month (₹45,000 a year) for 10 years at 6% with no inflation',
      inputs: {
        expenses: '3750',
        age: '30',
        retirementAge: '60',
        lifeExpectancy: '70',
        inflation: '0',
        postReturn: '6',
      },
      expected: { corpus: 351076 },
      tolerance: 0.5,
    },
    {
      source:
        'Upstox (RKSV Securities, a SEBI-registered broker), “If you spend ₹1 lakh a month today, guess how much you will need after retirement”, 25 October 2025 (upstox.com/news/personal-finance/investing/if-you-spend-1-lakh-a-month-today-guess-how-much-you-will-need-after-retirement/article-183553): age 40, retiring at 60, 6% inflation: 1,00,000 × (1.06)^20 = 1,00,000 × 3.207 = ₹3,20,700 a month (its factor is to 3 decimals, so within ₹50)',
      inputs: { expenses: '100000', age: '40', retirementAge: '60', inflation: '6' },
      expected: { expenseAtRetirement: 320700 },
      tolerance: 50,
    },
    {
      source:
        'Upstox (as above), age 50: 1,00,000 × (1.06)^10 = 1,00,000 × 1.791 = ₹1,79,100 a month (factor to 3 decimals, so within ₹50)',
      inputs: { expenses: '100000', age: '50', retirementAge: '60', inflation: '6' },
      expected: { expenseAtRetirement: 179100 },
      tolerance: 50,
    },
    {
      source:
        'Upstox (as above), age 30: (1.06)^30 = 5.743, “nearly ₹5.74 lakh/month at age 60” (to the thousand rupees: within ₹500)',
      inputs: { expenses: '100000', age: '30', retirementAge: '60', inflation: '6' },
      expected: { expenseAtRetirement: 574000 },
      tolerance: 500,
    },
  ],
});
