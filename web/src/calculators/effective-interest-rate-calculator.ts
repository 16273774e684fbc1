import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, exact, powerEqualsOrAbout, readShown } from './shared/exactDecimal.ts';
import {
  COMPOUNDED,
  COMPOUNDING_OPTIONS,
  PERIODS_PER_YEAR,
  type Compounding,
} from './shared/compounding.ts';

export const record = {
  id: 74,
  name: 'Effective Interest Rate Calculator',
  description:
    'Turn a nominal annual rate into the effective annual rate (EAR, AER or APY) it earns with yearly, monthly, daily or continuous compounding, or back.',
  category: 'finance',
  icon: 'percent',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'compound-interest-calculator',
    'apr-calculator',
    'present-value-calculator',
    'fd-calculator',
  ],
  group: 'Investing',
  keywords:
    'ear effective annual rate aer annual equivalent rate apy annual percentage yield eir nominal rate compounding frequency continuous compounding effect nominal',
} satisfies CalculatorRecord;

// The effective annual rate of a nominal annual rate r compounded m times a year:
// EAR = (1 + r/m)^m − 1, and e^r − 1 with continuous compounding (Excel's EFFECT function; the
// annual percentage yield of US Regulation DD, Appendix A, for an account that keeps its interest
// for a year). Solved the other way it gives the nominal rate for an effective one:
// r = m × ((1 + EAR)^(1/m) − 1), Excel's NOMINAL, or ln(1 + EAR) continuously.

/** The effective annual rate, in %, of `rate` % a year compounded as chosen. */
export function effectiveRateOf(rate: number, compounding: Compounding): number {
  const r = rate / 100;
  if (compounding === 'continuous') return Math.expm1(r) * 100;
  const m = PERIODS_PER_YEAR[compounding];
  // expm1 and log1p keep the digits of a tiny rate that 1 + r/m would round away.
  return Math.expm1(m * Math.log1p(r / m)) * 100;
}

/** The nominal annual rate, in %, that gives `effective` % a year compounded as chosen. */
export function nominalRateOf(effective: number, compounding: Compounding): number {
  const e = effective / 100;
  if (compounding === 'continuous') return Math.log1p(e) * 100;
  const m = PERIODS_PER_YEAR[compounding];
  return m * Math.expm1(Math.log1p(e) / m) * 100;
}

const percent6 = (value: number) => `${formatNumber(value, 6)}%`;

/** '=' where (1 + rate)^m − 1 works out to the percentage shown, worked as a power (long ones are '≈'). */
function earSign(rate: string, m: number, percent: string): '=' | '≈' {
  const growth = readShown(percent.replace(/%$/, ''))!.div(100).plus(1);
  return powerEqualsOrAbout(readShown(rate)!.plus(1), m, growth.toFixed());
}

export default defineCalculator({
  slug: 'effective-interest-rate-calculator',
  fields: {
    rate: {
      kind: 'percent',
      label: 'Nominal rate (per year)',
      default: '5',
      min: 0,
      max: 100,
      noun: 'nominal rate',
      help: 'The quoted annual rate before compounding (the APR of a loan, the stated rate of a deposit).',
    },
    compounding: {
      kind: 'choice',
      label: 'Compounding',
      default: 'monthly',
      options: COMPOUNDING_OPTIONS,
    },
    effectiveRate: {
      kind: 'percent',
      label: 'Effective annual rate',
      default: '5.11619',
      min: 0,
      max: 200,
      noun: 'effective rate',
    },
  },
  solve: {
    unknowns: ['effectiveRate', 'rate'],
    residual: (v) => effectiveRateOf(v.rate, v.compounding) - v.effectiveRate,
    closedForms: {
      effectiveRate: (v) => effectiveRateOf(v.rate, v.compounding),
      rate: (v) => nominalRateOf(v.effectiveRate, v.compounding),
    },
  },
  outputs: {
    effectiveRate: { label: 'Effective annual rate (EAR, AER, APY)', format: 'percent' },
    periodRate: { label: 'Rate per compounding period (%)', format: 'number', decimals: 6 },
    extra: { label: 'Added by compounding (percentage points)', format: 'number', decimals: 4 },
  },
  hiddenOutputs: (v) => (v.compounding === 'continuous' ? ['periodRate'] : []),
  compute(v) {
    const periods = v.compounding === 'continuous' ? Infinity : PERIODS_PER_YEAR[v.compounding];
    return {
      effectiveRate: v.effectiveRate,
      periodRate: v.rate / periods,
      extra: v.effectiveRate - v.rate,
    };
  },
  summary: (v, r) =>
    `${formatPlain(v.rate)}% a year compounded ${COMPOUNDED[v.compounding]} earns ` +
    `${formatNumber(r.effectiveRate, 2)}% in a year: the effective annual rate.`,
  facts: (v) => [
    { label: 'Effective annual rate to 6 decimals', text: percent6(v.effectiveRate) },
    ...COMPOUNDING_OPTIONS.map(({ value }) => ({
      label: `${formatPlain(v.rate)}% compounded ${COMPOUNDED[value]}`,
      text: percent6(effectiveRateOf(v.rate, value)),
    })),
  ],
  steps(v, r) {
    const nominal = formatPlain(v.rate);
    if (v.compounding === 'continuous') {
      return [
        `Nominal rate r = ${nominal} ÷ 100 = ${formatPlain(v.rate / 100)}`,
        `Continuous compounding: EAR = e^r − 1 = e^${formatPlain(v.rate / 100)} − 1 ${v.rate === 0 ? '=' : '≈'} ${percent6(v.effectiveRate)}`,
        `Compounding adds ${formatNumber(r.extra, 4)} percentage points to the nominal rate`,
      ];
    }
    const m = PERIODS_PER_YEAR[v.compounding];
    const periodRate = v.rate / 100 / m;
    const rate = formatPlain(Number(periodRate.toPrecision(10)));
    return [
      `Periods a year m = ${m}; rate per period = ${nominal} ÷ 100 ÷ ${m} ${equalsOrAbout(exact(nominal).div(100).div(m), rate)} ${rate}`,
      `EAR = (1 + r/m)^m − 1 = (1 + ${rate})^${m} − 1 ${earSign(rate, m, percent6(v.effectiveRate))} ${percent6(v.effectiveRate)}`,
      `Compounding adds ${formatNumber(r.extra, 4)} percentage points to the nominal rate`,
    ];
  },
  about: [
    'EAR = (1 + r/m)^m − 1: r is the nominal annual rate and m the number of times interest is compounded a year (1 yearly, 2 half-yearly, 4 quarterly, 12 monthly, 365 daily). With continuous compounding, EAR = e^r − 1. This is Microsoft Excel’s EFFECT function, and the annual percentage yield (APY) of US Regulation DD, Appendix A, for interest left in the account for a year. Banks in the UK call it the AER (annual equivalent rate).',
    'Solved the other way, the nominal rate for an effective one is m × ((1 + EAR)^(1/m) − 1), Excel’s NOMINAL, or ln(1 + EAR) with continuous compounding. Daily compounding counts 365 days a year.',
    'The effective rate is shown to two decimals, as Regulation DD rounds an APY (to the nearest 0.01 percentage point), and to six decimals under the results. It is worked out in floating point with exp and log, exact to far more digits than are shown.',
  ],
  faq: [
    {
      question: 'What is the difference between a nominal and an effective rate?',
      answer:
        'The nominal rate is the yearly rate quoted before compounding. The effective rate is what you actually earn or pay in a year once interest is added to the balance and itself earns interest.',
    },
    {
      question: 'Are APY, AER and EAR the same thing?',
      answer:
        'Yes, for a deposit that keeps its interest for a year: each is (1 + r/m)^m − 1. APY is the US term (Truth in Savings), AER the UK term, EAR the textbook one.',
    },
    {
      question: 'How much does continuous compounding add?',
      answer:
        'Little beyond daily compounding. At 5% a year, monthly compounding gives 5.116%, daily 5.127% and continuous 5.127% (5.1271% against 5.1267%).',
    },
    {
      question: 'Is a loan’s APR an effective rate?',
      answer:
        'No. In the US an APR is a nominal rate: the monthly rate × 12. A card at 24% APR charged monthly costs an effective 26.82% a year.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, EFFECT function: EFFECT(0.0525, 4) = 0.0535427 (support.microsoft.com/en-us/excel/effect-function)',
      inputs: { rate: '5.25', compounding: 'quarterly' },
      expected: { effectiveRate: 5.35427 },
      tolerance: 0.000005,
    },
    {
      source:
        'Regulation DD (Truth in Savings), 12 CFR part 1030, Appendix A, Part I, tiering method A: 5.25% compounded daily pays $53.90 on $1,000, an APY of 5.39% (ecfr.io/Title-12/Part-1030/Appendix-A)',
      inputs: { rate: '5.25', compounding: 'daily' },
      expected: { effectiveRate: 5.39 },
      tolerance: 0.005,
    },
    {
      source:
        'Regulation DD, Appendix A (as above), second tier: 5.50% compounded daily, an APY of 5.65%',
      inputs: { rate: '5.5', compounding: 'daily' },
      expected: { effectiveRate: 5.65 },
      tolerance: 0.005,
    },
    {
      source:
        'Regulation DD, Appendix A (as above), third tier: 5.75% compounded daily, an APY of 5.92%',
      inputs: { rate: '5.75', compounding: 'daily' },
      expected: { effectiveRate: 5.92 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance (Dahlquist & Knight, 2022), section 8.4 "Stated versus Effective Rates" (openstax.org/books/principles-finance/pages/8-4-stated-versus-effective-rates): a credit card charging 1.5% a month, a stated 18% a year: "(1 + 0.015)^12 − 1 = 1.19562 − 1 = 0.19562 = 19.562%"',
      inputs: { rate: '18', compounding: 'monthly' },
      expected: { effectiveRate: 19.562 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.4 "Compound Interest", Example 6.46 (openstax.org/books/contemporary-mathematics/pages/6-4-compound-interest): "a rate of 6% compounded quarterly is equivalent to a simple interest rate of 6.14%" (the effective annual yield)',
      inputs: { rate: '6', compounding: 'quarterly' },
      expected: { effectiveRate: 6.14 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.47 (as above): "an account earning 5% compounded daily is equivalent to earning 5.13% as simple interest" (n = 365)',
      inputs: { rate: '5', compounding: 'daily' },
      expected: { effectiveRate: 5.13 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.48 "Choosing a Bank" (as above): ABC Bank, 2.08% compounded monthly: "Y = (1 + 0.0208/12)^12 − 1 = 0.0210 = 2.10%"',
      inputs: { rate: '2.08', compounding: 'monthly' },
      expected: { effectiveRate: 2.1 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.48 (as above): XYZ Bank, 2.05% compounded daily: "Y = (1 + 0.0205/365)^365 − 1 = 0.0207 = 2.07%"',
      inputs: { rate: '2.05', compounding: 'daily' },
      expected: { effectiveRate: 2.07 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.48 (as above): 123 Bank, 2.09% compounded annually: "Y = (1 + 0.0209/1)^1 − 1 = 0.0209 = 2.09%", no gain from compounding once a year',
      inputs: { rate: '2.09', compounding: 'yearly' },
      expected: { effectiveRate: 2.09 },
      tolerance: 0.005,
    },
    {
      source:
        'Algebra.com question 1072609: 7% compounded continuously is an effective rate of e^0.07 − 1 = 7.2508% (algebra.com)',
      inputs: { rate: '7', compounding: 'continuous' },
      expected: { effectiveRate: 7.2508 },
      tolerance: 0.00005,
    },
    {
      source:
        'Microsoft Support, NOMINAL function: NOMINAL(0.053543, 4) = 0.05250032, solved for the nominal rate (support.microsoft.com/en-us/excel/nominal-function)',
      inputs: { effectiveRate: '5.3543', compounding: 'quarterly' },
      solve: 'rate',
      expected: { rate: 5.250032 },
      tolerance: 0.0000005,
    },
  ],
});
