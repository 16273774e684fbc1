import { formatDollars, formatNumber, formatPlain, formatSignificant } from '../domain/format.ts';
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
import { cents, decimal, MAX_AMOUNT, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { hasEvents, amortize as repay, type PaymentEvents } from './shared/amortize.ts';
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
  keywords:
    'mortgage home loan house repayment amortization amortisation extra payments lump sum prepayment',
} satisfies CalculatorRecord;

// The mortgage calculator (spec sections 3, 4, 5 and 9): the level monthly payment of a
// fixed-rate loan, M = P × r(1+r)^n / ((1+r)^n − 1) with r = annual rate ÷ 100 ÷ 12 and
// n = years × 12; total payment = M × n; total interest = total − loan. It calculates once on load
// and on Calculate. Beyond the spec, as calculator.net has them: extra payments every month,
// every year and once (payment events of the loans' one schedule, shared/amortize.ts), the start
// month with the payoff date, charts, an amortization schedule in whole cents, and the payment
// with property tax, insurance and fees added (PITI), which leaves the spec's figures as they are.

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
  extra: extraPayment(
    'Extra monthly payment (optional)',
    'extra monthly payment',
    'Paid with every payment, straight off the balance.',
  ),
  extraYearly: extraPayment(
    'Extra yearly payment (optional)',
    'extra yearly payment',
    'Paid once a year, with every twelfth payment (payments 12, 24, …).',
  ),
  oneTime: extraPayment(
    'One-time extra payment (optional)',
    'one-time extra payment',
    'A lump sum paid once, with the payment you choose beside it.',
  ),
  oneTimeAt: {
    kind: 'integer',
    label: 'With payment number',
    default: '',
    placeholder: '12',
    help: '1 is the first payment, 12 the last of the first year.',
    blankValue: 0,
    min: 1,
    max: MAX_TERM_MONTHS,
    sameRow: true,
    messages: {
      required: '',
      invalid: 'Please enter the payment number as a whole number, such as 12.',
      min: 'The payment number must be 1 or more.',
      max: `The payment number can be at most ${MAX_TERM_MONTHS}.`,
    },
  },
  start: {
    kind: 'month',
    label: 'Start month',
    default: '',
    help: 'The month of your first payment.',
    invalid: 'Please enter the start month as YYYY-MM, for example 2025-03.',
  },
  costs: {
    kind: 'choice',
    label: 'Taxes, insurance and fees',
    default: 'none',
    display: 'radio',
    options: [
      { value: 'none', label: 'Leave out' },
      { value: 'add', label: 'Add to the monthly payment' },
    ],
  },
  propertyTax: yearlyCost('Property tax', '3000', 'Your yearly property tax bill.'),
  insurance: yearlyCost('Homeowners insurance', '1500', 'Your yearly premium.'),
  pmi: yearlyCost(
    'Mortgage insurance (PMI)',
    '0',
    'Usually charged while the loan is more than 80% of the home’s value.',
  ),
  hoa: yearlyCost('HOA fees', '0', 'Homeowners association dues for the year.'),
} as const;

/** An optional extra payment, straight off the balance: `noun` names it in its messages. */
function extraPayment<L extends string>(label: L, noun: string, help: string) {
  return {
    kind: 'money',
    label,
    default: '',
    blankValue: 0,
    placeholder: '0',
    help,
    min: 0,
    max: MAX_AMOUNT,
    messages: {
      required: '',
      invalid: `Please enter a valid number for the ${noun}.`,
      min: `The ${noun} cannot be negative.`,
      max: `The ${noun} can be at most 10 trillion.`,
    },
  } as const;
}

/** A yearly cost paid with the loan (escrow), shown only when the visitor adds them. */
function yearlyCost<L extends string, D extends string>(label: L, fallback: D, help: string) {
  return {
    kind: 'money',
    label: `${label} per year`,
    default: fallback,
    blankValue: 0,
    placeholder: '0',
    min: 0,
    max: MAX_AMOUNT,
    help,
    when: { costs: 'add' },
  } as const;
}

/** The yearly taxes, insurance and fees, in the form's order (0 while they are left out). */
function yearlyCosts(v: MortgageValues): number[] {
  return [v.propertyTax, v.insurance, v.pmi, v.hoa].map((cost) => cost ?? 0);
}

/** The yearly taxes, insurance and fees the visitor added, a month's share to the cent. */
function monthlyCosts(v: MortgageValues): number {
  if (v.costs !== 'add') return 0;
  const yearly = yearlyCosts(v).reduce((sum, cost) => sum.plus(cost), decimal(0));
  return roundToCents(yearly.div(12)).toNumber();
}

type MortgageValues = Values<typeof fields>;

/**
 * The CFPB's sample Loan Estimate (references below) as typed: its escrow of $206 a month as
 * $2,472 of property tax a year; its mortgage insurance is each reference's own.
 */
const LOAN_ESTIMATE_SAMPLE = {
  amount: '162000',
  rate: '3.875',
  term: '30',
  costs: 'add',
  propertyTax: '2472',
  insurance: '0',
  hoa: '0',
};

/** Everything worked out for one set of values; schedules are whole cents that add up. */
interface Loan {
  months: number;
  start: YearMonth;
  totals: LoanTotals;
  plain: Amortization;
  /** The schedule with the extra payments, when any above 0 is made. */
  withExtra: Amortization | null;
  /** The interest of that same kind of schedule without the extras: what they save is measured from it. */
  interestWithoutExtra: number | null;
}

/** The extra payments of the values, as the loans' one schedule takes them. */
function eventsOf(v: MortgageValues): PaymentEvents {
  return {
    extraMonthly: v.extra,
    extraYearly: v.extraYearly,
    prepayments: v.oneTime > 0 ? [{ month: v.oneTimeAt, amount: v.oneTime }] : [],
  };
}

/** Only an extra monthly payment is made: its texts stay as they were before the others. */
const onlyMonthly = (v: MortgageValues) => v.extraYearly === 0 && v.oneTime === 0;

/** The extras made, in words: '$100.00 a month', '$1,000.00 a year', '$5,000.00 once, with …'. */
function extraParts(v: MortgageValues): string[] {
  return [
    ...(v.extra > 0 ? [`${formatDollars(v.extra)} a month`] : []),
    ...(v.extraYearly > 0 ? [`${formatDollars(v.extraYearly)} a year`] : []),
    ...(v.oneTime > 0 ? [`${formatDollars(v.oneTime)} once, with payment ${v.oneTimeAt}`] : []),
  ];
}

/** '$100.00 a month, $1,000.00 a year and $5,000.00 once, with payment 12'. */
function extrasText(v: MortgageValues): string {
  const parts = extraParts(v);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

/**
 * The loan repaid with extra payments, by the loans' one schedule (shared/amortize.ts): the
 * payment shown plus the extras due that month, each month's interest rounded half-up to the
 * cent, the last payment clearing the balance. Rows as the plain schedule's, each payment the
 * two together.
 */
/** The loans' shared schedule of the payment shown, with the given extras, each month to the cent. */
function sharedSchedule(
  v: MortgageValues,
  totals: LoanTotals,
  months: number,
  events: PaymentEvents,
) {
  return repay({
    principal: v.amount,
    rate: v.rate,
    payment: roundToCents(totals.monthlyPayment),
    term: months,
    events,
  })!;
}

function withExtraPayments(v: MortgageValues, totals: LoanTotals, months: number): Amortization {
  const schedule = sharedSchedule(v, totals, months, eventsOf(v));
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
  const withExtra = hasEvents(eventsOf(v)) ? withExtraPayments(v, totals, months) : null;
  // Saved interest compares like with like: the unrounded M × n total above would make one cent
  // extra 'save' −$0.41, the gap between it and the cent-by-cent schedule.
  const interestWithoutExtra = withExtra
    ? sharedSchedule(v, totals, months, { extraMonthly: 0, extraYearly: 0, prepayments: [] })
        .totalInterest
    : null;
  return {
    months,
    start: parseYearMonth(v.start)!,
    totals,
    plain,
    withExtra,
    interestWithoutExtra,
  };
});

const payments = (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`;
const payoffOf = (loan: Loan, schedule: Amortization) =>
  formatMonth(paymentMonth(loan.start, schedule.rows.length), 'long');

/** 'Jan 2025 – Dec 2025': the months of a loan year. */
function yearRange(start: YearMonth, firstPeriod: number, lastPeriod: number): string {
  const first = formatMonth(paymentMonth(start, firstPeriod));
  const last = formatMonth(paymentMonth(start, lastPeriod));
  return first === last ? first : `${first} – ${last}`;
}

/** What the extra payment changes, in a sentence. */
function extraSentence(loan: Loan, withExtra: Amortization): string {
  const monthsSaved = loan.plain.rows.length - withExtra.rows.length;
  // Both interest figures of the same cent-by-cent schedule, without the extras and with them.
  const saved =
    (Math.round(loan.interestWithoutExtra! * 100) - Math.round(withExtra.totalInterest * 100)) /
    100;
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

function charts(v: MortgageValues, loan: Loan): ChartSpec[] {
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
      `Remaining balance at the end of each year. With the extra ` +
      `${extraParts(v).length === 1 ? 'payment' : 'payments'} the balance ` +
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
    monthlyPayment: { label: 'Monthly payment', format: 'money', emphasis: true },
    withCosts: {
      label: 'Monthly payment with taxes, insurance and fees',
      format: 'money',
      emphasis: true,
      when: { costs: 'add' },
    },
    totalPayment: {
      label: (v) => `Total of ${payments(paymentCount(v.term) ?? 0)}`,
      format: 'money',
    },
    totalInterest: { label: 'Total interest', format: 'money' },
  },
  validate(v) {
    const months = paymentCount(v.term);
    if (months === null) {
      return {
        term: 'The loan term must be a whole number of months, such as 30, 15 or 2.5 years.',
      };
    }
    // Asked only with a one-time payment: a blank number beside none stops nothing.
    if (v.oneTime > 0 && v.oneTimeAt === 0) {
      return {
        oneTimeAt: 'Please enter the number of the payment the one-time payment is made with.',
      };
    }
    if (v.oneTime > 0 && v.oneTimeAt > months) {
      return {
        oneTimeAt: `The loan has ${payments(months)}: choose a payment from 1 to ${months}.`,
      };
    }
    return {};
  },
  compute(v) {
    const loan = loanOf(v);
    if (!loan)
      return { monthlyPayment: NaN, withCosts: NaN, totalPayment: NaN, totalInterest: NaN };
    const withCosts = decimal(cents(loan.totals.monthlyPayment)).plus(monthlyCosts(v));
    return { ...loan.totals, withCosts: withCosts.toNumber() };
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
      title: onlyMonthly(v)
        ? `With ${formatDollars(v.extra)} extra a month`
        : `With ${extrasText(v)}`,
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
    const factor = formatSignificant((1 + r) ** months, 10);
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
    if (v.costs === 'add') {
      const yearly = yearlyCosts(v).map((cost) => formatDollars(cost));
      steps.push(
        `Taxes, insurance and fees a month = (${yearly.join(' + ')}) ÷ 12 = ` +
          formatDollars(monthlyCosts(v)),
        `Monthly payment with them = ${formatDollars(results.monthlyPayment)} + ` +
          `${formatDollars(monthlyCosts(v))} = ${formatDollars(results.withCosts)}`,
      );
    }
    if (withExtra) {
      const count = withExtra.rows.length;
      const regular = formatDollars(cents(results.monthlyPayment) + cents(v.extra));
      const repaid =
        count === 1
          ? 'the first payment repays the loan'
          : count === plain.rows.length
            ? `the loan is still repaid in ${count} payments (the extra is too small to save one)`
            : `the loan is repaid in ${count} payments instead of ${plain.rows.length}`;
      if (onlyMonthly(v)) {
        steps.push(
          count === 1
            ? `With ${formatDollars(v.extra)} extra a month, ${repaid}`
            : `With ${formatDollars(v.extra)} extra a month, each payment is ${regular} and ${repaid}`,
        );
      } else {
        // A one-time payment due after the loan is repaid is never made.
        const unmade =
          v.oneTime > 0 && v.oneTimeAt > count
            ? `, before payment ${v.oneTimeAt}: the one-time payment is not made`
            : '';
        steps.push(
          `Extra payments = ${extrasText(v)}, each paid with its month’s payment, straight ` +
            'off the balance',
          `With them, ${repaid}${unmade}`,
        );
      }
    }
    return steps;
  },
  charts: {
    title: 'Principal and interest over time',
    build: (v) => charts(v, loanOf(v)!),
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
        note: loan.withExtra ? `Payments include your extra ${extrasText(v)}.` : undefined,
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
    'Taxes, insurance and fees, when added, are their yearly amounts together ÷ 12, rounded half-up to the cent, added to the monthly payment rounded to the cent. A US Loan Estimate works its "Estimated Total Monthly Payment" the same way from principal and interest, mortgage insurance and the escrow of property taxes and homeowners insurance, but leaves out HOA fees, which are usually paid to the association, not the lender. They are shown as the same every month, though taxes and premiums change from year to year, and they do not change the loan, its totals or its schedule.',
    'The amortization schedule is in whole cents, chosen so that its rows add up to those totals: each month’s interest is the balance × r rounded to the cent, the rest of the payment repays principal, and the last payment settles the balance to exactly $0.00. An extra payment goes straight off the balance, which shortens the loan: an extra monthly payment with every payment, an extra yearly payment with every twelfth (payments 12, 24, …), and a one-time payment with the payment you choose. With any of them, the schedule is the one the loan EMI and car loan calculators keep: the payment shown plus the extras due that month, each month’s interest rounded half-up to the cent, and the last payment whatever clears the balance; the interest they save is that schedule’s interest without the extras less its interest with them (without any, it differs a little from the total above, as its interest is rounded month by month).',
  ],
  faq: [
    {
      question: 'What does the monthly payment include?',
      answer:
        'The monthly payment is principal and interest only. Lenders often collect property tax and homeowners insurance with it (escrow), and mortgage insurance and HOA fees are paid too, so the amount leaving your account each month is usually higher. Choose Add to the monthly payment under Taxes, insurance and fees and enter their yearly amounts to see the payment with them.',
    },
    {
      question: 'How much do extra payments save?',
      answer:
        'Enter them under Extra monthly payment, Extra yearly payment or One-time extra payment: the calculator shows the new payoff date, how many payments you save and how much less interest you pay. Each extra dollar goes straight off the balance, so less interest is charged every month after; the earlier it is paid, the more it saves.',
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
      source:
        'Consumer Financial Protection Bureau, Regulation Z (12 CFR 1026), appendix H-24(B), ' +
        '"Mortgage Loan Transaction Loan Estimate – Fixed Rate Loan Sample": a loan of ' +
        '$162,000 at 3.875% for 30 years, "Monthly Principal & Interest $761.78"',
      inputs: { amount: '162000', rate: '3.875', term: '30' },
      expected: { monthlyPayment: 761.78 },
      tolerance: 0.005,
    },
    {
      source:
        'CFPB, Loan Estimate sample (as above), Projected Payments, years 1–7: $761.78 with ' +
        '$82 of mortgage insurance and $206 of estimated escrow (property taxes and homeowners ' +
        'insurance) a month, "Estimated Total Monthly Payment $1,050", in whole dollars as the ' +
        'form shows it, so within 50 cents. Typed as $82 × 12 = $984 of mortgage insurance and ' +
        '$206 × 12 = $2,472 of property tax a year',
      inputs: { ...LOAN_ESTIMATE_SAMPLE, pmi: '984' },
      expected: { withCosts: 1050 },
      tolerance: 0.5,
    },
    {
      source:
        'CFPB, Loan Estimate sample (as above), years 8–30, once mortgage insurance ends: ' +
        '$761.78 + $206 of escrow, "Estimated Total Monthly Payment $968" (whole dollars, so ' +
        'within 50 cents)',
      inputs: { ...LOAN_ESTIMATE_SAMPLE, pmi: '0' },
      expected: { withCosts: 968 },
      tolerance: 0.5,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.12 "Renting and ' +
        'Homeownership", example "30-Year Mortgage at 4.8% Interest": Evan’s 30-year mortgage ' +
        'of $132,650 at 4.8%: "His mortgage payment is $695.97" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-12-renting-and-homeownership); the ' +
        'book rounds a payment up to the next penny, so within 1 cent',
      inputs: { amount: '132650', rate: '4.8', term: '30' },
      expected: { monthlyPayment: 695.97 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.12 (as above), example "30-Year Mortgage at ' +
        '5.35% Interest": Cassandra’s 30-year mortgage of $99,596 at 5.35%, a payment of ' +
        '$556.16 (rounded up to the next penny, so within 1 cent)',
      inputs: { amount: '99596', rate: '5.35', term: '30' },
      expected: { monthlyPayment: 556.16 },
      tolerance: 0.01,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.12 (as above), the same loan, the next two ' +
        'examples: she pays "$200,217.60" in total (T = pmt × 12 × t) and her cost of ' +
        'financing is "$100,621.60". The book multiplies the payment rounded up to the next ' +
        'penny by the 360 payments, this page the unrounded payment, so within 360 × 1 cent',
      inputs: { amount: '99596', rate: '5.35', term: '30' },
      expected: { totalPayment: 200217.6, totalInterest: 100621.6 },
      tolerance: 3.6,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.12 (as above), example "Amortization Table ' +
        'for a 30-Year, $165,900 Mortgage": at 5.61% "the payments are $953.44 per month"',
      inputs: { amount: '165900', rate: '5.61', term: '30' },
      expected: { monthlyPayment: 953.44 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance (2022), section 8.3 "Loan Amortization": a $200,000 home ' +
        'with $60,000 down, $140,000 over 20 years at 3.6%: "Your monthly mortgage payment is ' +
        '$819.16" (openstax.org/books/principles-finance/pages/8-3-loan-amortization)',
      inputs: { amount: '140000', rate: '3.6', term: '20' },
      expected: { monthlyPayment: 819.16 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.8 "The Basics of Loans", example ' +
        '"Calculating the Payment for a Loan", part 2: a home loan of $136,700 at 5.75% for 15 ' +
        'years: "The monthly payment needed is $1,135.18" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-8-the-basics-of-loans; rounded up to ' +
        'the next penny, so within 1 cent)',
      inputs: { amount: '136700', rate: '5.75', term: '15' },
      expected: { monthlyPayment: 1135.18 },
      tolerance: 0.01,
    },
  ],
});
