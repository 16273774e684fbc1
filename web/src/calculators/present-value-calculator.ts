import {
  formatCount,
  formatPlain,
  formatReading,
  formatSignificant,
  readingOf,
  wholeDigits,
} from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big, cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  COMPOUNDED,
  COMPOUNDING_OPTIONS,
  PERIODS_PER_YEAR,
  type Compounding,
} from './shared/compounding.ts';
import { exactGrowthOf, growthOf } from './compound-interest-calculator.ts';
import { equalsOrAbout, exact, powerEqualsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 73,
  name: 'Present Value Calculator',
  description:
    'Find what a sum of money due in the future is worth today, discounted at an interest rate compounded yearly, monthly, daily or continuously.',
  category: 'finance',
  icon: 'wallet',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'compound-interest-calculator',
    'effective-interest-rate-calculator',
    'cagr-calculator',
    'inflation-calculator',
    'irr-calculator',
    'finance-calculator',
  ],
  group: 'Investing',
  keywords:
    'pv present value discounting discount rate discount factor time value of money tvm future value fv lump sum worth today',
} satisfies CalculatorRecord;

// Present value of a single future sum: PV = FV ÷ (1 + r/m)^(m·t), the future value FV discounted
// over t years at a nominal annual rate r compounded m times a year (the time-value-of-money
// formula of every finance textbook, and what Excel's PV function gives with no payments:
// PV(r/m, m·t, 0, −FV)); with continuous compounding PV = FV × e^(−r·t). It is the compound
// interest calculator's relation read the other way, so it shares that calculator's growth
// factor, exact to 50 significant digits over a whole number of periods.

/** The growth of 1 over `years` at `rate` % a year: (1 + r/m)^(m·t), or e^(r·t) continuously. */
export function growthFactor(rate: number, years: number, compounding: Compounding): number {
  if (compounding === 'continuous') return Math.exp((rate / 100) * years);
  return growthOf(rate, years, compounding);
}

// Divisions carried to 60 decimals, as the compound interest calculator's growth is.
const Precise = Big();
Precise.DP = 60;

/** `fv` discounted over the years: exact where the periods are whole (see exactGrowthOf). */
export function presentValueOf(
  fv: number,
  rate: number,
  years: number,
  compounding: Compounding,
): number {
  if (compounding !== 'continuous') {
    const exact = exactGrowthOf(rate, years, compounding);
    if (exact) return new Precise(fv).div(exact).toNumber();
  }
  return fv / growthFactor(rate, years, compounding);
}

/** `pv` grown over the years, exact where the periods are whole. */
function futureValueOf(pv: number, rate: number, years: number, compounding: Compounding): number {
  if (compounding !== 'continuous') {
    const exact = exactGrowthOf(rate, years, compounding);
    if (exact) return new Precise(pv).times(exact).toNumber();
  }
  return pv * growthFactor(rate, years, compounding);
}

export default defineCalculator({
  slug: 'present-value-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    fv: {
      kind: 'money',
      label: 'Future value',
      default: '10000',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
      help: 'The sum you will receive or need at the end.',
    },
    rate: {
      kind: 'percent',
      label: 'Discount rate (per year)',
      default: '5',
      min: 0,
      max: 100,
      help: 'The yearly interest or return the money could earn meanwhile.',
    },
    years: {
      kind: 'number',
      label: 'Time',
      unit: 'years',
      default: '10',
      min: 0,
      max: 100,
      help: 'Months ÷ 12 for part of a year: 18 months is 1.5 years.',
      messages: {
        required: 'Enter the number of years',
      },
    },
    compounding: {
      kind: 'choice',
      label: 'Compounding',
      default: 'yearly',
      options: COMPOUNDING_OPTIONS,
    },
    pv: {
      kind: 'money',
      label: 'Present value',
      default: '6139.13',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
    },
  },
  solve: {
    unknowns: ['pv', 'fv', 'rate', 'years'],
    residual: (v) => v.pv * growthFactor(v.rate, v.years, v.compounding) - v.fv,
    closedForms: {
      pv: (v) => presentValueOf(v.fv, v.rate, v.years, v.compounding),
      fv: (v) => futureValueOf(v.pv, v.rate, v.years, v.compounding),
      rate: (v) => {
        if (v.years === 0 || v.fv < v.pv) return null;
        const ratio = v.fv / v.pv;
        if (v.compounding === 'continuous') return (Math.log(ratio) / v.years) * 100;
        const m = PERIODS_PER_YEAR[v.compounding];
        return m * (ratio ** (1 / (m * v.years)) - 1) * 100;
      },
      years: (v) => {
        // At 0% nothing is discounted: only a present value equal to the future one fits.
        if (v.rate === 0) return v.fv === v.pv ? 0 : null;
        if (v.fv < v.pv) return null;
        const perYear =
          v.compounding === 'continuous'
            ? v.rate / 100
            : PERIODS_PER_YEAR[v.compounding] *
              Math.log1p(v.rate / 100 / PERIODS_PER_YEAR[v.compounding]);
        return Math.log(v.fv / v.pv) / perYear;
      },
    },
  },
  outputs: {
    pv: { label: 'Present value', format: 'money' },
    discount: { label: 'Discount (future − present value)', format: 'money' },
    factor: { label: 'Discount factor', format: 'number', decimals: 6 },
  },
  compute(v) {
    const pv = cents(v.pv);
    return {
      pv,
      discount: decimal(cents(v.fv)).minus(pv).toNumber(),
      factor: 1 / growthFactor(v.rate, v.years, v.compounding),
    };
  },
  summary: (v, r) =>
    `${formatMoney(v.fv, v.currency)} in ${formatCount(readingOf(v.years, 6), 'years')} ` +
    `is worth ${formatMoney(r.pv, v.currency)} today at ${formatReading(v.rate, 6)}% a year, ` +
    `compounded ${COMPOUNDED[v.compounding]}.`,
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const growth = growthFactor(v.rate, v.years, v.compounding);
    const growthText = formatPlain(Number(growth.toPrecision(10)));
    // Digits enough that future value × factor gives the present value to the cent (6 decimals
    // gave $613,913.00 for $1,000,000's $613,913.25), up to the 15 a double holds.
    const factorText = formatSignificant(
      r.factor,
      Math.min(15, Math.max(6, wholeDigits(v.fv) + 3)),
    );
    // '=' only where the figures shown work out: 5 ÷ 100 ÷ 12 ≈ 0.0041666667, 1.05^10 ≈ 1.6288946.
    let growthSign: '=' | '≈' = v.rate === 0 || v.years === 0 ? '=' : '≈';
    const head =
      v.compounding === 'continuous'
        ? [
            `Continuous compounding: growth = e^(r × t) = e^(${formatPlain(v.rate)} ÷ 100 × ${formatPlain(v.years)}) ${growthSign} ${growthText}`,
          ]
        : (() => {
            const m = PERIODS_PER_YEAR[v.compounding];
            const perPeriod = exact(v.rate).div(100).div(m);
            const perPeriodText = formatPlain(Number((v.rate / 100 / m).toPrecision(10)));
            const periods = formatPlain(Number((m * v.years).toPrecision(12)));
            growthSign = powerEqualsOrAbout(perPeriod.plus(1), m * v.years, growthText);
            return [
              `Periods a year m = ${m}; rate per period = ${formatPlain(v.rate)} ÷ 100 ÷ ${m} ${equalsOrAbout(perPeriod, perPeriodText)} ${perPeriodText}`,
              `Periods n = m × t = ${m} × ${formatPlain(v.years)} ${equalsOrAbout(exact(m).times(v.years), periods)} ${periods}; growth = (1 + r/m)^n ${growthSign} ${growthText}`,
            ];
          })();
    const inverse = readShown(growthText)!.times(readShown(factorText)!).eq(1);
    return [
      ...head,
      `Discount factor = 1 ÷ growth ${growthSign === '=' && inverse ? '=' : '≈'} ${factorText}`,
      `Present value = future value × discount factor = ${money(v.fv)} × ${factorText} ≈ ${money(r.pv)}`,
      `Discount = ${money(v.fv)} − ${money(r.pv)} = ${money(r.discount)}`,
    ];
  },
  about: [
    'PV = FV ÷ (1 + r/m)^(m × t): FV is the future value, r the nominal annual discount rate, m the number of times interest is compounded a year (1 yearly, 2 half-yearly, 4 quarterly, 12 monthly, 365 daily) and t the time in years. With continuous compounding PV = FV × e^(−r × t). This is the time-value-of-money formula of finance textbooks, and what a spreadsheet’s PV function gives for a single sum with no payments: PV(r/m, m × t, 0, −FV).',
    'Compounding is yearly unless you choose otherwise, as textbook present-value tables assume; daily compounding counts 365 days a year. The growth (1 + r/m)^(m × t) is worked out to 50 significant digits wherever m × t is a whole number of periods, and the present value is rounded half-up to the cent. The discount factor is 1 ÷ the growth: what 1 due at the end is worth today.',
    'Pick what to solve for: the present value, the future value a sum grows to, the rate that links two values, or the years it takes. Each has a closed form. This page discounts one sum; a stream of regular payments (an annuity) needs the annuity formula instead.',
  ],
  faq: [
    {
      question: 'What is present value?',
      answer:
        'What money due in the future is worth today. It is the sum you would have to invest now, at the discount rate, to have the future amount when it falls due.',
    },
    {
      question: 'Which discount rate should I use?',
      answer:
        'The return you could earn elsewhere on money of the same risk: a deposit or bond rate for a safe payment, a higher rate for an uncertain one. A higher rate gives a lower present value.',
    },
    {
      question: 'Why does compounding more often lower the present value?',
      answer:
        'More frequent compounding makes money grow faster, so less is needed today to reach the same future sum. $10,000 due in 10 years at 5% is worth $6,139.13 with yearly compounding and $6,065.31 compounded continuously.',
    },
    {
      question: 'How is present value different from net present value?',
      answer:
        'Net present value adds up the present values of several cash flows and takes off what is paid at the start. This calculator gives the present value of one future sum, the building block of NPV.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance (Dahlquist & Knight, 2022), section 7.3 "Methods for Solving Time Value of Money Problems", "How to Determine Present Value When Other Variables Are Known" (openstax.org/books/principles-finance/pages/7-3-methods-for-solving-time-value-of-money-problems): a lottery prize of $50,000 paid in five years at a 5% interest rate: "The present value of the lottery jackpot is $39,176.31"',
      inputs: { fv: '50000', rate: '5', years: '5', compounding: 'yearly' },
      expected: { pv: 39176.31 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.4 "Compound Interest", Example 6.44 (openstax.org/books/contemporary-mathematics/pages/6-4-compound-interest): A = $250,000 at 6.75% compounded monthly for 30 years: "In order for this account to reach $250,000 after 30 years, $33,186.23 needs to be invested"',
      inputs: { fv: '250000', rate: '6.75', years: '30', compounding: 'monthly' },
      expected: { pv: 33186.23 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), section 6.1 "Exponential Functions", Example 6.10 (openstax.org/books/college-algebra-2e/pages/6-1-exponential-functions): a 529 account to grow to $40,000 over 18 years at 6% compounded semi-annually: "Lily will need to invest $13,801 to have $40,000 in 18 years" (to the nearest dollar)',
      inputs: { fv: '40000', rate: '6', years: '18', compounding: 'half-yearly' },
      expected: { pv: 13801 },
      tolerance: 0.5,
    },
    {
      source:
        'University of Utah, Department of Family and Consumer Studies, FCS 1450 lecture slides, chapters 1–2, "Present Value of a Single Payment" (content.csbs.utah.edu/~fan/fcs1450/slides/chapter0102_files/v3_slide0064.htm): "You are promised to receive $10,000 in 20 years" at r = 5%: "PV=$10,000/[(1+5%)20]=$3,769" (to the dollar; the slide checks it against a present-value table factor of 0.3769)',
      inputs: { fv: '10000', rate: '5', years: '20', compounding: 'yearly' },
      expected: { pv: 3769 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Calculus Volume 1 (Strang & Herman, 2016), section 6.8 "Exponential Growth and Decay", Example 6.43 (openstax.org/books/calculus-volume-1/pages/6-8-exponential-growth-and-decay): $1 million needed in 40 years (age 25 to 65) at 5% compounded continuously: "She must invest $135,335.28 at 5% interest"',
      inputs: { fv: '1000000', rate: '5', years: '40', compounding: 'continuous' },
      expected: { pv: 135335.28 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Calculus Volume 1, Example 6.43 (as above), at 6% compounded continuously: "she needs to invest only $90,717.95"',
      inputs: { fv: '1000000', rate: '6', years: '40', compounding: 'continuous' },
      expected: { pv: 90717.95 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance, section 7.3 (as above), "Determining Periods of Time": $15,000 in a tuition account earning 6% a year, to grow to $25,000: "The result of this calculation is a time period of 8.7667 years"',
      inputs: { pv: '15000', fv: '25000', rate: '6', compounding: 'yearly' },
      solve: 'years',
      expected: { years: 8.7667 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Principles of Finance, section 7.3 (as above), "Determining Interest or Growth Rate": $15,000 to grow to $25,000 in eight and a half years: "the calculated required interest rate of approximately 6.19%"',
      inputs: { pv: '15000', fv: '25000', years: '8.5', compounding: 'yearly' },
      solve: 'rate',
      expected: { rate: 6.19 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e (Marecek et al., 2020), section 10.2 "Evaluate and Graph Exponential Functions", Example 10.16 (openstax.org/books/intermediate-algebra-2e/pages/10-2-evaluate-and-graph-exponential-functions): $10,000 invested for 18 years at 5% compounded quarterly: "A=$24,459.20", solved for the future value',
      inputs: { pv: '10000', rate: '5', years: '18', compounding: 'quarterly' },
      solve: 'fv',
      expected: { fv: 24459.2 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e, Example 10.16 (as above), compounded continuously: "A=$24,596.03", solved for the future value',
      inputs: { pv: '10000', rate: '5', years: '18', compounding: 'continuous' },
      solve: 'fv',
      expected: { fv: 24596.03 },
      tolerance: 0.005,
    },
  ],
});
