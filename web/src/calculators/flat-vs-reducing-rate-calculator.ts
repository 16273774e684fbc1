import { formatNumber, formatPlain, formatCount, formatUpTo } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { amortize, annuityPayment, roundedPayment, type Schedule } from './shared/amortize.ts';

export const record = {
  id: 140,
  name: 'Flat vs Reducing Rate Calculator',
  description:
    'Convert a flat interest rate to the equivalent reducing-balance rate, or back, and compare the EMI and total interest of the two.',
  category: 'finance',
  icon: 'percent',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'loan-emi-calculator',
    'apr-calculator',
    'car-loan-calculator',
    'loan-comparison-calculator',
  ],
  group: 'Loans',
  keywords:
    'flat rate reducing balance diminishing rate effective rate emi personal loan car loan two wheeler vehicle loan kfs apr add-on interest',
} satisfies CalculatorRecord;

// A flat-rate loan charges interest on the whole amount for the whole term: interest =
// P × flat rate × years, and the EMI = (P + interest) ÷ months. Its equivalent reducing-balance
// rate is the yearly rate (monthly rate × 12) at which the annuity formula of shared/amortize.ts
// gives that same EMI: the rate the borrower really pays on what is still owed, as the RBI's Key
// Facts Statement asks lenders to disclose it. It has no closed form and is found numerically; the
// flat rate of a reducing rate has one. The comparison loan, at the flat rate's figure on a
// reducing balance, is scheduled by the one loan model (amortize).

const rupees = (value: number) => formatMoney(value, 'INR');

/** The flat-rate EMI: (P + P × flat × months ÷ 1200) ÷ months, unrounded. */
function flatEmi(principal: number, flat: number, months: number): number {
  return (principal * (1 + (flat * months) / 1200)) / months;
}

/** The flat interest, P × flat × years, to the paisa. */
function flatInterest(principal: number, flat: number, months: number): number {
  return roundToCents(decimal(principal).times(flat).times(months).div(1200)).toNumber();
}

/** A reducing-balance loan at `rate`, repaid by the one loan model. */
const reducingOf = rememberLast(
  ({ principal, rate, months }: { principal: number; rate: number; months: number }): Schedule =>
    amortize({
      principal,
      rate,
      payment: roundedPayment(principal, rate, months),
      term: months,
    })!,
);

export default defineCalculator({
  slug: 'flat-vs-reducing-rate-calculator',
  currency: 'INR',
  fields: {
    principal: {
      kind: 'money',
      label: 'Loan amount',
      default: '100000',
      min: 0,
      minExclusive: true,
      max: 100_000_000_000,
    },
    flatRate: {
      kind: 'percent',
      label: 'Flat interest rate (per year)',
      default: '10',
      min: 0,
      max: 50,
      noun: 'flat rate',
      help: 'Interest charged on the whole loan amount for the whole tenure.',
    },
    reducingRate: {
      kind: 'percent',
      label: 'Reducing-balance rate (per year)',
      default: '17.92',
      min: 0,
      max: 200,
      noun: 'reducing-balance rate',
      help: 'Interest charged each month on what is still owed, as an EMI loan is quoted.',
    },
    months: {
      kind: 'integer',
      label: 'Loan tenure',
      unit: 'months',
      default: '36',
      min: 1,
      max: 360,
      noun: 'loan tenure in months',
      help: '12 months a year: 36 months is 3 years.',
      presets: { label: 'Common tenures', values: [12, 24, 36, 48, 60, 84] },
      messages: {
        invalid: 'Enter the tenure as a whole number of months',
      },
    },
  },
  solve: {
    unknowns: ['reducingRate', 'flatRate'],
    residual: (v) => annuityPayment(1, v.reducingRate, v.months) - flatEmi(1, v.flatRate, v.months),
    closedForms: {
      flatRate: (v) =>
        ((annuityPayment(1, v.reducingRate, v.months) * v.months - 1) * 1200) / v.months,
    },
  },
  outputs: {
    emi: { label: 'Monthly EMI', format: 'money', emphasis: true },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayment: { label: 'Total payment', format: 'money' },
    sameFigureEmi: {
      label: (v) => `EMI at ${formatUpTo(v.flatRate, 4)}% on a reducing balance`,
      format: 'money',
    },
    sameFigureInterest: {
      label: (v) => `Interest at ${formatUpTo(v.flatRate, 4)}% on a reducing balance`,
      format: 'money',
    },
  },
  compute(v) {
    const interest = flatInterest(v.principal, v.flatRate, v.months);
    const same = reducingOf({ principal: v.principal, rate: v.flatRate, months: v.months });
    return {
      emi: roundToCents(flatEmi(v.principal, v.flatRate, v.months)).toNumber(),
      totalInterest: interest,
      totalPayment: decimal(v.principal).plus(interest).toNumber(),
      sameFigureEmi: same.payment,
      sameFigureInterest: same.totalInterest,
    };
  },
  summary: (v, r) =>
    `A flat rate of ${formatUpTo(v.flatRate, 4)}% over ${formatCount(v.months, 'months')} costs ` +
    `the same as a reducing-balance rate of ${formatUpTo(v.reducingRate, 2)}%: an EMI of ` +
    `${rupees(r.emi)} and ${rupees(r.totalInterest)} of interest, ` +
    `${rupees(decimal(r.totalInterest).minus(r.sameFigureInterest).toNumber())} more than ` +
    `${formatUpTo(v.flatRate, 4)}% charged on a reducing balance.`,
  steps(v, r) {
    const years = v.months / 12;
    return [
      `Flat interest = P × flat rate × years = ${rupees(v.principal)} × ${formatPlain(v.flatRate)}% × ${formatPlain(Number(years.toFixed(6)))} = ${rupees(r.totalInterest)}`,
      `EMI = (P + interest) ÷ months = ${rupees(r.totalPayment)} ÷ ${formatPlain(v.months)} ≈ ${rupees(r.emi)}`,
      `Reducing-balance rate: the yearly rate R (monthly rate R ÷ 12) at which P × r ÷ (1 − (1 + r)^−n) gives the same EMI, found numerically: R ≈ ${formatNumber(v.reducingRate, 4)}%`,
      `At ${formatPlain(v.flatRate)}% on a reducing balance instead: EMI ${rupees(r.sameFigureEmi)}, interest ${rupees(r.sameFigureInterest)} (each month’s interest rounded to the paisa)`,
    ];
  },
  about: [
    'A flat rate is charged on the whole loan amount for the whole tenure, even as you repay it: interest = P × flat rate × years, and the EMI = (P + interest) ÷ number of months. Vehicle, consumer-durable and microfinance lenders often quote it. A reducing-balance rate is charged each month only on what is still owed, as home loans and most bank loans are quoted, with the EMI by the annuity formula EMI = P × r ÷ (1 − (1 + r)^−n), r the yearly rate ÷ 12 ÷ 100.',
    'The equivalent reducing-balance rate of a flat rate is the yearly rate at which the annuity formula gives the flat loan’s EMI: the rate you really pay on the money you still owe. This page finds it numerically (to well under 0.0001 %) and states it as a nominal yearly rate, the monthly rate × 12, the way lenders quote reducing rates. The reverse, the flat rate of a reducing rate, is exact: flat = (EMI × n − P) ÷ P ÷ years. Under the RBI’s Key Facts Statement rules (2024) a lender must state the annual percentage rate of a loan, which counts the interest on this reducing basis together with any fees.',
    'Amounts are rounded half-up to the paisa. The comparison loan, the flat rate’s figure charged on a reducing balance, is scheduled month by month with each month’s interest rounded to the paisa, the last EMI clearing the balance. Fees, insurance and GST are not included.',
  ],
  faq: [
    {
      question: 'Why is the reducing rate almost double the flat rate?',
      answer:
        'A flat rate charges interest on the full amount even in the last month, when you owe almost nothing. On average you owe only about half the loan over its life, so the same interest is a rate nearly twice as high on what you really owe.',
    },
    {
      question: 'Does a longer tenure change the equivalent rate?',
      answer:
        'Yes. 10% flat is about 17.92% reducing over 3 years but about 15.86% over 10 years: the longer the loan, the further the reducing rate is from double the flat rate.',
    },
    {
      question: 'Which rate should I compare between lenders?',
      answer:
        'The reducing-balance rate, or better the APR in the lender’s Key Facts Statement, which also counts fees. Two flat rates are comparable only for the same tenure.',
    },
    {
      question: 'How do I find the flat rate of a reducing-rate loan?',
      answer:
        'Choose “Flat interest rate” under Solve for and enter the reducing rate: the flat rate is the total interest ÷ the loan ÷ the years.',
    },
  ],
  references: [
    {
      source:
        'Bank Negara Malaysia, BankingInfo consumer education, "How are interest rate and hire purchase instalment calculated on a fixed rate hire purchase financing?" (reprinted with permission at lawyerment.com/library/kb/Banking_and_Finance/Credit_and_Loans/Hire_Purchases_Car_Loans/1305.htm): RM50,000 at 10% flat for 5 years (60 months): interest RM25,000, RM75,000 repaid, monthly instalment RM1,250, annual percentage rate 17.3% (given to one decimal)',
      inputs: { principal: '50000', flatRate: '10', months: '60' },
      expected: { totalInterest: 25000, totalPayment: 75000, emi: 1250, reducingRate: 17.3 },
      tolerance: 0.05,
    },
    {
      source:
        'OCBC Bank (Singapore), Fixed Repayment Loan (CashWise) illustration (ocbc.com/personal-banking/cards/card-services-fixed-repayment-loan-cashwise.html): $10,000 at 3.80% flat, 12 months: monthly instalment $865.00, monthly rest rate (interest on a monthly rest, excluding the processing fee) 6.94%',
      inputs: { principal: '10000', flatRate: '3.8', months: '12' },
      expected: { emi: 865, reducingRate: 6.94 },
      tolerance: 0.005,
    },
    {
      source:
        'OCBC Bank (as above), same loan over 24, 36, 48 and 60 months: instalments $448.33, $309.44, $240.00, $198.33 and monthly rest rates 7.13%, 7.14%, 7.11%, 7.06%. Here 36 months: $309.44 and 7.14%. The bank’s rates appear cut, not rounded, to 2 decimals (3 of its 5 are below the rounded figure), so within 0.01',
      inputs: { principal: '10000', flatRate: '3.8', months: '36' },
      expected: { emi: 309.44, reducingRate: 7.14 },
      tolerance: 0.01,
    },
    {
      source:
        'OCBC Bank (as above), 60 months: instalment $198.33, monthly rest rate 7.06% (cut, not rounded, to 2 decimals: within 0.01)',
      inputs: { principal: '10000', flatRate: '3.8', months: '60' },
      expected: { emi: 198.33, reducingRate: 7.06 },
      tolerance: 0.01,
    },
    {
      source:
        'OCBC Bank (as above), the other way: a 6.94% monthly rest rate over 12 months is a 3.80% flat rate (the bank’s 6.94% is itself rounded, so within 0.005)',
      inputs: { principal: '10000', reducingRate: '6.94', months: '12' },
      solve: 'flatRate',
      expected: { flatRate: 3.8 },
      tolerance: 0.005,
    },
    {
      source:
        'GXS Bank (Singapore), "What are Effective Interest Rate (EIR) and Annual Percentage Rate (APR) for my Instalment Loan?" (help.gxs.com.sg): S$10,000 for 3 years at 3% p.a. on the loan drawn: total interest S$10,000 × 3% × 3 = S$900, monthly repayment (S$900 + S$10,000) ÷ 36 = S$302.78 (its EIR of 5.69% accrues interest daily, a different convention from the monthly rate here, so only the instalment and interest are compared)',
      inputs: { principal: '10000', flatRate: '3', months: '36' },
      expected: { totalInterest: 900, emi: 302.78 },
      tolerance: 0.005,
    },
  ],
});
