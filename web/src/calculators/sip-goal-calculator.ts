import { amountInWords, formatRupees } from '../domain/indianNumbers.ts';
import { calculateSip, monthlyRate, roundSipAmounts } from '../domain/sip.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 21,
  name: 'SIP Goal Calculator',
  description: 'Find the monthly SIP you need to reach a target amount in a given number of years.',
  category: 'finance',
  icon: 'target',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'sip-calculator',
    'lumpsum-calculator',
    'retirement-calculator',
    'step-up-sip-calculator',
  ],
  group: 'Investing',
  keywords: 'sip goal target monthly investment needed',
} satisfies CalculatorRecord;

// SIP goal: the monthly SIP that grows to a target amount, on exactly the SIP calculator's model
// (domain/sip.ts): each instalment is invested at the start of its month and compounded monthly at
// r = annual rate ÷ 12, so n instalments of P grow to
//   FV = P × ((1 + r)^n − 1) ÷ r × (1 + r)        and so   P = target ÷ (((1 + r)^n − 1) ÷ r × (1 + r)).
// With a yearly step-up, each year's twelve instalments are that much larger; the future value is
// still P times a factor, so P = target ÷ factor. The SIP shown is the smallest whole-rupee SIP
// (the SIP calculator takes whole rupees) whose value, as the SIP calculator shows it in whole
// rupees, reaches the target.

const fields = {
  target: {
    kind: 'money',
    label: 'Target amount',
    default: '10000000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    help: 'What you want to have at the end, e.g. 1,00,00,000 for ₹1 crore.',
    messages: {
      min: 'The target must be more than ₹0',
      max: 'The target can be at most ₹10,000 crore',
    },
  },
  years: {
    kind: 'integer',
    label: 'Time to reach it',
    unit: 'years',
    default: '15',
    min: 1,
    max: 40,
    messages: {
      required: 'Enter the number of years',
      invalid: 'Enter a whole number of years from 1 to 40',
      min: 'Enter a whole number of years from 1 to 40',
      max: 'Enter a whole number of years from 1 to 40',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Expected return rate (p.a.)',
    unit: '% a year',
    default: '12',
    min: 0,
    max: 30,
    messages: {
      min: 'The return cannot be negative',
      max: 'The return can be at most 30%',
    },
  },
  stepup: {
    kind: 'percent',
    label: 'Annual step-up (optional)',
    default: '0',
    min: 0,
    max: 50,
    blankValue: 0,
    placeholder: '0',
    help: 'Raise the SIP by this percentage every year, e.g. with your salary.',
    noun: 'step-up',
    messages: {
      required: 'Enter a step-up from 0% to 50%',
    },
  },
} as const;

type GoalValues = Values<typeof fields>;

/** What ₹1 a month (rising by the step-up) grows to: the SIP is the target ÷ this. */
export function sipGoalFactor(rate: number, years: number, stepup = 0): number {
  return calculateSip({
    monthlyInvestment: 1,
    annualReturnRate: rate,
    years,
    stepUpPercent: stepup,
  }).futureValue;
}

/** What a whole-rupee SIP grows to, as the SIP calculator shows it: whole rupees. */
function shownValue(monthly: number, rate: number, years: number, stepup: number): number {
  return Math.round(
    calculateSip({
      monthlyInvestment: monthly,
      annualReturnRate: rate,
      years,
      stepUpPercent: stepup,
    }).futureValue,
  );
}

/**
 * The smallest whole-rupee monthly SIP whose value, as the SIP calculator shows it (rounded to
 * the rupee), reaches `target`. Shown values are whole rupees, so that value is at least
 * ⌈target⌉ − ½ before rounding; the estimate from the factor is then checked against the SIP
 * calculator's own sums, a rupee either way, so floating-point error never decides.
 */
export function sipForGoal(target: number, rate: number, years: number, stepup = 0): number {
  const needed = Math.ceil(target) - 0.5;
  let monthly = Math.max(1, Math.ceil(needed / sipGoalFactor(rate, years, stepup)));
  while (monthly > 1 && shownValue(monthly - 1, rate, years, stepup) >= target) monthly -= 1;
  while (shownValue(monthly, rate, years, stepup) < target) monthly += 1;
  return monthly;
}

/** The SIP and what it grows to, as the SIP calculator shows it. */
const planOf = rememberLast((v: GoalValues) => {
  const monthly = sipForGoal(v.target, v.rate, v.years, v.stepup);
  const sip = calculateSip({
    monthlyInvestment: monthly,
    annualReturnRate: v.rate,
    years: v.years,
    stepUpPercent: v.stepup,
  });
  return { monthly, sip, amounts: roundSipAmounts(sip) };
});

const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);
const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

export default defineCalculator({
  slug: 'sip-goal-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  outputs: {
    monthly: {
      label: (v) => (v.stepup > 0 ? 'Monthly SIP in year 1' : 'Monthly SIP needed'),
      format: 'money',
      caption: inWords,
    },
    invested: { label: 'Total invested', format: 'money', caption: inWords },
    returns: { label: 'Estimated returns', format: 'money', caption: inWords },
    futureValue: {
      label: 'Value at the end',
      format: 'money',
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
  },
  compute(v) {
    const { monthly, amounts } = planOf(v);
    return { monthly, ...amounts };
  },
  summary: (v, results) =>
    `Invest ${formatRupees(results.monthly)} a month` +
    (v.stepup > 0 ? `, raised ${plainIndian(v.stepup)}% every year,` : '') +
    ` for ${yearsText(v.years)} at ${plainIndian(v.rate)}% a year to reach ` +
    `${formatRupees(v.target)}.`,
  facts(v) {
    const last = planOf(v).sip.schedule.at(-1);
    return v.stepup > 0 && last && v.years > 1
      ? [
          {
            label: `Monthly SIP in year ${v.years}`,
            text: formatRupees(Math.round(last.monthlyInvestment)),
          },
        ]
      : [];
  },
  breakdown: (_v, results) =>
    results.returns > 0
      ? [
          { label: 'Invested', value: results.invested, palette: 'blue' },
          { label: 'Returns', value: results.returns, palette: 'green' },
        ]
      : [],
  notes: [
    'An estimate: it assumes the same return every month, which funds do not deliver. Enter the monthly SIP in the SIP calculator with the same return and years to see it grow year by year.',
  ],
  steps(v, results) {
    const r = monthlyRate(v.rate);
    const n = v.years * 12;
    const factor = sipGoalFactor(v.rate, v.years, v.stepup);
    const steps = [
      `r = ${plainIndian(v.rate)} ÷ 12 ÷ 100 ≈ ${plainIndian(Number(r.toFixed(10)))} (the monthly rate); n = ${v.years} × 12 = ${n} instalments`,
      v.stepup > 0
        ? `₹1 a month, raised ${plainIndian(v.stepup)}% every year and invested at the start of each month, grows to ${plainIndian(Number(factor.toFixed(4)))}`
        : r === 0
          ? `At 0%, ₹1 a month simply adds up to ${n}`
          : `₹1 a month invested at the start of each month grows to ((1 + r)^n − 1) ÷ r × (1 + r) = ${plainIndian(Number(factor.toFixed(4)))}`,
      `Monthly SIP = ${plainIndian(v.target)} ÷ ${plainIndian(Number(factor.toFixed(4)))} ≈ ${plainIndian(Number((v.target / factor).toFixed(2)))}: in whole rupees, ${formatRupees(results.monthly)}`,
      `That SIP grows to ${formatRupees(results.futureValue)} on ${formatRupees(results.invested)} invested: ${formatRupees(results.returns)} of returns`,
    ];
    return steps;
  },
  table: {
    caption: 'Year by year with this SIP',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'monthly', label: 'Monthly SIP', format: 'money' },
      { id: 'invested', label: 'Invested to date', format: 'money' },
      { id: 'value', label: 'Value at year end', format: 'money' },
    ],
    hiddenColumns: (v) => (v.stepup === 0 ? ['monthly'] : []),
    rows: (v) =>
      planOf(v).sip.schedule.map((row) => ({
        year: row.year,
        monthly: row.monthlyInvestment,
        invested: Math.round(row.invested),
        value: Math.round(row.value),
      })),
  },
  about: [
    'The SIP is invested at the start of every month and compounded monthly at r = annual return ÷ 12, the same model as our SIP calculator: P a month grows to P × ((1 + r)^n − 1) ÷ r × (1 + r) after n months, so the SIP needed is the target divided by what ₹1 a month grows to. With a step-up, each year’s twelve instalments rise by the step-up.',
    'The monthly SIP is the smallest whole-rupee amount whose final value, shown in whole rupees as the SIP calculator shows it, reaches the target: the exact amount rounded up, or down by a rupee when rounding the final value already reaches the target. The total invested, returns and final value are those of that SIP, in whole rupees, exactly as the SIP calculator shows them.',
  ],
  faq: [
    {
      question: 'How much SIP do I need for ₹1 crore?',
      answer:
        'At an assumed 12% a year: about ₹43,041 a month for 10 years, ₹19,819 for 15 years or ₹10,009 for 20 years. Starting earlier cuts the monthly amount sharply.',
    },
    {
      question: 'Should the target allow for inflation?',
      answer:
        'Yes. A goal priced today will cost more later: at 6% inflation, something that costs ₹10 lakh today costs about ₹24 lakh in 15 years. Use the inflation calculator to find the future cost, and enter that as the target.',
    },
    {
      question: 'How does a step-up help?',
      answer:
        'Raising the SIP every year, as your income grows, lets you start smaller. For ₹1 crore in 15 years at 12%, a 10% yearly step-up needs about ₹11,516 a month to begin with instead of ₹19,819.',
    },
    {
      question: 'Is the target guaranteed?',
      answer:
        'No. Mutual fund returns rise and fall, so the same SIP may end above or below the target. Review the plan every year and raise the SIP if returns fall short.',
    },
  ],
  references: [
    {
      // “Approximately ₹43,100”: the SIP is quoted in round hundreds.
      source:
        'Angel One, “How much monthly SIP is needed to reach ₹1 crore in 10 years”: at 12%, approximately ₹43,100 (angelone.in/news/personal-finance/sip-calculator-how-much-monthly-sip-is-needed-to-reach-1-crore-in-10-years)',
      inputs: { target: '10000000', years: '10', rate: '12' },
      expected: { monthly: 43100 },
      tolerance: 100,
    },
    {
      source:
        'Angel One (as above): ₹43,100 a month for 10 years at 12% gives ₹1,00,13,814 on ₹51,72,000 invested, so that target needs exactly ₹43,100',
      inputs: { target: '10013814', years: '10', rate: '12' },
      expected: { monthly: 43100, invested: 5172000, futureValue: 10013814 },
      tolerance: 0,
    },
    {
      source:
        'Groww, SIP calculator worked example (groww.in/calculators/sip-calculator): ₹1,000 a month at 12% for a year is ₹12,809, so that target needs ₹1,000',
      inputs: { target: '12809', years: '1', rate: '12' },
      expected: { monthly: 1000, invested: 12000 },
      tolerance: 0,
    },
    {
      source:
        'sipcalculator.one, year-by-year table: ₹10,000 a month at 12% is Rs.824,863.67 after 5 years, so that target needs ₹10,000',
      inputs: { target: '824863.67', years: '5', rate: '12' },
      expected: { monthly: 10000 },
      tolerance: 0,
    },
    {
      source:
        'hashmatic.in step-up SIP calculator: ₹5,000 a month rising 10% a year at 12% for 10 years is ₹16,87,163, so that target needs ₹5,000 to start',
      inputs: { target: '1687163', years: '10', rate: '12', stepup: '10' },
      expected: { monthly: 5000, invested: 956245 },
      tolerance: 0,
    },
  ],
});
