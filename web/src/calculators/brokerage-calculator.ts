import { formatPlain } from '../domain/format.ts';
import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';

export const record = {
  id: 130,
  name: 'Brokerage Calculator',
  description:
    'See every charge on an Indian stock or F&O trade: brokerage, STT, exchange and SEBI fees, stamp duty and GST, with net profit and breakeven.',
  category: 'finance',
  icon: 'receipt',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['capital-gains-tax-calculator', 'roi-calculator', 'profit-margin-calculator'],
  group: 'Investing',
  keywords:
    'brokerage stt securities transaction tax stamp duty sebi turnover fee exchange transaction charges nse gst intraday delivery futures options f&o contract note breakeven zerodha',
} satisfies CalculatorRecord;

// The charges on a round trip (one buy order and one sell order) on the NSE. Brokerage per order
// is the visitor's: a flat ₹ amount, a % of the order's value, or the lower of the two. STT
// (Finance (No. 2) Act 2004, rates as amended): delivery 0.1% on both sides, intraday 0.025% on
// the sell side, futures and options on the sell side (0.02% and 0.1% of the premium from
// 1 October 2024; 0.05% and 0.15% from 1 April 2026), each side rounded to the rupee. NSE
// transaction charges (uniform rates from 1 October 2024) and the SEBI fee of ₹10 a crore on both
// sides; stamp duty on the buy side (Indian Stamp Act as amended by the Finance Act 2019, from
// 1 July 2020); GST at 18% on brokerage, exchange charges and the SEBI fee. Other amounts are
// rounded half-up to the paisa.

const rupees = (value: number) => formatMoney(value, 'INR');

type Segment = 'delivery' | 'intraday' | 'futures' | 'options';

/** Rates, % of the order value (of the premium, for options). */
interface ChargeRules {
  sttBuy: Record<Segment, number>;
  sttSell: Record<Segment, number>;
  exchange: Record<Segment, number>;
  stamp: Record<Segment, number>;
  sebi: number;
  gst: number;
}

const OCT_2024: ChargeRules = {
  sttBuy: { delivery: 0.1, intraday: 0, futures: 0, options: 0 },
  sttSell: { delivery: 0.1, intraday: 0.025, futures: 0.02, options: 0.1 },
  exchange: { delivery: 0.00297, intraday: 0.00297, futures: 0.00173, options: 0.03503 },
  stamp: { delivery: 0.015, intraday: 0.003, futures: 0.002, options: 0.003 },
  sebi: 0.0001,
  gst: 18,
};

const APR_2026: ChargeRules = {
  ...OCT_2024,
  sttSell: { delivery: 0.1, intraday: 0.025, futures: 0.05, options: 0.15 },
};

const CHARGE_RULES: RuleTable<ChargeRules> = [
  {
    from: '2024-10-01',
    title: 'STT on F&O raised; NSE uniform charges',
    summary:
      'STT: delivery 0.1% each side, intraday 0.025% on sells, futures 0.02% and options 0.1% of premium on sells. NSE charges 0.00297% (equity), 0.00173% (futures), 0.03503% (options premium). SEBI ₹10 a crore. Stamp duty on buys: 0.015% delivery, 0.003% intraday and options, 0.002% futures. GST 18%.',
    change:
      'STT on futures 0.0125% → 0.02% and on options 0.0625% → 0.1% of premium; NSE moved to one flat transaction charge per segment',
    reference:
      'Finance (No. 2) Act, 2024 (STT, from 1 October 2024); NSE circulars on transaction charges from 1 October 2024; SEBI circular on uniform charges by market infrastructure institutions (July 2024); Indian Stamp Act, 1899 as amended by the Finance Act, 2019',
    source: 'NSE (nseindia.com), SEBI (sebi.gov.in), Income Tax Department (incometaxindia.gov.in)',
    rules: OCT_2024,
  },
  {
    from: '2026-04-01',
    title: 'Budget 2026-27: STT on F&O raised',
    summary:
      'STT: delivery 0.1% each side, intraday 0.025% on sells, futures 0.05% and options 0.15% of premium on sells. Exchange charges, SEBI fee, stamp duty and GST as before.',
    change: 'STT on futures 0.02% → 0.05% and on options 0.1% → 0.15% of premium',
    reference: 'Finance Act, 2026 (Budget 2026-27, 1 February 2026), for trades from 1 April 2026',
    source: 'Budget 2026-27 speech (indiabudget.gov.in); ClearTax and Livemint reports',
    rules: APR_2026,
  },
];

const SEGMENT_NAMES: Record<Segment, string> = {
  delivery: 'equity delivery',
  intraday: 'equity intraday',
  futures: 'futures',
  options: 'options',
};

const fields = {
  segment: {
    kind: 'choice',
    label: 'Segment',
    default: 'delivery',
    options: [
      { value: 'delivery', label: 'Delivery' },
      { value: 'intraday', label: 'Intraday' },
      { value: 'futures', label: 'Futures' },
      { value: 'options', label: 'Options' },
    ],
  },
  buy: {
    kind: 'money',
    label: 'Buy price',
    default: '1000',
    min: 0,
    max: 1e7,
    noun: 'buy price',
    help: 'A share’s price (an option’s premium). 0 for bonus shares: no buy order.',
  },
  sell: {
    kind: 'money',
    label: 'Sell price',
    default: '1100',
    min: 0,
    max: 1e7,
    noun: 'sell price',
  },
  quantity: {
    kind: 'integer',
    label: 'Quantity',
    default: '400',
    min: 1,
    max: 100_000_000,
    noun: 'quantity',
    help: 'Shares, or lots × lot size for futures and options.',
  },
  brokerageMode: {
    kind: 'choice',
    label: 'Brokerage per order',
    default: 'lower',
    options: [
      { value: 'lower', label: '% of the order, at most ₹ per order' },
      { value: 'percent', label: '% of the order' },
      { value: 'flat', label: 'Flat ₹ per order' },
    ],
  },
  perOrder: {
    kind: 'money',
    label: 'Brokerage ₹ per order',
    default: '20',
    min: 0,
    max: 100_000,
    blankValue: 0,
    noun: 'brokerage per order',
    help: 'The flat fee, or the most charged on one order. 0 for free delivery.',
    messages: { required: 'Enter the brokerage per order (0 if none)' },
  },
  brokeragePercent: {
    kind: 'percent',
    label: 'Brokerage % of the order',
    default: '0.03',
    min: 0,
    max: 5,
    blankValue: 0,
    noun: 'brokerage rate',
    messages: { required: 'Enter the brokerage rate (0 if none)' },
  },
  date: {
    kind: 'date',
    label: 'Trade date',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rates in force on this day apply.',
    invalid: 'Enter a valid trade date.',
  },
} as const;

type TradeValues = Values<typeof fields>;

const cents = (value: Big) => roundToCents(value);
const ofValue = (value: Big, rate: number) => value.times(rate).div(100);

/** One order's brokerage; no order (a value of 0) pays none. */
function brokerageOf(v: TradeValues, value: Big): Big {
  if (value.lte(0)) return decimal(0);
  const percent = cents(ofValue(value, v.brokeragePercent));
  if (v.brokerageMode === 'flat') return cents(decimal(v.perOrder));
  if (v.brokerageMode === 'percent') return percent;
  return percent.lt(v.perOrder) ? percent : cents(decimal(v.perOrder));
}

export function charges(v: TradeValues) {
  const rules = ruleOn(CHARGE_RULES, v.date)!.rules;
  const s = v.segment;
  const buyValue = decimal(v.buy).times(v.quantity);
  const sellValue = decimal(v.sell).times(v.quantity);
  const turnover = buyValue.plus(sellValue);
  const brokerage = brokerageOf(v, buyValue).plus(brokerageOf(v, sellValue));
  const stt = ofValue(buyValue, rules.sttBuy[s])
    .round(0, Big.roundHalfUp)
    .plus(ofValue(sellValue, rules.sttSell[s]).round(0, Big.roundHalfUp));
  const exchange = cents(ofValue(turnover, rules.exchange[s]));
  const sebi = cents(ofValue(turnover, rules.sebi));
  const stamp = cents(ofValue(buyValue, rules.stamp[s]));
  const gst = cents(ofValue(brokerage.plus(exchange).plus(sebi), rules.gst));
  const total = brokerage.plus(stt).plus(exchange).plus(sebi).plus(stamp).plus(gst);
  const gross = sellValue.minus(buyValue);
  return {
    rules,
    buyValue: buyValue.toNumber(),
    sellValue: sellValue.toNumber(),
    turnover: turnover.toNumber(),
    brokerage: brokerage.toNumber(),
    stt: stt.toNumber(),
    exchange: exchange.toNumber(),
    sebi: sebi.toNumber(),
    stamp: stamp.toNumber(),
    gst: gst.toNumber(),
    total: total.toNumber(),
    gross: gross.toNumber(),
    net: gross.minus(total).toNumber(),
    breakeven: total.div(v.quantity).toNumber(),
  };
}

/** '0.1%'. */
const pct = (rate: number) => `${formatPlain(rate)}%`;

export default defineCalculator({
  slug: 'brokerage-calculator',
  currency: 'INR',
  fields,
  rules: { table: CHARGE_RULES, field: 'date' },
  validate: (v) =>
    v.buy === 0 && v.sell === 0 ? { sell: 'Enter a buy or sell price above ₹0' } : {},
  outputs: {
    net: { label: 'Net profit or loss', format: 'money', emphasis: true },
    total: { label: 'Total charges', format: 'money', emphasis: true },
    breakeven: { label: 'Points to breakeven', format: 'number', decimals: 2 },
    gross: { label: 'Gross profit or loss', format: 'money' },
    turnover: { label: 'Turnover', format: 'money' },
    brokerage: { label: 'Brokerage', format: 'money' },
    stt: { label: 'STT', format: 'money' },
    exchange: { label: 'Exchange transaction charges', format: 'money' },
    sebi: { label: 'SEBI fee', format: 'money' },
    stamp: { label: 'Stamp duty', format: 'money' },
    gst: { label: 'GST', format: 'money' },
  },
  compute(v) {
    const c = charges(v);
    return {
      net: c.net,
      total: c.total,
      breakeven: c.breakeven,
      gross: c.gross,
      turnover: c.turnover,
      brokerage: c.brokerage,
      stt: c.stt,
      exchange: c.exchange,
      sebi: c.sebi,
      stamp: c.stamp,
      gst: c.gst,
    };
  },
  summary: (v, r) =>
    `On this ${SEGMENT_NAMES[v.segment]} trade, charges of ${rupees(r.total)} turn a gross ${r.gross < 0 ? 'loss' : 'profit'} of ${rupees(Math.abs(r.gross))} into a net ${r.net < 0 ? 'loss' : 'profit'} of ${rupees(Math.abs(r.net))}. The price must move ${formatPlain(Math.round(r.breakeven * 100) / 100)} points to cover them.`,
  breakdown: (_v, r) => [
    { label: 'Brokerage', value: r.brokerage, palette: 'blue' },
    { label: 'STT', value: r.stt, palette: 'orange' },
    { label: 'Exchange and SEBI', value: r.exchange + r.sebi, palette: 'teal' },
    { label: 'Stamp duty', value: r.stamp, palette: 'purple' },
    { label: 'GST', value: r.gst, palette: 'green' },
  ],
  steps(v, r) {
    const c = charges(v);
    const s = v.segment;
    const rules = c.rules;
    const sttParts = [
      rules.sttBuy[s] > 0 ? `${pct(rules.sttBuy[s])} × ${rupees(c.buyValue)}` : null,
      `${pct(rules.sttSell[s])} × ${rupees(c.sellValue)}`,
    ].filter(Boolean);
    return [
      `Buy value = ${rupees(v.buy)} × ${plainIndian(v.quantity)} = ${rupees(c.buyValue)}; sell value = ${rupees(v.sell)} × ${plainIndian(v.quantity)} = ${rupees(c.sellValue)}; turnover ${rupees(c.turnover)}`,
      `Brokerage on the two orders = ${rupees(r.brokerage)}`,
      `STT = ${sttParts.join(' + ')}, each side to the rupee = ${rupees(r.stt)}`,
      `Exchange charges = ${pct(rules.exchange[s])} × ${rupees(c.turnover)} = ${rupees(r.exchange)}; SEBI fee = ₹10 a crore × ${rupees(c.turnover)} = ${rupees(r.sebi)}`,
      `Stamp duty = ${pct(rules.stamp[s])} × ${rupees(c.buyValue)} (buy side) = ${rupees(r.stamp)}`,
      `GST = 18% × (${rupees(r.brokerage)} + ${rupees(r.exchange)} + ${rupees(r.sebi)}) = ${rupees(r.gst)}`,
      `Total charges = ${rupees(r.total)}; net = ${rupees(r.gross)} − ${rupees(r.total)} = ${rupees(r.net)}`,
      `Points to breakeven = ${rupees(r.total)} ÷ ${plainIndian(v.quantity)} = ${formatPlain(Math.round(r.breakeven * 100) / 100)}`,
    ];
  },
  notes: [
    `Rates for the NSE; BSE’s exchange charges differ a little. Depository (DP) charges on selling delivery shares, typically about ₹15 plus GST per stock per day, and the NSE’s small IPFT charge are not included. Income tax on the profit is separate: see the capital gains tax calculator. Brokers may round some charges differently, so a contract note can differ by a few paise.`,
  ],
  about: [
    'A round trip is one buy order and one sell order of the same quantity. Brokerage is what your broker charges per executed order: a flat fee (often ₹20), a percentage of the order’s value, or the lower of the two (0.03% up to ₹20 is common for intraday); many brokers charge nothing on delivery.',
    'Statutory charges: Securities Transaction Tax, 0.1% on buying and selling delivery shares, 0.025% on the sell side of intraday trades, and on the sell side of futures (0.02% from 1 October 2024; 0.05% from 1 April 2026) and options (0.1% of the premium from 1 October 2024; 0.15% from 1 April 2026), each side rounded to the rupee. NSE transaction charges: 0.00297% of equity turnover, 0.00173% for futures and 0.03503% of options premium. SEBI fee: ₹10 a crore of turnover. Stamp duty, on the buy side only (Indian Stamp Act as amended from 1 July 2020): 0.015% for delivery, 0.003% for intraday and options, 0.002% for futures. GST: 18% on brokerage, exchange charges and the SEBI fee, not on STT or stamp duty.',
    'Net profit = (sell value − buy value) − total charges. Points to breakeven = total charges ÷ quantity: how far the price must move in your favour to cover the charges. For options, enter the premiums; for futures, the contract prices, with quantity = lots × lot size.',
    'The trade date picks the rates. Sources: the Finance (No. 2) Act 2024 and the Finance Act 2026 (STT), NSE circulars on transaction charges, SEBI’s fee regulations, the Indian Stamp Act, 1899 as amended by the Finance Act 2019, and the CGST Act (18% on brokerage services).',
  ],
  faq: [
    {
      question: 'Why do I pay charges even on a losing trade?',
      answer:
        'STT, exchange charges, the SEBI fee and stamp duty are on the value traded, not on profit. A loss-making trade pays them all, and its net loss is the gross loss plus the charges.',
    },
    {
      question: 'Which charges changed for F&O in 2026?',
      answer:
        'The Budget 2026-27 raised STT from 1 April 2026: futures from 0.02% to 0.05% of the sell value, and options from 0.1% to 0.15% of the premium sold. Selling futures worth ₹1 crore now pays ₹5,000 of STT instead of ₹2,000.',
    },
    {
      question: 'What does points to breakeven mean?',
      answer:
        'The price move per share or unit that pays for all the charges. With ₹400 of charges on 400 shares, the price must rise ₹1 above your buy price before you make anything.',
    },
    {
      question: 'Is stamp duty charged on selling?',
      answer:
        'No. Since 1 July 2020 stamp duty on securities is uniform across India and paid by the buyer only: 0.015% of a delivery purchase, ₹1,500 a crore.',
    },
  ],
  references: [
    {
      source:
        'ClearTax, "Securities Transaction Tax (STT)", Budget 2026 update (cleartax.in/s/securities-transaction-tax-stt): futures with a contract value of ₹20,00,000 paid ₹400 of STT at 0.02%',
      inputs: {
        date: '2026-03-16',
        segment: 'futures',
        buy: '2000',
        sell: '2000',
        quantity: '1000',
      },
      expected: { stt: 400 },
      tolerance: 0.5,
    },
    {
      source:
        'ClearTax (as above): the same ₹20,00,000 of futures pays ₹1,000 of STT at 0.05% from 1 April 2026',
      inputs: {
        date: '2026-04-01',
        segment: 'futures',
        buy: '2000',
        sell: '2000',
        quantity: '1000',
      },
      expected: { stt: 1000 },
      tolerance: 0.5,
    },
    {
      source:
        'Livemint, "STT hike in Union Budget 2026" (livemint.com/market/mark-to-market/stt-hike-2026-union-budget-2026): selling options with premiums worth ₹1 crore pays ₹15,000 of STT, up from ₹10,000',
      inputs: {
        date: '2026-04-15',
        segment: 'options',
        buy: '100',
        sell: '100',
        quantity: '100000',
      },
      expected: { stt: 15000 },
      tolerance: 0.5,
    },
    {
      source:
        'Livemint (as above): ₹10,000 of STT on ₹1 crore of option premium sold before the hike',
      inputs: {
        date: '2026-03-16',
        segment: 'options',
        buy: '100',
        sell: '100',
        quantity: '100000',
      },
      expected: { stt: 10000 },
      tolerance: 0.5,
    },
    {
      source:
        'Zerodha support, "How is the Securities Transaction Tax (STT) calculated?" (support.zerodha.com/category/account-opening/charges-at-zerodha/statutory-and-exchange/articles/how-is-the-securities-transaction-tax-stt-calculated), intraday example: 500 shares sold intraday at the average price of ₹103.75, STT = 500 × 103.75 × 0.025% = "₹13 (₹12.969 rounded off to the nearest rupee)"; the intraday rate, 0.025% on sells, is the same on this trade date',
      inputs: {
        date: '2025-06-02',
        segment: 'intraday',
        buy: '103.75',
        sell: '103.75',
        quantity: '500',
      },
      expected: { stt: 13 },
      tolerance: 0,
    },
    {
      source:
        'Zerodha support (as above), delivery example: 200 shares bought for delivery at the average price of ₹103.75, STT = 200 × 103.75 × 0.1% = "₹21 (₹20.75 rounded off to the nearest rupee)"; here a buy order only, at the same 0.1% delivery rate',
      inputs: {
        date: '2025-06-02',
        segment: 'delivery',
        buy: '103.75',
        sell: '0',
        quantity: '200',
      },
      expected: { stt: 21 },
      tolerance: 0,
    },
    {
      source:
        'Zerodha, "Charges" (zerodha.com/charges), equity delivery, rates from 1 October 2024 (as copied at tradesee.in/stock-brokers/zerodha): SEBI charges "₹10 / crore" and stamp charges "0.015% or ₹1500 / crore on buy side"; here a ₹1 crore delivery buy',
      inputs: {
        date: '2025-06-02',
        segment: 'delivery',
        buy: '1000',
        sell: '0',
        quantity: '10000',
      },
      expected: { sebi: 10, stamp: 1500 },
      tolerance: 0.005,
    },
  ],
});
