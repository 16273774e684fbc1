import { formatPlain } from '../domain/format.ts';
import { plainFor } from './shared/indianPlain.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big, cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  PERIODIC_COMPOUNDING_OPTIONS,
  PERIODS_PER_YEAR,
  type PeriodicCompounding,
} from './shared/compounding.ts';

export const record = {
  id: 13,
  name: 'Compound Interest Calculator',
  description:
    'See what a deposit grows to with interest compounded yearly, half-yearly, quarterly, monthly or daily.',
  category: 'finance',
  icon: 'coins',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-24',
  updatedAt: '2026-12-04',
  related: [
    'investment-calculator',
    'sip-calculator',
    'loan-emi-calculator',
    'present-value-calculator',
    'effective-interest-rate-calculator',
    'finance-calculator',
    'roth-ira-calculator',
  ],
  group: 'Investing',
  keywords: 'compound interest ci savings deposit',
} satisfies CalculatorRecord;

// Compound interest: A = P × (1 + r/m)^(m·t), the balance after t years of a deposit P at a
// nominal annual rate r compounded m times a year (the textbook formula, e.g. OpenStax College
// Algebra 2e, section 6.1). Daily compounding counts 365 days a year. Compound growth is the
// same in every country, so the visitor picks the currency (by default the browser locale's).

type Compounding = PeriodicCompounding;

/** The growth of 1 over `years` at `rate` % a year, compounded as chosen. */
export function growthOf(rate: number, years: number, compounding: Compounding): number {
  const exact = exactGrowthOf(rate, years, compounding);
  if (exact) return exact.toNumber();
  const m = PERIODS_PER_YEAR[compounding];
  return (1 + rate / 100 / m) ** (m * years);
}

// Decimals carried in the exact growth: binary floating point's 16 digits are not enough.
// (1 + 0.1/365)^18250 in floating point is off by about 2 × 10⁻¹², which is 3 cents on
// $14.8 billion (10⁸ at 10% daily for 50 years); 50 significant digits are exact to the cent
// on any amount a field accepts.
const DIGITS = 50;
const Precise = Big();
Precise.DP = DIGITS + 10;

/**
 * The growth of 1, (1 + r/m)^(m·t), to 50 significant digits, when m·t is a whole number of
 * periods (squaring and multiplying, rounded to 50 digits at each step); null otherwise.
 */
export function exactGrowthOf(rate: number, years: number, compounding: Compounding): Big | null {
  const m = PERIODS_PER_YEAR[compounding];
  const periods = decimal(years).times(m).toNumber();
  if (!Number.isInteger(periods) || periods > 1_000_000) return null;
  let base = new Precise(1).plus(new Precise(rate).div(100 * m));
  let growth = new Precise(1);
  for (let n = periods; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) growth = growth.times(base).prec(DIGITS);
    base = base.times(base).prec(DIGITS);
  }
  return growth;
}

/** `principal` grown over the years, exactly where the periods are whole (see exactGrowthOf). */
function grown(principal: number, rate: number, years: number, compounding: Compounding): number {
  const exact = exactGrowthOf(rate, years, compounding);
  return exact
    ? new Precise(principal).times(exact).toNumber()
    : principal * growthOf(rate, years, compounding);
}

export default defineCalculator({
  slug: 'compound-interest-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    principal: {
      kind: 'money',
      label: 'Initial deposit',
      default: '10000',
      min: 0.01,
      max: 1_000_000_000_000,
      messages: {
        min: 'The deposit must be more than 0',
        max: 'The deposit can be at most 1 trillion',
      },
    },
    rate: {
      kind: 'percent',
      label: 'Interest rate (per year)',
      default: '5',
      min: 0,
      max: 100,
    },
    years: {
      kind: 'number',
      label: 'Time',
      unit: 'years',
      default: '10',
      min: 0,
      max: 100,
      messages: {
        required: 'Enter the number of years',
      },
    },
    compounding: {
      kind: 'choice',
      label: 'Compounding',
      default: 'yearly',
      options: PERIODIC_COMPOUNDING_OPTIONS,
    },
    amount: {
      kind: 'money',
      label: 'Final amount',
      default: '16288.95',
      min: 0.01,
      max: MAX_AMOUNT,
      messages: {
        min: 'The final amount must be more than 0',
      },
    },
  },
  solve: {
    unknowns: ['amount', 'principal', 'rate', 'years'],
    residual: (v) => v.principal * growthOf(v.rate, v.years, v.compounding) - v.amount,
    closedForms: {
      amount: (v) => grown(v.principal, v.rate, v.years, v.compounding),
      principal: (v) => {
        const exact = exactGrowthOf(v.rate, v.years, v.compounding);
        return exact
          ? new Precise(v.amount).div(exact).toNumber()
          : v.amount / growthOf(v.rate, v.years, v.compounding);
      },
      rate: (v) => {
        const m = PERIODS_PER_YEAR[v.compounding];
        if (v.years === 0) return null;
        return m * ((v.amount / v.principal) ** (1 / (m * v.years)) - 1) * 100;
      },
      years: (v) => {
        const m = PERIODS_PER_YEAR[v.compounding];
        if (v.rate === 0) return v.amount === v.principal ? 0 : null;
        return Math.log(v.amount / v.principal) / (m * Math.log(1 + v.rate / 100 / m));
      },
    },
  },
  outputs: {
    amount: { label: 'Final amount', format: 'money' },
    interest: { label: 'Interest earned', format: 'money' },
    effectiveRate: { label: 'Effective annual rate', format: 'percent' },
  },
  compute(v) {
    const amount = cents(v.amount);
    return {
      amount,
      interest: decimal(amount).minus(cents(v.principal)).toNumber(),
      effectiveRate: (growthOf(v.rate, 1, v.compounding) - 1) * 100,
    };
  },
  steps(v, results) {
    const m = PERIODS_PER_YEAR[v.compounding];
    const periodRate = v.rate / 100 / m;
    const growth = growthOf(v.rate, v.years, v.compounding);
    const amount = plainFor(v.currency);
    return [
      `Periods a year m = ${m}; rate per period = ${formatPlain(v.rate)} ÷ 100 ÷ ${m} = ${formatPlain(periodRate)}`,
      `Periods n = m × t = ${m} × ${formatPlain(v.years)} = ${formatPlain(m * v.years)}`,
      `Final amount A = P × (1 + r/m)^n = ${amount(v.principal)} × ${formatPlain(growth)} ≈ ${formatMoney(results.amount, v.currency)}`,
      `Interest earned = A − P = ${amount(results.amount)} − ${amount(v.principal)} = ${formatMoney(results.interest, v.currency)}`,
      `Effective annual rate = (1 + r/m)^m − 1 = ${formatPlain(Number(results.effectiveRate.toFixed(4)))}%`,
    ];
  },
  table: {
    caption:
      'Balance at the end of each year (a time that ends part-way through a year ends the table)',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'interest', label: 'Interest that year', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows(v) {
      const rows: Record<string, number>[] = [];
      let previous = cents(v.principal);
      // Whole years, then the part year at the end of a time such as 2.5 years (its row is
      // year 3), so the interest column adds up to the interest earned. A part year that earns
      // nothing to the cent is left out: a time solved for from a rounded amount (10.0000047
      // years for 16,288.95) is its whole years.
      const whole = Math.floor(v.years);
      const ends = Array.from({ length: whole }, (_, i) => i + 1);
      if (v.years > whole) ends.push(v.years);
      for (const end of ends) {
        const balance = cents(grown(v.principal, v.rate, end, v.compounding));
        if (end > whole && balance === previous && rows.length > 0) break;
        const year = Math.ceil(end);
        rows.push({ year, interest: decimal(balance).minus(previous).toNumber(), balance });
        previous = balance;
      }
      return rows;
    },
  },
  about: [
    'A = P × (1 + r/m)^(m × t): P is the initial deposit, r the nominal annual rate, m the number of times interest is added a year (1 yearly, 2 half-yearly, 4 quarterly, 12 monthly, 365 daily) and t the time in years. Nothing is added or withdrawn along the way.',
    'The growth (1 + r/m)^(m × t) is worked out to 50 significant digits wherever m × t is a whole number of periods, not in binary floating point, whose 16 digits would be a few cents out on billions grown daily for decades. Amounts are rounded half-up to the cent; interest earned is the rounded final amount − the deposit, so the amounts shown add up. The effective annual rate is what the nominal rate earns in one year once compounding is counted.',
    'Pick what to solve for: the final amount, the deposit needed to reach a goal, the rate a growth implies, or the years it takes. Each has a closed form.',
  ],
  faq: [
    {
      question: 'What is compound interest?',
      answer:
        'Interest earned on interest: each time interest is added, the next interest is worked out on the larger balance, so savings grow faster and faster.',
    },
    {
      question: 'Does compounding more often make a big difference?',
      answer:
        'Less than people expect. At 5% a year, yearly compounding earns an effective 5%, monthly 5.116% and daily 5.127%.',
    },
    {
      question: 'What is the rule of 72?',
      answer:
        'A shortcut: 72 ÷ the annual rate is roughly the years it takes to double your money. At 6% that is about 12 years; solve for Time with a final amount of twice the deposit to get the exact figure.',
    },
  ],
  references: [
    {
      source:
        'Southeastern Louisiana University, Compound interest example ($1,500 at 4.3% quarterly)',
      inputs: { principal: '1500', rate: '4.3', years: '6', compounding: 'quarterly' },
      expected: { amount: 1938.84 },
      tolerance: 0.005,
    },
    {
      source: 'Algebra.com question 612178 ($3,000 at 7% compounded quarterly for 3 years)',
      inputs: { principal: '3000', rate: '7', years: '3', compounding: 'quarterly' },
      expected: { amount: 3694.32 },
      tolerance: 0.005,
    },
    {
      source: 'Algebra.com question 1202578 ($10,000 at 5% a year for 10 years)',
      inputs: { principal: '10000', rate: '5', years: '10', compounding: 'yearly' },
      expected: { amount: 16288.95 },
      tolerance: 0.005,
    },
    {
      source: 'StudyQAs: $10,000 for 5 years at 10% compounded monthly',
      inputs: { principal: '10000', rate: '10', years: '5', compounding: 'monthly' },
      expected: { amount: 16453.09, interest: 6453.09 },
      tolerance: 0.005,
    },
    {
      source: 'Southeastern Louisiana University (as above), solved for the deposit',
      inputs: { amount: '1938.84', rate: '4.3', years: '6', compounding: 'quarterly' },
      solve: 'principal',
      expected: { principal: 1500 },
      tolerance: 0.005,
    },
    {
      source: 'Southeastern Louisiana University (as above), solved for the rate',
      inputs: { principal: '1500', amount: '1938.84', years: '6', compounding: 'quarterly' },
      solve: 'rate',
      expected: { rate: 4.3 },
      tolerance: 0.0001,
    },
    {
      source: 'Southeastern Louisiana University (as above), solved for the time',
      inputs: { principal: '1500', amount: '1938.84', rate: '4.3', compounding: 'quarterly' },
      solve: 'years',
      expected: { years: 6 },
      tolerance: 0.001,
    },
  ],
});
