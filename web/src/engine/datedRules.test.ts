import { describe, expect, it } from 'vitest';
import { dayInWords } from '../domain/calendar.ts';
import { ruleOn, type RuleTable } from './datedRules.ts';
import { defineCalculator, type ChoiceField, type DateField } from './definition.ts';
import { evaluate, periodOn, rulesDateOf } from './evaluate.ts';

// Picking the rules in force on a day, and the engine's use of them: a date before the first rule
// is refused, and a choice of periods starts at the one today falls in.

const rule = (from: string, rate: number) => ({
  from,
  title: `Rate ${rate}`,
  summary: `${rate}%`,
  change: `${rate}% from ${from}`,
  reference: `Notification of ${from}`,
  source: 'A ministry',
  rules: { rate },
});

const TABLE: RuleTable<{ rate: number }> = [
  rule('2017-07-01', 12),
  rule('2025-09-22', 5),
  rule('2026-02-01', 40),
];

const YEARS: ChoiceField = {
  kind: 'choice',
  label: 'Tax year',
  default: '2025-26',
  options: [
    { value: '2025-26', label: 'FY 2025-26' },
    { value: '2026-27', label: 'Tax year 2026-27' },
  ],
  starts: { '2025-26': '2025-04-01', '2026-27': '2026-04-01' },
};

const DATE: DateField = {
  kind: 'date',
  label: 'Date',
  default: '',
  blankIsToday: true,
  invalid: 'Enter a date',
};

/** A calculator whose rate is the one in force on its date. */
const dated = defineCalculator({
  slug: 'dated-rate',
  currency: 'INR',
  fields: {
    amount: {
      kind: 'money',
      label: 'Amount',
      default: '100',
      min: 0,
      max: 1e9,
      messages: { required: 'Enter the amount', min: 'Too small', max: 'Too large' },
    },
    date: DATE,
  },
  rules: { table: TABLE, field: 'date' },
  outputs: { tax: { label: 'Tax', format: 'money' } },
  compute: (v) => ({ tax: (v.amount * ruleOn(TABLE, v.date)!.rules.rate) / 100 }),
  steps: () => [],
  about: [''],
  faq: [
    { question: '', answer: '' },
    { question: '', answer: '' },
    { question: '', answer: '' },
  ],
  references: [
    { source: '', inputs: {}, expected: {}, tolerance: 0 },
    { source: '', inputs: {}, expected: {}, tolerance: 0 },
    { source: '', inputs: {}, expected: {}, tolerance: 0 },
  ],
});

describe('rules by date', () => {
  it('picks the rule in force on a day: from its first day until the next one begins', () => {
    expect(ruleOn(TABLE, '2017-07-01')?.rules.rate).toBe(12);
    expect(ruleOn(TABLE, '2025-09-21')?.rules.rate).toBe(12);
    expect(ruleOn(TABLE, '2025-09-22')?.rules.rate).toBe(5);
    expect(ruleOn(TABLE, '2026-01-31')?.rules.rate).toBe(5);
    expect(ruleOn(TABLE, '2026-02-01')?.rules.rate).toBe(40);
    expect(ruleOn(TABLE, '2099-12-31')?.rules.rate).toBe(40);
  });

  it('has no rule before the first', () => {
    expect(ruleOn(TABLE, '2017-06-30')).toBeNull();
  });

  it('picks the period a day falls in, the last to have begun', () => {
    expect(periodOn(YEARS, '2026-03-31')).toBe('2025-26');
    expect(periodOn(YEARS, '2026-04-01')).toBe('2026-27');
    expect(periodOn(YEARS, '2030-01-01')).toBe('2026-27');
    // Before every period: the field's default.
    expect(periodOn(YEARS, '2020-01-01')).toBe('2025-26');
  });

  it('reads the day from a date, or from the first day of a period', () => {
    expect(rulesDateOf(DATE, '2025-10-02')).toBe('2025-10-02');
    expect(rulesDateOf(YEARS, '2026-27')).toBe('2026-04-01');
    expect(rulesDateOf(YEARS, 'no such year')).toBeNull();
    expect(rulesDateOf(DATE, undefined)).toBeNull();
  });

  it('writes a day in words, day first', () => {
    expect(dayInWords('2025-09-22')).toBe('22 September 2025');
    expect(dayInWords('2026-02-01')).toBe('1 February 2026');
  });
});

describe('a calculator with rules by date', () => {
  it('works with the rule in force on its date, today’s when the date is blank', () => {
    expect(evaluate(dated, { date: '2025-09-21' }).results).toEqual({ tax: 12 });
    expect(evaluate(dated, { date: '2025-09-22' }).results).toEqual({ tax: 5 });
    expect(evaluate(dated, { date: '' }, '2026-02-01').results).toEqual({ tax: 40 });
  });

  it('refuses a date before its first rule, under the date field', () => {
    const { errors, results } = evaluate(dated, { date: '2017-06-30' });
    expect(errors).toEqual({ date: 'Enter a date from 1 July 2017, when the rules here begin' });
    expect(results).toBeNull();
  });
});
