import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import {
  amortize,
  annuityPayment,
  inYears,
  monthInterest,
  paymentClearingIn,
  type Schedule,
} from './shared/amortize.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 27,
  name: 'Credit Card Payoff Calculator',
  description:
    'See how long a credit card balance takes to clear with a fixed monthly payment, and the interest it costs.',
  category: 'finance',
  icon: 'credit-card',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'loan-emi-calculator',
    'simple-interest-calculator',
    'car-loan-calculator',
    'debt-payoff-calculator',
  ],
  group: 'Loans',
  keywords: 'credit card debt payoff apr balance',
} satisfies CalculatorRecord;

// Paying off a credit card with a fixed monthly payment and no new spending: each month, interest
// at APR ÷ 12 on the balance (rounded half-up to the cent) is added, then the payment is taken
// off, until the balance is cleared by a last, smaller payment (the loan schedule of
// shared/amortize.ts). Or, the other way, the fixed payment that clears the balance in a chosen
// number of months: the least whole-cent payment that does, by that same schedule (the annuity
// formula rounded up to the cent, not half-up, which could take a month more). Amounts are shown
// in the currency the visitor picks.

/** Months of payments never run past this (50 years). */
export const MAX_MONTHS = 600;

/**
 * The balance paid off by `payment` a month at `apr` % a year, by the one loan schedule
 * (shared/amortize.ts); with `lastMonth`, that month's payment clears whatever is left. Null
 * when the balance is not cleared within MAX_MONTHS.
 */
export function payoff(
  balance: number,
  apr: number,
  payment: number,
  lastMonth?: number,
): Schedule | null {
  return amortize({
    principal: balance,
    rate: apr,
    payment: roundToCents(payment),
    term: lastMonth,
    maxMonths: MAX_MONTHS,
  });
}

export default defineCalculator({
  slug: 'credit-card-payoff-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    balance: {
      kind: 'money',
      label: 'Card balance',
      default: '5000',
      min: 0,
      minExclusive: true,
      max: 10_000_000,
      messages: {
        min: 'The balance must be more than 0',
        max: 'The balance can be at most 10,000,000',
      },
    },
    apr: {
      kind: 'percent',
      label: 'Interest rate (APR)',
      default: '22',
      min: 0,
      max: 100,
      plausible: {
        min: 0,
        max: 60,
        note: 'Check the APR: card rates above 60% a year are very rare',
      },
      noun: 'APR',
    },
    payment: {
      kind: 'money',
      label: 'Monthly payment',
      default: '200',
      min: 0,
      minExclusive: true,
      max: 10_000_000,
      messages: {
        min: 'The payment must be more than 0',
        max: 'The payment can be at most 10,000,000',
      },
    },
    months: {
      kind: 'integer',
      label: 'Months to pay off',
      unit: 'months',
      default: '24',
      min: 1,
      max: MAX_MONTHS,
      noun: 'number of months',
      messages: {
        min: 'Enter at least 1 month',
        max: `The payoff can be at most ${MAX_MONTHS} months (50 years)`,
        invalid: 'Enter a whole number of months',
      },
    },
  },
  solve: {
    unknowns: ['months', 'payment'],
    residual: (v) => annuityPayment(v.balance, v.apr, v.months) - v.payment,
    closedForms: {
      months: (v) => payoff(v.balance, v.apr, v.payment)?.count ?? null,
      payment: (v) => paymentClearingIn(v.balance, v.apr, v.months).toNumber(),
    },
  },
  validate(v) {
    // Solving for the months, the payment is known: it must beat the first month's interest.
    // Solving for the payment, it is not read yet (undefined).
    if ((v.payment as number | undefined) === undefined) return {};
    const first = monthInterest(v.balance, v.apr);
    if (decimal(v.payment).lte(first)) {
      return {
        payment: `The payment must be more than the first month’s interest, ${formatMoney(first.toNumber(), v.currency)}, or the balance never falls`,
      };
    }
    if (payoff(v.balance, v.apr, v.payment) === null) {
      return {
        payment: `At this payment the balance takes more than ${MAX_MONTHS / 12} years to clear: enter a larger payment`,
      };
    }
    return {};
  },
  outputs: {
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPaid: { label: 'Total paid', format: 'money' },
    firstInterest: { label: 'Interest in the first month', format: 'money' },
    lastPayment: { label: 'Last payment', format: 'money' },
  },
  compute(v) {
    const plan = payoff(v.balance, v.apr, v.payment, v.months);
    if (!plan) return { totalInterest: NaN, totalPaid: NaN, firstInterest: NaN, lastPayment: NaN };
    return {
      totalInterest: plan.totalInterest,
      totalPaid: plan.totalPaid,
      firstInterest: plan.months[0]!.interest,
      lastPayment: plan.lastPayment,
    };
  },
  overflowMessage:
    'At this payment the balance is not cleared within 50 years. Please enter a larger payment.',
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const months = payoff(v.balance, v.apr, v.payment, v.months)?.count ?? v.months;
    return months === 1
      ? `One payment of ${money(r.lastPayment)} clears ${money(v.balance)} with ${money(r.totalInterest)} of interest.`
      : `${formatPlain(months)} payments (${inYears(months)}) of ${money(v.payment)}, the last ` +
          `${money(r.lastPayment)}, clear ${money(v.balance)} with ${money(r.totalInterest)} of interest.`;
  },
  facts: (v, r) => [
    {
      label: 'Time to pay off',
      text: inYears(payoff(v.balance, v.apr, v.payment, v.months)?.count ?? v.months),
    },
    {
      label: 'Interest as a share of the balance',
      text: `${formatNumber((r.totalInterest / v.balance) * 100, 1)}%`,
    },
  ],
  breakdown: (v, r) =>
    [
      { label: 'Balance', value: v.balance, palette: 'blue' as const },
      { label: 'Interest', value: r.totalInterest, palette: 'orange' as const },
    ].filter((part) => part.value > 0),
  notes: [
    'An estimate: it assumes no new purchases, fees or rate changes, and works interest monthly at APR ÷ 12 on the balance. Card issuers usually charge a daily rate (APR ÷ 365) on the average daily balance, so your statement may differ by a little.',
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const monthly = v.apr / 1200;
    const months = payoff(v.balance, v.apr, v.payment, v.months)?.count ?? v.months;
    return [
      `Monthly rate = APR ÷ 12 = ${formatPlain(v.apr)}% ÷ 12 = ${formatPlain(Number((monthly * 100).toPrecision(8)))}%`,
      `First month’s interest = ${money(v.balance)} × ${formatPlain(v.apr)}% ÷ 12 = ${formatPlain(decimal(v.balance).times(v.apr).div(1200).toNumber())} ≈ ${money(r.firstInterest)}, so ${money(decimal(v.payment).minus(r.firstInterest).toNumber())} of the first payment repays the balance`,
      'Each month: balance + that month’s interest (rounded to the cent) − payment, until the balance is cleared',
      months === 1
        ? `One payment clears it: ${money(r.totalPaid)}`
        : `Payments: ${formatPlain(months - 1)} × ${money(v.payment)} + a last payment of ${money(r.lastPayment)} = ${money(r.totalPaid)}`,
      `Total interest = total paid − balance = ${money(r.totalPaid)} − ${money(v.balance)} = ${money(r.totalInterest)}`,
    ];
  },
  table: {
    caption: 'Payoff year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'paid', label: 'Paid', format: 'money' },
      { id: 'interest', label: 'Interest', format: 'money' },
      { id: 'balance', label: 'Balance at year end', format: 'money' },
    ],
    rows: (v) =>
      (payoff(v.balance, v.apr, v.payment, v.months)?.years ?? []).map((row) => ({
        year: row.year,
        paid: row.paid,
        interest: row.interestPaid,
        balance: row.balance,
      })),
  },
  about: [
    'Each month, interest at the APR ÷ 12 is worked out on the balance still owed, rounded half-up to the cent and added; then your payment is taken off. This repeats until the balance is cleared, and the last payment is only what is left. No new purchases, fees or changes of rate are assumed.',
    'A payment no larger than the first month’s interest never clears the balance: the calculator says so rather than showing a result. Months to pay off counts every payment, the last smaller one included.',
    'Choose “Monthly payment” under Solve for to find the fixed payment that clears the balance in a number of months: the annuity formula B × r ÷ (1 − (1 + r)^−n), with r = APR ÷ 12, rounded up to the cent (rounded down, it would take a month more), so the last payment is a little smaller. Each month’s interest is the balance × APR ÷ 12 worked out exactly and then rounded half-up to the cent (30 × 14.2% ÷ 12 = 0.355 → 0.36). Real cards charge interest daily on the average daily balance, so a statement may differ by a little.',
  ],
  faq: [
    {
      question: 'Why does paying only a little more make such a difference?',
      answer:
        'Most of a small payment goes to interest. At 22% APR, 5,000 costs about 91.67 of interest in the first month: a 100 payment repays 8.33 of the balance, a 200 payment 108.33, thirteen times as much.',
    },
    {
      question: 'What if my payment does not cover the interest?',
      answer:
        'Then the balance grows every month and is never paid off. The calculator tells you the first month’s interest; pay more than that, and as much more as you can.',
    },
    {
      question: 'How much do I need to pay to clear the card in two years?',
      answer:
        'Choose “Monthly payment” under Solve for and enter 24 months: the calculator finds the fixed payment that clears the balance in that time.',
    },
    {
      question: 'Does this use my card’s minimum payment?',
      answer:
        'No. Minimum payments usually shrink as the balance falls, which makes payoff take far longer. This calculator assumes the same payment every month.',
    },
  ],
  references: [
    {
      source:
        'UBS, "The true cost of credit": a $400 charge at 18% paid at $15 a month costs $115 in interest, $515 in all (ubs.com/us/en/wfw/articles/manage/fw/the-true-cost-of-credit.html)',
      inputs: { balance: '400', apr: '18', payment: '15' },
      solve: 'months',
      expected: { totalInterest: 115, totalPaid: 515 },
      tolerance: 0.5,
    },
    {
      source:
        'Bank of America, Better Money Habits, “The true cost of a credit card swipe” (bettermoneyhabits.bankofamerica.com/en/credit/understanding-credit-card-interest): a $3,000 balance at a 14% interest rate paid at $100 a month: payoff time 3 years and 2 months, total interest $714, total cost $3,714 (to the dollar)',
      inputs: { balance: '3000', apr: '14', payment: '100' },
      solve: 'months',
      expected: { months: 38, totalInterest: 714, totalPaid: 3714 },
      tolerance: 0.5,
    },
    {
      source:
        'Bank of America (as above): the same $3,000 at 14% paid at $200 a month: 1 year and 5 months, total interest $317, total cost $3,317 (to the dollar)',
      inputs: { balance: '3000', apr: '14', payment: '200' },
      solve: 'months',
      expected: { months: 17, totalInterest: 317, totalPaid: 3317 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.4 “Stated versus Effective Rates”, table “Compounded Interest on a Credit Card Statement” (openstax.org/books/principles-finance/pages/8-4-stated-versus-effective-rates): a $1,000 purchase on a card charging 1.5% a month (18% a year) is billed $15.00 of interest in month 1 (the example makes no payment; the $100 here does not change the first month’s interest)',
      inputs: { balance: '1000', apr: '18', payment: '100' },
      solve: 'months',
      expected: { firstInterest: 15 },
      tolerance: 0.005,
    },
    {
      source:
        'Super-Calc, credit card payoff calculator, example 1: $5,000 at 22.99% cleared in 24 months needs $261.84 a month, $1,284.2 of interest (super-calc.com/calculators/credit-card-payoff-calculator)',
      inputs: { balance: '5000', apr: '22.99', months: '24' },
      solve: 'payment',
      // The published payment is rounded half-up; this page rounds it up, to 261.85, so that it
      // clears the balance in the 24 months asked for (261.84 takes 25): a cent over, and about
      // a cent less of interest for the larger payments.
      expected: { payment: 261.84, totalInterest: 1284.2 },
      tolerance: 0.05,
    },
  ],
});
