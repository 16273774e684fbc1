import { formatNumber, formatPercent, formatPlain, unitFor } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents, decimal, roundToCents, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 77,
  name: 'Break-Even Calculator',
  description:
    'Find how many units you must sell to cover your fixed costs, the sales revenue that takes, and the contribution margin per unit.',
  category: 'finance',
  icon: 'target',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'profit-margin-calculator',
    'roi-calculator',
    'unit-price-calculator',
    'depreciation-calculator',
  ],
  group: 'Business',
  keywords:
    'break even breakeven bep break-even point units sales revenue contribution margin cvp cost volume profit fixed costs variable costs',
} satisfies CalculatorRecord;

// Break-even analysis (cost-volume-profit), as management accounting textbooks and AccountingCoach
// ("What is the break-even formula?") give it: each unit sold contributes its contribution margin,
// price − variable cost, towards the fixed costs, so
//   break-even units   = fixed costs ÷ contribution margin per unit
//   break-even revenue = fixed costs ÷ contribution margin ratio, the ratio being margin ÷ price.
// Units are whole: an exact break-even of 333.33 units is rounded up to 334, the first whole number
// of units that covers the fixed costs. The revenue is the exact break-even, rounded to the cent.

/** Every figure of a break-even: amounts to the cent, the units exact and rounded up. */
export function breakEvenOf(fixedCosts: number, price: number, variableCost: number) {
  const fixed = decimal(cents(fixedCosts));
  const unitPrice = decimal(cents(price));
  const margin = unitPrice.minus(cents(variableCost));
  const exactUnits = fixed.div(margin);
  return {
    units: Number(exactUnits.round(0, 3)),
    revenue: roundToCents(fixed.times(unitPrice).div(margin)).toNumber(),
    contributionMargin: margin.toNumber(),
    marginRatio: margin.div(unitPrice).times(100).toNumber(),
    exactUnits: exactUnits.toNumber(),
  };
}

export default defineCalculator({
  slug: 'break-even-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    fixedCosts: {
      kind: 'money',
      label: 'Fixed costs',
      default: '10000',
      min: 0,
      max: MAX_AMOUNT,
      help: 'Costs that do not change with the number sold over the period: rent, salaries, insurance.',
    },
    price: {
      kind: 'money',
      label: 'Selling price per unit',
      default: '50',
      min: 0,
      minExclusive: true,
      max: 1e12,
      noun: 'price',
    },
    variableCost: {
      kind: 'money',
      label: 'Variable cost per unit',
      default: '20',
      min: 0,
      max: 1e12,
      help: 'What each extra unit costs: materials, packaging, commission.',
      messages: { required: 'Enter the variable cost per unit (0 if none)' },
    },
  },
  validate: (v) =>
    cents(v.variableCost) >= cents(v.price)
      ? {
          variableCost:
            'The variable cost must be below the price: otherwise no number of sales covers the fixed costs',
        }
      : {},
  outputs: {
    units: { label: 'Break-even units', format: 'integer', emphasis: true },
    revenue: { label: 'Break-even sales revenue', format: 'money', emphasis: true },
    contributionMargin: { label: 'Contribution margin per unit', format: 'money' },
    marginRatio: { label: 'Contribution margin ratio', format: 'percent' },
    exactUnits: { label: 'Exact break-even (units)', format: 'number', decimals: 2 },
  },
  compute: (v) => breakEvenOf(v.fixedCosts, v.price, v.variableCost),
  // The exact figure adds nothing when the break-even is a whole number of units.
  hiddenOutputs(v) {
    const { units, exactUnits } = breakEvenOf(v.fixedCosts, v.price, v.variableCost);
    return units === exactUnits ? ['exactUnits'] : [];
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const units = `${formatNumber(r.units, 0)} ${r.units === 1 ? 'unit' : 'units'}`;
    return (
      `Selling ${units} at ${money(v.price)} covers ${money(v.fixedCosts)} of fixed costs: ` +
      `each unit contributes ${money(r.contributionMargin)}, and break-even sales are ${money(r.revenue)}.`
    );
  },
  facts(v, r) {
    if (r.units === r.exactUnits) return [];
    const money = (value: number) => formatMoney(value, v.currency);
    const sales = decimal(r.units).times(cents(v.price));
    const profit = decimal(r.units).times(r.contributionMargin).minus(cents(v.fixedCosts));
    return [
      {
        label: `Selling ${formatNumber(r.units, 0)} ${unitFor(r.units, 'units')}`,
        text: `brings ${money(sales.toNumber())} in sales and a profit of ${money(profit.toNumber())}`,
      },
    ];
  },
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const exactRevenue = decimal(cents(v.fixedCosts))
      .times(cents(v.price))
      .div(r.contributionMargin);
    const ratioSign = r.marginRatio === Number(r.marginRatio.toFixed(2)) ? '=' : '≈';
    return [
      `Contribution margin per unit = price − variable cost = ${money(v.price)} − ${money(v.variableCost)} = ${money(r.contributionMargin)}`,
      `Contribution margin ratio = ${money(r.contributionMargin)} ÷ ${money(v.price)} × 100 ${ratioSign} ${formatPercent(r.marginRatio)}`,
      `Break-even units = fixed costs ÷ contribution margin = ${money(v.fixedCosts)} ÷ ${money(r.contributionMargin)} ` +
        (r.units === r.exactUnits
          ? `= ${formatNumber(r.units, 0)} ${r.units === 1 ? 'unit' : 'units'}`
          : `≈ ${formatNumber(r.exactUnits, 2)}, rounded up to ${formatNumber(r.units, 0)} whole ${r.units === 1 ? 'unit' : 'units'}`),
      `Break-even sales revenue = fixed costs ÷ contribution margin ratio = ${money(v.fixedCosts)} ÷ ` +
        `${formatPlain(Number((r.marginRatio / 100).toPrecision(10)))} ` +
        `${exactRevenue.eq(r.revenue) ? '=' : '≈'} ${money(r.revenue)}`,
    ];
  },
  about: [
    'Each unit sold brings in its price and costs its variable cost; the difference, the contribution margin, is what it contributes towards the fixed costs. Break-even units = fixed costs ÷ (price − variable cost). Break-even sales revenue = fixed costs ÷ contribution margin ratio, where the ratio is the contribution margin ÷ the price. These are the cost-volume-profit formulas of management accounting textbooks and of AccountingCoach ("What is the break-even formula?").',
    'Rounding: you cannot sell part of a unit, so the break-even units are rounded up to the next whole unit, the first number of units at which the fixed costs are covered (333.33 becomes 334). The break-even revenue is the exact break-even, fixed costs ÷ ratio, rounded to the cent; selling the whole units shown brings slightly more, which the results show when it differs. Amounts are worked to the cent.',
    'The analysis assumes one price and one variable cost per unit, and fixed costs that stay fixed over the range of sales. For several products, use an average price and variable cost weighted by the sales mix.',
  ],
  faq: [
    {
      question: 'What counts as a fixed cost and what as a variable cost?',
      answer:
        'Fixed costs stay the same however many units you sell in the period: rent, salaries, insurance, loan payments. Variable costs rise with each unit: materials, packaging, shipping, sales commission.',
    },
    {
      question: 'Why is the number of units rounded up?',
      answer:
        'Because at one unit fewer the fixed costs are not yet covered. With fixed costs of 10,000.00 and a margin of 30.00 a unit, 333 units bring 9,990.00 and 334 bring 10,020.00, so 334 is the break-even.',
    },
    {
      question: 'How many units do I need for a profit target?',
      answer:
        'Add the profit you want to the fixed costs and divide by the contribution margin. For 5,000.00 of profit on fixed costs of 10,000.00 and a margin of 30.00 a unit: 15,000.00 ÷ 30.00 = 500 units.',
    },
    {
      question: 'What if the price does not exceed the variable cost?',
      answer:
        'Then each sale adds nothing or loses money, and no number of sales covers the fixed costs. Raise the price or lower the variable cost first.',
    },
  ],
  references: [
    {
      source:
        'AccountingCoach, "What is the break-even formula?": fixed expenses $300,000, selling price $10, variable expenses $6, a contribution margin of $4 per unit and 40%, break-even 75,000 units and $750,000 of sales (accountingcoach.com/blog/what-is-the-break-even-formula)',
      inputs: { fixedCosts: '300000', price: '10', variableCost: '6' },
      expected: { units: 75000, revenue: 750000, contributionMargin: 4, marginRatio: 40 },
      tolerance: 0.005,
    },
    {
      source:
        'AccountingCoach (as above), service business: fixed expenses $300,000, billing rate $100 an hour, variable expenses $60 an hour, $40 of contribution margin, break-even 7,500 hours',
      inputs: { fixedCosts: '300000', price: '100', variableCost: '60' },
      expected: { units: 7500, contributionMargin: 40 },
      tolerance: 0.005,
    },
    {
      source:
        'e-Consult, "5.4 Costs – Break-even analysis", T-shirt shop: fixed costs $10,000, price $50, variable cost $20, contribution $30 and 60%, $10,000 ÷ $30 ≈ 333.33 → 334 units (round up) (e-consult.co.ke/?p=resources&view=2490)',
      inputs: { fixedCosts: '10000', price: '50', variableCost: '20' },
      expected: { units: 334, contributionMargin: 30, marginRatio: 60 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Entrepreneurship (Laverty & Littel, 2020), section 9.4 "Developing Startup Financial Statements and Projections", "Break-Even Analysis" (openstax.org/books/entrepreneurship/pages/9-4-developing-startup-financial-statements-and-projections): Hometown Pizzeria sells a pizza for $12 with a variable cost of $4, "a contribution margin of $8 per pizza"; with rent of $2,000 a month, "we divide $2,000 by $8. This results in a break-even point of 250 pizzas"',
      inputs: { fixedCosts: '2000', price: '12', variableCost: '4' },
      expected: { units: 250, contributionMargin: 8 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson, 2021), section 7.1 "Systems of Linear Equations: Two Variables", Example 7.12 (openstax.org/books/college-algebra-2e/pages/7-1-systems-of-linear-equations-two-variables): cost C(x) = 0.85x + 35,000 and revenue R(x) = 1.55x: "35,000 = 0.7x", "The break-even point is (50,000, 77,500)", 50,000 units and $77,500 of revenue',
      inputs: { fixedCosts: '35000', price: '1.55', variableCost: '0.85' },
      expected: { units: 50000, revenue: 77500, contributionMargin: 0.7 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson, 2021), section 2.2 "Graphs of Linear Functions", Example 2.25 (openstax.org/books/precalculus-2e/pages/2-2-graphs-of-linear-functions): sports helmets with a fixed cost of $250,000, costing $120 each to produce and selling for $140: "250,000 = 20x", "The break-even point is (12,500, 1,750,000)", 12,500 helmets and $1,750,000 of sales',
      inputs: { fixedCosts: '250000', price: '140', variableCost: '120' },
      expected: { units: 12500, revenue: 1750000, contributionMargin: 20 },
      tolerance: 0.005,
    },
  ],
});
