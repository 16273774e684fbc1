import { formatPlain, formatCount } from '../domain/format.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
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
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 26,
  name: 'Car Loan Calculator',
  description:
    'Find the monthly payment of a car loan after a down payment and trade-in, and the interest it costs.',
  category: 'finance',
  icon: 'car',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'loan-emi-calculator',
    'mortgage-calculator',
    'sales-tax-calculator',
    'apr-calculator',
    'amortization-calculator',
    'flat-vs-reducing-rate-calculator',
  ],
  group: 'Loans',
  keywords: 'car loan auto loan vehicle finance emi',
} satisfies CalculatorRecord;

// A car loan: the amount financed is the price plus sales tax less the down payment and the
// trade-in, repaid in equal monthly payments by the annuity formula of the loan EMI calculator,
// payment = L × r × (1 + r)^n ÷ ((1 + r)^n − 1) with r = APR ÷ 12 (L ÷ n at 0%). Sales tax is
// charged on the full price or on the price less the trade-in, as US states differ. Amounts are
// shown in the currency the visitor picks. Extra payments (every month, every year, one-time
// prepayments) are the loan schedule's payment events; they shorten the loan or lower the payment.

const words: LoanWords = {
  instalment: 'payment',
  term: 'term',
  maxAmount: 1e9,
  maxAmountText: '1,000,000,000',
  maxMonths: 120,
};

const fields = {
  currency: currencyField,
  price: {
    kind: 'money',
    label: 'Car price',
    default: '30000',
    min: 0,
    minExclusive: true,
    max: 1e9,
    help: 'The agreed price before tax; add any fees you will finance.',
  },
  down: {
    kind: 'money',
    label: 'Down payment',
    default: '3000',
    min: 0,
    max: 1e9,
    messages: {
      required: 'Enter the down payment (0 if none)',
    },
  },
  tradeIn: {
    kind: 'money',
    label: 'Trade-in value',
    default: '0',
    min: 0,
    max: 1e9,
    help: 'What the dealer gives for your old car, less anything still owed on it.',
    messages: {
      required: 'Enter the trade-in value (0 if none)',
    },
  },
  taxRate: {
    kind: 'percent',
    label: 'Sales tax',
    default: '7',
    min: 0,
    max: 30,
    blankValue: 0,
    help: 'Leave at 0 where the price already includes tax.',
    messages: {
      required: 'Enter the sales tax rate (0 if none)',
    },
  },
  taxOn: {
    kind: 'choice',
    label: 'Sales tax is charged on',
    default: 'net',
    display: 'radio',
    options: [
      { value: 'net', label: 'The price less the trade-in' },
      { value: 'price', label: 'The full price' },
    ],
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate (APR)',
    default: '6.5',
    min: 0,
    max: 50,
    plausible: {
      min: 0,
      max: 36,
      note: 'Check the rate: car loan rates above 36% a year are very rare',
    },
  },
  months: {
    kind: 'integer',
    label: 'Loan term',
    unit: 'months',
    default: '60',
    min: 1,
    max: 120,
    presets: { label: 'Common terms', values: [36, 48, 60, 72, 84] },
    messages: {
      required: 'Enter the loan term in months',
      max: 'The loan term can be at most 120 months (10 years)',
      invalid: 'Enter the loan term as a whole number of months',
    },
  },
  ...paymentEventFields(words),
} as const;

type CarLoanValues = Values<typeof fields>;

/** The sales tax, to the cent, and the amount financed. */
export function financed(v: CarLoanValues): { tax: Big; loan: Big } {
  const taxed = v.taxOn === 'net' ? Math.max(v.price - v.tradeIn, 0) : v.price;
  const tax = roundToCents(decimal(taxed).times(v.taxRate).div(100));
  const loan = roundToCents(v.price)
    .plus(tax)
    .minus(roundToCents(v.down))
    .minus(roundToCents(v.tradeIn));
  return { tax, loan };
}

/** The loan repaid month by month (shared/amortize.ts): its sums are the totals shown. */
const planOf = rememberLast((v: CarLoanValues): Schedule => {
  const { loan } = financed(v);
  return amortize({
    principal: loan,
    rate: v.rate,
    payment: roundedPayment(loan, v.rate, v.months),
    term: v.months,
  })!;
});

/** The loan as repaid with its extra payments (the plain plan when there are none). */
const repaidOf = rememberLast((v: CarLoanValues): Schedule => {
  const events = eventsOf(v, words);
  if (!hasEvents(events)) return planOf(v);
  const { loan } = financed(v);
  return amortize({
    principal: loan,
    rate: v.rate,
    payment: roundedPayment(loan, v.rate, v.months),
    term: v.months,
    events,
  })!;
});

export default defineCalculator({
  slug: 'car-loan-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    return financed(v).loan.gt(0)
      ? prepaymentErrors(v, words, v.months)
      : { down: 'The down payment and trade-in cover the whole cost: there is nothing to borrow' };
  },
  outputs: {
    payment: { label: 'Monthly payment', format: 'money' },
    loan: { label: 'Amount financed', format: 'money' },
    salesTax: { label: 'Sales tax', format: 'money' },
    totalInterest: { label: 'Total interest', format: 'money' },
    totalPayments: {
      label: (v) =>
        hasEvents(eventsOf(v, words))
          ? 'Total paid, extra payments included'
          : `Total of ${formatCount(v.months, 'payments')}`,
      format: 'money',
    },
    lastPayment: { label: 'Last payment', format: 'money' },
    totalCost: { label: 'Total cost of the car', format: 'money' },
    interestSaved: { label: 'Interest saved', format: 'money' },
    payoffMonth: {
      label: 'Repaid in month',
      format: 'integer',
      caption: (month) => `after ${inYears(month)} of payments`,
    },
    finalPayment: { label: 'Payment after extra payments', format: 'money' },
  },
  hiddenOutputs: (v) =>
    hiddenEventOutputs(v, words, ['interestSaved', 'payoffMonth', 'finalPayment']),
  compute(v) {
    const { tax, loan } = financed(v);
    const plan = planOf(v);
    const repaid = repaidOf(v);
    return {
      payment: plan.payment,
      loan: loan.toNumber(),
      salesTax: tax.toNumber(),
      totalInterest: repaid.totalInterest,
      totalPayments: repaid.totalPaid,
      lastPayment: repaid.lastPayment,
      totalCost: roundToCents(v.price).plus(tax).plus(repaid.totalInterest).toNumber(),
      interestSaved: savings(plan, repaid).interest,
      payoffMonth: repaid.count,
      finalPayment: repaid.finalPayment,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const plan = planOf(v);
    const plain =
      `${formatPlain(v.months)} ${v.months === 1 ? 'payment' : 'payments'} of ${money(r.payment)}` +
      (v.months > 1 ? `, the last ${money(plan.lastPayment)},` : '') +
      ` repay ${money(r.loan)} ` +
      `at ${formatPlain(v.rate)}% with ${money(plan.totalInterest)} of interest.`;
    const events = eventsOf(v, words);
    if (!hasEvents(events)) return plain;
    return [
      `Without extra payments, ${plain}`,
      eventsSummary(plan, repaidOf(v), events, money, words),
    ];
  },
  breakdown: (v, r) =>
    [
      {
        label: 'Down payment and trade-in',
        value: decimal(v.down).plus(v.tradeIn).toNumber(),
        palette: 'teal' as const,
      },
      { label: 'Amount financed', value: r.loan, palette: 'blue' as const },
      { label: 'Interest', value: r.totalInterest, palette: 'orange' as const },
    ].filter((part) => part.value > 0),
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const taxed = v.taxOn === 'net' ? Math.max(v.price - v.tradeIn, 0) : v.price;
    const monthly = v.rate / 1200;
    const growth = (1 + monthly) ** v.months;
    const events = eventsOf(v, words);
    return [
      `Sales tax = ${v.taxOn === 'net' ? '(price − trade-in)' : 'price'} × ${formatPlain(v.taxRate)}% = ${money(taxed)} × ${formatPlain(v.taxRate / 100)} ≈ ${money(r.salesTax)}`,
      `Amount financed L = price + tax − down payment − trade-in = ${money(v.price)} + ${money(r.salesTax)} − ${money(v.down)} − ${money(v.tradeIn)} = ${money(r.loan)}`,
      v.rate === 0
        ? `Payment = L ÷ n = ${money(r.loan)} ÷ ${formatPlain(v.months)} ≈ ${money(r.payment)}`
        : `Payment = L × r × (1 + r)^n ÷ ((1 + r)^n − 1), r = ${formatPlain(v.rate)} ÷ 1200 ${equalsOrAbout(exact(v.rate).div(1200), formatPlain(Number(monthly.toPrecision(8))))} ${formatPlain(Number(monthly.toPrecision(8)))}, n = ${formatPlain(v.months)}: ${money(r.loan)} × ${formatPlain(Number(monthly.toPrecision(8)))} × ${formatPlain(Number(growth.toPrecision(8)))} ÷ ${formatPlain(Number((growth - 1).toPrecision(8)))} ≈ ${money(r.payment)}`,
      'Each month: interest = balance × r, rounded half-up to the cent; the rest of the payment repays the loan, and the last payment is what is left',
      ...(hasEvents(events)
        ? [
            ...eventSteps(planOf(v), repaidOf(v), events, money, words),
            `Interest = ${money(r.totalPayments)} − ${money(r.loan)} = ${money(r.totalInterest)}`,
          ]
        : [
            v.months === 1
              ? `Total of payments = one payment = ${money(r.totalPayments)}; interest = ${money(r.totalPayments)} − ${money(r.loan)} = ${money(r.totalInterest)}`
              : `Total of payments = ${formatPlain(v.months - 1)} × ${money(r.payment)} + the last ${money(r.lastPayment)} = ${money(r.totalPayments)}; interest = ${money(r.totalPayments)} − ${money(r.loan)} = ${money(r.totalInterest)}`,
          ]),
      `Total cost = price + tax + interest = ${money(v.price)} + ${money(r.salesTax)} + ${money(r.totalInterest)} = ${money(r.totalCost)}`,
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
        default: module.prepaymentsPanel(words, 'months', 'USD'),
      })),
    where: 'form',
  },
  about: [
    'Amount financed = car price + sales tax − down payment − trade-in value. Sales tax is worked out on the price less the trade-in, as most US states charge it, or on the full price where the trade-in does not reduce it; it is rounded half-up to the cent and financed with the car.',
    'The monthly payment is the standard annuity formula, L × r × (1 + r)^n ÷ ((1 + r)^n − 1), with L the amount financed, r the APR ÷ 12 ÷ 100 and n the months, the same formula as the loan EMI calculator. At 0% it is L ÷ n. Interest is charged monthly on the balance still owed and each payment is made at the end of its month.',
    'The payment is rounded half-up to the cent. Each month’s interest is the balance × r, rounded half-up to the cent, and the last payment is whatever clears the balance exactly, so it may differ from the others by a few cents. The total of payments and the total interest are the sums of that schedule (they equal the table’s; at 0% the interest is 0.00), and the total cost of the car is price + tax + interest (what you pay in cash, trade-in and payments). Registration, title and dealer fees are not included unless you add them to the price.',
    'Extra payments are made with the payment of their month and go straight off the balance: a fixed extra every month, an extra with every twelfth payment (months 12, 24, …) and one-time prepayments, counted in months from the first payment. By default the payment stays the same and the loan is repaid sooner; or the payment is worked out again after each extra payment for the balance over the months left of the term, rounded half-up to the cent, and the term stays. Interest saved is the interest of the loan without them less the interest with them; the totals are then those of the schedule with them. Prepayment penalties, where a lender charges any, are not included.',
  ],
  faq: [
    {
      question: 'Does a trade-in lower the sales tax?',
      answer:
        'In most US states, yes: tax is charged on the price less the trade-in value. A few states tax the full price. Choose the option that matches where you register the car.',
    },
    {
      question: 'Is a longer loan cheaper?',
      answer:
        'The payment is lower, but you pay interest for longer, so the total cost rises. At 6.5%, 29,100 repaid over 48 months costs 4,025.02 in interest; over 72 months, 6,120.19.',
    },
    {
      question: 'What if the dealer offers 0% financing?',
      answer:
        'Enter 0 as the rate: the payment is the amount financed divided by the months. Compare it with any cash rebate you would give up to get the 0% offer.',
    },
    {
      question: 'Why does the dealer’s payment differ from this one?',
      answer:
        'Dealers may add fees, insurance or service contracts to the loan, start interest from the day of purchase or round the payment differently. This calculator shows the payment of the formula for the numbers you enter.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.11 "Buying or Leasing ' +
        'a Car", example "New Car Payments", part 1: $31,885 financed at 2.9% for 5 years, a ' +
        'monthly payment of $571.52 ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-11-buying-or-leasing-a-car); the ' +
        'book rounds a payment up to the next penny, so within 1 cent',
      inputs: {
        price: '31885',
        down: '0',
        tradeIn: '0',
        taxRate: '0',
        rate: '2.9',
        months: '60',
      },
      expected: { payment: 571.52 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.11 (as above), the same example, part 2: ' +
        '$22,778 financed at 4.5% for 6 years, $361.58 a month (rounded up to the next penny, so ' +
        'within 1 cent)',
      inputs: {
        price: '22778',
        down: '0',
        tradeIn: '0',
        taxRate: '0',
        rate: '4.5',
        months: '72',
      },
      expected: { payment: 361.58 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.11 (as above), example "Used Car ' +
        'Payments": $16,990 financed at 7.5% for 3 years, $528.50 a month (rounded up to the next ' +
        'penny, so within 1 cent)',
      inputs: {
        price: '16990',
        down: '0',
        tradeIn: '0',
        taxRate: '0',
        rate: '7.5',
        months: '36',
      },
      expected: { payment: 528.5 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.8 "The Basics of Loans", example ' +
        '"Calculating the Payment for a Loan", part 1: a car loan of $28,500 at 3.99% for 5 years: ' +
        '"The monthly payment needed is $524.75" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-8-the-basics-of-loans; rounded up to ' +
        'the next penny, so within 1 cent)',
      inputs: {
        price: '28500',
        down: '0',
        tradeIn: '0',
        taxRate: '0',
        rate: '3.99',
        months: '60',
      },
      expected: { payment: 524.75 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.3 "Loan Amortization": a three-year ' +
        '6% auto loan for $32,000, "approximately $973.50 per month" ' +
        '(openstax.org/books/principles-finance/pages/8-3-loan-amortization)',
      inputs: {
        price: '32000',
        down: '0',
        tradeIn: '0',
        taxRate: '0',
        rate: '6',
        months: '36',
      },
      expected: { payment: 973.5 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.11 (as above), example "Total Cost to ' +
        'Purchase a Car with Down Payment": Sophia’s $19,800 car at 9.5% sales tax: "The sales ' +
        'tax comes to $19,800 × 0.095 = $1,881" (her $1,721.50 of untaxed fees, which this ' +
        'page has no field for, make her amount financed not comparable; the example gives no ' +
        'rate or term, which do not change the tax)',
      inputs: {
        price: '19800',
        down: '5000',
        tradeIn: '0',
        taxRate: '9.5',
        taxOn: 'price',
        rate: '6',
        months: '60',
      },
      expected: { salesTax: 1881 },
      tolerance: 0.005,
    },
    {
      source:
        'eNotes, "Help with this car payment math problem": a $14,988 car with 8.1% sales tax ($1,214.03) is $16,202.03, financed at 10% for 60 months: $344.25 a month and $4,452.97 of interest (enotes.com/homework-help/help-with-this-car-payment-math-problem-please-304103)',
      inputs: {
        price: '14988',
        down: '0',
        tradeIn: '0',
        taxRate: '8.1',
        taxOn: 'price',
        rate: '10',
        months: '60',
      },
      // eNotes' interest, 4,452.97, is 60 × 344.25 − 16,202.03. This page's totals are its
      // schedule's: interest rounded each month and a last payment of 343.86 that clears the
      // balance (worked independently), 4,452.58 of interest, so that figure is not compared.
      expected: { salesTax: 1214.03, loan: 16202.03, payment: 344.25 },
      tolerance: 0.005,
    },
    {
      source:
        'Blitzer, Thinking Mathematically, 6th ed. (Pearson), exercise set 8.6 no. 7 (GradeSaver solution): a $29,635 car with $9,000 down, $20,635 at 6.62% for 5 years, is $405 a month (gradesaver.com)',
      inputs: {
        price: '29635',
        down: '9000',
        tradeIn: '0',
        taxRate: '0',
        rate: '6.62',
        months: '60',
      },
      expected: { loan: 20635, payment: 405 },
      tolerance: 0.5,
    },
    {
      source:
        'Answer to a car-loan question: a $42,100 car with $4,000 down and a $6,500 trade-in, $31,600 at 4.5% for 5 years, is $589.12 a month (csr.engine.ac.nz/encuentra/28682286)',
      inputs: {
        price: '42100',
        down: '4000',
        tradeIn: '6500',
        taxRate: '0',
        rate: '4.5',
        months: '60',
      },
      expected: { loan: 31600, payment: 589.12 },
      tolerance: 0.005,
    },
  ],
});
