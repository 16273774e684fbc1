// The investment calculator's inputs as typed (strings, kept in the URL) → numbers, with a
// message for each field that cannot be used. Pure: no React.

import { parseNumber } from '../../../domain/format.ts';
import {
  COMPOUNDING_FREQUENCIES,
  MAX_YEARS,
  type CompoundingFrequency,
  type ContributionTiming,
  type InvestmentInputs,
} from '../../../domain/investment.ts';

/** The URL query keys and their defaults (strings, as typed). */
export const INVESTMENT_DEFAULTS = {
  initial: '10000',
  monthly: '200',
  rate: '7',
  years: '10',
  compound: 'monthly',
  timing: 'end',
} as const satisfies Record<string, string>;

export type InputKey = keyof typeof INVESTMENT_DEFAULTS;
export type InputValues = Record<InputKey, string>;

/** The largest amount accepted in a money field: a trillion dollars. */
export const MAX_AMOUNT = 1e12;
/** The expected annual return accepted, in percent. */
export const MIN_RATE = -99;
export const MAX_RATE = 100;

export const COMPOUNDING_LABELS: Readonly<Record<CompoundingFrequency, string>> = {
  annually: 'Annually',
  semiannually: 'Semi-annually',
  quarterly: 'Quarterly',
  monthly: 'Monthly',
  daily: 'Daily',
};

export type FieldErrors = Partial<Record<'initial' | 'monthly' | 'rate' | 'years', string>>;

export interface ParsedInputs {
  /** The numbers, when every field is usable. */
  inputs: InvestmentInputs | null;
  /** A message for each field that is not. */
  errors: FieldErrors;
}

/** An amount as people type it: '10,000', '$250', ' 1 000 ' are all accepted. */
function parseAmount(text: string): number | null {
  return parseNumber(text.replace(/[\s,]/g, '').replace(/^\$/, ''));
}

/** A percentage as people type it: '7', '7%', '6.5 %'. */
function parseRate(text: string): number | null {
  return parseNumber(text.replace(/\s/g, '').replace(/%$/, ''));
}

function amountError(text: string, noun: string, example: string): [number | null, string?] {
  if (text.trim() === '') return [null, `Enter the ${noun} (0 if none).`];
  const value = parseAmount(text);
  if (value === null) return [null, `Enter the ${noun} as a number, e.g. ${example}.`];
  if (value < 0) return [null, `The ${noun} cannot be negative.`];
  if (value > MAX_AMOUNT) return [null, 'Enter an amount up to $1,000,000,000,000.'];
  return [value];
}

/** The compounding named in the URL, or monthly for anything else. */
export function compoundingOf(text: string): CompoundingFrequency {
  return (COMPOUNDING_FREQUENCIES as readonly string[]).includes(text)
    ? (text as CompoundingFrequency)
    : 'monthly';
}

/** The contribution timing named in the URL, or end of month for anything else. */
export function timingOf(text: string): ContributionTiming {
  return text === 'start' ? 'start' : 'end';
}

/** Checks every field and returns the numbers, or the message for each unusable field. */
export function parseInvestmentInputs(values: InputValues): ParsedInputs {
  const errors: FieldErrors = {};

  const [initial, initialError] = amountError(values.initial, 'initial investment', '10000');
  if (initialError) errors.initial = initialError;
  const [monthly, monthlyError] = amountError(values.monthly, 'monthly contribution', '200');
  if (monthlyError) errors.monthly = monthlyError;
  if (initial === 0 && monthly === 0) {
    errors.monthly = 'Enter an initial investment or a monthly contribution: both cannot be 0.';
  }

  const rate = parseRate(values.rate);
  if (values.rate.trim() === '') errors.rate = 'Enter the expected annual return.';
  else if (rate === null) errors.rate = 'Enter the return as a number, e.g. 7.';
  else if (rate < MIN_RATE || rate > MAX_RATE) {
    errors.rate = `Enter a return from ${MIN_RATE}% to ${MAX_RATE}%.`;
  }

  const years = parseNumber(values.years);
  if (values.years.trim() === '') errors.years = 'Enter the number of years.';
  else if (years === null || !Number.isInteger(years) || years < 1 || years > MAX_YEARS) {
    errors.years = `Enter a whole number of years from 1 to ${MAX_YEARS}.`;
  }

  if (Object.keys(errors).length > 0 || initial === null || monthly === null) {
    return { inputs: null, errors };
  }
  return {
    inputs: {
      initialInvestment: initial,
      monthlyContribution: monthly,
      annualReturnRate: rate ?? 0,
      years: years ?? 0,
      compounding: compoundingOf(values.compound),
      timing: timingOf(values.timing),
    },
    errors,
  };
}
