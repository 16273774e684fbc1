import { formatCount, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, cents, decimal, formatMoney, formatMoneyAsIs, placesOf } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { rowsField } from '../engine/rows.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 144,
  name: 'Stock Average Calculator',
  description:
    'Find the average price of shares bought in several lots, and what one more buy needs to reach the average you want.',
  category: 'finance',
  icon: 'chart-line',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['roi-calculator', 'cagr-calculator', 'average-calculator', 'sip-vs-lumpsum-calculator'],
  group: 'Investing',
  keywords:
    'stock average share average price average down averaging cost basis weighted average buy price lots',
} satisfies CalculatorRecord;

// The average buy price of a stock bought in lots is the weighted average cost:
//   average = Σ (shares × price) ÷ Σ shares
// (a lot at price 0, such as bonus shares, adds shares and no cost). With a target average T
// and one more buy, from S shares costing C in all:
//   shares to buy at price p:   q = (C − T × S) ÷ (T − p)   (p must be on the far side of T)
//   price to pay for q shares:  p = (T × (S + q) − C) ÷ q
// Sums are exact decimals (big.js); amounts are shown to the cent, half-up.

const MOST_BUYS = 50;

const fields = {
  currency: currencyField,
  buys: rowsField({
    label: 'Purchases',
    row: 'Purchase',
    add: 'Add a purchase',
    min: 1,
    max: MOST_BUYS,
    columns: {
      shares: {
        kind: 'number',
        label: 'Shares',
        default: '',
        min: 0,
        max: 1e12,
        blankValue: 0,
        messages: {
          min: 'Shares cannot be negative',
          max: 'Enter at most 1,000,000,000,000 shares',
          invalid: 'Enter the number of shares, such as 100 or 2.5',
        },
      },
      price: {
        kind: 'money',
        label: 'Price per share',
        default: '',
        min: 0,
        max: 1e9,
        // Blank is not 0: a lot needs its price asked for, 0 being free shares (a bonus issue).
        blankValue: -1,
        messages: {
          min: 'The price cannot be negative',
          invalid: 'Enter the price per share, such as 12.50',
        },
      },
    },
    default: [
      { shares: '100', price: '15' },
      { shares: '100', price: '10' },
      { shares: '100', price: '12' },
    ],
    // A blank row is not counted; a price without shares, or shares without a price, is asked about.
    checkRow(buy) {
      if (buy.shares === 0 && buy.price > 0) {
        return { shares: 'Enter the shares bought, or remove the purchase' };
      }
      if (buy.shares > 0 && buy.price < 0)
        return { price: 'Enter the price per share (0 if free)' };
      return {};
    },
  }),
  goal: {
    kind: 'choice',
    label: 'Target average',
    default: 'none',
    display: 'radio',
    options: [
      { value: 'none', label: 'No target' },
      { value: 'target', label: 'Reach a target average with one more buy' },
    ],
  },
  target: {
    kind: 'money',
    label: 'Average you want',
    default: '11.5',
    min: 0,
    minExclusive: true,
    max: 1e9,
    when: { goal: 'target' },
    noun: 'target average',
  },
  find: {
    kind: 'choice',
    label: 'Work out',
    default: 'shares',
    display: 'radio',
    when: { goal: 'target' },
    options: [
      { value: 'shares', label: 'Shares to buy at a price' },
      { value: 'price', label: 'Price to pay for a number of shares' },
    ],
  },
  buyPrice: {
    kind: 'money',
    label: 'Price of the next buy',
    default: '9',
    min: 0,
    max: 1e9,
    when: { goal: 'target', find: 'shares' },
    noun: 'price of the next buy',
  },
  buyShares: {
    kind: 'number',
    label: 'Shares in the next buy',
    default: '100',
    min: 0,
    minExclusive: true,
    max: 1e12,
    when: { goal: 'target', find: 'price' },
    noun: 'shares in the next buy',
  },
} as const;

type StockValues = Values<typeof fields>;

/** The decimals of the share counts as typed (at most 4). */
function shareDecimals(v: Values<typeof fields>): number {
  const decimals = v.buys.map((buy) => (String(buy.shares).split('.')[1] ?? '').length);
  return Math.min(4, Math.max(0, ...decimals));
}

/** The lots that count (shares above 0), numbered as the list numbers them, and their sums. */
const totalsOf = rememberLast((v: StockValues) => {
  const lots = v.buys.flatMap((buy, index) =>
    buy.shares > 0
      ? [
          {
            n: index + 1,
            shares: buy.shares,
            price: buy.price,
            cost: decimal(buy.shares).times(buy.price),
          },
        ]
      : [],
  );
  const shares = lots.reduce((sum, lot) => sum.plus(lot.shares), new Big(0));
  const cost = lots.reduce((sum, lot) => sum.plus(lot.cost), new Big(0));
  return { lots, shares, cost, average: shares.gt(0) ? cost.div(shares) : new Big(0) };
});

type Plan = { shares: Big; price: Big } | { problem: string };

/** The next buy that brings the average to the target, or why none can. */
function planOf(v: StockValues): Plan | null {
  if (v.goal !== 'target' || v.target === undefined) return null;
  const { shares, cost, average } = totalsOf(v);
  const target = decimal(v.target);
  const money = (value: Big) => formatMoney(cents(value), v.currency);
  if (v.find === 'shares') {
    const price = decimal(v.buyPrice ?? 0);
    if (target.eq(average)) return { shares: new Big(0), price };
    const between = price.lt(average)
      ? price.lt(target) && target.lt(average)
      : average.lt(target) && target.lt(price);
    if (!between) {
      return {
        problem: `A buy at ${money(price)} can only move the average between ${money(average)} and ${money(price)}`,
      };
    }
    return { shares: cost.minus(target.times(shares)).div(target.minus(price)), price };
  }
  const q = decimal(v.buyShares ?? 0);
  const price = target.times(shares.plus(q)).minus(cost).div(q);
  if (price.lt(0)) {
    const lowest = cost.div(shares.plus(q));
    return {
      problem: `Even free, ${formatPlain(q.toNumber())} more shares bring the average down only to ${money(lowest)}`,
    };
  }
  return { shares: q, price };
}

export default defineCalculator({
  slug: 'stock-average-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    if (totalsOf(v).lots.length === 0) {
      return { buys: 'Enter the shares and price of at least one purchase' };
    }
    const plan = planOf(v);
    return plan && 'problem' in plan ? { target: plan.problem } : {};
  },
  outputs: {
    average: { label: 'Average price per share', format: 'money', emphasis: true },
    // Whole shares as whole numbers; fractional ones (funds, crypto) to the decimals typed.
    totalShares: { label: 'Total shares', format: 'number', decimals: shareDecimals },
    totalCost: { label: 'Total cost', format: 'money' },
    buyShares: { label: 'Shares to buy', format: 'number' },
    buyPrice: { label: 'Price to buy at', format: 'money' },
    buyCost: { label: 'Cost of the next buy', format: 'money' },
  },
  hiddenOutputs: (v) =>
    v.goal !== 'target'
      ? ['buyShares', 'buyPrice', 'buyCost']
      : v.find === 'shares'
        ? ['buyPrice']
        : ['buyShares'],
  compute(v) {
    const { shares, cost, average } = totalsOf(v);
    const plan = planOf(v);
    const next = plan && !('problem' in plan) ? plan : null;
    return {
      average: average.toNumber(),
      totalShares: shares.toNumber(),
      totalCost: cost.toNumber(),
      buyShares: next ? next.shares.toNumber() : 0,
      buyPrice: next ? next.price.toNumber() : 0,
      buyCost: next ? cents(next.shares.times(next.price)) : 0,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(cents(value), v.currency);
    const first =
      `${formatCount(r.totalShares, 'shares')} for ${money(r.totalCost)} in all: ` +
      `an average of ${money(r.average)} a share.`;
    if (v.goal !== 'target' || v.target === undefined) return first;
    const next =
      v.find === 'shares'
        ? `Buying ${formatPlain(Number(r.buyShares.toFixed(4)))} more at ${money(r.buyPrice)} brings the average to ${money(v.target)}.`
        : `Buying ${formatPlain(r.buyShares)} more at ${money(r.buyPrice)} brings the average to ${money(v.target)}.`;
    return [first, next];
  },
  facts(v, r) {
    if (v.goal !== 'target' || v.find !== 'shares' || r.buyShares === 0) return [];
    // Whole shares: the next whole number reaches the target or passes it.
    const { shares, cost } = totalsOf(v);
    const whole = Math.ceil(Number(r.buyShares.toFixed(9)));
    const average = cost.plus(decimal(whole).times(r.buyPrice)).div(shares.plus(whole));
    return [
      {
        label: 'In whole shares',
        text: `${formatPlain(whole)} ${whole === 1 ? 'share gives' : 'shares give'} an average of ${formatMoney(cents(average), v.currency)}`,
      },
    ];
  },
  steps(v, r) {
    const { lots, shares, cost, average } = totalsOf(v);
    const money = (value: number | Big) => formatMoney(cents(value), v.currency);
    // Prices and costs with the decimals they have (a $0.335 share, a $1.005 lot), so the sums
    // add up; past 4 decimals they are rounded, and said to be.
    const asIs = (value: number | Big) => formatMoneyAsIs(value, v.currency);
    const equals = (value: Big, places: number) => (placesOf(value) > places ? '≈' : '=');
    const costs = lots.map((lot) => asIs(lot.cost)).join(' + ');
    const inexact = lots.some((lot) => placesOf(lot.cost) > 4);
    const steps = [
      ...lots.map(
        (lot) =>
          `Purchase ${lot.n}: ${formatPlain(lot.shares)} × ${asIs(lot.price)} ${placesOf(lot.price) > 4 ? '≈' : equals(lot.cost, 4)} ${asIs(lot.cost)}`,
      ),
      `Total shares: ${lots.map((lot) => formatPlain(lot.shares)).join(' + ')} = ${formatPlain(shares.toNumber())}`,
      `Total cost: ${costs} ${inexact ? '≈' : equals(cost, 4)} ${asIs(cost)}`,
      `Average = ${asIs(cost)} ÷ ${formatPlain(shares.toNumber())} ${equals(average, 2)} ${money(average)}`,
    ];
    if (v.goal === 'target' && v.target !== undefined) {
      const t = asIs(v.target);
      steps.push(
        v.find === 'shares'
          ? `Shares to buy = (${asIs(cost)} − ${t} × ${formatPlain(shares.toNumber())}) ÷ (${t} − ${asIs(r.buyPrice)}) = ${formatPlain(Number(r.buyShares.toFixed(4)))}`
          : `Price = (${t} × (${formatPlain(shares.toNumber())} + ${formatPlain(r.buyShares)}) − ${asIs(cost)}) ÷ ${formatPlain(r.buyShares)} = ${money(r.buyPrice)}`,
        `Cost of the next buy = ${formatPlain(Number(r.buyShares.toFixed(4)))} × ${money(r.buyPrice)} = ${money(r.buyCost)}`,
      );
    }
    return steps;
  },
  about: [
    'Average price = total cost ÷ total shares, where each purchase costs its shares × its price: the weighted average cost per share, as brokers and tax rules (the average cost basis) use. Three buys of 100 shares at 15, 10 and 12 cost 3,700 for 300 shares, an average of 12.33. Add a row for each purchase, up to 50; a row left blank is not counted, and a row with shares at a price of 0 (bonus shares) adds shares without cost.',
    'One more buy of q shares at price p makes the average (C + q × p) ÷ (S + q), where S shares cost C so far. Set equal to the average T you want, it gives the shares to buy, q = (C − T × S) ÷ (T − p), or the price to pay, p = (T × (S + q) − C) ÷ q. A buy can only pull the average toward its own price, so T must lie between the present average and p.',
    'Sums are exact; results are shown rounded half-up to the cent. In the steps, a price or cost with fractions of a cent keeps its decimals (up to 4: 3 × $0.335 = $1.005), so the sums add up. Brokerage, taxes and fees are left out: add them to a purchase’s price to include them in the cost basis.',
  ],
  faq: [
    {
      question: 'How do I calculate the average price of my shares?',
      answer:
        'Multiply each purchase’s shares by its price, add these up, and divide by the total shares. 50 shares at 12 and 65 at 33 cost 600 + 2,145 = 2,745 for 115 shares: 23.87 a share.',
    },
    {
      question: 'What is averaging down?',
      answer:
        'Buying more of a stock after its price falls, which lowers your average price. Choose “Reach a target average” to see how many shares at today’s price bring the average to the figure you want.',
    },
    {
      question: 'Why can’t I reach my target average?',
      answer:
        'A new buy moves the average toward its own price and never past it. To bring an average of 12.33 down to 9, you must buy below 9; at 9 itself you would need endless shares.',
    },
    {
      question: 'Should I include brokerage and fees?',
      answer:
        'For your true cost basis, yes: add each buy’s charges to its cost, or raise its price by the charges ÷ shares.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance 2e, section 13.1 "Measures of Center", example "Calculating the Weighted Mean" (openstax.org/books/principles-finance-2e/pages/13-1-measures-of-center): 1,000 shares of XYZ Corporation bought as 200 at $78, 300 at $122 and 500 at $131, $117,700 in all: “the average cost per share for the 1,000 shares of XYZ Corporation is $117.70”',
      inputs: { currency: 'USD', shares: '200~300~500', price: '78~122~131' },
      expected: { average: 117.7, totalShares: 1000, totalCost: 117700 },
      tolerance: 0.005,
    },
    {
      source:
        'Internal Revenue Service, Publication 564 “Mutual Fund Distributions” (2009), Table 3 “Example of How To Figure Basis of Shares Sold”, average basis (single-category): 160 shares bought at $25 ($4,000), 240 at $20 ($4,800) and 10 by a reinvested $300 dividend at $30 are “$9,100 (cost of 410 shares)” (irs.gov, as reproduced at formsbank.com/template/298139/publication-564-mutual-fund-distributions-internal-revenue-service-2009.html?page=7)',
      inputs: { currency: 'USD', shares: '160~240~10', price: '25~20~30' },
      expected: { totalShares: 410, totalCost: 9100 },
      tolerance: 0.005,
    },
    {
      source:
        'Internal Revenue Service, VITA/TCE Link & Learn Taxes, Publication 4491 “Capital Gain or Loss”, Basis of Stock, Case Study 1 (apps.irs.gov/app/vita/content/10s/10_03_015.jsp): Alice paid $1,100 for 100 shares ($11 a share) and received 10 more as a nontaxable stock dividend, so “her $1,100 basis must be spread over 110 shares”; bonus shares entered at a price of 0',
      inputs: { currency: 'USD', shares: '100~10', price: '11~0' },
      expected: { totalShares: 110, totalCost: 1100 },
      tolerance: 0.005,
    },
    {
      source:
        'TheColi, “Boiler room: the official stock market discussion”, page 5291 (thecoli.com/threads/boiler-room-the-official-stock-market-discussion.28619/page-5291): 15 shares at $1.20, buying at $1.05 to average $1.10 needs 30 shares',
      inputs: {
        currency: 'USD',
        shares: '15',
        price: '1.2',
        goal: 'target',
        target: '1.1',
        find: 'shares',
        buyPrice: '1.05',
      },
      expected: { average: 1.2, buyShares: 30 },
      tolerance: 0.005,
    },
  ],
});
