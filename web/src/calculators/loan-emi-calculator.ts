import { monthlyRateText, monthlyRateWorking, stepDigits } from './shared/loanSteps.ts';
import { formatPlain, formatSignificant } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import {
  amortize,
  annuityMonths,
  annuityPayment,
  hasEvents,
  inYears,
  roundedPayment,
  savings,
  type Schedule,
} from './shared/amortize.ts';
import {
  eventsOf,
  hiddenEventOutputs,
  type LoanWords,
  paymentEventFields,
  prepaymentErrors,
} from './shared/paymentEvents.ts';
import { eventSteps, eventsSummary } from './shared/paymentEventTexts.ts';
import { plainIndian } from './shared/indianPlain.ts';
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
  related: [
    'mortgage-calculator',
    'compound-interest-calculator',
    'sip-calculator',
    'apr-calculator',
    'amortization-calculator',
    'debt-to-income-ratio-calculator',
    'home-loan-emi-calculator',
    'loan-prepayment-calculator',
    'home-loan-eligibility-calculator',
  ],
  group: 'Loans',
  keywords: 'emi equated monthly instalment installment loan personal loan home loan housing loan',
} satisfies CalculatorRecord;

// Loan EMI: the equated monthly instalment of a reducing-balance loan, by the annuity formula
// (annuityPayment in shared/amortize.ts), as Indian banks and the RBI's guidance on EMI loans
// state it, repaid by the one schedule of shared/amortize.ts, whose sums are the totals shown.
// Extra payments (every month, every year, one-time prepayments) are that schedule's payment
// events; they reduce the tenure or the EMI, and the page shows what they save.

const rupees = (value: number) => formatMoney(value, 'INR');

const words: LoanWords = {
  instalment: 'EMI',
  term: 'tenure',
  maxAmount: 100_000_000_000,
  maxAmountText: '₹10,000 crore',
  maxMonths: 480,
};

const fields = {
  principal: {
    kind: 'money',
    label: 'Loan amount',
    default: '1000000',
    // 'Must be at least ₹1', from the limit: 'must be more than 0' refused ₹0.50 too.
    min: 1,
    max: 100_000_000_000,
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
  ...paymentEventFields(words),
} as const;

type EmiValues = Values<typeof fields>;

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

/** The loan as repaid with its extra payments (the plain plan when there are none). */
const repaidOf = rememberLast((v: EmiValues): Schedule => {
  const events = eventsOf(v, words);
  if (!hasEvents(events)) return planOf(v);
  return amortize({
    principal: v.principal,
    rate: v.rate,
    payment: roundToCents(v.emi),
    term: v.months,
    events,
  })!;
});

export default defineCalculator({
  slug: 'loan-emi-calculator',
  currency: 'INR',
  fields,
  validate: (v) => prepaymentErrors(v, words, v.months),
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
    interestSaved: { label: 'Interest saved', format: 'money' },
    payoffMonth: {
      label: 'Repaid in month',
      format: 'integer',
      caption: (month) => `after ${inYears(month)} of EMIs`,
    },
    finalEmi: { label: 'EMI after extra payments', format: 'money' },
  },
  hiddenOutputs: (v) => hiddenEventOutputs(v, words, ['interestSaved', 'payoffMonth', 'finalEmi']),
  compute(v) {
    const plan = planOf(v);
    const repaid = repaidOf(v);
    return {
      emi: plan.payment,
      totalInterest: repaid.totalInterest,
      totalPayment: repaid.totalPaid,
      lastEmi: repaid.lastPayment,
      interestSaved: savings(plan, repaid).interest,
      payoffMonth: repaid.count,
      finalEmi: repaid.finalPayment,
    };
  },
  summary(v, r) {
    const plan = planOf(v);
    const plain =
      `${formatPlain(plan.count)} instalments (${inYears(plan.count)}) of ${rupees(r.emi)}` +
      (plan.count > 1 ? `, the last ${rupees(plan.lastPayment)},` : '') +
      ` repay ${rupees(v.principal)} with ${rupees(plan.totalInterest)} of interest.`;
    const events = eventsOf(v, words);
    if (!hasEvents(events)) return plain;
    return [
      `Without extra payments, ${plain}`,
      eventsSummary(plan, repaidOf(v), events, rupees, words),
    ];
  },
  steps(v, results) {
    const r = v.rate / 1200;
    const n = v.months;
    const growth = (1 + r) ** n;
    const digits = stepDigits(v.principal);
    const plan = planOf(v);
    const events = eventsOf(v, words);
    const withEvents = hasEvents(events);
    return [
      `Monthly rate r = ${monthlyRateWorking(v.rate, digits)}`,
      `Months n = ${formatPlain(n)}`,
      r === 0
        ? `EMI = P ÷ n = ${plainIndian(v.principal)} ÷ ${formatPlain(n)} ≈ ${rupees(results.emi)}`
        : `EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1) = ${plainIndian(v.principal)} × ` +
          `${monthlyRateText(v.rate, digits)} × ${formatSignificant(growth, digits)} ÷ ` +
          `${formatSignificant(Math.expm1(n * Math.log1p(r)), digits)} ≈ ${rupees(results.emi)}`,
      'Each month: interest = balance × r, rounded to the paisa; the rest of the EMI repays the loan, and the last EMI is what is left',
      ...(withEvents
        ? eventSteps(plan, repaidOf(v), events, rupees, words)
        : [
            plan.count === 1
              ? `Total payment = one EMI = ${rupees(results.totalPayment)}`
              : `Total payment = ${formatPlain(plan.count - 1)} × ${rupees(results.emi)} + the last EMI ` +
                `${rupees(results.lastEmi)} = ${rupees(results.totalPayment)}`,
          ]),
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
      { id: 'extraPaid', label: 'Extra payments', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    hiddenColumns: (v) => (hasEvents(eventsOf(v, words)) ? [] : ['extraPaid']),
    rows: (v) =>
      repaidOf(v).years.map(({ year, principalPaid, interestPaid, extraPaid, balance }) => ({
        year,
        principalPaid,
        interestPaid,
        extraPaid,
        balance,
      })),
  },
  panel: {
    load: () =>
      import('./shared/PrepaymentsPanel.tsx').then((module) => ({
        default: module.prepaymentsPanel(words, 'months', 'INR'),
      })),
    where: 'form',
  },
  about: [
    'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1): P is the loan amount, r the monthly interest rate (the annual rate ÷ 12 ÷ 100) and n the number of monthly instalments. Interest is charged each month on the balance still owed (a reducing-balance loan), and each EMI is paid at the end of its month.',
    'The tenure is a whole number of months, as banks schedule EMIs. The EMI is rounded half-up to the paisa; each month’s interest is the balance × r, rounded half-up to the paisa, and the last EMI is whatever clears the balance exactly, so it may differ from the others by a few paise. Total payment and total interest are the sums of that schedule: they equal the table’s, and a 0 % loan has ₹0.00 of interest.',
    'Extra payments are paid with the EMI of their month and go straight off the balance: a fixed extra every month, an extra with every twelfth EMI (months 12, 24, …) and one-time prepayments, counted in months from the first EMI (month 60 is paid with the 60th EMI). By default the EMI stays the same and the loan is repaid sooner (the tenure is reduced); or, as banks also offer, the EMI is worked out again after each extra payment for the balance over the months left, rounded half-up to the paisa, and the tenure stays. Interest saved is the interest of the loan without the extra payments less the interest with them; total payment and total interest are then those of the schedule with them. Prepayment charges, if your lender makes any, are not included.',
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
      question: 'Is it better to reduce the tenure or the EMI after a prepayment?',
      answer:
        'Reducing the tenure saves more interest, because the balance stays lower for longer with the same EMI. On ₹50 lakh at 8% over 20 years, ₹6 lakh prepaid after five years saves about ₹11.3 lakh of interest with the tenure reduced, and about ₹4.3 lakh with the EMI reduced (from ₹41,822 to ₹36,088). Reducing the EMI frees money each month instead.',
    },
    {
      question: 'How much can I borrow for the EMI I can afford?',
      answer:
        'Choose “Loan amount” under Solve for and enter your EMI, rate and tenure: the calculator works the formula backwards.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.8 "The Basics of ' +
        'Loans", example "Calculating the Payment for a Loan", part 1: a car loan of $28,500 at ' +
        '3.99% for 5 years, monthly: "The monthly payment needed is $524.75" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-8-the-basics-of-loans); the book ' +
        'rounds a payment up to the next penny, so within 1 cent',
      inputs: { principal: '28500', rate: '3.99', months: '60' },
      expected: { emi: 524.75 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.8 (as above), the same example, part 2: a ' +
        'home loan of $136,700 at 5.75% for 15 years: "The monthly payment needed is $1,135.18" ' +
        '(rounded up to the next penny, so within 1 cent)',
      inputs: { principal: '136700', rate: '5.75', months: '180' },
      expected: { emi: 1135.18 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.8 (as above), example "Reading from an ' +
        'Amortization Table" (Figure 6.23): $10,000 at 4.75% for 20 years, a monthly payment of ' +
        '$64.62',
      inputs: { principal: '10000', rate: '4.75', months: '240' },
      expected: { emi: 64.62 },
      tolerance: 0.005,
    },
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
    {
      source:
        'Livemint, “Consider these factors before opting for home loan prepayment” (14 September 2021), Paisabazaar’s example: ₹50 lakh at 8% for 20 years, ₹6 lakh prepaid after 5 years with the tenure reduced saves “about Rs11.30 lakh” of interest (livemint.com/money/personal-finance/consider-these-factors-before-opting-for-home-loan-prepayment/amp-11631592244435.html)',
      inputs: {
        principal: '5000000',
        rate: '8',
        months: '240',
        prepayMonth: '60',
        prepayAmount: '600000',
      },
      expected: { interestSaved: 1130000 },
      tolerance: 500,
    },
    {
      source:
        'Livemint (as above): the tenure “would reduce by 41 months”, repaid in month 199 of 240',
      inputs: {
        principal: '5000000',
        rate: '8',
        months: '240',
        prepayMonth: '60',
        prepayAmount: '600000',
      },
      expected: { payoffMonth: 199 },
      tolerance: 0,
    },
    {
      source:
        'Livemint (as above), keeping the tenure: the EMI “would fall from ₹41,822 to ₹36,088”',
      inputs: {
        principal: '5000000',
        rate: '8',
        months: '240',
        prepayMonth: '60',
        prepayAmount: '600000',
        reduce: 'payment',
      },
      expected: { emi: 41822, finalEmi: 36088 },
      tolerance: 0.5,
    },
    {
      source: 'Livemint (as above), keeping the tenure: “a total interest savings of ₹4.32 lakh”',
      inputs: {
        principal: '5000000',
        rate: '8',
        months: '240',
        prepayMonth: '60',
        prepayAmount: '600000',
        reduce: 'payment',
      },
      expected: { interestSaved: 432000 },
      tolerance: 500,
    },
  ],
});
