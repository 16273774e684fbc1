import { describe, expect, it } from 'vitest';
import { currencyField } from './currencies.ts';
import { todayField } from './dateFields.ts';
import { defineCalculator, type Fields, type NumberField } from './definition.ts';
import { evaluate } from './evaluate.ts';
import type { Currency } from './money.ts';

// What a definition need not write: the messages under its fields, made from each field's noun
// and limits, amounts in the calculator's currency; and the ready-made date field.

const figures = {
  rate: {
    kind: 'percent',
    label: 'Interest rate (per year)',
    default: '8',
    min: 0,
    max: 50,
  },
  months: { kind: 'integer', label: 'Tenure', unit: 'months', default: '12', min: 1, max: 480 },
  years: {
    kind: 'number',
    label: 'Time',
    unit: 'years',
    default: '2',
    min: 0,
    minExclusive: true,
    max: 100,
  },
  loan: { kind: 'money', label: 'Loan amount', default: '100000', min: 1000, max: 1e11 },
  deposit: {
    kind: 'money',
    label: 'Deposit',
    default: '500',
    min: 500,
    max: 150_000,
    noun: 'yearly deposit',
    messages: { min: 'The PPF needs at least ₹500 a year' },
  },
} as const satisfies Record<string, NumberField>;

/** A calculator of these fields, whose amounts are in `currency` (or one the visitor picks). */
function calculatorOf<const F extends Fields>(
  fields: F,
  money: { currency?: Currency; currencyChoice?: boolean } = { currency: 'INR' },
) {
  const reference = { source: 'none', inputs: {}, expected: {}, tolerance: 0 };
  return defineCalculator({
    slug: 'messages',
    ...money,
    fields,
    outputs: { total: { label: 'Total', format: 'number' } },
    compute: () => ({ total: 0 }),
    steps: () => [],
    about: [],
    faq: [
      { question: 'a', answer: 'a' },
      { question: 'b', answer: 'b' },
      { question: 'c', answer: 'c' },
    ],
    references: [reference, reference, reference],
  });
}

const rupees = calculatorOf(figures);

const errorsOf = (texts: Record<string, string>) => evaluate(rupees, texts).errors;

describe('messages made from a field’s noun and limits', () => {
  it('names the field by its label without a closing parenthesis', () => {
    expect(errorsOf({ rate: '' }).rate).toBe('Enter the interest rate');
    expect(errorsOf({ rate: '-1' }).rate).toBe('The interest rate cannot be negative');
    expect(errorsOf({ rate: '51' }).rate).toBe('The interest rate can be at most 50%');
    expect(errorsOf({ rate: 'abc' }).rate).toBe('Enter a number');
  });

  it('gives limits with their unit, one month in the singular', () => {
    expect(errorsOf({ months: '0' }).months).toBe('The tenure must be at least 1 month');
    expect(errorsOf({ months: '481' }).months).toBe('The tenure can be at most 480 months');
    expect(errorsOf({ months: '1.5' }).months).toBe('Enter a whole number');
    expect(errorsOf({ years: '0' }).years).toBe('The time must be more than 0 years');
  });

  it('writes amounts in the calculator’s one currency, crores in words', () => {
    expect(errorsOf({ loan: '999' }).loan).toBe('The loan amount must be at least ₹1,000');
    expect(errorsOf({ loan: '1e12' }).loan).toBe('The loan amount can be at most ₹10,000 crore');
    expect(errorsOf({ deposit: '150001' }).deposit).toBe(
      'The yearly deposit can be at most ₹1,50,000',
    );
  });

  it('keeps the messages a definition writes itself', () => {
    expect(errorsOf({ deposit: '499' }).deposit).toBe('The PPF needs at least ₹500 a year');
  });

  it('names no currency where the visitor chooses it, and trillions in words', () => {
    const chosen = calculatorOf(
      {
        currency: currencyField,
        amount: { kind: 'money', label: 'Amount', default: '1', min: 0, max: 1e12 },
      },
      { currency: 'USD', currencyChoice: true },
    );
    expect(evaluate(chosen, { amount: '2e12' }).errors.amount).toBe(
      'The amount can be at most 1 trillion',
    );
  });
});

describe('the ready-made date field', () => {
  it('is today while blank, says so, and asks for a valid date by its noun', () => {
    const field = todayField('Start date');
    expect(field).toMatchObject({
      kind: 'date',
      default: '',
      blankIsToday: true,
      help: 'Today unless you choose another date.',
    });
    expect(todayField('End date', { blankDays: 30 }).help).toBe(
      '30 days from today unless you choose another date.',
    );
    const dated = calculatorOf({ start: field }, {});
    expect(evaluate(dated, { start: '2025-02-30' }).errors.start).toBe('Enter a valid start date.');
    expect(evaluate(dated, { start: '' }, '2026-01-05').values?.start).toBe('2026-01-05');
  });
});
