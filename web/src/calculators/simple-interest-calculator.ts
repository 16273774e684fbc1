import { formatCount, formatPlain, formatReading, readingOf } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney, roundToCents, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 25,
  name: 'Simple Interest Calculator',
  description:
    'Work out simple interest and the total amount from the principal, the rate and the time.',
  category: 'finance',
  icon: 'percent',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['compound-interest-calculator', 'fd-calculator', 'loan-emi-calculator'],
  group: 'Loans',
  keywords: 'simple interest si',
} satisfies CalculatorRecord;

// Simple interest: I = P × r × t, interest on the principal alone at r % a year for t years,
// never on interest already earned (the textbook formula, e.g. OpenStax, Contemporary
// Mathematics, section 6.3 "Simple Interest"). The total is P + I. Any one of principal, rate,
// time or interest is found from the other three in closed form. Amounts are shown in the
// currency the visitor picks.

export default defineCalculator({
  slug: 'simple-interest-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    principal: {
      kind: 'money',
      label: 'Principal',
      default: '10000',
      min: 0,
      minExclusive: true,
      max: 1e12,
      help: 'The amount borrowed or invested.',
    },
    rate: {
      kind: 'percent',
      label: 'Interest rate (per year)',
      default: '5',
      min: 0,
      max: 100,
    },
    years: {
      kind: 'number',
      label: 'Time',
      unit: 'years',
      default: '3',
      min: 0,
      max: 100,
      help: 'Months ÷ 12 or days ÷ 365 for part of a year: 9 months is 0.75 years.',
      messages: {
        required: 'Enter the time in years',
      },
    },
    interest: {
      kind: 'money',
      label: 'Interest',
      default: '1500',
      min: 0,
      max: MAX_AMOUNT,
    },
  },
  solve: {
    unknowns: ['interest', 'principal', 'rate', 'years'],
    residual: (v) => (v.principal * v.rate * v.years) / 100 - v.interest,
    closedForms: {
      interest: (v) => (v.principal * v.rate * v.years) / 100,
      // With no rate or no time there is no interest, whatever the principal.
      principal: (v) => (v.rate * v.years > 0 ? (v.interest * 100) / (v.rate * v.years) : null),
      rate: (v) => (v.years > 0 ? (v.interest * 100) / (v.principal * v.years) : null),
      years: (v) => (v.rate > 0 ? (v.interest * 100) / (v.principal * v.rate) : null),
    },
  },
  outputs: {
    interest: { label: 'Interest', format: 'money' },
    total: { label: 'Total (principal + interest)', format: 'money' },
    perYear: { label: 'Interest per year', format: 'money' },
  },
  compute(v) {
    const interest = roundToCents(v.interest);
    return {
      interest: interest.toNumber(),
      total: interest.plus(cents(v.principal)).toNumber(),
      perYear: cents(decimal(v.principal).times(v.rate).div(100)),
    };
  },
  summary: (v, r) =>
    `${formatReading(v.rate, 6)}% a year on ${formatMoney(v.principal, v.currency)} for ` +
    `${formatCount(readingOf(v.years, 6), 'years')} earns ${formatMoney(r.interest, v.currency)} of simple interest.`,
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    return [
      `r = ${formatPlain(v.rate)} ÷ 100 = ${formatPlain(v.rate / 100)}`,
      `Interest I = P × r × t = ${money(v.principal)} × ${formatPlain(v.rate / 100)} × ${formatPlain(v.years)} = ${money(r.interest)}`,
      `Total = P + I = ${money(v.principal)} + ${money(r.interest)} = ${money(r.total)}`,
      `Interest per year = P × r = ${money(r.perYear)}`,
    ];
  },
  table: {
    caption: 'Interest year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'interest', label: 'Interest to date', format: 'money' },
      { id: 'total', label: 'Principal + interest', format: 'money' },
    ],
    rows(v) {
      const rows: Record<string, number>[] = [];
      const principal = cents(v.principal);
      for (let year = 1; year <= Math.floor(v.years); year++) {
        const interest = cents(decimal(v.principal).times(v.rate).times(year).div(100));
        rows.push({ year, interest, total: decimal(principal).plus(interest).toNumber() });
      }
      return rows;
    },
  },
  about: [
    'Simple interest I = P × r × t: P is the principal, r the yearly rate as a decimal (the % ÷ 100) and t the time in years. Interest is charged or earned on the principal only, so it grows by the same amount each year; the total is P + I.',
    'Time is in years: 9 months is 0.75 years and 90 days is 90 ÷ 365 years. Some lenders count a year as 360 days, which gives a little more interest for the same days.',
    'Pick what to solve for: the interest, or the principal (I ÷ (r × t)), rate (I ÷ (P × t)) or time (I ÷ (P × r)) that give a known interest. Amounts are worked in decimal and rounded half-up to the cent; the total is the principal plus the rounded interest, so the figures shown add up.',
  ],
  faq: [
    {
      question: 'What is the difference between simple and compound interest?',
      answer:
        'Simple interest is worked out on the principal only. Compound interest is added to the balance and then earns interest itself, so it grows faster: 10,000 at 5% for 10 years earns 5,000 simple but 6,288.95 compounded yearly.',
    },
    {
      question: 'Where is simple interest used?',
      answer:
        'In short-term loans and notes, some car loans and personal loans, bonds paying fixed coupons, and many classroom examples. Savings accounts and most deposits compound instead.',
    },
    {
      question: 'How do I enter months or days?',
      answer:
        'Divide by 12 or by 365: 6 months is 0.5 years, 18 months 1.5 years, and 73 days 0.2 years.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.3 "Simple Interest", ' +
        'example "Simple Interest on Loans with Integer Year Terms", part 1: P = $4,000, r = 5.5%, ' +
        't = 4: "The simple interest … is $880", "the total to be repaid, is … $4,880.00" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-3-simple-interest)',
      inputs: { principal: '4000', rate: '5.5', years: '4' },
      expected: { interest: 880, total: 4880 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.3 (as above), the same example, part 2: ' +
        'P = $14,800, r = 7.9%, t = 7: interest $8,184.40, total to be repaid $22,984.40',
      inputs: { principal: '14800', rate: '7.9', years: '7' },
      expected: { interest: 8184.4, total: 22984.4 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.3 (as above), example "Simple Interest ' +
        'Equipment Loan": a $11,995 brake lathe on a two-year loan at 14.9%: interest $3,574.51, ' +
        'total repaid $15,569.51',
      inputs: { principal: '11995', rate: '14.9', years: '2' },
      expected: { interest: 3574.51, total: 15569.51 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.3 (as above), example "Simple Interest on a ' +
        'Deposit", part 3: $10,000 at 1.25% for 18 months (t = 18/12): interest $187.50, future ' +
        'value $10,187.50',
      inputs: { principal: '10000', rate: '1.25', years: '1.5' },
      expected: { interest: 187.5, total: 10187.5 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.3 (as above), example "Certificate of ' +
        'Deposit": $2,500 in a CD at 3.25% simple interest for 3 years: 2,500 + 243.75 = $2,743.75',
      inputs: { principal: '2500', rate: '3.25', years: '3' },
      expected: { interest: 243.75, total: 2743.75 },
      tolerance: 0.005,
    },
    {
      source:
        'Big Ideas Math, Modeling Real Life Grade 7, "Simple Interest" (Mathleaks solution): a $4,800 loan at 9.9% for 4 years costs $1,900.80 in interest, $6,700.80 in all (mathleaks.com)',
      inputs: { principal: '4800', rate: '9.9', years: '4' },
      expected: { interest: 1900.8, total: 6700.8 },
      tolerance: 0.005,
    },
    {
      source:
        'Basic-mathematics.com, "Simple interest", exercise 1: $2,000 at 5% for 4 years earns $400 (basic-mathematics.com/simple-interest.html)',
      inputs: { principal: '2000', rate: '5', years: '4' },
      expected: { interest: 400 },
      tolerance: 0.005,
    },
    {
      source:
        'Basic-mathematics.com (as above), exercise 2: $2,000,000 at 4% for a year earns $80,000',
      inputs: { principal: '2000000', rate: '4', years: '1' },
      expected: { interest: 80000 },
      tolerance: 0.005,
    },
    {
      source:
        'Senioritis, "A guide to calculating simple interest": $1,000 at 5% for 2 years earns $100, $1,100 in all (senioritis.io)',
      inputs: { principal: '1000', rate: '5', years: '2' },
      expected: { interest: 100, total: 1100 },
      tolerance: 0.005,
    },
    {
      source: 'Big Ideas Math (as above), solved for the rate',
      inputs: { principal: '4800', interest: '1900.80', years: '4' },
      solve: 'rate',
      expected: { rate: 9.9 },
      tolerance: 0.0001,
    },
    {
      source: 'Big Ideas Math (as above), solved for the principal',
      inputs: { interest: '1900.80', rate: '9.9', years: '4' },
      solve: 'principal',
      expected: { principal: 4800 },
      tolerance: 0.005,
    },
    {
      source: 'Big Ideas Math (as above), solved for the time',
      inputs: { principal: '4800', interest: '1900.80', rate: '9.9' },
      solve: 'years',
      expected: { years: 4 },
      tolerance: 0.0001,
    },
  ],
});
