import { formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, formatMoneyAsIs } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { amortize, inYears, roundedPayment, type Schedule } from './shared/amortize.ts';
import { withNoun } from './shared/dates.ts';

export const record = {
  id: 138,
  name: 'Refinance Calculator',
  description:
    'Compare your current loan with a refinance: the new payment, the monthly saving, the break-even month for the closing costs and the change in lifetime interest.',
  category: 'finance',
  icon: 'exchange-alt',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'mortgage-calculator',
    'loan-prepayment-calculator',
    'apr-calculator',
    'loan-comparison-calculator',
  ],
  group: 'Loans',
  keywords:
    'refinance refinancing refi remortgage balance transfer break even breakeven closing costs points rate and term mortgage home loan',
} satisfies CalculatorRecord;

// A refinance compared with keeping the current loan: both are scheduled by the one loan model
// (shared/amortize.ts: the payment rounded half-up to the cent, each month's interest rounded
// half-up to the cent, the last payment clearing the balance). The monthly saving is the current
// payment less the new one; the break-even month is the first month whose savings add up to the
// closing costs, costs ÷ saving rounded up, the method the CFPB and Freddie Mac describe. The
// lifetime interest difference compares the interest still to pay on the current loan with the
// interest of the new one, and the net saving also counts the closing costs.

/** A loan of `principal` at `rate` over `months`, repaid by the one loan model. */
const loanOf = rememberLast(
  ({ principal, rate, months }: { principal: number; rate: number; months: number }): Schedule =>
    amortize({ principal, rate, payment: roundedPayment(principal, rate, months), term: months })!,
);

function loans(v: {
  balance: number;
  rate: number;
  remainingMonths: number;
  newRate: number;
  newMonths: number;
}): { current: Schedule; next: Schedule } {
  const current = loanOf({ principal: v.balance, rate: v.rate, months: v.remainingMonths });
  const next = amortize({
    principal: v.balance,
    rate: v.newRate,
    payment: roundedPayment(v.balance, v.newRate, v.newMonths),
    term: v.newMonths,
  })!;
  return { current, next };
}

const monthsField = (label: string, fallback: string, help: string) =>
  ({
    kind: 'integer',
    label,
    unit: 'months',
    default: fallback,
    min: 1,
    max: 600,
    help,
    presets: { label: 'Common terms', values: [120, 180, 240, 300, 360] },
    messages: { invalid: 'Enter the term as a whole number of months' },
  }) as const;

/** The months both loans run: the monthly saving holds only that long. */
const bothRun = (v: { remainingMonths: number; newMonths: number }) =>
  Math.min(v.remainingMonths, v.newMonths);

/** The first month whose savings add up to the closing costs (none to pay back: month 0). */
function costsMonths(v: { closingCosts: number }, saving: ReturnType<typeof decimal>): number {
  return v.closingCosts > 0 ? Math.ceil(decimal(v.closingCosts).div(saving).toNumber() - 1e-9) : 0;
}

export default defineCalculator({
  slug: 'refinance-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    balance: {
      kind: 'money',
      label: 'Current loan balance',
      default: '250000',
      min: 0,
      minExclusive: true,
      max: 1e12,
      help: 'What you still owe: the amount the new loan pays off.',
    },
    rate: {
      kind: 'percent',
      label: 'Current interest rate (per year)',
      default: '6.8',
      min: 0,
      max: 50,
      noun: 'current interest rate',
    },
    remainingMonths: monthsField(
      'Months left on the current loan',
      '300',
      '12 months a year: 25 years left is 300 months.',
    ),
    newRate: {
      kind: 'percent',
      label: 'New interest rate (per year)',
      default: '5.8',
      min: 0,
      max: 50,
      noun: 'new interest rate',
    },
    newMonths: monthsField('New loan term', '300', '360 months is a new 30-year loan.'),
    closingCosts: {
      kind: 'money',
      label: 'Closing costs',
      default: '5000',
      min: 0,
      max: 1e12,
      help: 'Fees and points paid to refinance, paid in cash.',
      messages: { required: 'Enter the closing costs (0 if none)' },
    },
  },
  outputs: {
    newPayment: { label: 'New monthly payment', format: 'money', emphasis: true },
    monthlySaving: { label: 'Monthly saving', format: 'money', emphasis: true },
    breakEven: {
      label: 'Break-even month',
      format: 'integer',
      caption: (month) => (month > 0 ? `after ${inYears(month)}` : null),
    },
    currentPayment: { label: 'Current monthly payment', format: 'money' },
    interestDifference: { label: 'Lifetime interest saved', format: 'money' },
    netSaving: { label: 'Net saving after closing costs', format: 'money' },
  },
  hiddenOutputs: (v) => {
    const { current, next } = loans(v);
    if (next.payment >= current.payment) return ['breakEven'];
    const saving = decimal(current.payment).minus(next.payment);
    return costsMonths(v, saving) > bothRun(v) ? ['breakEven'] : [];
  },
  compute(v) {
    const { current, next } = loans(v);
    const saving = decimal(current.payment).minus(next.payment);
    const breakEven = saving.gt(0) ? costsMonths(v, saving) : 0;
    return {
      newPayment: next.payment,
      monthlySaving: saving.toNumber(),
      breakEven,
      currentPayment: current.payment,
      interestDifference: decimal(current.totalInterest).minus(next.totalInterest).toNumber(),
      netSaving: decimal(current.totalPaid).minus(next.totalPaid).minus(v.closingCosts).toNumber(),
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const lower = `Refinancing lowers the payment by ${money(r.monthlySaving)} a month`;
    const payment =
      r.monthlySaving <= 0
        ? 'Refinancing does not lower the monthly payment, so the closing costs are never paid back by it.'
        : v.closingCosts === 0
          ? `${lower}, with no closing costs to pay back.`
          : r.breakEven > bothRun(v)
            ? `${lower}, but that saving does not pay back the closing costs in the ` +
              `${withNoun(bothRun(v), 'month')} both loans run.`
            : `${lower}; the closing costs are paid back by month ${formatPlain(r.breakEven)}.`;
    const lifetime =
      r.netSaving >= 0
        ? `Over the life of the loans you pay ${money(r.netSaving)} less, closing costs included.`
        : `Over the life of the loans you pay ${money(-r.netSaving)} more, closing costs included.`;
    return [payment, lifetime];
  },
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const { current, next } = loans(v);
    return [
      `Current payment = B × r ÷ (1 − (1 + r)^−n) with B = ${money(v.balance)}, r = ${formatPlain(v.rate)}% ÷ 12, n = ${formatPlain(v.remainingMonths)} ≈ ${money(r.currentPayment)}`,
      `New payment, the same formula with r = ${formatPlain(v.newRate)}% ÷ 12, n = ${formatPlain(v.newMonths)} ≈ ${money(r.newPayment)}`,
      `Monthly saving = ${money(r.currentPayment)} − ${money(r.newPayment)} = ${money(r.monthlySaving)}`,
      r.monthlySaving <= 0
        ? 'Break-even: none, as the new payment is not lower'
        : `Break-even = closing costs ÷ monthly saving = ${formatMoneyAsIs(v.closingCosts, v.currency)} ÷ ${money(r.monthlySaving)}, rounded up = month ${formatPlain(r.breakEven)}` +
          (r.breakEven > bothRun(v)
            ? `, after month ${formatPlain(bothRun(v))}, when the shorter loan ends: not paid back while both run`
            : ''),
      `Interest still to pay: current loan ${money(current.totalInterest)}, new loan ${money(next.totalInterest)} (each month’s interest rounded to the cent); difference ${money(r.interestDifference)}`,
      `Net saving = current payments ${money(current.totalPaid)} − new payments ${money(next.totalPaid)} − closing costs ${formatMoneyAsIs(v.closingCosts, v.currency)} = ${money(r.netSaving)}`,
    ];
  },
  about: [
    'Both loans are worked out by the annuity formula, payment = B × r ÷ (1 − (1 + r)^−n): B the balance you owe today (which the new loan pays off), r the yearly rate ÷ 12 ÷ 100 and n the months. The current loan uses its rate and the months you have left; the new loan its rate and term. Payments are rounded half-up to the cent, each month’s interest is rounded half-up to the cent, and the last payment clears the balance.',
    'The break-even month is the closing costs ÷ the monthly saving, rounded up to a whole month: from then on the savings have paid for the refinance. This is the rule of thumb the Consumer Financial Protection Bureau and Freddie Mac give for deciding whether to refinance: it pays only if you keep the new loan past that month. The saving lasts only while both loans run, so a month after the shorter one ends is no break-even: the page says the costs are not paid back.',
    'Lifetime interest saved is the interest still to pay on the current loan less the interest of the new loan. Net saving is everything you would still pay on the current loan less everything you will pay on the new one and the closing costs. A longer new term can lower the payment yet raise the interest, so both are shown. Closing costs are taken as paid in cash; if you add them to the loan, enter the larger balance and 0 costs. Taxes, insurance and escrow are not included, and money is not discounted for time.',
  ],
  faq: [
    {
      question: 'What is the break-even point of a refinance?',
      answer:
        'The month in which what you have saved on payments equals what the refinance cost. $5,000 of closing costs and a saving of $154.85 a month break even in month 33.',
    },
    {
      question: 'Can a lower rate cost me more?',
      answer:
        'Yes, if the new term is much longer. Restarting a 30-year term on a loan with 25 years left lowers the payment but adds five years of interest: check the lifetime interest figure.',
    },
    {
      question: 'Should I pay points to lower the rate?',
      answer:
        'Points are part of the closing costs. Enter them there with the lower rate: they pay off only if you keep the loan past the break-even month.',
    },
    {
      question: 'What if I move before the break-even month?',
      answer:
        'Then the refinance costs more than it saves. The break-even month is the least time you should expect to keep the loan.',
    },
  ],
  references: [
    {
      source:
        'Consumer Financial Protection Bureau, loan-calc (the CFPB’s open-source payment library), README “Usage” (github.com/cfpb/loan-calc): paymentCalc for $200,000 at 5% over 180 months “returns 1581.59”; here both loans are that loan, so the payment does not change',
      inputs: {
        balance: '200000',
        rate: '5',
        remainingMonths: '180',
        newRate: '5',
        newMonths: '180',
        closingCosts: '0',
      },
      expected: { currentPayment: 1581.59, newPayment: 1581.59 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook (1996), “Other Financial Tools”, example “Finding the APR of a Refinanced Loan”, page 76 (easymanua.ls/texas-instruments/ba-real-estate/manual?p=77): a 30-year $104,000 loan at 12% (“PMT = -1,069.76”) owes “FV = -101,569.75” after five years; refinanced at 8.5% over 30 years, “PMT = -780.98”',
      inputs: {
        balance: '101569.75',
        rate: '12',
        remainingMonths: '300',
        newRate: '8.5',
        newMonths: '360',
        closingCosts: '0',
      },
      expected: { currentPayment: 1069.76, newPayment: 780.98 },
      tolerance: 0.005,
    },
    {
      source:
        'Hewlett-Packard, HP 12c Platinum reference guide, “Lending”, page 37 (manualslib.com/manual/277108/Hp-12c-Platinum.html?page=37): a $50,000 30-year mortgage at 11.5%, $495.15 a month, owes “49,316.74” after 3 years; when the rate becomes 11.75% over the 27 years left, the “New monthly payment” is “-504.35” (the $495.15 was the 30-year payment keyed in, not worked out from that balance, so only the new payment is compared)',
      inputs: {
        balance: '49316.74',
        rate: '11.5',
        remainingMonths: '324',
        newRate: '11.75',
        newMonths: '324',
        closingCosts: '0',
      },
      expected: { newPayment: 504.35 },
      tolerance: 0.005,
    },
    {
      source:
        'Hours Not Dollars, “Should I refinance?”: a $250,000 balance at 6.8% with 300 months left, refinanced to 5.8% over the same 300 months, pays $1,735.18 now and $1,580.33 after, saving $154.85 a month (hoursnotdollars.pages.dev/should-i-refinance)',
      inputs: {
        balance: '250000',
        rate: '6.8',
        remainingMonths: '300',
        newRate: '5.8',
        newMonths: '300',
        closingCosts: '5000',
      },
      expected: { currentPayment: 1735.18, newPayment: 1580.33, monthlySaving: 154.85 },
      tolerance: 0.005,
    },
    {
      source:
        'Hours Not Dollars (as above): with $5,000 of closing costs the refinance breaks even in 33 months',
      inputs: {
        balance: '250000',
        rate: '6.8',
        remainingMonths: '300',
        newRate: '5.8',
        newMonths: '300',
        closingCosts: '5000',
      },
      expected: { breakEven: 33 },
      tolerance: 0,
    },
    {
      source:
        'Hours Not Dollars (as above): total savings after closing costs $41,455.00, which takes every payment as equal ($154.85 × 300 − $5,000); the last payments here clear the exact balances, so within $2',
      inputs: {
        balance: '250000',
        rate: '6.8',
        remainingMonths: '300',
        newRate: '5.8',
        newMonths: '300',
        closingCosts: '5000',
      },
      expected: { netSaving: 41455 },
      tolerance: 2,
    },
  ],
});
