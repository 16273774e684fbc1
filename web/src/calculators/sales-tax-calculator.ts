import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 28,
  name: 'Sales Tax Calculator',
  description: 'Add sales tax or VAT to a price, or take it out of a price that includes it.',
  category: 'finance',
  icon: 'receipt',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'gst-calculator',
    'discount-calculator',
    'tip-calculator',
    'profit-margin-calculator',
    'vat-calculator',
  ],
  group: 'Tax and pay',
  keywords: 'sales tax vat value added tax',
} satisfies CalculatorRecord;

// Sales tax or VAT: added to a price before tax (tax = price × rate ÷ 100), or taken out of a
// price that includes it (price before tax = amount × 100 ÷ (100 + rate), HMRC's "VAT fraction"
// rate ÷ (100 + rate) for the tax). Exact decimal amounts, rounded half-up to the cent once; the
// tax taken out is the difference, so the two parts always add up to the total. Amounts are
// shown in the currency the visitor picks.

export default defineCalculator({
  slug: 'sales-tax-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    amount: {
      kind: 'money',
      label: 'Amount',
      default: '100',
      min: 0,
      max: 1e12,
    },
    rate: {
      kind: 'percent',
      label: 'Tax rate',
      default: '8.25',
      min: 0,
      max: 100,
      help: 'The combined rate: state, county and city sales tax together, or the VAT rate (20% in the UK).',
    },
    mode: {
      kind: 'choice',
      label: 'The amount is',
      default: 'add',
      display: 'radio',
      options: [
        { value: 'add', label: 'Before tax (add tax)' },
        { value: 'remove', label: 'Including tax (remove tax)' },
      ],
    },
  },
  outputs: {
    total: { label: 'Price with tax', format: 'money' },
    tax: { label: 'Tax', format: 'money' },
    net: { label: 'Price before tax', format: 'money' },
  },
  compute(v) {
    const typed = roundToCents(v.amount);
    const net =
      v.mode === 'add' ? typed : roundToCents(typed.times(100).div(decimal(100).plus(v.rate)));
    const tax = v.mode === 'add' ? roundToCents(typed.times(v.rate).div(100)) : typed.minus(net);
    return { total: net.plus(tax).toNumber(), tax: tax.toNumber(), net: net.toNumber() };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    return v.mode === 'add'
      ? `${formatPlain(v.rate)}% tax on ${money(r.net)} is ${money(r.tax)}, for ${money(r.total)} in all.`
      : `${money(r.total)} including ${formatPlain(v.rate)}% tax is ${money(r.net)} plus ${money(r.tax)} of tax.`;
  },
  facts: (v) => [
    {
      label: 'Share of the total that is tax',
      text:
        v.rate === 0
          ? 'None'
          : `${formatPlain(v.rate)} ÷ ${formatPlain(100 + v.rate)} ≈ ${formatNumber((v.rate / (100 + v.rate)) * 100, 2)}%`,
    },
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const rate = formatPlain(v.rate);
    // The amount typed, to the cent, is the price before tax when adding, the total when removing.
    if (v.mode === 'add') {
      return [
        `Tax = amount × rate ÷ 100 = ${money(r.net)} × ${rate} ÷ 100 ≈ ${money(r.tax)}`,
        `Price with tax = amount + tax = ${money(r.net)} + ${money(r.tax)} = ${money(r.total)}`,
      ];
    }
    return [
      `Price before tax = amount × 100 ÷ (100 + rate) = ${money(r.total)} × 100 ÷ ${formatPlain(100 + v.rate)} ≈ ${money(r.net)}`,
      `Tax = amount − price before tax = ${money(r.total)} − ${money(r.net)} = ${money(r.tax)}`,
    ];
  },
  about: [
    'Adding tax: tax = price × rate ÷ 100, and the price with tax is price + tax. Removing tax from a price that includes it: the price before tax = amount × 100 ÷ (100 + rate), and the tax is the difference. The share of a tax-inclusive price that is tax is rate ÷ (100 + rate): 1/6 at 20% VAT, 1/21 at 5%, as HMRC puts it.',
    'Amounts are exact decimals rounded half-up to the cent once. When tax is taken out, the tax is the total less the rounded price before tax, so the two parts always add up to the amount typed.',
    'In the United States sales tax is charged at the till on top of the shelf price, at a combined state and local rate; VAT and GST in most other countries are usually already in the shelf price. Which goods are taxed, and at what rate, depends on where you buy.',
  ],
  faq: [
    {
      question: 'How do I take sales tax or VAT out of a price?',
      answer:
        'Divide by 1 plus the rate: 120 including 20% VAT is 120 ÷ 1.20 = 100 before tax, and the tax is 20. Subtracting 20% of 120 (24) would be wrong, because the tax was worked out on 100, not on 120.',
    },
    {
      question: 'What rate should I use?',
      answer:
        'The combined rate where you buy. In the US it is the state rate plus any county and city rates; in the UK the standard VAT rate is 20% and the reduced rate 5%.',
    },
    {
      question: 'Why might a till receipt differ by a cent?',
      answer:
        'Shops may round tax on each item rather than on the total, or round down. This calculator rounds the tax on the whole amount half-up to the cent.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.2 "Discounts, Markups, ' +
        'and Sales Tax", example "Sales Tax in Kankakee Illinois", part 2: $34.88 at 8.25% carries ' +
        '"$2.88" of sales tax, a total of "$37.76" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-2-discounts-markups-and-sales-tax)',
      inputs: { amount: '34.88', rate: '8.25', mode: 'add' },
      expected: { tax: 2.88, total: 37.76 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), the same example, part 1: ' +
        '$428.99 at 8.25%, "the sales tax is $35.39" (the book’s total, "$428.99 + $35.88 = ' +
        '$464.87", adds a mistyped tax, so only the tax is compared)',
      inputs: { amount: '428.99', rate: '8.25', mode: 'add' },
      expected: { tax: 35.39 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), example "Compute Sales Tax for ' +
        'Denver, Colorado": a $499.00 TV at 8.81% carries $43.96 of sales tax, $542.96 in all',
      inputs: { amount: '499', rate: '8.81', mode: 'add' },
      expected: { tax: 43.96, total: 542.96 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), example "Compute Sales Tax for ' +
        'Austin, Texas": $467.64 including 8.25% sales tax is a purchase price of $432 and ' +
        '"$35.64 in sales tax"',
      inputs: { amount: '467.64', rate: '8.25', mode: 'remove' },
      expected: { net: 432, tax: 35.64 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), example "Calculating the ' +
        'Purchase Price from the Sales Tax and Total Price", part 1: a total of $36.56 at 5.75% is ' +
        '"The purchase price, the price before tax, was $34.57"',
      inputs: { amount: '36.56', rate: '5.75', mode: 'remove' },
      expected: { net: 34.57 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), the same example, part 2: a ' +
        'total of $97.17 at 4.25% is a purchase price of $93.21',
      inputs: { amount: '97.17', rate: '4.25', mode: 'remove' },
      expected: { net: 93.21 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.11 "Buying or Leasing a Car", example ' +
        '"Total Cost to Purchase a Car": 6.75% sales tax on a $21,800 car "is $21,800 × 0.0675 = ' +
        '$1,471.50" (openstax.org/books/contemporary-mathematics/pages/6-11-buying-or-leasing-a-car)',
      inputs: { amount: '21800', rate: '6.75', mode: 'add' },
      expected: { tax: 1471.5 },
      tolerance: 0.005,
    },
  ],
});
