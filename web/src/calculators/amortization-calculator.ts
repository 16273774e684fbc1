import {
  annuityPaymentStep,
  monthlyRateText,
  monthlyRateWorking,
  stepDigits,
} from './shared/loanSteps.ts';
import { createElement } from 'react';
import { parseYearMonth } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { formatMonth, paymentMonth } from '../domain/mortgage.ts';
import { currencyField } from '../engine/currencies.ts';
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
  plusMonthsField,
} from './shared/paymentEvents.ts';
import { eventSteps, eventsSummary } from './shared/paymentEventTexts.ts';

export const record = {
  id: 100,
  name: 'Amortization Calculator',
  description:
    'See how a loan is repaid: the monthly payment, a month-by-month and year-by-year amortization schedule, the total interest and the payoff date, with extra payments.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'loan-emi-calculator',
    'mortgage-calculator',
    'apr-calculator',
    'finance-calculator',
    'loan-prepayment-calculator',
  ],
  group: 'Loans',
  keywords:
    'amortization amortisation schedule table loan repayment principal interest payoff date extra payments prepayment pmt ipmt ppmt',
} satisfies CalculatorRecord;

// An amortization schedule: a loan repaid by equal monthly payments, the payment by the annuity
// formula (Excel's and OpenFormula's PMT, ISO/IEC 26300-2), P × r ÷ (1 − (1 + r)^−n) with
// r = the annual rate ÷ 12 ÷ 100 (P ÷ n at 0 %). Each month's interest is IPMT, balance × r, and
// the rest of the payment, PPMT, repays principal. The schedule is the loans' one model,
// shared/amortize.ts: the payment rounded half-up to the cent, each month's interest rounded
// half-up to the cent, the last payment clearing the balance, and the totals the schedule's sums.
// Extra payments (every month, every year, one-time prepayments) are its payment events, as on
// the loan EMI and car loan calculators.

const words: LoanWords = {
  instalment: 'payment',
  term: 'term',
  maxAmount: 1e12,
  maxAmountText: '1,000,000,000,000',
  maxMonths: 600,
};

/** The key under which the prepayments panel is given the term in months (not a field). */
const TERM = 'termMonths';

const fields = {
  currency: currencyField,
  principal: {
    kind: 'money',
    label: 'Loan amount',
    default: '200000',
    min: 0,
    minExclusive: true,
    max: 1e12,
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    default: '6',
    min: 0,
    max: 100,
    plausible: {
      min: 0,
      max: 36,
      note: 'Check the rate: loan rates above 36% a year are very rare',
    },
  },
  years: {
    kind: 'integer',
    label: 'Loan term',
    unit: 'years',
    default: '30',
    min: 0,
    max: 50,
    noun: 'loan term in years',
    presets: { label: 'Common terms', values: [5, 10, 15, 20, 30] },
    messages: {
      max: 'The loan term can be at most 50 years',
      invalid: 'Enter the years as a whole number; add months in the next box',
    },
  },
  months: plusMonthsField,
  ...paymentEventFields(words),
  start: {
    kind: 'month',
    label: 'First payment month',
    default: '',
    help: 'The month of your first payment: it dates the schedule and the payoff.',
    invalid: 'Enter the month as YYYY-MM, for example 2026-12.',
  },
} as const;

type AmortizationValues = Values<typeof fields>;

/** The term in months: years × 12 + months. */
const termOf = (v: { years: number; months: number }) => v.years * 12 + v.months;

/** The loan repaid by its monthly payment, without extra payments. */
const planOf = rememberLast(
  (v: { principal: number; rate: number; years: number; months: number }): Schedule => {
    const term = termOf(v);
    return amortize({
      principal: v.principal,
      rate: v.rate,
      payment: roundedPayment(v.principal, v.rate, term),
      term,
    })!;
  },
);

/** The loan as repaid with its extra payments (the plain plan when there are none). */
const repaidOf = rememberLast((v: AmortizationValues): Schedule => {
  const events = eventsOf(v, words);
  if (!hasEvents(events)) return planOf(v);
  const term = termOf(v);
  return amortize({
    principal: v.principal,
    rate: v.rate,
    payment: roundedPayment(v.principal, v.rate, term),
    term,
    events,
  })!;
});

/** 'March 2057': the month of payment `count`, counted from the first payment month. */
function monthOfPayment(v: AmortizationValues, count: number): string {
  return formatMonth(paymentMonth(parseYearMonth(v.start)!, count), 'long');
}

/** A number of payments: '1 payment', '360 payments'. */
const paymentsText = (count: number) => `${formatPlain(count)} payment${count === 1 ? '' : 's'}`;

/** The prepayments panel of the loan calculators, told the term in months. */
async function loadPanel() {
  const module = await import('./shared/PrepaymentsPanel.tsx');
  const Inner = module.prepaymentsPanel(words, TERM, 'USD');
  function AmortizationPrepayments(props: PanelProps) {
    const typed = Number(props.texts.years) * 12 + Number(props.texts.months || 0);
    const values = props.values
      ? {
          ...props.values,
          [TERM]: Number(props.values.years) * 12 + Number(props.values.months),
        }
      : null;
    return createElement(Inner, {
      ...props,
      values,
      texts: { ...props.texts, [TERM]: String(typed) },
    });
  }
  return { default: AmortizationPrepayments };
}

export default defineCalculator({
  slug: 'amortization-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    const term = termOf(v);
    if (term < 1) return { years: 'The loan term must be at least 1 month' };
    if (term > 600) return { months: 'The loan term can be at most 50 years' };
    return prepaymentErrors(v, words, term);
  },
  outputs: {
    payment: { label: 'Monthly payment', format: 'money', emphasis: true },
    totalInterest: { label: 'Total interest', format: 'money', emphasis: true },
    totalPayments: {
      label: (v) =>
        hasEvents(eventsOf(v, words))
          ? 'Total paid, extra payments included'
          : `Total of ${paymentsText(termOf(v))}`,
      format: 'money',
    },
    lastPayment: { label: 'Last payment', format: 'money' },
    firstInterest: { label: 'Interest in payment 1', format: 'money' },
    firstPrincipal: { label: 'Principal in payment 1', format: 'money' },
    interestSaved: { label: 'Interest saved', format: 'money' },
    payoffMonth: {
      label: 'Repaid with payment',
      format: 'integer',
      caption: (month) => `after ${inYears(month)} of payments`,
    },
    finalPayment: { label: 'Payment after extra payments', format: 'money' },
  },
  hiddenOutputs: (v) =>
    hiddenEventOutputs(v, words, ['interestSaved', 'payoffMonth', 'finalPayment']),
  compute(v) {
    const plan = planOf(v);
    const repaid = repaidOf(v);
    const first = plan.months[0]!;
    return {
      payment: plan.payment,
      totalInterest: repaid.totalInterest,
      totalPayments: repaid.totalPaid,
      lastPayment: repaid.lastPayment,
      firstInterest: first.interest,
      firstPrincipal: first.principal,
      interestSaved: savings(plan, repaid).interest,
      payoffMonth: repaid.count,
      finalPayment: repaid.finalPayment,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const plan = planOf(v);
    const plain =
      `${paymentsText(plan.count)} of ${money(r.payment)}` +
      (plan.count > 1 ? `, the last ${money(plan.lastPayment)},` : '') +
      ` ${plan.count === 1 ? 'repays' : 'repay'} ${money(v.principal)} at ${formatPlain(v.rate)}% with ` +
      `${money(plan.totalInterest)} of interest, paid off in ${monthOfPayment(v, plan.count)}.`;
    const events = eventsOf(v, words);
    if (!hasEvents(events)) return plain;
    const repaid = repaidOf(v);
    return [
      `Without extra payments, ${plain}`,
      `${eventsSummary(plan, repaid, events, money, words)} Paid off in ${monthOfPayment(v, repaid.count)}.`,
    ];
  },
  facts(v) {
    const repaid = repaidOf(v);
    return [
      { label: 'First payment', text: monthOfPayment(v, 1) },
      { label: 'Payoff date', text: monthOfPayment(v, repaid.count) },
    ];
  },
  breakdown: (v, r) => [
    { label: 'Principal', value: v.principal, palette: 'blue' },
    { label: 'Interest', value: r.totalInterest, palette: 'orange' },
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const n = termOf(v);
    const monthly = v.rate / 1200;
    const rText = monthlyRateText(v.rate, stepDigits(v.principal));
    const plan = planOf(v);
    const first = plan.months[0]!;
    const events = eventsOf(v, words);
    const repaid = repaidOf(v);
    return [
      `Payments n = ${formatPlain(v.years)} × 12 + ${formatPlain(v.months)} = ${formatPlain(n)}; monthly rate r = ${monthlyRateWorking(v.rate, stepDigits(v.principal))}`,
      monthly === 0
        ? `Payment (PMT) = P ÷ n = ${money(v.principal)} ÷ ${formatPlain(n)} ≈ ${money(r.payment)}`
        : annuityPaymentStep(
            'Payment (PMT)',
            { amount: v.principal, text: money(v.principal) },
            v.rate,
            n,
            money(r.payment),
          ),
      `Payment 1: interest (IPMT) = ${money(v.principal)} × ${rText} ≈ ${money(first.interest)}; principal (PPMT) = ${money(first.payment)} − ${money(first.interest)} = ${money(first.principal)}; balance ${money(first.balance)}`,
      `Each month: interest = balance × r, rounded half-up to the cent; the rest of the payment repays principal, and the last payment, ${money(plan.lastPayment)}, clears the balance`,
      ...(hasEvents(events)
        ? eventSteps(plan, repaid, events, money, words)
        : [
            plan.count === 1
              ? `Total of payments = one payment = ${money(r.totalPayments)}`
              : `Total of payments = ${formatPlain(plan.count - 1)} × ${money(r.payment)} + the last ${money(plan.lastPayment)} = ${money(r.totalPayments)}`,
          ]),
      `Total interest = the interest of every month = ${money(r.totalPayments)} − ${money(v.principal)} = ${money(r.totalInterest)}`,
      `Payoff: payment ${formatPlain(repaid.count)}, counted from ${monthOfPayment(v, 1)}, falls in ${monthOfPayment(v, repaid.count)}`,
    ];
  },
  schedule: {
    title: 'Amortization schedule',
    build(v) {
      const repaid = repaidOf(v);
      const withExtra = hasEvents(eventsOf(v, words));
      const start = parseYearMonth(v.start)!;
      const from = formatMonth(start, 'long');
      const minus = (a: number, b: number) => decimal(a).minus(b).toNumber();
      const row = (payment: number, extra: number, principal: number, interest: number) =>
        withExtra ? [payment, extra, principal, interest] : [payment, principal, interest];
      return {
        note: withExtra
          ? 'Extra payments are shown in their own column and go straight off the balance.'
          : undefined,
        columns: withExtra
          ? ['Payment', 'Extra payments', 'Principal', 'Interest', 'Balance']
          : ['Payment', 'Principal', 'Interest', 'Balance'],
        annualCaption: `By loan year: ${repaid.years.length} ${repaid.years.length === 1 ? 'year' : 'years'} from ${from}`,
        monthlyCaption: `By month: ${paymentsText(repaid.count)} from ${from}`,
        years: repaid.years.map((year) => {
          const firstMonth = (year.year - 1) * 12 + 1;
          const months = repaid.months.slice(firstMonth - 1, year.year * 12);
          const firstLabel = formatMonth(paymentMonth(start, firstMonth));
          const lastLabel = formatMonth(paymentMonth(start, months.at(-1)!.month));
          return {
            label: `Year ${year.year}`,
            range: firstLabel === lastLabel ? firstLabel : `${firstLabel} – ${lastLabel}`,
            cells: [
              ...row(
                minus(year.paid, year.extraPaid),
                year.extraPaid,
                year.principalPaid,
                year.interestPaid,
              ),
              year.balance,
            ],
            months: months.map((month) => ({
              label: formatMonth(paymentMonth(start, month.month)),
              sub: `Payment ${month.month}`,
              cells: [
                ...row(month.payment, month.extra, month.principal, month.interest),
                month.balance,
              ],
            })),
          };
        }),
        total: [
          ...row(
            minus(repaid.totalPaid, repaid.totalExtra),
            repaid.totalExtra,
            roundToCents(v.principal).toNumber(),
            repaid.totalInterest,
          ),
          0,
        ],
        footnote:
          repaid.count > 1
            ? `Figures are rounded to the cent. The last payment, ${formatMoney(repaid.lastPayment, v.currency)}, settles the balance to exactly ${formatMoney(0, v.currency)}, so the rows add up to the totals.`
            : undefined,
      };
    },
  },
  panel: { load: loadPanel, where: 'form' },
  about: [
    'The monthly payment is PMT = P × r ÷ (1 − (1 + r)^−n): P is the loan amount, r the monthly rate (the annual rate ÷ 12 ÷ 100) and n the number of monthly payments (years × 12 + months). It is the PMT function of spreadsheets as ISO/IEC 26300-2 (OpenDocument formula) and Excel define it, with payments at the end of each month; at 0 % it is P ÷ n. Each payment’s interest is the balance × r (IPMT) and the rest repays principal (PPMT), so early payments are mostly interest.',
    'Rounding: the payment is rounded half-up to the cent, and so is each month’s interest. The last payment is whatever clears the balance exactly, so it can differ from the others by a few cents. Total interest and the total of payments are the sums of the schedule, so they equal the table’s. This is the schedule the loan EMI, car loan and APR calculators use.',
    'Extra payments are paid with the payment of their month and go straight off the balance: a fixed extra every month, an extra with every twelfth payment (payments 12, 24, …) and one-time prepayments, counted from the first payment. By default the payment stays the same and the loan ends sooner; or the payment is worked out again after each extra payment for the balance over the payments left, rounded half-up to the cent, and the term stays. Interest saved is the interest without them less the interest with them. Prepayment penalties, if a lender charges any, are not included.',
    'The payoff date counts the payments from the first payment month, one a month: payment 360 of a loan whose first payment is in January 2027 falls in December 2056. The interest is the monthly rate on the balance, as US mortgages and most instalment loans charge it; a lender that counts days may differ by some cents a month.',
  ],
  faq: [
    {
      question: 'What is an amortization schedule?',
      answer:
        'A table of every payment of a loan: how much of it is interest, how much repays the loan, and what is still owed after it. Early on most of each payment is interest; towards the end most of it repays the loan.',
    },
    {
      question: 'How much do extra payments save?',
      answer:
        'Enter them under the extra payment fields: the page shows the interest saved and when the loan is repaid. On $200,000 at 6% over 30 years, $100 more each month repays the loan in 295 payments instead of 360 and saves $49,138.85 of interest.',
    },
    {
      question: 'Why is the last payment different?',
      answer:
        'The payment is rounded to the cent and so is each month’s interest, so paying the rounded figure every month leaves a few cents over or under at the end. The last payment settles exactly what is left.',
    },
    {
      question: 'Does this match Excel’s PMT, IPMT and PPMT?',
      answer:
        'Yes, to the cent: the payment is PMT(rate/12, n, −amount), and each month’s interest and principal are IPMT and PPMT, here rounded to the cent as a lender’s statement shows them. Excel keeps every figure unrounded, so its sums can differ by a few cents.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, “PMT function”, example: $10,000 at 8% a year repaid in 10 monthly payments, =PMT(8%/12, 10, 10000) = ($1,037.03) (support.microsoft.com/en-us/office/pmt-function-0214da64-9a63-4996-bc20-214433fa6441)',
      inputs: { principal: '10000', rate: '8', years: '0', months: '10' },
      expected: { payment: 1037.03 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “IPMT function”, example: the interest due in the first month of an $8,000 loan at 10% over 3 years, =IPMT(10%/12, 1, 3*12, 8000) = ($66.67) (support.microsoft.com/en-us/office/ipmt-function-5cce0ad6-8402-4a41-8d29-61a0b054cb6f)',
      inputs: { principal: '8000', rate: '10', years: '3' },
      expected: { firstInterest: 66.67 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “PPMT function”, example (also SAS 9.2 Functions and CALL Routines, PPMT): the principal of the first monthly payment of a $2,000 loan at 10% over 2 years, =PPMT(10%/12, 1, 2*12, 2000) = ($75.62) (support.microsoft.com/en-us/office/ppmt-function-c370d9e3-7749-4ca4-beea-b06c6ac95e1b)',
      inputs: { principal: '2000', rate: '10', years: '2' },
      expected: { firstPrincipal: 75.62 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12C Platinum Owner’s Handbook and Problem-Solving Guide (Hewlett-Packard, 2005), section 3, Amortization: a 30-year $250,000 mortgage at 5.25% pays $1,380.51 a month; of the first payment $1,093.75 is interest and $286.76 principal',
      inputs: { principal: '250000', rate: '5.25', years: '30' },
      expected: { payment: 1380.51, firstInterest: 1093.75, firstPrincipal: 286.76 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA II PLUS Guidebook, “Computing basic loan payments”: a $75,000 mortgage at 5.5% for 30 years pays $425.84 a month',
      inputs: { principal: '75000', rate: '5.5', years: '30' },
      expected: { payment: 425.84 },
      tolerance: 0.005,
    },
    {
      source:
        'Claris FileMaker Pro Help, “PMT”, example 1: a $21,000 car at 6.9% a year over 48 monthly payments pays $501.90 (help.claris.com/en/pro-help/content/pmt.html)',
      inputs: { principal: '21000', rate: '6.9', years: '4' },
      expected: { payment: 501.9 },
      tolerance: 0.005,
    },
  ],
});
