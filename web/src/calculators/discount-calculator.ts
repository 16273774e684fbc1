import { formatPercent, formatPlain } from '../domain/format.ts';
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
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';

export const record = {
  id: 72,
  name: 'Discount Calculator',
  description: 'Find the sale price and the amount saved from a price and a percentage discount.',
  category: 'more',
  icon: 'tag',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
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

/** '=' where the saving's share of the price is shown exactly (89.28 ÷ 279 = 32%), else '≈'. */
function sharePercentSign(saved: number, price: number, percent: number): '=' | '≈' {
  if (price === 0) return '=';
  const shown = formatPercent(percent).replace(/%$/, '');
  return equalsOrAbout(exact(saved).div(price).times(100), shown);
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
        `${amount(r.salePrice)}: you save ${amount(r.saved)}, which is ${formatPercent(r.totalPercent)} in all ` +
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
        `You save = ${amount(r.firstSaving)} + ${amount(r.extraSaving)} = ${amount(r.saved)}; ` +
          `${amount(r.saved)} ÷ ${price} × 100 ${sharePercentSign(r.saved, v.price, r.totalPercent)} ${formatPercent(r.totalPercent)} of the price`,
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
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.2 "Discounts, Markups, ' +
        'and Sales Tax", example "Calculating Discount for a Percent Discount", part 1: $75.80 at ' +
        '25% off, "The discount is $18.95", sale price "$56.85" ' +
        '(openstax.org/books/contemporary-mathematics/pages/6-2-discounts-markups-and-sales-tax)',
      inputs: { price: '75.80', discount: '25' },
      expected: { saved: 18.95, salePrice: 56.85 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, section 6.2 (as above), the same example, part 2: ' +
        '$168.90 at 30% off, a discount of $50.67 and a sale price of $118.23',
      inputs: { price: '168.90', discount: '30' },
      expected: { saved: 50.67, salePrice: 118.23 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek et al., 2020), section 6.3 "Solve Sales Tax, Commission, ' +
        'and Discount Applications", example: Elise’s $140 dress at 35% off, "The amount of ' +
        'discount was $49", "The sale price of the dress was $91" ' +
        '(openstax.org/books/prealgebra-2e/pages/6-3-solve-sales-tax-commission-and-discount-applications)',
      inputs: { price: '140', discount: '35' },
      expected: { saved: 49, salePrice: 91 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 6.3 (as above), exercise answers: Erys’s $949.95 ' +
        'treadmill at 35% off, discount "$332.48", sale price "$617.47"',
      inputs: { price: '949.95', discount: '35' },
      expected: { saved: 332.48, salePrice: 617.47 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 6.3 (as above), exercise answers: a $389 camera at a ' +
        '33% discount, discount "$128.37", sale price "$260.63"',
      inputs: { price: '389', discount: '33' },
      expected: { saved: 128.37, salePrice: 260.63 },
      tolerance: 0.005,
    },
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
  ],
});
