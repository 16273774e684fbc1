import {
  annuityPaymentStep,
  instalmentsText,
  monthlyRateWorking,
  stepDigits,
} from './shared/loanSteps.ts';
import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  amortize,
  inYears,
  roundedPayment,
  savings,
  type PaymentEvents,
  type Prepayment,
  type Schedule,
} from './shared/amortize.ts';
import { plusMonthsField, type LoanWords } from './shared/paymentEvents.ts';
import { eventSteps, eventsSummary } from './shared/paymentEventTexts.ts';

export const record = {
  id: 137,
  name: 'Loan Prepayment Calculator',
  description:
    'See how much interest a part-prepayment saves and how many months sooner your loan ends, with the choice of a shorter tenure or a lower EMI.',
  category: 'finance',
  icon: 'piggy-bank',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'loan-emi-calculator',
    'home-loan-emi-calculator',
    'amortization-calculator',
    'refinance-calculator',
    'debt-payoff-calculator',
  ],
  group: 'Loans',
  keywords:
    'prepayment part payment part-prepayment foreclosure prepay early repayment extra payment lump sum reduce emi reduce tenure interest saved home loan personal loan',
} satisfies CalculatorRecord;

// A loan repaid by EMIs (the one loan model, shared/amortize.ts: the EMI rounded half-up to the
// paisa, each month's interest rounded half-up to the paisa, the last EMI clearing the balance),
// with a prepayment: a lump sum paid with one month's EMI, or an extra amount with every EMI from
// a month on. Each goes straight off the balance, as amortize's payment events; the tenure is
// reduced (the same EMI) or the EMI is (worked out again over the months left). The saving is
// the interest of the plain schedule less that of the one with the prepayment.

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
    default: '3000000',
    min: 0,
    minExclusive: true,
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
  years: {
    kind: 'integer',
    label: 'Loan tenure',
    unit: 'years',
    default: '20',
    min: 0,
    max: 40,
    noun: 'loan tenure in years',
    presets: { label: 'Common tenures', values: [5, 10, 15, 20, 25, 30] },
    messages: {
      max: 'The tenure can be at most 40 years',
      invalid: 'Enter the years as a whole number; add months in the next box',
    },
  },
  months: plusMonthsField,
  prepayType: {
    kind: 'choice',
    label: 'Prepayment',
    default: 'once',
    display: 'radio',
    options: [
      { value: 'once', label: 'A lump sum, once' },
      { value: 'monthly', label: 'An extra amount every month' },
    ],
  },
  prepayment: {
    kind: 'money',
    label: 'Prepayment amount',
    default: '300000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    messages: { min: 'The prepayment must be more than 0' },
  },
  prepayMonth: {
    kind: 'integer',
    label: 'Paid with EMI number',
    default: '13',
    min: 1,
    max: 480,
    noun: 'month of the prepayment',
    help: 'The month of the lump sum, or of the first extra payment: 1 is the first EMI, 13 the first EMI of year 2.',
    messages: {
      min: 'The month must be 1 (the first EMI) or later',
      invalid: 'Enter the month as a whole number',
    },
  },
  reduce: {
    kind: 'choice',
    label: 'The prepayment reduces',
    default: 'term',
    display: 'radio',
    options: [
      { value: 'term', label: 'The tenure: the same EMI, repaid sooner' },
      { value: 'payment', label: 'The EMI: a lower one, the same tenure' },
    ],
  },
} as const;

type LoanValues = { principal: number; rate: number; years: number; months: number };

const termOf = (v: { years: number; months: number }) => v.years * 12 + v.months;

/** The loan without the prepayment. */
const planOf = rememberLast((v: LoanValues): Schedule => {
  const term = termOf(v);
  return amortize({
    principal: v.principal,
    rate: v.rate,
    payment: roundedPayment(v.principal, v.rate, term),
    term,
  })!;
});

/** The prepayment as payment events: one lump sum, or the amount with every EMI from its month. */
function eventsOf(
  v: LoanValues & {
    prepayType: 'once' | 'monthly';
    prepayment: number;
    prepayMonth: number;
    reduce: 'term' | 'payment';
  },
): PaymentEvents {
  const term = termOf(v);
  const prepayments: Prepayment[] =
    v.prepayType === 'once'
      ? [{ month: v.prepayMonth, amount: v.prepayment }]
      : Array.from({ length: term - v.prepayMonth + 1 }, (_, index) => ({
          month: v.prepayMonth + index,
          amount: v.prepayment,
        }));
  return { prepayments, reduce: v.reduce };
}

/** The loan with the prepayment. */
const repaidOf = rememberLast((v: Parameters<typeof eventsOf>[0]): Schedule => {
  const term = termOf(v);
  return amortize({
    principal: v.principal,
    rate: v.rate,
    payment: roundedPayment(v.principal, v.rate, term),
    term,
    events: eventsOf(v),
  })!;
});

export default defineCalculator({
  slug: 'loan-prepayment-calculator',
  currency: 'INR',
  fields,
  validate(v) {
    const term = termOf(v);
    if (term < 1) return { years: 'The tenure must be at least 1 month' };
    if (term > 480) return { months: 'The tenure can be at most 40 years' };
    if (v.prepayMonth > term) {
      return {
        prepayMonth: `The month must be within the tenure: at most ${formatPlain(term)}`,
      };
    }
    return {};
  },
  outputs: {
    interestSaved: { label: 'Interest saved', format: 'money', emphasis: true },
    monthsSaved: {
      label: 'Months saved',
      format: 'integer',
      emphasis: true,
      caption: (months) => (months > 0 ? `${inYears(months)} sooner` : null),
    },
    emi: { label: 'EMI without the prepayment', format: 'money' },
    finalEmi: { label: 'EMI after the prepayment', format: 'money' },
    payoffMonth: { label: 'Loan repaid in month', format: 'integer' },
    interestBefore: { label: 'Interest without the prepayment', format: 'money' },
    interestAfter: { label: 'Interest with the prepayment', format: 'money' },
  },
  hiddenOutputs: (v) => (v.reduce === 'payment' ? [] : ['finalEmi']),
  compute(v) {
    const plan = planOf(v);
    const repaid = repaidOf(v);
    const saved = savings(plan, repaid);
    return {
      interestSaved: saved.interest,
      monthsSaved: saved.months,
      emi: plan.payment,
      finalEmi: repaid.finalPayment,
      payoffMonth: repaid.count,
      interestBefore: plan.totalInterest,
      interestAfter: repaid.totalInterest,
    };
  },
  summary(v) {
    const plan = planOf(v);
    return [
      `Without the prepayment, ${instalmentsText(plan, rupees)} ${plan.count === 1 ? 'repays' : 'repay'} ` +
        `${rupees(v.principal)} with ${rupees(plan.totalInterest)} of interest.`,
      eventsSummary(plan, repaidOf(v), eventsOf(v), rupees, words),
    ];
  },
  steps(v, r) {
    const term = termOf(v);
    const plan = planOf(v);
    const rate = v.rate / 1200;
    return [
      `Months n = ${formatPlain(v.years)} × 12 + ${formatPlain(v.months)} = ${formatPlain(term)}; monthly rate r = ${monthlyRateWorking(v.rate, stepDigits(v.principal))}`,
      rate === 0
        ? `EMI = P ÷ n = ${rupees(v.principal)} ÷ ${formatPlain(term)} ≈ ${rupees(r.emi)}`
        : annuityPaymentStep(
            'EMI',
            { amount: v.principal, text: rupees(v.principal) },
            v.rate,
            term,
            rupees(r.emi),
          ),
      `Each month: interest = balance × r, rounded to the paisa; without the prepayment the interest adds up to ${rupees(plan.totalInterest)}`,
      ...eventSteps(plan, repaidOf(v), eventsOf(v), rupees, words),
    ];
  },
  table: {
    caption: 'Balance year by year, without and with the prepayment',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'balanceBefore', label: 'Balance without', format: 'money' },
      { id: 'interestAfter', label: 'Interest paid with', format: 'money' },
      { id: 'prepaid', label: 'Prepaid', format: 'money' },
      { id: 'balanceAfter', label: 'Balance with', format: 'money' },
    ],
    rows: (v) => {
      const plan = planOf(v).years;
      const repaid = repaidOf(v).years;
      return plan.map((year, index) => ({
        year: year.year,
        balanceBefore: year.balance,
        interestAfter: repaid[index]?.interestPaid ?? 0,
        prepaid: repaid[index]?.extraPaid ?? 0,
        balanceAfter: repaid[index]?.balance ?? 0,
      }));
    },
  },
  about: [
    'The EMI is P × r ÷ (1 − (1 + r)^−n): P the loan, r the yearly rate ÷ 12 ÷ 100, n the tenure in months, rounded half-up to the paisa. Each month’s interest is the balance × r, rounded half-up to the paisa; the rest of the EMI repays the loan, and the last EMI clears what is left. This is the reducing-balance method Indian banks use for EMI loans.',
    'A prepayment is paid with the EMI of its month and goes straight off the balance: a lump sum once, or the same extra amount with every EMI from that month on. With “reduce the tenure” (the banks’ usual default) the EMI stays the same and the loan ends sooner. With “reduce the EMI” the EMI is worked out again by the formula after each prepayment, for the balance over the months left of the tenure, and the tenure stays. Interest saved = the interest of the loan without the prepayment − the interest with it.',
    'Prepayment charges are not included. Under RBI rules, banks and other lenders may not charge them on floating-rate loans to individuals for purposes other than business, nor, by the Reserve Bank of India (Pre-payment Charges on Loans) Directions, 2025, on floating-rate business loans to individuals and micro and small enterprises sanctioned or renewed from 1 January 2026 (at some lenders, those up to ₹50 lakh). Fixed-rate loans may carry them, so check your loan agreement and its Key Facts Statement.',
  ],
  faq: [
    {
      question: 'Should I reduce the tenure or the EMI?',
      answer:
        'Reducing the tenure saves more interest, because the balance falls faster with the same EMI. Reducing the EMI saves less but frees money every month. On ₹50 lakh at 8% over 20 years, ₹6 lakh prepaid in month 60 saves about ₹11.3 lakh with a shorter tenure and about ₹4.3 lakh with a lower EMI.',
    },
    {
      question: 'When is a prepayment worth most?',
      answer:
        'Early in the loan, when the balance and so the interest on it is largest. The same amount prepaid in the last years saves far less.',
    },
    {
      question: 'Is it better to prepay or to invest the money?',
      answer:
        'A prepayment earns exactly the loan’s interest rate, without risk. Investing pays off only if the return after tax is safely higher than that rate.',
    },
    {
      question: 'Will my bank charge a prepayment penalty?',
      answer:
        'Not on a floating-rate loan to an individual for a non-business purpose, under RBI rules; and, for loans sanctioned or renewed from 1 January 2026, not on a floating-rate business loan to an individual or a micro or small enterprise either (at some lenders, such as small finance banks and regional rural banks, only on those up to ₹50 lakh). Fixed-rate loans may carry a charge of a few per cent of the amount prepaid; the sanction letter and Key Facts Statement must say it.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.3 “Loan Amortization” (openstax.org/books/principles-finance/pages/8-3-loan-amortization; text at github.com/openstax/osbooks-principles-finance, modules/m00054): a three-year, 6% auto loan of $32,000, “it’s approximately $973.50 per month”',
      inputs: { principal: '32000', rate: '6', years: '3' },
      expected: { emi: 973.5 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.8 “The Basics of Loans”, example “Calculating the Payment for a Loan” (openstax.org/books/contemporary-mathematics/pages/6-8-the-basics-of-loans; text at github.com/openstax/osbooks-contemporary-mathematics, modules/m00064): a car loan of $28,500 at 3.99% for 5 years, “The monthly payment needed is $524.75” (the book rounds payments up to the next cent, so within 1 cent)',
      inputs: { principal: '28500', rate: '3.99', years: '5' },
      expected: { emi: 524.75 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.3 “Loan Amortization” (as above): a $200,000 home with $60,000 down, $140,000 over 20 years at 3.6%, “Your monthly mortgage payment is $819.16”',
      inputs: { principal: '140000', rate: '3.6', years: '20' },
      expected: { emi: 819.16 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.8 (as above), the same example, part 2: a home loan of $136,700 at 5.75% for 15 years, “The monthly payment needed is $1,135.18” (rounded up to the next cent, so within 1 cent)',
      inputs: { principal: '136700', rate: '5.75', years: '15' },
      expected: { emi: 1135.18 },
      tolerance: 0.01,
    },
    {
      source:
        'Livemint, “Consider these factors before opting for home loan prepayment” (14 September 2021), Paisabazaar’s example: ₹50 lakh at 8% for 20 years, ₹6 lakh prepaid after 5 years with the tenure reduced saves “about Rs11.30 lakh” of interest and the tenure “would reduce by 41 months” (livemint.com/money/personal-finance/consider-these-factors-before-opting-for-home-loan-prepayment/amp-11631592244435.html)',
      inputs: {
        principal: '5000000',
        rate: '8',
        years: '20',
        prepayType: 'once',
        prepayment: '600000',
        prepayMonth: '60',
        reduce: 'term',
      },
      expected: { interestSaved: 1130000 },
      tolerance: 500,
    },
    {
      source: 'Livemint (as above): the tenure “would reduce by 41 months”',
      inputs: {
        principal: '5000000',
        rate: '8',
        years: '20',
        prepayType: 'once',
        prepayment: '600000',
        prepayMonth: '60',
        reduce: 'term',
      },
      expected: { monthsSaved: 41 },
      tolerance: 0,
    },
    {
      source:
        'Livemint (as above), keeping the tenure: the EMI “would fall from ₹41,822 to ₹36,088”',
      inputs: {
        principal: '5000000',
        rate: '8',
        years: '20',
        prepayType: 'once',
        prepayment: '600000',
        prepayMonth: '60',
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
        years: '20',
        prepayType: 'once',
        prepayment: '600000',
        prepayMonth: '60',
        reduce: 'payment',
      },
      expected: { interestSaved: 432000 },
      tolerance: 500,
    },
    {
      source:
        'emi.me, “How Prepayment / Part-Payment Reduces Your EMI” (updated 24 June 2026): ₹30 lakh at 8.5% for 240 months has about ₹32,48,327 of interest (emi.me/learn/how-prepayment-reduces-emi/)',
      inputs: { principal: '3000000', rate: '8.5', years: '20', prepayMonth: '13' },
      expected: { interestBefore: 3248327 },
      tolerance: 2,
    },
    {
      source:
        'emi.me (as above): a ₹3,00,000 part-payment in month 13 with the tenure reduced saves “roughly ₹9.5 lakh” (to the nearest ₹0.1 lakh)',
      inputs: {
        principal: '3000000',
        rate: '8.5',
        years: '20',
        prepayType: 'once',
        prepayment: '300000',
        prepayMonth: '13',
      },
      expected: { interestSaved: 950000 },
      tolerance: 5000,
    },
    {
      source: 'emi.me (as above): the loan closes in 192 months, 48 months early',
      inputs: {
        principal: '3000000',
        rate: '8.5',
        years: '20',
        prepayType: 'once',
        prepayment: '300000',
        prepayMonth: '13',
      },
      expected: { payoffMonth: 192, monthsSaved: 48 },
      tolerance: 0,
    },
  ],
});
