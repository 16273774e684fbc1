import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { amortizeByYear, emiOf } from './shared/amortize.ts';

// Loan EMI: the equated monthly instalment of a reducing-balance loan, by the annuity formula
// (emiOf in shared/amortize.ts), as Indian banks and the RBI's guidance on EMI loans state it.

const rupees = (value: number) => formatMoney(value, 'INR');

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
    years: {
      kind: 'number',
      label: 'Loan tenure',
      unit: 'years',
      default: '20',
      min: 0.5,
      max: 40,
      messages: {
        required: 'Enter the loan tenure',
        min: 'The tenure must be at least 6 months (0.5 years)',
        max: 'The tenure can be at most 40 years',
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
  solve: {
    unknowns: ['emi', 'principal', 'rate', 'years'],
    residual: (v) => emiOf(v.principal, v.rate, v.years) - v.emi,
    closedForms: {
      emi: (v) => emiOf(v.principal, v.rate, v.years),
      principal: (v) => v.emi / emiOf(1, v.rate, v.years),
      years: (v) => {
        const r = v.rate / 1200;
        if (r === 0) return v.principal / v.emi / 12;
        // Only an EMI above the first month's interest ever repays the loan.
        if (v.emi <= v.principal * r) return null;
        return -Math.log(1 - (v.principal * r) / v.emi) / Math.log(1 + r) / 12;
      },
    },
  },
  outputs: {
    emi: { label: 'Monthly EMI', format: 'money' },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayment: { label: 'Total payment', format: 'money' },
  },
  compute(v) {
    const totalPayment = roundToCents(decimal(v.emi).times(decimal(v.years).times(12)));
    return {
      emi: v.emi,
      totalPayment: totalPayment.toNumber(),
      totalInterest: totalPayment.minus(v.principal).toNumber(),
    };
  },
  steps(v, results) {
    const r = v.rate / 1200;
    const n = v.years * 12;
    const growth = (1 + r) ** n;
    return [
      `Monthly rate r = ${formatPlain(v.rate)} ÷ 12 ÷ 100 = ${formatPlain(r)}`,
      `Months n = ${formatPlain(v.years)} × 12 = ${formatPlain(n)}`,
      r === 0
        ? `EMI = P ÷ n = ${formatPlain(v.principal)} ÷ ${formatPlain(n)} ≈ ${rupees(results.emi)}`
        : `EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) = ${formatPlain(v.principal)} × ` +
          `${formatPlain(r)} × ${formatPlain(growth)} ÷ ${formatPlain(growth - 1)} ≈ ${rupees(results.emi)}`,
      `Total payment = EMI × n = ${formatPlain(results.emi)} × ${formatPlain(n)} = ${rupees(results.totalPayment)}`,
      `Total interest = total payment − loan amount = ${formatPlain(results.totalPayment)} − ` +
        `${formatPlain(v.principal)} = ${rupees(results.totalInterest)}`,
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
    rows: (v) => amortizeByYear(v.principal, v.rate / 1200, v.emi, v.years * 12),
  },
  about: [
    'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1): P is the loan amount, r the monthly interest rate (the annual rate ÷ 12 ÷ 100) and n the number of monthly instalments. Interest is charged each month on the balance still owed (a reducing-balance loan), and each EMI is paid at the end of its month.',
    'The EMI is rounded half-up to the paisa. Total payment is that EMI × the number of months, and total interest is total payment − the loan amount, so the amounts shown add up. In the schedule each month’s interest is rounded to the paisa and the last instalment clears what is left.',
    'Pick what to solve for: the EMI from the loan, or the loan amount you can borrow for an EMI, the interest rate a lender’s offer implies, or how long an EMI takes to repay a loan. The rate has no closed form; it is found numerically, to well under 0.0001 %.',
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
      inputs: { principal: '5000000', rate: '8.5', years: '20' },
      expected: { emi: 43391 },
      tolerance: 1,
    },
    {
      source: 'ToolFest, EMI for Rs 5 lakh at 9.0% for 5 years (toolfest.in)',
      inputs: { principal: '500000', rate: '9', years: '5' },
      expected: { emi: 10379.18 },
      tolerance: 0.005,
    },
    {
      source: 'Fixed-rate loan calculator guide: $200,000 at 4.25% for 360 months pays $983.88',
      inputs: { principal: '200000', rate: '4.25', years: '30' },
      expected: { emi: 983.88 },
      tolerance: 0.005,
    },
    {
      source: 'Fixed-rate loan calculator guide: a 30-year $250,000 loan at 5% pays $1,342.05',
      inputs: { principal: '250000', rate: '5', years: '30' },
      expected: { emi: 1342.05 },
      tolerance: 0.005,
    },
    {
      // The published EMI is rounded to the paisa: ±0.005 × 48.2 (months' annuity factor).
      source: 'ToolFest (as above), solved for the loan amount',
      inputs: { emi: '10379.18', rate: '9', years: '5' },
      solve: 'principal',
      expected: { principal: 500000 },
      tolerance: 0.25,
    },
    {
      source: 'ToolFest (as above), solved for the interest rate',
      inputs: { principal: '500000', emi: '10379.18', years: '5' },
      solve: 'rate',
      expected: { rate: 9 },
      tolerance: 0.0001,
    },
    {
      source: 'ToolFest (as above), solved for the tenure',
      inputs: { principal: '500000', rate: '9', emi: '10379.18' },
      solve: 'years',
      expected: { years: 5 },
      tolerance: 0.001,
    },
  ],
});
