import { formatPercent, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 76,
  name: 'Profit Margin Calculator',
  description:
    'Find the gross profit, margin and markup from a cost and a selling price, or the price that gives the margin you want.',
  category: 'finance',
  icon: 'percent',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'break-even-calculator',
    'discount-calculator',
    'roi-calculator',
    'sales-tax-calculator',
    'depreciation-calculator',
  ],
  group: 'Business',
  keywords:
    'profit margin gross margin markup mark-up gross profit selling price cost price margin vs markup gp',
} satisfies CalculatorRecord;

// Gross profit, margin and markup (AccountingCoach, "What is the difference between gross margin
// and mark up?"): gross profit = price − cost, margin = gross profit ÷ price, markup = gross
// profit ÷ cost. One relation, price − cost = margin × price, so any two of cost, price and
// margin give the third: price = cost ÷ (1 − margin), cost = price × (1 − margin). Amounts are in
// the currency the visitor picks, to the cent; a price or cost solved for is rounded half-up to
// the cent and the margin and markup shown are those of the rounded amounts.

/** The margin, in %, of a cost and a price: (price − cost) ÷ price × 100. */
export function marginOf(cost: number, price: number): number {
  return decimal(cents(price)).minus(cents(cost)).div(cents(price)).times(100).toNumber();
}

/** The price that gives `margin` % on `cost`, or null when none does (a margin of 100 % or more). */
export function priceForMargin(cost: number, margin: number): number | null {
  return margin >= 100 ? null : cost / (1 - margin / 100);
}

export default defineCalculator({
  slug: 'profit-margin-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    cost: {
      kind: 'money',
      label: 'Cost',
      default: '75',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
      help: 'What the item costs you to buy or make (the cost of goods sold).',
    },
    price: {
      kind: 'money',
      label: 'Selling price',
      default: '100',
      min: 0,
      minExclusive: true,
      max: MAX_AMOUNT,
      noun: 'price',
      help: 'What the customer pays, before any sales tax.',
    },
    margin: {
      kind: 'percent',
      label: 'Profit margin',
      default: '25',
      min: -10_000,
      max: 99.99,
      noun: 'margin',
      // Any cost and price have a margin: $1 and $20,000 one of 99.995%, $200 and $1 -19,900%.
      solvedLimits: { min: -Infinity, max: 100 },
      help: 'Profit as a share of the selling price. Below 100%; negative for a loss.',
      messages: {
        max: 'The margin can be at most 99.99%: at 100% the cost would be 0',
      },
    },
  },
  solve: {
    unknowns: ['margin', 'price', 'cost'],
    residual: (v) => v.price - v.cost - (v.margin / 100) * v.price,
    closedForms: {
      margin: (v) => marginOf(v.cost, v.price),
      price: (v) => priceForMargin(v.cost, v.margin),
      cost: (v) => v.price * (1 - v.margin / 100),
    },
  },
  outputs: {
    profit: { label: 'Gross profit', format: 'money', emphasis: true },
    margin: { label: 'Margin (profit ÷ price)', format: 'percent', emphasis: true },
    markup: { label: 'Markup (profit ÷ cost)', format: 'percent', emphasis: true },
  },
  compute(v) {
    const profit = decimal(cents(v.price)).minus(cents(v.cost));
    return {
      profit: profit.toNumber(),
      margin: marginOf(v.cost, v.price),
      markup: profit.div(cents(v.cost)).times(100).toNumber(),
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const deal = `Selling for ${money(v.price)} what costs ${money(v.cost)}`;
    return r.profit < 0
      ? `${deal} is a loss of ${money(-r.profit)}: a margin of ${formatPercent(r.margin)} and a markup of ${formatPercent(r.markup)}.`
      : `${deal} makes ${money(r.profit)}: a margin of ${formatPercent(r.margin)} of the price, or a markup of ${formatPercent(r.markup)} on the cost.`;
  },
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const share = Number((v.margin / 100).toPrecision(10));
    const exactPrice = priceForMargin(v.cost, v.margin);
    return [
      `Gross profit = price − cost = ${money(v.price)} − ${money(v.cost)} = ${money(r.profit)}`,
      `Margin = profit ÷ price × 100 = ${money(r.profit)} ÷ ${money(v.price)} × 100 ≈ ${formatPercent(r.margin)}`,
      `Markup = profit ÷ cost × 100 = ${money(r.profit)} ÷ ${money(v.cost)} × 100 ≈ ${formatPercent(r.markup)}`,
      `Price for a margin of ${formatPlain(Number(v.margin.toPrecision(10)))}% = cost ÷ (1 − margin ÷ 100) = ` +
        `${money(v.cost)} ÷ (1 ${share < 0 ? '+' : '−'} ${formatPlain(Math.abs(share))}) ` +
        (exactPrice !== null && cents(exactPrice) === exactPrice ? '= ' : '≈ ') +
        money(exactPrice ?? NaN),
    ];
  },
  about: [
    'Gross profit = selling price − cost. Margin = gross profit ÷ selling price × 100: the share of each sale that is profit. Markup = gross profit ÷ cost × 100: how much was added on top of the cost. They describe the same profit from two sides, so the markup is always larger than the margin: an item costing 75.00 and selling for 100.00 has a gross profit of 25.00, a margin of 25% and a markup of 33.33%. These are the definitions AccountingCoach and accounting textbooks give for gross margin and markup.',
    'Any two of cost, price and margin give the third: price = cost ÷ (1 − margin ÷ 100), and cost = price × (1 − margin ÷ 100). Choose what to solve for. A margin must be below 100% (that would need a cost of 0); a negative margin is a loss, a price below the cost.',
    'Amounts are worked to the cent, rounded half-up. A price or cost solved for is rounded to the cent, and the margin and markup shown are those of the rounded amounts, so they may differ from the margin typed in the second decimal. Cost here is the cost of the item only (gross margin); to find a net margin, include overheads in the cost.',
  ],
  faq: [
    {
      question: 'What is the difference between margin and markup?',
      answer:
        'Both start from the profit, price − cost. Margin divides it by the price; markup divides it by the cost. Cost 60.00 and price 100.00 is a 40% margin but a 66.67% markup.',
    },
    {
      question: 'How do I set a price for a given margin?',
      answer:
        'Divide the cost by (1 − margin ÷ 100). For a 40% margin on a cost of 60.00, the price is 60.00 ÷ 0.6 = 100.00. Adding 40% to the cost instead (84.00) gives only a 28.57% margin. Choose Selling price under solve for to have it worked out.',
    },
    {
      question: 'How do I turn a markup into a margin?',
      answer:
        'Margin = markup ÷ (1 + markup), with both as fractions: a 50% markup is 0.5 ÷ 1.5 = 33.33% margin. The other way, markup = margin ÷ (1 − margin): a 25% margin is a 33.33% markup.',
    },
    {
      question: 'Can a margin be 100% or more?',
      answer:
        'No. The profit can never be more than the price, so a margin only reaches 100% if the item costs nothing. A markup has no such limit: selling at three times the cost is a 200% markup.',
    },
  ],
  references: [
    {
      source:
        'AccountingCoach, "What is the difference between gross margin and mark up?": cost $75, selling price $100, gross profit $25, gross margin 25%, markup 33.333% (accountingcoach.com/blog/gross-margin-mark-up)',
      inputs: { cost: '75', price: '100' },
      expected: { profit: 25, margin: 25, markup: 33.333 },
      tolerance: 0.0005,
    },
    {
      source:
        'AccountingCoach (as above), second example: bought for $9 and sold for $12, a gross profit of $3, a 25% gross margin and a 33.333% markup',
      inputs: { cost: '9', price: '12' },
      expected: { profit: 3, margin: 25, markup: 33.333 },
      tolerance: 0.0005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith & Honeycutt Mathis, 2020), section 6.3 "Solve Sales Tax, Commission, and Discount Applications", Example 6.32 (openstax.org/books/prealgebra-2e/pages/6-3-solve-sales-tax-commission-and-discount-applications): Adam’s art gallery bought a photograph at the wholesale price of $250 and marked the price up 40%: "The mark-up on the photograph was $100", "The list price of the photograph was $350"',
      inputs: { cost: '250', price: '350' },
      expected: { profit: 100, markup: 40 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.2 "Discounts, Markups, and Sales Tax", Example 6.17 (openstax.org/books/contemporary-mathematics/pages/6-2-discounts-markups-and-sales-tax): cost $5.20, retail price $9.90: "Solving for the markup gives $4.70", "the percent markup is 90.38%" (rounded to two decimal places)',
      inputs: { cost: '5.20', price: '9.90' },
      expected: { profit: 4.7, markup: 90.38 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.17 (as above): cost $90.00, retail price $103.50: "the markup to be … $13.50", "the percent markup is 15%"',
      inputs: { cost: '90', price: '103.50' },
      expected: { profit: 13.5, markup: 15 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics, Example 6.20 (as above): a phone costing the store $480.00 sells for $840.00: "the markup is $840.00 − $480.00 = $360.00", "The markup on the phone is 75%"',
      inputs: { cost: '480', price: '840' },
      expected: { profit: 360, markup: 75 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance (Dahlquist & Knight, 2022), section 6.6 "Profitability Ratios and the DuPont Method" (openstax.org/books/principles-finance/pages/6-6-profitability-ratios-and-the-dupont-method): Clear Lake Sporting Goods, net income $35,000 on net sales of $120,000 (so $85,000 of costs and expenses): "Profit Margin = $35,000 / $120,000 = 0.29 (rounded) or 29%", a net margin',
      inputs: { cost: '85000', price: '120000' },
      expected: { profit: 35000, margin: 29 },
      tolerance: 0.5,
    },
    {
      source:
        'GEM-CAR (garage management software), FAQ "How to calculate gross margin or selling price based on a cost" (www.gem-car.com/faqs/how-to-calculate-gross-margin-or-selling-price-based-on-a-cost.html): "If an item as a cost of $100 with a margin of 40%, we should sell it for $166.67. Selling = 100 / (1 − 0.4) = $166.67"',
      inputs: { cost: '100', margin: '40' },
      solve: 'price',
      expected: { price: 166.67 },
      tolerance: 0.005,
    },
    {
      source:
        'GEM-CAR FAQ (as above), a markup is not a margin: "a part at $100 sold for $100 x 140% = $140. Margin = ($140 − $100) / $140 = 29%" (to the whole percent)',
      inputs: { cost: '100', price: '140' },
      expected: { profit: 40, markup: 40, margin: 29 },
      tolerance: 0.5,
    },
  ],
});
