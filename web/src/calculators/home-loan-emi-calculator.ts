import {
  annuityPaymentStep,
  instalmentsText,
  monthlyRateWorking,
  stepDigits,
} from './shared/loanSteps.ts';
import { createElement } from 'react';
import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type PanelProps, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  amortize,
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

export const record = {
  id: 136,
  name: 'Home Loan EMI Calculator',
  description:
    'Work out the EMI of a home loan from the property price and down payment, with the total interest, processing fee, yearly schedule, part-prepayments and the RBI loan-to-value limit.',
  category: 'finance',
  icon: 'home',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'loan-emi-calculator',
    'loan-prepayment-calculator',
    'mortgage-calculator',
    'amortization-calculator',
  ],
  group: 'Loans',
  keywords:
    'home loan housing loan emi ltv loan to value down payment margin processing fee sbi hdfc lic housing prepayment part payment flat apartment property',
} satisfies CalculatorRecord;

// An Indian home loan: the loan is the property value less the down payment (or the down
// payment the property value less the loan), repaid by EMIs on the one loan model
// (shared/amortize.ts), with part-prepayments as its payment events. The RBI's loan-to-value
// limits for individual housing loans (90% for loans up to ₹30 lakh, 80% above ₹30 lakh up to
// ₹75 lakh, 75% above ₹75 lakh) are shown as a check.

const rupees = (value: number) => formatMoney(value, 'INR');

const words: LoanWords = {
  instalment: 'EMI',
  term: 'tenure',
  maxAmount: 100_000_000_000,
  maxAmountText: '₹10,000 crore',
  maxMonths: 360,
};

/** The key under which the prepayments panel is given the tenure in months (not a field). */
const TERM = 'termMonths';

const LAKH = 100_000;

/** The RBI's LTV cap for a loan of `loan` rupees, as a fraction. */
export function ltvCap(loan: number): number {
  if (loan <= 30 * LAKH) return 0.9;
  if (loan <= 75 * LAKH) return 0.8;
  return 0.75;
}

/** The largest loan the LTV caps allow on a property of `value` rupees. */
export function maxLoan(value: number): number {
  const bands = [
    { cap: 0.9, from: 0, to: 30 * LAKH },
    { cap: 0.8, from: 30 * LAKH, to: 75 * LAKH },
    { cap: 0.75, from: 75 * LAKH, to: Infinity },
  ];
  let best = 0;
  for (const band of bands) {
    const allowed = Math.min(decimal(value).times(band.cap).toNumber(), band.to);
    if (allowed > band.from || band.from === 0) best = Math.max(best, allowed);
  }
  return roundToCents(best).toNumber();
}

const fields = {
  propertyValue: {
    kind: 'money',
    label: 'Property value',
    default: '6000000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    help: 'The price of the home as the bank values it, without stamp duty and registration.',
  },
  downPayment: {
    kind: 'money',
    label: 'Down payment',
    default: '1500000',
    min: 0,
    max: 100_000_000_000,
    messages: { required: 'Enter the down payment (0 if none)' },
  },
  loanAmount: {
    kind: 'money',
    label: 'Loan amount',
    default: '4500000',
    min: 1,
    max: 100_000_000_000,
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    default: '8.5',
    min: 0,
    max: 30,
    plausible: {
      min: 0,
      max: 20,
      note: 'Check the rate: home loan rates above 20% a year are very rare',
    },
  },
  years: {
    kind: 'integer',
    label: 'Loan tenure',
    unit: 'years',
    default: '20',
    min: 1,
    max: 30,
    noun: 'loan tenure in years',
    presets: { label: 'Common tenures', values: [10, 15, 20, 25, 30] },
    messages: {
      max: 'The tenure can be at most 30 years',
      invalid: 'Enter the tenure as a whole number of years',
    },
  },
  processingFee: {
    kind: 'percent',
    label: 'Processing fee (% of the loan)',
    default: '0.5',
    min: 0,
    max: 5,
    noun: 'processing fee',
    help: 'Charged once when the loan is sanctioned; add GST if your bank quotes it without.',
    messages: { required: 'Enter the processing fee (0 if none)' },
  },
  ...paymentEventFields(words),
} as const;

type HomeValues = Values<typeof fields>;

const termOf = (v: { years: number }) => v.years * 12;

/** The loan repaid by its EMI, without extra payments. */
const planOf = rememberLast((v: { loanAmount: number; rate: number; years: number }): Schedule => {
  const term = termOf(v);
  return amortize({
    principal: v.loanAmount,
    rate: v.rate,
    payment: roundedPayment(v.loanAmount, v.rate, term),
    term,
  })!;
});

/** The loan as repaid with its extra payments (the plain plan when there are none). */
const repaidOf = rememberLast((v: HomeValues): Schedule => {
  const events = eventsOf(v, words);
  if (!hasEvents(events)) return planOf(v);
  const term = termOf(v);
  return amortize({
    principal: v.loanAmount,
    rate: v.rate,
    payment: roundedPayment(v.loanAmount, v.rate, term),
    term,
    events,
  })!;
});

/** The prepayments panel, told the tenure in months. */
async function loadPanel() {
  const module = await import('./shared/PrepaymentsPanel.tsx');
  const Inner = module.prepaymentsPanel(words, TERM, 'INR');
  function HomeLoanPrepayments(props: PanelProps) {
    const values = props.values
      ? { ...props.values, [TERM]: Number(props.values.years) * 12 }
      : null;
    return createElement(Inner, {
      ...props,
      values,
      texts: { ...props.texts, [TERM]: String(Number(props.texts.years) * 12) },
    });
  }
  return { default: HomeLoanPrepayments };
}

export default defineCalculator({
  slug: 'home-loan-emi-calculator',
  currency: 'INR',
  fields,
  validate: (v) => prepaymentErrors(v, words, termOf(v)),
  solve: {
    unknowns: ['loanAmount', 'downPayment'],
    residual: (v) => v.propertyValue - v.downPayment - v.loanAmount,
    closedForms: {
      loanAmount: (v) => v.propertyValue - v.downPayment,
      downPayment: (v) => v.propertyValue - v.loanAmount,
    },
  },
  outputs: {
    emi: { label: 'Monthly EMI', format: 'money', emphasis: true },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayment: { label: 'Total payment', format: 'money' },
    fee: { label: 'Processing fee', format: 'money' },
    ltv: { label: 'Loan-to-value ratio', format: 'percent' },
    ltvCap: { label: 'RBI limit for this loan', format: 'percent' },
    maxLoan: { label: 'Largest loan within the RBI limit', format: 'money' },
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
      fee: roundToCents(decimal(v.loanAmount).times(v.processingFee).div(100)).toNumber(),
      ltv: (v.loanAmount / v.propertyValue) * 100,
      ltvCap: ltvCap(v.loanAmount) * 100,
      maxLoan: maxLoan(v.propertyValue),
      interestSaved: savings(plan, repaid).interest,
      payoffMonth: repaid.count,
      finalEmi: repaid.finalPayment,
    };
  },
  facts: (_v, r) => [
    {
      label: 'RBI loan-to-value check',
      text:
        r.ltv <= r.ltvCap + 1e-9
          ? `Within the limit: ${formatNumber(r.ltv, 2)}% of the property, at most ${formatPlain(r.ltvCap)}% for this loan.`
          : `Above the limit: ${formatNumber(r.ltv, 2)}% of the property, but at most ${formatPlain(r.ltvCap)}% for this loan; a bank would lend at most ${rupees(r.maxLoan)}.`,
    },
  ],
  summary(v, r) {
    const plan = planOf(v);
    const plain =
      `${instalmentsText(plan, rupees)} ${plan.count === 1 ? 'repays' : 'repay'} a loan of ${rupees(v.loanAmount)} ` +
      `with ${rupees(plan.totalInterest)} of interest; with the ${rupees(r.fee)} processing fee ` +
      `the loan costs ${rupees(decimal(plan.totalInterest).plus(r.fee).toNumber())}.`;
    const events = eventsOf(v, words);
    if (!hasEvents(events)) return plain;
    return [plain, eventsSummary(plan, repaidOf(v), events, rupees, words)];
  },
  steps(v, r) {
    const rate = v.rate / 1200;
    const n = termOf(v);
    const plan = planOf(v);
    const events = eventsOf(v, words);
    return [
      `Loan = property value − down payment = ${rupees(v.propertyValue)} − ${rupees(v.downPayment)} = ${rupees(v.loanAmount)}`,
      `Loan-to-value = ${rupees(v.loanAmount)} ÷ ${rupees(v.propertyValue)} = ${formatNumber(r.ltv, 2)}% (RBI limit ${formatPlain(r.ltvCap)}% for this loan)`,
      `Monthly rate r = ${monthlyRateWorking(v.rate, stepDigits(v.loanAmount))}; months n = ${formatPlain(v.years)} × 12 = ${formatPlain(n)}`,
      rate === 0
        ? `EMI = P ÷ n = ${rupees(v.loanAmount)} ÷ ${formatPlain(n)} ≈ ${rupees(r.emi)}`
        : annuityPaymentStep(
            'EMI',
            { amount: v.loanAmount, text: rupees(v.loanAmount) },
            v.rate,
            n,
            rupees(r.emi),
          ),
      `Each month: interest = balance × r, rounded to the paisa; the last EMI clears the balance: interest ${rupees(plan.totalInterest)}`,
      ...(hasEvents(events) ? eventSteps(plan, repaidOf(v), events, rupees, words) : []),
      `Processing fee = ${rupees(v.loanAmount)} × ${formatPlain(v.processingFee)}% = ${rupees(r.fee)}`,
    ];
  },
  table: {
    caption: 'Repayment schedule, year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'principalPaid', label: 'Principal paid', format: 'money' },
      { id: 'interestPaid', label: 'Interest paid', format: 'money' },
      { id: 'extraPaid', label: 'Prepayments', format: 'money' },
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
  panel: { load: loadPanel, where: 'form' },
  about: [
    'EMI = P × r ÷ (1 − (1 + r)^−n): P is the loan (the property value less the down payment), r the yearly rate ÷ 12 ÷ 100 and n the tenure in months. Interest is charged each month on the balance still owed, the reducing-balance method Indian banks use for home loans. The EMI is rounded half-up to the paisa; each month’s interest is the balance × r, rounded half-up to the paisa, and the last EMI clears the balance. Total interest and total payment are the sums of that schedule.',
    'The loan-to-value (LTV) check uses the RBI’s limits for individual housing loans (circular DBR.BP.BC.No.44/08.12.015/2015-16 of 8 October 2015, kept by RBI/2016-17/317 of 7 June 2017 and the Master Circular – Housing Finance): a loan up to ₹30 lakh may be at most 90% of the property’s value, one above ₹30 lakh up to ₹75 lakh at most 80%, and one above ₹75 lakh at most 75%. The limit goes by the size of the loan. Banks value the property without stamp duty and registration (for homes up to ₹10 lakh they may include them), and may lend less than the limit.',
    'The processing fee is the percentage you enter times the loan, rounded to the paisa; it is shown beside the interest, not added to the loan. Part-prepayments, paid with the EMI of their month and straight off the balance, reduce the tenure (the same EMI) or the EMI (worked out again over the months left). Under RBI directions, floating-rate home loans to individuals carry no prepayment charge. Tax benefits on interest and principal are not included.',
  ],
  faq: [
    {
      question: 'How much down payment do I need?',
      answer:
        'At least 10% of the property value for a loan up to ₹30 lakh, 20% for a loan up to ₹75 lakh and 25% above that, under the RBI’s loan-to-value limits, plus stamp duty and registration, which banks do not finance.',
    },
    {
      question: 'Does a longer tenure lower the cost?',
      answer:
        'No. ₹22 lakh at 7.5% costs an EMI of ₹17,723 and ₹20.5 lakh of interest over 20 years, but ₹15,383 and ₹33.4 lakh of interest over 30 years.',
    },
    {
      question: 'Should I prepay to cut the tenure or the EMI?',
      answer:
        'Cutting the tenure saves more interest; cutting the EMI frees money each month. Add the prepayment under the form and switch between the two to see the difference.',
    },
    {
      question: 'Why does my bank’s EMI differ slightly?',
      answer:
        'Banks may round the EMI up to the rupee, charge pre-EMI interest before the loan is fully paid out, or add insurance to the loan. This page shows the EMI of the formula, to the paisa.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.3 “Loan Amortization”, the 20-year home mortgage (openstax.org/books/principles-finance/pages/8-3-loan-amortization; text at github.com/openstax/osbooks-principles-finance, modules/m00054): a $200,000 home with $60,000 paid down and $140,000 financed at 3.6% over 20 years, “Your monthly mortgage payment is $819.16”',
      inputs: {
        propertyValue: '200000',
        downPayment: '60000',
        rate: '3.6',
        years: '20',
      },
      expected: { emi: 819.16 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.8 “The Basics of Loans”, example “Calculating the Payment for a Loan” (openstax.org/books/contemporary-mathematics/pages/6-8-the-basics-of-loans; text at github.com/openstax/osbooks-contemporary-mathematics, modules/m00064): a home loan of $136,700 at 5.75% for 15 years, “The monthly payment needed is $1,135.18” (the book rounds payments up to the next cent, so within 1 cent)',
      inputs: {
        propertyValue: '136700',
        downPayment: '0',
        rate: '5.75',
        years: '15',
      },
      expected: { emi: 1135.18 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.12 “Renting and Homeownership”, example “30-Year Mortgage at 4.8% Interest” (openstax.org/books/contemporary-mathematics/pages/6-12-renting-and-homeownership; modules/m00068 of the repository above): Evan’s 30-year mortgage of $132,650 at 4.8%, “His mortgage payment is $695.97” (rounded up to the next cent, so within 1 cent)',
      inputs: {
        propertyValue: '132650',
        downPayment: '0',
        rate: '4.8',
        years: '30',
      },
      expected: { emi: 695.97 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 6.12 (as above), example “Amortization Table for a 30-Year, $165,900 Mortgage”: at 5.61% “the payments are $953.44 per month”',
      inputs: {
        propertyValue: '165900',
        downPayment: '0',
        rate: '5.61',
        years: '30',
      },
      expected: { emi: 953.44 },
      tolerance: 0.005,
    },
    {
      source:
        'Patrika, “SBI home loan EMI calculator and interest rate: what should be your salary to get Rs 22 lakh” (patrika.com/business-news/sbi-home-loan-emi-calculator-and-interest-rate-what-should-be-your-salary-to-get-rs-22-lakh-19986291): ₹22 lakh at 7.50% over 20 years, an EMI of ₹17,723 and ₹20,53,532 of interest (interest within ₹1)',
      inputs: {
        propertyValue: '2750000',
        downPayment: '550000',
        rate: '7.5',
        years: '20',
      },
      expected: { emi: 17723, totalInterest: 2053532 },
      tolerance: 1,
    },
    {
      source:
        'RBI circular DBR.BP.BC.No.44/08.12.015/2015-16 (8 October 2015) and RBI/2016-17/317, DBR.BP.BC.No.72/08.12.015/2016-17 (7 June 2017), LTV ratio for individual housing loans above ₹30 lakh and up to ₹75 lakh: 80% (rbi.org.in); on a ₹60 lakh home, at most ₹48 lakh',
      inputs: { propertyValue: '6000000', downPayment: '1500000' },
      expected: { ltvCap: 80, maxLoan: 4800000 },
      tolerance: 0,
    },
    {
      source:
        'RBI circulars (as above), loans up to ₹30 lakh: LTV up to 90%; on a ₹25 lakh home, at most ₹22.5 lakh',
      inputs: { propertyValue: '2500000', downPayment: '250000' },
      expected: { ltvCap: 90, maxLoan: 2250000, ltv: 90 },
      tolerance: 0,
    },
  ],
});
