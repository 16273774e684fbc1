// From the typed inputs to what the mortgage calculator shows: validation (spec section 5),
// the spec's results (section 9), the extra-payment comparison, the worked formula and the usage
// payload (section 3). No React: the component renders what this returns.

import { formatDollars, formatNumber, formatPlain, parseNumber } from '../../../domain/format.ts';
import {
  amortize,
  describeMonths,
  formatMonth,
  formatYearMonth,
  loanTotals,
  MAX_TERM_MONTHS,
  monthlyRate,
  parseYearMonth,
  paymentCount,
  paymentMonth,
  type Amortization,
  type LoanTotals,
  type YearMonth,
} from '../../../domain/mortgage.ts';

export const CALCULATOR_ID = 4;
export const CALCULATOR_SLUG = 'mortgage-calculator';

/** The inputs as typed, kept in the URL (spec defaults: 200000, 4.5 %, 30 years). */
export const MORTGAGE_DEFAULTS = {
  amount: '200000',
  rate: '4.5',
  term: '30',
  /** Optional; blank means none. */
  extra: '',
  /** 'YYYY-MM'; blank means the current month. */
  start: '',
} as const;

export type MortgageField = keyof typeof MORTGAGE_DEFAULTS;
export type MortgageInputs = Record<MortgageField, string>;

export const MAX_RATE_PERCENT = 100;
export const MAX_TERM_YEARS = MAX_TERM_MONTHS / 12;

export const DISCLAIMER =
  'This is an estimate. Your actual payment may vary with taxes, insurance and lender fees.';

/** The usage payload, exactly the spec's fields (section 3); money rounded to the cent. */
export interface MortgageUsage {
  loanAmount: number;
  interestRate: number;
  loanTerm: number;
  monthlyPayment: number;
  totalPayment: number;
  totalInterest: number;
}

export interface ExtraPaymentEffect {
  extra: number;
  schedule: Amortization;
  payoff: YearMonth;
  monthsSaved: number;
  /** Spec total interest − interest with the extra payment, in cents as both are shown. */
  interestSaved: number;
  /** 'You pay off 5 years sooner and save $31,745.46 in interest.' */
  sentence: string;
}

export interface MortgageResult {
  kind: 'result';
  loanAmount: number;
  interestRate: number;
  loanTerm: number;
  months: number;
  start: YearMonth;
  /** The spec's figures: monthly payment, total payment = M × term × 12, total interest. */
  totals: LoanTotals;
  /** The schedule without the extra payment. */
  plain: Amortization;
  /** Payoff month without the extra payment. */
  payoff: YearMonth;
  /** Present when an extra monthly payment above 0 was entered. */
  extra: ExtraPaymentEffect | null;
  /** "How this was calculated", one line a step. */
  steps: string[];
  usage: MortgageUsage;
}

export interface MortgageInvalid {
  kind: 'invalid';
  /** One short message a problem, shown in place of the result. */
  messages: string[];
  fields: MortgageField[];
}

export type MortgageOutcome = MortgageResult | MortgageInvalid;

/** The month of a calendar date ('2026-11-23'), such as today's (useToday). */
export function monthOf(isoDate: string): YearMonth {
  return { year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) };
}

/** The start month to show in the form: the typed one, or the current month when blank. */
export function startOrCurrent(start: string, current: YearMonth): string {
  return start.trim() === '' ? formatYearMonth(current) : start;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A number to 10 significant digits, for factors such as (1 + r)^n. */
const factorFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 10 });

/**
 * Everything the calculator shows for a set of typed inputs: the result, or the messages that
 * replace it (no calculation unless loan amount, rate and term are > 0, spec section 5).
 */
export function calculateMortgage(
  inputs: MortgageInputs,
  currentMonth: YearMonth,
): MortgageOutcome {
  const messages: string[] = [];
  const fields: MortgageField[] = [];
  const fail = (field: MortgageField, message: string) => {
    fields.push(field);
    messages.push(message);
  };

  const loanAmount = parseNumber(inputs.amount);
  if (loanAmount === null) fail('amount', 'Please enter a valid number for the loan amount.');
  else if (loanAmount <= 0) fail('amount', 'The loan amount must be greater than 0.');

  const interestRate = parseNumber(inputs.rate);
  if (interestRate === null) fail('rate', 'Please enter a valid number for the interest rate.');
  else if (interestRate <= 0) fail('rate', 'The interest rate must be greater than 0.');
  else if (interestRate > MAX_RATE_PERCENT) {
    fail('rate', `The interest rate can be at most ${MAX_RATE_PERCENT}%.`);
  }

  const loanTerm = parseNumber(inputs.term);
  let months: number | null = null;
  if (loanTerm === null) fail('term', 'Please enter a valid number for the loan term.');
  else if (loanTerm <= 0) fail('term', 'The loan term must be greater than 0.');
  else if (loanTerm > MAX_TERM_YEARS) {
    fail('term', `The loan term can be at most ${MAX_TERM_YEARS} years.`);
  } else {
    months = paymentCount(loanTerm);
    if (months === null) {
      fail('term', 'The loan term must be a whole number of months, such as 30, 15 or 2.5 years.');
    }
  }

  let extra = 0;
  if (inputs.extra.trim() !== '') {
    const parsed = parseNumber(inputs.extra);
    if (parsed === null) {
      fail('extra', 'Please enter a valid number for the extra monthly payment.');
    } else if (parsed < 0) {
      fail('extra', 'The extra monthly payment cannot be negative.');
    } else extra = parsed;
  }

  const start = inputs.start.trim() === '' ? currentMonth : parseYearMonth(inputs.start);
  if (start === null) {
    fail('start', 'Please enter the start month as YYYY-MM, for example 2025-03.');
  }

  if (
    messages.length > 0 ||
    loanAmount === null ||
    interestRate === null ||
    loanTerm === null ||
    months === null ||
    start === null
  ) {
    return { kind: 'invalid', messages, fields };
  }

  const totals = loanTotals(loanAmount, interestRate, months);
  const plain = amortize({ principal: loanAmount, annualRatePercent: interestRate, months });
  const withExtra =
    extra > 0
      ? amortize({
          principal: loanAmount,
          annualRatePercent: interestRate,
          months,
          extraPayment: extra,
        })
      : null;
  if (totals === null || plain === null || (extra > 0 && withExtra === null)) {
    return {
      kind: 'invalid',
      messages: ['These numbers are too large to calculate. Please try a smaller loan amount.'],
      fields: ['amount'],
    };
  }

  let extraEffect: ExtraPaymentEffect | null = null;
  if (withExtra) {
    const monthsSaved = plain.rows.length - withExtra.rows.length;
    const interestSaved =
      (Math.round(totals.totalInterest * 100) - Math.round(withExtra.totalInterest * 100)) / 100;
    const saving = `save ${formatDollars(interestSaved)} in interest`;
    extraEffect = {
      extra,
      schedule: withExtra,
      payoff: paymentMonth(start, withExtra.rows.length),
      monthsSaved,
      interestSaved,
      sentence:
        monthsSaved > 0
          ? `You pay off ${describeMonths(monthsSaved)} sooner and ${saving}.`
          : `You ${saving}; the payoff date stays the same.`,
    };
  }

  return {
    kind: 'result',
    loanAmount,
    interestRate,
    loanTerm,
    months,
    start,
    totals,
    plain,
    payoff: paymentMonth(start, plain.rows.length),
    extra: extraEffect,
    steps: workedSteps(loanAmount, interestRate, loanTerm, months, totals, plain, extraEffect),
    usage: {
      loanAmount,
      interestRate,
      loanTerm,
      monthlyPayment: cents(totals.monthlyPayment),
      totalPayment: cents(totals.totalPayment),
      totalInterest: cents(totals.totalInterest),
    },
  };
}

/** "How this was calculated": the formula, then the visitor's numbers step by step. */
function workedSteps(
  loanAmount: number,
  interestRate: number,
  loanTerm: number,
  months: number,
  totals: LoanTotals,
  plain: Amortization,
  extra: ExtraPaymentEffect | null,
): string[] {
  const r = monthlyRate(interestRate);
  const growth = (1 + r) ** months;
  const factor = factorFormat.format(growth);
  const P = formatPlain(loanAmount);
  const first = plain.rows[0]!;
  const steps = [
    'M = P × r(1+r)^n / ((1+r)^n − 1)',
    `P = ${formatDollars(loanAmount)} (the loan amount)`,
    `r = ${formatPlain(interestRate)} ÷ 100 ÷ 12 = ${formatPlain(r)} (the monthly interest rate)`,
    `n = ${formatPlain(loanTerm)} × 12 = ${formatPlain(months)} (the number of monthly payments)`,
    `(1+r)^n = ${formatPlain(1 + r)}^${months} = ${factor}`,
    `M = ${P} × ${formatPlain(r)} × ${factor} / (${factor} − 1) = ${formatDollars(totals.monthlyPayment)}`,
    `Total payment = M × n = ${formatNumber(totals.monthlyPayment, 6)} × ${months} = ` +
      formatDollars(totals.totalPayment),
    `Total interest = ${formatDollars(totals.totalPayment)} − ${formatDollars(loanAmount)} = ` +
      formatDollars(totals.totalInterest),
    `Month 1: interest = ${formatDollars(loanAmount)} × ${formatPlain(r)} = ` +
      `${formatDollars(first.interest)}; principal = ${formatDollars(first.payment)} − ` +
      `${formatDollars(first.interest)} = ${formatDollars(first.principal)}`,
  ];
  if (extra) {
    const count = extra.schedule.rows.length;
    const regular = formatDollars(cents(totals.monthlyPayment) + cents(extra.extra));
    steps.push(
      count === 1
        ? `With ${formatDollars(extra.extra)} extra a month, the first payment repays the loan`
        : `With ${formatDollars(extra.extra)} extra a month, each payment is ${regular} and ` +
            `the loan is repaid in ${count} payments instead of ${plain.rows.length}`,
    );
  }
  return steps;
}

/** The payoff month in words: 'October 2055'. */
export function payoffLabel(month: YearMonth): string {
  return formatMonth(month, 'long');
}
