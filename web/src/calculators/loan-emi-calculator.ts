import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import {
  amortize,
  annuityMonths,
  annuityPayment,
  inYears,
  roundedPayment,
  type Schedule,
} from './shared/amortize.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 12,
  name: 'Loan EMI Calculator',
  description:
    'Find the monthly EMI of a loan, or solve for the amount you can borrow, the rate or the tenure.',
  category: 'finance',
  icon: 'calculator',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-24',
  updatedAt: '2026-11-24',
  related: ['mortgage-calculator', 'compound-interest-calculator', 'sip-calculator'],
  keywords: 'emi equated monthly instalment installment loan personal loan home loan housing loan',
} satisfies CalculatorRecord;

// Loan EMI: the equated monthly instalment of a reducing-balance loan, by the annuity formula
// (annuityPayment in shared/amortize.ts), as Indian banks and the RBI's guidance on EMI loans
// state it, repaid by the one schedule of shared/amortize.ts, whose sums are the totals shown.

const rupees = (value: number) => formatMoney(value, 'INR');

/** The loan repaid month by month: the EMI to the paisa, the last EMI clearing the balance. */
const planOf = rememberLast(
  (v: { principal: number; rate: number; months: number; emi: number }): Schedule =>
    amortize({
      principal: v.principal,
      rate: v.rate,
      payment: roundToCents(v.emi),
      term: v.months,
    })!,
);

export default defineCalculator({
  slug: 'loan-emi-calculator',
  currency: 'INR',
  fields: {
    principal: {
      kind: 'money',
      label: 'Loan amount',
      default: '1000000',
      min: 1,
      max: 100_000_000_000,
      messages: {
        required: 'Enter the loan amount',
        min: 'The loan amount must be more than 0',
        max: 'The loan amount can be at most ₹10,000 crore',
      },
    },
    rate: {
      kind: 'percent',
      label: 'Interest rate (per year)',
      default: '8.5',
      min: 0,
      max: 50,
      plausible: {
        min: 0,
        max: 36,
        note: 'Check the rate: loan rates above 36% a year are very rare',
      },
      messages: {
        required: 'Enter the interest rate',
        min: 'The interest rate cannot be negative',
        max: 'The interest rate can be at most 50%',
      },
    },
    months: {
      kind: 'integer',
      label: 'Loan tenure',
      unit: 'months',
      default: '240',
      min: 6,
      max: 480,
      noun: 'loan tenure in months',
      help: '12 months a year: 240 months is 20 years.',
      presets: { label: 'Common tenures', values: [60, 120, 180, 240, 300, 360] },
      messages: {
        required: 'Enter the loan tenure in months',
        min: 'The tenure must be at least 6 months',
        max: 'The tenure can be at most 480 months (40 years)',
        invalid: 'Enter the tenure as a whole number of months',
      },
    },
    emi: {
      kind: 'money',
      label: 'Monthly EMI',
      default: '8678.23',
      min: 0.01,
      max: 10_000_000_000,
      messages: {
        required: 'Enter the monthly EMI',
        min: 'The EMI must be more than 0',
        max: 'The EMI can be at most ₹1,000 crore',
      },
    },
  },
  // The tenure was in years (decimals allowed) until November 2026: links shared then still open
  // on the same loan, its years as whole months.
  formerLinks: {
    params: ['years'],
    read: ({ years = '', solve }) => {
      const texts: Record<string, string> = solve === 'years' ? { solve: 'months' } : {};
      const value = Number(years);
      if (years.trim() === '') return texts;
      return { ...texts, months: Number.isFinite(value) ? String(Math.round(value * 12)) : years };
    },
  },
  solve: {
    unknowns: ['emi', 'principal', 'rate', 'months'],
    residual: (v) => annuityPayment(v.principal, v.rate, v.months) - v.emi,
    closedForms: {
      emi: (v) => annuityPayment(v.principal, v.rate, v.months),
      principal: (v) => v.emi / annuityPayment(1, v.rate, v.months),
      months: (v) => {
        // The shortest tenure whose EMI, rounded to the paisa, is at most the one given: the
        // last instalment then settles what is left (a few paise more, or a smaller one).
        const exact = annuityMonths(v.principal, v.rate, v.emi);
        if (!Number.isFinite(exact)) return NaN;
        let months = Math.max(Math.ceil(exact), 1);
        if (months > 481) return NaN; // longer than any tenure the form accepts
        while (months > 1 && roundedPayment(v.principal, v.rate, months - 1).lte(v.emi)) months--;
        if (months > 480) return NaN;
        return planOf({ ...v, months }).count;
      },
    },
  },
  outputs: {
    emi: { label: 'Monthly EMI', format: 'money' },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayment: { label: 'Total payment', format: 'money' },
    lastEmi: { label: 'Last EMI', format: 'money' },
  },
  compute(v) {
    const plan = planOf(v);
    return {
      emi: plan.payment,
      totalInterest: plan.totalInterest,
      totalPayment: plan.totalPaid,
      lastEmi: plan.lastPayment,
    };
  },
  summary(v, r) {
    const plan = planOf(v);
    return (
      `${formatPlain(plan.count)} instalments (${inYears(plan.count)}) of ${rupees(r.emi)}` +
      (plan.count > 1 ? `, the last ${rupees(r.lastEmi)},` : '') +
      ` repay ${rupees(v.principal)} with ${rupees(r.totalInterest)} of interest.`
    );
  },
  steps(v, results) {
    const r = v.rate / 1200;
    const n = v.months;
    const growth = (1 + r) ** n;
    const plan = planOf(v);
    return [
      `Monthly rate r = ${formatPlain(v.rate)} ÷ 12 ÷ 100 = ${formatPlain(r)}`,
      `Months n = ${formatPlain(n)}`,
      r === 0
        ? `EMI = P ÷ n = ${formatPlain(v.principal)} ÷ ${formatPlain(n)} ≈ ${rupees(results.emi)}`
        : `EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) = ${formatPlain(v.principal)} × ` +
          `${formatPlain(r)} × ${formatPlain(growth)} ÷ ${formatPlain(growth - 1)} ≈ ${rupees(results.emi)}`,
      'Each month: interest = balance × r, rounded to the paisa; the rest of the EMI repays the loan, and the last EMI is what is left',
      plan.count === 1
        ? `Total payment = one EMI = ${rupees(results.totalPayment)}`
        : `Total payment = ${formatPlain(plan.count - 1)} × ${rupees(results.emi)} + the last EMI ` +
          `${rupees(results.lastEmi)} = ${rupees(results.totalPayment)}`,
      `Total interest = the interest of every month = total payment − loan amount = ` +
        `${rupees(results.totalPayment)} − ${rupees(v.principal)} = ${rupees(results.totalInterest)}`,
    ];
  },
  table: {
    caption: 'Repayment schedule, year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'principalPaid', label: 'Principal paid', format: 'money' },
      { id: 'interestPaid', label: 'Interest paid', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows: (v) =>
      planOf(v).years.map(({ year, principalPaid, interestPaid, balance }) => ({
        year,
        principalPaid,
        interestPaid,
        balance,
      })),
  },
  about: [
    'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1): P is the loan amount, r the monthly interest rate (the annual rate ÷ 12 ÷ 100) and n the number of monthly instalments. Interest is charged each month on the balance still owed (a reducing-balance loan), and each EMI is paid at the end of its month.',
    'The tenure is a whole number of months, as banks schedule EMIs. The EMI is rounded half-up to the paisa; each month’s interest is the balance × r, rounded half-up to the paisa, and the last EMI is whatever clears the balance exactly, so it may differ from the others by a few paise. Total payment and total interest are the sums of that schedule: they equal the table’s, and a 0 % loan has ₹0.00 of interest.',
    'Pick what to solve for: the EMI from the loan, or the loan amount you can borrow for an EMI, the interest rate a lender’s offer implies, or how many months an EMI takes to repay a loan (the shortest tenure whose EMI is at most yours; the last EMI settles the rest). The rate has no closed form; it is found numerically, to well under 0.0001 %. Switching what you solve for and back keeps the numbers you typed.',
  ],
  faq: [
    {
      question: 'What is an EMI?',
      answer:
        'An equated monthly instalment is the fixed amount you pay each month on a loan. Early instalments are mostly interest; as the balance falls, more of each instalment repays the loan.',
    },
    {
      question: 'Does a longer tenure lower the total cost?',
      answer:
        'No. A longer tenure lowers the EMI but raises the total interest, because the balance is repaid more slowly and interest is charged on it for longer.',
    },
    {
      question: 'Why does my bank’s EMI differ by a rupee or two?',
      answer:
        'Banks may round the EMI up to the next rupee, charge interest from the day the loan is paid out, or add fees and insurance. This calculator shows the EMI of the formula itself, rounded to the paisa.',
    },
    {
      question: 'How much can I borrow for the EMI I can afford?',
      answer:
        'Choose “Loan amount” under Solve for and enter your EMI, rate and tenure: the calculator works the formula backwards.',
    },
  ],
  references: [
    {
      source: 'India Calculates, EMI calculator worked example (indiacalculates.in)',
      inputs: { principal: '5000000', rate: '8.5', months: '240' },
      expected: { emi: 43391 },
      tolerance: 1,
    },
    {
      source: 'ToolFest, EMI for Rs 5 lakh at 9.0% for 5 years (toolfest.in)',
      inputs: { principal: '500000', rate: '9', months: '60' },
      expected: { emi: 10379.18 },
      tolerance: 0.005,
    },
    {
      source: 'Fixed-rate loan calculator guide: $200,000 at 4.25% for 360 months pays $983.88',
      inputs: { principal: '200000', rate: '4.25', months: '360' },
      expected: { emi: 983.88 },
      tolerance: 0.005,
    },
    {
      source: 'Fixed-rate loan calculator guide: a 30-year $250,000 loan at 5% pays $1,342.05',
      inputs: { principal: '250000', rate: '5', months: '360' },
      expected: { emi: 1342.05 },
      tolerance: 0.005,
    },
    {
      // The published EMI is rounded to the paisa: ±0.005 × 48.2 (months' annuity factor).
      source: 'ToolFest (as above), solved for the loan amount',
      inputs: { emi: '10379.18', rate: '9', months: '60' },
      solve: 'principal',
      expected: { principal: 500000 },
      tolerance: 0.25,
    },
    {
      source: 'ToolFest (as above), solved for the interest rate',
      inputs: { principal: '500000', emi: '10379.18', months: '60' },
      solve: 'rate',
      expected: { rate: 9 },
      tolerance: 0.0001,
    },
    {
      source: 'ToolFest (as above), solved for the tenure',
      inputs: { principal: '500000', rate: '9', emi: '10379.18' },
      solve: 'months',
      expected: { months: 60 },
      tolerance: 0,
    },
  ],
});
