import { formatDollars, formatNumber, formatPlain } from '../domain/format.ts';
import {
  amortize,
  describeMonths,
  formatMonth,
  loanTotals,
  MAX_TERM_MONTHS,
  monthlyRate,
  paymentCount,
  paymentMonth,
  scheduleByYear,
  type Amortization,
  type LoanTotals,
} from '../domain/mortgage.ts';
import { parseYearMonth, type YearMonth } from '../domain/calendar.ts';
import { defineCalculator, type ChartSpec, type Values } from '../engine/definition.ts';
import { cents, decimal, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { amortize as repay } from './shared/amortize.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 4,
  name: 'Mortgage Calculator',
  description:
    'Estimate your monthly mortgage payment, total payment and total interest over the loan term.',
  category: 'finance',
  icon: 'home',
  iconBg: 'blue',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: [
    'loan-emi-calculator',
    'compound-interest-calculator',
    'investment-calculator',
    'apr-calculator',
    'amortization-calculator',
    'debt-to-income-ratio-calculator',
    'refinance-calculator',
    'house-affordability-calculator',
    'rent-vs-buy-calculator',
  ],
  group: 'Loans',
  keywords: 'mortgage home loan house repayment amortization amortisation',
} satisfies CalculatorRecord;

// The mortgage calculator (spec sections 3, 4, 5 and 9): the level monthly payment of a
// fixed-rate loan, M = P × r(1+r)^n / ((1+r)^n − 1) with r = annual rate ÷ 100 ÷ 12 and
// n = years × 12; total payment = M × n; total interest = total − loan. It calculates once on load
// and on Calculate. Beyond the spec, as calculator.net has them: an extra monthly payment (a
// payment event of the loans' one schedule, shared/amortize.ts), the start month with the payoff
// date, charts and an amortization schedule in whole cents.

const MAX_TERM_YEARS = MAX_TERM_MONTHS / 12;

const fields = {
  amount: {
    kind: 'money',
    label: 'Loan amount',
    default: '200000',
    min: 0,
    minExclusive: true,
    // Any amount is taken; one too large to schedule to the cent says so (overflowMessage).
    max: Infinity,
    messages: {
      required: 'Please enter a valid number for the loan amount.',
      invalid: 'Please enter a valid number for the loan amount.',
      min: 'The loan amount must be greater than 0.',
      max: '',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Interest rate',
    unit: '% a year',
    default: '4.5',
    min: 0,
    minExclusive: true,
    max: 100,
    // Far above any mortgage's (the US peak was 18.6 % in 1981): most likely mistyped (45 for 4.5).
    plausible: {
      min: 0,
      max: 30,
      note: 'Check the rate: mortgage rates above 30% a year are very rare',
    },
    messages: {
      required: 'Please enter a valid number for the interest rate.',
      invalid: 'Please enter a valid number for the interest rate.',
      min: 'The interest rate must be greater than 0.',
      max: 'The interest rate can be at most 100%.',
    },
  },
  term: {
    kind: 'number',
    label: 'Loan term',
    unit: 'years',
    default: '30',
    min: 0,
    minExclusive: true,
    max: MAX_TERM_YEARS,
    messages: {
      required: 'Please enter a valid number for the loan term.',
      invalid: 'Please enter a valid number for the loan term.',
      min: 'The loan term must be greater than 0.',
      max: `The loan term can be at most ${MAX_TERM_YEARS} years.`,
    },
  },
  extra: {
    kind: 'money',
    label: 'Extra monthly payment (optional)',
    default: '',
    blankValue: 0,
    placeholder: '0',
    help: 'Paid with every payment, straight off the balance.',
    min: 0,
    max: Infinity,
    messages: {
      required: '',
      invalid: 'Please enter a valid number for the extra monthly payment.',
      min: 'The extra monthly payment cannot be negative.',
      max: '',
    },
  },
  start: {
    kind: 'month',
    label: 'Start month',
    default: '',
    help: 'The month of your first payment.',
    invalid: 'Please enter the start month as YYYY-MM, for example 2025-03.',
  },
} as const;

type MortgageValues = Values<typeof fields>;

/** Everything worked out for one set of values; schedules are whole cents that add up. */
interface Loan {
  months: number;
  start: YearMonth;
  totals: LoanTotals;
  plain: Amortization;
  /** The schedule with the extra payment, when one above 0 is made. */
  withExtra: Amortization | null;
}

/**
 * The loan repaid with an extra payment every month, by the loans' one schedule
 * (shared/amortize.ts): the payment shown plus the extra each month, each month's interest
 * rounded half-up to the cent, the last payment clearing the balance. Rows as the plain
 * schedule's, each payment the two together.
 */
function withExtraPayment(v: MortgageValues, totals: LoanTotals, months: number): Amortization {
  const schedule = repay({
    principal: v.amount,
    rate: v.rate,
    payment: roundToCents(totals.monthlyPayment),
    term: months,
    events: { extraMonthly: v.extra },
  })!;
  return {
    monthlyPayment: totals.monthlyPayment,
    rows: schedule.months.map((month) => ({
      period: month.month,
      payment: decimal(month.payment).plus(month.extra).toNumber(),
      principal: month.principal,
      interest: month.interest,
      balance: month.balance,
    })),
    totalPayment: schedule.totalPaid,
    totalInterest: schedule.totalInterest,
    principal: cents(v.amount),
  };
}

/** The loan for the values, or null when a figure is too large to schedule to the cent. */
const loanOf = rememberLast((v: MortgageValues): Loan | null => {
  const months = paymentCount(v.term)!;
  const totals = loanTotals(v.amount, v.rate, months);
  const plain = amortize({ principal: v.amount, annualRatePercent: v.rate, months });
  if (!totals || !plain) return null;
  const withExtra = v.extra > 0 ? withExtraPayment(v, totals, months) : null;
  return { months, start: parseYearMonth(v.start)!, totals, plain, withExtra };
});

const payments = (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`;
const payoffOf = (loan: Loan, schedule: Amortization) =>
  formatMonth(paymentMonth(loan.start, schedule.rows.length), 'long');

/** A number to 10 significant digits, for factors such as (1 + r)^n. */
const factorFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 10 });

/** 'Jan 2025 – Dec 2025': the months of a loan year. */
function yearRange(start: YearMonth, firstPeriod: number, lastPeriod: number): string {
  const first = formatMonth(paymentMonth(start, firstPeriod));
  const last = formatMonth(paymentMonth(start, lastPeriod));
  return first === last ? first : `${first} – ${last}`;
}

/** What the extra payment changes, in a sentence. */
function extraSentence(loan: Loan, withExtra: Amortization): string {
  const monthsSaved = loan.plain.rows.length - withExtra.rows.length;
  // Both interest figures as shown, to the cent: the spec's total less the schedule's.
  const saved =
    (Math.round(loan.totals.totalInterest * 100) - Math.round(withExtra.totalInterest * 100)) / 100;
  const saving = `save ${formatDollars(saved)} in interest`;
  return monthsSaved > 0
    ? `You pay off ${describeMonths(monthsSaved)} sooner and ${saving}.`
    : `You ${saving}; the payoff date stays the same.`;
}

/** The bar chart in words, for everyone who cannot see it. */
function paymentsSummary(schedule: Amortization): string {
  const years = scheduleByYear(schedule.rows);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  const span = `${years.length} ${years.length === 1 ? 'year' : 'years'}`;
  const overall =
    `Over ${span} you repay ${formatDollars(schedule.principal)} of principal and ` +
    `${formatDollars(schedule.totalInterest)} of interest.`;
  if (years.length === 1) return overall;
  return (
    `${overall} In year 1, ${formatDollars(first.principal)} of your payments goes to principal ` +
    `and ${formatDollars(first.interest)} to interest; in year ${last.year}, ` +
    `${formatDollars(last.principal)} to principal and ${formatDollars(last.interest)} to interest.`
  );
}

function charts(loan: Loan): ChartSpec[] {
  const shown = loan.withExtra ?? loan.plain;
  const bars: ChartSpec = {
    kind: 'stacked-bars',
    caption: paymentsSummary(shown),
    x: { key: 'year', label: 'Loan year', tooltip: 'Year' },
    series: [
      { id: 'principal', label: 'Principal', color: 'blue.solid' },
      { id: 'interest', label: 'Interest', color: 'orange.solid' },
    ],
    data: scheduleByYear(shown.rows).map((year) => ({
      year: String(year.year),
      principal: year.principal,
      interest: year.interest,
    })),
  };
  if (!loan.withExtra) return [bars];
  const plainYears = scheduleByYear(loan.plain.rows);
  const extraYears = scheduleByYear(loan.withExtra.rows);
  const monthsSaved = loan.plain.rows.length - loan.withExtra.rows.length;
  const balance: ChartSpec = {
    kind: 'lines',
    caption:
      `Remaining balance at the end of each year. With the extra payment the balance ` +
      `reaches ${formatDollars(0)} in ${payoffOf(loan, loan.withExtra)} instead of ` +
      `${payoffOf(loan, loan.plain)}, ${describeMonths(monthsSaved)} sooner.`,
    x: { key: 'year', label: 'Loan year', tooltip: 'End of year' },
    series: [
      { id: 'withoutExtra', label: 'Without extra payments', color: 'fg.muted', dashed: true },
      { id: 'withExtra', label: 'With extra payments', color: 'teal.solid' },
    ],
    data: [
      { year: '0', withExtra: loan.withExtra.principal, withoutExtra: loan.plain.principal },
      ...plainYears.map((year, index) => ({
        year: String(year.year),
        withExtra: extraYears[index]?.balance ?? 0,
        withoutExtra: year.balance,
      })),
    ],
  };
  return [bars, balance];
}

export default defineCalculator({
  slug: 'mortgage-calculator',
  currency: 'USD',
  fields,
  outputs: {
    monthlyPayment: { label: 'Monthly payment', format: 'money' },
    totalPayment: {
      label: (v) => `Total of ${payments(paymentCount(v.term) ?? 0)}`,
      format: 'money',
    },
    totalInterest: { label: 'Total interest', format: 'money' },
  },
  validate(v) {
    return paymentCount(v.term) === null
      ? { term: 'The loan term must be a whole number of months, such as 30, 15 or 2.5 years.' }
      : {};
  },
  compute(v) {
    const loan = loanOf(v);
    if (!loan) return { monthlyPayment: NaN, totalPayment: NaN, totalInterest: NaN };
    return { ...loan.totals };
  },
  overflowMessage: 'These numbers are too large to calculate. Please try a smaller loan amount.',
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, results) => ({
    loanAmount: v.amount,
    interestRate: v.rate,
    loanTerm: v.term,
    monthlyPayment: cents(results.monthlyPayment),
    totalPayment: cents(results.totalPayment),
    totalInterest: cents(results.totalInterest),
  }),
  facts: (v) => {
    const loan = loanOf(v)!;
    return [{ label: 'Payoff date', text: payoffOf(loan, loan.plain) }];
  },
  breakdown: (v, results) => [
    { label: 'Principal', value: v.amount, palette: 'blue' },
    { label: 'Interest', value: results.totalInterest, palette: 'orange' },
  ],
  highlight: (v) => {
    const loan = loanOf(v)!;
    const withExtra = loan.withExtra;
    if (!withExtra) return null;
    return {
      title: `With ${formatDollars(v.extra)} extra a month`,
      text: extraSentence(loan, withExtra),
      facts: [
        { label: 'New payoff date', text: payoffOf(loan, withExtra) },
        {
          label: `Total of ${payments(withExtra.rows.length)}`,
          text: formatDollars(withExtra.totalPayment),
        },
        { label: 'Total interest', text: formatDollars(withExtra.totalInterest) },
      ],
    };
  },
  notes: [
    'This is an estimate. Your actual payment may vary with taxes, insurance and lender fees.',
  ],
  steps(v, results) {
    const loan = loanOf(v)!;
    const { months, plain, withExtra } = loan;
    const r = monthlyRate(v.rate);
    const factor = factorFormat.format((1 + r) ** months);
    const first = plain.rows[0]!;
    const steps = [
      'M = P × r(1+r)^n / ((1+r)^n − 1)',
      `P = ${formatDollars(v.amount)} (the loan amount)`,
      `r = ${formatPlain(v.rate)} ÷ 100 ÷ 12 = ${formatPlain(r)} (the monthly interest rate)`,
      `n = ${formatPlain(v.term)} × 12 = ${formatPlain(months)} (the number of monthly payments)`,
      `(1+r)^n = ${formatPlain(1 + r)}^${months} = ${factor}`,
      `M = ${formatPlain(v.amount)} × ${formatPlain(r)} × ${factor} / (${factor} − 1) = ` +
        formatDollars(results.monthlyPayment),
      `Total payment = M × n = ${formatNumber(results.monthlyPayment, 6)} × ${months} = ` +
        formatDollars(results.totalPayment),
      `Total interest = ${formatDollars(results.totalPayment)} − ${formatDollars(v.amount)} = ` +
        formatDollars(results.totalInterest),
      `Month 1: interest = ${formatDollars(v.amount)} × ${formatPlain(r)} = ` +
        `${formatDollars(first.interest)}; principal = ${formatDollars(first.payment)} − ` +
        `${formatDollars(first.interest)} = ${formatDollars(first.principal)}`,
    ];
    if (withExtra) {
      const count = withExtra.rows.length;
      const regular = formatDollars(cents(results.monthlyPayment) + cents(v.extra));
      steps.push(
        count === 1
          ? `With ${formatDollars(v.extra)} extra a month, the first payment repays the loan`
          : `With ${formatDollars(v.extra)} extra a month, each payment is ${regular} and ` +
              `the loan is repaid in ${count} payments instead of ${plain.rows.length}`,
      );
    }
    return steps;
  },
  charts: {
    title: 'Principal and interest over time',
    build: (v) => charts(loanOf(v)!),
  },
  schedule: {
    title: 'Amortization schedule',
    build(v) {
      const loan = loanOf(v)!;
      const schedule = loan.withExtra ?? loan.plain;
      const { rows } = schedule;
      const years = scheduleByYear(rows);
      const from = formatMonth(loan.start, 'long');
      const first = rows[0]!;
      const last = rows[rows.length - 1]!;
      return {
        note: loan.withExtra
          ? `Payments include your extra ${formatDollars(v.extra)} a month.`
          : undefined,
        columns: ['Payment', 'Principal', 'Interest', 'Balance'],
        annualCaption: `By loan year: ${years.length} ${years.length === 1 ? 'year' : 'years'} from ${from}`,
        monthlyCaption: `By month: ${payments(rows.length)} from ${from}`,
        years: years.map((year) => ({
          label: `Year ${year.year}`,
          range: yearRange(loan.start, year.firstPeriod, year.lastPeriod),
          cells: [year.payment, year.principal, year.interest, year.balance],
          months: rows.slice(year.firstPeriod - 1, year.lastPeriod).map((row) => ({
            label: formatMonth(paymentMonth(loan.start, row.period)),
            sub: `Payment ${row.period}`,
            cells: [row.payment, row.principal, row.interest, row.balance],
          })),
        })),
        total: [schedule.totalPayment, schedule.principal, schedule.totalInterest, 0],
        footnote:
          rows.length > 1 && last.payment !== first.payment
            ? `Figures are rounded to the cent. The last payment, ${formatDollars(last.payment)}, ` +
              `settles the balance to exactly ${formatDollars(0)}, so the payments add up to ` +
              'the total to the cent.'
            : undefined,
      };
    },
  },
  about: [
    'The monthly payment is M = P × r(1+r)^n / ((1+r)^n − 1): P is the loan amount, r the monthly interest rate (the annual rate ÷ 100 ÷ 12) and n the number of monthly payments (the term in years × 12). Interest is charged each month on the balance still owed, and each payment is made at the end of its month.',
    'Total payment is the monthly payment × the number of payments (the term in years × 12), worked out from the unrounded payment, as this calculator’s specification fixes; total interest is the total payment − the loan amount. Amounts are shown to the cent, rounded half-up. The loan EMI and car loan calculators instead add up a schedule of payments rounded to the cent, with interest rounded each month, so for the same loan their totals can differ from these by some cents.',
    'The amortization schedule is in whole cents, chosen so that its rows add up to those totals: each month’s interest is the balance × r rounded to the cent, the rest of the payment repays principal, and the last payment settles the balance to exactly $0.00. An extra monthly payment goes straight off the balance, which shortens the loan. With one, the schedule is the one the loan EMI and car loan calculators keep: the payment shown plus the extra each month, each month’s interest rounded half-up to the cent, and the last payment whatever clears the balance; the interest it saves is the total interest above less that schedule’s.',
  ],
  faq: [
    {
      question: 'What does the monthly payment include?',
      answer:
        'Principal and interest only. Property taxes, homeowners insurance, mortgage insurance and HOA fees are not included, so a lender’s quoted payment is usually higher.',
    },
    {
      question: 'How much does an extra monthly payment save?',
      answer:
        'Enter it under Extra monthly payment: the calculator shows the new payoff date, how many payments you save and how much less interest you pay. Each extra dollar goes straight off the balance, so less interest is charged every month after.',
    },
    {
      question: 'Why is the last payment a few cents different?',
      answer:
        'The payment is rounded to the cent, so paying the rounded figure every month leaves a few cents over or under at the end. The last payment settles exactly what is left.',
    },
    {
      question: 'Does a shorter term cost less?',
      answer:
        'Usually far less in interest: a 15-year loan has a higher monthly payment than a 30-year one at the same rate, but the balance is repaid faster, so much less interest is charged.',
    },
  ],
  references: [
    {
      source: 'Wikipedia, “Fixed-rate mortgage”: $200,000 at 6.5% for 30 years pays $1,264.14',
      inputs: { amount: '200000', rate: '6.5', term: '30' },
      expected: { monthlyPayment: 1264.14 },
      tolerance: 0.005,
    },
    {
      source: 'krillkits.com/mortgage/350000-6.5-15: $3,048.88 a month, interest $198,798',
      inputs: { amount: '350000', rate: '6.5', term: '15' },
      expected: { monthlyPayment: 3048.88, totalInterest: 198798 },
      tolerance: 0.5,
    },
    {
      source: 'bestcashcow.com/mortgage-calculator/product-48555: $210,000 at 6.5% for 10 years',
      inputs: { amount: '210000', rate: '6.5', term: '10' },
      expected: { monthlyPayment: 2384.51 },
      tolerance: 0.005,
    },
    {
      source: 'Fixed-rate loan calculator guide: $200,000 at 4.25% for 360 months pays $983.88',
      inputs: { amount: '200000', rate: '4.25', term: '30' },
      expected: { monthlyPayment: 983.88 },
      tolerance: 0.005,
    },
  ],
});
