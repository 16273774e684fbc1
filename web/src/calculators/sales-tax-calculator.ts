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
        'Accounting Services for Business, "VAT rates and fractions" (reproducing HMRC guidance): £100 + VAT at 20% = £120.00 (accountingservicesforbusiness.co.uk)',
      inputs: { amount: '100', rate: '20', mode: 'add' },
      expected: { tax: 20, total: 120 },
      tolerance: 0.005,
    },
    {
      source:
        'Accounting Services for Business (as above): the VAT in £117.50 at 17.5% is £117.50 × 7/47 = £17.50',
      inputs: { amount: '117.50', rate: '17.5', mode: 'remove' },
      expected: { tax: 17.5, net: 100 },
      tolerance: 0.005,
    },
    {
      source:
        'It’s Relative, "The VAT fraction": £60 of petrol at 20% holds £10.00 of VAT; £80 at the 5% rate holds £3.81 (itsrelative.co.uk/headlines/2014-06-11-vat-fraction)',
      inputs: { amount: '60', rate: '20', mode: 'remove' },
      expected: { tax: 10 },
      tolerance: 0.005,
    },
    {
      source: 'It’s Relative (as above): £80 at the reduced 5% rate holds £3.81 of VAT',
      inputs: { amount: '80', rate: '5', mode: 'remove' },
      expected: { tax: 3.81 },
      tolerance: 0.005,
    },
    {
      source:
        'Sales-tax.calculators.ro, "How to reverse calculate the sales tax": a $525 bill including 5% sales tax is $500 plus $25 of tax (sales-tax.calculators.ro)',
      inputs: { amount: '525', rate: '5', mode: 'remove' },
      expected: { net: 500, tax: 25 },
      tolerance: 0.005,
    },
    {
      source:
        '123 Business Loan, reverse sales tax: $255 ÷ 1.06 (6% sales tax) = $240.57, and $14.43 is the tax (123businessloan.com)',
      inputs: { amount: '255', rate: '6', mode: 'remove' },
      expected: { net: 240.57, tax: 14.43 },
      tolerance: 0.005,
    },
    {
      source:
        '123 Business Loan (as above): a $400 television where sales tax is 7% carries $28 of tax',
      inputs: { amount: '400', rate: '7', mode: 'add' },
      expected: { tax: 28, total: 428 },
      tolerance: 0.005,
    },
  ],
});
