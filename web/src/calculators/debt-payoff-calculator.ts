import { formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { rowsField } from '../engine/rows.ts';
import { inYears, monthInterest } from './shared/amortize.ts';

export const record = {
  id: 148,
  name: 'Debt Payoff Calculator',
  description:
    'Plan paying off several debts by the avalanche or snowball method: months to debt-free, total interest and the order they clear.',
  category: 'finance',
  icon: 'credit-card',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'credit-card-payoff-calculator',
    'loan-prepayment-calculator',
    'debt-to-income-ratio-calculator',
    'loan-comparison-calculator',
  ],
  group: 'Loans',
  keywords:
    'debt payoff planner debt avalanche debt snowball dave ramsey pay off credit cards multiple debts debt free date extra payment rollover highest interest first smallest balance first',
} satisfies CalculatorRecord;

// Several debts paid together each month with one budget: the debts' minimum payments plus an
// extra amount. Each month, every open debt is charged interest at its rate ÷ 12 on its balance,
// rounded half-up to the cent (the one month's interest of shared/amortize.ts), and paid its
// minimum (or what clears it); the rest of the budget goes to the target debt, and past it to the
// next. The target is the open debt with the highest rate (avalanche) or the smallest starting
// balance (snowball); a tie goes to the smaller balance (avalanche) or the higher rate (snowball),
// which costs less interest, and then to the debt listed first. A cleared debt's minimum stays in the
// budget and rolls on to the next target, so the budget never changes. With one debt this is the
// loan schedule of shared/amortize.ts.

/** The plan never runs past this (50 years). */
export const MAX_MONTHS = 600;

const STRATEGIES = [
  { value: 'avalanche', label: 'Avalanche: highest rate first' },
  { value: 'snowball', label: 'Snowball: smallest balance first' },
] as const;

type Strategy = (typeof STRATEGIES)[number]['value'];

const fields = {
  currency: currencyField,
  debts: rowsField({
    label: 'Debts',
    row: 'Debt',
    add: 'Add a debt',
    min: 1,
    max: 15,
    columns: {
      balance: {
        kind: 'money',
        label: 'Balance',
        default: '',
        min: 0,
        minExclusive: true,
        max: 1e9,
        messages: { required: 'Enter the balance' },
      },
      rate: {
        kind: 'percent',
        label: 'Interest rate (APR)',
        noun: 'interest rate',
        default: '',
        min: 0,
        max: 100,
        messages: { required: 'Enter the rate (0 if none)' },
      },
      payment: {
        kind: 'money',
        label: 'Minimum payment',
        default: '',
        min: 0,
        minExclusive: true,
        max: 1e9,
        messages: { required: 'Enter the minimum payment' },
      },
    },
    default: [
      { balance: '2500', rate: '24', payment: '75' },
      { balance: '1200', rate: '18', payment: '40' },
      { balance: '8000', rate: '7', payment: '200' },
    ],
  }),
  extra: {
    kind: 'money',
    label: 'Extra each month',
    default: '150',
    min: 0,
    max: 1e9,
    help: 'Paid on top of the minimums, to the target debt.',
    messages: { required: 'Enter the extra amount (0 if none)' },
  },
  strategy: {
    kind: 'choice',
    label: 'Strategy',
    default: 'avalanche' as Strategy,
    display: 'radio',
    options: STRATEGIES,
  },
} as const;

type DebtValues = Values<typeof fields>;

interface DebtResult {
  /** 1 for the first debt listed. */
  n: number;
  balance: number;
  rate: number;
  payment: number;
  /** The month it is cleared in, or null when the plan runs out first. */
  paidOff: number | null;
  interest: Big;
  paid: Big;
}

export interface Plan {
  /** The months to debt-free, or null when the debts are not cleared within MAX_MONTHS. */
  months: number | null;
  budget: Big;
  interest: Big;
  paid: Big;
  firstInterest: Big;
  /** In the order they are targeted. */
  order: DebtResult[];
  debts: DebtResult[];
}

/** The order the debts are targeted in. */
function targetOrder(debts: DebtResult[], strategy: Strategy): DebtResult[] {
  return [...debts].sort((a, b) =>
    strategy === 'avalanche'
      ? b.rate - a.rate || a.balance - b.balance || a.n - b.n
      : a.balance - b.balance || b.rate - a.rate || a.n - b.n,
  );
}

/** The least of some amounts. */
const least = (...amounts: Big[]) => amounts.reduce((a, b) => (b.lt(a) ? b : a));

/** The plan for these debts, month by month. */
export function plan(
  rows: readonly { balance: number; rate: number; payment: number }[],
  extra: number,
  strategy: Strategy,
): Plan {
  const debts: DebtResult[] = rows.map((row, i) => ({
    n: i + 1,
    balance: row.balance,
    rate: row.rate,
    payment: row.payment,
    paidOff: null,
    interest: new Big(0),
    paid: new Big(0),
  }));
  const accounts = debts.map((debt) => ({
    debt,
    owed: roundToCents(debt.balance),
    minimum: roundToCents(debt.payment),
  }));
  const targets = targetOrder(debts, strategy).map((debt) => accounts[debt.n - 1]!);
  const budget = accounts
    .reduce((sum, a) => sum.plus(a.minimum), new Big(0))
    .plus(roundToCents(extra));
  let firstInterest = new Big(0);
  let month = 0;
  const open = () => accounts.filter((a) => a.owed.gt(0));
  while (open().length > 0 && month < MAX_MONTHS) {
    month += 1;
    let left = budget;
    for (const account of open()) {
      const interest = monthInterest(account.owed, account.debt.rate);
      account.debt.interest = account.debt.interest.plus(interest);
      if (month === 1) firstInterest = firstInterest.plus(interest);
      account.owed = account.owed.plus(interest);
    }
    for (const account of open()) {
      const pay = least(account.minimum, account.owed, left);
      account.owed = account.owed.minus(pay);
      account.debt.paid = account.debt.paid.plus(pay);
      left = left.minus(pay);
    }
    for (const account of targets) {
      if (left.eq(0)) break;
      if (account.owed.eq(0)) continue;
      const pay = least(account.owed, left);
      account.owed = account.owed.minus(pay);
      account.debt.paid = account.debt.paid.plus(pay);
      left = left.minus(pay);
    }
    for (const account of accounts) {
      if (account.debt.paidOff === null && account.owed.eq(0)) account.debt.paidOff = month;
    }
  }
  const cleared = open().length === 0;
  const sum = (pick: (d: DebtResult) => Big) => debts.reduce((s, d) => s.plus(pick(d)), new Big(0));
  return {
    months: cleared ? month : null,
    budget,
    interest: sum((d) => d.interest),
    paid: sum((d) => d.paid),
    firstInterest,
    order: [...debts].sort(
      (a, b) => (a.paidOff ?? Infinity) - (b.paidOff ?? Infinity) || a.n - b.n,
    ),
    debts,
  };
}

const planOf = (v: DebtValues) => plan(v.debts, v.extra, v.strategy);

export default defineCalculator({
  slug: 'debt-payoff-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    const result = planOf(v);
    if (result.months !== null) return {};
    return {
      extra: result.budget.lte(result.firstInterest)
        ? `These payments do not cover the interest (${formatMoney(result.firstInterest.toNumber(), v.currency)} in the first month): pay more each month`
        : 'These payments would take more than 50 years: pay more each month',
    };
  },
  outputs: {
    months: { label: 'Months to debt-free', format: 'integer', emphasis: true },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPaid: { label: 'Total paid', format: 'money' },
    monthlyPayment: { label: 'Paid each month', format: 'money' },
    firstPaidOff: { label: 'First debt cleared in month', format: 'integer' },
  },
  compute(v) {
    const result = planOf(v);
    return {
      months: result.months ?? MAX_MONTHS,
      totalInterest: result.interest.toNumber(),
      totalPaid: result.paid.toNumber(),
      monthlyPayment: result.budget.toNumber(),
      firstPaidOff: result.order[0]?.paidOff ?? MAX_MONTHS,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    return `Paying ${money(r.monthlyPayment)} a month, ${v.strategy === 'avalanche' ? 'highest rate first' : 'smallest balance first'}, clears the debts in ${inYears(r.months)}${r.months >= 12 ? ` (${r.months} months)` : ''}, with ${money(r.totalInterest)} of interest.`;
  },
  facts(v) {
    const result = planOf(v);
    return [
      {
        label: 'Payoff order',
        text: result.order.map((d) => `Debt ${d.n} (month ${d.paidOff})`).join(', '),
      },
    ];
  },
  steps(v, r) {
    const money = (value: Big | number) => formatMoney(Number(value), v.currency);
    const result = planOf(v);
    const targets = targetOrder(result.debts, v.strategy);
    const minimums = result.debts.map((d) => money(roundToCents(d.payment)));
    return [
      `Paid each month = minimums ${minimums.join(' + ')} + extra ${money(roundToCents(v.extra))} = ${money(result.budget)}`,
      `Target order (${v.strategy === 'avalanche' ? 'highest rate first' : 'smallest balance first'}): ${targets.map((d) => `Debt ${d.n} (${formatPlain(d.rate)}%, ${money(roundToCents(d.balance))})`).join(', ')}`,
      `Each month: interest = balance × rate ÷ 12, to the cent; first month ${result.debts.map((d) => `${money(roundToCents(d.balance))} × ${formatPlain(d.rate)}% ÷ 12 ≈ ${money(monthInterest(roundToCents(d.balance), d.rate))}`).join('; ')}`,
      'Each month: every debt gets its minimum, the rest goes to the first open debt in the order; a cleared debt’s minimum rolls on to the next',
      ...result.order.map(
        (d) =>
          `Debt ${d.n} cleared in month ${d.paidOff}: ${money(d.paid)} paid, ${money(d.interest)} of it interest`,
      ),
      `Total interest = ${result.debts.map((d) => money(d.interest)).join(' + ')} = ${money(r.totalInterest)}`,
    ];
  },
  table: {
    caption: 'Each debt',
    columns: [
      { id: 'debt', label: 'Debt', format: 'integer' },
      { id: 'balance', label: 'Balance', format: 'money' },
      { id: 'rate', label: 'Rate', format: 'percent' },
      { id: 'paidOff', label: 'Cleared in month', format: 'integer' },
      { id: 'interest', label: 'Interest', format: 'money' },
      { id: 'paid', label: 'Paid in all', format: 'money' },
    ],
    rows: (v) =>
      planOf(v).order.map((d) => ({
        debt: d.n,
        balance: roundToCents(d.balance).toNumber(),
        rate: d.rate,
        paidOff: d.paidOff ?? MAX_MONTHS,
        interest: d.interest.toNumber(),
        paid: d.paid.toNumber(),
      })),
  },
  about: [
    'Each month every debt is charged interest at its annual rate ÷ 12 on its balance, rounded half-up to the cent, and paid its minimum payment (or what clears it). The extra amount goes to the target debt; once a debt is cleared, its minimum stays in the monthly budget and goes to the next target, so you pay the same total every month until the last debt is gone (the "rollover"). Money left over when the target clears in a month goes to the next target that same month.',
    'Avalanche targets the debt with the highest interest rate first, which costs the least interest. Snowball (Dave Ramsey’s "debt snowball") targets the smallest balance first, ignoring rates, for quick wins; the order is set by the balances you enter. Between debts with the same rate, avalanche takes the smaller balance first; between debts with the same balance, snowball takes the higher rate first (either way it costs less interest); debts alike in both are taken in the order listed.',
    'Rates are taken as fixed APRs compounded monthly, minimum payments as fixed amounts, and no new borrowing or fees. Card issuers that charge daily interest, or minimums that fall with the balance, will differ a little. With a single debt, the plan is the same month-by-month loan schedule as the site’s credit card payoff and loan calculators.',
  ],
  faq: [
    {
      question: 'Which is better, avalanche or snowball?',
      answer:
        'Avalanche never costs more interest, and usually costs less. Snowball clears small debts sooner, which many people find keeps them going. Compare the two here with "Compare with another scenario": the difference is often small next to the effect of paying more each month.',
    },
    {
      question: 'What happens when a debt is paid off?',
      answer:
        'Its minimum payment is not spent elsewhere: it joins the extra amount and goes to the next target debt. That is why the payments on the later debts grow, like a snowball.',
    },
    {
      question: 'Why does the calculator say the payments do not cover the interest?',
      answer:
        'If the total paid each month is not more than the month’s interest, the debts never shrink. Raise the extra amount or the minimums until it is.',
    },
    {
      question: 'Should I include my mortgage?',
      answer:
        'You can, but plans usually cover consumer debts (cards, car and personal loans, student loans) and leave a low-rate mortgage to its own schedule.',
    },
  ],
  references: [
    {
      source:
        'UBS, "The true cost of credit": a $400 charge at 18% paid at $15 a month costs $115 in interest, $515 in all (ubs.com/us/en/wfw/articles/manage/fw/the-true-cost-of-credit.html); one debt, no extra',
      inputs: { balance: '400', rate: '18', payment: '15', extra: '0' },
      expected: { totalInterest: 115, totalPaid: 515 },
      tolerance: 0.5,
    },
    {
      source:
        'University of Wisconsin–Madison Division of Extension, EconQuiz “Credit Cards” (21 October 2010), quoting the Federal Reserve’s credit card repayment calculator (fyi.extension.wisc.edu/econquiz/2010/10/21/229/): $5,000 at 12% “If, instead, you pay $100 per month, the balance will be paid in six years” (given in whole years, so within 6 months of 72)',
      inputs: { balance: '5000', rate: '12', payment: '100', extra: '0' },
      expected: { months: 72 },
      tolerance: 6,
    },
    {
      source:
        'HP 12c Financial Calculator User’s Guide (Hewlett-Packard, 2005), Section 3, “Calculating the Number of Payments or Compounding Periods”, Example 1, pages 40–41: a $35,000 loan at 10.5% repaid at $325 a month needs “328.00” payments, 327 of $325 and a final “–143.11”; one debt, no extra',
      inputs: { balance: '35000', rate: '10.5', payment: '325', extra: '0' },
      expected: { months: 328 },
      tolerance: 0,
    },
    {
      source:
        'Ramsey Solutions, "Debt Snowball Breakdown" (daveramsey.com/blog/debt-snowball-breakdown): a $500 medical bill ($50 payment), $2,500 credit card ($63), $7,000 car loan ($135) and $10,000 student loan ($96), interest ignored, with $500 extra: the medical bill is gone in one month',
      inputs: {
        balance: '500~2500~7000~10000',
        rate: '0~0~0~0',
        payment: '50~63~135~96',
        extra: '500',
        strategy: 'snowball',
      },
      expected: { firstPaidOff: 1 },
      tolerance: 0,
    },
  ],
});
