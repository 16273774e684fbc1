import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { currencyField } from '../engine/currencies.ts';
import {
  Big,
  decimal,
  formatMoney,
  moneyPrefix,
  roundToCents,
  type Currency,
} from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 72,
  name: 'Discount Calculator',
  description: 'Find the sale price and the amount saved from a price and a percentage discount.',
  category: 'more',
  icon: 'tag',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'sales-tax-calculator',
    'unit-price-calculator',
    'percentage-calculator',
    'profit-margin-calculator',
  ],
  keywords: 'discount sale percent off price',
} satisfies CalculatorRecord;

// The discount calculator: a price less a percentage, then optionally a further percentage off
// the reduced price (a coupon on a sale price), then optionally sales tax on what is left. Each
// amount is worked in decimal and rounded half-up to the cent once; the sale price is the price
// less the rounded savings, so the parts shown add up to the totals shown.

/** Amounts in the currency the visitor picked: '$60.00', '€60.00'. */
const moneyIn = (currency: Currency) => (value: number | Big) =>
  formatMoney(Number(value), currency);

/** Every amount of a discount, each to the cent. */
export function discountOf(price: number, discount: number, extra: number, tax: number) {
  const original = roundToCents(price);
  const firstSaving = roundToCents(original.times(discount).div(100));
  const afterFirst = original.minus(firstSaving);
  const extraSaving = roundToCents(afterFirst.times(extra).div(100));
  const salePrice = afterFirst.minus(extraSaving);
  const saved = firstSaving.plus(extraSaving);
  const taxAmount = roundToCents(salePrice.times(tax).div(100));
  return {
    salePrice: salePrice.toNumber(),
    saved: saved.toNumber(),
    // The share of the price saved, from the amounts shown (0 for a price of 0.00).
    totalPercent: original.eq(0) ? 0 : saved.times(100).div(original).toNumber(),
    firstSaving: firstSaving.toNumber(),
    extraSaving: extraSaving.toNumber(),
    taxAmount: taxAmount.toNumber(),
    total: salePrice.plus(taxAmount).toNumber(),
  };
}

/** '= $55.80' when the product is a whole number of cents, else '= $0.105 ≈ $0.11'. */
function rounded(exact: Big, shown: number, currency: Currency): string {
  const amount = moneyIn(currency);
  return exact.eq(shown)
    ? `= ${amount(shown)}`
    : `= ${moneyPrefix[currency]}${formatPlain(exact.toNumber())} ≈ ${amount(shown)}`;
}

export default defineCalculator({
  slug: 'discount-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    price: {
      kind: 'money',
      label: 'Original price',
      default: '80',
      min: 0,
      minExclusive: true,
      max: 1_000_000_000,
      messages: {
        min: 'The price must be more than 0',
        max: 'The price can be at most 1,000,000,000',
      },
    },
    discount: {
      kind: 'percent',
      label: 'Discount',
      default: '25',
      min: 0,
      max: 100,
      presets: { label: 'Common discounts', values: [10, 20, 25, 30, 50] },
    },
    extra: {
      kind: 'percent',
      label: 'Extra discount (optional)',
      default: '0',
      min: 0,
      max: 100,
      blankValue: 0,
      help: 'A further percentage off the reduced price, such as a coupon. 0 for none.',
      messages: { required: 'Enter the extra discount, or 0 for none' },
    },
    tax: {
      kind: 'percent',
      label: 'Sales tax (optional)',
      default: '0',
      min: 0,
      max: 100,
      blankValue: 0,
      help: 'Tax added to the sale price at the till. 0 for none.',
      noun: 'sales tax rate',
      messages: { required: 'Enter the sales tax rate, or 0 for none' },
    },
  },
  outputs: {
    salePrice: { label: 'Sale price', format: 'money', emphasis: true },
    saved: { label: 'You save', format: 'money', emphasis: true },
    totalPercent: { label: 'Total discount', format: 'percent' },
    firstSaving: { label: 'First discount', format: 'money' },
    extraSaving: { label: 'Extra discount', format: 'money' },
    taxAmount: { label: 'Sales tax', format: 'money' },
    total: { label: 'Price with tax', format: 'money', emphasis: true },
  },
  compute: (v) => discountOf(v.price, v.discount, v.extra, v.tax),
  hiddenOutputs(v) {
    const hidden: ('totalPercent' | 'firstSaving' | 'extraSaving' | 'taxAmount' | 'total')[] = [];
    // With one discount the total discount is the discount, and the first saving all the saving.
    if (v.extra === 0) hidden.push('totalPercent', 'firstSaving', 'extraSaving');
    if (v.tax === 0) hidden.push('taxAmount', 'total');
    return hidden;
  },
  breakdown: (_v, r) => [
    { label: 'You pay', value: r.salePrice, palette: 'blue' },
    { label: 'You save', value: r.saved, palette: 'green' },
  ],
  summary(v, r) {
    const amount = moneyIn(v.currency);
    const lines = [
      `${formatPlain(v.discount)}% off ${amount(v.price)} is ${amount(r.salePrice)}: you save ${amount(r.saved)}.`,
    ];
    if (v.extra > 0) {
      lines[0] =
        `${formatPlain(v.discount)}% off ${amount(v.price)}, then ${formatPlain(v.extra)}% off that, is ` +
        `${amount(r.salePrice)}: you save ${amount(r.saved)}, ${formatNumber(r.totalPercent, 2)}% in all ` +
        `(not ${formatPlain(v.discount + v.extra)}%).`;
    }
    if (v.tax > 0) {
      lines.push(
        `With ${formatPlain(v.tax)}% sales tax of ${amount(r.taxAmount)}, you pay ${amount(r.total)}.`,
      );
    }
    return lines;
  },
  calculateLabel: 'Calculate',
  steps(v, r) {
    const amount = moneyIn(v.currency);
    const original = roundToCents(v.price);
    const price = amount(original);
    const afterFirst = original.minus(r.firstSaving);
    const steps = [
      `Discount = price × discount % ÷ 100 = ${price} × ${formatPlain(v.discount)} ÷ 100 ` +
        rounded(original.times(v.discount).div(100), r.firstSaving, v.currency),
    ];
    if (v.extra > 0) {
      steps.push(
        `Price after the first discount = ${price} − ${amount(r.firstSaving)} = ${amount(afterFirst)}`,
        `Extra discount = ${amount(afterFirst)} × ${formatPlain(v.extra)} ÷ 100 ` +
          rounded(afterFirst.times(v.extra).div(100), r.extraSaving, v.currency),
        `Sale price = ${amount(afterFirst)} − ${amount(r.extraSaving)} = ${amount(r.salePrice)}`,
        `You save = ${amount(r.firstSaving)} + ${amount(r.extraSaving)} = ${amount(r.saved)}, ` +
          `${amount(r.saved)} ÷ ${price} × 100 = ${formatNumber(r.totalPercent, 2)}% of the price`,
      );
    } else {
      steps.push(`Sale price = ${price} − ${amount(r.firstSaving)} = ${amount(r.salePrice)}`);
    }
    if (v.tax > 0) {
      steps.push(
        `Sales tax = ${amount(r.salePrice)} × ${formatPlain(v.tax)} ÷ 100 ` +
          rounded(decimal(r.salePrice).times(v.tax).div(100), r.taxAmount, v.currency),
        `Price with tax = ${amount(r.salePrice)} + ${amount(r.taxAmount)} = ${amount(r.total)}`,
      );
    }
    return steps;
  },
  about: [
    'The discount is the price times the discount percentage divided by 100, and the sale price is the price less the discount. An extra discount, such as a coupon, is taken off the reduced price, not the original one, so 20% and then 10% off is 28% off in all, not 30%: you pay 80% of 90%, which is 72% of the price.',
    'Sales tax, if you enter a rate, is added to the sale price, as it is charged on what you pay. Every amount is rounded half-up to the cent once, and the sale price is the price less the rounded discounts, so the amounts shown always add up. The total discount percentage is worked out from those amounts.',
    'You choose the currency the amounts are shown in; the arithmetic is the same in any currency with cents.',
  ],
  faq: [
    {
      question: 'How do I work out 25% off?',
      answer:
        'Multiply the price by 25 and divide by 100 to get the saving, then take it off the price. 25% off 80.00 saves 20.00, so you pay 60.00. Or multiply the price by 0.75 directly.',
    },
    {
      question: 'Are two discounts added together?',
      answer:
        'No. The second one is taken off the already reduced price. 20% off 279.00 is 223.20; a further 15% off that is 189.72, a saving of 89.28, which is 32% of 279.00 rather than 35%.',
    },
    {
      question: 'Is sales tax worked out before or after the discount?',
      answer:
        'After it, on the price you actually pay, in most places. Enter the tax rate and the calculator adds it to the sale price.',
    },
    {
      question: 'How do I find the original price from a sale price?',
      answer:
        'Divide the sale price by (1 − discount ÷ 100). A price of 60.00 after 25% off was 60.00 ÷ 0.75 = 80.00 before the discount.',
    },
  ],
  references: [
    {
      source:
        'Calculator.net, Percent Off Calculator (calculator.net/percent-off-calculator.html): 20% off $279 saves $55.80, a price of $223.20; a further 15% off saves $33.48, a price of $189.72; $89.28 saved in all, 32%',
      inputs: { price: '279', discount: '20', extra: '15' },
      expected: {
        firstSaving: 55.8,
        extraSaving: 33.48,
        salePrice: 189.72,
        saved: 89.28,
        totalPercent: 32,
      },
      tolerance: 0.005,
    },
    {
      source:
        'Toolsium, Discount Calculator (toolsium.com/calculators/discount-calculator.html): 25% off $80 is a $20 discount and a sale price of $60',
      inputs: { price: '80', discount: '25' },
      expected: { saved: 20, salePrice: 60 },
      tolerance: 0.005,
    },
    {
      source:
        'CalculatorGlobe, Discount Calculator (calculatorglobe.com/financial/business/discount-calculator): $200 with 20% + 10% off is $144.00; you save $56.00, 28.00%',
      inputs: { price: '200', discount: '20', extra: '10' },
      expected: { salePrice: 144, saved: 56, totalPercent: 28 },
      tolerance: 0.005,
    },
    {
      source:
        'Coupons and Discounts, Discount Calculator Formula (couponsanddiscouts.com/discount-calculator-formula): 10% of $45 is $4.50; $45 − $4.50 = $40.50',
      inputs: { price: '45', discount: '10' },
      expected: { saved: 4.5, salePrice: 40.5 },
      tolerance: 0.005,
    },
  ],
});
