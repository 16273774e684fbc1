import { amountInWords } from '../domain/indianNumbers.ts';
import { sipFutureValue } from '../domain/sip.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, roundHalfUp } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 142,
  name: 'NPS Calculator',
  description:
    'Estimate your National Pension System corpus at retirement, the tax-free lump sum and the monthly pension from the annuity.',
  category: 'finance',
  icon: 'sunset',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['retirement-calculator', 'epf-calculator', 'ppf-calculator', 'sip-calculator'],
  group: 'Investing',
  keywords: 'nps national pension system scheme pension annuity pfrda tier 1 retirement corpus',
} satisfies CalculatorRecord;

// NPS: a monthly contribution C made at the start of each month from today's age to the
// retirement age (n months), growing at the expected return compounded monthly (r = rate ÷ 12 ÷
// 100), the SIP convention of domain/sip.ts:
//   corpus = C × ((1 + r)^n − 1) ÷ r × (1 + r)
// or, credited at the end of each month as ICICI Bank's and Kotak's calculators credit them,
// without the last factor (1 + r).
// At exit the PFRDA (Exits and Withdrawals under the NPS) Regulations, 2015 require at least a
// share of the corpus to buy an annuity (40 % for the government sector; 20 % for the
// non-government sector since the amendment of December 2025); the rest may be taken as a lump
// sum. The pension is the annuity amount × the annuity rate ÷ 12. Whole rupees, half-up; the
// lump sum is the corpus less the annuity amount, so the two add up.

const rupees = (value: number) => formatMoney(value, 'INR', 0);
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

const MIN_ANNUITY = { government: 40, private: 20 } as const;

const fields = {
  monthly: {
    kind: 'money',
    label: 'Monthly contribution',
    default: '5000',
    min: 0,
    minExclusive: true,
    max: 10_000_000,
    whole: true,
    help: 'Your own and your employer’s contributions together, each month.',
    messages: { min: 'The contribution must be more than ₹0' },
  },
  age: {
    kind: 'integer',
    label: 'Current age',
    unit: 'years',
    default: '30',
    min: 18,
    max: 74,
    noun: 'age',
  },
  retirementAge: {
    kind: 'integer',
    label: 'Retirement age',
    unit: 'years',
    default: '60',
    min: 60,
    max: 75,
    help: 'Normal exit is at 60; you may stay invested and exit later.',
    noun: 'retirement age',
  },
  rate: {
    kind: 'percent',
    label: 'Expected return',
    unit: '% a year',
    default: '10',
    min: 0,
    max: 20,
    noun: 'return',
  },
  timing: {
    kind: 'choice',
    label: 'Contributions are credited',
    default: 'start',
    display: 'radio',
    options: [
      { value: 'start', label: 'At the start of each month' },
      { value: 'end', label: 'At the end of each month' },
    ],
  },
  sector: {
    kind: 'choice',
    label: 'Sector',
    default: 'private',
    display: 'radio',
    options: [
      { value: 'private', label: 'Non-government (all citizen, corporate)' },
      { value: 'government', label: 'Government' },
    ],
  },
  annuityShare: {
    kind: 'percent',
    label: 'Share of the corpus for the annuity',
    default: '40',
    min: 20,
    max: 100,
    help: 'At least 40% for government employees and 20% for everyone else (PFRDA exit rules).',
    noun: 'annuity share',
    messages: { min: 'The annuity share must be at least 20% (PFRDA exit rules)' },
  },
  annuityRate: {
    kind: 'percent',
    label: 'Expected annuity rate',
    unit: '% a year',
    default: '6',
    min: 0,
    max: 15,
    noun: 'annuity rate',
  },
} as const;

type NpsValues = Values<typeof fields>;

const months = (v: NpsValues) => (v.retirementAge - v.age) * 12;

export default defineCalculator({
  slug: 'nps-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  validate(v) {
    if (v.retirementAge <= v.age) {
      return { retirementAge: 'The retirement age must be more than your current age' };
    }
    const least = MIN_ANNUITY[v.sector];
    return v.annuityShare < least
      ? { annuityShare: `Government employees must use at least ${least}% for the annuity` }
      : {};
  },
  outputs: {
    corpus: { label: 'Corpus at retirement', format: 'money', caption: inWords },
    lumpSum: { label: 'Lump sum you may withdraw', format: 'money', caption: inWords },
    annuity: { label: 'Amount for the annuity', format: 'money', caption: inWords },
    pension: { label: 'Monthly pension', format: 'money', emphasis: true },
    invested: { label: 'Total contributed', format: 'money', caption: inWords },
  },
  compute(v) {
    // Half-up to whole rupees in decimal: 20.15% of ₹3,000 is ₹604.50 exactly, ₹605 (the
    // product in floating point is 604.4999…, which Math.round took down).
    const rupee = (value: number | Big) => roundHalfUp(value, 0).toNumber();
    const corpus = rupee(sipFutureValue(v.monthly, v.rate, months(v), v.timing));
    const annuity = rupee(decimal(corpus).times(v.annuityShare).div(100));
    return {
      corpus,
      annuity,
      lumpSum: corpus - annuity,
      pension: rupee(decimal(annuity).times(v.annuityRate).div(1200)),
      invested: v.monthly * months(v),
    };
  },
  summary: (v, r) =>
    `${rupees(v.monthly)} a month from age ${v.age} to ${v.retirementAge} at ${plainIndian(v.rate)}% a year ` +
    (v.timing === 'end' ? 'credited at the end of each month ' : '') +
    `could build ${rupees(r.corpus)}: ${rupees(r.lumpSum)} to withdraw and a pension of about ` +
    `${rupees(r.pension)} a month.`,
  breakdown: (_v, r) =>
    r.corpus > 0
      ? [
          { label: 'Lump sum', value: r.lumpSum, palette: 'green' },
          { label: 'Annuity', value: r.annuity, palette: 'orange' },
        ]
      : [],
  notes: [
    'An estimate: NPS returns are market-linked and annuity rates are set by the insurer when you retire. Tax and charges are left out.',
  ],
  steps(v, r) {
    const n = months(v);
    const rate = v.rate / 1200;
    const rText = plainIndian(Number(rate.toFixed(10)));
    return [
      `n = (${v.retirementAge} − ${v.age}) × 12 = ${n} monthly contributions; r = ${plainIndian(v.rate)} ÷ 12 ÷ 100 ${rate === Number(rate.toFixed(10)) ? '=' : '≈'} ${rText}`,
      rate === 0
        ? `r is 0, so the corpus is what was paid in: ${plainIndian(v.monthly)} × ${n} = ${rupees(r.corpus)}`
        : `Corpus = ${plainIndian(v.monthly)} × ((1 + ${rText})^${n} − 1) ÷ ${rText}${v.timing === 'start' ? ` × (1 + ${rText})` : ''} = ${rupees(r.corpus)}`,
      `Annuity amount = ${rupees(r.corpus)} × ${plainIndian(v.annuityShare)}% = ${rupees(r.annuity)}`,
      `Lump sum = ${rupees(r.corpus)} − ${rupees(r.annuity)} = ${rupees(r.lumpSum)}`,
      `Monthly pension = ${rupees(r.annuity)} × ${plainIndian(v.annuityRate)}% ÷ 12 = ${rupees(r.pension)}`,
      `Contributed = ${plainIndian(v.monthly)} × ${n} = ${rupees(r.invested)}`,
    ];
  },
  about: [
    'Corpus = C × ((1 + r)^n − 1) ÷ r × (1 + r): C is the monthly contribution, r the expected return ÷ 12 ÷ 100 and n the number of months to retirement. Contributions are made at the start of each month and compounded monthly, the convention of the SIP calculator and of the NPS pension illustrations published by NPS intermediaries. Some banks’ calculators (ICICI Bank’s, Kotak’s) credit each contribution at the end of its month instead, without the last factor (1 + r), a corpus (1 + r) times smaller (0.74% smaller at 9% a year): choose it under “Contributions are credited” to compare with theirs.',
    'At exit the PFRDA (Exits and Withdrawals under the National Pension System) Regulations, 2015 require part of the corpus to buy an annuity from an insurer: at least 40% for government sector subscribers, and, since the amendment notified on 12 December 2025 (PIB release of 19 December 2025), at least 20% for non-government subscribers (all citizen and corporate). The rest may be withdrawn as a lump sum. Small corpora have relaxations (a corpus of up to ₹8 lakh may be withdrawn in full) that this calculator does not apply.',
    'Monthly pension = annuity amount × annuity rate ÷ 12, a level annuity for life with no return of the purchase price. Amounts are rounded half-up to whole rupees; the lump sum is the corpus less the annuity amount, so the two add up.',
  ],
  faq: [
    {
      question: 'How much of my NPS corpus must buy an annuity?',
      answer:
        'At normal exit (age 60 or retirement), government employees must use at least 40% of the corpus for an annuity. Since December 2025 other subscribers must use at least 20%, and may withdraw up to 80% as a lump sum.',
    },
    {
      question: 'Is the lump sum taxable?',
      answer:
        'Up to 60% of the corpus withdrawn at exit is exempt from income tax under section 10(12A). The pension from the annuity is taxed as income in the year you receive it.',
    },
    {
      question: 'What return should I expect from NPS?',
      answer:
        'It depends on your mix of equity, corporate bonds and government securities. Long-run returns of 8–12% a year have been common, but they are not guaranteed; try a lower and a higher rate to see a range.',
    },
    {
      question: 'Why is my pension so much smaller than the corpus?',
      answer:
        'Only the annuity share buys a pension, and an annuity pays a yearly rate (say 6%) of its price. ₹45.6 lakh at 6% pays about ₹22,800 a month.',
    },
  ],
  references: [
    {
      source:
        'Smarti Finance, “Calculation of pension from NPS” (smartifinance.blogspot.com/2018/03): ₹5,000 a month from 30 to 60 at 10%, 40% annuity at 6%: corpus ₹1,13,96,627, lump sum ₹68,37,976, annuity ₹45,58,651, pension ₹22,793',
      inputs: {
        monthly: '5000',
        age: '30',
        retirementAge: '60',
        rate: '10',
        annuityShare: '40',
        annuityRate: '6',
      },
      expected: {
        corpus: 11396627,
        lumpSum: 6837976,
        annuity: 4558651,
        pension: 22793,
        invested: 1800000,
      },
      tolerance: 1,
    },
    {
      source:
        'Kotak Mahindra Bank, Kotak811 “NPS Calculator”, example (kotak811.com/calculators/nps-calculator): a woman of 30 contributes ₹5,000 a month to 60 at 9%: principal ₹18 lakhs, interest ₹73.53 lakhs, maturity amount ₹91.53 lakhs, minimum annuity investment ₹36.61 lakhs (contributions credited at the end of each month; the lakhs are cut to two decimals, so within ₹1,000)',
      inputs: {
        monthly: '5000',
        age: '30',
        retirementAge: '60',
        rate: '9',
        timing: 'end',
        annuityShare: '40',
      },
      expected: { corpus: 9153500, annuity: 3661500, invested: 1800000 },
      tolerance: 500,
    },
    {
      source:
        'TradePulse NPS calculator worked example (trade-pulse.in/calculators/nps-calculator): ₹10,000 a month from 30 to 60 at 10% gives ≈ ₹2.28 crore, ≈ ₹1.37 crore lump sum and ≈ ₹91 lakh annuitised (rounded to ₹1 lakh, so within ₹50,000)',
      inputs: { monthly: '10000', age: '30', retirementAge: '60', rate: '10', annuityShare: '40' },
      expected: { corpus: 22800000, lumpSum: 13700000, annuity: 9100000 },
      tolerance: 50000,
    },
    {
      source:
        'Asianet Newsable, “Know how you can earn Rs 50,000 pension monthly with National Pension Scheme” (newsable.asianetnews.com): Rs 15,000 a month from 35 to 60 totals Rs 45,00,000 invested and a corpus of Rs 2,00,68,356 (the article does not print its return; 10% a year reproduces the corpus)',
      inputs: { monthly: '15000', age: '35', retirementAge: '60', rate: '10' },
      expected: { invested: 4500000, corpus: 20068356 },
      tolerance: 1,
    },
  ],
});
